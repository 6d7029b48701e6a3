// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/colourlegend.h"

#include "models/items/displaytext.h"
#include "models/items/observationmodel.h"
#include "ui/window/flowlayout.h"

#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QToolButton>

namespace pith::ui {

namespace {

// The rule's colours as they look in the table: its background with "Aa" in its text colour.
QIcon swatch(const ColourRule &rule, const QPalette &palette, int side, qreal ratio)
{
    QPixmap pixmap(QSize(side * 2, side) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    const QRectF box(0.5, 0.5, side * 2 - 1, side - 1);
    p.fillRect(box, rule.background.isValid() ? rule.background : palette.color(QPalette::Base));
    p.setPen(palette.color(QPalette::Mid));
    p.drawRect(box);
    QFont font = p.font();
    font.setPixelSize(std::max(6, side * 3 / 4));
    font.setBold(true);
    p.setFont(font);
    p.setPen(rule.foreground.isValid() ? rule.foreground : palette.color(QPalette::Text));
    p.drawText(box, Qt::AlignCenter, QStringLiteral("Aa"));
    return QIcon(pixmap);
}

} // namespace

ColourLegend::ColourLegend(const ObservationModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("colourLegend"));
    m_flow = new FlowLayout(this, 6, 2);
    m_flow->setContentsMargins(0, 0, 0, 0);
    //: Before the legend of the colouring rules beside the table
    m_label = new QLabel(tr("Colours:"), this);
    m_flow->addWidget(m_label);
    connect(m_model, &ObservationModel::colouringChanged, this, &ColourLegend::rebuild);
    rebuild();
}

void ColourLegend::rebuild()
{
    qDeleteAll(m_buttons);
    m_buttons.clear();
    const ColourRuleList &rules = m_model->colourRules();
    const QList<int> &counts = m_model->colourRuleCounts();
    const QLocale locale;
    const int side = fontMetrics().height();
    for (int i = 0; i < rules.size() && i < counts.size(); ++i) {
        if (counts.at(i) == 0)
            continue;
        const ColourRule &rule = rules.at(i);
        auto *button = new QToolButton(this);
        button->setObjectName(QStringLiteral("colourLegendButton"));
        button->setProperty("ruleIndex", i);
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setIcon(swatch(rule, palette(), side, devicePixelRatioF()));
        button->setIconSize(QSize(side * 2, side));
        //: Legend entry: %1 the rule's name, %2 how many rows it colours
        button->setText(tr("%1: %2").arg(
            plain::mnemonicSafe(plain::elided(rule.name, 60)), locale.toString(counts.at(i))));
        //: %n rows the rule colours, %1 its query
        button->setToolTip(plain::toolTip(tr("Colours %n row(s) (a row takes the colours of the "
                                             "first rule that matches it).\nClick to filter by "
                                             "its query: %1",
            nullptr, counts.at(i))
                                              .arg(rule.query)));
        const QString query = rule.query;
        connect(
            button, &QToolButton::clicked, this, [this, query] { emit filterRequested(query); });
        m_flow->addWidget(button);
        m_buttons.append(button);
    }
    setVisible(m_model->colouringShown() && !m_buttons.isEmpty());
}

} // namespace pith::ui

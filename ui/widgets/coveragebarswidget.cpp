// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/coveragebarswidget.h"

#include "models/record/wording.h"
#include "ui/paint/coveragepaint.h"

#include <QDateTime>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace pith::ui {

namespace {

QString observedLocal(const QString &iso)
{
    QDateTime t = QDateTime::fromString(iso, Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(iso, Qt::ISODate);
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::LongFormat) : QString();
}

} // namespace

CoverageBarsWidget::CoverageBarsWidget(QWidget *parent)
    : ItemBar(parent)
{
    setObjectName(QStringLiteral("coverageBars"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true); // wordings wrap in a narrow panel
    setSizePolicy(policy);
    setAttribute(Qt::WA_Hover, true);
    updateAccessibility();
}

void CoverageBarsWidget::setRecord(RecordPtr record)
{
    m_record = std::move(record);
    m_hovered = -1;
    m_current = laneCount() > 0 ? std::min(std::max(m_current, 0), laneCount() - 1) : -1;
    updateAccessibility();
    updateGeometry();
    update();
}

int CoverageBarsWidget::laneCount() const { return m_record ? int(m_record->coverage.size()) : 0; }

QList<QRectF> CoverageBarsWidget::lanesLayout() const
{
    if (!m_record)
        return {};
    return layoutCoverageBars(QRectF(rect()), m_record->coverage, QFontMetricsF(font(), this));
}

QRect CoverageBarsWidget::laneRect(int lane) const
{
    const QList<QRectF> rects = lanesLayout();
    if (lane < 0 || lane >= rects.size())
        return {};
    return rects.at(lane).toAlignedRect();
}

int CoverageBarsWidget::laneAt(const QPoint &pos) const
{
    const QList<QRectF> rects = lanesLayout();
    for (qsizetype i = 0; i < rects.size(); ++i) {
        if (rects.at(i).contains(pos))
            return int(i);
    }
    return -1;
}

void CoverageBarsWidget::setCurrentLane(int lane)
{
    if (lane < -1 || lane >= laneCount() || lane == m_current)
        return;
    m_current = lane;
    update();
    emit currentLaneChanged(lane);
}

QString CoverageBarsWidget::laneToolTip(int lane) const
{
    if (!m_record || lane < 0 || lane >= laneCount())
        return {};
    const CoverageLane &l = m_record->coverage.at(lane);
    QStringList parts;
    parts << QStringLiteral("<b>") + laneWording(l).toHtmlEscaped() + QStringLiteral("</b>");
    if (!l.note.isEmpty())
        parts << l.note.toHtmlEscaped();
    parts << coverageSourceLine(l).toHtmlEscaped();
    const QString local = observedLocal(l.sourceObservedAt);
    if (!local.isEmpty())
        //: Tooltip line under "Source: ..., observed <UTC time>"
        parts << tr("Local time: %1").arg(local).toHtmlEscaped();
    return QStringLiteral("<qt>") + parts.join(QStringLiteral("<br>")) + QStringLiteral("</qt>");
}

void CoverageBarsWidget::updateAccessibility()
{
    setAccessibleName(tr("Coverage vector"));
    QStringList lines;
    if (m_record) {
        for (const CoverageLane &l : m_record->coverage)
            lines << laneWording(l);
        if (const QString cut = shownOfNote(m_record->coverage.size(), m_record->coverageCount());
            !cut.isEmpty())
            lines << cut;
    }
    if (lines.isEmpty())
        lines << tr("No coverage lane.");
    setAccessibleDescription(lines.join(QLatin1Char('\n')));
    // The widget-level tooltip names the interaction; per-lane tooltips come from event().
}

QSize CoverageBarsWidget::sizeHint() const
{
    const QFontMetricsF fm(font(), this);
    const QSizeF s
        = coverageBarsSizeHint(m_record ? m_record->coverage : QList<CoverageLane>(), fm);
    return s.toSize();
}

QSize CoverageBarsWidget::minimumSizeHint() const
{
    const QFontMetricsF fm(font(), this);
    const int width = int(fm.horizontalAdvance(QLatin1Char('M')) * 12);
    return QSize(width, heightForWidth(width));
}

int CoverageBarsWidget::heightForWidth(int width) const
{
    return int(
        std::ceil(coverageBarsHeightForWidth(m_record ? m_record->coverage : QList<CoverageLane>(),
            QFontMetricsF(font(), this), width)));
}

bool CoverageBarsWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int lane = laneAt(help->pos());
        if (lane >= 0)
            QToolTip::showText(help->globalPos(), laneToolTip(lane), this, laneRect(lane));
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void CoverageBarsWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setFont(font());
    CoverageBarsOptions options;
    options.hovered = m_hovered;
    options.current = hasFocus() ? m_current : -1;
    paintCoverageBars(painter, QRectF(rect()),
        m_record ? m_record->coverage : QList<CoverageLane>(), palette(), options);
}

void CoverageBarsWidget::keyPressEvent(QKeyEvent *event)
{
    const int next = keyTarget(event, false);
    if (next < -1) {
        QWidget::keyPressEvent(event);
        return;
    }
    setCurrentLane(next);
    const QRect r = laneRect(m_current);
    QToolTip::showText(mapToGlobal(r.bottomLeft()), laneToolTip(m_current), this, r);
    event->accept();
}

void CoverageBarsWidget::mousePressEvent(QMouseEvent *event)
{
    const int lane = laneAt(event->position().toPoint());
    if (lane >= 0)
        setCurrentLane(lane);
    QWidget::mousePressEvent(event);
}

} // namespace pith::ui

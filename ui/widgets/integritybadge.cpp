// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/integritybadge.h"

#include "ui/paint/statusstyle.h"

#include <QEnterEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionFocusRect>

namespace pith::ui {

namespace {

struct BadgeMetrics {
    qreal pad, marker, gap, height;
};

BadgeMetrics badgeMetrics(const QFontMetricsF &fm)
{
    return { std::round(fm.height() * 0.6), std::round(fm.height() * 1.05),
        std::round(fm.height() * 0.4), std::round(fm.height() * 1.8) };
}

} // namespace

IntegrityBadge::IntegrityBadge(QWidget *parent)
    : QAbstractButton(parent)
{
    setObjectName(QStringLiteral("integrityBadge"));
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    refresh();
}

void IntegrityBadge::setRecord(RecordPtr record)
{
    m_record = std::move(record);
    refresh();
}

void IntegrityBadge::refresh()
{
    m_summary = integritySummary(m_record.get());
    setText(m_summary.text);
    setEnabled(m_summary.level != IntegrityLevel::NoRecord);
    //: Tooltip of the integrity badge, after the verdict sentence
    const QString hint = tr("Activate to list digest failures and audit findings.");
    setToolTip(
        m_summary.description.toHtmlEscaped() + QStringLiteral("<br>") + hint.toHtmlEscaped());
    setAccessibleName(tr("Integrity: %1").arg(m_summary.text));
    setAccessibleDescription(m_summary.description + QLatin1Char(' ') + hint);
    updateGeometry();
    update();
}

QSize IntegrityBadge::sizeHint() const
{
    const QFontMetricsF fm(font(), this);
    const BadgeMetrics m = badgeMetrics(fm);
    const qreal w = m.pad + m.marker + m.gap + fm.horizontalAdvance(text()) + m.pad * 1.2;
    return QSize(int(std::ceil(w)), int(std::ceil(m.height)));
}

QSize IntegrityBadge::minimumSizeHint() const { return sizeHint(); }

bool IntegrityBadge::hitButton(const QPoint &pos) const { return rect().contains(pos); }

void IntegrityBadge::enterEvent(QEnterEvent *event)
{
    m_hovered = true;
    update();
    QAbstractButton::enterEvent(event);
}

void IntegrityBadge::leaveEvent(QEvent *event)
{
    m_hovered = false;
    update();
    QAbstractButton::leaveEvent(event);
}

void IntegrityBadge::keyPressEvent(QKeyEvent *event)
{
    // Space is QAbstractButton's; Enter and Return activate too, as on a push button.
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        && event->modifiers() == Qt::NoModifier) {
        if (isEnabled())
            click();
        event->accept();
        return;
    }
    QAbstractButton::keyPressEvent(event);
}

void IntegrityBadge::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        refresh();
    if (event->type() == QEvent::PaletteChange)
        update();
    QAbstractButton::changeEvent(event);
}

void IntegrityBadge::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QFontMetricsF fm(font(), this);
    const BadgeMetrics m = badgeMetrics(fm);
    const QPalette pal = palette();
    const bool dark = isDarkPalette(pal);
    const QColor colour = integrityColour(m_summary.level, dark);

    const QRectF frame = QRectF(rect()).adjusted(1, 1, -1, -1);
    QColor tint = colour;
    tint.setAlphaF(isDown() ? 0.30f : (m_hovered ? 0.22f : 0.13f));
    painter.setPen(QPen(colour, 1.2));
    painter.setBrush(tint);
    painter.drawRoundedRect(frame, frame.height() / 2, frame.height() / 2);

    const QRectF marker(
        frame.left() + m.pad, frame.center().y() - m.marker / 2, m.marker, m.marker);
    paintIntegrityMarker(painter, marker, m_summary.level, pal);

    painter.setPen(
        pal.color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText));
    const QRectF textRect(marker.right() + m.gap, frame.top(),
        frame.right() - marker.right() - m.gap - m.pad / 2, frame.height());
    painter.drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter,
        fm.elidedText(text(), Qt::ElideRight, textRect.width()));

    if (hasFocus()) {
        painter.setPen(QPen(pal.color(QPalette::Highlight), 1.5, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        const QRectF f = frame.adjusted(2.5, 2.5, -2.5, -2.5);
        painter.drawRoundedRect(f, f.height() / 2, f.height() / 2);
    }
}

} // namespace pith::ui

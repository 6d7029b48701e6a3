// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/breakdownchart.h"

#include "models/items/displaytext.h"
#include "models/record/wording.h"
#include "ui/paint/statusstyle.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace pith::ui {

BreakdownChart::BreakdownChart(QWidget *parent)
    : ItemBar(parent)
{
    setObjectName(QStringLiteral("breakdownChart"));
    m_pointingHand = true; // a click filters to the state
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_Hover, true);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    updateAccessibility();
}

void BreakdownChart::setRecord(RecordPtr record)
{
    const QString previous = currentState();
    m_record = std::move(record);
    readEntries();
    m_caption = m_record ? breakdownCaption(*m_record) : QString();
    m_captionProblem = m_record ? breakdownCaptionProblem(*m_record) : QString();
    m_hovered = -1;
    m_pressed = -1;
    m_current = -1;
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].state == previous)
            m_current = int(i);
    }
    updateAccessibility();
    updateGeometry();
    update();
}

// A record with thousands of states draws as many as the report does, the rest one entry
// (a legend of a thousand states was a long scroll down the side panel).
void BreakdownChart::readEntries()
{
    m_entries.clear();
    m_stateCount = 0;
    if (!m_record)
        return;
    const qsizetype notKept = m_record->referenceResolution.stateCountsNotKept;
    const QList<BreakdownEntry> all = breakdownEntries(*m_record);
    m_stateCount = all.size() + notKept;
    m_entries = foldBreakdownEntries(all, notKept, kBreakdownEntriesDrawn);
}

qsizetype BreakdownChart::statesDrawn() const
{
    return m_entries.size() - (!m_entries.isEmpty() && m_entries.last().folded ? 1 : 0);
}

void BreakdownChart::setShowCaption(bool show)
{
    if (show == m_showCaption)
        return;
    m_showCaption = show;
    updateGeometry();
    update();
}

QString BreakdownChart::currentState() const
{
    return m_current >= 0 && m_current < m_entries.size() ? m_entries[m_current].state : QString();
}

void BreakdownChart::setCurrentIndex(int index)
{
    if (index < -1 || index >= m_entries.size() || index == m_current)
        return;
    m_current = index;
    update();
    updateAccessibility();
    emit currentStateChanged(currentState());
}

void BreakdownChart::setCurrentState(const QString &state)
{
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].state == state) {
            setCurrentIndex(int(i));
            return;
        }
    }
}

BreakdownOptions BreakdownChart::options() const
{
    BreakdownOptions o;
    if (m_showCaption) {
        o.caption = m_caption;
        o.captionWarning = !m_captionProblem.isEmpty();
    }
    o.hovered = m_hovered;
    o.current = hasFocus() ? m_current : -1;
    return o;
}

BreakdownLayout BreakdownChart::currentLayout() const
{
    return layoutBreakdown(QRectF(rect()), m_entries, QFontMetricsF(font(), this), options());
}

QRect BreakdownChart::barRect(const QString &state) const
{
    for (const BreakdownSegment &s : currentLayout().segments) {
        if (s.state == state)
            return s.barRect.toAlignedRect().intersected(rect());
    }
    return {};
}

QRect BreakdownChart::legendRect(const QString &state) const
{
    for (const BreakdownSegment &s : currentLayout().segments) {
        if (s.state == state)
            return s.legendRect.toAlignedRect().intersected(rect());
    }
    return {};
}

QRect BreakdownChart::segmentRect(const QString &state) const
{
    const QRect bar = barRect(state);
    return bar.isEmpty() ? legendRect(state) : bar;
}

int BreakdownChart::indexAt(const QPoint &pos) const
{
    return currentLayout().hitTest(QPointF(pos) + QPointF(0.5, 0.5));
}

QSize BreakdownChart::sizeHint() const
{
    BreakdownOptions o;
    if (m_showCaption) {
        o.caption = m_caption;
        o.captionWarning = !m_captionProblem.isEmpty();
    }
    return breakdownSizeHint(m_entries, QFontMetricsF(font(), this), o).toSize();
}

QSize BreakdownChart::minimumSizeHint() const
{
    const QFontMetricsF fm(font(), this);
    const int width = int(fm.horizontalAdvance(QLatin1Char('M')) * 16);
    return QSize(width, heightForWidth(width));
}

int BreakdownChart::heightForWidth(int width) const
{
    BreakdownOptions o;
    if (m_showCaption) {
        o.caption = m_caption;
        o.captionWarning = !m_captionProblem.isEmpty();
    }
    const BreakdownLayout l
        = layoutBreakdown(QRectF(0, 0, width, 100000), m_entries, QFontMetricsF(font(), this), o);
    return int(std::ceil(l.size.height()));
}

void BreakdownChart::updateAccessibility()
{
    // The name carries the current segment, so a screen reader announces moves with the arrows.
    if (m_current >= 0 && m_current < m_entries.size())
        //: Accessible name of the chart with its current segment, e.g. "unresolved: 10
        //: observations"
        setAccessibleName(
            tr("Resolution breakdown, %1").arg(breakdownDescription({ m_entries[m_current] })));
    else
        setAccessibleName(tr("Resolution breakdown"));
    QString description
        = m_entries.isEmpty() ? tr("No record open.") : breakdownDescription(m_entries);
    if (m_showCaption && !m_caption.isEmpty())
        description = m_caption + QLatin1Char('\n')
            + (m_captionProblem.isEmpty() ? QString() : m_captionProblem + QLatin1Char('\n'))
            + description;
    setAccessibleDescription(description);
}

void BreakdownChart::activate(int index)
{
    // the folded entry stands for many states: there is no one state to show the rows of
    if (index < 0 || index >= m_entries.size() || m_entries[index].folded)
        return;
    setCurrentIndex(index);
    emit stateActivated(m_entries[index].state);
}

bool BreakdownChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const BreakdownLayout layout = currentLayout();
        const int index = layout.hitTest(QPointF(help->pos()));
        if (index >= 0) {
            const BreakdownSegment &s = layout.segments[index];
            const QRect area = (s.barRect.contains(QPointF(help->pos())) ? s.barRect : s.legendRect)
                                   .toAlignedRect();
            const int outbound = m_record ? int(m_record->outbound.size()) : 0;
            QString tip;
            if (m_entries[index].folded) {
                //: Breakdown chart tooltip of the entry that stands for the states not drawn; %1
                //: "N more states", %2 their observations
                tip = tr("%1: %2 of %n outbound observation(s)", nullptr, outbound)
                          .arg(s.state, QLocale().toString(s.count));
            } else {
                //: Breakdown chart tooltip; %1 state name, %2 observation count
                tip = tr("%1: %2 of %n outbound observation(s)\nClick to show only these rows.",
                    nullptr, outbound)
                          .arg(stateLabel(s.state), QLocale().toString(s.count));
            }
            QToolTip::showText(help->globalPos(), plain::toolTip(tip), this, area);
        } else if (!m_captionProblem.isEmpty()
            && layout.captionRect.contains(QPointF(help->pos()))) {
            // The audit findings that contradict the caption.
            QToolTip::showText(help->globalPos(), plain::toolTip(m_captionProblem), this,
                layout.captionRect.toAlignedRect());
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

void BreakdownChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setFont(font());
    paintBreakdown(painter, QRectF(rect()), m_entries, palette(), options());
}

void BreakdownChart::keyPressEvent(QKeyEvent *event)
{
    if (m_entries.isEmpty()) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (const int next = keyTarget(event, true); next >= -1) {
        setCurrentIndex(next);
        event->accept();
        return;
    }
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        activate(m_current < 0 ? 0 : m_current);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void BreakdownChart::mousePressEvent(QMouseEvent *event)
{
    m_pressed = event->button() == Qt::LeftButton ? indexAt(event->position().toPoint()) : -1;
    QWidget::mousePressEvent(event);
}

void BreakdownChart::mouseReleaseEvent(QMouseEvent *event)
{
    // A click is press and release on the same segment, as on a button.
    if (event->button() == Qt::LeftButton) {
        const int index = indexAt(event->position().toPoint());
        if (index >= 0 && index == m_pressed)
            activate(index);
        m_pressed = -1;
    }
    QWidget::mouseReleaseEvent(event);
}

void BreakdownChart::retranslate()
{
    readEntries(); // the folded entry's label; the same entries otherwise
    m_caption = m_record ? breakdownCaption(*m_record) : QString();
    m_captionProblem = m_record ? breakdownCaptionProblem(*m_record) : QString();
    updateAccessibility();
}

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"
#include "ui/paint/breakdownpaint.h"

#include "ui/widgets/itembar.h"

namespace pith::ui {

// The resolution breakdown (six states and any unknown ones, with counts and a legend) drawn by
// pith_paint's paintBreakdown(). Clicking a bar segment or a legend entry emits
// stateActivated(state) with the state as spelled in the record (e.g. "unresolved"), which the
// window turns into a filter. Keyboard: focusable; Left/Right (and Up/Down, Home/End) move the
// current segment, Enter/Return/Space activate it. Hover shows "<state>: <count>". The
// accessible description lists every state and its count.
class BreakdownChart final : public ItemBar {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BreakdownChart)

public:
    explicit BreakdownChart(QWidget *parent = nullptr);

    void setRecord(RecordPtr record);
    RecordPtr record() const { return m_record; }

    // Draw the "21 of 21 outbound references displayed" line above the bar (default true).
    void setShowCaption(bool show);
    bool showCaption() const { return m_showCaption; }
    QString caption() const { return m_caption; }
    // The audit findings that contradict the caption (then drawn in the warning style), or "".
    QString captionProblem() const { return m_captionProblem; }

    const QList<BreakdownEntry> &entries() const { return m_entries; }
    // The states drawn each as an entry (not the folded one), and every state the record has
    // (the six known, those stated, those only seen in observations, those only counted).
    qsizetype statesDrawn() const;
    qsizetype stateCount() const { return m_stateCount; }
    int currentIndex() const { return m_current; }
    QString currentState() const;
    void setCurrentIndex(int index);
    void setCurrentState(const QString &state);

    // In widget coordinates: the bar segment (empty for a state with no observation) and the
    // legend entry of a state; segmentRect falls back to the legend entry.
    QRect barRect(const QString &state) const;
    QRect legendRect(const QString &state) const;
    QRect segmentRect(const QString &state) const;
    int indexAt(const QPoint &pos) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

signals:
    void stateActivated(const QString &state);
    void currentStateChanged(const QString &state);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    int itemCount() const override { return int(m_entries.size()); }
    int itemAt(const QPoint &pos) const override { return indexAt(pos); }
    int currentItem() const override { return m_current; }
    void setCurrentItem(int index) override { setCurrentIndex(index); }
    void updateAccessibility() override;
    void retranslate() override;

private:
    void readEntries();
    BreakdownOptions options() const;
    BreakdownLayout currentLayout() const;
    void activate(int index);

    RecordPtr m_record;
    QList<BreakdownEntry> m_entries;
    qsizetype m_stateCount = 0;
    QString m_caption;
    QString m_captionProblem; // the findings that contradict the caption, one a line
    bool m_showCaption = true;
    int m_current = -1;
    int m_pressed = -1;
};

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QList>
#include <QPalette>
#include <QRectF>
#include <QSizeF>
#include <QString>

class QFontMetricsF;
class QPainter;

// The resolution breakdown: an optional caption line, one stacked bar whose segments are the
// states with outbound observations, and a legend of every state (the six known ones in
// record-format.md order, then unknown ones as spelled) with its count. Drawn on any paint
// device; the layout gives each state's hit rectangles so a widget can map clicks.
namespace pith::ui {

struct BreakdownEntry {
    QString state; // as spelled; for a folded entry its label ("1,506 more states")
    qint64 count = 0;
    bool known = false;
    bool folded = false; // foldBreakdownEntries()'s last entry: no one state, nothing to filter to
};

// The most entries a breakdown draws (a page of the report, the window's side panel): the six
// known states, the other states with the most observations, one entry for the rest.
inline constexpr qsizetype kBreakdownEntriesDrawn = 24;

// The six known states (even at 0), then states from state_counts, then states only seen in
// observations. Counts are what the outbound observations show: ResolutionSummaryModel's rows.
QList<BreakdownEntry> breakdownEntries(const Record &record);
// At most maxEntries of entries (a page has room for so many): the known six, the other states
// with the most observations, and one entry "N more states" for the rest, with their count;
// notKept stated states the reader only counted (ReferenceResolution::stateCountsNotKept) are
// among the rest.
QList<BreakdownEntry> foldBreakdownEntries(
    const QList<BreakdownEntry> &entries, qsizetype notKept, qsizetype maxEntries);

// Translated "21 of 21 outbound references displayed" ("?" for a missing number).
QString breakdownCaption(const Record &record);
// The audit findings that contradict that caption, one message a line; empty when none.
QString breakdownCaptionProblem(const Record &record);

struct BreakdownSegment {
    QString state;
    qint64 count = 0;
    bool known = false;
    QRectF barRect; // empty for a state with count 0 (not drawn in the bar)
    QRectF legendRect; // always present
    bool contains(const QPointF &p) const { return barRect.contains(p) || legendRect.contains(p); }
};

struct BreakdownLayout {
    QRectF captionRect; // empty without a caption
    QRectF barRect; // the whole bar track
    QList<BreakdownSegment> segments; // parallel to the entries
    QSizeF size; // what the drawing used, from the top-left of the rect
    int hitTest(const QPointF &p) const; // index into segments, -1 outside
};

struct BreakdownOptions {
    QString caption; // drawn above the bar when not empty (plain text)
    bool captionWarning
        = false; // an audit finding contradicts the caption: warning sign and colour
    int current = -1; // segment with a focus frame, -1 none
    int hovered = -1; // segment with a hover tint, -1 none
    int maxLegendColumns = 3;
};

BreakdownLayout layoutBreakdown(const QRectF &rect, const QList<BreakdownEntry> &entries,
    const QFontMetricsF &metrics, const BreakdownOptions &options = {});
QSizeF breakdownSizeHint(const QList<BreakdownEntry> &entries, const QFontMetricsF &metrics,
    const BreakdownOptions &options = {});

// Paints with painter.font() and returns the layout it used.
BreakdownLayout paintBreakdown(QPainter &painter, const QRectF &rect,
    const QList<BreakdownEntry> &entries, const QPalette &palette,
    const BreakdownOptions &options = {});
// Convenience: entries and caption from the record.
BreakdownLayout paintBreakdown(
    QPainter &painter, const QRectF &rect, const Record &record, const QPalette &palette);

// One line per state for screen readers and tooltips: "verified fuzzy: 11".
QString breakdownDescription(const QList<BreakdownEntry> &entries);

} // namespace pith::ui

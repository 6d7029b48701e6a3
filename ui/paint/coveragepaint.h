// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QList>
#include <QPalette>
#include <QRectF>
#include <QSizeF>

class QFontMetricsF;
class QPainter;

// The coverage vector as one bar per lane, drawn on any paint device (widget, QImage, PDF).
// Each lane: its official wording (wording.h laneWording, "measured 21 of 21 reference
// resolution"), a track filled to records_observed / denominator, and optionally the note and
// "Source: ..., observed ..." lines. Sizes come from the painter's font metrics.
namespace pith::ui {

struct CoverageBarsOptions {
    bool showNote = false; // the report shows notes; the window puts them in tooltips
    bool showSource = false; // "Source: <source>, observed <time>"
    int current = -1; // lane drawn with a focus frame (keyboard navigation), -1 none
    int hovered = -1; // lane drawn with a hover tint, -1 none
};

// Height of one lane row when every text fits on one line.
qreal coverageLaneHeight(const QFontMetricsF &metrics, const CoverageBarsOptions &options = {});
// Preferred size: every text on one line, the track at least 24 em wide.
QSizeF coverageBarsSizeHint(const QList<CoverageLane> &lanes, const QFontMetricsF &metrics,
    const CoverageBarsOptions &options = {});
// Height needed at a given width: texts that do not fit wrap onto more lines (never cut).
qreal coverageBarsHeightForWidth(const QList<CoverageLane> &lanes, const QFontMetricsF &metrics,
    qreal width, const CoverageBarsOptions &options = {});

// The rectangle of each lane row inside rect (also the hit rectangles), without painting.
QList<QRectF> layoutCoverageBars(const QRectF &rect, const QList<CoverageLane> &lanes,
    const QFontMetricsF &metrics, const CoverageBarsOptions &options = {});

// Paints and returns the lane rectangles. Uses painter.font(); text in palette WindowText.
QList<QRectF> paintCoverageBars(QPainter &painter, const QRectF &rect,
    const QList<CoverageLane> &lanes, const QPalette &palette,
    const CoverageBarsOptions &options = {});
QList<QRectF> paintCoverageBars(QPainter &painter, const QRectF &rect, const Record &record,
    const QPalette &palette, const CoverageBarsOptions &options = {});

// Translated lane line: "measured 21 of 21 reference resolution" in the official wording, the
// known lane and state names in the program's language, unknown ones as spelled.
QString coverageLaneText(const CoverageLane &lane);

// Translated "Source: %1, observed %2" line and the fraction observed (0..1, nullopt without a
// usable denominator).
QString coverageSourceLine(const CoverageLane &lane);
std::optional<double> coverageFraction(const CoverageLane &lane);

} // namespace pith::ui

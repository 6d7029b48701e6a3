// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPalette>
#include <QRectF>
#include <QString>

class QPainter;

// How a resolution state looks wherever it is drawn: window, QImage, PDF report.
// Colour is never the only carrier: every state also has a shape, a hatch pattern, a short
// text symbol and its name.
namespace pith::ui {

enum class StatusShape { Disc, Ring, Square, Diamond, Cross, Triangle, Dash };
enum class StatusPattern {
    Solid,
    ForwardDiagonal,
    BackwardDiagonal,
    Horizontal,
    Vertical,
    CrossHatch,
    Dots
};

struct StatusStyle {
    QString state; // as spelled in the record
    QString label; // translated display name ("verified exact"); an unknown state as spelled
    QString symbol; // short text carrier for plain-text places, e.g. "✓" or "≈"
    StatusShape shape = StatusShape::Dash;
    StatusPattern pattern = StatusPattern::Horizontal;
    QColor fill; // bars and swatches; >= 3:1 against the palette's Base/Window
    QColor onFill; // text, marker and hatch drawn on top of fill (black or white, whichever reads)
    QColor edge; // outline of a swatch or segment
    bool known = false; // one of the six states of record-format.md
};

// True when the palette's window is dark (lightness below the middle).
bool isDarkPalette(const QPalette &palette);

// A light palette for paper (PDF/print): white base, black text, whatever the screen uses.
QPalette printPalette();

StatusStyle statusStyle(const QString &state, bool dark);
inline StatusStyle statusStyle(const QString &state, const QPalette &palette)
{
    return statusStyle(state, isDarkPalette(palette));
}

// Relative luminance contrast ratio (WCAG 2), 1..21.
double contrastRatio(const QColor &a, const QColor &b);

// The state's shape, centred in rect, in colour (fill colour for legends on the page background,
// onFill for markers drawn inside a bar).
void paintStatusMarker(
    QPainter &painter, const QRectF &rect, StatusShape shape, const QColor &colour);

// Fill + hatch pattern + outline, as in the breakdown bar. withMarker also draws the shape in the
// middle when it fits.
void paintStatusSwatch(
    QPainter &painter, const QRectF &rect, const StatusStyle &style, bool withMarker = true);

// The hatch alone (clipped to rect), spacing scaled from the painter's font.
void paintStatusPattern(
    QPainter &painter, const QRectF &rect, StatusPattern pattern, const QColor &colour);

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
// The outlines the style painters share (status, integrity, notice, finding marks): one
// definition of each shape, so a triangle is the same triangle in the table, the badge and the PDF.
#pragma once

#include <QPainterPath>
#include <QRectF>

class QColor;
class QPainter;
class QPen;

namespace pith::ui {

// Apex at the middle of the top edge, base along the bottom edge.
QPainterPath trianglePath(const QRectF &r);
// Corners at the middles of the four edges.
QPainterPath diamondPath(const QRectF &r);
// The warning sign: a triangle filled with `fill` inside the square `square`, with an
// exclamation mark drawn with `mark` (its colour contrasting with `fill`). Leaves the painter's
// pen and brush changed; callers save and restore around it.
void paintWarningTriangle(
    QPainter &painter, const QRectF &square, const QColor &fill, const QPen &mark);

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/paint/marks.h"

#include <QColor>
#include <QPainter>
#include <QPen>

namespace pith::ui {

QPainterPath trianglePath(const QRectF &r)
{
    QPainterPath p;
    p.moveTo(r.center().x(), r.top());
    p.lineTo(r.right(), r.bottom());
    p.lineTo(r.left(), r.bottom());
    p.closeSubpath();
    return p;
}

QPainterPath diamondPath(const QRectF &r)
{
    QPainterPath p;
    p.moveTo(r.center().x(), r.top());
    p.lineTo(r.right(), r.center().y());
    p.lineTo(r.center().x(), r.bottom());
    p.lineTo(r.left(), r.center().y());
    p.closeSubpath();
    return p;
}

void paintWarningTriangle(
    QPainter &painter, const QRectF &square, const QColor &fill, const QPen &mark)
{
    const qreal side = square.width();
    painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    // A little shorter than the square, so the sign sits on the same baseline as round marks.
    painter.drawPath(trianglePath(square.adjusted(0, side * 0.05, 0, -side * 0.07)));
    painter.setPen(mark);
    const qreal x = square.center().x();
    painter.drawLine(
        QPointF(x, square.top() + side * 0.36), QPointF(x, square.top() + side * 0.62));
    painter.drawPoint(QPointF(x, square.top() + side * 0.78));
}

} // namespace pith::ui

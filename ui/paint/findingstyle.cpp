// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/paint/findingstyle.h"
#include "ui/paint/marks.h"

#include "ui/paint/integritystyle.h"
#include "ui/paint/statusstyle.h"

#include <QPainter>
#include <QPainterPath>

namespace pith::ui {

FindingStyle findingStyle(const QString &severity, bool rescinded, bool dark)
{
    FindingStyle s;
    if (rescinded) {
        s.shape = FindingShape::Ring;
        s.colour = integrityColour(IntegrityLevel::NoRecord, dark);
    } else if (severity == u"critical") {
        s.shape = FindingShape::Diamond;
        s.colour = integrityColour(IntegrityLevel::ObservationFailures, dark);
    } else if (severity == u"advisory") {
        s.shape = FindingShape::Triangle;
        s.colour = integrityColour(IntegrityLevel::Warnings, dark);
    } else if (severity == u"informational") {
        s.shape = FindingShape::Circle;
        s.colour = dark ? QColor(0x79, 0xb8, 0xff) : QColor(0x1f, 0x5f, 0xb8);
    } else {
        s.shape = FindingShape::Square;
        s.colour = integrityColour(IntegrityLevel::NoRecord, dark);
    }
    return s;
}

void paintFindingMarker(QPainter &painter, const QRectF &rect, const QString &severity,
    bool rescinded, const QPalette &palette)
{
    const FindingStyle style = findingStyle(severity, rescinded, isDarkPalette(palette));
    const qreal side = std::min(rect.width(), rect.height());
    if (side <= 0)
        return;
    const QRectF r(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(Qt::NoPen);
    painter.setBrush(style.colour);
    QPainterPath path;
    switch (style.shape) {
    case FindingShape::Diamond:
        path = diamondPath(r);
        break;
    case FindingShape::Triangle:
        path = trianglePath(r);
        break;
    case FindingShape::Circle:
        path.addEllipse(r.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1));
        break;
    case FindingShape::Square:
        path.addRect(r.adjusted(side * 0.15, side * 0.15, -side * 0.15, -side * 0.15));
        break;
    case FindingShape::Ring:
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(style.colour, std::max<qreal>(1.0, side * 0.12)));
        painter.drawEllipse(r.adjusted(side * 0.15, side * 0.15, -side * 0.15, -side * 0.15));
        painter.restore();
        return;
    }
    painter.drawPath(path);
    painter.restore();
}

} // namespace pith::ui

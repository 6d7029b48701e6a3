// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/paint/noticestyle.h"
#include "ui/paint/marks.h"

#include "ui/paint/integritystyle.h"
#include "ui/paint/statusstyle.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <numbers>

namespace pith::ui {

NoticeStyle noticeStyle(const QString &kind, bool dark)
{
    NoticeStyle s;
    if (kind == u"measured") {
        s.shape = NoticeShape::None;
        s.colour = integrityColour(IntegrityLevel::NoRecord, dark);
    } else if (kind == u"unavailable") {
        s.shape = NoticeShape::Question;
        s.colour = integrityColour(IntegrityLevel::NoRecord, dark);
    } else if (kind == u"retraction" || kind == u"withdrawal") {
        s.shape = NoticeShape::Octagon;
        s.colour = integrityColour(IntegrityLevel::ObservationFailures, dark);
        s.alarming = true;
    } else if (kind == u"expression_of_concern") {
        s.shape = NoticeShape::Triangle;
        s.colour = integrityColour(IntegrityLevel::Warnings, dark);
        s.alarming = true;
    } else if (kind == u"correction" || kind == u"erratum") {
        s.shape = NoticeShape::Pencil;
        s.colour = dark ? QColor(0x79, 0xb8, 0xff) : QColor(0x1f, 0x5f, 0xb8);
        s.alarming = true;
    } else {
        // An event of another or no stated type: shown, never hidden among the quiet rows.
        s.shape = NoticeShape::Dot;
        s.colour = integrityColour(IntegrityLevel::Warnings, dark);
        s.alarming = true;
    }
    return s;
}

void paintNoticeMarker(
    QPainter &painter, const QRectF &rect, const QString &kind, const QPalette &palette)
{
    const NoticeStyle style = noticeStyle(kind, isDarkPalette(palette));
    const qreal side = std::min(rect.width(), rect.height());
    if (side <= 0 || style.shape == NoticeShape::None)
        return;
    const QRectF r(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side);
    const QColor on
        = contrastRatio(style.colour, Qt::black) >= contrastRatio(style.colour, Qt::white)
        ? QColor(Qt::black)
        : QColor(Qt::white);
    const qreal stroke = std::max<qreal>(1.2, side * 0.12);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    switch (style.shape) {
    case NoticeShape::Octagon: {
        // A stop sign with a bar: withdrawn from the record.
        QPainterPath oct;
        for (int i = 0; i < 8; ++i) {
            const double a = (22.5 + 45.0 * i) * std::numbers::pi / 180.0;
            const QPointF p(
                r.center().x() + side / 2 * std::cos(a), r.center().y() + side / 2 * std::sin(a));
            i == 0 ? oct.moveTo(p) : oct.lineTo(p);
        }
        oct.closeSubpath();
        painter.setPen(Qt::NoPen);
        painter.setBrush(style.colour);
        painter.drawPath(oct);
        painter.setPen(QPen(on, stroke, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(r.left() + side * 0.28, r.center().y()),
            QPointF(r.right() - side * 0.28, r.center().y()));
        break;
    }
    case NoticeShape::Triangle: {
        paintWarningTriangle(
            painter, r, style.colour, QPen(on, stroke, Qt::SolidLine, Qt::RoundCap));
        break;
    }
    case NoticeShape::Pencil: {
        painter.setPen(Qt::NoPen);
        painter.setBrush(style.colour);
        painter.drawRoundedRect(r.adjusted(side * 0.05, side * 0.05, -side * 0.05, -side * 0.05),
            side * 0.2, side * 0.2);
        painter.setPen(QPen(on, stroke, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(r.left() + side * 0.28, r.bottom() - side * 0.28),
            QPointF(r.right() - side * 0.28, r.top() + side * 0.28));
        break;
    }
    case NoticeShape::Question: {
        painter.setPen(QPen(style.colour, stroke));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(r.adjusted(stroke, stroke, -stroke, -stroke));
        QFont f = painter.font();
        f.setPixelSize(std::max(1, int(side * 0.6)));
        f.setBold(true);
        painter.setFont(f);
        painter.drawText(r, Qt::AlignCenter, QStringLiteral("?"));
        break;
    }
    case NoticeShape::Dot:
        painter.setPen(Qt::NoPen);
        painter.setBrush(style.colour);
        painter.drawEllipse(r.adjusted(side * 0.15, side * 0.15, -side * 0.15, -side * 0.15));
        break;
    case NoticeShape::None:
        break;
    }
    painter.restore();
}

} // namespace pith::ui

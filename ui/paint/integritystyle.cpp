// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/paint/integritystyle.h"
#include "ui/paint/marks.h"

#include "ui/paint/statusstyle.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

namespace pith::ui {

IntegritySummary integritySummary(const Record *record)
{
    IntegritySummary s;
    if (!record) {
        s.level = IntegrityLevel::NoRecord;
        s.text = QCoreApplication::translate("pith::ui::Integrity", "No record");
        s.description = QCoreApplication::translate("pith::ui::Integrity", "No record is open.");
        return s;
    }
    s.verdict = recordVerdict(*record);
    const RecordVerdict &v = s.verdict;
    s.observations = v.observations;
    s.failures = int(v.digestFailures.size());
    if (s.failures > 0)
        s.level = IntegrityLevel::ObservationFailures;
    else if (v.context == Record::ContextDigestState::Mismatch)
        s.level = IntegrityLevel::ContextMismatch;
    else if (v.errors > 0)
        s.level = IntegrityLevel::AuditFailed;
    else if (v.context == Record::ContextDigestState::Missing && v.warnings <= 1)
        s.level = IntegrityLevel::ContextMissing;
    else if (v.warnings > 0)
        s.level = IntegrityLevel::Warnings;
    else
        s.level = IntegrityLevel::Verified;
    s.text = v.headline();
    s.description = v.sentence();
    return s;
}

IntegrityLevel integrityLevel(RecordVerdict::Level level)
{
    switch (level) {
    case RecordVerdict::Level::Clean:
        return IntegrityLevel::Verified;
    case RecordVerdict::Level::Warnings:
        return IntegrityLevel::Warnings;
    case RecordVerdict::Level::Failed:
        break;
    }
    return IntegrityLevel::AuditFailed;
}

bool integrityFails(IntegrityLevel level)
{
    return level == IntegrityLevel::ObservationFailures || level == IntegrityLevel::ContextMismatch
        || level == IntegrityLevel::AuditFailed;
}

QColor integrityColour(IntegrityLevel level, bool dark)
{
    switch (level) {
    case IntegrityLevel::Verified:
        return dark ? QColor(0x4c, 0xc9, 0x8a) : QColor(0x1b, 0x7a, 0x3d);
    case IntegrityLevel::ObservationFailures:
    case IntegrityLevel::ContextMismatch:
    case IntegrityLevel::AuditFailed:
        return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xb4, 0x23, 0x18);
    case IntegrityLevel::ContextMissing:
    case IntegrityLevel::Warnings:
        return dark ? QColor(0xf2, 0xb1, 0x3b) : QColor(0x9a, 0x5b, 0x00);
    case IntegrityLevel::NoRecord:
        break;
    }
    return dark ? QColor(0xa8, 0xa8, 0xa8) : QColor(0x6b, 0x6b, 0x6b);
}

void paintIntegrityMarker(
    QPainter &painter, const QRectF &rect, IntegrityLevel level, const QPalette &palette)
{
    const qreal side = std::min(rect.width(), rect.height());
    if (side <= 0)
        return;
    const QRectF r(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side);
    const QColor colour = integrityColour(level, isDarkPalette(palette));
    const QColor on = contrastRatio(colour, Qt::black) >= contrastRatio(colour, Qt::white)
        ? QColor(Qt::black)
        : QColor(Qt::white);
    const qreal stroke = std::max<qreal>(1.5, side * 0.13);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    QPen pen(on, stroke, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    switch (level) {
    case IntegrityLevel::Verified: {
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawEllipse(r);
        QPainterPath check;
        check.moveTo(r.left() + side * 0.27, r.top() + side * 0.52);
        check.lineTo(r.left() + side * 0.44, r.top() + side * 0.68);
        check.lineTo(r.left() + side * 0.74, r.top() + side * 0.34);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(check);
        break;
    }
    case IntegrityLevel::ObservationFailures:
    case IntegrityLevel::AuditFailed: {
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawEllipse(r);
        painter.setPen(pen);
        const qreal a = side * 0.32, b = side * 0.68;
        painter.drawLine(QPointF(r.left() + a, r.top() + a), QPointF(r.left() + b, r.top() + b));
        painter.drawLine(QPointF(r.left() + b, r.top() + a), QPointF(r.left() + a, r.top() + b));
        break;
    }
    case IntegrityLevel::ContextMismatch:
    case IntegrityLevel::ContextMissing:
    case IntegrityLevel::Warnings: {
        paintWarningTriangle(painter, r, colour, pen);
        break;
    }
    case IntegrityLevel::NoRecord:
        painter.setPen(QPen(colour, stroke));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(r.adjusted(stroke, stroke, -stroke, -stroke));
        break;
    }
    painter.restore();
}

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"
#include "models/record/verdict.h"

#include <QColor>
#include <QPalette>
#include <QRectF>
#include <QString>

class QPainter;

// The record's verdict (models/record/verdict.h) as the badge and the report show it: a level,
// a short translated text ("All digests verified", "1 observation fails", "Audit failed: 5
// findings") and a shape.
namespace pith::ui {

enum class IntegrityLevel {
    Verified, // every observation digest and the context digest match
    ObservationFailures, // at least one observation digest does not match (takes precedence)
    ContextMismatch, // observations match, the context digest does not
    AuditFailed, // digests match, the audit has an error finding
    ContextMissing, // digests match, the record states no context digest (no other finding)
    Warnings, // digests match, the audit has warnings only
    NoRecord,
};

struct IntegritySummary {
    IntegrityLevel level = IntegrityLevel::NoRecord;
    int failures = 0; // observations whose digest does not match
    int observations = 0;
    QString text; // short, for the badge
    QString description; // the verdict's sentence, for tooltips and accessible descriptions
    RecordVerdict verdict;
};

// The level a verdict is shown with where only its level is kept (a library's Records table):
// Failed as a failed audit, Warnings as warnings, Clean as verified; the badge's colours.
IntegrityLevel integrityLevel(RecordVerdict::Level level);

// Whether the level is a failure (red), a warning (amber) or clean (green).
bool integrityFails(IntegrityLevel level);

IntegritySummary integritySummary(const Record *record);

// Green/red/amber that read on the palette, plus the shape: a check in a circle for Verified,
// a cross in a circle for failures, a triangle with "!" for warnings.
QColor integrityColour(IntegrityLevel level, bool dark);
void paintIntegrityMarker(
    QPainter &painter, const QRectF &rect, IntegrityLevel level, const QPalette &palette);

} // namespace pith::ui

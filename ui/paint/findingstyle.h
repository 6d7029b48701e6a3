// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPalette>
#include <QRectF>
#include <QString>

class QPainter;

// How a Pith integrity finding's severity looks wherever it is drawn (the Findings column, the
// detail pane, the PDF): a colour and a shape per severity, never colour alone (the cell also
// carries the severity's name). Critical: a red diamond; advisory: an amber triangle;
// informational: a blue circle; another severity: a grey square; rescinded: a hollow grey ring
// (a withdrawn finding, shown struck through, never as a live one).
namespace pith::ui {

enum class FindingShape { Diamond, Triangle, Circle, Square, Ring };

struct FindingStyle {
    FindingShape shape = FindingShape::Square;
    QColor colour; // >= 3:1 against Base
};

FindingStyle findingStyle(const QString &severity, bool rescinded, bool dark);

// The marker centred in rect.
void paintFindingMarker(QPainter &painter, const QRectF &rect, const QString &severity,
    bool rescinded, const QPalette &palette);

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPalette>
#include <QRectF>
#include <QString>

class QPainter;

// How a standing notice looks wherever it is drawn (table, detail pane, PDF): a colour and a
// shape per kind, never colour alone (the table cell also carries the type's name).
// A kind is an event type key ("retraction", "correction", ...; models/record/notice.h) or,
// for a notice without events, its state ("measured", "unavailable").
namespace pith::ui {

enum class NoticeShape { None, Octagon, Triangle, Pencil, Question, Dot };

struct NoticeStyle {
    NoticeShape shape = NoticeShape::None;
    QColor colour; // the marker's colour, >= 3:1 against Base
    bool alarming = false; // an event a curator must see: the cell's text is drawn in colour too
};

NoticeStyle noticeStyle(const QString &kind, bool dark);

// The kind's marker centred in rect (nothing for a measured notice without events).
void paintNoticeMarker(
    QPainter &painter, const QRectF &rect, const QString &kind, const QPalette &palette);

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/open/origin.h"
#include "models/record/record.h"

namespace pith::ui {

// Where a tab's record came from: the opener's (models/open/origin.h).
using RecordSource = open::RecordSource;

// One step of a tab's back/forward history: the page as it was left, with its query, sort,
// selected observation and scroll position.
struct HistoryEntry {
    RecordSource source;
    RecordPtr record;
    QString query;
    int sortColumn = -1;
    Qt::SortOrder sortOrder = Qt::AscendingOrder;
    QString selectedId; // observation id of the current row
    int scrollY = 0;
    int scrollX = 0;
};

} // namespace pith::ui

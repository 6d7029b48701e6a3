// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QDateTime>
#include <QString>
#include <QUrl>

namespace pith::ui {

// Where a tab's record came from, so it can be reloaded and named.
struct RecordSource {
    enum class Kind { File, Fetched, Sample };
    Kind kind = Kind::File;
    QString location; // file path, or the arXiv id for a fetched record
    QUrl url; // fetched: where from
    bool fromCache = false;
    QDateTime fetchedAt; // fetched: when these bytes were fetched (UTC)
    QString cacheReason; // fetched from the cache: why the network was not used
    QString cachePath; // fetched from the cache: the cache file (named in parse errors)
};

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

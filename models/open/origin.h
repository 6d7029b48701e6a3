// SPDX-License-Identifier: GPL-3.0-or-later
// Where an opened record came from, so that it can be reloaded, named and noted as a cached copy.
#pragma once

#include <QDateTime>
#include <QString>
#include <QUrl>

namespace pith::open {

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

} // namespace pith::open

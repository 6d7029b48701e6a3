// SPDX-License-Identifier: GPL-3.0-or-later
// How records are fetched: the base URL, the deadline, the size cap and the cache, as the
// command line's options or the window's settings give them. The defaults are the fetcher's.
#pragma once

#include "models/net/fetchtypes.h"

namespace pith::open {

struct FetchPolicy {
    QUrl baseUrl = net::defaultBaseUrl();
    // A plain http:// base is used only when the user gave it (--base-url, the preference).
    bool baseUrlGiven = false;
    std::chrono::milliseconds timeout = net::kDefaultTimeout;
    qint64 maxBytes = net::kDefaultMaxBytes;
    bool useCache = false; // the window keeps a cache; the command line always asks the server

    // The fetcher's request for `input` (an id or URL) under this policy.
    net::FetchRequest request(const QString &input) const;
};

} // namespace pith::open

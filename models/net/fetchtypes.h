// SPDX-License-Identifier: GPL-3.0-or-later
// Value types going into and coming out of the Fetcher: nothing network-shaped leaves it.
#pragma once

#include "models/net/identifier.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QUrl>

#include <chrono>
#include <optional>

namespace pith::net {

inline constexpr qint64 kDefaultMaxBytes = 64 * 1024 * 1024;
inline constexpr std::chrono::milliseconds kDefaultTimeout { 30000 };

// What is fetched for a paper: its citation record (<base>/paper/<id>/citation-record.json) or
// Pith's integrity findings about it (<base>/pith/<id>/integrity.json, issue 22). Both go through
// the same checks (TLS, redirects, deadline, size cap) and are cached side by side.
enum class FetchDocument { CitationRecord, Integrity };

struct FetchRequest {
    QString input; // what the user typed: an id or URL (see normalizeIdentifier)
    QUrl baseUrl = defaultBaseUrl();
    // Bounds the WHOLE transfer (connect, TLS, headers, body), so a server dripping one byte a
    // second is stopped as surely as one that never answers.
    std::chrono::milliseconds timeout = kDefaultTimeout;
    // Cap on the body, enforced while downloading. Answers are requested uncompressed
    // (Accept-Encoding: identity) and a compressed one is refused, so the cap bounds memory.
    qint64 maxBytes = kDefaultMaxBytes;
    // A plain-http base is refused unless this is set; set it only when the user configured such
    // a base (--base-url http://..., or the preference). Redirects from https to http are refused
    // regardless.
    bool allowPlainHttp = false;
    bool useCache = true; // conditional request against the cache, offline fallback (needs a cache)
    FetchDocument document = FetchDocument::CitationRecord;
};

enum class FetchError {
    None,
    InvalidId, // the input is not an id or URL we know
    InvalidBaseUrl, // base URL unusable, or plain http without allowPlainHttp
    NotFound, // 404 (also 410): no record for this paper
    RateLimited, // 429, retryAfter when the server said
    HttpError, // another 4xx
    ServerError, // 5xx
    NotJson, // HTML, empty body, not starting like a JSON object, or compressed unasked
    Timeout,
    // The server closed or reset the connection before the record was complete, or what it sent
    // is not valid HTTP/1.1 (broken framing, a head or chunk framing over the fetcher's bounds).
    ConnectionLost,
    Network, // cannot reach the server (host not found, connection refused, ...)
    Tls, // certificate not accepted or handshake failed; never ignored
    TooLarge, // body over maxBytes (or memory ran out); the download was stopped
    RedirectDowngrade, // https -> http redirect refused
    TooManyRedirects,
    Cancelled,
    InvalidRecord, // looks like JSON but is no readable record (or its digests fail): not cached
    WrongPaper, // a valid record of another paper (or version) than the one asked for: refused
};

// A stable lower-case name per kind ("not_found", "rate_limited", ...), for logs and --json.
QString fetchErrorName(FetchError e);

struct FetchResult {
    bool ok = false;
    FetchError error = FetchError::None;
    QString message; // user-facing, translated; empty when ok and fresh from the network
    QString arxivId; // normalised id (empty when the input was refused)
    QByteArray bytes; // the record exactly as served (or as cached)
    QUrl requestUrl; // <base>/paper/<id>/citation-record.json
    QUrl finalUrl; // after redirects
    int httpStatus = 0; // last HTTP status seen, 0 when none
    std::optional<qint64> retryAfterSeconds; // 429/503 with a Retry-After header
    QByteArray etag;
    QByteArray lastModified;

    // Where the bytes came from. fromCache && revalidated: the server answered 304, the cached
    // copy is current. fromCache && !revalidated: the server could not be reached (offline,
    // timeout, 5xx, 429); `message` says why and the UI shows "cached copy, fetched at ...".
    bool fromCache = false;
    bool revalidated = false;
    QDateTime fetchedAt; // UTC; when these bytes were last fetched or confirmed by the server
    FetchError networkError = FetchError::None; // the failure that made us fall back to the cache
    QString cachePath; // fromCache: the cache file the bytes were read from (name it in messages)
    QString networkMessage; // that failure's own message, without the "cached copy" wording
};

} // namespace pith::net

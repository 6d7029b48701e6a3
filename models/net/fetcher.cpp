// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/net/fetcher.h"

#include "models/net/httpexchange.h"
#include "models/net/recordcache.h"
#include "version.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkProxyFactory>
#include <QPointer>
#include <QSslConfiguration>
#include <QThread>
#include <QTimeZone>
#include <QTimer>

#include <new>

using namespace Qt::StringLiterals;

namespace pith::net {

static constexpr int kMaxRedirects = 10;

struct Fetcher::Job {
    quint64 id = 0;
    FetchJob *handle = nullptr; // a child of the fetcher; deleted after its finished()
    FetchRequest request;
    QString arxivId;
    int version = 0; // the vN asked for, 0 for none
    QUrl url;
    HttpExchange::Headers requestHeaders; // shared by every hop
    QSslConfiguration tls;
    int hops = 0;
    QPointer<HttpExchange> exchange;
    QTimer *deadline = nullptr;
    bool seenHttps = false;
    std::optional<RecordCache::Entry> cached;
    QString cacheProblem; // why a cached copy was set aside instead of used
    FetchError abortReason = FetchError::None;
    QString abortMessage;
};

Fetcher::Fetcher(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent)
    , m_nam(nam)
{
    qRegisterMetaType<pith::net::FetchResult>();
}

static void dropExchange(HttpExchange *exchange)
{
    if (!exchange)
        return;
    exchange->disconnect();
    exchange->abort();
    exchange->deleteLater();
}

Fetcher::~Fetcher()
{
    const auto jobs = m_jobs;
    m_jobs.clear();
    for (Job *job : jobs) {
        dropExchange(job->exchange);
        delete job->deadline;
        delete job;
    }
}

QNetworkProxy Fetcher::proxyFor(const QUrl &url) const
{
    // The manager's proxy, as it would have used it: its own if set, else its factory's or the
    // application's first answer for this URL.
    QNetworkProxy proxy = m_nam ? m_nam->proxy() : QNetworkProxy(QNetworkProxy::DefaultProxy);
    if (proxy.type() != QNetworkProxy::DefaultProxy)
        return proxy;
    const QNetworkProxyQuery query(url);
    const QList<QNetworkProxy> candidates = m_nam && m_nam->proxyFactory()
        ? m_nam->proxyFactory()->queryProxy(query)
        : QNetworkProxyFactory::proxyForQuery(query);
    for (const QNetworkProxy &p : candidates) {
        if (p.type() != QNetworkProxy::DefaultProxy)
            return p;
    }
    return QNetworkProxy(QNetworkProxy::NoProxy);
}

void Fetcher::setCache(RecordCache *cache)
{
    m_cache = cache;
    // Integrity files are cached beside the records, in the same folder.
    m_integrityCache.reset(
        cache ? new RecordCache(cache->directory(), FetchDocument::Integrity) : nullptr);
}

RecordCache *Fetcher::cacheFor(const Job *job) const
{
    return job->request.document == FetchDocument::Integrity ? m_integrityCache.get() : m_cache;
}

void Fetcher::setExtraCaCertificates(const QList<QSslCertificate> &certificates)
{
    m_extraCa = certificates;
}

QByteArray Fetcher::userAgent()
{
    return QByteArrayLiteral("PithLedger/" PITH_LEDGER_VERSION " (+https://pith.science)");
}

FetchJob *Fetcher::fetch(const FetchRequest &request)
{
    auto *job = new Job;
    job->id = m_nextId++;
    job->request = request;
    job->handle = new FetchJob(this, job->id, request);
    m_jobs.insert(job->id, job);
    FetchJob *handle = job->handle;

    const NormalizedId n = normalizeIdentifier(request.input, request.baseUrl);
    QString problem = baseUrlProblem(request.baseUrl);
    FetchError kind = FetchError::InvalidBaseUrl;
    if (!n.ok()) {
        kind = FetchError::InvalidId;
        problem = n.error;
    } else if (problem.isEmpty()
        && request.baseUrl.scheme().compare("http"_L1, Qt::CaseInsensitive) == 0
        && !request.allowPlainHttp) {
        problem = tr("The base URL %1 is plain HTTP, which anyone on the way can read and change; "
                     "use https://, or set a plain http:// base explicitly for a local server")
                      .arg(shownUrl(request.baseUrl));
    } else if (problem.isEmpty() && request.maxBytes <= 0) {
        problem = tr("The size limit must be positive");
    }
    job->arxivId = n.arxivId;
    job->version = n.version;
    if (!problem.isEmpty()) {
        const quint64 id = job->id;
        // finished() must never be emitted before fetch() returns: callers connect to the handle.
        QTimer::singleShot(0, this, [this, id, kind, problem] {
            if (Job *j = m_jobs.value(id))
                fail(j, kind, problem);
        });
        return handle;
    }
    job->url = request.document == FetchDocument::Integrity
        ? integrityUrl(request.baseUrl, n.arxivId)
        : recordUrl(request.baseUrl, n.arxivId);
    start(job);
    return handle;
}

void Fetcher::start(Job *job)
{
    const FetchRequest &r = job->request;
    HttpExchange::Headers &headers = job->requestHeaders;
    headers.append({ QByteArray("User-Agent"), userAgent() });
    headers.append({ QByteArray("Accept"), QByteArray("application/json") });
    // No compression: asking for the bytes as they are makes the size cap the bound on
    // everything; a server that compresses anyway is refused on its headers (a gzip bomb costs
    // nothing).
    headers.append({ QByteArray("Accept-Encoding"), QByteArray("identity") });
    {
        // Also for a plain-http base: a redirect may lead to https.
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setPeerVerifyMode(QSslSocket::VerifyPeer);
        ssl.setAllowedNextProtocols({ QByteArray(QSslConfiguration::NextProtocolHttp1_1) });
        if (!m_extraCa.isEmpty())
            ssl.addCaCertificates(m_extraCa);
        job->tls = ssl;
    }
    if (r.useCache && cacheFor(job)) {
        job->cached = cacheFor(job)->load(r.baseUrl, job->arxivId);
        job->cacheProblem = cacheFor(job)->lastProblem();
        if (job->cached) {
            if (!job->cached->etag.isEmpty())
                headers.append({ QByteArray("If-None-Match"), job->cached->etag });
            if (!job->cached->lastModified.isEmpty())
                headers.append({ QByteArray("If-Modified-Since"), job->cached->lastModified });
        }
    }

    job->deadline = new QTimer(this);
    job->deadline->setSingleShot(true);
    job->deadline->setTimerType(Qt::PreciseTimer); // a coarse timer may fire up to 5% early
    const quint64 id = job->id;
    connect(job->deadline, &QTimer::timeout, this, [this, id] {
        Job *j = m_jobs.value(id);
        if (!j || !j->exchange)
            return;
        const qint64 ms = j->request.timeout.count();
        const int seconds = int((ms + 999) / 1000);
        j->abortReason = FetchError::Timeout;
        // The hop under way: after a redirect, the host that did not answer in time.
        j->abortMessage = tr("Timed out after %n second(s) fetching %1", nullptr, seconds)
                              .arg(shownUrl(j->exchange->url()));
        // The socket is closed here and now: nothing of the transfer runs after this.
        j->exchange->abort();
        onFinished(j);
    });
    job->deadline->start(r.timeout);
    sendHop(job, job->url);
}

void Fetcher::sendHop(Job *job, const QUrl &url)
{
    job->seenHttps = job->seenHttps || url.scheme() == "https"_L1;
    auto *exchange = new HttpExchange(
        url, job->requestHeaders, job->tls, proxyFor(url), job->request.maxBytes, this);
    job->exchange = exchange;
    const quint64 id = job->id;
    connect(exchange, &HttpExchange::headersReceived, this, [this, id] {
        Job *j = m_jobs.value(id);
        if (!j || !j->exchange)
            return;
        const int status = j->exchange->status();
        const QByteArray encoding = j->exchange->header("Content-Encoding").trimmed().toLower();
        if (status >= 200 && status < 300 && !encoding.isEmpty() && encoding != "identity") {
            j->abortReason = FetchError::NotJson;
            j->abortMessage
                = tr("The answer from %1 is compressed (%2) although it was asked for "
                     "uncompressed; it was not read")
                      .arg(j->exchange->url().host(), QString::fromLatin1(encoding.left(40)));
            j->exchange->abort();
            onFinished(j);
        }
    });
    connect(exchange, &HttpExchange::bodyProgress, this, [this, id](qint64 received) {
        Job *j = m_jobs.value(id);
        if (!j || !j->exchange)
            return;
        const qint64 length = j->exchange->chunked() ? -1 : j->exchange->contentLength();
        emit j->handle->progress(received, length);
    });
    connect(exchange, &HttpExchange::finished, this, [this, id] {
        if (Job *j = m_jobs.value(id))
            onFinished(j);
    });
    exchange->start();
}

// True when the answer was a redirect that we followed (a new hop is under way) or refused
// (abortReason set).
bool Fetcher::followRedirect(Job *job)
{
    HttpExchange *exchange = job->exchange;
    const int status = exchange->status();
    if (status != 301 && status != 302 && status != 303 && status != 307 && status != 308)
        return false;
    const QByteArray location = exchange->header("Location");
    if (location.isEmpty())
        return false;
    const QUrl from = exchange->url();
    const QUrl target = from.resolved(QUrl::fromEncoded(location.trimmed()));
    const QString scheme = target.scheme().toLower();
    if (!target.isValid() || (scheme != "http"_L1 && scheme != "https"_L1)
        || target.host().isEmpty()) {
        job->abortReason = FetchError::Network;
        job->abortMessage
            = tr("Refused the redirect from %1 to “%2”: only http and https URLs are followed")
                  .arg(shownUrl(from), QString::fromLatin1(location.left(200)));
        return true;
    }
    if (scheme == "http"_L1 && job->seenHttps) {
        job->abortReason = FetchError::RedirectDowngrade;
        job->abortMessage
            = tr("Refused the redirect from %1 to %2: a secure (https) connection is never "
                 "downgraded to plain http")
                  .arg(shownUrl(from), shownUrl(target));
        return true;
    }
    // Checked before anything is sent there: the answer of a metadata service or a router's admin
    // page must never be fetched on a public server's say-so.
    if (const QString problem = redirectTargetProblem(job->request.baseUrl, target);
        !problem.isEmpty()) {
        job->abortReason = FetchError::Network;
        //: %1 the URL that redirected, %2 the target, %3 why it was refused
        job->abortMessage = tr("Refused the redirect from %1 to %2: %3")
                                .arg(shownUrl(from), shownUrl(target), problem);
        return true;
    }
    if (++job->hops > kMaxRedirects) {
        job->abortReason = FetchError::TooManyRedirects;
        job->abortMessage = tr("Gave up after %n redirect(s) fetching %1", nullptr, kMaxRedirects)
                                .arg(shownUrl(job->url));
        return true;
    }
    dropExchange(exchange);
    sendHop(job, target);
    return true;
}

void Fetcher::onFinished(Job *job)
{
    try {
        if (job->exchange && job->abortReason == FetchError::None
            && job->exchange->failure() == HttpExchange::Failure::None && followRedirect(job)
            && job->abortReason == FetchError::None)
            return; // the next hop is under way
        FetchResult result = interpret(job);
        if (!result.ok)
            result = withCacheFallback(job, std::move(result));
        complete(job, std::move(result));
    } catch (const std::bad_alloc &) {
        // Never through the event loop: the fetch fails with a message instead.
        dropExchange(job->exchange);
        fail(job, FetchError::TooLarge,
            tr("There was not enough memory to read the answer for %1; the download was stopped")
                .arg(job->arxivId));
    }
}

static std::optional<qint64> parseRetryAfter(const QByteArray &value)
{
    if (value.isEmpty())
        return std::nullopt;
    bool isNumber = false;
    const qint64 seconds = value.trimmed().toLongLong(&isNumber);
    if (isNumber)
        return seconds < 0 ? 0 : seconds;
    // HTTP-date, e.g. "Wed, 21 Oct 2015 07:28:00 GMT"
    QDateTime when = QLocale::c().toDateTime(
        QString::fromLatin1(value.trimmed()), u"ddd, dd MMM yyyy HH:mm:ss 'GMT'"_s);
    if (!when.isValid())
        return std::nullopt;
    when.setTimeSpec(Qt::UTC);
    return std::max<qint64>(0, QDateTime::currentDateTimeUtc().secsTo(when));
}

enum class JsonEnd {
    Closes, // the outermost value closes
    Open, // the text ends inside it: the sign of a transfer cut off
    Mismatched, // a bracket closes what it did not open: complete but malformed, not cut off
};

// Open when the JSON text that starts at `first` ends before its outermost value closes: the
// sign of a transfer cut off where the transport could not tell (a close-delimited body, or a
// chunked body whose last chunk never came). Syntax errors are left to the record parser.
static JsonEnd jsonValueCloses(const QByteArray &body, qsizetype first)
{
    QByteArray open; // the brackets still open, innermost last
    bool inString = false;
    bool escaped = false;
    for (qsizetype i = first; i < body.size(); ++i) {
        const char c = body.at(i);
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            open.append(c);
        } else if (c == '}' || c == ']') {
            if (open.isEmpty() || open.back() != (c == '}' ? '{' : '['))
                return JsonEnd::Mismatched;
            open.chop(1);
            if (open.isEmpty())
                return JsonEnd::Closes;
        }
    }
    return JsonEnd::Open;
}

static QString megabytes(qint64 bytes)
{
    return QLocale::c().toString(
        double(bytes) / (1024.0 * 1024.0), 'f', bytes % (1024 * 1024) ? 1 : 0);
}

FetchResult Fetcher::interpret(Job *job)
{
    FetchResult r;
    r.arxivId = job->arxivId;
    r.requestUrl = job->url;
    HttpExchange *exchange = job->exchange;
    if (!exchange) {
        r.error = FetchError::Network;
        r.message = tr("The request for %1 could not be started").arg(shownUrl(job->url));
        return r;
    }
    using Failure = HttpExchange::Failure;
    const Failure failure = exchange->failure();
    r.finalUrl
        = exchange->url().adjusted(QUrl::RemoveUserInfo); // shown, cached: never with credentials
    r.httpStatus = exchange->headersComplete() ? exchange->status() : 0;
    r.etag = exchange->header("ETag");
    r.lastModified = exchange->header("Last-Modified");
    // Failures name the hop that failed: after a redirect, the target, not the host first asked.
    const QString where = shownUrl(r.finalUrl);
    const QString host = r.finalUrl.host();
    const qint64 received = exchange->bodyReceived();

    auto failWith = [&r](FetchError e, const QString &message) {
        r.ok = false;
        r.error = e;
        r.message = message;
        return r;
    };

    FetchError reason = job->abortReason;
    if (reason == FetchError::None && failure == Failure::BodyTooLarge)
        reason = FetchError::TooLarge;
    switch (reason) {
    case FetchError::None:
        break;
    case FetchError::TooLarge:
        if (job->request.maxBytes < 1024 * 1024) // not "the limit of 0.0 MiB"
            //: %2 the limit in bytes
            return failWith(FetchError::TooLarge,
                tr("The answer from %1 is larger than the limit of %2 bytes; "
                   "the download was stopped")
                    .arg(host, QLocale::c().toString(job->request.maxBytes)));
        return failWith(FetchError::TooLarge,
            tr("The answer from %1 is larger than the limit of %2 MiB; "
               "the download was stopped")
                .arg(host, megabytes(job->request.maxBytes)));
    case FetchError::Cancelled:
        return failWith(FetchError::Cancelled, tr("Fetching %1 was cancelled").arg(job->arxivId));
    default:
        return failWith(job->abortReason, job->abortMessage);
    }

    switch (failure) {
    case Failure::None:
    case Failure::BodyTooLarge: // handled above
        break;
    case Failure::Connect:
        return failWith(
            FetchError::Network, tr("Cannot reach %1: %2").arg(host, exchange->detail()));
    case Failure::Tls:
        return failWith(FetchError::Tls,
            tr("The secure connection to %1 failed: %2").arg(host, exchange->detail()));
    case Failure::Protocol:
        return failWith(FetchError::ConnectionLost,
            tr("The answer from %1 is not valid HTTP: %2").arg(host, exchange->detail()));
    case Failure::HeadersTooLarge:
        //: %2 e.g. "its header lines are over 64 KiB"
        return failWith(FetchError::ConnectionLost,
            tr("The answer from %1 was stopped: %2").arg(host, exchange->detail()));
    case Failure::OutOfMemory:
        return failWith(FetchError::TooLarge,
            tr("There was not enough memory to read the answer from %1; the download was "
               "stopped")
                .arg(host));
    case Failure::Aborted:
        return failWith(FetchError::Cancelled, tr("Fetching %1 was cancelled").arg(job->arxivId));
    case Failure::Closed:
        if (!exchange->headersComplete())
            return failWith(FetchError::ConnectionLost,
                tr("The connection to %1 was lost before the answer's headers were complete: %2")
                    .arg(host, exchange->detail()));
        if (exchange->contentLength() >= 0 && !exchange->chunked())
            return failWith(FetchError::ConnectionLost,
                tr("The connection to %1 was lost after %2 of %3 bytes")
                    .arg(host)
                    .arg(received)
                    .arg(exchange->contentLength()));
        return failWith(FetchError::ConnectionLost,
            tr("The answer from %1 ends after %n byte(s), before its last chunk: the transfer "
               "was cut off",
                nullptr, int(std::min<qint64>(received, INT_MAX)))
                .arg(host));
    }

    const int status = r.httpStatus;
    if (status == 304 && job->cached) {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        if (cacheFor(job))
            cacheFor(job)->markRevalidated(
                job->request.baseUrl, job->arxivId, now, r.etag, r.lastModified);
        r.ok = true;
        r.bytes = job->cached->bytes;
        r.fromCache = true;
        r.revalidated = true;
        r.fetchedAt = now;
        r.cachePath = cacheFor(job) ? cacheFor(job)->recordPath(job->request.baseUrl, job->arxivId)
                                    : QString();
        if (r.etag.isEmpty())
            r.etag = job->cached->etag;
        if (r.lastModified.isEmpty())
            r.lastModified = job->cached->lastModified;
        return r;
    }
    if (status < 100 || status > 599)
        // Not a server error that happens to have a big number: no valid answer at all. Kept with
        // the server errors, so a cached copy is shown in its place.
        //: %1 host, %2 the status code the server sent
        return failWith(FetchError::ServerError,
            tr("The answer from %1 is not valid HTTP: its status code %2 is "
               "outside 100 to 599")
                .arg(host)
                .arg(status));
    if (status >= 400) {
        const QString statusText = QString::number(status) + u' '
            + QString::fromLatin1(exchange->reasonPhrase().left(60));
        if ((status == 404 || status == 410) && job->request.document == FetchDocument::Integrity)
            return failWith(FetchError::NotFound,
                tr("%1 has no integrity file for arXiv:%2 (HTTP %3)")
                    .arg(host, job->arxivId, statusText.trimmed()));
        if (status == 404 || status == 410)
            return failWith(FetchError::NotFound,
                tr("No record for this paper: %1 has no citation record for "
                   "arXiv:%2 (HTTP %3)")
                    .arg(host, job->arxivId, statusText.trimmed()));
        r.retryAfterSeconds = parseRetryAfter(exchange->header("Retry-After"));
        if (status == 429) {
            const QString when = r.retryAfterSeconds
                ? tr("the server asks to retry after %n second(s)", nullptr,
                    int(std::min<qint64>(*r.retryAfterSeconds, INT_MAX)))
                : tr("try again later");
            return failWith(FetchError::RateLimited,
                tr("Rate limited by %1 (HTTP 429 Too Many Requests): %2").arg(host, when));
        }
        if (status >= 500)
            return failWith(FetchError::ServerError,
                tr("Server error at %1 (HTTP %2); try again later")
                    .arg(host, statusText.trimmed()));
        return failWith(FetchError::HttpError,
            tr("%1 refused the request for %2 (HTTP %3)").arg(host, where, statusText.trimmed()));
    }
    if (status < 200 || status >= 300)
        return failWith(
            FetchError::HttpError, tr("Unexpected answer from %1 (HTTP %2)").arg(host).arg(status));

    // The framing (Content-Length or chunks) said where the body ends, and it all came; chunked
    // framing wins over a Content-Length beside it (RFC 9112, 6.3). Only a close-delimited body
    // leaves it to the JSON to tell whether the transfer was cut off.
    const bool framed = exchange->chunked() || exchange->contentLength() >= 0;
    const QByteArray &body = exchange->body();
    const QByteArray contentType = exchange->header("Content-Type").toLower();
    qsizetype first = 0;
    if (body.startsWith("\xEF\xBB\xBF"))
        first = 3;
    while (first < body.size() && QByteArrayView(" \t\r\n").contains(body.at(first)))
        ++first;
    if (body.isEmpty())
        return failWith(
            FetchError::NotJson, tr("The answer from %1 is empty, not a JSON record").arg(host));
    if (contentType.contains("html") || first >= body.size() || body.at(first) != '{') {
        QString start = QString::fromUtf8(body.mid(first, 40)).simplified();
        return failWith(FetchError::NotJson,
            tr("The answer from %1 is not a JSON record (Content-Type “%2”, "
               "starting “%3”)")
                .arg(host, QString::fromLatin1(contentType.left(100)), start));
    }

    // Only where the framing could not tell: a body exactly as long as announced arrived whole,
    // and what is wrong with it is for the record parser to say.
    if (!framed && jsonValueCloses(body, first) == JsonEnd::Open)
        return failWith(FetchError::ConnectionLost,
            tr("The answer from %1 ends after %n byte(s), before the JSON "
               "record does: the transfer was cut off",
                nullptr, int(std::min<qint64>(body.size(), INT_MAX)))
                .arg(host));

    // Parsed and checked before it is returned or replaces anything: a record of another paper
    // is refused (its digests prove only that it is itself), one that does not parse is no
    // record, and only a record whose digests check out replaces the cached copy.
    const RecordCheck check = checkDocument(
        job->request.document, body, shownUrl(r.finalUrl), job->arxivId, job->version);
    if (check.verdict == RecordCheck::Verdict::Unreadable)
        //: %1 host, %2 the parser's message
        return failWith(FetchError::InvalidRecord,
            tr("The answer from %1 is not a readable record: %2").arg(host, check.message));
    if (check.verdict == RecordCheck::Verdict::WrongPaper)
        //: %1 host, %2 says which paper the record is of and which was asked for
        return failWith(FetchError::WrongPaper,
            tr("The answer from %1 is not the record asked for: %2").arg(host, check.message));

    r.ok = true;
    r.bytes = body;
    r.fetchedAt = QDateTime::currentDateTimeUtc();
    if (job->request.useCache && cacheFor(job) && check.good()) {
        RecordCache::Entry e { r.bytes, r.fetchedAt, r.etag, r.lastModified, r.finalUrl };
        QString problem;
        if (!cacheFor(job)->store(job->request.baseUrl, job->arxivId, e, &problem))
            qWarning("%s", qUtf8Printable(problem)); // the previous copy stays as it was
    }
    return r;
}

FetchResult Fetcher::withCacheFallback(Job *job, FetchResult failure)
{
    switch (failure.error) {
    case FetchError::Timeout:
    case FetchError::ConnectionLost:
    case FetchError::Network:
    case FetchError::ServerError:
    case FetchError::RateLimited:
    case FetchError::InvalidRecord: // the good copy is kept and shown, with what the server sent
    case FetchError::WrongPaper:
        break;
    default:
        return failure;
    }
    if (!job->request.useCache || !cacheFor(job))
        return failure;
    if (!job->cached) {
        job->cached = cacheFor(job)->load(job->request.baseUrl, job->arxivId);
        if (job->cacheProblem.isEmpty())
            job->cacheProblem = cacheFor(job)->lastProblem();
    }
    if (!job->cached) {
        if (!job->cacheProblem.isEmpty())
            failure.message += u"; "_s + job->cacheProblem;
        return failure;
    }
    FetchResult r = failure;
    r.ok = true;
    r.error = FetchError::None;
    r.networkError = failure.error;
    r.networkMessage = failure.message;
    r.bytes = job->cached->bytes;
    r.fromCache = true;
    r.revalidated = false;
    r.cachePath
        = cacheFor(job) ? cacheFor(job)->recordPath(job->request.baseUrl, job->arxivId) : QString();
    r.fetchedAt = job->cached->fetchedAt;
    r.etag = job->cached->etag;
    r.lastModified = job->cached->lastModified;
    r.message
        = tr("Cached copy, fetched at %1: %2")
              .arg(r.fetchedAt.toUTC().toString(u"yyyy-MM-dd HH:mm 'UTC'"_s), failure.message);
    return r;
}

void Fetcher::fail(Job *job, FetchError error, const QString &message)
{
    FetchResult r;
    r.error = error;
    r.message = message;
    r.arxivId = job->arxivId;
    r.requestUrl = job->url;
    complete(job, std::move(r));
}

void Fetcher::complete(Job *job, FetchResult result)
{
    m_jobs.remove(job->id);
    dropExchange(job->exchange); // closes its socket now
    if (job->deadline) {
        job->deadline->stop();
        job->deadline->deleteLater(); // we may be inside its timeout()
    }
    FetchJob *handle = job->handle;
    delete job;
    handle->m_running = false;
    emit handle->finished(result);
    handle->deleteLater();
}

void Fetcher::cancel(quint64 id)
{
    Job *job = m_jobs.value(id);
    if (!job)
        return;
    job->abortReason = FetchError::Cancelled;
    dropExchange(job->exchange);
    fail(job, FetchError::Cancelled, tr("Fetching %1 was cancelled").arg(job->arxivId));
}

FetchResult fetchAndWait(Fetcher &fetcher, const FetchRequest &request)
{
    QEventLoop loop;
    FetchResult result;
    // The job never finishes before fetch() returns.
    QObject::connect(fetcher.fetch(request), &FetchJob::finished, &loop, [&](const FetchResult &r) {
        result = r;
        loop.quit();
    });
    loop.exec();
    return result;
}

bool waitForNetworkThreadsToEnd(int boundMs)
{
#ifdef Q_OS_LINUX
    // Qt names the thread after its QThread's objectName ("QNetworkAccessManager thread"); the
    // kernel keeps the first 15 bytes. A task leaves /proc only once its exit handlers have run.
    static const QByteArray name = QByteArrayLiteral("QNetworkAccessManager thread").left(15);
    const auto anyLeft = [] {
        const QDir tasks(QStringLiteral("/proc/self/task"));
        for (const QString &tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QFile comm(tasks.filePath(tid + QStringLiteral("/comm")));
            if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == name)
                return true;
        }
        return false;
    };
    const QDeadlineTimer deadline(boundMs);
    while (anyLeft()) {
        if (deadline.hasExpired())
            return false;
        QThread::msleep(2);
    }
#else
    Q_UNUSED(boundMs);
#endif
    return true;
}

} // namespace pith::net

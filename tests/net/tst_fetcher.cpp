// SPDX-License-Identifier: GPL-3.0-or-later
// The Fetcher against real HTTP and HTTPS servers on 127.0.0.1 that this test starts.
#include "tests/net/fetchtestutil.h"
#include "tests/testutil.h"

#include <QPointer>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace pith;
using namespace pith::test;
using net::FetchError;

class TestFetcher : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    void success();
    void successOverHttps();
    void successChunked();
    void idFormsAllRequestTheSamePath_data();
    void idFormsAllRequestTheSamePath();
    void plainHttpBaseRefusedUnlessAllowed();
    void invalidInputFinishesLater();
    void notFound();
    void rateLimited_data();
    void rateLimited();
    void serverError();
    void otherClientError();
    void neverAnswers();
    void bodyCutOff_data();
    void bodyCutOff();
    void overCap_data();
    void overCap();
    void redirectChain();
    void redirectUpgradeToHttps();
    void httpsToHttpRedirectRefused();
    void redirectLoop();
    void untrustedCertificate_data();
    void untrustedCertificate();
    void wrongContent_data();
    void wrongContent();
    void connectionRefused();
    void progressAndCancel();
    void handlesHearOnlyTheirOwnFetch();
    void cancelFinishesOnce();

    void cacheRoundTrip();
    void cacheConditional304();
    void cacheOfflineFallback();
    void cacheFallbackOnServerError();
    void cacheNotUsedFor404();
    void cacheNotUsedWhenOff();
    void cacheKeptPerServer();

private:
    QTemporaryDir m_pkiDir;
    TestPki m_pki;
    QByteArray m_fixture;
};

void TestFetcher::initTestCase()
{
    QVERIFY(m_pkiDir.isValid());
    m_pki = TestPki::create(m_pkiDir.path());
    QVERIFY2(m_pki.ok(), qPrintable(m_pki.error));
    m_fixture = fixtureBytes();
}

static QByteArray recordPath() { return kRecordPath.toByteArray(); }

void TestFetcher::success()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::ok(m_fixture));
    FetchHarness h;
    const net::FetchResult r = h.fetch(h.request(server));
    QVERIFY2(r.ok, qPrintable(r.message));
    QCOMPARE(r.error, FetchError::None);
    QCOMPARE(r.bytes, m_fixture);
    QCOMPARE(r.httpStatus, 200);
    QCOMPARE(r.arxivId, QStringLiteral("2509.00217"));
    QCOMPARE(r.finalUrl, server.url(recordPath()));
    QCOMPARE(r.requestUrl, server.url(recordPath()));
    QVERIFY(!r.fromCache);
    QVERIFY(r.fetchedAt.isValid());

    QCOMPARE(server.requestCount(), 1);
    const RecordedRequest req = server.requests().first();
    QCOMPARE(req.method, QByteArray("GET"));
    QCOMPARE(req.path, recordPath());
    QVERIFY2(
        req.header("User-Agent").startsWith("PithLedger/"), req.header("User-Agent").constData());
    QCOMPARE(req.header("User-Agent"), net::Fetcher::userAgent());
    QVERIFY(req.header("Accept").contains("application/json"));
}

void TestFetcher::successOverHttps()
{
    TestServer server;
    QVERIFY(server.listenHttps(m_pki.serverCertificate, m_pki.serverKey));
    server.setRoute(recordPath(), ScriptedResponse::ok(m_fixture));
    FetchHarness h;
    h.fetcher.setExtraCaCertificates({ m_pki.ca });
    net::FetchRequest req = h.request(server);
    QVERIFY(!req.allowPlainHttp);
    const net::FetchResult r = h.fetch(req);
    QVERIFY2(r.ok, qPrintable(r.message));
    QCOMPARE(r.bytes, m_fixture);
    QCOMPARE(r.finalUrl.scheme(), QStringLiteral("https"));
}

void TestFetcher::successChunked()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    ScriptedResponse resp = ScriptedResponse::ok(m_fixture);
    resp.chunked = true;
    resp.chunkSize = 1000;
    server.setRoute(recordPath(), resp);
    FetchHarness h;
    const net::FetchResult r = h.fetch(h.request(server));
    QVERIFY2(r.ok, qPrintable(r.message));
    QCOMPARE(r.bytes, m_fixture);
}

void TestFetcher::idFormsAllRequestTheSamePath_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QByteArray>("path");
    QTest::newRow("bare") << "2509.00217" << recordPath();
    QTest::newRow("version dropped") << "2509.00217v3" << recordPath();
    QTest::newRow("arXiv: prefix") << "arXiv:2509.00217" << recordPath();
    QTest::newRow("arxiv abs url") << "https://arxiv.org/abs/2509.00217v2" << recordPath();
    QTest::newRow("pith record url")
        << "https://pith.science/paper/2509.00217/citation-record.json" << recordPath();
    QTest::newRow("old style") << "hep-th/9901001"
                               << QByteArray("/paper/hep-th/9901001/citation-record.json");
}

void TestFetcher::idFormsAllRequestTheSamePath()
{
    QFETCH(QString, input);
    QFETCH(QByteArray, path);
    TestServer server;
    QVERIFY(server.listenHttp());
    // The record must be of the paper asked for.
    const QString id = net::normalizeIdentifier(input).arxivId;
    server.setRoute(path,
        ScriptedResponse::ok(id == QLatin1String("2509.00217") ? m_fixture : recordOfPaper(id)));
    FetchHarness h;
    const net::FetchResult r = h.fetch(h.request(server, input));
    QVERIFY2(r.ok, qPrintable(r.message));
    QCOMPARE(server.requests().value(0).path, path);
}

void TestFetcher::plainHttpBaseRefusedUnlessAllowed()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::ok(m_fixture));
    FetchHarness h;
    net::FetchRequest req = h.request(server);
    req.allowPlainHttp = false;
    const net::FetchResult r = h.fetch(req);
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::InvalidBaseUrl);
    QVERIFY2(r.message.contains(QLatin1String("plain HTTP")), qPrintable(r.message));
    QCOMPARE(server.connectionCount(), 0);
}

void TestFetcher::invalidInputFinishesLater()
{
    FetchHarness h;
    net::FetchRequest req;
    req.input = QStringLiteral("javascript:alert(1)");
    net::FetchJob *job = h.fetcher.fetch(req);
    QVERIFY(job);
    QSignalSpy spy(job, &net::FetchJob::finished);
    QCOMPARE(spy.count(), 0); // never before fetch() returned
    QVERIFY(spy.wait(5000));
    QCOMPARE(spy.count(), 1);
    const auto r = spy.at(0).at(0).value<net::FetchResult>();
    QCOMPARE(r.error, FetchError::InvalidId);
    QVERIFY2(r.message.contains(QLatin1String("expected")), qPrintable(r.message));
}

void TestFetcher::notFound()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    FetchHarness h; // no route: the server's fallback is 404
    const net::FetchResult r = h.fetch(h.request(server));
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::NotFound);
    QCOMPARE(r.httpStatus, 404);
    QVERIFY2(r.message.contains(QLatin1String("No record for this paper")), qPrintable(r.message));
    QVERIFY(r.bytes.isEmpty());
}

void TestFetcher::rateLimited_data()
{
    QTest::addColumn<QByteArray>("retryAfter");
    QTest::addColumn<int>("expectedSeconds"); // -1: none
    QTest::newRow("seconds") << QByteArray("120") << 120;
    QTest::newRow("absent") << QByteArray() << -1;
    QTest::newRow("http date in the past") << QByteArray("Wed, 21 Oct 2015 07:28:00 GMT") << 0;
    QTest::newRow("garbage") << QByteArray("soon") << -1;
}

void TestFetcher::rateLimited()
{
    QFETCH(QByteArray, retryAfter);
    QFETCH(int, expectedSeconds);
    TestServer server;
    QVERIFY(server.listenHttp());
    HeaderList headers;
    if (!retryAfter.isEmpty())
        headers.append(qMakePair(QByteArray("Retry-After"), retryAfter));
    server.setRoute(recordPath(), ScriptedResponse::withStatus(429, "slow down\n", headers));
    FetchHarness h;
    const net::FetchResult r = h.fetch(h.request(server));
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::RateLimited);
    QCOMPARE(r.httpStatus, 429);
    QVERIFY2(r.message.contains(QLatin1String("Rate limited")), qPrintable(r.message));
    if (expectedSeconds < 0) {
        QVERIFY(!r.retryAfterSeconds);
        QVERIFY2(r.message.contains(QLatin1String("try again later")), qPrintable(r.message));
    } else {
        QCOMPARE(r.retryAfterSeconds.value_or(-1), expectedSeconds);
        QVERIFY2(r.message.contains(QString::number(expectedSeconds) + QLatin1String(" second")),
            qPrintable(r.message));
    }
}

void TestFetcher::serverError()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::withStatus(500, "boom\n"));
    FetchHarness h;
    const net::FetchResult r = h.fetch(h.request(server));
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::ServerError);
    QCOMPARE(r.httpStatus, 500);
    QVERIFY2(r.message.contains(QLatin1String("Server error"))
            && r.message.contains(QLatin1String("500")),
        qPrintable(r.message));
}

void TestFetcher::otherClientError()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::withStatus(403, "no\n"));
    FetchHarness h;
    const net::FetchResult r = h.fetch(h.request(server));
    QCOMPARE(r.error, FetchError::HttpError);
    QVERIFY2(r.message.contains(QLatin1String("403")), qPrintable(r.message));
}

void TestFetcher::neverAnswers()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(
        recordPath(), ScriptedResponse::behaving(ScriptedResponse::Behaviour::NeverAnswer));
    FetchHarness h;
    net::FetchRequest req = h.request(server);
    req.timeout = std::chrono::milliseconds(1000);
    const net::FetchResult r = h.fetch(req);
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::Timeout);
    QVERIFY2(r.message.contains(QLatin1String("Timed out after 1 second")), qPrintable(r.message));
    QVERIFY(h.lastElapsedMs >= 900);
    QVERIFY2(h.lastElapsedMs < scaledMs(15000), QByteArray::number(h.lastElapsedMs).constData());
}

void TestFetcher::bodyCutOff_data()
{
    QTest::addColumn<bool>("chunked");
    QTest::newRow("content-length") << false;
    QTest::newRow("chunked") << true;
}

void TestFetcher::bodyCutOff()
{
    QFETCH(bool, chunked);
    TestServer server;
    QVERIFY(server.listenHttp());
    ScriptedResponse resp = ScriptedResponse::ok(m_fixture);
    resp.cutOffAfter = m_fixture.size() / 2;
    resp.chunked = chunked;
    resp.chunkSize = 1024;
    server.setRoute(recordPath(), resp);
    FetchHarness h;
    const net::FetchResult r = h.fetch(h.request(server));
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::ConnectionLost);
    QVERIFY2(r.message.contains(QLatin1String("connection"))
            || r.message.contains(QLatin1String("cut off")),
        qPrintable(r.message));
    QVERIFY(r.bytes.isEmpty());
}

void TestFetcher::overCap_data()
{
    QTest::addColumn<bool>("chunked");
    QTest::newRow("content-length says so") << false;
    QTest::newRow("chunked, counted while reading") << true;
}

void TestFetcher::overCap()
{
    QFETCH(bool, chunked);
    TestServer server;
    QVERIFY(server.listenHttp());
    const QByteArray big = m_fixture + QByteArray(3 * 1024 * 1024, ' '); // a real record, padded
    ScriptedResponse resp = ScriptedResponse::ok(big);
    resp.chunked = chunked;
    resp.chunkSize = 64 * 1024;
    server.setRoute(recordPath(), resp);
    FetchHarness h;
    net::FetchRequest req = h.request(server);
    req.maxBytes = 1024 * 1024;
    const net::FetchResult r = h.fetch(req);
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::TooLarge);
    QVERIFY2(r.message.contains(QLatin1String("limit of 1 MiB")), qPrintable(r.message));
    for (const auto &p : std::as_const(h.progress))
        QVERIFY(p.first <= req.maxBytes);

    // Exactly at the cap is fine.
    req.maxBytes = big.size();
    const net::FetchResult exact = h.fetch(req);
    QVERIFY2(exact.ok, qPrintable(exact.message));
    QCOMPARE(exact.bytes, big);
}

void TestFetcher::redirectChain()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::redirect("/moved/one", 301));
    server.setRoute(
        "/moved/one", ScriptedResponse::redirect(server.url("/moved/two").toEncoded(), 302));
    server.setRoute("/moved/two", ScriptedResponse::redirect("/final/record.json", 307));
    server.setRoute("/final/record.json", ScriptedResponse::ok(m_fixture));
    FetchHarness h;
    const net::FetchResult r = h.fetch(h.request(server));
    QVERIFY2(r.ok, qPrintable(r.message));
    QCOMPARE(r.bytes, m_fixture);
    QCOMPARE(r.finalUrl, server.url("/final/record.json"));
    QCOMPARE(server.requestCount(), 4);
}

void TestFetcher::redirectUpgradeToHttps()
{
    TestServer secure;
    QVERIFY(secure.listenHttps(m_pki.serverCertificate, m_pki.serverKey));
    secure.setRoute(recordPath(), ScriptedResponse::ok(m_fixture));
    TestServer plain;
    QVERIFY(plain.listenHttp());
    plain.setRoute(
        recordPath(), ScriptedResponse::redirect(secure.url(recordPath()).toEncoded(), 301));
    FetchHarness h;
    h.fetcher.setExtraCaCertificates({ m_pki.ca });
    const net::FetchResult r = h.fetch(h.request(plain));
    QVERIFY2(r.ok, qPrintable(r.message));
    QCOMPARE(r.finalUrl.scheme(), QStringLiteral("https"));
}

void TestFetcher::httpsToHttpRedirectRefused()
{
    TestServer plain;
    QVERIFY(plain.listenHttp());
    plain.setRoute(recordPath(), ScriptedResponse::ok(m_fixture));
    TestServer secure;
    QVERIFY(secure.listenHttps(m_pki.serverCertificate, m_pki.serverKey));
    secure.setRoute(recordPath(), ScriptedResponse::redirect("/hop", 302));
    secure.setRoute("/hop", ScriptedResponse::redirect(plain.url(recordPath()).toEncoded(), 302));
    FetchHarness h;
    h.fetcher.setExtraCaCertificates({ m_pki.ca });
    net::FetchRequest req = h.request(secure);
    req.allowPlainHttp = true; // even so: once https, never back to http
    const net::FetchResult r = h.fetch(req);
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::RedirectDowngrade);
    QVERIFY2(r.message.contains(QLatin1String("never downgraded")), qPrintable(r.message));
    QCOMPARE(plain.requestCount(), 0);
    QCOMPARE(plain.connectionCount(), 0);
    QCOMPARE(secure.requestCount(), 2);
}

void TestFetcher::redirectLoop()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::redirect("/loop"));
    server.setRoute("/loop", ScriptedResponse::redirect(recordPath()));
    FetchHarness h;
    const net::FetchResult r = h.fetch(h.request(server));
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::TooManyRedirects);
    QVERIFY(server.requestCount() <= 12);
}

void TestFetcher::untrustedCertificate_data()
{
    QTest::addColumn<bool>("selfSigned");
    QTest::addColumn<bool>("trustCa");
    QTest::newRow("self-signed") << true << true;
    QTest::newRow("signed by a CA nobody trusts") << false << false;
}

void TestFetcher::untrustedCertificate()
{
    QFETCH(bool, selfSigned);
    QFETCH(bool, trustCa);
    TestServer server;
    QVERIFY(selfSigned ? server.listenHttps(m_pki.selfSignedCertificate, m_pki.selfSignedKey)
                       : server.listenHttps(m_pki.serverCertificate, m_pki.serverKey));
    server.setRoute(recordPath(), ScriptedResponse::ok(m_fixture));
    FetchHarness h;
    if (trustCa)
        h.fetcher.setExtraCaCertificates({ m_pki.ca });
    const net::FetchResult r = h.fetch(h.request(server));
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::Tls);
    QVERIFY2(r.message.contains(QLatin1String("secure connection")), qPrintable(r.message));
    QVERIFY(r.bytes.isEmpty());
    QCOMPARE(server.requestCount(), 0); // the request never left the client
}

void TestFetcher::wrongContent_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("contentType");
    QTest::newRow("html page") << QByteArray("<!doctype html><html><body>Sign in</body></html>")
                               << QByteArray("text/html");
    QTest::newRow("html labelled json")
        << QByteArray("<html>oops</html>") << QByteArray("application/json");
    QTest::newRow("empty") << QByteArray() << QByteArray("application/json");
    QTest::newRow("json array") << QByteArray("[1,2,3]") << QByteArray("application/json");
    QTest::newRow("plain text") << QByteArray("Service temporarily unavailable")
                                << QByteArray("text/plain");
}

void TestFetcher::wrongContent()
{
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, contentType);
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::ok(body, contentType));
    FetchHarness h;
    const net::FetchResult r = h.fetch(h.request(server));
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::NotJson);
    QVERIFY2(r.message.contains(QLatin1String("not a JSON record"))
            || r.message.contains(QLatin1String("empty")),
        qPrintable(r.message));
}

void TestFetcher::connectionRefused()
{
    quint16 port = 0;
    {
        TestServer gone;
        QVERIFY(gone.listenHttp());
        port = gone.port();
    }
    FetchHarness h;
    net::FetchRequest req;
    req.input = QStringLiteral("2509.00217");
    req.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port));
    req.allowPlainHttp = true;
    req.useCache = false;
    const net::FetchResult r = h.fetch(req);
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::Network);
    QVERIFY2(r.message.contains(QLatin1String("Cannot reach")), qPrintable(r.message));
}

void TestFetcher::progressAndCancel()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    ScriptedResponse resp = ScriptedResponse::ok(m_fixture);
    server.setRoute(recordPath(), resp);
    FetchHarness h;
    const net::FetchResult r = h.fetch(h.request(server));
    QVERIFY(r.ok);
    QVERIFY(!h.progress.isEmpty());
    QCOMPARE(h.progress.last().first, qint64(m_fixture.size()));
    QCOMPARE(h.progress.last().second, qint64(m_fixture.size()));
}

void TestFetcher::cancelFinishesOnce()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(
        recordPath(), ScriptedResponse::behaving(ScriptedResponse::Behaviour::NeverAnswer));
    FetchHarness h;
    QPointer<net::FetchJob> job = h.fetcher.fetch(h.request(server));
    QSignalSpy spy(job.data(), &net::FetchJob::finished);
    QTRY_COMPARE(server.requestCount(), 1);
    QVERIFY(job->isRunning());
    job->cancel();
    QCOMPARE(spy.count(), 1); // at once
    QVERIFY(!job->isRunning());
    job->cancel(); // finished: ignored
    QCOMPARE(spy.count(), 1);
    const auto r = spy.at(0).at(0).value<net::FetchResult>();
    QCOMPARE(r.error, FetchError::Cancelled);
    QTRY_VERIFY(job.isNull()); // the fetcher lets its handle go after it finished
    QCOMPARE(spy.count(), 1);
}

// Each fetch's answer and progress go to its own handle only, whatever order they come in.
void TestFetcher::handlesHearOnlyTheirOwnFetch()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    ScriptedResponse slow = ScriptedResponse::ok(m_fixture);
    slow.delayMs = 400; // asked first, answers last
    server.setRoute(recordPath(), slow);
    server.setRoute(
        "/paper/2412.16432/citation-record.json", ScriptedResponse::withStatus(404, "no"));
    FetchHarness h;
    net::FetchJob *first = h.fetcher.fetch(h.request(server));
    net::FetchJob *second = h.fetcher.fetch(h.request(server, QStringLiteral("2412.16432")));
    QVERIFY(first != second);
    QCOMPARE(first->request().input, QStringLiteral("2509.00217"));
    QCOMPARE(second->request().input, QStringLiteral("2412.16432"));
    QSignalSpy firstDone(first, &net::FetchJob::finished);
    QSignalSpy secondDone(second, &net::FetchJob::finished);
    QSignalSpy firstProgress(first, &net::FetchJob::progress);
    QTRY_COMPARE(secondDone.count(), 1);
    QCOMPARE(firstDone.count(), 0);
    QCOMPARE(secondDone.at(0).at(0).value<net::FetchResult>().error, FetchError::NotFound);
    QTRY_COMPARE_WITH_TIMEOUT(firstDone.count(), 1, 10000);
    const auto r = firstDone.at(0).at(0).value<net::FetchResult>();
    QVERIFY2(r.ok, qPrintable(r.message));
    QCOMPARE(r.arxivId, QStringLiteral("2509.00217"));
    QVERIFY(!firstProgress.isEmpty());
    QCOMPARE(firstProgress.last().at(0).toLongLong(), qint64(m_fixture.size()));
    QCOMPARE(secondDone.count(), 1);
}

// ---- cache ----

void TestFetcher::cacheRoundTrip()
{
    QTemporaryDir dir;
    net::RecordCache cache(dir.path());
    const QUrl base(QStringLiteral("https://pith.science"));
    QVERIFY(!cache.load(base, QStringLiteral("2509.00217")));
    const QDateTime when
        = QDateTime::fromString(QStringLiteral("2026-08-10T12:00:00.000Z"), Qt::ISODateWithMs);
    net::RecordCache::Entry e { m_fixture, when, "\"abc\"", "Mon, 10 Aug 2026 12:00:00 GMT",
        net::recordUrl(base, QStringLiteral("2509.00217")) };
    QString error;
    QVERIFY2(cache.store(base, QStringLiteral("2509.00217"), e, &error), qPrintable(error));
    const auto back = cache.load(base, QStringLiteral("2509.00217"));
    QVERIFY(back);
    QCOMPARE(back->bytes, m_fixture);
    QCOMPARE(back->fetchedAt, when);
    QCOMPARE(back->etag, QByteArray("\"abc\""));
    QCOMPARE(back->lastModified, QByteArray("Mon, 10 Aug 2026 12:00:00 GMT"));
    QVERIFY(cache.recordPath(base, QStringLiteral("2509.00217")).startsWith(dir.path()));

    // Old-style ids keep to one file inside the cache directory.
    QVERIFY(cache.store(base, QStringLiteral("hep-th/9901001"), e));
    QVERIFY(QFileInfo(cache.recordPath(base, QStringLiteral("hep-th/9901001"))).absolutePath()
        == QFileInfo(cache.recordPath(base, QStringLiteral("2509.00217"))).absolutePath());
    // Anything but an id is refused, so no path can leave the directory.
    QVERIFY(!cache.store(base, QStringLiteral("../../etc/passwd"), e));
    QVERIFY(cache.recordPath(base, QStringLiteral("../x")).isEmpty());

    // A record whose meta data no longer matches it is no copy.
    QFile f(cache.recordPath(base, QStringLiteral("2509.00217")));
    QVERIFY(f.open(QIODevice::Append));
    f.write("tampered");
    f.close();
    QVERIFY(!cache.load(base, QStringLiteral("2509.00217")));
    QVERIFY(cache.remove(base, QStringLiteral("hep-th/9901001")));
    QVERIFY(!cache.load(base, QStringLiteral("hep-th/9901001")));
}

void TestFetcher::cacheConditional304()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    const QByteArray etag = "\"v1-abc\"";
    const QByteArray lastModified = "Mon, 10 Aug 2026 12:00:00 GMT";
    const QByteArray fixture = m_fixture;
    server.setRoute(recordPath(), [=](const RecordedRequest &req) {
        if (req.header("If-None-Match") == etag)
            return ScriptedResponse::withStatus(304);
        ScriptedResponse r = ScriptedResponse::ok(fixture);
        r.headers.append(qMakePair(QByteArray("ETag"), etag));
        r.headers.append(qMakePair(QByteArray("Last-Modified"), lastModified));
        return r;
    });
    QTemporaryDir dir;
    net::RecordCache cache(dir.path());
    FetchHarness h;
    h.fetcher.setCache(&cache);
    net::FetchRequest req = h.request(server);
    req.useCache = true;

    const net::FetchResult first = h.fetch(req);
    QVERIFY2(first.ok, qPrintable(first.message));
    QVERIFY(!first.fromCache);
    QCOMPARE(first.etag, etag);
    QVERIFY(server.requests().at(0).header("If-None-Match").isEmpty());
    QVERIFY(cache.load(req.baseUrl, QStringLiteral("2509.00217")));

    const net::FetchResult second = h.fetch(req);
    QVERIFY2(second.ok, qPrintable(second.message));
    QCOMPARE(second.httpStatus, 304);
    QVERIFY(second.fromCache);
    QVERIFY(second.revalidated);
    QCOMPARE(second.bytes, fixture);
    QVERIFY(second.fetchedAt >= first.fetchedAt);
    QCOMPARE(server.requestCount(), 2);
    QCOMPARE(server.requests().at(1).header("If-None-Match"), etag);
    QCOMPARE(server.requests().at(1).header("If-Modified-Since"), lastModified);
}

void TestFetcher::cacheOfflineFallback()
{
    QTemporaryDir dir;
    net::RecordCache cache(dir.path());
    FetchHarness h;
    h.fetcher.setCache(&cache);
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::ok(m_fixture));
    net::FetchRequest req = h.request(server);
    req.useCache = true;
    const net::FetchResult online = h.fetch(req);
    QVERIFY2(online.ok, qPrintable(online.message));

    server.close(); // the server is gone: connection refused
    const net::FetchResult offline = h.fetch(req);
    QVERIFY2(offline.ok, qPrintable(offline.message));
    QVERIFY(offline.fromCache);
    QVERIFY(!offline.revalidated);
    QCOMPARE(offline.bytes, m_fixture);
    QCOMPARE(offline.fetchedAt, online.fetchedAt.toUTC());
    QCOMPARE(offline.networkError, FetchError::Network);
    QVERIFY2(offline.message.startsWith(QLatin1String("Cached copy, fetched at ")),
        qPrintable(offline.message));
    // the failure alone, for a window that words the "cached copy" part itself
    QVERIFY(!offline.networkMessage.isEmpty());
    QVERIFY(offline.message.endsWith(offline.networkMessage));
    QVERIFY(!offline.networkMessage.contains(QLatin1String("ached copy")));
    QVERIFY2(offline.message.contains(QLatin1String("Cannot reach")), qPrintable(offline.message));

    // Without a cached copy the same failure is a failure.
    QVERIFY(cache.remove(req.baseUrl, QStringLiteral("2509.00217")));
    const net::FetchResult none = h.fetch(req);
    QVERIFY(!none.ok);
    QCOMPARE(none.error, FetchError::Network);
}

void TestFetcher::cacheFallbackOnServerError()
{
    QTemporaryDir dir;
    net::RecordCache cache(dir.path());
    TestServer server;
    QVERIFY(server.listenHttp());
    FetchHarness h;
    h.fetcher.setCache(&cache);
    net::FetchRequest req = h.request(server);
    req.useCache = true;
    const QDateTime earlier = QDateTime::currentDateTimeUtc().addDays(-3);
    QVERIFY(
        cache.store(req.baseUrl, QStringLiteral("2509.00217"), { m_fixture, earlier, {}, {}, {} }));
    server.setRoute(recordPath(), ScriptedResponse::withStatus(503, "down\n"));
    const net::FetchResult r = h.fetch(req);
    QVERIFY2(r.ok, qPrintable(r.message));
    QVERIFY(r.fromCache);
    QCOMPARE(r.networkError, FetchError::ServerError);
    QCOMPARE(r.bytes, m_fixture);
    QCOMPARE(r.fetchedAt.toMSecsSinceEpoch() / 1000, earlier.toMSecsSinceEpoch() / 1000);
    QVERIFY2(
        r.message.contains(earlier.toString(QStringLiteral("yyyy-MM-dd"))), qPrintable(r.message));
}

void TestFetcher::cacheNotUsedFor404()
{
    QTemporaryDir dir;
    net::RecordCache cache(dir.path());
    TestServer server;
    QVERIFY(server.listenHttp());
    FetchHarness h;
    h.fetcher.setCache(&cache);
    net::FetchRequest req = h.request(server);
    req.useCache = true;
    QVERIFY(cache.store(req.baseUrl, QStringLiteral("2509.00217"),
        { m_fixture, QDateTime::currentDateTimeUtc(), {}, {}, {} }));
    const net::FetchResult r = h.fetch(req); // the server says there is no such record (any more)
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::NotFound);
    QVERIFY(!r.fromCache);
}

void TestFetcher::cacheNotUsedWhenOff()
{
    QTemporaryDir dir;
    net::RecordCache cache(dir.path());
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::ok(m_fixture));
    FetchHarness h;
    h.fetcher.setCache(&cache);
    net::FetchRequest req = h.request(server);
    req.useCache = false;
    const QByteArray old = m_fixture + "\n\n"; // the same record, other bytes
    QVERIFY(cache.store(req.baseUrl, QStringLiteral("2509.00217"),
        { old, QDateTime::currentDateTimeUtc(), "\"e\"", {}, {} }));
    const net::FetchResult r = h.fetch(req);
    QVERIFY(r.ok);
    QCOMPARE(r.bytes, m_fixture);
    QVERIFY(server.requests().at(0).header("If-None-Match").isEmpty());
    QCOMPARE(cache.load(req.baseUrl, QStringLiteral("2509.00217"))->bytes, old);
}

void TestFetcher::cacheKeptPerServer()
{
    QTemporaryDir dir;
    net::RecordCache cache(dir.path());
    const QString id = QStringLiteral("2509.00217");
    // Cached copies are checked on reading: two forms of the real record tell the entries apart.
    const QByteArray a = m_fixture;
    const QByteArray b = m_fixture + "\n\n";
    QVERIFY(cache.store(QUrl(QStringLiteral("https://pith.science")), id,
        { a, QDateTime::currentDateTimeUtc(), {}, {}, {} }));
    QVERIFY(cache.store(QUrl(QStringLiteral("http://127.0.0.1:8080")), id,
        { b, QDateTime::currentDateTimeUtc(), {}, {}, {} }));
    QCOMPARE(cache.load(QUrl(QStringLiteral("https://pith.science/")), id)->bytes, a);
    QCOMPARE(cache.load(QUrl(QStringLiteral("http://127.0.0.1:8080")), id)->bytes, b);
    QVERIFY(!cache.load(QUrl(QStringLiteral("http://127.0.0.1:8081")), id));
}

QTEST_GUILESS_MAIN(TestFetcher)
#include "tst_fetcher.moc"

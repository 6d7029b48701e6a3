// SPDX-License-Identifier: GPL-3.0-or-later
// Servers that misbehave on purpose: each case
// must end within the cap or the timeout, with its own message, and never hold much memory.
#include "tests/net/fetchtestutil.h"
#include "tests/testutil.h"

#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <sys/resource.h>

using namespace pith;
using namespace pith::test;
using net::FetchError;
using B = ScriptedResponse::Behaviour;

// Peak resident memory of this process so far, in MiB.
static qint64 peakRssMiB()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024;
}

class TestHostileServers : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void headersThatNeverEnd();
    void endlessChunkedBody();
    void gzipBomb();
    void gzipBombIsReal();
    void slowDripBoundedByTotalTimeout_data();
    void slowDripBoundedByTotalTimeout();
    void statusLineNeverComes();
    void resetMidTlsHandshake();
    void closesWithoutAWord();
    void hugeContentLengthRefusedAtOnce();
    void garbageInsteadOfHttp();

private:
    QTemporaryDir m_pkiDir;
    TestPki m_pki;
    QByteArray m_fixture;
};

void TestHostileServers::initTestCase()
{
    QVERIFY(m_pkiDir.isValid());
    m_pki = TestPki::create(m_pkiDir.path());
    QVERIFY2(m_pki.ok(), qPrintable(m_pki.error));
    m_fixture = fixtureBytes();
}

void TestHostileServers::headersThatNeverEnd()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(kRecordPath.toByteArray(), ScriptedResponse::behaving(B::EndlessHeaders));
    FetchHarness h;
    net::FetchRequest req = h.request(server);
    req.timeout = std::chrono::seconds(3);
    const qint64 before = peakRssMiB();
    const net::FetchResult r = h.fetch(req);
    QVERIFY(!r.ok);
    // The header budget stops it (see HttpExchange); if it did not, the deadline would.
    QVERIFY2(r.error == FetchError::ConnectionLost || r.error == FetchError::Timeout,
        qPrintable(r.message));
    QVERIFY2(!r.message.isEmpty(), "a message");
    QVERIFY2(h.lastElapsedMs < scaledMs(20000), QByteArray::number(h.lastElapsedMs).constData());
    QVERIFY2(peakRssMiB() - before < 256, QByteArray::number(peakRssMiB() - before).constData());
    qInfo("endless headers: %s after %lld ms, peak memory grew by %lld MiB", qPrintable(r.message),
        h.lastElapsedMs, peakRssMiB() - before);

    // The fetcher's own HTTP client stops at 256 header lines; what comes after, and the next
    // fetch, are in tst_hostileanswers (hostileAnswerBounded, nextFetchAfterHostileWorks).
}

void TestHostileServers::endlessChunkedBody()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(kRecordPath.toByteArray(), ScriptedResponse::behaving(B::EndlessChunked));
    FetchHarness h;
    net::FetchRequest req = h.request(server);
    req.maxBytes = 4 * 1024 * 1024;
    req.timeout = std::chrono::seconds(20);
    const net::FetchResult r = h.fetch(req);
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::TooLarge);
    QVERIFY2(r.message.contains(QLatin1String("limit of 4 MiB")), qPrintable(r.message));
    QVERIFY(r.bytes.isEmpty());
}

void TestHostileServers::gzipBomb()
{
    // 2 GiB of zeros in about 2 MiB of gzip. The fetcher asks for uncompressed answers and does
    // not inflate one it did not ask for, so the bomb is refused on its headers.
    const QByteArray bomb = pith::test::gzipBomb(qint64(2) * 1024 * 1024 * 1024);
    QVERIFY(bomb.size() < 4 * 1024 * 1024);
    TestServer server;
    QVERIFY(server.listenHttp());
    ScriptedResponse resp = ScriptedResponse::ok(bomb);
    resp.headers.append(qMakePair(QByteArray("Content-Encoding"), QByteArray("gzip")));
    server.setRoute(kRecordPath.toByteArray(), resp);
    FetchHarness h;
    net::FetchRequest req = h.request(server);
    req.timeout = std::chrono::seconds(30);
    const qint64 before = peakRssMiB();
    const net::FetchResult r = h.fetch(req);
    const qint64 grew = peakRssMiB() - before;
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::NotJson);
    QVERIFY2(r.message.contains(QLatin1String("compressed (gzip)")), qPrintable(r.message));
    QCOMPARE(server.requests().value(0).header("Accept-Encoding"), QByteArray("identity"));
    QVERIFY2(grew < 100, QByteArray::number(grew).constData());
    QVERIFY2(h.lastElapsedMs < scaledMs(10000), QByteArray::number(h.lastElapsedMs).constData());
    qInfo("gzip bomb refused after %lld ms, peak memory grew by %lld MiB", h.lastElapsedMs, grew);
}

void TestHostileServers::gzipBombIsReal()
{
    // The bomb inflates as advertised (right CRC and size): a small one, served to a client that
    // accepts gzip (Qt's transparent decompression), arrives as 4 MiB of zeros.
    TestServer server;
    QVERIFY(server.listenHttp());
    ScriptedResponse resp = ScriptedResponse::ok(pith::test::gzipBomb(4 * 1024 * 1024));
    resp.headers.append(qMakePair(QByteArray("Content-Encoding"), QByteArray("gzip")));
    server.setRoute("/bomb", resp);
    QNetworkAccessManager nam; // Qt's transparent decompression, as a browser would
    QNetworkRequest request(server.url("/bomb"));
    QNetworkReply *reply = nam.get(request);
    QSignalSpy done(reply, &QNetworkReply::finished);
    QVERIFY(done.wait(20000));
    const QByteArray inflated = reply->readAll();
    delete reply;
    QCOMPARE(inflated.size(), 4 * 1024 * 1024);
    QCOMPARE(inflated.count('\0'), inflated.size());
}

void TestHostileServers::slowDripBoundedByTotalTimeout_data()
{
    QTest::addColumn<int>("intervalMs");
    QTest::newRow("one byte a second") << 1000;
    // Always some progress, so an inactivity timeout would never fire: the deadline must.
    QTest::newRow("one byte every 50 ms") << 50;
}

void TestHostileServers::slowDripBoundedByTotalTimeout()
{
    QFETCH(int, intervalMs);
    TestServer server;
    QVERIFY(server.listenHttp());
    ScriptedResponse resp = ScriptedResponse::ok(m_fixture);
    resp.behaviour = B::Drip;
    resp.dripIntervalMs = intervalMs;
    server.setRoute(kRecordPath.toByteArray(), resp);
    FetchHarness h;
    net::FetchRequest req = h.request(server);
    req.timeout = std::chrono::seconds(2);
    const net::FetchResult r = h.fetch(req);
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::Timeout);
    QVERIFY2(r.message.contains(QLatin1String("Timed out after 2 second")), qPrintable(r.message));
    QVERIFY(h.lastElapsedMs >= 1800);
    QVERIFY2(h.lastElapsedMs < scaledMs(15000), QByteArray::number(h.lastElapsedMs).constData());
}

void TestHostileServers::statusLineNeverComes()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    ScriptedResponse resp = ScriptedResponse::ok(m_fixture);
    resp.delayMs = 60000;
    server.setRoute(kRecordPath.toByteArray(), resp);
    FetchHarness h;
    net::FetchRequest req = h.request(server);
    req.timeout = std::chrono::seconds(1);
    const net::FetchResult r = h.fetch(req);
    QCOMPARE(r.error, FetchError::Timeout);
    QVERIFY2(h.lastElapsedMs < scaledMs(15000), QByteArray::number(h.lastElapsedMs).constData());
}

void TestHostileServers::resetMidTlsHandshake()
{
    TestServer server;
    QVERIFY(server.listenHttpsResettingHandshake());
    FetchHarness h;
    h.fetcher.setExtraCaCertificates({ m_pki.ca });
    net::FetchRequest req = h.request(server);
    req.timeout = std::chrono::milliseconds(scaledMs(5000)); // scaled with the bound below
    const net::FetchResult r = h.fetch(req);
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::Tls);
    QVERIFY2(r.message.contains(QLatin1String("secure connection")), qPrintable(r.message));
    QVERIFY2(h.lastElapsedMs < scaledMs(5000),
        QByteArray::number(h.lastElapsedMs).constData()); // not the deadline
    QVERIFY(server.connectionCount() >= 1);
    QCOMPARE(server.requestCount(), 0);
}

void TestHostileServers::closesWithoutAWord()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(kRecordPath.toByteArray(), ScriptedResponse::behaving(B::CloseAtOnce));
    FetchHarness h;
    const net::FetchResult r = h.fetch(h.request(server));
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::ConnectionLost);
    QVERIFY2(r.message.contains(QLatin1String("connection")), qPrintable(r.message));
}

void TestHostileServers::hugeContentLengthRefusedAtOnce()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    ScriptedResponse resp = ScriptedResponse::ok({});
    resp.sendContentLength = false;
    resp.headers.append(
        qMakePair(QByteArray("Content-Length"), QByteArray("10737418240"))); // 10 GiB
    resp.behaviour = B::NeverAnswer; // replaced below: headers, then silence
    resp.behaviour = B::Drip;
    resp.body = QByteArray(100, 'x');
    resp.dripIntervalMs = 1000;
    server.setRoute(kRecordPath.toByteArray(), resp);
    FetchHarness h;
    net::FetchRequest req = h.request(server);
    req.timeout = std::chrono::milliseconds(scaledMs(10000)); // scaled with the bound below
    const net::FetchResult r = h.fetch(req);
    QCOMPARE(r.error, FetchError::TooLarge);
    QVERIFY2(h.lastElapsedMs < scaledMs(5000),
        QByteArray::number(h.lastElapsedMs).constData()); // refused on the headers
}

void TestHostileServers::garbageInsteadOfHttp()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    ScriptedResponse resp = ScriptedResponse::ok(m_fixture);
    resp.reason = "OK\r\n\x01\x02 not a header line at all\r\n";
    server.setRoute(kRecordPath.toByteArray(), resp);
    FetchHarness h;
    net::FetchRequest req = h.request(server);
    req.timeout = std::chrono::seconds(5);
    const net::FetchResult r = h.fetch(req);
    // Whatever Qt makes of it, it ends with a message within the deadline and no crash.
    QVERIFY2(h.lastElapsedMs < scaledMs(15000), QByteArray::number(h.lastElapsedMs).constData());
    if (!r.ok)
        QVERIFY(!r.message.isEmpty());
    else
        QCOMPARE(r.bytes, m_fixture);
}

QTEST_GUILESS_MAIN(TestHostileServers)
#include "tst_hostileservers.moc"

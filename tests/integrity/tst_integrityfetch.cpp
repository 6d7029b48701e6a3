// SPDX-License-Identifier: GPL-3.0-or-later
// Integrity files fetched through the record fetcher from a real server on 127.0.0.1: the path,
// 404 (none), 500 (shown), the size cap, another paper's file refused, cached beside the record
// and served offline.
#include "integrity/integritytestutil.h"
#include "models/integrity/integrity.h"
#include "tests/net/fetchtestutil.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace pith;
using namespace pith::test;

class TestIntegrityFetch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void pathAndParse();
    void notFoundIsNone();
    void serverErrorShown();
    void sizeCap();
    void otherPaperRefused();
    void cachedBesideRecordAndOffline(); // last: closes the server

private:
    TestServer m_server;
    QByteArray m_body;
    static constexpr QByteArrayView kPath = "/pith/2509.00217/integrity.json";
    net::FetchRequest integrityRequest(FetchHarness &h) const
    {
        net::FetchRequest r = h.request(m_server);
        r.document = net::FetchDocument::Integrity;
        return r;
    }
};

void TestIntegrityFetch::initTestCase()
{
    QVERIFY2(m_server.listenHttp(), qPrintable(m_server.errorString()));
    m_body = integrityBytes(integrityDocument({ integrityFinding(
        u"critical"_qs, u"unresolvable_identifier"_qs, u"10.1/x"_qs, QJsonValue(), 3) }));
}

void TestIntegrityFetch::pathAndParse()
{
    m_server.clearRoutes();
    m_server.clearRequests();
    m_server.setRoute(kPath.toByteArray(), ScriptedResponse::ok(m_body));
    FetchHarness h;
    const net::FetchResult r = h.fetch(integrityRequest(h));
    QVERIFY2(r.ok, qPrintable(r.message));
    QCOMPARE(r.requestUrl, m_server.url(kPath.toByteArray()));
    QCOMPARE(m_server.requests().first().path, kPath.toByteArray());
    QCOMPARE(r.bytes, m_body);
    QVERIFY(parseIntegrity(r.bytes, u"x"_qs).ok());
}

void TestIntegrityFetch::notFoundIsNone()
{
    m_server.clearRoutes();
    FetchHarness h;
    const net::FetchResult r = h.fetch(integrityRequest(h));
    QVERIFY(!r.ok);
    QCOMPARE(r.error, net::FetchError::NotFound);
    QVERIFY2(r.message.contains(u"has no integrity file for arXiv:2509.00217 (HTTP 404"_qs),
        qPrintable(r.message));
}

void TestIntegrityFetch::serverErrorShown()
{
    m_server.clearRoutes();
    m_server.setRoute(kPath.toByteArray(), ScriptedResponse::withStatus(500, "boom"));
    FetchHarness h;
    const net::FetchResult r = h.fetch(integrityRequest(h));
    QVERIFY(!r.ok);
    QCOMPARE(r.error, net::FetchError::ServerError);
    QVERIFY2(r.message.contains(u"HTTP 500"_qs), qPrintable(r.message));
    // A body that is no integrity file is refused with the reader's pointer.
    m_server.setRoute(
        kPath.toByteArray(), ScriptedResponse::ok(R"({"integrity":{"clean":"yes"}})"));
    const net::FetchResult bad = h.fetch(integrityRequest(h));
    QCOMPARE(bad.error, net::FetchError::InvalidRecord);
    QVERIFY2(
        bad.message.contains(u"/integrity/clean: expected a boolean"_qs), qPrintable(bad.message));
}

void TestIntegrityFetch::sizeCap()
{
    m_server.clearRoutes();
    m_server.setRoute(kPath.toByteArray(), ScriptedResponse::ok(m_body));
    FetchHarness h;
    net::FetchRequest req = integrityRequest(h);
    req.maxBytes = 100;
    const net::FetchResult r = h.fetch(req);
    QCOMPARE(r.error, net::FetchError::TooLarge);
}

void TestIntegrityFetch::otherPaperRefused()
{
    m_server.clearRoutes();
    m_server.setRoute(kPath.toByteArray(),
        ScriptedResponse::ok(integrityBytes(integrityDocument({}, {}, u"2604.18415"_qs))));
    FetchHarness h;
    const net::FetchResult r = h.fetch(integrityRequest(h));
    QCOMPARE(r.error, net::FetchError::WrongPaper);
    QVERIFY2(r.message.contains(u"2604.18415"_qs), qPrintable(r.message));
}

void TestIntegrityFetch::cachedBesideRecordAndOffline()
{
    QTemporaryDir dir;
    net::RecordCache cache(dir.path());
    m_server.clearRoutes();
    m_server.setRoute(kPath.toByteArray(), ScriptedResponse::ok(m_body, "application/json"));
    m_server.setRoute(
        QByteArray(kRecordPath.data(), kRecordPath.size()), ScriptedResponse::ok(fixtureBytes()));
    FetchHarness h;
    h.fetcher.setCache(&cache);
    net::FetchRequest req = integrityRequest(h);
    req.useCache = true;
    net::FetchResult r = h.fetch(req);
    QVERIFY2(r.ok && !r.fromCache, qPrintable(r.message));
    net::FetchRequest recordReq = h.request(m_server);
    recordReq.useCache = true;
    QVERIFY(h.fetch(recordReq).ok);
    // Side by side in the record cache's folder.
    const QString recordFile = cache.recordPath(m_server.baseUrl(), u"2509.00217"_qs);
    const net::RecordCache integrityCache(dir.path(), net::FetchDocument::Integrity);
    const QString integrityFile = integrityCache.recordPath(m_server.baseUrl(), u"2509.00217"_qs);
    QVERIFY(QFileInfo::exists(recordFile));
    QVERIFY(QFileInfo::exists(integrityFile));
    QCOMPARE(QFileInfo(recordFile).dir(), QFileInfo(integrityFile).dir());
    QVERIFY(integrityFile.endsWith(u"2509.00217.integrity.json"_qs));

    // The server fails: the cached copy, saying why.
    m_server.setRoute(kPath.toByteArray(), ScriptedResponse::withStatus(500));
    r = h.fetch(req);
    QVERIFY(r.ok);
    QVERIFY(r.fromCache);
    QCOMPARE(r.bytes, m_body);
    QCOMPARE(r.networkError, net::FetchError::ServerError);
    QVERIFY(r.message.startsWith(u"Cached copy, fetched at"_qs));

    // Offline: nobody listens any more.
    TestServer gone;
    QVERIFY(gone.listenHttp());
    net::FetchRequest offline = req;
    const QUrl base = m_server.baseUrl();
    m_server.close();
    offline.baseUrl = base;
    r = h.fetch(offline);
    QVERIFY2(r.ok && r.fromCache, qPrintable(r.message));
    QCOMPARE(r.bytes, m_body);
    QCOMPARE(r.networkError, net::FetchError::Network);
}

QTEST_GUILESS_MAIN(TestIntegrityFetch)
#include "tst_integrityfetch.moc"

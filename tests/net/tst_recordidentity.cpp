// SPDX-License-Identifier: GPL-3.0-or-later
// A record is only ever shown, cached, saved or verified as the paper it says it is, and the
// cache keeps its last good copy: real Fetcher, real RecordCache on disk, a real HTTP server on
// 127.0.0.1, and the real pith-ledger-cli.
#include "models/net/identifier.h"
#include "models/record/parser.h"
#include "tests/net/fetchtestutil.h"
#include "tests/testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace pith;
using namespace pith::test;
using net::FetchError;

namespace {

QByteArray recordPath() { return kRecordPath.toByteArray(); }

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace

class TestRecordIdentity : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void paperMismatchWording_data();
    void paperMismatchWording();
    void otherPapersRecordIsRefused();
    void versionAskedForIsChecked();
    void maintenanceAnswerKeepsTheGoodCopy();
    void badDigestsNeverReplaceTheGoodCopy();
    void swappedCachedCopyIsSetAsideNotServed();
    void corruptCachedCopyAnd304Recovers();
    void symlinkedCacheEntryIsNotWrittenThrough();
    void cliVerifyAndFetchRefuseOtherPaper();

private:
    QByteArray m_fixture;
    QByteArray m_other;
};

void TestRecordIdentity::initTestCase()
{
    m_fixture = fixtureBytes();
    m_other = recordOfPaper(QStringLiteral("2401.12345"));
    // The impostor is a valid record that verifies on its own terms.
    const ParseResult parsed = parseRecord(m_other, QStringLiteral("other"));
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.record->paper.arxivId, QStringLiteral("2401.12345"));
    QVERIFY(parsed.record->digestFailures().isEmpty());
    QCOMPARE(parsed.record->contextDigestState(), Record::ContextDigestState::Ok);
}

void TestRecordIdentity::paperMismatchWording_data()
{
    QTest::addColumn<QString>("recordId");
    QTest::addColumn<int>("askedVersion");
    QTest::addColumn<bool>("refused");
    QTest::newRow("same paper") << "2509.00217" << 0 << false;
    QTest::newRow("a version asked, the record is per paper") << "2509.00217" << 3 << false;
    QTest::newRow("another paper") << "2401.12345" << 0 << true;
    QTest::newRow("record names another version") << "2509.00217v2" << 1 << true;
    QTest::newRow("record names the asked version") << "2509.00217v1" << 1 << false;
    QTest::newRow("record names a version, none asked") << "2509.00217v2" << 0 << false;
    QTest::newRow("garbage id") << "\x1b[2J" << 0 << true;
    QTest::newRow("old-style other paper") << "hep-th/9901002" << 0 << true;
}

void TestRecordIdentity::paperMismatchWording()
{
    QFETCH(QString, recordId);
    QFETCH(int, askedVersion);
    QFETCH(bool, refused);
    const QString asked = recordId.startsWith(QLatin1String("hep"))
        ? QStringLiteral("hep-th/9901001")
        : QStringLiteral("2509.00217");
    const QString m = net::paperMismatch(recordId, asked, askedVersion);
    QCOMPARE(!m.isEmpty(), refused);
    if (refused)
        QVERIFY2(m.contains(asked), qPrintable(m));
}

void TestRecordIdentity::otherPapersRecordIsRefused()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::ok(m_other));
    QTemporaryDir dir;
    net::RecordCache cache(dir.path());
    FetchHarness h;
    h.fetcher.setCache(&cache);
    net::FetchRequest req = h.request(server);
    req.useCache = true;
    const net::FetchResult r = h.fetch(req);
    QVERIFY(!r.ok);
    QCOMPARE(r.error, FetchError::WrongPaper);
    QVERIFY2(r.message.contains(QLatin1String("2401.12345"))
            && r.message.contains(QLatin1String("2509.00217")),
        qPrintable(r.message));
    QVERIFY(r.bytes.isEmpty());
    // Nothing stored.
    QVERIFY(!QFileInfo::exists(cache.recordPath(server.baseUrl(), QStringLiteral("2509.00217"))));
}

void TestRecordIdentity::versionAskedForIsChecked()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    // A record that names its version: asked for another one, it is refused.
    const QByteArray v2 = recordOfPaper(QStringLiteral("2509.00217v2"));
    server.setRoute(recordPath(), ScriptedResponse::ok(v2));
    FetchHarness h;
    const net::FetchResult asked2 = h.fetch(h.request(server, QStringLiteral("2509.00217v2")));
    QVERIFY2(asked2.ok, qPrintable(asked2.message));
    const net::FetchResult asked1
        = h.fetch(h.request(server, QStringLiteral("arXiv:2509.00217v1")));
    QVERIFY(!asked1.ok);
    QCOMPARE(asked1.error, FetchError::WrongPaper);
    QVERIFY2(asked1.message.contains(QLatin1String("2509.00217v1"))
            && asked1.message.contains(QLatin1String("2509.00217v2")),
        qPrintable(asked1.message));
}

void TestRecordIdentity::maintenanceAnswerKeepsTheGoodCopy()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::ok(m_fixture));
    QTemporaryDir dir;
    net::RecordCache cache(dir.path());
    FetchHarness h;
    h.fetcher.setCache(&cache);
    net::FetchRequest req = h.request(server);
    req.useCache = true;
    QVERIFY(h.fetch(req).ok);
    const QString cached = cache.recordPath(server.baseUrl(), QStringLiteral("2509.00217"));
    QCOMPARE(readAll(cached), m_fixture);

    server.setRoute(recordPath(), ScriptedResponse::ok(R"({"error":"maintenance"})"));
    const net::FetchResult r = h.fetch(req);
    QVERIFY2(r.ok, qPrintable(r.message));
    QVERIFY(r.fromCache);
    QVERIFY(!r.revalidated);
    QCOMPARE(r.networkError, FetchError::InvalidRecord);
    QCOMPARE(r.bytes, m_fixture);
    QCOMPARE(r.cachePath, cached);
    QVERIFY2(r.message.contains(QLatin1String("not a readable record")), qPrintable(r.message));
    QCOMPARE(readAll(cached), m_fixture);

    // Offline afterwards: the good copy is still there.
    server.close();
    const net::FetchResult offline = h.fetch(req);
    QVERIFY2(offline.ok, qPrintable(offline.message));
    QCOMPARE(offline.bytes, m_fixture);

    // Without a cache the maintenance answer is an error, never a record.
    TestServer again;
    QVERIFY(again.listenHttp());
    again.setRoute(recordPath(), ScriptedResponse::ok(R"({"error":"maintenance"})"));
    const net::FetchResult plain = h.fetch(h.request(again));
    QVERIFY(!plain.ok);
    QCOMPARE(plain.error, FetchError::InvalidRecord);
}

void TestRecordIdentity::badDigestsNeverReplaceTheGoodCopy()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::ok(m_fixture));
    QTemporaryDir dir;
    net::RecordCache cache(dir.path());
    FetchHarness h;
    h.fetcher.setCache(&cache);
    net::FetchRequest req = h.request(server);
    req.useCache = true;
    QVERIFY(h.fetch(req).ok);

    const QByteArray tampered = mutatedFixture([](QJsonObject &root) {
        editOutbound(root, 0,
            [](QJsonObject &o) { o[QStringLiteral("observation_id")] = QStringLiteral("forged"); });
    });
    server.setRoute(recordPath(), ScriptedResponse::ok(tampered));
    const net::FetchResult r = h.fetch(req);
    // Shown as served, so verification can report it, but never cached over the good copy.
    QVERIFY2(r.ok, qPrintable(r.message));
    QVERIFY(!r.fromCache);
    QCOMPARE(r.bytes, tampered);
    QCOMPARE(readAll(cache.recordPath(server.baseUrl(), QStringLiteral("2509.00217"))), m_fixture);
}

void TestRecordIdentity::swappedCachedCopyIsSetAsideNotServed()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::ok(m_fixture));
    QTemporaryDir dir;
    net::RecordCache cache(dir.path());
    FetchHarness h;
    h.fetcher.setCache(&cache);
    net::FetchRequest req = h.request(server);
    req.useCache = true;
    QVERIFY(h.fetch(req).ok);
    const QUrl base = server.baseUrl();
    const QString id = QStringLiteral("2509.00217");

    // Swap the cached bytes for another paper's valid record, keeping the meta data consistent.
    std::optional<net::RecordCache::Entry> entry = cache.load(base, id);
    QVERIFY(entry);
    entry->bytes = m_other;
    QString error;
    QVERIFY2(cache.store(base, id, *entry, &error), qPrintable(error));
    const QString path = cache.recordPath(base, id);
    QCOMPARE(readAll(path), m_other);

    QVERIFY(!cache.load(base, id));
    QVERIFY2(cache.lastProblem().contains(path)
            && cache.lastProblem().contains(QLatin1String("2401.12345")),
        qPrintable(cache.lastProblem()));
    QVERIFY(!QFileInfo::exists(path));
    QCOMPARE(readAll(path + QStringLiteral(".set-aside")), m_other);

    // Offline with only a swapped copy: an error naming the cache file, never the other paper.
    QVERIFY(cache.store(base, id, *entry, &error));
    server.close();
    const net::FetchResult r = h.fetch(req);
    QVERIFY(!r.ok);
    QVERIFY2(r.message.contains(path) && r.message.contains(QLatin1String("set aside")),
        qPrintable(r.message));
}

void TestRecordIdentity::corruptCachedCopyAnd304Recovers()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    const QByteArray etag = "\"v1\"";
    const QByteArray fixture = m_fixture;
    server.setRoute(recordPath(), [=](const RecordedRequest &request) {
        if (request.header("If-None-Match") == etag)
            return ScriptedResponse::withStatus(304);
        ScriptedResponse ok = ScriptedResponse::ok(fixture);
        ok.headers.append({ "ETag", etag });
        return ok;
    });
    QTemporaryDir dir;
    net::RecordCache cache(dir.path());
    FetchHarness h;
    h.fetcher.setCache(&cache);
    net::FetchRequest req = h.request(server);
    req.useCache = true;
    QVERIFY(h.fetch(req).ok);
    const QString path = cache.recordPath(server.baseUrl(), QStringLiteral("2509.00217"));

    // Same size, corrupt bytes: before, a 304 served the same error for ever.
    QByteArray corrupt = m_fixture;
    corrupt[0] = '#';
    QVERIFY(writeFile(path, corrupt));
    server.clearRequests();
    const net::FetchResult r = h.fetch(req);
    QVERIFY2(r.ok, qPrintable(r.message));
    QVERIFY(!r.fromCache);
    QCOMPARE(r.bytes, m_fixture);
    QVERIFY(server.requests().value(0).header("If-None-Match").isEmpty());
    QCOMPARE(readAll(path), m_fixture);
    QCOMPARE(readAll(path + QStringLiteral(".set-aside")), corrupt);

    // Now the revalidated copy is the good one.
    const net::FetchResult again = h.fetch(req);
    QVERIFY(again.ok && again.fromCache && again.revalidated);
    QCOMPARE(again.bytes, m_fixture);
}

void TestRecordIdentity::symlinkedCacheEntryIsNotWrittenThrough()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::ok(m_fixture));
    QTemporaryDir dir;
    net::RecordCache cache(dir.path());
    const QString path = cache.recordPath(server.baseUrl(), QStringLiteral("2509.00217"));
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    const QString victim = dir.filePath(QStringLiteral("victim.txt"));
    QVERIFY(writeFile(victim, "not yours\n"));
    QVERIFY(QFile::link(victim, path));

    FetchHarness h;
    h.fetcher.setCache(&cache);
    net::FetchRequest req = h.request(server);
    req.useCache = true;
    const net::FetchResult r = h.fetch(req);
    QVERIFY2(r.ok, qPrintable(r.message));
    QCOMPARE(readAll(victim), QByteArray("not yours\n"));
    QVERIFY(!QFileInfo(path).isSymLink());
    QCOMPARE(readAll(path), m_fixture);
    QVERIFY(QFileInfo(path + QStringLiteral(".set-aside")).isSymLink());
}

void TestRecordIdentity::cliVerifyAndFetchRefuseOtherPaper()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(recordPath(), ScriptedResponse::ok(m_other));
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.json"));
    QVERIFY(writeFile(out, "kept\n"));
    for (const QStringList &args :
        { QStringList { QStringLiteral("verify"), QStringLiteral("2509.00217") },
            QStringList { QStringLiteral("summary"), QStringLiteral("2509.00217") },
            QStringList { QStringLiteral("fetch"), QStringLiteral("2509.00217"),
                QStringLiteral("-o"), out } }) {
        QProcess p;
        p.start(QStringLiteral(PITH_CLI_PATH),
            args + QStringList { QStringLiteral("--base-url"), server.baseUrl().toString() });
        QVERIFY(p.waitForFinished(60000));
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(err.contains("2401.12345") && err.contains("2509.00217"), err.constData());
        QVERIFY2(!p.readAllStandardOutput().contains("OK"), err.constData());
    }
    QCOMPARE(readAll(out), QByteArray("kept\n"));
}

QTEST_GUILESS_MAIN(TestRecordIdentity)
#include "tst_recordidentity.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The record opener without a window: each open's own handle, one parse at a time in the order
// asked, reloads, the cache note, the fetch policy, and the file-or-id rule the CLI follows too.
#include "models/net/fetcher.h"
#include "models/net/recordcache.h"
#include "models/open/inputrule.h"
#include "models/open/recordopener.h"
#include "tests/net/fetchtestutil.h"
#include "tests/net/testserver.h"
#include "tests/testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace pith;
using namespace pith::open;
using pith::test::ScriptedResponse;
using pith::test::TestServer;

namespace {

constexpr int kWait = 20000;

// Everything one job said, in order.
struct JobLog {
    QStringList events; // "finished", "failed", "cancelled:<state>"
    RecordPtr record;
    RecordSource source;
    OpenFailure failure;
    QList<OpenJob::State> states;
    bool destroyed = false;

    // The log lives on a test function's stack and the job may outlive it (the opener deletes its
    // jobs when it goes, in cleanup()): every connection is undone with the log.
    QList<QMetaObject::Connection> connections;
    JobLog(const JobLog &) = delete;
    JobLog &operator=(const JobLog &) = delete;
    ~JobLog()
    {
        for (const QMetaObject::Connection &c : std::as_const(connections))
            QObject::disconnect(c);
    }

    explicit JobLog(OpenJob *job)
    {
        source = job->source();
        connections << QObject::connect(
            job, &OpenJob::finished, job, [this](const RecordPtr &r, const RecordSource &s) {
                events.append(QStringLiteral("finished"));
                record = r;
                source = s;
            });
        connections << QObject::connect(job, &OpenJob::failed, job, [this](const OpenFailure &f) {
            events.append(QStringLiteral("failed"));
            failure = f;
        });
        connections << QObject::connect(job, &OpenJob::cancelled, job, [this](OpenJob::State s) {
            events.append(QStringLiteral("cancelled:%1").arg(int(s)));
        });
        connections << QObject::connect(
            job, &OpenJob::stateChanged, job, [this](OpenJob::State s) { states.append(s); });
        connections << QObject::connect(job, &QObject::destroyed, [this] { destroyed = true; });
    }
    bool ended() const { return !events.isEmpty(); }
};

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace

class TestRecordOpener : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void inputRule_data();
    void inputRule();
    void cliAndOpenerShareTheRule();
    void fileHandle();
    void queueInOrder();
    void fetchesKeepTheirOwnHandles();
    void reloadFileAndFetch();
    void cacheNote();
    void forgetCachedCopy();
    void refusedBeforeSending();
    void cancelQueuedAndFetching();
    void policyAskedAtEachFetch();

private:
    QTemporaryDir m_dir;
    QString m_oldCwd;
    TestServer m_server;
    std::unique_ptr<QNetworkAccessManager> m_nam;
    std::unique_ptr<net::RecordCache> m_cache;
    std::unique_ptr<net::Fetcher> m_fetcher;
    std::unique_ptr<RecordOpener> m_opener;

    void useServer()
    {
        const QUrl base = m_server.baseUrl();
        m_opener->setPolicyProvider([base] {
            FetchPolicy p;
            p.baseUrl = base;
            p.baseUrlGiven = true;
            p.timeout = std::chrono::seconds(10);
            p.useCache = true;
            return p;
        });
    }
};

void TestRecordOpener::init()
{
    QVERIFY(m_dir.isValid());
    m_oldCwd = QDir::currentPath();
    QVERIFY(QDir::setCurrent(m_dir.path()));
    QVERIFY(m_server.listenHttp());
    m_server.clearRoutes();
    m_server.clearRequests();
    m_server.setRoute(test::kRecordPath.toByteArray(), ScriptedResponse::ok(test::fixtureBytes()));
    m_server.setRoute("/paper/2507.07120/citation-record.json",
        ScriptedResponse::ok(test::recordOfPaper(QStringLiteral("2507.07120"))));
    m_server.setRoute(
        "/paper/2412.16432/citation-record.json", ScriptedResponse::withStatus(404, "no"));
    m_nam = std::make_unique<QNetworkAccessManager>();
    m_cache = std::make_unique<net::RecordCache>(m_dir.filePath(QStringLiteral("cache")));
    m_fetcher = std::make_unique<net::Fetcher>(m_nam.get());
    m_fetcher->setCache(m_cache.get());
    m_opener = std::make_unique<RecordOpener>();
    m_opener->setFetcher(m_fetcher.get());
    useServer();
}

void TestRecordOpener::cleanup()
{
    m_opener.reset();
    m_fetcher.reset();
    m_cache.reset();
    m_nam.reset();
    m_server.close();
    QDir(m_dir.filePath(QStringLiteral("cache"))).removeRecursively();
    QDir::setCurrent(m_oldCwd);
}

void TestRecordOpener::inputRule_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("remote");
    QTest::addColumn<QString>("path"); // File: the path read

    QTest::newRow("bare id") << QStringLiteral("2509.00217") << true << QString();
    QTest::newRow("id with version") << QStringLiteral("2509.00217v1") << true << QString();
    QTest::newRow("arXiv: prefix") << QStringLiteral("arXiv:2509.00217") << true << QString();
    QTest::newRow("old-style id") << QStringLiteral("hep-th/9901001") << true << QString();
    QTest::newRow("arXiv URL") << QStringLiteral("https://arxiv.org/abs/2509.00217v2") << true
                               << QString();
    QTest::newRow("any other URL: the fetcher words it")
        << QStringLiteral("https://example.org/x") << true << QString();
    QTest::newRow("file URL") << QStringLiteral("file:///tmp/r.json") << false
                              << QStringLiteral("/tmp/r.json");
    QTest::newRow("existing file named like an id")
        << QStringLiteral("2412.00001") << false << QStringLiteral("2412.00001");
    QTest::newRow("./id that does not exist")
        << QStringLiteral("./2509.00217") << false << QStringLiteral("./2509.00217");
    QTest::newRow("absolute path that does not exist") << QStringLiteral(
        "/nonexistent/2509.00217") << false << QStringLiteral("/nonexistent/2509.00217");
    QTest::newRow("home path") << QStringLiteral("~/r.json") << false << QStringLiteral("~/r.json");
    QTest::newRow("missing relative file")
        << QStringLiteral("missing.json") << false << QStringLiteral("missing.json");
    QTest::newRow("neither: a file, read")
        << QStringLiteral("not an id") << false << QStringLiteral("not an id");
}

void TestRecordOpener::inputRule()
{
    QFETCH(QString, text);
    QFETCH(bool, remote);
    QFETCH(QString, path);
    QVERIFY(writeFile(m_dir.filePath(QStringLiteral("2412.00001")), test::fixtureBytes()));
    const RecordInput input = classifyRecordInput(text);
    QCOMPARE(input.kind == RecordInput::Kind::Remote, remote);
    QCOMPARE(input.text, remote ? text : path);
}

// The same words, given to the real pith-ledger-cli and to the opener, are read or fetched
// alike: a file named like an id is read, not fetched; an id is fetched.
void TestRecordOpener::cliAndOpenerShareTheRule()
{
    QVERIFY(writeFile(m_dir.filePath(QStringLiteral("2507.07120")),
        test::recordOfPaper(QStringLiteral("2507.07120"))));
    const auto cli = [this](const QString &argument) {
        QProcess p;
        p.setWorkingDirectory(m_dir.path());
        p.start(QStringLiteral(PITH_CLI_PATH),
            { QStringLiteral("summary"), argument, QStringLiteral("--base-url"),
                m_server.baseUrl().toString() });
        if (!p.waitForFinished(kWait))
            return -1;
        return p.exitCode();
    };
    const auto opened = [this](const QString &text) {
        JobLog log(m_opener->openInput(text));
        if (!QTest::qWaitFor([&] { return log.ended(); }, kWait))
            return RecordSource {};
        return log.source;
    };
    // a file in the working folder named like an id: read locally by both, never asked for
    QCOMPARE(cli(QStringLiteral("2507.07120")), 0);
    QCOMPARE(m_server.requestCount(), 0);
    RecordSource s = opened(QStringLiteral("2507.07120"));
    QCOMPARE(s.kind, RecordSource::Kind::File);
    QCOMPARE(m_server.requestCount(), 0);
    // an id with no such file: fetched by both
    QCOMPARE(cli(QStringLiteral("arXiv:2509.00217")), 0);
    QCOMPARE(m_server.requestCount(), 1);
    s = opened(QStringLiteral("arXiv:2509.00217"));
    QCOMPARE(s.kind, RecordSource::Kind::Fetched);
    QCOMPARE(s.location, QStringLiteral("2509.00217"));
    QCOMPARE(m_server.requestCount(), 2);
    // neither file nor id: both say the file is missing (exit 2), nothing is fetched
    QCOMPARE(cli(QStringLiteral("nothing-here")), 2);
    JobLog missing(m_opener->openInput(QStringLiteral("nothing-here")));
    QTRY_VERIFY_WITH_TIMEOUT(missing.ended(), kWait);
    QCOMPARE(missing.events, QStringList { QStringLiteral("failed") });
    QCOMPARE(missing.failure.stage, OpenFailure::Stage::Parse);
    QVERIFY2(missing.failure.message.contains(QStringLiteral("nothing-here: no such file")),
        qPrintable(missing.failure.message));
    QCOMPARE(m_server.requestCount(), 2);
}

void TestRecordOpener::fileHandle()
{
    QSignalSpy idle(m_opener.get(), &RecordOpener::idle);
    OpenJob *job = m_opener->openFile(test::fixturePath());
    QVERIFY(!m_opener->isIdle());
    QCOMPARE(job->state(), OpenJob::State::Queued);
    JobLog log(job); // connected after the call: nothing was missed
    QTRY_VERIFY_WITH_TIMEOUT(log.ended(), kWait);
    QCOMPARE(log.events, QStringList { QStringLiteral("finished") });
    QVERIFY(log.record);
    QCOMPARE(log.record->paper.arxivId, QStringLiteral("2509.00217"));
    // the window reviews what it opens: the digests by id were kept on the loading thread
    QVERIFY(log.record->keptDigests.value);
    QCOMPARE(log.record->keptDigests.value->size(), log.record->observationCount());
    QCOMPARE(log.source.kind, RecordSource::Kind::File);
    QCOMPARE(log.source.location, test::fixturePath());
    QCOMPARE(log.states, (QList<OpenJob::State> { OpenJob::State::Parsing, OpenJob::State::Done }));
    QVERIFY(m_opener->isIdle());
    QCOMPARE(idle.count(), 1);
    QTRY_VERIFY(log.destroyed); // the opener lets its job go
}

// Files are parsed one at a time, in the order asked; a bad one fails alone.
void TestRecordOpener::queueInOrder()
{
    const QString bad = m_dir.filePath(QStringLiteral("bad.json"));
    QVERIFY(writeFile(bad, "{\"paper\": [}"));
    const QString other = m_dir.filePath(QStringLiteral("other.json"));
    QVERIFY(writeFile(other, test::recordOfPaper(QStringLiteral("2507.07120"))));

    QStringList order;
    std::vector<std::unique_ptr<JobLog>> logs;
    int parsingAtOnce = 0;
    int maxParsingAtOnce = 0;
    for (const QString &path : { test::fixturePath(), bad, other }) {
        OpenJob *job = m_opener->openFile(path);
        logs.push_back(std::make_unique<JobLog>(job));
        connect(job, &OpenJob::stateChanged, this, [&, path](OpenJob::State s) {
            if (s == OpenJob::State::Parsing)
                maxParsingAtOnce = std::max(maxParsingAtOnce, ++parsingAtOnce);
            if (s == OpenJob::State::Done) {
                --parsingAtOnce;
                order.append(QFileInfo(path).fileName());
            }
        });
    }
    QTRY_VERIFY_WITH_TIMEOUT(m_opener->isIdle(), kWait);
    QCOMPARE(order,
        (QStringList { QStringLiteral("2509.00217.citation-record.json"),
            QStringLiteral("bad.json"), QStringLiteral("other.json") }));
    QCOMPARE(maxParsingAtOnce, 1);
    QCOMPARE(logs[0]->events, QStringList { QStringLiteral("finished") });
    QCOMPARE(logs[1]->events, QStringList { QStringLiteral("failed") });
    QCOMPARE(logs[1]->failure.stage, OpenFailure::Stage::Parse);
    QVERIFY2(logs[1]->failure.message.startsWith(bad + u':'), qPrintable(logs[1]->failure.message));
    QCOMPARE(logs[2]->events, QStringList { QStringLiteral("finished") });
    QCOMPARE(logs[2]->record->paper.arxivId, QStringLiteral("2507.07120"));
}

// Fetches run side by side; each answer reaches the job that asked for it, whatever the order.
void TestRecordOpener::fetchesKeepTheirOwnHandles()
{
    ScriptedResponse slow = ScriptedResponse::ok(test::fixtureBytes());
    slow.delayMs = 600; // the first asked answers last
    m_server.setRoute(test::kRecordPath.toByteArray(), slow);
    JobLog first(m_opener->fetch(QStringLiteral("https://arxiv.org/abs/2509.00217v1")));
    JobLog second(m_opener->fetch(QStringLiteral("2507.07120")));
    JobLog missing(m_opener->fetch(QStringLiteral("2412.16432")));
    QCOMPARE(first.source.location, QStringLiteral("2509.00217")); // normalised at once
    QTRY_VERIFY_WITH_TIMEOUT(first.ended() && second.ended() && missing.ended(), kWait);
    QCOMPARE(first.events, QStringList { QStringLiteral("finished") });
    QCOMPARE(first.record->paper.arxivId, QStringLiteral("2509.00217"));
    QCOMPARE(first.source.kind, RecordSource::Kind::Fetched);
    QCOMPARE(first.source.url, m_server.url(test::kRecordPath.toByteArray()));
    QVERIFY(!first.source.fromCache);
    QCOMPARE(second.record->paper.arxivId, QStringLiteral("2507.07120"));
    QCOMPARE(missing.events, QStringList { QStringLiteral("failed") });
    QCOMPARE(missing.failure.stage, OpenFailure::Stage::Fetch);
    QCOMPARE(missing.failure.input, QStringLiteral("2412.16432"));
    QVERIFY(!missing.failure.message.isEmpty());
    QVERIFY(m_opener->isIdle());
}

void TestRecordOpener::reloadFileAndFetch()
{
    const QString path = m_dir.filePath(QStringLiteral("r.json"));
    QVERIFY(writeFile(path, test::fixtureBytes()));
    JobLog opened(m_opener->openFile(path));
    QTRY_VERIFY_WITH_TIMEOUT(opened.ended(), kWait);
    QCOMPARE(opened.record->paper.arxivId, QStringLiteral("2509.00217"));
    // the file changes: a reload reads it again
    QVERIFY(writeFile(path, test::recordOfPaper(QStringLiteral("2507.07120"))));
    JobLog reloaded(m_opener->reload(opened.source));
    QTRY_VERIFY_WITH_TIMEOUT(reloaded.ended(), kWait);
    QCOMPARE(reloaded.events, QStringList { QStringLiteral("finished") });
    QCOMPARE(reloaded.record->paper.arxivId, QStringLiteral("2507.07120"));
    QCOMPARE(reloaded.source.kind, RecordSource::Kind::File);
    QCOMPARE(m_server.requestCount(), 0);

    // a fetched record is fetched again (a conditional request against the cache)
    JobLog fetched(m_opener->fetch(QStringLiteral("2509.00217")));
    QTRY_VERIFY_WITH_TIMEOUT(fetched.ended(), kWait);
    QCOMPARE(m_server.requestCount(), 1);
    JobLog again(m_opener->reload(fetched.source));
    QTRY_VERIFY_WITH_TIMEOUT(again.ended(), kWait);
    QCOMPARE(again.events, QStringList { QStringLiteral("finished") });
    QCOMPARE(again.source.kind, RecordSource::Kind::Fetched);
    QCOMPARE(again.source.location, QStringLiteral("2509.00217"));
    QCOMPARE(m_server.requestCount(), 2);
}

// The server gone, a reload shows the cached copy, with why the network was not used and the
// cache file's name (for a parse error's message).
void TestRecordOpener::cacheNote()
{
    JobLog fetched(m_opener->fetch(QStringLiteral("2509.00217")));
    QTRY_VERIFY_WITH_TIMEOUT(fetched.ended(), kWait);
    QVERIFY(!fetched.source.fromCache);
    QVERIFY(fetched.source.cacheReason.isEmpty());
    m_server.setRoute(test::kRecordPath.toByteArray(), ScriptedResponse::withStatus(503, "down"));
    JobLog cached(m_opener->reload(fetched.source));
    QTRY_VERIFY_WITH_TIMEOUT(cached.ended(), kWait);
    QCOMPARE(cached.events, QStringList { QStringLiteral("finished") });
    QVERIFY(cached.source.fromCache);
    QVERIFY2(cached.source.cacheReason.contains(QStringLiteral("503")),
        qPrintable(cached.source.cacheReason));
    QCOMPARE(cached.source.cachePath,
        m_cache->recordPath(m_server.baseUrl(), QStringLiteral("2509.00217")));
    QVERIFY(cached.source.fetchedAt.isValid());
    QCOMPARE(cached.record->paper.arxivId, QStringLiteral("2509.00217"));
}

// File > Forget Cached Copy: the copy goes from the cache file, so with the server down the
// reload fails instead of showing it; a file, or a second forget, has nothing to forget.
void TestRecordOpener::forgetCachedCopy()
{
    JobLog fetched(m_opener->fetch(QStringLiteral("2509.00217")));
    QTRY_VERIFY_WITH_TIMEOUT(fetched.ended(), kWait);
    QCOMPARE(fetched.events, QStringList { QStringLiteral("finished") });
    const QString cacheFile = m_cache->recordPath(m_server.baseUrl(), QStringLiteral("2509.00217"));
    QVERIFY(QFileInfo::exists(cacheFile));

    RecordSource file;
    file.kind = RecordSource::Kind::File;
    file.location = cacheFile;
    QVERIFY(!m_opener->forgetCachedCopy(file)); // only fetched records have a cached copy
    QVERIFY(QFileInfo::exists(cacheFile));

    QVERIFY(m_opener->forgetCachedCopy(fetched.source));
    QVERIFY(!QFileInfo::exists(cacheFile));
    QVERIFY(!m_opener->forgetCachedCopy(fetched.source));

    m_server.setRoute(test::kRecordPath.toByteArray(), ScriptedResponse::withStatus(503, "down"));
    JobLog again(m_opener->reload(fetched.source));
    QTRY_VERIFY_WITH_TIMEOUT(again.ended(), kWait);
    QCOMPARE(again.events, QStringList { QStringLiteral("failed") });
    QCOMPARE(again.failure.stage, OpenFailure::Stage::Fetch);

    // without a fetcher there is no cache to forget from
    m_opener->setFetcher(nullptr);
    QVERIFY(!m_opener->forgetCachedCopy(fetched.source));
}

// Input refused before anything is sent fails after the call returned, so a caller connecting
// to the handle hears it.
void TestRecordOpener::refusedBeforeSending()
{
    JobLog bad(m_opener->fetch(QStringLiteral("not an id")));
    QVERIFY(!bad.ended());
    QTRY_VERIFY_WITH_TIMEOUT(bad.ended(), kWait);
    QCOMPARE(bad.failure.stage, OpenFailure::Stage::InvalidInput);
    QCOMPARE(bad.failure.input, QStringLiteral("not an id"));
    QVERIFY(!bad.failure.message.isEmpty());

    RecordOpener offline;
    JobLog none(offline.fetch(QStringLiteral("2509.00217")));
    QTRY_VERIFY_WITH_TIMEOUT(none.ended(), kWait);
    QCOMPARE(none.failure.stage, OpenFailure::Stage::NoNetwork);
    QCOMPARE(m_server.requestCount(), 0);
    QVERIFY(offline.isIdle());
}

void TestRecordOpener::cancelQueuedAndFetching()
{
    m_server.setRoute(test::kRecordPath.toByteArray(),
        ScriptedResponse::behaving(ScriptedResponse::Behaviour::NeverAnswer));
    JobLog hanging(m_opener->fetch(QStringLiteral("2509.00217")));
    JobLog first(m_opener->openFile(test::fixturePath()));
    JobLog second(m_opener->openFile(test::fixturePath()));
    QCOMPARE(first.source.kind, RecordSource::Kind::File);
    m_opener->cancelAll(); // before the event loop ran: the files wait for the reader
    QTRY_VERIFY_WITH_TIMEOUT(m_opener->isIdle(), kWait);
    const QString queued = QStringLiteral("cancelled:%1").arg(int(OpenJob::State::Queued));
    QCOMPARE(first.events, QStringList { queued });
    QCOMPARE(second.events, QStringList { queued });
    QCOMPARE(hanging.events,
        QStringList { QStringLiteral("cancelled:%1").arg(int(OpenJob::State::Fetching)) });

    // a fetch the server never answers, cancelled through its handle
    m_server.clearRequests();
    OpenJob *job = m_opener->fetch(QStringLiteral("2509.00217"));
    JobLog waiting(job);
    QTRY_COMPARE_WITH_TIMEOUT(m_server.requestCount(), 1, kWait);
    QVERIFY(!waiting.ended());
    job->cancel();
    QTRY_VERIFY_WITH_TIMEOUT(waiting.ended(), kWait);
    QCOMPARE(waiting.events,
        QStringList { QStringLiteral("cancelled:%1").arg(int(OpenJob::State::Fetching)) });
    QVERIFY(m_opener->isIdle());
}

// The policy is asked for at each fetch: a smaller cap applies to the next fetch, and the
// --base-url override wins over the provider's base URL.
void TestRecordOpener::policyAskedAtEachFetch()
{
    qint64 cap = net::kDefaultMaxBytes;
    const QUrl base = m_server.baseUrl();
    m_opener->setPolicyProvider([&cap] {
        FetchPolicy p;
        p.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9")); // nobody there
        p.baseUrlGiven = true;
        p.maxBytes = cap;
        p.timeout = std::chrono::seconds(10);
        return p;
    });
    m_opener->setBaseUrlOverride(base);
    QCOMPARE(m_opener->baseUrl(), base);
    JobLog ok(m_opener->fetch(QStringLiteral("2509.00217")));
    QTRY_VERIFY_WITH_TIMEOUT(ok.ended(), kWait);
    QCOMPARE(ok.events, QStringList { QStringLiteral("finished") });
    cap = 1024;
    JobLog capped(m_opener->fetch(QStringLiteral("2509.00217")));
    QTRY_VERIFY_WITH_TIMEOUT(capped.ended(), kWait);
    QCOMPARE(capped.events, QStringList { QStringLiteral("failed") });
    QCOMPARE(capped.failure.stage, OpenFailure::Stage::Fetch);
    QCOMPARE(m_server.requestCount(), 2);
}

QTEST_MAIN(TestRecordOpener)
#include "tst_recordopener.moc"

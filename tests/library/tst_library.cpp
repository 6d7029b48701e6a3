// SPDX-License-Identifier: GPL-3.0-or-later
// The library without a window: folders of good, broken and changing files, review progress read
// beside the records, and lists of papers fetched from a real HTTP server on 127.0.0.1 that
// answers 404 and 429 (with Retry-After) among the records.
#include "models/library/library.h"
#include "models/library/librarymodel.h"
#include "models/library/paperlist.h"
#include "models/net/fetcher.h"
#include "models/record/parser.h"
#include "models/review/reviewfile.h"
#include "tests/net/testserver.h"
#include "tests/testutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileSystemWatcher>
#include <QMutex>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace pith;
using namespace pith::library;
using namespace Qt::StringLiterals;
using pith::test::RecordedRequest;
using pith::test::ScriptedResponse;
using pith::test::TestServer;

namespace {

constexpr int kWait = 20000;

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(f.errorString()));
    QCOMPARE(f.write(bytes), bytes.size());
}

// The fixture with one observation's stated digest changed: every value reads, one digest fails.
QByteArray tamperedFixture()
{
    return test::mutatedFixture([](QJsonObject &root) {
        test::editOutbound(root, 3, [](QJsonObject &o) {
            o[u"observation_digest"_s] = QString(u"sha256:"_s + QString(64, u'0'));
        });
    });
}

// The fixture as the record of another paper, every digest valid.
QByteArray fixtureOfPaper(const QString &arxivId)
{
    return test::consistentFixture([&](QJsonObject &root) {
        QJsonObject paper = root[u"paper"_s].toObject();
        paper[u"arxiv_id"_s] = arxivId;
        root[u"paper"_s] = paper;
    });
}

bool waitLoaded(Library &library)
{
    if (!library.isLoading() && library.pendingCount() == 0)
        return true;
    QSignalSpy done(&library, &Library::loadingFinished);
    return done.wait(kWait) || (!library.isLoading() && library.pendingCount() == 0);
}

const LibraryEntry *entryNamed(const Library &library, const QString &fileName)
{
    for (const LibraryEntry &e : library.entries()) {
        if (QFileInfo(e.source).fileName() == fileName || e.source == fileName)
            return &e;
    }
    return nullptr;
}

} // namespace

class TestLibrary : public QObject {
    Q_OBJECT

private slots:
    void paperListText();
    void folderOfGoodAndBrokenFiles();
    void fileNameNotUtf8Named();
    void reviewProgressBesideTheRecord();
    void folderChangesWhileOpen();
    void fileChangedWhileQueued();
    void notAFolder();
    void listWith404And429();
    void listCancelled();
};

void TestLibrary::paperListText()
{
    const QByteArray text = "# my committee\n2509.00217\n\n  arXiv:2510.00001  # late\r\n"
                            "https://pith.science/paper/2509.00999\n#2509.00001\n";
    QCOMPARE(parsePaperList(text),
        QStringList({ u"2509.00217"_s, u"arXiv:2510.00001"_s,
            u"https://pith.science/paper/2509.00999"_s }));
    QTemporaryDir dir;
    QString error;
    QVERIFY(readPaperList(dir.path(), &error).isEmpty());
    QVERIFY2(error.contains(u"is a folder"_s), qPrintable(error));
    error.clear();
    QVERIFY(readPaperList(dir.filePath(u"missing.txt"_s), &error).isEmpty());
    QVERIFY2(error.startsWith(dir.filePath(u"missing.txt"_s) + u": "_s), qPrintable(error));
}

// A name that is not valid UTF-8 cannot be given to Qt's file classes: the file is an entry of
// its own, its name escaped, that says why it is not read, and is counted among the failures.
void TestLibrary::fileNameNotUtf8Named()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeFile(dir.filePath(u"a.json"_s), test::fixtureBytes());
    const QByteArray raw = QFile::encodeName(dir.path()) + "/caf\xe9-\xc3\xa9.json";
    const QByteArray bytes = test::fixtureBytes();
    FILE *f = std::fopen(raw.constData(), "wb");
    QVERIFY(f);
    QCOMPARE(std::fwrite(bytes.constData(), 1, size_t(bytes.size()), f), size_t(bytes.size()));
    std::fclose(f);

    Library library;
    QVERIFY(library.openFolder(dir.path()));
    QVERIFY(waitLoaded(library));
    QCOMPARE(library.entries().size(), 2);
    QCOMPARE(library.failureCount(), 1);
    const LibraryEntry *bad = entryNamed(library, u"caf\\xE9-\u00e9.json"_s);
    QVERIFY(bad);
    QVERIFY(!bad->ok() && !bad->isPending());
    QVERIFY2(bad->error.startsWith(bad->source + u": the file name is not valid UTF-8"_s),
        qPrintable(bad->error));
    QVERIFY(entryNamed(library, u"a.json"_s)->ok());

    QCOMPARE(escapedFileName("plain.json"), u"plain.json"_s);
    QCOMPARE(escapedFileName("\xff\xfe\xe2\x82\xac"), u"\\xFF\\xFE\u20ac"_s);
    QCOMPARE(escapedFileName("cut\xe2\x82"), u"cut\\xE2\\x82"_s);
}

void TestLibrary::folderOfGoodAndBrokenFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeFile(dir.filePath(u"a.json"_s), test::fixtureBytes());
    writeFile(dir.filePath(u"b.citation-record.json"_s), test::fixtureWithNoticeEvents());
    writeFile(dir.filePath(u"broken.json"_s), test::fixtureBytes().left(5000));
    writeFile(dir.filePath(u"tampered.json"_s), tamperedFixture());
    writeFile(dir.filePath(u"notes.txt"_s), "not a record");
    writeFile(dir.filePath(u"a.review.json"_s), "{ not even json"); // a review, not a record

    Library library;
    QSignalSpy progress(&library, &Library::progress);
    QVERIFY(library.openFolder(dir.path()));
    QCOMPARE(library.kind(), Library::Kind::Folder);
    QCOMPARE(library.location(), QDir(dir.path()).absolutePath());
    QVERIFY(waitLoaded(library));

    QCOMPARE(library.entries().size(), 4); // a, b, broken, tampered: name order
    QStringList names;
    for (const LibraryEntry &e : library.entries())
        names << QFileInfo(e.source).fileName();
    QCOMPARE(names,
        QStringList(
            { u"a.json"_s, u"b.citation-record.json"_s, u"broken.json"_s, u"tampered.json"_s }));
    QCOMPARE(library.failureCount(), 1);
    QCOMPARE(library.pendingCount(), 0);
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0).toInt(), 4);
    QCOMPARE(progress.last().at(1).toInt(), 4);

    // The broken file is listed with the reader's located message; the others are read.
    const LibraryEntry *broken = entryNamed(library, u"broken.json"_s);
    QVERIFY(broken && !broken->ok());
    QVERIFY2(broken->error.startsWith(dir.filePath(u"broken.json"_s) + u":"_s),
        qPrintable(broken->error));

    // Counted independently of the library: the fixture has 21 outbound observations, 10 of
    // them unresolved, no inbound, no notice event.
    const LibraryEntry *a = entryNamed(library, u"a.json"_s);
    QVERIFY(a && a->ok());
    QCOMPARE(a->summary->arxivId, u"2509.00217"_s);
    QVERIFY(a->summary->title.startsWith(u"Learning to Shard"_s));
    QCOMPARE(
        a->summary->asOf, QJsonDocument::fromJson(test::fixtureBytes())[u"as_of"_s].toString());
    QCOMPARE(a->summary->outbound, 21);
    QCOMPARE(a->summary->inbound, 0);
    QCOMPARE(a->summary->unresolved, 10);
    QCOMPARE(a->summary->unresolvedShare(), 10.0 / 21.0);
    QCOMPARE(a->summary->noticesWithEvents, 0);
    QVERIFY(a->summary->verdict != RecordVerdict::Level::Failed);
    QCOMPARE(a->summary->digestFailures, 0);
    QVERIFY(!a->summary->hasReview);
    // The unreadable review beside a.json is reported, and the record is still read.
    QVERIFY2(!a->summary->reviewError.isEmpty(), "an unreadable review file is named");
    QVERIFY(!a->record); // records are not kept unless asked

    const LibraryEntry *b = entryNamed(library, u"b.citation-record.json"_s);
    QVERIFY(b && b->ok());
    QCOMPARE(b->summary->noticesWithEvents, 3); // outbound 0, 1 and 4 carry events
    QCOMPARE(b->summary->eventTypes,
        QStringList({ u"retraction"_s, u"correction"_s, u"unspecified"_s }));

    const LibraryEntry *t = entryNamed(library, u"tampered.json"_s);
    QVERIFY(t && t->ok());
    QCOMPARE(t->summary->verdict, RecordVerdict::Level::Failed);
    QCOMPARE(t->summary->digestFailures, 1);
}

void TestLibrary::reviewProgressBesideTheRecord()
{
    QTemporaryDir dir;
    const QString recordPath = dir.filePath(u"x.json"_s);
    writeFile(recordPath, test::fixtureBytes());
    const ParseResult parsed = loadRecordFile(recordPath);
    QVERIFY(parsed.ok());
    const Record &r = *parsed.record;
    // Three decisions of the current digests and one of a digest that has changed since (stale:
    // not counted as reviewed).
    review::ReviewData data;
    data.arxivId = r.paper.arxivId;
    for (int i = 0; i < 4; ++i) {
        review::Entry e;
        e.decision = i == 1 ? review::Decision::NeedsFix : review::Decision::Confirmed;
        e.reviewer = u"tester"_s;
        e.at = QDateTime::currentDateTimeUtc();
        e.digest = i == 3 ? u"sha256:"_s + QString(64, u'1') : r.outbound[i].digest;
        data.entries.insert(r.outbound[i].id, e);
    }
    writeFile(review::reviewPathBesideFile(recordPath), review::toJson(data));

    Library library;
    library.setKeepRecords(true);
    QVERIFY(library.openFolder(dir.path()));
    QVERIFY(waitLoaded(library));
    QCOMPARE(library.entries().size(), 1); // x.review.json is no entry of its own
    const LibraryEntry &e = library.entries().first();
    QVERIFY(e.ok());
    QVERIFY(e.summary->hasReview);
    QCOMPARE(e.summary->reviewed, 3);
    QCOMPARE(e.summary->reviewPath, review::reviewPathBesideFile(recordPath));
    QVERIFY(e.record);
    QCOMPARE(e.record->outbound.size(), 21);
    // The window's library watches the folder; one read once (the command line's) asks the
    // system for no watches, so it cannot run out of them and warn.
    QVERIFY(library.findChild<QFileSystemWatcher *>());
    Library once;
    once.setWatchChanges(false);
    QVERIFY(once.openFolder(dir.path()));
    QVERIFY(waitLoaded(once));
    QCOMPARE(once.entries().size(), 1);
    QVERIFY(!once.findChild<QFileSystemWatcher *>());

    // A review file of another paper beside it: not read, and the Review column says so (with
    // the reason as its tooltip), never "not started".
    data.arxivId = u"2507.21276"_s;
    writeFile(review::reviewPathBesideFile(recordPath), review::toJson(data));
    Library other;
    QVERIFY(other.openFolder(dir.path()));
    QVERIFY(waitLoaded(other));
    const LibraryEntry &mismatched = other.entries().first();
    QVERIFY(!mismatched.summary->hasReview);
    QVERIFY2(mismatched.summary->reviewError.contains(u"2507.21276"_s),
        qPrintable(mismatched.summary->reviewError));
    LibraryModel model(&other);
    const QModelIndex cell = model.index(0, LibraryModel::ReviewColumn);
    QCOMPARE(cell.data().toString(), u"review file not read"_s);
    QCOMPARE(cell.data(Qt::ToolTipRole).toString(), mismatched.summary->reviewError);
}

void TestLibrary::folderChangesWhileOpen()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"a.json"_s), test::fixtureBytes());
    writeFile(dir.filePath(u"b.json"_s), test::fixtureBytes());
    Library library;
    QVERIFY(library.openFolder(dir.path()));
    QVERIFY(waitLoaded(library));
    QCOMPARE(library.entries().size(), 2);
    QCOMPARE(library.failureCount(), 0);

    // Added while open.
    QSignalSpy added(&library, &Library::entryAdded);
    writeFile(dir.filePath(u"c.json"_s), fixtureOfPaper(u"2509.00999"_s));
    QTRY_COMPARE_WITH_TIMEOUT(library.entries().size(), 3, kWait);
    QTRY_VERIFY_WITH_TIMEOUT(entryNamed(library, u"c.json"_s)->ok(), kWait);
    QCOMPARE(entryNamed(library, u"c.json"_s)->summary->arxivId, u"2509.00999"_s);
    QCOMPARE(added.size(), 1);

    // Changed: read and verified again; its digest now fails.
    writeFile(dir.filePath(u"a.json"_s), tamperedFixture());
    QTRY_VERIFY_WITH_TIMEOUT(entryNamed(library, u"a.json"_s)->ok()
            && entryNamed(library, u"a.json"_s)->summary->verdict == RecordVerdict::Level::Failed,
        kWait);
    // Broken in place: listed with its message, the others kept.
    writeFile(dir.filePath(u"b.json"_s), "{\"schema\": ");
    QTRY_VERIFY_WITH_TIMEOUT(!entryNamed(library, u"b.json"_s)->error.isEmpty(), kWait);
    QCOMPARE(library.entries().size(), 3);
    // Mended again.
    writeFile(dir.filePath(u"b.json"_s), test::fixtureBytes());
    QTRY_VERIFY_WITH_TIMEOUT(entryNamed(library, u"b.json"_s)->ok(), kWait);

    // Removed.
    QSignalSpy removed(&library, &Library::entryRemoved);
    QVERIFY(QFile::remove(dir.filePath(u"c.json"_s)));
    QTRY_COMPARE_WITH_TIMEOUT(library.entries().size(), 2, kWait);
    QCOMPARE(removed.size(), 1);
    QVERIFY(!entryNamed(library, u"c.json"_s));

    // Replaced by a rename (as editors save): still watched, read again.
    writeFile(dir.filePath(u"a.json.tmp"_s), test::fixtureBytes());
    QVERIFY(QFile::remove(dir.filePath(u"a.json"_s)));
    QVERIFY(QFile::rename(dir.filePath(u"a.json.tmp"_s), dir.filePath(u"a.json"_s)));
    QTRY_VERIFY_WITH_TIMEOUT(entryNamed(library, u"a.json"_s)
            && entryNamed(library, u"a.json"_s)->ok()
            && entryNamed(library, u"a.json"_s)->summary->verdict != RecordVerdict::Level::Failed,
        kWait);
    // And a later change of the renamed file is noticed too.
    writeFile(dir.filePath(u"a.json"_s), tamperedFixture());
    QTRY_VERIFY_WITH_TIMEOUT(entryNamed(library, u"a.json"_s)->ok()
            && entryNamed(library, u"a.json"_s)->summary->verdict == RecordVerdict::Level::Failed,
        kWait);
    QVERIFY(!library.isLoading());
}

void TestLibrary::fileChangedWhileQueued()
{
    // Many files, one reader: files added and removed while the first are still being read.
    QTemporaryDir dir;
    for (int i = 0; i < 12; ++i)
        writeFile(dir.filePath(u"r%1.json"_s.arg(i, 2, 10, QChar(u'0'))), test::fixtureBytes());
    Library library;
    library.setMaxParallelLoads(1);
    QVERIFY(library.openFolder(dir.path()));
    QVERIFY(QFile::remove(dir.filePath(u"r11.json"_s)));
    writeFile(dir.filePath(u"r12.json"_s), test::fixtureBytes());
    // Seen by the watcher: r12 came, r11 went; then everything is read.
    QTRY_VERIFY_WITH_TIMEOUT(
        entryNamed(library, u"r12.json"_s) && !entryNamed(library, u"r11.json"_s), kWait);
    QTRY_VERIFY_WITH_TIMEOUT(library.pendingCount() == 0 && !library.isLoading(), kWait);
    QCOMPARE(library.entries().size(), 12);
    QVERIFY(entryNamed(library, u"r12.json"_s)->ok());
    QCOMPARE(library.failureCount(), 0);
}

void TestLibrary::notAFolder()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"a.json"_s), test::fixtureBytes());
    Library library;
    QString error;
    QVERIFY(!library.openFolder(dir.filePath(u"a.json"_s), &error));
    QVERIFY2(error.contains(u"is not a folder"_s), qPrintable(error));
    QVERIFY(!library.openFolder(dir.filePath(u"nowhere"_s), &error));
    QVERIFY2(error.contains(u"no such folder"_s), qPrintable(error));
    // A list without a fetcher is refused, not crashed on.
    writeFile(dir.filePath(u"list.txt"_s), "2509.00217\n");
    QVERIFY(!library.openList(dir.filePath(u"list.txt"_s), &error));
    QVERIFY(!error.isEmpty());
}

void TestLibrary::listWith404And429()
{
    TestServer server;
    QVERIFY2(server.listenHttp(), qPrintable(server.errorString()));
    // 2509.00217: first "429, Retry-After: 1", then the record. 2509.00999: its record.
    // 2509.00404: 404. 2509.00429: always 429.
    QMutex mutex;
    QList<QPair<QByteArray, qint64>> seen; // path, ms since start, in the order asked
    QElapsedTimer clock;
    clock.start();
    int asked217 = 0;
    const QByteArray fixture = test::fixtureBytes();
    const QByteArray other = fixtureOfPaper(u"2509.00999"_s);
    auto record = [](const QByteArray &path) -> QByteArray {
        return "/paper/" + path + "/citation-record.json";
    };
    server.setRoute(record("2509.00217"), [&](const RecordedRequest &) {
        QMutexLocker lock(&mutex);
        seen.append({ "2509.00217", clock.elapsed() });
        if (asked217++ == 0)
            return ScriptedResponse::withStatus(429, "slow down", { { "Retry-After", "1" } });
        return ScriptedResponse::ok(fixture);
    });
    server.setRoute(record("2509.00999"), [&](const RecordedRequest &) {
        QMutexLocker lock(&mutex);
        seen.append({ "2509.00999", clock.elapsed() });
        return ScriptedResponse::ok(other);
    });
    server.setRoute(record("2509.00429"), [&](const RecordedRequest &) {
        QMutexLocker lock(&mutex);
        seen.append({ "2509.00429", clock.elapsed() });
        return ScriptedResponse::withStatus(429, "slow down", { { "Retry-After", "1" } });
    });
    server.setRoute(record("2509.00404"), [&](const RecordedRequest &) {
        QMutexLocker lock(&mutex);
        seen.append({ "2509.00404", clock.elapsed() });
        return ScriptedResponse::withStatus(404, "no record");
    });

    QTemporaryDir dir;
    const QString listPath = dir.filePath(u"papers.txt"_s);
    writeFile(listPath,
        "# the committee's papers\n2509.00217\n2509.00404\n" + server.baseUrl().toString().toUtf8()
            + "/paper/2509.00999\n2509.00429\n2509.00217\n");

    QNetworkAccessManager nam;
    net::Fetcher fetcher(&nam);
    open::FetchPolicy policy;
    policy.baseUrl = server.baseUrl();
    policy.baseUrlGiven = true;
    Library library;
    library.setFetcher(&fetcher, policy);
    library.setMaxParallelFetches(1); // one at a time: the order of requests shows the waiting
    library.setRateLimitRetries(1);
    QSignalSpy progress(&library, &Library::progress);
    QVERIFY(library.openList(listPath));
    QCOMPARE(library.kind(), Library::Kind::List);
    QCOMPARE(library.entries().size(), 4); // the repeated id once
    QVERIFY(waitLoaded(library));

    const LibraryEntry *good = entryNamed(library, u"2509.00217"_s);
    QVERIFY(good);
    QVERIFY2(good->ok(), qPrintable(good->error));
    QCOMPARE(good->summary->arxivId, u"2509.00217"_s);
    QCOMPARE(good->summary->unresolved, 10);
    QCOMPARE(good->fromFile, false);
    const LibraryEntry *byUrl
        = entryNamed(library, server.baseUrl().toString() + u"/paper/2509.00999"_s);
    QVERIFY(byUrl);
    QVERIFY2(byUrl->ok(), qPrintable(byUrl->error));
    QCOMPARE(byUrl->summary->arxivId, u"2509.00999"_s);
    const LibraryEntry *missing = entryNamed(library, u"2509.00404"_s);
    QVERIFY(missing && !missing->ok());
    QVERIFY2(missing->error.contains(u"404"_s), qPrintable(missing->error));
    const LibraryEntry *limited = entryNamed(library, u"2509.00429"_s);
    QVERIFY(limited && !limited->ok());
    QVERIFY2(limited->error.contains(u"429"_s), qPrintable(limited->error));
    QCOMPARE(library.failureCount(), 2);
    QCOMPARE(progress.last().at(0).toInt(), 4);
    QCOMPARE(progress.last().at(1).toInt(), 4);

    // The rate-limited paper was asked again first, and nothing was sent to the server before the
    // second its Retry-After named had passed (a lower bound: how long the machine took beyond
    // it does not matter).
    QMutexLocker lock(&mutex);
    QList<QByteArray> order;
    for (const auto &s : std::as_const(seen))
        order << s.first;
    QCOMPARE(order,
        QList<QByteArray>({ "2509.00217", "2509.00217", "2509.00404", "2509.00999", "2509.00429",
            "2509.00429" }));
    QVERIFY2(seen[1].second - seen[0].second >= 950,
        qPrintable(u"retried after %1 ms"_s.arg(seen[1].second - seen[0].second)));
    QVERIFY2(seen[5].second - seen[4].second >= 950,
        qPrintable(u"retried after %1 ms"_s.arg(seen[5].second - seen[4].second)));
}

void TestLibrary::listCancelled()
{
    TestServer server;
    QVERIFY2(server.listenHttp(), qPrintable(server.errorString()));
    server.setRoute(
        "/paper/2509.00217/citation-record.json", ScriptedResponse::ok(test::fixtureBytes()));
    server.setFallback(ScriptedResponse::behaving(ScriptedResponse::Behaviour::NeverAnswer));
    QNetworkAccessManager nam;
    net::Fetcher fetcher(&nam);
    open::FetchPolicy policy;
    policy.baseUrl = server.baseUrl();
    policy.baseUrlGiven = true;
    Library library;
    library.setFetcher(&fetcher, policy);
    library.setMaxParallelFetches(2);
    QSignalSpy finished(&library, &Library::loadingFinished);
    QVERIFY(library.openPapers(
        { u"2509.00217"_s, u"2509.00001"_s, u"2509.00002"_s, u"2509.00003"_s, u"2509.00004"_s }));
    QTRY_VERIFY_WITH_TIMEOUT(entryNamed(library, u"2509.00217"_s)->ok(), kWait);
    QTRY_COMPARE_WITH_TIMEOUT(server.requestCount(), 3, kWait); // 217, then two that hang
    QVERIFY(library.isLoading());
    library.cancel();
    QVERIFY(!library.isLoading());
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().at(0).toBool(), true);
    QCOMPARE(library.entries().size(), 5);
    QVERIFY(entryNamed(library, u"2509.00217"_s)->ok()); // what was read is kept
    QCOMPARE(library.failureCount(), 4);
    QCOMPARE(library.pendingCount(), 0);
    for (const LibraryEntry &e : library.entries()) {
        if (!e.ok())
            QVERIFY2(e.error.contains(u"cancelled"_s), qPrintable(e.error));
    }
    // Nothing more arrives after the cancel.
    QTest::qWait(200);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(server.requestCount(), 3);
}

QTEST_GUILESS_MAIN(TestLibrary)
#include "tst_library.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The snapshot store on real SQLite files: kept once per paper and context digest, newest first,
// pruned per paper; a child process killed inside a write loses nothing stored before; a
// damaged or foreign database is set aside byte for byte, never written over. Another process
// (the sqlite3 tool) holding the database is waited for, then reported as in use, and nothing of
// it is set aside; a stored row is expanded only up to its recorded size and the record cap.
#include "models/history/recorddiff.h"
#include "models/history/snapshotstore.h"
#include "models/history/watchlist.h"
#include "models/record/parser.h"
#include "models/record/verdict.h"
#include "tests/timing.h"
#include "testutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QMap>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

#include <sys/resource.h>
#include <sys/stat.h>

#include <cstdio>
#include <thread>

using namespace Qt::StringLiterals;
using namespace pith;
using namespace pith::history;
using pith::test::consistentFixture;

namespace {

QByteArray copyWithStatus(int index, const QString &status, const QString &asOf = {})
{
    return pith::test::publishedFixture([&](QJsonObject &r) {
        if (!asOf.isEmpty())
            r[u"as_of"_s] = asOf;
        pith::test::editOutbound(r, index, [&](QJsonObject &o) {
            QJsonObject res = o[u"resolution"_s].toObject();
            res[u"status"_s] = status;
            o[u"resolution"_s] = res;
        });
    });
}

QByteArray otherPaper()
{
    return consistentFixture([](QJsonObject &r) {
        QJsonObject paper = r[u"paper"_s].toObject();
        paper[u"arxiv_id"_s] = u"2507.21276"_s;
        r[u"paper"_s] = paper;
    });
}

RecordPtr parse(const QByteArray &bytes)
{
    const ParseResult r = parseRecord(bytes, u"test.json"_s);
    if (!r.ok())
        qFatal("does not parse: %s", qPrintable(r.error.toString()));
    return r.record;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// The sqlite3 command-line tool as a second process on a database, fed statements on its
// standard input as the test goes. `.shell echo WORD` after them says how far it got (its own
// output is buffered, the echo's is not).
// The other process's own row in the history table.
const QByteArray kForeignRowSql
    = "INSERT INTO snapshots (arxiv_id, context_digest, stored_at, seen_at, source, size, data) "
      "VALUES ('2601.99999', 'sha256:sqlite3', '2026-01-01T00:00:00.000Z', "
      "'2026-01-01T00:00:00.000Z', 'sqlite3', 1, x'00');";

// A store at path holding one copy (the fixture), closed again.
bool storeOneCopy(const QString &path)
{
    const QByteArray first = consistentFixture([](QJsonObject &) {});
    SnapshotStore store(path);
    return store.open() && store.store(first, *parse(first), u"first"_s).ok;
}

class SqliteShell {
public:
    explicit SqliteShell(const QString &database)
    {
        m_process.start(QStandardPaths::findExecutable(u"sqlite3"_s), { u"-batch"_s, database });
    }
    ~SqliteShell()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    bool started() { return m_process.waitForStarted(10000); }
    // Sends `sql` and returns once the tool has run it (false after 10 s).
    bool run(const QByteArray &sql, const QByteArray &word)
    {
        send(sql + "\n.shell echo " + word);
        const QByteArray line = word + '\n';
        while (!m_said.contains(line) && m_process.waitForReadyRead(10000))
            m_said += m_process.readAllStandardOutput();
        return m_said.contains(line);
    }
    // Started, in journalMode ("DELETE" or "WAL"), holding the write lock (BEGIN EXCLUSIVE) with
    // a row of its own inserted and not committed.
    bool holdWriteLock(const QByteArray &journalMode)
    {
        return started()
            && run(".timeout 5000\nPRAGMA journal_mode=" + journalMode + ";\nBEGIN EXCLUSIVE;\n"
                    + kForeignRowSql,
                "locked");
    }
    // Sends `sql` without waiting for it to run.
    void send(const QByteArray &sql)
    {
        m_process.write(sql + '\n');
        m_process.waitForBytesWritten(5000);
    }
    // Quits; its standard error (empty when every statement succeeded), or a note when it did
    // not end well.
    QByteArray quit()
    {
        send(".quit");
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(10000))
            return "sqlite3 did not finish";
        QByteArray err = m_process.readAllStandardError();
        if (m_process.exitStatus() != QProcess::NormalExit || m_process.exitCode() != 0)
            err += "sqlite3 exit code " + QByteArray::number(m_process.exitCode());
        return err;
    }

private:
    QProcess m_process;
    QByteArray m_said;
};

// What was set aside of the database `path` (with its journals).
QStringList setAsideFiles(const QString &path)
{
    const QFileInfo info(path);
    return info.dir().entryList(
        { info.fileName() + "*set-aside*"_L1 }, QDir::Files | QDir::System | QDir::Hidden);
}

// qCompress's format (the size, 4 bytes big-endian, as `claimed`) around a zlib stream of
// `chunks` times 16 MiB of zeros, built without holding the zeros: each chunk ends in a full
// flush, so every chunk after the first compresses to the same bytes.
QByteArray compressedZeros(int chunks, quint32 claimed)
{
    const qint64 chunk = 16 << 20;
    const QByteArray zeros(chunk, '\0');
    z_stream z {};
    if (deflateInit(&z, Z_BEST_COMPRESSION) != Z_OK)
        qFatal("deflateInit");
    auto deflateSome = [&](const QByteArray &in, int flush) {
        QByteArray out(1 << 20, Qt::Uninitialized);
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.constData()));
        z.avail_in = uInt(in.size());
        z.next_out = reinterpret_cast<Bytef *>(out.data());
        z.avail_out = uInt(out.size());
        const int rc = deflate(&z, flush);
        if ((rc != Z_OK && rc != Z_STREAM_END) || z.avail_in != 0 || z.avail_out == 0)
            qFatal("deflate");
        out.truncate(out.size() - qsizetype(z.avail_out));
        return out;
    };
    const QByteArray first = deflateSome(zeros, Z_FULL_FLUSH); // with the zlib header
    const QByteArray again = deflateSome(zeros, Z_FULL_FLUSH);
    const QByteArray end = deflateSome({}, Z_FINISH).chopped(4); // the last block, no checksum
    deflateEnd(&z);
    const uLong one = adler32(
        adler32(0, nullptr, 0), reinterpret_cast<const Bytef *>(zeros.constData()), uInt(chunk));
    uLong sum = one;
    QByteArray stream = first;
    for (int i = 1; i < chunks; ++i) {
        stream += again;
        sum = adler32_combine(sum, one, chunk);
    }
    stream += end;
    for (int shift : { 24, 16, 8, 0 })
        stream += char((sum >> shift) & 0xff);
    QByteArray stored;
    for (int shift : { 24, 16, 8, 0 })
        stored += char((claimed >> shift) & 0xff);
    return stored + stream;
}

qint64 peakRssKiB()
{
    struct rusage usage { };
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

// The child that expands one stored copy: says how much it got, what the store said and how
// much more memory it took at its peak.
int bytesChildMain()
{
    SnapshotStore store(qEnvironmentVariable("PITH_STORE_BYTES"));
    if (!store.open())
        return 3;
    const qint64 before = peakRssKiB();
    const QByteArray data = store.bytes(qEnvironmentVariable("PITH_STORE_BYTES_ID").toLongLong());
    std::printf("size=%lld\ngrew_kib=%lld\nerror=%s\n", static_cast<long long>(data.size()),
        static_cast<long long>(peakRssKiB() - before), qPrintable(store.error()));
    return 0;
}

// The child: stores a new copy and, inside the transaction, says so and waits to be killed.
int childMain()
{
    SnapshotStore store(qEnvironmentVariable("PITH_STORE_CHILD"));
    if (!store.open())
        return 3;
    const QByteArray bytes = readAll(qEnvironmentVariable("PITH_STORE_CHILD_RECORD"));
    store.setBeforeCommitHook([] {
        std::fputs("in-transaction\n", stdout);
        std::fflush(stdout);
        std::this_thread::sleep_for(std::chrono::seconds(120));
    });
    store.store(bytes, *parse(bytes), u"child"_s);
    return 4; // never reached: the parent kills it first
}

} // namespace

class TestSnapshotStore final : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_dir.isValid()); }

    void storedOncePerContent()
    {
        SnapshotStore store(m_dir.filePath(u"a/b/history.sqlite"_s)); // folders made as needed
        QVERIFY2(store.open(), qPrintable(store.error()));
        QVERIFY(store.notice().isEmpty());
        const QByteArray first = consistentFixture([](QJsonObject &) {});
        const StoreResult a = store.store(first, *parse(first), u"/tmp/first.json"_s);
        QVERIFY2(a.ok, qPrintable(a.error));
        QVERIFY(a.isNew);
        QVERIFY(!a.previous);
        QCOMPARE(a.snapshot.arxivId, u"2509.00217"_s);
        QCOMPARE(a.snapshot.asOf, u"2026-08-10T10:32:00Z"_s);
        QCOMPARE(a.snapshot.outbound, 21);
        QCOMPARE(a.snapshot.verdict, u"clean"_s);
        QCOMPARE(a.snapshot.bytes, first.size());
        QCOMPARE(store.bytes(a.snapshot.id), first);

        // The same content with a new as_of: kept once, seen again, from its new source.
        const QByteArray later = copyWithStatus(0, u"unresolved"_s, u"2026-09-01T00:00:00Z"_s);
        const StoreResult b = store.store(later, *parse(later), u"http://127.0.0.1/x"_s);
        QVERIFY(b.ok);
        QVERIFY(!b.isNew);
        QCOMPARE(b.snapshot.id, a.snapshot.id);
        QCOMPARE(b.previous->id, a.snapshot.id);
        QCOMPARE(b.snapshot.source, u"http://127.0.0.1/x"_s);
        QCOMPARE(store.count(), 1);

        QCOMPARE(b.snapshot.asOf, u"2026-08-10T10:32:00Z"_s); // the bytes kept say so
        QCOMPARE(b.snapshot.lastAsOf, u"2026-09-01T00:00:00Z"_s);

        // Different content, later: a second copy, compared with the first.
        const QByteArray changed
            = copyWithStatus(0, u"verified_exact"_s, u"2026-10-01T00:00:00Z"_s);
        const StoreResult c = store.store(changed, *parse(changed), u"/tmp/changed.json"_s);
        QVERIFY(c.isNew);
        QCOMPARE(c.previous->id, a.snapshot.id);
        QCOMPARE(store.count(), 2);
        const QList<SnapshotInfo> list = store.snapshots(u"2509.00217"_s);
        QCOMPARE(list.size(), 2);
        QCOMPARE(list[0].id, c.snapshot.id); // newest first
        QCOMPARE(list[1].id, a.snapshot.id);
        QCOMPARE(store.bytes(c.snapshot.id), changed);

        // Another paper is another key.
        const QByteArray other = otherPaper();
        const StoreResult d = store.store(other, *parse(other), u"/tmp/other.json"_s);
        QVERIFY(d.isNew);
        QVERIFY(!d.previous);
        QCOMPARE(store.papers(), QStringList({ u"2507.21276"_s, u"2509.00217"_s }));

        // Reopened: everything is still there.
        SnapshotStore again(store.path());
        QVERIFY(again.open());
        QCOMPARE(again.count(), 3);
        QCOMPARE(again.bytes(a.snapshot.id), first);
        QVERIFY(again.sizeOnDisk() > 0);
    }

    // Copies are compared by as_of, not by when they were read: an older file opened later is
    // compared with the copy before it and told it is older; another content with the same as_of
    // is a conflict, never a change; content re-issued unchanged moves its latest as_of on.
    void orderedByAsOf()
    {
        SnapshotStore store(m_dir.filePath(u"asof.sqlite"_s));
        QVERIFY2(store.open(), qPrintable(store.error()));
        auto put = [&](const QByteArray &bytes, const QString &source) {
            const StoreResult r = store.store(bytes, *parse(bytes), source);
            if (!r.ok)
                qFatal("not stored: %s", qPrintable(r.error));
            return r;
        };
        const QByteArray aug = consistentFixture([](QJsonObject &) {}); // 2026-08-10T10:32:00Z
        const QByteArray oct = copyWithStatus(0, u"verified_exact"_s, u"2026-10-01T00:00:00Z"_s);
        const QByteArray sep = copyWithStatus(1, u"verified_exact"_s, u"2026-09-01T00:00:00Z"_s);
        // Another content claiming the same time as `oct`, written with another offset.
        const QByteArray octOther
            = copyWithStatus(2, u"verified_exact"_s, u"2026-10-01T02:00:00+02:00"_s);

        const StoreResult a = put(aug, u"/data/aug.json"_s);
        const StoreResult b = put(oct, u"/data/oct.json"_s);
        QCOMPARE(b.previous->id, a.snapshot.id);
        QVERIFY(!b.newer);
        QVERIFY(!b.conflict);

        // Read last, assembled in between: compared with August, and older than October.
        const StoreResult c = put(sep, u"/data/sep.json"_s);
        QVERIFY(c.isNew);
        QCOMPARE(c.previous->id, a.snapshot.id);
        QVERIFY(c.newer);
        QCOMPARE(c.newer->id, b.snapshot.id);
        QVERIFY(!c.conflict);

        // Same as_of, other content: a conflict with October, whose source is named.
        const StoreResult d = put(octOther, u"http://127.0.0.1/oct"_s);
        QVERIFY(d.isNew);
        QVERIFY(d.conflict);
        QCOMPARE(d.conflict->id, b.snapshot.id);
        QCOMPARE(d.conflict->source, u"/data/oct.json"_s);
        QVERIFY(!d.newer);
        const QString sentence
            = conflictSentence(u"2026-10-01T00:00:00Z"_s, d.snapshot.source, d.conflict->source);
        QVERIFY2(sentence.contains(u"/data/oct.json"_s)
                && sentence.contains(u"http://127.0.0.1/oct"_s)
                && sentence.contains(u"1 Oct 2026 00:00:00 UTC"_s),
            qPrintable(sentence));
        // October seen again still conflicts with the other content of its time.
        const StoreResult again = put(oct, u"/data/oct.json"_s);
        QVERIFY(!again.isNew);
        QCOMPARE(again.conflict->id, d.snapshot.id);

        // August re-issued unchanged in November: one copy, its latest as_of moved on, and
        // compared with a copy of October.
        const StoreResult nov = put(pith::test::publishedFixture([](QJsonObject &r) {
            r[u"as_of"_s] = u"2026-11-01T00:00:00Z"_s;
        }),
            u"/data/nov.json"_s);
        QVERIFY(!nov.isNew);
        QCOMPARE(nov.snapshot.id, a.snapshot.id);
        QCOMPARE(nov.snapshot.asOf, u"2026-08-10T10:32:00Z"_s);
        QCOMPARE(nov.snapshot.lastAsOf, u"2026-11-01T00:00:00Z"_s);
        QVERIFY(nov.previous->id == b.snapshot.id || nov.previous->id == d.snapshot.id);
        QVERIFY(!nov.newer);
        QCOMPARE(store.bytes(a.snapshot.id), aug); // the bytes first kept

        // The August file opened again: the same content at its own as_of, nothing compared, and
        // older than the copies after it.
        const StoreResult old = put(aug, u"/data/aug.json"_s);
        QCOMPARE(old.previous->id, a.snapshot.id);
        QVERIFY(old.newer);
        QCOMPARE(compareAsOf(old.newer->lastAsOf, u"2026-10-01T00:00:00Z"_s), 0);
        QCOMPARE(store.snapshots(u"2509.00217"_s).size(), 4);

        // A copy that fails is compared, as its claim, with what verifies at its time: no
        // conflict is made of a forgery.
        const QByteArray forged = pith::test::mutatedFixture([](QJsonObject &r) {
            r[u"as_of"_s] = u"2026-09-01T00:00:00Z"_s;
            pith::test::editOutbound(r, 3, [](QJsonObject &o) {
                QJsonObject res = o[u"resolution"_s].toObject();
                res[u"status"_s] = u"verified_exact"_s;
                o[u"resolution"_s] = res;
            });
        });
        const StoreResult f = put(forged, u"http://127.0.0.1/forged"_s);
        QCOMPARE(f.snapshot.verdict, u"failed"_s);
        QVERIFY(!f.conflict);
        QCOMPARE(f.previous->id, c.snapshot.id);
    }

    void compareAsOfReadsTimes_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("order");
        QTest::newRow("same") << u"2026-08-10T10:32:00Z"_s << u"2026-08-10T10:32:00Z"_s << 0;
        QTest::newRow("offset") << u"2026-11-01T00:30:00+01:00"_s << u"2026-10-31T23:30:00Z"_s << 0;
        QTest::newRow("fraction") << u"2026-08-10T10:32:00.500Z"_s << u"2026-08-10T10:32:00Z"_s
                                  << 1;
        QTest::newRow("earlier") << u"2026-08-09T23:59:59Z"_s << u"2026-08-10T00:00:00Z"_s << -1;
        // Text where either is no time.
        QTest::newRow("text") << u"later"_s << u"2026-08-10T00:00:00Z"_s << 1;
    }
    void compareAsOfReadsTimes()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, order);
        QCOMPARE(compareAsOf(a, b), order);
        QCOMPARE(compareAsOf(b, a), -order);
    }

    // Two connections creating one new database at the same moment: one makes its tables, the
    // other uses them; neither takes the file half made for one that is not ours.
    void createdTwiceAtOnceNeverSetAside()
    {
        int setAside = 0;
        for (int round = 0; round < 150; ++round) {
            const QString path = m_dir.filePath(u"race-%1.sqlite"_s.arg(round));
            QString notices[2];
            bool opened[2] = { false, false };
            std::thread other([&] {
                SnapshotStore store(path);
                opened[1] = store.open();
                notices[1] = store.notice();
            });
            {
                SnapshotStore store(path);
                opened[0] = store.open();
                notices[0] = store.notice();
            }
            other.join();
            QVERIFY2(opened[0] && opened[1], qPrintable(path));
            setAside += int(!notices[0].isEmpty()) + int(!notices[1].isEmpty());
            QVERIFY2(
                notices[0].isEmpty() && notices[1].isEmpty(), qPrintable(notices[0] + notices[1]));
        }
        QCOMPARE(setAside, 0);
    }

    // A database of the first schema (one as_of per copy) is brought up to date as it is opened,
    // its copies kept, each with its as_of as the latest.
    void firstSchemaUpgraded()
    {
        const QString path = m_dir.filePath(u"schema1.sqlite"_s);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"schema1"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"CREATE TABLE snapshots (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                           "arxiv_id TEXT NOT NULL, context_digest TEXT NOT NULL, as_of TEXT, "
                           "stored_at TEXT NOT NULL, seen_at TEXT NOT NULL, source TEXT, "
                           "outbound INTEGER, inbound INTEGER, verdict TEXT, size INTEGER, "
                           "data BLOB NOT NULL, UNIQUE (arxiv_id, context_digest))"_s));
            QVERIFY(q.exec(u"PRAGMA user_version = 1"_s));
            const QByteArray bytes = consistentFixture([](QJsonObject &) {});
            q.prepare(u"INSERT INTO snapshots (arxiv_id, context_digest, as_of, stored_at, "
                      "seen_at, source, outbound, inbound, verdict, size, data) VALUES "
                      "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
            const RecordPtr record = parse(bytes);
            for (const QVariant &v :
                QVariantList { record->paper.arxivId, record->computedContextDigest, record->asOf,
                    u"2026-08-11T00:00:00.000Z"_s, u"2026-08-11T00:00:00.000Z"_s, u"/old.json"_s,
                    21, 0, u"warnings"_s, bytes.size(), qCompress(bytes) })
                q.addBindValue(v);
            QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"schema1"_s);

        SnapshotStore store(path);
        QVERIFY2(store.open(), qPrintable(store.error()));
        QVERIFY(store.notice().isEmpty()); // nothing set aside
        const QList<SnapshotInfo> copies = store.snapshots(u"2509.00217"_s);
        QCOMPARE(copies.size(), 1);
        QCOMPARE(copies[0].lastAsOf, copies[0].asOf);
        const QByteArray later = pith::test::publishedFixture(
            [](QJsonObject &r) { r[u"as_of"_s] = u"2026-12-01T00:00:00Z"_s; });
        const StoreResult r = store.store(later, *parse(later), u"/new.json"_s);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.snapshot.id, copies[0].id);
        QCOMPARE(r.snapshot.lastAsOf, u"2026-12-01T00:00:00Z"_s);
    }

    // A copy whose digests fail (a forged answer) is kept with its verdict, but is never what
    // the next copy is compared with; the comparison counts the failing copies it passed over.
    void failingCopyNeverTheBaseline()
    {
        SnapshotStore store(m_dir.filePath(u"failing.sqlite"_s));
        QVERIFY2(store.open(), qPrintable(store.error()));
        const QByteArray verified = consistentFixture([](QJsonObject &) {});
        const StoreResult a = store.store(verified, *parse(verified), u"/tmp/a.json"_s);
        QVERIFY(a.ok);
        QCOMPARE(a.failingSkipped, 0);

        // The status edited, the digests left as they were: 1 observation fails.
        const QByteArray forged = pith::test::mutatedFixture([](QJsonObject &r) {
            pith::test::editOutbound(r, 0, [](QJsonObject &o) {
                QJsonObject res = o[u"resolution"_s].toObject();
                res[u"status"_s] = u"verified_exact"_s;
                o[u"resolution"_s] = res;
            });
        });
        QVERIFY(!recordVerdict(*parse(forged)).ok());
        const StoreResult b = store.store(forged, *parse(forged), u"http://127.0.0.1/forged"_s);
        QVERIFY2(b.ok, qPrintable(b.error));
        QVERIFY(b.isNew);
        QCOMPARE(b.snapshot.verdict, u"failed"_s);
        QCOMPARE(b.previous->id, a.snapshot.id); // compared with the copy that verifies
        QCOMPARE(b.failingSkipped, 0);

        // The next copy that verifies is compared with the first, not with the forged one.
        const QByteArray later = copyWithStatus(1, u"verified_exact"_s, u"2026-09-01T00:00:00Z"_s);
        const StoreResult c = store.store(later, *parse(later), u"/tmp/c.json"_s);
        QCOMPARE(c.previous->id, a.snapshot.id);
        QCOMPARE(c.failingSkipped, 1);
        // The forged copy seen again is still compared with the copy that verifies at its as_of.
        const StoreResult again = store.store(forged, *parse(forged), u"http://127.0.0.1/forged"_s);
        QVERIFY(!again.isNew);
        QCOMPARE(again.previous->id, a.snapshot.id);
        QCOMPARE(again.newer->id, c.snapshot.id);
        QCOMPARE(again.failingSkipped, 0); // itself left out
        const QByteArray next = copyWithStatus(2, u"verified_exact"_s, u"2026-10-01T00:00:00Z"_s);
        const StoreResult d = store.store(next, *parse(next), u"/tmp/d.json"_s);
        QCOMPARE(d.previous->id, c.snapshot.id);
        QCOMPARE(d.failingSkipped, 0); // the forged copy says August, before c
        // One that fails between c and d is passed over by the next comparison.
        const QByteArray forgedLater = pith::test::mutatedFixture([](QJsonObject &r) {
            r[u"as_of"_s] = u"2026-09-15T00:00:00Z"_s;
            pith::test::editOutbound(r, 4, [](QJsonObject &o) {
                QJsonObject res = o[u"resolution"_s].toObject();
                res[u"status"_s] = u"verified_exact"_s;
                o[u"resolution"_s] = res;
            });
        });
        QCOMPARE(
            store.store(forgedLater, *parse(forgedLater), u"f"_s).snapshot.verdict, u"failed"_s);
        const StoreResult dAgain = store.store(next, *parse(next), u"/tmp/d.json"_s);
        QCOMPARE(dAgain.previous->id, d.snapshot.id); // itself, seen with this as_of before
        QCOMPARE(dAgain.failingSkipped, 0);
        const QByteArray last = copyWithStatus(3, u"verified_exact"_s, u"2026-09-20T00:00:00Z"_s);
        QCOMPARE(store.store(last, *parse(last), u"/tmp/e.json"_s).failingSkipped, 1);
        QCOMPARE(
            store.snapshots(u"2509.00217"_s).size(), 6); // every copy kept, the forged ones too

        // Only copies that fail: no baseline at all.
        const auto otherId = [](QJsonObject &r) {
            QJsonObject paper = r[u"paper"_s].toObject();
            paper[u"arxiv_id"_s] = u"2507.21276"_s;
            r[u"paper"_s] = paper;
        };
        const QByteArray otherForged = pith::test::mutatedFixture([&](QJsonObject &r) {
            otherId(r);
            pith::test::editOutbound(r, 0, [](QJsonObject &o) {
                QJsonObject res = o[u"resolution"_s].toObject();
                res[u"status"_s] = u"verified_exact"_s;
                o[u"resolution"_s] = res;
            });
        });
        const StoreResult e = store.store(otherForged, *parse(otherForged), u"o"_s);
        QCOMPARE(e.snapshot.verdict, u"failed"_s);
        QVERIFY(!e.previous);
        const QByteArray otherVerified = otherPaper();
        const StoreResult f = store.store(otherVerified, *parse(otherVerified), u"o2"_s);
        QVERIFY(!f.previous);
        QCOMPARE(f.failingSkipped, 1);

        // The same content first read with a forged context digest, then as published: one
        // copy, and the bytes that verify are the ones kept.
        const auto thirdId = [](QJsonObject &r) {
            QJsonObject paper = r[u"paper"_s].toObject();
            paper[u"arxiv_id"_s] = u"2601.00001"_s;
            r[u"paper"_s] = paper;
        };
        const QByteArray published = consistentFixture(thirdId);
        QByteArray wrongDigest = published;
        const qsizetype key = wrongDigest.indexOf("\"context_digest\"");
        QVERIFY(key >= 0);
        const qsizetype at = wrongDigest.indexOf("sha256:", key) + 7;
        QVERIFY(at > key);
        wrongDigest[at] = wrongDigest[at] == '0' ? '1' : '0';
        const StoreResult g = store.store(wrongDigest, *parse(wrongDigest), u"g"_s);
        QCOMPARE(g.snapshot.verdict, u"failed"_s);
        const StoreResult h = store.store(published, *parse(published), u"h"_s);
        QVERIFY(!h.isNew);
        QCOMPARE(h.snapshot.id, g.snapshot.id);
        QCOMPARE(h.snapshot.verdict, u"warnings"_s); // the thesis names the fixture's paper
        QCOMPARE(store.bytes(h.snapshot.id), published);
    }

    // One copy forgotten by its number, a paper's history cleared; the other paper's copies and
    // an unknown number are left as they are.
    void forgetOneClearAPaper()
    {
        SnapshotStore store(m_dir.filePath(u"forget.sqlite"_s));
        QVERIFY(store.open());
        QList<qint64> ids;
        for (int i = 0; i < 3; ++i) {
            const QByteArray bytes = copyWithStatus(i, u"verified_exact"_s);
            ids << store.store(bytes, *parse(bytes), u"f"_s).snapshot.id;
        }
        const QByteArray other = otherPaper();
        store.store(other, *parse(other), u"o"_s);
        QCOMPARE(store.forget(ids[1]), 1);
        QCOMPARE(store.forget(ids[1]), 0); // gone already
        QCOMPARE(store.forget(999), 0);
        QCOMPARE(store.snapshots(u"2509.00217"_s).size(), qsizetype(2));
        QVERIFY(!store.snapshot(ids[1]));
        QCOMPARE(store.clearPaper(u"2509.00217"_s), 2);
        QCOMPARE(store.count(), 1);
        QCOMPARE(store.papers(), QStringList { u"2507.21276"_s });
    }

    void pruneKeepsNewestPerPaper()
    {
        SnapshotStore store(m_dir.filePath(u"prune.sqlite"_s));
        QVERIFY(store.open());
        QList<qint64> ids;
        for (int i = 0; i < 4; ++i) {
            const QByteArray bytes = copyWithStatus(i, u"verified_exact"_s);
            ids << store.store(bytes, *parse(bytes), u"f"_s).snapshot.id;
            QTest::qWait(5); // distinct stored_at times
        }
        const QByteArray other = otherPaper();
        store.store(other, *parse(other), u"o"_s);
        QCOMPARE(store.count(), 5);
        QCOMPARE(store.prune(2), 2);
        const QList<SnapshotInfo> left = store.snapshots(u"2509.00217"_s);
        QCOMPARE(left.size(), 2);
        QCOMPARE(left[0].id, ids[3]);
        QCOMPARE(left[1].id, ids[2]);
        QCOMPARE(store.snapshots(u"2507.21276"_s).size(), 1);
        QCOMPARE(store.prune(0), 1); // at least one copy of each paper stays
        QCOMPARE(store.count(), 2);
    }

    void killedChildMidTransactionLosesNothing()
    {
        const QString path = m_dir.filePath(u"killed.sqlite"_s);
        qint64 firstId = 0;
        const QByteArray first = consistentFixture([](QJsonObject &) {});
        {
            SnapshotStore store(path);
            QVERIFY(store.open());
            firstId = store.store(first, *parse(first), u"parent"_s).snapshot.id;
        }
        const QString recordFile = m_dir.filePath(u"child-record.json"_s);
        const QByteArray childCopy = copyWithStatus(5, u"verified_exact"_s);
        writeAll(recordFile, childCopy);

        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"PITH_STORE_CHILD"_s, path);
        env.insert(u"PITH_STORE_CHILD_RECORD"_s, recordFile);
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForStarted());
        QByteArray said;
        while (!said.contains("in-transaction") && child.waitForReadyRead(30000))
            said += child.readAllStandardOutput();
        QVERIFY2(said.contains("in-transaction"),
            QByteArray(said + child.readAllStandardError()).constData());
        // The row is written, the transaction open, the write-ahead log beside the database:
        // kill now.
        QVERIFY(QFileInfo::exists(path + "-wal"_L1));
        child.kill();
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        SnapshotStore store(path);
        QVERIFY2(store.open(), qPrintable(store.error()));
        QVERIFY2(store.notice().isEmpty(), qPrintable(store.notice())); // not damaged
        QCOMPARE(store.count(), 1);
        QCOMPARE(store.bytes(firstId), first);
        // And the child's copy can be stored now.
        const StoreResult r = store.store(childCopy, *parse(childCopy), u"again"_s);
        QVERIFY(r.ok && r.isNew);
        QCOMPARE(store.count(), 2);
    }

    void damagedFileSetAside_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("text, no database") << QByteArray("this is not a database\n");
        QTest::newRow("zeros") << QByteArray(8192, '\0');
        QByteArray header("SQLite format 3");
        header.append('\0');
        QTest::newRow("header then garbage") << header + QByteArray(4096, '\x5a');
    }

    void damagedFileSetAside()
    {
        QFETCH(QByteArray, content);
        const QString path = m_dir.filePath(
            u"damaged-%1.sqlite"_s.arg(QString::fromUtf8(QTest::currentDataTag())));
        writeAll(path, content);
        SnapshotStore store(path);
        QVERIFY2(store.open(), qPrintable(store.error()));
        QVERIFY2(store.notice().contains(u"set aside"_s), qPrintable(store.notice()));
        QVERIFY(store.notice().contains(path + ".set-aside"_L1));
        QCOMPARE(readAll(path + ".set-aside"_L1), content); // kept exactly as it was
        QCOMPARE(store.count(), 0); // a new one was started
        const QByteArray bytes = consistentFixture([](QJsonObject &) {});
        QVERIFY(store.store(bytes, *parse(bytes), u"x"_s).ok);
    }

    void truncatedDatabaseSetAside()
    {
        const QString path = m_dir.filePath(u"truncated.sqlite"_s);
        {
            SnapshotStore store(path);
            QVERIFY(store.open());
            for (int i = 0; i < 12; ++i) {
                const QByteArray bytes = copyWithStatus(i, u"verified_exact"_s);
                QVERIFY(store.store(bytes, *parse(bytes), u"f"_s).ok);
            }
        }
        QByteArray whole = readAll(path);
        QVERIFY(whole.size() > 16384);
        whole.truncate(whole.size() / 2);
        writeAll(path, whole);
        SnapshotStore store(path);
        QVERIFY2(store.open(), qPrintable(store.error()));
        QVERIFY2(store.notice().contains(u"set aside"_s), qPrintable(store.notice()));
        QCOMPARE(readAll(path + ".set-aside"_L1), whole);
        QCOMPARE(store.count(), 0);
    }

    void foreignDatabaseSetAside()
    {
        const QString path = m_dir.filePath(u"foreign.sqlite"_s);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"foreign"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(u"CREATE TABLE notes (x TEXT)"_s));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"foreign"_s);
        const QByteArray before = readAll(path);
        SnapshotStore store(path);
        QVERIFY(store.open());
        QVERIFY2(store.notice().contains(u"not a Pith Ledger history database"_s),
            qPrintable(store.notice()));
        QCOMPARE(readAll(path + ".set-aside"_L1), before);
    }

    void newerSchemaRefusedNotSetAside()
    {
        const QString path = m_dir.filePath(u"newer.sqlite"_s);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"newer"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(u"PRAGMA user_version = 99"_s));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"newer"_s);
        SnapshotStore store(path);
        QVERIFY(!store.open());
        QVERIFY2(store.error().contains(u"newer version"_s), qPrintable(store.error()));
        QVERIFY(!QFileInfo::exists(path + ".set-aside"_L1));
    }

    // A FIFO beside the database where SQLite looks for its journal, log or shared memory (a hot
    // journal check opens it, and would wait for a writer for ever): refused before SQLite
    // opens anything, named, and left where it is with the database untouched.
    void fifoBesideRefusedNeverWaitedOn_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("journal") << u"-journal"_s;
        QTest::newRow("write-ahead log") << u"-wal"_s;
        QTest::newRow("shared memory") << u"-shm"_s;
    }
    void fifoBesideRefusedNeverWaitedOn()
    {
        QFETCH(QString, suffix);
        const QString path = m_dir.filePath(u"fifo%1/history.sqlite"_s.arg(suffix));
        QByteArray before;
        QVERIFY(storeOneCopy(path));
        QFile::remove(path + "-wal"_L1);
        QFile::remove(path + "-shm"_L1);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            before = f.readAll();
        }
        const QString fifo = path + suffix;
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer clock;
        clock.start();
        SnapshotStore store(path);
        QVERIFY(!store.open());
        QVERIFY2(clock.elapsed() < 5000, QByteArray::number(clock.elapsed()));
        QVERIFY2(store.error().contains(fifo) && store.error().contains(u"FIFO"_s),
            qPrintable(store.error()));
        QVERIFY(!store.inUse());
        QVERIFY(QFileInfo(fifo).exists()); // not ours to move
        QVERIFY(!QFileInfo::exists(path + ".set-aside"_L1));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }

    // The window reads the watch list at start: a FIFO in its place is refused unread, with a
    // message that names it, and never waited on; writing the list does not write through it.
    void watchListFifoRefusedUnread()
    {
        const QString path = m_dir.filePath(u"watched-fifo.txt"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        WatchList list(path);
        QElapsedTimer clock;
        clock.start();
        QString error;
        QVERIFY(!list.load(&error));
        QVERIFY2(clock.elapsed() < 5000, QByteArray::number(clock.elapsed()));
        QVERIFY2(error.contains(path) && error.contains(u"FIFO"_s), qPrintable(error));
        QVERIFY(list.papers().isEmpty());
        list.add(u"2509.00217"_s);
        QVERIFY(!list.save(&error));
        QVERIFY(QFileInfo(path).isFile() == false);

        // A missing list is an empty one, without a message.
        WatchList none(m_dir.filePath(u"no-such-list.txt"_s));
        error.clear();
        QVERIFY(none.load(&error));
        QVERIFY(error.isEmpty());
    }

    void symlinkInItsPlaceSetAside()
    {
        const QString target = m_dir.filePath(u"elsewhere.txt"_s);
        writeAll(target, "precious");
        const QString path = m_dir.filePath(u"link.sqlite"_s);
        QVERIFY(QFile::link(target, path));
        SnapshotStore store(path);
        QVERIFY(store.open());
        QVERIFY(!store.notice().isEmpty());
        QCOMPARE(readAll(target), QByteArray("precious"));
        QVERIFY(QFileInfo(path + ".set-aside"_L1).isSymLink());
    }

    void waitsForAnotherProcessWriting_data()
    {
        QTest::addColumn<QByteArray>("journalMode");
        QTest::newRow("rollback journal") << QByteArray("DELETE");
        QTest::newRow("write-ahead log") << QByteArray("WAL");
    }

    // sqlite3 holds the write lock (BEGIN EXCLUSIVE, a row inserted) and commits a moment
    // later: open and store wait for it, and both its row and this copy are kept.
    void waitsForAnotherProcessWriting()
    {
        QFETCH(QByteArray, journalMode);
        QVERIFY2(!QStandardPaths::findExecutable(u"sqlite3"_s).isEmpty(),
            "the sqlite3 command-line tool is needed (packaging/install-deps.sh)");
        const QString path
            = m_dir.filePath(u"waits-%1.sqlite"_s.arg(QString::fromLatin1(journalMode)));
        QVERIFY(storeOneCopy(path));
        SqliteShell other(path);
        QVERIFY(other.holdWriteLock(journalMode));
        other.send(".shell sleep 0.6\nCOMMIT;\n.shell echo committed");

        QElapsedTimer clock;
        clock.start();
        const QByteArray mine = otherPaper();
        {
            SnapshotStore store(path);
            QVERIFY2(store.open(), qPrintable(store.error()));
            QVERIFY2(store.notice().isEmpty(), qPrintable(store.notice()));
            const StoreResult r = store.store(mine, *parse(mine), u"mine"_s);
            QVERIFY2(r.ok, qPrintable(r.error));
        }
        QVERIFY2(clock.elapsed() >= 400, QByteArray::number(clock.elapsed())); // it waited
        QVERIFY(other.run({}, "done"));
        QCOMPARE(other.quit(), QByteArray()); // its COMMIT succeeded
        QCOMPARE(setAsideFiles(path), QStringList());

        SnapshotStore store(path);
        QVERIFY(store.open());
        QCOMPARE(store.count(), 3);
        QCOMPARE(store.snapshots(u"2601.99999"_s).size(), 1); // sqlite3's row
        QCOMPARE(store.snapshots(u"2507.21276"_s).size(), 1); // this copy
    }

    void givesUpInUseAndSetsNothingAside_data()
    {
        QTest::addColumn<QByteArray>("journalMode");
        QTest::addColumn<bool>("opens"); // readers do not wait for a writer in WAL mode
        QTest::newRow("rollback journal") << QByteArray("DELETE") << false;
        QTest::newRow("write-ahead log") << QByteArray("WAL") << true;
    }

    // sqlite3 holds the write lock for longer than the store waits: "in use", the database and
    // the other process's journal where they were, and its COMMIT succeeds afterwards.
    void givesUpInUseAndSetsNothingAside()
    {
        QFETCH(QByteArray, journalMode);
        QFETCH(bool, opens);
        QVERIFY2(!QStandardPaths::findExecutable(u"sqlite3"_s).isEmpty(),
            "the sqlite3 command-line tool is needed (packaging/install-deps.sh)");
        const QString path
            = m_dir.filePath(u"in-use-%1.sqlite"_s.arg(QString::fromLatin1(journalMode)));
        QVERIFY(storeOneCopy(path));
        SqliteShell other(path);
        QVERIFY(other.holdWriteLock(journalMode));
        const QString journal = path + (opens ? "-wal"_L1 : "-journal"_L1);
        QVERIFY(QFileInfo::exists(journal));

        QElapsedTimer clock;
        clock.start();
        const QByteArray mine = otherPaper();
        SnapshotStore store(path);
        store.setBusyWait(800);
        QCOMPARE(store.open(), opens);
        QString error = store.error();
        if (opens) {
            const StoreResult r = store.store(mine, *parse(mine), u"mine"_s);
            QVERIFY(!r.ok);
            error = r.error;
        }
        const qint64 waited = clock.elapsed();
        QVERIFY2(error.contains(u"in use by another process"_s), qPrintable(error));
        QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
        QVERIFY2(error.contains(u"Nothing was changed or set aside"_s), qPrintable(error));
        QVERIFY(store.inUse());
        QVERIFY2(waited >= 700 && waited < pith::test::scaledMs(8000), QByteArray::number(waited));
        QCOMPARE(setAsideFiles(path), QStringList());
        QVERIFY(QFileInfo::exists(journal));

        QVERIFY(other.run("COMMIT;", "committed"));
        QCOMPARE(other.quit(), QByteArray()); // its journal was its own all along

        SnapshotStore again(path);
        QVERIFY2(again.open(), qPrintable(again.error()));
        QVERIFY2(again.notice().isEmpty(), qPrintable(again.notice()));
        QCOMPARE(again.count(), 2);
        QCOMPARE(again.snapshots(u"2601.99999"_s).size(), 1);
        QVERIFY(again.store(mine, *parse(mine), u"mine"_s).ok); // now it can
    }

    // A database SQLite finds damaged while another process (sqlite3, in WAL mode) has it open:
    // reported, nothing moved; once that process is gone it is set aside with its files.
    void damagedButOpenElsewhereNotMoved()
    {
        QVERIFY2(!QStandardPaths::findExecutable(u"sqlite3"_s).isEmpty(),
            "the sqlite3 command-line tool is needed (packaging/install-deps.sh)");
        const QString path = m_dir.filePath(u"damaged-open.sqlite"_s);
        {
            SnapshotStore store(path);
            QVERIFY(store.open());
            for (int i = 0; i < 4; ++i) {
                const QByteArray bytes = copyWithStatus(i, u"verified_exact"_s);
                QVERIFY(store.store(bytes, *parse(bytes), u"f"_s).ok);
            }
        }
        SqliteShell other(path);
        QVERIFY(other.started());
        QVERIFY(other.run("SELECT count(*) FROM snapshots;", "reading"));
        QVERIFY(QFileInfo::exists(path + "-shm"_L1));
        // Every page after the first overwritten: the schema still names the table, its pages
        // are garbage.
        QByteArray damaged = readAll(path);
        QVERIFY(damaged.size() > 8192);
        for (qsizetype i = 4096; i < damaged.size(); ++i)
            damaged[i] = '\x5a';
        writeAll(path, damaged);

        {
            SnapshotStore store(path);
            QVERIFY(!store.open());
            QVERIFY2(store.error().contains(u"has it open"_s), qPrintable(store.error()));
            QVERIFY(store.inUse());
            QCOMPARE(setAsideFiles(path), QStringList());
            QCOMPARE(readAll(path), damaged);
            QVERIFY(QFileInfo::exists(path + "-shm"_L1));
        }
        QCOMPARE(other.quit(), QByteArray());

        SnapshotStore store(path);
        QVERIFY2(store.open(), qPrintable(store.error()));
        QVERIFY2(store.notice().contains(u"set aside"_s), qPrintable(store.notice()));
        QCOMPARE(readAll(path + ".set-aside"_L1), damaged);
        QCOMPARE(store.count(), 0);
    }

    // A row whose recorded size is over the record cap (1.5 GiB of zeros in 1.5 MB, inserted
    // through SQL): refused without expanding it, in a child process whose memory is measured.
    void bombRowRefusedUnexpanded()
    {
        const qint64 zeros = qint64(96) << 24; // 1.5 GiB
        QVERIFY(zeros > kMaxRecordFileBytes);
        const qint64 id = insertRow(u"bomb.sqlite"_s, compressedZeros(96, quint32(zeros)), zeros);
        QElapsedTimer clock;
        clock.start();
        const QMap<QByteArray, QByteArray> said = expandInChild(u"bomb.sqlite"_s, id);
        QCOMPARE(said.value("size"), QByteArray("0"));
        QVERIFY2(said.value("error").contains("claims 1610612736 bytes, more than the 1073741824 "
                                              "bytes a record may have: it was not expanded"),
            said.value("error").constData());
        QVERIFY2(
            said.value("grew_kib").toLongLong() < 64 * 1024, said.value("grew_kib").constData());
        QVERIFY2(clock.elapsed() < pith::test::scaledMs(5000), QByteArray::number(clock.elapsed()));
    }

    // A row that claims 1 MiB (its size and qCompress's header agree) but whose data expands to
    // 256 MiB: damaged, expanded no further than its claim.
    void rowExpandingBeyondItsSizeRefused()
    {
        const qint64 id = insertRow(u"beyond.sqlite"_s, compressedZeros(16, 1 << 20), 1 << 20);
        const QMap<QByteArray, QByteArray> said = expandInChild(u"beyond.sqlite"_s, id);
        QCOMPARE(said.value("size"), QByteArray("0"));
        QVERIFY2(said.value("error").contains("is damaged (it expands beyond its recorded size)"),
            said.value("error").constData());
        QVERIFY2(
            said.value("grew_kib").toLongLong() < 64 * 1024, said.value("grew_kib").constData());
    }

    void damagedRowsRefused_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<qint64>("size");
        QTest::addColumn<QString>("says");
        const QByteArray record = consistentFixture([](QJsonObject &) {});
        const QByteArray good = qCompress(record);
        QTest::newRow("sizes disagree")
            << good << qint64(record.size() + 1) << u"recorded sizes disagree"_s;
        QTest::newRow("cut short")
            << good.left(good.size() / 2) << qint64(record.size()) << u"ends early"_s;
        QTest::newRow("longer than compression makes") << QByteArray("\0\0\0\x0a", 4)
                + QByteArray(100, 'x') << qint64(10) << u"more than compression makes"_s;
        QTest::newRow("no data") << QByteArray("\0\0", 2) << qint64(2) << u"no compressed data"_s;
        QTest::newRow("not zlib") << QByteArray("\0\0\0\x05hello", 9) << qint64(5)
                                  << u"is damaged"_s;
    }

    void damagedRowsRefused()
    {
        QFETCH(QByteArray, data);
        QFETCH(qint64, size);
        QFETCH(QString, says);
        const QString name = u"rows-%1.sqlite"_s.arg(QString::fromUtf8(QTest::currentDataTag()));
        const qint64 id = insertRow(name, data, size);
        SnapshotStore store(m_dir.filePath(name));
        QVERIFY(store.open());
        QVERIFY(store.bytes(id).isEmpty());
        QVERIFY2(store.error().contains(says), qPrintable(store.error()));
        QVERIFY2(
            store.error().contains(u"stored copy number %1"_s.arg(id)), qPrintable(store.error()));
    }

private:
    // A new store `name` with a copy of the fixture, then a row of `data` said to be `size`
    // bytes, written through SQL: its id.
    qint64 insertRow(const QString &name, const QByteArray &data, qint64 size)
    {
        const QString path = m_dir.filePath(name);
        {
            SnapshotStore store(path);
            if (!store.open())
                qFatal("cannot open %s", qPrintable(path));
            const QByteArray bytes = consistentFixture([](QJsonObject &) {});
            store.store(bytes, *parse(bytes), u"f"_s);
        }
        qint64 id = 0;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"rows"_s);
            db.setDatabaseName(path);
            if (!db.open())
                qFatal("cannot open %s", qPrintable(path));
            QSqlQuery q(db);
            q.prepare(u"INSERT INTO snapshots (arxiv_id, context_digest, stored_at, seen_at, "
                      "size, data) VALUES ('2601.00001', 'sha256:row', '2026-01-01T00:00:00Z', "
                      "'2026-01-01T00:00:00Z', ?, ?)"_s);
            q.addBindValue(size);
            q.addBindValue(data);
            if (!q.exec())
                qFatal("insert: %s", qPrintable(q.lastError().text()));
            id = q.lastInsertId().toLongLong();
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(u"rows"_s);
        return id;
    }

    // bytesChildMain() on the store `name`: its "key=value" lines.
    QMap<QByteArray, QByteArray> expandInChild(const QString &name, qint64 id)
    {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"PITH_STORE_BYTES"_s, m_dir.filePath(name));
        env.insert(u"PITH_STORE_BYTES_ID"_s, QString::number(id));
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QMap<QByteArray, QByteArray> said;
        if (!child.waitForFinished(int(pith::test::scaledMs(60000))))
            return said;
        for (const QByteArray &line : child.readAllStandardOutput().split('\n'))
            if (const qsizetype eq = line.indexOf('='); eq > 0)
                said.insert(line.left(eq), line.mid(eq + 1));
        said.insert("exit", QByteArray::number(child.exitCode()));
        return said;
    }

    QTemporaryDir m_dir;
};

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet("PITH_STORE_CHILD")) {
        QCoreApplication app(argc, argv);
        return childMain();
    }
    if (qEnvironmentVariableIsSet("PITH_STORE_BYTES")) {
        QCoreApplication app(argc, argv);
        return bytesChildMain();
    }
    QCoreApplication app(argc, argv);
    TestSnapshotStore test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_snapshotstore.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The snapshot store on real SQLite files: kept once per paper and context digest, newest first,
// pruned per paper; a child process killed inside a write loses nothing stored before; a
// damaged or foreign database is set aside byte for byte, never written over.
#include "models/history/snapshotstore.h"
#include "models/record/parser.h"
#include "testutil.h"

#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <thread>

using namespace Qt::StringLiterals;
using namespace pith;
using namespace pith::history;
using pith::test::consistentFixture;

namespace {

QByteArray copyWithStatus(int index, const QString &status, const QString &asOf = {})
{
    return consistentFixture([&](QJsonObject &r) {
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

        // Different content: a second copy; the previous is the one seen last.
        const QByteArray changed = copyWithStatus(0, u"verified_exact"_s);
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
        // The row is written, the transaction open, a journal beside the database: kill now.
        QVERIFY(QFileInfo::exists(path + "-journal"_L1));
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

private:
    QTemporaryDir m_dir;
};

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet("PITH_STORE_CHILD")) {
        QCoreApplication app(argc, argv);
        return childMain();
    }
    QCoreApplication app(argc, argv);
    TestSnapshotStore test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_snapshotstore.moc"

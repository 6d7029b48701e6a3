// SPDX-License-Identifier: GPL-3.0-or-later
// The real `pith-ledger-cli watch` against a server on 127.0.0.1 whose answers change between
// runs: the copies land in the history database, the exit code says whether anything changed,
// and the JSON lines agree with `diff` on the same two copies. Two runs at once on one store
// keep every copy of both.
#include "models/history/snapshotstore.h"
#include "tests/net/testserver.h"
#include "tests/testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <mutex>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace pith::test;

namespace {

struct Run {
    int exitCode;
    QByteArray out;
    QByteArray err;
};

Run run(const QStringList &args, const QString &dataHome = {})
{
    QProcess p;
    if (!dataHome.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_s, dataHome);
        p.setProcessEnvironment(env);
    }
    p.start(QStringLiteral(PITH_CLI_PATH), args);
    if (!p.waitForFinished(60000))
        qFatal("pith-ledger-cli did not finish");
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

QList<QJsonObject> jsonLines(const QByteArray &out)
{
    QList<QJsonObject> lines;
    for (const QByteArray &line : out.split('\n'))
        if (!line.isEmpty())
            lines << QJsonDocument::fromJson(line).object();
    return lines;
}

QByteArray paperB(const QString &asOf = u"2026-08-10T10:32:00Z"_s)
{
    return consistentFixture([&](QJsonObject &r) {
        QJsonObject paper = r[u"paper"_s].toObject();
        paper[u"arxiv_id"_s] = u"2507.21276"_s;
        r[u"paper"_s] = paper;
        r[u"as_of"_s] = asOf;
    });
}

QByteArray paperWithId(const QString &arxivId)
{
    return consistentFixture([&](QJsonObject &r) {
        QJsonObject paper = r[u"paper"_s].toObject();
        paper[u"arxiv_id"_s] = arxivId;
        r[u"paper"_s] = paper;
    });
}

QByteArray paperAChanged()
{
    return publishedFixture([](QJsonObject &r) {
        r[u"as_of"_s] = u"2026-09-01T00:00:00Z"_s;
        editOutbound(r, 0, [](QJsonObject &o) {
            QJsonObject res = o[u"resolution"_s].toObject();
            res[u"status"_s] = u"verified_exact"_s;
            o[u"resolution"_s] = res;
        });
        addNoticeEvent(r, 1, QJsonObject { { u"type"_s, u"retraction"_s } });
    });
}

// What the server answers for each path, changed by the test between runs.
struct Answers {
    std::mutex mutex;
    QHash<QByteArray, ScriptedResponse> byPath;
    void set(const QByteArray &path, const ScriptedResponse &r)
    {
        const std::lock_guard<std::mutex> lock(mutex);
        byPath.insert(path, r);
    }
    ScriptedResponse get(const QByteArray &path)
    {
        const std::lock_guard<std::mutex> lock(mutex);
        return byPath.value(path, ScriptedResponse::withStatus(404, "not found"));
    }
};

const QByteArray kPathA = "/paper/2509.00217/citation-record.json";
const QByteArray kPathB = "/paper/2507.21276/citation-record.json";

} // namespace

class TestCliWatch final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_server.listenHttp());
        auto answers = m_answers;
        for (const QByteArray &path : { kPathA, kPathB })
            m_server.setRoute(
                path, [answers, path](const RecordedRequest &) { return answers->get(path); });
        m_list = m_dir.filePath(u"watch.txt"_s);
        QFile f(m_list);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# papers I watch\n2509.00217\n\narXiv:2507.21276   # the LeMix paper\n");
        f.close();
        m_store = m_dir.filePath(u"history.sqlite"_s);
    }

    void firstRunKeepsFirstCopies()
    {
        m_answers->set(kPathA, ScriptedResponse::ok(consistentFixture([](QJsonObject &) {})));
        m_answers->set(kPathB, ScriptedResponse::ok(paperB()));
        const Run r = watch({ u"--json"_s });
        QCOMPARE(r.exitCode, 0);
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0][u"paper"_s].toString(), u"2509.00217"_s);
        QCOMPARE(lines[0][u"status"_s].toString(), u"first"_s);
        QCOMPARE(lines[1][u"paper"_s].toString(), u"2507.21276"_s);
        QCOMPARE(lines[1][u"input"_s].toString(), u"arXiv:2507.21276"_s);
        pith::history::SnapshotStore store(m_store);
        QVERIFY(store.open());
        QCOMPARE(store.count(), 2);
    }

    void changedAnswerExitsOne()
    {
        m_answers->set(kPathA, ScriptedResponse::ok(paperAChanged()));
        // B again with only a new as_of: the same content.
        m_answers->set(kPathB, ScriptedResponse::ok(paperB(u"2026-09-01T00:00:00Z"_s)));
        const Run r = watch({ u"--json"_s });
        QCOMPARE(r.exitCode, 1);
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines[0][u"type"_s].toString(), u"watch"_s);
        QCOMPARE(lines[0][u"status"_s].toString(), u"changed"_s);
        // The resolution, the notice and the two state counts that follow the resolution.
        QCOMPARE(lines[0][u"changes"_s].toInt(), 4);
        QCOMPARE(lines[0][u"resolved"_s].toInt(), 1);
        QCOMPARE(
            lines[0][u"previous"_s].toObject()[u"as_of"_s].toString(), u"2026-08-10T10:32:00Z"_s);
        QCOMPARE(lines[1][u"kind"_s].toString(), u"resolution"_s);
        QCOMPARE(lines[1][u"paper"_s].toString(), u"2509.00217"_s);
        QCOMPARE(lines[2][u"kind"_s].toString(), u"notice"_s);
        QCOMPARE(lines[5][u"paper"_s].toString(), u"2507.21276"_s);
        QCOMPARE(lines[5][u"status"_s].toString(), u"same"_s);
        QCOMPARE(lines.size(), 6);

        // The same answer as `diff` gives on the two copies.
        const QString oldFile = write(u"a-old.json"_s, consistentFixture([](QJsonObject &) {}));
        const QString newFile = write(u"a-new.json"_s, paperAChanged());
        const QList<QJsonObject> diffLines
            = jsonLines(run({ u"diff"_s, oldFile, newFile, u"--json"_s }).out);
        QCOMPARE(diffLines.size(), 5);
        for (int i = 1; i <= 4; ++i) {
            QJsonObject watched = lines[i];
            watched.remove(u"copy_verdict"_s); // watch's own: whose claim the change is
            QCOMPARE(diffLines[i], watched);
        }

        pith::history::SnapshotStore store(m_store);
        QVERIFY(store.open());
        QCOMPARE(store.count(), 3); // A twice, B once
    }

    void unchangedSinceLastRunExitsZero()
    {
        const Run r = watch({});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(
            r.out.contains("arXiv:2509.00217: No changes since the copy of 1 Sep 2026."), r.out);
        QVERIFY(r.err.isEmpty());
    }

    void textSaysWhatChanged()
    {
        // The first copy's content again, re-issued later: reported against the copy of 1 Sep.
        m_answers->set(kPathA, ScriptedResponse::ok(publishedFixture([](QJsonObject &r) {
            r[u"as_of"_s] = u"2026-10-01T00:00:00Z"_s;
        })));
        const Run r = watch({});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith("arXiv:2509.00217: 4 changes since the copy of 1 Sep 2026: 1 "
                                  "reference no longer verified\n"),
            r.out);
        QVERIFY2(r.out.contains("outbound ref. 1  resolution changed: verified exact -> "
                                "unresolved"),
            r.out);
    }

    // A served copy whose digests fail (the status edited, the digests left): kept, named as
    // failing on stdout and in --json, its claims given as its claims, exit 1; the next copy
    // that verifies is compared with the last one that verified, never with the forged one.
    void forgedCopyNamedFailingNeverTheBaseline()
    {
        const QString list = write(u"forged.txt"_s, "2509.00217\n");
        const QString storePath = m_dir.filePath(u"forged.sqlite"_s);
        const auto watchForged = [&](const QStringList &extra) {
            return run(QStringList { u"watch"_s, list, u"--store"_s, storePath, u"--base-url"_s,
                           m_server.baseUrl().toString() }
                + extra);
        };
        m_answers->set(kPathA, ScriptedResponse::ok(consistentFixture([](QJsonObject &) {})));
        QCOMPARE(watchForged({}).exitCode, 0);

        const QByteArray forged = mutatedFixture([](QJsonObject &r) {
            editOutbound(r, 0, [](QJsonObject &o) {
                QJsonObject res = o[u"resolution"_s].toObject();
                res[u"status"_s] = u"verified_exact"_s;
                o[u"resolution"_s] = res;
            });
        });
        m_answers->set(kPathA, ScriptedResponse::ok(forged));
        const Run j = watchForged({ u"--json"_s });
        QCOMPARE(j.exitCode, 1);
        const QList<QJsonObject> lines = jsonLines(j.out);
        QVERIFY2(lines.size() >= 2, j.out);
        QCOMPARE(lines[0][u"status"_s].toString(), u"failing"_s);
        QCOMPARE(lines[0][u"verification"_s].toString(),
            u"1 observation fails · Context digest mismatch · Audit failed: 2 errors"_s);
        QCOMPARE(lines[0][u"current"_s].toObject()[u"verdict"_s].toString(), u"failed"_s);
        QCOMPARE(lines[0][u"previous"_s].toObject()[u"verdict"_s].toString(), u"clean"_s);
        for (qsizetype i = 1; i < lines.size(); ++i)
            QCOMPARE(lines[i][u"copy_verdict"_s].toString(), u"failed"_s);

        const Run t = watchForged({});
        QCOMPARE(t.exitCode, 1);
        QVERIFY2(t.out.startsWith("arXiv:2509.00217: This copy fails verification (1 observation "
                                  "fails · Context digest mismatch · Audit failed: 2 errors): it "
                                  "is kept, but never compared with. What it claims: "
                                  "1 change since the copy of 10 Aug 2026: 1 reference resolved"),
            t.out);

        // A copy that verifies: compared with the first copy, the forged one passed over.
        m_answers->set(kPathA, ScriptedResponse::ok(paperAChanged()));
        const Run next = watchForged({ u"--json"_s });
        QCOMPARE(next.exitCode, 1);
        const QList<QJsonObject> after = jsonLines(next.out);
        QCOMPARE(after[0][u"status"_s].toString(), u"changed"_s);
        QCOMPARE(after[0][u"previous"_s].toObject()[u"id"_s].toInt(), 1);
        QCOMPARE(after[0][u"failing_skipped"_s].toInt(), 1);
        QVERIFY(!after[0].contains(u"verification"_s));
        const QString verdict = after[0][u"current"_s].toObject()[u"verdict"_s].toString();
        QVERIFY2(verdict == "clean"_L1 || verdict == "warnings"_L1, qPrintable(verdict));
        QCOMPARE(after[1][u"copy_verdict"_s].toString(), verdict);
        const Run text = watchForged({});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("No changes since the copy of 1 Sep 2026."), text.out);

        pith::history::SnapshotStore store(storePath);
        QVERIFY(store.open());
        QCOMPARE(store.count(), 3); // the forged copy kept too, with its verdict
        QCOMPARE(store.snapshot(2)->verdict, u"failed"_s);
    }

    // A FIFO named as the store's journal: the real CLI says so and ends (it once waited for a
    // writer for ever, whatever --timeout said), and leaves the FIFO and the store as they were.
    // A served copy with the as_of of one kept and other content is a conflict, both sources
    // named, no change claimed; one older than what is kept is said to be older and compared
    // with the copy before it.
    void conflictingAndOlderCopies()
    {
        const QString list = write(u"conflict.txt"_s, "2509.00217\n");
        const QString storePath = m_dir.filePath(u"conflict.sqlite"_s);
        const auto watch = [&](const QStringList &extra) {
            return run(QStringList { u"watch"_s, list, u"--store"_s, storePath, u"--base-url"_s,
                           m_server.baseUrl().toString() }
                + extra);
        };
        const auto withStatus = [](int index, const QString &asOf) {
            return publishedFixture([&](QJsonObject &r) {
                r[u"as_of"_s] = asOf;
                editOutbound(r, index, [](QJsonObject &o) {
                    QJsonObject res = o[u"resolution"_s].toObject();
                    res[u"status"_s] = u"verified_exact"_s;
                    o[u"resolution"_s] = res;
                });
            });
        };
        m_answers->set(kPathA, ScriptedResponse::ok(withStatus(0, u"2026-10-01T00:00:00Z"_s)));
        QCOMPARE(watch({}).exitCode, 0);
        const QString url = m_server.baseUrl().toString() + QString::fromLatin1(kPathA);

        m_answers->set(kPathA, ScriptedResponse::ok(withStatus(2, u"2026-10-01T00:00:00Z"_s)));
        const Run t = watch({});
        QCOMPARE(t.exitCode, 1);
        QVERIFY2(t.out.startsWith("arXiv:2509.00217: Conflicting copies as of 1 Oct 2026 "
                                  "00:00:00 UTC: this one (from "),
            t.out);
        QVERIFY2(t.out.contains("They are not compared as changes."), t.out);
        QVERIFY2(!t.out.contains("change since"), t.out);
        const Run j = watch({ u"--json"_s });
        QCOMPARE(j.exitCode, 1);
        const QList<QJsonObject> lines = jsonLines(j.out);
        QCOMPARE(lines.size(), 1); // no change lines
        QCOMPARE(lines[0][u"status"_s].toString(), u"conflict"_s);
        QCOMPARE(lines[0][u"conflict"_s].toObject()[u"id"_s].toInt(), 1);
        QCOMPARE(lines[0][u"conflict"_s].toObject()[u"source"_s].toString(), url);

        // Served from before both: older than what is kept (exit 1: not the newest known), with
        // nothing before it to compare with; then, kept, the same as itself, still older.
        m_answers->set(kPathA, ScriptedResponse::ok(withStatus(3, u"2026-08-20T00:00:00Z"_s)));
        const Run olderJson = watch({ u"--json"_s });
        QCOMPARE(olderJson.exitCode, 1);
        const QJsonObject line = jsonLines(olderJson.out).value(0);
        QCOMPARE(line[u"status"_s].toString(), u"older"_s);
        QCOMPARE(pith::history::compareAsOf(line[u"newer"_s].toObject()[u"last_as_of"_s].toString(),
                     u"2026-10-01T00:00:00Z"_s),
            0);
        const Run older = watch({});
        QCOMPARE(older.exitCode, 1);
        QVERIFY2(older.out.startsWith("arXiv:2509.00217: This copy (as of 20 Aug 2026) is older "
                                      "than the copy of 1 Oct 2026 kept before. No changes since "
                                      "the copy of 20 Aug 2026."),
            older.out);

        // Served from between them: compared with the copy before it, said to be older.
        m_answers->set(kPathA, ScriptedResponse::ok(withStatus(4, u"2026-09-01T00:00:00Z"_s)));
        const Run between = watch({});
        QCOMPARE(between.exitCode, 1);
        QVERIFY2(between.out.startsWith("arXiv:2509.00217: This copy (as of 1 Sep 2026) is older "
                                        "than the copy of 1 Oct 2026 kept before. "),
            between.out);
        QVERIFY2(between.out.contains(" since the copy of 20 Aug 2026"), between.out);
    }

    void fifoJournalRefusedNotWaitedOn()
    {
        const QString storePath = m_dir.filePath(u"fifo-journal/history.sqlite"_s);
        QVERIFY(QDir().mkpath(QFileInfo(storePath).absolutePath()));
        const QString fifo = storePath + "-journal"_L1;
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QProcess p;
        p.start(QStringLiteral(PITH_CLI_PATH),
            { u"watch"_s, m_list, u"--store"_s, storePath, u"--timeout"_s, u"5"_s, u"--base-url"_s,
                m_server.baseUrl().toString() });
        const bool finished = p.waitForFinished(30000);
        if (!finished)
            p.kill();
        QVERIFY2(finished, "watch waited on the FIFO");
        QCOMPARE(p.exitCode(), 2);
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(err.contains(QFile::encodeName(fifo)) && err.contains("FIFO"), err.constData());
        QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
    }

    // A subset exported by Pith Ledger is not the paper's record as published: served as the
    // paper, it is refused by the store and kept nowhere.
    void subsetNeverEntersTheHistory()
    {
        const QString subset = m_dir.filePath(u"subset.json"_s);
        const QString source
            = write(u"subset-source.json"_s, consistentFixture([](QJsonObject &) {}));
        QCOMPARE(run({ u"export"_s, source, u"--format"_s, u"json"_s, u"--filter"_s,
                         u"status:unresolved"_s, u"-o"_s, subset })
                     .exitCode,
            0);
        QFile f(subset);
        QVERIFY(f.open(QIODevice::ReadOnly));
        m_answers->set(kPathA, ScriptedResponse::ok(f.readAll()));
        const QString list = write(u"subset.txt"_s, "2509.00217\n");
        const QString storePath = m_dir.filePath(u"subset.sqlite"_s);
        const Run r = run({ u"watch"_s, list, u"--store"_s, storePath, u"--base-url"_s,
            m_server.baseUrl().toString() });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("not kept in the history: it is a subset exported by Pith Ledger"),
            r.err);
        pith::history::SnapshotStore store(storePath);
        QVERIFY(store.open());
        QCOMPARE(store.count(), 0);
    }

    // history lists a paper's copies newest first, forgets one by its number and clears the
    // rest; a number of another paper's copy, or of none, is refused and changes nothing.
    void historyListsForgetsClears()
    {
        const QString list = write(u"history.txt"_s, "2509.00217\n");
        const QString storePath = m_dir.filePath(u"history-cmd.sqlite"_s);
        const auto watchOnce = [&] {
            return run({ u"watch"_s, list, u"--store"_s, storePath, u"--base-url"_s,
                           m_server.baseUrl().toString() })
                .exitCode;
        };
        m_answers->set(kPathA, ScriptedResponse::ok(consistentFixture([](QJsonObject &) {})));
        QCOMPARE(watchOnce(), 0);
        m_answers->set(kPathA, ScriptedResponse::ok(paperAChanged()));
        QCOMPARE(watchOnce(), 1);
        const auto history = [&](const QStringList &extra) {
            return run(QStringList { u"history"_s, u"arXiv:2509.00217"_s, u"--store"_s, storePath }
                + extra);
        };
        const Run listed = history({ u"--json"_s });
        QCOMPARE(listed.exitCode, 0);
        const QList<QJsonObject> copies = jsonLines(listed.out);
        QCOMPARE(copies.size(), 2);
        QCOMPARE(copies[0][u"as_of"_s].toString(), u"2026-09-01T00:00:00Z"_s); // newest first
        QCOMPARE(copies[1][u"as_of"_s].toString(), u"2026-08-10T10:32:00Z"_s);
        const QString older = QString::number(copies[1][u"id"_s].toInteger());
        QVERIFY(history({}).out.contains(QByteArray(older.toLatin1() + "  10 Aug 2026  ")));

        // Not a copy of this paper, or none at all: refused, nothing removed.
        QCOMPARE(
            run({ u"history"_s, u"2507.21276"_s, u"--store"_s, storePath, u"--forget"_s, older })
                .exitCode,
            2);
        const Run none = history({ u"--forget"_s, u"999"_s });
        QCOMPARE(none.exitCode, 2);
        QVERIFY2(none.err.contains("no copy 999 of arXiv:2509.00217"), none.err);
        QCOMPARE(history({ u"--forget"_s, u"x"_s }).exitCode, 64);
        QCOMPARE(history({ u"--forget"_s, older, u"--clear"_s }).exitCode, 64);

        const Run forgot = history({ u"--forget"_s, older });
        QCOMPARE(forgot.exitCode, 0);
        QVERIFY2(
            forgot.out.contains("arXiv:2509.00217: 1 copy removed from the history"), forgot.out);
        QCOMPARE(jsonLines(history({ u"--json"_s }).out).size(), 1);
        const Run cleared = history({ u"--clear"_s, u"--json"_s });
        QCOMPARE(cleared.exitCode, 0);
        QCOMPARE(jsonLines(cleared.out).value(0)[u"removed"_s].toInt(), 1);
        pith::history::SnapshotStore store(storePath);
        QVERIFY(store.open());
        QCOMPARE(store.count(), 0);
    }

    void unreadablePaperExitsTwo()
    {
        m_answers->set(kPathB, ScriptedResponse::withStatus(500, "oops"));
        const Run r = watch({ u"--json"_s });
        QCOMPARE(r.exitCode, 2);
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines.last()[u"status"_s].toString(), u"error"_s);
        QVERIFY(lines.last()[u"error"_s].toString().contains(u"500"_s));
        QVERIFY(r.err.contains("500"));
    }

    void defaultStoreIsTheWindowsDataFolder()
    {
        m_answers->set(kPathB, ScriptedResponse::ok(paperB()));
        const QString home = m_dir.filePath(u"data-home"_s);
        const Run r
            = run({ u"watch"_s, m_list, u"--base-url"_s, m_server.baseUrl().toString() }, home);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFileInfo::exists(home + "/Pith/pith-ledger/history.sqlite"_L1));
    }

    // Two real `watch` runs started together on one new store, ten papers each: both create
    // the store at the same moment and write in turns; every copy of both is kept.
    void twoRunsAtOnceKeepEveryCopy()
    {
        QStringList lists;
        for (int run = 0; run < 2; ++run) {
            QByteArray list;
            for (int i = 1; i <= 10; ++i) {
                const QString id = u"2601.%1"_s.arg(run * 10 + i, 5, 10, QChar(u'0'));
                list += id.toLatin1() + '\n';
                m_server.setRoute("/paper/" + id.toLatin1() + "/citation-record.json",
                    ScriptedResponse::ok(paperWithId(id)));
            }
            lists << write(u"at-once-%1.txt"_s.arg(run), list);
        }
        for (int round = 0; round < 3; ++round) {
            const QString store = m_dir.filePath(u"at-once-%1.sqlite"_s.arg(round));
            QProcess runs[2];
            for (int run = 0; run < 2; ++run)
                runs[run].start(QStringLiteral(PITH_CLI_PATH),
                    { u"watch"_s, lists[run], u"--store"_s, store, u"--base-url"_s,
                        m_server.baseUrl().toString() });
            for (QProcess &p : runs) {
                QVERIFY(p.waitForFinished(60000));
                const QByteArray err = p.readAllStandardError();
                QVERIFY2(
                    p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, err.constData());
                QVERIFY2(err.isEmpty(), err.constData());
                QCOMPARE(p.readAllStandardOutput().count("first copy kept"), 10);
            }
            pith::history::SnapshotStore kept(store);
            QVERIFY(kept.open());
            QCOMPARE(kept.count(), 20);
        }
    }

    void usage()
    {
        QCOMPARE(run({ u"watch"_s }).exitCode, 64);
        QCOMPARE(run({ u"watch"_s, m_list, u"--store"_s }).exitCode, 64);
        QCOMPARE(run({ u"watch"_s, m_dir.filePath(u"missing.txt"_s) }).exitCode, 2);
    }

private:
    Run watch(QStringList extra)
    {
        return run(QStringList { u"watch"_s, m_list, u"--store"_s, m_store, u"--base-url"_s,
                       m_server.baseUrl().toString() }
            + extra);
    }
    QString write(const QString &name, const QByteArray &bytes)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write");
        return f.fileName();
    }

    QTemporaryDir m_dir;
    TestServer m_server;
    std::shared_ptr<Answers> m_answers = std::make_shared<Answers>();
    QString m_list;
    QString m_store;
};

QTEST_GUILESS_MAIN(TestCliWatch)
#include "tst_cliwatch.moc"

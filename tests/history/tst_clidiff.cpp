// SPDX-License-Identifier: GPL-3.0-or-later
// The real `pith-ledger-cli diff` on files the test writes and on a server on 127.0.0.1 whose
// answer changes between requests: exit codes, the text and the JSON lines, and Python reading
// both records as an independent check of the resolution changes.
#include "tests/net/testserver.h"
#include "tests/testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

using namespace Qt::StringLiterals;
using namespace pith::test;

namespace {

struct Run {
    int exitCode;
    QByteArray out;
    QByteArray err;
};

Run run(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(PITH_CLI_PATH), args);
    if (!p.waitForFinished(60000))
        qFatal("pith-ledger-cli did not finish");
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

QList<QJsonObject> jsonLines(const QByteArray &out)
{
    QList<QJsonObject> lines;
    for (const QByteArray &line : out.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonParseError e;
        const QJsonDocument d = QJsonDocument::fromJson(line, &e);
        if (e.error != QJsonParseError::NoError || !d.isObject())
            qFatal("not a JSON object line: %s", line.constData());
        lines << d.object();
    }
    return lines;
}

void setStatus(QJsonObject &root, int index, const QString &status)
{
    editOutbound(root, index, [&](QJsonObject &o) {
        QJsonObject r = o[u"resolution"_s].toObject();
        r[u"status"_s] = status;
        o[u"resolution"_s] = r;
    });
}

// Two copies: three references resolved, one retraction notice, one observation removed.
QByteArray newer()
{
    return consistentFixture([](QJsonObject &r) {
        r[u"as_of"_s] = u"2026-09-01T08:00:00Z"_s;
        setStatus(r, 0, u"verified_exact"_s);
        setStatus(r, 2, u"verified_fuzzy"_s);
        setStatus(r, 3, u"verified_exact"_s);
        addNoticeEvent(r, 1, QJsonObject { { u"type"_s, u"retraction"_s } });
        QJsonArray out = r[u"outbound"_s].toArray();
        out.removeAt(20);
        r[u"outbound"_s] = out;
    });
}

} // namespace

class TestCliDiff final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_old = write(u"old.json"_s, consistentFixture([](QJsonObject &) {}));
        m_new = write(u"new.json"_s, newer());
        m_sameLater = write(u"same-later.json"_s,
            consistentFixture([](QJsonObject &r) { r[u"as_of"_s] = u"2026-12-01T00:00:00Z"_s; }));
    }

    void sameContentExitsZero()
    {
        const Run r = run({ u"diff"_s, m_old, m_sameLater });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("No changes since the copy of 10 Aug 2026."), r.out);
        const Run j = run({ u"diff"_s, m_old, m_sameLater, u"--json"_s });
        QCOMPARE(j.exitCode, 0);
        const QList<QJsonObject> lines = jsonLines(j.out);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines[0][u"type"_s].toString(), u"diff"_s);
        QCOMPARE(lines[0][u"same"_s].toBool(), true);
        QCOMPARE(lines[0][u"new"_s].toObject()[u"as_of"_s].toString(), u"2026-12-01T00:00:00Z"_s);
    }

    void differentContentExitsOne()
    {
        const Run r = run({ u"diff"_s, m_old, m_new });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith("arXiv:2509.00217: 5 changes since the copy of 10 Aug 2026: 3 "
                                  "references resolved, 1 new retraction notice, 1 observation "
                                  "removed\n"),
            r.out);
        QVERIFY2(
            r.out.contains("outbound ref. 3  resolution changed: unresolved -> verified fuzzy"),
            r.out);
        // The test's copy changed states without their counts: the audit says so, on stderr.
        QVERIFY2(r.err.contains("new.json fails verification: Audit failed"), r.err);
        QVERIFY(!r.err.contains("old.json"));
    }

    void jsonLinesAgreeWithPython()
    {
        const Run r = run({ u"diff"_s, m_old, m_new, u"--json"_s });
        QCOMPARE(r.exitCode, 1);
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines[0][u"type"_s].toString(), u"diff"_s);
        QCOMPARE(lines[0][u"changes"_s].toInt(), 5);
        QCOMPARE(lines[0][u"resolved"_s].toInt(), 3);
        QCOMPARE(lines[0][u"counts"_s].toObject()[u"removed"_s].toInt(), 1);
        QCOMPARE(lines.size(), 6);
        QStringList ours;
        for (const QJsonObject &l : lines.mid(1)) {
            QCOMPARE(l[u"paper"_s].toString(), u"2509.00217"_s);
            if (l[u"kind"_s].toString() == "resolution"_L1)
                ours << l[u"new_id"_s].toString() + u' ' + l[u"after"_s].toString();
        }
        // Python, reading both files on its own: ids whose status changed, with the new status.
        QProcess py;
        py.start(QStringLiteral(PITH_PYTHON),
            { u"-c"_s,
                u"import json,sys\n"
                "a=json.load(open(sys.argv[1]));b=json.load(open(sys.argv[2]))\n"
                "old={o['observation_id']:o for o in a['outbound']+a['inbound']}\n"
                "for o in b['outbound']+b['inbound']:\n"
                "  p=old.get(o['observation_id'])\n"
                "  if p and p['resolution']['status']!=o['resolution']['status']:\n"
                "    print(o['observation_id'],o['resolution']['status'])\n"_s,
                m_old, m_new });
        QVERIFY(py.waitForFinished(30000));
        QCOMPARE(py.exitCode(), 0);
        const QStringList theirs
            = QString::fromUtf8(py.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(ours, theirs);
        bool sawNotice = false;
        for (const QJsonObject &l : lines)
            if (l[u"kind"_s].toString() == "notice"_L1) {
                sawNotice = true;
                QCOMPARE(l[u"added_event_types"_s].toArray(), QJsonArray { u"retraction"_s });
                QCOMPARE(l[u"reference_index"_s].toInt(), 2);
            }
        QVERIFY(sawNotice);
    }

    void unreadableExitsTwo()
    {
        const QString broken = write(u"broken.json"_s, "{\"schema\": ");
        const Run r = run({ u"diff"_s, m_old, broken });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("broken.json:1:"), r.err);
        const Run missing = run({ u"diff"_s, m_dir.filePath(u"nowhere.json"_s), m_old });
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.out.isEmpty());
    }

    void failingCopyIsComparedAndSaidToFail()
    {
        // An edit without new digests: the copy is compared all the same, and named as failing.
        const QString tampered = write(u"tampered.json"_s,
            mutatedFixture([](QJsonObject &r) { setStatus(r, 0, u"verified_exact"_s); }));
        const Run r = run({ u"diff"_s, m_old, tampered, u"--json"_s });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("tampered.json fails verification: "), r.err);
        const QJsonObject head = jsonLines(r.out)[0];
        QCOMPARE(head[u"changes"_s].toInt(), 1);
        // Each side says whether it verifies, and what fails.
        QCOMPARE(head[u"old"_s].toObject()[u"verified"_s], QJsonValue(true));
        QVERIFY(!head[u"old"_s].toObject().contains(u"verification"_s));
        QCOMPARE(head[u"new"_s].toObject()[u"verified"_s], QJsonValue(false));
        QCOMPARE(head[u"new"_s].toObject()[u"verification"_s].toString(),
            u"1 observation fails · Context digest mismatch · Audit failed: 2 errors"_s);
    }

    void otherPaperExitsTwo()
    {
        const QString other = write(u"other.json"_s, consistentFixture([](QJsonObject &r) {
            QJsonObject paper = r[u"paper"_s].toObject();
            paper[u"arxiv_id"_s] = u"2507.21276"_s;
            r[u"paper"_s] = paper;
        }));
        const Run r = run({ u"diff"_s, m_old, other });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("arXiv:2509.00217") && r.err.contains("arXiv:2507.21276"), r.err);
    }

    void usage()
    {
        QCOMPARE(run({ u"diff"_s, m_old }).exitCode, 64);
        QCOMPARE(run({ u"diff"_s, m_old, m_new, u"--bogus"_s }).exitCode, 64);
        QVERIFY(run({ u"--help"_s }).out.contains("diff OLD NEW [--json]"));
    }

    void exportFilterTakesChangeKeys()
    {
        // The same facts as the window: change: keys parse once the older copy is given.
        const QString out = m_dir.filePath(u"changed.csv"_s);
        const Run r = run({ u"export"_s, m_new, u"--format"_s, u"csv"_s, u"-o"_s, out,
            u"--filter"_s, u"change:resolution"_s, u"--changes-since"_s, m_old });
        QCOMPARE(r.exitCode, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QCOMPARE(lines.size(), 1 + 3 + 1); // header, three rows, the final line end
        QVERIFY(lines[1].contains("verified_exact") || lines[1].contains("verified_fuzzy"));
        const Run none = run({ u"export"_s, m_new, u"--format"_s, u"csv"_s, u"-o"_s, out,
            u"--filter"_s, u"change:none"_s, u"--changes-since"_s, m_old });
        QCOMPARE(none.exitCode, 0);
        f.close();
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().count('\n'), 1 + 20 - 4);
        // Without an older copy, change: is a malformed query, as any unknown key.
        const Run bad = run({ u"export"_s, m_new, u"--format"_s, u"csv"_s, u"-o"_s, out,
            u"--filter"_s, u"change:resolution"_s });
        QCOMPARE(bad.exitCode, 64);
        const Run badKind = run({ u"export"_s, m_new, u"--format"_s, u"csv"_s, u"-o"_s, out,
            u"--filter"_s, u"change:resolutoin"_s, u"--changes-since"_s, m_old });
        QCOMPARE(badKind.exitCode, 64);
    }

    void idAgainstServerWhoseAnswerChanges()
    {
        TestServer server;
        QVERIFY(server.listenHttp());
        const QByteArray first = consistentFixture([](QJsonObject &) {});
        const QByteArray second = newer();
        auto served = std::make_shared<std::atomic<int>>(0);
        server.setRoute("/paper/2509.00217/citation-record.json", [=](const RecordedRequest &) {
            return ScriptedResponse::ok(served->fetch_add(1) == 0 ? first : second);
        });
        const QString base = server.baseUrl().toString();
        // The same id twice: the first request gets the old copy, the second the new one.
        const Run r = run({ u"diff"_s, u"2509.00217"_s, u"arXiv:2509.00217"_s, u"--base-url"_s,
            base, u"--json"_s });
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(served->load(), 2);
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines[0][u"changes"_s].toInt(), 5);
        // A file against the server's (now new) copy: the same answer as file against file.
        const Run f = run({ u"diff"_s, m_old, u"2509.00217"_s, u"--base-url"_s, base });
        QCOMPARE(f.exitCode, 1);
        QCOMPARE(f.out, run({ u"diff"_s, m_old, m_new }).out);
        server.close();
        const Run gone = run(
            { u"diff"_s, m_old, u"2509.00217"_s, u"--base-url"_s, base, u"--timeout"_s, u"5"_s });
        QCOMPARE(gone.exitCode, 2);
    }

private:
    QString write(const QString &name, const QByteArray &bytes)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(name));
        return f.fileName();
    }

    QTemporaryDir m_dir;
    QString m_old;
    QString m_new;
    QString m_sameLater;
};

QTEST_GUILESS_MAIN(TestCliDiff)
#include "tst_clidiff.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The real pith-ledger-cli binary, run as a user would.
#include "models/open/fetchpolicy.h"
#include "tests/testutil.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace pith::test;

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void init() { QVERIFY(m_dir.isValid()); }
    void verifyFixtureJson();
    void verifyTamperedNamesObservation();
    void verifyUnreadable_data();
    void verifyUnreadable();
    void verifySeveralRecordsWorstExitWins();
    void verifyFollowsTheFileOrIdRule();
    void summaryWording();
    void summaryNamesNoticeEvents();
    void helpVersionAndUsage();
    void helpShowsTheFetchersDefaults();
    void verifyRunsWithoutTheFullProgram();

private:
    struct Run {
        int exitCode;
        QByteArray out;
        QByteArray err;
    };
    Run run(const QStringList &args, const QString &program = QStringLiteral(PITH_CLI_PATH))
    {
        QProcess p;
        p.start(program, args);
        if (!p.waitForFinished(30000))
            qFatal("pith-ledger-cli did not finish");
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            p.readAllStandardOutput(), p.readAllStandardError() };
    }
    QString write(const QString &name, const QByteArray &bytes)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write test file");
        return f.fileName();
    }
    QTemporaryDir m_dir;
};

void TestCli::verifyFixtureJson()
{
    const Run r = run({ QStringLiteral("verify"), QStringLiteral("--json"), fixturePath() });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.out.count('\n'), 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o[QStringLiteral("file")].toString(), fixturePath());
    QCOMPARE(o[QStringLiteral("ok")].toBool(false), true);
    QCOMPARE(o[QStringLiteral("outbound")].toInt(-1), 21);
    QCOMPARE(o[QStringLiteral("inbound")].toInt(-1), 0);
    QCOMPARE(o[QStringLiteral("digest_failures")].toArray(), QJsonArray());
    QCOMPARE(o[QStringLiteral("context_digest")].toString(), QStringLiteral("ok"));
    QCOMPARE(o[QStringLiteral("findings")].toArray(), QJsonArray());
    QVERIFY(!o.contains(QStringLiteral("error")));
}

void TestCli::verifyTamperedNamesObservation()
{
    // One character of one title: the fourth outbound observation's cited work ("Sequence
    // parallelism" -> "Sequence parallelisM").
    QByteArray bytes = fixtureBytes();
    const QByteArray title = "\"title\":\"Sequence parallelism";
    const qsizetype at = bytes.indexOf(title);
    QVERIFY(at > 0);
    bytes[at + title.size() - 1] = 'M';
    const Run r = run({ QStringLiteral("verify"), QStringLiteral("--json"),
        write(QStringLiteral("tampered.json"), bytes) });
    QCOMPARE(r.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o[QStringLiteral("ok")].toBool(true), false);
    QCOMPARE(o[QStringLiteral("digest_failures")].toArray(),
        QJsonArray { QStringLiteral("5b76fa2b-c631-4d1f-91e3-164d2e7593a7") });
    QCOMPARE(o[QStringLiteral("context_digest")].toString(), QStringLiteral("mismatch"));

    const Run plain
        = run({ QStringLiteral("verify"), m_dir.filePath(QStringLiteral("tampered.json")) });
    QCOMPARE(plain.exitCode, 1);
    QVERIFY(
        plain.out.contains("digest mismatch: observation 5b76fa2b-c631-4d1f-91e3-164d2e7593a7"));
}

void TestCli::verifyUnreadable_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("html")
        << QByteArray("<html><body>502 Bad Gateway</body></html>")
        << QByteArray(":1:1: expected a value (an object, array, string, number, true, false or "
                      "null), found '<'");
    QTest::newRow("empty") << QByteArray() << QByteArray(":1:1: the file is empty");
    QTest::newRow("truncated") << fixtureBytes().left(
        5000) << QByteArray(":1:5001: the file ends inside a string (expected its closing '\"')");
}

void TestCli::verifyUnreadable()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, message);
    const QString path = write(QStringLiteral("bad.json"), bytes);
    const Run r = run({ QStringLiteral("verify"), QStringLiteral("--json"), path });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QByteArray(path.toUtf8() + message)), r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o[QStringLiteral("ok")].toBool(true), false);
    QVERIFY(o[QStringLiteral("error")].toString().contains(QString::fromUtf8(message)));
}

void TestCli::verifySeveralRecordsWorstExitWins()
{
    QByteArray tampered = fixtureBytes();
    tampered.replace("\"year\":2019", "\"year\":2018");
    const QString bad = write(QStringLiteral("t.json"), tampered);
    Run r = run({ QStringLiteral("verify"), fixturePath(), bad });
    QCOMPARE(r.exitCode, 1);
    r = run({ QStringLiteral("verify"), QStringLiteral("--json"), fixturePath(), bad,
        m_dir.filePath(QStringLiteral("absent.json")) });
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.out.count('\n'), 3);
}

// verify's RECORDs follow the file-or-id rule of every other command (open::classifyRecordInput):
// a file:// URL is its local file or folder, a file named like an id is read, not fetched; a
// folder still stands for its records.
void TestCli::verifyFollowsTheFileOrIdRule()
{
    QByteArray tampered = fixtureBytes();
    tampered.replace("\"year\":2019", "\"year\":2018");
    QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("folder")));
    const QString folder = m_dir.filePath(QStringLiteral("folder"));
    const QString good = write(QStringLiteral("folder/a.json"), fixtureBytes());
    const QString bad = write(QStringLiteral("folder/b.json"), tampered);
    const QString named = write(QStringLiteral("2509.00217"), fixtureBytes());
    const QString fileUrl = QUrl::fromLocalFile(good).toString();
    const QString folderUrl = QUrl::fromLocalFile(folder).toString();
    QVERIFY(fileUrl.startsWith(QLatin1String("file://")));

    // `summary` reads the file:// URL; so does `verify` now, naming the local file
    Run summary = run({ QStringLiteral("summary"), fileUrl });
    QVERIFY2(summary.exitCode == 0, summary.err.constData());
    Run r = run({ QStringLiteral("verify"), QStringLiteral("--json"), fileUrl });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(QJsonDocument::fromJson(r.out).object()[QStringLiteral("file")].toString(), good);

    // a folder given as a file:// URL, and as a path: its records in name order, the worst wins
    for (const QString &given : { folderUrl, folder }) {
        r = run({ QStringLiteral("verify"), QStringLiteral("--json"), QStringLiteral("--jobs"),
            QStringLiteral("1"), given });
        QCOMPARE(r.exitCode, 1);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QCOMPARE(QJsonDocument::fromJson(lines[0]).object()[QStringLiteral("file")].toString(),
            QDir(folder).filePath(QStringLiteral("a.json")));
        QCOMPARE(
            QJsonDocument::fromJson(lines[1]).object()[QStringLiteral("ok")].toBool(true), false);
        QVERIFY(bad.endsWith(QLatin1String("b.json")));
    }

    // a file named like an id is read where it is (relative, from the working folder); the
    // base URL points nowhere, so a fetch would have failed with exit code 2 (tst_clifetch
    // fetches the same word when no such file is there)
    QProcess p;
    p.setWorkingDirectory(m_dir.path());
    p.start(QStringLiteral(PITH_CLI_PATH),
        { QStringLiteral("verify"), QStringLiteral("2509.00217"), QStringLiteral("--base-url"),
            QStringLiteral("http://127.0.0.1:9/") });
    QVERIFY(p.waitForFinished(30000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    QVERIFY(p.readAllStandardOutput().startsWith("2509.00217: OK"));
    QVERIFY(QFileInfo::exists(named));
}

void TestCli::summaryWording()
{
    const Run r = run({ QStringLiteral("summary"), fixturePath() });
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY(out.startsWith(QStringLiteral("Learning to Shard: RL for Co-optimizing")));
    QVERIFY(out.contains(QStringLiteral("2509.00217 v1 · cs.LG")));
    QVERIFY(out.contains(QStringLiteral(
        "As of 10 August 2026, this Paper Citation Record lists 21 of 21 outbound references")));
    QVERIFY(out.contains(QStringLiteral("measured 21 of 21 reference resolution")));
    QVERIFY(out.contains(QStringLiteral("measured 0 of 1 external citation measurements")));
    QVERIFY(out.contains(QStringLiteral("verified fuzzy        11")));
    QVERIFY(out.contains(QStringLiteral("unresolved            10")));
    QVERIFY(out.contains(QStringLiteral("Inbound: 0 Pith citation observations")));
    QVERIFY(out.contains(QStringLiteral(
        "Integrity: All 21 observation digests verify; the context digest verifies.")));

    // Counts the record states are grouped as the coverage lines group theirs (the audit then
    // finds the stated 12,345 wrong, which the summary reports too).
    const QString stated
        = write(QStringLiteral("stated.json"), mutatedFixture([](QJsonObject &root) {
              QJsonObject resolution = root[QStringLiteral("reference_resolution")].toObject();
              QJsonObject counts = resolution[QStringLiteral("state_counts")].toObject();
              counts[QStringLiteral("verified_fuzzy")] = 12345;
              resolution[QStringLiteral("state_counts")] = counts;
              root[QStringLiteral("reference_resolution")] = resolution;
          }));
    const QString big = QString::fromUtf8(run({ QStringLiteral("summary"), stated }).out);
    QVERIFY2(big.contains(QStringLiteral("verified fuzzy        12,345\n")), qPrintable(big));
}

// A cited work's retraction is in the window's header; summary says it as well, under the id
// line, and an event type from the record reaches the terminal escaped.
void TestCli::summaryNamesNoticeEvents()
{
    const QString plainOut
        = QString::fromUtf8(run({ QStringLiteral("summary"), fixturePath() }).out);
    QVERIFY(!plainOut.contains(QStringLiteral("notice\n")));
    QVERIFY(!plainOut.contains(QStringLiteral("Cites ")));

    const QString path = write(
        QStringLiteral("notices.json"), consistentFixture([](QJsonObject &root) {
            const QJsonObject retraction { { QStringLiteral("type"), QStringLiteral("retraction") },
                { QStringLiteral("source"), QStringLiteral("retraction_watch") } };
            addNoticeEvent(root, 1, retraction);
            addNoticeEvent(root, 4, retraction);
            addNoticeEvent(
                root, 3, QJsonObject { { QStringLiteral("kind"), QStringLiteral("Correction") } });
            addNoticeEvent(root, 6,
                QJsonObject {
                    { QStringLiteral("type"), QStringLiteral("odd\u001b]0;pwned\u0007") } });
            addNoticeEvent(root, 7,
                QJsonObject {
                    { QStringLiteral("type"), QStringLiteral("expression_of_concern") } });
        }));
    const Run r = run({ QStringLiteral("summary"), path });
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    // Gravest first: retraction, expression of concern, correction, then the unknown type.
    QVERIFY2(out.contains(QStringLiteral(
                 "as of 2026-08-10T10:32:00Z\nCites 2 works with a retraction notice\n"
                 "Cites 1 work with an expression of concern\n"
                 "Cites 1 work with a correction notice\n")),
        qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("Integrity: All 21 observation digests verify")));
    QVERIFY2(!r.out.contains('\x1b') && !r.out.contains('\x07'), r.out.constData());
    QVERIFY2(out.contains(QStringLiteral(
                 "Cites 1 work with a notice of type \u201codd\\x1b]0;pwned\\x07\u201d")),
        qPrintable(out));
    // Each known type has a sentence of its own: "an expression of concern", not "a expression
    // of concern notice".
    QVERIFY2(out.contains(QStringLiteral("Cites 1 work with an expression of concern\n")),
        qPrintable(out));
}

void TestCli::helpVersionAndUsage()
{
    Run r = run({ QStringLiteral("--version") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("pith-ledger-cli 0."));
    r = run({ QStringLiteral("--help") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("verify RECORD"));
    r = run({ QStringLiteral("frobnicate") });
    QCOMPARE(r.exitCode, 64);
    QVERIFY(r.err.contains("unknown command \"frobnicate\""));
    QCOMPARE(r.out, QByteArray());
    // Asked of a command, help is help: not a file named "--help", not an unknown option.
    for (const char *command :
        { "summary", "verify", "export", "fetch", "diff", "watch", "history" }) {
        for (const char *flag : { "--help", "-h" }) {
            r = run({ QString::fromLatin1(command), QStringLiteral("--lang"), QStringLiteral("en"),
                QString::fromLatin1(flag) });
            QVERIFY2(r.exitCode == 0,
                qPrintable(QString::fromLatin1(command) + u' ' + QString::fromUtf8(r.err)));
            QVERIFY2(r.out.contains("Usage: pith-ledger-cli"), r.out.constData());
            QVERIFY(r.out.contains(QByteArray("  ").append(command)));
            QCOMPARE(r.err, QByteArray());
        }
    }
}

// The help's defaults are the fetcher's own (models/net/fetchtypes.h), the ones a fetch without
// --base-url, --timeout or --max-size uses: never a second copy that can drift.
void TestCli::helpShowsTheFetchersDefaults()
{
    const Run r = run({ QStringLiteral("--help") });
    QCOMPARE(r.exitCode, 0);
    const QString help = QString::fromUtf8(r.out);
    const pith::open::FetchPolicy policy; // what the CLI fetches with when given no option
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(policy.timeout);
    QCOMPARE(policy.timeout, seconds); // whole seconds, as the help writes them
    const QString timeout = QStringLiteral("after S seconds (default %1)").arg(seconds.count());
    QVERIFY2(help.contains(timeout), qPrintable(help));
    QCOMPARE(policy.maxBytes % (1024 * 1024), 0);
    const QString cap
        = QStringLiteral("MIB mebibytes (default %1)").arg(policy.maxBytes / (1024 * 1024));
    QVERIFY2(help.contains(cap), qPrintable(help));
    const QString base = QStringLiteral("fetched from (default %1;").arg(policy.baseUrl.toString());
    QVERIFY2(help.contains(base), qPrintable(help));
    QCOMPARE(policy.baseUrl, pith::net::defaultBaseUrl());
}

// pith-ledger-cli runs `verify` of files itself and every other command line through
// pith-ledger-cli-full (app/cli/launch.h). A copy of it alone in a folder shows which is which:
// verify of files works (in German too: the translations are in it), anything else stops with
// exit 69 and a message naming the program it could not start, having printed nothing else.
void TestCli::verifyRunsWithoutTheFullProgram()
{
    const QString alone = m_dir.filePath(QStringLiteral("pith-ledger-cli"));
    QVERIFY(QFile::copy(QStringLiteral(PITH_CLI_PATH), alone));
    QVERIFY(QFile::setPermissions(alone, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));

    Run r = run({ QStringLiteral("verify"), fixturePath() }, alone);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.out.startsWith(
        QByteArray(fixturePath().toUtf8()).append(": OK (21 outbound, 0 inbound)")));
    r = run(
        { QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("verify"), fixturePath() },
        alone);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains(": OK (21 ausgehend, 0 eingehend)"), r.out.constData());

    // an empty folder's note would come before the verdicts: not printed when handing over
    QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("empty")));
    const QList<QStringList> handedOver { { QStringLiteral("summary"), fixturePath() },
        { QStringLiteral("--version") }, { QStringLiteral("verify"), QStringLiteral("--help") },
        { QStringLiteral("verify"), m_dir.filePath(QStringLiteral("empty")),
            QStringLiteral("2509.00217"), QStringLiteral("--base-url"),
            QStringLiteral("http://127.0.0.1:9/") } };
    for (const QStringList &args : handedOver) {
        r = run(args, alone);
        QCOMPARE(r.exitCode, 69);
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.startsWith("pith-ledger-cli: cannot start ")
                && r.err.contains("/pith-ledger-cli-full, which runs every command but verify: "),
            r.err.constData());
    }

    // beside pith-ledger-cli-full the same id is fetched (and cannot be: nothing listens there)
    r = run({ QStringLiteral("verify"), QStringLiteral("2509.00217"), QStringLiteral("--base-url"),
        QStringLiteral("http://127.0.0.1:9/"), QStringLiteral("--timeout"), QStringLiteral("5") });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith("2509.00217: "), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

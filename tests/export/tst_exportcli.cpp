// SPDX-License-Identifier: GPL-3.0-or-later
// `pith-ledger-cli export`, run as a user would.
#include "tests/export/exporttestutil.h"

#include "tests/net/testserver.h"

#include <QTemporaryDir>

using namespace pith::test;

class TestExportCli : public QObject {
    Q_OBJECT
private slots:
    void init() { QVERIFY(m_dir.isValid()); }
    void unresolvedCsvHasHeaderAndTenRows();
    void csvMatchesExpectedFile();
    void bomOption();
    void jsonVerifies();
    void jsonOfAFailingRecordFails_data();
    void jsonOfAFailingRecordFails();
    void csvNamesTheRecordVerdict_data();
    void csvNamesTheRecordVerdict();
    void pdfWithoutPlatformSet();
    void formatFromSuffix();
    void unwritableDestination();
    void unreadableInput_data();
    void unreadableInput();
    void neverOverwritesTheInput();
    void existingFileKeptWhenInputUnreadable();
    void malformedFilter();
    void usageErrors_data();
    void usageErrors();
    void helpMentionsExport();
    void recordByIdFromLoopbackServer();

private:
    ProcessRun cli(const QStringList &args, const QProcessEnvironment &env = {})
    {
        return runProgram(QStringLiteral(PITH_CLI_PATH), args, env);
    }
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestExportCli::unresolvedCsvHasHeaderAndTenRows()
{
    const ProcessRun r = cli({ QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
        QStringLiteral("csv"), QStringLiteral("--filter"), QStringLiteral("status:unresolved"),
        QStringLiteral("-o"), path(QStringLiteral("u.csv")) });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QByteArray csv = readAll(path(QStringLiteral("u.csv")));
    QVERIFY(csv.endsWith("\r\n"));
    const QList<QByteArray> lines = csv.chopped(2).split('\n');
    QCOMPARE(lines.size(), 11);
    QVERIFY(lines.first().startsWith("direction,reference_index,observation_id,"));
    for (int i = 1; i < lines.size(); ++i)
        QVERIFY2(lines.at(i).contains(",unresolved,"), lines.at(i).constData());
    QVERIFY(r.out.contains("10 of 21"));
}

void TestExportCli::csvMatchesExpectedFile()
{
    const ProcessRun r
        = cli({ QStringLiteral("export"), fixturePath(), QStringLiteral("--format=csv"),
            QStringLiteral("--filter=-status:unresolved resolver:raw_fallback"),
            QStringLiteral("-o"), path(QStringLiteral("n.csv")) });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(readAll(path(QStringLiteral("n.csv"))),
        readAll(QStringLiteral(PITH_TEST_DATA "/export/fixture-not-unresolved-raw-fallback.csv")));
}

void TestExportCli::bomOption()
{
    const ProcessRun r = cli({ QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
        QStringLiteral("csv"), QStringLiteral("--bom"), QStringLiteral("-o"),
        path(QStringLiteral("b.csv")) });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(readAll(path(QStringLiteral("b.csv"))),
        readAll(QStringLiteral(PITH_TEST_DATA "/export/fixture-all-bom.csv")));
}

void TestExportCli::jsonVerifies()
{
    const QString out = path(QStringLiteral("u.json"));
    ProcessRun r = cli({ QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
        QStringLiteral("json"), QStringLiteral("--filter"), QStringLiteral("status:unresolved"),
        QStringLiteral("-o"), out });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    r = cli({ QStringLiteral("verify"), QStringLiteral("--json"), out });
    QCOMPARE(r.exitCode, 0);
    const QJsonObject v = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(v[QStringLiteral("outbound")].toInt(-1), 10);
    QCOMPARE(v[QStringLiteral("digest_failures")].toArray(), QJsonArray());
    const QJsonObject o = QJsonDocument::fromJson(readAll(out)).object();
    QCOMPARE(o[QStringLiteral("pith_ledger_export")].toObject()[QStringLiteral("query")].toString(),
        QStringLiteral("status:unresolved"));
}

void TestExportCli::csvNamesTheRecordVerdict_data()
{
    QTest::addColumn<QByteArray>("record");
    QTest::addColumn<QByteArray>("verdict");
    QTest::newRow("clean") << fixtureBytes() << QByteArray("clean");
    QTest::newRow("context mismatch") << mutatedFixture([](QJsonObject &root) {
        editOutbound(root, 1, [](QJsonObject &o) {
            o[QStringLiteral("observed_at")] = QStringLiteral("2026-08-05T00:00:00Z");
            refreshObservationDigest(o);
        });
    }) << QByteArray("failed");
    QTest::newRow("observation fails") << mutatedFixture([](QJsonObject &root) {
        editOutbound(root, 3, [](QJsonObject &o) {
            o[QStringLiteral("observed_at")] = QStringLiteral("2026-08-05T00:00:00Z");
        });
        refreshContextDigest(root);
    }) << QByteArray("failed");
    // Every digest right, so every row's digest_ok is true: the verdict still says failed.
    QTest::newRow("audit fails") << countMismatchFixture() << QByteArray("failed");
}

// Every row of a CSV export carries the whole record's verdict, whether the rows were written as
// the record was read (a plain export of a file) or from the record read whole (with a filter).
void TestExportCli::csvNamesTheRecordVerdict()
{
    QFETCH(QByteArray, record);
    QFETCH(QByteArray, verdict);
    const QString input = path(QStringLiteral("verdict.json"));
    QVERIFY(writeFile(input, record));
    for (const QString &filter : { QString(), QStringLiteral("--filter=direction:outbound") }) {
        const QString out = path(QStringLiteral("verdict.csv"));
        QStringList args { QStringLiteral("export"), input, QStringLiteral("-o"), out };
        if (!filter.isEmpty())
            args << filter;
        const ProcessRun r = cli(args);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QList<QByteArray> lines = readAll(out).chopped(2).split('\n');
        QCOMPARE(lines.size(), 22); // the header and 21 outbound rows
        QVERIFY(lines.first().endsWith(",observation_digest,record_verdict\r"));
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line
                = lines.at(i).endsWith('\r') ? lines.at(i).chopped(1) : lines.at(i);
            QVERIFY2(line.endsWith(QByteArray(',' + verdict)), line.constData());
        }
    }
}

void TestExportCli::jsonOfAFailingRecordFails_data()
{
    QTest::addColumn<QByteArray>("record");
    QTest::addColumn<QString>("code"); // the finding the export's verify must report, "" none
    QTest::newRow("clean") << fixtureBytes() << QString();
    // Observation 1 changed and resealed, the context digest left as it was.
    QTest::newRow("context mismatch") << mutatedFixture([](QJsonObject &root) {
        editOutbound(root, 1, [](QJsonObject &o) {
            o[QStringLiteral("observed_at")] = QStringLiteral("2026-08-05T00:00:00Z");
            refreshObservationDigest(o);
        });
    }) << QStringLiteral("source-context-mismatch");
    // Observation 4 changed without its digest (and not among the exported rows below).
    QTest::newRow("observation fails") << mutatedFixture([](QJsonObject &root) {
        editOutbound(root, 3, [](QJsonObject &o) {
            o[QStringLiteral("observed_at")] = QStringLiteral("2026-08-05T00:00:00Z");
        });
        refreshContextDigest(root);
    }) << QStringLiteral("source-observations-failed");
    // Every digest right, the stated counts contradicting the rows.
    QTest::newRow("audit fails") << countMismatchFixture() << QStringLiteral("source-audit-failed");
}

// An export copies the observations' bytes, which verify by themselves: the export of a record
// that failed must fail too (it used to verify as OK, the window's badge said "Subset: all
// digests verified").
void TestExportCli::jsonOfAFailingRecordFails()
{
    QFETCH(QByteArray, record);
    QFETCH(QString, code);
    const QString in = path(QStringLiteral("in.json"));
    QVERIFY(writeFile(in, record));
    const ProcessRun source = cli({ QStringLiteral("verify"), in });
    QCOMPARE(source.exitCode, code.isEmpty() ? 0 : 1);
    const QString out = path(QStringLiteral("subset.json"));
    ProcessRun r
        = cli({ QStringLiteral("export"), in, QStringLiteral("--format"), QStringLiteral("json"),
            QStringLiteral("--filter"), QStringLiteral("ref:1"), QStringLiteral("-o"), out });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    r = cli({ QStringLiteral("verify"), QStringLiteral("--json"), out });
    const QJsonObject v = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(
        v[QStringLiteral("digest_failures")].toArray(), QJsonArray()); // the copied row is fine
    QStringList codes;
    for (const QJsonValue f : v[QStringLiteral("findings")].toArray())
        if (f[QStringLiteral("code")].toString().startsWith(QLatin1String("source-")))
            codes << f[QStringLiteral("code")].toString();
    if (code.isEmpty()) {
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(codes, QStringList());
        return;
    }
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(codes.contains(code), qPrintable(codes.join(u' ') + u'\n' + QString::fromUtf8(r.out)));
    // Said in the plain output too.
    r = cli({ QStringLiteral("verify"), out });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("the record this subset was exported from"), r.out.constData());
}

void TestExportCli::pdfWithoutPlatformSet()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    const QString out = path(QStringLiteral("r.pdf"));
    const ProcessRun r = cli({ QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
                                 QStringLiteral("pdf"), QStringLiteral("--filter"),
                                 QStringLiteral("status:unresolved"), QStringLiteral("-o"), out },
        env);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(readAll(out).startsWith("%PDF-"));
    const ProcessRun t = runProgram(QStringLiteral(PITH_PDFTOTEXT), { out, QStringLiteral("-") });
    QVERIFY(
        QString::fromUtf8(t.out).simplified().contains(QStringLiteral("Query: status:unresolved")));
}

void TestExportCli::formatFromSuffix()
{
    const QString out = path(QStringLiteral("all.json"));
    const ProcessRun r
        = cli({ QStringLiteral("export"), fixturePath(), QStringLiteral("-o"), out });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(
        QJsonDocument::fromJson(readAll(out)).object()[QStringLiteral("outbound")].toArray().size(),
        21);
}

void TestExportCli::unwritableDestination()
{
    const QString out = path(QStringLiteral("no/such/dir/u.csv"));
    const ProcessRun r = cli({ QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
        QStringLiteral("csv"), QStringLiteral("-o"), out });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("cannot write") && r.err.contains("u.csv"), r.err.constData());
    QVERIFY(!QFile::exists(out));

    // A read-only folder (unless the tests run as root, which may write anyway).
    QDir(m_dir.path()).mkdir(QStringLiteral("ro"));
    QFile::setPermissions(
        path(QStringLiteral("ro")), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    const QString ro = path(QStringLiteral("ro/u.csv"));
    const ProcessRun r2
        = cli({ QStringLiteral("export"), fixturePath(), QStringLiteral("-o"), ro });
    QFile::setPermissions(path(QStringLiteral("ro")),
        QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    if (r2.exitCode == 0) {
        // Root writes into a read-only folder (CI runs as root); /proc takes no new file from
        // anyone, so the refusal is checked there instead of skipped.
        QVERIFY2(QFile::exists(ro), "exit 0 without the file");
        const QString proc = QStringLiteral("/proc/pith-ledger-export-test.csv");
        const ProcessRun r3
            = cli({ QStringLiteral("export"), fixturePath(), QStringLiteral("-o"), proc });
        QCOMPARE(r3.exitCode, 2);
        QVERIFY2(r3.err.contains("cannot write") && r3.err.contains("pith-ledger-export-test.csv"),
            r3.err.constData());
        QVERIFY(!QFile::exists(proc));
        return;
    }
    QCOMPARE(r2.exitCode, 2);
    QVERIFY(!QFile::exists(ro));
    QVERIFY(QDir(path(QStringLiteral("ro"))).entryList(QDir::Files | QDir::Hidden).isEmpty());
}

void TestExportCli::unreadableInput_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("missing file") << QStringLiteral("missing.json") << QByteArray()
                                  << QByteArray("missing.json");
    QTest::newRow("truncated JSON")
        << QStringLiteral("cut.json") << fixtureBytes().left(500) << QByteArray("cut.json:");
    QTest::newRow("not a record") << QStringLiteral("other.json")
                                  << QByteArray("{\"schema\":\"x\"}") << QByteArray("schema");
}

void TestExportCli::unreadableInput()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, message);
    if (!bytes.isEmpty())
        QVERIFY(writeFile(path(name), bytes));
    const QString out = path(QStringLiteral("x.csv"));
    const ProcessRun r = cli({ QStringLiteral("export"), path(name), QStringLiteral("--format"),
        QStringLiteral("csv"), QStringLiteral("-o"), out });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
    QVERIFY(!QFile::exists(out));
}

void TestExportCli::neverOverwritesTheInput()
{
    const QString input = path(QStringLiteral("record.json"));
    QVERIFY(writeFile(input, fixtureBytes()));
    const ProcessRun r = cli({ QStringLiteral("export"), input, QStringLiteral("--format"),
        QStringLiteral("json"), QStringLiteral("-o"), input });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("record being exported"), r.err.constData());
    QCOMPARE(readAll(input), fixtureBytes());
}

void TestExportCli::existingFileKeptWhenInputUnreadable()
{
    const QString out = path(QStringLiteral("keep.csv"));
    QVERIFY(writeFile(out, "earlier export\n"));
    const ProcessRun r = cli({ QStringLiteral("export"), path(QStringLiteral("missing.json")),
        QStringLiteral("-o"), out });
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(readAll(out), QByteArray("earlier export\n"));
}

void TestExportCli::malformedFilter()
{
    const QString out = path(QStringLiteral("f.csv"));
    const ProcessRun r = cli({ QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
        QStringLiteral("csv"), QStringLiteral("--filter"),
        QStringLiteral("status:unresolved colour:red"), QStringLiteral("-o"), out });
    QCOMPARE(r.exitCode, 64);
    QVERIFY2(r.err.contains("malformed --filter at column 19:"), r.err.constData());
    QVERIFY2(r.err.contains("colour"), r.err.constData());
    QVERIFY2(r.err.contains("\n                    ^\n"),
        r.err.constData()); // caret under column 19 (after two spaces)
    QVERIFY(!QFile::exists(out));

    // A misspelt state is known to be one once the record is read: an error with a suggestion,
    // as in the window, not a file of no rows.
    const ProcessRun typo = cli({ QStringLiteral("export"), fixturePath(),
        QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--filter"),
        QStringLiteral("direction:outbound status:unresolvd"), QStringLiteral("-o"), out });
    QCOMPARE(typo.exitCode, 64);
    QVERIFY2(
        typo.err.contains(
            "malformed --filter at column 20: no state \"unresolvd\"; did you mean unresolved?"),
        typo.err.constData());
    QVERIFY(!QFile::exists(out));
}

void TestExportCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    const QString f = fixturePath();
    QTest::newRow("no -o") << QStringList { QStringLiteral("export"), f } << QByteArray("-o OUT");
    QTest::newRow("no record") << QStringList { QStringLiteral("export"), QStringLiteral("-o"),
        QStringLiteral("x.csv") }
                               << QByteArray("RECORD");
    QTest::newRow("unknown format") << QStringList { QStringLiteral("export"), f,
        QStringLiteral("--format"), QStringLiteral("xls"), QStringLiteral("-o"),
        QStringLiteral("x.xls") } << QByteArray("unknown format");
    QTest::newRow("bom on json") << QStringList { QStringLiteral("export"), f,
        QStringLiteral("--bom"), QStringLiteral("-o"), QStringLiteral("x.json") }
                                 << QByteArray("--bom");
    QTest::newRow("unknown option") << QStringList { QStringLiteral("export"), f,
        QStringLiteral("--colour"), QStringLiteral("-o"), QStringLiteral("x.csv") }
                                    << QByteArray("--colour");
    QTest::newRow("-o without value")
        << QStringList { QStringLiteral("export"), f, QStringLiteral("-o") } << QByteArray("-o");
}

void TestExportCli::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const QString cwd
        = path(QStringLiteral("usage-%1").arg(QString::fromLatin1(QTest::currentDataTag())));
    QVERIFY(QDir().mkpath(cwd));
    QVERIFY(QDir::setCurrent(cwd));
    const ProcessRun r = cli(args);
    QCOMPARE(r.exitCode, 64);
    QVERIFY2(r.err.contains(message), r.err.constData());
    QVERIFY(QDir(cwd).entryList(QDir::Files | QDir::Hidden).isEmpty());
}

void TestExportCli::helpMentionsExport()
{
    const ProcessRun r = cli({ QStringLiteral("--help") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("export RECORD --format csv|json|pdf -o OUT [--filter QUERY] [--bom]"));
}

// RECORD may be an arXiv id, fetched from the Pith service (here a server on 127.0.0.1).
void TestExportCli::recordByIdFromLoopbackServer()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(QByteArrayLiteral("/paper/2509.00217/citation-record.json"),
        ScriptedResponse::ok(fixtureBytes()));
    const QString out = path(QStringLiteral("byid.csv"));
    const ProcessRun r = cli({ QStringLiteral("export"), QStringLiteral("2509.00217"),
        QStringLiteral("--base-url"), server.baseUrl().toString(), QStringLiteral("--filter"),
        QStringLiteral("status:unresolved"), QStringLiteral("-o"), out });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(readAll(out),
        readAll(QStringLiteral(PITH_TEST_DATA "/export/fixture-status-unresolved.csv")));

    server.setRoute(QByteArrayLiteral("/paper/2509.00217/citation-record.json"),
        ScriptedResponse::withStatus(404, "not found"));
    const QString missing = path(QStringLiteral("missing.csv"));
    const ProcessRun r404 = cli({ QStringLiteral("export"), QStringLiteral("2509.00217"),
        QStringLiteral("--base-url"), server.baseUrl().toString(), QStringLiteral("-o"), missing });
    QCOMPARE(r404.exitCode, 2);
    QVERIFY(!r404.err.isEmpty());
    QVERIFY(!QFile::exists(missing));
}

QTEST_GUILESS_MAIN(TestExportCli)
#include "tst_exportcli.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// CSV export: byte for byte against expected files that an independent Python script (csv
// module) produced, the quoting and formula-injection rules one by one, and QSaveFile safety.
#include "tests/export/exporttestutil.h"

#include "models/export/csvwriter.h"
#include "models/io/atomicfile.h"
#include "models/record/parser.h"
#include "models/record/verdict.h"

#include <QBuffer>
#include <QTemporaryDir>

using namespace pith;
using namespace pith::exporting;
using namespace pith::test;

class TestCsvExport : public QObject {
    Q_OBJECT
private slots:
    void init() { QVERIFY(m_dir.isValid()); }
    void fixtureByteForByte_data();
    void fixtureByteForByte();
    void expectationsComeFromPython_data();
    void expectationsComeFromPython();
    void pythonAgreesOnHostileAndGeneratedRecords_data();
    void pythonAgreesOnHostileAndGeneratedRecords();
    void textField_data();
    void textField();
    void numbersStayNumbers();
    void hostileRowKeepsColumns();
    void header();
    void failingDeviceReportsReason();
    void progressCancels();
    void saveFileKeepsExistingFileOnFailure();
    void saveFileRefusesTheInput();
    void saveFileReportsUnwritableDestination();

private:
    QByteArray csvOf(const Record &r, const QString &query, bool bom)
    {
        QList<int> rows = allRows(r);
        if (!query.isEmpty()) {
            const auto parsed = ObservationFilter::parse(query);
            if (!parsed.ok())
                qFatal("bad query in test");
            rows = rowsMatching(r, *parsed.filter);
        }
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QString error;
        CsvOptions options;
        options.bom = bom;
        options.verdict = verdictName(recordVerdict(r).level);
        if (!writeCsv(&buffer, observationsForRows(r, rows), options, &error))
            qFatal("writeCsv failed");
        return buffer.data();
    }
    // What the audit alone finds of the record at path, for the reference's record_verdict.
    static QString auditLevel(const QString &path)
    {
        const ParseResult parsed = loadRecordFile(path);
        if (!parsed.ok())
            qFatal("does not parse: %s", qPrintable(path));
        const RecordVerdict v = recordVerdict(*parsed.record);
        return QLatin1String(v.errors ? "failed" : v.warnings ? "warnings" : "clean");
    }
    ProcessRun python(const QString &record, const QString &query, bool bom, const QString &out)
    {
        QStringList args = { QStringLiteral(PITH_EXPORT_TESTS "/csv_reference.py"), record,
            QStringLiteral("--query=") + query, QStringLiteral("--audit=") + auditLevel(record),
            QStringLiteral("-o"), out };
        if (bom)
            args << QStringLiteral("--bom");
        return runProgram(QStringLiteral(PITH_PYTHON), args);
    }
    QTemporaryDir m_dir;
};

static void fixtureCases()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<bool>("bom");
    QTest::addColumn<QString>("expected");
    QTest::newRow("all rows") << QString() << false << QStringLiteral("fixture-all.csv");
    QTest::newRow("all rows with BOM")
        << QString() << true << QStringLiteral("fixture-all-bom.csv");
    QTest::newRow("status:unresolved") << QStringLiteral("status:unresolved") << false
                                       << QStringLiteral("fixture-status-unresolved.csv");
    QTest::newRow("negated status and resolver")
        << QStringLiteral("-status:unresolved resolver:raw_fallback") << false
        << QStringLiteral("fixture-not-unresolved-raw-fallback.csv");
}

void TestCsvExport::fixtureByteForByte_data() { fixtureCases(); }

void TestCsvExport::fixtureByteForByte()
{
    QFETCH(QString, query);
    QFETCH(bool, bom);
    QFETCH(QString, expected);
    const ParseResult parsed = loadRecordFile(fixturePath());
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.toString()));
    const QByteArray want = readAll(QStringLiteral(PITH_TEST_DATA "/export/") + expected);
    QVERIFY(!want.isEmpty());
    const QByteArray got = csvOf(*parsed.record, query, bom);
    if (got != want)
        writeFile(m_dir.filePath(expected), got);
    QCOMPARE(got, want);
}

void TestCsvExport::expectationsComeFromPython_data() { fixtureCases(); }

// The expected files are what Python's csv module writes for the documented rules.
void TestCsvExport::expectationsComeFromPython()
{
    QFETCH(QString, query);
    QFETCH(bool, bom);
    QFETCH(QString, expected);
    const QString out = m_dir.filePath(QStringLiteral("py.csv"));
    const ProcessRun r = python(fixturePath(), query, bom, out);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(readAll(out), readAll(QStringLiteral(PITH_TEST_DATA "/export/") + expected));
}

void TestCsvExport::pythonAgreesOnHostileAndGeneratedRecords_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("query");
    QTest::addColumn<bool>("bom");
    QTest::newRow("hostile titles, all") << QStringLiteral("hostile") << QString() << false;
    QTest::newRow("hostile titles, BOM") << QStringLiteral("hostile") << QString() << true;
    QTest::newRow("generated, exotic titles, inbound too")
        << QStringLiteral("generated") << QString() << false;
    QTest::newRow("generated, direction:inbound")
        << QStringLiteral("generated") << QStringLiteral("direction:inbound") << false;
    // over 1 MB and 4,096 observations: the file is mapped and parsed by every core
    QTest::newRow("generated, 5,000 rows")
        << QStringLiteral("big") << QStringLiteral("-status:unresolved resolver:raw_fallback")
        << false;
    // past two batches of rows formatted by every core (csvwriter.cpp), written in order
    QTest::newRow("generated, 40,000 rows, all") << QStringLiteral("huge") << QString() << false;
}

void TestCsvExport::pythonAgreesOnHostileAndGeneratedRecords()
{
    QFETCH(QString, kind);
    QFETCH(QString, query);
    QFETCH(bool, bom);
    const QString path = m_dir.filePath(kind + QStringLiteral(".json"));
    if (kind == QLatin1String("hostile"))
        QVERIFY(writeFile(path, hostileFixture()));
    else if (kind == QLatin1String("big"))
        QVERIFY(generateRecord(path, 4600, 400, 9));
    else if (kind == QLatin1String("huge"))
        QVERIFY(generateRecord(path, 38000, 2000, 13));
    else
        QVERIFY(generateRecord(path, 150, 30, 5));
    const ParseResult parsed = loadRecordFile(path);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.toString()));
    const QByteArray got = csvOf(*parsed.record, query, bom);
    // The command line's export reads only the table's fields: the same bytes.
    ParseOptions tableOnly;
    tableOnly.tableFieldsOnly = true;
    const ParseResult table = loadRecordFile(path, tableOnly);
    QVERIFY2(table.ok(), qPrintable(table.error.toString()));
    QVERIFY(table.record->outbound.isEmpty() || table.record->outbound.first().rawJson().isEmpty());
    QCOMPARE(csvOf(*table.record, query, bom), got);
    const QString text = QStringLiteral("learning year:2000..2030"); // titles, ids, DOIs and years
    QCOMPARE(csvOf(*table.record, text, bom), csvOf(*parsed.record, text, bom));
    const QString out = m_dir.filePath(QStringLiteral("py.csv"));
    const ProcessRun r = python(path, query, bom, out);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(got, readAll(out));
    if (kind == QLatin1String("hostile"))
        QVERIFY(got.contains("\"'=HYPERLINK(\"\"http://x.invalid\"\",\"\"click\"\")\""));
}

void TestCsvExport::textField_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QByteArray>("field");
    QTest::newRow("plain") << QStringLiteral("Helix Parallelism")
                           << QByteArray("Helix Parallelism");
    QTest::newRow("empty") << QString() << QByteArray();
    QTest::newRow("comma") << QStringLiteral("a, b") << QByteArray("\"a, b\"");
    QTest::newRow("quote doubled")
        << QStringLiteral("say \"hi\"") << QByteArray("\"say \"\"hi\"\"\"");
    QTest::newRow("LF kept inside quotes")
        << QStringLiteral("two\nlines") << QByteArray("\"two\nlines\"");
    QTest::newRow("CRLF kept inside quotes")
        << QStringLiteral("a\r\nb") << QByteArray("\"a\r\nb\"");
    QTest::newRow("equals") << QStringLiteral("=1+1") << QByteArray("'=1+1");
    QTest::newRow("plus") << QStringLiteral("+1") << QByteArray("'+1");
    QTest::newRow("minus, even when it looks like a number")
        << QStringLiteral("-5") << QByteArray("'-5");
    QTest::newRow("at") << QStringLiteral("@SUM(A1)") << QByteArray("'@SUM(A1)");
    QTest::newRow("tab") << QStringLiteral("\tx") << QByteArray("'\tx");
    QTest::newRow("carriage return: prefixed, then quoted")
        << QStringLiteral("\rx") << QByteArray("\"'\rx\"");
    QTest::newRow("formula with comma: prefix inside the quotes")
        << QStringLiteral("=a,b") << QByteArray("\"'=a,b\"");
    QTest::newRow("formula character later is harmless")
        << QStringLiteral("a=b") << QByteArray("a=b");
    QTest::newRow("leading space is not a formula") << QStringLiteral(" =x") << QByteArray(" =x");
    QTest::newRow("apostrophe kept") << QStringLiteral("'quoted'") << QByteArray("'quoted'");
    QTest::newRow("UTF-8, CJK and accents")
        << QStringLiteral("注意力 Über") << QStringLiteral("注意力 Über").toUtf8();
}

void TestCsvExport::textField()
{
    QFETCH(QString, value);
    QFETCH(QByteArray, field);
    QCOMPARE(csvTextField(value), field);
}

void TestCsvExport::numbersStayNumbers()
{
    QCOMPARE(csvNumberField(2024), QByteArray("2024"));
    QCOMPARE(csvNumberField(-3), QByteArray("-3"));
    QCOMPARE(csvNumberField(0), QByteArray("0"));
    QCOMPARE(csvNumberField(std::nullopt), QByteArray());
}

void TestCsvExport::hostileRowKeepsColumns()
{
    const ParseResult parsed = parseRecord(hostileFixture(), QStringLiteral("hostile.json"));
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.toString()));
    const Observation &o = parsed.record->outbound.at(1); // "+1+1", DOI "-10.1/negative"
    const QByteArray row = csvRow(o, QStringLiteral("failed"));
    QVERIFY(row.startsWith(
        QByteArray("outbound," + QByteArray::number(*o.citation.referenceIndex) + ',')));
    QVERIFY(row.contains(",'+1+1,'-10.1/negative,"));
    const QList<QByteArray> fields = row.split(',');
    QCOMPARE(fields.size(), csvColumns().size());
    QCOMPARE(fields.at(6), QByteArray::number(*o.otherYear())); // other_year: a plain number
    QCOMPARE(fields.at(13), QByteArray("false")); // the title changed: digest_ok false
    QCOMPARE(fields.at(15), QByteArray("failed")); // record_verdict, as given
}

void TestCsvExport::header()
{
    const QStringList expected
        = QStringLiteral("direction,reference_index,observation_id,other_arxiv_id,other_title,"
                         "other_doi,other_year,resolution_status,resolver_source,"
                         "resolution_observed_at,notice_state,notice_events,notice_reason,"
                         "digest_ok,observation_digest,record_verdict")
              .split(QLatin1Char(','));
    QCOMPARE(csvColumns(), expected);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QString error;
    QVERIFY(writeCsv(&buffer, {}, {}, &error));
    QCOMPARE(buffer.data(), expected.join(QLatin1Char(',')).toUtf8() + "\r\n");
}

void TestCsvExport::failingDeviceReportsReason()
{
    const ParseResult parsed = loadRecordFile(fixturePath());
    QBuffer closed; // never opened: every write fails
    QString error;
    QTest::ignoreMessage(QtWarningMsg, "QIODevice::write (QBuffer): device not open");
    QVERIFY(!writeCsv(
        &closed, observationsForRows(*parsed.record, allRows(*parsed.record)), {}, &error));
    QVERIFY2(error.startsWith(QLatin1String("writing failed")), qPrintable(error));
}

void TestCsvExport::progressCancels()
{
    const QString path = m_dir.filePath(QStringLiteral("big.json"));
    QVERIFY(generateRecord(path, 1200, 0));
    const ParseResult parsed = loadRecordFile(path);
    QVERIFY(parsed.ok());
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QString error;
    qint64 calls = 0;
    const bool ok = writeCsv(&buffer, observationsForRows(*parsed.record, allRows(*parsed.record)),
        {}, &error, [&](qint64 done, qint64 total) {
            ++calls;
            return done < total / 2;
        });
    QVERIFY(!ok);
    QVERIFY(calls >= 2);
    QCOMPARE(error, QStringLiteral("the export was cancelled"));
}

void TestCsvExport::saveFileKeepsExistingFileOnFailure()
{
    const QString dir = m_dir.filePath(QStringLiteral("keep"));
    QVERIFY(QDir().mkpath(dir));
    const QString path = dir + QStringLiteral("/kept.csv");
    QVERIFY(writeFile(path, "what the reviewer had\n"));
    QString error;
    const bool ok = io::writeFileAtomically(
        path,
        [](QIODevice *d, QString *reason) {
            d->write("half a file");
            *reason = QStringLiteral("disk on fire");
            return false;
        },
        &error);
    QVERIFY(!ok);
    QVERIFY2(error.contains(QLatin1String("disk on fire")), qPrintable(error));
    QCOMPARE(readAll(path), QByteArray("what the reviewer had\n"));
    QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden),
        QStringList { QStringLiteral("kept.csv") });

    const QString fresh = dir + QStringLiteral("/fresh.csv");
    QVERIFY(!io::writeFileAtomically(
        fresh,
        [](QIODevice *d, QString *) {
            d->write("x");
            return false;
        },
        &error));
    QVERIFY(!QFile::exists(fresh));
    QVERIFY(io::writeFileAtomically(
        fresh, [](QIODevice *d, QString *) { return d->write("ok") == 2; }, &error));
    QCOMPARE(readAll(fresh), QByteArray("ok"));
}

void TestCsvExport::saveFileRefusesTheInput()
{
    const QString input = m_dir.filePath(QStringLiteral("record.json"));
    QVERIFY(writeFile(input, fixtureBytes()));
    QString error;
    bool called = false;
    QVERIFY(!io::writeFileAtomically(
        m_dir.filePath(QStringLiteral("./record.json")),
        [&](QIODevice *, QString *) {
            called = true;
            return true;
        },
        &error, io::WriteOptions { input, true }));
    QVERIFY(!called);
    QVERIFY2(error.contains(QLatin1String("record being exported")), qPrintable(error));
    QCOMPARE(readAll(input), fixtureBytes());
}

void TestCsvExport::saveFileReportsUnwritableDestination()
{
    QString error;
    QVERIFY(!io::writeFileAtomically(
        m_dir.filePath(QStringLiteral("no/such/dir/x.csv")),
        [](QIODevice *, QString *) { return true; }, &error));
    QVERIFY2(error.startsWith(QLatin1String("cannot write ")), qPrintable(error));
    QVERIFY(!io::writeFileAtomically(
        m_dir.path(), [](QIODevice *, QString *) { return true; }, &error));
    QVERIFY2(error.contains(QLatin1String("directory")), qPrintable(error));
    QVERIFY(!io::writeFileAtomically(
        QString(), [](QIODevice *, QString *) { return true; }, &error));
}

QTEST_GUILESS_MAIN(TestCsvExport)
#include "tst_csvexport.moc"

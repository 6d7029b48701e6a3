// SPDX-License-Identifier: GPL-3.0-or-later
// verify with the canonical fast path (ParseOptions::fastPath, the default) against the general
// path (PITH_VERIFY_GENERAL=1: every observation through the tokenizer), on every record under
// tests/data and its canonical form, on generated records in canonical, pretty-printed and
// key-shuffled layouts with every leaf of a sample tampered (fastverify_gen.py), on copies with
// one value of another kind, a key escaped or repeated, an integer at or past 64 bits, or a table
// field holding every escape (verifypaths_gen.py), and on a record big enough for several threads
// with tampered digests:
// the parse results in process (verify's read, the JSON export's, and the table-field reads of the
// CSV export and the window, every field of every observation), and the real CLI's output, byte
// for byte.
#include <QBuffer>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include "models/export/csvwriter.h"
#include "models/export/jsonwriter.h"
#include "models/record/canonical_p.h"
#include "models/record/notice.h"
#include "models/record/parser.h"
#include "models/record/verdict.h"
#include "models/review/reviewfile.h"
#include "tests/fastverify_check.h"

#include <array>

using namespace pith;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

bool runPython(const QStringList &args, QString *error)
{
    QProcess python;
    python.start(QStringLiteral(PITH_PYTHON), args);
    if (!python.waitForFinished(300000) || python.exitStatus() != QProcess::NormalExit
        || python.exitCode() != 0) {
        *error = QString::fromUtf8(python.readAllStandardError());
        return false;
    }
    return true;
}

// Everything verify reports of one parse, as text.
// What the verdict reads of each observation, row by row (the states' numbering aside).
QString describeChecks(const ObservationChecks &checks)
{
    QString s;
    for (const auto *list : { &checks.outbound, &checks.inbound }) {
        for (const ObservationCheck &c : *list)
            s += QStringLiteral("%1 %2 %3|%4|%5|%6|%7\n")
                     .arg(list == &checks.outbound ? u"outbound" : u"inbound")
                     .arg(c.position)
                     .arg(checks.id(c), checks.states.at(c.state))
                     .arg(c.hasReferenceIndex ? QString::number(c.referenceIndex)
                                              : QStringLiteral("none"))
                     .arg(c.digestOk)
                     .arg(checks.eventTypes(c).join(u','));
    }
    QStringList states = checks.states;
    states.sort();
    return s + QStringLiteral("states %1\n").arg(states.join(u'|'));
}

QString describe(const ParseResult &p)
{
    if (!p.ok())
        return QStringLiteral("error: ") + p.error.toString();
    const Record &r = *p.record;
    QString s = QStringLiteral("context %1 %2\n").arg(r.contextDigest, r.computedContextDigest);
    // verify's read keeps each observation's checks only (Record::checks); a read with every
    // detail is described by the same facts of its observations
    s += r.outbound.isEmpty() && r.inbound.isEmpty()
        ? describeChecks(r.checks)
        : describeChecks(ObservationChecks::of(r.outbound, r.inbound));
    // what the summary reads of the observations besides the verdict
    for (const auto &[type, sentence] : noticeSummaryLines(r))
        s += sentence + QLatin1Char('\n');
    for (const StateCount &sc : outboundStateCounts(r))
        s += QStringLiteral("%1 %2\n").arg(sc.state).arg(sc.count);
    s += QStringLiteral("inbound %1 outbound %2\n").arg(r.inboundCount()).arg(r.outboundCount());
    const RecordVerdict verdict = recordVerdict(r);
    s += verdict.sentence() + QLatin1Char('\n');
    for (const QList<Finding> *list : { &verdict.findings, &verdict.information }) {
        for (const Finding &f : *list)
            s += QStringLiteral("%1 %2 %3 %4\n")
                     .arg(f.severityName(), f.code, f.pointer, f.message);
    }
    return s;
}

// The same read through the fast path (where it applies) and through the tokenizer alone.
std::pair<ParseResult, ParseResult> readBothWays(
    const QByteArray &bytes, const QString &file, ParseOptions options)
{
    options.fastPath = true;
    ParseResult quick = parseRecord(bytes, file, options);
    options.fastPath = false;
    return { std::move(quick), parseRecord(bytes, file, options) };
}

// The observation lists of two reads of one record side by side: outbound, then inbound.
std::array<std::pair<const QList<Observation> *, const QList<Observation> *>, 2> sameLists(
    const Record &a, const Record &b)
{
    return { std::pair { &a.outbound, &b.outbound }, std::pair { &a.inbound, &b.inbound } };
}

struct Run {
    int exitCode = -1;
    QByteArray out, err;
};

Run runCli(const QStringList &args, bool general)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("PITH_VERIFY_GENERAL"));
    if (general)
        env.insert(QStringLiteral("PITH_VERIFY_GENERAL"), QStringLiteral("1"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(PITH_CLI_PATH), args);
    Run run;
    if (!p.waitForFinished(300000) || p.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = p.exitCode();
    run.out = p.readAllStandardOutput();
    run.err = p.readAllStandardError();
    return run;
}

} // namespace

class TestVerifyPaths : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QStringList m_files; // every record of the comparison

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // every record under tests/data, and its canonical form where the writer makes one
        QDirIterator it(QStringLiteral(PITH_TEST_DATA), { QStringLiteral("*.json") }, QDir::Files,
            QDirIterator::Subdirectories);
        int n = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            m_files.append(path);
            const QByteArray bytes = readFile(path);
            std::string canonical;
            if (detail::canonicalize(bytes, &canonical, nullptr)
                && canonical != bytes.toStdString()) {
                const QString copy
                    = m_dir.filePath(QStringLiteral("canonical-%1-").arg(n++) + it.fileName());
                writeFile(copy, QByteArray::fromStdString(canonical));
                m_files.append(copy);
            }
        }
        QVERIFY(n > 20);
        QString error;
        const QString layouts = m_dir.filePath(QStringLiteral("layouts"));
        QVERIFY2(runPython({ QStringLiteral(PITH_SOURCE_DIR "/tests/fastverify_gen.py"), layouts },
                     &error),
            qPrintable(error));
        for (const char *layout : { "canonical", "pretty", "shuffled" })
            m_files.append(
                layouts + QLatin1Char('/') + QLatin1String(layout) + QStringLiteral(".json"));
        const QString variants = m_dir.filePath(QStringLiteral("variants"));
        QVERIFY2(
            runPython(
                { QStringLiteral(PITH_SOURCE_DIR "/tests/verifypaths_gen.py"), variants }, &error),
            qPrintable(error));
        const QStringList names
            = QDir(variants).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
        QVERIFY(names.size() > 200);
        for (const QString &name : names)
            m_files.append(variants + QLatin1Char('/') + name);
        // more than one block per thread, a few digests and the context tampered
        const QString big = m_dir.filePath(QStringLiteral("big.json"));
        QVERIFY2(runPython({ QStringLiteral(PITH_SOURCE_DIR "/tests/bench/gen_record.py"),
                               QStringLiteral("--outbound"), QStringLiteral("6000"),
                               QStringLiteral("--inbound"), QStringLiteral("300"),
                               QStringLiteral("--tamper"), QStringLiteral("5"),
                               QStringLiteral("--tamper-context"), QStringLiteral("-o"), big },
                     &error),
            qPrintable(error));
        m_files.append(big);
    }

    // The parse verify makes, in process: every observation's id, digests, state and reference
    // index, the context digests, the verdict and its findings, or the error, the same.
    void parseResults()
    {
        qint64 fast = 0, observations = 0, withEvents = 0;
        int refused = 0;
        for (const QString &file : std::as_const(m_files)) {
            const QByteArray bytes = readFile(file);
            ParseOptions options;
            options.observationDetails = false;
            const auto [quick, general] = readBothWays(bytes, file, options);
            QCOMPARE(general.fastObservations, qint64(0));
            QCOMPARE(describe(quick), describe(general));
            // the window's read (every detail, Observations): the same checks, the same verdict
            QVERIFY(quick.ok() ? quick.record->outbound.isEmpty() && quick.record->inbound.isEmpty()
                               : true);
            QCOMPARE(describe(parseRecord(bytes, file)), describe(quick));
            fast += quick.fastObservations;
            if (quick.ok()) {
                for (const auto *list :
                    { &quick.record->checks.outbound, &quick.record->checks.inbound }) {
                    for (const ObservationCheck &c : *list)
                        withEvents += c.noticeTypes != 0;
                }
            }
            if (general.ok())
                observations += general.record->observationCount();
            else
                ++refused;
        }
        // both paths were taken, and both outcomes seen
        QVERIFY2(fast > 6000, qPrintable(QString::number(fast)));
        QVERIFY2(fast < observations, qPrintable(QString::number(fast)));
        QVERIFY(refused > 100);
        // notice events were read (the big record's, mostly through the fast path)
        QVERIFY2(withEvents > 100, qPrintable(QString::number(withEvents)));
    }

    // The JSON export's read (no details, each observation's bytes kept): through the fast path
    // and the tokenizer, the same observations (ids, digests stated and recomputed, states,
    // reference indices, notice event types, bytes), the same verdict as verify's read, and the
    // same export byte for byte.
    void jsonExportReadBothPaths()
    {
        qint64 fast = 0;
        int exported = 0;
        for (const QString &file : std::as_const(m_files)) {
            const QByteArray bytes = readFile(file);
            ParseOptions options; // as `export --format json` without a filter reads
            options.observationDetails = false;
            options.tableFieldsOnly = true;
            options.keepRawJson = true;
            const auto [quick, general] = readBothWays(bytes, file, options);
            QCOMPARE(general.fastObservations, qint64(0));
            QCOMPARE(describe(quick), describe(general));
            ParseOptions verifying;
            verifying.observationDetails = false;
            QCOMPARE(describe(quick), describe(parseRecord(bytes, file, verifying)));
            fast += quick.fastObservations;
            if (!quick.ok())
                continue;
            const Record &q = *quick.record;
            const Record &g = *general.record;
            QVERIFY(q.checks.isEmpty());
            QCOMPARE(q.observationCount(), g.observationCount());
            QList<const Observation *> rows, generalRows;
            for (const auto &[ql, gl] : sameLists(q, g)) {
                for (qsizetype i = 0; i < ql->size(); ++i) {
                    const Observation &a = ql->at(i);
                    const Observation &b = gl->at(i);
                    QCOMPARE(a.direction, b.direction);
                    QCOMPARE(a.position, b.position);
                    QCOMPARE(a.digest, b.digest);
                    QCOMPARE(a.computedDigest, b.computedDigest);
                    QCOMPARE(a.citation.referenceIndex, b.citation.referenceIndex);
                    QCOMPARE(a.notice.eventTypes, b.notice.eventTypes);
                    QCOMPARE(a.allDetails, b.allDetails);
                    QCOMPARE(a.rawJsonBytes(), b.rawJsonBytes());
                    rows.append(&a);
                    generalRows.append(&b);
                }
            }
            const auto exportOf = [](const Record &record, const QList<const Observation *> &of) {
                exporting::JsonExportInfo info;
                info.exportedAt = QDateTime(QDate(2026, 12, 5), QTime(12, 0), QTimeZone::utc());
                QBuffer out;
                out.open(QIODevice::WriteOnly);
                QString error;
                return exporting::writeJson(&out, record, of, info, &error) ? out.data()
                                                                            : error.toUtf8();
            };
            const QByteArray written = exportOf(q, rows);
            QCOMPARE(written, exportOf(g, generalRows));
            QVERIFY(written.contains("\"pith_ledger_export\""));
            ++exported;
        }
        QVERIFY2(fast > 6000, qPrintable(QString::number(fast)));
        QVERIFY2(exported > 100, qPrintable(QString::number(exported)));
    }

    // The reads of the CSV export (the table's fields) and of the window (those and each
    // observation's bytes): through the fast path and the tokenizer, every field of every
    // observation the same, this record's own paper shared alike, and the same verdict.
    void tableFieldsReadBothPaths_data()
    {
        QTest::addColumn<bool>("keepRawJson");
        QTest::newRow("csv export") << false;
        QTest::newRow("window") << true;
    }

    void tableFieldsReadBothPaths()
    {
        QFETCH(bool, keepRawJson);
        qint64 fast = 0, shared = 0;
        int compared = 0, escapedRecords = 0;
        for (const QString &file : std::as_const(m_files)) {
            const QByteArray bytes = readFile(file);
            ParseOptions options;
            options.tableFieldsOnly = true;
            options.keepRawJson = keepRawJson;
            const auto [quick, general] = readBothWays(bytes, file, options);
            QCOMPARE(general.fastObservations, qint64(0));
            QCOMPARE(describe(quick), describe(general));
            fast += quick.fastObservations;
            if (!quick.ok())
                continue;
            const Record &q = *quick.record;
            const Record &g = *general.record;
            QVERIFY(q.checks.isEmpty());
            QCOMPARE(q.outbound.size(), g.outbound.size());
            QCOMPARE(q.inbound.size(), g.inbound.size());
            for (const auto &[ql, gl] : sameLists(q, g)) {
                for (qsizetype i = 0; i < ql->size(); ++i)
                    QCOMPARE(
                        test::describeObservation(ql->at(i)), test::describeObservation(gl->at(i)));
            }
            // on one thread (each thread shares through an interner of its own, and which blocks
            // a thread reads varies), this record's own paper one value alike
            options.threads = 1;
            const auto [quickOne, generalOne] = readBothWays(bytes, file, options);
            for (const auto &[ql, gl] : sameLists(*quickOne.record, *generalOne.record)) {
                QCOMPARE(ql->size(), gl->size());
                for (qsizetype i = 1; i < ql->size(); ++i) {
                    const Citation &a = ql->at(i).citation, &ap = ql->at(i - 1).citation;
                    const Citation &b = gl->at(i).citation, &bp = gl->at(i - 1).citation;
                    QCOMPARE(a.citingPaper.sharesWith(ap.citingPaper),
                        b.citingPaper.sharesWith(bp.citingPaper));
                    QCOMPARE(a.citedPaper.sharesWith(ap.citedPaper),
                        b.citedPaper.sharesWith(bp.citedPaper));
                    shared += a.citingPaper.sharesWith(ap.citingPaper);
                }
            }
            // the escapes and text beyond ASCII in the table's fields: read by the fast path
            if (file.contains(QLatin1String("/strings-"))) {
                QCOMPARE(quick.fastObservations, q.observationCount());
                ++escapedRecords;
            }
            ++compared;
        }
        QVERIFY2(fast > 6000, qPrintable(QString::number(fast)));
        QVERIFY2(shared > 5000, qPrintable(QString::number(shared)));
        QVERIFY2(compared > 100, qPrintable(QString::number(compared)));
        QVERIFY(escapedRecords >= 28);
    }

    // ParseOptions::rows (the streamed exports' reads: CSV's table fields, JSON's bytes): through
    // the fast path and the tokenizer, the rows handed on are every observation of the record
    // read whole, outbound first whatever the file's order, after the record's own fields were
    // given to start(); the record keeps the checks verify's read keeps; a record refused is
    // refused alike.
    void rowStreamBothPaths_data()
    {
        QTest::addColumn<bool>("details");
        QTest::newRow("csv export: table fields") << true;
        QTest::newRow("json export: bytes") << false;
    }

    void rowStreamBothPaths()
    {
        QFETCH(bool, details);
        const auto ownFields = [](const Record &r) {
            return QStringList { r.schema, r.asOf, r.paper.arxivId, r.paper.title, r.thesis,
                r.contextDigest }
                .join(u'|');
        };
        int streamed = 0, refused = 0;
        for (const QString &file : std::as_const(m_files)) {
            const QByteArray bytes = readFile(file);
            ParseOptions whole;
            whole.tableFieldsOnly = true;
            whole.observationDetails = details;
            whole.keepRawJson = !details;
            const ParseResult reference = parseRecord(bytes, file, whole);
            ParseOptions verifying;
            verifying.observationDetails = false;
            const ParseResult checks = parseRecord(bytes, file, verifying);
            QString expected;
            if (reference.ok()) {
                for (const auto *list : { &reference.record->outbound, &reference.record->inbound })
                    for (const Observation &o : *list)
                        expected += test::describeObservation(o) + QLatin1Char('\n');
            }
            for (const bool fast : { true, false }) {
                QByteArray written;
                QString started;
                auto rows = std::make_shared<RowStream>();
                rows->start = [&](const Record &fields) {
                    if (!started.isEmpty() || !written.isEmpty() || !fields.outbound.isEmpty())
                        written += "started twice, late or with observations\n";
                    started = ownFields(fields);
                };
                rows->append = [](QByteArray &out, const Observation &o) {
                    out += (test::describeObservation(o) + QLatin1Char('\n')).toUtf8();
                };
                rows->write = [&](Direction direction, const QByteArray &b) {
                    // each block's rows of one direction, the one named
                    if (b.left(b.indexOf(' ')) != directionName(direction).toUtf8())
                        written += "wrong direction\n";
                    written += b;
                    return true;
                };
                ParseOptions options = whole;
                options.fastPath = fast;
                options.rows = rows;
                const ParseResult result = parseRecord(bytes, file, options);
                QCOMPARE(describe(result), describe(checks));
                if (!result.ok())
                    continue;
                QVERIFY(result.record->outbound.isEmpty() && result.record->inbound.isEmpty());
                QCOMPARE(QString::fromUtf8(written), expected);
                QCOMPARE(started, ownFields(*reference.record));
                streamed += fast;
            }
            refused += !reference.ok();
        }
        QVERIFY2(streamed > 100, qPrintable(QString::number(streamed)));
        QVERIFY(refused > 100);
    }

    // The CSV export's rows as it writes them while it reads: formatted straight from the record's
    // bytes where the fast path read an observation (RowStream::appendFast), from an Observation
    // elsewhere; the same bytes either way, on every record, and those of writeCsv() given the
    // record read whole. A record refused is refused alike, nothing said of its rows.
    void csvRowStreamBothPaths()
    {
        int compared = 0, fastRows = 0;
        exporting::CsvOptions csv;
        csv.verdict = QStringLiteral("warnings"); // as given, on every row of both paths
        for (const QString &file : std::as_const(m_files)) {
            const QByteArray bytes = readFile(file);
            ParseOptions whole;
            whole.tableFieldsOnly = true;
            const ParseResult reference = parseRecord(bytes, file, whole);
            QByteArray expected;
            if (reference.ok()) {
                QBuffer buffer(&expected);
                buffer.open(QIODevice::WriteOnly);
                QString error;
                const Record &r = *reference.record;
                QVERIFY(exporting::writeCsv(&buffer,
                    exporting::observationsForRows(r, exporting::allRows(r)), csv, &error));
                QVERIFY(r.observationCount() == 0 || expected.contains(",warnings\r\n"));
            }
            for (const bool fast : { true, false }) {
                QBuffer buffer;
                buffer.open(QIODevice::WriteOnly);
                QString error;
                ParseOptions options = whole;
                options.fastPath = fast;
                options.rows = exporting::csvRowStream(&buffer, csv, &error);
                const ParseResult result = parseRecord(bytes, file, options);
                QCOMPARE(result.ok(), reference.ok());
                if (!result.ok())
                    continue;
                QVERIFY(error.isEmpty());
                QCOMPARE(QString::fromUtf8(buffer.data()), QString::fromUtf8(expected));
                fastRows += fast ? int(result.fastObservations) : 0;
                ++compared;
            }
        }
        QVERIFY2(compared > 100, qPrintable(QString::number(compared)));
        QVERIFY2(fastRows > 1000, qPrintable(QString::number(fastRows)));
    }

    // A write that fails stops the read: cancelled, no record, no write after the failing one.
    void rowStreamWriteFailureStops()
    {
        const QString big = m_dir.filePath(QStringLiteral("big.json"));
        QVERIFY(m_files.contains(big));
        int writes = 0;
        auto rows = std::make_shared<RowStream>();
        rows->append = [](QByteArray &out, const Observation &) { out += 'o'; };
        rows->write = [&writes](Direction, const QByteArray &) { return ++writes < 2; };
        ParseOptions options;
        options.tableFieldsOnly = true;
        options.rows = rows;
        const ParseResult result = parseRecord(readFile(big), big, options);
        QVERIFY(!result.ok());
        QVERIFY(result.cancelled);
        QCOMPARE(writes, 2);
    }

    // export --format csv or json of a file without a review, a filter or findings writes as it
    // reads (ParseOptions::rows): the same bytes as the writer given the record read whole (the
    // JSON's time of export aside), and a record refused leaves the file that was there as it
    // was, with the reader's message.
    void exportStreamedByTheCli_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("csv") << QStringLiteral("csv");
        QTest::newRow("json") << QStringLiteral("json");
    }

    void exportStreamedByTheCli()
    {
        QFETCH(QString, format);
        const bool json = format == QLatin1String("json");
        int exported = 0, refused = 0;
        for (const QString &file : std::as_const(m_files)) {
            if (file.contains(QLatin1String("/variants/retyped-"))
                && !file.endsWith(QLatin1String("0.json")))
                continue; // a tenth of them: each CLI run costs a process
            const QString out = m_dir.filePath(QStringLiteral("streamed.") + format);
            writeFile(out, "there before\n");
            const Run run
                = runCli({ QStringLiteral("export"), file, QStringLiteral("-o"), out }, false);
            ParseOptions whole; // as the export without rows reads
            whole.tableFieldsOnly = true;
            whole.observationDetails = !json;
            whole.keepRawJson = json;
            const QByteArray bytes = readFile(file);
            const ParseResult reference = parseRecord(bytes, file, whole);
            if (!reference.ok()) {
                QCOMPARE(run.exitCode, 2);
                QCOMPARE(QString::fromUtf8(run.err), reference.error.toString() + u'\n');
                QCOMPARE(readFile(out), QByteArray("there before\n"));
                ++refused;
                continue;
            }
            QVERIFY2(run.exitCode == 0, run.err.constData());
            QBuffer expected;
            expected.open(QIODevice::WriteOnly);
            QString error;
            const Record &r = *reference.record;
            const auto rows = exporting::observationsForRows(r, exporting::allRows(r));
            exporting::CsvOptions csv;
            csv.verdict = verdictName(recordVerdict(r).level);
            QVERIFY(json ? exporting::writeJson(&expected, r, rows, {}, &error)
                         : exporting::writeCsv(&expected, rows, csv, &error));
            // the time of export is the moment each was written
            static const QRegularExpression at(QStringLiteral("\"exported_at\": \"[^\"]*\""));
            const auto withoutTime
                = [](const QByteArray &b) { return QString::fromUtf8(b).replace(at, QString()); };
            QCOMPARE(withoutTime(readFile(out)), withoutTime(expected.data()));
            if (json)
                QVERIFY(readFile(out).contains("\"exported_at\": \"20"));
            QCOMPARE(QString::fromUtf8(run.out),
                QStringLiteral("Exported %1 of %1 observations to %2\n")
                    .arg(r.observationCount())
                    .arg(out));
            ++exported;
        }
        QVERIFY2(exported > 50, qPrintable(QString::number(exported)));
        QVERIFY2(refused > 10, qPrintable(QString::number(refused)));
    }

    // The context digest: on one thread the writer re-reads the parsed root once phase 1 is
    // done; on more, a thread of its own hashes the root's bytes right behind phase 1, without
    // as_of and context_digest. The same digests and verdicts on every record, canonical or not.
    void contextDigestOnOneThreadAndMore()
    {
        int read = 0;
        for (const QString &file : std::as_const(m_files)) {
            const QByteArray bytes = readFile(file);
            ParseOptions options;
            options.observationDetails = false;
            options.threads = 1;
            const ParseResult one = parseRecord(bytes, file, options);
            options.threads = 2;
            const ParseResult two = parseRecord(bytes, file, options);
            QCOMPARE(describe(two), describe(one));
            if (one.ok())
                ++read;
        }
        QVERIFY(read > 100);
    }

    // The CLI itself, text and JSON, one job and two: output and exit code byte for byte.
    void cliOutput_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::newRow("text") << QStringList { QStringLiteral("--jobs"), QStringLiteral("1") };
        QTest::newRow("json") << QStringList { QStringLiteral("--json"), QStringLiteral("--jobs"),
            QStringLiteral("1") };
        QTest::newRow("two jobs") << QStringList { QStringLiteral("--jobs"), QStringLiteral("2") };
    }

    void cliOutput()
    {
        QFETCH(QStringList, options);
        const QStringList args = QStringList { QStringLiteral("verify") } + options + m_files;
        const Run quick = runCli(args, false);
        const Run general = runCli(args, true);
        QCOMPARE(quick.exitCode, 2); // unreadable files among them
        QCOMPARE(quick.exitCode, general.exitCode);
        QCOMPARE(quick.err, general.err);
        QCOMPARE(quick.out, general.out);
        // the output says something: records verified, failed and refused
        QVERIFY(quick.err.count('\n') > 100);
        if (!options.contains(QStringLiteral("--json"))) {
            QVERIFY(quick.out.count(": OK (") > 50);
            QVERIFY(quick.out.count(": FAILED (") > 10);
            QVERIFY(quick.out.contains("digest mismatch: observation"));
        }
    }

    // summary reads a record as verify does (Record::checks), unless a review or the integrity
    // join needs the observations' rows (ParseOptions::tableFieldsOnly): with a review beside the
    // record, the same summary and then the review's lines.
    void summaryBothReads()
    {
        int compared = 0, withNotices = 0;
        for (const QString &file : std::as_const(m_files)) {
            if (file.contains(QLatin1String("/variants/")))
                continue; // the parse's corner cases: parseResults compares their reads
            const QString dir = m_dir.filePath(QStringLiteral("summary-%1").arg(compared));
            QVERIFY(QDir().mkpath(dir));
            const QString copy = dir + QStringLiteral("/record.json");
            const QByteArray bytes = readFile(file);
            writeFile(copy, bytes);
            const ParseResult parsed = parseRecord(bytes, file);
            if (!parsed.ok() || parsed.record->paper.arxivId.isEmpty()
                || parsed.record->paper.arxivId.contains(QLatin1Char('\n')))
                continue;
            const Run plain = runCli({ QStringLiteral("summary"), copy }, false);
            review::ReviewData data;
            data.arxivId = parsed.record->paper.arxivId;
            writeFile(dir + QStringLiteral("/record.review.json"), review::toJson(data));
            const Run reviewed = runCli({ QStringLiteral("summary"), copy }, false);
            QCOMPARE(reviewed.exitCode, plain.exitCode);
            QCOMPARE(reviewed.err, plain.err);
            QVERIFY2(reviewed.out.startsWith(QByteArray(plain.out + "\nReview (")),
                qPrintable(file + QLatin1Char('\n') + QString::fromUtf8(plain.out)
                    + QStringLiteral("\n---\n") + QString::fromUtf8(reviewed.out)));
            QVERIFY(plain.out.contains("Integrity: "));
            withNotices += plain.out.contains(" with a correction notice\n");
            ++compared;
        }
        QVERIFY2(compared > 20, qPrintable(QString::number(compared)));
        QVERIFY(withNotices > 0);
    }

    // One file at a time: each exit code the same (0 verified, 1 findings, 2 refused).
    void exitCodes()
    {
        QList<int> seen;
        for (const QString &file : std::as_const(m_files)) {
            if (!file.contains(QLatin1String("variants/numbers"))
                && !file.contains(QLatin1String("canonical-"))
                && !file.endsWith(QLatin1String("big.json")))
                continue;
            const Run quick = runCli({ QStringLiteral("verify"), file }, false);
            const Run general = runCli({ QStringLiteral("verify"), file }, true);
            QCOMPARE(quick.exitCode, general.exitCode);
            QCOMPARE(quick.out, general.out);
            QCOMPARE(quick.err, general.err);
            if (!seen.contains(quick.exitCode))
                seen.append(quick.exitCode);
        }
        std::sort(seen.begin(), seen.end());
        QCOMPARE(seen, QList<int>({ 0, 1, 2 }));
    }
};

QTEST_GUILESS_MAIN(TestVerifyPaths)
#include "tst_verifypaths.moc"

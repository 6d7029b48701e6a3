// SPDX-License-Identifier: GPL-3.0-or-later
// Opening a record file (loadRecordFile, used by the command line and the window): what is
// refused, progress and cancel, and files that change while they are read: reported, never a
// crash (inputs over 1 MiB used to be mapped, and a truncation killed the process with SIGBUS).
#include "models/export/jsonwriter.h"
#include "models/history/recorddiff.h"
#include "models/record/parser.h"
#include "models/record/sourcefile.h"
#include "tests/fastverify_check.h" // describeObservation
#include "tests/testutil.h"
#include "tests/timing.h" // PITH_UNDER_ASAN

#include <QBuffer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <fcntl.h>
#include <sys/stat.h>

using namespace pith;
using namespace Qt::StringLiterals;

namespace {
// The element count of make-big-values.py's records: 10 million, so that each is 20-140 MB and
// the address-space limits below measure what the reader keeps. Under AddressSanitizer there is
// no such limit (its shadow reserves terabytes) and the code paths are those of any count past
// the kept elements, so a tenth of it proves the same there in a tenth of the time.
constexpr qint64 kBigN = PITH_UNDER_ASAN ? 1000000 : 10000000;
} // namespace

class TestRecordFile : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void bigRecordVerifies_data();
    void bigRecordVerifies();
    void changedWhileRead_data();
    void changedWhileRead();
    void progressAndCancel();
    void commandLineSurvivesTruncation_data();
    void commandLineSurvivesTruncation();
    void folderReportsEveryFile();
    void memoryBoundedByInput_data();
    void memoryBoundedByInput();
    void windowMemoryBoundedByInput_data();
    void windowMemoryBoundedByInput();
    void arraysReadIntoBounded_data();
    void arraysReadIntoBounded();
    void readAgainFromTheFile_data();
    void readAgainFromTheFile();
    void readAgainRefusesAChangedFile_data();
    void readAgainRefusesAChangedFile();

private:
    QString bigValues(const QString &file); // tests/data/make-big-values.py's file, made once
    QString generate(const QString &name, int outbound, const QString &layout);
    QTemporaryDir m_dir;
    QString m_canonical, m_pretty;
};

QString TestRecordFile::generate(const QString &name, int outbound, const QString &layout)
{
    const QString path = m_dir.filePath(name);
    QProcess p;
    p.start(QStringLiteral(PITH_PYTHON),
        { QStringLiteral(PITH_SOURCE_DIR "/tests/bench/gen_record.py"),
            QStringLiteral("--outbound"), QString::number(outbound), QStringLiteral("--inbound"),
            QString::number(outbound / 4), QStringLiteral("--layout"), layout, QStringLiteral("-o"),
            path });
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        qFatal("gen_record.py failed: %s", p.readAllStandardError().constData());
    return path;
}

void TestRecordFile::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_canonical = generate(QStringLiteral("canonical.json"), 6000, QStringLiteral("canonical"));
    m_pretty = generate(QStringLiteral("pretty.json"), 6000, QStringLiteral("pretty"));
    QVERIFY(
        QFileInfo(m_canonical).size() > 4 * (1 << 20)); // big enough for the page-releasing path
}

void TestRecordFile::bigRecordVerifies_data()
{
    QTest::addColumn<bool>("pretty");
    QTest::addColumn<bool>("details");
    QTest::addColumn<bool>("tableFields"); // with details: mapped, as the lean read
    QTest::newRow("canonical, lean") << false << false << false;
    QTest::newRow("canonical, details") << false << true << false;
    QTest::newRow("canonical, table fields") << false << true << true;
    // not canonical: the context digest re-serialises from pages the parse had let go of
    QTest::newRow("pretty, lean") << true << false << false;
    QTest::newRow("pretty, details") << true << true << false;
    QTest::newRow("pretty, table fields") << true << true << true;
}

void TestRecordFile::bigRecordVerifies()
{
    QFETCH(bool, pretty);
    QFETCH(bool, details);
    QFETCH(bool, tableFields);
    ParseOptions options;
    options.observationDetails = details;
    options.tableFieldsOnly = tableFields;
    const ParseResult r = loadRecordFile(pretty ? m_pretty : m_canonical, options);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.record->outboundCount(), 6000);
    // verify's read keeps its observations as checks, the others as Observations
    QCOMPARE(r.record->outbound.size(), details ? 6000 : 0);
    QVERIFY(r.record->digestFailures().isEmpty());
    QCOMPARE(r.record->contextDigestState(), Record::ContextDigestState::Ok);
}

// The file is cut short or grown while it is read: no record, and the message says so.
void TestRecordFile::changedWhileRead_data()
{
    QTest::addColumn<bool>("details");
    QTest::addColumn<bool>("tableFields");
    QTest::addColumn<bool>("truncate");
    QTest::addColumn<bool>("whileParsed"); // else while read
    QTest::newRow("lean, truncated") << false << false << true << false;
    QTest::newRow("details, truncated") << true << false << true << false;
    QTest::newRow("lean, grown") << false << false << false << false;
    QTest::newRow("details, grown") << true << false << false << false;
    // A read that keeps no input maps the file (memory_p.h): cut short under the parse, the
    // pages past its new end fault (SIGBUS), read as zeros, and the message is about the file,
    // not about the zeros.
    QTest::newRow("lean, truncated while parsed") << false << false << true << true;
    QTest::newRow("lean, grown while parsed") << false << false << false << true;
    QTest::newRow("table fields, truncated while parsed") << true << true << true << true;
    QTest::newRow("table fields, grown while parsed") << true << true << false << true;
}

void TestRecordFile::changedWhileRead()
{
    QFETCH(bool, details);
    QFETCH(bool, tableFields);
    QFETCH(bool, truncate);
    QFETCH(bool, whileParsed);
    const QString path = m_dir.filePath(QStringLiteral("changing.json"));
    QFile::remove(path);
    QVERIFY(QFile::copy(m_canonical, path));
    const qint64 size = QFileInfo(path).size();
    bool changed = false;
    ParseOptions options;
    options.observationDetails = details;
    options.tableFieldsOnly = tableFields;
    options.progress = [&](qint64 done, qint64 total) {
        // reading is the first half of the progress, parsing the second
        if (!changed && (whileParsed ? done > total / 2 : done > 0 && done < total / 2)) {
            QFile f(path);
            if (f.open(QIODevice::ReadWrite)) {
                if (truncate) {
                    f.resize(size / 3);
                } else {
                    f.seek(size);
                    f.write(" ");
                }
                changed = true;
            }
        }
        return true;
    };
    const ParseResult r = loadRecordFile(path, options);
    QVERIFY(changed);
    QVERIFY(!r.ok());
    QVERIFY(!r.cancelled);
    QCOMPARE(r.error.file, path);
    QVERIFY2(r.error.message.startsWith(
                 QStringLiteral("changed while it was read (%1 bytes when opened, ").arg(size)),
        qPrintable(r.error.toString()));
    // and read again once it is whole
    QFile::remove(path);
    QVERIFY(QFile::copy(m_canonical, path));
    options.progress = {};
    QVERIFY(loadRecordFile(path, options).ok());
}

void TestRecordFile::progressAndCancel()
{
    qint64 last = -1, total = 0;
    int calls = 0;
    bool monotonic = true;
    ParseOptions options;
    options.progress = [&](qint64 done, qint64 all) {
        monotonic = monotonic && done >= last && done <= all;
        last = done;
        total = all;
        ++calls;
        return true;
    };
    QVERIFY(loadRecordFile(m_canonical, options).ok());
    QVERIFY(monotonic);
    QVERIFY(calls > 8); // every MiB read, and while parsing
    QCOMPARE(last, total);

    for (const qint64 stopAt :
        { qint64(0), QFileInfo(m_canonical).size() / 2, QFileInfo(m_canonical).size() * 3 / 2 }) {
        options.progress = [stopAt](qint64 done, qint64) { return done < stopAt; };
        const ParseResult c = loadRecordFile(m_canonical, options);
        QVERIFY(!c.ok());
        QVERIFY(c.cancelled);
        QCOMPARE(c.error.toString(), m_canonical + QStringLiteral(": cancelled"));
    }
}

// The real program, its file truncated under it while it verifies or exports: it reports or
// finishes, it does not die of a signal.
void TestRecordFile::commandLineSurvivesTruncation_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("verify") << QStringList { QStringLiteral("verify") };
    QTest::newRow("export csv") << QStringList { QStringLiteral("export"),
        QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("-o"),
        m_dir.filePath(QStringLiteral("out.csv")) };
}

void TestRecordFile::commandLineSurvivesTruncation()
{
    QFETCH(QStringList, arguments);
    const QString path = m_dir.filePath(QStringLiteral("cut.json"));
    int reported = 0;
    for (int delayMs : { 0, 10, 20, 30, 40, 50, 60, 80, 100 }) {
        QFile::remove(path);
        QVERIFY(QFile::copy(m_canonical, path));
        QStringList args = arguments;
        args.insert(1, path);
        QProcess cli;
        cli.start(QStringLiteral(PITH_CLI_PATH), args);
        QVERIFY(cli.waitForStarted());
        QThread::msleep(ulong(delayMs));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        f.resize(f.size() / 2);
        f.close();
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        const int code = cli.exitCode();
        QVERIFY2(code == 0 || code == 2, qPrintable(QString::number(code)));
        if (code == 2) {
            QVERIFY2(cli.readAllStandardError().contains("cut.json"), "the message names the file");
            ++reported;
        }
    }
    qInfo("%d of 9 runs saw the truncation", reported);
}

// `verify DIR` with hostile files among good ones, under a 1.5 GB address-space limit: each bad
// file is reported as what it is, before it is read whole, and the good ones are still verified.
void TestRecordFile::folderReportsEveryFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QFile::copy(m_canonical, dir.filePath(QStringLiteral("a-good.json"))));
    QVERIFY(QFile::copy(m_canonical, dir.filePath(QStringLiteral("z-good.json"))));
    const auto sparse = [&](const QString &name, const QByteArray &start, qint64 size) {
        QFile f(dir.filePath(name));
        return f.open(QIODevice::WriteOnly) && f.write(start) == start.size() && f.resize(size);
    };
    QVERIFY(sparse(QStringLiteral("b-zeros.json"), QByteArray(),
        qint64(1000) << 20)); // under the limit: its first bytes
    QVERIFY(sparse(QStringLiteral("c-huge.json"), QByteArrayLiteral("{"),
        qint64(10) << 30)); // over it: its size
    QVERIFY(sparse(QStringLiteral("d-utf16.json"), QByteArray("\xFF\xFE{\0}\0", 6), 6));
    QVERIFY(QFile::link(
        QStringLiteral("/proc/self/pagemap"), dir.filePath(QStringLiteral("e-pagemap.json"))));
    QVERIFY(mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("f-fifo.json"))).constData(), 0600)
        == 0);

    // AddressSanitizer reserves terabytes of address space for its shadow, so under it the limit
    // cannot be set; the refusals are still checked.
    const QString limit = PITH_UNDER_ASAN ? QString() : QStringLiteral("ulimit -v 1500000 && ");
    QProcess cli;
    cli.start(QStringLiteral("/bin/sh"),
        { QStringLiteral("-c"), limit + QStringLiteral("exec \"$0\" verify --jobs 1 \"$1\""),
            QStringLiteral(PITH_CLI_PATH), dir.path() });
    QVERIFY(cli.waitForFinished(60000));
    const QString out = QString::fromUtf8(cli.readAllStandardOutput());
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    const QString all = out + err;
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QVERIFY2(
        cli.exitCode() == 2, qPrintable(QString::number(cli.exitCode()) + QLatin1Char('\n') + all));
    for (const QString &good : { QStringLiteral("a-good.json"), QStringLiteral("z-good.json") })
        QVERIFY2(out.contains(good), qPrintable(good + QStringLiteral(" not verified:\n") + all));
    const QList<QPair<QString, QString>> refused {
        { QStringLiteral("b-zeros.json"), QStringLiteral("starts with NUL bytes") },
        { QStringLiteral("c-huge.json"), QStringLiteral("is 10737418240 bytes, more than") },
        { QStringLiteral("d-utf16.json"), QStringLiteral("is UTF-16 or UTF-32") },
        { QStringLiteral("e-pagemap.json"), QStringLiteral("reports a size of 0 but has content") },
        { QStringLiteral("f-fifo.json"), QStringLiteral("is not a regular file") },
    };
    for (const auto &[name, reason] : refused)
        QVERIFY2(err.contains(name + QStringLiteral(": ") + reason),
            qPrintable(
                name + QStringLiteral(": no \"") + reason + QStringLiteral("\" in:\n") + all));
}

void TestRecordFile::memoryBoundedByInput_data()
{
    // args: %in is the record, %out a file in a temporary folder; expected: in the standard
    // output; written: in the file %out (when not empty)
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("written");
    const QStringList verify { QStringLiteral("verify"), QStringLiteral("%in") };
    const QStringList summary { QStringLiteral("summary"), QStringLiteral("%in") };
    const QString verified = QStringLiteral(
        "All 21 observation digests verify; the context digest verifies. Audit: no findings.");
    const QString listed = QStringLiteral("lists 21 of 21 outbound references");
    // 10 million zeros (20 MB; 30 MB with ", " between them, so that the digests need the
    // canonical form written out): under a key the format does not define, at the top and in an
    // observation, and inside open values (an external measurement, a standing-notice event)
    for (const char *file :
        { "unknown-array.json", "unknown-array-spaced.json", "observation-unknown.json",
            "open-measurement-spaced.json", "notice-event-spaced.json" }) {
        QTest::addRow("%s verify", file)
            << QString::fromLatin1(file) << verify << verified << QString();
        QTest::addRow("%s summary", file)
            << QString::fromLatin1(file) << summary << listed << QString();
    }
    // and in the export subset's own key, which the verdict reads
    const QString subset = QStringLiteral("export-subset-spaced.json");
    QTest::newRow("export subset verify") << subset << verify << verified << QString();
    QTest::newRow("export subset summary")
        << subset << summary << QStringLiteral("Subset of arXiv:2509.00217") << QString();

    // The open arrays themselves with 10 million tiny elements: a standing notice's events
    // (zeros, empty objects, one event that is an array of zeros) and the external measurements
    // (zeros, empty objects). Verified, summarised (the notice read for its first events, every
    // event counted), exported as CSV (the event count) and as JSON (the observations' bytes).
    const QStringList csv { QStringLiteral("export"), QStringLiteral("%in"),
        QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("-o"),
        QStringLiteral("%out") };
    const QStringList json { QStringLiteral("export"), QStringLiteral("%in"),
        QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-o"),
        QStringLiteral("%out") };
    const QString untyped = QStringLiteral("Cites 1 work with a notice event of unstated type");
    for (const char *file :
        { "events-zeros.json", "events-objects-spaced.json", "event-array-spaced.json" }) {
        const bool many = QByteArray(file) != "event-array-spaced.json";
        QTest::addRow("%s verify", file)
            << QString::fromLatin1(file) << verify << verified << QString();
        QTest::addRow("%s summary", file)
            << QString::fromLatin1(file) << summary << untyped << QString();
        QTest::addRow("%s export csv", file)
            << QString::fromLatin1(file) << csv << QString()
            << (many ? QStringLiteral(",%1,").arg(kBigN) : QStringLiteral(",1,"));
        QTest::addRow("%s export json", file) << QString::fromLatin1(file) << json << QString()
                                              << QStringLiteral("\"standing_notice\"");
    }
    for (const char *file : { "measurements-zeros-spaced.json", "measurements-objects.json" }) {
        QTest::addRow("%s verify", file)
            << QString::fromLatin1(file) << verify << verified << QString();
        QTest::addRow("%s summary", file)
            << QString::fromLatin1(file) << summary << listed << QString();
        QTest::addRow("%s export csv", file)
            << QString::fromLatin1(file) << csv << QString() << QStringLiteral("observation_id");
    }
}

// A value nobody interprets is validated and hashed as a span of the input, with no node per
// element, and an open array is kept as its bytes: verify, summary and the exports of a 20-40 MB
// record of 10 million zeros or empty objects run under a 400 MB address-space limit (the reader
// took 1.2 GB for them with a 64-byte node per zero, 1.3 GB for 10 million events; the process
// itself, Qt and a thread arena per core, takes about 60 MB of it).
void TestRecordFile::memoryBoundedByInput()
{
    QFETCH(QString, file);
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    QFETCH(QString, written);
    const QString path = bigValues(file);
    QVERIFY(QFileInfo(path).size() >= 2 * kBigN);
    QTemporaryDir outDir;
    QVERIFY(outDir.isValid());
    const QString outPath = outDir.filePath(QStringLiteral("out"));
    for (QString &a : args) {
        if (a == u"%in")
            a = path;
        else if (a == u"%out")
            a = outPath;
    }
    // AddressSanitizer reserves terabytes of address space for its shadow: no limit under it
    const QString limit = PITH_UNDER_ASAN ? QString() : QStringLiteral("ulimit -v 400000 && ");
    QProcess cli;
    cli.start(QStringLiteral("/bin/sh"),
        QStringList { QStringLiteral("-c"), limit + QStringLiteral("exec \"$0\" \"$@\""),
            QStringLiteral(PITH_CLI_PATH) }
            + args);
    QVERIFY(cli.waitForFinished(300000));
    const QString out = QString::fromUtf8(cli.readAllStandardOutput());
    const QString all = out + QString::fromUtf8(cli.readAllStandardError());
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QVERIFY2(
        cli.exitCode() == 0, qPrintable(QString::number(cli.exitCode()) + QLatin1Char('\n') + all));
    QVERIFY2(out.contains(expected), qPrintable(all));
    if (!written.isEmpty()) {
        QFile f(outPath);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(outPath));
        QVERIFY2(f.readAll().contains(written.toUtf8()),
            qPrintable(QStringLiteral("no \"") + written + QStringLiteral("\" in ") + outPath));
    }
}

QString TestRecordFile::bigValues(const QString &file)
{
    static QTemporaryDir dir;
    static bool made = false;
    if (!made) {
        QProcess p;
        p.start(QStringLiteral(PITH_PYTHON),
            { QStringLiteral(PITH_SOURCE_DIR "/tests/data/make-big-values.py"), dir.path(),
                QString::number(kBigN) });
        if (!p.waitForFinished(600000) || p.exitCode() != 0)
            qFatal("make-big-values.py failed: %s", p.readAllStandardError().constData());
        made = true;
    }
    return dir.filePath(file);
}

void TestRecordFile::windowMemoryBoundedByInput_data()
{
    QTest::addColumn<QString>("file");
    for (const char *file : { "events-zeros.json", "events-objects-spaced.json",
             "event-array-spaced.json", "measurements-zeros-spaced.json",
             "measurements-objects.json", "notice-event-spaced.json",
             "standing-sources-objects.json", "coverage-lanes.json", "paper-keys-unsorted.json",
             "observation-keys-unsorted.json", "state-counts-unsorted-spaced.json",
             "links-unsorted-spaced.json", "receipts-objects-spaced.json" })
        QTest::newRow(file) << QString::fromLatin1(file);
}

// The window opens each open array of 10 million tiny elements (20-40 MB) and each array the
// format reads into with 10 million elements (30-140 MB) under a 1 GB address-space limit (Qt's
// GUI libraries, fonts and a thread arena per core take about 600 MB of it; the reader alone took
// 1.2-4.4 GB for these): it draws the record and quits (--screenshot), and the record opened (the
// window adds only a record it opened to its recent files).
void TestRecordFile::windowMemoryBoundedByInput()
{
    QFETCH(QString, file);
    const QString path = bigValues(file);
    QVERIFY(QFileInfo(path).size() >= 2 * kBigN);
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcessEnvironment env = test::programEnvironment(home.path());
    // glibc reserves 64 MB of address space for each thread's malloc arena (up to 8 a core),
    // which the limit counts though nothing is stored there: two arenas, so that the limit
    // measures what the window holds, whatever threads the machine's load makes contend.
    env.insert(QStringLiteral("MALLOC_ARENA_MAX"), QStringLiteral("2"));
    const QString png = home.filePath(QStringLiteral("shot.png"));
    const QString limit = PITH_UNDER_ASAN ? QString() : QStringLiteral("ulimit -v 1000000 && ");
    QProcess gui;
    gui.setProcessEnvironment(env);
    gui.start(QStringLiteral("/bin/sh"),
        { QStringLiteral("-c"), limit + QStringLiteral("exec \"$0\" \"$@\""),
            QStringLiteral(PITH_GUI_PATH), path, QStringLiteral("--screenshot"), png });
    QVERIFY(gui.waitForFinished(300000));
    const QString err = QString::fromUtf8(gui.readAllStandardError());
    QCOMPARE(gui.exitStatus(), QProcess::NormalExit);
    QVERIFY2(gui.exitCode() == 0, qPrintable(QString::number(gui.exitCode()) + u'\n' + err));
    QVERIFY2(QFileInfo(png).size() > 0, qPrintable(err));
    QFile conf(home.filePath(QStringLiteral("config/Pith/pith-ledger.conf")));
    QVERIFY2(conf.open(QIODevice::ReadOnly), qPrintable(conf.fileName() + u'\n' + err));
    QVERIFY2(conf.readAll().contains(file.toUtf8()),
        qPrintable(QStringLiteral("not opened: ") + file + u'\n' + err));
}

void TestRecordFile::arraysReadIntoBounded_data()
{
    // args: %in is the record, %out a file in a temporary folder; expected: in the standard
    // output; copies: how many times "{}" is in the file %out at least
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<qint64>("copies");
    const QStringList verify { QStringLiteral("verify"), QStringLiteral("%in") };
    const QStringList summary { QStringLiteral("summary"), QStringLiteral("%in") };
    const QStringList json { QStringLiteral("export"), QStringLiteral("%in"),
        QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-o"),
        QStringLiteral("%out") };
    const QString verified = QStringLiteral(
        "All 21 observation digests verify; the context digest verifies. Audit: no findings.");
    const QString listed = QStringLiteral("lists 21 of 21 outbound references");
    const QLocale locale;
    for (const char *file : { "standing-sources-objects.json", "receipts-objects-spaced.json",
             "coverage-lanes.json" }) {
        // past the kept lanes the audit compares none, and says so
        const QString coverageVerified = QStringLiteral(
            "All 21 observation digests verify; the context digest verifies. Audit: 1 "
            "warning.\n"
            "  warning [coverage-not-compared] /coverage: the coverage vector lists %1 "
            "lanes: the first 1000 are compared with the record, the other %2 are only "
            "counted\n")
                                             .arg(kBigN + 4)
                                             .arg(kBigN + 4 - 1000);
        QTest::addRow("%s verify", file)
            << QString::fromLatin1(file) << verify
            << (QByteArray(file) == "coverage-lanes.json" ? coverageVerified : verified)
            << qint64(0);
        // the summary lists the coverage lanes: the first ones, and how many there are
        const QString shown = QByteArray(file) == "coverage-lanes.json"
            ? QStringLiteral("(shown %1 of %2)")
                  .arg(locale.toString(kElementsKept), locale.toString(kBigN + 4))
            : listed;
        QTest::addRow("%s summary", file)
            << QString::fromLatin1(file) << summary << shown << qint64(0);
        // the JSON export copies each observation's bytes: all 10 million receipts
        QTest::addRow("%s export json", file)
            << QString::fromLatin1(file) << json << QString()
            << qint64(QByteArray(file) == "receipts-objects-spaced.json" ? kBigN : 0);
    }
    // 2 million members with keys the format does not define, in objects it reads by key (past
    // the first 1,000, they get no tape nodes) and in an unknown one, in key order and in reverse
    // (the duplicate check keeps where each key starts, 8 bytes a key, instead of a string):
    // 10 million in the paper took 2.5 GB in order, 3.1 GB and a minute in reverse order
    // 2 million more links (the record's links are a map, every key data: below)
    for (const char *file : { "paper-keys.json", "paper-keys-unsorted.json",
             "record-keys-unsorted.json", "observation-keys-unsorted.json",
             "unknown-object-unsorted.json", "links.json", "links-unsorted-spaced.json" }) {
        QTest::addRow("%s verify", file)
            << QString::fromLatin1(file) << verify << verified << qint64(0);
        QTest::addRow("%s summary", file)
            << QString::fromLatin1(file) << summary << listed << qint64(0);
        QTest::addRow("%s export json", file)
            << QString::fromLatin1(file) << json << QString() << qint64(0);
    }
    // 2 million more entries in the record's maps (every key data; the links above): past the
    // first 1,000 they get no tape nodes and no value (counted, states summed); they took 504 MB
    // for 30 MB, and summary, comparing each state with every other, ran for hours
    for (const char *file : { "state-counts.json", "state-counts-unsorted-spaced.json" }) {
        QTest::addRow("%s verify", file)
            << QString::fromLatin1(file) << verify
            << QStringLiteral("state_counts lists %1 states: the first 1000 are compared")
                   .arg(kBigN / 5 + 6)
            << qint64(0);
        QTest::addRow("%s summary", file)
            << QString::fromLatin1(file) << summary
            << QStringLiteral("(shown %1 of %2)")
                   .arg(locale.toString(kElementsKept), locale.toString(kBigN / 5 + 6))
            << qint64(0);
        QTest::addRow("%s export json", file)
            << QString::fromLatin1(file) << json << QString() << qint64(0);
    }
}

// The arrays the format reads into (the record's standing_sources, a notice's source_receipts,
// the coverage lanes) keep their first kElementsKept elements and count the others, each element
// tokenized alone: 10 million of them (30-140 MB) took 1.2-4.4 GB (verify, /usr/bin/time -v) and
// were refused for memory under the limit below. Now verify, summary and the JSON export run
// under the same 400 MB address-space limit as the values nobody reads, with the verdict Python's
// digests give, and the summary says how many lanes it does not list.
void TestRecordFile::arraysReadIntoBounded()
{
    QFETCH(QString, file);
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    QFETCH(qint64, copies);
    const QString path = bigValues(file);
    QVERIFY(QFileInfo(path).size() >= 3 * kBigN);
    QTemporaryDir outDir;
    QVERIFY(outDir.isValid());
    const QString outPath = outDir.filePath(QStringLiteral("out"));
    for (QString &a : args) {
        if (a == u"%in")
            a = path;
        else if (a == u"%out")
            a = outPath;
    }
    const QString limit = PITH_UNDER_ASAN ? QString() : QStringLiteral("ulimit -v 400000 && ");
    QProcess cli;
    cli.start(QStringLiteral("/bin/sh"),
        QStringList { QStringLiteral("-c"), limit + QStringLiteral("exec \"$0\" \"$@\""),
            QStringLiteral(PITH_CLI_PATH) }
            + args);
    QVERIFY(cli.waitForFinished(300000));
    const QString out = QString::fromUtf8(cli.readAllStandardOutput());
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QVERIFY2(cli.exitCode() == 0,
        qPrintable(QString::number(cli.exitCode()) + u'\n' + err + out.left(2000)));
    QVERIFY2(out.contains(expected), qPrintable(out.left(2000)));
    if (args.contains(outPath)) {
        QFile f(outPath);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(outPath));
        const QByteArray written = f.readAll();
        QVERIFY2(written.count("{}") >= copies,
            qPrintable(QString::number(written.count("{}")) + QStringLiteral(" times {}")));
    }
}

namespace {

// The window's read (open::windowParseOptions()), with or without reading observations' bytes
// again from the file instead of keeping the input.
ParseOptions windowRead(bool fromFile)
{
    ParseOptions options;
    options.tableFieldsOnly = true;
    options.keepRawJson = true;
    options.rawJsonFromFile = fromFile;
    return options;
}

QByteArray contentOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

void TestRecordFile::readAgainFromTheFile_data()
{
    QTest::addColumn<bool>("pretty");
    QTest::newRow("canonical") << false;
    QTest::newRow("pretty") << true; // the bytes read again are made canonical
}

// A big file read as the window reads it, without keeping its input: every observation's bytes
// and the details read from them, the verdict and the whole file read again are those of the
// read that keeps the input.
void TestRecordFile::readAgainFromTheFile()
{
    QFETCH(bool, pretty);
    const QString path = pretty ? m_pretty : m_canonical;
    const ParseResult kept = loadRecordFile(path, windowRead(false));
    const ParseResult again = loadRecordFile(path, windowRead(true));
    QVERIFY2(kept.ok() && again.ok(), qPrintable(again.error.toString()));
    QVERIFY(!kept.record->input.isEmpty() && !kept.record->sourceFile);
    QVERIFY(again.record->input.isEmpty() && again.record->sourceFile);
    QCOMPARE(again.record->computedContextDigest, kept.record->computedContextDigest);
    QCOMPARE(again.record->digestFailures(), kept.record->digestFailures());
    QString problem;
    QCOMPARE(again.record->inputBytes(&problem), contentOf(path));
    QVERIFY(problem.isEmpty());
    for (const auto &[a, b] : { std::pair { &kept.record->outbound, &again.record->outbound },
             std::pair { &kept.record->inbound, &again.record->inbound } }) {
        QCOMPARE(b->size(), a->size());
        QVERIFY(!b->isEmpty());
        for (qsizetype i = 0; i < a->size(); ++i) {
            const Observation &x = a->at(i), &y = b->at(i);
            QVERIFY(y.rawFile && y.rawSource.isEmpty() && !y.allDetails);
            QVERIFY(y.rawJsonProblem().isEmpty());
            QCOMPARE(test::describeObservation(withAllDetails(y)),
                test::describeObservation(withAllDetails(x)));
        }
    }
    // a small file is read into memory as before
    const ParseResult small = loadRecordFile(test::fixturePath(), windowRead(true));
    QVERIFY(small.ok() && !small.record->sourceFile && !small.record->input.isEmpty());
}

void TestRecordFile::readAgainRefusesAChangedFile_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("replaced by a rename") << u"rename"_s;
    QTest::newRow("rewritten in place") << u"in place"_s;
    QTest::newRow("rewritten in place, its time put back") << u"time kept"_s;
    QTest::newRow("cut short") << u"cut"_s;
}

// After a big file is read as the window reads it, the file changes. Replaced by a rename, the
// old one is still read (kept open). Rewritten in place or cut short, nothing of it is read any
// more, and each reader says so: the details, the JSON export, the diff, the history's copy.
// With its size and time put back, the digest of the changed observation tells; the others are
// still read.
void TestRecordFile::readAgainRefusesAChangedFile()
{
    QFETCH(QString, how);
    const QString path = m_dir.filePath(u"read-again.json"_s);
    QFile::remove(path);
    QVERIFY(QFile::copy(m_canonical, path));
    const QByteArray original = contentOf(path);
    struct stat opened = {};
    QVERIFY(::stat(QFile::encodeName(path).constData(), &opened) == 0);
    const ParseResult r = loadRecordFile(path, windowRead(true));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Observation &target = r.record->outbound.at(10);
    const Observation &other = r.record->outbound.at(3000);
    const QByteArray targetBytes = target.rawJsonBytes();
    const QByteArray otherBytes = other.rawJsonBytes();
    QVERIFY(!targetBytes.isEmpty() && !otherBytes.isEmpty());

    // one letter of the target's cited title, the same size
    QByteArray changed = original;
    const qsizetype title = changed.indexOf("\"title\":\"", target.rawOffset) + 9;
    QVERIFY(title > target.rawOffset && title < target.rawOffset + target.rawLength);
    changed[title] = changed[title] == 'Q' ? 'R' : 'Q';
    QThread::msleep(20); // past the file system clock's tick: a write in place changes the time
    if (how == u"rename"_s) {
        QVERIFY(test::writeBytes(path + u".new"_s, changed));
        QVERIFY(::rename(QFile::encodeName(path + u".new"_s).constData(),
                    QFile::encodeName(path).constData())
            == 0);
    } else {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        if (how == u"cut"_s) {
            QVERIFY(f.resize(original.size() / 2));
        } else {
            QVERIFY(f.seek(title));
            QCOMPARE(f.write(changed.mid(title, 1)), 1);
        }
        f.close();
        if (how == u"time kept"_s) {
            const struct timespec times[2] = { opened.st_atim, opened.st_mtim };
            QVERIFY(::utimensat(AT_FDCWD, QFile::encodeName(path).constData(), times, 0) == 0);
        }
    }

    if (how == u"rename"_s) {
        QCOMPARE(target.rawJsonBytes(), targetBytes);
        QVERIFY(target.rawJsonProblem().isEmpty());
        QCOMPARE(r.record->inputBytes(), original);
        return;
    }
    const QString changedOnDisk = SourceFile::changedSinceOpened();
    QCOMPARE(target.rawJsonProblem(), changedOnDisk);
    QVERIFY(target.rawJsonBytes().isEmpty());
    QVERIFY(!withAllDetails(target).allDetails); // shown as the row, not as other details
    if (how == u"time kept"_s) {
        QCOMPARE(other.rawJsonBytes(), otherBytes);
        QVERIFY(other.rawJsonProblem().isEmpty());
    } else {
        QCOMPARE(other.rawJsonProblem(), changedOnDisk);
        QString problem;
        QVERIFY(r.record->inputBytes(&problem).isEmpty());
        QCOMPARE(problem, changedOnDisk);
    }

    // the JSON export stops and says why
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    QString error;
    QVERIFY(!exporting::writeJson(&buffer, *r.record, { &target }, {}, &error));
    QVERIFY2(error.contains(changedOnDisk), qPrintable(error));

    // the diff with an older copy in which the target's digest differs (its bytes at hand):
    // changed, without naming a field
    Record olderRecord = *r.record;
    Observation olderTarget = target;
    olderTarget.setRawJson(QString::fromUtf8(targetBytes));
    olderTarget.computedDigest = u"sha256:"_s + QString(64, u'0');
    olderRecord.outbound = QList<Observation> { olderTarget };
    olderRecord.computedContextDigest = olderTarget.computedDigest; // another content
    Record newerRecord = *r.record;
    newerRecord.outbound = QList<Observation> { target };
    const history::RecordDiff diff = history::diffRecords(olderRecord, newerRecord);
    const auto change = std::find_if(diff.observations.cbegin(), diff.observations.cend(),
        [&](const history::ObservationChange &c) { return c.newId == target.id; });
    QVERIFY(change != diff.observations.cend());
    QCOMPARE(change->kind, history::ChangeKind::OtherFields);
    QCOMPARE(change->after, changedOnDisk);
}

QTEST_GUILESS_MAIN(TestRecordFile)
#include "tst_recordfile.moc"

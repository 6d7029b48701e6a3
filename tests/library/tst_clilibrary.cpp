// SPDX-License-Identifier: GPL-3.0-or-later
// `summary FOLDER|LIST` and `export FOLDER|LIST` through the real pith-ledger-cli, on folders the
// test makes and on a list fetched from a real HTTP server on 127.0.0.1; the exported rows
// counted again by Python (count_observations.py) over the same files.
#include "tests/net/testserver.h"
#include "tests/testutil.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pith;
using namespace Qt::StringLiterals;
using pith::test::ScriptedResponse;
using pith::test::TestServer;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(PITH_CLI_PATH), args);
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(f.errorString()));
    QCOMPARE(f.write(bytes), bytes.size());
}

QByteArray fixtureOfPaper(const QString &arxivId)
{
    return test::consistentFixture([&](QJsonObject &root) {
        QJsonObject paper = root[u"paper"_s].toObject();
        paper[u"arxiv_id"_s] = arxivId;
        root[u"paper"_s] = paper;
    });
}

QByteArray tamperedFixture()
{
    return test::mutatedFixture([](QJsonObject &root) {
        test::editOutbound(root, 3, [](QJsonObject &o) {
            o[u"observation_digest"_s] = QString(u"sha256:"_s + QString(64, u'0'));
        });
    });
}

// Python's count of what the query selects and of the CSV's rows.
QString pythonCount(
    const QString &folder, const QString &status, const QString &paper, const QString &csv)
{
    QProcess p;
    p.start(QStringLiteral(PITH_PYTHON),
        { QFINDTESTDATA("count_observations.py"), folder, status, paper, csv });
    if (!p.waitForFinished(60000))
        return u"python did not finish"_s;
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed()
        + QString::fromUtf8(p.readAllStandardError());
}

// The library PDF report of folder, exported with the extra arguments, as pdftotext lays it out;
// *exitCode the export's. Empty when pdftotext did not finish.
QString libraryReportText(const QString &folder, const QStringList &extra, int *exitCode)
{
    QTemporaryDir out;
    const QString pdf = out.filePath(u"library.pdf"_s);
    const Run r = runCli(
        QStringList { u"export"_s, folder, u"--format"_s, u"pdf"_s, u"-o"_s, pdf } + extra);
    *exitCode = r.exitCode;
    QProcess text;
    text.start(QStandardPaths::findExecutable(u"pdftotext"_s), { u"-layout"_s, pdf, u"-"_s });
    if (!text.waitForFinished(60000))
        return {};
    return QString::fromUtf8(text.readAllStandardOutput());
}

} // namespace

class TestCliLibrary : public QObject {
    Q_OBJECT

private slots:
    void init();
    void summaryOfFolder();
    void exportOfFolderCountedByPython_data();
    void exportOfFolderCountedByPython();
    void exportRefusals();
    void libraryReportPdf();
    void libraryReportMarksObservations();
    void summaryAndExportOfList();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestCliLibrary::init()
{
    // Four records of three papers (one with notice events, one whose digest fails), one broken
    // file, a review file and a text file beside them.
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    writeFile(m_dir->filePath(u"a.json"_s), test::fixtureBytes());
    writeFile(m_dir->filePath(u"b.citation-record.json"_s), test::fixtureWithNoticeEvents());
    writeFile(m_dir->filePath(u"c.json"_s), fixtureOfPaper(u"2509.00999"_s));
    writeFile(m_dir->filePath(u"d.json"_s), tamperedFixture());
    writeFile(m_dir->filePath(u"broken.json"_s), "{\"schema\": 12,");
    writeFile(m_dir->filePath(u"a.review.json"_s), "{}");
    writeFile(m_dir->filePath(u"c.review.json"_s),
        R"({"schema": "pith-ledger-review", "version": 1, "paper": {"arxiv_id": "2509.00217"},
            "decisions": []})");
    writeFile(m_dir->filePath(u"readme.txt"_s), "not a record");
}

void TestCliLibrary::summaryOfFolder()
{
    const Run r = runCli({ u"summary"_s, m_dir->path() });
    QCOMPARE(r.exitCode, 2); // broken.json cannot be read; the others are summarised
    const QStringList lines = r.out.split(u'\n');
    auto line = [&](const QString &name) {
        for (const QString &l : lines) {
            if (l.startsWith(name + u": "_s))
                return l;
        }
        return QString();
    };
    QVERIFY2(
        line(u"a.json"_s).contains(u"arXiv:2509.00217 · Learning to Shard"_s), qPrintable(r.out));
    QVERIFY(line(u"a.json"_s).contains(u"21 outbound, 0 inbound · 10 unresolved (48%)"_s));
    QVERIFY(line(u"a.json"_s).contains(u"All digests verified"_s));
    QVERIFY2(
        line(u"b.citation-record.json"_s)
            .contains(u"3 with notice events (retraction, correction, event of unstated type)"_s),
        qPrintable(r.out));
    QVERIFY(line(u"c.json"_s).startsWith(u"c.json: arXiv:2509.00999"_s));
    QVERIFY2(line(u"d.json"_s).contains(u"1 observation fails"_s), qPrintable(line(u"d.json"_s)));
    QCOMPARE(line(u"broken.json"_s), u"broken.json: cannot be read"_s);
    QVERIFY(line(u"a.review.json"_s).isEmpty());
    // c.json's review file holds another paper's decisions: named, not "not started".
    QVERIFY2(line(u"c.json"_s).contains(u"review file not read"_s), qPrintable(line(u"c.json"_s)));
    QVERIFY2(r.err.contains(m_dir->filePath(u"c.review.json"_s)) && r.err.contains(u"2509.00217"_s),
        qPrintable(r.err));
    QVERIFY(line(u"readme.txt"_s).isEmpty());
    QVERIFY2(r.err.contains(m_dir->filePath(u"broken.json"_s) + u":1:"_s), qPrintable(r.err));
    // Totals over the four records read: 84 outbound, 40 unresolved.
    QVERIFY2(r.out.contains(u"4 records read, 1 could not be read\n"_s), qPrintable(r.out));
    QVERIFY(r.out.contains(u"  84 outbound, 0 inbound\n"_s));
    QVERIFY(r.out.contains(u"  40 unresolved (48%)\n"_s));
    QVERIFY(r.out.contains(u"  1 record fails verification\n"_s));
    QVERIFY(r.out.contains(u"  1 record with notice events\n"_s));
    // An empty folder: no line, zero totals, exit 0.
    QTemporaryDir empty;
    const Run none = runCli({ u"summary"_s, empty.path() });
    QCOMPARE(none.exitCode, 0);
    QVERIFY2(none.out.contains(u"0 records read"_s), qPrintable(none.out));
}

void TestCliLibrary::exportOfFolderCountedByPython_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("paper");
    QTest::newRow("every observation") << QString() << QString() << QString();
    QTest::newRow("the queue: unresolved, not reviewed")
        << u"status:unresolved review:none"_s << u"unresolved"_s << QString();
    QTest::newRow("one paper by id") << u"paper:2509.00999"_s << QString() << u"2509.00999"_s;
    QTest::newRow("verified in one paper") << u"status:verified_fuzzy paper:arXiv:2509.00999"_s
                                           << u"verified_fuzzy"_s << u"2509.00999"_s;
}

void TestCliLibrary::exportOfFolderCountedByPython()
{
    QFETCH(QString, query);
    QFETCH(QString, status);
    QFETCH(QString, paper);
    QTemporaryDir out;
    const QString csv = out.filePath(u"queue.csv"_s);
    QStringList args { u"export"_s, m_dir->path(), u"--format"_s, u"csv"_s, u"-o"_s, csv };
    if (!query.isEmpty())
        args << u"--filter"_s << query;
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, 2); // written, but broken.json could not be read
    QVERIFY2(r.err.contains(u"1 record could not be read"_s), qPrintable(r.err));
    const QString counted = pythonCount(m_dir->path(), status, paper, csv);
    const QRegularExpression form(u"^expected=(\\d+) rows=(\\d+) papers=(.*)$"_s);
    const QRegularExpressionMatch m = form.match(counted);
    QVERIFY2(m.hasMatch(), qPrintable(counted));
    QVERIFY2(m.captured(1).toInt() > 0, qPrintable(counted)); // the query selects something
    QCOMPARE(m.captured(2), m.captured(1));
    if (!paper.isEmpty())
        QCOMPARE(m.captured(3), paper + u":"_s + m.captured(1));
    QVERIFY2(
        r.out.contains(u"Exported %1 of 84 observations of 4 records to "_s.arg(m.captured(1))),
        qPrintable(r.out));
    // The paper's title is beside its id.
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray header = f.readLine();
    QVERIFY2(header.contains(",paper_arxiv_id,paper_title"), header.constData());
    QVERIFY(f.readLine().contains(",Learning to Shard: RL for Co-optimizing"));
}

void TestCliLibrary::exportRefusals()
{
    QTemporaryDir out;
    const QString csv = out.filePath(u"x.csv"_s);
    Run r = runCli({ u"export"_s, m_dir->path(), u"--format"_s, u"json"_s, u"-o"_s,
        out.filePath(u"x.json"_s) });
    QCOMPARE(r.exitCode, 64);
    QVERIFY2(r.err.contains(u"csv or pdf"_s), qPrintable(r.err));
    r = runCli({ u"export"_s, m_dir->path(), u"-o"_s, csv, u"--filter"_s, u"status:"_s });
    QCOMPARE(r.exitCode, 64);
    QVERIFY2(r.err.contains(u"malformed --filter at column 1"_s), qPrintable(r.err));
    // Said as for one record: the query, and a caret under the column.
    QVERIFY2(r.err.contains(u"\n  status:\n  ^\n"_s), qPrintable(r.err));
    QVERIFY(!QFile::exists(csv));
    // Once the records are read, a state none of them holds and the format does not know is
    // refused with the nearest one, as for one record; nothing is written.
    r = runCli({ u"export"_s, m_dir->path(), u"-o"_s, csv, u"--filter"_s, u"status:unresolvd"_s });
    QCOMPARE(r.exitCode, 64);
    QVERIFY2(
        r.err.contains(uR"(no state "unresolvd"; did you mean unresolved?)"_s), qPrintable(r.err));
    QVERIFY(!QFile::exists(csv));
    // A state outside the format's six that one record holds is known across the folder.
    QTemporaryDir odd;
    writeFile(odd.filePath(u"a.json"_s), test::fixtureBytes());
    writeFile(odd.filePath(u"odd.json"_s), test::consistentFixture([](QJsonObject &root) {
        QJsonObject paper = root[u"paper"_s].toObject();
        paper[u"arxiv_id"_s] = u"2509.00888"_s;
        root[u"paper"_s] = paper;
        test::editOutbound(root, 1, [](QJsonObject &o) {
            QJsonObject resolution = o[u"resolution"_s].toObject();
            resolution[u"status"_s] = u"retracted_upstream"_s;
            o[u"resolution"_s] = resolution;
        });
    }));
    r = runCli({ u"export"_s, odd.path(), u"--format"_s, u"csv"_s, u"-o"_s, u"-"_s, u"--filter"_s,
        u"status:retracted_upstream"_s });
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.trimmed().split(u'\n');
    QCOMPARE(lines.size(), 2); // the header and the one row
    QVERIFY2(lines[1].contains(u"retracted_upstream"_s) && lines[1].contains(u",2509.00888,"_s),
        qPrintable(lines[1]));
    r = runCli({ u"summary"_s, m_dir->path(), u"--review"_s, m_dir->filePath(u"a.review.json"_s) });
    QCOMPARE(r.exitCode, 64);
    r = runCli({ u"export"_s, m_dir->filePath(u"nowhere"_s), u"-o"_s, csv });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(!QFile::exists(csv));
}

void TestCliLibrary::libraryReportPdf()
{
    if (QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    int exitCode = -1;
    const QString report
        = libraryReportText(m_dir->path(), { u"--filter"_s, u"status:unresolved"_s }, &exitCode);
    QCOMPARE(exitCode, 2); // written; broken.json could not be read
    QVERIFY2(report.contains(u"Library report: "_s), qPrintable(report));
    // A line per record, the unreadable one with its message, the failing one, the totals.
    QVERIFY(report.contains(u"a.json: arXiv:2509.00217"_s));
    QVERIFY(report.contains(u"c.json: arXiv:2509.00999"_s));
    QVERIFY(report.contains(u"broken.json: cannot be read"_s));
    QVERIFY(report.contains(u"d.json: arXiv:2509.00217 · 1 observation fails"_s));
    // "fails verification" without its "fi": pdftotext gives the font's ligature there. The verb
    // agrees with the one record.
    QVERIFY2(
        report.contains(u"4 records read, 1 could not be read, 1 fails "_s), qPrintable(report));
    QVERIFY(report.contains(u"84 outbound, 0 inbound, 40 unresolved (48%)"_s));
    // The observations: as many lines as Python counts unresolved observations.
    QTemporaryDir out;
    writeFile(out.filePath(u"empty.csv"_s), "paper_arxiv_id\n");
    const QString counted
        = pythonCount(m_dir->path(), u"unresolved"_s, QString(), out.filePath(u"empty.csv"_s));
    const QRegularExpressionMatch m = QRegularExpression(u"^expected=(\\d+) "_s).match(counted);
    QVERIFY2(m.hasMatch(), qPrintable(counted));
    const QRegularExpression row(
        u"^\\s*25\\d\\d\\.\\d{5}\\s+→"_s, QRegularExpression::MultilineOption);
    int rows = 0;
    for (auto it = row.globalMatch(report); it.hasNext(); it.next())
        ++rows;
    QCOMPARE(rows, m.captured(1).toInt());
    QVERIFY(report.contains(u"Observations: %1 of 84"_s.arg(rows)));
}

// Each observation's line says what its record's line says of it: the tampered observation of
// d.json "digest does not match" (and only it), the notice events of b's observations by type.
void TestCliLibrary::libraryReportMarksObservations()
{
    if (QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    int exitCode = -1;
    const QString report = libraryReportText(m_dir->path(), {}, &exitCode);
    QCOMPARE(exitCode, 2); // written; broken.json could not be read
    const QRegularExpression row(
        u"^\\s*25\\d\\d\\.\\d{5}\\s+→.*$"_s, QRegularExpression::MultilineOption);
    QStringList rows;
    for (auto it = row.globalMatch(report); it.hasNext();)
        rows << it.next().captured(0);
    QCOMPARE(rows.size(), 84);
    QStringList bad, retracted, corrected;
    for (const QString &line : std::as_const(rows)) {
        if (line.contains(u"digest does not match"_s))
            bad << line;
        if (line.contains(u"retraction"_s, Qt::CaseInsensitive))
            retracted << line;
        if (line.contains(u"correction"_s, Qt::CaseInsensitive))
            corrected << line;
    }
    QCOMPARE(bad.size(), 1);
    QCOMPARE(retracted.size(), 1);
    QCOMPARE(corrected.size(), 1);
}

void TestCliLibrary::summaryAndExportOfList()
{
    TestServer server;
    QVERIFY2(server.listenHttp(), qPrintable(server.errorString()));
    server.setRoute("/paper/2509.00217/citation-record.json",
        ScriptedResponse::ok(test::fixtureWithNoticeEvents()));
    server.setRoute("/paper/2509.00999/citation-record.json",
        ScriptedResponse::ok(fixtureOfPaper(u"2509.00999"_s)));
    // 2509.00404: the fallback, 404.
    const QString list = m_dir->filePath(u"papers.txt"_s);
    writeFile(list, "# two papers and one without a record\n2509.00217\n2509.00404\n2509.00999\n");
    const QStringList network { u"--base-url"_s, server.baseUrl().toString() };

    Run r = runCli(QStringList { u"summary"_s, list } + network);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.contains(u"2509.00217: arXiv:2509.00217 · "_s), qPrintable(r.out));
    QVERIFY(r.out.contains(u"2509.00999: arXiv:2509.00999 · "_s));
    QVERIFY(r.out.contains(u"2509.00404: cannot be read"_s));
    QVERIFY2(r.err.contains(u"404"_s), qPrintable(r.err));
    QVERIFY(r.out.contains(u"2 records read, 1 could not be read"_s));
    // A paper that cannot be fetched is named on standard error too: the network's message
    // alone ("Cannot reach 127.0.0.1: ...") would not say which.
    QVERIFY2(r.err.startsWith(u"2509.00404: "_s), qPrintable(r.err));

    r = runCli(QStringList { u"export"_s, list, u"--format"_s, u"csv"_s, u"-o"_s, u"-"_s,
                   u"--filter"_s, u"event:retraction"_s }
        + network);
    QCOMPARE(r.exitCode, 2);
    const QStringList rows = r.out.split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), 2); // the header and outbound 0 of 2509.00217
    QVERIFY2(rows[1].contains(u",2509.00217,Learning to Shard"_s), qPrintable(rows[1]));
    QVERIFY2(
        r.err.contains(u"Exported 1 of 42 observations of 2 records to -"_s), qPrintable(r.err));
    QVERIFY2(r.err.startsWith(u"2509.00404: "_s), qPrintable(r.err));

    // Nothing answers: each paper's line says which one could not be reached.
    const QStringList closed { u"--base-url"_s, u"http://127.0.0.1:9"_s };
    r = runCli(QStringList { u"summary"_s, list } + closed);
    QCOMPARE(r.exitCode, 2);
    const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    for (const QString &paper : { u"2509.00217"_s, u"2509.00404"_s, u"2509.00999"_s })
        QVERIFY2(std::any_of(lines.cbegin(), lines.cend(),
                     [&](const QString &l) { return l.startsWith(paper + u": "_s); }),
            qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliLibrary)
#include "tst_clilibrary.moc"

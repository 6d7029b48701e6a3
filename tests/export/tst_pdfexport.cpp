// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF report, read back with poppler's pdftotext/pdfinfo as a reader of the file would.
#include "tests/export/exporttestutil.h"

#include "app/common/language.h"
#include "models/record/parser.h"
#include "ui/report/exportjob.h"
#include "ui/report/reportrenderer.h"
#include "ui/reportdialogs/printing.h"
#include "version.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QPdfWriter>
#include <QPrinter>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTimer>

using namespace pith;
using namespace pith::ui;
using namespace pith::test;
using namespace Qt::StringLiterals;

class TestPdfExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { QVERIFY(m_dir.isValid()); }
    void fixtureReport();
    void selectionAndQueryInFooter();
    void thousandObservationsPaginate();
    void nonLatinAndMarkupTitles();
    void paperSizeFromLocale_data();
    void paperSizeFromLocale();
    void pdfFollowsSystemLocale();
    void emptySelection();
    void unwritableDestination();
    void printerPathSameReport();
    void printProgressCancels();

private:
    QString text(const QString &pdf, int first = 0, int last = 0)
    {
        QStringList args;
        if (first)
            args << QStringLiteral("-f") << QString::number(first);
        if (last)
            args << QStringLiteral("-l") << QString::number(last);
        args << pdf << QStringLiteral("-");
        const ProcessRun r = runProgram(QStringLiteral(PITH_PDFTOTEXT), args);
        if (r.exitCode != 0)
            qWarning("pdftotext: %s", r.err.constData());
        return QString::fromUtf8(r.out);
    }
    // The text with all white space collapsed, so wrapped lines compare as one. NFKC because Qt's
    // PDF writer maps a glyph shared by a CJK ideograph and a Kangxi radical (力 / ⼒) back to the
    // radical in the text layer; NFKC folds that to the ideograph, as a PDF viewer's search does.
    static QString flat(const QString &s)
    {
        return s.normalized(QString::NormalizationForm_KC).simplified();
    }
    // Without white space and hyphens: a title wrapped at a hyphen ("Large-" / "Scale", which
    // pdftotext joins as "LargeScale") still matches.
    static QString squash(const QString &s)
    {
        QString out = flat(s);
        out.remove(QLatin1Char(' '));
        out.remove(QLatin1Char('-'));
        return out;
    }
    int pages(const QString &pdf, QString *pageSize = nullptr)
    {
        const ProcessRun r = runProgram(QStringLiteral(PITH_PDFINFO), { pdf });
        const QString info = QString::fromUtf8(r.out);
        const auto m = QRegularExpression(
            QStringLiteral("^Pages:\\s+(\\d+)"), QRegularExpression::MultilineOption)
                           .match(info);
        if (pageSize) {
            const auto s = QRegularExpression(
                QStringLiteral("^Page size:\\s+(.*)$"), QRegularExpression::MultilineOption)
                               .match(info);
            *pageSize = s.captured(1);
        }
        return m.hasMatch() ? m.captured(1).toInt() : -1;
    }
    QString exportPdf(const QString &name, const ReportInput &input)
    {
        const QString path = m_dir.filePath(name);
        QString error;
        ExportOptions options;
        options.format = ExportFormat::Pdf;
        if (!exportToFile(path, input, options, &error)) {
            qWarning("export failed: %s", qPrintable(error));
            return {};
        }
        return path;
    }
    static ReportInput filtered(RecordPtr record, const QString &query)
    {
        ReportInput in;
        in.record = record;
        in.query = query;
        in.allRows = false;
        in.rows = exporting::rowsMatching(*record, *ObservationFilter::parse(query).filter);
        return in;
    }
    QTemporaryDir m_dir;
};

void TestPdfExport::initTestCase()
{
    // As the programs do: English plural forms of "%n" strings come from pith_ledger_en.qm.
    QVERIFY(setupLanguage(QStringLiteral("en")).ok());
    QVERIFY2(QFile::exists(QStringLiteral(PITH_PDFTOTEXT)),
        "pdftotext not found: install poppler-utils");
    QVERIFY2(
        QFile::exists(QStringLiteral(PITH_PDFINFO)), "pdfinfo not found: install poppler-utils");
}

void TestPdfExport::fixtureReport()
{
    const ParseResult parsed = loadRecordFile(fixturePath());
    QVERIFY(parsed.ok());
    const Record &r = *parsed.record;
    const QString pdf = exportPdf(QStringLiteral("fixture.pdf"), ReportInput::allOf(parsed.record));
    QVERIFY(!pdf.isEmpty());
    const int n = pages(pdf);
    QVERIFY2(n >= 2, "21 rows with the title block do not fit one page");
    const QString all = flat(text(pdf));
    QVERIFY2(all.contains(flat(r.paper.title)), qPrintable(all.left(400)));
    QVERIFY(all.contains(flat(r.thesis)));
    QVERIFY(all.contains(QStringLiteral("arXiv:2509.00217 v1")));
    QVERIFY(all.contains(QStringLiteral("as of 10 August 2026")));
    QVERIFY(all.contains(
        QStringLiteral("All 21 observation digests verify; the context digest verifies.")));
    QVERIFY(all.contains(r.contextDigest));
    QVERIFY(all.contains(QStringLiteral("Query: none (no filter)")));
    QVERIFY(all.contains(QStringLiteral("Pith Ledger " PITH_LEDGER_VERSION)));
    QVERIFY(all.contains(QStringLiteral("Observations: all 21")));
    // Coverage lanes and the breakdown, in the shared wording.
    QVERIFY(all.contains(QStringLiteral("measured 21 of 21 reference resolution")));
    QVERIFY(all.contains(QStringLiteral("21 of 21 outbound references displayed")));
    // Every row's title, its status in words (colour is never the only carrier).
    const QString squashed = squash(all);
    for (const Observation &o : r.outbound)
        QVERIFY2(squashed.contains(squash(o.otherTitle())), qPrintable(o.otherTitle()));
    QVERIFY(all.contains(QStringLiteral("unresolved")));
    QVERIFY(all.contains(QStringLiteral("verified fuzzy")));
    // Page numbers and the header repeated on every page.
    for (int p = 1; p <= n; ++p) {
        const QString page = flat(text(pdf, p, p));
        QVERIFY2(page.contains(QStringLiteral("Page %1 of %2").arg(p).arg(n)),
            qPrintable(page.right(300)));
        QVERIFY(page.contains(QStringLiteral("Cited or citing work")));
        QVERIFY(page.contains(r.contextDigest));
    }
}

void TestPdfExport::selectionAndQueryInFooter()
{
    const ParseResult parsed = loadRecordFile(fixturePath());
    const QString pdf = exportPdf(
        QStringLiteral("u.pdf"), filtered(parsed.record, QStringLiteral("status:unresolved")));
    QVERIFY(!pdf.isEmpty());
    const QString all = flat(text(pdf));
    QVERIFY(all.contains(QStringLiteral("Observations: 10 of 21 shown")));
    QVERIFY(all.contains(QStringLiteral("Query: status:unresolved")));
    QVERIFY(all.contains(QStringLiteral("Helix Parallelism"))); // unresolved
    QVERIFY(!all.contains(
        QStringLiteral("XLA: A Machine Learning Compiler"))); // verified fuzzy: not selected
    QCOMPARE(all.count(QStringLiteral("Query: status:unresolved")),
        1 + pages(pdf)); // caption + every footer
}

void TestPdfExport::thousandObservationsPaginate()
{
    const QString src = m_dir.filePath(QStringLiteral("big.json"));
    QVERIFY(generateRecord(src, 1000, 40, 11));
    const ParseResult parsed = loadRecordFile(src);
    QVERIFY(parsed.ok());
    const ReportInput input = ReportInput::allOf(parsed.record);
    qint64 lastDone = -1, calls = 0;
    const QString path = m_dir.filePath(QStringLiteral("big.pdf"));
    QString error;
    ExportOptions options;
    options.format = ExportFormat::Pdf;
    QVERIFY2(exportToFile(path, input, options, &error,
                 [&](qint64 done, qint64 total) {
                     ++calls;
                     lastDone = done;
                     return total == 1040;
                 }),
        qPrintable(error));
    QCOMPARE(lastDone, 1040);
    const int n = pages(path);
    QCOMPARE(int(calls), n); // one progress report per page
    QVERIFY2(n >= 1040 / 40 && n <= 1040 / 8, qPrintable(QString::number(n)));

    QPdfWriter probe(m_dir.filePath(QStringLiteral("probe.pdf")));
    probe.setResolution(288);
    probe.setPageLayout(QPageLayout(QPageSize(paperSizeForLocale(QLocale::system())),
        QPageLayout::Portrait, QMarginsF(15, 14, 15, 12), QPageLayout::Millimeter));
    QCOMPARE(ReportRenderer(input).pageCount(&probe), n);

    // counts grouped as the window groups them
    const QString first = flat(text(path, 1, 1));
    QVERIFY2(first.contains(QStringLiteral("Observations: all 1,040")), qPrintable(first));
    const QString selected = exportPdf(QStringLiteral("inbound.pdf"),
        filtered(parsed.record, QStringLiteral("direction:inbound")));
    QVERIFY(flat(text(selected)).contains(QStringLiteral("Observations: 40 of 1,040 shown")));

    const QString last = flat(text(path, n, n));
    QVERIFY(last.contains(QStringLiteral("Page %1 of %1").arg(n)));
    QVERIFY(last.contains(QStringLiteral("Cited or citing work")));
    const QString middle = flat(text(path, n / 2, n / 2));
    QVERIFY(middle.contains(QStringLiteral("Page %1 of %2").arg(n / 2).arg(n)));
    // Rows are not lost: every observation id's row shows its reference index; check a sample of
    // titles.
    const QString all = squash(text(path));
    for (int i : { 0, 1, 499, 998, 999 })
        QVERIFY2(all.contains(squash(parsed.record->outbound.at(i).otherTitle()).left(24)),
            qPrintable(parsed.record->outbound.at(i).otherTitle()));
}

void TestPdfExport::nonLatinAndMarkupTitles()
{
    const QString cjk = QStringLiteral("注意力机制の大規模言語モデル Überprüfung — ñandú");
    const QByteArray bytes = mutatedFixture([&](QJsonObject &root) {
        QJsonObject paper = root[QStringLiteral("paper")].toObject();
        paper[QStringLiteral("title")] = cjk;
        root[QStringLiteral("paper")] = paper;
        editOutbound(root, 0, [](QJsonObject &o) {
            QJsonObject c = o[QStringLiteral("citation")].toObject();
            QJsonObject p = c[QStringLiteral("cited_paper")].toObject();
            p[QStringLiteral("title")]
                = QStringLiteral("<b>Not bold</b> &amp; <a href=\"http://x.invalid\">no link</a>");
            c[QStringLiteral("cited_paper")] = p;
            o[QStringLiteral("citation")] = c;
        });
    });
    const ParseResult parsed = parseRecord(bytes, QStringLiteral("cjk.json"));
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.toString()));
    const QString pdf = exportPdf(QStringLiteral("cjk.pdf"), ReportInput::allOf(parsed.record));
    QVERIFY(!pdf.isEmpty());
    const QString all = flat(text(pdf));
    QVERIFY2(all.contains(cjk), qPrintable(all.left(300)));
    // Drawn literally (a wrap may fall inside the URL, so compare without spaces).
    QString noSpaces = all;
    noSpaces.remove(QLatin1Char(' '));
    QVERIFY2(noSpaces.contains(
                 QStringLiteral("<b>Notbold</b>&amp;<ahref=\"http://x.invalid\">nolink</a>")),
        qPrintable(all.mid(all.indexOf(QLatin1String("Not bold")) - 40, 300)));
    // The tampered title shows in the verdict and the row.
    QVERIFY(all.contains(QStringLiteral("1 of 21 observation digests does not match")));
    QVERIFY(all.contains(QStringLiteral("BAD")));
}

void TestPdfExport::paperSizeFromLocale_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<int>("size");
    QTest::newRow("en_US") << QStringLiteral("en_US") << int(QPageSize::Letter);
    QTest::newRow("en_CA") << QStringLiteral("en_CA") << int(QPageSize::Letter);
    QTest::newRow("fr_CA") << QStringLiteral("fr_CA") << int(QPageSize::Letter);
    QTest::newRow("es_MX") << QStringLiteral("es_MX") << int(QPageSize::Letter);
    QTest::newRow("es_CL") << QStringLiteral("es_CL") << int(QPageSize::Letter);
    QTest::newRow("fil_PH") << QStringLiteral("fil_PH") << int(QPageSize::Letter);
    QTest::newRow("en_GB") << QStringLiteral("en_GB") << int(QPageSize::A4);
    QTest::newRow("de_DE") << QStringLiteral("de_DE") << int(QPageSize::A4);
    QTest::newRow("ja_JP") << QStringLiteral("ja_JP") << int(QPageSize::A4);
    QTest::newRow("es_ES") << QStringLiteral("es_ES") << int(QPageSize::A4);
    QTest::newRow("C") << QStringLiteral("C") << int(QPageSize::A4);
}

void TestPdfExport::paperSizeFromLocale()
{
    QFETCH(QString, locale);
    QFETCH(int, size);
    QCOMPARE(int(paperSizeForLocale(QLocale(locale))), size);
}

// The CLI child runs with LC_ALL set: the PDF's page size follows the system locale.
void TestPdfExport::pdfFollowsSystemLocale()
{
    for (const auto &[lc, expected] :
        { std::pair { "en_US.UTF-8", "Letter" }, std::pair { "C.UTF-8", "A4" } }) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QString::fromLatin1(lc));
        env.insert(QStringLiteral("LANG"), QString::fromLatin1(lc));
        const QString out
            = m_dir.filePath(QStringLiteral("locale-%1.pdf").arg(QString::fromLatin1(lc)));
        const ProcessRun r = runProgram(QStringLiteral(PITH_CLI_PATH),
            { QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
                QStringLiteral("pdf"), QStringLiteral("-o"), out },
            env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QString size;
        QVERIFY(pages(out, &size) >= 1);
        QVERIFY2(size.contains(QLatin1String(expected), Qt::CaseInsensitive),
            qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(lc), size)));
    }
}

void TestPdfExport::emptySelection()
{
    const ParseResult parsed = loadRecordFile(fixturePath());
    const QString pdf = exportPdf(QStringLiteral("none.pdf"),
        filtered(parsed.record, QStringLiteral("status:metadata_mismatch")));
    QVERIFY(!pdf.isEmpty());
    QCOMPARE(pages(pdf), 1);
    const QString all = flat(text(pdf));
    QVERIFY(all.contains(QStringLiteral("No observation is selected.")));
    QVERIFY(all.contains(QStringLiteral("Observations: 0 of 21 shown")));
    QVERIFY(all.contains(QStringLiteral("Page 1 of 1")));
}

void TestPdfExport::unwritableDestination()
{
    const ParseResult parsed = loadRecordFile(fixturePath());
    QString error;
    ExportOptions options;
    options.format = ExportFormat::Pdf;
    const QString path = m_dir.filePath(QStringLiteral("missing/dir/r.pdf"));
    QVERIFY(!exportToFile(path, ReportInput::allOf(parsed.record), options, &error));
    QVERIFY2(error.startsWith(QLatin1String("cannot write")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

// Print and Print Preview draw with renderOnPrinter on a QPrinter (high resolution, its own
// page layout): the same report, scaled to the printer's resolution.
void TestPdfExport::printerPathSameReport()
{
    const ParseResult parsed = loadRecordFile(fixturePath());
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    const QString out = m_dir.filePath(QStringLiteral("printed.pdf"));
    printer.setOutputFileName(out);
    printer.setPageSize(QPageSize(QPageSize::Letter));
    QString error;
    QVERIFY2(
        renderOnPrinter(&printer, ReportInput::allOf(parsed.record), &error), qPrintable(error));
    QString size;
    const int n = pages(out, &size);
    QVERIFY(n >= 2);
    QVERIFY2(size.contains(QLatin1String("letter"), Qt::CaseInsensitive), qPrintable(size));
    const QString all = flat(text(out));
    QVERIFY(all.contains(flat(parsed.record->paper.title)));
    QVERIFY(all.contains(QStringLiteral("Page %1 of %1").arg(n)));
    QVERIFY(all.contains(QStringLiteral("All 21 observation digests verify")));
}

// Printing a large selection: a progress dialog over the window counts the rows drawn, and its
// Cancel aborts the print run (no error box: the user asked for it).
void TestPdfExport::printProgressCancels()
{
    const QString src = m_dir.filePath(QStringLiteral("print.json"));
    QVERIFY(generateRecord(src, 3000, 0, 13));
    const ParseResult parsed = loadRecordFile(src);
    QVERIFY(parsed.ok());
    QWidget window;
    window.resize(640, 480);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    const QString pdf = m_dir.filePath(QStringLiteral("print.pdf"));
    printer.setOutputFileName(pdf);
    QString label;
    bool sawCancelButton = false;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *dialog = window.findChild<QProgressDialog *>(QStringLiteral("printProgress"));
        if (!dialog || !dialog->isVisible() || dialog->value() <= 0)
            return;
        poll.stop();
        label = dialog->labelText();
        if (qEnvironmentVariableIsSet("PITH_TEST_GRABS")) // to look at it
            dialog->grab().save(qEnvironmentVariable("PITH_TEST_GRABS") + u"/printprogress.png"_s);
        for (QPushButton *b : dialog->findChildren<QPushButton *>()) {
            if (b->text() == QLatin1String("Cancel")) {
                sawCancelButton = true;
                QTest::mouseClick(b, Qt::LeftButton);
            }
        }
    });
    poll.start(10);
    QString error;
    bool cancelled = false;
    const bool ok = renderOnPrinterWithProgress(
        &window, &printer, ReportInput::allOf(parsed.record), &error, &cancelled, 0);
    QVERIFY2(sawCancelButton, qPrintable(label));
    QVERIFY(!ok);
    QVERIFY2(error.contains(QLatin1String("cancelled")), qPrintable(error));
    QVERIFY(cancelled);
    QVERIFY2(label.contains(QLatin1String(" of 3000 observations")), qPrintable(label));
    QVERIFY(!label.startsWith(QLatin1String("Drawing the report for the printer: 3000")));
    // the dialog is gone with the print run, and so are the pages drawn before Cancel
    const auto *dialog = window.findChild<QProgressDialog *>(QStringLiteral("printProgress"));
    QVERIFY(!dialog || !dialog->isVisible());
    QVERIFY2(!QFile::exists(pdf), qPrintable(QString::number(QFileInfo(pdf).size())));
}

QTEST_MAIN(TestPdfExport)
#include "tst_pdfexport.moc"

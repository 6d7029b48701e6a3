// SPDX-License-Identifier: GPL-3.0-or-later
// PDF rows in the colours of the colouring rules (issue 23), checked on the rendered pages
// (pdftoppm): `pith-ledger-cli export --format pdf --colour-rules FILE` and the export dialog's
// check box.
#include "exporttestutil.h"

#include "app/common/language.h"
#include "models/io/atomicfile.h"
#include "models/items/colourrules.h"
#include "models/record/parser.h"
#include "models/review/review.h"
#include "models/review/reviewfile.h"
#include "ui/report/factkinds.h"
#include "ui/reportdialogs/exportdialog.h"

#include <QCheckBox>
#include <QDir>
#include <QImage>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pith;
using namespace pith::test;

namespace {
const QString kQuery = QStringLiteral("status:unresolved year:..2021");
const QColor kBg(0xff, 0xc8, 0x40);
const QColor kFg(0x20, 0x10, 0x00);
} // namespace

class TestPdfColours final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cliColoursTheRowsTheRuleSelects();
    void cliRefusesABadRulesFile();
    void cliRulesAskTheReview();
    void dialogToggle();

private:
    // Bands of scanlines, over every page, where most of the row is the rule's background.
    int colouredBands(const QString &pdf);
    // The fixture's rows the query selects, from the JSON.
    static int expectedRows();
    QString writeRules();

    QTemporaryDir m_dir;
    QString m_pdftoppm;
};

void TestPdfColours::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(setupLanguage(QStringLiteral("en")).ok());
    m_pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    if (m_pdftoppm.isEmpty())
        QSKIP("pdftoppm (poppler-utils) is not installed");
}

int TestPdfColours::expectedRows()
{
    const QJsonObject root = QJsonDocument::fromJson(fixtureBytes()).object();
    int n = 0;
    for (const QJsonValue &o : root.value(u"outbound").toArray()) {
        const QJsonObject obs = o.toObject();
        const QJsonValue year
            = obs.value(u"citation").toObject().value(u"cited_work").toObject().value(u"year");
        n += obs.value(u"resolution").toObject().value(u"status").toString() == u"unresolved"
            && year.isDouble() && year.toInt() <= 2021;
    }
    return n;
}

QString TestPdfColours::writeRules()
{
    const QString path = m_dir.filePath(QStringLiteral("rules.json"));
    QString error;
    const ColourRuleList rules = { { QStringLiteral("Off"), QStringLiteral("direction:outbound"),
                                       kFg, QColor(0x40, 0xc8, 0xff), false },
        { QStringLiteral("Old unresolved"), kQuery, kFg, kBg, true } };
    if (!ColourRules::writeFile(path, rules, &error))
        qWarning("%s", qPrintable(error));
    return path;
}

int TestPdfColours::colouredBands(const QString &pdf)
{
    const QString prefix = pdf + QStringLiteral("-page");
    const ProcessRun run = runProgram(m_pdftoppm,
        { QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("60"), pdf, prefix });
    if (run.exitCode != 0) {
        qWarning("pdftoppm: %s", run.err.constData());
        return -1;
    }
    const QFileInfo info(pdf);
    QStringList pages = QDir(info.absolutePath())
                            .entryList({ info.fileName() + QStringLiteral("-page*.png") },
                                QDir::Files, QDir::Name);
    if (pages.isEmpty())
        return -1;
    const auto near = [](const QColor &a, const QColor &b) {
        return std::abs(a.red() - b.red()) <= 4 && std::abs(a.green() - b.green()) <= 4
            && std::abs(a.blue() - b.blue()) <= 4;
    };
    int bands = 0;
    for (const QString &page : pages) {
        const QImage image(QDir(info.absolutePath()).filePath(page));
        // A row's text lines can break its fill in a scanline or two: those stay one band.
        int lastColoured = -100;
        for (int y = 0; y < image.height(); ++y) {
            int hits = 0;
            for (int x = 0; x < image.width(); ++x)
                hits += near(image.pixelColor(x, y), kBg);
            if (hits > image.width() / 3) {
                bands += y - lastColoured > 4;
                lastColoured = y;
            }
        }
        QFile::remove(QDir(info.absolutePath()).filePath(page));
    }
    return bands;
}

void TestPdfColours::cliColoursTheRowsTheRuleSelects()
{
    const int expected = expectedRows();
    QVERIFY(expected >= 2); // the fixture has such rows, apart from each other in the table
    const QString rules = writeRules();
    const QString coloured = m_dir.filePath(QStringLiteral("coloured.pdf"));
    ProcessRun run = runProgram(QStringLiteral(PITH_CLI_PATH),
        { QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
            QStringLiteral("pdf"), QStringLiteral("-o"), coloured, QStringLiteral("--colour-rules"),
            rules });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(colouredBands(coloured), expected);

    const QString plain = m_dir.filePath(QStringLiteral("plain.pdf"));
    run = runProgram(QStringLiteral(PITH_CLI_PATH),
        { QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
            QStringLiteral("pdf"), QStringLiteral("-o"), plain });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(colouredBands(plain), 0);
}

void TestPdfColours::cliRefusesABadRulesFile()
{
    const QString bad = m_dir.filePath(QStringLiteral("bad-rules.json"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        "{\"pith_ledger_colour_rules\": 1, \"rules\": [{\"name\": \"x\", \"query\": \"yaer:1\"}]}");
    f.close();
    const QString out = m_dir.filePath(QStringLiteral("never.pdf"));
    ProcessRun run = runProgram(QStringLiteral(PITH_CLI_PATH),
        { QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
            QStringLiteral("pdf"), QStringLiteral("-o"), out, QStringLiteral("--colour-rules"),
            bad });
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(
                 QByteArray(bad.toUtf8() + ": /rules/0/query: column 1: unknown key \"yaer\"")),
        run.err.constData());
    QVERIFY(!QFile::exists(out));
    // Only PDF rows have colours.
    run = runProgram(QStringLiteral(PITH_CLI_PATH),
        { QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
            QStringLiteral("csv"), QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.csv")),
            QStringLiteral("--colour-rules"), writeRules() });
    QCOMPARE(run.exitCode, 64);
    QVERIFY(run.err.contains("--colour-rules applies to PDF only"));
}

void TestPdfColours::cliRulesAskTheReview()
{
    // The default kinds of rule that name facts kept beside the record: accepted in a rules
    // file, colouring by the review given (a finding rule colours nothing without --integrity).
    const ParseResult loaded = loadRecordFile(fixturePath());
    QVERIFY2(loaded.ok(), qPrintable(loaded.error.toString()));
    review::Review review;
    review.setRecord(loaded.record);
    const QStringList decided
        = { loaded.record->outbound.at(0).id, loaded.record->outbound.at(5).id };
    review.setDecision(decided, review::Decision::NeedsFix);
    const QString reviewPath = m_dir.filePath(QStringLiteral("decided.review.json"));
    QString error;
    QVERIFY2(io::writeFileAtomically(reviewPath, review::toJson(review.data()), &error),
        qPrintable(error));

    const QString rulesPath = m_dir.filePath(QStringLiteral("fact-rules.json"));
    const ColourRuleList rules = {
        { QStringLiteral("Critical finding"), QStringLiteral("finding:critical"), kFg,
            QColor(0x40, 0xc8, 0xff), true },
        { QStringLiteral("Needs fix"), QStringLiteral("review:needs_fix"), kFg, kBg, true },
    };
    QVERIFY2(ColourRules::writeFile(rulesPath, rules, &error), qPrintable(error));
    const QString pdf = m_dir.filePath(QStringLiteral("review-coloured.pdf"));
    ProcessRun run = runProgram(QStringLiteral(PITH_CLI_PATH),
        { QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
            QStringLiteral("pdf"), QStringLiteral("-o"), pdf, QStringLiteral("--colour-rules"),
            rulesPath, QStringLiteral("--review"), reviewPath });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(colouredBands(pdf), int(decided.size()));
    // Without the review nothing is decided, so nothing is coloured (no review lies beside the
    // fixture); the rules file is still valid.
    const QString undecided = m_dir.filePath(QStringLiteral("undecided.pdf"));
    run = runProgram(QStringLiteral(PITH_CLI_PATH),
        { QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
            QStringLiteral("pdf"), QStringLiteral("-o"), undecided,
            QStringLiteral("--colour-rules"), rulesPath });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(colouredBands(undecided), 0);
}

void TestPdfColours::dialogToggle()
{
    const ParseResult parsed = loadRecordFile(fixturePath());
    QVERIFY(parsed.ok());
    const ColourRules::ReadResult rules = ColourRules::readFile(writeRules(), ui::everyFactKind());
    QVERIFY(rules.ok());
    ui::ReportInput noRows;
    noRows.record = parsed.record;
    noRows.allRows = false;
    for (const bool on : { true, false }) {
        ui::ExportDialog dialog(noRows);
        dialog.setColourRules(*rules.rules, true);
        dialog.setFormat(ui::ExportFormat::Pdf);
        auto *check = dialog.findChild<QCheckBox *>(QStringLiteral("colourRowsCheck"));
        QVERIFY(check && !check->isHidden() && check->isChecked() && check->isEnabled());
        check->setChecked(on);
        const QString out
            = m_dir.filePath(on ? QStringLiteral("on.pdf") : QStringLiteral("off.pdf"));
        dialog.setExportAllRows(true);
        dialog.setDestination(out);
        QVERIFY2(dialog.runExport(), qPrintable(dialog.lastError()));
        QCOMPARE(colouredBands(out), on ? expectedRows() : 0);
    }
    // Without rules there is nothing to offer.
    ui::ExportDialog plain(noRows);
    QVERIFY(plain.findChild<QCheckBox *>(QStringLiteral("colourRowsCheck"))->isHidden());
}

QTEST_MAIN(TestPdfColours)
#include "tst_pdfcolours.moc"

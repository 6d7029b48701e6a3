// SPDX-License-Identifier: GPL-3.0-or-later
// The export dialog under the offscreen platform, driven through its widgets.
#include "tests/export/exporttestutil.h"

#include "models/export/selection.h"
#include "models/record/parser.h"
#include "ui/reportdialogs/exportdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>

using namespace pith;
using namespace pith::ui;
using namespace pith::test;

class TestExportDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { QVERIFY(m_dir.isValid()); }
    void shownRowsToCsvWithBom();
    void allRowsToJson();
    void pdfThroughExportButton();
    void suffixFollowsFormat();
    void bomOnlyForCsv();
    void errorShowsReason();
    void refusesToOverwriteTheRecord();
    void closingWhileExportingCancels_data();
    void closingWhileExportingCancels();

private:
    RecordPtr m_record;
    QList<int> m_unresolved;
    QTemporaryDir m_dir;
};

namespace {

// What a tab would hand the dialog: these rows, behind this filter, of this record.
ReportInput shown(RecordPtr record, QList<int> rows, QString query, QString sourcePath = {})
{
    ReportInput input;
    input.record = std::move(record);
    input.rows = std::move(rows);
    input.allRows = input.record && input.rows.size() == input.record->observationCount();
    input.query = std::move(query);
    input.sourcePath = std::move(sourcePath);
    return input;
}

} // namespace

void TestExportDialog::initTestCase()
{
    const ParseResult parsed = loadRecordFile(fixturePath());
    QVERIFY(parsed.ok());
    m_record = parsed.record;
    m_unresolved = exporting::rowsMatching(
        *m_record, *ObservationFilter::parse(QStringLiteral("status:unresolved")).filter);
    std::reverse(
        m_unresolved.begin(), m_unresolved.end()); // as a view sorted descending would show them
    QCOMPARE(m_unresolved.size(), 10);
}

void TestExportDialog::shownRowsToCsvWithBom()
{
    ExportDialog dialog(shown(m_record, m_unresolved, QStringLiteral("status:unresolved")));
    dialog.show();
    QVERIFY(dialog.findChild<QRadioButton *>(QStringLiteral("shownRowsRadio"))->isChecked());
    QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("queryLabel"))->text(),
        QStringLiteral("Filter: status:unresolved"));
    QVERIFY(!dialog.findChild<QLabel *>(QStringLiteral("queryLabel"))
                 ->wordWrap()); // never broken inside a term
    // the rows come in the view's order, and the dialog says so
    QVERIFY2(dialog.findChild<QLabel *>(QStringLiteral("orderLabel"))
                 ->text()
                 .contains(QStringLiteral("table's sort order")),
        qPrintable(dialog.findChild<QLabel *>(QStringLiteral("orderLabel"))->text()));
    auto *edit = dialog.findChild<QLineEdit *>(QStringLiteral("destinationEdit"));
    // "&Destination:" is a mnemonic for the field, not an ampersand on the screen
    QLabel *destinationLabel = nullptr;
    for (QLabel *l : dialog.findChildren<QLabel *>()) {
        if (l->buddy() == edit)
            destinationLabel = l;
    }
    QVERIFY(destinationLabel);
    QCOMPARE(destinationLabel->text(), QStringLiteral("&Destination:"));
    const QString out = m_dir.filePath(QStringLiteral("shown.csv"));
    edit->clear();
    QTest::keyClicks(edit, out);
    dialog.findChild<QCheckBox *>(QStringLiteral("bomCheck"))->setChecked(true);
    QSignalSpy exported(&dialog, &ExportDialog::exported);
    QVERIFY(dialog.runExport());
    QCOMPARE(exported.size(), 1);
    QCOMPARE(exported.first().first().toString(), out);
    const QByteArray csv = readAll(out);
    QVERIFY(csv.startsWith("\xEF\xBB\xBF"
                           "direction,"));
    const QList<QByteArray> lines = csv.chopped(2).split('\n');
    QCOMPARE(lines.size(), 11);
    // In the view's order: the last unresolved reference first.
    QVERIFY2(lines.at(1).startsWith("outbound,21,"), lines.at(1).constData());
    QCOMPARE(dialog.findChild<QProgressBar *>(QStringLiteral("progressBar"))->value(), 100);
}

void TestExportDialog::allRowsToJson()
{
    ExportDialog dialog(shown(m_record, m_unresolved, QStringLiteral("status:unresolved")));
    dialog.setFormat(ExportFormat::Json);
    dialog.findChild<QRadioButton *>(QStringLiteral("allRowsRadio"))->setChecked(true);
    const QString out = m_dir.filePath(QStringLiteral("all.json"));
    dialog.setDestination(out);
    QVERIFY2(dialog.runExport(), qPrintable(dialog.lastError()));
    const QJsonObject o = QJsonDocument::fromJson(readAll(out)).object();
    QCOMPARE(o[QStringLiteral("outbound")].toArray().size(), 21);
    QCOMPARE(o[QStringLiteral("pith_ledger_export")].toObject()[QStringLiteral("rows")].toString(),
        QStringLiteral("all"));
}

void TestExportDialog::pdfThroughExportButton()
{
    ExportDialog dialog(shown(m_record, m_unresolved, QStringLiteral("status:unresolved")));
    dialog.show();
    dialog.findChild<QComboBox *>(QStringLiteral("formatCombo"))->setCurrentIndex(2);
    QCOMPARE(dialog.format(), ExportFormat::Pdf);
    const QString out = m_dir.filePath(QStringLiteral("report.pdf"));
    dialog.setDestination(out);
    QSignalSpy finished(&dialog, &QDialog::finished);
    QTest::mouseClick(
        dialog.findChild<QPushButton *>(QStringLiteral("exportButton")), Qt::LeftButton);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(readAll(out).startsWith("%PDF-"));
}

void TestExportDialog::suffixFollowsFormat()
{
    ExportDialog dialog(shown(m_record, m_unresolved, QString()));
    dialog.setDestination(m_dir.filePath(QStringLiteral("x.csv")));
    dialog.setFormat(ExportFormat::Pdf);
    QCOMPARE(dialog.destination(), m_dir.filePath(QStringLiteral("x.pdf")));
    dialog.setFormat(ExportFormat::Json);
    QCOMPARE(dialog.destination(), m_dir.filePath(QStringLiteral("x.json")));
    dialog.setDestination(m_dir.filePath(QStringLiteral("notes.txt")));
    dialog.setFormat(ExportFormat::Csv);
    QCOMPARE(dialog.destination(),
        m_dir.filePath(QStringLiteral("notes.txt"))); // a name the user chose stays
}

void TestExportDialog::bomOnlyForCsv()
{
    ExportDialog dialog(shown(m_record, exporting::allRows(*m_record), QString()));
    QVERIFY(dialog.findChild<QRadioButton *>(QStringLiteral("allRowsRadio"))->isChecked());
    auto *bom = dialog.findChild<QCheckBox *>(QStringLiteral("bomCheck"));
    QVERIFY(bom->isEnabled());
    dialog.setFormat(ExportFormat::Pdf);
    QVERIFY(!bom->isEnabled());
}

void TestExportDialog::errorShowsReason()
{
    ExportDialog dialog(shown(m_record, m_unresolved, QString()));
    dialog.show();
    const QString out = m_dir.filePath(QStringLiteral("missing/dir/x.csv"));
    dialog.setDestination(out);
    QTest::mouseClick(
        dialog.findChild<QPushButton *>(QStringLiteral("exportButton")), Qt::LeftButton);
    QVERIFY(dialog.isVisible()); // not accepted
    auto *error = dialog.findChild<QLabel *>(QStringLiteral("errorLabel"));
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().contains(QLatin1String("cannot write"))
            && error->text().contains(QLatin1String("x.csv")),
        qPrintable(error->text()));
    QCOMPARE(error->textFormat(), Qt::PlainText);
    QVERIFY(!QFile::exists(out));
}

void TestExportDialog::refusesToOverwriteTheRecord()
{
    const QString input = m_dir.filePath(QStringLiteral("record.json"));
    QVERIFY(writeFile(input, fixtureBytes()));
    ExportDialog dialog(shown(m_record, m_unresolved, QString(), input));
    dialog.setFormat(ExportFormat::Json);
    dialog.setDestination(input);
    QVERIFY(!dialog.runExport());
    QVERIFY2(dialog.lastError().contains(QLatin1String("record being exported")),
        qPrintable(dialog.lastError()));
    QCOMPARE(readAll(input), fixtureBytes());
}

void TestExportDialog::closingWhileExportingCancels_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QByteArray>("existing"); // at the destination before; empty: none
    QTest::newRow("csv") << int(ExportFormat::Csv) << QByteArray();
    QTest::newRow("pdf") << int(ExportFormat::Pdf) << QByteArray();
    QTest::newRow("pdf over an earlier file")
        << int(ExportFormat::Pdf) << QByteArray("an earlier report\n");
}

// Closing the dialog while it writes cancels the export: no file, or the earlier one as it was
// (the PDF of a large selection too, which takes long enough to want it).
void TestExportDialog::closingWhileExportingCancels()
{
    QFETCH(int, format);
    QFETCH(QByteArray, existing);
    const QString src = m_dir.filePath(QStringLiteral("big.json"));
    if (!QFile::exists(src))
        QVERIFY(generateRecord(src, 1500, 0));
    const ParseResult parsed = loadRecordFile(src);
    QVERIFY(parsed.ok());
    ExportDialog dialog(shown(parsed.record, exporting::allRows(*parsed.record), QString()));
    dialog.show();
    dialog.setFormat(ExportFormat(format));
    const QString out
        = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-') + u'.'
            + formatSuffix(ExportFormat(format)));
    QFile::remove(out);
    if (!existing.isEmpty()) {
        QFile f(out);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(existing);
    }
    dialog.setDestination(out);
    // Escape/close arrives while the export runs (delivered from its progress callback).
    QTimer::singleShot(0, &dialog, &ExportDialog::reject);
    QVERIFY(!dialog.runExport());
    QVERIFY2(
        dialog.lastError().contains(QLatin1String("cancelled")), qPrintable(dialog.lastError()));
    QVERIFY(dialog.isVisible());
    if (existing.isEmpty()) {
        QVERIFY(!QFile::exists(out));
    } else {
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), existing);
    }
    dialog.reject(); // not running any more: closes
    QVERIFY(!dialog.isVisible());
}

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"

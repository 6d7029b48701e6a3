// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/reportdialogs/exportdialog.h"

#include "ui/paint/messagestyle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QStandardPaths>
#include <QVBoxLayout>

#include <algorithm>

namespace pith::ui {

ExportDialog::ExportDialog(ReportInput shown, QWidget *parent)
    : QDialog(parent)
    , m_shown(std::move(shown))
    , m_record(m_shown.record)
{
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(tr("Export Observations"));

    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("formatCombo"));
    m_format->addItem(tr("CSV (spreadsheets)"), int(ExportFormat::Csv));
    m_format->addItem(tr("JSON (observations as issued, verifiable)"), int(ExportFormat::Json));
    m_format->addItem(tr("PDF report"), int(ExportFormat::Pdf));

    const int total = m_record ? int(m_record->observationCount()) : 0;
    m_allRows = new QRadioButton(tr("All observations (%n)", nullptr, total), this);
    m_allRows->setObjectName(QStringLiteral("allRowsRadio"));
    m_shownRowsRadio = new QRadioButton(
        tr("Only the shown observations (%n)", nullptr, int(m_shown.rows.size())), this);
    m_shownRowsRadio->setObjectName(QStringLiteral("shownRowsRadio"));
    const bool filtered = m_shown.rows.size() != total || !m_shown.query.trimmed().isEmpty();
    (filtered ? m_shownRowsRadio : m_allRows)->setChecked(true);

    auto *queryLabel = new QLabel(this);
    queryLabel->setObjectName(QStringLiteral("queryLabel"));
    queryLabel->setTextFormat(Qt::PlainText);
    // One line: a wrapped query broke inside a term ("status:" / "unresolved"); the whole query
    // is in the tooltip when it is elided.
    queryLabel->setWordWrap(false);
    const QString queryText = m_shown.query.trimmed().isEmpty()
        ? tr("No filter is applied.")
        : tr("Filter: %1").arg(m_shown.query.trimmed());
    queryLabel->setText(queryLabel->fontMetrics().elidedText(queryText, Qt::ElideMiddle, 460));
    // the query is the user's text: escaped, and "<p>" makes the tooltip read it as rich text
    queryLabel->setToolTip(m_shown.query.trimmed().isEmpty()
            ? QString()
            : QStringLiteral("<p>") + m_shown.query.trimmed().toHtmlEscaped());

    // The window's export follows the table's sort; the command line writes the record's order.
    auto *orderLabel = new QLabel(this);
    orderLabel->setObjectName(QStringLiteral("orderLabel"));
    orderLabel->setTextFormat(Qt::PlainText);
    orderLabel->setWordWrap(true);
    orderLabel->setText(std::is_sorted(m_shown.rows.cbegin(), m_shown.rows.cend())
            ? tr("Rows are written in the record's order, as pith-ledger-cli export writes them.")
            : tr("The shown rows are written in the table's sort order; pith-ledger-cli export "
                 "writes the record's order."));

    m_bom = new QCheckBox(tr("Start with a byte order mark (for spreadsheet programs)"), this);
    m_bom->setObjectName(QStringLiteral("bomCheck"));
    // Shown when the window passes colouring rules: the PDF's rows as in the table.
    m_colourRows = new QCheckBox(tr("Colour the rows by the colouring rules"), this);
    m_colourRows->setObjectName(QStringLiteral("colourRowsCheck"));
    m_colourRows->setVisible(false);

    m_destination = new QLineEdit(this);
    m_destination->setObjectName(QStringLiteral("destinationEdit"));
    m_browse = new QPushButton(tr("Browse…"), this);
    m_browse->setObjectName(QStringLiteral("browseButton"));
    auto *destinationRow = new QHBoxLayout;
    destinationRow->addWidget(m_destination, 1);
    destinationRow->addWidget(m_browse);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("progressBar"));
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_progress->setVisible(false);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("errorLabel"));
    m_error->setTextFormat(Qt::PlainText);
    m_error->setWordWrap(true);
    m_error->setVisible(false);
    QPalette errorPalette = m_error->palette();
    errorPalette.setColor(
        QPalette::WindowText, messageTextColour(MessageTone::Error, errorPalette));
    m_error->setPalette(errorPalette);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(QStringLiteral("buttonBox"));
    m_exportButton = m_buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    m_exportButton->setObjectName(QStringLiteral("exportButton"));
    m_exportButton->setDefault(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Format:"), m_format);
    auto *rows = new QVBoxLayout;
    rows->addWidget(m_allRows);
    rows->addWidget(m_shownRowsRadio);
    rows->addWidget(queryLabel);
    rows->addWidget(orderLabel);
    form->addRow(tr("Rows:"), rows);
    form->addRow(QString(), m_bom);
    form->addRow(QString(), m_colourRows);
    // A row whose field is a layout gets no buddy, and its label would show the "&" as text.
    auto *destinationLabel = new QLabel(tr("&Destination:"), this);
    destinationLabel->setBuddy(m_destination);
    form->addRow(destinationLabel, destinationRow);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_error);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    QString base = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (base.isEmpty())
        base = QDir::homePath();
    QString stem = m_record ? m_record->paper.arxivId : QString();
    stem.replace(QLatin1Char('/'), QLatin1Char('_'));
    if (stem.isEmpty())
        stem = QStringLiteral("observations");
    m_destination->setText(QDir(base).filePath(stem + QStringLiteral(".citations.csv")));

    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        adjustSuffix();
        updateControls();
    });
    connect(m_browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_destination, &QLineEdit::textChanged, this, &ExportDialog::updateControls);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (runExport())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);
    updateControls();
    setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 40);
}

void ExportDialog::reject()
{
    if (m_running) {
        m_cancel = true;
        return;
    }
    QDialog::reject();
}

void ExportDialog::setFormat(ExportFormat format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

ExportFormat ExportDialog::format() const { return ExportFormat(m_format->currentData().toInt()); }

void ExportDialog::setDestination(const QString &path) { m_destination->setText(path); }

QString ExportDialog::destination() const { return m_destination->text().trimmed(); }

void ExportDialog::setExportAllRows(bool all)
{
    (all ? m_allRows : m_shownRowsRadio)->setChecked(true);
}

void ExportDialog::adjustSuffix()
{
    const QString path = destination();
    if (path.isEmpty())
        return;
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    if (suffix != QLatin1String("csv") && suffix != QLatin1String("json")
        && suffix != QLatin1String("pdf"))
        return;
    const QString stem = path.left(path.size() - suffix.size());
    m_destination->setText(stem + formatSuffix(format()));
}

void ExportDialog::browse()
{
    QString filter;
    switch (format()) {
    case ExportFormat::Csv:
        filter = tr("CSV files (*.csv)");
        break;
    case ExportFormat::Json:
        filter = tr("JSON files (*.json)");
        break;
    case ExportFormat::Pdf:
        filter = tr("PDF files (*.pdf)");
        break;
    }
    const QString chosen
        = QFileDialog::getSaveFileName(this, tr("Export To"), destination(), filter);
    if (!chosen.isEmpty())
        setDestination(chosen);
}

void ExportDialog::setColourRules(const ColourRuleList &rules, bool colourRows)
{
    m_colourRules = rules;
    m_colourRows->setVisible(!rules.isEmpty());
    m_colourRows->setChecked(colourRows && !rules.isEmpty());
}

void ExportDialog::updateControls()
{
    m_bom->setEnabled(!m_running && format() == ExportFormat::Csv);
    m_colourRows->setEnabled(!m_running && format() == ExportFormat::Pdf);
    m_format->setEnabled(!m_running);
    m_allRows->setEnabled(!m_running);
    m_shownRowsRadio->setEnabled(!m_running);
    m_destination->setEnabled(!m_running);
    m_browse->setEnabled(!m_running);
    m_exportButton->setEnabled(!m_running && !destination().isEmpty() && m_record);
}

bool ExportDialog::runExport()
{
    if (m_running)
        return false;
    m_lastError.clear();
    m_error->setVisible(false);
    if (!m_record) {
        m_lastError = tr("There is no record to export.");
        m_error->setText(m_lastError);
        m_error->setVisible(true);
        return false;
    }

    ReportInput input = m_shown;
    input.allRows = m_allRows->isChecked();
    if (input.allRows) {
        input.rows = exporting::allRows(*m_record);
        input.query.clear();
    }
    input.colourRules.clear();
    if (m_colourRows->isChecked() && format() == ExportFormat::Pdf)
        input.colourRules = m_colourRules;
    ExportOptions options;
    options.format = format();
    options.bom = m_bom->isChecked() && options.format == ExportFormat::Csv;

    m_running = true;
    m_cancel = false;
    updateControls();
    m_progress->setValue(0);
    m_progress->setVisible(true);
    const auto progress = [this](qint64 done, qint64 total) {
        m_progress->setValue(total > 0 ? int(done * 100 / total) : 100);
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        return !m_cancel;
    };
    QString error;
    const QString path = destination();
    const bool ok = exportToFile(path, input, options, &error, progress);
    m_running = false;
    updateControls();
    if (!ok) {
        m_progress->setVisible(false);
        //: %1 is the reason, e.g. "cannot write /x.csv: Permission denied"
        m_lastError = tr("The export failed: %1").arg(error);
        m_error->setText(m_lastError);
        m_error->setVisible(true);
        return false;
    }
    m_progress->setValue(100);
    emit exported(path);
    return true;
}

} // namespace pith::ui

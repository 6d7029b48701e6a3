// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/report/exportjob.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;

namespace pith::ui {

// File > Export (Ctrl+E): format (CSV, JSON, PDF), all rows or the shown ones, the CSV byte
// order mark, the destination (typed or through QFileDialog), a progress bar while writing and
// the reason when it fails. Accepts when the file was written.
//
// shownRows are ObservationModel source rows in the order the view shows them (map the proxy's
// rows with mapToSource). query is the filter text behind them. sourcePath (optional) is the
// file the record came from; it is never overwritten.
//
// Child object names for tests: formatCombo, allRowsRadio, shownRowsRadio, bomCheck,
// colourRowsCheck, destinationEdit, browseButton, progressBar, errorLabel, buttonBox, exportButton,
// queryLabel.
class ExportDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportDialog)

public:
    ExportDialog(RecordPtr record, QList<int> shownRows, QString query, QWidget *parent = nullptr,
        QString sourcePath = {});

    void setFormat(ExportFormat format);
    ExportFormat format() const;
    void setDestination(const QString &path);
    QString destination() const;
    void setExportAllRows(bool all);
    // Offers the PDF's rows in these colouring rules' colours (check box colourRowsCheck, on
    // when colourRows); without rules the check box is hidden. The rules ask facts, the tab's
    // filter bar's list (a review, integrity findings, changes), as in the table.
    void setColourRules(
        const ColourRuleList &rules, bool colourRows, const ObservationFactsList &facts = {});
    // Where the record came from as the PDF's footer names it (file path or URL); "": sourcePath.
    void setSourceName(const QString &name) { m_sourceName = name; }
    // The review kept beside the record: the CSV and the PDF carry its decisions and notes.
    void setReview(std::shared_ptr<const review::Review> review) { m_review = std::move(review); }
    QString lastError() const { return m_lastError; }

    // Runs the export with the current settings, as the Export button does; true on success.
    bool runExport();

    // While an export runs, closing the dialog (Escape, the window's close button, Cancel)
    // cancels the export instead: nothing half-written is left and the dialog stays alive.
    void reject() override;

signals:
    void exported(const QString &path);

private:
    void browse();
    void updateControls();
    void adjustSuffix();

    RecordPtr m_record;
    QList<int> m_shownRows;
    QString m_query;
    QString m_sourcePath;
    QString m_sourceName;
    std::shared_ptr<const review::Review> m_review;
    QString m_lastError;
    bool m_running = false;
    bool m_cancel = false;

    QComboBox *m_format = nullptr;
    QRadioButton *m_allRows = nullptr;
    QRadioButton *m_shownRowsRadio = nullptr;
    QCheckBox *m_bom = nullptr;
    QCheckBox *m_colourRows = nullptr;
    ObservationFactsList m_colourFacts;
    ColourRuleList m_colourRules;
    QLineEdit *m_destination = nullptr;
    QPushButton *m_browse = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_error = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_exportButton = nullptr;
};

} // namespace pith::ui

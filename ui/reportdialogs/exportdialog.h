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
// `shown` is what the tab shows, as printing takes it (MainWindow::reportInput): its rows are
// ObservationModel source rows in the order the view shows them, its query the filter behind
// them; the record's source file is never overwritten; the review, the integrity findings and the
// facts go into the export as they are. "All observations" replaces rows and query; the colouring
// rules are offered by setColourRules().
//
// Child object names for tests: formatCombo, allRowsRadio, shownRowsRadio, bomCheck,
// colourRowsCheck, destinationEdit, browseButton, progressBar, errorLabel, buttonBox, exportButton,
// queryLabel.
class ExportDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportDialog)

public:
    explicit ExportDialog(ReportInput shown, QWidget *parent = nullptr);

    void setFormat(ExportFormat format);
    ExportFormat format() const;
    void setDestination(const QString &path);
    QString destination() const;
    void setExportAllRows(bool all);
    // Offers the PDF's rows in these colouring rules' colours (check box colourRowsCheck, on
    // when colourRows); without rules the check box is hidden. The rules ask the facts of
    // `shown` (the tab's filter bar's list: a review, integrity findings, changes), as in the
    // table.
    void setColourRules(const ColourRuleList &rules, bool colourRows);
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

    ReportInput m_shown;
    RecordPtr m_record; // m_shown.record
    QString m_lastError;
    bool m_running = false;
    bool m_cancel = false;

    QComboBox *m_format = nullptr;
    QRadioButton *m_allRows = nullptr;
    QRadioButton *m_shownRowsRadio = nullptr;
    QCheckBox *m_bom = nullptr;
    QCheckBox *m_colourRows = nullptr;
    ColourRuleList m_colourRules;
    QLineEdit *m_destination = nullptr;
    QPushButton *m_browse = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_error = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_exportButton = nullptr;
};

} // namespace pith::ui

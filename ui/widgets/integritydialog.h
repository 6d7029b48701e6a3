// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QDialog>

class QLabel;
class QTreeWidget;

namespace pith::ui {

// The details behind the integrity badge: every observation whose digest does not match
// (reference number and direction as the table shows them, observation id, stated and computed
// digest), the context digest check,
// and the audit findings (severity, code, message, JSON pointer). Non-modal; the record's text
// is shown as plain text only. Child objectNames: "integritySummaryLabel",
// "digestFailuresView", "auditFindingsView".
class IntegrityDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(IntegrityDialog)

public:
    explicit IntegrityDialog(QWidget *parent = nullptr);

    void setRecord(RecordPtr record); // runs auditRecord() on it
    RecordPtr record() const { return m_record; }

    QTreeWidget *digestFailuresView() const { return m_failures; }
    QTreeWidget *auditFindingsView() const { return m_findings; }

signals:
    // A row was double-clicked or Enter pressed on it: the observation it names (a digest
    // failure, or a finding whose pointer is inside one), for the tab's table to select.
    void observationActivated(const QString &observationId);

private:
    void copyToClipboard() const;
    QString asText() const;

    RecordPtr m_record;
    QLabel *m_summary = nullptr;
    QLabel *m_context = nullptr;
    QTreeWidget *m_failures = nullptr;
    QTreeWidget *m_findings = nullptr;
    QLabel *m_noFailures = nullptr;
    QLabel *m_noFindings = nullptr;
};

} // namespace pith::ui

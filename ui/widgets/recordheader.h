// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QPointer>
#include <QWidget>

class QLabel;

namespace pith::ui {

class IntegrityBadge;
class IntegrityDialog;

// The top of a record tab: title, "arXiv:<id> v<n>", primary category, "As of <long local
// date>" (UTC ISO time in the tooltip), thesis and refusal (word-wrapped), and the integrity
// badge. All record text is plain text. Child objectNames: "titleLabel", "arxivIdLabel",
// "categoryLabel", "asOfLabel", "thesisLabel", "refusalLabel", "integrityBadge",
// "noticeSummary" (holding one flat button per line, "noticeButton_<type>").
//
// Activating the badge emits integrityDetailsRequested() and, while opensIntegrityDialog() is
// true (the default), opens this header's own non-modal IntegrityDialog (objectName
// "integrityDialog", created on first use, kept in sync by setRecord()). A window that shows the
// details elsewhere calls setOpensIntegrityDialog(false) and handles the signal. The dialog
// belongs to this header's tab: it closes when the tab is hidden (another tab chosen) or closed.
class RecordHeader final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecordHeader)

public:
    explicit RecordHeader(QWidget *parent = nullptr);

    void setRecord(RecordPtr record);
    RecordPtr record() const { return m_record; }

    IntegrityBadge *integrityBadge() const { return m_badge; }
    IntegrityDialog *integrityDialog() const { return m_dialog; } // null until first opened

    bool opensIntegrityDialog() const { return m_opensDialog; }
    void setOpensIntegrityDialog(bool opens) { m_opensDialog = opens; }

public slots:
    void showIntegrityDetails();

    // "Cites 1 work with a retraction notice", one line per event type, gravest first; empty
    // when no observation has a standing-notice event. Each line is a flat button: activating it
    // emits eventFilterRequested(type) with the type key ("retraction").
    QString noticeSummary() const;

signals:
    void integrityDetailsRequested();
    void eventFilterRequested(const QString &type);
    // The integrity dialog asks for an observation to be selected in the tab's table.
    void observationRequested(const QString &observationId);

protected:
    void changeEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void refresh();
    void applyFonts();
    QList<QPair<QString, QString>> noticeLines() const; // (type key, sentence)

    RecordPtr m_record;
    QLabel *m_title = nullptr;
    QLabel *m_arxivId = nullptr;
    QLabel *m_category = nullptr;
    QLabel *m_asOf = nullptr;
    QLabel *m_thesis = nullptr;
    QLabel *m_refusal = nullptr;
    QWidget *m_notices = nullptr; // one flat button per notice line
    IntegrityBadge *m_badge = nullptr;
    QPointer<IntegrityDialog> m_dialog;
    bool m_opensDialog = true;
};

} // namespace pith::ui

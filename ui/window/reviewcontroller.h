// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/review/reviewsession.h"
#include "ui/window/recordsource.h"

#include <QObject>
#include <QPointer>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QPlainTextEdit;
class QTimer;

namespace pith::ui {

class RecordView;
class Settings;

// A tab's review (issue 19): the review kept beside its record, its file session, the Review
// column's cells, the decision keys 1-5 on the selected rows, the note editor in the detail
// pane, the progress line under the header and the `review:`/`note:` query keys.
class ReviewController final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReviewController)

public:
    // settings: where the reviewer's name comes from (null: the account's name).
    ReviewController(RecordView *view, Settings *settings);
    ~ReviewController() override;

    const review::ReviewPtr &review() const { return m_review; }
    review::ReviewSession *session() const { return m_session.get(); }
    // The strip under the header: progress, messages about the review file, the record note.
    QWidget *bar() const { return m_bar; }

    // The tab shows record (a reload keeps the review and marks what changed as stale; another
    // paper opens that paper's review).
    void setRecord(const RecordPtr &record, const RecordSource &source);
    // The observation the detail pane shows (its note goes to the editor).
    void setCurrent(const Observation *observation);

    // The decision on every selected row; with one row, the next row becomes current.
    void decide(review::Decision decision);
    // The actions for keys 1-5, in decision order (for menus).
    QList<QAction *> decisionActions() const { return m_decisionActions; }
    void fillContextMenu(QMenu *menu);

    // The review for exports and print when there is one (a decision or a note), else null.
    std::shared_ptr<const review::Review> forReports() const;

    // "Reviewed 18 of 25 shown"
    QString progressText() const;
    QString messageText() const;

    bool saveAs(const QString &path, QString *error);
    // Takes in a colleague's review: merged; conflicts go to a dialog (non-modal, parent), or,
    // with chooser given, to it (tests).
    bool mergeFrom(const QString &path, QWidget *dialogParent, QString *error);

    static QString defaultPath(const Record &record, const RecordSource &source);
    // The status bar's line once decisions of an older copy of the paper (as of olderDate) are
    // this review's; stale: how many are to be looked at again (review:stale).
    static QString carriedOverMessage(const QString &olderDate, int stale);

    // Offers the decisions and notes of another file's review (the review of another copy of
    // the paper, sourcePath) in a bar above the table: "12 decisions from x.review.json apply to
    // this copy: [Carry Over] [Start Empty]". carried holds them under the ids of this copy,
    // count says how many apply to it, olderDate names the copy ("9 Aug 2026"). Carry Over
    // takes them in as one undoable step, saved as any decision (beside this tab's record, never
    // in sourcePath), where this review has no entry of its own; Start Empty leaves the review as
    // it is, and the tab does not ask again.
    void offerCarryOver(const QString &sourcePath, const review::ReviewData &carried, int count,
        const QString &olderDate);
    bool carryOverDeclined() const { return m_carryDeclined; }
    // The bar while it asks (hidden otherwise).
    QWidget *carryOverBar() const { return m_carryBar; }

signals:
    void statusMessage(const QString &message);
    void undoStateChanged();

private:
    void onReviewChanged();
    void takeReviewerName();
    void updateProgress();
    void commitNote();
    void showMessages(const QStringList &messages);
    void carryOver();
    QVariant cell(const Observation &o, int role) const;

    RecordView *m_view;
    Settings *m_settings;
    review::ReviewPtr m_review;
    std::unique_ptr<review::ReviewSession> m_session;
    QString m_sessionDefault; // the default path the session was opened for
    QWidget *m_bar = nullptr;
    QLabel *m_progress = nullptr;
    QLabel *m_message = nullptr;
    QWidget *m_carryBar = nullptr;
    QLabel *m_carryText = nullptr;
    review::ReviewData m_carried; // what the bar offers
    QString m_carriedDate;
    bool m_carryDeclined = false;
    bool m_saveFailedShown = false; // the message says the review could not be saved
    QLineEdit *m_recordNote = nullptr;
    QWidget *m_editor = nullptr;
    QLabel *m_decisionLine = nullptr;
    QPlainTextEdit *m_note = nullptr;
    QTimer *m_noteTimer = nullptr;
    QString m_noteFor; // observation id whose note the editor holds
    bool m_settingNote = false;
    bool m_deferChanges = false; // in setRecord(): onReviewChanged() once, at its end
    QList<QAction *> m_decisionActions;
};

} // namespace pith::ui

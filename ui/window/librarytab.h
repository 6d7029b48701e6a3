// SPDX-License-Identifier: GPL-3.0-or-later
// A library's tab (issue 20): the folder's records in one sortable table, read in the background
// with a progress bar and a cancel button; a record that cannot be read is a row with its
// message; and every observation of every record in a second table, selected by the query
// language with `paper:`. Double-click (or Enter) on either asks for the record in its own tab. The
// window only adds the tab and opens what it asks for.
#pragma once

#include "models/library/recordfacets.h"
#include "models/open/fetchpolicy.h"
#include "models/review/review.h"

#include <QWidget>

#include <functional>

class QAction;
class QLabel;
class QModelIndex;
class QLineEdit;
class QPlainTextEdit;
class QTimer;
class QToolButton;
class QTabWidget;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace pith::net {
class Fetcher;
}
namespace pith::library {
class Library;
class LibraryModel;
class LibraryObservationModel;
}

namespace pith::ui {

class DetailPane;
class FilterBar;

class LibraryTab final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LibraryTab)

public:
    explicit LibraryTab(QWidget *parent = nullptr);
    ~LibraryTab() override;

    // Starts reading the folder; false with *error when it cannot be listed.
    bool openFolder(const QString &path, QString *error);
    // Starts fetching every paper of the list file through fetcher (not owned) under policy.
    bool openList(const QString &path, net::Fetcher *fetcher, const open::FetchPolicy &policy,
        QString *error);
    library::Library *library() const { return m_library; }
    QString title() const;
    QString location() const;
    QTableView *recordsView() const { return m_records; }
    // The Records table's facets (verdict, notice events, review progress): buttons named
    // recordFacet_KEY_VALUE that select the records shown, with live counts.
    const library::RecordFacetFilter &recordFacets() const { return m_recordFilter; }
    // Every observation of every record, the paper as a column, selected by the query.
    QTableView *observationsView() const { return m_observations; }
    QLineEdit *queryEdit() const;
    // The queue's filter bar: the query, its error, and the facets counted over every record.
    FilterBar *filterBar() const { return m_filterBar; }
    void showObservations();
    // The queue's detail pane: the current observation in full, its review decision, and the
    // buttons (keys 1-5 in the queue) that take one.
    DetailPane *detailPane() const { return m_detail; }
    // Who takes the decisions (the Preferences' reviewer name; empty: the account's name).
    void setReviewerName(const QString &name) { m_reviewer = name; }
    // Takes the decision on the current observation of the queue and saves it to that record's
    // review file at once (beside the record's file, or the review folder for a fetched paper);
    // false when there is no current observation or the review could not be saved (the detail
    // pane says why). The next row becomes current.
    bool decide(review::Decision decision);
    // The note of the current observation, as the detail pane's note editor holds it, saved to
    // its record's review file at once (the editor saves by itself shortly after typing stops).
    bool saveNote();
    QPlainTextEdit *noteEdit() const { return m_note; }
    // Undoes (Ctrl+Z in the queue) or redoes (Ctrl+Shift+Z) the last decision or note taken in
    // the queue, in whichever record it was, reading that record's review file again and saving
    // it; false (the detail pane says why) when there is none, or the file has changed that entry
    // since (another window took the observation in hand).
    bool undo();
    bool redo();
    bool canUndo() const { return !m_undo.isEmpty(); }
    bool canRedo() const { return !m_redo.isEmpty(); }
    // Writes the observations shown (in the order shown) as CSV with the paper's columns, or the
    // library report as PDF, by the file's suffix; false with *error, the file untouched.
    bool exportShown(const QString &path, QString *error);

signals:
    // The record of a row, by its file path (fromFile) or its id or URL.
    void openRecordRequested(const QString &source, bool fromFile);
    void titleChanged();

private:
    void updateHeading();
    void openRow(const QModelIndex &proxyIndex);
    void openObservation(const QModelIndex &proxyIndex);
    void applyQuery();
    void takeRecords();
    void updateObservationCount();
    void showCurrentObservation();
    // One edit of the review of a record of the queue: the review file read again (another
    // window may have written it since), locked, changed by edit (false with *problem: nothing
    // to save), written and let go at once. The Records table and the queue follow.
    struct Edit {
        QString source; // the library entry
        bool fromFile = true;
        QString observationId;
        review::Entry before;
        review::Entry after;
        QString text; // the review's own name for the step ("Note", "Mark as confirmed")
    };
    bool editReview(const RecordPtr &record, const QString &source, bool fromFile,
        const QString &observationId,
        const std::function<bool(review::Review &, QString *problem)> &change, Edit *done);
    bool step(bool back);
    void selectObservation(const RecordPtr &record, const QString &observationId);
    void updateUndoActions();
    void updateRecordFacets();
    struct RecordFacetButton {
        QString key;
        QString value;
        QToolButton *button = nullptr;
    };

    library::Library *m_library;
    library::LibraryModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLabel *m_heading;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QTableView *m_records;
    QTabWidget *m_views;
    library::LibraryObservationModel *m_observationModel;
    QSortFilterProxyModel *m_observationProxy;
    FilterBar *m_filterBar;
    QLabel *m_queryMessage;
    QPushButton *m_export;
    QTableView *m_observations;
    DetailPane *m_detail;
    QLabel *m_decisionLine;
    QLabel *m_decisionMessage;
    QString m_reviewer;
    QPlainTextEdit *m_note;
    QTimer *m_noteTimer;
    RecordPtr m_noteRecord; // whose observation the note editor holds
    QString m_noteFor;
    QString m_noteSource;
    bool m_noteFromFile = true;
    QList<Edit> m_undo;
    QList<Edit> m_redo;
    QAction *m_undoAction;
    QAction *m_redoAction;
    library::RecordFacetFilter m_recordFilter;
    QWidget *m_recordFacetBox;
    QList<RecordFacetButton> m_recordFacets;
    QTimer *m_recordFacetTimer;
};

} // namespace pith::ui

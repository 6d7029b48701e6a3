// SPDX-License-Identifier: GPL-3.0-or-later
// A library's tab (issue 20): the folder's records in one sortable table, read in the background
// with a progress bar and a cancel button; a record that cannot be read is a row with its
// message; and every observation of every record in a second table, selected by the query
// language with `paper:`. Double-click (or Enter) on either asks for the record in its own tab. The
// window only adds the tab and opens what it asks for.
#pragma once

#include "models/open/fetchpolicy.h"
#include "models/review/review.h"

#include <QWidget>

class QLabel;
class QModelIndex;
class QLineEdit;
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
};

} // namespace pith::ui

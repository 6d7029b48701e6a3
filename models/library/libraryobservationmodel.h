// SPDX-License-Identifier: GPL-3.0-or-later
// The Observations table of a library: every observation of every record read, the paper as a
// column, selected by the query language with the library's keys (libraryexport.h: `paper:`,
// and each record's own `review:` and `note:`). The reviewer's queue across a folder:
// `status:unresolved review:none`. Needs the library to keep its records (setKeepRecords).
#pragma once

#include "models/items/observationfilter.h"
#include "models/library/library.h"
#include "models/library/libraryexport.h"

#include <QAbstractTableModel>
#include <QTimer>

#include <memory>
#include <optional>

namespace pith::library {

class LibraryObservationModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LibraryObservationModel)

public:
    enum Column {
        PaperColumn,
        DirectionColumn,
        ReferenceColumn,
        TitleColumn,
        StatusColumn,
        NoticeColumn,
        ReviewColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole,
        SourceRole, // the library entry's source: the record to open
        FromFileRole,
    };

    explicit LibraryObservationModel(const Library *library, QObject *parent = nullptr);

    // Selects the rows by the query; false with *error ("column N: message") when it is
    // malformed, and then the rows stay as they were.
    // A `status:` or `notice:` value must be a state of the format or one an observation of a
    // record read holds, as in a record's filter bar.
    bool setQuery(const QString &query, QString *error = nullptr);
    bool setQuery(const QString &query, ObservationFilter::Error *error);
    QString query() const { return m_query; }
    // Observations of all records read, whatever the query selects.
    int totalCount() const { return m_total; }
    // Reads the library's records again now. By itself, shortly after a change, it does the same
    // in slices of records over turns of the event loop (each record's review file is read and
    // its observations indexed), then swaps the rows in at once: the window never waits for a
    // whole library (2,000 records took 90-170 ms in one piece).
    void rebuild();
    // The observation of a row, and which record and review each observation belongs to.
    const Observation *observationAt(int row) const
    {
        return row >= 0 && row < m_rows.size() ? m_rows[row].observation : nullptr;
    }
    const LibraryFacts &facts() const { return *m_facts; }
    std::shared_ptr<const LibraryFacts> sharedFacts() const { return m_facts; }
    // The records gathered, in the rows' order.
    QList<RecordPtr> records() const;
    // The record of a row, its library source, and the review kept for it (an empty one where
    // none was): a decision taken in the queue goes into that review.
    RecordPtr recordAt(int row) const;
    QString sourceAt(int row) const;
    bool fromFileAt(int row) const;
    review::ReviewPtr reviewAt(int row) const;
    // A review changed (a decision taken in the queue): the rows are selected again, as
    // `review:` may now select others.
    void reviewsChanged();
    // The row of an observation, -1 when the query does not select it.
    int rowOf(const Observation *observation) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void rowsRebuilt();

private:
    struct Row {
        const Observation *observation;
        int record; // index into m_records
    };
    struct Source {
        RecordPtr record;
        QString source;
        bool fromFile = true;
    };
    void select();
    // The slices of a rebuild in the background: the records to gather and the facts so far.
    struct Gathering {
        QList<Source> records;
        std::shared_ptr<LibraryFacts> facts;
        int next = 0;
        int total = 0;
    };
    Gathering startGathering() const;
    void gatherSome(Gathering &g, int count) const;
    void finishGathering(Gathering g);
    void gatherSlice();
    ObservationFilter::ParseResult parse(const QString &query, const QList<Source> &records,
        const std::shared_ptr<LibraryFacts> &facts) const;

    const Library *m_library;
    QList<Source> m_records;
    std::shared_ptr<LibraryFacts> m_facts;
    ObservationFilter m_filter;
    QString m_query;
    QList<Row> m_rows;
    int m_total = 0;
    QTimer m_rebuildTimer;
    QTimer m_sliceTimer;
    std::optional<Gathering> m_gathering;
};

} // namespace pith::library

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QAbstractTableModel>

#include <functional>

namespace pith {

// One row per observation of a record: the outbound ones, then the inbound ones.
class ObservationModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ObservationModel)

public:
    enum Column {
        Direction,
        ReferenceIndex,
        Title,
        ArxivId,
        Doi,
        Year,
        Status,
        Resolver,
        ObservedAt,
        Notice,
        Events,
        Digest,
        Review, // kept beside the record: the cells come from setReviewCell()
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        SortRole = Qt::UserRole, // typed: ints, QDateTime, bool; never display text
        ObservationRole, // the row index, for observation(int)
        // Notice column: the kind a view styles the cell by: the gravest event type key
        // ("retraction", "correction", "unspecified", ...) when the notice has events, else the
        // notice state ("measured", "unavailable", as spelled).
        NoticeKindRole,
        // The display text whole: what a copy puts on the clipboard. DisplayRole cuts long
        // record text for layout (displaytext.h).
        FullTextRole,
    };
    Q_ENUM(Role)

    explicit ObservationModel(QObject *parent = nullptr);

    void setRecord(RecordPtr record);
    RecordPtr record() const { return m_record; }

    // The Review column's cells (issue 19): a review kept beside the record answers each role
    // (DisplayRole, FullTextRole, DecorationRole, ToolTipRole, SortRole) for an observation.
    // Without one the column is empty. reviewChanged() says its answers changed.
    using ReviewCell = std::function<QVariant(const Observation &, int role)>;
    void setReviewCell(ReviewCell cell);
    void reviewChanged();
    // SortRole of a cell: sortData(), or the Review column's cell.
    QVariant sortValue(const Observation &o, int column) const;

    // Null for a row that does not exist.
    const Observation *observation(int row) const;

    // As QAbstractTableModel's, without its two virtual calls per index: a proxy sorting
    // 120,000 rows asks for about four million indexes.
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Milliseconds since the epoch of an RFC 3339 UTC or offset timestamp in the form Pith writes
    // (seconds, optional milliseconds), equal to QDateTime::fromString(s, Qt::ISODateWithMs);
    // nullopt for anything else, which the caller leaves to QDateTime.
    static std::optional<qint64> fastTimestampMSecs(QStringView s);
    // What data() gives for SortRole in column, straight from an observation.
    static QVariant sortData(const Observation &o, int column);
    // What NoticeKindRole gives for a notice.
    static QString noticeKind(const StandingNotice &notice);

private:
    QVariant displayData(const Observation &o, int column, bool whole = false) const;

    RecordPtr m_record;
    int m_rows = 0;
    ReviewCell m_reviewCell;
};

} // namespace pith

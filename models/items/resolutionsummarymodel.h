// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QAbstractTableModel>

namespace pith {

// Resolution state -> count: the six known states first, in record-format.md order, then any
// other state as spelled (from state_counts, then from the observations), never folded away.
// Count is what the outbound observations show; Stated is what state_counts says.
class ResolutionSummaryModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResolutionSummaryModel)

public:
    enum Column { State, Count, Stated, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        SortRole
        = Qt::UserRole, // State: its row; Count, Stated: qint64 (Stated invalid when absent)
        StateRole, // the state as spelled in the record
    };
    Q_ENUM(Role)

    struct Row {
        QString state;
        qint64 count = 0;
        std::optional<qint64> stated;
        bool known = false;
    };

    explicit ResolutionSummaryModel(QObject *parent = nullptr);

    // The rows of record, in the order above (the breakdown chart's entries too).
    static QList<Row> rowsFor(const Record &record);

    void setRecord(RecordPtr record);
    const QList<Row> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<Row> m_rows;
};

} // namespace pith

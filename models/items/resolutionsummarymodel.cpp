// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/items/resolutionsummarymodel.h"

#include "models/record/audit.h"
#include "models/record/wording.h"

#include <QHash>

namespace pith {

QList<ResolutionSummaryModel::Row> ResolutionSummaryModel::rowsFor(const Record &record)
{
    QList<ResolutionSummaryModel::Row> rows;
    QHash<QString, qsizetype> index; // a record may have thousands of states
    auto rowFor = [&rows, &index](const QString &state) -> ResolutionSummaryModel::Row & {
        if (const auto it = index.constFind(state); it != index.cend())
            return rows[*it];
        index.insert(state, rows.size());
        rows.append({ state, 0, std::nullopt, false });
        return rows.last();
    };
    for (const QString &state : knownResolutionStates())
        rowFor(state).known = true;
    for (const StateCount &sc : record.referenceResolution.stateCounts)
        rowFor(sc.state).stated = sc.count;
    for (const StateCount &sc : outboundStateCounts(record))
        rowFor(sc.state).count = sc.count;
    return rows;
}

ResolutionSummaryModel::ResolutionSummaryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ResolutionSummaryModel::setRecord(RecordPtr record)
{
    beginResetModel();
    m_rows = record ? rowsFor(*record) : QList<Row>();
    endResetModel();
}

int ResolutionSummaryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ResolutionSummaryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ResolutionSummaryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case State:
            return stateLabel(row.state); // an unknown state exactly as spelled
        case Count:
            return row.count;
        case Stated:
            return row.stated ? QVariant::fromValue(*row.stated) : QVariant();
        default:
            return {};
        }
    case SortRole:
        switch (index.column()) {
        case State:
            return index.row();
        case Count:
            return row.count;
        case Stated:
            return row.stated ? QVariant::fromValue(*row.stated) : QVariant();
        default:
            return {};
        }
    case StateRole:
        return row.state;
    default:
        return {};
    }
}

QVariant ResolutionSummaryModel::headerData(
    int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    //: Column header: a resolution state such as "verified fuzzy"
    case State:
        return tr("State");
    //: Column header: outbound observations in this state
    case Count:
        return tr("Observations");
    //: Column header: the count the record's state_counts gives
    case Stated:
        return tr("Stated");
    default:
        return {};
    }
}

} // namespace pith

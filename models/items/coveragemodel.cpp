// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/items/coveragemodel.h"

#include "models/items/displaytext.h"
#include "models/record/wording.h"

#include <QDateTime>

namespace pith {

namespace {

QVariant optionalInt(const std::optional<qint64> &v)
{
    return v ? QVariant::fromValue(*v) : QVariant();
}

} // namespace

CoverageModel::CoverageModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void CoverageModel::setRecord(RecordPtr record)
{
    beginResetModel();
    m_record = std::move(record);
    endResetModel();
}

int CoverageModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_record)
        return 0;
    return int(m_record->coverage.size());
}

QVariant CoverageModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || !m_record)
        return {};
    const CoverageLane &lane = m_record->coverage.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return laneWording(lane);
    case Qt::ToolTipRole: {
        // Record text is data: QToolTip guesses rich text, so escape it and say it is rich text.
        if (lane.note.isEmpty())
            return {};
        return plain::toolTip(lane.note);
    }
    case LaneRole:
        return lane.lane;
    case StateRole:
        return lane.state;
    case RecordsObservedRole:
        return optionalInt(lane.recordsObserved);
    case DenominatorRole:
        return optionalInt(lane.denominator);
    case NoteRole:
        return lane.note;
    case SourceRole:
        return lane.source;
    case SourceObservedAtRole: {
        const QDateTime t = QDateTime::fromString(lane.sourceObservedAt, Qt::ISODateWithMs);
        return t.isValid() ? QVariant(t) : QVariant();
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> CoverageModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(LaneRole, QByteArrayLiteral("lane"));
    names.insert(StateRole, QByteArrayLiteral("state"));
    names.insert(RecordsObservedRole, QByteArrayLiteral("recordsObserved"));
    names.insert(DenominatorRole, QByteArrayLiteral("denominator"));
    names.insert(NoteRole, QByteArrayLiteral("note"));
    names.insert(SourceRole, QByteArrayLiteral("source"));
    names.insert(SourceObservedAtRole, QByteArrayLiteral("sourceObservedAt"));
    return names;
}

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/history/changetablemodel.h"

#include "models/items/displaytext.h"
#include "models/record/wording.h"

#include <QCoreApplication>
#include <QHash>

#include <limits>

using namespace Qt::StringLiterals;

namespace pith::history {

namespace {

// Long record text is cut for layout (displaytext.h); FullTextRole has it whole.
constexpr int kCellChars = 2000;

QHash<QString, const Observation *> byId(const Record *record)
{
    QHash<QString, const Observation *> map;
    if (!record)
        return map;
    for (const QList<Observation> *list : { &record->outbound, &record->inbound })
        for (const Observation &o : *list)
            map.insert(o.id, &o);
    return map;
}

} // namespace

ChangeTableModel::ChangeTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ChangeTableModel::setChanges(
    std::shared_ptr<const ChangeFacts> facts, RecordPtr older, RecordPtr newer)
{
    beginResetModel();
    m_facts = std::move(facts);
    m_older = std::move(older);
    m_newer = std::move(newer);
    m_observationOfRow.clear();
    if (m_facts) {
        const QHash<QString, const Observation *> olderById = byId(m_older.get());
        const QHash<QString, const Observation *> newerById = byId(m_newer.get());
        for (const ObservationChange &c : m_facts->diff().observations)
            m_observationOfRow.push_back(
                c.newId.isEmpty() ? olderById.value(c.oldId) : newerById.value(c.newId));
    }
    endResetModel();
}

const ObservationChange *ChangeTableModel::observationChange(int row) const
{
    if (!m_facts || row < 0 || row >= m_facts->diff().observations.size())
        return nullptr;
    return &m_facts->diff().observations.at(row);
}

const RecordChange *ChangeTableModel::recordChange(int row) const
{
    if (!m_facts)
        return nullptr;
    const int at = row - int(m_facts->diff().observations.size());
    if (row < 0 || at < 0 || at >= m_facts->diff().record.size())
        return nullptr;
    return &m_facts->diff().record.at(at);
}

const Observation *ChangeTableModel::observation(int row) const
{
    return row >= 0 && size_t(row) < m_observationOfRow.size() ? m_observationOfRow[size_t(row)]
                                                               : nullptr;
}

QString ChangeTableModel::kindKey(int row) const
{
    if (const ObservationChange *c = observationChange(row))
        return changeKindKey(c->kind);
    return recordChange(row) ? u"record"_s : QString();
}

QString ChangeTableModel::beforeText(int row) const
{
    if (const ObservationChange *c = observationChange(row))
        return changeText(*c, false);
    const RecordChange *r = recordChange(row);
    return r ? r->before : QString();
}

QString ChangeTableModel::afterText(int row) const
{
    if (const ObservationChange *c = observationChange(row))
        return changeText(*c, true);
    const RecordChange *r = recordChange(row);
    return r ? r->after : QString();
}

int ChangeTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_facts ? 0 : m_facts->diff().changeCount();
}

int ChangeTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ChangeTableModel::text(int row, int column) const
{
    if (const ObservationChange *c = observationChange(row)) {
        switch (column) {
        case Kind:
            return changeKindLabel(c->kind);
        case Direction:
            return directionLabel(c->direction);
        case ReferenceIndex:
            return c->referenceIndex ? QString::number(*c->referenceIndex) : QString();
        case Title:
            return c->title;
        case Before:
            return changeText(*c, false);
        case After:
            return changeText(*c, true);
        case ObservationId:
            return c->id();
        default:
            return {};
        }
    }
    if (const RecordChange *r = recordChange(row)) {
        switch (column) {
        case Kind:
            //: Changes view, a change of the record outside its observations: %1 what part
            //: (coverage, counts, thesis, caps, paper, other)
            return tr("record: %1").arg(recordAreaKey(r->area));
        case Title:
            return r->field;
        case Before:
            return r->before;
        case After:
            return r->after;
        default:
            return {};
        }
    }
    return {};
}

QVariant ChangeTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    switch (role) {
    case Qt::DisplayRole:
        return plain::elided(text(row, index.column()), 200);
    case Qt::ToolTipRole: {
        const QString t = text(row, index.column());
        return t.isEmpty() ? QVariant() : QVariant(plain::toolTip(plain::elided(t, kCellChars)));
    }
    case FullTextRole:
        return text(row, index.column());
    case KindKeyRole:
        return kindKey(row);
    case NewIdRole: {
        const ObservationChange *c = observationChange(row);
        return c ? c->newId : QString();
    }
    case SortRole: {
        const ObservationChange *c = observationChange(row);
        switch (index.column()) {
        case Kind:
            return c ? int(c->kind) : kChangeKindCount;
        case ReferenceIndex: // the record's changes, without a reference, after every reference
            return c && c->referenceIndex ? *c->referenceIndex : std::numeric_limits<qint64>::max();
        default:
            return text(row, index.column());
        }
    }
    default:
        return {};
    }
}

QVariant ChangeTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Kind:
        //: Changes view column: what kind of change (added, resolution changed, ...)
        return tr("Change");
    case Direction:
        //: Changes view column: outbound or inbound
        return tr("Direction");
    case ReferenceIndex:
        //: Changes view column: the reference index
        return tr("Ref.");
    case Title:
        //: Changes view column: the other paper's title, or the record's field
        return tr("Title");
    case Before:
        //: Changes view column: the value in the older copy
        return tr("Before");
    case After:
        //: Changes view column: the value in the copy the tab shows
        return tr("Now");
    case ObservationId:
        //: Changes view column: the observation's id
        return tr("Observation");
    default:
        return {};
    }
}

} // namespace pith::history

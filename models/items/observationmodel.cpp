// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/items/observationmodel.h"

#include "models/record/wording.h"

#include <QDateTime>

namespace pith {

namespace {

QVariant optionalInt(const std::optional<qint64> &v)
{
    return v ? QVariant::fromValue(*v) : QVariant();
}

} // namespace

ObservationModel::ObservationModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ObservationModel::setRecord(RecordPtr record)
{
    beginResetModel();
    m_record = std::move(record);
    endResetModel();
}

const Observation *ObservationModel::observation(int row) const
{
    if (!m_record || row < 0)
        return nullptr;
    if (row < m_record->outbound.size())
        return &m_record->outbound.at(row);
    row -= int(m_record->outbound.size());
    if (row < m_record->inbound.size())
        return &m_record->inbound.at(row);
    return nullptr;
}

int ObservationModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_record)
        return 0;
    return int(m_record->outbound.size() + m_record->inbound.size());
}

int ObservationModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ObservationModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Observation *o = observation(index.row());
    if (!o)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return displayData(*o, index.column());
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case ReferenceIndex:
        case Year:
        case Events:
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        default:
            return {};
        }
    case SortRole:
        return sortData(*o, index.column());
    case ObservationRole:
        return index.row();
    default:
        return {};
    }
}

QVariant ObservationModel::displayData(const Observation &o, int column) const
{
    switch (column) {
    case Direction:
        return o.direction == pith::Direction::Outbound ? tr("outbound", "direction of an observation")
                                                        : tr("inbound", "direction of an observation");
    case ReferenceIndex:
        return optionalInt(o.citation.referenceIndex);
    case Title:
        return o.otherTitle();
    case ArxivId:
        return o.otherArxivId();
    case Doi:
        return o.otherDoi();
    case Year:
        return optionalInt(o.otherYear());
    case Status:
        return stateDisplayName(o.resolution.status);
    case Resolver:
        return o.resolution.resolverSource;
    case ObservedAt:
        return o.resolution.observedAt;
    case Notice:
        return o.notice.state;
    case Events:
        return int(o.notice.events.size());
    case Digest:
        return o.digestOk() ? tr("ok", "digest verifies") : tr("bad", "digest does not verify");
    default:
        return {};
    }
}

QVariant ObservationModel::sortData(const Observation &o, int column)
{
    switch (column) {
    case Direction:
        return o.direction == pith::Direction::Outbound ? 0 : 1;
    case ReferenceIndex:
        return optionalInt(o.citation.referenceIndex);
    case Title:
        return o.otherTitle();
    case ArxivId:
        return o.otherArxivId();
    case Doi:
        return o.otherDoi();
    case Year:
        return optionalInt(o.otherYear());
    case Status:
        return o.resolution.status;
    case Resolver:
        return o.resolution.resolverSource;
    case ObservedAt: {
        const QDateTime t = QDateTime::fromString(o.resolution.observedAt, Qt::ISODateWithMs);
        return t.isValid() ? QVariant(t) : QVariant();
    }
    case Notice:
        return o.notice.state;
    case Events:
        return int(o.notice.events.size());
    case Digest:
        return o.digestOk();
    default:
        return {};
    }
}

QVariant ObservationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    //: Column header: outbound or inbound
    case Direction: return tr("Direction");
    //: Column header: the reference's number in the citing paper's bibliography
    case ReferenceIndex: return tr("Ref.");
    //: Column header: title of the paper on the other end of the citation
    case Title: return tr("Title");
    //: Column header
    case ArxivId: return tr("arXiv");
    //: Column header
    case Doi: return tr("DOI");
    //: Column header: publication year
    case Year: return tr("Year");
    //: Column header: resolution status, e.g. verified fuzzy
    case Status: return tr("Status");
    //: Column header: which resolver matched the reference
    case Resolver: return tr("Resolver");
    //: Column header: when the resolution was observed
    case ObservedAt: return tr("Observed");
    //: Column header: standing notice state (retractions, corrections)
    case Notice: return tr("Notice");
    //: Column header: number of standing-notice events
    case Events: return tr("Events");
    //: Column header: whether the observation digest verifies
    case Digest: return tr("Digest");
    default: return {};
    }
}

} // namespace pith

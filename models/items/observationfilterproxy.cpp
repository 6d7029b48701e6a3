// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/items/observationfilterproxy.h"

#include "models/items/observationmodel.h"

namespace pith {

ObservationFilterProxy::ObservationFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(ObservationModel::SortRole);
}

bool ObservationFilterProxy::setFilter(const ObservationFilter &filter)
{
    if (filter == m_filter)
        return false;
    m_filter = filter;
    invalidateRowsFilter();
    emit filterChanged();
    return true;
}

bool ObservationFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    const auto *model = qobject_cast<const ObservationModel *>(sourceModel());
    const Observation *o = model ? model->observation(sourceRow) : nullptr;
    return o && m_filter.matches(*o);
}

} // namespace pith

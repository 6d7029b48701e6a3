// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/history/changefilterproxy.h"

#include "models/history/changetablemodel.h"

using namespace Qt::StringLiterals;

namespace pith::history {

// `change:` for one row: the kind of the row being filtered, which filterAcceptsRow sets before
// it asks the filter (rows are filtered one at a time, on the thread that owns the proxy).
class ChangeFilterProxy::RowFacts final : public ObservationFacts {
public:
    QList<KeySpec> keys() const override { return ChangeFacts::keySpecs(); }
    bool holds(const QString &key, const QString &value, const Observation &) const override
    {
        if (key != QLatin1String(kChangeKey) || !currentKind)
            return false;
        if (value == "any"_L1)
            return true;
        if (value == "none"_L1)
            return false;
        return changeKindFromKey(value) == currentKind;
    }
    std::optional<ChangeKind> currentKind;
};

ChangeFilterProxy::ChangeFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_rowFacts(std::make_shared<RowFacts>())
{
    setSortRole(ChangeTableModel::SortRole);
}

ChangeFilterProxy::~ChangeFilterProxy() = default;

std::shared_ptr<const ObservationFacts> ChangeFilterProxy::rowFacts() const { return m_rowFacts; }

bool ChangeFilterProxy::setFilter(const ObservationFilter &filter)
{
    if (filter == m_filter)
        return false;
    m_filter = filter;
    invalidateRowsFilter();
    return true;
}

void ChangeFilterProxy::setSourceModel(QAbstractItemModel *model)
{
    Q_ASSERT(!model || qobject_cast<ChangeTableModel *>(model));
    QSortFilterProxyModel::setSourceModel(model);
}

bool ChangeFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_filter.isEmpty() || sourceParent.isValid())
        return true;
    const auto *model = static_cast<const ChangeTableModel *>(sourceModel());
    const ObservationChange *change = model ? model->observationChange(sourceRow) : nullptr;
    const Observation *o = model ? model->observation(sourceRow) : nullptr;
    if (!change || !o)
        return false;
    m_rowFacts->currentKind = change->kind;
    const bool accepted = m_filter.matches(*o);
    m_rowFacts->currentKind.reset();
    return accepted;
}

} // namespace pith::history

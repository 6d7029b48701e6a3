// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/items/observationfilter.h"

#include <QSortFilterProxyModel>

#include <vector>

namespace pith {

// Sorts by ObservationModel::SortRole and keeps the rows an ObservationFilter accepts.
// The source model must be an ObservationModel.
class ObservationFilterProxy final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ObservationFilterProxy)

public:
    explicit ObservationFilterProxy(QObject *parent = nullptr);

    const ObservationFilter &filter() const { return m_filter; }
    // Returns whether the filter changed; rows are refiltered only then.
    bool setFilter(const ObservationFilter &filter);

signals:
    void filterChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    // Compares sort keys taken once per column and record (SortRole of every row), with the
    // ordering of QSortFilterProxyModel::lessThan: sorting 120,000 rows would otherwise ask
    // the model for data about four million times.
    bool lessThan(const QModelIndex &sourceLeft, const QModelIndex &sourceRight) const override;

private:
    ObservationFilter m_filter;
    mutable std::vector<QVariant> m_sortKeys; // by source row
    mutable int m_sortKeysColumn = -1;
    mutable const void *m_sortKeysRecord = nullptr;
    // Text search: every row's searched text, case-folded once per record.
    QStringList m_needles;
    bool m_hasText = false;
    mutable QStringList m_folded;
    mutable const void *m_foldedRecord = nullptr;
};

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/items/observationfilter.h"

#include <QSortFilterProxyModel>

#include <memory>

namespace pith::history {

class ChangeTableModel;

// Sorts the Changes view's rows by ChangeTableModel::SortRole and keeps those a query of the
// filter bar selects: the record's own keys ask the row's observation (the older copy's for a
// removed one), `change:` asks the row's own change (so `change:removed` shows the removed
// observations and `change:resolution` not the notice change of the same reference), and the
// keys of other facts (a review, ...) ask them as the observation table does. A change of the
// record outside its observations (coverage, counts, ...) is shown by an empty query only.
class ChangeFilterProxy final : public QSortFilterProxyModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChangeFilterProxy)

public:
    explicit ChangeFilterProxy(QObject *parent = nullptr);
    ~ChangeFilterProxy() override;

    // The facts that answer `change:` for the row being filtered: parse the query with them
    // (FilterBar::setFacts) in place of the tab's ChangeFacts.
    std::shared_ptr<const ObservationFacts> rowFacts() const;

    const ObservationFilter &filter() const { return m_filter; }
    // Returns whether the filter changed; rows are refiltered only then.
    bool setFilter(const ObservationFilter &filter);
    void setSourceModel(QAbstractItemModel *model) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    class RowFacts;
    std::shared_ptr<RowFacts> m_rowFacts;
    ObservationFilter m_filter;
};

} // namespace pith::history

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/items/observationfilter.h"

#include <QPointer>
#include <QSortFilterProxyModel>

#include <limits>
#include <vector>

namespace pith {

class ObservationModel;

// Sorts by ObservationModel::SortRole and keeps the rows an ObservationFilter accepts.
// The source model must be an ObservationModel.
class ObservationFilterProxy final : public QSortFilterProxyModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ObservationFilterProxy)

public:
    explicit ObservationFilterProxy(QObject *parent = nullptr);

    const ObservationFilter &filter() const { return m_filter; }
    // Returns whether the filter changed; rows are refiltered only then.
    bool setFilter(const ObservationFilter &filter);
    // Filters the rows again with the same filter: its facts (a review's decisions, ...) changed.
    void refilter();
    void setSourceModel(QAbstractItemModel *model) override;
    // Sorts as asked, except that rows already in the asked order (ObservationModel::rowsInOrderOf:
    // the default Direction order of every record Pith serves) are left in the record's own order
    // without ranking or comparing them; sortColumn() is then -1. Decided again whenever the
    // source's rows change. The view's sort indicator shows what was asked.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int askedSortColumn() const { return m_askedColumn; }
    Qt::SortOrder askedSortOrder() const { return m_askedOrder; }

signals:
    void filterChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    // Compares ranks computed once per column and record: every row's SortRole value is typed
    // (date-times as milliseconds, text case-folded as the sort asks), the rows are
    // ranked in one std::sort with the ordering of QSortFilterProxyModel::lessThan, and the
    // proxy's own stable sort then compares two integers. Comparing QVariants instead took
    // 0.4-0.6 s for the text columns of 120,000 rows (tests/bench/run).
    // Rows whose key is missing or an empty text sort last in both directions.
    bool lessThan(const QModelIndex &sourceLeft, const QModelIndex &sourceRight) const override;

private:
    // The source model, cast once (filterAcceptsRow is asked for every row); null once it is gone.
    QPointer<const ObservationModel> m_model;
    ObservationFilter m_filter;
    void rankSortKeys(const ObservationModel &model, int column) const;
    void forgetSortRanks();
    void applyAskedSort();
    int m_askedColumn = -1;
    Qt::SortOrder m_askedOrder = Qt::AscendingOrder;
    struct SortSettings {
        int role = -1;
        Qt::CaseSensitivity caseSensitivity = Qt::CaseSensitive;
        bool localeAware = false;
        bool operator==(const SortSettings &) const = default;
    };
    SortSettings sortSettings() const;
    mutable SortSettings m_rankedSettings;
    static constexpr int kMissingRank = std::numeric_limits<int>::max();
    mutable std::vector<int> m_sortRanks; // by source row; kMissingRank: no key
    mutable int m_rankedColumn = -1; // -1: no ranks
    QList<QMetaObject::Connection> m_sourceConnections;
    // Text search: every row's searched text, case-folded once per record, as UTF-8 in one
    // buffer (row r is m_folded[m_foldedStart[r], m_foldedStart[r + 1]); a list of 120,000
    // strings took 40 MB, this about 16).
    ObservationFilter::Needles m_needles;
    bool m_hasText = false;
    mutable QByteArray m_folded;
    mutable std::vector<qsizetype> m_foldedStart;
    mutable const void *m_foldedRecord = nullptr;
};

} // namespace pith

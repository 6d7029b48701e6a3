// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/items/observationfilterproxy.h"

#include "models/items/observationmodel.h"

#include <QDateTime>

#include <algorithm>

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
    m_needles = m_filter.foldedNeedles();
    m_hasText = std::any_of(m_needles.begin(), m_needles.end(), [](const QString &n) { return !n.isEmpty(); });
    // A full invalidate rebuilds the mapping in one pass; invalidateRowsFilter() edits it range by
    // range, which takes seconds on 120,000 rows (tests/bench/run: filter change).
    invalidate();
    emit filterChanged();
    return true;
}

bool ObservationFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    const auto *model = qobject_cast<const ObservationModel *>(sourceModel());
    const Observation *o = model ? model->observation(sourceRow) : nullptr;
    if (!o)
        return false;
    if (!m_hasText)
        return m_filter.matches(*o);
    const int rows = model->rowCount();
    if (m_foldedRecord != model->record().get() || m_folded.size() != rows) {
        m_folded.clear();
        m_folded.reserve(rows);
        for (int row = 0; row < rows; ++row)
            m_folded.append(ObservationFilter::foldedText(*model->observation(row)));
        m_foldedRecord = model->record().get();
    }
    return m_filter.matches(*o, m_folded.at(sourceRow), m_needles);
}

bool ObservationFilterProxy::lessThan(const QModelIndex &sourceLeft, const QModelIndex &sourceRight) const
{
    const auto *model = qobject_cast<const ObservationModel *>(sourceModel());
    if (!model || sourceLeft.column() != sourceRight.column())
        return QSortFilterProxyModel::lessThan(sourceLeft, sourceRight);
    const int column = sourceLeft.column();
    const int rows = model->rowCount();
    if (m_sortKeysColumn != column || m_sortKeysRecord != model->record().get()
        || m_sortKeys.size() != std::size_t(rows)) {
        m_sortKeys.assign(std::size_t(rows), QVariant());
        for (int row = 0; row < rows; ++row) {
            QVariant key = model->index(row, column).data(sortRole());
            if (key.typeId() == QMetaType::QDateTime)
                key = key.toDateTime().toMSecsSinceEpoch(); // same order, cheaper to compare
            m_sortKeys[std::size_t(row)] = std::move(key);
        }
        m_sortKeysColumn = column;
        m_sortKeysRecord = model->record().get();
    }
    const QVariant &l = m_sortKeys[std::size_t(sourceLeft.row())];
    const QVariant &r = m_sortKeys[std::size_t(sourceRight.row())];
    // QSortFilterProxyModel's order: values before missing ones, numbers by value, text by
    // the sort case sensitivity (and locale when asked)
    if (!l.isValid())
        return false;
    if (!r.isValid())
        return true;
    switch (l.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::Bool:
        return l.toLongLong() < r.toLongLong();
    case QMetaType::Double:
        return l.toDouble() < r.toDouble();
    case QMetaType::QString:
        if (isSortLocaleAware())
            return l.toString().localeAwareCompare(r.toString()) < 0;
        return l.toString().compare(r.toString(), sortCaseSensitivity()) < 0;
    default:
        return QPartialOrdering::Less == QVariant::compare(l, r);
    }
}

} // namespace pith

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
    // Titles and resolvers read as words: "deep learning" sorts next to "Deep Learning".
    setSortCaseSensitivity(Qt::CaseInsensitive);
    // The sort settings' setters re-sort before they emit their change signals, but every
    // re-sort starts with layoutAboutToBeChanged: the ranks are checked against the settings there.
    connect(this, &QAbstractItemModel::layoutAboutToBeChanged, this, [this] {
        if (!(sortSettings() == m_rankedSettings))
            forgetSortRanks();
    });
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

namespace {

// One row's sort key, typed once so that ranking compares without QVariant conversions.
struct SortKey
{
    enum Kind { Integer, Real, Text, Other, Missing } kind = Missing;
    qint64 integer = 0;
    double real = 0;
    QString text; // case-folded when the sort is case-insensitive
    // text's first eight UTF-16 code units, big-endian, zero-padded: most comparisons end here
    quint64 prefix[2] = {0, 0};
    QVariant other;
};

// QString::toCaseFolded, several times faster on the mostly ASCII titles of a record (it took
// 0.25 s for 120,000 titles): ASCII by table, other code points through QChar.
QString caseFolded(const QString &text)
{
    QString out(text.size(), Qt::Uninitialized);
    const auto *in = reinterpret_cast<const char16_t *>(text.constData());
    char16_t *to = reinterpret_cast<char16_t *>(out.data());
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = in[i];
        if (c < 0x80) {
            to[i] = c >= u'A' && c <= u'Z' ? char16_t(c + 32) : c;
        } else if (QChar::isHighSurrogate(c) && i + 1 < n && QChar::isLowSurrogate(in[i + 1])) {
            const char32_t folded = QChar::toCaseFolded(QChar::surrogateToUcs4(c, in[i + 1]));
            to[i] = QChar::highSurrogate(folded);
            to[i + 1] = QChar::lowSurrogate(folded);
            ++i;
        } else {
            to[i] = QChar::toCaseFolded(c);
        }
    }
    return out;
}

} // namespace

void ObservationFilterProxy::rankSortKeys(const ObservationModel &model, int column) const
{
    const int rows = model.rowCount();
    const bool localeAware = isSortLocaleAware();
    const bool folded = sortCaseSensitivity() == Qt::CaseInsensitive;
    std::vector<SortKey> keys(static_cast<std::size_t>(rows));
    for (int row = 0; row < rows; ++row) {
        const QVariant value = model.index(row, column).data(sortRole());
        SortKey &key = keys[std::size_t(row)];
        switch (value.typeId()) {
        case QMetaType::UnknownType:
            break;
        case QMetaType::Int:
        case QMetaType::LongLong:
        case QMetaType::Bool:
            key.kind = SortKey::Integer;
            key.integer = value.toLongLong();
            break;
        case QMetaType::QDateTime:
            key.kind = SortKey::Integer; // same order as the date-times, cheaper to compare
            key.integer = value.toDateTime().toMSecsSinceEpoch();
            break;
        case QMetaType::Double:
            key.kind = SortKey::Real;
            key.real = value.toDouble();
            break;
        case QMetaType::QString:
            key.kind = SortKey::Text;
            key.text = folded && !localeAware ? caseFolded(value.toString()) : value.toString();
            for (qsizetype i = 0; i < 8; ++i)
                key.prefix[i / 4] = (key.prefix[i / 4] << 16) | (i < key.text.size() ? key.text.at(i).unicode() : 0u);
            break;
        default:
            key.kind = SortKey::Other;
            key.other = value;
            break;
        }
    }
    // QSortFilterProxyModel::lessThan's order: values before missing ones, numbers by value,
    // text by the sort case sensitivity (and locale when asked).
    const auto less = [localeAware](const SortKey &l, const SortKey &r) {
        if (l.kind == SortKey::Missing)
            return false;
        if (r.kind == SortKey::Missing)
            return true;
        if (l.kind != r.kind)
            return l.kind < r.kind;
        switch (l.kind) {
        case SortKey::Integer:
            return l.integer < r.integer;
        case SortKey::Real:
            return l.real < r.real;
        case SortKey::Text:
            if (localeAware) // as QSortFilterProxyModel: the locale decides, case sensitivity aside
                return l.text.localeAwareCompare(r.text) < 0;
            // QString::compare orders by UTF-16 code unit, as the packed prefixes do; a shorter
            // text pads with zeros, so equal prefixes fall through to the full comparison.
            if (l.prefix[0] != r.prefix[0])
                return l.prefix[0] < r.prefix[0];
            if (l.prefix[1] != r.prefix[1])
                return l.prefix[1] < r.prefix[1];
            return l.text.compare(r.text) < 0;
        default:
            return QPartialOrdering::Less == QVariant::compare(l.other, r.other);
        }
    };
    std::vector<int> order(static_cast<std::size_t>(rows));
    for (int row = 0; row < rows; ++row)
        order[std::size_t(row)] = row;
    std::sort(order.begin(), order.end(), [&](int a, int b) { return less(keys[std::size_t(a)], keys[std::size_t(b)]); });
    // Equal keys share a rank, so the proxy's stable sort keeps their source order as before.
    m_sortRanks.assign(std::size_t(rows), 0);
    int rank = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && less(keys[std::size_t(order[i - 1])], keys[std::size_t(order[i])]))
            ++rank;
        m_sortRanks[std::size_t(order[i])] = rank;
    }
}

bool ObservationFilterProxy::lessThan(const QModelIndex &sourceLeft, const QModelIndex &sourceRight) const
{
    const int column = sourceLeft.column();
    if (column != m_rankedColumn || column != sourceRight.column()) {
        const auto *model = qobject_cast<const ObservationModel *>(sourceModel());
        if (!model || column != sourceRight.column())
            return QSortFilterProxyModel::lessThan(sourceLeft, sourceRight);
        rankSortKeys(*model, column);
        m_rankedColumn = column;
        m_rankedSettings = sortSettings();
    }
    return m_sortRanks[std::size_t(sourceLeft.row())] < m_sortRanks[std::size_t(sourceRight.row())];
}

void ObservationFilterProxy::setSourceModel(QAbstractItemModel *model)
{
    for (const QMetaObject::Connection &c : std::as_const(m_sourceConnections))
        disconnect(c);
    m_sourceConnections.clear();
    forgetSortRanks();
    // Ranks are per source row and value: whatever changes either drops them. Connected before
    // the base class connects its own handlers, so that they run first: the base class re-sorts
    // changed rows in its dataChanged handler, which must not see the old ranks.
    if (model) {
        const auto forget = [this] { forgetSortRanks(); };
        m_sourceConnections = {
            connect(model, &QAbstractItemModel::modelAboutToBeReset, this, forget),
            connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this, forget),
            connect(model, &QAbstractItemModel::dataChanged, this, forget),
            connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this, forget),
            connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this, forget),
            connect(model, &QAbstractItemModel::rowsAboutToBeMoved, this, forget),
        };
    }
    QSortFilterProxyModel::setSourceModel(model);
}

ObservationFilterProxy::SortSettings ObservationFilterProxy::sortSettings() const
{
    return {sortRole(), sortCaseSensitivity(), isSortLocaleAware()};
}

void ObservationFilterProxy::forgetSortRanks()
{
    m_rankedColumn = -1;
    m_sortRanks.clear();
}

} // namespace pith

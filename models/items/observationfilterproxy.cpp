// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/items/observationfilterproxy.h"

#include "models/items/observationmodel.h"

#include <QDateTime>
#include <QHash>

#include <algorithm>
#include <cstring>

namespace pith {

ObservationFilterProxy::ObservationFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(ObservationModel::SortRole);
    // Titles and resolvers read as words: "deep learning" sorts next to "Deep Learning".
    setSortCaseSensitivity(Qt::CaseInsensitive);
    connect(this, &QSortFilterProxyModel::sortRoleChanged, this, [this] { applyAskedSort(); });
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
    m_hasText = !m_needles.isEmpty();
    // A full invalidate rebuilds the mapping in one pass; invalidateRowsFilter() edits it range by
    // range, which takes seconds on 120,000 rows (tests/bench/run: filter change).
    invalidate();
    emit filterChanged();
    return true;
}

void ObservationFilterProxy::refilter()
{
    // Without a query the facts decide no row, and a column that does not show them sorts as
    // before: nothing to do (a record's review arriving refiltered and sorted 120,000 rows again).
    const bool sortsByFacts
        = sortColumn() == ObservationModel::Review || sortColumn() == ObservationModel::Findings;
    if (!m_filter.isEmpty() || sortsByFacts) {
        forgetSortRanks(); // a column of facts (the Review column) may sort differently now
        invalidate();
    }
    emit filterChanged();
}

bool ObservationFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    const ObservationModel *model = m_model;
    const Observation *o = model ? model->observation(sourceRow) : nullptr;
    if (!o)
        return false;
    if (!m_hasText)
        return m_filter.matches(*o);
    const int rows = model->rowCount();
    if (m_foldedRecord != model->record().get() || m_foldedStart.size() != std::size_t(rows) + 1) {
        m_folded.clear();
        m_foldedStart.assign(1, 0);
        m_foldedStart.reserve(std::size_t(rows) + 1);
        for (int row = 0; row < rows; ++row) {
            m_folded.append(ObservationFilter::foldedText(*model->observation(row)));
            m_foldedStart.push_back(m_folded.size());
        }
        m_folded.squeeze();
        m_foldedRecord = model->record().get();
    }
    const std::size_t r = std::size_t(sourceRow);
    const QByteArrayView folded(
        m_folded.constData() + m_foldedStart[r], m_foldedStart[r + 1] - m_foldedStart[r]);
    return m_filter.matches(*o, folded, m_needles);
}

namespace {

// The kinds of sort key, in QSortFilterProxyModel::lessThan's order of kinds.
enum class SortKind { Integer, Real, Text, Other, Missing };

// What the sort moves around: small, so that comparisons read neighbouring memory instead of
// jumping between 120,000 scattered keys (that took most of the time of sorting text).
// Integers and reals are mapped to unsigned integers of the same order; text carries its first
// eight UTF-16 code units, big-endian, zero-padded, and most comparisons end there.
struct RankEntry {
    quint64 order[2] = { 0, 0 };
    int row = 0;
    SortKind kind = SortKind::Missing;
};

quint64 orderedBits(qint64 v) { return quint64(v) ^ (quint64(1) << 63); }

quint64 orderedBits(double v)
{
    quint64 bits = 0;
    std::memcpy(&bits, &v, sizeof bits);
    // negative: all bits flipped (larger magnitude sorts first); positive: sign bit set
    return (bits >> 63) ? ~bits : bits | (quint64(1) << 63);
}

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
    // Full values only where the packed order may not decide: text (only the rows that have
    // text hold a string) and other types.
    // sized at the first text: a column of numbers (the default sort's) leaves it empty
    std::vector<QString> texts;
    QHash<int, QVariant> others;
    std::vector<RankEntry> entries(static_cast<std::size_t>(rows));
    // the model's own sort values straight from the observations, without an index per row
    const bool ownRole = sortRole() == ObservationModel::SortRole;
    for (int row = 0; row < rows; ++row) {
        const QVariant value = ownRole && column != ObservationModel::Findings
            ? model.sortValue(*model.observation(row), column)
            : model.index(row, column).data(sortRole());
        RankEntry &e = entries[std::size_t(row)];
        e.row = row;
        switch (value.typeId()) {
        case QMetaType::UnknownType:
            break;
        case QMetaType::Int:
        case QMetaType::LongLong:
        case QMetaType::Bool:
            e.kind = SortKind::Integer;
            e.order[0] = orderedBits(value.toLongLong());
            break;
        case QMetaType::QDateTime:
            e.kind = SortKind::Integer; // same order as the date-times, cheaper to compare
            e.order[0] = orderedBits(value.toDateTime().toMSecsSinceEpoch());
            break;
        case QMetaType::Double: {
            const double d = value.toDouble();
            e.kind = SortKind::Real;
            e.order[0] = orderedBits(d == 0 ? 0.0 : d); // -0.0 equals 0.0; a NaN sorts after +inf
            break;
        }
        case QMetaType::QString: {
            if (value.toString().isEmpty())
                break; // an empty text is a missing key: it sorts last, whatever the order
            e.kind = SortKind::Text;
            if (texts.empty())
                texts.resize(std::size_t(rows));
            QString &text = texts[std::size_t(row)];
            text = folded && !localeAware ? caseFolded(value.toString()) : value.toString();
            for (qsizetype i = 0; i < 8; ++i)
                e.order[i / 4]
                    = (e.order[i / 4] << 16) | (i < text.size() ? text.at(i).unicode() : 0u);
            break;
        }
        default:
            e.kind = SortKind::Other;
            others.insert(row, value);
            break;
        }
    }
    // QSortFilterProxyModel::lessThan's order: values before missing ones, numbers by value,
    // text by the sort case sensitivity (and locale when asked).
    const auto less = [&texts, &others, localeAware](const RankEntry &l, const RankEntry &r) {
        if (l.kind == SortKind::Missing)
            return false;
        if (r.kind == SortKind::Missing)
            return true;
        if (l.kind != r.kind)
            return l.kind < r.kind;
        switch (l.kind) {
        case SortKind::Integer:
        case SortKind::Real:
            return l.order[0] < r.order[0];
        case SortKind::Text: {
            const QString &lt = texts[std::size_t(l.row)], &rt = texts[std::size_t(r.row)];
            if (localeAware) // as QSortFilterProxyModel: the locale decides, case sensitivity aside
                return lt.localeAwareCompare(rt) < 0;
            // QString::compare orders by UTF-16 code unit, as the packed prefixes do; a shorter
            // text pads with zeros, so equal prefixes fall through to the full comparison.
            if (l.order[0] != r.order[0])
                return l.order[0] < r.order[0];
            if (l.order[1] != r.order[1])
                return l.order[1] < r.order[1];
            return lt.compare(rt) < 0;
        }
        default:
            return QPartialOrdering::Less
                == QVariant::compare(others.value(l.row), others.value(r.row));
        }
    };
    // A record is mostly in the default sort's order already (outbound by reference number,
    // then inbound): one pass says so.
    if (!std::is_sorted(entries.begin(), entries.end(), less))
        std::sort(entries.begin(), entries.end(), less);
    // Equal keys share a rank, so the proxy's stable sort keeps their source order as before.
    m_sortRanks.assign(std::size_t(rows), 0);
    int rank = 0;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (i > 0 && less(entries[i - 1], entries[i]))
            ++rank;
        m_sortRanks[std::size_t(entries[i].row)]
            = entries[i].kind == SortKind::Missing ? kMissingRank : rank;
    }
}

bool ObservationFilterProxy::lessThan(
    const QModelIndex &sourceLeft, const QModelIndex &sourceRight) const
{
    const int column = sourceLeft.column();
    if (column != m_rankedColumn || column != sourceRight.column()) {
        const ObservationModel *model = m_model;
        if (!model || column != sourceRight.column())
            return QSortFilterProxyModel::lessThan(sourceLeft, sourceRight);
        rankSortKeys(*model, column);
        m_rankedColumn = column;
        m_rankedSettings = sortSettings();
    }
    const int left = m_sortRanks[std::size_t(sourceLeft.row())],
              right = m_sortRanks[std::size_t(sourceRight.row())];
    if ((left == kMissingRank) != (right == kMissingRank)) {
        // Rows without a key come last in both orders: a descending sort asks lessThan(right,
        // left), so there the missing one must be the lesser.
        return sortOrder() == Qt::DescendingOrder ? left == kMissingRank : right == kMissingRank;
    }
    return left < right;
}

void ObservationFilterProxy::setSourceModel(QAbstractItemModel *model)
{
    for (const QMetaObject::Connection &c : std::as_const(m_sourceConnections))
        disconnect(c);
    m_sourceConnections.clear();
    forgetSortRanks();
    m_model = qobject_cast<const ObservationModel *>(model);
    // Ranks are per source row and value: whatever changes either drops them. Connected before
    // the base class connects its own handlers, so that they run first: the base class re-sorts
    // changed rows in its dataChanged handler, which must not see the old ranks.
    if (model) {
        const auto forget = [this] { forgetSortRanks(); };
        m_sourceConnections = {
            connect(model, &QAbstractItemModel::modelAboutToBeReset, this, forget),
            connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this, forget),
            // Only a change of the ranked column's sort values: the review's decisions change
            // the Review column, colouring changes colours, and neither touches the default
            // sort's ranks (ranking 120,000 rows again took a third of the window's block).
            connect(model, &QAbstractItemModel::dataChanged, this,
                [this](const QModelIndex &topLeft, const QModelIndex &bottomRight,
                    const QList<int> &roles) {
                    if (m_rankedColumn >= topLeft.column() && m_rankedColumn <= bottomRight.column()
                        && (roles.isEmpty() || roles.contains(sortRole())))
                        forgetSortRanks();
                }),
            connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this, forget),
            connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this, forget),
            connect(model, &QAbstractItemModel::rowsAboutToBeMoved, this, forget),
        };
    }
    QSortFilterProxyModel::setSourceModel(model);
    // After the base class's handlers: it has mapped the new rows with the sort it had, and a
    // record whose rows are (or are no longer) in the asked order changes the sort once.
    if (model) {
        const auto apply = [this] { applyAskedSort(); };
        m_sourceConnections << connect(model, &QAbstractItemModel::modelReset, this, apply)
                            << connect(model, &QAbstractItemModel::layoutChanged, this, apply)
                            << connect(model, &QAbstractItemModel::rowsInserted, this, apply)
                            << connect(model, &QAbstractItemModel::rowsRemoved, this, apply)
                            << connect(model, &QAbstractItemModel::rowsMoved, this, apply);
    }
    applyAskedSort();
}

void ObservationFilterProxy::sort(int column, Qt::SortOrder order)
{
    m_askedColumn = column;
    m_askedOrder = order;
    applyAskedSort();
}

void ObservationFilterProxy::applyAskedSort()
{
    const ObservationModel *model = m_model;
    const bool asTheyAre = model && m_askedColumn >= 0 && m_askedOrder == Qt::AscendingOrder
        && sortRole() == ObservationModel::SortRole && model->rowsInOrderOf(m_askedColumn);
    const int column = asTheyAre ? -1 : m_askedColumn;
    const Qt::SortOrder order = asTheyAre ? Qt::AscendingOrder : m_askedOrder;
    if (column != sortColumn() || order != sortOrder())
        QSortFilterProxyModel::sort(column, order);
}

ObservationFilterProxy::SortSettings ObservationFilterProxy::sortSettings() const
{
    return { sortRole(), sortCaseSensitivity(), isSortLocaleAware() };
}

void ObservationFilterProxy::forgetSortRanks()
{
    m_rankedColumn = -1;
    m_sortRanks.clear();
}

} // namespace pith

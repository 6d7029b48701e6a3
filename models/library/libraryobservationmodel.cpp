// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/library/libraryobservationmodel.h"

#include "models/record/notice.h"
#include "models/record/wording.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace pith::library {

namespace {
// Files come in bursts while a folder is read: the rows are gathered once after a burst.
constexpr int kRebuildDelayMs = 200;
// Records gathered per turn of the event loop (60 observations each: about 10 ms).
constexpr int kRecordsPerSlice = 150;
}

LibraryObservationModel::LibraryObservationModel(const Library *library, QObject *parent)
    : QAbstractTableModel(parent)
    , m_library(library)
    , m_facts(std::make_shared<LibraryFacts>())
{
    m_rebuildTimer.setSingleShot(true);
    m_rebuildTimer.setInterval(kRebuildDelayMs);
    connect(&m_rebuildTimer, &QTimer::timeout, this, [this] {
        m_gathering = startGathering();
        m_sliceTimer.start();
    });
    m_sliceTimer.setInterval(0);
    connect(&m_sliceTimer, &QTimer::timeout, this, &LibraryObservationModel::gatherSlice);
    auto later = [this] {
        // What is being gathered is out of date: gathered anew after the burst.
        m_sliceTimer.stop();
        m_gathering.reset();
        m_rebuildTimer.start();
    };
    connect(library, &Library::entryChanged, this, later);
    connect(library, &Library::entryRemoved, this, later);
    connect(library, &Library::loadingFinished, this, later);
}

void LibraryObservationModel::rebuild()
{
    m_rebuildTimer.stop();
    m_sliceTimer.stop();
    m_gathering.reset();
    Gathering g = startGathering();
    gatherSome(g, int(g.records.size()));
    finishGathering(std::move(g));
}

LibraryObservationModel::Gathering LibraryObservationModel::startGathering() const
{
    Gathering g;
    g.facts = std::make_shared<LibraryFacts>();
    for (const LibraryEntry &e : m_library->entries()) {
        if (e.record)
            g.records.append(Source { e.record, e.source, e.fromFile });
    }
    return g;
}

void LibraryObservationModel::gatherSome(Gathering &g, int count) const
{
    const int end = int(std::min<qsizetype>(g.records.size(), g.next + count));
    for (; g.next < end; ++g.next) {
        const Source &s = g.records.at(g.next);
        QString error;
        g.facts->add(
            s.record, readReviewFor(s.record, s.fromFile ? s.source : QString(), nullptr, &error));
        g.total += int(s.record->observationCount());
    }
}

void LibraryObservationModel::gatherSlice()
{
    if (!m_gathering) {
        m_sliceTimer.stop();
        return;
    }
    gatherSome(*m_gathering, kRecordsPerSlice);
    if (m_gathering->next < m_gathering->records.size())
        return; // the next slice in the next turn of the loop
    m_sliceTimer.stop();
    Gathering g = std::move(*m_gathering);
    m_gathering.reset();
    finishGathering(std::move(g));
}

void LibraryObservationModel::finishGathering(Gathering g)
{
    // The filter holds the facts it was parsed with: parsed again over the new ones.
    const ObservationFilter::ParseResult parsed = parse(m_query, g.records, g.facts);
    beginResetModel();
    m_records = std::move(g.records);
    m_facts = std::move(g.facts);
    m_total = g.total;
    m_filter = parsed.ok() ? *parsed.filter : ObservationFilter();
    select();
    endResetModel();
    emit rowsRebuilt();
}

void LibraryObservationModel::select()
{
    m_rows.clear();
    for (int i = 0; i < m_records.size(); ++i) {
        const Record &r = *m_records[i].record;
        for (const QList<Observation> *list : { &r.outbound, &r.inbound }) {
            for (const Observation &o : *list) {
                if (m_filter.isEmpty() || m_filter.matches(o))
                    m_rows.append(Row { &o, i });
            }
        }
    }
}

ObservationFilter::ParseResult LibraryObservationModel::parse(const QString &query,
    const QList<Source> &records, const std::shared_ptr<LibraryFacts> &facts) const
{
    QList<const Record *> all;
    all.reserve(records.size());
    for (const Source &s : records)
        all.append(s.record.get());
    return ObservationFilter::parse(query, all, ObservationFactsList { facts });
}

bool LibraryObservationModel::setQuery(const QString &query, QString *error)
{
    ObservationFilter::Error problem;
    if (setQuery(query, &problem))
        return true;
    if (error)
        //: the library's query: %1 the column, %2 the parser's message
        *error = tr("Column %1: %2").arg(problem.position).arg(problem.message);
    return false;
}

bool LibraryObservationModel::setQuery(const QString &query, ObservationFilter::Error *error)
{
    const ObservationFilter::ParseResult parsed = parse(query, m_records, m_facts);
    if (!parsed.ok()) {
        if (error)
            *error = parsed.error;
        return false;
    }
    beginResetModel();
    m_query = query;
    m_filter = *parsed.filter;
    select();
    endResetModel();
    return true;
}

QList<RecordPtr> LibraryObservationModel::records() const
{
    QList<RecordPtr> out;
    out.reserve(m_records.size());
    for (const Source &s : m_records)
        out.append(s.record);
    return out;
}

RecordPtr LibraryObservationModel::recordAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_records.at(m_rows[row].record).record : nullptr;
}

QString LibraryObservationModel::sourceAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_records.at(m_rows[row].record).source : QString();
}

bool LibraryObservationModel::fromFileAt(int row) const
{
    return row >= 0 && row < m_rows.size() && m_records.at(m_rows[row].record).fromFile;
}

review::ReviewPtr LibraryObservationModel::reviewAt(int row) const
{
    const RecordPtr record = recordAt(row);
    return record ? m_facts->reviewFor(record.get()) : nullptr;
}

void LibraryObservationModel::reviewsChanged()
{
    beginResetModel();
    select();
    endResetModel();
    emit rowsRebuilt();
}

int LibraryObservationModel::rowOf(const Observation *observation) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].observation == observation)
            return i;
    }
    return -1;
}

int LibraryObservationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LibraryObservationModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LibraryObservationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const Observation &o = *row.observation;
    const Source &source = m_records.at(row.record);
    if (role == SourceRole)
        return source.source;
    if (role == FromFileRole)
        return source.fromFile;
    if (role == Qt::ToolTipRole && index.column() == TitleColumn)
        return o.otherTitle().left(2000);
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case PaperColumn:
        return source.record->paper.arxivId;
    case DirectionColumn:
        return o.direction == Direction::Outbound ? tr("outbound") : tr("inbound");
    case ReferenceColumn:
        if (role == SortRole)
            return o.citation.referenceIndex ? *o.citation.referenceIndex : -1;
        return o.citation.referenceIndex ? QString::number(*o.citation.referenceIndex) : QString();
    case TitleColumn:
        return o.otherTitle().left(300).simplified();
    case StatusColumn:
        return stateLabel(o.resolution.status);
    case NoticeColumn:
        return noticeLabel(o.notice);
    case ReviewColumn: {
        const review::Review *r = m_facts->reviewOf(o);
        return r ? review::reportDecision(*r, o.id) : QString();
    }
    default:
        return {};
    }
}

QVariant LibraryObservationModel::headerData(
    int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PaperColumn:
        //: Library observations header: the record's paper
        return tr("Paper");
    case DirectionColumn:
        return tr("Direction");
    case ReferenceColumn:
        //: Library observations header: the reference number
        return tr("Ref.");
    case TitleColumn:
        return tr("Title");
    case StatusColumn:
        return tr("Status");
    case NoticeColumn:
        return tr("Notice");
    case ReviewColumn:
        return tr("Review");
    default:
        return {};
    }
}

} // namespace pith::library

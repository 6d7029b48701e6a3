// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/library/librarymodel.h"

#include "models/record/notice.h"

#include <QFileInfo>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace pith::library {

LibraryModel::LibraryModel(const Library *library, QObject *parent)
    : QAbstractTableModel(parent)
    , m_library(library)
{
    // The library's signals say what changed, one entry at a time.
    connect(library, &Library::entryAboutToBeAdded, this,
        [this](int row) { beginInsertRows({}, row, row); });
    connect(library, &Library::entryAdded, this, [this](int) { endInsertRows(); });
    connect(library, &Library::entryChanged, this,
        [this](int row) { emit dataChanged(index(row, 0), index(row, ColumnCount - 1)); });
    connect(library, &Library::summaryChanged, this,
        [this](int row) { emit dataChanged(index(row, 0), index(row, ColumnCount - 1)); });
    connect(library, &Library::entryAboutToBeRemoved, this,
        [this](int row) { beginRemoveRows({}, row, row); });
    connect(library, &Library::entryRemoved, this, [this](int) { endRemoveRows(); });
}

int LibraryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_library->entries().size());
}

int LibraryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LibraryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LibraryEntry &e = m_library->entries().at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(e, index.column());
    case Qt::ToolTipRole:
        if (!e.error.isEmpty())
            return e.error;
        if ((index.column() == TitleColumn || index.column() == NoticesColumn) && e.summary)
            return index.column() == TitleColumn ? e.summary->title : display(e, NoticesColumn);
        if (index.column() == SourceColumn)
            return e.source;
        if (index.column() == ReviewColumn && e.summary && !e.summary->reviewError.isEmpty())
            return e.summary->reviewError;
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() >= OutboundColumn && index.column() <= UnresolvedShareColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case SortRole:
        return sortValue(e, index.column());
    case SourceRole:
        return e.source;
    case FromFileRole:
        return e.fromFile;
    case FailedRole:
        return !e.error.isEmpty();
    case VerdictRole:
        return e.summary ? QVariant(int(e.summary->verdict)) : QVariant();
    default:
        return {};
    }
}

QVariant LibraryModel::display(const LibraryEntry &e, int column) const
{
    if (column == SourceColumn)
        return e.fromFile ? QFileInfo(e.source).fileName() : e.source;
    if (!e.summary) {
        if (column == VerdictColumn)
            return e.error.isEmpty() ? tr("Reading…") : tr("Cannot be read");
        if (column == TitleColumn && !e.error.isEmpty())
            return e.error.section(u'\n', 0, 0).left(300);
        return {};
    }
    const RecordSummary &s = *e.summary;
    switch (column) {
    case PaperColumn:
        return s.arxivId;
    case TitleColumn:
        return s.title.left(300).simplified();
    case AsOfColumn:
        return s.asOf.left(10);
    case OutboundColumn:
        return s.outbound;
    case InboundColumn:
        return s.inbound;
    case UnresolvedColumn:
        return s.unresolved;
    case UnresolvedShareColumn:
        return QString(QLocale().toString(100.0 * s.unresolvedShare(), 'f', 0) + u" %"_s);
    case NoticesColumn: {
        if (s.noticesWithEvents == 0)
            return {};
        QStringList types;
        for (const QString &t : s.eventTypes)
            types << eventTypeLabel(t);
        //: Library table, Notices column: %1 observations with notice events, %2 their types
        return tr("%1: %2").arg(s.noticesWithEvents).arg(types.join(u", "_s));
    }
    case VerdictColumn:
        return s.verdictHeadline;
    case ReviewColumn:
        // A review file beside it that is not read (another paper's, damaged) is named, never
        // shown as "not started"; the tooltip says why.
        if (!s.reviewError.isEmpty())
            //: Library table, Review column: a review file that exists but could not be read
            return tr("review file not read");
        //: Library table, Review column: %1 reviewed of %2 observations
        return s.hasReview ? tr("%1 of %2").arg(s.reviewed).arg(s.observations()) : QVariant();
    default:
        return {};
    }
}

QVariant LibraryModel::sortValue(const LibraryEntry &e, int column) const
{
    if (!e.summary) {
        // Below every record in the numeric columns: a row that cannot be read has no count.
        if (column == PaperColumn || column == TitleColumn || column == AsOfColumn
            || column == SourceColumn)
            return display(e, column).toString();
        return -1;
    }
    const RecordSummary &s = *e.summary;
    switch (column) {
    case OutboundColumn:
        return s.outbound;
    case InboundColumn:
        return s.inbound;
    case UnresolvedColumn:
        return s.unresolved;
    case UnresolvedShareColumn:
        return s.unresolvedShare();
    case NoticesColumn:
        return s.noticesWithEvents;
    case VerdictColumn:
        return int(s.verdict);
    case ReviewColumn:
        return s.observations() > 0 ? double(s.reviewed) / s.observations() : 0.0;
    case AsOfColumn:
        return s.asOf;
    default:
        return display(e, column);
    }
}

QVariant LibraryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PaperColumn:
        //: Library table header: the paper's arXiv id
        return tr("Paper");
    case TitleColumn:
        return tr("Title");
    case AsOfColumn:
        //: Library table header: the record's as_of date
        return tr("As of");
    case OutboundColumn:
        return tr("Outbound");
    case InboundColumn:
        return tr("Inbound");
    case UnresolvedColumn:
        return tr("Unresolved");
    case UnresolvedShareColumn:
        //: Library table header: the unresolved share of all observations, in percent
        return tr("Unresolved %");
    case NoticesColumn:
        //: Library table header: observations with standing-notice events
        return tr("Notices");
    case VerdictColumn:
        //: Library table header: the record's verdict (digests and audit)
        return tr("Verdict");
    case ReviewColumn:
        //: Library table header: review progress
        return tr("Reviewed");
    case SourceColumn:
        //: Library table header: the file or the list's line
        return tr("Source");
    default:
        return {};
    }
}

} // namespace pith::library

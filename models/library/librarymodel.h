// SPDX-License-Identifier: GPL-3.0-or-later
// The Records table of a library: one row per entry of a Library (a record's summary, or the
// message of one that could not be read), kept in step with the library as files come, change
// and go. QtCore only: the window's library tab shows it.
#pragma once

#include "models/library/library.h"

#include <QAbstractTableModel>

namespace pith::library {

class LibraryModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LibraryModel)

public:
    enum Column {
        PaperColumn,
        TitleColumn,
        AsOfColumn,
        OutboundColumn,
        InboundColumn,
        UnresolvedColumn,
        UnresolvedShareColumn,
        NoticesColumn,
        VerdictColumn,
        ReviewColumn,
        SourceColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole, // ints and doubles for the counts, text otherwise
        SourceRole, // LibraryEntry::source
        FromFileRole, // bool
        FailedRole, // bool: the entry could not be read
        VerdictRole, // int(RecordVerdict::Level) of a record read; invalid for the others
    };

    explicit LibraryModel(const Library *library, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const LibraryEntry &e, int column) const;
    QVariant sortValue(const LibraryEntry &e, int column) const;

    const Library *m_library;
};

} // namespace pith::library

// SPDX-License-Identifier: GPL-3.0-or-later
// The Changes view's rows (issue 21): one row per change between the copy a tab shows and the
// copy it is compared with: the observations' changes (kind, direction, reference index, title,
// before -> after), then the record's own (coverage, counts, thesis, caps). No widgets: the view
// colours rows by KindKeyRole (ui/paint/changestyle.h) and filters them with ChangeFilterProxy.
#pragma once

#include "models/history/changefacts.h"
#include "models/record/record.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace pith::history {

class ChangeTableModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChangeTableModel)

public:
    enum Column {
        Kind,
        Direction,
        ReferenceIndex,
        Title,
        Before,
        After,
        ObservationId,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        SortRole = Qt::UserRole, // typed: the kind's order, the reference index as a number
        // The change kind's key (changeKindKey: "resolution", "added", ...), "record" for a
        // change of the record outside its observations.
        KindKeyRole,
        // The observation's id in the newer copy (empty for a removed one and record rows).
        NewIdRole,
        FullTextRole, // the display text whole (DisplayRole cuts long record text)
    };
    Q_ENUM(Role)

    explicit ChangeTableModel(QObject *parent = nullptr);

    // The changes from older to newer (the copies facts->diff() was made from; both needed to
    // name the observations of removed rows). Null facts: no rows.
    void setChanges(std::shared_ptr<const ChangeFacts> facts, RecordPtr older, RecordPtr newer);
    std::shared_ptr<const ChangeFacts> facts() const { return m_facts; }
    RecordPtr older() const { return m_older; }
    RecordPtr newer() const { return m_newer; }

    // Null for a row that is not an observation's change.
    const ObservationChange *observationChange(int row) const;
    // Null for a row that is not the record's change.
    const RecordChange *recordChange(int row) const;
    // The observation the row is about: the newer copy's, the older copy's for a removed one;
    // null for the record's changes.
    const Observation *observation(int row) const;
    QString kindKey(int row) const;
    // What the row's change was and is, as people read it (changeText).
    QString beforeText(int row) const;
    QString afterText(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString text(int row, int column) const;

    std::shared_ptr<const ChangeFacts> m_facts;
    RecordPtr m_older;
    RecordPtr m_newer;
    std::vector<const Observation *> m_observationOfRow;
};

} // namespace pith::history

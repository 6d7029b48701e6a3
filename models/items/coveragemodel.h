// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QAbstractListModel>

namespace pith {

// The record's coverage vector, one row per lane in the record's order; unknown lanes are kept.
class CoverageModel final : public QAbstractListModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CoverageModel)

public:
    enum Role {
        LaneRole = Qt::UserRole, // QString, as spelled
        StateRole, // QString, e.g. "measured"
        RecordsObservedRole, // qint64, invalid when absent
        DenominatorRole, // qint64, invalid when absent
        NoteRole,
        SourceRole,
        SourceObservedAtRole, // QDateTime, invalid when absent
    };
    Q_ENUM(Role)

    explicit CoverageModel(QObject *parent = nullptr);

    void setRecord(RecordPtr record);
    RecordPtr record() const { return m_record; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    RecordPtr m_record;
};

} // namespace pith

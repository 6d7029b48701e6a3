// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/history/recorddiff.h"
#include "models/items/observationfacts.h"

#include <QHash>

namespace pith::history {

// The changes since an older copy, as facts beside the newer record: the query key `change`
// takes a kind (`change:resolution`, `change:added`, `change:notice`, `change:cited_work`,
// `change:other`; `change:removed` matches nothing in the newer record, whose rows those are
// not), `any` or `none`. The window's filter bar and the Changes view use it.
class ChangeFacts final : public ObservationFacts {
public:
    explicit ChangeFacts(RecordDiff diff);

    QList<KeySpec> keys() const override;
    // The `change` key as every source of change facts declares it (the Changes view's too).
    static QList<KeySpec> keySpecs();
    bool holds(const QString &key, const QString &value, const Observation &o) const override;

    const RecordDiff &diff() const { return m_diff; }
    // The changes of the observation with this id in the newer copy (empty when none).
    QList<ObservationChange> changesOf(const QString &observationId) const;

private:
    RecordDiff m_diff;
    QHash<QString, QList<int>> m_byNewId; // index into m_diff.observations
};

inline constexpr auto kChangeKey = "change";

} // namespace pith::history

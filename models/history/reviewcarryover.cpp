// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/history/reviewcarryover.h"

#include <QSet>

namespace pith::history {

int carryReviewOver(review::ReviewData &data, const RecordDiff &diff)
{
    // One observation may change in several ways: each pair of ids once.
    QSet<QString> seen;
    int moved = 0;
    for (const ObservationChange &c : diff.observations) {
        if (c.oldId.isEmpty() || c.newId.isEmpty() || c.oldId == c.newId || seen.contains(c.oldId))
            continue;
        seen.insert(c.oldId);
        const auto it = data.entries.constFind(c.oldId);
        if (it == data.entries.cend() || data.entries.contains(c.newId))
            continue;
        const review::Entry entry = *it;
        data.entries.remove(c.oldId);
        data.entries.insert(c.newId, entry);
        ++moved;
    }
    return moved;
}

} // namespace pith::history

// SPDX-License-Identifier: GPL-3.0-or-later
// A review's decisions carried from an older copy of a paper to a newer one (issues 19 and 21).
#pragma once

#include "models/history/recorddiff.h"
#include "models/review/review.h"

namespace pith::history {

// Moves the entries of observations the diff matched under another id (by direction and
// reference index) to their id in the newer copy, unless the newer id has an entry of its own.
// An entry keeps the digest it was decided on, so a decision whose observation changed is stale
// in the newer copy (Review::isStale, `review:stale`) until it is taken again. Entries of
// observations matched by id stay as they are. Returns how many entries moved.
int carryReviewOver(review::ReviewData &data, const RecordDiff &diff);

} // namespace pith::history

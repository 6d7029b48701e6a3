// SPDX-License-Identifier: GPL-3.0-or-later
// Private to models/record: verify's canonical fast path (issue 24). Pith serves records in
// canonical form (Python's json.dumps(sort_keys=True, separators=(',', ':'),
// ensure_ascii=False)), so one pass over an observation's bytes can check that they are exactly
// what the canonical writer (canonical_p.h) would write and hash them in place, without a tape,
// a string or an Observation. Any byte that is not canonical, or anything the fast path does not
// read itself (escaped keys, floats, escapes in the id, digest or status, nesting deeper than the
// tokenizer allows, a value of a kind the field table does not allow), makes it decline: the
// caller then takes the general path (tokenizer, fields, writer), whose verdict and messages are
// the reference. Besides what verify reports, it can note where the fields the observation table
// shows stand (FastTableFields), for the reads of the CSV export and the window.
#pragma once

#include "models/record/canonical_p.h"
#include "models/record/fastrow.h"

#include <string>
#include <string_view>

namespace pith::detail {

// True when bytes are one JSON object in canonical form, with observation_id and
// observation_digest strings; *out then holds what it says and its digest (sha is reset and
// used); with table, that too. False: not canonical, or not read by the fast path; *out and
// *table are then unspecified.
bool fastObservation(
    std::string_view bytes, Sha256 &sha, FastObservation *out, FastTableFields *table = nullptr);

// The context digest of a whole record in canonical form (no byte-order mark, no white space):
// SHA-256 over the bytes in place without as_of and context_digest, as the general path computes
// Record::computedContextDigest.
struct FastContext {
    std::string_view stated; // context_digest's text
    bool hasStated = false;
    char computed[7 + 64] = {};
    std::string_view computedDigest() const { return std::string_view(computed, sizeof computed); }
};

// True when bytes are one JSON object in canonical form (context_digest, when there, a string
// without escapes); *out then holds its stated and computed context digests. False: the general
// path computes it.
bool fastContextDigest(std::string_view bytes, Sha256 &sha, FastContext *out);

// True when bytes are exactly the canonical form of one JSON value (the same check, without
// hashing or reading any key): the oracle of tests and the fuzz target.
bool isFastCanonical(std::string_view bytes);

} // namespace pith::detail

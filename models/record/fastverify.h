// SPDX-License-Identifier: GPL-3.0-or-later
// Private to models/record: verify's canonical fast path (issue 24). Pith serves records in
// canonical form (Python's json.dumps(sort_keys=True, separators=(',', ':'),
// ensure_ascii=False)), so one pass over an observation's bytes can check that they are exactly
// what the canonical writer (canonical_p.h) would write and hash them in place, without a tape,
// a string or an Observation. Any byte that is not canonical, or anything the fast path does not
// read itself (escaped keys, floats, escapes in the values it reports, nesting deeper than the
// tokenizer allows), makes it decline: the caller then takes the general path (tokenizer,
// fields, writer), whose verdict and messages are the reference.
//
// What the fast path does not do: the schema checks of fields.cpp (a title that is an integer is
// canonical JSON). A caller that reports what the general path reports must still check those.
#pragma once

#include "models/record/canonical_p.h"

#include <string_view>

namespace pith::detail {

// What one canonical observation says and what its digest is. The views point into the bytes
// given to fastObservation().
struct FastObservation {
    std::string_view id; // observation_id's text
    std::string_view digest; // observation_digest's text, as stated
    std::string_view status; // resolution.status's text; empty when absent or null
    bool hasStatus = false;
    qint64 referenceIndex = 0; // citation.reference_index
    bool hasReferenceIndex = false;
    // standing_notice.events, the array's bytes, when it has elements (eventCount)
    std::string_view events;
    qsizetype eventCount = 0;
    // "sha256:" and the lower-case hex of SHA-256 over the observation without
    // observation_digest: what the general path computes as Observation::computedDigest.
    char computed[7 + 64] = {};
    std::string_view computedDigest() const { return std::string_view(computed, sizeof computed); }
};

// True when bytes are one JSON object in canonical form, with observation_id and
// observation_digest strings; *out then holds what it says and its digest (sha is reset and
// used). False: not canonical, or not read by the fast path; *out is then unspecified.
bool fastObservation(std::string_view bytes, Sha256 &sha, FastObservation *out);

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

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

#include <string>
#include <string_view>

namespace pith::detail {

// A string member's text as it stands in canonical bytes (between the quotes, which stay in the
// bytes around the view), for fastText() to decode: escaped when it holds one of Python's
// escapes. present: a string was there (absent and null read alike, as the general path reads
// them).
struct FastText {
    std::string_view raw;
    bool escaped = false;
    bool present = false;
};

// The text as the general path reads it (escapes decoded by the tokenizer's decoder), UTF-8.
std::string fastText(const FastText &t);

// A citation's citing_paper or cited_paper: what the observation table shows of it.
struct FastPaper {
    bool present = false; // an object was there
    FastText arxivId, title, submittedAt;
    qint64 version = 0;
    bool hasVersion = false;
};

// What the observation table, the query language and the CSV export read of an observation
// beyond what verify reports (ParseOptions::tableFieldsOnly; fields.cpp's Keep::Details):
// filled by fastObservation() when asked for. The views point into the bytes.
struct FastTableFields {
    FastPaper citingPaper, citedPaper;
    bool hasCitedWork = false; // cited_work was an object
    FastText workTitle, workDoi, workArxivId, workPithArxivId;
    qint64 workYear = 0;
    bool hasWorkYear = false;
    FastText source; // citation.source
    FastText resolverSource, resolutionObservedAt;
    FastText noticeState, noticeReason;
};

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

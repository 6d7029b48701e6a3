// SPDX-License-Identifier: GPL-3.0-or-later
// What the canonical fast path (fastverify.h) reads of an observation: views into the record's
// bytes, no strings built. Public, because the rows a parse hands on (ParseOptions::rows) may be
// formatted straight from them (RowStream::appendFast: the CSV export).
#pragma once

#include "models/record/record.h"

#include <QString>

#include <optional>
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

// An observation the fast path read, as a parse hands it on (RowStream::appendFast): what it
// says, and the table's fields (the parse reads them: ParseOptions::tableFieldsOnly).
struct FastRow {
    Direction direction = Direction::Outbound;
    const FastObservation &observation;
    const FastTableFields &table;
};

// FastText to the "other paper" rule (record.h: otherPaperOf): empty when absent or "".
inline bool isEmptyText(const FastText &t) { return !t.present || t.raw.empty(); }

} // namespace pith::detail

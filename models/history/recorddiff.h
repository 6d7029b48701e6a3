// SPDX-License-Identifier: GPL-3.0-or-later
// What changed between two copies of one paper's record (issue 21). The window's Changes view and
// banner, `pith-ledger-cli diff` and `watch` all read this one diff.
#pragma once

#include "models/record/record.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace pith::history {

// How an observation changed. One matched observation may change in several ways (its
// resolution and its notice): each is a change of its own.
enum class ChangeKind {
    Added, // in the newer copy only
    Removed, // in the older copy only
    Resolution, // resolution status or resolver changed
    Notice, // standing notice: state, reason or events changed
    CitedWork, // the cited work or cited paper changed (title, DOI, ids, venue, year, ...)
    OtherFields, // any other field (times, links, the observation id, unknown keys, ...)
};
inline constexpr int kChangeKindCount = 6;

// The stable key of a kind: "added", "removed", "resolution", "notice", "cited_work", "other"
// (`change:` query values, `diff --json`).
QString changeKindKey(ChangeKind kind);
std::optional<ChangeKind> changeKindFromKey(const QString &key);
// The kind as people read it, translated: "added", "resolution changed", ...
QString changeKindLabel(ChangeKind kind);

struct ObservationChange {
    ChangeKind kind = ChangeKind::OtherFields;
    Direction direction = Direction::Outbound;
    std::optional<qint64> referenceIndex;
    QString oldId; // empty for Added
    QString newId; // empty for Removed
    QString title; // the other paper's title (newer copy, else older)
    // What it was and what it is, as plain text: a resolution's status ("unresolved"), with the
    // resolver after a space and parentheses when it has one ("verified_fuzzy (raw_fallback)");
    // a notice as "state" and its event types ("measured: retraction"); for cited work and
    // other fields "field: value" per changed field, joined by "; ". Empty for Added/Removed.
    QString before;
    QString after;
    // JSON pointers inside the observation of what changed ("/resolution/status",
    // "/citation/cited_work/title", ...). Empty for Added/Removed.
    QStringList fields;
    QStringList addedEventTypes; // Notice: type keys of events that appear (noticeEvent typeKey)
    QStringList removedEventTypes; // Notice: type keys of events that went away
    // Resolution: it was not verified and now is (verified_exact or verified_fuzzy).
    QString beforeStatus; // Resolution: the statuses as spelled
    QString afterStatus;
    bool becameResolved = false;
    bool becameUnresolved = false;

    QString id() const { return newId.isEmpty() ? oldId : newId; }
};

// A change of the record outside its observations.
enum class RecordArea { Coverage, Counts, Thesis, Caps, Paper, Other };
QString recordAreaKey(RecordArea area); // "coverage", "counts", "thesis", "caps", "paper", "other"

struct RecordChange {
    RecordArea area = RecordArea::Other;
    QString field; // "reference_resolution.records_observed", "state_counts.unresolved", ...
    QString before; // as in the record; empty when absent
    QString after;
};

struct RecordDiff {
    QString oldArxivId;
    QString newArxivId;
    QString oldAsOf;
    QString newAsOf;
    QString oldContextDigest; // as computed over each copy
    QString newContextDigest;
    QList<ObservationChange> observations; // by direction, reference index, kind
    QList<RecordChange> record;

    // The content is the same: the context digests (which leave out as_of) are equal, so only
    // as_of may differ.
    bool same() const { return observations.isEmpty() && record.isEmpty(); }
    int changeCount() const { return int(observations.size() + record.size()); }
    bool samePaper() const;
    int count(ChangeKind kind) const;
    int resolvedCount() const; // observations that became resolved
    // Per event type key, how many observations gained an event of that type, gravest first.
    QList<QPair<QString, int>> newNoticeCounts() const;
};

// Compares two copies of one paper's record. Observations are matched by observation_id, then
// (among those left) by direction and reference_index, and for inbound observations also the
// citing paper's arXiv id, where that key is unique on both sides; the rest are added or removed.
// Needs observations parsed with details (rawJson()).
RecordDiff diffRecords(const Record &older, const Record &newer);

// before (or after) as people read it, in the program's language: a resolution's states named as
// the table names them (stateLabel: "verified exact (arxiv_id)"), anything else as in the record.
QString changeText(const ObservationChange &change, bool after);

// One sentence for people, translated: "12 changes since the copy of 9 Aug 2026: 3 references
// resolved, 1 new retraction notice". olderDate is how the older copy is named (its as_of or
// when it was stored, already formatted). "No changes since the copy of ..." when same().
QString diffSentence(const RecordDiff &diff, const QString &olderDate);

// A short date for olderDate: "9 Aug 2026" from an RFC 3339 time (as given when unreadable).
QString shortDate(const QString &rfc3339);

// What `watch` and the window's banner say before anything a copy that fails verification
// claims (headline: RecordVerdict::headline(), "1 observation fails"), translated: "This copy
// fails verification (1 observation fails): it is kept, but never compared with. What it
// claims:". A copy that fails is never the baseline (SnapshotStore::store()).
QString failingCopySentence(const QString &headline);
// sentence followed by how many copies of the paper that fail verification the comparison passed
// over (StoreResult::failingSkipped), translated: "... notice. 1 other copy that fails
// verification passed over."; sentence alone for 0.
QString withFailingSkipped(const QString &sentence, int count);

// What `watch`, the window's banner and the History list say of two different contents of a
// paper seen with the same as_of (StoreResult::conflict), translated: "Conflicting copies as of
// 10 Aug 2026 10:32 UTC: this one (from a.json) and the one kept from b.json differ, yet each
// says it is the record at that time. They are not compared as changes."
QString conflictSentence(const QString &asOf, const QString &source, const QString &otherSource);
// What they say of a record older than a copy the history holds (StoreResult::newer),
// translated: "This copy (as of 10 Aug 2026) is older than the copy of 1 Oct 2026 kept before."
QString olderCopySentence(const QString &asOf, const QString &newerAsOf);
// A copy's as_of range for lists: "10 Aug 2026", or "10 Aug 2026 - 1 Oct 2026" for content seen
// unchanged with a later as_of (SnapshotInfo::lastAsOf).
QString asOfRange(const QString &asOf, const QString &lastAsOf);

} // namespace pith::history

// SPDX-License-Identifier: GPL-3.0-or-later
// A reviewer's working file for one record: a decision and a note per observation, kept beside
// the record, never in it (issue 19). No QtWidgets.
#pragma once

#include "models/items/observationfacts.h"
#include "models/record/record.h"

#include <QDateTime>
#include <QHash>
#include <QObject>

#include <optional>

namespace pith::review {

// The decisions a reviewer takes, in the order keys 1-5 give them.
enum class Decision { Unreviewed, Confirmed, NeedsFix, NotResolvable, Disputed };

// The file's and the query's spelling: "unreviewed", "confirmed", "needs_fix", ...
QString decisionKey(Decision d);
std::optional<Decision> decisionFromKey(const QString &key);
// As people read it, in the program's language ("needs fix", "korrekturbedürftig").
QString decisionLabel(Decision d);
QList<Decision> allDecisions();
// What the window names "changed since reviewed".
QString staleLabel();

// The account's name: the full name of the user database when it has one, else the login.
QString defaultReviewerName();

// One observation's (or the record's) review.
struct Entry {
    Decision decision = Decision::Unreviewed;
    QString note;
    QString reviewer;
    QDateTime at; // UTC, when it was last changed
    QString digest; // the observation's digest when it was decided (empty for the record note)

    bool isEmpty() const { return decision == Decision::Unreviewed && note.isEmpty(); }
    // Same decision and note (who and when aside): what merging compares.
    bool sameContent(const Entry &o) const { return decision == o.decision && note == o.note; }
    bool operator==(const Entry &o) const = default;
};

// What a review file holds, as plain data.
struct ReviewData {
    QString arxivId; // the paper the review is of
    Entry recordNote; // decision unused
    QHash<QString, Entry> entries; // by observation id; never holds an empty entry
    bool operator==(const ReviewData &o) const = default;
};

// A conflict found by merge(): both sides changed the same observation (id) or the record note
// (empty id) in different ways.
struct Conflict {
    QString observationId;
    Entry mine;
    Entry theirs;
};

struct MergeResult {
    ReviewData merged; // every non-conflicting entry of both; mine where in conflict
    QList<Conflict> conflicts; // sorted by observation id
    int takenFromTheirs = 0; // entries only theirs had (or equal on both sides)
};

// Combines two reviews of the same paper observation by observation: what only one side has is
// taken, what both have alike is kept, what both have differently is a conflict.
MergeResult merge(const ReviewData &mine, const ReviewData &theirs);

// The review of one record, with undo/redo and the query keys `review:` and `note:`. Held by a
// shared pointer (it is also the filter's facts).
class Review final : public QObject, public ObservationFacts {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Review)

public:
    explicit Review(QObject *parent = nullptr);

    // The record the review is of: its observations' current digests decide what is stale.
    void setRecord(RecordPtr record);
    RecordPtr record() const { return m_record; }
    // Replaces everything (a file was read); clears undo/redo. Not an edit: edited() stays
    // silent.
    void setData(const ReviewData &data);
    // What another window or process wrote to the file, taken in (this review's own unsaved
    // edits on top): replaces the data as setData() does, but keeps undo/redo, whose steps put
    // back only their own entries. Not an edit.
    void updateFromFile(const ReviewData &data);
    const ReviewData &data() const { return m_data; }
    QString arxivId() const { return m_data.arxivId; }

    // A review another window or process holds (or one that cannot be saved) is shown, not edited:
    // the edits below do nothing while readOnlyReason() is not empty.
    void setReadOnlyReason(const QString &reason) { m_readOnly = reason; }
    QString readOnlyReason() const { return m_readOnly; }

    void setReviewer(const QString &name) { m_reviewer = name; }
    QString reviewer() const { return m_reviewer; }

    // The stored entry (empty when none).
    Entry entry(const QString &observationId) const { return m_data.entries.value(observationId); }
    // A decision whose observation's digest changed since: counts as not reviewed.
    bool isStale(const QString &observationId) const;
    // The decision that counts: Unreviewed when none, or when stale.
    Decision effectiveDecision(const QString &observationId) const;
    bool isReviewed(const QString &observationId) const
    {
        return effectiveDecision(observationId) != Decision::Unreviewed;
    }

    // Each one undoable step. Setting a decision again on a stale entry takes the current digest
    // (the reviewer looked again). Observations not in the record are ignored.
    void setDecision(const QStringList &observationIds, Decision decision);
    void setNote(const QString &observationId, const QString &note);
    void setRecordNote(const QString &note);
    // Puts an observation's entry back as it was (who and when included), one undoable step
    // named text: how the library's queue undoes a decision or a note in a review it has read
    // again from its file since (its own undo history went with the reading).
    void setEntry(const QString &observationId, const Entry &entry, const QString &text);
    // Applies a merge's outcome: merged plus, for each conflict, the side chosen (true: theirs).
    void applyMerge(const MergeResult &result, const QList<bool> &takeTheirs);
    // Makes the data target as one undoable step named text (a merge, the decisions of another
    // copy's review carried over).
    void replaceWith(const ReviewData &target, const QString &text);

    bool canUndo() const { return !m_undo.isEmpty(); }
    bool canRedo() const { return !m_redo.isEmpty(); }
    void undo();
    void redo();
    QString undoText() const;
    QString redoText() const;

    // Among the given observations: how many count as reviewed.
    int reviewedCount(const QList<const Observation *> &observations) const;
    // Entries per effective decision over the record's observations (stale ones under
    // Unreviewed), and the stale count.
    QHash<Decision, int> decisionCounts(int *staleCount = nullptr) const;

    // ObservationFacts
    QList<KeySpec> keys() const override;
    bool holds(const QString &key, const QString &value, const Observation &o) const override;
    Test test(const QString &key, const QString &value) const override;
    QString facetLabel(const QString &key) const override;
    QStringList facetValues(const QString &key) const override;
    QString valueLabel(const QString &key, const QString &value) const override;

signals:
    // An edit of the reviewer's (a decision, a note, undo, redo, a merge): the entries it changed,
    // by observation id (an empty id: the record note). Emitted before changed(), so that what
    // keeps the file hears of it before the window redraws.
    void edited(const QStringList &ids);
    // Any change of the data (an edit, undo, redo, a file read, a merge).
    void changed();
    void undoStateChanged();

private:
    // A key and value of the query language, read: what holds() asks of each observation.
    struct Question {
        enum class Kind { Never, NoteContains, DecisionIs, Reviewed, Stale } kind = Kind::Never;
        Decision decision = Decision::Unreviewed; // DecisionIs (Unreviewed: none, unreviewed)
        QString words; // NoteContains
    };
    static Question question(const QString &key, const QString &value);
    bool answers(const Question &q, const Observation &o) const;

    struct Step {
        QString id; // empty: the record note
        Entry before;
        Entry after;
    };
    struct Change {
        QString text;
        QList<Step> steps;
    };
    void push(Change change);
    void apply(const QList<Step> &steps, bool forward);
    void put(const QString &id, const Entry &e);
    QString currentDigest(const QString &observationId) const;

    RecordPtr m_record;
    QHash<QString, QString> m_digests; // observation id -> digest in the current record
    ReviewData m_data;
    QString m_reviewer;
    QString m_readOnly;
    QList<Change> m_undo;
    QList<Change> m_redo;
};

using ReviewPtr = std::shared_ptr<Review>;

// The CSV export's review columns (when a review exists): review_decision (the decision's key,
// "unreviewed", or "changed_since_reviewed" for a stale one), review_note, reviewer, reviewed_at
// (RFC 3339 UTC).
QStringList csvColumns();
QStringList csvFields(const Review &review, const Observation &o);
// The review in a few lines, as the PDF and `summary` print it: progress over the record with
// counts per decision and stale ones, the reviewers and the dates of their decisions, the record
// note.
QStringList summaryLines(const Review &review);
// The decision as the reports name it: its label, or "changed since reviewed"; empty when none.
QString reportDecision(const Review &review, const QString &observationId);

} // namespace pith::review

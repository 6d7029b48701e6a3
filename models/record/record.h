// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/openarray.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pith {

class SourceFile; // models/record/sourcefile.h

// How many elements of a list the format reads into are kept as values (a record's coverage
// lanes and standing sources, a notice's source receipts, the unknown keys of a record or an
// observation): a record built to hurt holds 10 million, which took a value each (1.2-4.4 GB for
// 30-140 MB). Every element is still checked and hashed; those past the first kElementsKept are
// only counted (the *NotKept members), and whoever lists them says "shown N of M".
inline constexpr qsizetype kElementsKept = 1000;
// "shown 1,000 of 10,000,001" (digit grouping of the locale), translated, for a list of which
// shown elements are kept and total are in the record; empty when every one is shown.
QString shownOfNote(qsizetype shown, qsizetype total);

// The bytes of an unknown key's value kept as text (UnknownKey::json): the rest is in the input.
inline constexpr std::size_t kUnknownValueKeptBytes = 4096;

// A key the format does not define, kept so the detail view can show it.
struct UnknownKey {
    QString pointer; // JSON pointer of the key, e.g. /outbound/3/citation/extra
    // Its value, compact JSON; past kUnknownValueKeptBytes cut at a character, then "…" and its
    // whole size and digest, as "… (30000012 bytes, sha256:…)". The record's pith_ledger_export
    // is kept whole.
    QString json;
};

struct PaperRef {
    QString arxivId;
    QString title;
    std::optional<qint64> version;
    QString submittedAt;
    QString lastUpdated;
    QString snapshotObservedAt;
};

// An optional value held behind a shared pointer and copied when written to: an empty one costs a
// pointer instead of the value's size, and equal values read for many observations (this record's
// own paper, the citing one of every outbound row) are one value. Reads like std::optional.
template <typename T> class SharedOptional {
public:
    SharedOptional() = default;
    SharedOptional(std::nullopt_t) { }
    SharedOptional(T value)
        : m_value(std::make_shared<const T>(std::move(value)))
    {
    }
    SharedOptional &operator=(std::nullopt_t)
    {
        m_value.reset();
        return *this;
    }

    bool has_value() const { return bool(m_value); }
    explicit operator bool() const { return has_value(); }
    const T &operator*() const { return *m_value; }
    const T *operator->() const { return m_value.get(); }
    // Written to: a value shared with others is copied first.
    T &operator*() { return *detach(); }
    T *operator->() { return detach(); }
    void reset() { m_value.reset(); }
    // The same value object (not only an equal one): for the reader's sharing and its tests.
    bool sharesWith(const SharedOptional &other) const
    {
        return m_value && m_value == other.m_value;
    }

private:
    T *detach()
    {
        if (m_value && m_value.use_count() > 1)
            m_value = std::make_shared<const T>(*m_value);
        return const_cast<T *>(m_value.get()); // created non-const by make_shared
    }
    std::shared_ptr<const T> m_value;
};

struct CitedWork {
    QString workId;
    QString title;
    QString doi;
    QString arxivId;
    QString pithArxivId;
    QString venue;
    QString metadataSource;
    QString snapshotObservedAt;
    std::optional<qint64> year;
};

struct Citation {
    SharedOptional<PaperRef> citingPaper;
    SharedOptional<PaperRef> citedPaper;
    SharedOptional<CitedWork> citedWork;
    std::optional<qint64> referenceIndex;
    QString source;
    QString sourceObservedAt;
};

struct Resolution {
    QString status; // kept as spelled: the enumeration is open
    QString resolverSource; // empty when null
    QString observedAt;
};

struct SourceReceipt {
    QString source;
    QString observedAt;
};

struct StandingNotice {
    QString state;
    OpenArray events; // no non-empty example is known: read by models/record/notice.h
    // The distinct type keys of the first kNoticeEventsRead events, gravest first
    // (models/record/notice.h: readNoticeEventTypes, noticeEventTypes): read once, by the
    // reader, where the events are kept, so that the table, the filter, the facets and the
    // painters never parse an event again (a record with one 4 MB event froze the window while
    // every paint read it). Empty when there are no events.
    QStringList eventTypes;
    QList<SourceReceipt> receipts; // the first kElementsKept
    qsizetype receiptsNotKept = 0; // the others, counted
    qsizetype receiptCount() const { return receipts.size() + receiptsNotKept; }
    QString reason;
    QString observation;
};

enum class Direction { Outbound, Inbound };

// A direction's name where the record, the query language and the exports say it: the array's
// key, "outbound" or "inbound" (directionLabel() in wording.h is the word people read).
const QString &directionName(Direction direction);
std::optional<Direction> directionFromName(QStringView name);
const QStringList &directionNames(); // both, outbound first

inline bool isEmptyText(const QString &text) { return text.isEmpty(); }

// The paper on the other end of a row: the cited one for outbound rows (the cited work where the
// cited paper does not say), the citing one for inbound. The one rule behind
// Observation::otherTitle() and the others, for any kind of row (the CSV export formats the fast
// path's rows with it too: fastrow.h): Paper has arxivId, title and submittedAt, Work title,
// doi, arxivId and pithArxivId, each a Text (isEmptyText()). A pointer is null where the row
// has no such object; a member gives null where there is no such text.
template <class Text, class Paper, class Work> struct OtherPaperOf {
    Direction direction;
    const Paper *citing;
    const Paper *cited;
    const Work *work;

    const Text *title() const
    {
        if (direction == Direction::Inbound)
            return citing ? &citing->title : nullptr;
        if (cited && !isEmptyText(cited->title))
            return &cited->title;
        return work ? &work->title : nullptr;
    }
    const Text *arxivId() const
    {
        if (direction == Direction::Inbound)
            return citing ? &citing->arxivId : nullptr;
        if (cited && !isEmptyText(cited->arxivId))
            return &cited->arxivId;
        if (work)
            return !isEmptyText(work->arxivId) ? &work->arxivId : &work->pithArxivId;
        return nullptr;
    }
    const Text *doi() const
    {
        return direction == Direction::Outbound && work ? &work->doi : nullptr;
    }
    // The year: the cited work's (an outbound row with one, even when it states none), else the
    // other paper's submission time read as one; workYear and textYear say how a Work states
    // its year and how a Text reads as one (submissionYear()).
    template <class WorkYear, class TextYear>
    std::optional<qint64> year(WorkYear workYear, TextYear textYear) const
    {
        if (direction == Direction::Outbound && work)
            return workYear(*work);
        const Paper *p = direction == Direction::Inbound ? citing : cited;
        return p ? textYear(p->submittedAt) : std::nullopt;
    }
};

// The year a submission time starts with ("2025-06-..." is 2025); none when its first four
// characters are no number.
std::optional<qint64> submissionYear(QStringView submittedAt);

struct Observation {
    Direction direction = Direction::Outbound;
    int position = 0; // index in its array
    QString id;
    QString digest; // as stated in the record
    QString computedDigest; // recomputed over the canonical form
    Citation citation;
    QString citedPaperLink;
    QString citingPaperLink;
    Resolution resolution;
    StandingNotice notice;
    QList<UnknownKey> unknownKeys; // the first kElementsKept
    qsizetype unknownKeysNotKept = 0; // the others, counted
    // Compact JSON of the whole observation as parsed (its canonical form: sorted keys, no
    // white space). Computed on demand from the record's input, which the record keeps.
    QString rawJson() const;
    QByteArray rawJsonBytes() const; // the same, UTF-8
    // Its first maxBytes bytes at most (cut at a character), for a view: an observation of
    // 10 million receipts shows its start without writing its 40 MB. *cut: whether it was cut.
    QByteArray rawJsonBytesPrefix(qsizetype maxBytes, bool *cut) const;
    // The parser's side: the observation is source[offset, offset + length); canonical says
    // those bytes are already the canonical form.
    void setRawJson(const QByteArray &source, qint64 offset, qint64 length, bool canonical);
    // The same for a record whose input is not kept (ParseOptions::rawJsonFromFile): the bytes
    // are read again from the file when asked for, and used only when they are still the ones
    // read (SourceFile, and this observation's digest computed again).
    void setRawJson(
        std::shared_ptr<const SourceFile> file, qint64 offset, qint64 length, bool canonical);
    // The observation's bytes as they are in the input (not made canonical): a view of the kept
    // input, valid while this observation is, or read again from the file. std::nullopt when it
    // keeps none, or (with *problem, translated) when they can no longer be had.
    std::optional<QByteArray> rawBytes(QString *problem = nullptr) const;
    // Why rawJson() is empty although the observation has bytes: its record's file changed on
    // disk or cannot be read since the record was read. Empty when they can be read, or when it
    // has none.
    QString rawJsonProblem() const;
    void setRawJson(const QString &json); // for observations built by hand (tests)

    bool digestOk() const { return !digest.isEmpty() && digest == computedDigest; }
    // The paper on the other end: the cited one for outbound rows, the citing one for inbound.
    QString otherTitle() const;
    QString otherArxivId() const;
    QString otherDoi() const;
    std::optional<qint64> otherYear() const;
    OtherPaperOf<QString, PaperRef, CitedWork> otherPaper() const
    {
        return { direction, citation.citingPaper ? &*citation.citingPaper : nullptr,
            citation.citedPaper ? &*citation.citedPaper : nullptr,
            citation.citedWork ? &*citation.citedWork : nullptr };
    }

    // Behind rawJson(): shares the input buffer (implicitly shared, not copied), or names the
    // file to read the bytes from again (then rawSource is empty).
    QByteArray rawSource;
    std::shared_ptr<const SourceFile> rawFile;
    qint64 rawOffset = 0;
    qint64 rawLength = 0;
    bool rawCanonical = false;
    // false: read with ParseOptions::tableFieldsOnly and its bytes kept (keepRawJson), as the
    // window reads records: the fields only the detail pane shows are empty here, and
    // withAllDetails() (models/record/parser.h) reads them from those bytes when it is asked.
    bool allDetails = true;
};

// What a record read for verification keeps of each observation (ParseOptions::checksOnly():
// without observation details and raw JSON): the facts the verdict and the summary read, 32 bytes
// instead of an Observation (552 bytes and its strings), which verify of 120,000 observations
// spent a third of its time building, moving and zeroing.
struct ObservationCheck {
    qint64 referenceIndex = 0; // citation.reference_index, when hasReferenceIndex
    quint32 idOffset = 0; // observation_id: ObservationChecks::idView()
    quint32 idLength = 0;
    qint32 position = 0; // index in its array
    quint32 state = 0; // resolution.status (empty when absent): ObservationChecks::states[state]
    // standing_notice's event types (StandingNotice::eventTypes): 0 none, else
    // ObservationChecks::noticeTypes[noticeTypes - 1]
    quint32 noticeTypes = 0;
    bool hasReferenceIndex = false;
    bool digestOk = false; // observation_digest is stated and is the one recomputed
};
static_assert(
    sizeof(ObservationCheck) == 32, "a check is 32 bytes: 120,000 of them are read often");

struct ObservationChecks {
    std::vector<ObservationCheck> outbound;
    std::vector<ObservationCheck> inbound;
    std::u16string ids; // every observation's id, as QString holds it, one after the other
    QStringList states; // each resolution.status once, in the order they first occur
    // each observation's list of notice event types once (not empty), in the order they first
    // occur; most records have none
    QList<QStringList> noticeTypes;

    QStringView idView(const ObservationCheck &c) const
    {
        return QStringView(ids.data() + c.idOffset, qsizetype(c.idLength));
    }
    QString id(const ObservationCheck &c) const { return idView(c).toString(); }
    // The observation's notice event types, gravest first (StandingNotice::eventTypes).
    QStringList eventTypes(const ObservationCheck &c) const
    {
        return c.noticeTypes ? noticeTypes.at(c.noticeTypes - 1) : QStringList();
    }
    bool isEmpty() const { return outbound.empty() && inbound.empty(); }
    // value's number in list (a status in states, a list of types in noticeTypes), appended the
    // first time: index finds it again without a search of the list (a hostile record may hold
    // thousands of distinct lists).
    template <typename T>
    static quint32 numbered(QHash<T, quint32> &index, QList<T> &list, const T &value)
    {
        auto at = index.constFind(value);
        if (at == index.cend()) {
            at = index.insert(value, quint32(list.size()));
            list.append(value);
        }
        return *at;
    }
    // Appends an id (UTF-8 from the input, or as read) and points c at it.
    void appendId(ObservationCheck &c, std::string_view utf8);
    void appendId(ObservationCheck &c, QStringView id);
    // Appends the facts of o, read whole, to list (one of these checks' lists or a parser's
    // block), its id to ids; state is the number of its status, noticeTypes that of its event
    // types (0: none).
    void append(std::vector<ObservationCheck> &list, const Observation &o, quint32 state,
        quint32 noticeTypes);
    // The same facts of observations read whole (the window's records): what the audit reads.
    static ObservationChecks of(
        const QList<Observation> &outbound, const QList<Observation> &inbound);
};

struct CoverageLane {
    QString lane;
    QString state;
    std::optional<qint64> recordsObserved;
    std::optional<qint64> denominator;
    QString note;
    QString source;
    QString sourceObservedAt;
};

struct StateCount {
    QString state;
    qint64 count = 0;
};

struct ReferenceResolution {
    std::optional<qint64> displayed;
    std::optional<qint64> totalOutboundReferences;
    QList<StateCount> stateCounts; // the first kElementsKept in the input, in key order
    // A record built to hurt lists millions of states: the others are counted and summed only.
    qsizetype stateCountsNotKept = 0;
    qint64 stateCountsNotKeptSum = 0;
    bool stateCountsNotKeptSumOverflows = false; // their sum does not fit in 64 bits
    qsizetype stateCountCount() const { return stateCounts.size() + stateCountsNotKept; }
};

struct Caps {
    std::optional<qint64> outbound;
    std::optional<qint64> inbound;
    std::optional<qint64> databaseStatements;
};

struct Paper {
    QString arxivId;
    QString title;
    std::optional<qint64> latestVersion;
    QString primaryCategory;
    QString submittedAt;
    QString lastUpdated;
    QString snapshotObservedAt;
};

struct Link {
    QString name;
    QString path;
};

struct WordedVerdict; // models/record/verdict.h

// A value computed from a record that no one changes any more, kept beside it by the thread that
// read it, before anyone else sees it (keepVerdict(), keepDigestsById()). A copy, or a record
// assigned to, starts without it: it may be changed.
template <typename T> class Kept {
public:
    Kept() = default;
    Kept(const Kept &) { }
    Kept &operator=(const Kept &)
    {
        value.reset();
        return *this;
    }
    std::shared_ptr<const T> value;
};

struct Record {
    QString schema;
    QString asOf;
    QString thesis;
    QString refusal;
    Paper paper;
    Caps caps;
    QList<CoverageLane> coverage; // the first kElementsKept lanes
    qsizetype coverageNotKept = 0; // the others, counted
    ReferenceResolution referenceResolution;
    OpenArray externalCitationMeasurements;
    QList<SourceReceipt> standingSources; // the first kElementsKept
    qsizetype standingSourcesNotKept = 0; // the others, counted
    QList<Observation> outbound;
    QList<Observation> inbound;
    // A record read with ParseOptions::checksOnly() (verify's read) holds its observations here
    // and not in outbound and inbound, which are then empty: count them with outboundCount(),
    // inboundCount() and observationCount(), which count either.
    ObservationChecks checks;
    QList<Link> links; // the first kElementsKept in the input, in key order
    qsizetype linksNotKept = 0; // the others, counted
    QString contextDigest; // as stated; empty when missing
    QString computedContextDigest; // recomputed
    QList<UnknownKey> unknownKeys; // the first kElementsKept
    qsizetype unknownKeysNotKept = 0; // the others, counted
    // The bytes the record was read from, when the parse keeps them (ParseOptions::keepsInput;
    // shared with the observations' rawJson, not copied); empty otherwise. What the history
    // keeps: the file may have changed since it was read.
    QByteArray input;
    // The file it was read from, when the parse did not keep the input but may read it again
    // (ParseOptions::rawJsonFromFile); null otherwise.
    std::shared_ptr<const SourceFile> sourceFile;
    // input, or else the whole file read again while it is unchanged (inputBytes() of a big file
    // reads it all: not on a thread that has to stay responsive); empty, with *problem when the
    // file changed or cannot be read, when there are none.
    QByteArray inputBytes(QString *problem = nullptr) const;
    // recordVerdict()'s result with the language its findings are worded in (keepVerdict()).
    mutable Kept<WordedVerdict> keptVerdict;
    // digestsById()'s result (keepDigestsById(): the window's loader).
    mutable Kept<QHash<QString, QString>> keptDigests;

    enum class ContextDigestState { Ok, Mismatch, Missing };
    ContextDigestState contextDigestState() const;
    QStringList digestFailures() const; // observation ids whose digest does not match
    qsizetype outboundCount() const { return outbound.size() + qsizetype(checks.outbound.size()); }
    qsizetype inboundCount() const { return inbound.size() + qsizetype(checks.inbound.size()); }
    qsizetype observationCount() const { return outboundCount() + inboundCount(); }
    // Read for verification (ParseOptions::checksOnly()): the observations' facts are in checks,
    // and outbound and inbound are empty. A record without observations reads the same either way.
    bool holdsChecks() const { return !checks.isEmpty(); }
    // How many the record holds (the lists keep the first kElementsKept).
    qsizetype coverageCount() const { return coverage.size() + coverageNotKept; }
    qsizetype standingSourceCount() const
    {
        return standingSources.size() + standingSourcesNotKept;
    }
};

using RecordPtr = std::shared_ptr<const Record>;

// Each observation's digest by its id, what a review compares its decisions with: the stated
// digest, else the recomputed one; for an id that repeats, its last occurrence's (outbound, then
// inbound). The kept one when keepDigestsById() was called. Empty for a record read for
// verification (no Observations).
QHash<QString, QString> digestsById(const Record &record);
// Computes digestsById() once and keeps it beside the record, on the thread that read it, before
// anyone else sees it: for 120,000 observations the hash took a quarter of the GUI thread's
// longest block when the window showed a new record.
void keepDigestsById(const Record &record);

// How many outbound observations have each resolution.status, in the order the states first
// occur: of the observations, or of the checks of a record read for verification (the breakdown
// of an exported subset, which states no counts of its own).
QList<StateCount> outboundStateCounts(const Record &record);

} // namespace pith

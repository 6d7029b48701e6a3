// SPDX-License-Identifier: GPL-3.0-or-later
// The schema mapping: the fields of a Paper Citation Record read from the tokenizer's tape into
// the record types (checked always, converted as far as ParseOptions asks), and the keys the
// format does not define kept as unknown keys.
#include "models/record/fastverify.h"
#include "models/record/fields_p.h"
#include "models/record/notice.h"

#include <algorithm>

namespace pith::detail {

QString typeName(const Node &n)
{
    switch (n.kind) {
    case Kind::Null:
        return QCoreApplication::translate("pith::RecordReader", "null");
    case Kind::True:
    case Kind::False:
        return QCoreApplication::translate("pith::RecordReader", "a boolean");
    case Kind::String:
        return QCoreApplication::translate("pith::RecordReader", "a string");
    case Kind::Integer:
    case Kind::Unsigned:
    case Kind::BigInteger:
        return QCoreApplication::translate("pith::RecordReader", "an integer");
    case Kind::Float:
        return QCoreApplication::translate("pith::RecordReader", "a number with a fraction");
    case Kind::Array:
        return QCoreApplication::translate("pith::RecordReader", "an array");
    case Kind::Object:
        return QCoreApplication::translate("pith::RecordReader", "an object");
    }
    return QCoreApplication::translate("pith::RecordReader", "an unknown value");
}

// ---------------------------------------------------------------------------------------------
// The field table: each key of the format is written once, below, with its type, whether it is
// required, when its value is kept, and where it goes. Reading an object walks its table in
// order (the order of the checks, so the first fault reported is the same whatever the input's
// key order) and keeps every key not in the table as an unknown key.

namespace {

// When a value is converted and kept (it is checked always): always, for the observation table
// (ParseOptions::observationDetails), or for the detail pane too (and not tableFieldsOnly).
enum class Keep : quint8 { Always, Details, All };
// Short repeated strings share one QString (Interner); OwnSide: only on this record's side.
enum class Intern : quint8 { Yes, No, OwnSide };

struct Context {
    QList<UnknownKey> &unknown; // the first kElementsKept
    qsizetype &unknownNotKept; // the others, counted
    Direction direction = Direction::Outbound;
    bool ownSide
        = false; // the paper being read is this record's (the citing one of an outbound row)
    const std::function<void(std::string_view, Direction)> *takeArray = nullptr;
};

template <typename T> struct Field {
    using Type = T;
    using Read = void (*)(const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key,
        T &out, Context &cx);
    std::string_view key;
    Need need = Need::Optional;
    Keep keep = Keep::Always;
    QString T::*text = nullptr; // a string
    std::optional<qint64> T::*integer = nullptr; // an integer (always kept)
    Intern intern = Intern::Yes;
    Read read = nullptr; // anything else: reads obj's member key itself
    // With read: Object or Array, checked (with need) before read is called, and the fields of
    // the object or of each element (FieldRule); Null: read checks everything itself.
    Kind kind = Kind::Null;
    const FieldRules &(*members)() = nullptr;
};

template <typename T>
constexpr Field<T> text(std::string_view key, QString T::*member, Keep keep = Keep::Always,
    Intern intern = Intern::Yes, Need need = Need::Optional)
{
    return Field<T> { key, need, keep, member, nullptr, intern, nullptr };
}
template <typename T>
constexpr Field<T> required(
    std::string_view key, QString T::*member, Keep keep = Keep::Always, Intern intern = Intern::Yes)
{
    return text(key, member, keep, intern, Need::Required);
}
template <typename T>
constexpr Field<T> integer(std::string_view key, std::optional<qint64> T::*member)
{
    return Field<T> { key, Need::Optional, Keep::Always, nullptr, member, Intern::Yes, nullptr };
}
template <typename T> constexpr Field<T> custom(std::string_view key, typename Field<T>::Read read)
{
    return Field<T> { key, Need::Optional, Keep::Always, nullptr, nullptr, Intern::Yes, read };
}
// An object (members: its fields) or an array (members: each element's fields, or none), read by
// read once readObject has checked that it is one (and there, when need says so).
template <typename T>
constexpr Field<T> container(std::string_view key, Kind kind, Need need,
    const FieldRules &(*members)(), typename Field<T>::Read read)
{
    return Field<T> { key, need, Keep::Always, nullptr, nullptr, Intern::Yes, read, kind, members };
}

// The rules (fields_p.h) of a table, built once.
template <typename T, std::size_t N> FieldRules rulesOf(const Field<T> (&table)[N])
{
    static_assert(N <= 64, "FieldRules::requiredMask has 64 bits");
    FieldRules out;
    for (const Field<T> &f : table) {
        FieldRule rule;
        rule.key = f.key;
        rule.need = f.need;
        if (f.read) {
            rule.kind = f.kind;
            rule.members = f.members ? &f.members() : nullptr;
        } else {
            rule.kind = f.integer ? Kind::Integer : Kind::String;
        }
        out.rules.push_back(rule);
    }
    std::sort(out.rules.begin(), out.rules.end(),
        [](const FieldRule &a, const FieldRule &b) { return a.key < b.key; });
    for (std::size_t i = 0; i < out.rules.size(); ++i) {
        if (out.rules[i].need == Need::Required)
            out.requiredMask |= quint64(1) << i;
    }
    return out;
}
template <const auto &table> const FieldRules &rulesFor()
{
    static const FieldRules rules = rulesOf(table);
    return rules;
}

// Whether table reads key; and the shape of an object read by table (Shape::known: past the first
// kUnknownMembersKept unknown keys, members with other keys get no nodes).
template <const auto &table> bool knownKey(std::string_view key)
{
    for (const auto &f : table) {
        if (f.key == key)
            return true;
    }
    return false;
}
template <const auto &table>
constexpr Shape kKnownShape { nullptr, 0, nullptr, false, knownKey<table> };

bool kept(const TapeReader &r, Keep keep)
{
    return keep == Keep::Always || (keep == Keep::Details ? r.details() : r.allDetails());
}

// Every member of object obj (at ptr) by table, into out; unknown keys into cx.unknown.
template <typename T, std::size_t N>
void readObject(const TapeReader &r, quint32 obj, const Path &ptr, const Field<T> (&table)[N],
    T &out, Context &cx)
{
    for (const Field<T> &f : table) {
        if (f.read) {
            if (f.kind == Kind::Object)
                r.object(obj, f.key, ptr, f.need);
            else if (f.kind == Kind::Array)
                r.array(obj, f.key, ptr, f.need);
            f.read(r, obj, ptr, f.key, out, cx);
        } else if (f.integer) {
            out.*f.integer = r.integer(obj, f.key, ptr, f.need);
        } else {
            const bool intern
                = f.intern == Intern::Yes || (f.intern == Intern::OwnSide && cx.ownSide);
            r.string(obj, f.key, ptr, kept(r, f.keep) ? &(out.*f.text) : nullptr, f.need, intern);
        }
    }
    r.collectUnknown(
        obj, ptr,
        [&table](std::string_view key) {
            for (const Field<T> &f : table) {
                if (key == f.key)
                    return true;
            }
            return false;
        },
        cx.unknown, cx.unknownNotKept);
}

// Member key of obj, an object read by table into out (when present; error when required).
template <typename T, std::size_t N>
bool readChild(const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key,
    const Field<T> (&table)[N], T &out, Context &cx, Need need = Need::Optional)
{
    const quint32 o = r.object(obj, key, ptr, need);
    if (o == kNone)
        return false;
    readObject(r, o, Path { &ptr, key }, table, out, cx);
    return true;
}

// Member key of obj, an array of objects each read by table and passed to take.
template <const auto &table, typename Take>
void readArrayOfObjects(const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key,
    const char *what, Context &cx, const Take &take)
{
    const quint32 a = r.array(obj, key, ptr);
    if (a == kNone)
        return;
    const Path p { &ptr, key };
    const Node &n = r.node(a);
    // The array is one span (the shapes below): each element is tokenized alone, read and let
    // go, so that 10 million elements cost one element's nodes, not 10 million.
    Scanner s(r.writer().data(), n.end);
    s.pos = n.start + 1;
    Tape tape;
    for (qint64 i = 0; i < qint64(n.count); ++i) {
        const Path ip { &p, {}, i };
        s.skipWs();
        tape.clear();
        // validated with the record: cannot fail
        s.parseValue(tape, &ip, 0, &kKnownShape<table>);
        s.skipWs();
        ++s.pos; // ',' or ']'
        const TapeReader er = r.over(tape);
        TapeReader::expect(er.node(0), Kind::Object, ip, what);
        typename std::remove_cv_t<std::remove_reference_t<decltype(table[0])>>::Type item;
        readObject(er, 0, ip, table, item, cx);
        take(std::move(item));
    }
}

// Into list while it holds fewer than kElementsKept, else counted in notKept.
template <typename T> void keepOrCount(QList<T> &list, qsizetype &notKept, T &&item)
{
    if (list.size() < kElementsKept)
        list.append(std::move(item));
    else
        ++notKept;
}

// Member key of obj, an array whose elements are open values: kept as its bytes (it is one span
// node, validated, with no node per element; see the shapes below).
OpenArray readOpenArray(
    const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, bool keep)
{
    const quint32 a = r.array(obj, key, ptr);
    if (a == kNone || !keep || r.node(a).count == 0)
        return {};
    const Node &n = r.node(a);
    const std::string_view bytes = r.writer().raw(n);
    return OpenArray::fromValidated(
        QByteArray(bytes.data(), qsizetype(bytes.size())), qsizetype(n.count));
}

// --- an observation ---------------------------------------------------------------------------

constexpr Field<PaperRef> kPaperRef[] = {
    text("arxiv_id", &PaperRef::arxivId, Keep::Details, Intern::OwnSide),
    text("title", &PaperRef::title, Keep::Details, Intern::OwnSide),
    integer("version", &PaperRef::version),
    text("submitted_at", &PaperRef::submittedAt, Keep::Details),
    text("last_updated", &PaperRef::lastUpdated, Keep::All),
    text("snapshot_observed_at", &PaperRef::snapshotObservedAt, Keep::All),
};

constexpr Field<CitedWork> kCitedWork[] = {
    text("work_id", &CitedWork::workId, Keep::All, Intern::No),
    text("title", &CitedWork::title, Keep::Details, Intern::No),
    text("doi", &CitedWork::doi, Keep::Details, Intern::No),
    text("arxiv_id", &CitedWork::arxivId, Keep::Details, Intern::No),
    text("pith_arxiv_id", &CitedWork::pithArxivId, Keep::Details, Intern::No),
    text("venue", &CitedWork::venue, Keep::All),
    text("metadata_source", &CitedWork::metadataSource, Keep::All),
    text("snapshot_observed_at", &CitedWork::snapshotObservedAt, Keep::All),
    integer("year", &CitedWork::year),
};

constexpr Field<SourceReceipt> kReceipt[] = {
    text("source", &SourceReceipt::source, Keep::All),
    text("observed_at", &SourceReceipt::observedAt, Keep::All),
};

// A paper of a citation; kept only with details (verification needs only its checks).
template <SharedOptional<PaperRef> Citation::*member, bool citing>
void readPaper(const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, Citation &c,
    Context &cx)
{
    // this record's own paper is the citing one of an outbound row, the cited one of an inbound
    cx.ownSide = citing == (cx.direction == Direction::Outbound);
    PaperRef paper;
    if (readChild(r, obj, ptr, key, kPaperRef, paper, cx) && r.details())
        c.*member = cx.ownSide ? r.ownPaper(std::move(paper)) : std::move(paper);
}

constexpr Field<Citation> kCitation[] = {
    container<Citation>("citing_paper", Kind::Object, Need::Optional, rulesFor<kPaperRef>,
        readPaper<&Citation::citingPaper, true>),
    container<Citation>("cited_paper", Kind::Object, Need::Optional, rulesFor<kPaperRef>,
        readPaper<&Citation::citedPaper, false>),
    container<Citation>("cited_work", Kind::Object, Need::Optional, rulesFor<kCitedWork>,
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, Citation &c,
            Context &cx) {
            CitedWork work;
            if (readChild(r, obj, ptr, key, kCitedWork, work, cx) && r.details())
                c.citedWork = std::move(work);
        }),
    integer("reference_index", &Citation::referenceIndex),
    text("source", &Citation::source, Keep::Details),
    text("source_observed_at", &Citation::sourceObservedAt, Keep::All),
};

constexpr Field<Observation> kLinks[] = {
    text("cited_paper", &Observation::citedPaperLink, Keep::All),
    text("citing_paper", &Observation::citingPaperLink, Keep::All),
};

constexpr Field<Resolution> kResolution[] = {
    required("status", &Resolution::status),
    text("resolver_source", &Resolution::resolverSource, Keep::Details),
    text("observed_at", &Resolution::observedAt, Keep::Details),
};

constexpr Field<StandingNotice> kNotice[] = {
    required("state", &StandingNotice::state, Keep::Details),
    container<StandingNotice>("events", Kind::Array, Need::Optional, nullptr,
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key,
            StandingNotice &n, Context &) {
            // the types always (verify's read keeps them for the summary), the events with
            // details
            OpenArray events = readOpenArray(r, obj, ptr, key, true);
            // once, here: the table, the filter and the painters read the field
            n.eventTypes = readNoticeEventTypes(events);
            if (r.details())
                n.events = std::move(events);
        }),
    container<StandingNotice>("source_receipts", Kind::Array, Need::Optional, rulesFor<kReceipt>,
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key,
            StandingNotice &n, Context &cx) {
            readArrayOfObjects<kReceipt>(r, obj, ptr, key,
                QT_TRANSLATE_NOOP("pith::RecordReader", "an object"), cx,
                [&](SourceReceipt &&receipt) {
                    if (r.allDetails())
                        keepOrCount(n.receipts, n.receiptsNotKept, std::move(receipt));
                });
        }),
    text("reason", &StandingNotice::reason, Keep::Details),
    text("observation", &StandingNotice::observation, Keep::All, Intern::No),
};

constexpr Field<Observation> kObservation[] = {
    required("observation_id", &Observation::id, Keep::Always, Intern::No),
    required("observation_digest", &Observation::digest, Keep::Always, Intern::No),
    container<Observation>("citation", Kind::Object, Need::Required, rulesFor<kCitation>,
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, Observation &o,
            Context &cx) { readChild(r, obj, ptr, key, kCitation, o.citation, cx); }),
    container<Observation>("links", Kind::Object, Need::Optional, rulesFor<kLinks>,
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, Observation &o,
            Context &cx) { readChild(r, obj, ptr, key, kLinks, o, cx); }),
    container<Observation>("resolution", Kind::Object, Need::Required, rulesFor<kResolution>,
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, Observation &o,
            Context &cx) { readChild(r, obj, ptr, key, kResolution, o.resolution, cx); }),
    container<Observation>("standing_notice", Kind::Object, Need::Required, rulesFor<kNotice>,
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, Observation &o,
            Context &cx) { readChild(r, obj, ptr, key, kNotice, o.notice, cx); }),
};

// --- the record ------------------------------------------------------------------------------

constexpr Field<Paper> kPaper[] = {
    required("arxiv_id", &Paper::arxivId),
    text("title", &Paper::title),
    integer("latest_version", &Paper::latestVersion),
    text("primary_category", &Paper::primaryCategory),
    text("submitted_at", &Paper::submittedAt),
    text("last_updated", &Paper::lastUpdated),
    text("snapshot_observed_at", &Paper::snapshotObservedAt),
};

constexpr Field<Caps> kCaps[] = {
    integer("outbound", &Caps::outbound),
    integer("inbound", &Caps::inbound),
    integer("database_statements", &Caps::databaseStatements),
};

constexpr Field<CoverageLane> kLane[] = {
    required("lane", &CoverageLane::lane),
    text("state", &CoverageLane::state),
    integer("records_observed", &CoverageLane::recordsObserved),
    integer("denominator", &CoverageLane::denominator),
    text("note", &CoverageLane::note),
    text("source", &CoverageLane::source),
    text("source_observed_at", &CoverageLane::sourceObservedAt),
};

constexpr Field<ReferenceResolution> kReferenceResolution[] = {
    integer("displayed", &ReferenceResolution::displayed),
    integer("total_outbound_references", &ReferenceResolution::totalOutboundReferences),
    // a map from state to count: every key is data, none is unknown
    custom<ReferenceResolution>("state_counts",
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key,
            ReferenceResolution &rr, Context &) {
            const quint32 sc = r.object(obj, key, ptr);
            if (sc == kNone)
                return;
            const Path sp { &ptr, key };
            for (const auto &[k, v] : r.writer().sortedMembers(sc)) {
                const Path at { &sp, r.text(r.node(k)) };
                if (r.node(v).kind == Kind::Null)
                    throw ShapeError { at.build(),
                        QCoreApplication::translate(
                            "pith::RecordReader", "required value is null") };
                rr.stateCounts.append({ r.qstring(r.node(k)), *r.integerValue(v, at) });
            }
            // the members past the kept ones, every one an integer (kStateCountsShape)
            const Node &map = r.node(sc);
            rr.stateCountsNotKept = qsizetype(map.unsignedInteger);
            rr.stateCountsNotKeptSum = map.integer;
            rr.stateCountsNotKeptSumOverflows = map.number != 0;
        }),
};

template <Direction direction>
void takeArray(
    const TapeReader &, quint32, const Path &, std::string_view key, Record &, Context &cx)
{
    (*cx.takeArray)(key, direction);
}

constexpr Field<Record> kRecord[] = {
    custom<Record>("schema",
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, Record &rec,
            Context &) {
            rec.schema = r.string(obj, key, ptr, Need::Required);
            if (rec.schema != QLatin1String(kRecordSchema))
                throw ShapeError { Path { &ptr, key }.build(),
                    QCoreApplication::translate(
                        "pith::RecordReader", "unsupported schema \"%1\" (expected \"%2\")")
                        .arg(rec.schema, QLatin1String(kRecordSchema)) };
        }),
    text("as_of", &Record::asOf),
    text("thesis", &Record::thesis),
    text("refusal", &Record::refusal),
    text("context_digest", &Record::contextDigest),
    custom<Record>("paper",
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, Record &rec,
            Context &cx) { readChild(r, obj, ptr, key, kPaper, rec.paper, cx, Need::Required); }),
    custom<Record>("caps",
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, Record &rec,
            Context &cx) { readChild(r, obj, ptr, key, kCaps, rec.caps, cx); }),
    custom<Record>("coverage",
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, Record &rec,
            Context &cx) {
            readArrayOfObjects<kLane>(r, obj, ptr, key,
                QT_TRANSLATE_NOOP("pith::RecordReader", "an object (a coverage lane)"), cx,
                [&rec](CoverageLane &&lane) {
                    keepOrCount(rec.coverage, rec.coverageNotKept, std::move(lane));
                });
        }),
    custom<Record>("reference_resolution",
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, Record &rec,
            Context &cx) {
            readChild(r, obj, ptr, key, kReferenceResolution, rec.referenceResolution, cx);
        }),
    custom<Record>("external_citation_measurements",
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, Record &rec,
            Context &) {
            rec.externalCitationMeasurements = readOpenArray(r, obj, ptr, key, true);
        }),
    custom<Record>("standing_sources",
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, Record &rec,
            Context &cx) {
            readArrayOfObjects<kReceipt>(r, obj, ptr, key,
                QT_TRANSLATE_NOOP("pith::RecordReader", "an object"), cx,
                [&rec](SourceReceipt &&receipt) {
                    keepOrCount(
                        rec.standingSources, rec.standingSourcesNotKept, std::move(receipt));
                });
        }),
    // a map from name to path: every key is data
    custom<Record>("links",
        [](const TapeReader &r, quint32 obj, const Path &ptr, std::string_view key, Record &rec,
            Context &) {
            const quint32 l = r.object(obj, key, ptr);
            if (l == kNone)
                return;
            const Path lp { &ptr, key };
            for (const auto &[k, v] : r.writer().sortedMembers(l)) {
                TapeReader::expect(r.node(v), Kind::String, Path { &lp, r.text(r.node(k)) },
                    QT_TRANSLATE_NOOP("pith::RecordReader", "a string"));
                rec.links.append({ r.qstring(r.node(k)), r.qstring(r.node(v)) });
            }
            rec.linksNotKept = qsizetype(r.node(l).unsignedInteger); // strings (kLinksShape)
        }),
    custom<Record>("outbound", takeArray<Direction::Outbound>),
    custom<Record>("inbound", takeArray<Direction::Inbound>),
};

} // namespace

// The containers the tables above look into (readChild, state_counts, links); any other array
// or object is read as one span (unknown keys, the open arrays readOpenArray keeps as bytes:
// events, external measurements; the arrays of objects readArrayOfObjects reads one element at
// a time: coverage, standing_sources, source_receipts): checked and hashed, but with no node per
// element.
namespace {
constexpr ShapeMember kCitationMembers[] = {
    { "cited_paper", &kKnownShape<kPaperRef> },
    { "cited_work", &kKnownShape<kCitedWork> },
    { "citing_paper", &kKnownShape<kPaperRef> },
};
constexpr Shape kCitationShape { kCitationMembers, std::size(kCitationMembers), nullptr, false,
    knownKey<kCitation> };
// (the arrays of objects, source_receipts, coverage and standing_sources, are spans too:
// readArrayOfObjects tokenizes their elements one at a time)
constexpr ShapeMember kObservationMembers[] = {
    { "citation", &kCitationShape },
    { "links", &kKnownShape<kLinks> },
    { "resolution", &kKnownShape<kResolution> },
    { "standing_notice", &kKnownShape<kNotice> },
};
// state_counts and the record's links are maps: every key is data. The first
// kUnknownMembersKept members get nodes, the others (of the map's kind) are counted and summed
// on the map's node (Shape::mapValue): millions of states or links cost no memory per member.
static_assert(
    qsizetype(kUnknownMembersKept) == kElementsKept, "a map keeps the members it has nodes for");
constexpr Shape kStateCountsShape { nullptr, 0, nullptr, false, nullptr, Kind::Integer };
constexpr Shape kLinksShape { nullptr, 0, nullptr, false, nullptr, Kind::String };
constexpr ShapeMember kReferenceResolutionMembers[] = {
    { "state_counts", &kStateCountsShape },
};
constexpr Shape kReferenceResolutionShape { kReferenceResolutionMembers,
    std::size(kReferenceResolutionMembers), nullptr, false, knownKey<kReferenceResolution> };
constexpr ShapeMember kRecordMembers[] = {
    { "caps", &kKnownShape<kCaps> },
    { "links", &kLinksShape },
    { "paper", &kKnownShape<kPaper> },
    { "reference_resolution", &kReferenceResolutionShape },
};
// the record's own export subset is kept whatever the count (collectUnknown)
bool knownRecordKey(std::string_view key)
{
    return key == "pith_ledger_export" || knownKey<kRecord>(key);
}
} // namespace

const Shape kObservationShape { kObservationMembers, std::size(kObservationMembers), nullptr, false,
    knownKey<kObservation> };

const FieldRules &observationRules() { return rulesFor<kObservation>(); }
const Shape kRecordShape { kRecordMembers, std::size(kRecordMembers), nullptr, false,
    knownRecordKey };

void readObservation(const TapeReader &r, Observation &o, const Path &ptr)
{
    TapeReader::expect(r.node(0), Kind::Object, ptr,
        QT_TRANSLATE_NOOP("pith::RecordReader", "an object (an observation)"));
    Context cx { o.unknownKeys, o.unknownKeysNotKept, o.direction };
    readObject(r, 0, ptr, kObservation, o, cx);
}

namespace {

// A string member as TapeReader::qstring() reads it: shared through the interner when intern
// and not escaped.
QString fastQString(const FastText &t, Interner &interner, bool intern)
{
    if (!t.present)
        return QString();
    if (intern && !t.escaped)
        return interner.get(t.raw);
    const std::string text = fastText(t);
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// As readPaper() with kPaperRef's Keep::Details members (arxiv_id and title interned on this
// record's side only, submitted_at always, version an integer).
SharedOptional<PaperRef> fastPaper(const FastPaper &p, Interner &interner, bool ownSide)
{
    if (!p.present)
        return std::nullopt;
    PaperRef paper;
    paper.arxivId = fastQString(p.arxivId, interner, ownSide);
    paper.title = fastQString(p.title, interner, ownSide);
    paper.submittedAt = fastQString(p.submittedAt, interner, true);
    if (p.hasVersion)
        paper.version = p.version;
    return ownSide ? interner.ownPaper(std::move(paper))
                   : SharedOptional<PaperRef>(std::move(paper));
}

} // namespace

void readFastTableFields(const FastTableFields &f, Observation &o, Interner &interner)
{
    const bool outbound = o.direction == Direction::Outbound;
    Citation &c = o.citation;
    c.citingPaper = fastPaper(f.citingPaper, interner, outbound);
    c.citedPaper = fastPaper(f.citedPaper, interner, !outbound);
    if (f.hasCitedWork) { // kCitedWork: never interned
        CitedWork work;
        work.title = fastQString(f.workTitle, interner, false);
        work.doi = fastQString(f.workDoi, interner, false);
        work.arxivId = fastQString(f.workArxivId, interner, false);
        work.pithArxivId = fastQString(f.workPithArxivId, interner, false);
        if (f.hasWorkYear)
            work.year = f.workYear;
        c.citedWork = std::move(work);
    }
    c.source = fastQString(f.source, interner, true);
    o.resolution.resolverSource = fastQString(f.resolverSource, interner, true);
    o.resolution.observedAt = fastQString(f.resolutionObservedAt, interner, true);
    o.notice.state = fastQString(f.noticeState, interner, true);
    o.notice.reason = fastQString(f.noticeReason, interner, true);
}

void readRecordFields(const TapeReader &r, Record &rec,
    const std::function<void(std::string_view, Direction)> &takeArray)
{
    const Path top;
    TapeReader::expect(r.node(0), Kind::Object, top,
        QT_TRANSLATE_NOOP("pith::RecordReader", "an object (a Paper Citation Record)"));
    Context cx { rec.unknownKeys, rec.unknownKeysNotKept };
    cx.takeArray = &takeArray;
    readObject(r, 0, top, kRecord, rec, cx);
}

} // namespace pith::detail

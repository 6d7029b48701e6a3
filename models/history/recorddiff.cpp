// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/history/recorddiff.h"

#include "models/record/notice.h"
#include "models/record/wording.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMap>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace pith::history {

namespace {

const char *const kKindKeys[kChangeKindCount]
    = { "added", "removed", "resolution", "notice", "cited_work", "other" };

// The observation's leaves, JSON pointer -> compact JSON. The events array is one leaf (events
// are compared as a list); objects and arrays elsewhere are walked.
void flatten(const QJsonValue &value, const QString &pointer, QMap<QString, QString> &out)
{
    if (pointer == "/standing_notice/events"_L1) {
        out.insert(pointer,
            QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)));
        return;
    }
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        if (o.isEmpty())
            out.insert(pointer, u"{}"_s);
        for (auto it = o.begin(); it != o.end(); ++it) {
            QString key = it.key();
            key.replace(u'~', "~0"_L1).replace(u'/', "~1"_L1);
            flatten(it.value(), pointer + u'/' + key, out);
        }
        return;
    }
    if (value.isArray()) {
        const QJsonArray a = value.toArray();
        if (a.isEmpty())
            out.insert(pointer, u"[]"_s);
        for (qsizetype i = 0; i < a.size(); ++i)
            flatten(a[i], pointer + u'/' + QString::number(i), out);
        return;
    }
    // A scalar: its compact JSON (wrapped in an array to let QJsonDocument write it).
    const QByteArray text = QJsonDocument(QJsonArray { value }).toJson(QJsonDocument::Compact);
    out.insert(pointer, QString::fromUtf8(text.mid(1, text.size() - 2)));
}

// Every leaf of the observation's JSON by its pointer; std::nullopt with *problem when its bytes
// can no longer be read (a big record's file changed since it was read: rawJsonProblem()).
std::optional<QMap<QString, QString>> leaves(const Observation &o, QString *problem)
{
    const QByteArray raw = o.rawJsonBytes();
    if (raw.isEmpty()) {
        if (const QString why = o.rawJsonProblem(); !why.isEmpty()) {
            *problem = why;
            return std::nullopt;
        }
    }
    QMap<QString, QString> out;
    const QJsonDocument doc = QJsonDocument::fromJson(raw);
    flatten(doc.object(), QString(), out);
    return out;
}

ChangeKind kindOfPointer(const QString &p)
{
    if (p == "/resolution/status"_L1 || p == "/resolution/resolver_source"_L1)
        return ChangeKind::Resolution;
    if (p == "/standing_notice/state"_L1 || p == "/standing_notice/reason"_L1
        || p == "/standing_notice/events"_L1)
        return ChangeKind::Notice;
    if ((p.startsWith("/citation/cited_work/"_L1) || p.startsWith("/citation/cited_paper/"_L1)
            || p == "/citation/cited_work"_L1 || p == "/citation/cited_paper"_L1)
        && !p.endsWith("/snapshot_observed_at"_L1))
        return ChangeKind::CitedWork;
    return ChangeKind::OtherFields;
}

QString resolutionText(const Resolution &r)
{
    return r.resolverSource.isEmpty() ? r.status : r.status + " ("_L1 + r.resolverSource + u')';
}

QString noticeText(const StandingNotice &n)
{
    const QStringList types = noticeEventTypes(n);
    QString text = n.state;
    if (!types.isEmpty())
        text += ": "_L1 + types.join(", "_L1);
    else if (!n.reason.isEmpty())
        text += ": "_L1 + n.reason;
    return text;
}

QStringList eventTypeKeys(const StandingNotice &n)
{
    QStringList keys;
    for (const NoticeEvent &e : noticeEvents(n))
        keys << e.typeKey();
    return keys;
}

// Items of a that are not in b, counted as a multiset.
QStringList minus(const QStringList &a, QStringList b)
{
    QStringList out;
    for (const QString &x : a) {
        const qsizetype i = b.indexOf(x);
        if (i >= 0)
            b.removeAt(i);
        else
            out << x;
    }
    return out;
}

QString fieldsText(const QMap<QString, QString> &side, const QStringList &pointers)
{
    QStringList parts;
    for (const QString &p : pointers)
        parts << p.mid(1) + ": "_L1 + side.value(p, u"(none)"_s);
    return parts.join("; "_L1);
}

void compareMatched(const Observation &o, const Observation &n, QList<ObservationChange> &out)
{
    // The digest covers every field: equal digests, nothing to compare (most pairs, and the
    // JSON of 100,000 observations need not be read twice).
    if (!o.computedDigest.isEmpty() && o.computedDigest == n.computedDigest)
        return;
    QString unreadable;
    const std::optional<QMap<QString, QString>> beforeLeaves = leaves(o, &unreadable);
    const std::optional<QMap<QString, QString>> afterLeaves = leaves(n, &unreadable);
    QStringList changed[kChangeKindCount];
    auto make = [&](ChangeKind kind) {
        ObservationChange c;
        c.kind = kind;
        c.direction = n.direction;
        c.referenceIndex
            = n.citation.referenceIndex ? n.citation.referenceIndex : o.citation.referenceIndex;
        c.oldId = o.id;
        c.newId = n.id;
        c.title = n.otherTitle().isEmpty() ? o.otherTitle() : n.otherTitle();
        c.fields = changed[int(kind)];
        return c;
    };
    if (!beforeLeaves || !afterLeaves) {
        // the digests differ, so something changed; which field cannot be said
        ObservationChange c = make(ChangeKind::OtherFields);
        c.before = c.after = unreadable;
        out << c;
        return;
    }
    const QMap<QString, QString> &before = *beforeLeaves;
    const QMap<QString, QString> &after = *afterLeaves;
    QStringList all = before.keys();
    for (const QString &k : after.keys())
        if (!before.contains(k))
            all << k;
    std::sort(all.begin(), all.end());
    for (const QString &p : all) {
        if (p == "/observation_digest"_L1)
            continue; // follows from the rest
        if (before.value(p) != after.value(p) || before.contains(p) != after.contains(p))
            changed[int(kindOfPointer(p))] << p;
    }
    if (!changed[int(ChangeKind::Resolution)].isEmpty()) {
        ObservationChange c = make(ChangeKind::Resolution);
        c.before = resolutionText(o.resolution);
        c.after = resolutionText(n.resolution);
        c.beforeStatus = o.resolution.status;
        c.afterStatus = n.resolution.status;
        c.becameResolved
            = !isVerifiedState(o.resolution.status) && isVerifiedState(n.resolution.status);
        c.becameUnresolved
            = isVerifiedState(o.resolution.status) && !isVerifiedState(n.resolution.status);
        out << c;
    }
    if (!changed[int(ChangeKind::Notice)].isEmpty()) {
        ObservationChange c = make(ChangeKind::Notice);
        c.before = noticeText(o.notice);
        c.after = noticeText(n.notice);
        const QStringList oldTypes = eventTypeKeys(o.notice);
        const QStringList newTypes = eventTypeKeys(n.notice);
        c.addedEventTypes = minus(newTypes, oldTypes);
        c.removedEventTypes = minus(oldTypes, newTypes);
        c.addedEventTypes.removeDuplicates();
        c.removedEventTypes.removeDuplicates();
        out << c;
    }
    for (ChangeKind kind : { ChangeKind::CitedWork, ChangeKind::OtherFields }) {
        if (changed[int(kind)].isEmpty())
            continue;
        ObservationChange c = make(kind);
        c.before = fieldsText(before, c.fields);
        c.after = fieldsText(after, c.fields);
        out << c;
    }
}

ObservationChange addedOrRemoved(const Observation &x, bool added)
{
    ObservationChange c;
    c.kind = added ? ChangeKind::Added : ChangeKind::Removed;
    c.direction = x.direction;
    c.referenceIndex = x.citation.referenceIndex;
    (added ? c.newId : c.oldId) = x.id;
    c.title = x.otherTitle();
    return c;
}

// The second matching key: direction, reference index and, inbound, the citing paper.
QString positionKey(const Observation &o)
{
    if (!o.citation.referenceIndex)
        return {};
    QString key = (o.direction == Direction::Outbound ? "out:"_L1 : "in:"_L1)
        + QString::number(*o.citation.referenceIndex);
    if (o.direction == Direction::Inbound)
        key += u':' + o.otherArxivId();
    return key;
}

QString optionalText(const std::optional<qint64> &v) { return v ? QString::number(*v) : QString(); }

void field(QList<RecordChange> &out, RecordArea area, const QString &name, const QString &before,
    const QString &after)
{
    if (before != after)
        out << RecordChange { area, name, before, after };
}

void compareRecordFields(const Record &o, const Record &n, QList<RecordChange> &out)
{
    // Coverage, lane by lane (by name).
    QStringList lanes;
    for (const CoverageLane &l : o.coverage)
        lanes << l.lane;
    for (const CoverageLane &l : n.coverage)
        if (!lanes.contains(l.lane))
            lanes << l.lane;
    auto findLane = [](const Record &r, const QString &name) -> const CoverageLane * {
        for (const CoverageLane &l : r.coverage)
            if (l.lane == name)
                return &l;
        return nullptr;
    };
    for (const QString &lane : lanes) {
        const CoverageLane *a = findLane(o, lane);
        const CoverageLane *b = findLane(n, lane);
        if (!a || !b) {
            field(out, RecordArea::Coverage, lane, a ? a->state : QString(),
                b ? b->state : QString());
            continue;
        }
        const QString p = lane + u'.';
        field(out, RecordArea::Coverage, p + "state"_L1, a->state, b->state);
        field(out, RecordArea::Coverage, p + "records_observed"_L1,
            optionalText(a->recordsObserved), optionalText(b->recordsObserved));
        field(out, RecordArea::Coverage, p + "denominator"_L1, optionalText(a->denominator),
            optionalText(b->denominator));
        field(out, RecordArea::Coverage, p + "note"_L1, a->note, b->note);
        field(out, RecordArea::Coverage, p + "source"_L1, a->source, b->source);
        field(out, RecordArea::Coverage, p + "source_observed_at"_L1, a->sourceObservedAt,
            b->sourceObservedAt);
    }
    // Lanes past the ones kept (a record built to hurt) are compared by their number only.
    if (o.coverageNotKept > 0 || n.coverageNotKept > 0)
        field(out, RecordArea::Coverage, u"coverage"_s, QString::number(o.coverageCount()),
            QString::number(n.coverageCount()));
    // Counts.
    const ReferenceResolution &ra = o.referenceResolution;
    const ReferenceResolution &rb = n.referenceResolution;
    field(out, RecordArea::Counts, u"displayed"_s, optionalText(ra.displayed),
        optionalText(rb.displayed));
    field(out, RecordArea::Counts, u"total_outbound_references"_s,
        optionalText(ra.totalOutboundReferences), optionalText(rb.totalOutboundReferences));
    QStringList states;
    for (const StateCount &s : ra.stateCounts)
        states << s.state;
    for (const StateCount &s : rb.stateCounts)
        if (!states.contains(s.state))
            states << s.state;
    auto countOf = [](const ReferenceResolution &r, const QString &state) {
        for (const StateCount &s : r.stateCounts)
            if (s.state == state)
                return QString::number(s.count);
        return QString();
    };
    for (const QString &s : states)
        field(out, RecordArea::Counts, "state_counts."_L1 + s, countOf(ra, s), countOf(rb, s));
    // States past the ones kept (a record built to hurt) are compared by their number only.
    if (ra.stateCountsNotKept > 0 || rb.stateCountsNotKept > 0)
        field(out, RecordArea::Counts, u"state_counts"_s, QString::number(ra.stateCountCount()),
            QString::number(rb.stateCountCount()));
    field(out, RecordArea::Counts, u"inbound"_s, QString::number(o.inbound.size()),
        QString::number(n.inbound.size()));
    // Thesis and caps.
    field(out, RecordArea::Thesis, u"thesis"_s, o.thesis, n.thesis);
    field(out, RecordArea::Caps, u"caps.outbound"_s, optionalText(o.caps.outbound),
        optionalText(n.caps.outbound));
    field(out, RecordArea::Caps, u"caps.inbound"_s, optionalText(o.caps.inbound),
        optionalText(n.caps.inbound));
    field(out, RecordArea::Caps, u"caps.database_statements"_s,
        optionalText(o.caps.databaseStatements), optionalText(n.caps.databaseStatements));
    // The paper.
    field(out, RecordArea::Paper, u"paper.arxiv_id"_s, o.paper.arxivId, n.paper.arxivId);
    field(out, RecordArea::Paper, u"paper.title"_s, o.paper.title, n.paper.title);
    field(out, RecordArea::Paper, u"paper.latest_version"_s, optionalText(o.paper.latestVersion),
        optionalText(n.paper.latestVersion));
    field(out, RecordArea::Paper, u"paper.primary_category"_s, o.paper.primaryCategory,
        n.paper.primaryCategory);
    field(
        out, RecordArea::Paper, u"paper.submitted_at"_s, o.paper.submittedAt, n.paper.submittedAt);
    field(
        out, RecordArea::Paper, u"paper.last_updated"_s, o.paper.lastUpdated, n.paper.lastUpdated);
    field(out, RecordArea::Paper, u"paper.snapshot_observed_at"_s, o.paper.snapshotObservedAt,
        n.paper.snapshotObservedAt);
    // The rest.
    field(out, RecordArea::Other, u"schema"_s, o.schema, n.schema);
    field(out, RecordArea::Other, u"refusal"_s, o.refusal, n.refusal);
    auto sources = [](const Record &r) {
        QStringList s;
        for (const SourceReceipt &x : r.standingSources)
            s << x.source + u' ' + x.observedAt;
        if (const QString note = shownOfNote(r.standingSources.size(), r.standingSourceCount());
            !note.isEmpty())
            s << note;
        return s.join("; "_L1);
    };
    field(out, RecordArea::Other, u"standing_sources"_s, sources(o), sources(n));
    auto links = [](const Record &r) {
        QStringList s;
        for (const Link &x : r.links)
            s << x.name + u'=' + x.path;
        if (const QString note = shownOfNote(r.links.size(), r.links.size() + r.linksNotKept);
            !note.isEmpty())
            s << note;
        return s.join("; "_L1);
    };
    field(out, RecordArea::Other, u"links"_s, links(o), links(n));
    // a few measurements one by one; a record built to hurt (millions) as its JSON, one string
    auto measurements = [](const Record &r) {
        const OpenArray &m = r.externalCitationMeasurements;
        return m.size() <= 1000 ? m.elements().join("; "_L1) : QString::fromUtf8(m.canonicalJson());
    };
    field(out, RecordArea::Other, u"external_citation_measurements"_s, measurements(o),
        measurements(n));
    auto unknown = [](const Record &r) {
        QStringList s;
        for (const UnknownKey &k : r.unknownKeys)
            if (!k.pointer.startsWith("/outbound/"_L1) && !k.pointer.startsWith("/inbound/"_L1))
                s << k.pointer + u'=' + k.json;
        if (const QString note
            = shownOfNote(r.unknownKeys.size(), r.unknownKeys.size() + r.unknownKeysNotKept);
            !note.isEmpty())
            s << note;
        return s.join("; "_L1);
    };
    field(out, RecordArea::Other, u"unknown_keys"_s, unknown(o), unknown(n));
}

} // namespace

QString changeKindKey(ChangeKind kind) { return QLatin1String(kKindKeys[int(kind)]); }

std::optional<ChangeKind> changeKindFromKey(const QString &key)
{
    for (int i = 0; i < kChangeKindCount; ++i)
        if (key == QLatin1String(kKindKeys[i]))
            return ChangeKind(i);
    return std::nullopt;
}

QString changeKindLabel(ChangeKind kind)
{
    switch (kind) {
    case ChangeKind::Added:
        //: a kind of change between two copies of a record: the observation is new
        return QCoreApplication::translate("pith::history", "added");
    case ChangeKind::Removed:
        return QCoreApplication::translate("pith::history", "removed");
    case ChangeKind::Resolution:
        return QCoreApplication::translate("pith::history", "resolution changed");
    case ChangeKind::Notice:
        return QCoreApplication::translate("pith::history", "notice changed");
    case ChangeKind::CitedWork:
        return QCoreApplication::translate("pith::history", "cited work changed");
    case ChangeKind::OtherFields:
        return QCoreApplication::translate("pith::history", "other fields changed");
    }
    return {};
}

QString recordAreaKey(RecordArea area)
{
    switch (area) {
    case RecordArea::Coverage:
        return u"coverage"_s;
    case RecordArea::Counts:
        return u"counts"_s;
    case RecordArea::Thesis:
        return u"thesis"_s;
    case RecordArea::Caps:
        return u"caps"_s;
    case RecordArea::Paper:
        return u"paper"_s;
    case RecordArea::Other:
        break;
    }
    return u"other"_s;
}

bool RecordDiff::samePaper() const
{
    return oldArxivId.compare(newArxivId, Qt::CaseInsensitive) == 0;
}

int RecordDiff::count(ChangeKind kind) const
{
    return int(std::count_if(observations.begin(), observations.end(),
        [kind](const ObservationChange &c) { return c.kind == kind; }));
}

int RecordDiff::resolvedCount() const
{
    return int(std::count_if(observations.begin(), observations.end(),
        [](const ObservationChange &c) { return c.becameResolved; }));
}

QList<QPair<QString, int>> RecordDiff::newNoticeCounts() const
{
    QList<QPair<QString, int>> counts;
    for (const ObservationChange &c : observations) {
        for (const QString &type : c.addedEventTypes) {
            auto it = std::find_if(counts.begin(), counts.end(),
                [&](const QPair<QString, int> &p) { return p.first == type; });
            if (it == counts.end())
                counts << qMakePair(type, 1);
            else
                ++it->second;
        }
    }
    std::stable_sort(counts.begin(), counts.end(), [](const auto &a, const auto &b) {
        return eventTypeRank(a.first) < eventTypeRank(b.first);
    });
    return counts;
}

RecordDiff diffRecords(const Record &older, const Record &newer)
{
    RecordDiff d;
    d.oldArxivId = older.paper.arxivId;
    d.newArxivId = newer.paper.arxivId;
    d.oldAsOf = older.asOf;
    d.newAsOf = newer.asOf;
    d.oldContextDigest = older.computedContextDigest;
    d.newContextDigest = newer.computedContextDigest;
    if (!d.oldContextDigest.isEmpty() && d.oldContextDigest == d.newContextDigest)
        return d; // the same content: only as_of can differ

    QList<const Observation *> olds;
    QList<const Observation *> news;
    for (const QList<Observation> *list : { &older.outbound, &older.inbound })
        for (const Observation &o : *list)
            olds << &o;
    for (const QList<Observation> *list : { &newer.outbound, &newer.inbound })
        for (const Observation &o : *list)
            news << &o;

    QList<int> match(news.size(), -1); // news[i] matches olds[match[i]]
    QList<bool> oldTaken(olds.size(), false);
    // 1. By observation_id (and direction).
    QHash<QString, int> byId;
    for (int i = 0; i < olds.size(); ++i)
        if (!olds[i]->id.isEmpty() && !byId.contains(olds[i]->id))
            byId.insert(olds[i]->id, i);
    for (int i = 0; i < news.size(); ++i) {
        const int j = byId.value(news[i]->id, -1);
        if (j >= 0 && !oldTaken[j] && olds[j]->direction == news[i]->direction) {
            match[i] = j;
            oldTaken[j] = true;
        }
    }
    // 2. The rest by position key, where it is unique on both sides.
    QHash<QString, QList<int>> oldByKey;
    QHash<QString, QList<int>> newByKey;
    for (int j = 0; j < olds.size(); ++j)
        if (!oldTaken[j])
            if (const QString k = positionKey(*olds[j]); !k.isEmpty())
                oldByKey[k] << j;
    for (int i = 0; i < news.size(); ++i)
        if (match[i] < 0)
            if (const QString k = positionKey(*news[i]); !k.isEmpty())
                newByKey[k] << i;
    for (auto it = newByKey.cbegin(); it != newByKey.cend(); ++it) {
        const QList<int> oldList = oldByKey.value(it.key());
        if (it.value().size() == 1 && oldList.size() == 1) {
            match[it.value().first()] = oldList.first();
            oldTaken[oldList.first()] = true;
        }
    }

    for (int i = 0; i < news.size(); ++i) {
        if (match[i] < 0)
            d.observations << addedOrRemoved(*news[i], true);
        else
            compareMatched(*olds[match[i]], *news[i], d.observations);
    }
    for (int j = 0; j < olds.size(); ++j)
        if (!oldTaken[j])
            d.observations << addedOrRemoved(*olds[j], false);

    std::stable_sort(d.observations.begin(), d.observations.end(),
        [](const ObservationChange &a, const ObservationChange &b) {
            if (a.direction != b.direction)
                return a.direction == Direction::Outbound;
            const qint64 ra = a.referenceIndex.value_or(std::numeric_limits<qint64>::max());
            const qint64 rb = b.referenceIndex.value_or(std::numeric_limits<qint64>::max());
            if (ra != rb)
                return ra < rb;
            if (a.id() != b.id())
                return a.id() < b.id();
            return int(a.kind) < int(b.kind);
        });

    compareRecordFields(older, newer, d.record);
    // The digests differ, so something did: never say "same" about different content. With
    // every observation and field equal, that is their order (or what the diff does not model).
    if (d.same() && d.oldContextDigest != d.newContextDigest) {
        bool reordered = false;
        for (int i = 0; i < news.size() && !reordered; ++i)
            reordered = match[i] != i;
        if (reordered)
            d.record << RecordChange { RecordArea::Other, u"observation_order"_s, QString(),
                QString() };
        else
            d.record << RecordChange { RecordArea::Other, u"context_digest"_s, d.oldContextDigest,
                d.newContextDigest };
    }
    return d;
}

QString changeText(const ObservationChange &change, bool after)
{
    const QString &text = after ? change.after : change.before;
    if (change.kind != ChangeKind::Resolution)
        return text;
    const QString &status = after ? change.afterStatus : change.beforeStatus;
    return stateLabel(status) + text.mid(status.size()); // the resolver part as it was
}

QString shortDate(const QString &rfc3339)
{
    QDateTime t = QDateTime::fromString(rfc3339, Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(rfc3339, Qt::ISODate);
    if (!t.isValid())
        return rfc3339;
    return QLocale().toString(t.toUTC().date(), u"d MMM yyyy"_s);
}

QString diffSentence(const RecordDiff &diff, const QString &olderDate)
{
    if (diff.same())
        //: %1 a date such as "9 Aug 2026"
        return QCoreApplication::translate("pith::history", "No changes since the copy of %1.")
            .arg(olderDate);
    QStringList parts;
    if (const int n = diff.resolvedCount())
        parts << QCoreApplication::translate(
            "pith::history", "%n reference(s) resolved", nullptr, n);
    for (const auto &[type, n] : diff.newNoticeCounts())
        //: %1 an event type such as "retraction"
        parts << QCoreApplication::translate("pith::history", "%n new %1 notice(s)", nullptr, n)
                     .arg(eventTypeLabel(type));
    const int unresolved = int(std::count_if(diff.observations.begin(), diff.observations.end(),
        [](const ObservationChange &c) { return c.becameUnresolved; }));
    if (unresolved)
        parts << QCoreApplication::translate(
            "pith::history", "%n reference(s) no longer verified", nullptr, unresolved);
    if (const int n = diff.count(ChangeKind::Added))
        parts << QCoreApplication::translate(
            "pith::history", "%n observation(s) added", nullptr, n);
    if (const int n = diff.count(ChangeKind::Removed))
        parts << QCoreApplication::translate(
            "pith::history", "%n observation(s) removed", nullptr, n);
    //: %n changes, %1 a date such as "9 Aug 2026"
    QString sentence = QCoreApplication::translate(
        "pith::history", "%n change(s) since the copy of %1", nullptr, diff.changeCount())
                           .arg(olderDate);
    if (!parts.isEmpty())
        sentence += QCoreApplication::translate("pith::history", ": ") + parts.join(", "_L1);
    return sentence;
}

QString failingCopySentence(const QString &headline)
{
    //: before what a copy whose digests or audit fail claims changed; %1 the verdict's
    //: headline such as "1 observation fails"
    return QCoreApplication::translate("pith::history",
        "This copy fails verification (%1): it is kept, but never compared with. What it claims:")
        .arg(headline);
}

QString withFailingSkipped(const QString &sentence, int count)
{
    if (count <= 0)
        return sentence;
    //: %n copies of the paper kept before whose digests or audit fail: not compared with
    const QString skipped = QCoreApplication::translate(
        "pith::history", "%n other copy(ies) that fail verification passed over.", nullptr, count);
    return sentence + (sentence.endsWith(u'.') ? u" "_s : u". "_s) + skipped;
}

QString conflictSentence(const QString &asOf, const QString &source, const QString &otherSource)
{
    const QDateTime t = QDateTime::fromString(asOf, Qt::ISODateWithMs);
    const QString when
        = t.isValid() ? QLocale().toString(t.toUTC(), u"d MMM yyyy HH:mm:ss"_s) + u" UTC"_s : asOf;
    auto named = [](const QString &s) {
        return QDir::isAbsolutePath(s) ? QDir::toNativeSeparators(s) : s;
    };
    //: %1 the as_of both records give (a date and time), %2 where this one came from, %3 where
    //: the other one kept in the history came from (file names or addresses)
    return QCoreApplication::translate("pith::history",
        "Conflicting copies as of %1: this one (from %2) and the one kept from %3 differ, yet "
        "each says it is the record at that time. They are not compared as changes.")
        .arg(when, named(source), named(otherSource));
}

QString olderCopySentence(const QString &asOf, const QString &newerAsOf)
{
    //: %1 this record's as_of date, %2 the as_of date of a newer copy in the history
    return QCoreApplication::translate(
        "pith::history", "This copy (as of %1) is older than the copy of %2 kept before.")
        .arg(shortDate(asOf), shortDate(newerAsOf));
}

QString asOfRange(const QString &asOf, const QString &lastAsOf)
{
    const QString first = shortDate(asOf);
    const QString last = shortDate(lastAsOf);
    if (lastAsOf.isEmpty() || last == first)
        return first;
    return first + u" \u2013 "_s + last;
}

} // namespace pith::history

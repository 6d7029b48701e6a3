// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/notice.h"

#include "models/record/wording.h"

#include "models/record/canonical_p.h"

#include <QHash>
#include <QLocale>

#include <algorithm>

namespace pith {

namespace {

using detail::JsonView;
using detail::Kind;

// A scalar as text: strings unquoted, the rest as canonical JSON writes them.
QString scalarText(const JsonView &v, quint32 i) { return v.text(i); }

// Nested objects and arrays become "key.sub: value" and "key[1]: value" lines.
void flatten(const QString &key, const JsonView &v, quint32 i, QList<QPair<QString, QString>> &out)
{
    if (v.isSpan(i)) { // a big event's nested value: its compact JSON
        out.append({ key, v.text(i) });
    } else if (v.kind(i) == Kind::Object) {
        if (v.count(i) == 0)
            out.append({ key, QString() });
        for (const auto &[k, value] : v.members(i))
            flatten(key + QLatin1Char('.') + v.text(k), v, value, out);
    } else if (v.kind(i) == Kind::Array) {
        const std::vector<quint32> elements = v.elements(i);
        const bool scalars = std::all_of(
            elements.begin(), elements.end(), [&v](quint32 e) { return v.isScalar(e); });
        if (scalars) {
            QStringList items;
            for (const quint32 e : elements)
                items.append(scalarText(v, e));
            out.append({ key, items.join(QStringLiteral(", ")) });
        } else {
            for (std::size_t n = 0; n < elements.size(); ++n)
                flatten(key + QStringLiteral("[%1]").arg(n + 1), v, elements[n], out);
        }
    } else {
        out.append({ key, scalarText(v, i) });
    }
}

bool takeFirst(
    const JsonView &v, std::initializer_list<const char *> names, QString &into, QStringList &used)
{
    for (const char *name : names) {
        const quint32 i = v.find(JsonView::root, name);
        if (i != detail::kNone && v.isScalar(i) && v.kind(i) != Kind::Null) {
            const QString text = scalarText(v, i).trimmed();
            if (text.isEmpty())
                continue;
            into = text;
            used.append(QLatin1String(name));
            return true;
        }
    }
    return false;
}

} // namespace

namespace {

// An event larger than this is read with its nested values as spans (shown as compact JSON, not
// flattened), so that memory stays a small multiple of its size.
constexpr qsizetype kFlattenedEventChars = 64 * 1024;

// typeOnly: the type alone, read with the event's nested values as spans (no node per element).
NoticeEvent readNoticeEvent(const QString &json, bool typeOnly)
{
    NoticeEvent e;
    const detail::Shape *shape = nullptr;
    if (typeOnly || json.size() > kFlattenedEventChars) {
        // an object's members get nodes (their keys are read); anything else is one span
        const qsizetype first = std::find_if(json.cbegin(), json.cend(), [](QChar c) {
            return !c.isSpace();
        }) - json.cbegin();
        const QChar c = first < json.size() ? json.at(first) : QChar();
        // only an object or a bare word can name a type: nothing else needs reading for it
        if (typeOnly && c != u'{' && c != u'"')
            return e;
        shape = c == u'{' ? &detail::kFlatShape : &detail::kSpanValue;
    }
    const JsonView v(json, shape);
    if (!v.ok()) {
        e.fields.append({ QStringLiteral("value"), json });
        return e;
    }
    const quint32 root = JsonView::root;
    if (v.kind(root) == Kind::String) {
        e.type = scalarText(v, root); // an event written as a bare word: "retraction"
        return e;
    }
    if (v.kind(root) != Kind::Object) {
        if (!typeOnly)
            flatten(QStringLiteral("value"), v, root, e.fields);
        return e;
    }
    QStringList used;
    takeFirst(v, { "type", "event_type", "kind", "update_type", "notice_type" }, e.type, used);
    if (typeOnly)
        return e;
    takeFirst(v, { "source", "source_name", "reported_by", "publisher" }, e.source, used);
    takeFirst(v,
        { "date", "event_date", "observed_at", "published_at", "reported_at", "updated_at",
            "created_at" },
        e.date, used);
    takeFirst(v, { "url", "link", "href", "notice_url" }, e.url, used);
    takeFirst(v, { "doi", "notice_doi", "update_doi" }, e.doi, used);
    if (e.url.isEmpty() && !e.doi.isEmpty())
        e.url = e.doi.startsWith(QLatin1String("http"))
            ? e.doi
            : QStringLiteral("https://doi.org/") + e.doi;
    for (const auto &[k, value] : v.members(root)) {
        const QString key = v.text(k);
        if (!used.contains(key))
            flatten(key, v, value, e.fields);
    }
    return e;
}

} // namespace

NoticeEvent parseNoticeEvent(const QString &json) { return readNoticeEvent(json, false); }

QList<NoticeEvent> noticeEvents(const StandingNotice &notice)
{
    QList<NoticeEvent> out;
    const QStringList events = notice.events.elements(kNoticeEventsRead);
    out.reserve(events.size());
    for (const QString &json : events)
        out.append(parseNoticeEvent(json));
    return out;
}

QString unreadEventsNote(const StandingNotice &notice)
{
    if (notice.events.size() <= kNoticeEventsRead)
        return {};
    const QLocale locale;
    //: A standing notice with very many events: %1 events read of %2 in all (numbers with digit
    //: grouping)
    return NoticeEvent::tr("%1 of %2 events shown; the others are counted, not read")
        .arg(locale.toString(kNoticeEventsRead), locale.toString(notice.events.size()));
}

QString normalizedEventType(const QString &type)
{
    QString key = type.trimmed().toLower();
    key.replace(QLatin1Char(' '), QLatin1Char('_'));
    key.replace(QLatin1Char('-'), QLatin1Char('_'));
    return key;
}

QString NoticeEvent::typeKey() const
{
    const QString key = normalizedEventType(type);
    return key.isEmpty() ? QString::fromLatin1(kUnspecifiedEventType) : key;
}

QStringList readNoticeEventTypes(const OpenArray &events)
{
    QStringList types;
    for (const QString &json : events.elements(kNoticeEventsRead)) {
        const QString key = readNoticeEvent(json, true).typeKey();
        if (!types.contains(key))
            types.append(key);
    }
    std::stable_sort(types.begin(), types.end(),
        [](const QString &a, const QString &b) { return eventTypeRank(a) < eventTypeRank(b); });
    return types;
}

int eventTypeRank(const QString &typeKey)
{
    static const QStringList order = { QStringLiteral("retraction"), QStringLiteral("withdrawal"),
        QStringLiteral("expression_of_concern"), QStringLiteral("correction"),
        QStringLiteral("erratum") };
    if (typeKey == QLatin1String(kUnspecifiedEventType))
        return 6;
    const qsizetype i = order.indexOf(typeKey);
    return i < 0 ? 5 : int(i);
}

QString eventTypeLabel(const QString &typeKey)
{
    //: Standing-notice event types (a cited work was retracted, corrected, ...)
    if (typeKey == u"retraction")
        return NoticeEvent::tr("retraction");
    if (typeKey == u"correction")
        return NoticeEvent::tr("correction");
    if (typeKey == u"expression_of_concern")
        return NoticeEvent::tr("expression of concern");
    if (typeKey == u"withdrawal")
        return NoticeEvent::tr("withdrawal");
    if (typeKey == u"erratum")
        return NoticeEvent::tr("erratum");
    if (typeKey == QLatin1String(kUnspecifiedEventType))
        //: A standing-notice event that states no type
        return NoticeEvent::tr("event of unstated type");
    return stateDisplayName(typeKey);
}

QString NoticeEvent::line(bool withUrl) const
{
    QStringList parts;
    parts.append(eventTypeLabel(typeKey()));
    if (!source.isEmpty())
        //: Standing-notice event: the source that reports it
        parts.append(tr("reported by %1").arg(source));
    if (!date.isEmpty())
        parts.append(date);
    if (!doi.isEmpty() && url != QStringLiteral("https://doi.org/") + doi)
        parts.append(QStringLiteral("DOI ") + doi);
    if (withUrl && !url.isEmpty())
        parts.append(url);
    for (const auto &[key, value] : fields)
        parts.append(key + QStringLiteral(": ") + value);
    return parts.join(QStringLiteral(" · "));
}

namespace {

void sortByGravity(QStringList &types)
{
    std::stable_sort(types.begin(), types.end(),
        [](const QString &a, const QString &b) { return eventTypeRank(a) < eventTypeRank(b); });
}

} // namespace

namespace {

// Each observation's notice event types with its direction, from the observations or, in a
// record read for verification, from its checks.
template <typename F> void forEachEventTypes(const Record &record, F &&f)
{
    if (record.holdsChecks()) {
        const ObservationChecks &checks = record.checks;
        for (const auto &[list, direction] : { std::pair { &checks.outbound, Direction::Outbound },
                 std::pair { &checks.inbound, Direction::Inbound } }) {
            for (const ObservationCheck &c : *list) {
                if (c.noticeTypes)
                    f(checks.noticeTypes.at(c.noticeTypes - 1), direction);
            }
        }
        return;
    }
    for (const auto *list : { &record.outbound, &record.inbound }) {
        for (const Observation &o : *list) {
            if (!o.notice.eventTypes.isEmpty())
                f(o.notice.eventTypes, o.direction);
        }
    }
}

} // namespace

QStringList recordEventTypes(const Record &record)
{
    QStringList types;
    forEachEventTypes(record, [&](const QStringList &eventTypes, Direction) {
        for (const QString &type : eventTypes) {
            if (!types.contains(type))
                types.append(type);
        }
    });
    sortByGravity(types);
    return types;
}

namespace {

// "Cites 2 works with a retraction notice": a whole sentence for each known type, so that every
// language can give each its own article and agreement ("an expression of concern", "d'une
// expression de préoccupation"); other types are named in quotes.
QString noticeSentence(const QString &type, Direction direction, int n)
{
    const bool cites = direction == Direction::Outbound;
    //: Record header, PDF and CLI summary: %Ln cited (Cites) or citing (Cited by) works
    if (type == u"retraction")
        return cites ? NoticeEvent::tr("Cites %Ln work(s) with a retraction notice", nullptr, n)
                     : NoticeEvent::tr("Cited by %Ln work(s) with a retraction notice", nullptr, n);
    if (type == u"correction")
        return cites ? NoticeEvent::tr("Cites %Ln work(s) with a correction notice", nullptr, n)
                     : NoticeEvent::tr("Cited by %Ln work(s) with a correction notice", nullptr, n);
    if (type == u"expression_of_concern")
        return cites
            ? NoticeEvent::tr("Cites %Ln work(s) with an expression of concern", nullptr, n)
            : NoticeEvent::tr("Cited by %Ln work(s) with an expression of concern", nullptr, n);
    if (type == u"withdrawal")
        return cites ? NoticeEvent::tr("Cites %Ln work(s) with a withdrawal notice", nullptr, n)
                     : NoticeEvent::tr("Cited by %Ln work(s) with a withdrawal notice", nullptr, n);
    if (type == u"erratum")
        return cites ? NoticeEvent::tr("Cites %Ln work(s) with an erratum", nullptr, n)
                     : NoticeEvent::tr("Cited by %Ln work(s) with an erratum", nullptr, n);
    if (type == QLatin1String(kUnspecifiedEventType))
        return cites
            ? NoticeEvent::tr("Cites %Ln work(s) with a notice event of unstated type", nullptr, n)
            : NoticeEvent::tr(
                "Cited by %Ln work(s) with a notice event of unstated type", nullptr, n);
    //: %1 an event type the program does not know, as the record names it
    return cites
        ? NoticeEvent::tr("Cites %Ln work(s) with a notice of type \u201c%1\u201d", nullptr, n)
              .arg(eventTypeLabel(type))
        : NoticeEvent::tr("Cited by %Ln work(s) with a notice of type \u201c%1\u201d", nullptr, n)
              .arg(eventTypeLabel(type));
}

} // namespace

QList<QPair<QString, QString>> noticeSummaryLines(const Record &record)
{
    QStringList types;
    QHash<QString, QPair<int, int>> counts; // type -> (outbound, inbound) observations
    forEachEventTypes(record, [&](const QStringList &eventTypes, Direction direction) {
        for (const QString &type : eventTypes) {
            if (!types.contains(type))
                types.append(type);
            auto &c = counts[type];
            ++(direction == Direction::Outbound ? c.first : c.second);
        }
    });
    sortByGravity(types);
    QList<QPair<QString, QString>> lines;
    for (const QString &type : std::as_const(types)) {
        const auto [out, in] = counts.value(type);
        if (out > 0)
            lines.append({ type, noticeSentence(type, Direction::Outbound, out) });
        if (in > 0)
            lines.append({ type, noticeSentence(type, Direction::Inbound, in) });
    }
    return lines;
}

QString noticeLabel(const StandingNotice &notice)
{
    if (!notice.events.isEmpty()) {
        QStringList labels;
        for (const QString &type : noticeEventTypes(notice))
            labels.append(eventTypeLabel(type));
        return labels.join(QStringLiteral(", "));
    }
    if (notice.state == u"measured")
        //: Notice column and report: the named sources were queried and report no event
        return NoticeEvent::tr("no event");
    return noticeStateLabel(notice.state);
}

QString noticeStateLabel(const QString &state)
{
    if (state == u"measured")
        //: Notice facet: the named sources were queried (with or without events)
        return NoticeEvent::tr("measured", "notice state");
    if (state == u"unavailable")
        //: Notice column and report: the notice could not be measured
        return NoticeEvent::tr("unavailable");
    return stateDisplayName(state);
}

} // namespace pith

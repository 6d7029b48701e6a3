// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

// Standing-notice events read tolerantly. No non-empty `standing_notice.events[]` entry is known
// (record-format.md), so each entry is read for what it most likely says: a type-like field
// (`type`, `event_type`, `kind`, `update_type`), a source, a date and a URL or DOI where present;
// every other key is kept as "key: value" text (nested values flattened to "key.sub: value"),
// never shown as raw JSON.
namespace pith {

struct NoticeEvent {
    Q_DECLARE_TR_FUNCTIONS(pith::NoticeEvent)

public:
    QString type; // as written; empty when the event names no type
    QString source; // who reports it, as written
    QString date; // as written
    QString url; // as written; for a DOI without a URL, https://doi.org/<doi>
    QString doi;
    QList<QPair<QString, QString>> fields; // every other key, in the order written

    // The type for matching and counting: lower case, spaces and hyphens as '_'
    // ("retraction", "expression_of_concern"); "unspecified" for an event without a type.
    QString typeKey() const;
    // One readable line: "retraction · reported by retraction_watch · 2026-05-01 · https://..."
    // then "key: value" for the other keys. Translated. withUrl false leaves the URL out.
    QString line(bool withUrl = true) const;
};

// The key an event without a type is counted under (`event:unspecified`).
inline constexpr auto kUnspecifiedEventType = "unspecified";

// How many of a notice's events are read (their types, lines, the PDF): a notice with more (a
// record built to hurt holds 10 million) is read for its first ones and the rest only counted
// (events.size(); `event:>=N` and the CSV count them all), and readers say so
// (unreadEventsNote).
inline constexpr qsizetype kNoticeEventsRead = 1000;

NoticeEvent parseNoticeEvent(const QString &json);
// The first kNoticeEventsRead events of the notice.
QList<NoticeEvent> noticeEvents(const StandingNotice &notice);
// "1,000 of 10,000,000 events shown; the others are counted, not read", translated; empty when
// every event is read.
QString unreadEventsNote(const StandingNotice &notice);
// The distinct type keys of the first kNoticeEventsRead of these events, gravest first
// (eventTypeRank), then in the order they occur. Parses the events: the reader calls it once per
// notice and keeps the result in StandingNotice::eventTypes; everyone else reads that.
QStringList readNoticeEventTypes(const OpenArray &events);
// The notice's event types as the reader read them (StandingNotice::eventTypes): no event is
// parsed again.
inline const QStringList &noticeEventTypes(const StandingNotice &notice)
{
    return notice.eventTypes;
}
// A type key or a query word ("Retraction", "expression-of-concern") in the form typeKey() gives.
QString normalizedEventType(const QString &type);
// Translated name of a type key: the known ones ("retraction", "correction",
// "expression of concern", "withdrawal", "erratum", "event of unstated type"); others as spelled,
// underscores as spaces.
QString eventTypeLabel(const QString &typeKey);
// How grave a type key is, for sorting and for which one a row shows first: retraction 0,
// withdrawal 1, expression of concern 2, correction 3, erratum 4, others 5, unspecified 6.
int eventTypeRank(const QString &typeKey);

// The distinct event types of the record's standing notices, gravest first (eventTypeRank), then
// in the order they occur; empty when no observation has an event.
QStringList recordEventTypes(const Record &record);

// The record's standing-notice events in one sentence per event type and direction, gravest
// first, translated: (type key, "Cites 1 work with a retraction notice" / "Cited by 2 works
// with a correction notice"). Empty when no observation has an event. The record header and
// `pith-ledger-cli summary` say the same.
QList<QPair<QString, QString>> noticeSummaryLines(const Record &record);

// A standing notice in a few words, translated, as the table's Notice column, the PDF and the
// copied rows show it: its event types gravest first ("retraction, correction"), else "no event"
// for a measured notice, "unavailable" for one that could not be measured, any other state as
// spelled (underscores as spaces).
QString noticeLabel(const StandingNotice &notice);
// A standing notice's state as people read it, in the program's language: "measured" (the named
// sources were queried), "unavailable" (as the Notice column says it), any other as the record
// spells it, underscores as spaces. The facets name notice states through this.
QString noticeStateLabel(const QString &state);

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/library/recordfacets.h"

#include "models/record/notice.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace pith::library {

QStringList RecordFacetFilter::keys() { return { u"verdict"_s, u"event"_s, u"review"_s }; }

QString RecordFacetFilter::keyLabel(const QString &key)
{
    if (key == u"verdict")
        //: Library Records facets: verdict buttons follow
        return tr("Verdict:");
    if (key == u"event")
        //: Library Records facets: notice event type buttons follow
        return tr("Events:");
    //: Library Records facets: review progress buttons follow
    return tr("Review:");
}

QStringList RecordFacetFilter::values(const QString &key, const QList<LibraryEntry> &entries)
{
    if (key == u"verdict")
        return { u"clean"_s, u"warnings"_s, u"failed"_s, u"unreadable"_s };
    if (key == u"review")
        return { u"none"_s, u"started"_s, u"done"_s };
    QStringList types;
    for (const LibraryEntry &e : entries) {
        if (!e.summary)
            continue;
        for (const QString &t : e.summary->eventTypes) {
            if (!types.contains(t))
                types.append(t);
        }
    }
    std::stable_sort(types.begin(), types.end(),
        [](const QString &a, const QString &b) { return eventTypeRank(a) < eventTypeRank(b); });
    types.append(u"none"_s);
    return types;
}

QString RecordFacetFilter::valueLabel(const QString &key, const QString &value)
{
    if (key == u"verdict") {
        if (value == u"clean")
            //: Library Records facet: records whose digests all verify, with no audit finding
            return tr("verified");
        if (value == u"warnings")
            //: Library Records facet: records with audit warnings only
            return tr("warnings");
        if (value == u"failed")
            //: Library Records facet: records that fail verification
            return tr("failing");
        //: Library Records facet: files that could not be read
        return tr("cannot be read");
    }
    if (key == u"review") {
        if (value == u"none")
            //: Library Records facet: records with no observation reviewed
            return tr("not started");
        if (value == u"started")
            //: Library Records facet: records with some observations reviewed
            return tr("in progress");
        //: Library Records facet: records with every observation reviewed
        return tr("done");
    }
    if (value == u"none")
        //: Library Records facet: records without notice events
        return tr("none");
    return eventTypeLabel(value);
}

bool RecordFacetFilter::holds(const LibraryEntry &entry, const QString &key, const QString &value)
{
    if (key == u"verdict") {
        if (!entry.summary)
            return value == u"unreadable" && !entry.error.isEmpty();
        switch (entry.summary->verdict) {
        case RecordVerdict::Level::Clean:
            return value == u"clean";
        case RecordVerdict::Level::Warnings:
            return value == u"warnings";
        case RecordVerdict::Level::Failed:
            return value == u"failed";
        }
        return false;
    }
    if (!entry.summary)
        return false;
    const RecordSummary &s = *entry.summary;
    if (key == u"review") {
        if (value == u"none")
            return s.reviewed == 0;
        if (value == u"started")
            return s.reviewed > 0 && s.reviewed < s.observations();
        return s.reviewed > 0 && s.reviewed >= s.observations();
    }
    if (value == u"none")
        return s.eventTypes.isEmpty();
    return s.eventTypes.contains(value);
}

void RecordFacetFilter::toggle(const QString &key, const QString &value)
{
    QSet<QString> &selected = m_selected[key];
    if (!selected.remove(value))
        selected.insert(value);
    if (selected.isEmpty())
        m_selected.remove(key);
}

bool RecordFacetFilter::isSelected(const QString &key, const QString &value) const
{
    return m_selected.value(key).contains(value);
}

bool RecordFacetFilter::isEmpty() const { return m_selected.isEmpty(); }

bool RecordFacetFilter::matches(const LibraryEntry &entry, const QString &exceptKey) const
{
    for (auto it = m_selected.cbegin(); it != m_selected.cend(); ++it) {
        if (it.key() == exceptKey)
            continue;
        const QSet<QString> &values = it.value();
        if (std::none_of(values.cbegin(), values.cend(),
                [&](const QString &v) { return holds(entry, it.key(), v); }))
            return false;
    }
    return true;
}

QHash<QString, int> RecordFacetFilter::counts(const QList<LibraryEntry> &entries) const
{
    QHash<QString, int> out;
    for (const QString &key : keys()) {
        const QStringList offered = values(key, entries);
        for (const LibraryEntry &e : entries) {
            if (e.isPending() || !matches(e, key))
                continue;
            for (const QString &v : offered)
                out[key + u':' + v] += holds(e, key, v);
        }
    }
    return out;
}

} // namespace pith::library

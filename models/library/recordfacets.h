// SPDX-License-Identifier: GPL-3.0-or-later
// The facets of a library's Records table: what a record is as a whole (its verdict, the event
// types of the notices it cites or is cited with, how far its review is), the values selected in
// each, and how many records each value would show with the rest of the selection.
#pragma once

#include "models/library/library.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QStringList>

namespace pith::library {

class RecordFacetFilter {
    Q_DECLARE_TR_FUNCTIONS(pith::library::RecordFacetFilter)

public:
    // The facets' keys: "verdict", "event", "review".
    static QStringList keys();
    // The group's label ("Verdict:"), translated.
    static QString keyLabel(const QString &key);
    // The values a key offers over entries, in order: verdict clean, warnings, failed,
    // unreadable; event: the types the records hold (gravest first), then none; review: none,
    // started, done.
    static QStringList values(const QString &key, const QList<LibraryEntry> &entries);
    static QString valueLabel(const QString &key, const QString &value);
    // Whether the entry has value under key (an event type: one of its notices has it).
    static bool holds(const LibraryEntry &entry, const QString &key, const QString &value);

    // Adds or removes value from the selection; a record shows when, in every key with values
    // selected, it holds one of them.
    void toggle(const QString &key, const QString &value);
    bool isSelected(const QString &key, const QString &value) const;
    bool isEmpty() const;
    void clear() { m_selected.clear(); }
    bool matches(const LibraryEntry &entry, const QString &exceptKey = QString()) const;
    // "key:value" -> the records the rest of the selection keeps that hold value.
    QHash<QString, int> counts(const QList<LibraryEntry> &entries) const;

private:
    QHash<QString, QSet<QString>> m_selected;
};

} // namespace pith::library

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/items/queryedit.h"

#include "models/items/observationfilter.h"

namespace pith::query {

namespace {

// Index of the first non-negated term of `key`, or -1.
qsizetype findTerm(const QStringList &list, const QString &key)
{
    const QString prefix = key + u':';
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list.at(i).startsWith(prefix, Qt::CaseInsensitive))
            return i;
    }
    return -1;
}

QStringList splitValues(const QString &term, const QString &key)
{
    QStringList out;
    for (const QString &v : ObservationFilter::splitValues(term.mid(key.size() + 1))) {
        if (!v.isEmpty())
            out.append(v.toLower());
    }
    return out;
}

QString makeTerm(const QString &key, const QStringList &values)
{
    QStringList quoted;
    for (const QString &v : values)
        quoted.append(ObservationFilter::quoteValue(v));
    return key + u':' + quoted.join(u',');
}

} // namespace

QStringList terms(const QString &query) { return ObservationFilter::splitTerms(query); }

QStringList values(const QString &query, const QString &key)
{
    const QStringList list = terms(query);
    const qsizetype i = findTerm(list, key);
    return i < 0 ? QStringList() : splitValues(list.at(i), key);
}

QString toggle(const QString &query, const QString &key, const QString &value)
{
    QStringList list = terms(query);
    const qsizetype i = findTerm(list, key);
    const QString v = value.toLower();
    if (i < 0) {
        list.append(makeTerm(key, { v }));
        return list.join(u' ');
    }
    QStringList vals = splitValues(list.at(i), key);
    if (vals.contains(v))
        vals.removeAll(v);
    else
        vals.append(v);
    if (vals.isEmpty())
        list.removeAt(i);
    else
        list[i] = makeTerm(key, vals);
    return list.join(u' ');
}

QString set(const QString &query, const QString &key, const QString &value)
{
    QStringList list = terms(query);
    const qsizetype i = findTerm(list, key);
    const QString term = makeTerm(key, { value.toLower() });
    if (i < 0)
        list.append(term);
    else
        list[i] = term;
    return list.join(u' ');
}

QString without(const QString &query, const QString &key)
{
    QStringList list = terms(query);
    const qsizetype i = findTerm(list, key);
    if (i >= 0)
        list.removeAt(i);
    return list.join(u' ');
}

} // namespace pith::query

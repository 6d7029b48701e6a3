// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

// Edits of the query text made by facet buttons and chart clicks. They change only the term of
// the one key concerned and keep the rest of what the user typed as written. The splitting and
// quoting are the query language's own (ObservationFilter), so an edit never reads a term
// differently from the parser.
namespace pith::query {

// The query split into terms on whitespace outside double quotes.
QStringList terms(const QString &query);

// Values of the first non-negated `key:` term, lower-cased; empty when there is none.
QStringList values(const QString &query, const QString &key);

// Adds value to the key's term, or removes it when present (dropping the term when it empties).
QString toggle(const QString &query, const QString &key, const QString &value);

// Makes the key's term exactly `key:value`, keeping every other term.
QString set(const QString &query, const QString &key, const QString &value);

// The query without the key's non-negated term.
QString without(const QString &query, const QString &key);

} // namespace pith::query

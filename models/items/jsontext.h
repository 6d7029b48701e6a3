// SPDX-License-Identifier: GPL-3.0-or-later
// The record's open JSON (an observation's raw JSON, an external measurement, kept as compact
// JSON text) made readable for display, so that no widget parses JSON.
#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace pith {

// One field of an open JSON object, its value as text: a string as it is, a number in its
// shortest form, true/false, an array or object as compact JSON.
struct JsonField {
    QString key;
    QString text;
    bool null = false; // the value is null (text empty): the caller words it
};

// The largest JSON jsonObjectFields() looks into: QJsonDocument takes about 16 bytes per
// element, so a record built to hurt (one measurement of 10 million zeros) is shown as its text
// (cut for display) instead.
inline constexpr qsizetype kJsonFieldsMaxChars = 1 << 20;

// The fields of a JSON object in key order; nullopt when `json` is no JSON object or is longer
// than kJsonFieldsMaxChars.
std::optional<QList<JsonField>> jsonObjectFields(const QString &json);

// Compact JSON laid out two spaces an indent, each member and element on a line of its own;
// strings and numbers are kept exactly as written. maxChars >= 0: the layout stops once it is
// that long and ends in a line "…" (a line per element makes 10 million zeros 80 million
// characters, more than any view should lay out).
QString prettyJson(const QString &compact, qsizetype maxChars = -1);

} // namespace pith

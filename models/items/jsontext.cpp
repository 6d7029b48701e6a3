// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/items/jsontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace pith {

namespace {

QString valueText(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Double: {
        const double d = v.toDouble();
        return d == double(qint64(d)) ? QString::number(qint64(d)) : QString::number(d, 'g', 17);
    }
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return {};
}

} // namespace

std::optional<QList<JsonField>> jsonObjectFields(const QString &json)
{
    if (json.size() > kJsonFieldsMaxChars)
        return std::nullopt;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    const QJsonObject o = doc.object();
    QList<JsonField> fields;
    for (auto it = o.begin(); it != o.end(); ++it)
        fields.append({ it.key(), valueText(it.value()), it.value().isNull() });
    return fields;
}

QString prettyJson(const QString &compact, qsizetype maxChars)
{
    QString out;
    out.reserve(maxChars >= 0 ? std::min(compact.size() * 2, maxChars + 64) : compact.size() * 2);
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    auto newline = [&] { out += u'\n' + QString(depth * 2, u' '); };
    for (qsizetype i = 0; i < compact.size(); ++i) {
        if (maxChars >= 0 && out.size() >= maxChars) {
            out += QStringLiteral("\n\u2026");
            break;
        }
        const QChar c = compact.at(i);
        if (inString) {
            out += c;
            if (escaped)
                escaped = false;
            else if (c == u'\\')
                escaped = true;
            else if (c == u'"')
                inString = false;
            continue;
        }
        switch (c.unicode()) {
        case u'"':
            inString = true;
            out += c;
            break;
        case u'{':
        case u'[': {
            const QChar close = c == u'{' ? u'}' : u']';
            if (i + 1 < compact.size() && compact.at(i + 1) == close) {
                out += c;
                out += close;
                ++i;
                break;
            }
            out += c;
            ++depth;
            newline();
            break;
        }
        case u'}':
        case u']':
            --depth;
            newline();
            out += c;
            break;
        case u',':
            out += c;
            newline();
            break;
        case u':':
            out += QStringLiteral(": ");
            break;
        default:
            if (!c.isSpace())
                out += c;
        }
    }
    return out;
}

} // namespace pith

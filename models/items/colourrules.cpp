// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/items/colourrules.h"

#include "models/io/atomicfile.h"
#include "models/record/parallel.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>

namespace pith {

namespace {

const QString kVersionKey = QStringLiteral("pith_ledger_colour_rules");

// "#rrggbb" only: what toJson writes, and nothing a colour name could make ambiguous.
std::optional<QColor> colourFromText(const QString &text)
{
    if (text.size() != 7 || text.at(0) != u'#')
        return std::nullopt;
    for (qsizetype i = 1; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F')))
            return std::nullopt;
    }
    return QColor::fromString(text);
}

QString jsonTypeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return ColourRules::tr("null");
    case QJsonValue::Bool:
        return ColourRules::tr("a boolean");
    case QJsonValue::Double:
        return ColourRules::tr("a number");
    case QJsonValue::String:
        return ColourRules::tr("a string");
    case QJsonValue::Array:
        return ColourRules::tr("an array");
    case QJsonValue::Object:
        return ColourRules::tr("an object");
    default:
        return ColourRules::tr("nothing");
    }
}

// 1-based line and column (in characters) of a byte offset.
QPair<int, int> lineColumn(const QByteArray &bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    const qsizetype lineStart = bytes.lastIndexOf('\n', offset - 1) + 1;
    const int line = int(bytes.left(lineStart).count('\n')) + 1;
    const int column
        = int(QString::fromUtf8(bytes.constData() + lineStart, offset - lineStart).size()) + 1;
    return { line, column };
}

} // namespace

std::optional<ObservationFilter::Error> ColourRules::checkQuery(
    const QString &query, const ObservationFactsList &keys)
{
    if (query.size() > kMaxQueryLength)
        return ObservationFilter::Error {
            tr("the query is longer than %n characters", nullptr, kMaxQueryLength), 1
        };
    const ObservationFilter::ParseResult parsed = ObservationFilter::parse(query, keys);
    if (parsed.ok())
        return std::nullopt;
    return parsed.error;
}

QString ColourRules::check(const ColourRuleList &rules, const ObservationFactsList &keys)
{
    if (rules.size() > kMaxRules)
        return tr("more than %n rules", nullptr, kMaxRules);
    for (qsizetype i = 0; i < rules.size(); ++i) {
        const ColourRule &r = rules.at(i);
        if (r.name.size() > kMaxNameLength)
            //: %1 the rule's number (1-based)
            return tr("rule %1: the name is longer than %n characters", nullptr, kMaxNameLength)
                .arg(i + 1);
        if (const auto error = checkQuery(r.query, keys))
            //: %1 the rule's number (1-based), %2 its name, %3 the column in its query, %4 the
            //: query parser's message
            return tr("rule %1 \"%2\": column %3: %4")
                .arg(i + 1)
                .arg(r.name)
                .arg(error->position)
                .arg(error->message);
    }
    return {};
}

ColourRules::ReadResult ColourRules::fromJson(
    const QByteArray &json, const QString &fileName, const ObservationFactsList &keys)
{
    ReadResult result;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Qt's offset is just past the character it stopped at.
        const auto [line, column] = lineColumn(json, parseError.offset - 1);
        result.error = QStringLiteral("%1:%2:%3: %4")
                           .arg(fileName)
                           .arg(line)
                           .arg(column)
                           .arg(parseError.errorString());
        return result;
    }
    const auto fail = [&](const QString &pointer, const QString &message) {
        result.error = QStringLiteral("%1: %2: %3").arg(fileName, pointer, message);
        return result;
    };
    //: %1 what the file should hold there, %2 the JSON type found
    const auto expected = [](const QString &what, const QJsonValue &found) {
        return tr("expected %1, found %2").arg(what, jsonTypeName(found));
    };
    if (!doc.isObject())
        return fail(QStringLiteral("/"),
            tr("expected an object with \"%1\" and \"rules\"; this is no colouring rules file")
                .arg(kVersionKey));
    const QJsonObject root = doc.object();
    const QJsonValue version = root.value(kVersionKey);
    if (version.isUndefined())
        return fail(QStringLiteral("/"),
            tr("no \"%1\" key; this is no colouring rules file").arg(kVersionKey));
    if (version.toInteger(-1) != kFormatVersion)
        return fail(u'/' + kVersionKey,
            tr("version %1 is not known (this program reads version %2)")
                .arg(version.isDouble() ? QString::number(version.toDouble())
                                        : jsonTypeName(version))
                .arg(kFormatVersion));
    const QJsonValue rulesValue = root.value(QStringLiteral("rules"));
    if (!rulesValue.isArray())
        return fail(QStringLiteral("/rules"), expected(tr("an array of rules"), rulesValue));
    const QJsonArray array = rulesValue.toArray();
    if (array.size() > kMaxRules)
        return fail(QStringLiteral("/rules"), tr("more than %n rules", nullptr, kMaxRules));
    ColourRuleList rules;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString at = QStringLiteral("/rules/%1").arg(i);
        if (!array.at(i).isObject())
            return fail(at, expected(tr("an object"), array.at(i)));
        const QJsonObject o = array.at(i).toObject();
        ColourRule rule;
        const QJsonValue name = o.value(QStringLiteral("name"));
        if (!name.isString())
            return fail(at + u"/name", expected(tr("a string"), name));
        rule.name = name.toString();
        if (rule.name.size() > kMaxNameLength)
            return fail(at + u"/name", tr("longer than %n characters", nullptr, kMaxNameLength));
        const QJsonValue query = o.value(QStringLiteral("query"));
        if (!query.isString())
            return fail(at + u"/query", expected(tr("a string"), query));
        rule.query = query.toString();
        if (const auto error = checkQuery(rule.query, keys))
            //: %1 the column in the query, %2 the query parser's message
            return fail(
                at + u"/query", tr("column %1: %2").arg(error->position).arg(error->message));
        for (const auto &[key, target] :
            { std::pair { QStringLiteral("foreground"), &rule.foreground },
                std::pair { QStringLiteral("background"), &rule.background } }) {
            const QJsonValue v = o.value(key);
            if (v.isNull() || v.isUndefined())
                continue; // the palette's
            const auto colour = v.isString() ? colourFromText(v.toString()) : std::nullopt;
            if (!colour)
                return fail(at + u'/' + key,
                    v.isString() ? tr("\"%1\" is no colour of the form #rrggbb").arg(v.toString())
                                 : expected(tr("a colour of the form #rrggbb or null"), v));
            *target = *colour;
        }
        const QJsonValue enabled = o.value(QStringLiteral("enabled"));
        if (!enabled.isUndefined() && !enabled.isBool())
            return fail(at + u"/enabled", expected(tr("true or false"), enabled));
        rule.enabled = enabled.toBool(true);
        rules.append(rule);
    }
    result.rules = rules;
    return result;
}

QByteArray ColourRules::toJson(const ColourRuleList &rules)
{
    QJsonArray array;
    for (const ColourRule &r : rules) {
        const auto colour = [](const QColor &c) {
            return c.isValid() ? QJsonValue(c.name(QColor::HexRgb)) : QJsonValue(QJsonValue::Null);
        };
        array.append(
            QJsonObject { { QStringLiteral("name"), r.name }, { QStringLiteral("query"), r.query },
                { QStringLiteral("foreground"), colour(r.foreground) },
                { QStringLiteral("background"), colour(r.background) },
                { QStringLiteral("enabled"), r.enabled } });
    }
    const QJsonObject root { { kVersionKey, kFormatVersion }, { QStringLiteral("rules"), array } };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

ColourRules::ReadResult ColourRules::readFile(const QString &path, const ObservationFactsList &keys)
{
    ReadResult result;
    const QFileInfo info(path);
    if (!info.exists()) {
        result.error = tr("%1: no such file").arg(path);
        return result;
    }
    if (!info.isFile()) {
        result.error = tr("%1: not a regular file").arg(path);
        return result;
    }
    if (info.size() > kMaxFileBytes) {
        result.error = tr("%1: larger than %2 bytes; colouring rules are small files")
                           .arg(path)
                           .arg(kMaxFileBytes);
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = tr("cannot read %1: %2").arg(path, file.errorString());
        return result;
    }
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (bytes.size() > kMaxFileBytes) {
        result.error = tr("%1: larger than %2 bytes; colouring rules are small files")
                           .arg(path)
                           .arg(kMaxFileBytes);
        return result;
    }
    return fromJson(bytes, path, keys);
}

bool ColourRules::writeFile(const QString &path, const ColourRuleList &rules, QString *error)
{
    return io::writeFileAtomically(path, toJson(rules), error);
}

ColourClassifier::ColourClassifier(
    const ColourRuleList &rules, const Record *record, const ObservationFactsList &facts)
{
    for (int i = 0; i < int(rules.size()) && i < ColourRules::kMaxRules; ++i) {
        const ColourRule &r = rules.at(i);
        if (!r.enabled)
            continue;
        // Checked against the record: a state it does not hold selects nothing here, where the
        // filter bar would say so.
        const ObservationFilter::ParseResult parsed = record
            ? ObservationFilter::parse(r.query, *record, facts)
            : ObservationFilter::parse(r.query, facts);
        if (!parsed.ok())
            continue;
        for (const ObservationFilter::Term &t : parsed.filter->terms())
            m_asksFacts = m_asksFacts || t.key == ObservationFilter::Key::Fact;
        Compiled c;
        c.index = i;
        c.filter = *parsed.filter;
        m_rules.push_back(std::move(c));
    }
}

int ColourClassifier::classify(const Observation &o) const
{
    for (const Compiled &c : m_rules) {
        if (c.filter.matches(o))
            return c.index;
    }
    return kNoRule;
}

std::vector<qint8> ColourClassifier::classifyAll(const Record &record) const
{
    const qsizetype outbound = record.outbound.size();
    const qsizetype rows = outbound + record.inbound.size();
    std::vector<qint8> out(static_cast<std::size_t>(rows), static_cast<qint8>(kNoRule));
    if (m_rules.empty())
        return out;
    // A big record on every core: the rows are independent and the record is immutable.
    // (120,000 rows by 10 rules took 0.3 s on one loaded core.)
    constexpr qsizetype kRowsPerThread = 20000;
    runParts(rows, partCount(rows, kRowsPerThread), [&](int, qsizetype from, qsizetype to) {
        for (qsizetype row = from; row < to; ++row) {
            const Observation &o
                = row < outbound ? record.outbound.at(row) : record.inbound.at(row - outbound);
            out[std::size_t(row)] = qint8(classify(o));
        }
    });
    return out;
}

} // namespace pith

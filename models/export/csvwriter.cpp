// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/export/csvwriter.h"

#include "models/export/exporterror.h"

#include <charconv>

namespace pith::exporting {

const QStringList &csvColumns()
{
    static const QStringList columns = {
        QStringLiteral("direction"),
        QStringLiteral("reference_index"),
        QStringLiteral("observation_id"),
        QStringLiteral("other_arxiv_id"),
        QStringLiteral("other_title"),
        QStringLiteral("other_doi"),
        QStringLiteral("other_year"),
        QStringLiteral("resolution_status"),
        QStringLiteral("resolver_source"),
        QStringLiteral("resolution_observed_at"),
        QStringLiteral("notice_state"),
        QStringLiteral("notice_events"),
        QStringLiteral("notice_reason"),
        QStringLiteral("digest_ok"),
        QStringLiteral("observation_digest"),
    };
    return columns;
}

bool startsFormula(QStringView value)
{
    if (value.isEmpty())
        return false;
    switch (value.front().unicode()) {
    case '=':
    case '+':
    case '-':
    case '@':
    case '\t':
    case '\r':
        return true;
    default:
        return false;
    }
}

namespace {

// Appends one encoded field to out without building it separately first: this runs 1.8
// million times for 120,000 rows (tests/bench/run: CSV export).
void appendText(QByteArray &out, QStringView value)
{
    const bool formula = startsFormula(value);
    const qsizetype n = value.size();
    const char16_t *u = value.utf16();
    bool ascii = true;
    bool quote = false;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = u[i];
        if (c >= 0x80) {
            ascii = false;
        } else if (c == '"' || c == ',' || c == '\r' || c == '\n') {
            quote = true;
        }
    }
    if (quote)
        out.append('"');
    if (formula)
        out.append('\'');
    if (ascii && !quote) { // the usual field: copied as it is
        const qsizetype at = out.size();
        out.resize(at + n);
        char *to = out.data() + at;
        for (qsizetype i = 0; i < n; ++i)
            to[i] = char(u[i]);
    } else if (!quote) {
        out.append(value.toUtf8());
    } else {
        for (const char c : value.toUtf8()) {
            if (c == '"')
                out.append('"');
            out.append(c);
        }
    }
    if (quote)
        out.append('"');
}

void appendNumber(QByteArray &out, std::optional<qint64> value)
{
    if (!value)
        return;
    char digits[24];
    const auto [end, ec] = std::to_chars(digits, digits + sizeof digits, *value);
    Q_UNUSED(ec);
    out.append(digits, end - digits);
}

void appendRow(QByteArray &out, const Observation &o)
{
    static const QString yes = QStringLiteral("true"), no = QStringLiteral("false");
    appendText(out, directionName(o.direction));
    out.append(',');
    appendNumber(out, o.citation.referenceIndex);
    out.append(',');
    appendText(out, o.id);
    out.append(',');
    appendText(out, o.otherArxivId());
    out.append(',');
    appendText(out, o.otherTitle());
    out.append(',');
    appendText(out, o.otherDoi());
    out.append(',');
    appendNumber(out, o.otherYear());
    out.append(',');
    appendText(out, o.resolution.status);
    out.append(',');
    appendText(out, o.resolution.resolverSource);
    out.append(',');
    appendText(out, o.resolution.observedAt);
    out.append(',');
    appendText(out, o.notice.state);
    out.append(',');
    appendNumber(out, qint64(o.notice.events.size()));
    out.append(',');
    appendText(out, o.notice.reason);
    out.append(',');
    appendText(out, o.digestOk() ? yes : no);
    out.append(',');
    appendText(out, o.digest);
}

} // namespace

QByteArray csvTextField(const QString &value)
{
    QByteArray out;
    appendText(out, value);
    return out;
}

QByteArray csvNumberField(std::optional<qint64> value)
{
    QByteArray out;
    appendNumber(out, value);
    return out;
}

QByteArray csvRow(const Observation &o)
{
    QByteArray out;
    appendRow(out, o);
    return out;
}

bool writeCsv(QIODevice *device, const QList<const Observation *> &observations,
    const CsvOptions &options, QString *error, const Progress &progress)
{
    QByteArray chunk;
    if (options.bom)
        chunk.append("\xEF\xBB\xBF");
    QList<QByteArray> header;
    for (const QString &c : csvColumns() + options.extraColumns)
        header.append(csvTextField(c));
    chunk.append(header.join(','));
    chunk.append("\r\n");

    const qint64 total = observations.size();
    constexpr qsizetype kChunk = 256 * 1024;
    chunk.reserve(kChunk + 16 * 1024);
    for (qint64 i = 0; i < total; ++i) {
        appendRow(chunk, *observations.at(i));
        if (options.extraValues) {
            const QStringList values = options.extraValues(*observations.at(i));
            for (qsizetype c = 0; c < options.extraColumns.size(); ++c) {
                chunk.append(',');
                appendText(chunk, c < values.size() ? QStringView(values.at(c)) : QStringView());
            }
        }
        chunk.append("\r\n");
        if (chunk.size() > kChunk) {
            if (!writeAll(device, chunk, error))
                return false;
            chunk.resize(0); // keeps the capacity
        }
        if (progress && (i % 256) == 255 && !progress(i + 1, total)) {
            if (error)
                *error = ExportText::cancelled();
            return false;
        }
    }
    if (!writeAll(device, chunk, error))
        return false;
    if (progress && !progress(total, total)) {
        if (error)
            *error = ExportText::cancelled();
        return false;
    }
    return true;
}

} // namespace pith::exporting

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/export/csvwriter.h"

#include "models/export/exporterror.h"
#include "models/record/fastrow.h"
#include "models/record/parallel.h"

#include <algorithm>
#include <charconv>
#include <vector>

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
        QStringLiteral("record_verdict"),
    };
    return columns;
}

namespace {

// A character a spreadsheet would take as the start of a formula.
bool isFormulaStart(char16_t c)
{
    switch (c) {
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

} // namespace

bool startsFormula(QStringView value)
{
    return !value.isEmpty() && isFormulaStart(value.front().unicode());
}

namespace {

// The one encoding of a text field, from its UTF-8: quoted where it holds a quote, a comma or a
// line break (its quotes doubled), a formula's first character kept from being one by an
// apostrophe before it. This runs 1.8 million times for 120,000 rows (tests/bench/run: CSV
// export): appended in place, nothing built first.
void appendUtf8(QByteArray &out, std::string_view utf8)
{
    const bool formula = !utf8.empty() && isFormulaStart(char16_t(uchar(utf8.front())));
    // a loop without branches, which the compiler makes wide (find_first_of called memchr over
    // the four characters for every byte: 12% of the export)
    bool quote = false;
    for (const char c : utf8)
        quote |= (c == '"') | (c == ',') | (c == '\r') | (c == '\n');
    if (quote)
        out.append('"');
    if (formula)
        out.append('\'');
    if (!quote) {
        out.append(utf8.data(), qsizetype(utf8.size()));
    } else {
        for (const char c : utf8) {
            if (c == '"')
                out.append('"');
            out.append(c);
        }
    }
    if (quote)
        out.append('"');
}

void appendText(QByteArray &out, QStringView value)
{
    // the usual field is ASCII: narrowed on the stack, not converted
    char ascii[256];
    const qsizetype n = value.size();
    if (n <= qsizetype(sizeof ascii)) {
        const char16_t *u = value.utf16();
        char16_t all = 0;
        for (qsizetype i = 0; i < n; ++i) {
            all |= u[i];
            ascii[i] = char(u[i]);
        }
        if (all < 0x80) {
            appendUtf8(out, std::string_view(ascii, std::size_t(n)));
            return;
        }
    }
    const QByteArray utf8 = value.toUtf8();
    appendUtf8(out, std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

// A text of the fast path's row as appendText() writes the same text read into a QString.
void appendText(QByteArray &out, const detail::FastText *text)
{
    if (!text || detail::isEmptyText(*text))
        return;
    if (!text->escaped) {
        appendUtf8(out, text->raw);
        return;
    }
    const std::string decoded = detail::fastText(*text);
    appendUtf8(out, decoded);
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

void appendText(QByteArray &out, const QString *text)
{
    if (text)
        appendText(out, QStringView(*text));
}

void appendText(QByteArray &out, std::string_view utf8) { appendUtf8(out, utf8); }

// The columns of a row (csvColumns()), in their order, for either kind of row: an Observation
// (ObservationColumns) or one the fast path read (FastColumns), which give the same values
// (tst_verifypaths csvRowStreamBothPaths).
template <class Row> void appendColumns(QByteArray &out, const Row &row)
{
    appendText(out, directionName(row.direction()));
    out.append(',');
    appendNumber(out, row.referenceIndex());
    out.append(',');
    appendText(out, row.id());
    out.append(',');
    const auto other = row.other();
    appendText(out, other.arxivId());
    out.append(',');
    appendText(out, other.title());
    out.append(',');
    appendText(out, other.doi());
    out.append(',');
    appendNumber(out, row.otherYear());
    out.append(',');
    appendText(out, row.status());
    out.append(',');
    appendText(out, row.resolverSource());
    out.append(',');
    appendText(out, row.resolutionObservedAt());
    out.append(',');
    appendText(out, row.noticeState());
    out.append(',');
    appendNumber(out, row.eventCount());
    out.append(',');
    appendText(out, row.noticeReason());
    out.append(',');
    appendText(out, std::string_view(row.digestOk() ? "true" : "false"));
    out.append(',');
    appendText(out, row.digest());
}

struct ObservationColumns {
    const Observation &o;
    Direction direction() const { return o.direction; }
    std::optional<qint64> referenceIndex() const { return o.citation.referenceIndex; }
    const QString &id() const { return o.id; }
    auto other() const { return o.otherPaper(); }
    std::optional<qint64> otherYear() const { return o.otherYear(); }
    const QString &status() const { return o.resolution.status; }
    const QString &resolverSource() const { return o.resolution.resolverSource; }
    const QString &resolutionObservedAt() const { return o.resolution.observedAt; }
    const QString &noticeState() const { return o.notice.state; }
    qint64 eventCount() const { return qint64(o.notice.events.size()); }
    const QString &noticeReason() const { return o.notice.reason; }
    bool digestOk() const { return o.digestOk(); }
    const QString &digest() const { return o.digest; }
};

// The cited work as the fast path's row holds it, for the "other paper" rule.
struct FastWork {
    detail::FastText title, doi, arxivId, pithArxivId;
    std::optional<qint64> year;
};

// An observation the fast path read, its columns from the record's bytes.
struct FastColumns {
    const detail::FastRow &row;
    const detail::FastObservation &f = row.observation;
    const detail::FastTableFields &t = row.table;
    const FastWork work { t.workTitle, t.workDoi, t.workArxivId, t.workPithArxivId,
        t.hasWorkYear ? std::optional<qint64>(t.workYear) : std::nullopt };

    Direction direction() const { return row.direction; }
    std::optional<qint64> referenceIndex() const
    {
        return f.hasReferenceIndex ? std::optional<qint64>(f.referenceIndex) : std::nullopt;
    }
    std::string_view id() const { return f.id; } // never escaped on the fast path
    OtherPaperOf<detail::FastText, detail::FastPaper, FastWork> other() const
    {
        return { row.direction, t.citingPaper.present ? &t.citingPaper : nullptr,
            t.citedPaper.present ? &t.citedPaper : nullptr, t.hasCitedWork ? &work : nullptr };
    }
    std::optional<qint64> otherYear() const
    {
        return other().year([](const FastWork &w) { return w.year; },
            [](const detail::FastText &submittedAt) {
                return detail::isEmptyText(submittedAt)
                    ? std::nullopt
                    : submissionYear(QString::fromStdString(detail::fastText(submittedAt)));
            });
    }
    std::string_view status() const { return f.status; }
    const detail::FastText *resolverSource() const { return &t.resolverSource; }
    const detail::FastText *resolutionObservedAt() const { return &t.resolutionObservedAt; }
    const detail::FastText *noticeState() const { return &t.noticeState; }
    qint64 eventCount() const { return qint64(f.eventCount); }
    const detail::FastText *noticeReason() const { return &t.noticeReason; }
    bool digestOk() const { return !f.digest.empty() && f.digest == f.computedDigest(); }
    std::string_view digest() const { return f.digest; }
};

void appendRow(QByteArray &out, const Observation &o, QStringView verdict)
{
    appendColumns(out, ObservationColumns { o });
    out.append(',');
    appendText(out, verdict);
}

// One row with its extra columns and its line end.
void appendLine(QByteArray &out, const Observation &o, const CsvOptions &options)
{
    appendRow(out, o, options.verdictOf ? QStringView(options.verdictOf(o)) : options.verdict);
    if (options.extraValues) {
        const QStringList values = options.extraValues(o);
        for (qsizetype c = 0; c < options.extraColumns.size(); ++c) {
            out.append(',');
            appendText(out, c < values.size() ? QStringView(values.at(c)) : QStringView());
        }
    }
    out.append("\r\n");
}

// The start of the file: the byte order mark (CsvOptions::bom) and the header row with its line
// end, extra columns included.
QByteArray csvHeader(const CsvOptions &options)
{
    QByteArray out;
    if (options.bom)
        out.append("\xEF\xBB\xBF");
    QList<QByteArray> header;
    for (const QString &c : csvColumns() + options.extraColumns)
        header.append(csvTextField(c));
    out.append(header.join(','));
    out.append("\r\n");
    return out;
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

QByteArray csvRow(const Observation &o, const QString &recordVerdict)
{
    QByteArray out;
    appendRow(out, o, recordVerdict);
    return out;
}

std::shared_ptr<RowStream> csvRowStream(
    QIODevice *device, const CsvOptions &options, QString *error)
{
    auto rows = std::make_shared<RowStream>();
    rows->start
        = [device, options, error](const Record &) { writeAll(device, csvHeader(options), error); };
    rows->append
        = [options](QByteArray &out, const Observation &o) { appendLine(out, o, options); };
    if (!options.extraValues && !options.verdictOf) { // these are asked of an Observation
        const QByteArray verdict = csvTextField(options.verdict);
        rows->appendFast = [verdict](QByteArray &out, const detail::FastRow &row) {
            appendColumns(out, FastColumns { row });
            out.append(',');
            out.append(verdict);
            out.append("\r\n");
        };
    }
    rows->write = [device, error](Direction, const QByteArray &bytes) {
        return error->isEmpty() && writeAll(device, bytes, error);
    };
    return rows;
}

bool writeCsv(QIODevice *device, const QList<const Observation *> &observations,
    const CsvOptions &options, QString *error, const Progress &progress)
{
    QByteArray chunk = csvHeader(options);

    const qint64 total = observations.size();
    const auto formatRows = [&](QByteArray &out, qsizetype from, qsizetype to) {
        for (qsizetype i = from; i < to; ++i)
            appendLine(out, *observations.at(i), options);
    };
    // Many rows are formatted in batches, each batch split among the cores (a buffer per part,
    // written in order): 120,000 rows took 0.2 s on one core (tests/bench/run, CSV export). The
    // extra columns ask the caller's facts: those rows on the calling thread alone.
    constexpr qsizetype kChunk = 256 * 1024; // written when a buffer holds this much
    constexpr qsizetype kRowsPerPart = 4096;
    const bool parallel
        = !options.extraValues && !options.verdictOf && partCount(total, kRowsPerPart) > 1;
    const qsizetype batch = parallel ? 4 * kRowsPerPart * coreCount() : 256;
    std::vector<QByteArray> parts(1, std::move(chunk));
    parts[0].reserve(kChunk + 16 * 1024);
    for (qsizetype at = 0; at < total;) {
        const qsizetype n = std::min<qsizetype>(batch, total - at);
        const int count = parallel ? partCount(n, kRowsPerPart) : 1;
        if (parts.size() < std::size_t(count))
            parts.resize(std::size_t(count));
        runParts(n, count, [&](int part, qsizetype from, qsizetype to) {
            formatRows(parts[std::size_t(part)], at + from, at + to);
        });
        at += n;
        for (int part = 0; part < count; ++part) {
            QByteArray &out = parts[std::size_t(part)];
            if (!parallel && out.size() <= kChunk)
                continue;
            if (!writeAll(device, out, error))
                return false;
            out.resize(0); // keeps the capacity
        }
        if (progress && at < total && !progress(at, total)) {
            if (error)
                *error = ExportText::cancelled();
            return false;
        }
    }
    if (!writeAll(device, parts[0], error))
        return false;
    if (progress && !progress(total, total)) {
        if (error)
            *error = ExportText::cancelled();
        return false;
    }
    return true;
}

} // namespace pith::exporting

// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the CSV writer. Two ways per input: (1) the input as one text value: its field reads back
// (RFC 4180) as exactly the value, with an apostrophe in front when it could start a formula;
// (2) the input as a record: the whole CSV reads back as a header plus one row per observation,
// 15 fields each, no text field starting a formula, numeric columns plain integers.
#include "models/export/csvwriter.h"
#include "models/record/parser.h"
#include "tests/fuzz/fuzz_common.h"

#include <QBuffer>
#include <QRegularExpression>

#include <cstddef>
#include <cstdint>

using namespace pith;

namespace {

// RFC 4180 reader: records end in CRLF; a quoted field may hold anything, "" is one quote.
// Returns false when bytes are not well-formed CSV.
bool readCsv(const QByteArray &bytes, QList<QList<QByteArray>> &rows, QByteArray *why)
{
    QList<QByteArray> row;
    QByteArray field;
    qsizetype i = 0;
    const qsizetype n = bytes.size();
    bool atFieldStart = true;
    while (i < n) {
        const char c = bytes[i];
        if (atFieldStart && c == '"') {
            ++i;
            for (;;) {
                if (i >= n) {
                    *why = "unterminated quoted field";
                    return false;
                }
                if (bytes[i] == '"') {
                    if (i + 1 < n && bytes[i + 1] == '"') {
                        field.append('"');
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                field.append(bytes[i++]);
            }
            atFieldStart = false;
            if (i < n && bytes[i] != ',' && bytes[i] != '\r') {
                *why = "text after a closing quote";
                return false;
            }
            continue;
        }
        if (c == ',') {
            row.append(field);
            field.clear();
            atFieldStart = true;
            ++i;
            continue;
        }
        if (c == '\r') {
            if (i + 1 >= n || bytes[i + 1] != '\n') {
                *why = "CR without LF outside quotes";
                return false;
            }
            row.append(field);
            field.clear();
            rows.append(row);
            row.clear();
            atFieldStart = true;
            i += 2;
            continue;
        }
        if (c == '\n' || c == '"') {
            *why = c == '\n' ? "bare LF outside quotes" : "quote inside a bare field";
            return false;
        }
        field.append(c);
        atFieldStart = false;
        ++i;
    }
    if (!row.isEmpty() || !field.isEmpty()) {
        *why = "the last record does not end in CRLF";
        return false;
    }
    return true;
}

bool startsFormula(const QByteArray &field)
{
    return !field.isEmpty() && QByteArrayLiteral("=+-@\t\r").contains(field.front());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));

    // (1) one text value.
    const QString value = QString::fromUtf8(bytes);
    const QByteArray field = exporting::csvTextField(value);
    QList<QList<QByteArray>> rows;
    QByteArray why;
    PITH_FUZZ_CHECK(readCsv(field + "\r\n", rows, &why), "field %s is not CSV: %s",
        field.constData(), why.constData());
    PITH_FUZZ_CHECK(rows.size() == 1 && rows[0].size() == 1,
        "one value became %lld rows / %lld fields", qint64(rows.size()),
        qint64(rows.isEmpty() ? 0 : rows[0].size()));
    const QByteArray expected
        = (startsFormula(value.toUtf8()) ? QByteArray("'") : QByteArray()) + value.toUtf8();
    PITH_FUZZ_CHECK(
        rows[0][0] == expected, "value does not read back: wrote %s", field.constData());
    PITH_FUZZ_CHECK(
        !startsFormula(rows[0][0]), "a field reads back starting a formula: %s", field.constData());

    // (2) the input as a record.
    const ParseResult r = parseRecord(bytes, QStringLiteral("fuzz.json"));
    if (!r.ok())
        return 0;
    QList<const Observation *> observations;
    for (const auto *list : { &r.record->outbound, &r.record->inbound })
        for (const Observation &o : *list)
            observations.append(&o);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QString error;
    PITH_FUZZ_CHECK(exporting::writeCsv(&buffer, observations, {}, &error), "writeCsv failed: %s",
        qPrintable(error));
    rows.clear();
    PITH_FUZZ_CHECK(
        readCsv(buffer.data(), rows, &why), "the CSV does not read back: %s", why.constData());
    const qsizetype columns = exporting::csvColumns().size();
    PITH_FUZZ_CHECK(rows.size() == observations.size() + 1, "%lld rows for %lld observations",
        qint64(rows.size()), qint64(observations.size()));
    static const QList<int> numeric
        = { int(exporting::csvColumns().indexOf(QStringLiteral("reference_index"))),
              int(exporting::csvColumns().indexOf(QStringLiteral("other_year"))),
              int(exporting::csvColumns().indexOf(QStringLiteral("notice_events"))) };
    static const QRegularExpression integer(QStringLiteral("^(-?[0-9]+)?$"));
    PITH_FUZZ_CHECK(
        rows[0].size() == columns, "the header has %lld fields", qint64(rows[0].size()));
    for (int c = 0; c < columns; ++c)
        PITH_FUZZ_CHECK(rows[0][c] == exporting::csvColumns().at(c).toUtf8(), "header field %s",
            rows[0][c].constData());
    for (qsizetype i = 1; i < rows.size(); ++i) {
        PITH_FUZZ_CHECK(rows[i].size() == columns, "row %lld has %lld fields", qint64(i),
            qint64(rows[i].size()));
        for (int c = 0; c < columns; ++c) {
            if (numeric.contains(c))
                PITH_FUZZ_CHECK(integer.match(QString::fromUtf8(rows[i][c])).hasMatch(),
                    "numeric field %s", rows[i][c].constData());
            else
                PITH_FUZZ_CHECK(!startsFormula(rows[i][c]),
                    "row %lld column %d starts a formula: %s", qint64(i), c,
                    rows[i][c].constData());
        }
    }
    return 0;
}

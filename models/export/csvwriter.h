// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/export/selection.h"
#include "models/record/parser.h"

#include <QByteArray>
#include <QIODevice>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

// CSV export of observations. The exact rules (a reviewer's spreadsheet must read it, and a
// hostile record must not be able to run anything in it):
//
// - RFC 4180: fields separated by ',', every record (the header too, and the last row) ends in
//   CRLF ("\r\n"). A field is enclosed in double quotes when it contains '"', ',', CR or LF;
//   a '"' inside it is doubled. Line breaks inside a value are kept as they are, inside quotes.
//   Other fields are written bare, an empty value as nothing at all.
// - UTF-8 throughout; with CsvOptions::bom the file starts with the byte order mark EF BB BF,
//   which spreadsheet programs want to detect UTF-8.
// - The header row is csvColumns(), stable snake_case names; one row per observation follows,
//   in the order given.
// - Formula injection: a TEXT value whose first character is '=', '+', '-', '@', TAB or CR gets
//   a leading apostrophe ("'=1+1"), so a spreadsheet shows it as text instead of evaluating it.
//   This applies to every text column, even when the value looks like a number ("-5" as a
//   title becomes "'-5"). The NUMERIC columns (reference_index, other_year, notice_events) are
//   written from integers as plain decimal and never prefixed, so numbers stay numbers, a
//   negative one included. Quoting is decided after the prefix is added.
// - Values: direction is "outbound"/"inbound"; states, resolver and reasons as spelled in the
//   record (not translated); an absent or null value is an empty field; notice_events is the
//   number of standing-notice events; digest_ok is "true" or "false" (the recomputed
//   observation digest against the stated one); observation_digest is the digest as stated;
//   record_verdict is the whole record's verdict (verdictName(): "clean", "warnings" or "failed",
//   the digests of every observation and the context AND the audit, as `verify` gives it), the
//   same on every row of one record, so that a row whose own digest_ok is true never hides a
//   record that fails.
namespace pith::exporting {

struct CsvOptions {
    bool bom = false;
    // The record_verdict column: the record's verdict (verdictName()) on every row, or, for rows
    // of several records, verdictOf asked of each row.
    QString verdict;
    std::function<QString(const Observation &)> verdictOf;
    // Text columns after the record's own, for facts kept beside the record (a review's
    // review_decision, ..., integrity findings' finding_severity, ...): their names, and each
    // row's values in that order (written by the text rules above). Callers with several kinds
    // of facts append their columns and values in the same order.
    QStringList extraColumns;
    std::function<QStringList(const Observation &)> extraValues;
};

// The header row, in order.
const QStringList &csvColumns();

// Whether a text value starts as a spreadsheet formula would (the apostrophe rule above); the
// window's Ctrl+C follows the same rule.
bool startsFormula(QStringView value);

// One field, encoded as described above (without the separator).
QByteArray csvTextField(const QString &value);
QByteArray csvNumberField(std::optional<qint64> value);

// One row (without the line end) for an observation of a record whose verdict is recordVerdict.
QByteArray csvRow(const Observation &observation, const QString &recordVerdict);

// The CSV export of every observation written as the reader reads them (ParseOptions::rows):
// the same bytes writeCsv() writes for all rows, the header at start() and each block's rows as
// they come. Writes go to device; the first failure is kept in *error (empty while none) and
// stops the read. extraValues, when set, is asked from the reading threads.
std::shared_ptr<RowStream> csvRowStream(
    QIODevice *device, const CsvOptions &options, QString *error);

// Writes the header and one row per observation. Returns false with a reason when the device
// fails or progress cancels.
bool writeCsv(QIODevice *device, const QList<const Observation *> &observations,
    const CsvOptions &options, QString *error, const Progress &progress = {});

} // namespace pith::exporting

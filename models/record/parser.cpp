// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/parser.h"
#include "models/record/fields_p.h"
#include "models/record/streamparser_p.h"

namespace pith {

QString ParseError::toString() const
{
    if (line > 0)
        return QStringLiteral("%1:%2:%3: %4").arg(file).arg(line).arg(column).arg(message);
    if (!pointer.isEmpty())
        return QStringLiteral("%1: %2: %3").arg(file, pointer, message);
    return QStringLiteral("%1: %2").arg(file, message);
}

ParseResult parseRecord(const QByteArray &bytes, const QString &fileName)
{
    return detail::streamParseRecord(bytes, fileName, ParseOptions());
}

ParseResult parseRecord(
    const QByteArray &bytes, const QString &fileName, const ParseProgress &progress)
{
    ParseOptions options;
    options.progress = progress;
    return detail::streamParseRecord(bytes, fileName, options);
}

ParseResult parseRecord(
    const QByteArray &bytes, const QString &fileName, const ParseOptions &options)
{
    return detail::streamParseRecord(bytes, fileName, options);
}

Observation withAllDetails(const Observation &row)
{
    if (row.allDetails || row.rawLength <= 0 || row.rawOffset < 0
        || row.rawOffset + row.rawLength > row.rawSource.size())
        return row;
    // The bytes were checked whole when the record was read; read again, nothing can fail, and
    // should it, the row is shown as it is rather than not at all.
    using namespace detail;
    const std::string_view key = row.direction == Direction::Inbound ? "inbound" : "outbound";
    const Path array { nullptr, key };
    const Path ptr { &array, {}, row.position };
    Scanner scanner(row.rawSource.constData() + row.rawOffset, row.rawLength);
    Tape tape;
    if (!scanner.parseValue(tape, &ptr, 2, &kObservationShape))
        return row;
    Interner interner;
    const TapeReader reader(scanner.data(), tape, interner, true, true);
    Observation out;
    out.direction = row.direction;
    out.position = row.position;
    try {
        readObservation(reader, out, ptr);
    } catch (const ShapeError &) {
        return row;
    }
    out.computedDigest = row.computedDigest;
    out.setRawJson(row.rawSource, row.rawOffset, row.rawLength, row.rawCanonical);
    return out;
}

} // namespace pith

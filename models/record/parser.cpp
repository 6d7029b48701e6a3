// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/parser.h"
#include "models/record/canonical_p.h"
#include "models/record/fields_p.h"
#include "models/record/sourcefile.h"
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

namespace detail {

std::optional<QByteArray> readRawAgain(const Observation &o, QString *problem)
{
    std::optional<QByteArray> bytes = o.rawFile->read(o.rawOffset, o.rawLength, problem);
    if (!bytes)
        return std::nullopt;
    // The same bytes as were read, or the digest says otherwise (a file changed in place while
    // its size and time were kept).
    Scanner scanner(bytes->constData(), bytes->size());
    Tape tape;
    const Path array { nullptr, o.direction == Direction::Inbound ? "inbound" : "outbound" };
    const Path ptr { &array, {}, o.position };
    bool same = scanner.parseValue(tape, &ptr, 2, &kObservationShape);
    if (same) {
        Sha256 sha;
        sha.reset();
        HashSink sink { sha.ctx() };
        Writer(scanner.data(), tape).writeObject(0, sink, { "observation_digest" });
        same = sha.finish() == o.computedDigest;
    }
    if (!same) {
        if (problem)
            *problem = SourceFile::changedSinceOpened();
        return std::nullopt;
    }
    return bytes;
}

} // namespace detail

Observation withAllDetails(const Observation &row)
{
    if (row.allDetails)
        return row;
    // The bytes were checked whole when the record was read; read again, nothing can fail, and
    // should it (or should they no longer be had: rawJsonProblem()), the row is shown as it is
    // rather than not at all.
    const std::optional<QByteArray> raw = row.rawBytes();
    if (!raw)
        return row;
    using namespace detail;
    const std::string_view key = row.direction == Direction::Inbound ? "inbound" : "outbound";
    const Path array { nullptr, key };
    const Path ptr { &array, {}, row.position };
    Scanner scanner(raw->constData(), raw->size());
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
    out.rawSource = row.rawSource;
    out.rawFile = row.rawFile;
    out.rawOffset = row.rawOffset;
    out.rawLength = row.rawLength;
    out.rawCanonical = row.rawCanonical;
    return out;
}

} // namespace pith

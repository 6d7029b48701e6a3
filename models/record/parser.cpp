// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/parser.h"
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

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
// Private to models/record: the streaming record parser behind parseRecord().
#pragma once

#include "models/record/parser.h"

#include <QByteArray>
#include <QString>

namespace pith::detail {

// One pass over the bytes: a validating JSON scanner (strict UTF-8, bounded nesting, duplicate
// keys refused) that turns each observation into the record types as soon as it is complete and
// hashes the canonical form straight from the input when the input is already canonical.
// mappedInput: bytes wrap a read-only file mapping, whose pages may be let go once parsed
// (the record then keeps no reference to them: only without observation details).
ParseResult streamParseRecord(const QByteArray &bytes, const QString &fileName, const ParseOptions &options,
                              bool mappedInput = false);

// The DOM reader (nlohmann/json) that streamParseRecord replaced: slow and memory-hungry, kept
// only as the reference the streaming parser is tested against.
ParseResult domParseRecord(const QByteArray &bytes, const QString &fileName, const ParseProgress &progress);

// The syntax message nlohmann/json gives for bytes (the wording the parser always used), with
// the byte offset it refers to; false when nlohmann accepts the bytes.
bool domSyntaxError(const QByteArray &bytes, qsizetype *offset, QString *message);

// 1-based line and column (in characters) of a byte offset.
std::pair<int, int> lineColumn(const QByteArray &bytes, qsizetype offset);

inline constexpr int kMaxNestingDepth = 512;

} // namespace pith::detail

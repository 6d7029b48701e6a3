// SPDX-License-Identifier: GPL-3.0-or-later
// Private to models/record: the parallel parse behind parseRecord() and loadRecordFile().
#pragma once

#include "models/record/parser.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>

namespace pith::detail {

// Brings bytes [from, to) of the input back after the parser let go of them (the pages of a
// big input are given back as soon as they are parsed); returns an empty string, or why not
// (the file changed meanwhile).
using InputRefill = std::function<QString(qint64 from, qint64 to)>;

// Phase 1's delimiting, 64 bytes at a time: where the object or array that starts at d[p] ('{'
// or '[') ends, one past its closing bracket, by brackets and quotes only, as the byte loop
// finds it (a quote after an odd number of backslashes inside a string does not end it); or -1
// when this does not say (the element reaches into the input's last 64 bytes, or the machine
// has no SSE2): the byte loop then reads the element from its start and words what is wrong.
qint64 bracketedEnd(const char *d, qint64 p, qint64 size);
#ifdef __SSE2__
inline constexpr bool kBracketedEndFast = true;
#else
inline constexpr bool kBracketedEndFast = false; // always -1
#endif

// One pass over the bytes: a validating JSON scanner (strict UTF-8, bounded nesting, duplicate
// keys refused) that turns each observation into the record types as soon as it is complete and
// hashes the canonical form straight from the input when the input is already canonical.
// refill: bytes is memory of the caller's (its own, or a mapped file) whose parsed pages may be
// let go (the record then keeps no reference to them: only without observation details); refill
// restores them, or says the file changed, should the context digest need them again.
ParseResult streamParseRecord(const QByteArray &bytes, const QString &fileName,
    const ParseOptions &options, const InputRefill &refill = {});

// An observation's bytes read again from its record's file (Observation::rawFile): the file
// unchanged (SourceFile) and the digest of the bytes, computed again, the one computed when the
// record was read; std::nullopt with *problem otherwise.
std::optional<QByteArray> readRawAgain(const Observation &o, QString *problem);

} // namespace pith::detail

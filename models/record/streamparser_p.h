// SPDX-License-Identifier: GPL-3.0-or-later
// Private to models/record: the parallel parse behind parseRecord() and loadRecordFile().
#pragma once

#include "models/record/parser.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace pith::detail {

// Brings bytes [from, to) of the input back after the parser let go of them (the pages of a
// big input are given back as soon as they are parsed); returns an empty string, or why not
// (the file changed meanwhile).
using InputRefill = std::function<QString(qint64 from, qint64 to)>;

// One pass over the bytes: a validating JSON scanner (strict UTF-8, bounded nesting, duplicate
// keys refused) that turns each observation into the record types as soon as it is complete and
// hashes the canonical form straight from the input when the input is already canonical.
// refill: bytes is writable memory of the caller's whose parsed pages may be let go (the record
// then keeps no reference to them: only without observation details); refill restores them
// should the context digest need them again.
// Asks the system to back the 2 MB-aligned part of [data, data + size) with huge pages, where it
// gives them on request (Linux's MADV_HUGEPAGE; elsewhere, or for less than 32 MiB, nothing).
// For large buffers mapped on their own (from 32 MiB malloc never takes them from its heap,
// which would keep the hint after a free): on a virtual machine a fault per 4 kB page cost
// more than reading the bytes (read() of 173 MB into 4 kB pages 280 ms, into 2 MB pages 20 ms).
void adviseHugePages(void *data, qint64 size);

ParseResult streamParseRecord(const QByteArray &bytes, const QString &fileName,
    const ParseOptions &options, const InputRefill &refill = {});

} // namespace pith::detail

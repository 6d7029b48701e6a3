// SPDX-License-Identifier: GPL-3.0-or-later
// Work over many independent rows split among the machine's cores: the one home of "how many
// threads" and "run these parts and wait", for the record reader, the colouring rules and the
// CSV writer.
#pragma once

#include <QtGlobal>

#include <functional>

namespace pith {

// The machine's cores (at least one), asked of the system once: Qt asks the affinity at each
// call, and a folder of small records asked 4,000 times.
int coreCount();

// How many parts count rows make when each part holds at least minPerPart of them: one per core
// at most (and at most 16), one when count is small.
int partCount(qsizetype count, qsizetype minPerPart);

// work(part, from, to) for each of parts contiguous parts of [0, count), the first on the
// calling thread and each other on a thread of its own; returns when every part is done. An
// exception a part throws (out of memory) is thrown again here, once every thread has ended:
// none leaves a std::thread, which would end the process.
void runParts(qsizetype count, int parts,
    const std::function<void(int part, qsizetype from, qsizetype to)> &work);

} // namespace pith

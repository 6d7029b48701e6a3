// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the libFuzzer targets: an invariant check that stops the process with a message (the
// fuzzer then keeps the input as a crash), and the real fixture, parsed once.
#pragma once

#include "models/record/parser.h"

#include <QFile>

#include <cstdio>
#include <cstdlib>

#define PITH_FUZZ_CHECK(condition, ...)                                                            \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            std::fprintf(                                                                          \
                stderr, "fuzz invariant failed at %s:%d: %s\n  ", __FILE__, __LINE__, #condition); \
            std::fprintf(stderr, __VA_ARGS__);                                                     \
            std::fprintf(stderr, "\n");                                                            \
            std::abort();                                                                          \
        }                                                                                          \
    } while (false)

namespace pith::fuzz {

// The real record of arXiv:2509.00217 (PITH_FIXTURE is its absolute path).
inline const Record &fixture()
{
    static const RecordPtr record = [] {
        const ParseResult r = loadRecordFile(QStringLiteral(PITH_FIXTURE));
        if (!r.ok()) {
            std::fprintf(stderr, "cannot load the fixture: %s\n", qPrintable(r.error.toString()));
            std::abort();
        }
        return r.record;
    }();
    return *record;
}

} // namespace pith::fuzz

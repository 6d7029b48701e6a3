// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the query language: any text parses or gives an error with a column inside the text;
// a parsed filter survives the canonical round trip (parse(toString()) is equal and prints the
// same) and matches the real fixture's observations without crashing.
#include "models/items/observationfilter.h"
#include "tests/fuzz/fuzz_common.h"

#include <cstddef>
#include <cstdint>

using namespace pith;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096)
        return 0; // a filter bar, not a file: long inputs only slow the search down
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const ObservationFilter::ParseResult r = ObservationFilter::parse(text);
    if (!r.ok()) {
        PITH_FUZZ_CHECK(
            !r.error.message.isEmpty(), "an error without a message for \"%s\"", qPrintable(text));
        PITH_FUZZ_CHECK(r.error.position >= 1 && r.error.position <= text.size() + 1,
            "error column %d outside \"%s\" (%lld characters)", r.error.position, qPrintable(text),
            qint64(text.size()));
        return 0;
    }
    const ObservationFilter &filter = *r.filter;
    const QString canonical = filter.toString();
    const ObservationFilter::ParseResult again = ObservationFilter::parse(canonical);
    PITH_FUZZ_CHECK(again.ok(), "the canonical form \"%s\" of \"%s\" does not parse: %s",
        qPrintable(canonical), qPrintable(text), qPrintable(again.error.message));
    PITH_FUZZ_CHECK(*again.filter == filter,
        "parse(toString()) differs for \"%s\" (canonical \"%s\")", qPrintable(text),
        qPrintable(canonical));
    PITH_FUZZ_CHECK(again.filter->toString() == canonical,
        "toString is not stable: \"%s\" then \"%s\"", qPrintable(canonical),
        qPrintable(again.filter->toString()));
    const Record &rec = fuzz::fixture();
    for (const Observation &o : rec.outbound) {
        const bool m = filter.matches(o);
        PITH_FUZZ_CHECK(again.filter->matches(o) == m,
            "the canonical filter \"%s\" selects differently from \"%s\"", qPrintable(canonical),
            qPrintable(text));
    }
    return 0;
}

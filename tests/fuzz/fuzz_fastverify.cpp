// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes verify's canonical fast path (models/record/fastverify.h) against the general path. The
// input is one observation (the corpus: near-canonical ones, make-fastverify-corpus.py): what
// the fast check accepts must be the canonical writer's fixed point, the fast digest must be the
// writer's, and with the input in place of the fixture's first outbound observation, the record
// parseRecord() reads must say what the fast path says (id, digest, status, reference index,
// computed digest, verdict; its context digest when the record is canonical; the fast path
// checks the field table's kinds too, so what it takes the general path reads); and read for the
// observation table (the window's and the CSV export's read), every field of it the same through
// both paths.
#include "tests/fastverify_check.h"
#include "tests/fuzz/fuzz_common.h"

#include <cstddef>
#include <cstdint>

using namespace pith;
using namespace pith::detail;

namespace {

struct Fixture {
    QByteArray bytes;
    qint64 start = 0, end = 0; // the first outbound observation
};

const Fixture &fixtureBytes()
{
    static const Fixture fixture = [] {
        Fixture f;
        QFile file(QStringLiteral(PITH_FIXTURE));
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "cannot read the fixture\n");
            std::abort();
        }
        f.bytes = file.readAll();
        const auto spans = test::observationSpans(f.bytes);
        if (spans.empty())
            std::abort();
        f.start = spans[0].first;
        f.end = spans[0].second;
        return f;
    }();
    return fixture;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    const bool canonical = isFastCanonical(input);
    if (canonical) {
        const auto written = test::writerCanonical(input);
        PITH_FUZZ_CHECK(written && *written == input,
            "the fast check accepts what the writer writes otherwise");
    }
    Sha256 sha;
    FastObservation fast;
    const bool took = fastObservation(input, sha, &fast);
    if (!took)
        return 0;
    PITH_FUZZ_CHECK(canonical, "the fast path took what the fast check refuses");
    const QString digest = test::writerDigest(input);
    PITH_FUZZ_CHECK(QLatin1StringView(fast.computedDigest().data(), 71) == digest,
        "fast digest differs from the writer's: %s", qPrintable(digest));

    const Fixture &f = fixtureBytes();
    QByteArray record = f.bytes;
    record.replace(
        f.start, f.end - f.start, QByteArray::fromRawData(input.data(), qsizetype(input.size())));
    const ParseResult general = parseRecord(record, QStringLiteral("fuzz.json"));
    // the fast path checks the field table's kinds too: what it takes, the general path reads
    PITH_FUZZ_CHECK(general.ok(), "the general path refuses what the fast path took: %s",
        qPrintable(general.error.toString()));
    FastContext context;
    if (fastContextDigest(
            std::string_view(record.constData(), std::size_t(record.size())), sha, &context)) {
        const QString contextDiff = test::fastContextDifference(context, *general.record);
        PITH_FUZZ_CHECK(
            contextDiff.isEmpty(), "the context digests differ: %s", qPrintable(contextDiff));
    }
    PITH_FUZZ_CHECK(!general.record->outbound.isEmpty(), "no outbound observation");
    const QString diff = test::fastDifference(fast, general.record->outbound.first());
    PITH_FUZZ_CHECK(diff.isEmpty(), "the paths differ: %s", qPrintable(diff));

    // the table's fields (the window's read, the CSV export's without the bytes): every field of
    // the observation the same through the fast path and the tokenizer
    ParseOptions table;
    table.tableFieldsOnly = true;
    table.keepRawJson = true;
    const ParseResult quickRows = parseRecord(record, QStringLiteral("fuzz.json"), table);
    table.fastPath = false;
    const ParseResult generalRows = parseRecord(record, QStringLiteral("fuzz.json"), table);
    PITH_FUZZ_CHECK(quickRows.ok() && generalRows.ok() && quickRows.fastObservations > 0,
        "a table-field read refused or did not take the fast path");
    const QString quickRow = test::describeObservation(quickRows.record->outbound.first());
    const QString generalRow = test::describeObservation(generalRows.record->outbound.first());
    PITH_FUZZ_CHECK(quickRow == generalRow, "the table fields differ:\n%s\n---\n%s",
        qPrintable(quickRow), qPrintable(generalRow));
    return 0;
}

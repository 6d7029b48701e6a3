// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the record parser, the digest verification, the audit and the item model over a record:
// any bytes must give a record or an error that says what and where, never a crash.
#include "models/items/observationmodel.h"
#include "models/record/audit.h"
#include "models/record/parser.h"
#include "tests/fuzz/fuzz_common.h"

#include <cstddef>
#include <cstdint>

using namespace pith;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const ParseResult r = parseRecord(bytes, QStringLiteral("fuzz.json"));
    if (!r.ok()) {
        PITH_FUZZ_CHECK(!r.error.message.isEmpty(), "an error without a message");
        PITH_FUZZ_CHECK(r.error.line >= 0 && r.error.column >= 0, "negative location %d:%d",
            r.error.line, r.error.column);
        PITH_FUZZ_CHECK(
            r.error.line == 0 || r.error.column > 0, "line %d without a column", r.error.line);
        const QString text = r.error.toString();
        PITH_FUZZ_CHECK(text.startsWith(QLatin1String("fuzz.json")),
            "message does not name the file: %s", qPrintable(text));
        PITH_FUZZ_CHECK(!text.contains(QLatin1String("json.exception")), "library internals: %s",
            qPrintable(text));
        PITH_FUZZ_CHECK(text.size() <= 600 + qsizetype(size) / 1000, "message of %lld characters",
            qint64(text.size()));
        return 0;
    }
    const Record &rec = *r.record;
    (void)rec.digestFailures();
    (void)rec.contextDigestState();
    for (const Finding &f : auditRecord(rec))
        PITH_FUZZ_CHECK(
            !f.code.isEmpty() && !f.message.isEmpty(), "a finding without code or message");
    for (const auto *list : { &rec.outbound, &rec.inbound }) {
        for (const Observation &o : *list) {
            PITH_FUZZ_CHECK(o.computedDigest.startsWith(QLatin1String("sha256:"))
                    && o.computedDigest.size() == 71,
                "computed digest %s", qPrintable(o.computedDigest));
            (void)o.otherTitle();
            (void)o.otherYear();
        }
    }
    // Every cell of the observation table in the roles a view asks for.
    ObservationModel model;
    model.setRecord(r.record);
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column = 0; column < model.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            for (const int role :
                { int(Qt::DisplayRole), int(Qt::ToolTipRole), int(ObservationModel::SortRole),
                    int(Qt::TextAlignmentRole), int(Qt::ForegroundRole) })
                (void)model.data(index, role);
        }
    }
    return 0;
}

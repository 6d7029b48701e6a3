// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/export/selection.h"

#include "models/record/parser.h"

#include <QDateTime>
#include <QIODevice>

#include <memory>
#include <optional>

// JSON export: a document shaped like a Paper Citation Record, so `pith-ledger-cli verify`
// and other record tools read it, holding only the selected observations:
//
//   {
//     "schema": "pith.paper-citation-record.v1",
//     "as_of": <the record's>, "thesis": <the record's>,
//     "paper": {<the record's paper fields; absent or empty ones left out>},
//     "outbound": [<each selected outbound observation, the ORIGINAL object unchanged>],
//     "inbound":  [<each selected inbound observation, likewise>],
//     "pith_ledger_export": {
//       "format": "pith-ledger.export.v1",
//       "source_context_digest": <the record's context_digest as stated, or null>,
//       "source_context_digest_state": "ok" | "mismatch" | "missing",
//       "query": <the filter text used, "" for none>,
//       "rows": "all" | "selected",
//       "selected_outbound": n, "selected_inbound": n,
//       "source_outbound": n, "source_inbound": n,
//       "exported_at": <RFC 3339 UTC>, "program": "pith-ledger <version>"
//     }
//   }
//
// Each observation is written byte for byte as the parser kept it (keys and values unchanged),
// so its observation_digest still verifies. The document deliberately carries no top-level
// "context_digest": that digest covers the whole source record and cannot verify over a
// selection, so it is kept, named for what it is, under pith_ledger_export. Observations keep
// the order given; outbound ones go to "outbound", inbound ones to "inbound".
namespace pith::exporting {

struct JsonExportInfo {
    QString query;
    bool allRows = true;
    QDateTime exportedAt; // invalid: now
    QString program; // empty: "pith-ledger <version>"
};

// A JSON string literal: '"', '\' and control characters escaped, everything else raw UTF-8.
QByteArray jsonString(const QString &value);

bool writeJson(QIODevice *device, const Record &record,
    const QList<const Observation *> &observations, const JsonExportInfo &info, QString *error,
    const Progress &progress = {});

// The JSON export of every observation written as the reader reads them (ParseOptions::rows,
// with keepRawJson and without details): the same bytes writeJson() writes for all rows.
// rowStream() is the read's ParseOptions::rows; once the read succeeded, finish() writes the
// rest. Writes go to device; the first failure stops them and finish() returns it.
class JsonRowStream {
public:
    JsonRowStream(QIODevice *device, JsonExportInfo info);
    std::shared_ptr<RowStream> rowStream(); // uses this object: keep it while the read runs
    bool finish(const Record &record, QString *error);
    const QString &error() const { return m_error; } // the first write that failed

private:
    void openArray(Direction direction);
    bool put(const QByteArray &bytes);

    QIODevice *m_device;
    JsonExportInfo m_info;
    std::optional<Direction> m_open; // the array rows go to now
    bool m_empty = true; // no row in it yet
    QString m_error;
};

} // namespace pith::exporting

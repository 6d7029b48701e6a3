// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/export/jsonwriter.h"

#include "models/export/exporterror.h"
#include "models/record/canonical.h"
#include "models/record/verdict.h"
#include "version.h"

namespace pith::exporting {

QByteArray jsonString(const QString &value) { return canonicalJsonString(value); }

namespace {

QByteArray member(const char *key, const QByteArray &value)
{
    return QByteArray("\"") + key + "\": " + value;
}

QByteArray contextState(const Record &r)
{
    return '"' + contextStateName(r.contextDigestState()).toLatin1() + '"';
}

QByteArray paperObject(const Paper &p)
{
    QList<QByteArray> members;
    auto text = [&](const char *key, const QString &v) {
        if (!v.isEmpty())
            members.append("    " + member(key, jsonString(v)));
    };
    text("arxiv_id", p.arxivId);
    text("title", p.title);
    if (p.latestVersion)
        members.append("    " + member("latest_version", QByteArray::number(*p.latestVersion)));
    text("primary_category", p.primaryCategory);
    text("submitted_at", p.submittedAt);
    text("last_updated", p.lastUpdated);
    text("snapshot_observed_at", p.snapshotObservedAt);
    if (members.isEmpty())
        return "{}";
    return "{\n" + members.join(",\n") + "\n  }";
}

} // namespace

bool writeJson(QIODevice *device, const Record &record,
    const QList<const Observation *> &observations, const JsonExportInfo &info, QString *error,
    const Progress &progress)
{
    QList<const Observation *> outbound, inbound;
    for (const Observation *o : observations)
        (o->direction == Direction::Outbound ? outbound : inbound).append(o);

    const QDateTime at
        = (info.exportedAt.isValid() ? info.exportedAt : QDateTime::currentDateTimeUtc()).toUTC();
    const QString program = info.program.isEmpty()
        ? QStringLiteral("pith-ledger " PITH_LEDGER_VERSION)
        : info.program;

    QByteArray chunk = "{\n";
    chunk += "  " + member("schema", jsonString(QStringLiteral("pith.paper-citation-record.v1")))
        + ",\n";
    chunk += "  " + member("as_of", jsonString(record.asOf)) + ",\n";
    chunk += "  " + member("thesis", jsonString(record.thesis)) + ",\n";
    chunk += "  " + member("paper", paperObject(record.paper)) + ",\n";

    const qint64 total = observations.size();
    qint64 done = 0;
    for (const auto &[key, list] :
        { std::pair { "outbound", &outbound }, std::pair { "inbound", &inbound } }) {
        chunk += "  \"" + QByteArray(key) + "\": [";
        for (qsizetype i = 0; i < list->size(); ++i) {
            chunk += i == 0 ? "\n    " : ",\n    ";
            chunk += list->at(i)->rawJsonBytes();
            if (chunk.size() > 64 * 1024) {
                if (!writeAll(device, chunk, error))
                    return false;
                chunk.clear();
            }
            ++done;
            if (progress && (done % 256) == 0 && !progress(done, total)) {
                if (error)
                    *error = ExportText::cancelled();
                return false;
            }
        }
        chunk += list->isEmpty() ? "],\n" : "\n  ],\n";
    }

    // The source's verdict goes with the copied observations: they verify by themselves, so an
    // export of a record that failed must say so itself (the audit reads it back).
    const RecordVerdict verdict = recordVerdict(record);
    const QList<QByteArray> meta = {
        member("format", jsonString(QStringLiteral("pith-ledger.export.v1"))),
        member("source_context_digest",
            record.contextDigest.isEmpty() ? QByteArray("null") : jsonString(record.contextDigest)),
        member("source_context_digest_state", contextState(record)),
        member("source_failing_observations", QByteArray::number(verdict.digestFailures.size())),
        member("source_audit_errors", QByteArray::number(verdict.errors)),
        member("source_audit_warnings", QByteArray::number(verdict.warnings)),
        member("query", jsonString(info.query)),
        member(
            "rows", jsonString(info.allRows ? QStringLiteral("all") : QStringLiteral("selected"))),
        member("selected_outbound", QByteArray::number(outbound.size())),
        member("selected_inbound", QByteArray::number(inbound.size())),
        member("source_outbound", QByteArray::number(record.outbound.size())),
        member("source_inbound", QByteArray::number(record.inbound.size())),
        member("exported_at", jsonString(at.toString(Qt::ISODate))),
        member("program", jsonString(program)),
    };
    chunk += "  \"pith_ledger_export\": {\n    " + meta.join(",\n    ") + "\n  }\n}\n";
    if (!writeAll(device, chunk, error))
        return false;
    if (progress && !progress(total, total)) {
        if (error)
            *error = ExportText::cancelled();
        return false;
    }
    return true;
}

} // namespace pith::exporting

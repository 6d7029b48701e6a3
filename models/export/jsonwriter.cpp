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

// Everything before the observations: the record's own fields.
QByteArray jsonHead(const Record &record)
{
    QByteArray out = "{\n";
    out += "  " + member("schema", jsonString(QStringLiteral("pith.paper-citation-record.v1")))
        + ",\n";
    out += "  " + member("as_of", jsonString(record.asOf)) + ",\n";
    out += "  " + member("thesis", jsonString(record.thesis)) + ",\n";
    out += "  " + member("paper", paperObject(record.paper)) + ",\n";
    return out;
}

// An array's opening and closing around its rows (each row written as "\n    " or ",\n    "
// and its bytes).
QByteArray arrayOpen(Direction direction)
{
    return "  \"" + directionName(direction).toLatin1() + "\": [";
}
QByteArray arrayClose(bool empty) { return empty ? "],\n" : "\n  ],\n"; }

// Everything after the observations: what the export says of its source.
QByteArray jsonTail(const Record &record, qsizetype selectedOutbound, qsizetype selectedInbound,
    const JsonExportInfo &info)
{
    const QDateTime at
        = (info.exportedAt.isValid() ? info.exportedAt : QDateTime::currentDateTimeUtc()).toUTC();
    const QString program = info.program.isEmpty()
        ? QStringLiteral("pith-ledger " PITH_LEDGER_VERSION)
        : info.program;
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
        member("selected_outbound", QByteArray::number(selectedOutbound)),
        member("selected_inbound", QByteArray::number(selectedInbound)),
        member("source_outbound", QByteArray::number(record.outboundCount())),
        member("source_inbound", QByteArray::number(record.inboundCount())),
        member("exported_at", jsonString(at.toString(Qt::ISODate))),
        member("program", jsonString(program)),
    };
    return "  \"pith_ledger_export\": {\n    " + meta.join(",\n    ") + "\n  }\n}\n";
}

} // namespace

bool writeJson(QIODevice *device, const Record &record,
    const QList<const Observation *> &observations, const JsonExportInfo &info, QString *error,
    const Progress &progress)
{
    QList<const Observation *> outbound, inbound;
    for (const Observation *o : observations)
        (o->direction == Direction::Outbound ? outbound : inbound).append(o);

    QByteArray chunk = jsonHead(record);
    const qint64 total = observations.size();
    qint64 done = 0;
    for (const auto &[direction, list] : { std::pair { Direction::Outbound, &outbound },
             std::pair { Direction::Inbound, &inbound } }) {
        chunk += arrayOpen(direction);
        for (qsizetype i = 0; i < list->size(); ++i) {
            chunk += i == 0 ? "\n    " : ",\n    ";
            const QByteArray raw = list->at(i)->rawJsonBytes();
            // a big record's bytes are read again from its file: not when it changed since
            if (const QString why = raw.isEmpty() ? list->at(i)->rawJsonProblem() : QString();
                !why.isEmpty()) {
                if (error)
                    *error = ExportText::sourceUnreadable(why);
                return false;
            }
            chunk += raw;
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
        chunk += arrayClose(list->isEmpty());
    }
    chunk += jsonTail(record, outbound.size(), inbound.size(), info);
    if (!writeAll(device, chunk, error))
        return false;
    if (progress && !progress(total, total)) {
        if (error)
            *error = ExportText::cancelled();
        return false;
    }
    return true;
}

JsonRowStream::JsonRowStream(QIODevice *device, JsonExportInfo info)
    : m_device(device)
    , m_info(std::move(info))
{
}

std::shared_ptr<RowStream> JsonRowStream::rowStream()
{
    auto rows = std::make_shared<RowStream>();
    rows->start = [this](const Record &fields) { put(jsonHead(fields)); };
    rows->append = [](QByteArray &out, const Observation &o) {
        out += o.position == 0 ? "\n    " : ",\n    ";
        out += o.rawJsonBytes();
    };
    rows->write = [this](Direction direction, const QByteArray &bytes) {
        openArray(direction);
        m_empty = false;
        return put(bytes);
    };
    return rows;
}

bool JsonRowStream::finish(const Record &record, QString *error)
{
    openArray(Direction::Inbound);
    put(arrayClose(m_empty));
    put(jsonTail(record, record.outboundCount(), record.inboundCount(), m_info));
    if (error)
        *error = m_error;
    return m_error.isEmpty();
}

// Makes direction's array the one rows go to: outbound first, then inbound, each opened once
// and an array no row came to written empty.
void JsonRowStream::openArray(Direction direction)
{
    if (m_open == direction)
        return;
    if (direction == Direction::Inbound) {
        openArray(Direction::Outbound);
        put(arrayClose(m_empty));
    }
    put(arrayOpen(direction));
    m_open = direction;
    m_empty = true;
}

bool JsonRowStream::put(const QByteArray &bytes)
{
    if (!m_error.isEmpty())
        return false;
    return writeAll(m_device, bytes, &m_error);
}

} // namespace pith::exporting

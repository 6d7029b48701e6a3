// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/export/csvwriter.h"

#include "models/export/exporterror.h"

namespace pith::exporting {

const QStringList &csvColumns()
{
    static const QStringList columns = {
            QStringLiteral("direction"),        QStringLiteral("reference_index"),
            QStringLiteral("observation_id"),   QStringLiteral("other_arxiv_id"),
            QStringLiteral("other_title"),      QStringLiteral("other_doi"),
            QStringLiteral("other_year"),       QStringLiteral("resolution_status"),
            QStringLiteral("resolver_source"),  QStringLiteral("resolution_observed_at"),
            QStringLiteral("notice_state"),     QStringLiteral("notice_events"),
            QStringLiteral("notice_reason"),    QStringLiteral("digest_ok"),
            QStringLiteral("observation_digest"),
    };
    return columns;
}

namespace {

bool startsFormula(const QString &value)
{
    if (value.isEmpty())
        return false;
    switch (value.front().unicode()) {
    case '=':
    case '+':
    case '-':
    case '@':
    case '\t':
    case '\r':
        return true;
    default:
        return false;
    }
}

QByteArray quoted(const QByteArray &bytes)
{
    if (!bytes.contains('"') && !bytes.contains(',') && !bytes.contains('\r') && !bytes.contains('\n'))
        return bytes;
    QByteArray out;
    out.reserve(bytes.size() + 8);
    out.append('"');
    for (char c : bytes) {
        if (c == '"')
            out.append('"');
        out.append(c);
    }
    out.append('"');
    return out;
}

} // namespace

QByteArray csvTextField(const QString &value)
{
    QByteArray bytes = value.toUtf8();
    if (startsFormula(value))
        bytes.prepend('\'');
    return quoted(bytes);
}

QByteArray csvNumberField(std::optional<qint64> value)
{
    return value ? QByteArray::number(*value) : QByteArray();
}

QByteArray csvRow(const Observation &o)
{
    const QList<QByteArray> fields = {
            csvTextField(o.direction == Direction::Outbound ? QStringLiteral("outbound") : QStringLiteral("inbound")),
            csvNumberField(o.citation.referenceIndex),
            csvTextField(o.id),
            csvTextField(o.otherArxivId()),
            csvTextField(o.otherTitle()),
            csvTextField(o.otherDoi()),
            csvNumberField(o.otherYear()),
            csvTextField(o.resolution.status),
            csvTextField(o.resolution.resolverSource),
            csvTextField(o.resolution.observedAt),
            csvTextField(o.notice.state),
            csvNumberField(qint64(o.notice.events.size())),
            csvTextField(o.notice.reason),
            csvTextField(o.digestOk() ? QStringLiteral("true") : QStringLiteral("false")),
            csvTextField(o.digest),
    };
    return fields.join(',');
}

bool writeCsv(QIODevice *device, const QList<const Observation *> &observations, const CsvOptions &options,
              QString *error, const Progress &progress)
{
    QByteArray chunk;
    if (options.bom)
        chunk.append("\xEF\xBB\xBF");
    QList<QByteArray> header;
    for (const QString &c : csvColumns())
        header.append(csvTextField(c));
    chunk.append(header.join(','));
    chunk.append("\r\n");

    const qint64 total = observations.size();
    for (qint64 i = 0; i < total; ++i) {
        chunk.append(csvRow(*observations.at(i)));
        chunk.append("\r\n");
        if (chunk.size() > 64 * 1024) {
            if (!writeAll(device, chunk, error))
                return false;
            chunk.clear();
        }
        if (progress && (i % 256) == 255 && !progress(i + 1, total)) {
            if (error)
                *error = ExportText::cancelled();
            return false;
        }
    }
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

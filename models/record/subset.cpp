// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/subset.h"

#include "models/record/canonical_p.h"

#include <QDate>
#include <QLocale>

namespace pith {

namespace {

using detail::JsonView;
using detail::Kind;

QString stringAt(const JsonView &v, const char *key)
{
    const quint32 i = v.find(JsonView::root, key);
    return i == detail::kNone ? QString() : v.string(i);
}

qint64 intAt(const JsonView &v, const char *key)
{
    const quint32 i = v.find(JsonView::root, key);
    if (i == detail::kNone || (v.kind(i) != Kind::Integer && v.kind(i) != Kind::Unsigned))
        return 0;
    bool ok = false;
    const qint64 n = v.text(i).toLongLong(&ok);
    return ok ? n : 0;
}

} // namespace

std::optional<ExportSubset> exportSubset(const Record &record)
{
    for (const UnknownKey &k : record.unknownKeys) {
        if (k.pointer != u"/pith_ledger_export")
            continue;
        const JsonView o(k.json, &detail::kFlatShape); // its own members: nested values as spans
        if (!o.ok() || o.kind(JsonView::root) != Kind::Object
            || stringAt(o, "format") != u"pith-ledger.export.v1")
            return std::nullopt;
        ExportSubset s;
        s.query = stringAt(o, "query");
        s.allRows = stringAt(o, "rows") == u"all";
        s.selectedOutbound = intAt(o, "selected_outbound");
        s.selectedInbound = intAt(o, "selected_inbound");
        s.sourceOutbound = intAt(o, "source_outbound");
        s.sourceInbound = intAt(o, "source_inbound");
        s.sourceContextDigest = stringAt(o, "source_context_digest");
        s.sourceContextState = stringAt(o, "source_context_digest_state");
        const auto stated = [&](const char *key) {
            return o.find(JsonView::root, key) == detail::kNone ? qint64(-1) : intAt(o, key);
        };
        s.sourceFailingObservations = stated("source_failing_observations");
        s.sourceAuditErrors = stated("source_audit_errors");
        s.sourceAuditWarnings = stated("source_audit_warnings");
        s.exportedAt = stringAt(o, "exported_at");
        s.program = stringAt(o, "program");
        return s;
    }
    return std::nullopt;
}

bool followsFromSubset(const QString &code)
{
    return code == u"thesis-mismatch" || code == u"thesis-unreadable"
        || code == u"context-digest-missing";
}

QString longDate(const QString &rfc3339)
{
    const QDate d = QDate::fromString(rfc3339.left(10), Qt::ISODate);
    if (!d.isValid())
        return {};
    //: Date format for long dates (QLocale format: d day, MMMM month name, yyyy year); German "d.
    //: MMMM yyyy"
    return QLocale().toString(d, ExportSubset::tr("d MMMM yyyy"));
}

QString ExportSubset::sentence(const QString &arxivId) const
{
    const QString date = longDate(exportedAt);
    const QString when = date.isEmpty() ? exportedAt : date;
    //: %1 arXiv id, %2 selected observations, %n the source's observations, %3 the export date
    QString s
        = tr("Subset of arXiv:%1 (%2 of %n observation(s)), exported %3", nullptr, int(source()))
              .arg(arxivId, QString::number(selected()), when);
    s += query.isEmpty() ? tr(" without a query") : tr(" with query `%1`").arg(query);
    if (sourceContextDigest.isEmpty())
        s += tr("; the source stated no context digest.");
    else
        s += tr("; the source's context digest was %1.").arg(sourceContextDigest);
    return s;
}

} // namespace pith

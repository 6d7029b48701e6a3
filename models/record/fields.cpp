// SPDX-License-Identifier: GPL-3.0-or-later
// The schema mapping: the fields of a Paper Citation Record read from the tokenizer's tape into
// the record types (checked always, converted as far as ParseOptions asks), and the keys the
// format does not define kept as unknown keys.
#include "models/record/fields_p.h"

namespace pith::detail {

QString typeName(const Node &n)
{
    switch (n.kind) {
    case Kind::Null: return QStringLiteral("null");
    case Kind::True:
    case Kind::False: return QStringLiteral("a boolean");
    case Kind::String: return QStringLiteral("a string");
    case Kind::Integer:
    case Kind::Unsigned:
    case Kind::BigInteger: return QStringLiteral("an integer");
    case Kind::Float: return QStringLiteral("a number with a fraction");
    case Kind::Array: return QStringLiteral("an array");
    case Kind::Object: return QStringLiteral("an object");
    }
    return QStringLiteral("an unknown value");
}


// ownSide: the paper on this record's side (the citing one of an outbound row), the same in
// every row, so its id and title are interned; the other side's are mostly unique.
static std::optional<PaperRef> readPaperRef(const TapeReader &r, quint32 parent, const char *key, const Path &ptr,
                                     QList<UnknownKey> &unknown, bool ownSide)
{
    const quint32 o = r.object(parent, key, ptr);
    if (o == kNone)
        return std::nullopt;
    const Path p{&ptr, key};
    const bool d = r.details(), all = r.allDetails();
    PaperRef ref;
    r.string(o, "arxiv_id", p, d ? &ref.arxivId : nullptr, Need::Optional, ownSide);
    r.string(o, "title", p, d ? &ref.title : nullptr, Need::Optional, ownSide);
    ref.version = r.integer(o, "version", p);
    r.string(o, "submitted_at", p, d ? &ref.submittedAt : nullptr);
    r.string(o, "last_updated", p, all ? &ref.lastUpdated : nullptr);
    r.string(o, "snapshot_observed_at", p, all ? &ref.snapshotObservedAt : nullptr);
    r.collectUnknown(o, p, {"arxiv_id", "title", "version", "submitted_at", "last_updated", "snapshot_observed_at"}, unknown);
    return ref;
}

static std::optional<CitedWork> readCitedWork(const TapeReader &r, quint32 parent, const Path &ptr, QList<UnknownKey> &unknown)
{
    const quint32 o = r.object(parent, "cited_work", ptr);
    if (o == kNone)
        return std::nullopt;
    const Path p{&ptr, "cited_work"};
    const bool d = r.details(), all = r.allDetails();
    CitedWork w;
    r.string(o, "work_id", p, all ? &w.workId : nullptr, Need::Optional, false);
    r.string(o, "title", p, d ? &w.title : nullptr, Need::Optional, false);
    r.string(o, "doi", p, d ? &w.doi : nullptr, Need::Optional, false);
    r.string(o, "arxiv_id", p, d ? &w.arxivId : nullptr, Need::Optional, false);
    r.string(o, "pith_arxiv_id", p, d ? &w.pithArxivId : nullptr, Need::Optional, false);
    r.string(o, "venue", p, all ? &w.venue : nullptr);
    r.string(o, "metadata_source", p, all ? &w.metadataSource : nullptr);
    r.string(o, "snapshot_observed_at", p, all ? &w.snapshotObservedAt : nullptr);
    w.year = r.integer(o, "year", p);
    r.collectUnknown(o, p, {"work_id", "title", "doi", "arxiv_id", "pith_arxiv_id", "venue", "metadata_source",
                            "snapshot_observed_at", "year"}, unknown);
    return w;
}

static QList<SourceReceipt> readReceipts(const TapeReader &r, quint32 parent, const char *key, const Path &ptr,
                                  QList<UnknownKey> &unknown, bool keep)
{
    QList<SourceReceipt> out;
    const quint32 a = r.array(parent, key, ptr);
    if (a == kNone)
        return out;
    const Path p{&ptr, key};
    qint64 i = 0;
    for (const quint32 e : r.elements(a)) {
        const Path ip{&p, {}, i++};
        TapeReader::expect(r.node(e), Kind::Object, ip, "an object");
        SourceReceipt receipt;
        r.string(e, "source", ip, keep ? &receipt.source : nullptr);
        r.string(e, "observed_at", ip, keep ? &receipt.observedAt : nullptr);
        if (keep)
            out.append(receipt);
        r.collectUnknown(e, ip, {"source", "observed_at"}, unknown);
    }
    return out;
}

// The observation at tape node 0. Throws ShapeError.
void readObservation(const TapeReader &r, Observation &o, const Path &ptr)
{
    const quint32 v = 0;
    TapeReader::expect(r.node(v), Kind::Object, ptr, "an object (an observation)");
    const bool d = r.details(), all = r.allDetails();
    r.string(v, "observation_id", ptr, &o.id, Need::Required, false);
    r.string(v, "observation_digest", ptr, &o.digest, Need::Required, false);

    const quint32 c = r.object(v, "citation", ptr, Need::Required);
    const Path cp{&ptr, "citation"};
    const bool outbound = o.direction == Direction::Outbound;
    o.citation.citingPaper = readPaperRef(r, c, "citing_paper", cp, o.unknownKeys, outbound);
    o.citation.citedPaper = readPaperRef(r, c, "cited_paper", cp, o.unknownKeys, !outbound);
    o.citation.citedWork = readCitedWork(r, c, cp, o.unknownKeys);
    if (!d) {
        // only the presence matters to verification; keep the optionals small
        if (o.citation.citingPaper)
            o.citation.citingPaper.reset();
        if (o.citation.citedPaper)
            o.citation.citedPaper.reset();
        if (o.citation.citedWork)
            o.citation.citedWork.reset();
    }
    o.citation.referenceIndex = r.integer(c, "reference_index", cp);
    r.string(c, "source", cp, d ? &o.citation.source : nullptr);
    r.string(c, "source_observed_at", cp, all ? &o.citation.sourceObservedAt : nullptr);
    r.collectUnknown(c, cp, {"citing_paper", "cited_paper", "cited_work", "reference_index", "source", "source_observed_at"},
                     o.unknownKeys);

    const quint32 l = r.object(v, "links", ptr);
    if (l != kNone) {
        const Path lp{&ptr, "links"};
        r.string(l, "cited_paper", lp, all ? &o.citedPaperLink : nullptr);
        r.string(l, "citing_paper", lp, all ? &o.citingPaperLink : nullptr);
        r.collectUnknown(l, lp, {"cited_paper", "citing_paper"}, o.unknownKeys);
    }

    const quint32 res = r.object(v, "resolution", ptr, Need::Required);
    const Path rp{&ptr, "resolution"};
    r.string(res, "status", rp, &o.resolution.status, Need::Required);
    r.string(res, "resolver_source", rp, d ? &o.resolution.resolverSource : nullptr);
    r.string(res, "observed_at", rp, d ? &o.resolution.observedAt : nullptr);
    r.collectUnknown(res, rp, {"status", "resolver_source", "observed_at"}, o.unknownKeys);

    const quint32 n = r.object(v, "standing_notice", ptr, Need::Required);
    const Path np{&ptr, "standing_notice"};
    r.string(n, "state", np, d ? &o.notice.state : nullptr, Need::Required);
    const quint32 ev = r.array(n, "events", np);
    if (ev != kNone && d) {
        for (const quint32 e : r.elements(ev))
            o.notice.events.append(r.compactJson(e));
    }
    o.notice.receipts = readReceipts(r, n, "source_receipts", np, o.unknownKeys, all);
    r.string(n, "reason", np, d ? &o.notice.reason : nullptr);
    r.string(n, "observation", np, all ? &o.notice.observation : nullptr, Need::Optional, false);
    r.collectUnknown(n, np, {"state", "events", "source_receipts", "reason", "observation"}, o.unknownKeys);

    r.collectUnknown(v, ptr, {"observation_id", "observation_digest", "citation", "links", "resolution", "standing_notice"},
                     o.unknownKeys);
}

void readRecordFields(const TapeReader &r, Record &rec, const std::function<void(const char *, Direction)> &takeArray)
{
    const quint32 root = 0;
    const Path top;
    TapeReader::expect(r.node(root), Kind::Object, top, "an object (a Paper Citation Record)");
    rec.schema = r.string(root, "schema", top, Need::Required);
    if (rec.schema != QLatin1String(kRecordSchema))
        throw ShapeError{QStringLiteral("/schema"),
                         QStringLiteral("unsupported schema \"%1\" (expected \"%2\")").arg(rec.schema, QLatin1String(kRecordSchema))};
    rec.asOf = r.string(root, "as_of", top);
    rec.thesis = r.string(root, "thesis", top);
    rec.refusal = r.string(root, "refusal", top);
    rec.contextDigest = r.string(root, "context_digest", top);

    const quint32 p = r.object(root, "paper", top, Need::Required);
    const Path pp{&top, "paper"};
    rec.paper.arxivId = r.string(p, "arxiv_id", pp, Need::Required);
    rec.paper.title = r.string(p, "title", pp);
    rec.paper.latestVersion = r.integer(p, "latest_version", pp);
    rec.paper.primaryCategory = r.string(p, "primary_category", pp);
    rec.paper.submittedAt = r.string(p, "submitted_at", pp);
    rec.paper.lastUpdated = r.string(p, "last_updated", pp);
    rec.paper.snapshotObservedAt = r.string(p, "snapshot_observed_at", pp);
    r.collectUnknown(p, pp, {"arxiv_id", "title", "latest_version", "primary_category", "submitted_at", "last_updated",
                             "snapshot_observed_at"}, rec.unknownKeys);

    const quint32 c = r.object(root, "caps", top);
    if (c != kNone) {
        const Path cp{&top, "caps"};
        rec.caps.outbound = r.integer(c, "outbound", cp);
        rec.caps.inbound = r.integer(c, "inbound", cp);
        rec.caps.databaseStatements = r.integer(c, "database_statements", cp);
        r.collectUnknown(c, cp, {"outbound", "inbound", "database_statements"}, rec.unknownKeys);
    }

    const quint32 cov = r.array(root, "coverage", top);
    if (cov != kNone) {
        const Path covp{&top, "coverage"};
        qint64 i = 0;
        for (const quint32 e : r.elements(cov)) {
            const Path lp{&covp, {}, i++};
            TapeReader::expect(r.node(e), Kind::Object, lp, "an object (a coverage lane)");
            CoverageLane lane;
            lane.lane = r.string(e, "lane", lp, Need::Required);
            lane.state = r.string(e, "state", lp);
            lane.recordsObserved = r.integer(e, "records_observed", lp);
            lane.denominator = r.integer(e, "denominator", lp);
            lane.note = r.string(e, "note", lp);
            lane.source = r.string(e, "source", lp);
            lane.sourceObservedAt = r.string(e, "source_observed_at", lp);
            r.collectUnknown(e, lp, {"lane", "state", "records_observed", "denominator", "note", "source", "source_observed_at"},
                             rec.unknownKeys);
            rec.coverage.append(lane);
        }
    }

    const quint32 rr = r.object(root, "reference_resolution", top);
    if (rr != kNone) {
        const Path rp{&top, "reference_resolution"};
        rec.referenceResolution.displayed = r.integer(rr, "displayed", rp);
        rec.referenceResolution.totalOutboundReferences = r.integer(rr, "total_outbound_references", rp);
        const quint32 sc = r.object(rr, "state_counts", rp);
        if (sc != kNone) {
            const Path sp{&rp, "state_counts"};
            for (const auto &[k, v] : r.writer().sortedMembers(sc)) {
                const std::string_view state = r.text(r.node(k));
                const Path at{&sp, state};
                if (r.node(v).kind == Kind::Null)
                    throw ShapeError{at.build(), QStringLiteral("required value is null")};
                const auto n = r.integerValue(v, at);
                rec.referenceResolution.stateCounts.append({r.qstring(r.node(k)), *n});
            }
        }
        r.collectUnknown(rr, rp, {"displayed", "total_outbound_references", "state_counts"}, rec.unknownKeys);
    }

    const quint32 ext = r.array(root, "external_citation_measurements", top);
    if (ext != kNone) {
        for (const quint32 e : r.elements(ext))
            rec.externalCitationMeasurements.append(r.compactJson(e));
    }
    rec.standingSources = readReceipts(r, root, "standing_sources", top, rec.unknownKeys, true);

    const quint32 l = r.object(root, "links", top);
    if (l != kNone) {
        const Path lp{&top, "links"};
        for (const auto &[k, v] : r.writer().sortedMembers(l)) {
            const std::string_view name = r.text(r.node(k));
            TapeReader::expect(r.node(v), Kind::String, Path{&lp, name}, "a string");
            rec.links.append({r.qstring(r.node(k)), r.qstring(r.node(v))});
        }
    }

    takeArray("outbound", Direction::Outbound);
    takeArray("inbound", Direction::Inbound);

    r.collectUnknown(root, top, {"schema", "as_of", "thesis", "refusal", "paper", "caps", "coverage", "reference_resolution",
                                 "external_citation_measurements", "standing_sources", "outbound", "inbound", "links",
                                 "context_digest"}, rec.unknownKeys);

}

} // namespace pith::detail

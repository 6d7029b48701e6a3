// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by tst_fastverify and fuzz_fastverify: verify's canonical fast path (fastverify.h)
// against the general path (tokenizer, canonical writer, parseRecord) on the same bytes.
#pragma once

#include "models/record/canonical_p.h"
#include "models/record/fastverify.h"
#include "models/record/parser.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pith::test {

// Each observation's bytes [start, end), outbound then inbound, as the tokenizer delimits them;
// empty when the text is no JSON object.
inline std::vector<std::pair<qint64, qint64>> observationSpans(const QByteArray &bytes)
{
    using namespace pith::detail;
    Scanner scanner(bytes);
    Tape tape;
    const Path top;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        scanner.pos = 3;
    scanner.skipWs();
    std::vector<std::pair<qint64, qint64>> spans;
    if (!scanner.parseValue(tape, &top) || tape.nodes[0].kind != Kind::Object)
        return spans;
    for (const char *name : { "outbound", "inbound" }) {
        quint32 k = 1;
        for (quint32 m = 0; m < tape.nodes[0].count; ++m) {
            const Node &value = tape.nodes[k + 1];
            if (scanner.text(tape, tape.nodes[k]) == std::string_view(name)
                && value.kind == Kind::Array) {
                quint32 c = k + 2;
                for (quint32 e = 0; e < value.count; ++e) {
                    spans.emplace_back(tape.nodes[c].start, tape.nodes[c].end);
                    c = tape.nodes[c].next;
                }
            }
            k = value.next;
        }
    }
    return spans;
}

// The general path's canonical form of one JSON value (the tokenizer and the writer).
inline std::optional<std::string> writerCanonical(std::string_view bytes)
{
    std::string out;
    if (!pith::detail::canonicalize(
            QByteArrayView(bytes.data(), qsizetype(bytes.size())), &out, nullptr))
        return std::nullopt;
    return out;
}

// The general path's digest of an observation: the tokenizer and the writer without
// observation_digest, as fields.cpp computes Observation::computedDigest.
inline QString writerDigest(std::string_view bytes)
{
    using namespace pith::detail;
    const QByteArray input = QByteArray::fromRawData(bytes.data(), qsizetype(bytes.size()));
    Scanner scanner(input);
    Tape tape;
    const Path top;
    if (!scanner.parseValue(tape, &top) || tape.nodes[0].kind != Kind::Object)
        return QString();
    Sha256 sha;
    sha.reset();
    HashSink sink { sha.ctx() };
    Writer(scanner.data(), tape).writeObject(0, sink, { "observation_digest" });
    return sha.finish();
}

// What tells the two paths apart on one observation, or an empty string when nothing does.
// general: the observation the general path read from the same bytes.
inline QString fastDifference(const pith::detail::FastObservation &f, const Observation &general)
{
    const auto text
        = [](std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); };
    QStringList diff;
    if (text(f.computedDigest()) != general.computedDigest)
        diff << QStringLiteral("computed digest %1, general %2")
                    .arg(text(f.computedDigest()), general.computedDigest);
    if (text(f.id) != general.id)
        diff << QStringLiteral("id %1, general %2").arg(text(f.id), general.id);
    if (text(f.digest) != general.digest)
        diff << QStringLiteral("digest %1, general %2").arg(text(f.digest), general.digest);
    if ((f.hasStatus ? text(f.status) : QString()) != general.resolution.status)
        diff << QStringLiteral("status %1, general %2")
                    .arg(text(f.status), general.resolution.status);
    const std::optional<qint64> index
        = f.hasReferenceIndex ? std::optional<qint64>(f.referenceIndex) : std::nullopt;
    if (index != general.citation.referenceIndex)
        diff << QStringLiteral("reference index differs");
    if ((f.digest == f.computedDigest()) != general.digestOk())
        diff << QStringLiteral("verdict differs");
    return diff.join(QStringLiteral("; "));
}

// Every field of an observation as text, one per line (a read's Observations compared between
// the fast path and the tokenizer: any field one fills and the other does not shows).
inline QString describeObservation(const Observation &o)
{
    const auto number = [](const std::optional<qint64> &v) {
        return v ? QString::number(*v) : QStringLiteral("none");
    };
    const auto paper = [&number](const SharedOptional<PaperRef> &p) {
        if (!p)
            return QStringLiteral("none");
        return QStringList { p->arxivId, p->title, number(p->version), p->submittedAt,
            p->lastUpdated, p->snapshotObservedAt }
            .join(u'|');
    };
    QStringList s;
    s << QStringLiteral("%1 %2 %3").arg(directionName(o.direction)).arg(o.position).arg(o.id);
    s << o.digest << o.computedDigest;
    s << QStringLiteral("citing %1").arg(paper(o.citation.citingPaper));
    s << QStringLiteral("cited %1").arg(paper(o.citation.citedPaper));
    const CitedWork *w = o.citation.citedWork ? &*o.citation.citedWork : nullptr;
    s << (w ? QStringList { w->workId, w->title, w->doi, w->arxivId, w->pithArxivId, w->venue,
              w->metadataSource, w->snapshotObservedAt, number(w->year) }
                  .join(u'|')
            : QStringLiteral("no cited work"));
    s << number(o.citation.referenceIndex) << o.citation.source << o.citation.sourceObservedAt;
    s << o.citedPaperLink << o.citingPaperLink;
    s << o.resolution.status << o.resolution.resolverSource << o.resolution.observedAt;
    s << o.notice.state << QString::fromUtf8(o.notice.events.canonicalJson())
      << o.notice.eventTypes.join(u',');
    for (const SourceReceipt &r : o.notice.receipts)
        s << QStringLiteral("receipt %1 %2").arg(r.source, r.observedAt);
    s << QString::number(o.notice.receiptsNotKept) << o.notice.reason << o.notice.observation;
    for (const UnknownKey &k : o.unknownKeys)
        s << QStringLiteral("unknown %1 %2").arg(k.pointer, k.json);
    s << QString::number(o.unknownKeysNotKept);
    s << QStringLiteral("allDetails %1 raw %2").arg(o.allDetails).arg(o.rawLength);
    s << QString::fromUtf8(o.rawJsonBytes());
    return s.join(u'\n');
}

// What tells the two paths apart on a record's context digest, or an empty string.
inline QString fastContextDifference(const pith::detail::FastContext &f, const Record &general)
{
    const auto text
        = [](std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); };
    QStringList diff;
    if (text(f.computedDigest()) != general.computedContextDigest)
        diff << QStringLiteral("computed context digest %1, general %2")
                    .arg(text(f.computedDigest()), general.computedContextDigest);
    if ((f.hasStated ? text(f.stated) : QString()) != general.contextDigest)
        diff << QStringLiteral("stated context digest %1, general %2")
                    .arg(text(f.stated), general.contextDigest);
    return diff.join(QStringLiteral("; "));
}

} // namespace pith::test

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

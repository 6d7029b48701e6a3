// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the canonical writer against itself and against Python. Any input the parser accepts:
// its canonical form is a fixed point, and the record read from that canonical form (hashed as
// slices of the input) has the same digests as the record read from the input (hashed through a
// re-serialisation where the input is not canonical). The corpus (make-canonical-corpus.py) is
// number-heavy records sealed by Python; those exact inputs (canonical-sealed.txt) must verify.
#include "models/record/canonical.h"
#include "models/record/parser.h"
#include "tests/fuzz/fuzz_common.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSet>

#include <cstddef>
#include <cstdint>

using namespace pith;

namespace {

const QSet<QByteArray> &sealedByPython()
{
    static const QSet<QByteArray> sealed = [] {
        QSet<QByteArray> s;
        QFile f(QStringLiteral(PITH_FUZZ_SEALED));
        if (!f.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "cannot read %s\n", PITH_FUZZ_SEALED);
            std::abort();
        }
        for (const QByteArray &line : f.readAll().split('\n')) {
            if (!line.isEmpty())
                s.insert(line.left(64));
        }
        return s;
    }();
    return sealed;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const bool sealed = sealedByPython().contains(
        QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    const ParseResult r = parseRecord(bytes, QStringLiteral("fuzz.json"));
    PITH_FUZZ_CHECK(r.ok() || !sealed, "a record sealed by Python is refused: %s",
        qPrintable(r.error.toString()));
    QByteArray canonical;
    QString error;
    if (!canonicalJson(bytes, &canonical, &error))
        return 0;
    QByteArray again;
    PITH_FUZZ_CHECK(canonicalJson(canonical, &again, &error),
        "the canonical form does not parse: %s", qPrintable(error));
    PITH_FUZZ_CHECK(again == canonical, "the canonical form is no fixed point");
    if (!r.ok())
        return 0;
    const Record &rec = *r.record;
    if (sealed) {
        PITH_FUZZ_CHECK(rec.digestFailures().isEmpty(), "digests Python computed do not verify: %s",
            qPrintable(rec.digestFailures().join(QLatin1Char(' '))));
        PITH_FUZZ_CHECK(rec.contextDigestState() == Record::ContextDigestState::Ok,
            "the context digest Python computed does not verify");
    }
    const ParseResult c = parseRecord(canonical, QStringLiteral("canonical.json"));
    PITH_FUZZ_CHECK(
        c.ok(), "the canonical form of a record is refused: %s", qPrintable(c.error.toString()));
    PITH_FUZZ_CHECK(c.record->computedContextDigest == rec.computedContextDigest,
        "context digest differs between layouts");
    for (const auto &[a, b] : { std::pair { &rec.outbound, &c.record->outbound },
             std::pair { &rec.inbound, &c.record->inbound } }) {
        PITH_FUZZ_CHECK(a->size() == b->size(), "observation count differs between layouts");
        for (qsizetype i = 0; i < a->size(); ++i) {
            PITH_FUZZ_CHECK((*a)[i].computedDigest == (*b)[i].computedDigest,
                "digest of observation %lld differs between layouts", qint64(i));
            PITH_FUZZ_CHECK((*a)[i].rawJsonBytes() == (*b)[i].rawJsonBytes(),
                "raw JSON of observation %lld differs", qint64(i));
        }
    }
    return 0;
}

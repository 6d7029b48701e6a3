// SPDX-License-Identifier: GPL-3.0-or-later
// Verify's canonical fast path (fastverify.h): one pass over an observation's bytes checks the
// canonical form byte by byte (the rules of writeCanonicalString() and Writer in canonical_p.h,
// and the tokenizer's notion of a canonical node) and notes where observation_digest sits, so
// the digest is taken over the bytes in place.
#include "models/record/fastverify.h"
#include "models/record/fields_p.h"

#include <QtAlgorithms>
#include <QtEndian>

#include <array>
#include <cstring>
#include <limits>

namespace pith::detail {

namespace {

// Deeper than any record's observation, far below the tokenizer's bound: deeper input declines.
constexpr int kFastMaxDepth = 64;

// 1: a byte a canonical string holds as it is (printable ASCII but '"' and '\\').
constexpr std::array<quint8, 256> kPlain = [] {
    std::array<quint8, 256> t {};
    for (int c = 0x20; c < 0x80; ++c)
        t[std::size_t(c)] = c == '"' || c == '\\' ? 0 : 1;
    return t;
}();

// The bytes of w (eight bytes of input, the first in the lowest bits) that end a run of plain
// bytes (kPlain): '"', '\\', a control character, a byte >= 0x80; each such byte's high bit set.
// A byte above the first one may be flagged wrongly (a borrow); the lowest flag is exact, which
// is all the caller reads (the tests of "Bit Twiddling Hacks").
inline quint64 stopBytes(quint64 w)
{
    constexpr quint64 ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    const auto zeroBytes = [](quint64 v) { return (v - ones) & ~v & highs; };
    const quint64 below20 = (w - 0x20 * ones) & ~w & highs;
    return (w & highs) | below20 | zeroBytes(w ^ ('"' * ones)) | zeroBytes(w ^ ('\\' * ones));
}

// The members fastObservation() reads: where a member's value goes.
enum class Slot {
    None,
    Top,
    Citation,
    Resolution,
    Id,
    Digest,
    Status,
    ReferenceIndex,
    Notice,
    Events,
    Root,
    AsOf,
    ContextDigest,
    // FastTableFields: containers, then strings, then integers
    CitingPaper,
    CitedPaper,
    CitedWork,
    PaperArxivId,
    PaperTitle,
    PaperSubmittedAt,
    WorkTitle,
    WorkDoi,
    WorkArxivId,
    WorkPithArxivId,
    Source,
    ResolverSource,
    ResolvedAt,
    NoticeState,
    NoticeReason,
    PaperVersion,
    WorkYear
};

// A string member of FastTableFields.
bool isTableText(Slot slot) { return slot >= Slot::PaperArxivId && slot <= Slot::NoticeReason; }

class Checker {
public:
    explicit Checker(std::string_view bytes)
        : m_p(bytes.data())
        , m_end(bytes.data() + bytes.size())
    {
    }

    // The whole input is one canonical value; with rules, an object whose values have the kinds
    // the field table asks for (fields.cpp), every required one there and not null.
    bool run(Slot slot, const FieldRules *rules = nullptr)
    {
        if (rules) {
            FieldRule top;
            top.kind = Kind::Object;
            top.members = rules;
            return value(slot, 0, &top) && m_p == m_end;
        }
        return value(slot, 0) && m_p == m_end;
    }

    FastObservation *obs = nullptr;
    FastTableFields *table = nullptr; // the table fields too, when given
    // The members left out of the digest (observation_digest; as_of and context_digest), each
    // with one comma: [first, second) of the input.
    std::pair<const char *, const char *> skipped[2] = {};
    int skips = 0;
    std::string_view contextDigest; // the root's context_digest, as stated
    bool seenContextDigest = false;
    bool seenId = false, seenDigest = false;

private:
    // What the general path would report as a fault of the format (a value of the wrong kind, a
    // required value null, an integer beyond 64 bits) declines: that path words it.
    static bool fits(const FieldRule &rule, char first)
    {
        switch (first) {
        case '{':
            return rule.kind == Kind::Object;
        case '[':
            return rule.kind == Kind::Array;
        case '"':
            return rule.kind == Kind::String;
        case 'n':
            return rule.need == Need::Optional && rule.kind != Kind::Null; // null: absent
        case 't':
        case 'f':
            return false;
        default:
            return rule.kind == Kind::Integer; // a float declines in number()
        }
    }

    bool value(Slot slot, int depth, const FieldRule *rule = nullptr)
    {
        if (m_p == m_end)
            return false;
        if (rule && !fits(*rule, *m_p))
            return false;
        switch (*m_p) {
        case '{':
            return object(slot, depth + 1, rule ? rule->members : nullptr);
        case '[':
            return array(slot, depth + 1, rule ? rule->members : nullptr);
        case '"': {
            std::string_view text;
            bool escaped = false;
            if (!string(&text, &escaped))
                return false;
            return take(slot, text, escaped);
        }
        case 't':
            return literal("true", 4) && slot != Slot::ReferenceIndex && notReported(slot);
        case 'f':
            return literal("false", 5) && slot != Slot::ReferenceIndex && notReported(slot);
        case 'n':
            // null: an absent reference index or status, as the general path reads it
            return literal("null", 4) && slot != Slot::Id && slot != Slot::Digest
                && slot != Slot::ContextDigest;
        default:
            return number(slot, rule != nullptr);
        }
    }

    // A value of the wrong type where the general path wants a string or an integer: that path
    // words the error.
    static bool notReported(Slot slot) { return !isText(slot); }
    static bool isText(Slot slot)
    {
        return slot == Slot::Id || slot == Slot::Digest || slot == Slot::Status
            || slot == Slot::ContextDigest || isTableText(slot);
    }

    // Where a string member of the table fields goes (a table slot's).
    FastText *tableText(Slot slot)
    {
        switch (slot) {
        case Slot::PaperArxivId:
            return &m_paper->arxivId;
        case Slot::PaperTitle:
            return &m_paper->title;
        case Slot::PaperSubmittedAt:
            return &m_paper->submittedAt;
        case Slot::WorkTitle:
            return &table->workTitle;
        case Slot::WorkDoi:
            return &table->workDoi;
        case Slot::WorkArxivId:
            return &table->workArxivId;
        case Slot::WorkPithArxivId:
            return &table->workPithArxivId;
        case Slot::Source:
            return &table->source;
        case Slot::ResolverSource:
            return &table->resolverSource;
        case Slot::ResolvedAt:
            return &table->resolutionObservedAt;
        case Slot::NoticeState:
            return &table->noticeState;
        default:
            return &table->noticeReason;
        }
    }

    bool take(Slot slot, std::string_view text, bool escaped)
    {
        switch (slot) {
        case Slot::Id:
        case Slot::Digest:
        case Slot::Status:
            if (escaped) // the general path decodes the text: leave it that
                return false;
            if (slot == Slot::Id) {
                obs->id = text;
                seenId = true;
            } else if (slot == Slot::Digest) {
                obs->digest = text;
                seenDigest = true;
            } else {
                obs->status = text;
                obs->hasStatus = true;
            }
            return true;
        case Slot::ReferenceIndex:
            return false;
        case Slot::ContextDigest:
            if (escaped)
                return false;
            contextDigest = text;
            seenContextDigest = true;
            return true;
        default:
            if (isTableText(slot))
                *tableText(slot) = FastText { text, escaped, true };
            return true;
        }
    }

    bool literal(const char *word, std::size_t n)
    {
        if (std::size_t(m_end - m_p) < n || std::memcmp(m_p, word, n) != 0)
            return false;
        m_p += n;
        return true;
    }

    // inRange: an integer field, which the general path wants within 64 bits.
    bool number(Slot slot, bool inRange)
    {
        const bool negative = *m_p == '-';
        if (negative)
            ++m_p;
        if (m_p == m_end || *m_p < '0' || *m_p > '9')
            return false;
        const char *digits = m_p;
        if (*m_p == '0') {
            ++m_p;
            if (negative) // "-0" is written "0"
                return false;
        } else {
            while (m_p != m_end && *m_p >= '0' && *m_p <= '9')
                ++m_p;
        }
        // floats are canonical only in Python's repr form: the general path writes them
        if (m_p != m_end && (*m_p == '.' || *m_p == 'e' || *m_p == 'E'))
            return false;
        if (isText(slot))
            return false;
        if (slot != Slot::ReferenceIndex && !inRange)
            return true;
        // within 64 bits, as the general path's integer fields want; else it words the error
        if (m_p - digits > 19)
            return false;
        quint64 v = 0;
        for (const char *d = digits; d != m_p; ++d)
            v = v * 10 + quint64(*d - '0');
        if (negative ? v > quint64(1) << 63 : v > quint64(std::numeric_limits<qint64>::max()))
            return false;
        const qint64 value = negative ? qint64(0 - v) : qint64(v);
        if (slot == Slot::ReferenceIndex) {
            obs->referenceIndex = value;
            obs->hasReferenceIndex = true;
        } else if (slot == Slot::PaperVersion) {
            m_paper->version = value;
            m_paper->hasVersion = true;
        } else if (slot == Slot::WorkYear) {
            table->workYear = value;
            table->hasWorkYear = true;
        }
        return true;
    }

    // At the opening quote: a canonical string (Python's escapes only, strict UTF-8).
    bool string(std::string_view *text, bool *escaped)
    {
        ++m_p;
        const char *start = m_p;
        for (;;) {
            // eight bytes at a time through the plain stretches (most of a record's text)
            while (m_end - m_p >= 8) {
                const quint64 stop = stopBytes(qFromLittleEndian<quint64>(m_p));
                if (stop) {
                    m_p += qCountTrailingZeroBits(stop) / 8;
                    break;
                }
                m_p += 8;
            }
            while (m_p != m_end && kPlain[static_cast<unsigned char>(*m_p)])
                ++m_p;
            if (m_p == m_end)
                return false;
            const auto c = static_cast<unsigned char>(*m_p);
            if (c == '"')
                break;
            if (c == '\\') {
                *escaped = true;
                if (!escape())
                    return false;
                continue;
            }
            if (c < 0x20 || !utf8())
                return false;
        }
        *text = std::string_view(start, std::size_t(m_p - start));
        ++m_p;
        return true;
    }

    // At a backslash: one of the escapes Python writes.
    bool escape()
    {
        if (m_end - m_p < 2)
            return false;
        switch (m_p[1]) {
        case '"':
        case '\\':
        case 'b':
        case 'f':
        case 'n':
        case 'r':
        case 't':
            m_p += 2;
            return true;
        case 'u':
            break;
        default:
            return false; // "\/" and what is no escape at all
        }
        // \u00xx in lower-case hex, only for control characters without a short form
        if (m_end - m_p < 6 || m_p[2] != '0' || m_p[3] != '0')
            return false;
        const auto hexDigit = [](char h) {
            return h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10 : -1;
        };
        const int hi = hexDigit(m_p[4]), lo = hexDigit(m_p[5]);
        if (hi < 0 || lo < 0)
            return false;
        const int cp = hi * 16 + lo;
        if (cp >= 0x20 || cp == '\b' || cp == '\f' || cp == '\n' || cp == '\r' || cp == '\t')
            return false;
        m_p += 6;
        return true;
    }

    // At a byte >= 0x80: one well-formed UTF-8 sequence (RFC 3629, as the tokenizer's skipUtf8).
    bool utf8()
    {
        const auto b = [this](std::ptrdiff_t i) {
            return m_end - m_p > i ? static_cast<unsigned char>(m_p[i]) : 0u;
        };
        const auto cont = [](unsigned x) { return (x & 0xC0) == 0x80; };
        const unsigned c = b(0);
        if (c >= 0xC2 && c <= 0xDF) {
            if (!cont(b(1)))
                return false;
            m_p += 2;
            return true;
        }
        if (c >= 0xE0 && c <= 0xEF) {
            const unsigned c1 = b(1);
            const bool ok1 = c == 0xE0 ? (c1 >= 0xA0 && c1 <= 0xBF)
                : c == 0xED            ? (c1 >= 0x80 && c1 <= 0x9F)
                                       : cont(c1);
            if (!ok1 || !cont(b(2)))
                return false;
            m_p += 3;
            return true;
        }
        if (c >= 0xF0 && c <= 0xF4) {
            const unsigned c1 = b(1);
            const bool ok1 = c == 0xF0 ? (c1 >= 0x90 && c1 <= 0xBF)
                : c == 0xF4            ? (c1 >= 0x80 && c1 <= 0x8F)
                                       : cont(c1);
            if (!ok1 || !cont(b(2)) || !cont(b(3)))
                return false;
            m_p += 4;
            return true;
        }
        return false;
    }

    // elements: the fields of each element, an object; none: any values.
    bool array(Slot slot, int depth, const FieldRules *elements = nullptr)
    {
        if (depth > kFastMaxDepth)
            return false;
        const char *open = m_p;
        ++m_p;
        if (m_p != m_end && *m_p == ']') {
            ++m_p;
            return true;
        }
        FieldRule element;
        element.kind = Kind::Object;
        element.need = Need::Required; // a null element is no object
        element.members = elements;
        qsizetype count = 0;
        for (;;) {
            if (!value(Slot::None, depth, elements ? &element : nullptr))
                return false;
            ++count;
            if (m_p == m_end)
                return false;
            if (*m_p == ']') {
                ++m_p;
                if (slot == Slot::Events && obs) {
                    obs->events = std::string_view(open, std::size_t(m_p - open));
                    obs->eventCount = count;
                }
                return true;
            }
            if (*m_p != ',')
                return false;
            ++m_p;
        }
    }

    // Keys in strictly increasing byte order (code point order: sorted, no key twice), none
    // escaped (the general path compares decoded keys).
    // rules: the fields of this object (the field table), or none.
    bool object(Slot slot, int depth, const FieldRules *rules = nullptr)
    {
        if (depth > kFastMaxDepth)
            return false;
        if (slot == Slot::CitingPaper || slot == Slot::CitedPaper) {
            m_paper = slot == Slot::CitingPaper ? &table->citingPaper : &table->citedPaper;
            m_paper->present = true;
        } else if (slot == Slot::CitedWork) {
            table->hasCitedWork = true;
        }
        ++m_p;
        if (m_p != m_end && *m_p == '}') {
            ++m_p;
            return !rules || rules->requiredMask == 0;
        }
        quint64 present = 0; // bit i: rules->rules[i] was there (and not null when required)
        std::size_t cursor = 0; // the keys come sorted, as the rules: one walk matches them
        std::string_view previous;
        bool first = true;
        bool emitted = false; // a member before this one is in the digest
        for (;;) {
            if (m_p == m_end || *m_p != '"')
                return false;
            const char *keyStart = m_p;
            std::string_view key;
            bool escaped = false;
            if (!string(&key, &escaped) || escaped)
                return false;
            if (!first && !keyBefore(previous, key))
                return false;
            previous = key;
            if (m_p == m_end || *m_p != ':')
                return false;
            ++m_p;
            const Slot child = childSlot(slot, key);
            int index = 0;
            const FieldRule *rule = rules ? rules->findFrom(key, &cursor, &index) : nullptr;
            if (rule)
                present |= quint64(1) << index;
            if (!value(child, depth, rule))
                return false;
            if (child == Slot::Digest || child == Slot::AsOf || child == Slot::ContextDigest) {
                // left out with the comma before it, or the one after it when no member before
                // it is written
                if (skips == 2)
                    return false;
                skipped[skips++] = { emitted ? keyStart - 1 : keyStart,
                    !emitted && m_p != m_end && *m_p == ',' ? m_p + 1 : m_p };
            } else {
                emitted = true;
            }
            first = false;
            if (m_p == m_end)
                return false;
            if (*m_p == '}') {
                ++m_p;
                return !rules || (present & rules->requiredMask) == rules->requiredMask;
            }
            if (*m_p != ',')
                return false;
            ++m_p;
        }
    }

    Slot childSlot(Slot parent, std::string_view key) const
    {
        switch (parent) {
        case Slot::Top:
            if (key == "observation_id")
                return Slot::Id;
            if (key == "observation_digest")
                return Slot::Digest;
            if (key == "citation")
                return Slot::Citation;
            if (key == "resolution")
                return Slot::Resolution;
            if (key == "standing_notice")
                return Slot::Notice;
            return Slot::None;
        case Slot::Notice:
            if (key == "events")
                return Slot::Events;
            if (table)
                return key == "state" ? Slot::NoticeState
                    : key == "reason" ? Slot::NoticeReason
                                      : Slot::None;
            return Slot::None;
        case Slot::Citation:
            if (key == "reference_index")
                return Slot::ReferenceIndex;
            if (table)
                return key == "citing_paper" ? Slot::CitingPaper
                    : key == "cited_paper"   ? Slot::CitedPaper
                    : key == "cited_work"    ? Slot::CitedWork
                    : key == "source"        ? Slot::Source
                                             : Slot::None;
            return Slot::None;
        case Slot::CitingPaper:
        case Slot::CitedPaper:
            return key == "arxiv_id"    ? Slot::PaperArxivId
                : key == "title"        ? Slot::PaperTitle
                : key == "submitted_at" ? Slot::PaperSubmittedAt
                : key == "version"      ? Slot::PaperVersion
                                        : Slot::None;
        case Slot::CitedWork:
            return key == "title"        ? Slot::WorkTitle
                : key == "doi"           ? Slot::WorkDoi
                : key == "arxiv_id"      ? Slot::WorkArxivId
                : key == "pith_arxiv_id" ? Slot::WorkPithArxivId
                : key == "year"          ? Slot::WorkYear
                                         : Slot::None;
        case Slot::Root:
            return key == "as_of"         ? Slot::AsOf
                : key == "context_digest" ? Slot::ContextDigest
                                          : Slot::None;
        case Slot::Resolution:
            if (key == "status")
                return Slot::Status;
            if (table)
                return key == "resolver_source" ? Slot::ResolverSource
                    : key == "observed_at"      ? Slot::ResolvedAt
                                                : Slot::None;
            return Slot::None;
        default:
            return Slot::None;
        }
    }

    const char *m_p;
    const char *m_end;
    FastPaper *m_paper = nullptr; // the paper whose members are being read
};

} // namespace

bool isFastCanonical(std::string_view bytes) { return Checker(bytes).run(Slot::None); }

namespace {

// SHA-256 of bytes without the checker's left-out members, as "sha256:" and lower-case hex.
void hashKept(std::string_view bytes, const Checker &checker, Sha256 &sha, char *out)
{
    sha.reset();
    const char *at = bytes.data();
    for (int i = 0; i < checker.skips; ++i) {
        sha.update(std::string_view(at, std::size_t(checker.skipped[i].first - at)));
        at = checker.skipped[i].second;
    }
    sha.update(std::string_view(at, std::size_t(bytes.data() + bytes.size() - at)));
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    EVP_DigestFinal_ex(sha.ctx(), md, &len);
    static const char hex[] = "0123456789abcdef";
    std::memcpy(out, "sha256:", 7);
    char *d = out + 7;
    for (unsigned i = 0; i < len && i < 32; ++i) {
        *d++ = hex[md[i] >> 4];
        *d++ = hex[md[i] & 0xf];
    }
}

} // namespace

std::string fastText(const FastText &t)
{
    if (!t.escaped)
        return std::string(t.raw);
    // the tokenizer's own decoder, over the string with its quotes (the bytes around the view)
    Scanner scanner(t.raw.data() - 1, qint64(t.raw.size()) + 2);
    Tape tape;
    Node node;
    if (!scanner.parseString(tape, node)) // checked canonical already: cannot fail
        return std::string(t.raw);
    return std::string(scanner.text(tape, node));
}

bool fastObservation(
    std::string_view bytes, Sha256 &sha, FastObservation *out, FastTableFields *table)
{
    *out = FastObservation();
    if (table)
        *table = FastTableFields();
    if (bytes.empty() || bytes.front() != '{')
        return false;
    Checker checker(bytes);
    checker.obs = out;
    checker.table = table;
    if (!checker.run(Slot::Top, &observationRules()) || !checker.seenId || !checker.seenDigest)
        return false;
    hashKept(bytes, checker, sha, out->computed);
    return true;
}

bool fastContextDigest(std::string_view bytes, Sha256 &sha, FastContext *out)
{
    *out = FastContext();
    if (bytes.empty() || bytes.front() != '{')
        return false;
    Checker checker(bytes);
    if (!checker.run(Slot::Root))
        return false;
    out->stated = checker.contextDigest;
    out->hasStated = checker.seenContextDigest;
    hashKept(bytes, checker, sha, out->computed);
    return true;
}

} // namespace pith::detail

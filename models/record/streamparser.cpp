// SPDX-License-Identifier: GPL-3.0-or-later
// The streaming record parser. One pass over the bytes, no DOM of the whole record:
//  - a hand-written validating scanner (RFC 8259 grammar, strict UTF-8 as RFC 3629, escapes and
//    surrogate pairs checked, nesting bounded, duplicate keys refused) writes each observation
//    into a small reusable tape of nodes that point into the input;
//  - the observation is converted to the record types right away (same checks, same order and
//    same messages as the DOM reader it replaces) and the tape is reused for the next one;
//  - digests are fed straight into SHA-256: a value whose input bytes are already canonical
//    (Pith serves sorted compact JSON) is hashed as a slice of the input, anything else is
//    re-serialised canonically from the tape;
//  - syntax errors are reported with nlohmann/json's wording and position (the wording the
//    parser always had) by re-scanning only when the input is bad.
#include "models/record/streamparser_p.h"
#include "models/record/canonical_p.h"

#include <nlohmann/json.hpp>

#include <QHash>
#include <QThread>

#ifdef Q_OS_UNIX
#include <sys/mman.h>
#endif

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>
#include <charconv>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace pith::detail {

namespace {

// ---------------------------------------------------------------------------------------------
// Tape

// BigInteger: an integer outside 64 bits; Python keeps its digits, so its canonical form is its text.
enum class Kind : quint8 { Null, False, True, String, Integer, Unsigned, BigInteger, Float, Array, Object };

struct Node
{
    qint64 start = 0; // raw bytes [start, end) of the value (strings: with the quotes)
    qint64 end = 0;
    qint64 textOffset = 0; // strings: decoded text, in Tape::decoded when escaped, else in the input
    qint64 textLength = 0;
    qint64 integer = 0;
    quint64 unsignedInteger = 0;
    double number = 0;
    quint32 next = 0;  // index of the node after this one's subtree
    quint32 count = 0; // members of an object, elements of an array
    Kind kind = Kind::Null;
    bool canonical = true; // the raw bytes are the canonical form of the whole value
    bool escaped = false;  // string text lives in Tape::decoded
    qint32 streamed = -1;  // root placeholder of an outbound/inbound array parsed element-wise
};

struct Tape
{
    std::vector<Node> nodes;
    std::string decoded;
    void clear()
    {
        nodes.clear();
        decoded.clear();
    }
};

constexpr quint32 kNone = 0xffffffffu;

// A JSON pointer built only when a message needs it.
struct Path
{
    const Path *parent = nullptr;
    std::string_view key; // used when index < 0
    qint64 index = -1;

    QString build() const
    {
        QString head = parent ? parent->build() : QString();
        if (!parent && key.empty() && index < 0)
            return head;
        if (index >= 0)
            return head + QLatin1Char('/') + QString::number(index);
        QString k = QString::fromUtf8(key.data(), qsizetype(key.size()));
        k.replace(QLatin1Char('~'), QStringLiteral("~0"));
        k.replace(QLatin1Char('/'), QStringLiteral("~1"));
        return head + QLatin1Char('/') + k;
    }
};

struct ShapeError
{
    QString pointer;
    QString message;
};

// ---------------------------------------------------------------------------------------------
// Scanner

enum class ErrorKind { None, Syntax, Own, Depth, Duplicate, Cancelled };

// Character classes for the string fast path: 0 plain, 1 quote/backslash/control, 2 non-ASCII.
struct StringTable
{
    unsigned char cls[256];
    constexpr StringTable() : cls()
    {
        for (int c = 0; c < 256; ++c)
            cls[c] = c < 0x20 || c == '"' || c == '\\' ? 1 : c >= 0x80 ? 2 : 0;
    }
};
constexpr StringTable kStringTable;

class Scanner
{
public:
    Scanner(const QByteArray &bytes) : m_data(bytes.constData()), m_size(bytes.size()) {}

    const char *data() const { return m_data; }
    qint64 size() const { return m_size; }
    qint64 pos = 0;

    ErrorKind error = ErrorKind::None;
    qint64 errorOffset = 0;
    QString errorMessage;
    QString errorPointer;

    // Skips white space; true when there was some.
    bool skipWs()
    {
        const qint64 start = pos;
        while (pos < m_size) {
            const char c = m_data[pos];
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
                break;
            ++pos;
        }
        return pos != start;
    }

    // An error nlohmann/json has no (or no good) wording for: reported as it is.
    bool failOwn(qint64 offset, const QString &message)
    {
        if (error == ErrorKind::None) {
            error = ErrorKind::Own;
            errorOffset = offset;
            errorMessage = message;
        }
        return false;
    }

    bool fail(qint64 offset, const char *message)
    {
        if (error == ErrorKind::None) {
            error = ErrorKind::Syntax;
            errorOffset = offset;
            errorMessage = QString::fromLatin1(message);
        }
        return false;
    }

    // Parses a string at pos (at the opening quote) into node n of tape.
    bool parseString(Tape &tape, Node &n)
    {
        n.kind = Kind::String;
        n.start = pos;
        ++pos;
        const qint64 textStart = pos;
        bool escaped = false;
        std::string *out = nullptr;
        qint64 copiedUpTo = textStart;
        for (;;) {
            // fast path over plain ASCII
            while (pos < m_size && kStringTable.cls[static_cast<unsigned char>(m_data[pos])] == 0)
                ++pos;
            if (pos >= m_size)
                return fail(pos, "unexpected end of input in a string");
            const auto c = static_cast<unsigned char>(m_data[pos]);
            if (c == '"')
                break;
            if (c >= 0x80) {
                if (!skipUtf8())
                    return false;
                continue;
            }
            if (c < 0x20)
                return fail(pos, "control character in a string");
            // backslash
            if (!escaped) {
                escaped = true;
                out = &tape.decoded;
                n.textOffset = qint64(out->size());
            }
            out->append(m_data + copiedUpTo, std::size_t(pos - copiedUpTo));
            if (pos + 1 >= m_size)
                return fail(pos, "unexpected end of input in an escape");
            const char e = m_data[pos + 1];
            switch (e) {
            case '"': out->push_back('"'); break;
            case '\\': out->push_back('\\'); break;
            case '/': out->push_back('/'); n.canonical = false; break;
            case 'b': out->push_back('\b'); break;
            case 'f': out->push_back('\f'); break;
            case 'n': out->push_back('\n'); break;
            case 'r': out->push_back('\r'); break;
            case 't': out->push_back('\t'); break;
            case 'u': {
                unsigned cp = 0;
                if (!hex4(pos + 2, &cp))
                    return false;
                qint64 consumed = 6;
                // canonical only for control characters without a short form, in lowercase
                if (cp >= 0x20 || cp == '\b' || cp == '\f' || cp == '\n' || cp == '\r' || cp == '\t'
                    || hasUpperHex(pos + 2))
                    n.canonical = false;
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    unsigned low = 0;
                    if (pos + 7 >= m_size || m_data[pos + 6] != '\\' || m_data[pos + 7] != 'u' || !hex4(pos + 8, &low)
                        || low < 0xDC00 || low > 0xDFFF)
                        return fail(pos, "lone high surrogate");
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    consumed = 12;
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    return fail(pos, "lone low surrogate");
                }
                appendUtf8(*out, cp);
                pos += consumed;
                copiedUpTo = pos;
                continue;
            }
            default: return fail(pos, "invalid escape");
            }
            pos += 2;
            copiedUpTo = pos;
        }
        if (escaped) {
            out->append(m_data + copiedUpTo, std::size_t(pos - copiedUpTo));
            n.escaped = true;
            n.textLength = qint64(out->size()) - n.textOffset;
        } else {
            n.textOffset = textStart;
            n.textLength = pos - textStart;
        }
        ++pos; // closing quote
        n.end = pos;
        return true;
    }

    std::string_view text(const Tape &tape, const Node &n) const
    {
        if (n.escaped)
            return std::string_view(tape.decoded.data() + n.textOffset, std::size_t(n.textLength));
        return std::string_view(m_data + n.textOffset, std::size_t(n.textLength));
    }

    bool parseNumber(Node &n)
    {
        n.start = pos;
        const qint64 begin = pos;
        bool negative = false;
        if (m_data[pos] == '-') {
            negative = true;
            ++pos;
        }
        if (pos >= m_size || !isDigit(m_data[pos]))
            return fail(pos, "invalid number");
        bool isInteger = true;
        if (m_data[pos] == '0') {
            ++pos;
        } else {
            while (pos < m_size && isDigit(m_data[pos]))
                ++pos;
        }
        const qint64 intEnd = pos;
        if (pos < m_size && m_data[pos] == '.') {
            isInteger = false;
            ++pos;
            if (pos >= m_size || !isDigit(m_data[pos]))
                return fail(pos, "invalid number");
            while (pos < m_size && isDigit(m_data[pos]))
                ++pos;
        }
        if (pos < m_size && (m_data[pos] == 'e' || m_data[pos] == 'E')) {
            isInteger = false;
            ++pos;
            if (pos < m_size && (m_data[pos] == '+' || m_data[pos] == '-'))
                ++pos;
            if (pos >= m_size || !isDigit(m_data[pos]))
                return fail(pos, "invalid number");
            while (pos < m_size && isDigit(m_data[pos]))
                ++pos;
        }
        n.end = pos;
        if (isInteger) {
            // unsigned when it fits, signed when negative and it fits, else kept as written
            quint64 value = 0;
            bool overflow = false;
            for (qint64 i = negative ? begin + 1 : begin; i < intEnd; ++i) {
                const quint64 digit = quint64(m_data[i] - '0');
                if (value > (~quint64(0) - digit) / 10) {
                    overflow = true;
                    break;
                }
                value = value * 10 + digit;
            }
            if (!overflow && !negative) {
                n.kind = Kind::Unsigned;
                n.unsignedInteger = value;
                return true;
            }
            if (!overflow && value <= quint64(1) << 63) {
                n.kind = Kind::Integer;
                n.integer = value == quint64(1) << 63 ? std::numeric_limits<qint64>::min() : -qint64(value);
                if (value == 0)
                    n.canonical = false; // "-0" is written "0"
                return true;
            }
            // Python's int has no size limit: the digits as written (JSON allows no leading zeros)
            n.kind = Kind::BigInteger;
            return true;
        }
        n.kind = Kind::Float;
        n.canonical = false;
        // locale-independent; out of range as strtod: infinity on overflow, zero on underflow
        const char *first = m_data + begin;
        const auto res = std::from_chars(first, m_data + pos, n.number);
        if (res.ec == std::errc::result_out_of_range || !std::isfinite(n.number)) {
            const std::string_view token(first, std::size_t(pos - begin));
            const auto e = token.find_first_of("eE");
            const bool underflow = e != std::string_view::npos && e + 1 < token.size() && token[e + 1] == '-';
            if (!underflow) {
                // JSON has no infinity: a digest over it would not be what Pith computed
                const QString shown = QString::fromLatin1(token.data(), qsizetype(std::min<std::size_t>(token.size(), 40)));
                return failOwn(begin, QStringLiteral("number out of range: %1%2")
                                              .arg(shown, token.size() > 40 ? QStringLiteral("…") : QString()));
            }
            n.number = negative ? -0.0 : 0.0;
        }
        return true;
    }

    bool parseLiteral(Node &n)
    {
        n.start = pos;
        const char c = m_data[pos];
        const char *word = c == 't' ? "true" : c == 'f' ? "false" : "null";
        const qint64 len = qint64(std::strlen(word));
        if (pos + len > m_size && std::memcmp(m_data + pos, word, std::size_t(m_size - pos)) == 0)
            return failOwn(m_size, QStringLiteral("syntax error while parsing value - unexpected end of input in the literal \"%1\"")
                                           .arg(QLatin1String(word)));
        if (pos + len > m_size || std::memcmp(m_data + pos, word, std::size_t(len)) != 0)
            return fail(pos, "invalid literal");
        n.kind = c == 't' ? Kind::True : c == 'f' ? Kind::False : Kind::Null;
        pos += len;
        n.end = pos;
        return true;
    }

    // Parses one value at pos (after white space) into tape, iteratively (no recursion, so
    // nesting costs no stack), refusing nesting deeper than kMaxNestingDepth and duplicate keys.
    // prefix is the pointer of the value, for messages.
    bool parseValue(Tape &tape, const Path *prefix, int depthOffset = 0);

private:
    static bool isDigit(char c) { return c >= '0' && c <= '9'; }

    bool hex4(qint64 at, unsigned *out)
    {
        if (at + 4 > m_size)
            return fail(at, "unexpected end of input in an escape");
        unsigned v = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = m_data[at + i];
            v <<= 4;
            if (h >= '0' && h <= '9')
                v |= unsigned(h - '0');
            else if (h >= 'a' && h <= 'f')
                v |= unsigned(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
                v |= unsigned(h - 'A' + 10);
            else
                return fail(at + i, "invalid \\u escape");
        }
        *out = v;
        return true;
    }

    bool hasUpperHex(qint64 at) const
    {
        for (int i = 0; i < 4; ++i) {
            if (m_data[at + i] >= 'A' && m_data[at + i] <= 'F')
                return true;
        }
        return false;
    }

    static void appendUtf8(std::string &out, unsigned cp)
    {
        if (cp < 0x80) {
            out.push_back(char(cp));
        } else if (cp < 0x800) {
            out.push_back(char(0xC0 | (cp >> 6)));
            out.push_back(char(0x80 | (cp & 0x3F)));
        } else if (cp < 0x10000) {
            out.push_back(char(0xE0 | (cp >> 12)));
            out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
            out.push_back(char(0x80 | (cp & 0x3F)));
        } else {
            out.push_back(char(0xF0 | (cp >> 18)));
            out.push_back(char(0x80 | ((cp >> 12) & 0x3F)));
            out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
            out.push_back(char(0x80 | (cp & 0x3F)));
        }
    }

    // One UTF-8 sequence at pos, well-formed as RFC 3629 (no overlongs, surrogates or > U+10FFFF).
    bool skipUtf8()
    {
        const auto b = [this](qint64 i) { return i < m_size ? static_cast<unsigned char>(m_data[i]) : 0u; };
        const unsigned c = b(pos);
        const auto cont = [](unsigned x) { return (x & 0xC0) == 0x80; };
        if (c >= 0xC2 && c <= 0xDF) {
            if (!cont(b(pos + 1)))
                return fail(pos, "ill-formed UTF-8");
            pos += 2;
            return true;
        }
        if (c >= 0xE0 && c <= 0xEF) {
            const unsigned c1 = b(pos + 1);
            const bool ok1 = c == 0xE0 ? (c1 >= 0xA0 && c1 <= 0xBF) : c == 0xED ? (c1 >= 0x80 && c1 <= 0x9F) : cont(c1);
            if (!ok1 || !cont(b(pos + 2)))
                return fail(pos, "ill-formed UTF-8");
            pos += 3;
            return true;
        }
        if (c >= 0xF0 && c <= 0xF4) {
            const unsigned c1 = b(pos + 1);
            const bool ok1 = c == 0xF0 ? (c1 >= 0x90 && c1 <= 0xBF) : c == 0xF4 ? (c1 >= 0x80 && c1 <= 0x8F) : cont(c1);
            if (!ok1 || !cont(b(pos + 2)) || !cont(b(pos + 3)))
                return fail(pos, "ill-formed UTF-8");
            pos += 4;
            return true;
        }
        return fail(pos, "ill-formed UTF-8");
    }

    struct Frame
    {
        quint32 node;
        quint32 lastKey = kNone; // object: node of the previous key
        std::unique_ptr<std::unordered_set<std::string>> keys; // unsorted big objects
        bool object;
        bool sorted = true; // every key so far greater than the one before
    };

    bool duplicateKey(const Tape &tape, const std::vector<Frame> &frames, const Path *prefix, std::string_view key);

    const char *m_data;
    qint64 m_size;
    std::vector<Frame> m_frames;
};

bool Scanner::duplicateKey(const Tape &tape, const std::vector<Frame> &frames, const Path *prefix, std::string_view key)
{
    if (error != ErrorKind::None)
        return false;
    // the pointer of the repeated key: prefix, then the key or index of every open container
    std::vector<Path> chain;
    chain.reserve(frames.size() + 1);
    const Path *parent = prefix;
    for (std::size_t f = 0; f < frames.size(); ++f) {
        const Frame &fr = frames[f];
        const Node &container = tape.nodes[fr.node];
        if (f + 1 == frames.size()) {
            chain.push_back(Path{parent, key, -1});
        } else if (fr.object) {
            chain.push_back(Path{parent, text(tape, tape.nodes[fr.lastKey]), -1});
        } else {
            chain.push_back(Path{parent, {}, qint64(container.count)});
        }
        parent = &chain.back();
    }
    error = ErrorKind::Duplicate;
    errorOffset = pos;
    errorPointer = parent ? parent->build() : QString();
    errorMessage = QStringLiteral("duplicate key \"%1\": a digest over repeated keys is ambiguous")
                           .arg(QString::fromUtf8(key.data(), qsizetype(key.size())));
    return false;
}

bool Scanner::parseValue(Tape &tape, const Path *prefix, int depthOffset)
{
    std::vector<Frame> &frames = m_frames;
    frames.clear();
    const auto markParent = [&] {
        if (!frames.empty())
            tape.nodes[frames.back().node].canonical = false;
    };

    for (;;) {
        // a value
        if (skipWs())
            markParent();
        if (pos >= m_size)
            return fail(pos, "unexpected end of input");
        const char c = m_data[pos];
        const quint32 index = quint32(tape.nodes.size());
        tape.nodes.emplace_back();
        bool closed = true;
        switch (c) {
        case '{':
        case '[': {
            if (int(frames.size()) + depthOffset >= kMaxNestingDepth) {
                if (error == ErrorKind::None) {
                    error = ErrorKind::Depth;
                    errorOffset = pos;
                    errorMessage = QStringLiteral("nesting deeper than %1 levels").arg(kMaxNestingDepth);
                }
                return false;
            }
            Node &n = tape.nodes[index];
            n.kind = c == '{' ? Kind::Object : Kind::Array;
            n.start = pos;
            ++pos;
            if (skipWs())
                n.canonical = false;
            if (pos < m_size && m_data[pos] == (c == '{' ? '}' : ']')) {
                ++pos;
                n.end = pos;
            } else {
                frames.push_back(Frame{index, kNone, nullptr, c == '{', true});
                closed = false;
            }
            break;
        }
        case '"':
            if (!parseString(tape, tape.nodes[index]))
                return false;
            break;
        case 't':
        case 'f':
        case 'n':
            if (!parseLiteral(tape.nodes[index]))
                return false;
            break;
        default:
            if (c == '-' || isDigit(c)) {
                if (!parseNumber(tape.nodes[index]))
                    return false;
            } else {
                return fail(pos, "unexpected character");
            }
        }
        if (closed) {
            Node &n = tape.nodes[index];
            n.next = quint32(tape.nodes.size());
            if (!n.canonical)
                markParent();
        }

        // after a value: close containers, or find the next key / element
        for (;;) {
            if (frames.empty())
                return true;
            Frame &top = frames.back();
            Node &container = tape.nodes[top.node];
            if (closed) {
                ++container.count;
                if (skipWs())
                    container.canonical = false;
                if (pos >= m_size)
                    return fail(pos, "unexpected end of input");
                const char d = m_data[pos];
                if (d == ',') {
                    ++pos;
                } else if (d == (top.object ? '}' : ']')) {
                    ++pos;
                    container.end = pos;
                    container.next = quint32(tape.nodes.size());
                    const bool canonical = container.canonical;
                    frames.pop_back();
                    if (!canonical)
                        markParent();
                    continue; // the container is a value that just closed
                } else {
                    return fail(pos, top.object ? "expected ',' or '}'" : "expected ',' or ']'");
                }
            }
            closed = true;
            if (!top.object)
                break; // next element
            // a key
            if (skipWs())
                container.canonical = false;
            if (pos >= m_size)
                return fail(pos, "unexpected end of input");
            if (m_data[pos] != '"')
                return fail(pos, "expected a string as object key");
            const quint32 keyIndex = quint32(tape.nodes.size());
            tape.nodes.emplace_back();
            if (!parseString(tape, tape.nodes[keyIndex]))
                return false;
            Node &keyNode = tape.nodes[keyIndex];
            keyNode.next = keyIndex + 1;
            Node &obj = tape.nodes[top.node];
            if (!keyNode.canonical)
                obj.canonical = false;
            const std::string_view key = text(tape, keyNode);
            // Sorted keys (as Pith writes them) cannot repeat; otherwise compare with the others.
            if (top.lastKey != kNone) {
                if (top.sorted && !(text(tape, tape.nodes[top.lastKey]) < key))
                    top.sorted = false;
                if (!top.sorted) {
                    obj.canonical = false;
                    bool duplicate = false;
                    if (top.keys) {
                        duplicate = !top.keys->insert(std::string(key)).second;
                    } else if (obj.count < 32) {
                        for (quint32 k = top.node + 1; k < keyIndex; k = tape.nodes[k + 1].next) {
                            if (text(tape, tape.nodes[k]) == key) {
                                duplicate = true;
                                break;
                            }
                        }
                    } else {
                        top.keys = std::make_unique<std::unordered_set<std::string>>();
                        for (quint32 k = top.node + 1; k < keyIndex; k = tape.nodes[k + 1].next)
                            top.keys->insert(std::string(text(tape, tape.nodes[k])));
                        duplicate = !top.keys->insert(std::string(key)).second;
                    }
                    if (duplicate)
                        return duplicateKey(tape, frames, prefix, key);
                }
            }
            top.lastKey = keyIndex;
            if (skipWs())
                obj.canonical = false;
            if (pos >= m_size)
                return fail(pos, "unexpected end of input");
            if (m_data[pos] != ':')
                return fail(pos, "expected ':'");
            ++pos;
            break; // the member's value
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Canonical output from the tape

struct HashSink
{
    EVP_MD_CTX *ctx;
    void append(std::string_view s) { EVP_DigestUpdate(ctx, s.data(), s.size()); }
    void append(char c) { EVP_DigestUpdate(ctx, &c, 1); }
};

// A reusable SHA-256 context.
class Sha256
{
public:
    Sha256() : m_ctx(EVP_MD_CTX_new()) {}
    ~Sha256() { EVP_MD_CTX_free(m_ctx); }
    Sha256(const Sha256 &) = delete;
    Sha256 &operator=(const Sha256 &) = delete;
    void reset() { EVP_DigestInit_ex(m_ctx, EVP_sha256(), nullptr); }
    void update(std::string_view s) { EVP_DigestUpdate(m_ctx, s.data(), s.size()); }
    // "sha256:" and the digest in lower-case hex.
    QString finish()
    {
        char text[kTextSize];
        return QString::fromLatin1(text, finishInto(text));
    }
    // The same into *out; when it equals expected, *out shares expected's string instead of
    // allocating one (every observation of a valid record).
    void finish(const QString &expected, QString *out)
    {
        char text[kTextSize];
        const qsizetype n = finishInto(text);
        if (expected == QLatin1StringView(text, n))
            *out = expected;
        else
            *out = QString::fromLatin1(text, n);
    }
    EVP_MD_CTX *ctx() { return m_ctx; }

private:
    static constexpr qsizetype kTextSize = 7 + 2 * EVP_MAX_MD_SIZE;
    qsizetype finishInto(char *text)
    {
        unsigned char md[EVP_MAX_MD_SIZE];
        unsigned int len = 0;
        EVP_DigestFinal_ex(m_ctx, md, &len);
        static const char hex[] = "0123456789abcdef";
        std::memcpy(text, "sha256:", 7);
        char *d = text + 7;
        for (unsigned i = 0; i < len; ++i) {
            *d++ = hex[md[i] >> 4];
            *d++ = hex[md[i] & 0xf];
        }
        return d - text;
    }

    EVP_MD_CTX *m_ctx;
};

class Writer
{
public:
    Writer(const char *data, const Tape &tape) : m_data(data), m_tape(tape) {}

    std::string_view raw(const Node &n) const { return std::string_view(m_data + n.start, std::size_t(n.end - n.start)); }
    std::string_view text(const Node &n) const
    {
        if (n.escaped)
            return std::string_view(m_tape.decoded.data() + n.textOffset, std::size_t(n.textLength));
        return std::string_view(m_data + n.textOffset, std::size_t(n.textLength));
    }

    // Members of object node i as (key node, value node), sorted by key (code point order).
    std::vector<std::pair<quint32, quint32>> sortedMembers(quint32 i) const
    {
        std::vector<std::pair<quint32, quint32>> members;
        const Node &obj = m_tape.nodes[i];
        members.reserve(obj.count);
        quint32 k = i + 1;
        for (quint32 m = 0; m < obj.count; ++m) {
            members.emplace_back(k, k + 1);
            k = m_tape.nodes[k + 1].next;
        }
        std::sort(members.begin(), members.end(), [this](const auto &a, const auto &b) {
            return text(m_tape.nodes[a.first]) < text(m_tape.nodes[b.first]);
        });
        return members;
    }

    template<typename Sink>
    void write(quint32 i, Sink &sink) const
    {
        const Node &n = m_tape.nodes[i];
        if (n.canonical && n.streamed < 0) {
            sink.append(raw(n));
            return;
        }
        switch (n.kind) {
        case Kind::Null: sink.append(std::string_view("null")); return;
        case Kind::True: sink.append(std::string_view("true")); return;
        case Kind::False: sink.append(std::string_view("false")); return;
        case Kind::String: {
            std::string tmp;
            writeCanonicalString(text(n), tmp);
            sink.append(std::string_view(tmp));
            return;
        }
        case Kind::Integer: sink.append(std::string_view(std::to_string(n.integer))); return;
        case Kind::Unsigned: sink.append(std::string_view(std::to_string(n.unsignedInteger))); return;
        case Kind::BigInteger: sink.append(raw(n)); return;
        case Kind::Float: {
            std::string tmp;
            writePythonFloat(n.number, tmp);
            sink.append(std::string_view(tmp));
            return;
        }
        case Kind::Array: {
            sink.append('[');
            quint32 c = i + 1;
            for (quint32 e = 0; e < n.count; ++e) {
                if (e)
                    sink.append(',');
                write(c, sink);
                c = m_tape.nodes[c].next;
            }
            sink.append(']');
            return;
        }
        case Kind::Object:
            writeObject(i, sink, {});
            return;
        }
    }

    // Object i without the keys in skip.
    template<typename Sink>
    void writeObject(quint32 i, Sink &sink, std::initializer_list<std::string_view> skip) const
    {
        const Node &obj = m_tape.nodes[i];
        const auto skipped = [&](std::string_view key) {
            return std::find(skip.begin(), skip.end(), key) != skip.end();
        };
        sink.append('{');
        bool first = true;
        if (obj.canonical) {
            // sorted already: each member's bytes, key to value, are canonical
            quint32 k = i + 1;
            for (quint32 m = 0; m < obj.count; ++m) {
                const Node &key = m_tape.nodes[k];
                const Node &value = m_tape.nodes[k + 1];
                if (!skipped(text(key))) {
                    if (!first)
                        sink.append(',');
                    first = false;
                    if (value.streamed < 0) {
                        sink.append(std::string_view(m_data + key.start, std::size_t(value.end - key.start)));
                    } else {
                        sink.append(raw(key));
                        sink.append(':');
                        write(k + 1, sink);
                    }
                }
                k = value.next;
            }
        } else {
            for (const auto &[k, v] : sortedMembers(i)) {
                const std::string_view key = text(m_tape.nodes[k]);
                if (skipped(key))
                    continue;
                if (!first)
                    sink.append(',');
                first = false;
                std::string tmp;
                writeCanonicalString(key, tmp);
                sink.append(std::string_view(tmp));
                sink.append(':');
                write(v, sink);
            }
        }
        sink.append('}');
    }

    // For streamed arrays (root placeholders): how to write their canonical form.
    std::function<void(qint32, HashSink &)> writeStreamed;

private:
    const char *m_data;
    const Tape &m_tape;
};

// Streamed placeholders are only ever written into a HashSink (the context digest).
template<>
void Writer::write<HashSink>(quint32 i, HashSink &sink) const
{
    const Node &n = m_tape.nodes[i];
    if (n.streamed >= 0) {
        writeStreamed(n.streamed, sink);
        return;
    }
    if (n.canonical) {
        sink.append(raw(n));
        return;
    }
    switch (n.kind) {
    case Kind::Array: {
        sink.append('[');
        quint32 c = i + 1;
        for (quint32 e = 0; e < n.count; ++e) {
            if (e)
                sink.append(',');
            write(c, sink);
            c = m_tape.nodes[c].next;
        }
        sink.append(']');
        return;
    }
    case Kind::Object: writeObject(i, sink, {}); return;
    default: {
        StringSink s;
        write(i, s);
        sink.append(std::string_view(s.out));
    }
    }
}

// ---------------------------------------------------------------------------------------------
// Reading the record types from a tape (the checks, order and messages of the DOM reader)

enum class Need { Required, Optional };

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

// Short repeated values (sources, states, times, the paper on this record's side) share one
// QString instead of one allocation each. A direct-mapped cache: a value evicts whatever shared
// its slot, so values seen once (titles, ids) cost a slot each instead of hash nodes that grow,
// rehash and are thrown away (the QHash this replaced cleared itself every 8,192 values). It
// starts small, since a parse of a real-size record (tens of observations) needs few slots and
// a folder of thousands of them makes one per record and worker, and grows with use.
class Interner
{
public:
    QString get(std::string_view s)
    {
        if (s.size() > 160)
            return QString::fromUtf8(s.data(), qsizetype(s.size()));
        if (++m_uses > m_slots.size() * 8 && m_slots.size() < kMaxSlots) {
            m_slots = std::vector<Slot>(m_slots.size() * 8); // a cache: starting empty again is fine
            m_uses = 0;
        }
        const std::size_t h = qHash(QByteArrayView(s.data(), qsizetype(s.size())));
        Slot &slot = m_slots[h & (m_slots.size() - 1)];
        if (slot.hash == h && slot.size == s.size() && std::memcmp(slot.data, s.data(), s.size()) == 0)
            return slot.value;
        slot.value = QString::fromUtf8(s.data(), qsizetype(s.size()));
        slot.data = s.data(); // points into the input, which outlives the parse
        slot.size = s.size();
        slot.hash = h;
        return slot.value;
    }

private:
    static constexpr std::size_t kMaxSlots = 4096; // a power of two, as every size it takes
    struct Slot
    {
        const char *data = nullptr;
        std::size_t size = SIZE_MAX;
        std::size_t hash = 0;
        QString value;
    };
    std::vector<Slot> m_slots = std::vector<Slot>(64);
    std::size_t m_uses = 0;
};

class TapeReader
{
public:
    TapeReader(const char *data, const Tape &tape, Interner &interner, bool details, bool allDetails = true)
        : m_data(data), m_tape(tape), m_writer(data, tape), m_interner(interner), m_details(details),
          m_all(details && allDetails)
    {
    }

    const Tape &tape() const { return m_tape; }
    const Node &node(quint32 i) const { return m_tape.nodes[i]; }
    std::string_view text(const Node &n) const { return m_writer.text(n); }
    const Writer &writer() const { return m_writer; }
    bool details() const { return m_details; }         // what the table shows
    bool allDetails() const { return m_all; }         // and everything the detail pane shows

    QString qstring(const Node &n, bool intern = true) const
    {
        const std::string_view s = text(n);
        if (intern && !n.escaped)
            return m_interner.get(s);
        return QString::fromUtf8(s.data(), qsizetype(s.size()));
    }

    quint32 find(quint32 obj, std::string_view key) const
    {
        const Node &o = m_tape.nodes[obj];
        quint32 k = obj + 1;
        for (quint32 m = 0; m < o.count; ++m) {
            if (text(m_tape.nodes[k]) == key)
                return k + 1;
            k = m_tape.nodes[k + 1].next;
        }
        return kNone;
    }

    quint32 get(quint32 obj, const char *key, const Path &ptr, Need need) const
    {
        const quint32 v = find(obj, key);
        if (v == kNone || m_tape.nodes[v].kind == Kind::Null) {
            if (need == Need::Required) {
                const Path p{&ptr, key};
                throw ShapeError{p.build(), v == kNone ? QStringLiteral("required key \"%1\" is missing").arg(QLatin1String(key))
                                                       : QStringLiteral("required value is null")};
            }
            return kNone;
        }
        return v;
    }

    static void expect(const Node &n, Kind kind, const Path &ptr, const char *what)
    {
        const bool ok = n.kind == kind || (kind == Kind::Integer && n.kind == Kind::Unsigned);
        if (!ok)
            throw ShapeError{ptr.build(), QStringLiteral("expected %1, found %2").arg(QLatin1String(what), typeName(n))};
    }

    // A string member: checked always, converted into out when out is given.
    void string(quint32 obj, const char *key, const Path &ptr, QString *out, Need need = Need::Optional,
                bool intern = true) const
    {
        const quint32 v = get(obj, key, ptr, need);
        if (v == kNone)
            return;
        expect(m_tape.nodes[v], Kind::String, Path{&ptr, key}, "a string");
        if (out)
            *out = qstring(m_tape.nodes[v], intern);
    }
    QString string(quint32 obj, const char *key, const Path &ptr, Need need = Need::Optional, bool intern = true) const
    {
        QString s;
        string(obj, key, ptr, &s, need, intern);
        return s;
    }

    std::optional<qint64> integer(quint32 obj, const char *key, const Path &ptr, Need need = Need::Optional) const
    {
        const quint32 v = get(obj, key, ptr, need);
        if (v == kNone)
            return std::nullopt;
        return integerValue(v, Path{&ptr, key});
    }

    std::optional<qint64> integerValue(quint32 v, const Path &at) const
    {
        const Node &n = m_tape.nodes[v];
        if (n.kind == Kind::BigInteger)
            throw ShapeError{at.build(), QStringLiteral("integer out of range")};
        expect(n, Kind::Integer, at, "an integer");
        if (n.kind == Kind::Unsigned) {
            if (n.unsignedInteger > quint64(std::numeric_limits<qint64>::max()))
                throw ShapeError{at.build(), QStringLiteral("integer out of range")};
            return qint64(n.unsignedInteger);
        }
        return n.integer;
    }

    quint32 object(quint32 obj, const char *key, const Path &ptr, Need need = Need::Optional) const
    {
        const quint32 v = get(obj, key, ptr, need);
        if (v != kNone)
            expect(m_tape.nodes[v], Kind::Object, Path{&ptr, key}, "an object");
        return v;
    }

    quint32 array(quint32 obj, const char *key, const Path &ptr, Need need = Need::Optional) const
    {
        const quint32 v = get(obj, key, ptr, need);
        if (v != kNone)
            expect(m_tape.nodes[v], Kind::Array, Path{&ptr, key}, "an array");
        return v;
    }

    // Element indices of array node a.
    std::vector<quint32> elements(quint32 a) const
    {
        std::vector<quint32> out;
        const Node &n = m_tape.nodes[a];
        out.reserve(n.count);
        quint32 c = a + 1;
        for (quint32 e = 0; e < n.count; ++e) {
            out.push_back(c);
            c = m_tape.nodes[c].next;
        }
        return out;
    }

    QString compactJson(quint32 v) const
    {
        StringSink s;
        m_writer.write(v, s);
        return QString::fromUtf8(s.out.data(), qsizetype(s.out.size()));
    }

    // Keys of obj the format does not define, in key order, with their value as compact JSON.
    void collectUnknown(quint32 obj, const Path &ptr, std::initializer_list<std::string_view> known,
                        QList<UnknownKey> &out) const
    {
        if (!m_all)
            return;
        const Node &o = m_tape.nodes[obj];
        const auto isKnown = [&](std::string_view k) { return std::find(known.begin(), known.end(), k) != known.end(); };
        // fast exit: every key known (the usual case)
        bool any = false;
        quint32 k = obj + 1;
        for (quint32 m = 0; m < o.count && !any; ++m) {
            any = !isKnown(text(m_tape.nodes[k]));
            k = m_tape.nodes[k + 1].next;
        }
        if (!any)
            return;
        for (const auto &[key, value] : m_writer.sortedMembers(obj)) {
            const std::string_view name = text(m_tape.nodes[key]);
            if (!isKnown(name))
                out.append({Path{&ptr, name}.build(), compactJson(value)});
        }
    }

private:
    const char *m_data;
    const Tape &m_tape;
    Writer m_writer;
    Interner &m_interner;
    bool m_details;
    bool m_all;
};

// ownSide: the paper on this record's side (the citing one of an outbound row), the same in
// every row, so its id and title are interned; the other side's are mostly unique.
std::optional<PaperRef> readPaperRef(const TapeReader &r, quint32 parent, const char *key, const Path &ptr,
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

std::optional<CitedWork> readCitedWork(const TapeReader &r, quint32 parent, const Path &ptr, QList<UnknownKey> &unknown)
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

QList<SourceReceipt> readReceipts(const TapeReader &r, quint32 parent, const char *key, const Path &ptr,
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

// ---------------------------------------------------------------------------------------------
// The record

struct StreamedArray
{
    Direction direction = Direction::Outbound;
    std::string key;
    QList<Observation> list;
    std::optional<ShapeError> firstError;
    qint64 start = 0, end = 0;
    bool separatorsCanonical = true; // no white space between the brackets and elements
    bool canonical = true;           // and every element canonical (known after phase 2)
    std::vector<std::pair<qint64, qint64>> spans; // each element's bytes (phase 1)
    std::vector<std::string> canonicalText;       // phase 2: canonical form of non-canonical elements
};

// What one worker of phase 2 found in a run of elements.
struct Block
{
    std::size_t array = 0;
    std::size_t first = 0, last = 0; // element indices [first, last)
    std::vector<Observation> observations;
    // first failure in the block, by element index
    std::size_t scanErrorAt = SIZE_MAX;
    ErrorKind scanError = ErrorKind::None;
    qint64 scanErrorOffset = 0;
    QString scanErrorMessage, scanErrorPointer;
    std::size_t shapeErrorAt = SIZE_MAX;
    std::optional<ShapeError> shapeError;
};

class RecordParser
{
public:
    RecordParser(const QByteArray &bytes, const ParseOptions &options)
        : m_bytes(bytes), m_scan(bytes), m_options(options)
    {
    }

    // Returns false with m_scan.error set (syntax, depth, duplicate, cancelled).
    bool parse();
    // After a successful parse(): the record, or a ShapeError thrown.
    void build(Record &rec);

    Scanner &scanner() { return m_scan; }
    // The input is the caller's memory: let go of parsed pages, refill them when needed again.
    const InputRefill *refill = nullptr;
    QString refillError;

private:
    bool parseRoot();
    bool scanArray(Direction dir, std::string_view key);
    bool parseElements(const std::function<void()> &first);
    void runBlock(Block &block, Scanner &scanner, Tape &tape, Interner &interner, Sha256 &sha, std::atomic<bool> &stop);
    bool progress(qint64 done, bool force = false);
    void readRecord(Record &rec);
    void streamedElements(qint32 which, HashSink &sink) const;
    void release(qint64 from, qint64 to);
    void hashedUpTo(qint64 offset);
    void releaseNow(qint64 from, qint64 to);
    bool refillReleased();

    const QByteArray &m_bytes;
    Scanner m_scan;
    const ParseOptions &m_options;
    Tape m_root;
    std::vector<StreamedArray> m_arrays;
    std::vector<quint32> m_placeholders;
    Interner m_interner;
    Sha256 m_sha;
    qint64 m_nextProgress = 0;
    std::optional<QString> m_speculativeContext; // context digest if the whole input is canonical
    // Pages are let go only once the speculative context digest has read them.
    std::mutex m_releaseMutex;
    bool m_releaseAllowed = false;
    qint64 m_hashedUpTo = 0; // the speculative context digest has read the input up to here
    std::vector<std::pair<qint64, qint64>> m_pendingRelease, m_released;
};

bool RecordParser::progress(qint64 done, bool force)
{
    if (!m_options.progress)
        return true;
    if (!force && done < m_nextProgress)
        return true;
    m_nextProgress = done + (1 << 20);
    if (!m_options.progress(std::clamp<qint64>(done, 0, m_scan.size()), m_scan.size())) {
        m_scan.error = ErrorKind::Cancelled;
        return false;
    }
    return true;
}

bool RecordParser::parse()
{
    if (!progress(0, true))
        return false;
    // a UTF-8 byte-order mark may precede the text (RFC 8259 lets parsers ignore it; nlohmann does)
    if (m_scan.size() >= 3 && std::memcmp(m_scan.data(), "\xEF\xBB\xBF", 3) == 0)
        m_scan.pos = 3;
    m_scan.skipWs();
    if (m_scan.pos < m_scan.size() && m_scan.data()[m_scan.pos] == '{') {
        if (!parseRoot())
            return false;
    } else {
        const Path top;
        if (!m_scan.parseValue(m_root, &top))
            return false;
    }
    m_scan.skipWs();
    if (m_scan.pos != m_scan.size())
        return m_scan.fail(m_scan.pos, "unexpected content after the record");
    if (!m_arrays.empty()) {
        // While the bytes are fresh: the context digest on the assumption that everything is
        // canonical (phase 2 finds out; otherwise readRecord re-serialises).
        // It runs on this thread while the other workers start on the elements (it took 130 ms
        // of 120,000 observations during which the second core had nothing to do).
        std::function<void()> speculate;
        if (m_root.nodes[0].canonical) {
            speculate = [this] {
                Writer writer(m_scan.data(), m_root);
                writer.writeStreamed = [this](qint32 which, HashSink &sink) {
                    // in steps, so that pages the workers parsed meanwhile can go once hashed
                    const StreamedArray &arr = m_arrays[std::size_t(which)];
                    constexpr qint64 kStep = qint64(4) << 20;
                    for (qint64 at = arr.start; at < arr.end; at += kStep) {
                        const qint64 to = std::min(arr.end, at + kStep);
                        sink.append(std::string_view(m_scan.data() + at, std::size_t(to - at)));
                        hashedUpTo(to);
                    }
                };
                m_sha.reset();
                HashSink sink{m_sha.ctx()};
                writer.writeObject(0, sink, {"as_of", "context_digest"});
                m_speculativeContext = m_sha.finish();
            };
        }
        if (!parseElements(speculate))
            return false;
        for (std::size_t a = 0; a < m_arrays.size(); ++a) {
            Node &n = m_root.nodes[m_placeholders[a]];
            n.canonical = m_arrays[a].canonical;
            if (!n.canonical)
                m_root.nodes[0].canonical = false;
        }
    }
    return progress(m_scan.size(), true);
}

// The root object, member by member; outbound and inbound arrays are only delimited here
// (phase 1) and parsed element by element afterwards, in parallel (phase 2).
bool RecordParser::parseRoot()
{
    Scanner &s = m_scan;
    const char *d = s.data();
    m_root.nodes.emplace_back();
    {
        Node &root = m_root.nodes[0];
        root.kind = Kind::Object;
        root.start = s.pos;
    }
    ++s.pos;
    if (s.skipWs())
        m_root.nodes[0].canonical = false;
    std::unordered_set<std::string> keys;
    std::string previous;
    bool first = true;
    if (s.pos < s.size() && d[s.pos] == '}') {
        ++s.pos;
    } else {
        for (;;) {
            if (s.skipWs())
                m_root.nodes[0].canonical = false;
            if (s.pos >= s.size())
                return s.fail(s.pos, "unexpected end of input");
            if (d[s.pos] != '"')
                return s.fail(s.pos, "expected a string as object key");
            const quint32 keyIndex = quint32(m_root.nodes.size());
            m_root.nodes.emplace_back();
            if (!s.parseString(m_root, m_root.nodes[keyIndex]))
                return false;
            m_root.nodes[keyIndex].next = keyIndex + 1;
            const std::string key(s.text(m_root, m_root.nodes[keyIndex]));
            if (!m_root.nodes[keyIndex].canonical)
                m_root.nodes[0].canonical = false;
            if (!keys.insert(key).second) {
                s.error = ErrorKind::Duplicate;
                s.errorOffset = s.pos;
                s.errorPointer = Path{nullptr, key}.build();
                s.errorMessage = QStringLiteral("duplicate key \"%1\": a digest over repeated keys is ambiguous")
                                         .arg(QString::fromStdString(key));
                return false;
            }
            if (!first && !(previous < key))
                m_root.nodes[0].canonical = false;
            previous = key;
            first = false;
            if (s.skipWs())
                m_root.nodes[0].canonical = false;
            if (s.pos >= s.size())
                return s.fail(s.pos, "unexpected end of input");
            if (d[s.pos] != ':')
                return s.fail(s.pos, "expected ':'");
            ++s.pos;
            if (s.skipWs())
                m_root.nodes[0].canonical = false;
            const bool isArrayKey = key == "outbound" || key == "inbound";
            if (isArrayKey && s.pos < s.size() && d[s.pos] == '[') {
                const quint32 placeholder = quint32(m_root.nodes.size());
                m_root.nodes.emplace_back();
                if (!scanArray(key == "outbound" ? Direction::Outbound : Direction::Inbound, key))
                    return false;
                Node &n = m_root.nodes[placeholder];
                const StreamedArray &arr = m_arrays.back();
                n.kind = Kind::Array;
                n.start = arr.start;
                n.end = arr.end;
                n.canonical = arr.separatorsCanonical;
                n.count = quint32(std::min<std::size_t>(arr.spans.size(), 0xfffffffe));
                n.streamed = qint32(m_arrays.size() - 1);
                n.next = placeholder + 1;
                m_placeholders.push_back(placeholder);
                if (!n.canonical)
                    m_root.nodes[0].canonical = false;
            } else {
                const Path p{nullptr, key};
                const quint32 valueIndex = quint32(m_root.nodes.size());
                if (!s.parseValue(m_root, &p, 1))
                    return false;
                if (!m_root.nodes[valueIndex].canonical)
                    m_root.nodes[0].canonical = false;
            }
            ++m_root.nodes[0].count;
            if (s.skipWs())
                m_root.nodes[0].canonical = false;
            if (s.pos >= s.size())
                return s.fail(s.pos, "unexpected end of input");
            if (d[s.pos] == ',') {
                ++s.pos;
                continue;
            }
            if (d[s.pos] == '}') {
                ++s.pos;
                break;
            }
            return s.fail(s.pos, "expected ',' or '}'");
        }
    }
    m_root.nodes[0].end = s.pos;
    m_root.nodes[0].next = quint32(m_root.nodes.size());
    return true;
}

// Phase 1: where each element starts and ends, by brackets and quotes only. Elements are
// validated in phase 2; if these bounds are wrong the input is not JSON and phase 2 says so.
bool RecordParser::scanArray(Direction dir, std::string_view key)
{
    Scanner &s = m_scan;
    const char *d = s.data();
    const qint64 size = s.size();
    m_arrays.emplace_back();
    StreamedArray &arr = m_arrays.back();
    arr.direction = dir;
    arr.key = std::string(key);
    arr.start = s.pos;
    ++s.pos;
    if (s.skipWs())
        arr.separatorsCanonical = false;
    if (s.pos < size && d[s.pos] == ']') {
        ++s.pos;
        arr.end = s.pos;
        return true;
    }
    for (;;) {
        if (s.skipWs())
            arr.separatorsCanonical = false;
        const qint64 start = s.pos;
        qint64 depth = 0;
        qint64 p = s.pos;
        for (;;) {
            if (p >= size)
                return s.fail(p, "unexpected end of input");
            const char c = d[p];
            if (c == '"') {
                const qint64 open = ++p;
                for (;;) {
                    // the next quote not escaped by an odd number of backslashes
                    const void *q = std::memchr(d + p, '"', std::size_t(size - p));
                    if (!q)
                        return s.fail(size, "unexpected end of input in a string");
                    p = static_cast<const char *>(q) - d;
                    qint64 b = p;
                    while (b > open && d[b - 1] == '\\')
                        --b;
                    if ((p - b) % 2 == 0)
                        break;
                    ++p;
                }
                ++p;
                if (depth == 0)
                    break;
            } else if (c == '{' || c == '[') {
                ++depth;
                ++p;
            } else if (c == '}' || c == ']') {
                if (depth == 0)
                    return s.fail(p, "unexpected closing bracket");
                --depth;
                ++p;
                if (depth == 0)
                    break;
            } else if (depth == 0) {
                // a scalar element
                while (p < size && d[p] != ',' && d[p] != ']' && d[p] != ' ' && d[p] != '\n' && d[p] != '\r' && d[p] != '\t')
                    ++p;
                break;
            } else {
                ++p;
            }
        }
        arr.spans.emplace_back(start, p);
        s.pos = p;
        if (!progress(s.pos / 4))
            return false;
        if (s.skipWs())
            arr.separatorsCanonical = false;
        if (s.pos >= size)
            return s.fail(s.pos, "unexpected end of input");
        if (d[s.pos] == ',') {
            ++s.pos;
            continue;
        }
        if (d[s.pos] == ']') {
            ++s.pos;
            break;
        }
        return s.fail(s.pos, "expected ',' or ']'");
    }
    arr.end = s.pos;
    arr.canonical = arr.separatorsCanonical;
    return true;
}

void RecordParser::release(qint64 from, qint64 to)
{
    if (!refill)
        return;
    const std::lock_guard<std::mutex> lock(m_releaseMutex);
    if (!m_releaseAllowed && to > m_hashedUpTo) {
        m_pendingRelease.emplace_back(from, to);
        return;
    }
    releaseNow(from, to);
}

void RecordParser::hashedUpTo(qint64 offset)
{
    if (!refill)
        return;
    const std::lock_guard<std::mutex> lock(m_releaseMutex);
    m_hashedUpTo = offset;
    const auto hashed = [offset](const std::pair<qint64, qint64> &r) { return r.second <= offset; };
    for (const auto &[from, to] : m_pendingRelease) {
        if (to <= offset)
            releaseNow(from, to);
    }
    m_pendingRelease.erase(std::remove_if(m_pendingRelease.begin(), m_pendingRelease.end(), hashed), m_pendingRelease.end());
}

// Called with m_releaseMutex held.
void RecordParser::releaseNow(qint64 from, qint64 to)
{
#ifdef Q_OS_UNIX
    const qint64 page = 4096;
    const auto base = reinterpret_cast<quintptr>(m_scan.data());
    const quintptr first = (base + quintptr(from) + quintptr(page) - 1) & ~quintptr(page - 1);
    const quintptr last = (base + quintptr(to)) & ~quintptr(page - 1);
    if (last > first) {
        madvise(reinterpret_cast<void *>(first), std::size_t(last - first), MADV_DONTNEED);
        m_released.emplace_back(qint64(first - base), qint64(last - base));
    }
#else
    Q_UNUSED(from);
    Q_UNUSED(to);
#endif
}

// The pages let go of, read again: the context digest of a record that is not canonical
// throughout re-serialises it from the input.
bool RecordParser::refillReleased()
{
    const std::lock_guard<std::mutex> lock(m_releaseMutex);
    for (const auto &[from, to] : m_released) {
        refillError = (*refill)(from, to);
        if (!refillError.isEmpty())
            return false;
    }
    m_released.clear();
    return true;
}

void RecordParser::runBlock(Block &block, Scanner &scanner, Tape &tape, Interner &interner, Sha256 &sha,
                            std::atomic<bool> &stop)
{
    StreamedArray &arr = m_arrays[block.array];
    const Path arrayPath{nullptr, arr.key};
    block.observations.reserve(block.last - block.first);
    for (std::size_t i = block.first; i < block.last && !stop.load(std::memory_order_relaxed); ++i) {
        const auto [start, end] = arr.spans[i];
        tape.clear();
        scanner.pos = start;
        scanner.error = ErrorKind::None;
        const Path ptr{&arrayPath, {}, qint64(i)};
        if (!scanner.parseValue(tape, &ptr, 2) || scanner.pos != end) {
            if (scanner.error == ErrorKind::None)
                scanner.fail(scanner.pos, "unexpected content in an array element");
            block.scanErrorAt = i;
            block.scanError = scanner.error;
            block.scanErrorOffset = scanner.errorOffset;
            block.scanErrorMessage = scanner.errorMessage;
            block.scanErrorPointer = scanner.errorPointer;
            return;
        }
        const Node &value = tape.nodes[0];
        if (!value.canonical) {
            StringSink text;
            Writer(scanner.data(), tape).write(0, text);
            arr.canonicalText[i] = std::move(text.out);
        }
        if (block.shapeError)
            continue; // only syntax matters after the first bad observation
        const TapeReader reader(scanner.data(), tape, interner, m_options.observationDetails, !m_options.tableFieldsOnly);
        Observation &o = block.observations.emplace_back(); // read in place: no move, no second destruction
        o.direction = arr.direction;
        o.position = int(i);
        try {
            readObservation(reader, o, ptr);
        } catch (const ShapeError &e) {
            block.shapeErrorAt = i;
            block.shapeError = e;
            std::vector<Observation>().swap(block.observations);
            continue;
        }
        sha.reset();
        HashSink sink{sha.ctx()};
        reader.writer().writeObject(0, sink, {"observation_digest"});
        sha.finish(o.digest, &o.computedDigest); // equal: one shared string instead of two
        if (reader.allDetails())
            o.setRawJson(m_bytes, value.start, value.end - value.start, value.canonical);
    }
    if (!arr.spans.empty() && block.last > block.first)
        release(arr.spans[block.first].first, arr.spans[block.last - 1].second);
}

// Phase 2: every element of both arrays, in blocks, by as many threads as the machine has.
bool RecordParser::parseElements(const std::function<void()> &first)
{
    std::vector<Block> blocks;
    std::size_t total = 0;
    for (std::size_t a = 0; a < m_arrays.size(); ++a) {
        StreamedArray &arr = m_arrays[a];
        const std::size_t n = arr.spans.size();
        arr.canonicalText.resize(n);
        total += n;
        constexpr std::size_t kBlock = 512;
        for (std::size_t first = 0; first < n; first += kBlock) {
            Block b;
            b.array = a;
            b.first = first;
            b.last = std::min(n, first + kBlock);
            blocks.push_back(std::move(b));
        }
    }
    int threads = m_options.threads > 0 ? m_options.threads : QThread::idealThreadCount();
    if (total < 4096)
        threads = 1; // not worth a thread
    threads = std::clamp(threads, 1, int(std::max<std::size_t>(1, blocks.size())));

    for (StreamedArray &arr : m_arrays)
        arr.list.reserve(qsizetype(arr.spans.size()));

    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    std::atomic<bool> stop{false};
    const qint64 size = m_scan.size();
    // Finished blocks move into the record's lists in element order as soon as all blocks
    // before them are in, so their memory is reused by the next blocks instead of piling up.
    std::mutex commitMutex;
    std::vector<char> finished(blocks.size(), 0);
    std::size_t committed = 0;
    const auto commit = [&](std::size_t b) {
        const std::lock_guard<std::mutex> lock(commitMutex);
        finished[b] = 1;
        while (committed < blocks.size() && finished[committed]) {
            Block &c = blocks[committed];
            StreamedArray &arr = m_arrays[c.array];
            if (!arr.firstError && c.shapeError) {
                arr.firstError = c.shapeError;
                arr.list = QList<Observation>();
            }
            if (!arr.firstError) {
                for (Observation &o : c.observations)
                    arr.list.append(std::move(o));
            }
            std::vector<Observation>().swap(c.observations); // really free it (= {} keeps the capacity)
            ++committed;
        }
    };
    const auto allowRelease = [this] {
        const std::lock_guard<std::mutex> lock(m_releaseMutex);
        m_releaseAllowed = true;
        for (const auto &[from, to] : m_pendingRelease)
            releaseNow(from, to);
        m_pendingRelease.clear();
    };
    if (!first)
        allowRelease();
    const auto work = [&](bool reporting) {
        if (reporting && first) {
            first();
            allowRelease();
        }
        Scanner scanner(m_bytes);
        Tape tape;
        Interner interner;
        Sha256 sha;
        for (std::size_t b = next++; b < blocks.size() && !stop; b = next++) {
            runBlock(blocks[b], scanner, tape, interner, sha, stop);
            commit(b);
            done += blocks[b].last - blocks[b].first;
            if (blocks[b].scanError != ErrorKind::None)
                stop = true; // the first syntax error ends the parse (any will do: nlohmann finds the first)
            if (reporting && total > 0 && !progress(size / 4 + qint64(double(size) * 0.75 * double(done) / double(total))))
                stop = true;
        }
    };
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t)
        helpers.emplace_back(work, false);
    work(true);
    for (std::thread &t : helpers)
        t.join();
    if (m_scan.error == ErrorKind::Cancelled)
        return false;

    // the first syntax, nesting or duplicate-key error in document order
    const Block *scanFailure = nullptr;
    for (const Block &b : blocks) {
        if (b.scanError != ErrorKind::None
            && (!scanFailure || b.array < scanFailure->array
                || (b.array == scanFailure->array && b.scanErrorAt < scanFailure->scanErrorAt)))
            scanFailure = &b;
    }
    if (scanFailure) {
        m_scan.error = scanFailure->scanError;
        m_scan.errorOffset = scanFailure->scanErrorOffset;
        m_scan.errorMessage = scanFailure->scanErrorMessage;
        m_scan.errorPointer = scanFailure->scanErrorPointer;
        return false;
    }
    for (std::size_t a = 0; a < m_arrays.size(); ++a) {
        StreamedArray &arr = m_arrays[a];
        for (const std::string &t : arr.canonicalText) {
            if (!t.empty()) {
                arr.canonical = false;
                break;
            }
        }
    }
    return true;
}

void RecordParser::streamedElements(qint32 which, HashSink &sink) const
{
    const StreamedArray &arr = m_arrays[std::size_t(which)];
    if (arr.canonical) {
        sink.append(std::string_view(m_scan.data() + arr.start, std::size_t(arr.end - arr.start)));
        return;
    }
    sink.append('[');
    for (std::size_t i = 0; i < arr.spans.size(); ++i) {
        if (i)
            sink.append(',');
        if (!arr.canonicalText[i].empty())
            sink.append(std::string_view(arr.canonicalText[i]));
        else
            sink.append(std::string_view(m_scan.data() + arr.spans[i].first,
                                         std::size_t(arr.spans[i].second - arr.spans[i].first)));
    }
    sink.append(']');
}

void RecordParser::readRecord(Record &rec)
{
    const TapeReader r(m_scan.data(), m_root, m_interner, true);
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

    for (const auto &[key, dir] : {std::pair{"outbound", Direction::Outbound}, std::pair{"inbound", Direction::Inbound}}) {
        const quint32 a = r.array(root, key, top, Need::Required);
        const Node &n = r.node(a);
        auto &list = dir == Direction::Outbound ? rec.outbound : rec.inbound;
        if (n.streamed >= 0) {
            StreamedArray &arr = m_arrays[std::size_t(n.streamed)];
            if (arr.firstError)
                throw *arr.firstError;
            list = std::move(arr.list);
        } else {
            // an array parsed as a plain value (never: outbound and inbound are always streamed)
            throw ShapeError{Path{&top, key}.build(), QStringLiteral("expected an array")};
        }
    }

    r.collectUnknown(root, top, {"schema", "as_of", "thesis", "refusal", "paper", "caps", "coverage", "reference_resolution",
                                 "external_citation_measurements", "standing_sources", "outbound", "inbound", "links",
                                 "context_digest"}, rec.unknownKeys);

    if (m_speculativeContext && m_root.nodes[0].canonical) {
        rec.computedContextDigest = *m_speculativeContext;
    } else {
        if (!refillReleased())
            throw ShapeError{QString(), refillError};
        Writer writer(m_scan.data(), m_root);
        writer.writeStreamed = [this](qint32 which, HashSink &sink) { streamedElements(which, sink); };
        m_sha.reset();
        HashSink sink{m_sha.ctx()};
        writer.writeObject(root, sink, {"as_of", "context_digest"});
        rec.computedContextDigest = m_sha.finish();
    }
}

void RecordParser::build(Record &rec)
{
    readRecord(rec);
}

// A SAX handler that accepts everything and keeps nlohmann's first error.
struct ErrorOnlySax
{
    using json = nlohmann::json;
    bool failed = false;
    std::size_t position = 0;
    std::string what;
    bool null() { return true; }
    bool boolean(bool) { return true; }
    bool number_integer(json::number_integer_t) { return true; }
    bool number_unsigned(json::number_unsigned_t) { return true; }
    bool number_float(json::number_float_t, const json::string_t &) { return true; }
    bool string(json::string_t &) { return true; }
    bool binary(json::binary_t &) { return true; }
    bool start_object(std::size_t) { return true; }
    bool key(json::string_t &) { return true; }
    bool end_object() { return true; }
    bool start_array(std::size_t) { return true; }
    bool end_array() { return true; }
    bool parse_error(std::size_t pos, const std::string &, const nlohmann::detail::exception &ex)
    {
        failed = true;
        position = pos;
        what = ex.what();
        return false;
    }
};

QString syntaxMessage(const std::string &what)
{
    // nlohmann: "[json.exception.parse_error.101] parse error at line 1, column 2: <detail>"
    const QString w = QString::fromStdString(what);
    const int col = int(w.indexOf(QLatin1String("column ")));
    const int colon = col >= 0 ? int(w.indexOf(QLatin1String(": "), col)) : int(w.indexOf(QLatin1String("] ")));
    QString message = colon >= 0 ? w.mid(colon + 2) : w;
    // "last read: '<token>'" can echo a whole unterminated string: keep its start only
    const int lastRead = int(message.indexOf(QLatin1String("; last read: '")));
    if (lastRead >= 0 && message.size() - lastRead > 120)
        message = message.left(lastRead + 14 + 60) + QStringLiteral("…'");
    return message;
}

} // namespace

std::pair<int, int> lineColumn(const QByteArray &bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    const char *d = bytes.constData();
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (d[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    int column = 1;
    for (qsizetype i = lineStart; i < offset; ++i) {
        if ((static_cast<unsigned char>(d[i]) & 0xC0) != 0x80)
            ++column;
    }
    return {line, column};
}

bool domSyntaxError(const QByteArray &bytes, qsizetype *offset, QString *message)
{
    ErrorOnlySax sax;
    try {
        nlohmann::json::sax_parse(bytes.cbegin(), bytes.cend(), &sax, nlohmann::json::input_format_t::json, true);
    } catch (const std::exception &e) {
        *offset = 0;
        *message = QString::fromUtf8(e.what());
        return true;
    }
    if (!sax.failed)
        return false;
    *offset = qsizetype(sax.position) - 1;
    *message = syntaxMessage(sax.what);
    return true;
}

bool canonicalize(QByteArrayView json, std::string *out, QString *error)
{
    const QByteArray bytes = QByteArray::fromRawData(json.data(), json.size());
    Scanner scanner(bytes);
    Tape tape;
    const Path top;
    scanner.skipWs();
    bool ok = scanner.parseValue(tape, &top);
    if (ok) {
        scanner.skipWs();
        ok = scanner.pos == scanner.size() || scanner.fail(scanner.pos, "unexpected content after the value");
    }
    if (!ok) {
        if (error)
            *error = scanner.errorMessage;
        return false;
    }
    StringSink sink;
    Writer(scanner.data(), tape).write(0, sink);
    *out = std::move(sink.out);
    return true;
}

ParseResult streamParseRecord(const QByteArray &bytes, const QString &fileName, const ParseOptions &options,
                              const InputRefill &refill)
{
    ParseResult result;
    result.error.file = fileName;
    {
        qsizetype i = 0;
        while (i < bytes.size() && (bytes[i] == ' ' || bytes[i] == '\n' || bytes[i] == '\r' || bytes[i] == '\t'
                                    || bytes[i] == '\v' || bytes[i] == '\f'))
            ++i;
        if (i == bytes.size()) {
            result.error.line = 1;
            result.error.column = 1;
            result.error.message = bytes.isEmpty() ? QStringLiteral("the file is empty")
                                                   : QStringLiteral("the file holds only white space");
            return result;
        }
    }

    RecordParser parser(bytes, options);
    if (refill && (!options.observationDetails || options.tableFieldsOnly))
        parser.refill = &refill;
    if (!parser.parse()) {
        Scanner &s = parser.scanner();
        switch (s.error) {
        case ErrorKind::Cancelled:
            result.error.message = QStringLiteral("cancelled");
            result.cancelled = true;
            return result;
        case ErrorKind::Duplicate:
            result.error.pointer = s.errorPointer;
            result.error.message = s.errorMessage;
            return result;
        case ErrorKind::Own:
        case ErrorKind::Depth: {
            const auto [line, column] = lineColumn(bytes, s.errorOffset);
            result.error.line = line;
            result.error.column = column;
            result.error.message = s.errorMessage;
            return result;
        }
        case ErrorKind::Syntax:
        case ErrorKind::None: {
            // nlohmann's wording, which the parser always had; ours when nlohmann disagrees
            qsizetype offset = s.errorOffset;
            QString message = QStringLiteral("syntax error: %1").arg(s.errorMessage);
            qsizetype domOffset = 0;
            QString domMessage;
            if (domSyntaxError(bytes, &domOffset, &domMessage)) {
                offset = domOffset;
                message = domMessage;
                // nlohmann calls a literal cut off by the end of the file "invalid": say it ended
                qsizetype t = bytes.size();
                while (t > 0 && bytes[t - 1] >= 'a' && bytes[t - 1] <= 'z')
                    --t;
                const QByteArray tail = bytes.mid(t);
                if (message.contains(QLatin1String("invalid literal")) && !tail.isEmpty() && domOffset >= t
                    && (QByteArrayLiteral("true").startsWith(tail) || QByteArrayLiteral("false").startsWith(tail)
                        || QByteArrayLiteral("null").startsWith(tail)))
                    message = QStringLiteral("syntax error while parsing value - unexpected end of input inside the literal \"%1\"")
                                      .arg(QString::fromLatin1(tail));
            }
            const auto [line, column] = lineColumn(bytes, offset);
            result.error.line = line;
            result.error.column = column;
            result.error.message = message;
            if (bytes.trimmed().startsWith('<'))
                result.error.message += QStringLiteral(" (this looks like an HTML page, not a JSON record)");
            return result;
        }
        }
    }
    auto rec = std::make_shared<Record>();
    try {
        parser.build(*rec);
    } catch (const ShapeError &e) {
        result.error.pointer = e.pointer;
        result.error.message = e.message;
        return result;
    } catch (const std::exception &e) {
        result.error.message = QString::fromUtf8(e.what());
        return result;
    }
    result.record = std::move(rec);
    return result;
}

} // namespace pith::detail

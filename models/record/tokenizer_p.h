// SPDX-License-Identifier: GPL-3.0-or-later
// Private to models/record: the tokenizer. A hand-written validating JSON scanner (RFC 8259
// grammar, strict UTF-8 as RFC 3629, escapes and surrogate pairs checked, nesting bounded,
// duplicate keys refused) that writes a value into a tape of nodes pointing into the input, and
// notes for every node whether its bytes are already canonical (so a digest can hash them as
// they are). Numbers keep what Python's json keeps: integers of any size, doubles correctly
// rounded.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pith::detail {

inline constexpr int kMaxNestingDepth = 512;

// 1-based line and column (in characters) of a byte offset.
std::pair<int, int> lineColumn(const QByteArray &bytes, qsizetype offset);

// ---------------------------------------------------------------------------------------------
// Tape

// BigInteger: an integer outside 64 bits; Python keeps its digits, so its canonical form is its
// text.
enum class Kind : quint8 {
    Null,
    False,
    True,
    String,
    Integer,
    Unsigned,
    BigInteger,
    Float,
    Array,
    Object
};

struct Node {
    qint64 start = 0; // raw bytes [start, end) of the value (strings: with the quotes)
    qint64 end = 0;
    qint64 textOffset
        = 0; // strings: decoded text, in Tape::decoded when escaped, else in the input
    qint64 textLength = 0;
    qint64 integer = 0;
    quint64 unsignedInteger = 0; // an Object: its members read without nodes (Shape::known)
    double number = 0;
    quint32 next = 0; // index of the node after this one's subtree
    quint32 count = 0; // members of an object, elements of an array
    Kind kind = Kind::Null;
    bool canonical = true; // the raw bytes are the canonical form of the whole value
    bool escaped = false; // string text lives in Tape::decoded
    // A container validated as a raw span of the input, with no nodes for its elements: nobody
    // reads into it (Shape); count is set, and the writer streams its canonical form.
    bool span = false;
    qint32 streamed = -1; // root placeholder of an outbound/inbound array parsed element-wise
};

struct Tape {
    std::vector<Node> nodes;
    std::string decoded;
    void clear()
    {
        nodes.clear();
        decoded.clear();
    }
};

inline constexpr quint32 kNone = 0xffffffffu;

// A JSON pointer built only when a message needs it.
struct Path {
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

// ---------------------------------------------------------------------------------------------
// Shape: which containers a reader looks into. With a shape, parseValue builds nodes only for the
// containers it names; every other array or object is validated (syntax, UTF-8, nesting,
// duplicate keys, canonical or not, all as before) but kept as one span node, so memory does not
// grow with the values nobody interprets (unknown keys, open values).

struct ShapeMember;
struct Shape {
    const ShapeMember *members = nullptr; // an object: the members looked into
    std::size_t memberCount = 0;
    const Shape *element = nullptr; // an array: its elements' shape (none: every one a span)
    bool span = false; // the value itself is a span (kSpanValue)
    // An object a reader looks up by key (a field table): the keys it reads. Members with other
    // keys past the first kUnknownMembersKept are validated and written as before, but get no
    // nodes: the object node counts them (unsignedInteger), so that millions of unknown keys
    // cost no memory per key. None: every member gets nodes (maps, whose every key is data).
    bool (*known)(std::string_view key) = nullptr;
    // A map (state_counts, the record's links: every key is data) whose values have this kind
    // (Integer or String); Null: no map. Past the first kUnknownMembersKept members, a member
    // whose value has that kind gets no nodes: the object node counts it (unsignedInteger) and
    // adds an Integer's value to its own integer (number set to 1 should the sum overflow 64
    // bits). A value of another kind keeps its nodes, for the reader to refuse with its pointer.
    Kind mapValue = Kind::Null;
};
// The unknown members of a known object that keep their nodes (the reader keeps as many); the
// members of a map that keep theirs.
inline constexpr quint32 kUnknownMembersKept = 1000;
struct ShapeMember {
    std::string_view key;
    const Shape *shape;
};
// An array or object whose own elements get nodes, but none of theirs.
inline constexpr Shape kFlatShape {};
// The whole value one span (when it is a container).
inline constexpr Shape kSpanValue { nullptr, 0, nullptr, true };

inline const Shape *memberShape(const Shape *s, std::string_view key)
{
    for (std::size_t i = 0; i < s->memberCount; ++i) {
        if (s->members[i].key == key)
            return s->members[i].shape;
    }
    return nullptr;
}

struct ShapeError {
    QString pointer;
    QString message;
};

// ---------------------------------------------------------------------------------------------
// Scanner

enum class ErrorKind { None, Syntax, Own, Depth, Duplicate, Cancelled };

// Every kind of syntax error the tokenizer reports, each with its own message (syntaxMessage).
enum class Syntax {
    Value, // where a value belongs
    Literal, // arg: the literal (true, false, null) whose spelling broke off
    LiteralCutOff, // arg: the literal the file ends inside
    MinusDigit, // "-" with no digit after it
    FractionDigit, // "1." with no digit after the point
    ExponentDigit, // "1e" with no digit in the exponent
    LeadingZero, // "01"
    NumberEnd, // "0x10", "1.5.3": a number followed by what cannot follow one
    StringEnd, // the file ends inside a string
    ControlCharacter, // a raw control character in a string
    Escape, // a backslash followed by what is no escape
    HexDigits, // \u without four hexadecimal digits
    LoneHighSurrogate, // arg: the escape's four hex digits
    LoneLowSurrogate, // arg: the escape's four hex digits
    Utf8, // ill-formed UTF-8
    Key, // where a key belongs
    Colon, // arg: the key
    CommaOrBrace, // arg: the key whose value came before
    CommaOrBracket, // after an array element
    EndOfFile, // content after the record
    EndOfValue, // content after a JSON value that is not a record
};

// "'x'", "U+0009", "'é'", "the byte 0xFF", "the end of the file": what the input holds at offset,
// for a message. Translated.
QString foundAt(const char *data, qint64 size, qint64 offset);

// The translated message of a syntax error (context pith::RecordReader).
QString syntaxMessage(Syntax what, const QString &arg, const QString &found);

// The keys of an object, for the duplicate check of an unsorted one: an open-addressing table of
// where each key starts in the input (8 bytes a key, with 24 bits of its hash), the text read
// again from the input when two hashes meet; so millions of keys cost no string each.
class KeySet {
public:
    KeySet(const char *data, qint64 size)
        : m_data(data)
        , m_size(size)
    {
    }
    // Adds key (its string starts at offset): false when it was there already.
    bool insert(std::string_view key, qint64 offset);
    std::size_t size() const { return m_used; }

private:
    std::string_view textAt(qint64 offset, std::string &scratch) const;
    void grow();
    const char *m_data;
    qint64 m_size;
    std::vector<quint64> m_slots; // (offset + 1) << 24 | the hash's top 24 bits; 0: empty
    std::size_t m_used = 0;
    int m_shift = 64; // a key's first slot: its hash >> m_shift
};

// Character classes for the string fast path: 0 plain, 1 quote/backslash/control, 2 non-ASCII.
struct StringTable {
    unsigned char cls[256];
    constexpr StringTable()
        : cls()
    {
        for (int c = 0; c < 256; ++c)
            cls[c] = c < 0x20 || c == '"' || c == '\\' ? 1 : c >= 0x80 ? 2 : 0;
    }
};
inline constexpr StringTable kStringTable;

class Scanner {
public:
    Scanner(const QByteArray &bytes)
        : m_data(bytes.constData())
        , m_size(bytes.size())
    {
    }
    Scanner(const char *data, qint64 size)
        : m_data(data)
        , m_size(size)
    {
    }

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

    // An error with a message of its own (a number out of range): reported as it is.
    bool failOwn(qint64 offset, const QString &message)
    {
        if (error == ErrorKind::None) {
            error = ErrorKind::Own;
            errorOffset = offset;
            errorMessage = message;
        }
        return false;
    }

    // A syntax error at offset: what was expected (arg: the key, literal or escape it names),
    // and what was found there.
    bool fail(qint64 offset, Syntax what, const QString &arg = QString())
    {
        if (error == ErrorKind::None) {
            error = ErrorKind::Syntax;
            errorOffset = offset;
            errorMessage = syntaxMessage(what, arg, foundAt(m_data, m_size, offset));
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
                return fail(pos, Syntax::StringEnd);
            const auto c = static_cast<unsigned char>(m_data[pos]);
            if (c == '"')
                break;
            if (c >= 0x80) {
                if (!skipUtf8())
                    return false;
                continue;
            }
            if (c < 0x20)
                return fail(pos, Syntax::ControlCharacter);
            // backslash
            if (!escaped) {
                escaped = true;
                out = &tape.decoded;
                n.textOffset = qint64(out->size());
            }
            out->append(m_data + copiedUpTo, std::size_t(pos - copiedUpTo));
            if (pos + 1 >= m_size)
                return fail(pos + 1, Syntax::Escape);
            const char e = m_data[pos + 1];
            switch (e) {
            case '"':
                out->push_back('"');
                break;
            case '\\':
                out->push_back('\\');
                break;
            case '/':
                out->push_back('/');
                n.canonical = false;
                break;
            case 'b':
                out->push_back('\b');
                break;
            case 'f':
                out->push_back('\f');
                break;
            case 'n':
                out->push_back('\n');
                break;
            case 'r':
                out->push_back('\r');
                break;
            case 't':
                out->push_back('\t');
                break;
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
                    if (pos + 7 >= m_size || m_data[pos + 6] != '\\' || m_data[pos + 7] != 'u'
                        || !hexValue(pos + 8, &low) || low < 0xDC00 || low > 0xDFFF) {
                        return fail(pos, Syntax::LoneHighSurrogate,
                            QString::fromLatin1(m_data + pos + 2, 4));
                    }
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    consumed = 12;
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    return fail(
                        pos, Syntax::LoneLowSurrogate, QString::fromLatin1(m_data + pos + 2, 4));
                }
                appendUtf8(*out, cp);
                pos += consumed;
                copiedUpTo = pos;
                continue;
            }
            default:
                return fail(pos + 1, Syntax::Escape);
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
            return fail(pos, Syntax::MinusDigit);
        bool isInteger = true;
        if (m_data[pos] == '0') {
            ++pos;
            if (pos < m_size && isDigit(m_data[pos]))
                return fail(pos, Syntax::LeadingZero);
        } else {
            while (pos < m_size && isDigit(m_data[pos]))
                ++pos;
        }
        const qint64 intEnd = pos;
        if (pos < m_size && m_data[pos] == '.') {
            isInteger = false;
            ++pos;
            if (pos >= m_size || !isDigit(m_data[pos]))
                return fail(pos, Syntax::FractionDigit);
            while (pos < m_size && isDigit(m_data[pos]))
                ++pos;
        }
        if (pos < m_size && (m_data[pos] == 'e' || m_data[pos] == 'E')) {
            isInteger = false;
            ++pos;
            if (pos < m_size && (m_data[pos] == '+' || m_data[pos] == '-'))
                ++pos;
            if (pos >= m_size || !isDigit(m_data[pos]))
                return fail(pos, Syntax::ExponentDigit);
            while (pos < m_size && isDigit(m_data[pos]))
                ++pos;
        }
        if (pos < m_size && continuesNumber(m_data[pos]))
            return fail(pos, Syntax::NumberEnd);
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
                n.integer = value == quint64(1) << 63 ? std::numeric_limits<qint64>::min()
                                                      : -qint64(value);
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
            const bool underflow
                = e != std::string_view::npos && e + 1 < token.size() && token[e + 1] == '-';
            if (!underflow) {
                // JSON has no infinity: a digest over it would not be what Pith computed
                const QString shown = QString::fromLatin1(
                    token.data(), qsizetype(std::min<std::size_t>(token.size(), 40)));
                return failOwn(begin,
                    QCoreApplication::translate("pith::RecordReader", "number out of range: %1%2")
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
        for (qint64 i = 1; i < len; ++i) {
            if (pos + i >= m_size)
                return fail(m_size, Syntax::LiteralCutOff, QLatin1String(word));
            if (m_data[pos + i] != word[i])
                return fail(pos + i, Syntax::Literal, QLatin1String(word));
        }
        n.kind = c == 't' ? Kind::True : c == 'f' ? Kind::False : Kind::Null;
        pos += len;
        n.end = pos;
        return true;
    }

    // Parses one value at pos (after white space) into tape, iteratively (no recursion, so
    // nesting costs no stack), refusing nesting deeper than kMaxNestingDepth and duplicate keys.
    // prefix is the pointer of the value, for messages. shape: which containers get nodes (none:
    // all of them); the others become span nodes, validated alike.
    bool parseValue(
        Tape &tape, const Path *prefix, int depthOffset = 0, const Shape *shape = nullptr);

private:
    static bool isDigit(char c) { return c >= '0' && c <= '9'; }
    // What cannot follow a number: "0x10", "1.5.3", "1e5e", "12abc".
    static bool continuesNumber(char c)
    {
        return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '.'
            || c == '+' || c == '-';
    }

    // Four hex digits at [at, at + 4): false (reporting nothing) when they are not.
    bool hexValue(qint64 at, unsigned *out) const
    {
        unsigned v = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = at + i < m_size ? m_data[at + i] : '\0';
            v <<= 4;
            if (h >= '0' && h <= '9')
                v |= unsigned(h - '0');
            else if (h >= 'a' && h <= 'f')
                v |= unsigned(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
                v |= unsigned(h - 'A' + 10);
            else
                return false;
        }
        *out = v;
        return true;
    }

    bool hex4(qint64 at, unsigned *out)
    {
        if (hexValue(at, out))
            return true;
        qint64 bad = at;
        while (
            bad < m_size && bad < at + 4 && std::isxdigit(static_cast<unsigned char>(m_data[bad])))
            ++bad;
        return fail(bad, Syntax::HexDigits);
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
        const auto b
            = [this](qint64 i) { return i < m_size ? static_cast<unsigned char>(m_data[i]) : 0u; };
        const unsigned c = b(pos);
        const auto cont = [](unsigned x) { return (x & 0xC0) == 0x80; };
        if (c >= 0xC2 && c <= 0xDF) {
            if (!cont(b(pos + 1)))
                return fail(pos, Syntax::Utf8);
            pos += 2;
            return true;
        }
        if (c >= 0xE0 && c <= 0xEF) {
            const unsigned c1 = b(pos + 1);
            const bool ok1 = c == 0xE0 ? (c1 >= 0xA0 && c1 <= 0xBF)
                : c == 0xED            ? (c1 >= 0x80 && c1 <= 0x9F)
                                       : cont(c1);
            if (!ok1 || !cont(b(pos + 2)))
                return fail(pos, Syntax::Utf8);
            pos += 3;
            return true;
        }
        if (c >= 0xF0 && c <= 0xF4) {
            const unsigned c1 = b(pos + 1);
            const bool ok1 = c == 0xF0 ? (c1 >= 0x90 && c1 <= 0xBF)
                : c == 0xF4            ? (c1 >= 0x80 && c1 <= 0x8F)
                                       : cont(c1);
            if (!ok1 || !cont(b(pos + 2)) || !cont(b(pos + 3)))
                return fail(pos, Syntax::Utf8);
            pos += 4;
            return true;
        }
        return fail(pos, Syntax::Utf8);
    }

    struct Frame {
        quint32 node = 0;
        quint32 lastKey = kNone; // object: node of the previous key, or kNone
        std::unique_ptr<KeySet> keys; // unsorted objects with more than a few keys
        bool object = false;
        bool sorted = true; // every key so far greater than the one before
        const Shape *shape = nullptr; // shaped parse: the shape of this container's children
        bool pruned = false; // inside a span: children's nodes go once they are read
        // The previous key when its node is gone (pruned, or a member that gets no nodes).
        bool keyInText = false;
        bool dropMember = false; // the member being read gets no nodes (Shape::known)
        // a map's member past the kept ones: its nodes go once its value shows the map's kind
        bool mapMember = false;
        bool mapKindRefused = false; // a value of another kind past the kept ones has its nodes
        std::size_t mapKeyDecoded = 0; // Tape::decoded's size before the map member's key
        quint32 unknownKept = 0; // members with an unknown key (or of a map) that kept nodes
        std::string keyText;
    };

    std::string_view lastKey(const Tape &tape, const Frame &f) const
    {
        return f.keyInText ? std::string_view(f.keyText) : text(tape, tape.nodes[f.lastKey]);
    }
    // The keys of the object at objectStart up to the member at upTo, from the input.
    std::unique_ptr<KeySet> keysBefore(qint64 objectStart, qint64 upTo) const;

    bool duplicateKey(const Tape &tape, const std::vector<Frame> &frames, const Path *prefix,
        std::string_view key);
    // Drops the nodes of a map's member past the kept ones (Shape::mapValue), counting it on
    // the map's node; false when its value keeps its nodes.
    bool dropMapMember(Tape &tape, Frame &top, Node &map, quint32 valueIndex);

    const char *m_data;
    qint64 m_size;
    std::vector<Frame> m_frames;
};

} // namespace pith::detail

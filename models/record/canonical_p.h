// SPDX-License-Identifier: GPL-3.0-or-later
// Private to models/record: the one canonical writer (Python's json.dumps(sort_keys=True,
// separators=(',', ':'), ensure_ascii=False)) over the tokenizer's tape, and the one SHA-256
// helper, for every digest, the raw JSON of observations and canonicalJson().
#pragma once

#include "models/record/tokenizer_p.h"

#include <openssl/evp.h>

#include <QByteArrayView>
#include <QString>

#include <algorithm>
#include <functional>
#include <initializer_list>
#include <string>

namespace pith::detail {

void writeCanonicalString(std::string_view s, std::string &out);
// Python's float repr (shortest round trip; exponent form below 1e-4 and from 1e16).
void writePythonFloat(double v, std::string &out);

struct StringSink {
    std::string out;
    void append(std::string_view s) { out.append(s); }
    void append(char c) { out.push_back(c); }
};

// The first bytes of a canonical form, for a view of a value too big to show whole: appends stop
// at cap, and the writer's loops over elements and members stop once it is full, so neither the
// memory nor the time grows with the rest of the value.
struct CappedStringSink {
    std::string out;
    std::size_t cap = 0;
    bool cut = false;
    void append(std::string_view s)
    {
        if (cut)
            return;
        if (s.size() > cap - out.size()) {
            out.append(s.substr(0, cap - out.size()));
            cut = true;
            return;
        }
        out.append(s);
    }
    void append(char c) { append(std::string_view(&c, 1)); }
    bool full() const { return cut; }
};

// Whether a sink wants nothing more (only a capped one ever does).
template <typename Sink> bool sinkFull(const Sink &sink)
{
    if constexpr (requires { sink.full(); })
        return sink.full();
    else
        return false;
}

struct HashSink {
    EVP_MD_CTX *ctx;
    void append(std::string_view s) { EVP_DigestUpdate(ctx, s.data(), s.size()); }
    void append(char c) { EVP_DigestUpdate(ctx, &c, 1); }
};

// SHA-256, fetched from OpenSSL's providers once: EVP_sha256() at every EVP_DigestInit_ex looks
// the implementation up again under a read lock (issue 24: about 9% of verify's wall time).
const EVP_MD *sha256Md();

// A reusable SHA-256 context.
class Sha256 {
public:
    Sha256()
        : m_ctx(EVP_MD_CTX_new())
    {
    }
    ~Sha256() { EVP_MD_CTX_free(m_ctx); }
    Sha256(const Sha256 &) = delete;
    Sha256 &operator=(const Sha256 &) = delete;
    void reset() { EVP_DigestInit_ex(m_ctx, sha256Md(), nullptr); }
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

class Writer {
public:
    Writer(const char *data, const Tape &tape)
        : m_data(data)
        , m_tape(tape)
    {
    }

    const char *data() const { return m_data; }
    std::string_view raw(const Node &n) const
    {
        return std::string_view(m_data + n.start, std::size_t(n.end - n.start));
    }
    std::string_view text(const Node &n) const
    {
        if (n.escaped)
            return std::string_view(
                m_tape.decoded.data() + n.textOffset, std::size_t(n.textLength));
        return std::string_view(m_data + n.textOffset, std::size_t(n.textLength));
    }

    // Members of object node i as (key node, value node), sorted by key (code point order).
    std::vector<std::pair<quint32, quint32>> sortedMembers(quint32 i) const
    {
        std::vector<std::pair<quint32, quint32>> members;
        const Node &obj = m_tape.nodes[i];
        Q_ASSERT(!obj.span); // written by writeSpan
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

    template <typename Sink> void write(quint32 i, Sink &sink) const
    {
        const Node &n = m_tape.nodes[i];
        if (n.canonical && n.streamed < 0) {
            sink.append(raw(n));
            return;
        }
        if (n.span) {
            writeSpan(n.start, n.end, n.count, sink);
            return;
        }
        switch (n.kind) {
        case Kind::Null:
            sink.append(std::string_view("null"));
            return;
        case Kind::True:
            sink.append(std::string_view("true"));
            return;
        case Kind::False:
            sink.append(std::string_view("false"));
            return;
        case Kind::String: {
            std::string tmp;
            writeCanonicalString(text(n), tmp);
            sink.append(std::string_view(tmp));
            return;
        }
        case Kind::Integer:
            sink.append(std::string_view(std::to_string(n.integer)));
            return;
        case Kind::Unsigned:
            sink.append(std::string_view(std::to_string(n.unsignedInteger)));
            return;
        case Kind::BigInteger:
            sink.append(raw(n));
            return;
        case Kind::Float: {
            std::string tmp;
            writePythonFloat(n.number, tmp);
            sink.append(std::string_view(tmp));
            return;
        }
        case Kind::Array: {
            sink.append('[');
            quint32 c = i + 1;
            for (quint32 e = 0; e < n.count && !sinkFull(sink); ++e) {
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
    template <typename Sink>
    void writeObject(quint32 i, Sink &sink, std::initializer_list<std::string_view> skip) const
    {
        const Node &obj = m_tape.nodes[i];
        if (obj.unsignedInteger > 0) { // members without nodes (Shape::known): from the input
            writeMembers(obj.start, obj.end, obj.count + obj.unsignedInteger, sink, skip, i);
            return;
        }
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
                        sink.append(std::string_view(
                            m_data + key.start, std::size_t(value.end - key.start)));
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
                if (sinkFull(sink))
                    return;
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

    // The canonical form of the container at [start, end) of the input, validated before (a span
    // node): streamed element by element, each member's value parsed again when it is written,
    // so that memory stays a small multiple of the largest object's keys, whatever the size.
    // memberCount: how many members an object has (the node counts them), to list them at once.
    template <typename Sink>
    void writeSpan(qint64 start, qint64 end, std::size_t memberCount, Sink &sink) const
    {
        Scanner s(m_data, end);
        Tape t;
        const Path none;
        if (end - start <= kSmallSpan) { // small: one tape is cheaper than parsing twice
            s.pos = start;
            s.parseValue(t, &none);
            Writer(m_data, t).write(0, sink);
            return;
        }
        // one element or member value at s.pos, its containers spans, written
        const auto writeValue = [&] {
            t.clear();
            s.parseValue(t, &none, 0, &kSpanValue);
            Writer(m_data, t).write(0, sink);
        };
        const bool object = m_data[start] == '{';
        s.pos = start + 1;
        s.skipWs();
        if (m_data[s.pos] == (object ? '}' : ']')) {
            sink.append(std::string_view(object ? "{}" : "[]"));
            return;
        }
        if (!object) {
            sink.append('[');
            for (bool first = true;; first = false) {
                s.skipWs();
                if (!first)
                    sink.append(',');
                writeValue();
                if (sinkFull(sink))
                    return;
                s.skipWs();
                if (m_data[s.pos++] == ']')
                    break;
            }
            sink.append(']');
            return;
        }
        writeMembers(start, end, memberCount, sink, {}, kNone);
    }

    // The canonical form of the object at [start, end) of the input, validated before, without
    // the keys in skip: its members listed from the input (where each key and value starts, 24
    // bytes a member), sorted, and each value parsed again when it is written; or, when the
    // object has nodes on the tape (tapeObject: a member without nodes, Shape::known), the value
    // of a member that has them written from them (the record's streamed arrays).
    template <typename Sink>
    void writeMembers(qint64 start, qint64 end, std::size_t memberCount, Sink &sink,
        std::initializer_list<std::string_view> skip, quint32 tapeObject) const
    {
        // offsets from start (an object of a record, under kMaxRecordFileBytes), and the key's
        // first 8 bytes, which decide most comparisons without reading the input again
        struct Member {
            quint64 prefix;
            quint32 keyAt; // in the input, or in decoded when the key has escapes
            quint32 valueAt;
            quint32 keyLength;
            bool escaped;
        };
        Q_ASSERT(end - start <= qint64(std::numeric_limits<quint32>::max()));
        std::vector<Member> members;
        members.reserve(memberCount);
        std::string decoded;
        Scanner s(m_data, end);
        Tape t;
        const Path none;
        s.pos = start + 1;
        s.skipWs();
        if (m_data[s.pos] != '}') {
            for (;;) {
                s.skipWs();
                t.clear();
                Node key;
                s.parseString(t, key);
                const std::string_view text = s.text(t, key);
                Member m { 0, quint32(key.textOffset - start), 0, quint32(text.size()),
                    key.escaped };
                for (std::size_t b = 0; b < 8; ++b)
                    m.prefix = m.prefix << 8 | (b < text.size() ? quint8(text[b]) : 0u);
                if (key.escaped) {
                    m.keyAt = quint32(decoded.size());
                    decoded.append(text);
                }
                s.skipWs();
                ++s.pos; // ':'
                s.skipWs();
                m.valueAt = quint32(s.pos - start);
                members.push_back(m);
                t.clear();
                s.parseValue(t, &none, 0, &kSpanValue);
                s.skipWs();
                if (m_data[s.pos++] == '}')
                    break;
            }
        }
        const auto keyOf = [&](const Member &m) {
            return std::string_view(
                (m.escaped ? decoded.data() : m_data + start) + m.keyAt, m.keyLength);
        };
        // keys differ: the duplicates were refused
        std::sort(members.begin(), members.end(), [&](const Member &a, const Member &b) {
            return a.prefix != b.prefix ? a.prefix < b.prefix : keyOf(a) < keyOf(b);
        });
        std::vector<std::pair<quint32, quint32>> withNodes;
        if (tapeObject != kNone)
            withNodes = sortedMembers(tapeObject);
        std::size_t next = 0;
        sink.append('{');
        bool first = true;
        for (const Member &m : members) {
            const std::string_view key = keyOf(m);
            const bool hasNodes
                = next < withNodes.size() && text(m_tape.nodes[withNodes[next].first]) == key;
            if (std::find(skip.begin(), skip.end(), key) != skip.end()) {
                next += hasNodes ? 1 : 0;
                continue;
            }
            if (sinkFull(sink))
                return;
            if (!first)
                sink.append(',');
            first = false;
            std::string tmp;
            writeCanonicalString(key, tmp);
            sink.append(std::string_view(tmp));
            sink.append(':');
            if (hasNodes) {
                write(withNodes[next++].second, sink);
            } else {
                s.pos = start + m.valueAt;
                t.clear();
                s.parseValue(t, &none, 0, &kSpanValue);
                Writer(m_data, t).write(0, sink);
            }
        }
        sink.append('}');
    }
    static constexpr qint64 kSmallSpan = 64 * 1024;

    // For streamed arrays (root placeholders): how to write their canonical form.
    std::function<void(qint32, HashSink &)> writeStreamed;

private:
    const char *m_data;
    const Tape &m_tape;
};

// Streamed placeholders are only ever written into a HashSink (the context digest).
template <> void Writer::write<HashSink>(quint32 i, HashSink &sink) const;

// The canonical form of one JSON value (any value, not only a record), by the tokenizer and the
// writer. False with the tokenizer's message on bad JSON.
bool canonicalize(QByteArrayView json, std::string *out, QString *error);
// The same, stopping after maxBytes bytes of the canonical form (*cut says whether it did).
bool canonicalizePrefix(
    QByteArrayView json, std::size_t maxBytes, std::string *out, bool *cut, QString *error);

// A JSON text read by the tokenizer, to look into (values the format leaves open: notice events,
// the export subset). Members keep the order they were written in.
class JsonView {
public:
    // shape: which containers get nodes (Scanner::parseValue); none: all of them.
    explicit JsonView(const QString &json, const Shape *shape = nullptr);
    bool ok() const { return m_ok; }
    static constexpr quint32 root = 0;
    Kind kind(quint32 i) const { return m_tape.nodes[i].kind; }
    bool isScalar(quint32 i) const { return kind(i) != Kind::Array && kind(i) != Kind::Object; }
    // A container read as one span (the shape does not look into it): no elements() or
    // members(), only text().
    bool isSpan(quint32 i) const { return m_tape.nodes[i].span; }
    quint32 count(quint32 i) const { return m_tape.nodes[i].count; }
    // Elements of an array, or (key, value) of an object's members, in order.
    std::vector<quint32> elements(quint32 array) const;
    std::vector<std::pair<quint32, quint32>> members(quint32 object) const;
    quint32 find(quint32 object, std::string_view key) const; // kNone when absent
    // A string's text; anything else as canonical JSON (numbers as Python writes them).
    QString text(quint32 i) const;
    QString string(quint32 i) const { return kind(i) == Kind::String ? text(i) : QString(); }

private:
    QByteArray m_bytes;
    Tape m_tape;
    bool m_ok = false;
};

} // namespace pith::detail

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/canonical.h"
#include "models/record/canonical_p.h"

#include <openssl/crypto.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace pith {
namespace detail {

void writeCanonicalString(std::string_view s, std::string &out)
{
    // Python escapes only '"', '\\' and code points below U+0020 when ensure_ascii=False.
    static const char hex[] = "0123456789abcdef";
    out.push_back('"');
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out.append("\\\"");
            break;
        case '\\':
            out.append("\\\\");
            break;
        case '\n':
            out.append("\\n");
            break;
        case '\r':
            out.append("\\r");
            break;
        case '\t':
            out.append("\\t");
            break;
        case '\b':
            out.append("\\b");
            break;
        case '\f':
            out.append("\\f");
            break;
        default:
            if (c < 0x20) {
                out.append("\\u00");
                out.push_back(hex[c >> 4]);
                out.push_back(hex[c & 0xf]);
            } else {
                out.push_back(ch);
            }
        }
    }
    out.push_back('"');
}

// Python's float repr: shortest round-trip digits, exponent form when the decimal exponent
// is below -4 or at least 16, otherwise fixed with at least one fractional digit.
void writePythonFloat(double v, std::string &out)
{
    if (std::isnan(v)) {
        out.append("NaN");
        return;
    }
    if (std::isinf(v)) {
        out.append(v < 0 ? "-Infinity" : "Infinity");
        return;
    }
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
    std::string sci(buf, res.ptr);
    std::string sign;
    if (!sci.empty() && sci[0] == '-') {
        sign = "-";
        sci.erase(0, 1);
    }
    const auto epos = sci.find('e');
    std::string digits = sci.substr(0, epos);
    const int exp10 = std::stoi(sci.substr(epos + 1));
    digits.erase(std::remove(digits.begin(), digits.end(), '.'), digits.end());
    while (digits.size() > 1 && digits.back() == '0')
        digits.pop_back();
    out.append(sign);
    if (exp10 < -4 || exp10 >= 16) {
        out.push_back(digits[0]);
        if (digits.size() > 1) {
            out.push_back('.');
            out.append(digits, 1);
        }
        char e[16];
        std::snprintf(e, sizeof e, "e%c%02d", exp10 < 0 ? '-' : '+', std::abs(exp10));
        out.append(e);
    } else if (exp10 < 0) {
        out.append("0.");
        out.append(std::size_t(-exp10 - 1), '0');
        out.append(digits);
    } else {
        const std::size_t intDigits = std::size_t(exp10) + 1;
        if (digits.size() <= intDigits) {
            out.append(digits);
            out.append(intDigits - digits.size(), '0');
            out.append(".0");
        } else {
            out.append(digits, 0, intDigits);
            out.push_back('.');
            out.append(digits, intDigits);
        }
    }
}

template <> void Writer::write<HashSink>(quint32 i, HashSink &sink) const
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
    if (n.span) {
        writeSpan(n.start, n.end, n.count, sink);
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
    case Kind::Object:
        writeObject(i, sink, {});
        return;
    default: {
        StringSink s;
        write(i, s);
        sink.append(std::string_view(s.out));
    }
    }
}

const EVP_MD *sha256Md()
{
#if OPENSSL_VERSION_NUMBER >= 0x30000000L
    static EVP_MD *const fetched = EVP_MD_fetch(nullptr, "SHA256", nullptr);
    if (fetched)
        return fetched;
#endif
    return EVP_sha256();
}

namespace {

// json read as one value, an array or object as one span (the writer streams it, with no node per
// element), and written into sink.
template <typename Sink> bool canonicalizeInto(QByteArrayView json, Sink &sink, QString *error)
{
    const QByteArray bytes = QByteArray::fromRawData(json.data(), json.size());
    Scanner scanner(bytes);
    Tape tape;
    const Path top;
    scanner.skipWs();
    bool ok = scanner.parseValue(tape, &top, 0, &kSpanValue);
    if (ok) {
        scanner.skipWs();
        ok = scanner.pos == scanner.size() || scanner.fail(scanner.pos, Syntax::EndOfValue);
    }
    if (!ok) {
        if (error)
            *error = scanner.errorMessage;
        return false;
    }
    Writer(scanner.data(), tape).write(0, sink);
    return true;
}

} // namespace

bool canonicalize(QByteArrayView json, std::string *out, QString *error)
{
    StringSink sink;
    if (!canonicalizeInto(json, sink, error))
        return false;
    *out = std::move(sink.out);
    return true;
}

bool canonicalizePrefix(
    QByteArrayView json, std::size_t maxBytes, std::string *out, bool *cut, QString *error)
{
    CappedStringSink sink;
    sink.cap = maxBytes;
    if (!canonicalizeInto(json, sink, error))
        return false;
    *out = std::move(sink.out);
    *cut = sink.cut;
    return true;
}

JsonView::JsonView(const QString &json, const Shape *shape)
    : m_bytes(json.toUtf8())
{
    Scanner scanner(m_bytes);
    const Path top;
    scanner.skipWs();
    m_ok = scanner.parseValue(m_tape, &top, 0, shape);
    scanner.skipWs();
    m_ok = m_ok && scanner.pos == scanner.size();
}

std::vector<quint32> JsonView::elements(quint32 array) const
{
    std::vector<quint32> out;
    quint32 e = array + 1;
    for (quint32 n = 0; n < count(array); ++n, e = m_tape.nodes[e].next)
        out.push_back(e);
    return out;
}

std::vector<std::pair<quint32, quint32>> JsonView::members(quint32 object) const
{
    std::vector<std::pair<quint32, quint32>> out;
    quint32 k = object + 1;
    for (quint32 n = 0; n < count(object); ++n, k = m_tape.nodes[k + 1].next)
        out.emplace_back(k, k + 1);
    return out;
}

quint32 JsonView::find(quint32 object, std::string_view key) const
{
    const Writer writer(m_bytes.constData(), m_tape);
    for (const auto &[k, v] : members(object)) {
        if (writer.text(m_tape.nodes[k]) == key)
            return v;
    }
    return kNone;
}

QString JsonView::text(quint32 i) const
{
    const Writer writer(m_bytes.constData(), m_tape);
    if (kind(i) == Kind::String) {
        const std::string_view t = writer.text(m_tape.nodes[i]);
        return QString::fromUtf8(t.data(), qsizetype(t.size()));
    }
    StringSink sink;
    writer.write(i, sink);
    return QString::fromStdString(sink.out);
}

} // namespace detail

QByteArray canonicalJsonString(const QString &value)
{
    const QByteArray utf8 = value.toUtf8();
    std::string out;
    out.reserve(size_t(utf8.size()) + 2);
    detail::writeCanonicalString(std::string_view(utf8.constData(), size_t(utf8.size())), out);
    return QByteArray(out.data(), qsizetype(out.size()));
}

void releaseThreadHashingState() { OPENSSL_thread_stop(); }

QString sha256Digest(QByteArrayView bytes)
{
    detail::Sha256 sha;
    sha.reset();
    sha.update(std::string_view(bytes.data(), std::size_t(bytes.size())));
    return sha.finish();
}

bool canonicalJson(QByteArrayView json, QByteArray *out, JsonFault *fault)
{
    const QByteArray bytes = QByteArray::fromRawData(json.data(), json.size());
    detail::Scanner scanner(bytes);
    detail::Tape tape;
    const detail::Path top;
    scanner.skipWs();
    bool ok = scanner.parseValue(tape, &top);
    if (ok) {
        scanner.skipWs();
        ok = scanner.pos == scanner.size() || scanner.fail(scanner.pos, detail::Syntax::EndOfValue);
    }
    if (!ok) {
        if (fault) {
            *fault = JsonFault();
            fault->message = scanner.errorMessage;
            if (scanner.error == detail::ErrorKind::Duplicate) {
                fault->pointer = scanner.errorPointer;
            } else {
                const auto [line, column] = detail::lineColumn(bytes, scanner.errorOffset);
                fault->line = line;
                fault->column = column;
            }
        }
        return false;
    }
    detail::StringSink sink;
    detail::Writer(scanner.data(), tape).write(0, sink);
    *out = QByteArray::fromStdString(sink.out);
    return true;
}

qsizetype wholeCharactersLength(QByteArrayView bytes)
{
    // back over at most three continuation bytes to the lead byte, whose value says the length
    qsizetype lead = bytes.size();
    while (lead > 0 && (uchar(bytes.at(lead - 1)) & 0xC0) == 0x80 && bytes.size() - lead < 3)
        --lead;
    if (lead == 0)
        return bytes.size();
    const uchar c = uchar(bytes.at(lead - 1));
    const qsizetype length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    return bytes.size() - (lead - 1) < length ? lead - 1 : bytes.size();
}

bool canonicalJsonPrefix(
    QByteArrayView json, qsizetype maxBytes, QByteArray *out, bool *cut, QString *error)
{
    std::string text;
    bool wasCut = false;
    if (!detail::canonicalizePrefix(
            json, std::size_t(std::max<qsizetype>(0, maxBytes)), &text, &wasCut, error))
        return false;
    *out = QByteArray::fromStdString(text);
    *cut = wasCut;
    return true;
}

bool canonicalJson(QByteArrayView json, QByteArray *out, QString *error)
{
    std::string text;
    if (!detail::canonicalize(json, &text, error))
        return false;
    *out = QByteArray::fromStdString(text);
    return true;
}

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/canonical.h"
#include "models/record/canonical_p.h"
#include "models/record/streamparser_p.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace pith {
namespace detail {

Sha256Sink::Sha256Sink() : m_ctx(EVP_MD_CTX_new())
{
    EVP_DigestInit_ex(m_ctx, EVP_sha256(), nullptr);
    m_buffer.reserve(1 << 16);
}

Sha256Sink::~Sha256Sink()
{
    EVP_MD_CTX_free(m_ctx);
}

void Sha256Sink::append(std::string_view bytes)
{
    if (m_buffer.size() + bytes.size() > (1 << 16)) {
        EVP_DigestUpdate(m_ctx, m_buffer.data(), m_buffer.size());
        m_buffer.clear();
        if (bytes.size() > (1 << 15)) {
            EVP_DigestUpdate(m_ctx, bytes.data(), bytes.size());
            return;
        }
    }
    m_buffer.append(bytes);
}

QString Sha256Sink::finish()
{
    EVP_DigestUpdate(m_ctx, m_buffer.data(), m_buffer.size());
    m_buffer.clear();
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    EVP_DigestFinal_ex(m_ctx, md, &len);
    const QByteArray hex = QByteArray(reinterpret_cast<const char *>(md), int(len)).toHex();
    return QStringLiteral("sha256:") + QString::fromLatin1(hex);
}

void writeCanonicalString(std::string_view s, std::string &out)
{
    // Python escapes only '"', '\\' and code points below U+0020 when ensure_ascii=False.
    static const char hex[] = "0123456789abcdef";
    out.push_back('"');
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"': out.append("\\\""); break;
        case '\\': out.append("\\\\"); break;
        case '\n': out.append("\\n"); break;
        case '\r': out.append("\\r"); break;
        case '\t': out.append("\\t"); break;
        case '\b': out.append("\\b"); break;
        case '\f': out.append("\\f"); break;
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

} // namespace detail

QByteArray canonicalJsonString(const QString &value)
{
    const QByteArray utf8 = value.toUtf8();
    std::string out;
    out.reserve(size_t(utf8.size()) + 2);
    detail::writeCanonicalString(std::string_view(utf8.constData(), size_t(utf8.size())), out);
    return QByteArray(out.data(), qsizetype(out.size()));
}

QString sha256Digest(QByteArrayView bytes)
{
    detail::Sha256Sink sink;
    sink.append(std::string_view(bytes.data(), std::size_t(bytes.size())));
    return sink.finish();
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

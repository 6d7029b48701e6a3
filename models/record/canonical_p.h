// SPDX-License-Identifier: GPL-3.0-or-later
// Private to models/record/*.cpp: the only place nlohmann/json types are visible.
#pragma once

#include <nlohmann/json.hpp>
#include <openssl/evp.h>

#include <QString>

#include <memory>
#include <string>

namespace pith::detail {

// Incremental SHA-256 that the canonical writer feeds through a small buffer.
class Sha256Sink
{
public:
    Sha256Sink();
    ~Sha256Sink();
    Sha256Sink(const Sha256Sink &) = delete;
    Sha256Sink &operator=(const Sha256Sink &) = delete;
    void append(std::string_view bytes);
    void append(char c) { append(std::string_view(&c, 1)); }
    QString finish(); // "sha256:<hex>"

private:
    EVP_MD_CTX *m_ctx;
    std::string m_buffer;
};

// Appends the canonical form of value. Works for any sink with append(string_view)/append(char).
template<typename Sink>
void writeCanonical(const nlohmann::json &value, Sink &sink);

void writeCanonicalString(std::string_view s, std::string &out);
void writeCanonicalNumber(const nlohmann::json &value, std::string &out);
// Python's float repr (shortest round trip; exponent form below 1e-4 and from 1e16).
void writePythonFloat(double v, std::string &out);

template<typename Sink>
void writeCanonical(const nlohmann::json &value, Sink &sink)
{
    using nlohmann::json;
    switch (value.type()) {
    case json::value_t::null:
        sink.append(std::string_view("null"));
        return;
    case json::value_t::boolean:
        sink.append(value.get<bool>() ? std::string_view("true") : std::string_view("false"));
        return;
    case json::value_t::string: {
        std::string tmp;
        writeCanonicalString(value.get_ref<const std::string &>(), tmp);
        sink.append(std::string_view(tmp));
        return;
    }
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float: {
        std::string tmp;
        writeCanonicalNumber(value, tmp);
        sink.append(std::string_view(tmp));
        return;
    }
    case json::value_t::array: {
        sink.append('[');
        bool first = true;
        for (const auto &item : value) {
            if (!first)
                sink.append(',');
            first = false;
            writeCanonical(item, sink);
        }
        sink.append(']');
        return;
    }
    case json::value_t::object: {
        // nlohmann's object is a std::map: byte order of UTF-8 keys equals code point order.
        sink.append('{');
        bool first = true;
        for (const auto &[key, item] : value.items()) {
            if (!first)
                sink.append(',');
            first = false;
            std::string tmp;
            writeCanonicalString(key, tmp);
            sink.append(std::string_view(tmp));
            sink.append(':');
            writeCanonical(item, sink);
        }
        sink.append('}');
        return;
    }
    case json::value_t::binary:
    case json::value_t::discarded:
        return;
    }
}

struct StringSink
{
    std::string out;
    void append(std::string_view s) { out.append(s); }
    void append(char c) { out.push_back(c); }
};

} // namespace pith::detail

// SPDX-License-Identifier: GPL-3.0-or-later
// Private to models/record/*.cpp: the canonical writer's pieces and the SHA-256 helper.
#pragma once

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

void writeCanonicalString(std::string_view s, std::string &out);
// Python's float repr (shortest round trip; exponent form below 1e-4 and from 1e16).
void writePythonFloat(double v, std::string &out);

struct StringSink
{
    std::string out;
    void append(std::string_view s) { out.append(s); }
    void append(char c) { out.push_back(c); }
};

} // namespace pith::detail

// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/terminal.h"

#include <QCoreApplication>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace pith::cli {

namespace {

void appendHex(QByteArray &out, const char *prefix, unsigned value, int digits)
{
    static const char hex[] = "0123456789abcdef";
    out += prefix;
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4)
        out += hex[(value >> shift) & 0xf];
}

// What `pending` (the start of a UTF-8 sequence, held back) followed by c makes: an escaped
// character (Escaped), a longer start to hold (Hold), or nothing to escape (Plain: the held bytes
// pass as they are and c is read afresh).
enum class Step { Escaped, Hold, Plain };

Step step(const QByteArray &pending, unsigned char c, QByteArray &out)
{
    const auto lead = static_cast<unsigned char>(pending.at(0));
    if (lead == 0xc2) { // U+0080..U+009F: C1 controls (CSI is U+009B)
        if (c < 0x80 || c > 0x9f)
            return Step::Plain;
        appendHex(out, "\\u", c, 4);
        return Step::Escaped;
    }
    // 0xE2: U+202A..U+202E (embeddings and overrides: E2 80 AA..AE) and U+2066..U+2069
    // (isolates: E2 81 A6..A9), which reorder what the terminal shows ("Trojan Source")
    if (pending.size() == 1)
        return c == 0x80 || c == 0x81 ? Step::Hold : Step::Plain;
    const auto second = static_cast<unsigned char>(pending.at(1));
    const unsigned code = 0x2000 | (unsigned(second & 0x3f) << 6) | unsigned(c & 0x3f);
    if ((c & 0xc0) != 0x80
        || !((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)))
        return Step::Plain;
    appendHex(out, "\\u", code, 4);
    return Step::Escaped;
}

// Escapes `data`; `pending` carries the start of a sequence that may need escaping (0xC2, or
// 0xE2 and one more byte) from one call to the next.
QByteArray escape(const char *data, qint64 len, QByteArray *pending)
{
    QByteArray out;
    out.reserve(len + 16);
    for (qint64 i = 0; i < len; ++i) {
        const auto c = static_cast<unsigned char>(data[i]);
        if (!pending->isEmpty()) {
            const Step s = step(*pending, c, out);
            if (s == Step::Escaped) {
                pending->clear();
                continue;
            }
            if (s == Step::Hold) {
                pending->append(char(c));
                continue;
            }
            out += *pending;
            pending->clear();
        }
        if (c == 0xc2 || c == 0xe2) {
            pending->append(char(c));
        } else if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f) {
            appendHex(out, "\\x", c, 2);
        } else {
            out += char(c);
        }
    }
    return out;
}

} // namespace

QByteArray escapeForTerminal(const QByteArray &utf8)
{
    QByteArray pending;
    QByteArray out = escape(utf8.constData(), utf8.size(), &pending);
    return out + pending;
}

TerminalDevice::TerminalDevice(FILE *stream, bool escape)
    : m_stream(stream)
    , m_escape(escape)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

TerminalDevice::~TerminalDevice()
{
    if (!m_pending.isEmpty())
        std::fwrite(m_pending.constData(), 1, size_t(m_pending.size()), m_stream);
    std::fflush(m_stream);
}

qint64 TerminalDevice::writeData(const char *data, qint64 len)
{
    if (!m_escape) {
        if (std::fwrite(data, 1, size_t(len), m_stream) != size_t(len))
            return -1;
    } else {
        const QByteArray out = escape(data, len, &m_pending);
        if (std::fwrite(out.constData(), 1, size_t(out.size()), m_stream) != size_t(out.size()))
            return -1;
    }
    std::fflush(m_stream);
    return len;
}

QString oneLine(const QString &text)
{
    QString line = text;
    return line.replace(QLatin1Char('\n'), QLatin1String("\\n"));
}

bool writeToStandardOutput(const QByteArray &bytes, QString *error)
{
    std::fflush(stdout);
    errno = 0;
    const bool ok
        = std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout) == size_t(bytes.size())
        && std::fflush(stdout) == 0;
    if (!ok && error)
        //: %1 the system's reason, e.g. "Broken pipe"
        *error = QCoreApplication::translate("pith::cli", "cannot write to standard output: %1")
                     .arg(QString::fromLocal8Bit(std::strerror(errno ? errno : EIO)));
    return ok;
}

void printMalformedFilter(QTextStream &err, const QString &prefix, const QString &query,
    const QString &message, int position)
{
    //: %1 the column in the query, %2 the parser's message
    const QString what
        = QCoreApplication::translate("pith::cli", "malformed --filter at column %1: %2")
              .arg(position)
              .arg(message);
    err << prefix << what << '\n';
    err << "  " << oneLine(query) << '\n';
    err << "  " << QString(std::max(0, position - 1), QLatin1Char(' ')) << "^\n";
}

} // namespace pith::cli

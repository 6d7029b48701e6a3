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

// Escapes `data`; `pendingC2` carries a lead byte 0xC2 from one call to the next.
QByteArray escape(const char *data, qint64 len, bool *pendingC2)
{
    QByteArray out;
    out.reserve(len + 16);
    for (qint64 i = 0; i < len; ++i) {
        const auto c = static_cast<unsigned char>(data[i]);
        if (*pendingC2) {
            *pendingC2 = false;
            if (c >= 0x80 && c <= 0x9f) { // U+0080..U+009F: C1 controls (CSI is U+009B)
                appendHex(out, "\\u00", c, 2);
                continue;
            }
            out += char(0xc2);
        }
        if (c == 0xc2) {
            *pendingC2 = true;
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
    bool pending = false;
    QByteArray out = escape(utf8.constData(), utf8.size(), &pending);
    if (pending)
        out += char(0xc2);
    return out;
}

TerminalDevice::TerminalDevice(FILE *stream, bool escape)
    : m_stream(stream)
    , m_escape(escape)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

TerminalDevice::~TerminalDevice()
{
    if (m_pendingC2)
        std::fputc(0xc2, m_stream);
    std::fflush(m_stream);
}

qint64 TerminalDevice::writeData(const char *data, qint64 len)
{
    if (!m_escape) {
        if (std::fwrite(data, 1, size_t(len), m_stream) != size_t(len))
            return -1;
    } else {
        const QByteArray out = escape(data, len, &m_pendingC2);
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

// SPDX-License-Identifier: GPL-3.0-or-later
// Text from outside (a server's body, headers and reason phrase, a record's title and thesis, a
// file name) reaches the terminal only with its control characters escaped: a hostile server or
// record must not clear the screen, retitle the terminal or move the cursor to print a fake
// verdict. Every message and every text output of pith-ledger-cli goes through this device.
#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QString>
#include <QTextStream>

#include <cstdio>

namespace pith::cli {

// ESC is written as the four characters \x1b, likewise every C0 control but newline and tab,
// DEL (\x7f) and the C1 controls U+0080..U+009F (\u009b); so are the bidirectional embeddings,
// overrides and isolates U+202A..U+202E and U+2066..U+2069 (\u202e), which would make the
// terminal show record text in another order than it is. Everything else passes unchanged.
QByteArray escapeForTerminal(const QByteArray &utf8);

// A write-only device over a C stream that escapes what is written to it (see above), for the
// QTextStreams the commands print to. Not for data (exports to standard output, --json lines:
// JSON has its own escaping and none of these bytes raw, and an export is written byte for byte).
class TerminalDevice final : public QIODevice {
public:
    TerminalDevice(FILE *stream, bool escape);
    ~TerminalDevice() override;
    Q_DISABLE_COPY_MOVE(TerminalDevice)

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 len) override;

private:
    FILE *m_stream;
    bool m_escape;
    QByteArray m_pending; // the start of a sequence to escape, perhaps, ended the last write
};

// Record text that is one line on the terminal: a newline in it is shown as \n, so a title or
// thesis cannot start a line of its own that looks like the program's (a fake verdict). The
// device above escapes every other control character.
QString oneLine(const QString &text);

// Writes data (an export, a fetched record: `-o -`) to standard output byte for byte; false with
// *error naming the cause when the output refused it (a closed pipe, a full disk).
bool writeToStandardOutput(const QByteArray &bytes, QString *error);

// A --filter that does not parse, said the same way by every command that takes one: the message
// with the column, then the query with a caret under that column (1-based).
void printMalformedFilter(QTextStream &err, const QString &prefix, const QString &query,
    const QString &message, int position);

} // namespace pith::cli

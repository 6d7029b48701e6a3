// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace pith {

// "sha256:<64 lowercase hex>" of bytes.
QString sha256Digest(QByteArrayView bytes);

// The canonical form Pith hashes: Python's json.dumps(value, sort_keys=True,
// separators=(',', ':'), ensure_ascii=False), UTF-8. Returns false with a message on bad JSON.
bool canonicalJson(QByteArrayView json, QByteArray *out, QString *error);
// Its first maxBytes bytes, for a view of a value too big to show whole: the writer stops there,
// so a 40 MB observation costs what its first bytes cost. *cut says whether it stopped; the
// bytes may end inside a UTF-8 sequence.
bool canonicalJsonPrefix(
    QByteArrayView json, qsizetype maxBytes, QByteArray *out, bool *cut, QString *error = nullptr);
// How many of bytes are whole characters: without a UTF-8 sequence that its end breaks off (a
// prefix cut at a byte count, as canonicalJsonPrefix() gives).
qsizetype wholeCharactersLength(QByteArrayView bytes);

// Where canonicalJson() refused its input: line and column (1-based) for a fault in the text,
// else a JSON pointer (a repeated key). For readers of other Pith documents (integrity files),
// which then say where, as the record reader does.
struct JsonFault {
    int line = 0;
    int column = 0;
    QString pointer;
    QString message;
};
bool canonicalJson(QByteArrayView json, QByteArray *out, JsonFault *fault);

// Frees the calling thread's OpenSSL state (its error queue, 904 bytes). A pooled thread calls
// it when a task that hashed ends: pool threads may outlive OpenSSL's exit handler, after which
// that state is never freed. Hashing again in the same thread simply allocates it anew.
void releaseThreadHashingState();

// One string as a JSON literal, escaped exactly as the canonical form escapes it.
QByteArray canonicalJsonString(const QString &value);

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
// A list of papers: a text file of arXiv ids or URLs, one per line, `#` starting a comment. The
// LIST that `pith-ledger-cli watch`, `summary` and `export` read and the window opens as a library.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace pith::library {

// The ids and URLs of a list's text, in order, comments and blank lines left out.
QStringList parsePaperList(const QByteArray &text);

// Reads the list file; an empty list with *error ("FILE: message") when it cannot be read.
QStringList readPaperList(const QString &path, QString *error);

} // namespace pith::library

// SPDX-License-Identifier: GPL-3.0-or-later
// The file-or-id rule: what a RECORD argument on the command line and the window's location bar
// (or a dropped text) name. One rule for both programs.
#pragma once

#include <QString>
#include <QUrl>

namespace pith::open {

struct RecordInput {
    enum class Kind { File, Remote };
    Kind kind = Kind::File;
    // File: the path to read (a file:// URL made a local path). Remote: the text as given, for
    // the fetcher's normalizeIdentifier (which words the message for a bad id or URL).
    QString text;
};

// An existing file or folder always wins, so "./2509.00217" or a file named like an id is read
// locally; so does a file:// URL and a text written as a path (starting with "/", "." or "~").
// Otherwise an arXiv id, or anything with "://" (a bad URL then gets the network layer's
// message), is fetched; everything else is a file (whose absence gets the reader's message).
// `base`: the configured base URL, whose own paper URLs count as ids.
RecordInput classifyRecordInput(const QString &text, const QUrl &base = {});

// What a FOLDER|LIST argument names (`summary`, `export`, the window's command line and drops):
// an existing folder is a library of its record files; an existing regular file not named *.json
// whose first character (after white space and a byte order mark) is not '{' is a list of papers
// (ids or URLs, one per line); everything else is one record, by classifyRecordInput.
enum class LibraryInputKind { Record, Folder, List };
LibraryInputKind classifyLibraryInput(const QString &text);

} // namespace pith::open

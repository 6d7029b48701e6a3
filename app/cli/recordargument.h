// SPDX-License-Identifier: GPL-3.0-or-later
// A RECORD argument on the command line: a path, or an arXiv id or URL fetched from the Pith
// service (with --base-url and --timeout), the same for every command.
#pragma once

#include "models/open/fetchpolicy.h"
#include "models/open/inputrule.h"
#include "models/record/parser.h"

#include <QStringList>
#include <QUrl>

#include <chrono>

namespace pith::cli {

// --base-url, --timeout, --max-size: the window's fetch policy, without the cache.
using NetworkOptions = open::FetchPolicy;

// Removes "--base-url URL", "--base-url=URL", "--timeout S" (seconds, decimals allowed) and
// "--max-size MIB" from `args`, wherever they are, into `options`. Returns an empty string, or
// a message for a missing or bad value (the caller prints it and exits with Usage).
QString takeNetworkOptions(QStringList &args, NetworkOptions &options);

// Usage lines for the options above, for a command's help text.
QString networkOptionsHelp();

// What a RECORD argument names: the file-or-id rule the window's location bar follows too
// (open::classifyRecordInput: an existing file always wins, so "./2509.00217" or a file named
// like an id is read locally; a file:// URL is its local path), with --base-url's paper URLs
// counting as ids. Every command classifies its RECORDs through this.
open::RecordInput classifyRecordArgument(const QString &argument, const NetworkOptions &options);

struct FetchedRecord {
    bool ok = false;
    QByteArray bytes; // as served, byte for byte
    QString name; // for messages and as the record's "file": the URL it came from
    QString error; // "ID: message" when !ok
};

// Fetches an id or URL (on the calling thread, which needs a QCoreApplication; no cache: the
// command line always asks the server).
FetchedRecord fetchRecordArgument(const QString &argument, const NetworkOptions &options);

// A fetched record parsed (or its fetch failure as a ParseResult naming `argument`). Thread-safe:
// commands that parse on worker threads fetch first on the main thread, then parse with this.
ParseResult parseFetchedRecord(
    const FetchedRecord &fetched, const QString &argument, const ParseOptions &parseOptions = {});

// The one call for commands: a path is read with loadRecordFile, an id or URL is fetched and
// parsed; either way a failure is a ParseResult whose error.toString() is the message to print.
ParseResult loadRecordArgument(
    const QString &argument, const NetworkOptions &options, const ParseOptions &parseOptions = {});

// The command is done with a record and the process is about to end. Freeing a big record's
// hundreds of thousands of strings one by one took 0.15-0.2 s of a 1.2 s export of 120,000
// observations, and the system takes the memory back at once; so a record of at least
// kKeepUntilExitObservations observations is kept until the process ends (reachable from a
// static pointer, so leak checkers do not report it), a smaller one is left to be freed as
// usual. For commands that handle one record per run, not folders of them.
inline constexpr qsizetype kKeepUntilExitObservations = 20000;
void keepUntilExit(RecordPtr record);

} // namespace pith::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// `verify`: recompute every digest of one or more records and check their consistency. Apart
// from fetching, its code needs QtCore only, so pith-ledger-cli runs it itself (launch.h).
#pragma once

#include "app/cli/recordargument.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace pith::cli {

// Fetches a RECORD that is an arXiv id or a URL (fetchRecordArgument).
using RecordFetch = FetchedRecord (*)(const QString &argument, const NetworkOptions &options);

// Runs `verify` with its arguments (after the command's name) and returns the exit status.
// Without `fetch` (pith-ledger-cli, which does not load QtNetwork), a command line that names an
// id or URL is not run: std::nullopt, and nothing has been printed.
std::optional<int> runVerify(
    const QStringList &args, QTextStream &out, QTextStream &err, RecordFetch fetch);

// How a subset's information is labelled where findings say "error" or "warning" (verify and
// summary).
QString informationLabel();

} // namespace pith::cli

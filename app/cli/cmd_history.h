// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/history/snapshotstore.h"

#include <QStringList>
#include <QTextStream>

namespace pith::cli {

// pith-ledger-cli history PAPER [--json] [--store FILE] [--forget N | --clear]: the copies of
// PAPER (an arXiv id) kept in the history database, newest first, with their number, as_of,
// when kept, verdict and source; --forget N removes copy N of that paper, --clear every copy of
// it. Exit 0 done, 2 the store could not be opened or written or there is no copy N of PAPER,
// 64 usage.
int runHistory(const QStringList &args, QTextStream &out, QTextStream &err);
QString historyUsage();

// Opens the history database for a command (watch, history): false after printing why, with the
// command's prefix; a notice (a damaged database set aside) is printed and the store is open.
bool openHistoryStore(history::SnapshotStore &store, const QString &prefix, QTextStream &err);

} // namespace pith::cli

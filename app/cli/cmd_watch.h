// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace pith::cli {

// pith-ledger-cli watch LIST [--json] [--store FILE]: fetches each paper of LIST (a file of ids
// or URLs, one per line; '#' starts a comment), keeps each copy in the snapshot store and reports
// what changed since the copy of that paper seen last. Exit 0 nothing changed, 1 something
// changed, 2 a paper could not be fetched or read (or the store not opened), 64 usage.
int runWatch(const QStringList &args, QTextStream &out, QTextStream &err);
QString watchUsage();

} // namespace pith::cli

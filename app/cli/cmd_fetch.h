// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace pith::cli {

// pith-ledger-cli fetch ID|URL -o FILE [--base-url URL] [--timeout S] [--max-size MIB]
// Writes the record byte for byte as served (through QSaveFile: nothing is left behind on
// failure). Exit 0 written, 2 on any failure (with its message), 64 usage.
int runFetch(const QStringList &args, QTextStream &out, QTextStream &err);

QString fetchUsage();

} // namespace pith::cli

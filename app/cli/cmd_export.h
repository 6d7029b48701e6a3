// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace pith::cli {

// pith-ledger-cli export RECORD --format csv|json|pdf -o OUT [--filter QUERY] [--bom]
// Exit 0 written, 2 unreadable record or unwritable destination, 64 bad usage or malformed
// --filter.
int runExport(const QStringList &args, QTextStream &out, QTextStream &err);

// Whether the command line asks for a PDF export, which needs a QGuiApplication (fonts).
bool exportNeedsGui(int argc, char **argv);

QString exportUsageText();

} // namespace pith::cli

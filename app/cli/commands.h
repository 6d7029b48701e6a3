// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace pith::cli {

// Exit codes shared by every command.
// Unavailable: pith-ledger-cli could not start pith-ledger-cli-full, which runs every command
// but verify (an incomplete installation; sysexits' EX_UNAVAILABLE).
// Interrupted: Ctrl+C or SIGTERM stopped a write (128 + SIGINT, as a shell reports it).
enum ExitCode {
    Ok = 0,
    Findings = 1,
    Unreadable = 2,
    Usage = 64,
    Unavailable = 69,
    Interrupted = 130
};

int runSummary(const QStringList &args, QTextStream &out, QTextStream &err);

QString usageText();

} // namespace pith::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// pith-ledger-cli is two programs, so that `verify` starts quickly.
//
// The one on the PATH, pith-ledger-cli, links QtCore and OpenSSL only and runs `verify` of files
// itself. Everything else is run by pith-ledger-cli-full, which links QtGui (the PDF export lays
// out text with it; the item models that reviews, the library and history share use it), QtSql
// and QtNetwork: loading those and what they pull in (OpenGL, fonts, keyboard tables, Kerberos;
// 58 shared libraries in all, 18 without them) takes about 8 ms before main(), as long as
// verifying a record of a thousand observations. For any other command line (and a `verify` of
// an arXiv id or URL, to be fetched) pith-ledger-cli replaces itself with pith-ledger-cli-full
// (execv: the same process id, arguments, standard streams, signals and exit status), which runs
// `verify` too when called directly. It sits beside pith-ledger-cli in a build tree, and in the
// libexec directory when installed (packaging/CMakeLists.txt).
#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>

namespace pith::cli {

// Whether pith-ledger-cli may run these arguments (argv as main() got it) itself: `verify`
// without --help or -h, wherever --lang is (runVerify then tells whether a RECORD is to be
// fetched). Called before the application object exists.
bool mayRunWithoutFull(int argc, char **argv);

// Why pith-ledger-cli-full could not be started.
struct FullStartFailure {
    QString path; // the last place looked at
    QString reason; // the system's message
};

// Replaces this process with pith-ledger-cli-full, given the same argv. Returns only when that
// failed.
FullStartFailure execFull(char **argv);

// What both programs do once their application object exists: names it, installs the language
// (--lang anywhere on the line, else the system's), wraps standard output and error in terminal
// devices and hands the remaining arguments (the command first) to `run`, whose return value is
// the exit status. A --lang without a value or an unknown language ends here with Usage.
using CommandRunner = std::function<int(QStringList &args, QTextStream &out, QTextStream &err)>;
int runCommandLine(const CommandRunner &run);

} // namespace pith::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// pith-ledger-cli: runs `verify` of files itself and hands every other command line to
// pith-ledger-cli-full (see launch.h).
#include "app/cli/cmd_verify.h"
#include "app/cli/commands.h"
#include "app/cli/launch.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    using namespace pith::cli;
    const bool verify = mayRunWithoutFull(argc, argv);
    FullStartFailure failure;
    if (!verify)
        failure = execFull(argv); // returns only when it could not start
    QCoreApplication app(argc, argv);
    return runCommandLine([&](QStringList &args, QTextStream &out, QTextStream &err) -> int {
        if (verify) {
            args.removeFirst(); // "verify"
            if (const std::optional<int> status = runVerify(args, out, err, nullptr))
                return *status;
            failure = execFull(argv); // an id or URL to fetch; nothing was printed
        }
        //: %1 the helper program's path, %2 the system's reason
        err << "pith-ledger-cli: "
            << QCoreApplication::translate(
                   "pith::cli", "cannot start %1, which runs every command but verify: %2")
                   .arg(failure.path, failure.reason)
            << '\n';
        return Unavailable;
    });
}

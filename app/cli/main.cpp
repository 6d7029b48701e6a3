// SPDX-License-Identifier: GPL-3.0-or-later
// pith-ledger-cli-full: every command (see launch.h for why pith-ledger-cli is two programs).
#include "app/cli/cmd_diff.h"
#include "app/cli/cmd_export.h"
#include "app/cli/cmd_fetch.h"
#include "app/cli/cmd_history.h"
#include "app/cli/cmd_verify.h"
#include "app/cli/cmd_watch.h"
#include "app/cli/commands.h"
#include "app/cli/launch.h"
#include "app/cli/recordargument.h"
#include "version.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <memory>

namespace {

int runCommand(QStringList &args, QTextStream &out, QTextStream &err)
{
    using namespace pith::cli;
    if (args.isEmpty()) {
        err << usageText();
        return Usage;
    }
    const QString command = args.takeFirst();
    if (command == QLatin1String("-h") || command == QLatin1String("--help")
        || command == QLatin1String("help")) {
        out << usageText();
        return Ok;
    }
    if (command == QLatin1String("--version")) {
        out << "pith-ledger-cli " << PITH_LEDGER_VERSION << '\n';
        return Ok;
    }
    static const QStringList commands { QStringLiteral("summary"), QStringLiteral("verify"),
        QStringLiteral("export"), QStringLiteral("fetch"), QStringLiteral("diff"),
        QStringLiteral("watch"), QStringLiteral("history") };
    // `verify --help` is a question, not a file named "--help" nor an unknown option.
    if (commands.contains(command)
        && (args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h")))) {
        out << usageText();
        return Ok;
    }
    if (command == QLatin1String("summary"))
        return runSummary(args, out, err);
    if (command == QLatin1String("verify"))
        return *runVerify(args, out, err, fetchRecordArgument);
    if (command == QLatin1String("export"))
        return runExport(args, out, err);
    if (command == QLatin1String("fetch"))
        return runFetch(args, out, err);
    if (command == QLatin1String("diff"))
        return runDiff(args, out, err);
    if (command == QLatin1String("watch"))
        return runWatch(args, out, err);
    if (command == QLatin1String("history"))
        return runHistory(args, out, err);
    err << "pith-ledger-cli: "
        << QCoreApplication::translate("pith::cli", "unknown command \"%1\"").arg(command) << "\n\n"
        << usageText();
    return Usage;
}

} // namespace

int main(int argc, char *argv[])
{
    // `export --format pdf` lays out text with real fonts: that needs a QGuiApplication,
    // on the offscreen platform unless the user chose one, so it works headless.
    const bool needsGui = pith::cli::exportNeedsGui(argc, argv);
    if (needsGui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app;
    if (needsGui)
        app = std::make_unique<QGuiApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
    return pith::cli::runCommandLine(runCommand);
}

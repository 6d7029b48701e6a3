// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_diff.h"
#include "app/cli/cmd_export.h"
#include "app/cli/cmd_fetch.h"
#include "app/cli/cmd_watch.h"
#include "app/cli/commands.h"
#include "app/cli/terminal.h"
#include "app/common/language.h"
#include "version.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstdio>
#include <memory>

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
    QCoreApplication::setApplicationName(QStringLiteral("pith-ledger-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PITH_LEDGER_VERSION));

    QStringList args = QCoreApplication::arguments().mid(1);
    // Outside text is escaped on its way to the terminal; --json lines keep JSON's own escaping
    // (they hold no raw control character) and are left byte for byte.
    pith::cli::TerminalDevice outDevice(stdout, !args.contains(QLatin1String("--json")));
    pith::cli::TerminalDevice errDevice(stderr, true);
    QTextStream out(&outDevice);
    QTextStream err(&errDevice);
    // --lang anywhere on the line, else the system locale; --json/CSV output stays
    // locale-independent.
    bool languageValueMissing = false;
    const pith::LanguageSetup language
        = pith::setupLanguage(pith::takeLanguageOption(args, &languageValueMissing));
    if (languageValueMissing || !language.ok()) {
        err << "pith-ledger-cli: "
            << (languageValueMissing ? pith::languageValueMissingMessage() : language.error)
            << '\n';
        return pith::cli::Usage;
    }
    if (args.isEmpty()) {
        err << pith::cli::usageText();
        return pith::cli::Usage;
    }
    const QString command = args.takeFirst();
    if (command == QLatin1String("-h") || command == QLatin1String("--help")
        || command == QLatin1String("help")) {
        out << pith::cli::usageText();
        return pith::cli::Ok;
    }
    if (command == QLatin1String("--version")) {
        out << "pith-ledger-cli " << PITH_LEDGER_VERSION << '\n';
        return pith::cli::Ok;
    }
    static const QStringList commands { QStringLiteral("summary"), QStringLiteral("verify"),
        QStringLiteral("export"), QStringLiteral("fetch"), QStringLiteral("diff"),
        QStringLiteral("watch") };
    // `verify --help` is a question, not a file named "--help" nor an unknown option.
    if (commands.contains(command)
        && (args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h")))) {
        out << pith::cli::usageText();
        return pith::cli::Ok;
    }
    if (command == QLatin1String("summary"))
        return pith::cli::runSummary(args, out, err);
    if (command == QLatin1String("verify"))
        return pith::cli::runVerify(args, out, err);
    if (command == QLatin1String("export"))
        return pith::cli::runExport(args, out, err);
    if (command == QLatin1String("fetch"))
        return pith::cli::runFetch(args, out, err);
    if (command == QLatin1String("diff"))
        return pith::cli::runDiff(args, out, err);
    if (command == QLatin1String("watch"))
        return pith::cli::runWatch(args, out, err);
    err << "pith-ledger-cli: "
        << QCoreApplication::translate("pith::cli", "unknown command \"%1\"").arg(command) << "\n\n"
        << pith::cli::usageText();
    return pith::cli::Usage;
}

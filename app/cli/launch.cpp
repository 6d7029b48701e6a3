// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/launch.h"

#include "app/cli/commands.h"
#include "app/cli/terminal.h"
#include "app/common/language.h"
#include "version.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

#include <unistd.h>

namespace pith::cli {

bool mayRunWithoutFull(int argc, char **argv)
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args.append(QString::fromLocal8Bit(argv[i])); // as QCoreApplication::arguments() does
    takeLanguageOption(args);
    return !args.isEmpty() && args.first() == QLatin1String("verify")
        && !args.contains(QLatin1String("--help")) && !args.contains(QLatin1String("-h"));
}

FullStartFailure execFull(char **argv)
{
    FullStartFailure failure;
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error) {
        failure.path = QStringLiteral("/proc/self/exe");
        failure.reason = QString::fromStdString(error.message());
        return failure;
    }
    // A build tree has both programs in one folder; an installation has the second in libexec.
    for (const std::filesystem::path &dir :
        { self.parent_path(), self.parent_path() / PITH_CLI_FULL_FROM_BINDIR }) {
        const std::filesystem::path full = dir / "pith-ledger-cli-full";
        ::execv(full.c_str(), argv);
        failure.path = QString::fromStdString(full.lexically_normal().string());
        failure.reason = QString::fromLocal8Bit(std::strerror(errno));
    }
    return failure;
}

int runCommandLine(const CommandRunner &run)
{
    QCoreApplication::setApplicationName(QStringLiteral("pith-ledger-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PITH_LEDGER_VERSION));

    QStringList args = QCoreApplication::arguments().mid(1);
    // Outside text is escaped on its way to the terminal; --json lines keep JSON's own escaping
    // (they hold no raw control character) and are left byte for byte.
    TerminalDevice outDevice(stdout, !args.contains(QLatin1String("--json")));
    TerminalDevice errDevice(stderr, true);
    QTextStream out(&outDevice);
    QTextStream err(&errDevice);
    // --lang anywhere on the line, else the system locale; --json/CSV output stays
    // locale-independent.
    bool languageValueMissing = false;
    const LanguageSetup language = setupLanguage(takeLanguageOption(args, &languageValueMissing));
    if (languageValueMissing || !language.ok()) {
        err << "pith-ledger-cli: "
            << (languageValueMissing ? languageValueMissingMessage() : language.error) << '\n';
        return Usage;
    }
    return run(args, out, err);
}

} // namespace pith::cli

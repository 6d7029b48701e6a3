// SPDX-License-Identifier: GPL-3.0-or-later
// pith-ledger: the composition root of the window.
#include "ui/window/mainwindow.h"
#include "ui/window/settings.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>

namespace {

// Saves a picture of the whole window once every record asked for is shown, then quits.
void scheduleScreenshot(pith::ui::MainWindow *window, const QString &file)
{
    auto shoot = [window, file] {
        // Give the first paint a turn of the event loop, then render the window itself, which
        // works the same under the offscreen platform as on a screen.
        QTimer::singleShot(300, window, [window, file] {
            QApplication::processEvents();
            const QPixmap picture = window->grab();
            const bool ok = !picture.isNull() && picture.save(file, "PNG");
            if (!ok)
                std::fprintf(stderr, "pith-ledger: cannot write the screenshot to %s\n", qPrintable(QDir::toNativeSeparators(file)));
            QCoreApplication::exit(ok ? 0 : 1);
        });
    };
    if (window->isIdle())
        QTimer::singleShot(0, window, shoot);
    else
        QObject::connect(window, &pith::ui::MainWindow::idle, window, shoot, Qt::SingleShotConnection);
    // A load that never ends must not keep an automated run waiting for ever.
    QTimer::singleShot(120000, window, [] {
        std::fprintf(stderr, "pith-ledger: gave up waiting for the records to open\n");
        QCoreApplication::exit(1);
    });
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Pith"));
    QApplication::setOrganizationDomain(QStringLiteral("pith.science"));
    QApplication::setApplicationName(QStringLiteral("pith-ledger"));
    QApplication::setApplicationDisplayName(QStringLiteral("Pith Ledger"));
    QApplication::setApplicationVersion(QStringLiteral(PITH_LEDGER_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("science.pith.Ledger"));

    pith::ui::Settings settings;

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Browse Pith Paper Citation Records."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("files"), QApplication::translate("main", "Record files to open."),
                                 QStringLiteral("[FILES...]"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QApplication::translate("main", "Open the records, save a PNG of the window to FILE and exit."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption baseUrl(QStringLiteral("base-url"),
                                     QApplication::translate("main", "Fetch records from URL instead of the configured base."),
                                     QStringLiteral("URL"));
    const QCommandLineOption lang(QStringLiteral("lang"), QApplication::translate("main", "Use language LANG."), QStringLiteral("LANG"));
    parser.addOption(screenshot);
    parser.addOption(baseUrl);
    parser.addOption(lang);
    parser.process(app);

    pith::ui::MainWindow window(&settings);
    if (parser.isSet(baseUrl)) {
        const QUrl url = QUrl::fromUserInput(parser.value(baseUrl));
        if (!url.isValid() || url.host().isEmpty()) {
            std::fprintf(stderr, "pith-ledger: --base-url: \"%s\" is not an http:// or https:// URL\n", qPrintable(parser.value(baseUrl)));
            return 64;
        }
        window.setBaseUrlOverride(url);
    }

    QStringList files;
    for (const QString &arg : parser.positionalArguments())
        files.append(QFileInfo(arg).absoluteFilePath());

    window.show();
    if (!files.isEmpty())
        window.openFiles(files);
    if (parser.isSet(screenshot))
        scheduleScreenshot(&window, QFileInfo(parser.value(screenshot)).absoluteFilePath());
    return QApplication::exec();
}

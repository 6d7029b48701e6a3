// SPDX-License-Identifier: GPL-3.0-or-later
// pith-ledger: the composition root of the window. It builds the object graph and connects the
// layers:
//
//   Settings ------------------------------.  (fetch policy: base URL, timeout, cap)
//   QNetworkAccessManager -> Fetcher -> RecordOpener -> TabPlacement -> MainWindow
//   RecordCache ----------------^                                         ^
//   SnapshotStore -> HistoryTracker --------------------------------------'
//
// The window passes what the user asks for (files, ids, URLs, reloads, the last session) to the
// placement, which opens each record through the opener and puts it in its tab (a new one, the
// one it was asked from, the one already showing it); the window shows what they report. The
// opener parses off the GUI thread and fetches through the fetcher and its cache; the history
// keeps every record shown.
#include "app/common/language.h"
#include "models/history/snapshotstore.h"
#include "models/net/fetcher.h"
#include "models/net/recordcache.h"
#include "models/open/inputrule.h"
#include "models/open/recordopener.h"
#include "ui/window/historytracker.h"
#include "ui/window/mainwindow.h"
#include "ui/window/settings.h"
#include "ui/window/tabplacement.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QThreadPool>
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
                std::fprintf(stderr, "pith-ledger: cannot write the screenshot to %s\n",
                    qPrintable(QDir::toNativeSeparators(file)));
            // A record that could not be opened is pictured (its message) and said, so that a
            // script can tell: exit 2, as the command line does for an unreadable record.
            if (ok && window->failedOpens() > 0)
                std::fprintf(stderr, "pith-ledger: %s\n", qPrintable(window->errorText()));
            QCoreApplication::exit(!ok ? 1 : window->failedOpens() > 0 ? 2 : 0);
        });
    };
    if (window->isIdle())
        QTimer::singleShot(0, window, shoot);
    else
        QObject::connect(
            window, &pith::ui::MainWindow::idle, window, shoot, Qt::SingleShotConnection);
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

    // The language comes first, so that --help is already translated.
    QStringList arguments = QApplication::arguments();
    bool langMissing = false;
    QString lang = pith::takeLanguageOption(arguments, &langMissing);
    if (langMissing) {
        std::fprintf(stderr, "pith-ledger: %s\n", qPrintable(pith::languageValueMissingMessage()));
        return 64;
    }
    if (lang.isEmpty())
        lang = settings.language();
    const pith::LanguageSetup language = pith::setupLanguage(lang);
    if (!language.ok())
        std::fprintf(stderr, "pith-ledger: %s\n", qPrintable(language.error));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Browse Pith Paper Citation Records."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("records"),
        QApplication::translate("main", "Record files, arXiv ids or URLs to open."),
        QStringLiteral("[RECORDS...]"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QApplication::translate(
            "main", "Open the records, save a PNG of the window to FILE and exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption baseUrl(QStringLiteral("base-url"),
        QApplication::translate("main", "Fetch records from URL instead of the configured base."),
        QStringLiteral("URL"));
    // Already taken from the arguments above; declared so that --help lists it.
    const QCommandLineOption langOption(QStringLiteral("lang"),
        QApplication::translate("main", "Use language LANG (en, de, fr)."), QStringLiteral("LANG"));
    const QCommandLineOption integrity(QStringLiteral("integrity"),
        QApplication::translate("main",
            "Load Pith's integrity findings for the record: a FILE, or auto to fetch them."),
        QStringLiteral("FILE|auto"));
    parser.addOption(integrity);
    parser.addOption(screenshot);
    parser.addOption(baseUrl);
    parser.addOption(langOption);
    parser.process(arguments);

    QNetworkAccessManager network;
    pith::net::RecordCache cache;
    pith::net::Fetcher fetcher(&network);
    fetcher.setCache(&cache);

    pith::open::RecordOpener opener;
    opener.setFetcher(&fetcher);
    // Asked at each fetch, so that a change in the Preferences applies to the next one.
    opener.setPolicyProvider([&settings] { return settings.fetchPolicy(); });

    // Which tab each record goes to, and the tabs of the last session.
    pith::ui::TabPlacement placement;

    pith::ui::MainWindow window(&settings);
    window.setOpener(&opener);
    window.setPlacement(&placement); // the window gives it its tabs and the opener
    QList<QPair<QString, QString>> languages;
    for (const pith::LanguageInfo &info : pith::availableLanguages())
        languages.append({ info.code, info.nativeName });
    window.setAvailableLanguages(languages);
    // Every record shown is kept in the history database of the data folder.
    pith::ui::HistoryTracker history(pith::history::SnapshotStore::defaultPath());
    window.setHistoryTracker(&history);
    QObject::connect(&window, &pith::ui::MainWindow::languageChosen, &window,
        [](const QString &code) { pith::setupLanguage(code); });

    if (parser.isSet(baseUrl)) {
        const QUrl url(parser.value(baseUrl));
        // The one check every base URL passes; its message never shows a password.
        if (const QString problem = pith::net::baseUrlProblem(url); !problem.isEmpty()) {
            std::fprintf(stderr, "pith-ledger: --base-url: %s\n", qPrintable(problem));
            return 64;
        }
        opener.setBaseUrlOverride(url);
    }

    // The file-or-id rule of pith-ledger-cli's RECORD: a file is read, an id or URL fetched.
    QStringList files;
    QStringList papers;
    for (const QString &arg : parser.positionalArguments()) {
        const pith::open::RecordInput input
            = pith::open::classifyRecordInput(arg, opener.baseUrl());
        if (input.kind == pith::open::RecordInput::Kind::File)
            files.append(QFileInfo(input.text).absoluteFilePath());
        else
            papers.append(input.text);
    }

    window.show();
    if (!files.isEmpty())
        window.openFiles(files);
    for (const QString &paper : std::as_const(papers))
        window.openPaper(paper, true);
    if (files.isEmpty() && papers.isEmpty() && !parser.isSet(screenshot)
        && settings.restoreSession())
        window.restoreSession(); // the tabs of the last session (Preferences can turn this off)
    const QString shot = parser.isSet(screenshot)
        ? QFileInfo(parser.value(screenshot)).absoluteFilePath()
        : QString();
    if (parser.isSet(integrity)) {
        // Once the record is shown; the screenshot waits for the findings too.
        const QString value = parser.value(integrity) == QLatin1String("auto")
            ? parser.value(integrity)
            : QFileInfo(parser.value(integrity)).absoluteFilePath();
        const auto load = [&window, value, shot] {
            window.loadIntegrity(value);
            if (!shot.isEmpty())
                scheduleScreenshot(&window, shot);
        };
        if (window.isIdle())
            QTimer::singleShot(0, &window, load);
        else
            QObject::connect(
                &window, &pith::ui::MainWindow::idle, &window, load, Qt::SingleShotConnection);
    } else if (!shot.isEmpty()) {
        scheduleScreenshot(&window, shot);
    }
    const int rc = QApplication::exec();
    window.setHistoryTracker(nullptr);
    history.setFetcher(nullptr);
    opener.setFetcher(nullptr);
    // The record loader's worker threads hashed with OpenSSL, which frees its per-thread state
    // when a thread ends: let them end now, not after the process's exit checks have run.
    QThreadPool::globalInstance()->waitForDone();
    return rc;
}

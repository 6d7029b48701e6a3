// SPDX-License-Identifier: GPL-3.0-or-later
// The window's figure while it opens a big record: the real MainWindow (offscreen platform
// unless another is set) opens RECORD through its background loader while a 1 ms timer
// notes every gap in the event loop, from the open request until the rows are shown and the
// window is idle again. A gap is time in which the window could not repaint or take a key.
// Prints one JSON object on standard output (tests/bench/run puts it in its table):
//   {"figure":"window-load","ms":..,"max_block_ms":..,"blocks_over_100":..,"rows":..,"progress_steps":..}
//
//   bench_window RECORD      (BENCH_GAPS=1 in the environment: every gap over 20 ms on stderr)
#include "models/items/observationfilterproxy.h"
#include "ui/window/mainwindow.h"
#include "ui/window/recordview.h"
#include "ui/window/settings.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProgressBar>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

using namespace pith;

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.size() != 1) {
        std::fprintf(stderr, "usage: bench_window RECORD\n");
        return 64;
    }
    QTemporaryDir home;
    ui::Settings settings(home.filePath(QStringLiteral("bench.ini")));
    ui::MainWindow window(&settings);
    window.show();
    for (int i = 0; i < 20; ++i)
        QCoreApplication::processEvents(); // first paint, before the clock starts

    QElapsedTimer clock;
    qint64 last = 0;
    qint64 maxGapNs = 0;
    int over100 = 0;
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    tick.setInterval(1);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        const qint64 gap = now - last;
        maxGapNs = std::max(maxGapNs, gap);
        if (gap > 100'000'000)
            ++over100;
        if (gap > 20'000'000 && qEnvironmentVariableIsSet("BENCH_GAPS"))
            std::fprintf(stderr, "gap of %.1f ms, ending %.1f ms after the open request\n",
                double(gap) / 1e6, double(now) / 1e6);
        last = now;
    });

    // Progress the user sees: distinct values the window's bar takes while loading.
    int progressSteps = 0;
    int lastProgress = -1;
    QProgressBar *bar = window.findChild<QProgressBar *>();
    QTimer watchBar;
    watchBar.setInterval(5);
    QObject::connect(&watchBar, &QTimer::timeout, [&] {
        if (bar && bar->isVisible() && bar->value() != lastProgress) {
            lastProgress = bar->value();
            ++progressSteps;
        }
    });

    qint64 rows = -1;
    double doneMs = 0;
    QObject::connect(&window, &ui::MainWindow::idle, [&] {
        if (rows >= 0 || !window.currentView())
            return;
        rows = window.currentView()->proxy()->rowCount();
        doneMs = double(clock.nsecsElapsed()) / 1e6;
        // a little longer, so the first paint of the rows is measured too
        QTimer::singleShot(300, &app, &QCoreApplication::quit);
    });
    QTimer::singleShot(180'000, &app, [&] {
        std::fprintf(stderr, "bench_window: no rows after 180 s\n");
        QCoreApplication::exit(2);
    });

    clock.start();
    tick.start();
    watchBar.start();
    window.openFiles({ args.first() });
    const int code = app.exec();
    if (code != 0)
        return code;
    if (!window.errorText().isEmpty()) {
        std::fprintf(stderr, "bench_window: %s\n", qPrintable(window.errorText()));
        return 2;
    }
    const QJsonObject figure { { QStringLiteral("figure"), QStringLiteral("window-load") },
        { QStringLiteral("ms"), doneMs },
        { QStringLiteral("max_block_ms"), double(maxGapNs) / 1e6 },
        { QStringLiteral("blocks_over_100"), over100 }, { QStringLiteral("rows"), rows },
        { QStringLiteral("progress_steps"), progressSteps } };
    std::fputs(QJsonDocument(figure).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
    return 0;
}

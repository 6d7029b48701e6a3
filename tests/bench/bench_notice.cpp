// SPDX-License-Identifier: GPL-3.0-or-later
// The window's figures on a record with big standing-notice events (issue 26: one event of
// several MB, or 1,000 events of 10 KB, froze the window while every paint read the events
// again). The real MainWindow (offscreen platform unless another is set) opens RECORD; then the
// window is painted (a grab, which paints every visible cell), then a filter on an event type is
// applied and the window painted again, then the table is sorted by the Notice column. Prints
// one JSON object on standard output:
//   {"figure":"notice-events","open_ms":..,"first_paint_ms":..,"filter_ms":..,"sort_ms":..,
//    "rows":..,"shown":..}
//
//   bench_notice RECORD [QUERY]     (QUERY defaults to event:retraction)
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/observationtable.h"
#include "ui/window/recordview.h"
#include "ui/window/settings.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

using namespace pith;

namespace {

double msSince(const QElapsedTimer &clock) { return double(clock.nsecsElapsed()) / 1e6; }

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty() || args.size() > 2) {
        std::fprintf(stderr, "usage: bench_notice RECORD [QUERY]\n");
        return 64;
    }
    const QString query = args.size() > 1 ? args.at(1) : QStringLiteral("event:retraction");
    QTemporaryDir home;
    ui::Settings settings(home.filePath(QStringLiteral("bench.ini")));
    ui::MainWindow window(&settings);
    window.resize(1400, 900);
    window.show();
    for (int i = 0; i < 20; ++i)
        QCoreApplication::processEvents(); // first paint of the empty window, before the clock

    QElapsedTimer clock;
    double openMs = -1;
    QObject::connect(&window, &ui::MainWindow::idle, [&] {
        if (openMs >= 0 || !window.currentView() || !window.currentView()->record())
            return;
        openMs = msSince(clock);
        QCoreApplication::quit();
    });
    QTimer::singleShot(600'000, &app, [&] {
        std::fprintf(stderr, "bench_notice: no record after 600 s\n");
        QCoreApplication::exit(2);
    });
    clock.start();
    window.openFiles({ args.first() });
    if (const int code = app.exec(); code != 0)
        return code;
    if (!window.errorText().isEmpty()) {
        std::fprintf(stderr, "bench_notice: %s\n", qPrintable(window.errorText()));
        return 2;
    }
    ui::RecordView *view = window.currentView();

    // the first paint: everything queued (facet counts, colouring) and a grab of the window
    clock.restart();
    QCoreApplication::processEvents();
    window.grab();
    const double paintMs = msSince(clock);

    clock.restart();
    view->setQuery(query);
    QCoreApplication::processEvents();
    window.grab();
    const double filterMs = msSince(clock);
    const int shown = view->shownCount();

    clock.restart();
    view->table()->sortByColumn(ObservationModel::Notice, Qt::AscendingOrder);
    QCoreApplication::processEvents();
    window.grab();
    const double sortMs = msSince(clock);

    const QJsonObject figure { { QStringLiteral("figure"), QStringLiteral("notice-events") },
        { QStringLiteral("open_ms"), openMs }, { QStringLiteral("first_paint_ms"), paintMs },
        { QStringLiteral("filter_ms"), filterMs }, { QStringLiteral("sort_ms"), sortMs },
        { QStringLiteral("rows"), view->totalCount() }, { QStringLiteral("shown"), shown },
        { QStringLiteral("query"), query } };
    std::fputs(QJsonDocument(figure).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
    return 0;
}

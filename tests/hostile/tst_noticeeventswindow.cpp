// SPDX-License-Identifier: GPL-3.0-or-later
// The real window (offscreen) on records with big standing-notice events (issue 26: one event of
// several MB, or 1,000 events of 10 KB, froze the window while every paint read the events
// again): the table's Notice column says the types the reader read once, the painter gets the
// gravest, the `event:` and `notice:` filters keep the right rows, sorting by Notice puts the
// row first, the detail pane shows the events. Times are in tests/bench (bench_notice), not here.
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "tests/hostile/noticeeventrecords.h"
#include "ui/window/detailpane.h"
#include "ui/window/filterbar.h"
#include "ui/window/observationtable.h"
#include "windowtestutil.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pith;
using namespace pith::test;

class TestNoticeEventsWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void tableAndFilter_data();
    void tableAndFilter();

private:
    QTemporaryDir m_dir;
};

namespace {

// The shown row whose Events cell is `events`, or -1.
int rowWithEvents(const ui::RecordView *view, int events)
{
    const QAbstractItemModel *m = view->table()->model();
    for (int r = 0; r < m->rowCount(); ++r) {
        if (m->index(r, ObservationModel::Events).data().toInt() == events)
            return r;
    }
    return -1;
}

} // namespace

void TestNoticeEventsWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestNoticeEventsWindow::tableAndFilter_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("events");
    QTest::addColumn<QString>("noticeText"); // the Notice cell
    QTest::addColumn<QString>("kind"); // what the painter colours it by
    QTest::addColumn<QString>("absentType"); // an event type no row has
    QTest::newRow("one 4 MB event")
        << recordWithOneHugeEvent(4) << 1 << QStringLiteral("correction")
        << QStringLiteral("correction") << QStringLiteral("retraction");
    QTest::newRow("1,000 events of 10 KB")
        << recordWithManyEvents(1000, 10) << 1000
        << QStringLiteral("retraction, event of unstated type") << QStringLiteral("retraction")
        << QStringLiteral("correction");
}

void TestNoticeEventsWindow::tableAndFilter()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, events);
    QFETCH(QString, noticeText);
    QFETCH(QString, kind);
    QFETCH(QString, absentType);

    const QString path = m_dir.filePath(QStringLiteral("%1-events.json").arg(events));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), bytes.size());
    }
    const auto settings = freshSettings(m_dir.filePath(QStringLiteral("settings.ini")));
    ui::MainWindow window(settings.get());
    window.resize(1400, 900);
    QVERIFY(showAndExpose(&window));
    ui::RecordView *view = openAndWait(&window, { path }, 120'000);
    QVERIFY2(view, qPrintable(window.errorText()));
    QVERIFY2(window.errorText().isEmpty(), qPrintable(window.errorText()));
    const int total = view->totalCount();
    QCOMPARE(total, int(view->record()->outbound.size() + view->record()->inbound.size()));

    // the table: the row's Notice cell and the kind the delegate paints it by
    QApplication::processEvents();
    QVERIFY(!window.grab().isNull()); // every visible cell painted once
    const int row = rowWithEvents(view, events);
    QVERIFY(row >= 0);
    const QAbstractItemModel *m = view->table()->model();
    QCOMPARE(m->index(row, ObservationModel::Notice).data().toString(), noticeText);
    QCOMPARE(
        m->index(row, ObservationModel::Notice).data(ObservationModel::NoticeKindRole).toString(),
        kind);

    // the filter: by the event type the row has, by one it lacks, by count, by notice state
    view->setQuery(QStringLiteral("event:") + kind);
    QVERIFY(view->filterBar()->errorText().isEmpty());
    QCOMPARE(view->shownCount(), 1);
    QCOMPARE(m->index(0, ObservationModel::Notice).data().toString(), noticeText);
    QVERIFY(!window.grab().isNull());
    view->setQuery(QStringLiteral("event:") + absentType);
    QCOMPARE(view->shownCount(), 0);
    view->setQuery(QStringLiteral("event:>=%1").arg(events));
    QCOMPARE(view->shownCount(), 1);
    view->setQuery(QStringLiteral("-event:any"));
    QCOMPARE(view->shownCount(), total - 1);
    const QString state = view->record()->outbound.at(0).notice.state;
    view->setQuery(QStringLiteral("notice:") + state + QStringLiteral(" event:any"));
    QVERIFY2(view->filterBar()->errorText().isEmpty(), qPrintable(view->filterBar()->errorText()));
    QCOMPARE(view->shownCount(), 1);

    // sorting by Notice: the row with events comes first
    view->setQuery(QString());
    QCOMPARE(view->shownCount(), total);
    view->table()->sortByColumn(ObservationModel::Notice, Qt::AscendingOrder);
    QCOMPARE(m->index(0, ObservationModel::Events).data().toInt(), events);

    // the detail pane shows the selected row's events
    view->selectProxyRow(0);
    const QString eventLine = kind == u"retraction"
        ? QStringLiteral("Event 1000") // every one of them is read: one row each
        : QStringLiteral("correction · reported by crossref");
    QTRY_VERIFY2_WITH_TIMEOUT(view->detailPane()->text().contains(eventLine),
        qPrintable(view->detailPane()->text().left(3000)), 20000);
    QVERIFY(!window.grab().isNull());
    if (!qEnvironmentVariableIsEmpty("PITH_TEST_SCREENSHOT_DIR"))
        window.grab().save(QDir(qEnvironmentVariable("PITH_TEST_SCREENSHOT_DIR"))
                               .filePath(QStringLiteral("notice-%1.png").arg(events)));
}

QTEST_MAIN(TestNoticeEventsWindow)
#include "tst_noticeeventswindow.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The history in the real MainWindow under offscreen, with a real Fetcher and an HTTP server on
// 127.0.0.1 whose answer changes: the reload banner's sentence, the change: keys in the filter
// bar, before/after above the detail pane, the History dialog opening an old copy in a tab,
// the Preferences' history box, and the watch list.
#include "app/common/language.h"
#include "models/history/snapshotstore.h"
#include "models/history/watchlist.h"
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/net/fetcher.h"
#include "tests/net/testserver.h"
#include "tests/windowtestutil.h"
#include "ui/window/filterbar.h"
#include "ui/window/historytracker.h"
#include "ui/window/mainwindow.h"
#include "ui/window/observationtable.h"
#include "ui/window/preferencesdialog.h"
#include "ui/window/recordview.h"
#include "ui/window/settings.h"

#include <QAction>
#include <QCheckBox>
#include <QDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <atomic>

using namespace Qt::StringLiterals;
using namespace pith;
using namespace pith::test;
using namespace pith::ui;

namespace {

constexpr int kWait = 20000;
const QByteArray kPath = "/paper/2509.00217/citation-record.json";

void setStatus(QJsonObject &root, int index, const QString &status)
{
    editOutbound(root, index, [&](QJsonObject &o) {
        QJsonObject r = o[u"resolution"_s].toObject();
        r[u"status"_s] = status;
        r[u"resolver_source"_s] = u"arxiv_id"_s;
        o[u"resolution"_s] = r;
    });
}

QByteArray older()
{
    return consistentFixture([](QJsonObject &) {});
}

// Three references resolved and a retraction notice, as of 1 Sep 2026.
QByteArray newer()
{
    return consistentFixture([](QJsonObject &r) {
        r[u"as_of"_s] = u"2026-09-01T08:00:00Z"_s;
        for (int i : { 0, 2, 3 })
            setStatus(r, i, u"verified_exact"_s);
        addNoticeEvent(r, 1, QJsonObject { { u"type"_s, u"retraction"_s } });
    });
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestHistoryWindow final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(setupLanguage(u"en"_s).ok());
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_server.listenHttp());
        auto served = m_served;
        m_server.setRoute(kPath, [served](const RecordedRequest &) {
            return ScriptedResponse::ok(served->load() == 0 ? older() : newer());
        });
    }

    void init()
    {
        m_served->store(0);
        m_storePath = m_dir.filePath(u"%1/history.sqlite"_s.arg(++m_round));
        m_fetcher = std::make_unique<net::Fetcher>(&m_nam);
        m_settings = freshSettings(m_dir.filePath(u"settings.ini"_s));
        m_settings->setBaseUrl(m_server.baseUrl());
        m_window = std::make_unique<MainWindow>(m_settings.get());
        m_window->setFetcher(m_fetcher.get());
        m_tracker = std::make_unique<HistoryTracker>(m_storePath);
        m_window->setHistoryTracker(m_tracker.get());
        QVERIFY(showAndExpose(m_window.get()));
    }

    void cleanup()
    {
        m_window.reset();
        m_tracker.reset();
        m_settings.reset();
        m_fetcher.reset();
    }

    void reloadBannerFilterAndBeforeAfter()
    {
        const QString file = m_dir.filePath(u"record.json"_s);
        writeFile(file, older());
        m_window->openFiles({ file });
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 1, kWait);
        RecordView *view = m_window->currentView();
        QVERIFY(!view->findChild<QFrame *>(u"changesBanner"_s)); // the first copy: nothing to say

        // The file is replaced by a newer copy and reloaded.
        writeFile(file, newer());
        m_window->reloadCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(
            m_window->isIdle() && view->record()->asOf == "2026-09-01T08:00:00Z"_L1, kWait);
        auto *banner = view->findChild<QFrame *>(u"changesBanner"_s);
        QVERIFY(banner);
        QVERIFY(banner->isVisible());
        auto *text = view->findChild<QLabel *>(u"changesBannerText"_s);
        QVERIFY2(text->text().startsWith(u"4 changes since the copy of 10 Aug 2026: 3 references "
                                         "resolved, 1 new retraction notice"_s),
            qPrintable(text->text()));

        // Its link filters the table to the changes; the filter bar takes change: keys.
        QMetaObject::invokeMethod(text, "linkActivated", Q_ARG(QString, u"changes"_s));
        QCOMPARE(view->query(), u"change:any"_s);
        QCOMPARE(view->shownCount(), 4);
        view->setQuery(u"change:resolution"_s);
        QVERIFY(!view->filterBar()->hasError());
        QCOMPARE(view->shownCount(), 3);
        view->setQuery(u"change:notice"_s);
        QCOMPARE(view->shownCount(), 1);
        view->setQuery(u"-change:any"_s);
        QCOMPARE(view->shownCount(), 17);

        // Every change in a table, coloured by kind.
        QMetaObject::invokeMethod(text, "linkActivated", Q_ARG(QString, u"all"_s));
        QDialog *changes = nullptr;
        QTRY_VERIFY((changes = m_window->findChild<QDialog *>(u"changesDialog"_s)));
        auto *table = changes->findChild<QTableWidget *>(u"changesTable"_s);
        QCOMPARE(table->rowCount(), 4);
        QCOMPARE(table->item(0, 0)->text(), u"resolution changed"_s);
        QCOMPARE(table->item(0, 2)->text(), u"1"_s);
        QCOMPARE(table->item(0, 4)->text(), u"unresolved"_s);
        QCOMPARE(
            table->item(0, 0)->background().color(), HistoryTracker::kindColour(u"resolution"_s));
        QCOMPARE(table->item(1, 0)->text(), u"notice changed"_s);
        QCOMPARE(table->item(1, 0)->background().color(), HistoryTracker::kindColour(u"notice"_s));
        QVERIFY(table->item(1, 0)->background().color() != table->item(0, 0)->background().color());
        changes->close();

        // Before and after of the selected row, above the detail pane.
        view->setQuery(u"change:resolution"_s);
        view->selectProxyRow(0);
        auto *detail = view->findChild<QLabel *>(u"changeDetail"_s);
        QVERIFY(detail);
        QTRY_VERIFY(detail->isVisible());
        QVERIFY2(detail->text().contains(u"before: unresolved; now: verified exact (arxiv_id)"_s),
            qPrintable(detail->text()));
        view->setQuery(QString());
        view->selectProxyRow(4); // reference 5: unchanged
        QTRY_VERIFY(!detail->isVisible());

        // Reloading the same content says nothing new: the banner goes, and change: with it.
        m_window->reloadCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), kWait);
        QTRY_VERIFY(!banner->isVisible());
        view->setQuery(u"change:any"_s);
        QVERIFY(view->filterBar()->hasError());
    }

    void fetchedCopyComparedWithLastSeen()
    {
        m_window->openPaper(u"2509.00217"_s, true);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 1, kWait);
        m_served->store(1); // the server now has a newer copy
        m_window->reloadCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle()
                && m_window->currentView()->record()->asOf == "2026-09-01T08:00:00Z"_L1,
            kWait);
        auto *text = m_window->currentView()->findChild<QLabel *>(u"changesBannerText"_s);
        QVERIFY(text);
        QTRY_VERIFY2(text->text().startsWith(u"4 changes since the copy of 10 Aug 2026"_s),
            qPrintable(text->text() + u" / "_s + m_window->errorText()));
        history::SnapshotStore store(m_storePath);
        QVERIFY(store.open());
        const QList<history::SnapshotInfo> copies = store.snapshots(u"2509.00217"_s);
        QCOMPARE(copies.size(), 2);
        QVERIFY(copies[0].source.startsWith(m_server.baseUrl().toString()));
    }

    void historyDialogOpensOldCopyInTab()
    {
        const QString file = m_dir.filePath(u"record-h.json"_s);
        writeFile(file, older());
        m_window->openFiles({ file });
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 1, kWait);
        writeFile(file, newer());
        m_window->reloadCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle()
                && m_window->currentView()->record()->asOf == "2026-09-01T08:00:00Z"_L1,
            kWait);

        auto *action = m_window->findChild<QAction *>(u"historyAction"_s);
        QVERIFY(action);
        action->trigger();
        QDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = m_window->findChild<QDialog *>(u"historyDialog"_s)));
        auto *list = dialog->findChild<QTreeWidget *>(u"snapshotList"_s);
        QCOMPARE(list->topLevelItemCount(), 2);
        QCOMPARE(list->topLevelItem(0)->text(0), u"1 Sep 2026"_s); // newest first
        QCOMPARE(list->topLevelItem(1)->text(0), u"10 Aug 2026"_s);
        QVERIFY(list->topLevelItem(0)->font(0).bold()); // the copy the tab shows
        QCOMPARE(list->topLevelItem(1)->text(4), u"21"_s);
        list->setCurrentItem(list->topLevelItem(1));
        dialog->findChild<QPushButton *>(u"openSnapshotButton"_s)->click();
        QTRY_COMPARE(m_window->views().size(), 2);
        RecordView *old = m_window->currentView();
        QCOMPARE(old->record()->asOf, u"2026-08-10T10:32:00Z"_s);
        auto *note = old->findChild<QLabel *>(u"changesBannerText"_s);
        QVERIFY(note);
        QVERIFY2(
            note->text().startsWith(u"Stored copy as of 10 Aug 2026"_s), qPrintable(note->text()));
        // The old copy beside the new: both tabs are there.
        QCOMPARE(m_window->views().at(0)->record()->asOf, u"2026-09-01T08:00:00Z"_s);
    }

    void preferencesShowSizeAndPrune()
    {
        const QString file = m_dir.filePath(u"record-p.json"_s);
        for (const QByteArray &copy : { older(), newer() }) {
            writeFile(file, copy);
            if (m_window->views().isEmpty())
                m_window->openFiles({ file });
            else
                m_window->reloadCurrent();
            QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 1, kWait);
        }
        // The real Preferences dialog gets the history box above its buttons.
        PreferencesDialog dialog(m_settings.get(), {}, m_window.get());
        m_tracker->extendPreferences(&dialog);
        auto *layout = qobject_cast<QVBoxLayout *>(dialog.layout());
        QVERIFY(layout);
        QCOMPARE(
            layout->indexOf(dialog.findChild<QWidget *>(u"historyBox"_s)), layout->count() - 2);
        auto *size = dialog.findChild<QLabel *>(u"historySizeLabel"_s);
        QVERIFY(size);
        QVERIFY2(size->text().startsWith(u"2 stored copies, "_s), qPrintable(size->text()));
        QVERIFY(size->text().contains(m_storePath));
        dialog.findChild<QSpinBox *>(u"historyKeepSpin"_s)->setValue(1);
        dialog.findChild<QPushButton *>(u"historyPruneButton"_s)->click();
        QVERIFY2(size->text().startsWith(u"1 stored copy, "_s), qPrintable(size->text()));
        QCOMPARE(
            m_tracker->store()->snapshots(u"2509.00217"_s).first().asOf, u"2026-09-01T08:00:00Z"_s);
    }

    void watchListMarksChangedUntilOpened()
    {
        m_window->openPaper(u"2509.00217"_s, true);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 1, kWait);
        auto *watch = m_window->findChild<QAction *>(u"watchAction"_s);
        QVERIFY(watch);
        watch->trigger(); // checks it: watch this paper
        history::WatchList list(history::WatchList::pathBeside(m_storePath));
        QVERIFY(list.load());
        QCOMPARE(list.papers(), QStringList { u"2509.00217"_s });

        m_served->store(1);
        QSignalSpy done(m_tracker.get(), &HistoryTracker::watchCheckFinished);
        m_tracker->checkWatched();
        QVERIFY(done.wait(kWait));
        QCOMPARE(done.first().at(0).toInt(), 1); // one changed
        QVERIFY(list.load());
        QVERIFY(list.isChanged(u"2509.00217"_s));

        auto *watched = m_window->findChild<QAction *>(u"watchedPapersAction"_s);
        watched->trigger();
        QDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = m_window->findChild<QDialog *>(u"watchDialog"_s)));
        auto *items = dialog->findChild<QListWidget *>(u"watchList"_s);
        QCOMPARE(items->count(), 1);
        QCOMPARE(items->item(0)->text(), u"arXiv:2509.00217 (changed)"_s);

        auto *atStart = dialog->findChild<QCheckBox *>(u"watchAtStartCheck"_s);
        QVERIFY(!atStart->isChecked());
        atStart->setChecked(true);
        QVERIFY(list.load());
        QVERIFY(list.checkAtStart());
        QVERIFY(list.isChanged(u"2509.00217"_s)); // kept when the option was written
        dialog->close();
        // A window that starts with this list checks it at once.
        {
            HistoryTracker again(m_storePath);
            QSignalSpy checked(&again, &HistoryTracker::watchCheckFinished);
            again.setFetcher(m_fetcher.get(), [this] { return m_server.baseUrl(); });
            QVERIFY(checked.wait(kWait));
            QCOMPARE(checked.first().at(0).toInt(), 0); // nothing new since the last check
        }

        // Looking at it (the reload shows the new copy) clears the mark.
        m_window->reloadCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle()
                && m_window->currentView()->record()->asOf == "2026-09-01T08:00:00Z"_L1,
            kWait);
        QVERIFY(list.load());
        QVERIFY(!list.isChanged(u"2509.00217"_s));
    }

private:
    QTemporaryDir m_dir;
    TestServer m_server;
    std::shared_ptr<std::atomic<int>> m_served = std::make_shared<std::atomic<int>>(0);
    int m_round = 0;
    QString m_storePath;
    QNetworkAccessManager m_nam;
    std::unique_ptr<net::Fetcher> m_fetcher;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<HistoryTracker> m_tracker;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestHistoryWindow)
#include "tst_historywindow.moc"

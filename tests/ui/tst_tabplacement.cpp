// SPDX-License-Identifier: GPL-3.0-or-later
// TabPlacement without the window: real record files in a temporary folder, a real RecordOpener
// (no fetcher), real record tabs in a QTabWidget. Which tab each record goes to, the lookups by
// file and paper, reloads, and the session put back in its order.
#include "models/open/recordopener.h"
#include "tests/testutil.h"
#include "ui/window/librarytab.h"
#include "ui/window/recordview.h"
#include "ui/window/settings.h"
#include "ui/window/tabplacement.h"

#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace pith;
using namespace pith::ui;

namespace {

constexpr int kWait = 20000;

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// The fixture as another paper, so that two tabs can be told apart by their arXiv id.
QByteArray otherPaper()
{
    return test::mutatedFixture([](QJsonObject &root) {
        root[QStringLiteral("paper")]
            = test::withChild(root, QStringLiteral("paper"), [](QJsonObject &paper) {
                  paper[QStringLiteral("arxiv_id")] = QStringLiteral("2507.07120");
              })[QStringLiteral("paper")];
    });
}

// A tab widget, an opener and the placement over them, as the window sets them up.
struct Tabs {
    explicit Tabs(Settings *settings)
    {
        placement.setOpener(&opener);
        placement.setTabs(
            &widget,
            [this, settings] {
                ++made;
                return new RecordView(settings, &widget);
            },
            [this](RecordView *view) { widget.addTab(view, QString()); });
    }
    int made = 0; // views the factory made
    QTabWidget widget;
    open::RecordOpener opener;
    TabPlacement placement;
};

} // namespace

class TestTabPlacement final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_first = m_dir.filePath(QStringLiteral("first.json"));
        m_second = m_dir.filePath(QStringLiteral("second.json"));
    }

    void init()
    {
        writeFile(m_first, test::fixtureBytes());
        writeFile(m_second, otherPaper());
        QFile::remove(m_dir.filePath(QStringLiteral("settings.ini")));
        m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("settings.ini")));
        m_tabs = std::make_unique<Tabs>(m_settings.get());
    }

    void cleanup()
    {
        m_tabs.reset();
        m_settings.reset();
    }

    void aFileGoesIntoANewTabOnce()
    {
        QSignalSpy placed(&m_tabs->placement, &TabPlacement::placed);
        m_tabs->placement.openFile(m_first);
        QTRY_COMPARE_WITH_TIMEOUT(placed.size(), 1, kWait);
        RecordView *first = m_tabs->placement.currentView();
        QVERIFY(first);
        QCOMPARE(placed.at(0).at(0).value<RecordView *>(), first);
        QCOMPARE(placed.at(0).at(4).value<TabPlacement::Placed>(), TabPlacement::Placed::NewTab);
        QCOMPARE(first->source().kind, RecordSource::Kind::File);
        QCOMPARE(m_tabs->placement.viewShowing(m_first), first);

        m_tabs->placement.openFile(m_second);
        QTRY_COMPARE_WITH_TIMEOUT(placed.size(), 2, kWait);
        QCOMPARE(m_tabs->widget.count(), 2);
        QVERIFY(m_tabs->placement.currentView() != first);

        // The same file again: its tab is chosen, nothing is read.
        m_tabs->placement.openFile(m_first);
        QVERIFY(m_tabs->opener.isIdle());
        QCOMPARE(m_tabs->placement.currentView(), first);
        QTest::qWait(50); // a load, had one started, would report on the event loop
        QCOMPARE(placed.size(), 2);
        QCOMPARE(m_tabs->widget.count(), 2);
    }

    void theViewIsMadeWhileTheRecordLoads()
    {
        // A load bound for a new tab has its view made when it starts, hidden and not a tab; the
        // record arrives in that view. A load that fails keeps it for the next one.
        m_tabs->widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&m_tabs->widget));
        QSignalSpy placed(&m_tabs->placement, &TabPlacement::placed);
        QSignalSpy failed(&m_tabs->placement, &TabPlacement::failed);
        m_tabs->placement.openFile(m_dir.filePath(QStringLiteral("missing.json")));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kWait);
        QCOMPARE(m_tabs->made, 1);
        QCOMPARE(m_tabs->widget.count(), 0);
        const QList<RecordView *> made = m_tabs->widget.findChildren<RecordView *>();
        QCOMPARE(made.size(), 1);
        RecordView *waiting = made.first();
        QVERIFY(!waiting->isVisible());
        QVERIFY(!m_tabs->placement.views().contains(waiting));

        m_tabs->placement.openFile(m_first);
        QCOMPARE(m_tabs->made, 1); // the one waiting
        QTRY_COMPARE_WITH_TIMEOUT(placed.size(), 1, kWait);
        QCOMPARE(m_tabs->placement.currentView(), waiting);
        QVERIFY(waiting->isVisible());
        QCOMPARE(waiting->source().location, m_first);
        QCOMPARE(m_tabs->widget.count(), 1);

        // The next new tab gets a view of its own; a reload into a tab makes none.
        m_tabs->placement.openFile(m_second);
        QTRY_COMPARE_WITH_TIMEOUT(placed.size(), 2, kWait);
        QCOMPARE(m_tabs->made, 2);
        QVERIFY(m_tabs->placement.currentView() != waiting);
        m_tabs->placement.reload(waiting);
        QTRY_COMPARE_WITH_TIMEOUT(placed.size(), 3, kWait);
        QCOMPARE(m_tabs->made, 2);
        QCOMPARE(m_tabs->widget.findChildren<RecordView *>().size(), 2);
    }

    void aFolderOpensAsALibrary()
    {
        QSignalSpy library(&m_tabs->placement, &TabPlacement::libraryOpened);
        QSignalSpy failed(&m_tabs->placement, &TabPlacement::libraryFailed);
        m_tabs->placement.openFile(m_dir.path());
        QCOMPARE(library.size(), 1);
        auto *tab = qobject_cast<LibraryTab *>(library.at(0).at(0).value<QWidget *>());
        QVERIFY(tab);
        QCOMPARE(m_tabs->widget.currentWidget(), tab);
        QVERIFY(m_tabs->placement.views().isEmpty()); // a library tab is no record tab

        // A folder that is not there: said where, and no tab.
        const QString nowhere = m_dir.filePath(QStringLiteral("nowhere"));
        m_tabs->placement.openLibrary(nowhere);
        QCOMPARE(failed.size(), 1);
        QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("nowhere")),
            qPrintable(failed.at(0).at(0).toString()));
        QCOMPARE(m_tabs->widget.count(), 1);
        QCOMPARE(library.size(), 1);
    }

    void aReloadGoesIntoTheSameTab()
    {
        QSignalSpy placed(&m_tabs->placement, &TabPlacement::placed);
        m_tabs->placement.openFile(m_first);
        QTRY_COMPARE_WITH_TIMEOUT(placed.size(), 1, kWait);
        RecordView *view = m_tabs->placement.currentView();
        QVERIFY(view);

        writeFile(m_first, test::mutatedFixture([](QJsonObject &root) {
            root[QStringLiteral("as_of")] = QStringLiteral("2030-01-01T00:00:00Z");
        }));
        m_tabs->placement.reload(view);
        QTRY_COMPARE_WITH_TIMEOUT(placed.size(), 2, kWait);
        QCOMPARE(placed.at(1).at(0).value<RecordView *>(), view);
        QCOMPARE(placed.at(1).at(4).value<TabPlacement::Placed>(), TabPlacement::Placed::Reloaded);
        QCOMPARE(m_tabs->widget.count(), 1);
        QCOMPARE(view->record()->asOf, QStringLiteral("2030-01-01T00:00:00Z"));
        QVERIFY(!view->canGoBack()); // a reload replaces the record, it is not a step back
    }

    void aReloadForAClosedTabIsDropped()
    {
        QSignalSpy placed(&m_tabs->placement, &TabPlacement::placed);
        m_tabs->placement.openFile(m_first);
        QTRY_COMPARE_WITH_TIMEOUT(placed.size(), 1, kWait);
        RecordView *view = m_tabs->placement.currentView();
        m_tabs->placement.reload(view);
        delete view; // the tab is closed before the reload is read
        QTRY_COMPARE_WITH_TIMEOUT(placed.size(), 2, kWait);
        QCOMPARE(placed.at(1).at(0).value<RecordView *>(), nullptr);
        QVERIFY(placed.at(1).at(1).value<RecordPtr>()); // it was read, and dropped
        QCOMPARE(m_tabs->widget.count(), 0);
    }

    void aPaperAlreadyOpenIsShownWhereItIs()
    {
        QSignalSpy placed(&m_tabs->placement, &TabPlacement::placed);
        QSignalSpy already(&m_tabs->placement, &TabPlacement::alreadyOpen);
        QSignalSpy failed(&m_tabs->placement, &TabPlacement::failed);
        m_tabs->placement.openFile(m_first);
        m_tabs->placement.openFile(m_second);
        QTRY_COMPARE_WITH_TIMEOUT(placed.size(), 2, kWait);
        RecordView *first = m_tabs->placement.viewShowing(m_first);
        QVERIFY(first && first != m_tabs->placement.currentView());

        // By URL or by id, whichever tab it came from: no fetch, its tab is chosen.
        QCOMPARE(m_tabs->placement.viewShowingPaper(QStringLiteral("arXiv:2509.00217")), first);
        m_tabs->placement.openPaper(QStringLiteral("https://arxiv.org/abs/2509.00217"), true);
        QCOMPARE(already.size(), 1);
        QCOMPARE(already.at(0).at(0).value<RecordView *>(), first);
        QCOMPARE(m_tabs->placement.currentView(), first);
        QVERIFY(m_tabs->opener.isIdle());

        // A paper not open is fetched; without a fetcher that fails, and no tab is added.
        m_tabs->placement.openPaper(QStringLiteral("2401.00001"), true);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kWait);
        QCOMPARE(failed.at(0).at(0).value<open::OpenFailure>().stage,
            open::OpenFailure::Stage::NoNetwork);
        QCOMPARE(already.size(), 1);
        QCOMPARE(m_tabs->widget.count(), 2);
        QCOMPARE(placed.size(), 2);
    }

    void theSessionComesBackInItsOrder()
    {
        QSignalSpy placed(&m_tabs->placement, &TabPlacement::placed);
        m_tabs->placement.openFile(m_first);
        m_tabs->placement.openFile(m_second);
        m_tabs->placement.openSample();
        QTRY_COMPARE_WITH_TIMEOUT(placed.size(), 3, kWait);
        const QStringList entries = m_tabs->placement.sessionEntries();
        const QString first = QStringLiteral("file:") + QFileInfo(m_first).absoluteFilePath();
        const QString second = QStringLiteral("file:") + QFileInfo(m_second).absoluteFilePath();
        QCOMPARE(entries, (QStringList { first, second, QStringLiteral("sample:") }));

        // Another set of tabs, the second file already open in its first tab: after the
        // restore the tabs stand in the session's order and the chosen one is current, though
        // the second file was there first and the sample came in last.
        Tabs again(m_settings.get());
        QSignalSpy placedAgain(&again.placement, &TabPlacement::placed);
        again.placement.openFile(m_second);
        QTRY_COMPARE_WITH_TIMEOUT(placedAgain.size(), 1, kWait);
        again.placement.restoreSession(entries, first);
        QTRY_COMPARE_WITH_TIMEOUT(placedAgain.size(), 3, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(again.placement.sessionEntries(), entries, kWait);
        QCOMPARE(again.widget.count(), 3);
        QCOMPARE(TabPlacement::sessionEntry(again.placement.currentView()->source()), first);
    }

private:
    QTemporaryDir m_dir;
    QString m_first;
    QString m_second;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<Tabs> m_tabs;
};

QTEST_MAIN(TestTabPlacement)
#include "tst_tabplacement.moc"

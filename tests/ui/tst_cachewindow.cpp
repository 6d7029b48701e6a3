// SPDX-License-Identifier: GPL-3.0-or-later
// The window with the record cache, in the real MainWindow under offscreen with a real Fetcher,
// RecordCache and HTTP server on 127.0.0.1: another paper's record is refused and nothing is
// stored; File > Forget Cached Copy and Preferences > Clear Cache remove what they say; a
// settings file that is a symlink is set aside with a message, its target untouched.
#include "models/net/recordcache.h"
#include "tests/net/fetchtestutil.h"
#include "tests/windowtestutil.h"
#include "ui/window/mainwindow.h"
#include "ui/window/openstatus.h"
#include "ui/window/preferencesdialog.h"
#include "ui/window/recordview.h"
#include "ui/window/settings.h"

#include <QAction>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace pith;
using namespace pith::test;
using namespace pith::ui;

static constexpr int kWait = 20000;

class TestCacheWindow : public WindowTest {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void forgetCachedCopyAndRefuseOtherPaper();
    void clearCacheInPreferences();
    void symlinkedSettingsAreSetAside();
    void nextFetchAfterHostileAnswers();
    void fetchShowsProgressAndCancels();

private:
    bool openId(const QString &id)
    {
        m_window->openLocation(id, true);
        return QTest::qWaitFor([this] { return m_window->isIdle(); }, kWait);
    }

    TestServer m_server;
    QNetworkAccessManager m_nam;
    std::unique_ptr<net::RecordCache> m_cache;
    std::unique_ptr<net::Fetcher> m_fetcher;
};

void TestCacheWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY(m_server.listenHttp());
}

void TestCacheWindow::init()
{
    m_server.setRoute(kRecordPath.toByteArray(), ScriptedResponse::ok(fixtureBytes()));
    m_cache = std::make_unique<net::RecordCache>(m_dir.filePath(QStringLiteral("cache")));
    m_fetcher = std::make_unique<net::Fetcher>(&m_nam);
    m_fetcher->setCache(m_cache.get());
    QVERIFY(startWindow([this](Settings &settings) { settings.setBaseUrl(m_server.baseUrl()); },
        [this](MainWindow &window) { window.setFetcher(m_fetcher.get()); }));
}

void TestCacheWindow::cleanup()
{
    closeWindow();
    m_fetcher.reset();
    m_cache.reset();
    QDir(m_dir.filePath(QStringLiteral("cache"))).removeRecursively();
}

void TestCacheWindow::forgetCachedCopyAndRefuseOtherPaper()
{
    const QString id = QStringLiteral("2509.00217");
    const QString cached = m_cache->recordPath(m_server.baseUrl(), id);
    QVERIFY(openId(id));
    QVERIFY2(m_window->errorText().isEmpty(), qPrintable(m_window->errorText()));
    QCOMPARE(m_window->views().size(), 1);
    QVERIFY(QFileInfo::exists(cached));

    auto *forget = m_window->findChild<QAction *>(QStringLiteral("actionForgetCachedCopy"));
    QVERIFY(forget);
    QVERIFY(forget->isEnabled());
    forget->trigger();
    QVERIFY(!QFileInfo::exists(cached));

    // The server turns hostile: another paper's valid record under this paper's address.
    // Reloading the open tab fetches again (opening the same paper would only switch to its tab).
    m_server.setRoute(kRecordPath.toByteArray(),
        ScriptedResponse::ok(recordOfPaper(QStringLiteral("2401.12345"))));
    m_window->reloadCurrent();
    QVERIFY(QTest::qWaitFor([this] { return m_window->isIdle(); }, kWait));
    QTRY_VERIFY(!m_window->errorText().isEmpty());
    QVERIFY2(m_window->errorText().contains(QLatin1String("2401.12345"))
            && m_window->errorText().contains(id),
        qPrintable(m_window->errorText()));
    QVERIFY(!QFileInfo::exists(cached));
    QCOMPARE(m_window->views().size(), 1); // the tab already open is left as it was

    // A file-backed tab has no cached copy to forget.
    m_window->openFiles({ fixturePath() });
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 2, kWait);
    QVERIFY(!forget->isEnabled());
}

void TestCacheWindow::clearCacheInPreferences()
{
    QVERIFY(openId(QStringLiteral("2509.00217")));
    QVERIFY(m_cache->sizeOnDisk() > fixtureBytes().size());
    PreferencesDialog dialog(m_settings.get(), {}, m_window.get(), m_cache.get());
    auto *clear = dialog.findChild<QPushButton *>(QStringLiteral("clearCacheButton"));
    QVERIFY(clear);
    QVERIFY(clear->isEnabled());
    QVERIFY2(clear->text().contains(QLatin1String("KiB")), qPrintable(clear->text()));
    clear->click();
    QCOMPARE(m_cache->sizeOnDisk(), 0);
    QVERIFY(!clear->isEnabled());
    QVERIFY(
        !QFileInfo::exists(m_cache->recordPath(m_server.baseUrl(), QStringLiteral("2509.00217"))));
}

void TestCacheWindow::symlinkedSettingsAreSetAside()
{
    m_window.reset();
    m_settings.reset();
    const QString victim = m_dir.filePath(QStringLiteral("victim"));
    {
        QFile f(victim);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("not the settings\n");
    }
    const QString file = m_dir.filePath(QStringLiteral("linked.ini"));
    QFile::remove(file);
    QVERIFY(QFile::link(victim, file));
    m_settings = std::make_unique<Settings>(file);
    m_window = std::make_unique<MainWindow>(m_settings.get());
    m_window->show();
    QVERIFY2(m_window->errorText().contains(QLatin1String("set aside")),
        qPrintable(m_window->errorText()));
    m_window->close(); // writes the settings
    m_window.reset();
    m_settings.reset();
    QFile f(victim);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("not the settings\n"));
    QVERIFY(QFileInfo(file).isFile() && !QFileInfo(file).isSymLink());
}

// Issue 26 in the window: answers that never end (one header line for ever, a chunked body for
// ever) each end with their message while the window keeps answering, and the next fetch works.
void TestCacheWindow::nextFetchAfterHostileAnswers()
{
    m_server.setRoute("/paper/2507.07120/citation-record.json",
        ScriptedResponse::behaving(ScriptedResponse::Behaviour::EndlessHeaderLine));
    m_server.setRoute("/paper/2412.16432/citation-record.json",
        ScriptedResponse::behaving(ScriptedResponse::Behaviour::EndlessChunked));
    m_settings->setNetworkTimeoutSeconds(1);
    m_settings->setDownloadCapBytes(qint64(1) << 40); // only the deadline stops the second

    // The GUI thread's longest stall while the hostile answers come.
    QElapsedTimer sinceTick;
    sinceTick.start();
    qint64 worstStallMs = 0;
    QTimer tick;
    connect(&tick, &QTimer::timeout, this,
        [&] { worstStallMs = std::max(worstStallMs, sinceTick.restart()); });
    tick.start(20);

    QVERIFY(openId(QStringLiteral("2507.07120")));
    QVERIFY2(m_window->errorText().contains(QStringLiteral("header lines are over 64 KiB")),
        qPrintable(m_window->errorText()));
    QVERIFY(openId(QStringLiteral("2412.16432")));
    QVERIFY2(m_window->errorText().contains(QStringLiteral("Timed out after 1 second")),
        qPrintable(m_window->errorText()));
    tick.stop();
    // Generous: the machine may be busy.
    QVERIFY2(worstStallMs < 2000, QByteArray::number(worstStallMs).constData());
    QCOMPARE(m_window->views().size(), 0);

    QElapsedTimer t;
    t.start();
    QVERIFY(openId(QStringLiteral("2509.00217")));
    QCOMPARE(m_window->views().size(), 1);
    QCOMPARE(m_window->currentView()->record()->paper.arxivId, QStringLiteral("2509.00217"));
    QVERIFY2(t.elapsed() < 10000, QByteArray::number(t.elapsed()).constData());
}

QTEST_MAIN(TestCacheWindow)
// The status bar shows the opener's job while it fetches (its name, a busy bar, Cancel); Cancel
// ends it, no tab is opened and the bar goes.
void TestCacheWindow::fetchShowsProgressAndCancels()
{
    ScriptedResponse slow = ScriptedResponse::ok(fixtureBytes());
    slow.delayMs = 5000;
    m_server.setRoute(kRecordPath.toByteArray(), slow);
    auto *status = m_window->findChild<OpenStatus *>(QStringLiteral("openStatus"));
    QVERIFY(status);
    QVERIFY(!status->isVisible());
    QVERIFY(status->text().isEmpty());

    m_window->openLocation(QStringLiteral("2509.00217"), true);
    QTRY_VERIFY_WITH_TIMEOUT(status->isVisible(), kWait);
    QCOMPARE(status->text(), QStringLiteral("Fetching 2509.00217…"));
    auto *bar = status->findChild<QProgressBar *>(QStringLiteral("loadProgress"));
    QVERIFY(bar && bar->isVisible());
    QCOMPARE(bar->maximum(), 0); // no size known yet: a busy bar
    QVERIFY(!m_window->isIdle());

    auto *cancel = status->findChild<QToolButton *>(QStringLiteral("cancelButton"));
    QVERIFY(cancel && cancel->isVisible());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), kWait);
    QVERIFY(!status->isVisible());
    QVERIFY(status->text().isEmpty());
    QVERIFY(m_window->views().isEmpty());
    QCOMPARE(m_window->statusBar()->currentMessage(),
        QStringLiteral("Fetching 2509.00217 was cancelled."));
    QVERIFY2(m_window->errorText().isEmpty(), qPrintable(m_window->errorText()));
}

#include "tst_cachewindow.moc"

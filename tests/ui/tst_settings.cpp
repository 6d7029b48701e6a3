// SPDX-License-Identifier: GPL-3.0-or-later
// Settings that cannot stop the program: every value of a hostile settings file is validated and
// clamped when it is read (ui/window/settings.*), checked on the real window under offscreen,
// and settings files that are FIFOs or too large are set aside without ever being opened blocking.
#include "tests/hostile/isolation.h"
#include "ui/window/mainwindow.h"
#include "ui/window/settings.h"

#include <QApplication>
#include <QDataStream>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace pith::ui;
using pith::test::IsolatedRun;
using pith::test::runIsolated;

namespace {

// A real saveGeometry() block with every rectangle replaced by `rect`.
QByteArray geometryWith(const QRect &rect)
{
    QWidget w;
    w.setGeometry(100, 100, 400, 300);
    QDataStream in(w.saveGeometry());
    in.setVersion(QDataStream::Qt_4_0);
    quint32 magic = 0;
    quint16 major = 0, minor = 0;
    QRect frame, normal, restored;
    qint32 screen = 0, screenWidth = 0;
    quint8 maximized = 0, fullScreen = 0;
    in >> magic >> major >> minor >> frame >> normal >> screen >> maximized >> fullScreen
        >> screenWidth;
    if (major > 2)
        in >> restored;
    QByteArray out;
    QDataStream stream(&out, QIODevice::WriteOnly);
    stream.setVersion(QDataStream::Qt_4_0);
    stream << magic << major << minor << rect << rect << screen << maximized << fullScreen
           << screenWidth;
    if (major > 2)
        stream << rect;
    return out;
}

QRect screensBounds()
{
    QRect bounds;
    for (const QScreen *s : QGuiApplication::screens())
        bounds = bounds.united(s->availableGeometry());
    return bounds;
}

} // namespace

class TestSettings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void geometryClampedToScreens_data();
    void geometryClampedToScreens();
    void hugeGeometryOnTheRealWindow();
    void numbersClamped_data();
    void numbersClamped();
    void languageValidated_data();
    void languageValidated();
    void listsBounded();
    void fifoSettingsFile();
    void oversizedSettingsFile();

private:
    QString iniWith(const QString &name, const QByteArray &text);
    QTemporaryDir m_dir;
};

void TestSettings::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(screensBounds().isValid());
}

QString TestSettings::iniWith(const QString &name, const QByteArray &text)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestSettings::geometryClampedToScreens_data()
{
    QTest::addColumn<QRect>("saved");
    QTest::newRow("100,000 pixels square") << QRect(0, 0, 100000, 100000);
    QTest::newRow("far outside every screen") << QRect(-2000000, 3000000, 300, 200);
    QTest::newRow("near INT_MAX") << QRect(2147480000, 2147480000, 3000, 3000);
}

void TestSettings::geometryClampedToScreens()
{
    QFETCH(QRect, saved);
    const QString path = m_dir.filePath(QStringLiteral("geometry.ini"));
    QFile::remove(path);
    const QByteArray hostile = geometryWith(saved);
    {
        // Unclamped, Qt takes a size as it is (it only moves a window back onto a screen): this
        // is what the settings must not hand over.
        if (saved.width() > screensBounds().width()) {
            QWidget control;
            QVERIFY(control.restoreGeometry(hostile));
            QVERIFY(control.width() > screensBounds().width());
        }
        Settings s(path);
        s.setWindowGeometry(hostile);
        QVERIFY(s.sync());
    }
    Settings s(path);
    const QByteArray geometry = s.windowGeometry();
    QVERIFY(!geometry.isEmpty());
    QMainWindow w;
    QVERIFY(w.restoreGeometry(geometry));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QRect bounds = screensBounds();
    QVERIFY2(bounds.contains(w.geometry()),
        qPrintable(QStringLiteral("%1,%2 %3x%4 outside the screens %5x%6")
                       .arg(w.x())
                       .arg(w.y())
                       .arg(w.width())
                       .arg(w.height())
                       .arg(bounds.width())
                       .arg(bounds.height())));
}

// The real window started with a 100,000-pixel geometry in its settings: a window on the screen.
void TestSettings::hugeGeometryOnTheRealWindow()
{
    const QString path = m_dir.filePath(QStringLiteral("window.ini"));
    QFile::remove(path);
    {
        Settings s(path);
        s.setWindowGeometry(geometryWith(QRect(10, 10, 100000, 100000)));
        QVERIFY(s.sync());
    }
    Settings s(path);
    MainWindow w(&s);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // On the screen, unless the window's own layout needs more than the (800x600 offscreen) screen.
    const QSize most = screensBounds().size().expandedTo(w.minimumSizeHint());
    QVERIFY2(w.width() <= most.width() && w.height() <= most.height(),
        qPrintable(QStringLiteral("%1x%2, at most %3x%4")
                       .arg(w.width())
                       .arg(w.height())
                       .arg(most.width())
                       .arg(most.height())));
    QVERIFY(screensBounds().intersects(w.geometry()));
    // and the garbage of a broken file is no geometry at all
    s.setWindowGeometry(QByteArrayLiteral("geometry"));
    QVERIFY(s.windowGeometry().isEmpty());
}

void TestSettings::numbersClamped_data()
{
    QTest::addColumn<QByteArray>("timeout");
    QTest::addColumn<int>("seconds");
    QTest::addColumn<QByteArray>("cap");
    QTest::addColumn<qint64>("bytes");
    const qint64 mib = 1024 * 1024;
    QTest::newRow("in range") << QByteArray("12") << 12 << QByteArray("2097152") << 2 * mib;
    QTest::newRow("2147484 s (overflows milliseconds), cap near 2^63")
        << QByteArray("2147484") << Settings::kMaxTimeoutSeconds
        << QByteArray("9223372036854775000") << Settings::kMaxDownloadCapBytes;
    QTest::newRow("4294968 s, cap 2^64")
        << QByteArray("4294968") << Settings::kMaxTimeoutSeconds
        << QByteArray("18446744073709551616") << Settings::kMaxDownloadCapBytes;
    QTest::newRow("beyond every integer type")
        << QByteArray("1e300") << Settings::kMaxTimeoutSeconds
        << QByteArray("99999999999999999999999999") << Settings::kMaxDownloadCapBytes;
    QTest::newRow("zero") << QByteArray("0") << Settings::kMinTimeoutSeconds << QByteArray("0")
                          << Settings::kMinDownloadCapBytes;
    QTest::newRow("negative") << QByteArray("-5") << Settings::kMinTimeoutSeconds
                              << QByteArray("-9223372036854775808")
                              << Settings::kMinDownloadCapBytes;
    QTest::newRow("no number") << QByteArray("soon") << Settings::kDefaultTimeoutSeconds
                               << QByteArray("nan") << Settings::kDefaultDownloadCapBytes;
}

void TestSettings::numbersClamped()
{
    QFETCH(QByteArray, timeout);
    QFETCH(int, seconds);
    QFETCH(QByteArray, cap);
    QFETCH(qint64, bytes);
    Settings s(iniWith(QStringLiteral("numbers.ini"),
        "[network]\ntimeoutSeconds=" + timeout + "\ndownloadCapBytes=" + cap + "\n"));
    QCOMPARE(s.networkTimeoutSeconds(), seconds);
    QCOMPARE(s.downloadCapBytes(), bytes);
}

void TestSettings::languageValidated_data()
{
    QTest::addColumn<QByteArray>("saved");
    QTest::addColumn<QString>("language");
    QTest::newRow("de") << QByteArray("de") << QStringLiteral("de");
    QTest::newRow("fr_FR.UTF-8") << QByteArray("fr_FR.UTF-8") << QStringLiteral("fr_FR.UTF-8");
    QTest::newRow("de-AT") << QByteArray("de-AT") << QStringLiteral("de-AT");
    QTest::newRow("a path") << QByteArray("../../etc/passwd") << QString();
    QTest::newRow("100,000 letters") << QByteArray(100000, 'x') << QString();
    QTest::newRow("markup") << QByteArray("<b>de</b>") << QString();
}

void TestSettings::languageValidated()
{
    QFETCH(QByteArray, saved);
    QFETCH(QString, language);
    Settings s(iniWith(QStringLiteral("language.ini"), "[ui]\nlanguage=" + saved + "\n"));
    QCOMPARE(s.language(), language);
}

void TestSettings::listsBounded()
{
    const QString path = m_dir.filePath(QStringLiteral("lists.ini"));
    QFile::remove(path);
    {
        QSettings raw(path, QSettings::IniFormat);
        QStringList recent;
        recent.append(QLatin1Char('/') + QString(100000, u'a'));
        for (int i = 0; i < 5000; ++i)
            recent.append(QStringLiteral("/tmp/r%1.json").arg(i));
        raw.setValue(QStringLiteral("files/recent"), recent);
        QStringList tabs { QStringLiteral("evil:x"),
            QStringLiteral("file:/") + QString(100000, u'b') };
        for (int i = 0; i < 1000; ++i)
            tabs.append(QStringLiteral("paper:2509.%1").arg(i, 5, 10, QLatin1Char('0')));
        raw.setValue(QStringLiteral("session/tabs"), tabs);
        raw.setValue(QStringLiteral("session/current"), 1000000);
        raw.beginWriteArray(QStringLiteral("filters/saved"));
        for (int i = 0; i < 500; ++i) {
            raw.setArrayIndex(i);
            raw.setValue(QStringLiteral("name"),
                i == 0 ? QString(5000, u'n') : QStringLiteral("f%1").arg(i));
            raw.setValue(QStringLiteral("query"),
                i == 1 ? QString(100000, u'q') : QStringLiteral("title:x%1").arg(i));
        }
        raw.endArray();
        raw.setValue(QStringLiteral("filters/saved/size"), 2147483647); // the count lies
    }
    QElapsedTimer timer;
    timer.start();
    Settings s(path);
    const QStringList recent = s.recentFiles();
    QCOMPARE(recent.size(), Settings::kMaxRecentFiles);
    QCOMPARE(recent.first(), QStringLiteral("/tmp/r0.json")); // the overlong entry left out
    const QStringList tabs = s.sessionTabs();
    QCOMPARE(tabs.size(), Settings::kMaxSessionTabs);
    QCOMPARE(tabs.first(), QStringLiteral("paper:2509.00000"));
    QCOMPARE(s.sessionCurrentTab(), Settings::kMaxSessionTabs - 1);
    const QList<Settings::SavedFilter> filters = s.savedFilters();
    QCOMPARE(filters.size(), Settings::kMaxSavedFilters);
    QCOMPARE(filters.first().name, QStringLiteral("f2")); // overlong name and query left out
    QVERIFY2(
        timer.elapsed() < pith::test::scaledMs(2000), qPrintable(QString::number(timer.elapsed())));
}

// A FIFO at the settings file's place: set aside, never opened (opening it would wait forever
// for a writer). In a child, so a hang is reported as one.
void TestSettings::fifoSettingsFile()
{
    const QString path = m_dir.filePath(QStringLiteral("fifo.conf"));
    QFile::remove(path);
    QFile::remove(path + QStringLiteral(".set-aside"));
    QVERIFY(mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    const IsolatedRun run = runIsolated(
        [path] {
            Settings s(path);
            QJsonObject o { { QStringLiteral("notice"), s.notice() },
                { QStringLiteral("timeout"), s.networkTimeoutSeconds() } };
            s.setNetworkTimeoutSeconds(42);
            o[QStringLiteral("synced")] = s.sync();
            return o;
        },
        10, 512);
    QVERIFY2(run.finished(), qPrintable(run.describe()));
    QVERIFY2(run.result[QStringLiteral("notice")].toString().contains(QStringLiteral("FIFO")),
        qPrintable(run.result[QStringLiteral("notice")].toString()));
    QCOMPARE(run.result[QStringLiteral("timeout")].toInt(), Settings::kDefaultTimeoutSeconds);
    QVERIFY(run.result[QStringLiteral("synced")].toBool());
    QVERIFY(QFileInfo(path).isFile());
    struct stat st = {};
    QVERIFY(lstat(QFile::encodeName(path + QStringLiteral(".set-aside")).constData(), &st) == 0
        && S_ISFIFO(st.st_mode));
    QCOMPARE(Settings(path).networkTimeoutSeconds(), 42);
}

void TestSettings::oversizedSettingsFile()
{
    const QString path = m_dir.filePath(QStringLiteral("big.conf"));
    QFile::remove(path + QStringLiteral(".set-aside"));
    iniWith(QStringLiteral("big.conf"),
        "[network]\ntimeoutSeconds=12\n[x]\ny=" + QByteArray(Settings::kMaxFileBytes, 'z') + "\n");
    Settings s(path);
    QVERIFY2(
        s.notice().contains(QString::number(Settings::kMaxFileBytes + 35)), qPrintable(s.notice()));
    QCOMPARE(s.networkTimeoutSeconds(), Settings::kDefaultTimeoutSeconds);
    QCOMPARE(QFileInfo(path + QStringLiteral(".set-aside")).size(), Settings::kMaxFileBytes + 35);
}

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"

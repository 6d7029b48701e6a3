// SPDX-License-Identifier: GPL-3.0-or-later
// The library tab in the real window under the offscreen platform: a folder opened from the
// window (as File > Open Folder, a drop or the command line do), its records in one sortable
// table with the broken file listed, files added and removed while it is open, and a record
// opened in its own tab.
#include "tests/windowtestutil.h"
#include "testutil.h"

#include "models/net/fetcher.h"
#include "net/testserver.h"

#include "app/common/language.h"
#include "models/library/library.h"
#include "models/library/librarymodel.h"
#include "models/library/libraryobservationmodel.h"
#include "ui/window/librarytab.h"
#include "ui/window/mainwindow.h"
#include "ui/window/recordview.h"
#include "ui/window/settings.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace pith;
using namespace pith::ui;
using namespace Qt::StringLiterals;
using library::LibraryModel;

namespace {

constexpr int kWait = 20000;

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(f.errorString()));
    QCOMPARE(f.write(bytes), bytes.size());
}

// The row (in the view's order) whose Source column reads name, -1 when none.
int rowNamed(const QTableView *view, const QString &name)
{
    const QAbstractItemModel *m = view->model();
    for (int r = 0; r < m->rowCount(); ++r) {
        if (m->index(r, LibraryModel::SourceColumn).data().toString() == name)
            return r;
    }
    return -1;
}

QByteArray fixtureOfPaper(const QString &arxivId)
{
    return test::consistentFixture([&](QJsonObject &root) {
        QJsonObject paper = root[u"paper"_s].toObject();
        paper[u"arxiv_id"_s] = arxivId;
        root[u"paper"_s] = paper;
    });
}

QString cell(const QTableView *view, int row, int column)
{
    return view->model()->index(row, column).data().toString();
}

} // namespace

class TestLibraryWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void folderAsLibraryTab();
    void listAsLibraryTab();

private:
    QTemporaryDir m_home;
};

void TestLibraryWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_home.isValid());
    // English plural forms ("1 record") come from the English catalogue.
    QVERIFY(setupLanguage(QStringLiteral("en")).ok());
}

void TestLibraryWindow::folderAsLibraryTab()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"a.json"_s), test::fixtureBytes());
    writeFile(dir.filePath(u"b.json"_s), test::fixtureWithNoticeEvents());
    writeFile(dir.filePath(u"broken.json"_s), "{\"schema\": ");

    Settings settings(m_home.filePath(u"settings.ini"_s));
    MainWindow window(&settings);
    window.resize(1200, 600);
    QVERIFY(test::showAndExpose(&window));

    // What a dropped folder or a folder on the command line goes through.
    window.openFiles({ dir.path() });
    auto *tab = window.findChild<LibraryTab *>(u"libraryTab"_s);
    QVERIFY(tab);
    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    QCOMPARE(tabs->currentWidget(), tab);
    QVERIFY(tabs->tabText(tabs->currentIndex()).contains(QDir(dir.path()).dirName()));
    QTableView *view = tab->recordsView();
    QAbstractItemModelTester tester(
        view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(
        tab->library()->pendingCount() == 0 && !tab->library()->isLoading(), kWait);
    QCOMPARE(view->model()->rowCount(), 3);

    // Sorted by source at first: a, b, broken.
    QCOMPARE(cell(view, 0, LibraryModel::SourceColumn), u"a.json"_s);
    QCOMPARE(cell(view, 2, LibraryModel::SourceColumn), u"broken.json"_s);
    const int a = rowNamed(view, u"a.json"_s);
    QCOMPARE(cell(view, a, LibraryModel::PaperColumn), u"2509.00217"_s);
    QCOMPARE(cell(view, a, LibraryModel::OutboundColumn), u"21"_s);
    QCOMPARE(cell(view, a, LibraryModel::UnresolvedColumn), u"10"_s);
    QCOMPARE(cell(view, a, LibraryModel::VerdictColumn), u"All digests verified"_s);
    const int b = rowNamed(view, u"b.json"_s);
    QVERIFY2(cell(view, b, LibraryModel::NoticesColumn).startsWith(u"3: retraction"_s),
        qPrintable(cell(view, b, LibraryModel::NoticesColumn)));
    const int broken = rowNamed(view, u"broken.json"_s);
    QCOMPARE(cell(view, broken, LibraryModel::VerdictColumn), u"Cannot be read"_s);
    QVERIFY(view->model()
                ->index(broken, LibraryModel::TitleColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(dir.filePath(u"broken.json"_s) + u":1:"_s));
    auto *heading = tab->findChild<QLabel *>(u"libraryHeading"_s);
    QVERIFY(heading);
    QVERIFY2(
        heading->text().contains(u"2 records, 1 cannot be read"_s), qPrintable(heading->text()));

    // Sort by notices, most first: b leads.
    view->sortByColumn(LibraryModel::NoticesColumn, Qt::DescendingOrder);
    QCOMPARE(cell(view, 0, LibraryModel::SourceColumn), u"b.json"_s);

    // A file added while open becomes a row; a file removed goes.
    writeFile(dir.filePath(u"c.json"_s), fixtureOfPaper(u"2509.00999"_s));
    QTRY_VERIFY_WITH_TIMEOUT(rowNamed(view, u"c.json"_s) >= 0
            && cell(view, rowNamed(view, u"c.json"_s), LibraryModel::PaperColumn)
                == u"2509.00999"_s,
        kWait);
    QVERIFY(QFile::remove(dir.filePath(u"broken.json"_s)));
    QTRY_COMPARE_WITH_TIMEOUT(rowNamed(view, u"broken.json"_s), -1, kWait);
    QCOMPARE(view->model()->rowCount(), 3);
    QTRY_VERIFY_WITH_TIMEOUT(!heading->text().contains(u"cannot be read"_s), kWait);

    if (const QByteArray shot = qgetenv("PITH_LIBRARY_SCREENSHOT"); !shot.isEmpty())
        window.grab().save(QString::fromLocal8Bit(shot));

    // The queue: every observation of the three records (21 each, 10 of them unresolved).
    tab->showObservations();
    QTableView *queue = tab->observationsView();
    QAbstractItemModelTester queueTester(
        queue->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_COMPARE_WITH_TIMEOUT(queue->model()->rowCount(), 63, kWait);
    auto *message = tab->findChild<QLabel *>(u"libraryQueryMessage"_s);
    QVERIFY(message);
    QLineEdit *query = tab->queryEdit();
    auto ask = [&](const QString &text) {
        query->clear();
        QTest::keyClicks(query, text);
        QTest::keyClick(query, Qt::Key_Return);
    };
    ask(u"status:unresolved review:none"_s);
    QCOMPARE(queue->model()->rowCount(), 30);
    QVERIFY2(message->text().startsWith(u"30 of 63 observations"_s), qPrintable(message->text()));
    ask(u"status:unresolved paper:2509.00999"_s);
    QCOMPARE(queue->model()->rowCount(), 10);
    for (int r = 0; r < queue->model()->rowCount(); ++r)
        QCOMPARE(queue->model()
                     ->index(r, library::LibraryObservationModel::PaperColumn)
                     .data()
                     .toString(),
            u"2509.00999"_s);
    ask(u"paper:\"learning to shard\" event:retraction"_s); // title words; b's outbound 0
    QCOMPARE(queue->model()->rowCount(), 1);
    // A malformed query says where, and the rows stay.
    ask(u"status:unresolved paper:"_s);
    QVERIFY2(message->text().startsWith(u"Column 19:"_s), qPrintable(message->text()));
    QCOMPARE(queue->model()->rowCount(), 1);
    ask(u"paper:2509.00999"_s);
    QCOMPARE(queue->model()->rowCount(), 21);

    if (const QByteArray shot = qgetenv("PITH_LIBRARY_QUEUE_SCREENSHOT"); !shot.isEmpty())
        window.grab().save(QString::fromLocal8Bit(shot));

    // The queue as shown, exported: CSV with the paper's columns, and the library report.
    QTemporaryDir out;
    QString error;
    QVERIFY2(tab->exportShown(out.filePath(u"queue.csv"_s), &error), qPrintable(error));
    QFile csv(out.filePath(u"queue.csv"_s));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().split('\n');
    QCOMPARE(lines.size(), 1 + 21 + 1); // the header, the rows, nothing after the last CRLF
    QVERIFY(lines.first().contains(",paper_arxiv_id,paper_title"));
    for (int i = 1; i <= 21; ++i)
        QVERIFY2(lines[i].contains(",2509.00999,"), lines[i].constData());
    QVERIFY2(tab->exportShown(out.filePath(u"library.pdf"_s), &error), qPrintable(error));
    QFile pdf(out.filePath(u"library.pdf"_s));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    QVERIFY(!tab->exportShown(out.path(), &error)); // a folder is never written over
    QVERIFY(!error.isEmpty());

    // Enter on an observation opens its record in a tab of its own.
    int tabsBefore = tabs->count();
    queue->setFocus();
    queue->setCurrentIndex(queue->model()->index(0, 0));
    QTest::keyClick(queue, Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(tabs->count(), tabsBefore + 1, kWait);
    auto *fromQueue = qobject_cast<RecordView *>(tabs->currentWidget());
    QVERIFY(fromQueue);
    QTRY_VERIFY_WITH_TIMEOUT(fromQueue->record() != nullptr, kWait);
    QCOMPARE(fromQueue->record()->paper.arxivId, u"2509.00999"_s);
    tabs->setCurrentWidget(tab);

    // Enter on a row opens its record in a tab of its own.
    tabsBefore = tabs->count();
    view->setFocus();
    view->setCurrentIndex(view->model()->index(rowNamed(view, u"a.json"_s), 0));
    QTest::keyClick(view, Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(tabs->count(), tabsBefore + 1, kWait);
    auto *record = qobject_cast<RecordView *>(tabs->currentWidget());
    QVERIFY(record);
    QTRY_VERIFY_WITH_TIMEOUT(record->record() != nullptr, kWait);
    QCOMPARE(record->record()->paper.arxivId, u"2509.00217"_s);

    // The library tab closes like any other.
    const int libraryIndex = tabs->indexOf(tab);
    emit tabs->tabCloseRequested(libraryIndex);
    QTRY_VERIFY_WITH_TIMEOUT(!window.findChild<LibraryTab *>(u"libraryTab"_s), kWait);
    QCOMPARE(tabs->count(), tabsBefore);

    // A folder that is not there is an error in the window, not a tab.
    window.openLibrary(dir.filePath(u"nowhere"_s));
    QVERIFY(!window.findChild<LibraryTab *>(u"libraryTab"_s));
}

void TestLibraryWindow::listAsLibraryTab()
{
    // A list of papers on the command line or dropped: fetched through the window's fetcher,
    // a paper without a record listed as such.
    test::TestServer server;
    QVERIFY2(server.listenHttp(), qPrintable(server.errorString()));
    server.setRoute(
        "/paper/2509.00217/citation-record.json", test::ScriptedResponse::ok(test::fixtureBytes()));
    QTemporaryDir dir;
    const QString list = dir.filePath(u"committee.txt"_s);
    writeFile(list, "2509.00217\n2509.00404\n");

    Settings settings(m_home.filePath(u"list-settings.ini"_s));
    settings.setBaseUrl(server.baseUrl());
    QNetworkAccessManager nam;
    net::Fetcher fetcher(&nam);
    MainWindow window(&settings);
    window.setFetcher(&fetcher);
    QVERIFY(test::showAndExpose(&window));
    window.openFiles({ list });
    auto *tab = window.findChild<LibraryTab *>(u"libraryTab"_s);
    QVERIFY(tab);
    QVERIFY(tab->title().contains(u"committee.txt"_s));
    QTRY_VERIFY_WITH_TIMEOUT(!tab->library()->isLoading(), kWait);
    QTableView *view = tab->recordsView();
    QCOMPARE(view->model()->rowCount(), 2);
    const int good = rowNamed(view, u"2509.00217"_s);
    QVERIFY(good >= 0);
    QCOMPARE(cell(view, good, LibraryModel::UnresolvedColumn), u"10"_s);
    const int missing = rowNamed(view, u"2509.00404"_s);
    QVERIFY(missing >= 0);
    QCOMPARE(cell(view, missing, LibraryModel::VerdictColumn), u"Cannot be read"_s);
    QVERIFY2(view->model()
                 ->index(missing, LibraryModel::TitleColumn)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .contains(u"404"_s),
        qPrintable(view->model()
                       ->index(missing, LibraryModel::TitleColumn)
                       .data(Qt::ToolTipRole)
                       .toString()));
}

QTEST_MAIN(TestLibraryWindow)
#include "tst_librarywindow.moc"

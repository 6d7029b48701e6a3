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
#include "models/review/review.h"
#include "ui/paint/integritystyle.h"
#include "ui/paint/statusstyle.h"
#include "ui/window/detailpane.h"
#include "ui/window/filterbar.h"
#include "ui/window/librarytab.h"
#include "ui/window/mainwindow.h"
#include "ui/window/recordview.h"
#include "ui/window/reviewcontroller.h"
#include "ui/window/settings.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QIcon>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

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

// The number a facet button ends with ("Unresolved 2,500"), -1 when there is no such button:
// a filter bar's facet_KEY_VALUE or the Records table's recordFacet_KEY_VALUE.
int buttonCount(const QWidget *bar, const QString &objectName)
{
    const auto *button = bar->findChild<QToolButton *>(objectName);
    if (!button)
        return -1;
    QString digits = button->text().section(u' ', -1);
    digits.remove(QLocale().groupSeparator());
    return digits.toInt();
}

int facetCount(const QWidget *bar, const QString &key, const QString &value)
{
    return buttonCount(bar, u"facet_"_s + key + u'_' + value);
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
    void listFromFileMenu();
    void verdictColouredAsTheBadge();
    void statusCheckedAcrossTheLibrary();
    void decisionInTheQueueSavedToTheReview();
    void queueFacetsCountTheWholeLibrary();
    void notesAndUndoInTheQueue();

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
    // The window is busy while its library reads (--screenshot waits for that), and says when
    // it is done.
    QVERIFY(tab->library()->isLoading());
    QVERIFY(!window.isIdle());
    QSignalSpy idle(&window, &MainWindow::idle);
    QTRY_VERIFY_WITH_TIMEOUT(
        tab->library()->pendingCount() == 0 && !tab->library()->isLoading(), kWait);
    QVERIFY(window.isIdle());
    QTRY_VERIFY(!idle.isEmpty());
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
        query->setText(text); // at once, as a paste: the bar applies as it is typed
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
    QVERIFY2(tab->filterBar()->errorText().startsWith(u"Column 19:"_s),
        qPrintable(tab->filterBar()->errorText()));
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

void TestLibraryWindow::listFromFileMenu()
{
    // File > Open List of Papers: any text file is read as a list, whatever its name says.
    test::TestServer server;
    QVERIFY2(server.listenHttp(), qPrintable(server.errorString()));
    server.setRoute(
        "/paper/2509.00217/citation-record.json", test::ScriptedResponse::ok(test::fixtureBytes()));
    QTemporaryDir dir;
    const QString list = dir.filePath(u"committee.txt"_s);
    writeFile(list, "# programme committee\n2509.00217\n2509.00404\n");

    Settings settings(m_home.filePath(u"menu-settings.ini"_s));
    settings.setBaseUrl(server.baseUrl());
    QNetworkAccessManager nam;
    net::Fetcher fetcher(&nam);
    MainWindow window(&settings);
    window.setFetcher(&fetcher);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *action = window.findChild<QAction *>(u"actionOpenPaperList"_s);
    QVERIFY(action);
    QVERIFY(!action->text().isEmpty());
    action->trigger();
    QFileDialog *dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (dialog = window.findChild<QFileDialog *>(u"openPaperListDialog"_s)) != nullptr, kWait);
    QCOMPARE(dialog->fileMode(), QFileDialog::ExistingFile);
    dialog->selectFile(list);
    static_cast<QDialog *>(dialog)->accept(); // as the Open button does
    LibraryTab *tab = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (tab = window.findChild<LibraryTab *>(u"libraryTab"_s)) != nullptr, kWait);
    QVERIFY(tab->title().contains(u"committee.txt"_s));
    QTRY_VERIFY_WITH_TIMEOUT(!tab->library()->isLoading(), kWait);
    QCOMPARE(tab->library()->kind(), library::Library::Kind::List);
    QTableView *view = tab->recordsView();
    QCOMPARE(view->model()->rowCount(), 2);
    QCOMPARE(cell(view, rowNamed(view, u"2509.00217"_s), LibraryModel::OutboundColumn), u"21"_s);
    QCOMPARE(cell(view, rowNamed(view, u"2509.00404"_s), LibraryModel::VerdictColumn),
        u"Cannot be read"_s);
}

void TestLibraryWindow::verdictColouredAsTheBadge()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"a.json"_s), test::fixtureBytes());
    // A title changed without its digest: the observation fails.
    writeFile(dir.filePath(u"tampered.json"_s), test::mutatedFixture([](QJsonObject &root) {
        test::editOutbound(root, 0, [](QJsonObject &o) {
            o[u"citation"_s] = test::withChild(o[u"citation"_s].toObject(), u"cited_paper"_s,
                [](QJsonObject &p) { p[u"title"_s] = u"Not what Pith issued"_s; });
        });
    }));
    writeFile(dir.filePath(u"broken.json"_s), "{");

    Settings settings(m_home.filePath(u"verdict-settings.ini"_s));
    MainWindow window(&settings);
    window.resize(1200, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openFiles({ dir.path() });
    auto *tab = window.findChild<LibraryTab *>(u"libraryTab"_s);
    QVERIFY(tab);
    QTRY_VERIFY_WITH_TIMEOUT(!tab->library()->isLoading(), kWait);
    QTableView *view = tab->recordsView();
    const bool dark = isDarkPalette(view->palette());
    auto verdict = [&](const QString &name) {
        return view->model()->index(rowNamed(view, name), LibraryModel::VerdictColumn);
    };
    const QColor green = integrityColour(IntegrityLevel::Verified, dark);
    const QColor red = integrityColour(IntegrityLevel::AuditFailed, dark);
    QVERIFY(green != red);
    QCOMPARE(verdict(u"a.json"_s).data(Qt::ForegroundRole).value<QColor>(), green);
    QCOMPARE(verdict(u"tampered.json"_s).data(Qt::ForegroundRole).value<QColor>(), red);
    QVERIFY2(verdict(u"tampered.json"_s).data().toString().contains(u"fail"_s),
        qPrintable(verdict(u"tampered.json"_s).data().toString()));
    QVERIFY(!verdict(u"a.json"_s).data(Qt::DecorationRole).value<QIcon>().isNull());
    // A file that cannot be read has no verdict to colour.
    QVERIFY(!verdict(u"broken.json"_s).data(Qt::ForegroundRole).isValid());
    QVERIFY(!verdict(u"broken.json"_s).data(Qt::DecorationRole).isValid());
    // Painted: the green cell holds the verdict's colour.
    view->scrollTo(verdict(u"a.json"_s));
    const QRect rect = view->visualRect(verdict(u"a.json"_s));
    QVERIFY(rect.isValid());
    const QImage shot = view->viewport()->grab(rect).toImage();
    bool found = false;
    for (int y = 0; y < shot.height() && !found; ++y) {
        for (int x = 0; x < shot.width() && !found; ++x)
            found = shot.pixelColor(x, y) == green;
    }
    QVERIFY(found);
    if (const QByteArray path = qgetenv("PITH_LIBRARY_VERDICT_SCREENSHOT"); !path.isEmpty())
        window.grab().save(QString::fromLocal8Bit(path));
}

void TestLibraryWindow::statusCheckedAcrossTheLibrary()
{
    // A state outside the format's six, held by one record only: the library's queue knows it.
    QTemporaryDir dir;
    writeFile(dir.filePath(u"a.json"_s), test::fixtureBytes());
    writeFile(dir.filePath(u"odd.json"_s), test::consistentFixture([](QJsonObject &root) {
        QJsonObject paper = root[u"paper"_s].toObject();
        paper[u"arxiv_id"_s] = u"2509.00888"_s;
        root[u"paper"_s] = paper;
        test::editOutbound(root, 2, [](QJsonObject &o) {
            QJsonObject r = o[u"resolution"_s].toObject();
            r[u"status"_s] = u"retracted_upstream"_s;
            o[u"resolution"_s] = r;
        });
    }));
    Settings settings(m_home.filePath(u"status-settings.ini"_s));
    MainWindow window(&settings);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openFiles({ dir.path() });
    auto *tab = window.findChild<LibraryTab *>(u"libraryTab"_s);
    QVERIFY(tab);
    tab->showObservations();
    QTableView *queue = tab->observationsView();
    QTRY_COMPARE_WITH_TIMEOUT(queue->model()->rowCount(), 42, kWait);
    // The queue's filter bar says what is wrong, in the words of a record's filter bar.
    auto *message = tab->filterBar()->findChild<QLabel *>(u"filterErrorLabel"_s);
    QVERIFY(message);
    auto ask = [&](const QString &text) {
        tab->queryEdit()->setText(text); // at once, as a paste: the bar applies as it is typed
        QTest::keyClick(tab->queryEdit(), Qt::Key_Return);
    };
    ask(u"status:retracted_upstream"_s);
    QCOMPARE(queue->model()->rowCount(), 1);
    QCOMPARE(queue->model()->index(0, library::LibraryObservationModel::PaperColumn).data(),
        QVariant(u"2509.00888"_s));
    // A misspelt state is the filter bar's error, not an empty table; the rows stay.
    ask(u"status:unresolvd"_s);
    QCOMPARE(message->text(),
        uR"(Column 1: no state "unresolvd"; did you mean unresolved? (the rows still show the last filter applied: status:retracted_upstream))"_s);
    QCOMPARE(queue->model()->rowCount(), 1);
    ask(u"-status:retracted_upstrem"_s);
    QVERIFY2(message->text().contains(u"did you mean retracted_upstream?"_s),
        qPrintable(message->text()));
    ask(u"status:unresolved"_s);
    QCOMPARE(queue->model()->rowCount(), 10 + 9); // odd.json's third one was unresolved
}

void TestLibraryWindow::decisionInTheQueueSavedToTheReview()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"a.json"_s), test::fixtureBytes());
    writeFile(dir.filePath(u"b.json"_s), fixtureOfPaper(u"2509.00999"_s));
    Settings settings(m_home.filePath(u"decision-settings.ini"_s));
    settings.setReviewerName(u"Queue Reviewer"_s);
    MainWindow window(&settings);
    window.resize(1400, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openFiles({ dir.path() });
    auto *tab = window.findChild<LibraryTab *>(u"libraryTab"_s);
    QVERIFY(tab);
    tab->showObservations();
    QTableView *queue = tab->observationsView();
    QTRY_COMPARE_WITH_TIMEOUT(queue->model()->rowCount(), 42, kWait);
    auto *proxy = qobject_cast<QSortFilterProxyModel *>(queue->model());
    QVERIFY(proxy);
    auto *model = qobject_cast<library::LibraryObservationModel *>(proxy->sourceModel());
    QVERIFY(model);
    auto observationAt = [&](int row) {
        return model->observationAt(proxy->mapToSource(proxy->index(row, 0)).row());
    };
    tab->queryEdit()->clear();
    QTest::keyClicks(tab->queryEdit(), u"paper:2509.00999 status:unresolved review:none"_s);
    QTest::keyClick(tab->queryEdit(), Qt::Key_Return);
    QCOMPARE(queue->model()->rowCount(), 10);

    // The detail pane shows the current observation, not yet reviewed.
    auto *needsFix = tab->findChild<QPushButton *>(u"libraryDecide_needs_fix"_s);
    QVERIFY(needsFix);
    QVERIFY(!needsFix->isEnabled());
    queue->setFocus();
    queue->setCurrentIndex(queue->model()->index(0, 0));
    const Observation *first = observationAt(0);
    const Observation *second = observationAt(1);
    QVERIFY(first && second);
    const QString firstId = first->id;
    const QString secondId = second->id;
    QVERIFY(tab->detailPane()->text().contains(first->otherTitle().left(30)));
    auto *decisionLine = tab->findChild<QLabel *>(u"libraryDecision"_s);
    QVERIFY(decisionLine);
    QCOMPARE(decisionLine->text(), u"Not reviewed yet"_s);
    QVERIFY(needsFix->isEnabled());

    // A click takes the decision: saved at once beside b.json, the row leaves the queue
    // (review:none) and the next one is current.
    QTest::mouseClick(needsFix, Qt::LeftButton);
    const QString reviewPath = dir.filePath(u"b.review.json"_s);
    QVERIFY(QFile::exists(reviewPath));
    QVERIFY(!QFile::exists(dir.filePath(u"a.review.json"_s)));
    QCOMPARE(queue->model()->rowCount(), 9);
    QCOMPARE(observationAt(queue->currentIndex().row())->id, secondId);
    auto *saved = tab->findChild<QLabel *>(u"libraryDecisionMessage"_s);
    QVERIFY(saved);
    QVERIFY2(saved->text().contains(u"b.review.json"_s), qPrintable(saved->text()));

    if (const QByteArray path = qgetenv("PITH_LIBRARY_DECISION_SCREENSHOT"); !path.isEmpty())
        window.grab().save(QString::fromLocal8Bit(path));

    // Key 2 in the table: confirmed, on the second one.
    QTest::keyClick(queue, Qt::Key_2);
    QCOMPARE(queue->model()->rowCount(), 8);

    QStringList reviewers;
    auto readDecisions = [&] {
        QHash<QString, QString> out;
        reviewers.clear();
        QFile file(reviewPath);
        if (!file.open(QIODevice::ReadOnly))
            return out;
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        for (const QJsonValue &v : root[u"decisions"_s].toArray()) {
            const QJsonObject o = v.toObject();
            out.insert(o[u"observation_id"_s].toString(), o[u"decision"_s].toString());
            reviewers.append(o[u"reviewer"_s].toString());
        }
        return out;
    };
    QHash<QString, QString> decisions = readDecisions();
    QCOMPARE(decisions.size(), 2);
    QCOMPARE(decisions.value(firstId), u"needs_fix"_s);
    QCOMPARE(decisions.value(secondId), u"confirmed"_s);
    QCOMPARE(reviewers, QStringList({ u"Queue Reviewer"_s, u"Queue Reviewer"_s }));

    // The queue's keys and the Records table know it.
    tab->queryEdit()->clear();
    QTest::keyClicks(tab->queryEdit(), u"review:needs_fix"_s);
    QTest::keyClick(tab->queryEdit(), Qt::Key_Return);
    QCOMPARE(queue->model()->rowCount(), 1);
    QCOMPARE(observationAt(0)->id, firstId);
    queue->setCurrentIndex(queue->model()->index(0, 0));
    QVERIFY2(decisionLine->text().contains(review::decisionLabel(review::Decision::NeedsFix)),
        qPrintable(decisionLine->text()));
    QTableView *records = tab->recordsView();
    QCOMPARE(
        cell(records, rowNamed(records, u"b.json"_s), LibraryModel::ReviewColumn), u"2 of 21"_s);

    // A decision taken again on it is a change of the same entry, not a second one.
    QTest::keyClick(queue, Qt::Key_5);
    decisions = readDecisions();
    QCOMPARE(decisions.size(), 2);
    QCOMPARE(decisions.value(firstId), u"disputed"_s);

    // The record opened in its own tab reads the same review.
    window.openFiles({ dir.filePath(u"b.json"_s) });
    auto *tabs = window.findChild<QTabWidget *>();
    RecordView *view = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((view = qobject_cast<RecordView *>(tabs->currentWidget())) != nullptr
            && view->record() != nullptr,
        kWait);
    QTRY_VERIFY_WITH_TIMEOUT(view->reviewController()->review() != nullptr
            && view->reviewController()->review()->effectiveDecision(secondId)
                == review::Decision::Confirmed,
        kWait);

    // While that tab has the review open, a decision in the queue is saved too: each write
    // reads the file again and puts its own change on top, and the tab shows the queue's.
    tabs->setCurrentWidget(tab);
    tab->queryEdit()->clear();
    QTest::keyClicks(tab->queryEdit(), u"paper:2509.00999 review:none"_s);
    QTest::keyClick(tab->queryEdit(), Qt::Key_Return);
    QCOMPARE(queue->model()->rowCount(), 19);
    queue->setFocus();
    queue->setCurrentIndex(queue->model()->index(0, 0));
    const QString thirdId = observationAt(0)->id;
    QVERIFY(tab->decide(review::Decision::Confirmed));
    QCOMPARE(queue->model()->rowCount(), 18);
    QVERIFY2(saved->text().contains(u"b.review.json"_s), qPrintable(saved->text()));
    decisions = readDecisions();
    QCOMPARE(decisions.size(), 3);
    QCOMPARE(decisions.value(thirdId), u"confirmed"_s);
    QCOMPARE(decisions.value(firstId), u"disputed"_s);
    QTRY_COMPARE_WITH_TIMEOUT(view->reviewController()->review()->effectiveDecision(thirdId),
        review::Decision::Confirmed, kWait);
    // And the tab's own decision after it keeps the queue's.
    view->reviewController()->review()->setDecision({ secondId }, review::Decision::NeedsFix);
    QVERIFY(view->reviewController()->session()->saveNow());
    decisions = readDecisions();
    QCOMPARE(decisions.size(), 3);
    QCOMPARE(decisions.value(thirdId), u"confirmed"_s);
    QCOMPARE(decisions.value(secondId), u"needs_fix"_s);
}

void TestLibraryWindow::queueFacetsCountTheWholeLibrary()
{
    // Enough records that the facets are counted in slices (over 5,000 observations): 250 of
    // the fixture under their own ids, one of them citing a retracted work and with a state
    // changed, and a file that cannot be read.
    QTemporaryDir dir;
    for (int i = 0; i < 250; ++i) {
        const QString id = u"2509.%1"_s.arg(10000 + i);
        writeFile(dir.filePath(id + u".json"_s), test::consistentFixture([&](QJsonObject &root) {
            QJsonObject paper = root[u"paper"_s].toObject();
            paper[u"arxiv_id"_s] = id;
            root[u"paper"_s] = paper;
            if (i != 7)
                return;
            test::addNoticeEvent(root, 0, QJsonObject { { u"type"_s, u"retraction"_s } });
            test::editOutbound(root, 0, [](QJsonObject &o) {
                QJsonObject r = o[u"resolution"_s].toObject();
                r[u"status"_s] = u"verified_exact"_s;
                o[u"resolution"_s] = r;
            });
        }));
    }
    writeFile(dir.filePath(u"broken.json"_s), "{ \"paper\": ");

    // The independent count: the files read as plain JSON, every observation's state and its
    // notice's event types.
    QHash<QString, int> states;
    int observations = 0, retractions = 0;
    for (const QString &name : QDir(dir.path()).entryList({ u"*.json"_s }, QDir::Files)) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
        for (const char *direction : { "outbound", "inbound" }) {
            for (const QJsonValue &v : root[QLatin1StringView(direction)].toArray()) {
                const QJsonObject o = v.toObject();
                ++observations;
                ++states[o[u"resolution"_s].toObject()[u"status"_s].toString()];
                for (const QJsonValue &e :
                    o[u"standing_notice"_s].toObject()[u"events"_s].toArray())
                    retractions += e.toObject()[u"type"_s].toString() == u"retraction"_s;
            }
        }
    }
    QCOMPARE(observations, 250 * 21);
    QCOMPARE(retractions, 1);

    Settings settings(m_home.filePath(u"facets-settings.ini"_s));
    MainWindow window(&settings);
    window.resize(1400, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openFiles({ dir.path() });
    auto *tab = window.findChild<LibraryTab *>(u"libraryTab"_s);
    QVERIFY(tab);
    tab->showObservations();
    QTableView *queue = tab->observationsView();
    QTRY_COMPARE_WITH_TIMEOUT(queue->model()->rowCount(), observations, kWait);
    FilterBar *bar = tab->filterBar();
    QTRY_VERIFY_WITH_TIMEOUT(
        !bar->isCountingFacets() && facetCount(bar, u"direction"_s, u"outbound"_s) >= 0, kWait);

    // Every state's facet counts all records' observations in that state.
    QCOMPARE(facetCount(bar, u"direction"_s, u"outbound"_s), observations);
    QCOMPARE(facetCount(bar, u"direction"_s, u"inbound"_s), 0);
    for (auto it = states.cbegin(); it != states.cend(); ++it)
        QCOMPARE(facetCount(bar, u"status"_s, it.key()), it.value());
    QCOMPARE(facetCount(bar, u"event"_s, u"retraction"_s), retractions);
    QCOMPARE(facetCount(bar, u"review"_s, u"none"_s), observations);

    // The Records table's facets: what each record is as a whole, counted against the files.
    auto recordFacet = [&](const QString &key, const QString &value) {
        return buttonCount(tab->findChild<QWidget *>(u"libraryRecordFacets"_s),
            u"recordFacet_"_s + key + u'_' + value);
    };
    QTRY_COMPARE_WITH_TIMEOUT(recordFacet(u"event"_s, u"retraction"_s), retractions, kWait);
    QCOMPARE(recordFacet(u"event"_s, u"none"_s), 250 - retractions);
    QCOMPARE(recordFacet(u"verdict"_s, u"unreadable"_s), 1);
    QCOMPARE(recordFacet(u"review"_s, u"none"_s), 250);
    QTableView *records = tab->recordsView();
    QCOMPARE(records->model()->rowCount(), 251);
    auto clickRecordFacet = [&](const QString &key, const QString &value) {
        auto *b = tab->findChild<QToolButton *>(u"recordFacet_"_s + key + u'_' + value);
        QVERIFY(b);
        QTest::mouseClick(b, Qt::LeftButton);
    };
    clickRecordFacet(u"event"_s, u"retraction"_s);
    QCOMPARE(records->model()->rowCount(), retractions);
    QCOMPARE(cell(records, 0, LibraryModel::PaperColumn), u"2509.10007"_s);
    // Values of two keys must both hold: no unreadable file cites a retracted work.
    QCOMPARE(recordFacet(u"verdict"_s, u"unreadable"_s), 0);
    QVERIFY(!tab->findChild<QToolButton *>(u"recordFacet_verdict_unreadable"_s)->isEnabled());
    clickRecordFacet(u"event"_s, u"retraction"_s);
    clickRecordFacet(u"verdict"_s, u"unreadable"_s);
    QCOMPARE(records->model()->rowCount(), 1);
    QCOMPARE(cell(records, 0, LibraryModel::SourceColumn), u"broken.json"_s);
    clickRecordFacet(u"verdict"_s, u"unreadable"_s);
    QCOMPARE(records->model()->rowCount(), 251);

    // A click edits the query as in a record's tab; the rows and the other facets follow.
    auto *unresolved = bar->findChild<QToolButton *>(u"facet_status_unresolved"_s);
    QVERIFY(unresolved);
    QTest::mouseClick(unresolved, Qt::LeftButton);
    QCOMPARE(tab->queryEdit()->text(), u"status:unresolved"_s);
    QCOMPARE(queue->model()->rowCount(), states.value(u"unresolved"_s));
    QVERIFY(unresolved->isChecked());
    QTRY_VERIFY_WITH_TIMEOUT(!bar->isCountingFacets(), kWait);
    QCOMPARE(facetCount(bar, u"direction"_s, u"outbound"_s), states.value(u"unresolved"_s));
    // The facet's own count stays what the rest of the query keeps: every state still counted.
    QCOMPARE(facetCount(bar, u"status"_s, u"verified_exact"_s), states.value(u"verified_exact"_s));

    // A decision in the queue is counted at once by the review facet.
    queue->setFocus();
    queue->setCurrentIndex(queue->model()->index(0, 0));
    QVERIFY(tab->decide(review::Decision::Confirmed));
    QTRY_VERIFY_WITH_TIMEOUT(!bar->isCountingFacets(), kWait);
    QCOMPARE(facetCount(bar, u"review"_s, u"confirmed"_s), 1);
    QCOMPARE(facetCount(bar, u"review"_s, u"none"_s), states.value(u"unresolved"_s) - 1);
    QTRY_COMPARE_WITH_TIMEOUT(recordFacet(u"review"_s, u"started"_s), 1, kWait);
    QCOMPARE(recordFacet(u"review"_s, u"none"_s), 249);

    // Clicked again, the facet leaves the query (the buttons are made again when the review
    // file written beside the record changes the folder).
    unresolved = bar->findChild<QToolButton *>(u"facet_status_unresolved"_s);
    QVERIFY(unresolved);
    QTest::mouseClick(unresolved, Qt::LeftButton);
    QCOMPARE(tab->queryEdit()->text(), QString());
    QCOMPARE(queue->model()->rowCount(), observations);
}

void TestLibraryWindow::notesAndUndoInTheQueue()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(u"a.json"_s), test::fixtureBytes());
    writeFile(dir.filePath(u"b.json"_s), fixtureOfPaper(u"2509.00999"_s));
    const QString reviewPath = dir.filePath(u"b.review.json"_s);
    auto readFile = [](const QString &path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    // The entry of an observation in b's review file, as plain JSON: (decision, note).
    auto entryOf = [&](const QString &id) {
        const QJsonObject root = QJsonDocument::fromJson(readFile(reviewPath)).object();
        for (const QJsonValue &v : root[u"decisions"_s].toArray()) {
            const QJsonObject o = v.toObject();
            if (o[u"observation_id"_s].toString() == id)
                return std::pair(o[u"decision"_s].toString(), o[u"note"_s].toString());
        }
        return std::pair(QString(), QString());
    };
    auto openQueue = [&](MainWindow &window) -> LibraryTab * {
        window.resize(1400, 700);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return nullptr;
        window.openFiles({ dir.path() });
        auto *tab = window.findChild<LibraryTab *>(u"libraryTab"_s);
        if (!tab)
            return nullptr;
        tab->showObservations();
        if (!QTest::qWaitFor(
                [&] { return tab->observationsView()->model()->rowCount() == 42; }, kWait))
            return nullptr;
        tab->queryEdit()->setText(u"paper:2509.00999"_s);
        return tab;
    };
    Settings settings(m_home.filePath(u"notes-settings.ini"_s));
    settings.setReviewerName(u"Queue Reviewer"_s);
    QString firstId;
    {
        MainWindow window(&settings);
        LibraryTab *tab = openQueue(window);
        QVERIFY(tab);
        QTableView *queue = tab->observationsView();
        QTRY_COMPARE(queue->model()->rowCount(), 21); // once typing pauses
        queue->setFocus();
        queue->setCurrentIndex(queue->model()->index(0, 0));
        auto *proxy = qobject_cast<QSortFilterProxyModel *>(queue->model());
        auto *model = qobject_cast<library::LibraryObservationModel *>(proxy->sourceModel());
        QVERIFY(model);
        firstId = model->observationAt(proxy->mapToSource(queue->currentIndex()).row())->id;

        // A note typed in the detail pane is saved by itself to b's review file, not a's.
        QPlainTextEdit *note = tab->noteEdit();
        QVERIFY(note->isEnabled());
        QTest::keyClicks(note, u"check the DOI"_s);
        QTRY_COMPARE_WITH_TIMEOUT(entryOf(firstId).second, u"check the DOI"_s, kWait);
        QVERIFY(!QFile::exists(dir.filePath(u"a.review.json"_s)));
        const QByteArray withNote = readFile(reviewPath);

        // Another row has its own (empty) note; back on the first, its note is shown again.
        queue->setCurrentIndex(queue->model()->index(1, 0));
        QCOMPARE(note->toPlainText(), QString());
        queue->setCurrentIndex(queue->model()->index(0, 0));
        QCOMPARE(note->toPlainText(), u"check the DOI"_s);

        // A decision, undone and redone with the keys in the queue: the file on disk follows.
        queue->setFocus();
        QTest::keyClick(queue, Qt::Key_2);
        QCOMPARE(entryOf(firstId).first, u"confirmed"_s);
        const QByteArray withDecision = readFile(reviewPath);
        QVERIFY(tab->canUndo());
        QTest::keyClick(queue, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(readFile(reviewPath), withNote);
        QCOMPARE(entryOf(firstId).second, u"check the DOI"_s);
        QVERIFY(tab->canRedo());
        QTest::keyClick(queue, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(readFile(reviewPath), withDecision);
        // Undone twice: the decision, then the note; the observation has no entry left.
        QVERIFY(tab->undo());
        QVERIFY(tab->undo());
        QCOMPARE(entryOf(firstId), std::pair(QString(), QString()));
        QVERIFY(!tab->canUndo());
        QVERIFY(!tab->undo());
        QVERIFY(tab->redo());
        QCOMPARE(readFile(reviewPath), withNote);

        // A review file changed behind the queue's back is not undone over.
        QByteArray edited = readFile(reviewPath);
        edited.replace("check the DOI", "checked by a colleague");
        writeFile(reviewPath, edited);
        QVERIFY(!tab->undo());
        auto *message = tab->findChild<QLabel *>(u"libraryDecisionMessage"_s);
        QVERIFY2(message->text().contains(u"changed this observation since"_s),
            qPrintable(message->text()));
        QCOMPARE(readFile(reviewPath), edited);
    }

    // Read again by a new window: the note is the file's.
    MainWindow again(&settings);
    LibraryTab *tab = openQueue(again);
    QVERIFY(tab);
    QTableView *queue = tab->observationsView();
    auto *proxy = qobject_cast<QSortFilterProxyModel *>(queue->model());
    auto *model = qobject_cast<library::LibraryObservationModel *>(proxy->sourceModel());
    for (int r = 0; r < queue->model()->rowCount(); ++r) {
        if (model->observationAt(proxy->mapToSource(proxy->index(r, 0)).row())->id == firstId)
            queue->setCurrentIndex(proxy->index(r, 0));
    }
    QCOMPARE(tab->noteEdit()->toPlainText(), u"checked by a colleague"_s);
}

QTEST_MAIN(TestLibraryWindow)
#include "tst_librarywindow.moc"

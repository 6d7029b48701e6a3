// SPDX-License-Identifier: GPL-3.0-or-later
// The real window under the offscreen platform: opening records, the filter bar, the chart,
// the detail pane, failures that keep what was open, copy, hostile text, history over a local
// HTTP server, settings.
#include "windowtestutil.h"

#include "models/items/displaytext.h"
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/net/fetcher.h"
#include "models/net/recordcache.h"
#include "models/record/parser.h"
#include "net/testserver.h"
#include "ui/report/reportinput.h"
#include "ui/report/reportrenderer.h"
#include "ui/reportdialogs/exportdialog.h"
#include "ui/reportdialogs/printing.h"
#include "ui/widgets/breakdownchart.h"
#include "ui/widgets/integritydialog.h" // RecordHeader holds a QPointer to it
#include "ui/widgets/recordheader.h"
#include "ui/window/detailpane.h"
#include "ui/window/filterbar.h"
#include "ui/window/librarytab.h"
#include "ui/window/mainwindow.h"
#include "ui/window/observationtable.h"
#include "ui/window/preferencesdialog.h"
#include "ui/window/recordview.h"
#include "ui/window/settings.h"
#include "ui/window/summarypanel.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QClipboard>
#include <QCompleter>
#include <QDesktopServices>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QNetworkAccessManager>
#include <QPrinter>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QThread>
#include <QToolButton>
#include <QToolTip>

#include <memory>

using namespace pith;
using namespace pith::ui;

namespace {

constexpr int kWait = 20000; // generous: CI machines are loaded

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write the test file");
    return path;
}

} // namespace

class TestMainWindow : public test::WindowTest {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void opensTheFixture();
    void typedQueryFilters();
    void malformedQueryKeepsRows();
    void typingWaitsForAPause();
    void facetButtonsEditTheQuery();
    void bigRecordGetsItsFacetsCounted();
    void chartSegmentFilters();
    void summaryPanelSaysStatesShown();
    void detailPaneUsesOfficialWording();
    void detailPaneReadsWhatTheRowsDoNotHold();
    void detailPaneSaysWhenTheFileChanged();
    void nonFollowableReferenceSaysSo();
    void inboundRowsLeadToTheCitingPaper();
    void brokenFileKeepsWhatWasOpen();
    void everyFailedOpenStaysSaid();
    void dropOpensFiles();
    void copyPutsTsvOnClipboard();
    void nextUnresolvedSkipsVerified();
    void reloadKeepsTheQuery();
    void hostileTextStaysLiteral();
    void longUnbrokenTitlesAreCutForLayout();
    void sampleRecordFromStartPage();
    void locationBarRefusesNonsense();
    void historyBackAndForward();
    void exportTheShownRows();
    void webPageOpensInBrowser();
    void webPageNeverOpensANonHttpBase();
    void preferencesRefuseABaseWithAPassword();
    void ctrlClickOpensNewTab();
    void settingsRoundTrip();
    void layoutIsRemembered();
    void tableFitsTheWindow();
    void columnsFitTheFirstRows();
    void columnChooserSurvivesARestart();
    void sortPutsEmptyKeysLast();
    void misspeltStateIsAnErrorWithASuggestion();
    void completionOfKeysAndValues();
    void savedFilters();
    void followingOpensUnfilteredAndBackRestoresThePage();
    void samePaperSwitchesToItsTab();
    void sessionComesBack();
    void shortcutsWorkFromTheFilterField();
    void tabOrderFollowsTheBar();
    void detailPaneFollowsTheFilter();
    void copyNeutralisesFormulas();
    void preferencesShowTheBaseUrlInUse();
    void screenshotFromCommandLine();

public slots:
    void captureUrl(const QUrl &url) { m_openedUrls.append(url); }

private:
    RecordView *openFixture();
    QList<QUrl> m_openedUrls;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestMainWindow::init()
{
    QVERIFY(startWindow());
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestMainWindow::cleanup() { closeWindow(); }

RecordView *TestMainWindow::openFixture()
{
    return test::openAndWait(m_window.get(), { test::fixturePath() }, kWait);
}

void TestMainWindow::opensTheFixture()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    QVERIFY(m_window->errorText().isEmpty());
    QCOMPARE(view->totalCount(), 21);
    QCOMPARE(view->shownCount(), 21);
    auto *count = view->findChild<QLabel *>(QStringLiteral("shownCountLabel"));
    QVERIFY(count);
    QCOMPARE(count->text(), QStringLiteral("21 of 21 shown"));
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("Learning to Shard")));
    auto *header = view->findChild<RecordHeader *>();
    QVERIFY(header);
    QCOMPARE(header->record(), view->record());
    // The same file again shows the tab already open.
    m_window->openFiles({ test::fixturePath() });
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), kWait);
    QCOMPARE(m_window->views().size(), 1);
    // ... and it is now the first recent file.
    QCOMPARE(m_settings->recentFiles().value(0), QFileInfo(test::fixturePath()).absoluteFilePath());
}

void TestMainWindow::typedQueryFilters()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    auto *edit = view->findChild<QLineEdit *>(QStringLiteral("filterLineEdit"));
    QVERIFY(edit);
    QTest::keyClicks(edit, QStringLiteral("status:unresolved"));
    QTRY_COMPARE(view->shownCount(), 10);
    QCOMPARE(view->findChild<QLabel *>(QStringLiteral("shownCountLabel"))->text(),
        QStringLiteral("10 of 21 shown"));
    // Every shown row is unresolved.
    for (const Observation &o : view->shownObservations())
        QCOMPARE(o.resolution.status, QStringLiteral("unresolved"));
    edit->clear();
    QTRY_COMPARE(view->shownCount(), 21);
    QTest::keyClicks(edit, QStringLiteral("\"helix\""));
    QTRY_COMPARE(view->shownCount(), 1);
}

// What is typed is applied once typing pauses, never a word on the way: key by key, the rows
// stay as they are ("status" would be a text search matching nothing, "status:" an error);
// after the pause the whole query applies, once, or, wrong, says so and filters nothing.
void TestMainWindow::typingWaitsForAPause()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    auto *edit = view->findChild<QLineEdit *>(QStringLiteral("filterLineEdit"));
    auto *error = view->findChild<QLabel *>(QStringLiteral("filterErrorLabel"));
    QVERIFY(edit && error);
    QSignalSpy applied(view->filterBar(), &FilterBar::filterChanged);
    for (const QChar c : QStringLiteral("status:unresolvd")) {
        QTest::keyClick(edit, c.toLatin1());
        QCOMPARE(view->shownCount(), 21);
        QVERIFY(error->isHidden());
    }
    QCOMPARE(applied.size(), 0);
    QTRY_VERIFY(!error->isHidden()); // after the pause
    QVERIFY2(
        error->text().contains(QStringLiteral("no filter is in force")), qPrintable(error->text()));
    QCOMPARE(view->shownCount(), 21);
    QCOMPARE(applied.size(), 0);

    // Corrected: applied once, after the pause.
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, QStringLiteral("ed"));
    QCOMPARE(view->shownCount(), 21);
    QTRY_COMPARE(view->shownCount(), 10);
    QCOMPARE(applied.size(), 1);
    QVERIFY(error->isHidden());

    // Enter applies at once.
    edit->clear();
    QTest::keyClicks(edit, QStringLiteral("\"helix\""));
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(view->shownCount(), 1);
}

void TestMainWindow::malformedQueryKeepsRows()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    auto *edit = view->findChild<QLineEdit *>(QStringLiteral("filterLineEdit"));
    auto *error = view->findChild<QLabel *>(QStringLiteral("filterErrorLabel"));
    QVERIFY(edit && error);
    QVERIFY(error->isHidden());
    QTest::keyClicks(edit, QStringLiteral("status:unresolved"));
    QTRY_COMPARE(view->shownCount(), 10);
    // Pasted at once (typing it would pass through the valid text query "colour" first).
    edit->setText(QStringLiteral("status:unresolved colour:red"));
    QTRY_VERIFY(!error->isHidden());
    QVERIFY2(error->text().contains(QStringLiteral("Column 19")), qPrintable(error->text()));
    QVERIFY2(error->text().contains(QStringLiteral("unknown key \"colour\"")),
        qPrintable(error->text()));
    QCOMPARE(view->shownCount(), 10); // the last good filter stays
    QVERIFY(view->filterBar()->hasError());
    // Fixing the text clears the error.
    for (int i = 0; i < int(QStringLiteral(" colour:red").size()); ++i)
        QTest::keyClick(edit, Qt::Key_Backspace);
    QTRY_VERIFY(error->isHidden());
    QCOMPARE(view->shownCount(), 10);
}

// A record of 5,000 rows or more has its facets counted in the event loop's next turn (so
// that opening 120,000 rows does not hold the window up): they still come, and they count the
// new record, not the one shown before.
void TestMainWindow::bigRecordGetsItsFacetsCounted()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    QFile fixture(test::fixturePath());
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    QJsonObject record = QJsonDocument::fromJson(fixture.readAll()).object();
    const QJsonArray once = record.value(QStringLiteral("outbound")).toArray();
    QJsonArray many;
    for (int copy = 0; copy < 250; ++copy) { // 21 x 250 = 5,250 rows, 10 x 250 unresolved
        for (const QJsonValue &v : once) {
            QJsonObject o = v.toObject();
            o.insert(QStringLiteral("observation_id"),
                QStringLiteral("copy-%1-%2").arg(copy).arg(many.size()));
            many.append(o);
        }
    }
    record.insert(QStringLiteral("outbound"), many);
    const QString path = m_dir.filePath(QStringLiteral("big.json"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(record).toJson(QJsonDocument::Compact));
    out.close();

    // One number format everywhere: the locale's grouping, in the count and the facets alike.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const auto restoreLocale = qScopeGuard([] { QLocale::setDefault(QLocale::c()); });
    m_window->openFiles({ path });
    QVERIFY(QTest::qWaitFor(
        [&] { return m_window->isIdle() && m_window->currentView() != view; }, kWait));
    RecordView *big = m_window->currentView();
    QCOMPARE(big->totalCount(), 5250);
    QCOMPARE(big->findChild<QLabel *>(QStringLiteral("shownCountLabel"))->text(),
        QStringLiteral("5,250 of 5,250 shown"));
    auto facet
        = [big](const char *name) { return big->findChild<QToolButton *>(QLatin1String(name)); };
    QTRY_VERIFY(facet("facet_status_unresolved"));
    QTRY_COMPARE(facet("facet_status_unresolved")->text(), QStringLiteral("unresolved 2,500"));
    QCOMPARE(facet("facet_status_verified_fuzzy")->text(), QStringLiteral("verified fuzzy 2,750"));
    QVERIFY(!facet("facet_direction_inbound")->isEnabled());

    // the query stays in force on the next record, and the counts follow it
    big->setQuery(QStringLiteral("status:unresolved"));
    QTRY_COMPARE(big->shownCount(), 2500);
    QCOMPARE(facet("facet_status_unresolved")->text(), QStringLiteral("unresolved 2,500"));
    QCOMPARE(big->findChild<QLabel *>(QStringLiteral("shownCountLabel"))->text(),
        QStringLiteral("2,500 of 5,250 shown"));
}

void TestMainWindow::facetButtonsEditTheQuery()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    auto *unresolved = view->findChild<QToolButton *>(QStringLiteral("facet_status_unresolved"));
    auto *fuzzy = view->findChild<QToolButton *>(QStringLiteral("facet_status_verified_fuzzy"));
    auto *measured = view->findChild<QToolButton *>(QStringLiteral("facet_notice_measured"));
    auto *inbound = view->findChild<QToolButton *>(QStringLiteral("facet_direction_inbound"));
    QVERIFY(unresolved && fuzzy && measured && inbound);
    QCOMPARE(unresolved->text(), QStringLiteral("unresolved 10"));
    QCOMPARE(fuzzy->text(), QStringLiteral("verified fuzzy 11"));
    QVERIFY(!inbound->isEnabled()); // no inbound observation in the fixture

    QTest::mouseClick(unresolved, Qt::LeftButton);
    QCOMPARE(view->query(), QStringLiteral("status:unresolved"));
    QTRY_COMPARE(view->shownCount(), 10);
    QVERIFY(unresolved->isChecked());
    // Live counts: with status:unresolved in force, no unresolved row has a measured notice.
    QCOMPARE(measured->text(), QStringLiteral("measured 0"));
    QTest::mouseClick(fuzzy, Qt::LeftButton);
    QCOMPARE(view->query(), QStringLiteral("status:unresolved,verified_fuzzy"));
    QTRY_COMPARE(view->shownCount(), 21);
    QTest::mouseClick(unresolved, Qt::LeftButton);
    QCOMPARE(view->query(), QStringLiteral("status:verified_fuzzy"));
    QTRY_COMPARE(view->shownCount(), 11);
    QTest::mouseClick(fuzzy, Qt::LeftButton);
    QCOMPARE(view->query(), QString());
    QTRY_COMPARE(view->shownCount(), 21);
}

// A record listing more states than the reader keeps: the side panel's heading says how many of
// them the chart draws, as the coverage heading does for lanes.
void TestMainWindow::summaryPanelSaysStatesShown()
{
    const ParseResult parsed = parseRecord(test::mutatedFixture([](QJsonObject &root) {
        root[QStringLiteral("reference_resolution")]
            = test::withChild(root[QStringLiteral("reference_resolution")].toObject(),
                QStringLiteral("state_counts"), [](QJsonObject &counts) {
                    for (int i = 0; i < 2500; ++i)
                        counts[QStringLiteral("zz%1").arg(i, 5, 10, QLatin1Char('0'))] = 0;
                });
    }),
        QStringLiteral("states.json"));
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.toString()));
    SummaryPanel panel;
    auto *box = qobject_cast<QGroupBox *>(panel.breakdownChart()->parentWidget());
    QVERIFY(box);
    panel.setRecord(parsed.record);
    // the chart draws 23 states (the six known and those with the most observations), one entry
    // for the other 2,483 (994 kept, 1,506 only counted)
    QCOMPARE(panel.breakdownChart()->statesDrawn(), kBreakdownEntriesDrawn - 1);
    QCOMPARE(box->title(),
        QStringLiteral("Resolution breakdown (shown %1 of %2)")
            .arg(QLocale().toString(kBreakdownEntriesDrawn - 1), QLocale().toString(2506)));
    // (this test loads no translation: English plural forms read "state(s)")
    const QString folded = panel.breakdownChart()->entries().last().state;
    QVERIFY2(folded.startsWith(QStringLiteral("%1 more state").arg(QLocale().toString(2506 - 23))),
        qPrintable(folded));
    panel.setRecord(parseRecord(test::fixtureBytes(), QStringLiteral("fixture")).record);
    QCOMPARE(box->title(), QStringLiteral("Resolution breakdown"));
}

void TestMainWindow::chartSegmentFilters()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    auto *chart = view->summaryPanel()->breakdownChart();
    QVERIFY(chart);
    QTRY_VERIFY(chart->isVisible() && chart->width() > 0);
    const QRect segment = chart->segmentRect(QStringLiteral("verified_fuzzy"));
    QVERIFY(!segment.isEmpty());
    QTest::mouseClick(chart, Qt::LeftButton, {}, segment.center());
    QTRY_COMPARE(view->shownCount(), 11);
    QCOMPARE(view->query(), QStringLiteral("status:verified_fuzzy"));
    // A second state replaces the first rather than adding to it.
    QTest::mouseClick(
        chart, Qt::LeftButton, {}, chart->segmentRect(QStringLiteral("unresolved")).center());
    QTRY_COMPARE(view->shownCount(), 10);
    QCOMPARE(view->query(), QStringLiteral("status:unresolved"));
}

void TestMainWindow::detailPaneUsesOfficialWording()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    view->selectProxyRow(0); // sorted by reference index: reference 1
    const QString text = view->detailPane()->text();
    QVERIFY2(
        text.contains(QStringLiteral(
            "This paper cites Helix Parallelism: Rethinking Sharding Strategies for Interactive "
            "Multi-Million-Token LLM Decoding.")),
        qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Reference 1")));
    QVERIFY(text.contains(QStringLiteral(
        "Resolution: unresolved; no resolver link, observed 2026-08-05T13:52:28.348753Z")));
    QVERIFY(text.contains(QStringLiteral("Unavailable: canonical work link unavailable.")));
    QVERIFY(text.contains(QStringLiteral("The observation digest verifies.")));
    QVERIFY(text.contains(QStringLiteral("24514ff3-c30a-4254-a4ec-ed5a690fdb0a")));
    QVERIFY(text.contains(QStringLiteral("/paper/2507.07120")));
    const QString json = view->detailPane()->rawJson();
    QVERIFY2(json.contains(QStringLiteral(
                 "\n  \"observation_digest\": "
                 "\"sha256:1faa0ae42a1040d4b49db05168c38bc19baed48d0c32aabe759f1dc1a5c9ff48\"")),
        qPrintable(json));
    // Pretty-printing changes only whitespace.
    QCOMPARE(QJsonDocument::fromJson(json.toUtf8()),
        QJsonDocument::fromJson(view->record()->outbound.at(0).rawJsonBytes()));
    QVERIFY(json.count(u'\n') > 20);
    auto *openCited = view->findChild<QPushButton *>(QStringLiteral("openCitedButton"));
    QVERIFY(openCited && openCited->isEnabled());

    // A verified row with a resolver.
    view->selectProxyRow(1);
    QVERIFY(view->detailPane()->text().contains(
        QStringLiteral("Resolution: verified fuzzy; raw_fallback, observed")));
}

// The window keeps of each row the table's fields (a record of 120,000 rows took three times its
// size in memory with every field of every row); the detail pane reads the rest from the
// record's bytes when it shows a row: the cited work's id, venue and times, the links, the
// notice's receipts and text, unknown keys, here from a pretty-printed file with an unknown key.
void TestMainWindow::detailPaneReadsWhatTheRowsDoNotHold()
{
    const QByteArray compact = test::mutatedFixture([](QJsonObject &root) {
        QJsonArray out = root[QStringLiteral("outbound")].toArray();
        QJsonObject o = out.at(0).toObject();
        o[QStringLiteral("x_probe")] = QStringLiteral("kept for the pane");
        QJsonObject notice = o[QStringLiteral("standing_notice")].toObject();
        notice[QStringLiteral("observation")]
            = QStringLiteral("Nothing found in the named sources.");
        notice[QStringLiteral("source_receipts")] = QJsonArray { QJsonObject {
            { QStringLiteral("source"), QStringLiteral("crossref") },
            { QStringLiteral("observed_at"), QStringLiteral("2026-05-23T19:37:37.031011Z") } } };
        o[QStringLiteral("standing_notice")] = notice;
        QJsonObject citation = o[QStringLiteral("citation")].toObject();
        QJsonObject work = citation[QStringLiteral("cited_work")].toObject();
        work[QStringLiteral("work_id")] = QStringLiteral("work-id-for-the-pane");
        work[QStringLiteral("venue")] = QStringLiteral("Venue for the pane");
        citation[QStringLiteral("cited_work")] = work;
        citation[QStringLiteral("source_observed_at")] = QStringLiteral("2026-01-02T03:04:05Z");
        o[QStringLiteral("citation")] = citation;
        out[0] = o;
        root[QStringLiteral("outbound")] = out;
    });
    const QString path = writeFile(m_dir, QStringLiteral("pretty.json"),
        QJsonDocument::fromJson(compact).toJson(QJsonDocument::Indented));
    m_window->openFiles({ path });
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->currentView(), kWait);
    RecordView *view = m_window->currentView();
    view->setQuery(QString());
    view->selectProxyRow(0); // sorted by reference index: reference 1

    // what the window holds of the row
    const Observation &row = view->record()->outbound.at(0);
    QCOMPARE(row.citation.referenceIndex, 1);
    QVERIFY(!row.allDetails);
    QVERIFY(row.citation.citedWork && row.citation.citedWork->workId.isEmpty());
    QVERIFY(row.citation.citedWork->venue.isEmpty());
    QVERIFY(row.citation.sourceObservedAt.isEmpty());
    QVERIFY(row.notice.receipts.isEmpty());
    QVERIFY(row.notice.observation.isEmpty());
    QVERIFY(row.unknownKeys.isEmpty());
    QVERIFY(row.citedPaperLink.isEmpty());

    // what the pane shows of it
    const QString text = view->detailPane()->text();
    for (const char *shown : { "work-id-for-the-pane", "Venue for the pane", "2026-01-02T03:04:05Z",
             "/paper/2507.07120", "Nothing found in the named sources.", "crossref",
             "2026-05-23T19:37:37.031011Z", "/outbound/0/x_probe", "kept for the pane" })
        QVERIFY2(text.contains(QLatin1String(shown)), shown);
    QVERIFY(view->detailPane()->rawJson().contains(QStringLiteral("\"x_probe\"")));
    auto *openCited = view->findChild<QPushButton *>(QStringLiteral("openCitedButton"));
    QVERIFY(openCited && openCited->isEnabled());
    QSignalSpy spy(view, &RecordView::openPaperRequested);
    QTest::keyClick(view->table(), Qt::Key_Return); // follows the link the row does not hold
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("2507.07120"));
}

// A file over a megabyte is not kept in memory: the pane reads a row's bytes again from the
// file when it shows the row. Rewritten in place since, the file is not read as if it were the
// record: the pane says why, and copies only what the table holds.
void TestMainWindow::detailPaneSaysWhenTheFileChanged()
{
    const QByteArray bytes = test::consistentFixture([](QJsonObject &root) {
        test::editOutbound(root, 20,
            [](QJsonObject &o) { o[QStringLiteral("curator_note")] = QString(2 << 20, u'x'); });
    });
    const QString path = writeFile(m_dir, QStringLiteral("big.json"), bytes);
    QVERIFY(bytes.size() > (1 << 20));
    m_window->openFiles({ path });
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->currentView(), kWait);
    RecordView *view = m_window->currentView();
    QVERIFY(view->record()->sourceFile && view->record()->input.isEmpty());
    view->setQuery(QString());
    view->selectProxyRow(0);
    QVERIFY(view->detailPane()->text().contains(QStringLiteral("/paper/2507.07120")));
    const auto button = [view](const char *label) {
        for (QPushButton *b : view->findChildren<QPushButton *>())
            if (b->text() == QLatin1String(label))
                return b;
        return static_cast<QPushButton *>(nullptr);
    };
    QVERIFY(button("Copy JSON") && button("Copy JSON")->isEnabled());

    // one byte of the first row's title, written in place
    const Observation &row = view->record()->outbound.at(0);
    const qsizetype at = bytes.indexOf("\"title\":\"", row.rawOffset) + 9;
    QVERIFY(at > row.rawOffset && at < row.rawOffset + row.rawLength);
    QThread::msleep(20); // past the file system clock's tick
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite) && f.seek(at) && f.write("Q", 1) == 1);
    f.close();

    view->selectProxyRow(1);
    view->selectProxyRow(0);
    const QString text = view->detailPane()->text();
    QVERIFY2(
        text.contains(QStringLiteral("This observation's details cannot be shown: the record's "
                                     "file changed on disk since it was opened")),
        qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("/paper/2507.07120")));
    QVERIFY(view->detailPane()->rawJson().contains(QStringLiteral("cannot be shown")));
    QVERIFY(!button("Copy JSON")->isEnabled() && !button("Copy Text")->isEnabled());
    QVERIFY(button("Copy ID")->isEnabled() && button("Copy Digest")->isEnabled());
}

void TestMainWindow::nonFollowableReferenceSaysSo()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    view->selectProxyRow(1); // reference 2 has no cited_paper link
    auto *openCited = view->findChild<QPushButton *>(QStringLiteral("openCitedButton"));
    auto *note = view->findChild<QLabel *>(QStringLiteral("followNote"));
    QVERIFY(openCited && note);
    QVERIFY(!openCited->isEnabled());
    QVERIFY(!note->isHidden());
    QVERIFY(note->text().contains(QStringLiteral("cannot be followed")));
}

void TestMainWindow::inboundRowsLeadToTheCitingPaper()
{
    const QString path = writeFile(
        m_dir, QStringLiteral("inbound.json"), test::mutatedFixture([](QJsonObject &root) {
            QJsonObject o = root[QStringLiteral("outbound")].toArray().at(1).toObject();
            o[QStringLiteral("links")] = QJsonObject { { QStringLiteral("citing_paper"),
                QStringLiteral("/paper/2412.16432") } };
            root[QStringLiteral("inbound")] = QJsonArray { o };
        }));
    m_window->openFiles({ path });
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->currentView(), kWait);
    RecordView *view = m_window->currentView();
    view->setQuery(QStringLiteral("direction:inbound"));
    QCOMPARE(view->shownCount(), 1);
    view->selectProxyRow(0);
    QVERIFY2(
        view->detailPane()->text().contains(QStringLiteral(
            "Learning to Shard: RL for Co-optimizing the Parallelism Degrees "
            "and Per-operator Sharding Dimensions in Distributed LLM Inference cites this paper.")),
        qPrintable(view->detailPane()->text()));
    auto *openCiting = view->findChild<QPushButton *>(QStringLiteral("openCitingButton"));
    auto *openCited = view->findChild<QPushButton *>(QStringLiteral("openCitedButton"));
    QVERIFY(openCiting && openCited);
    QVERIFY(!openCiting->isHidden() && openCiting->isEnabled());
    QVERIFY(openCited->isHidden());
    QSignalSpy spy(view, &RecordView::openPaperRequested);
    QTest::keyClick(view->table(), Qt::Key_Return);
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("2412.16432"));
    QCOMPARE(spy.at(0).at(1).toBool(), false);
    QTest::mouseClick(openCiting, Qt::LeftButton, Qt::ControlModifier);
    QCOMPARE(spy.size(), 2);
    QCOMPARE(spy.at(1).at(0).toString(), QStringLiteral("2412.16432"));
}

void TestMainWindow::brokenFileKeepsWhatWasOpen()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    const RecordPtr before = view->record();
    QByteArray broken = test::fixtureBytes();
    broken.truncate(5000);
    const QString path = writeFile(m_dir, QStringLiteral("broken.json"), broken);
    m_window->openFiles({ path });
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), kWait);
    const QString error = m_window->errorText();
    QVERIFY2(error.contains(path + u':'), qPrintable(error));
    QVERIFY2(
        QRegularExpression(QStringLiteral("broken\\.json:\\d+:\\d+: ")).match(error).hasMatch(),
        qPrintable(error));
    QCOMPARE(m_window->views().size(), 1);
    QCOMPARE(m_window->currentView(), view);
    QCOMPARE(view->record(), before);
    QCOMPARE(view->shownCount(), 21);

    // A shape error names its JSON pointer; a directory says so.
    const QString shape = writeFile(
        m_dir, QStringLiteral("shape.json"), test::mutatedFixture([](QJsonObject &root) {
            test::editOutbound(
                root, 3, [](QJsonObject &o) { o[QStringLiteral("resolution")] = 7; });
        }));
    m_window->openFiles({ shape });
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), kWait);
    QVERIFY2(m_window->errorText().contains(QStringLiteral("/outbound/3/resolution")),
        qPrintable(m_window->errorText()));
    // A folder is no broken record: it opens as a library in a tab of its own (issue 20), and
    // the record tabs stay as they were.
    m_window->openFiles({ m_dir.path() });
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), kWait);
    auto *library = m_window->findChild<LibraryTab *>(QStringLiteral("libraryTab"));
    QVERIFY(library);
    QCOMPARE(QDir(library->location()), QDir(m_dir.path()));
    QCOMPARE(m_window->views().size(), 1);
    QCOMPARE(view->record(), before);
    auto *tabs = m_window->findChild<QTabWidget *>();
    emit tabs->tabCloseRequested(tabs->indexOf(library));
    QTRY_VERIFY(!m_window->findChild<LibraryTab *>(QStringLiteral("libraryTab")));
    QCOMPARE(m_window->currentView(), view);

    // Reloading a file that broke in the meantime keeps the tab's record too.
    const QString changing
        = writeFile(m_dir, QStringLiteral("changing.json"), test::fixtureBytes());
    m_window->openFiles({ changing });
    QTRY_COMPARE_WITH_TIMEOUT(m_window->views().size(), 2, kWait);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), kWait);
    RecordView *second = m_window->currentView();
    const RecordPtr secondRecord = second->record();
    writeFile(m_dir, QStringLiteral("changing.json"), broken);
    m_window->findChild<QAction *>(QStringLiteral("actionReload"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && !m_window->errorText().isEmpty(), kWait);
    QCOMPARE(second->record(), secondRecord);
}

// Opening several files of which some fail: every failure stays in the error bar after the good
// ones opened (a later success used to wipe it), until that file opens or the bar is dismissed.
void TestMainWindow::everyFailedOpenStaysSaid()
{
    QByteArray broken = test::fixtureBytes();
    broken.truncate(5000);
    const QString first = writeFile(m_dir, QStringLiteral("first-broken.json"), broken);
    const QString second = writeFile(m_dir, QStringLiteral("second-broken.json"), "{\"a\": nul}");
    const QString good = writeFile(m_dir, QStringLiteral("good.json"), test::fixtureBytes());
    m_window->openFiles({ first, good, second });
    QTRY_COMPARE_WITH_TIMEOUT(m_window->views().size(), 1, kWait);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), kWait);
    QString error = m_window->errorText();
    QVERIFY2(error.contains(first + u':') && error.contains(second + u':'), qPrintable(error));

    // The first file repaired and opened: its message goes, the other's stays.
    writeFile(m_dir, QStringLiteral("first-broken.json"), test::fixtureBytes());
    m_window->openFiles({ first });
    QTRY_COMPARE_WITH_TIMEOUT(m_window->views().size(), 2, kWait);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), kWait);
    error = m_window->errorText();
    QVERIFY2(!error.contains(first + u':') && error.contains(second + u':'), qPrintable(error));

    // Dismissed, the bar is empty.
    auto *bar = m_window->findChild<QWidget *>(QStringLiteral("errorBar"));
    QVERIFY(bar);
    auto *dismiss = bar->findChild<QToolButton *>();
    QVERIFY(dismiss);
    dismiss->click();
    QVERIFY(m_window->errorText().isEmpty());
}

void TestMainWindow::dropOpensFiles()
{
    const QString path = writeFile(m_dir, QStringLiteral("dropped.json"), test::fixtureBytes());
    QMimeData mime;
    mime.setUrls({ QUrl::fromLocalFile(path) });
    const QPoint pos = m_window->rect().center();
    QDragEnterEvent enter(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(pos), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window.get(), &drop);
    QTRY_COMPARE_WITH_TIMEOUT(m_window->views().size(), 1, kWait);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), kWait);
    QCOMPARE(m_window->currentView()->source().location, path);
    QCOMPARE(m_window->currentView()->shownCount(), 21);

    // Non-file URLs are not accepted.
    QMimeData web;
    web.setUrls({ QUrl(QStringLiteral("https://example.org/x.json")) });
    QDragEnterEvent refused(pos, Qt::CopyAction, &web, Qt::LeftButton, Qt::NoModifier);
    refused.setAccepted(false);
    QCoreApplication::sendEvent(m_window.get(), &refused);
    QVERIFY(!refused.isAccepted());
}

void TestMainWindow::copyPutsTsvOnClipboard()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    QGuiApplication::clipboard()->clear();
    view->table()->setFocus();
    view->table()->selectionModel()->select(
        QItemSelection(view->proxy()->index(0, 0), view->proxy()->index(1, 0)),
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_window->findChild<QAction *>(QStringLiteral("actionCopy"))->trigger();
    const QString text = QGuiApplication::clipboard()->text();
    const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    // The Notice column sits left of the title by default (standing notices are not off-screen).
    QVERIFY2(lines.at(0).startsWith(QStringLiteral(
                 "Direction\tRef.\tNotice\tTitle\tarXiv\tDOI\tYear\tStatus\tReview")),
        qPrintable(lines.at(0)));
    QVERIFY2(lines.at(1).startsWith(QStringLiteral("outbound\t1\tunavailable\tHelix Parallelism")),
        qPrintable(lines.at(1)));
    QVERIFY(lines.at(1).contains(QStringLiteral("\t2507.07120\t")));
    QVERIFY(lines.at(2).startsWith(QStringLiteral("outbound\t2\t")));
    // the shown columns (Observed and Events are hidden until the header's menu shows them; the
    // Review column is empty without a decision)
    QCOMPARE(lines.at(1).count(u'\t'), 10);
    QVERIFY(!lines.at(0).contains(QStringLiteral("Observed")));
}

void TestMainWindow::nextUnresolvedSkipsVerified()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    QAction *next = m_window->findChild<QAction *>(QStringLiteral("actionNextUnresolved"));
    QAction *prev = m_window->findChild<QAction *>(QStringLiteral("actionPreviousUnresolved"));
    QVERIFY(next && prev);
    QCOMPARE(next->shortcut(), QKeySequence(Qt::Key_F3));
    auto currentRef = [view] {
        const QModelIndex i = view->table()->currentIndex();
        return view->shownObservations().value(i.row()).citation.referenceIndex.value_or(-1);
    };
    QCOMPARE(currentRef(), 1); // a newly opened record selects its first row
    next->trigger();
    QCOMPARE(currentRef(), 3); // reference 2 is verified fuzzy
    next->trigger();
    QCOMPARE(currentRef(), 4);
    prev->trigger();
    QCOMPARE(currentRef(), 3);
    prev->trigger();
    QCOMPARE(currentRef(), 1);
    prev->trigger();
    QCOMPARE(currentRef(), 21); // wraps around
    // Only shown rows count: with verified rows filtered out nothing is left to find.
    view->setQuery(QStringLiteral("status:verified_fuzzy"));
    view->table()->setCurrentIndex(view->proxy()->index(0, 0));
    next->trigger();
    QCOMPARE(view->detailPane()->text().contains(QStringLiteral("verified fuzzy")), true);
}

void TestMainWindow::reloadKeepsTheQuery()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    view->setQuery(QStringLiteral("status:unresolved"));
    QCOMPARE(view->shownCount(), 10);
    const RecordPtr before = view->record();
    m_window->reloadCurrent();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && view->record() != before, kWait);
    QCOMPARE(view->query(), QStringLiteral("status:unresolved"));
    QCOMPARE(view->shownCount(), 10);
    QCOMPARE(m_window->views().size(), 1);
}

void TestMainWindow::hostileTextStaysLiteral()
{
    const QString hostileTitle
        = QStringLiteral("<b>Bold</b> & <img src=\"file:///etc/passwd\"> [*]");
    const QString hostileCited
        = QStringLiteral("<i>cited</i><a href=\"https://evil.example\">x</a>");
    const QString path = writeFile(
        m_dir, QStringLiteral("hostile.json"), test::mutatedFixture([&](QJsonObject &root) {
            root[QStringLiteral("paper")]
                = test::withChild(root, QStringLiteral("paper"), [&](QJsonObject &p) {
                      p[QStringLiteral("title")] = hostileTitle;
                  })[QStringLiteral("paper")];
            test::editOutbound(root, 0, [&](QJsonObject &o) {
                QJsonObject citation = o[QStringLiteral("citation")].toObject();
                QJsonObject cited = citation[QStringLiteral("cited_paper")].toObject();
                cited[QStringLiteral("title")] = hostileCited;
                citation[QStringLiteral("cited_paper")] = cited;
                o[QStringLiteral("citation")] = citation;
            });
        }));
    m_window->openFiles({ path });
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->currentView(), kWait);
    RecordView *view = m_window->currentView();
    QCOMPARE(view->record()->paper.title, hostileTitle);

    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("recordTabs"));
    // The tab shows the title as written ('&' doubled so it is not a mnemonic).
    QCOMPARE(tabs->tabText(0), plain::mnemonicSafe(plain::elided(hostileTitle, 40)));
    QVERIFY(tabs->tabToolTip(0).contains(QStringLiteral("&lt;b&gt;Bold&lt;/b&gt;")));
    QVERIFY(!tabs->tabToolTip(0).contains(QStringLiteral("<b>")));
    QVERIFY2(m_window->windowTitle().contains(
                 QStringLiteral("<b>Bold</b> & <img src=\"file:///etc/passwd\">")),
        qPrintable(m_window->windowTitle()));

    auto *titleLabel = view->header()->findChild<QLabel *>(QStringLiteral("titleLabel"));
    QVERIFY(titleLabel);
    QCOMPARE(titleLabel->textFormat(), Qt::PlainText);
    QCOMPARE(titleLabel->text(), hostileTitle);

    // Table cell: the display text is the title itself.
    view->setQuery(QStringLiteral("ref:1"));
    QCOMPARE(view->shownCount(), 1);
    QCOMPARE(view->proxy()->index(0, 2).data().toString(), hostileCited);
    view->selectProxyRow(0);
    // The detail pane's visible text holds the tags as characters: nothing was interpreted.
    const QString detail = view->detailPane()->text();
    QVERIFY2(detail.contains(QStringLiteral("This paper cites ") + hostileCited + u'.'),
        qPrintable(detail));
    auto *browser = view->findChild<QTextBrowser *>(QStringLiteral("detailText"));
    QVERIFY(!browser->toHtml().contains(QStringLiteral("evil.example\">")));
    QVERIFY(!browser->openLinks());
}

// A 1 MB title without a space froze the window for over 40 s and a 512 K-character one took
// the PDF 23 s (text layout is quadratic in the length of a word): what is laid out is cut, what
// is copied stays whole. Finishing inside the test's timeout is the check on time.
void TestMainWindow::longUnbrokenTitlesAreCutForLayout()
{
    const QString paperTitle = QString(1 << 20, u'P');
    const QString citedTitle = QString(512 * 1024, u'C') + QStringLiteral("END");
    const QString path = writeFile(
        m_dir, QStringLiteral("long-titles.json"), test::mutatedFixture([&](QJsonObject &root) {
            root[QStringLiteral("paper")]
                = test::withChild(root, QStringLiteral("paper"), [&](QJsonObject &p) {
                      p[QStringLiteral("title")] = paperTitle;
                  })[QStringLiteral("paper")];
            test::editOutbound(root, 0, [&](QJsonObject &o) {
                QJsonObject citation = o[QStringLiteral("citation")].toObject();
                QJsonObject cited = citation[QStringLiteral("cited_paper")].toObject();
                cited[QStringLiteral("title")] = citedTitle;
                citation[QStringLiteral("cited_paper")] = cited;
                o[QStringLiteral("citation")] = citation;
            });
        }));
    m_window->openFiles({ path });
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->currentView(), kWait);
    RecordView *view = m_window->currentView();
    QCOMPARE(view->record()->paper.title, paperTitle);
    const QString ellipsis(QChar(0x2026));

    // The header: cut, with an ellipsis; the window paints.
    auto *titleLabel = view->header()->findChild<QLabel *>(QStringLiteral("titleLabel"));
    QVERIFY(titleLabel);
    QCOMPARE(titleLabel->text(), paperTitle.left(kDisplayTextMax) + ellipsis);
    // and the cut word does not widen the window (it made it 25,110 pixels wide)
    QVERIFY2(m_window->minimumSizeHint().width() < 2000,
        qPrintable(QString::number(m_window->minimumSizeHint().width())));

    // The table cell and its tooltip.
    view->setQuery(QStringLiteral("ref:1"));
    QCOMPARE(view->shownCount(), 1);
    const QModelIndex cell = view->proxy()->index(0, ObservationModel::Title);
    QCOMPARE(cell.data().toString(), citedTitle.left(kDisplayTextMax) + ellipsis);
    QCOMPARE(cell.data(ObservationModel::FullTextRole).toString(), citedTitle);
    QVERIFY(!m_window->grab().isNull());
    QTableView *table = view->table();
    table->scrollTo(table->model()->index(
        0, table->model()->columnCount() > ObservationModel::Title ? ObservationModel::Title : 0));
    const QRect rect = table->visualRect(table->model()->index(0, ObservationModel::Title));
    QVERIFY(rect.isValid());
    QHelpEvent help(QEvent::ToolTip, rect.center(), table->viewport()->mapToGlobal(rect.center()));
    QApplication::sendEvent(table->viewport(), &help);
    QTRY_VERIFY_WITH_TIMEOUT(QToolTip::isVisible(), kWait);
    QVERIFY(QToolTip::text().contains(citedTitle.left(kDisplayTextMax) + ellipsis));
    QVERIFY(!QToolTip::text().contains(QStringLiteral("END")));
    QToolTip::hideText();

    // The detail pane shows it cut; its copy and the table's copy keep it whole.
    view->selectProxyRow(0);
    QVERIFY(!m_window->grab().isNull());
    const QString detail = view->detailPane()->text();
    QVERIFY(detail.contains(citedTitle.left(kDisplayTextMax) + ellipsis));
    QVERIFY(!detail.contains(QStringLiteral("END")));
    QGuiApplication::clipboard()->clear();
    view->table()->setFocus();
    m_window->findChild<QAction *>(QStringLiteral("actionCopy"))->trigger();
    QVERIFY(QGuiApplication::clipboard()->text().contains(u'\t' + citedTitle + u'\t'));

    // The PDF and the printer (what Print Preview draws on) of every row.
    const ReportInput input = ReportInput::allOf(view->record(), path);
    QBuffer pdf;
    QVERIFY(pdf.open(QIODevice::WriteOnly));
    QString error;
    QVERIFY2(writePdf(&pdf, input, &error), qPrintable(error));
    QVERIFY(pdf.data().startsWith("%PDF"));
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(m_dir.filePath(QStringLiteral("long-titles-printed.pdf")));
    QVERIFY2(renderOnPrinter(&printer, input, &error), qPrintable(error));
    QVERIFY(QFileInfo(printer.outputFileName()).size() > 0);
}

void TestMainWindow::sampleRecordFromStartPage()
{
    auto *button = m_window->findChild<QPushButton *>(QStringLiteral("openSampleButton"));
    QVERIFY(button && button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->currentView(), kWait);
    RecordView *view = m_window->currentView();
    QCOMPARE(view->record()->paper.arxivId, QStringLiteral("2509.00217"));
    QCOMPARE(view->shownCount(), 21);
    // Closing the last tab brings the start page back.
    m_window->findChild<QAction *>(QStringLiteral("actionCloseTab"))->trigger();
    QCOMPARE(m_window->views().size(), 0);
    QTRY_VERIFY(button->isVisible());
}

void TestMainWindow::locationBarRefusesNonsense()
{
    QNetworkAccessManager nam;
    net::Fetcher fetcher(&nam);
    m_window->setFetcher(&fetcher);
    auto *location = m_window->findChild<QLineEdit *>(QStringLiteral("locationBar"));
    QVERIFY(location);
    m_window->findChild<QAction *>(QStringLiteral("actionOpenLocation"))->trigger();
    QTRY_VERIFY(location->hasFocus());
    QTest::keyClicks(location, QStringLiteral("not an id"));
    QTest::keyClick(location, Qt::Key_Return);
    QTRY_VERIFY(!m_window->errorText().isEmpty());
    QVERIFY2(m_window->errorText().contains(QStringLiteral("not an id")),
        qPrintable(m_window->errorText()));
    QCOMPARE(m_window->views().size(), 0);
    m_window->setFetcher(nullptr);
}

void TestMainWindow::historyBackAndForward()
{
    test::TestServer server;
    QVERIFY2(server.listenHttp(), qPrintable(server.errorString()));
    const QByteArray edited = test::mutatedFixture([](QJsonObject &root) {
        root[QStringLiteral("paper")] = test::withChild(
            root, QStringLiteral("paper"), [](QJsonObject &p) {
                p[QStringLiteral("arxiv_id")] = QStringLiteral("2507.07120");
                p[QStringLiteral("title")] = QStringLiteral("Helix Parallelism (the cited record)");
            })[QStringLiteral("paper")];
    });
    // The context digest covers the whole record: resealed, this is a valid record of 2507.07120,
    // the only kind the cache keeps.
    QJsonObject sealed = QJsonDocument::fromJson(edited).object();
    sealed[QStringLiteral("context_digest")]
        = parseRecord(edited, QStringLiteral("cited")).record->computedContextDigest;
    const QByteArray cited = QJsonDocument(sealed).toJson(QJsonDocument::Compact);
    server.setRoute("/paper/2507.07120/citation-record.json", test::ScriptedResponse::ok(cited));
    server.setRoute("/paper/2412.16432/citation-record.json",
        test::ScriptedResponse::withStatus(404, "no such record"));

    QTemporaryDir cacheDir;
    QNetworkAccessManager nam;
    net::RecordCache cache(cacheDir.path());
    net::Fetcher fetcher(&nam);
    fetcher.setCache(&cache);
    m_window->setFetcher(&fetcher);
    m_window->setBaseUrlOverride(server.baseUrl());

    RecordView *view = openFixture();
    QVERIFY(view);
    QAction *back = m_window->findChild<QAction *>(QStringLiteral("actionBack"));
    QAction *forward = m_window->findChild<QAction *>(QStringLiteral("actionForward"));
    QCOMPARE(back->shortcut(), QKeySequence(QKeySequence::Back));
    QVERIFY(!back->isEnabled());

    view->setQuery(QStringLiteral("status:unresolved"));
    view->selectProxyRow(0); // reference 1 links to /paper/2507.07120
    QTest::mouseClick(
        view->findChild<QPushButton *>(QStringLiteral("openCitedButton")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->isIdle() && view->record()->paper.arxivId == u"2507.07120", kWait);
    QCOMPARE(m_window->views().size(), 1); // followed in the same tab
    QCOMPARE(view->title(), QStringLiteral("Helix Parallelism (the cited record)"));
    QCOMPARE(view->source().kind, RecordSource::Kind::Fetched);
    QCOMPARE(server.requestCount(), 1);
    QVERIFY(back->isEnabled());
    QVERIFY(!forward->isEnabled());

    back->trigger();
    QCOMPARE(view->record()->paper.arxivId, QStringLiteral("2509.00217"));
    QCOMPARE(view->query(), QStringLiteral("status:unresolved")); // the query it had
    QVERIFY(forward->isEnabled());
    QVERIFY(!back->isEnabled());
    forward->trigger();
    QCOMPARE(view->record()->paper.arxivId, QStringLiteral("2507.07120"));
    QVERIFY(back->isEnabled());
    QCOMPARE(server.requestCount(), 1); // history is kept in memory

    // Open in a new tab from the context of the first record.
    back->trigger();
    view->selectProxyRow(0);
    m_window->openPaper(QStringLiteral("2507.07120"), true);
    QTRY_COMPARE_WITH_TIMEOUT(m_window->views().size(), 2, kWait);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), kWait);
    QCOMPARE(m_window->currentView()->record()->paper.arxivId, QStringLiteral("2507.07120"));
    QCOMPARE(view->record()->paper.arxivId, QStringLiteral("2509.00217"));

    // A record the server does not have: a message, and the tab stays where it was.
    m_window->openPaper(QStringLiteral("2412.16432"), false);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && !m_window->errorText().isEmpty(), kWait);
    QCOMPARE(m_window->currentView()->record()->paper.arxivId, QStringLiteral("2507.07120"));

    // The server goes away: the cached copy opens, with a visible note.
    server.close();
    m_window->reloadCurrent();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), kWait);
    RecordView *tab = m_window->currentView();
    QVERIFY(tab->source().fromCache);
    auto *note = tab->findChild<QLabel *>(QStringLiteral("cacheNote"));
    QVERIFY(note && !note->isHidden());
    QVERIFY2(
        note->text().startsWith(QStringLiteral("Cached copy, fetched ")), qPrintable(note->text()));
    // said once, with one date format (the locale's), and why the network was not used
    QCOMPARE(note->text().count(QStringLiteral("cached copy"), Qt::CaseInsensitive), 1);
    QVERIFY2(!note->text().contains(QStringLiteral("UTC")), qPrintable(note->text()));
    QVERIFY2(note->text().contains(QStringLiteral("The network could not be used: ")),
        qPrintable(note->text()));
    m_window->setFetcher(nullptr);
}

void TestMainWindow::exportTheShownRows()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    view->setQuery(QStringLiteral("status:unresolved"));
    QCOMPARE(view->shownCount(), 10);
    QAction *exportAction = m_window->findChild<QAction *>(QStringLiteral("actionExport"));
    QCOMPARE(exportAction->shortcut(), QKeySequence(QStringLiteral("Ctrl+E")));
    exportAction->trigger();
    ExportDialog *dialog = nullptr;
    QTRY_VERIFY(
        (dialog = m_window->findChild<ExportDialog *>(QStringLiteral("exportDialog"))) != nullptr);
    auto *queryLabel = dialog->findChild<QLabel *>(QStringLiteral("queryLabel"));
    QVERIFY(queryLabel && queryLabel->text().contains(QStringLiteral("status:unresolved")));
    const QString out = m_dir.filePath(QStringLiteral("shown.csv"));
    dialog->setFormat(ExportFormat::Csv);
    dialog->setDestination(out);
    QVERIFY2(dialog->runExport(), qPrintable(dialog->lastError()));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 11); // a header and the 10 shown rows
    QVERIFY(lines.at(0).startsWith("direction,reference_index"));
    for (int i = 1; i < lines.size(); ++i)
        QVERIFY2(lines.at(i).contains(",unresolved,"), lines.at(i).constData());
    dialog->close();
}

void TestMainWindow::webPageOpensInBrowser()
{
    QDesktopServices::setUrlHandler(QStringLiteral("https"), this, "captureUrl");
    m_openedUrls.clear();
    RecordView *view = openFixture();
    QVERIFY(view);
    m_window->findChild<QAction *>(QStringLiteral("actionOpenWebPage"))->trigger();
    QDesktopServices::unsetUrlHandler(QStringLiteral("https"));
    QCOMPARE(m_openedUrls.size(), 1);
    QCOMPARE(m_openedUrls.first(), QUrl(QStringLiteral("https://pith.science/paper/2509.00217")));
}

// A base URL of smb: or file: (or one with a password) is refused for fetching, so it
// must not be handed to the desktop either, and the error bar never shows the password.
void TestMainWindow::webPageNeverOpensANonHttpBase()
{
    const QStringList schemes { QStringLiteral("smb"), QStringLiteral("file"),
        QStringLiteral("https") };
    for (const QString &scheme : schemes)
        QDesktopServices::setUrlHandler(scheme, this, "captureUrl");
    RecordView *view = openFixture();
    QVERIFY(view);
    for (const char *base : { "smb://alice:s3cr3t@fileserver/share", "file://fileserver/etc",
             "https://alice:s3cr3t@pith.science" }) {
        m_openedUrls.clear();
        m_window->findChild<QFrame *>(QStringLiteral("errorBar"))->hide();
        m_settings->setBaseUrl(QUrl(QString::fromLatin1(base)));
        m_window->findChild<QAction *>(QStringLiteral("actionOpenWebPage"))->trigger();
        QVERIFY2(m_openedUrls.isEmpty(), base);
        const QString shown = m_window->findChild<QLabel *>(QStringLiteral("errorLabel"))->text();
        QVERIFY2(m_window->findChild<QFrame *>(QStringLiteral("errorBar"))->isVisible(), base);
        QVERIFY2(shown.contains(QStringLiteral("base URL")), qPrintable(shown));
        QVERIFY2(
            !shown.contains(QStringLiteral("s3cr3t")) && !shown.contains(QStringLiteral("alice")),
            qPrintable(shown));
    }
    for (const QString &scheme : schemes)
        QDesktopServices::unsetUrlHandler(scheme);
}

void TestMainWindow::preferencesRefuseABaseWithAPassword()
{
    PreferencesDialog dialog(m_settings.get(), {}, m_window.get());
    auto *edit = dialog.findChild<QLineEdit *>(QStringLiteral("baseUrlEdit"));
    QVERIFY(edit);
    edit->setText(QStringLiteral("https://alice:s3cr3t@mirror.example"));
    QVERIFY(!dialog.apply());
    QCOMPARE(m_settings->baseUrl(), Settings::defaultBaseUrl()); // nothing stored
    bool named = false;
    for (const QLabel *label : dialog.findChildren<QLabel *>()) {
        QVERIFY2(!label->text().contains(QStringLiteral("s3cr3t")), qPrintable(label->text()));
        named = named
            || (label->text().contains(QStringLiteral("mirror.example"))
                && label->text().contains(QStringLiteral("user name")));
    }
    QVERIFY2(named, "the refusal names the URL, without its credentials");
    edit->setText(QStringLiteral("https://mirror.example"));
    QVERIFY(dialog.apply());
    QCOMPARE(m_settings->baseUrl(), QUrl(QStringLiteral("https://mirror.example")));
}

void TestMainWindow::ctrlClickOpensNewTab()
{
    test::TestServer server;
    QVERIFY2(server.listenHttp(), qPrintable(server.errorString()));
    server.setRoute("/paper/2412.16432/citation-record.json",
        test::ScriptedResponse::ok(test::mutatedFixture([](QJsonObject &root) {
            root[QStringLiteral("paper")]
                = test::withChild(root, QStringLiteral("paper"), [](QJsonObject &p) {
                      p[QStringLiteral("arxiv_id")] = QStringLiteral("2412.16432");
                  })[QStringLiteral("paper")];
        })));
    QTemporaryDir cacheDir;
    QNetworkAccessManager nam;
    net::RecordCache cache(cacheDir.path());
    net::Fetcher fetcher(&nam);
    fetcher.setCache(&cache);
    m_window->setFetcher(&fetcher);
    m_window->setBaseUrlOverride(server.baseUrl());
    RecordView *view = openFixture();
    QVERIFY(view);
    // Reference 3 cites arXiv:2412.16432; Ctrl+click on its arXiv cell.
    const QModelIndex cell = view->proxy()->index(2, 3);
    QCOMPARE(cell.data().toString(), QStringLiteral("2412.16432"));
    QTest::mouseClick(view->table()->viewport(), Qt::LeftButton, Qt::ControlModifier,
        view->table()->visualRect(cell).center());
    QTRY_COMPARE_WITH_TIMEOUT(m_window->views().size(), 2, kWait);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), kWait);
    QCOMPARE(m_window->currentView()->record()->paper.arxivId, QStringLiteral("2412.16432"));
    QCOMPARE(view->record()->paper.arxivId, QStringLiteral("2509.00217"));
    QVERIFY(!m_window->currentView()->canGoBack()); // a new tab starts its own history
    m_window->setFetcher(nullptr);
}

void TestMainWindow::settingsRoundTrip()
{
    const QString file = m_dir.filePath(QStringLiteral("roundtrip.ini"));
    QFile::remove(file);
    {
        Settings s(file);
        QCOMPARE(s.baseUrl(), QUrl(QStringLiteral("https://pith.science")));
        QCOMPARE(s.networkTimeoutSeconds(), 30);
        QCOMPARE(s.downloadCapBytes(), qint64(64) * 1024 * 1024);
        QVERIFY(s.recentFiles().isEmpty());
        s.setBaseUrl(QUrl(QStringLiteral("http://127.0.0.1:8080")));
        s.setLanguage(QStringLiteral("de"));
        s.setNetworkTimeoutSeconds(12);
        s.setDownloadCapBytes(1024 * 1024);
        s.setWindowGeometry(QByteArray("geometry"));
        s.setSplitterState(QStringLiteral("record/main"), QByteArray("split"));
        s.setHeaderState(QStringLiteral("record/observationTable"), QByteArray("header"));
        for (int i = 0; i < Settings::kMaxRecentFiles + 3; ++i)
            s.addRecentFile(QStringLiteral("/tmp/r%1.json").arg(i));
        s.addRecentFile(QStringLiteral("/tmp/r5.json")); // moves to the front, no duplicate
        s.sync();
    }
    Settings s(file);
    QCOMPARE(s.baseUrl(), QUrl(QStringLiteral("http://127.0.0.1:8080")));
    QCOMPARE(s.language(), QStringLiteral("de"));
    QCOMPARE(s.networkTimeoutSeconds(), 12);
    QCOMPARE(s.downloadCapBytes(), qint64(1024 * 1024));
    QVERIFY(s.windowGeometry()
                .isEmpty()); // no saveGeometry() block: ignored (tst_settings has real ones)
    QCOMPARE(s.splitterState(QStringLiteral("record/main")), QByteArray("split"));
    QCOMPARE(s.headerState(QStringLiteral("record/observationTable")), QByteArray("header"));
    const QStringList recent = s.recentFiles();
    QCOMPARE(recent.size(), Settings::kMaxRecentFiles);
    QCOMPARE(recent.first(), QStringLiteral("/tmp/r5.json"));
    QCOMPARE(recent.count(QStringLiteral("/tmp/r5.json")), 1);
    QCOMPARE(recent.at(1), QStringLiteral("/tmp/r12.json"));
    s.removeRecentFile(QStringLiteral("/tmp/r5.json"));
    QVERIFY(!s.recentFiles().contains(QStringLiteral("/tmp/r5.json")));
    s.setBaseUrl(Settings::defaultBaseUrl());
    s.setLanguage(QString());
    QCOMPARE(s.baseUrl(), Settings::defaultBaseUrl());
    QCOMPARE(s.language(), QString());
}

void TestMainWindow::layoutIsRemembered()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    QHeaderView *header = view->table()->horizontalHeader();
    header->moveSection(header->visualIndex(6), 0); // Status first
    view->table()->sortByColumn(5, Qt::DescendingOrder);
    m_window->close(); // saves geometry, splitters, header
    m_window = std::make_unique<MainWindow>(m_settings.get());
    m_window->show();
    view = openFixture();
    QVERIFY(view);
    header = view->table()->horizontalHeader();
    // widths fit each record; Title stretches, also under a state saved before it did
    QCOMPARE(header->sectionResizeMode(ObservationModel::Title), QHeaderView::Stretch);
    QCOMPARE(header->logicalIndex(0), 6);
    QCOMPARE(header->sortIndicatorSection(), 5);
    QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
}

namespace {

// The record of another paper: the fixture under another id and title, so that following a
// citation has somewhere to go.
QByteArray paperRecord(const QString &arxivId, const QString &title)
{
    return test::mutatedFixture([&](QJsonObject &root) {
        root[QStringLiteral("paper")]
            = test::withChild(root, QStringLiteral("paper"), [&](QJsonObject &p) {
                  p[QStringLiteral("arxiv_id")] = arxivId;
                  p[QStringLiteral("title")] = title;
              })[QStringLiteral("paper")];
    });
}

// The visible columns whose header text would not show in full.
QStringList clippedHeaders(QTableView *table)
{
    QStringList out;
    QHeaderView *h = table->horizontalHeader();
    for (int c = 0; c < h->count(); ++c) {
        if (h->isSectionHidden(c))
            continue;
        const int needed = h->fontMetrics().horizontalAdvance(
            table->model()->headerData(c, Qt::Horizontal).toString());
        if (h->sectionSize(c) < needed)
            out.append(table->model()->headerData(c, Qt::Horizontal).toString());
    }
    return out;
}

} // namespace

void TestMainWindow::tableFitsTheWindow()
{
    QCOMPARE(m_window->size(), QSize(1280, 820));
    RecordView *view = openFixture();
    QVERIFY(view);
    QTableView *table = view->table();
    QHeaderView *h = table->horizontalHeader();
    QTRY_VERIFY(table->isVisible() && table->viewport()->width() > 0);
    // a new tab starts at the first column, with Direction and Ref. in sight
    QCOMPARE(table->horizontalScrollBar()->value(), 0);
    QCOMPARE(h->logicalIndex(0), int(ObservationModel::Direction));
    QVERIFY(!h->isSectionHidden(ObservationModel::Direction)
        && !h->isSectionHidden(ObservationModel::ReferenceIndex));
    // every header in full, and no sideways scrolling at 1280x820
    QVERIFY2(clippedHeaders(table).isEmpty(), qPrintable(clippedHeaders(table).join(u',')));
    QCOMPARE(h->sectionResizeMode(ObservationModel::Title), QHeaderView::Stretch);
    QTRY_COMPARE(table->horizontalScrollBar()->maximum(), 0);
    // full state names ("verified fuzzy", not "verified fu...")
    const int stateWidth = table->fontMetrics().horizontalAdvance(QStringLiteral("verified fuzzy"));
    QVERIFY2(h->sectionSize(ObservationModel::Status) > stateWidth,
        qPrintable(QString::number(h->sectionSize(ObservationModel::Status))));
    // a column empty for the whole record (no DOI in the fixture) starts narrow
    QVERIFY2(h->sectionSize(ObservationModel::Doi) <= h->sectionSizeHint(ObservationModel::Doi),
        qPrintable(QString::number(h->sectionSize(ObservationModel::Doi))));

    // scrolled sideways, then a new tab: it starts at the first column again
    h->setSectionResizeMode(ObservationModel::Title, QHeaderView::Interactive);
    h->resizeSection(ObservationModel::Title, 3000);
    QTRY_VERIFY(table->horizontalScrollBar()->maximum() > 0);
    table->horizontalScrollBar()->setValue(table->horizontalScrollBar()->maximum());
    QVERIFY(table->horizontalScrollBar()->value() > 0);
    view->selectProxyRow(5);
    QVERIFY(table->horizontalScrollBar()->value() > 0); // selecting a row does not scroll sideways
    view->table()->fitColumns();
    QCOMPARE(table->horizontalScrollBar()->value(), 0);
}

void TestMainWindow::columnsFitTheFirstRows()
{
    // A new record's columns are fitted to the rows around those shown, 250 in all (not Qt's
    // 1,000: each cell measured lays out its text); the header's own resize-to-contents (a
    // double-click on a divider) keeps Qt's precision.
    QStandardItemModel model(1000, 2);
    for (int row = 0; row < model.rowCount(); ++row)
        model.setItem(row, 0, new QStandardItem(QStringLiteral("ab")));
    QTableView table;
    table.setModel(&model);
    const QString wide = QStringLiteral("a wider value than the others");
    const auto fittedWidth = [&](int wideRow) {
        for (int row = 0; row < model.rowCount(); ++row)
            model.item(row, 0)->setText(row == wideRow ? wide : QStringLiteral("ab"));
        fitTableColumns(&table, 1);
        return table.horizontalHeader()->sectionSize(0);
    };
    const int narrow = fittedWidth(-1);
    QVERIFY2(fittedWidth(249) > narrow, "the 250th row is measured");
    QCOMPARE(fittedWidth(250), narrow); // the 251st is not
    QCOMPARE(table.horizontalHeader()->resizeContentsPrecision(), 1000);
    table.horizontalHeader()->setResizeContentsPrecision(-1); // every row, if the user asked
    QCOMPARE(fittedWidth(999), narrow);
    QCOMPARE(table.horizontalHeader()->resizeContentsPrecision(), -1);
    table.horizontalHeader()->setResizeContentsPrecision(10); // fewer: kept
    QCOMPARE(fittedWidth(20), narrow);
}

void TestMainWindow::columnChooserSurvivesARestart()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    std::unique_ptr<QMenu> menu(view->table()->createHeaderMenu(nullptr));
    QAction *doi = menu->findChild<QAction *>(
        QStringLiteral("columnAction_%1").arg(int(ObservationModel::Doi)));
    QVERIFY(doi);
    QCOMPARE(doi->text(), QStringLiteral("DOI"));
    QVERIFY(doi->isChecked());
    doi->trigger(); // hides it
    QVERIFY(view->table()->horizontalHeader()->isSectionHidden(ObservationModel::Doi));
    // the copy follows what is shown
    view->selectProxyRow(0);
    QVERIFY(!view->selectedRowsTsv().section(u'\n', 0, 0).contains(QStringLiteral("DOI")));

    m_window->close();
    m_window = std::make_unique<MainWindow>(m_settings.get());
    m_window->show();
    view = openFixture();
    QVERIFY(view);
    QVERIFY(view->table()->horizontalHeader()->isSectionHidden(ObservationModel::Doi));
    menu.reset(view->table()->createHeaderMenu(nullptr));
    QVERIFY(!menu->findChild<QAction *>(
                     QStringLiteral("columnAction_%1").arg(int(ObservationModel::Doi)))
                 ->isChecked());
    QAction *reset = menu->findChild<QAction *>(QStringLiteral("resetColumnsAction"));
    QVERIFY(reset);
    reset->trigger();
    QVERIFY(!view->table()->horizontalHeader()->isSectionHidden(ObservationModel::Doi));
    m_window->close();
    m_window = std::make_unique<MainWindow>(m_settings.get());
    m_window->show();
    view = openFixture();
    QVERIFY(!view->table()->horizontalHeader()->isSectionHidden(ObservationModel::Doi));
}

void TestMainWindow::sortPutsEmptyKeysLast()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    // the default order: direction, then reference number
    QCOMPARE(view->table()->horizontalHeader()->sortIndicatorSection(),
        int(ObservationModel::Direction));
    for (int r = 0; r < view->shownCount(); ++r)
        QCOMPARE(
            view->proxy()->index(r, ObservationModel::ReferenceIndex).data().toLongLong(), r + 1);
    // the resolver is empty on the 10 unresolved rows: last in both directions
    for (const Qt::SortOrder order : { Qt::AscendingOrder, Qt::DescendingOrder }) {
        view->table()->sortByColumn(ObservationModel::Resolver, order);
        for (int r = 0; r < 11; ++r)
            QCOMPARE(view->proxy()->index(r, ObservationModel::Resolver).data().toString(),
                QStringLiteral("raw_fallback"));
        for (int r = 11; r < 21; ++r)
            QCOMPARE(
                view->proxy()->index(r, ObservationModel::Resolver).data().toString(), QString());
    }
}

void TestMainWindow::misspeltStateIsAnErrorWithASuggestion()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    auto *edit = view->filterBar()->lineEdit();
    edit->setText(QStringLiteral("status:unresolvd"));
    QTRY_VERIFY(view->filterBar()->hasError());
    QCOMPARE(view->filterBar()->errorText(),
        QStringLiteral("Column 1: no state \"unresolvd\"; did you mean unresolved? (no filter is "
                       "in force: every row is shown)"));
    QCOMPARE(view->shownCount(), 21); // not "0 of 21 shown"
    edit->setText(QStringLiteral("direction:outbound"));
    QTRY_VERIFY(!view->filterBar()->hasError());
    edit->setText(QStringLiteral("direction:outbound status:verified_fuzy"));
    QTRY_VERIFY(view->filterBar()->hasError());
    QCOMPARE(view->filterBar()->errorText(),
        QStringLiteral("Column 20: no state \"verified_fuzy\"; did you mean verified_fuzzy? (the "
                       "rows still show the last "
                       "filter applied: direction:outbound)"));
    QCOMPARE(view->filterBar()->appliedQuery(), QStringLiteral("direction:outbound"));
    // a state the format names is a filter even when no row holds it
    edit->setText(QStringLiteral("status:parse_uncertain"));
    QTRY_VERIFY(!view->filterBar()->hasError());
    QCOMPARE(view->shownCount(), 0);
}

void TestMainWindow::completionOfKeysAndValues()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    QLineEdit *edit = view->filterBar()->lineEdit();
    QCompleter *completer = view->filterBar()->completer();
    QVERIFY(completer);
    edit->setFocus();
    QTest::keyClicks(edit, QStringLiteral("-stat"));
    QCOMPARE(completer->completionCount(), 1);
    QCOMPARE(completer->currentCompletion(), QStringLiteral("-status:"));
    QVERIFY(completer->popup()->isVisible());
    emit completer->activated(completer->currentCompletion());
    QCOMPARE(edit->text(), QStringLiteral("-status:"));
    QTRY_VERIFY(completer->popup()->isVisible()); // on to the values
    QTest::keyClicks(edit, QStringLiteral("ver"));
    QStringList offered;
    for (int i = 0; completer->setCurrentRow(i); ++i)
        offered.append(completer->currentCompletion());
    QCOMPARE(offered,
        (QStringList {
            QStringLiteral("-status:verified_exact"), QStringLiteral("-status:verified_fuzzy") }));
    completer->setCurrentRow(1);
    emit completer->activated(completer->currentCompletion());
    QCOMPARE(edit->text(), QStringLiteral("-status:verified_fuzzy"));
    QTRY_COMPARE(view->shownCount(), 10);
    // the second value of a term, after a comma, and a key in the middle of the query
    edit->setText(QStringLiteral("year:2019.. notice:unav"));
    edit->setCursorPosition(int(edit->text().size()));
    QTest::keyClicks(edit, QStringLiteral("a"));
    QCOMPARE(completer->currentCompletion(), QStringLiteral("notice:unavailable"));
    // the tooltip explains the range syntax
    QVERIFY(edit->toolTip().contains(QStringLiteral("2019..2021")));
    QVERIFY(edit->toolTip().contains(QStringLiteral("&gt;=")));
}

void TestMainWindow::savedFilters()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    view->setQuery(QStringLiteral("status:unresolved direction:outbound"));
    view->filterBar()->saveFilter(QStringLiteral("To review"));
    view->setQuery(QStringLiteral("digest:bad"));
    view->filterBar()->saveFilter(QStringLiteral("Broken"));
    view->setQuery(QStringLiteral("status:unresolved"));
    view->filterBar()->saveFilter(QStringLiteral("To review")); // replaces the first
    QCOMPARE(m_settings->savedFilters().size(), 2);
    m_window->close();
    m_window = std::make_unique<MainWindow>(m_settings.get());
    m_window->show();
    view = openFixture();
    QVERIFY(view);
    QMenu *menu = view->filterBar()->savedFiltersButton()->menu();
    emit menu->aboutToShow();
    QAction *review = nullptr;
    for (QAction *a : menu->actions()) {
        if (a->text() == u"To review")
            review = a;
    }
    QVERIFY(review);
    QCOMPARE(review->statusTip(), QStringLiteral("status:unresolved"));
    QVERIFY(review->toolTip().contains(QStringLiteral("status:unresolved")));
    review->trigger();
    QCOMPARE(view->query(), QStringLiteral("status:unresolved"));
    QTRY_COMPARE(view->shownCount(), 10);
}

void TestMainWindow::followingOpensUnfilteredAndBackRestoresThePage()
{
    // Three records deep and back: each page comes back with its query, sort, selection and
    // scroll position.
    test::TestServer server;
    QVERIFY2(server.listenHttp(), qPrintable(server.errorString()));
    server.setRoute("/paper/2507.07120/citation-record.json",
        test::ScriptedResponse::ok(
            paperRecord(QStringLiteral("2507.07120"), QStringLiteral("Second page"))));
    server.setRoute("/paper/2412.16432/citation-record.json",
        test::ScriptedResponse::ok(
            paperRecord(QStringLiteral("2412.16432"), QStringLiteral("Third page"))));
    QTemporaryDir cacheDir;
    QNetworkAccessManager nam;
    net::RecordCache cache(cacheDir.path());
    net::Fetcher fetcher(&nam);
    fetcher.setCache(&cache);
    m_window->setFetcher(&fetcher);
    m_window->setBaseUrlOverride(server.baseUrl());

    RecordView *view = openFixture();
    QVERIFY(view);
    QTableView *table = view->table();
    view->setQuery(QStringLiteral("direction:outbound -status:verified_exact"));
    table->sortByColumn(ObservationModel::Title, Qt::DescendingOrder);
    view->selectProxyRow(17);
    const QString firstSelected
        = view->proxy()->index(17, ObservationModel::Title).data().toString();
    QTRY_VERIFY(table->verticalScrollBar()->maximum() > 0);
    const int firstScroll = table->verticalScrollBar()->maximum();
    table->verticalScrollBar()->setValue(firstScroll);

    // follow from a filtered page: the new page has no filter
    m_window->openPaper(QStringLiteral("2507.07120"), false);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->isIdle() && view->record()->paper.arxivId == u"2507.07120", kWait);
    QCOMPARE(view->query(), QString());
    QCOMPARE(view->shownCount(), 21);
    QCOMPARE(view->findChild<QLabel *>(QStringLiteral("shownCountLabel"))->text(),
        QStringLiteral("21 of 21 shown"));
    view->setQuery(QStringLiteral("status:unresolved"));
    view->selectProxyRow(3);
    const QString secondSelected
        = view->proxy()->index(3, ObservationModel::Title).data().toString();

    m_window->openPaper(QStringLiteral("2412.16432"), false);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->isIdle() && view->record()->paper.arxivId == u"2412.16432", kWait);
    QCOMPARE(view->query(), QString());
    QCOMPARE(table->verticalScrollBar()->value(), 0);

    QAction *back = m_window->findChild<QAction *>(QStringLiteral("actionBack"));
    back->trigger();
    QCOMPARE(view->record()->paper.arxivId, QStringLiteral("2507.07120"));
    QCOMPARE(view->query(), QStringLiteral("status:unresolved"));
    QCOMPARE(view->shownCount(), 10);
    QCOMPARE(view->proxy()
                 ->index(table->currentIndex().row(), ObservationModel::Title)
                 .data()
                 .toString(),
        secondSelected);
    back->trigger();
    QCOMPARE(view->record()->paper.arxivId, QStringLiteral("2509.00217"));
    QCOMPARE(view->query(), QStringLiteral("direction:outbound -status:verified_exact"));
    QCOMPARE(table->horizontalHeader()->sortIndicatorSection(), int(ObservationModel::Title));
    QCOMPARE(table->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
    QCOMPARE(table->currentIndex().row(), 17);
    QCOMPARE(view->proxy()->index(17, ObservationModel::Title).data().toString(), firstSelected);
    QCOMPARE(view->detailPane()->findChild<QTextBrowser *>()->toPlainText().contains(firstSelected),
        true);
    QCOMPARE(table->verticalScrollBar()->value(), firstScroll);
    // and forward again finds the second page as it was left
    m_window->findChild<QAction *>(QStringLiteral("actionForward"))->trigger();
    QCOMPARE(view->query(), QStringLiteral("status:unresolved"));
    QCOMPARE(server.requestCount(), 2);
    m_window->setFetcher(nullptr);
}

void TestMainWindow::samePaperSwitchesToItsTab()
{
    test::TestServer server;
    QVERIFY2(server.listenHttp(), qPrintable(server.errorString()));
    server.setRoute("/paper/2507.07120/citation-record.json",
        test::ScriptedResponse::ok(
            paperRecord(QStringLiteral("2507.07120"), QStringLiteral("Second paper"))));
    QTemporaryDir cacheDir;
    QNetworkAccessManager nam;
    net::RecordCache cache(cacheDir.path());
    net::Fetcher fetcher(&nam);
    fetcher.setCache(&cache);
    m_window->setFetcher(&fetcher);
    m_window->setBaseUrlOverride(server.baseUrl());

    RecordView *first = openFixture();
    QVERIFY(first);
    m_window->openPaper(QStringLiteral("2507.07120"), true);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 2, kWait);
    RecordView *second = m_window->currentView();
    QCOMPARE(second->record()->paper.arxivId, QStringLiteral("2507.07120"));
    // fetched papers join Open Recent by id, beside the files
    QCOMPARE(m_settings->recentFiles().value(0), QStringLiteral("2507.07120"));
    QCOMPARE(m_settings->recentFiles().value(1), QFileInfo(test::fixturePath()).absoluteFilePath());
    QMenu *recent = nullptr;
    for (QMenu *m : m_window->findChildren<QMenu *>()) {
        if (m->title() == u"Open &Recent")
            recent = m;
    }
    QVERIFY(recent);
    emit recent->aboutToShow();
    QCOMPARE(recent->actions().value(0)->text(), QStringLiteral("&1 arXiv:2507.07120"));
    QCOMPARE(
        recent->actions().value(1)->text(), QStringLiteral("&2 2509.00217.citation-record.json"));

    // the fixture's paper again, by id and by URL: its tab comes forward, nothing is fetched
    m_window->openPaper(QStringLiteral("arXiv:2509.00217v1"), true);
    QCOMPARE(m_window->views().size(), 2);
    QCOMPARE(m_window->currentView(), first);
    m_window->openLocation(QStringLiteral("https://arxiv.org/abs/2507.07120"), true);
    QCOMPARE(m_window->currentView(), second);
    m_window->openRecent(QStringLiteral("2507.07120"));
    QCOMPARE(m_window->views().size(), 2);
    QCOMPARE(server.requestCount(), 1);
    m_window->setFetcher(nullptr);
}

void TestMainWindow::sessionComesBack()
{
    test::TestServer server;
    QVERIFY2(server.listenHttp(), qPrintable(server.errorString()));
    server.setRoute("/paper/2507.07120/citation-record.json",
        test::ScriptedResponse::ok(
            paperRecord(QStringLiteral("2507.07120"), QStringLiteral("Second paper"))));
    QTemporaryDir cacheDir;
    QNetworkAccessManager nam;
    net::RecordCache cache(cacheDir.path());
    net::Fetcher fetcher(&nam);
    fetcher.setCache(&cache);
    m_window->setFetcher(&fetcher);
    m_window->setBaseUrlOverride(server.baseUrl());
    QVERIFY(m_settings->restoreSession()); // on by default
    QVERIFY(openFixture());
    m_window->openPaper(QStringLiteral("2507.07120"), true);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 2, kWait);
    m_window->openSample();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 3, kWait);
    m_window->findChild<QTabWidget *>(QStringLiteral("recordTabs"))->setCurrentIndex(1);
    m_window->close();
    m_window->setFetcher(nullptr);

    m_window = std::make_unique<MainWindow>(m_settings.get());
    m_window->setFetcher(&fetcher);
    m_window->setBaseUrlOverride(server.baseUrl());
    m_window->show();
    m_window->restoreSession();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 3, kWait);
    // in the order they had, whichever finished first, and the current one current again
    QTRY_COMPARE(m_window->currentView()->record()->paper.arxivId, QStringLiteral("2507.07120"));
    const QList<RecordView *> views = m_window->views();
    QCOMPARE(views.at(0)->source().kind, RecordSource::Kind::File);
    QCOMPARE(views.at(1)->source().kind, RecordSource::Kind::Fetched);
    QCOMPARE(views.at(1)->record()->paper.arxivId, QStringLiteral("2507.07120"));
    QCOMPARE(views.at(2)->source().kind, RecordSource::Kind::Sample);
    QCOMPARE(m_window->currentView(), views.at(1));
    m_window->setFetcher(nullptr);
}

void TestMainWindow::shortcutsWorkFromTheFilterField()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    m_window->openSample();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 2, kWait);
    auto *tabs = m_window->findChild<QTabWidget *>(QStringLiteral("recordTabs"));
    QCOMPARE(tabs->currentIndex(), 1);
    for (const char *fieldName : { "filterLineEdit", "locationBar" }) {
        const QString field = QString::fromLatin1(fieldName);
        QLineEdit *edit = field == u"locationBar"
            ? m_window->findChild<QLineEdit *>(field)
            : m_window->currentView()->filterBar()->lineEdit();
        QVERIFY(edit);
        edit->setFocus();
        QTRY_VERIFY(edit->hasFocus());
        // Ctrl+PgUp / Ctrl+PgDn and Alt+1..9 switch tabs
        QTest::keyClick(edit, Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), 0);
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get(),
            Qt::Key_2, Qt::AltModifier);
        QCOMPARE(tabs->currentIndex(), 1);
        edit = field == u"locationBar" ? edit : m_window->currentView()->filterBar()->lineEdit();
        edit->setFocus();
        QTRY_VERIFY(edit->hasFocus());
        // F3: next unresolved
        RecordView *current = m_window->currentView();
        current->selectProxyRow(1); // verified
        QTest::keyClick(edit, Qt::Key_F3);
        QCOMPARE(current->proxy()
                     ->index(current->table()->currentIndex().row(), ObservationModel::Status)
                     .data()
                     .toString(),
            QStringLiteral("unresolved"));
        // Ctrl+E: the export dialog
        QTest::keyClick(edit, Qt::Key_E, Qt::ControlModifier);
        QTRY_VERIFY2(
            m_window->findChild<QDialog *>(QStringLiteral("exportDialog")), qPrintable(field));
        delete m_window->findChild<QDialog *>(QStringLiteral("exportDialog"));
        edit->setFocus();
        QTRY_VERIFY(edit->hasFocus());
    }
    // Ctrl+W from the filter closes the tab
    QLineEdit *filter = m_window->currentView()->filterBar()->lineEdit();
    filter->setFocus();
    QTRY_VERIFY(filter->hasFocus());
    QTest::keyClick(filter, Qt::Key_W, Qt::ControlModifier);
    QTRY_COMPARE(m_window->views().size(), 1);
}

void TestMainWindow::tabOrderFollowsTheBar()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    QLineEdit *edit = view->filterBar()->lineEdit();
    QTableView *table = view->table();
    // from the filter, Tab visits the saved filters and every facet before the table
    QList<QWidget *> between;
    for (QWidget *w = edit->nextInFocusChain(); w && w != table && between.size() < 200;
         w = w->nextInFocusChain()) {
        if (w->focusPolicy() & Qt::TabFocus)
            between.append(w);
    }
    QCOMPARE(between.value(0), view->filterBar()->savedFiltersButton());
    const QList<QToolButton *> facets
        = view->findChildren<QToolButton *>(QRegularExpression(QStringLiteral("^facet_")));
    QVERIFY(facets.size() >= 8);
    for (QToolButton *f : facets)
        QVERIFY2(between.contains(f), qPrintable(f->objectName()));
    QCOMPARE(between.size(), facets.size() + 1);
    // Down from the query goes straight to the rows
    edit->setFocus();
    QTRY_VERIFY(edit->hasFocus());
    QTest::keyClick(edit, Qt::Key_Down);
    QVERIFY(table->hasFocus());
    // Tab leaves the table instead of walking its cells
    QVERIFY(!table->tabKeyNavigation());
    table->setFocus();
    QTRY_VERIFY(table->hasFocus());
    QTest::keyClick(table, Qt::Key_Tab);
    QVERIFY(!table->hasFocus());
    QVERIFY(view->detailPane()->isAncestorOf(QApplication::focusWidget()));
}

void TestMainWindow::detailPaneFollowsTheFilter()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    view->selectProxyRow(0); // reference 1, unresolved
    auto *text = view->detailPane()->findChild<QTextBrowser *>();
    QVERIFY(text->toPlainText().contains(QStringLiteral("Helix Parallelism")));
    view->setQuery(QStringLiteral("status:verified_fuzzy"));
    QVERIFY2(!text->toPlainText().contains(QStringLiteral("Helix Parallelism")),
        qPrintable(text->toPlainText()));
    view->setQuery(QString());
}

void TestMainWindow::copyNeutralisesFormulas()
{
    const QByteArray bytes = test::mutatedFixture([](QJsonObject &root) {
        QJsonArray outbound = root.value(QStringLiteral("outbound")).toArray();
        QJsonObject o = outbound.at(0).toObject();
        o[QStringLiteral("citation")]
            = test::withChild(o, QStringLiteral("citation"), [](QJsonObject &c) {
                  c[QStringLiteral("cited_paper")]
                      = test::withChild(c, QStringLiteral("cited_paper"), [](QJsonObject &p) {
                            p[QStringLiteral("title")] = QStringLiteral("=HYPERLINK(\"http://x\")");
                        })[QStringLiteral("cited_paper")];
              })[QStringLiteral("citation")];
        outbound[0] = o;
        root[QStringLiteral("outbound")] = outbound;
    });
    const QString path = writeFile(m_dir, QStringLiteral("formula.json"), bytes);
    m_window->openFiles({ path });
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->currentView(), kWait);
    RecordView *view = m_window->currentView();
    view->selectProxyRow(0);
    QVERIFY2(view->selectedRowsTsv().contains(QStringLiteral("\t'=HYPERLINK(\"http://x\")\t")),
        qPrintable(view->selectedRowsTsv()));
    QVERIFY(view->selectedRowsTsv(true).contains(QStringLiteral("\t=HYPERLINK(\"http://x\")\t")));
    QMenu menu;
    view->fillContextMenu(&menu, 0);
    QAction *raw = menu.findChild<QAction *>(QStringLiteral("copyRowsRawAction"));
    QVERIFY(raw && raw->isEnabled());
    raw->trigger();
    QVERIFY(QGuiApplication::clipboard()->text().contains(QStringLiteral("\t=HYPERLINK(")));
}

void TestMainWindow::preferencesShowTheBaseUrlInUse()
{
    m_window->setBaseUrlOverride(QUrl(QStringLiteral("http://127.0.0.1:8999")));
    m_window->findChild<QAction *>(QStringLiteral("actionPreferences"))->trigger();
    QDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<QDialog *>(QStringLiteral("preferencesDialog"))));
    auto *inUse = dialog->findChild<QLabel *>(QStringLiteral("baseUrlInUseLabel"));
    QVERIFY(inUse && inUse->isVisibleTo(dialog));
    QVERIFY2(
        inUse->text().contains(QStringLiteral("http://127.0.0.1:8999")), qPrintable(inUse->text()));
    // the session preference: on by default, and stored on OK
    auto *restore = dialog->findChild<QCheckBox *>(QStringLiteral("restoreSessionCheck"));
    QVERIFY(restore && restore->isChecked());
    restore->setChecked(false);
    dialog->accept();
    QVERIFY(!m_settings->restoreSession());
}

void TestMainWindow::screenshotFromCommandLine()
{
    const QString png = m_dir.filePath(QStringLiteral("shot.png"));
    QProcess gui;
    const QProcessEnvironment env = test::programEnvironment(m_dir.path());
    gui.setProcessEnvironment(env);
    gui.start(QStringLiteral(PITH_GUI_PATH),
        { test::fixturePath(), QStringLiteral("--screenshot"), png });
    QVERIFY(gui.waitForFinished(120000));
    QCOMPARE(gui.exitStatus(), QProcess::NormalExit);
    QVERIFY2(gui.exitCode() == 0, gui.readAllStandardError().constData());
    QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 800 && image.height() >= 500);
    // Not a blank picture: the window drew text and bars.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 20);

    // A file that cannot be opened still gives a screenshot (of the message), but exit 2 and
    // the message on standard error, so that a script can tell.
    QVERIFY(QFile::remove(png));
    QProcess broken;
    broken.setProcessEnvironment(env);
    broken.start(QStringLiteral(PITH_GUI_PATH),
        { m_dir.filePath(QStringLiteral("missing.json")), QStringLiteral("--screenshot"), png });
    QVERIFY(broken.waitForFinished(120000));
    const QByteArray err = broken.readAllStandardError();
    QCOMPARE(broken.exitCode(), 2);
    QVERIFY2(err.contains("missing.json"), err.constData());
    QVERIFY(QImage(png).width() >= 800);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The real window under the offscreen platform tells the whole truth about a record:
// one verdict on the badge, the chart heading and the status bar for records made from the
// fixture (clean, count mismatch, digest failure, warnings only); failing rows in the failure
// colour; standing-notice events in the Notice column, the header line, the `event:` facet
// and the detail pane.
#include "windowtestutil.h"

#include "app/common/language.h"
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "ui/paint/integritystyle.h"
#include "ui/widgets/breakdownchart.h"
#include "ui/widgets/integritybadge.h"
#include "ui/widgets/integritydialog.h" // RecordHeader holds a QPointer to it
#include "ui/widgets/recordheader.h"
#include "ui/window/detailpane.h"
#include "ui/window/filterbar.h"
#include "ui/window/mainwindow.h"
#include "ui/window/observationtable.h"
#include "ui/window/recordview.h"
#include "ui/window/settings.h"

#include <QDesktopServices>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeWidget>

#include <memory>

using namespace pith;
using namespace pith::test;
using namespace pith::ui;

namespace {

constexpr int kWait = 20000;

QByteArray digestFailure()
{
    return mutatedFixture([](QJsonObject &root) {
        editOutbound(root, 3, [](QJsonObject &o) {
            o[QStringLiteral("observation_id")] = QStringLiteral("tampered");
        });
    });
}

QByteArray warningsOnly()
{
    return consistentFixture([](QJsonObject &root) {
        QString thesis = root[QStringLiteral("thesis")].toString();
        thesis.replace(QStringLiteral("As of 10 August"), QStringLiteral("As of 11 August"));
        root[QStringLiteral("thesis")] = thesis;
    });
}

// Outbound 0: a retraction with a URL; 1: a correction and an untyped event; 4: an untyped event.
} // namespace

class TestTruth : public test::WindowTest {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void verdictEverywhere_data();
    void verdictEverywhere();
    void failingRowsInFailureColour();
    void noticesFirstClass();
    void integrityDialogLeadsToTheRow();

public slots:
    void captureUrl(const QUrl &url) { m_openedUrls.append(url); }

private:
    RecordView *open(const QString &name, const QByteArray &bytes);

    QList<QUrl> m_openedUrls;
};

void TestTruth::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(setupLanguage(QStringLiteral("en")).ok());
}

void TestTruth::init()
{
    QVERIFY(startWindow({}, [](MainWindow &window) { window.resize(1400, 900); }));
}

void TestTruth::cleanup() { closeWindow(); }

RecordView *TestTruth::open(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        return nullptr;
    f.close();
    return test::openAndWait(m_window.get(), { path }, kWait);
}

void TestTruth::verdictEverywhere_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("badge");
    QTest::addColumn<int>("level");
    QTest::addColumn<bool>("headingWarns");
    QTest::addColumn<QString>("sentence");

    QTest::newRow("clean") << test::fixtureBytes() << QStringLiteral("All digests verified")
                           << int(IntegrityLevel::Verified) << false
                           << QStringLiteral("All 21 observation digests verify; the context "
                                             "digest verifies. Audit: no findings.");
    QTest::newRow("count mismatch")
        << countMismatchFixture() << QStringLiteral("Audit failed: 3 errors, 2 warnings")
        << int(IntegrityLevel::AuditFailed) << true
        << QStringLiteral("Audit failed: 3 errors, 2 warnings.");
    QTest::newRow("digest failure")
        << digestFailure() << QStringLiteral("1 observation fails · Context digest mismatch")
        << int(IntegrityLevel::ObservationFailures) << false
        << QStringLiteral("1 of 21 observation digests does not match");
    QTest::newRow("warnings only")
        << warningsOnly() << QStringLiteral("Audit: 1 warning") << int(IntegrityLevel::Warnings)
        << false << QStringLiteral("the context digest verifies. Audit: 1 warning.");
}

void TestTruth::verdictEverywhere()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, badge);
    QFETCH(int, level);
    QFETCH(bool, headingWarns);
    QFETCH(QString, sentence);

    RecordView *view = open(QStringLiteral("record.json"), bytes);
    QVERIFY(view);
    IntegrityBadge *b = view->header()->integrityBadge();
    QCOMPARE(b->text(), badge);
    QCOMPARE(int(b->summary().level), level);
    // Red for a failure, amber for warnings, green when clean: the colour follows the level.
    const bool fails = integrityFails(b->summary().level);
    QCOMPARE(fails, !b->summary().verdict.ok());
    QCOMPARE(integrityColour(b->summary().level, false),
        integrityColour(fails                            ? IntegrityLevel::ObservationFailures
                : level == int(IntegrityLevel::Verified) ? IntegrityLevel::Verified
                                                         : IntegrityLevel::Warnings,
            false));
    QVERIFY2(b->summary().description.contains(sentence), qPrintable(b->summary().description));
    QVERIFY(b->toolTip().contains(sentence.toHtmlEscaped()));

    // The chart's heading, in the warning style with the findings as its tooltip when contradicted.
    auto *chart = view->findChild<BreakdownChart *>(QStringLiteral("breakdownChart"));
    QVERIFY(chart);
    QCOMPARE(!chart->captionProblem().isEmpty(), headingWarns);
    if (headingWarns) {
        QCOMPARE(chart->caption(), QStringLiteral("32 of 30 outbound references displayed"));
        QVERIFY(chart->captionProblem().contains(QStringLiteral("displayed-exceeds-total")));
        QVERIFY(
            chart->accessibleDescription().contains(QStringLiteral("displayed-count-mismatch")));
    }

    // The status bar says the same verdict.
    const QString status = m_window->statusBar()->currentMessage();
    QVERIFY2(status.contains(sentence), qPrintable(status));
    QVERIFY(!fails || !status.contains(QStringLiteral("All digests verified")));
}

void TestTruth::failingRowsInFailureColour()
{
    RecordView *view = open(QStringLiteral("tampered.json"), digestFailure());
    QVERIFY(view);
    view->setQuery(QString());
    ObservationTable *table = view->table();
    table->sortByColumn(ObservationModel::ReferenceIndex, Qt::AscendingOrder);
    table->clearSelection();
    table->setCurrentIndex(QModelIndex());
    QCoreApplication::processEvents();
    int bad = -1, good = -1;
    for (int r = 0; r < view->proxy()->rowCount() && (bad < 0 || good < 0); ++r) {
        const bool ok = view->proxy()
                            ->index(r, ObservationModel::Digest)
                            .data(ObservationModel::SortRole)
                            .toBool();
        (ok ? good : bad) = (ok ? good : bad) < 0 ? r : (ok ? good : bad);
    }
    QVERIFY(bad >= 0 && good >= 0);
    table->scrollTo(view->proxy()->index(bad, ObservationModel::Title));
    QCoreApplication::processEvents();
    const QImage image = table->viewport()->grab().toImage();
    auto redness = [&](int row) {
        const QRect cell = table->visualRect(view->proxy()->index(row, ObservationModel::Title));
        const QColor c = image.pixelColor(
            QPoint(cell.right() - 3, cell.center().y()) * image.devicePixelRatio());
        return c.red() - c.green();
    };
    QVERIFY(table->visualRect(view->proxy()->index(bad, ObservationModel::Title)).isValid());
    // The Title cell of the failing row (not only its Digest cell) carries the failure tint.
    QVERIFY2(redness(bad) > redness(good) + 8,
        qPrintable(QStringLiteral("%1 vs %2").arg(redness(bad)).arg(redness(good))));
}

void TestTruth::noticesFirstClass()
{
    QDesktopServices::setUrlHandler(QStringLiteral("https"), this, "captureUrl");
    RecordView *view = open(QStringLiteral("events.json"), fixtureWithNoticeEvents());
    QVERIFY(view);

    // The Notice column is near the left and visible by default.
    QHeaderView *h = view->table()->horizontalHeader();
    QVERIFY(!h->isSectionHidden(ObservationModel::Notice));
    QVERIFY(h->visualIndex(ObservationModel::Notice) < h->visualIndex(ObservationModel::Title));

    // The header's line, and its click filters to those rows.
    auto *line
        = view->header()->findChild<QPushButton *>(QStringLiteral("noticeButton_retraction"));
    QVERIFY(line);
    QVERIFY(line->isVisible());
    QCOMPARE(line->text(), QStringLiteral("Cites 1 work with a retraction notice"));
    QCOMPARE(view->header()->noticeSummary(),
        QStringLiteral(
            "Cites 1 work with a retraction notice\nCites 1 work with a correction notice\n"
            "Cites 2 works with a notice event of unstated type"));
    QSignalSpy said(view, &RecordView::statusMessage);
    line->click();
    QCOMPARE(view->query(), QStringLiteral("event:retraction"));
    // The status bar says what the filter shows, naming the event as the header does.
    QCOMPARE(said.size(), 1);
    QCOMPARE(said.at(0).at(0).toString(),
        QStringLiteral(
            "Filtered to observations whose notice has the event \u201cretraction\u201d"));
    QTRY_COMPARE(view->shownCount(), 1);
    const QModelIndex notice = view->proxy()->index(0, ObservationModel::Notice);
    QCOMPARE(notice.data().toString(), QStringLiteral("retraction"));

    // The facet counts each event type, whatever the rest of the query.
    view->setQuery(QString());
    auto facet = [&](const QString &type) {
        return view->filterBar()->findChild<QToolButton *>(QStringLiteral("facet_event_") + type);
    };
    QTRY_VERIFY(facet(QStringLiteral("retraction")));
    QTRY_COMPARE(facet(QStringLiteral("retraction"))->text(), QStringLiteral("retraction 1"));
    QCOMPARE(facet(QStringLiteral("correction"))->text(), QStringLiteral("correction 1"));
    QCOMPARE(
        facet(QStringLiteral("unspecified"))->text(), QStringLiteral("event of unstated type 2"));
    facet(QStringLiteral("unspecified"))->click();
    QCOMPARE(view->query(), QStringLiteral("event:unspecified"));
    QTRY_COMPARE(view->shownCount(), 2);
    view->setQuery(QStringLiteral("event:any"));
    QTRY_COMPARE(view->shownCount(), 3);
    view->setQuery(QStringLiteral("event:none"));
    QTRY_COMPARE(view->shownCount(), 18);

    // The detail pane: a readable line per event, its URL clickable and opened in the browser.
    view->setQuery(QStringLiteral("event:retraction"));
    QTRY_COMPARE(view->shownCount(), 1);
    view->selectProxyRow(0);
    const QString text = view->detailPane()->text();
    QVERIFY2(
        text.contains(QStringLiteral("retraction · reported by retraction_watch · 2026-05-01")),
        qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("{\"")));
    auto *browser = view->detailPane()->findChild<QTextBrowser *>(QStringLiteral("detailText"));
    QVERIFY(browser->toHtml().contains(QStringLiteral("href=\"https://example.org/r/1\"")));
    emit browser->anchorClicked(QUrl(QStringLiteral("https://example.org/r/1")));
    QCOMPARE(m_openedUrls, QList<QUrl> { QUrl(QStringLiteral("https://example.org/r/1")) });
    emit browser->anchorClicked(QUrl(QStringLiteral("file:///etc/passwd"))); // never followed
    QCOMPARE(m_openedUrls.size(), 1);
    QDesktopServices::unsetUrlHandler(QStringLiteral("https"));
}

void TestTruth::integrityDialogLeadsToTheRow()
{
    RecordView *view = open(QStringLiteral("tampered.json"), digestFailure());
    QVERIFY(view);
    view->setQuery(
        QStringLiteral("status:verified_fuzzy")); // hides some rows; the dialog still finds its row
    view->header()->showIntegrityDetails();
    auto *dialog = view->header()->integrityDialog();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QTreeWidget *failures = dialog->digestFailuresView();
    QCOMPARE(failures->headerItem()->text(0), QStringLiteral("Ref."));
    QCOMPARE(failures->topLevelItemCount(), 1);
    QTreeWidgetItem *item = failures->topLevelItem(0);
    const Observation &tampered = view->record()->outbound.at(3);
    QCOMPARE(tampered.id, QStringLiteral("tampered"));
    QCOMPARE(item->text(0),
        QString::number(
            *tampered.citation.referenceIndex)); // the table's Ref., not a 0-based position
    QCOMPARE(item->text(1), QStringLiteral("outbound"));

    // Enter (itemActivated) on the row selects that observation in the tab's table.
    failures->setFocus();
    failures->setCurrentItem(item);
    QTest::keyClick(failures, Qt::Key_Return);
    QTRY_VERIFY(view->table()->currentIndex().isValid());
    const QModelIndex current = view->proxy()->mapToSource(view->table()->currentIndex());
    QCOMPARE(view->model()->observation(current.row())->id, QStringLiteral("tampered"));

    // The dialog belongs to its tab: choosing another tab closes it.
    RecordView *other = open(QStringLiteral("clean.json"), fixtureBytes());
    QVERIFY(other && other != view);
    QTRY_VERIFY(!dialog->isVisible());
}

QTEST_MAIN(TestTruth)
#include "tst_truth.moc"

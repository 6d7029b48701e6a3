// SPDX-License-Identifier: GPL-3.0-or-later
// The review in the real window (issue 19): a reviewer filters, decides every row from the
// keyboard, writes notes, quits and comes back to the same state; the record file never changes.
#include "windowtestutil.h"

#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/record/parser.h"
#include "models/review/reviewfile.h"
#include "ui/window/filterbar.h"
#include "ui/window/mainwindow.h"
#include "ui/window/observationtable.h"
#include "ui/window/recordview.h"
#include "ui/window/reviewcontroller.h"
#include "ui/window/reviewmergedialog.h"
#include "ui/window/settings.h"

#include <QAction>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QToolButton>

using namespace pith;
using namespace pith::ui;
using namespace pith::review;
using namespace Qt::StringLiterals;

namespace {
constexpr int kWait = 20000;

QByteArray sha(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}
} // namespace

class TestReviewWindow : public test::WindowTest {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void decideEveryRowFromTheKeyboardAndComeBack();
    void multiRowSelectionAndUndo();
    void decisionsColourRowsByTheDefaultRule();
    void openingWritesNothingBesideTheRecord();
    void decisionOnDiskWhileRowsAreColoured();
    void decisionWithoutReviewerOrTime();
    void contextMenuAndReviewMenu();
    void queryKeysAndFacet();
    void f3SkipsReviewedRows();
    void staleAfterReload();
    void sortByReviewColumn();
    void corruptReviewFileKept();
    void takeInAColleaguesReview();

private:
    RecordView *open(const QString &path);
    void restart();
    QString m_record;
};

void TestReviewWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestReviewWindow::init()
{
    // A fresh copy of the record in its own folder each time: its review goes beside it.
    static int n = 0;
    const QString folder = m_dir.filePath(QString::number(++n));
    QVERIFY(QDir().mkpath(folder));
    m_record = folder + u"/2509.00217.json"_s;
    writeFile(m_record, test::fixtureBytes());
    restart();
}

void TestReviewWindow::restart()
{
    QVERIFY(reopenWindow()); // the settings as the last window left them
}

void TestReviewWindow::cleanup() { closeWindow(); }

RecordView *TestReviewWindow::open(const QString &path)
{
    return test::openAndWait(m_window.get(), { path }, kWait);
}

static QString progress(RecordView *view)
{
    return view->findChild<QLabel *>(u"reviewProgress"_s)->text();
}

void TestReviewWindow::decideEveryRowFromTheKeyboardAndComeBack()
{
    const QByteArray recordHash = sha(m_record);
    RecordView *view = open(m_record);
    QVERIFY(view);
    const QString reviewPath = reviewPathBesideFile(m_record);
    QCOMPARE(view->reviewController()->session()->path(), reviewPath);
    view->setQuery(u"status:unresolved review:none"_s);
    QCOMPARE(view->shownCount(), 10);
    QCOMPARE(progress(view), u"Reviewed 0 of 10 shown"_s);

    // Every row decided from the keyboard: each leaves the filter, the next takes its place.
    ObservationTable *table = view->table();
    table->setFocus();
    view->selectProxyRow(0);
    const Qt::Key keys[] = { Qt::Key_2, Qt::Key_3, Qt::Key_4, Qt::Key_5 };
    for (int i = 0; i < 10; ++i) {
        QCOMPARE(view->shownCount(), 10 - i);
        QVERIFY(table->currentIndex().isValid());
        QTest::keyClick(table, keys[i % 4]);
    }
    QCOMPARE(view->shownCount(), 0);
    QCOMPARE(progress(view), u"Reviewed 0 of 0 shown"_s);
    view->setQuery(u"status:unresolved"_s);
    QCOMPARE(progress(view), u"Reviewed 10 of 10 shown"_s);
    view->setQuery(QString());
    QCOMPARE(progress(view), u"Reviewed 10 of 21 shown"_s);

    // A note, typed in the detail pane's editor.
    view->selectProxyRow(0);
    auto *note = view->findChild<QPlainTextEdit *>(u"reviewNote"_s);
    QVERIFY(note && note->isEnabled());
    note->setFocus();
    QTest::keyClicks(note, u"Wrong arXiv version in the bibliography"_s);
    const Observation *first
        = view->model()->observation(view->proxy()->mapToSource(view->proxy()->index(0, 0)).row());
    QTRY_COMPARE_WITH_TIMEOUT(view->reviewController()->review()->entry(first->id).note,
        u"Wrong arXiv version in the bibliography"_s, 2000);
    // The Review column shows decision and note marker; the note is in its tooltip.
    const QModelIndex reviewCell = view->proxy()->index(0, ObservationModel::Review);
    QVERIFY(reviewCell.data().toString().contains(u"\u270E"_s));
    QVERIFY(reviewCell.data(Qt::ToolTipRole).toString().contains(u"Wrong arXiv version"_s));
    auto *recordNote = view->findChild<QLineEdit *>(u"recordNote"_s);
    recordNote->setFocus();
    QTest::keyClicks(recordNote, u"Checked against the PDF"_s);
    QTest::keyClick(recordNote, Qt::Key_Return);

    // Saved within a second, without quitting.
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(reviewPath), 1000);
    QTRY_VERIFY_WITH_TIMEOUT(readReviewFile(reviewPath, nullptr)
            && readReviewFile(reviewPath, nullptr)->recordNote.note == u"Checked against the PDF"_s,
        1000);

    // Quit, come back: the same state.
    const ReviewData before = view->reviewController()->review()->data();
    QCOMPARE(before.entries.size(), 10);
    restart();
    view = open(m_record);
    QVERIFY(view);
    QCOMPARE(view->reviewController()->review()->data(), before);
    view->setQuery(u"status:unresolved review:none"_s);
    QCOMPARE(view->shownCount(), 0);
    QCOMPARE(view->findChild<QLineEdit *>(u"recordNote"_s)->text(), u"Checked against the PDF"_s);
    view->setQuery(u"note:\"arxiv version\""_s);
    QCOMPARE(view->shownCount(), 1);
    // The record itself never changed.
    QCOMPARE(sha(m_record), recordHash);
}

void TestReviewWindow::decisionsColourRowsByTheDefaultRule()
{
    // The default "Needs fix" rule asks the review: a decision taken from the keyboard colours
    // its row at once, and undoing it takes the colour back.
    RecordView *view = open(m_record);
    QVERIFY(view);
    const ColourRuleList &rules = m_window->colourRules();
    const auto needsFix = std::find_if(rules.cbegin(), rules.cend(),
        [](const ColourRule &r) { return r.query == u"review:needs_fix"; });
    QVERIFY(needsFix != rules.cend());
    const int rule = int(needsFix - rules.cbegin());
    ObservationModel *model = view->model();
    QCOMPARE(model->colourRuleCounts().at(rule), 0);
    ObservationTable *table = view->table();
    table->setFocus();
    table->selectRow(0);
    const int source = view->proxy()->mapToSource(view->proxy()->index(0, 0)).row();
    const int before = model->colourRuleOfRow(source);
    QVERIFY(before != rule);
    QTest::keyClick(table, Qt::Key_3);
    QCOMPARE(model->colourRuleOfRow(source), rule);
    QCOMPARE(model->colourRuleCounts().at(rule), 1);
    QCOMPARE(model->index(source, ObservationModel::Title).data(Qt::BackgroundRole).value<QColor>(),
        needsFix->background);
    view->reviewController()->review()->undo();
    QCOMPARE(model->colourRuleOfRow(source), before);
    QCOMPARE(model->colourRuleCounts().at(rule), 0);
}

void TestReviewWindow::openingWritesNothingBesideTheRecord()
{
    const QString folder = QFileInfo(m_record).absolutePath();
    RecordView *view = open(m_record);
    QVERIFY(view);
    QVERIFY(view->reviewController()->session()->isWritable());
    // Browsing is not reviewing: the folder holds the record alone.
    view->setQuery(u"review:none"_s);
    view->selectProxyRow(0);
    QTest::qWait(ReviewSession::kSaveDelayMs * 2);
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList { u"2509.00217.json"_s });
    closeWindow();
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList { u"2509.00217.json"_s });
}

// The default rules ask the review, so a decision colours every row again on the window's
// thread before it returns to the event loop; that block made as long as a slow rule on a big
// record: the decision is in the file before the block ends.
void TestReviewWindow::decisionOnDiskWhileRowsAreColoured()
{
    RecordView *view = open(m_record);
    QVERIFY(view);
    const QString reviewPath = reviewPathBesideFile(m_record);
    ObservationTable *table = view->table();
    table->setFocus();
    view->selectProxyRow(0);
    const QString id
        = view->model()
              ->observation(view->proxy()->mapToSource(view->proxy()->index(0, 0)).row())
              ->id;
    bool onDisk = false;
    qint64 waited = -1;
    const QMetaObject::Connection slow
        = connect(view->model(), &ObservationModel::colouringChanged, this, [&] {
              QElapsedTimer clock;
              clock.start();
              while (!onDisk && clock.elapsed() < 3000) {
                  QString error;
                  const auto data = readReviewFile(reviewPath, &error);
                  onDisk = data && data->entries.value(id).decision == Decision::NeedsFix;
                  QThread::msleep(5);
              }
              waited = clock.elapsed();
          });
    QTest::keyClick(table, Qt::Key_3);
    disconnect(slow);
    qInfo("the decision reached the file %lld ms into the colouring block", qlonglong(waited));
    QVERIFY(waited >= 0); // the rows were coloured again
    QVERIFY2(onDisk, "not in the file after 3 s of colouring");
}

void TestReviewWindow::decisionWithoutReviewerOrTime()
{
    // A hand-written review file may say neither who decided nor when: the line says what it
    // knows, never "needs fix by , ".
    const ParseResult loaded = loadRecordFile(m_record);
    QVERIFY(loaded.ok());
    const Observation &first = loaded.record->outbound.at(0);
    ReviewData data { loaded.record->paper.arxivId, {}, {} };
    Entry e;
    e.decision = Decision::NeedsFix;
    e.digest = first.digest;
    data.entries.insert(first.id, e);
    writeFile(reviewPathBesideFile(m_record), toJson(data));
    RecordView *view = open(m_record);
    QVERIFY(view);
    view->setQuery(u"review:needs_fix"_s);
    QCOMPARE(view->shownCount(), 1);
    view->table()->selectRow(0);
    QCOMPARE(view->findChild<QLabel *>(u"reviewDecision"_s)->text(), u"Review: needs fix"_s);
}

void TestReviewWindow::multiRowSelectionAndUndo()
{
    m_settings->setReviewerName(u"  Grace   Hopper "_s); // the Preferences' name, one line
    RecordView *view = open(m_record);
    QVERIFY(view);
    ObservationTable *table = view->table();
    table->setFocus();
    table->selectionModel()->select(
        QItemSelection(view->proxy()->index(0, 0), view->proxy()->index(3, 0)),
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QTest::keyClick(table, Qt::Key_3);
    const auto &review = view->reviewController()->review();
    QStringList ids;
    for (int r = 0; r < 4; ++r) {
        const Observation *o = view->model()->observation(
            view->proxy()->mapToSource(view->proxy()->index(r, 0)).row());
        ids.append(o->id);
        QCOMPARE(review->effectiveDecision(o->id), Decision::NeedsFix);
        QCOMPARE(review->entry(o->id).reviewer, u"Grace Hopper"_s);
    }
    QCOMPARE(review->data().entries.size(), 4);
    QCOMPARE(progress(view), u"Reviewed 4 of 21 shown"_s);
    // Edit > Undo takes back all four at once; Redo brings them back.
    auto *undo = m_window->findChild<QAction *>(u"actionUndoReview"_s);
    auto *redo = m_window->findChild<QAction *>(u"actionRedoReview"_s);
    QVERIFY(undo && redo);
    QVERIFY(undo->isEnabled());
    QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
    QVERIFY(redo->shortcuts().contains(QKeySequence(u"Ctrl+Shift+Z"_s)));
    QTest::keyClick(table, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(review->data().entries.isEmpty());
    QCOMPARE(progress(view), u"Reviewed 0 of 21 shown"_s);
    QTest::keyClick(table, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    for (const QString &id : ids)
        QCOMPARE(review->effectiveDecision(id), Decision::NeedsFix);
    // The keys are only the table's: typed into the filter they stay digits.
    view->filterBar()->lineEdit()->setFocus();
    QTest::keyClicks(view->filterBar()->lineEdit(), u"1"_s);
    QCOMPARE(view->filterBar()->lineEdit()->text(), u"1"_s);
    QCOMPARE(review->data().entries.size(), 4);
}

void TestReviewWindow::contextMenuAndReviewMenu()
{
    RecordView *view = open(m_record);
    QVERIFY(view);
    view->table()->selectionModel()->select(
        QItemSelection(view->proxy()->index(1, 0), view->proxy()->index(2, 0)),
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QMenu menu;
    view->fillContextMenu(&menu, 1);
    auto *sub = menu.findChild<QMenu *>(u"reviewContextMenu"_s);
    QVERIFY(sub);
    QCOMPARE(sub->actions().size(), 5);
    sub->actions().at(4)->trigger(); // disputed
    const auto &review = view->reviewController()->review();
    QCOMPARE(review->data().entries.size(), 2);
    for (const Entry &e : review->data().entries)
        QCOMPARE(e.decision, Decision::Disputed);
    // The window's Review menu acts on the same selection.
    auto *reviewMenu = m_window->findChild<QMenu *>(u"reviewMenu"_s);
    QVERIFY(reviewMenu);
    reviewMenu->findChild<QAction *>(u"menuReview_confirmed"_s)->trigger();
    for (const Entry &e : review->data().entries)
        QCOMPARE(e.decision, Decision::Confirmed);
    QVERIFY(m_window->findChild<QAction *>(u"actionSaveReviewAs"_s)->isEnabled());
    QVERIFY(m_window->findChild<QAction *>(u"actionOpenReview"_s)->isEnabled());
}

void TestReviewWindow::queryKeysAndFacet()
{
    RecordView *view = open(m_record);
    QVERIFY(view);
    view->table()->setFocus();
    view->selectProxyRow(0);
    QTest::keyClick(view->table(), Qt::Key_3); // needs fix, then on to row 1
    QTest::keyClick(view->table(), Qt::Key_3);
    QTest::keyClick(view->table(), Qt::Key_2); // confirmed
    auto *needsFix = view->findChild<QToolButton *>(u"facet_review_needs_fix"_s);
    auto *none = view->findChild<QToolButton *>(u"facet_review_none"_s);
    QVERIFY(needsFix && none);
    QCOMPARE(needsFix->text(), u"needs fix 2"_s);
    QCOMPARE(none->text(), u"not reviewed 18"_s);
    needsFix->click();
    QCOMPARE(view->query(), u"review:needs_fix"_s);
    QCOMPARE(view->shownCount(), 2);
    QCOMPARE(progress(view), u"Reviewed 2 of 2 shown"_s);
    view->setQuery(u"-review:none"_s);
    QCOMPARE(view->shownCount(), 3);
    view->setQuery(u"review:needsfix"_s);
    QVERIFY(view->filterBar()->hasError());
    QVERIFY2(view->filterBar()->errorText().contains(u"needs_fix"_s),
        qPrintable(view->filterBar()->errorText()));
    // Facet counts follow decisions taken while a query is in force.
    view->setQuery(u"status:unresolved"_s);
    view->selectProxyRow(0);
    view->table()->setFocus();
    QTest::keyClick(view->table(), Qt::Key_5);
    QCOMPARE(view->findChild<QToolButton *>(u"facet_review_disputed"_s)->text(), u"disputed 1"_s);
}

void TestReviewWindow::f3SkipsReviewedRows()
{
    RecordView *view = open(m_record);
    QVERIFY(view);
    view->setQuery(QString());
    view->selectProxyRow(0);
    // The first unresolved row, then mark it; F3 from the top then passes it by.
    QVERIFY(view->selectNextUnresolved(true));
    const int firstUnresolved = view->table()->currentIndex().row();
    QVERIFY(view->selectNextUnresolved(true));
    const int secondUnresolved = view->table()->currentIndex().row();
    QVERIFY(secondUnresolved != firstUnresolved);
    view->selectProxyRow(firstUnresolved);
    view->table()->setFocus();
    QTest::keyClick(view->table(), Qt::Key_2);
    view->selectProxyRow(firstUnresolved > 0 ? firstUnresolved - 1 : view->shownCount() - 1);
    m_window->findChild<QAction *>(u"actionNextUnresolved"_s)->trigger(); // F3
    QCOMPARE(view->table()->currentIndex().row(), secondUnresolved);
    m_window->findChild<QAction *>(u"actionPreviousUnresolved"_s)->trigger(); // Shift+F3
    QVERIFY(view->table()->currentIndex().row() != firstUnresolved);
}

void TestReviewWindow::staleAfterReload()
{
    RecordView *view = open(m_record);
    QVERIFY(view);
    view->table()->setFocus();
    view->selectProxyRow(0);
    QTest::keyClick(view->table(), Qt::Key_2);
    QTest::keyClick(view->table(), Qt::Key_2);
    QCOMPARE(progress(view), u"Reviewed 2 of 21 shown"_s);
    const QString firstId = view->record()->outbound.at(0).id;
    const QString oldDigest = view->record()->outbound.at(0).digest;
    // A newer snapshot of the record: outbound 0 changed.
    writeFile(m_record, test::consistentFixture([](QJsonObject &root) {
        test::editOutbound(root, 0, [](QJsonObject &o) {
            o[u"citation"_s] = test::withChild(o[u"citation"_s].toObject(), u"cited_work"_s,
                [](QJsonObject &w) { w[u"title"_s] = u"A corrected title"_s; });
        });
    }));
    m_window->reloadCurrent();
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->isIdle() && view->record()->outbound.at(0).digest != oldDigest, kWait);
    QCOMPARE(progress(view), u"Reviewed 1 of 21 shown"_s);
    view->setQuery(u"review:stale"_s);
    QCOMPARE(view->shownCount(), 1);
    QCOMPARE(view->proxy()->index(0, ObservationModel::Review).data().toString(),
        u"changed since reviewed"_s);
    QVERIFY(view->reviewController()->review()->isStale(firstId));
    // Looked at again: no longer stale.
    view->selectProxyRow(0);
    view->table()->setFocus();
    QTest::keyClick(view->table(), Qt::Key_2);
    QCOMPARE(view->shownCount(), 0);
    view->setQuery(QString());
    QCOMPARE(progress(view), u"Reviewed 2 of 21 shown"_s);
}

void TestReviewWindow::sortByReviewColumn()
{
    RecordView *view = open(m_record);
    QVERIFY(view);
    const QString id5 = view->record()->outbound.at(5).id;
    view->reviewController()->review()->setDecision({ id5 }, Decision::Disputed);
    view->table()->sortByColumn(ObservationModel::Review, Qt::DescendingOrder);
    const Observation *top
        = view->model()->observation(view->proxy()->mapToSource(view->proxy()->index(0, 0)).row());
    QCOMPARE(top->id, id5);
    QVERIFY(!view->table()->isColumnHidden(ObservationModel::Review));
}

void TestReviewWindow::corruptReviewFileKept()
{
    const QString reviewPath = reviewPathBesideFile(m_record);
    const QByteArray corrupt
        = "{\"schema\":\"pith-ledger-review\",\"version\":1,\n\"decisions\": [,]}";
    writeFile(reviewPath, corrupt);
    RecordView *view = open(m_record);
    QVERIFY(view);
    const QString message = view->reviewController()->messageText();
    QVERIFY2(message.contains(reviewPath + u":2:"_s), qPrintable(message));
    QVERIFY(message.contains(u"kept as it is"_s));
    QVERIFY(view->findChild<QLabel *>(u"reviewMessage"_s)->isVisible());
    // The reviewer continues in a new file; the unreadable one is never written over.
    view->table()->setFocus();
    view->selectProxyRow(0);
    QTest::keyClick(view->table(), Qt::Key_2);
    QVERIFY(view->reviewController()->session()->saveNow());
    QFile f(reviewPath);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), corrupt);
    QVERIFY(QFile::exists(alternativePath(reviewPath, 2)));
}

void TestReviewWindow::takeInAColleaguesReview()
{
    RecordView *view = open(m_record);
    QVERIFY(view);
    ReviewController *c = view->reviewController();
    const QString a = view->record()->outbound.at(0).id, b = view->record()->outbound.at(1).id,
                  d = view->record()->outbound.at(2).id;
    c->review()->setDecision({ a, b }, Decision::Confirmed);

    // Another paper's review is refused, with both ids.
    const QString other = m_dir.filePath(u"other.review.json"_s);
    writeFile(other, toJson(ReviewData { u"2401.00001"_s, {}, {} }));
    QString error;
    QVERIFY(!c->mergeFrom(other, m_window.get(), &error));
    QVERIFY2(error.contains(u"arXiv:2401.00001"_s) && error.contains(u"arXiv:2509.00217"_s),
        qPrintable(error));

    // A colleague's: one conflict (a), one addition (d), one agreement (b).
    ReviewData theirs { u"2509.00217"_s, {}, {} };
    theirs.entries.insert(a, { Decision::NeedsFix, u"DOI points elsewhere"_s, u"Bo"_s, {}, {} });
    theirs.entries.insert(b, { Decision::Confirmed, {}, u"Bo"_s, {}, {} });
    theirs.entries.insert(d, { Decision::NotResolvable, u"a book"_s, u"Bo"_s, {}, {} });
    const QString colleague = m_dir.filePath(u"bo.review.json"_s);
    writeFile(colleague, toJson(theirs));
    QVERIFY(c->mergeFrom(colleague, m_window.get(), &error));
    ReviewMergeDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<ReviewMergeDialog *>()) != nullptr);
    QCOMPARE(dialog->result().conflicts.size(), 1);
    QVERIFY(dialog->findChild<QRadioButton *>(u"theirs_0"_s)->text().contains(u"DOI points"_s));
    dialog->choose(0, true);
    dialog->accept();
    QCOMPARE(c->review()->entry(a).decision, Decision::NeedsFix);
    QCOMPARE(c->review()->entry(a).note, u"DOI points elsewhere"_s);
    QCOMPARE(c->review()->entry(b).decision, Decision::Confirmed);
    QCOMPARE(c->review()->entry(d).decision, Decision::NotResolvable);

    // Save Review As hands it on; the session continues there.
    const QString handed = m_dir.filePath(u"handed.review.json"_s);
    QVERIFY(c->saveAs(handed, &error));
    QCOMPARE(c->session()->path(), handed);
    QCOMPARE(readReviewFile(handed, &error)->entries.size(), 3);
}

QTEST_MAIN(TestReviewWindow)
#include "tst_reviewwindow.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The history in the real MainWindow under offscreen, with a real Fetcher and an HTTP server on
// 127.0.0.1 whose answer changes: the reload banner's sentence, the change: keys in the filter
// bar, before/after above the detail pane, the History dialog opening an old copy in a tab,
// the Preferences' history box, and the watch list.
#include "app/common/language.h"
#include "models/history/changetablemodel.h"
#include "models/history/snapshotstore.h"
#include "models/history/watchlist.h"
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/net/fetcher.h"
#include "models/record/parser.h"
#include "models/record/verdict.h"
#include "models/review/reviewfile.h"
#include "models/review/reviewsession.h"
#include "tests/net/testserver.h"
#include "tests/testutil.h"
#include "tests/windowtestutil.h"
#include "ui/paint/changestyle.h"
#include "ui/paint/statusstyle.h"
#include "ui/window/changesview.h"
#include "ui/window/filterbar.h"
#include "ui/window/historytracker.h"
#include "ui/window/mainwindow.h"
#include "ui/window/observationtable.h"
#include "ui/window/preferencesdialog.h"
#include "ui/window/recordview.h"
#include "ui/window/reviewcontroller.h"
#include "ui/window/settings.h"

#include <QAction>
#include <QCheckBox>
#include <QDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
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
    return publishedFixture([](QJsonObject &r) {
        r[u"as_of"_s] = u"2026-09-01T08:00:00Z"_s;
        for (int i : { 0, 2, 3 })
            setStatus(r, i, u"verified_exact"_s);
        addNoticeEvent(r, 1, QJsonObject { { u"type"_s, u"retraction"_s } });
    });
}

// A forged answer: the first reference said verified, as of 1 Sep 2026, the digests left as they
// were (1 observation fails, the context digest mismatches).
QByteArray forged()
{
    return mutatedFixture([](QJsonObject &r) {
        r[u"as_of"_s] = u"2026-09-01T08:00:00Z"_s;
        setStatus(r, 0, u"verified_exact"_s);
    });
}

// The colour painted near the right edge of a cell whose text is short (the reference index).
QColor emptyPixelOf(QAbstractItemView *view, int row, int column)
{
    auto *table = qobject_cast<QTableView *>(view);
    const QModelIndex index = view->model()->index(row, column);
    view->scrollTo(index);
    const QRect rect = view->visualRect(index);
    const QImage image = table->viewport()->grab().toImage();
    return image.pixelColor(rect.right() - 3, rect.center().y());
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// Holds the history's writer before each write until letGo(): the test drives the window while a
// copy waits to be kept. Let go when it goes too, so that a failed check (which returns early)
// never leaves the writer waiting (the tracker's destructor waits for the writer).
class HeldWriter {
public:
    explicit HeldWriter(history::SnapshotWriter *writer)
        : m_writer(writer)
    {
        m_writer->setBeforeWriteHook([this] {
            m_held = true;
            m_gate.acquire();
        });
    }
    ~HeldWriter() { letGo(8); }
    Q_DISABLE_COPY_MOVE(HeldWriter)

    bool held() const { return m_held.load(); }
    // No further write is held; `writes` of those waiting go on.
    void letGo(int writes = 1)
    {
        m_writer->setBeforeWriteHook({});
        m_gate.release(writes);
    }

private:
    history::SnapshotWriter *m_writer;
    QSemaphore m_gate;
    std::atomic<bool> m_held { false };
};

} // namespace

class TestHistoryWindow final : public WindowTest {
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
            const int which = served->load();
            return ScriptedResponse::ok(which == 0 ? older() : which == 1 ? newer() : forged());
        });
    }

    void init()
    {
        m_served->store(0);
        m_storePath = m_dir.filePath(u"%1/history.sqlite"_s.arg(++m_round));
        m_fetcher = std::make_unique<net::Fetcher>(&m_nam);
        m_tracker = std::make_unique<HistoryTracker>(m_storePath);
        QVERIFY(startWindow([this](Settings &settings) { settings.setBaseUrl(m_server.baseUrl()); },
            [this](MainWindow &window) {
                window.setFetcher(m_fetcher.get());
                window.setHistoryTracker(m_tracker.get());
            }));
    }

    void cleanup()
    {
        m_window.reset();
        m_tracker.reset();
        closeWindow();
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
        // The copy is kept on the writer's thread; the banner follows.
        QFrame *banner = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((banner = view->findChild<QFrame *>(u"changesBanner"_s)), kWait);
        QTRY_VERIFY(banner->isVisible());
        auto *text = view->findChild<QLabel *>(u"changesBannerText"_s);
        QVERIFY2(text->text().startsWith(u"6 changes since the copy of 10 Aug 2026: 3 references "
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

        // The rows of the tab's table are tinted by how they changed: a role of the model,
        // painted by the delegate.
        view->setQuery(QString());
        QCOMPARE(view->model()->index(0, 0).data(ObservationModel::ChangeKindRole).toString(),
            u"resolution"_s);
        QCOMPARE(view->model()
                     ->index(1, ObservationModel::Review)
                     .data(ObservationModel::ChangeKindRole)
                     .toString(),
            u"notice"_s);
        QVERIFY(
            view->model()->index(4, 0).data(ObservationModel::ChangeKindRole).toString().isEmpty());
        view->table()->clearSelection();
        if (!qEnvironmentVariableIsEmpty("PITH_SCREENSHOT_DIR"))
            m_window->grab().save(qEnvironmentVariable("PITH_SCREENSHOT_DIR") + u"/tinted.png"_s);
        const QColor resolutionTint
            = changeColours(u"resolution"_s, view->table()->palette()).background;
        QCOMPARE(emptyPixelOf(view->table(), 0, ObservationModel::ReferenceIndex), resolutionTint);
        const QColor unchanged = emptyPixelOf(view->table(), 4, ObservationModel::ReferenceIndex);
        QVERIFY(unchanged.isValid());
        QVERIFY(unchanged != resolutionTint);

        // The banner's link opens the Changes view: every change, coloured by kind.
        QMetaObject::invokeMethod(text, "linkActivated", Q_ARG(QString, u"view"_s));
        ChangesView *changes = nullptr;
        QTRY_VERIFY((changes = view->findChild<ChangesView *>(u"changesView"_s)));
        QVERIFY(QTest::qWaitForWindowExposed(changes));
        QTableView *table = changes->table();
        // the four observations' changes and the two state counts that follow them
        QCOMPARE(table->model()->rowCount(), 6);
        auto cell = [table](int row, int column) {
            return table->model()->index(row, column).data().toString();
        };
        QCOMPARE(cell(0, history::ChangeTableModel::Kind), u"resolution changed"_s);
        QCOMPARE(cell(0, history::ChangeTableModel::ReferenceIndex), u"1"_s);
        QCOMPARE(cell(0, history::ChangeTableModel::Before), u"unresolved"_s);
        QCOMPARE(cell(1, history::ChangeTableModel::Kind), u"notice changed"_s);
        // The first change is selected, its before and after below the table.
        QVERIFY2(changes->beforeAfterText().contains(u"Before: unresolved"_s),
            qPrintable(changes->beforeAfterText()));
        QVERIFY2(changes->beforeAfterText().contains(u"Now: verified exact (arxiv_id)"_s),
            qPrintable(changes->beforeAfterText()));
        if (!qEnvironmentVariableIsEmpty("PITH_SCREENSHOT_DIR"))
            changes->grab().save(qEnvironmentVariable("PITH_SCREENSHOT_DIR") + u"/changes.png"_s);
        table->clearSelection();
        const int refColumn = history::ChangeTableModel::ReferenceIndex;
        QCOMPARE(emptyPixelOf(table, 0, refColumn), resolutionTint);
        QCOMPARE(emptyPixelOf(table, 1, refColumn),
            changeColours(u"notice"_s, table->palette()).background);
        // A dark palette gets the dark tints.
        QPalette dark(QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x18));
        dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
        changes->setPalette(dark);
        QVERIFY(isDarkPalette(table->palette()));
        QCOMPARE(
            emptyPixelOf(table, 0, refColumn), changeColours(u"resolution"_s, true).background);
        if (!qEnvironmentVariableIsEmpty("PITH_SCREENSHOT_DIR"))
            changes->grab().save(
                qEnvironmentVariable("PITH_SCREENSHOT_DIR") + u"/changes-dark.png"_s);
        changes->setPalette(QPalette());

        // The same filter bar as the tab's: change: keys and the record's own.
        FilterBar *bar = changes->filterBar();
        bar->setQuery(u"change:notice"_s);
        QVERIFY(!bar->hasError());
        QCOMPARE(table->model()->rowCount(), 1);
        QCOMPARE(cell(0, history::ChangeTableModel::ReferenceIndex), u"2"_s);
        bar->setQuery(u"change:resolution ref:3..4"_s);
        QCOMPARE(table->model()->rowCount(), 2);
        bar->setQuery(u"change:resolutoin"_s);
        QVERIFY(bar->hasError());
        QCOMPARE(table->model()->rowCount(), 2); // the last good filter stays
        bar->setQuery(u"change:resolution"_s);
        QCOMPARE(table->model()->rowCount(), 3);

        // A change selects its row in the tab, even one the tab's filter hides.
        view->setQuery(u"change:notice"_s);
        changes->selectRow(2);
        const QString wanted
            = table->model()->index(2, 0).data(history::ChangeTableModel::NewIdRole).toString();
        QVERIFY(!wanted.isEmpty());
        changes->findChild<QPushButton *>(u"selectInTabButton"_s)->click();
        const QModelIndex current = view->table()->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(view->model()->observation(view->proxy()->mapToSource(current).row())->id, wanted);
        changes->close();
        QTRY_VERIFY(!view->findChild<ChangesView *>(u"changesView"_s));

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
        // and the rows' tints
        QVERIFY(
            view->model()->index(0, 0).data(ObservationModel::ChangeKindRole).toString().isEmpty());
    }

    void changesViewOpensComparedCopyBeside()
    {
        const QString file = m_dir.filePath(u"record-c.json"_s);
        writeFile(file, older());
        m_window->openFiles({ file });
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 1, kWait);
        writeFile(file, newer());
        m_window->reloadCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle()
                && m_window->currentView()->record()->asOf == "2026-09-01T08:00:00Z"_L1,
            kWait);
        RecordView *view = m_window->currentView();
        QTRY_VERIFY_WITH_TIMEOUT(m_tracker->changes(view), kWait); // kept, then compared
        ChangesView *changes = m_tracker->showChangesView(view);
        QVERIFY(changes);
        auto *open = changes->findChild<QPushButton *>(u"openOlderCopyButton"_s);
        QVERIFY(open->isEnabled());
        open->click();
        QTRY_COMPARE(m_window->views().size(), 2);
        RecordView *old = m_window->currentView();
        QVERIFY(old != view);
        QCOMPARE(old->record()->asOf, u"2026-08-10T10:32:00Z"_s);
        auto *note = old->findChild<QLabel *>(u"changesBannerText"_s);
        QVERIFY(note);
        QVERIFY2(
            note->text().startsWith(u"Stored copy as of 10 Aug 2026"_s), qPrintable(note->text()));
        QCOMPARE(view->record()->asOf, u"2026-09-01T08:00:00Z"_s); // the new copy stays beside
    }

    void keptCopyIsTheOneReadEvenIfTheFileChanged()
    {
        // The writer is held while the file is rewritten and reloaded: what it keeps for the
        // first load are the bytes that load read, not the file's newer content (CI once saw a
        // slow writer keep the newer bytes under the older copy's digest, so nothing "changed").
        HeldWriter writer(m_tracker->writer());
        const QString file = m_dir.filePath(u"record-race.json"_s);
        writeFile(file, older());
        m_window->openFiles({ file });
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 1, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(writer.held(), kWait);
        writeFile(file, newer());
        m_window->reloadCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle()
                && m_window->currentView()->record()->asOf == "2026-09-01T08:00:00Z"_L1,
            kWait);
        RecordView *view = m_window->currentView();
        QCOMPARE(m_tracker->store()->count(), 0); // nothing written yet

        writer.letGo();
        QTRY_VERIFY_WITH_TIMEOUT(m_tracker->changes(view), kWait);
        QVERIFY(!m_tracker->changes(view)->diff().same());
        const QList<history::SnapshotInfo> copies = m_tracker->store()->snapshots(u"2509.00217"_s);
        QCOMPARE(copies.size(), 2);
        for (const history::SnapshotInfo &c : copies) {
            const ParseResult kept = parseRecord(m_tracker->store()->bytes(c.id), u"kept"_s);
            QVERIFY(kept.ok());
            QCOMPARE(kept.record->asOf, c.asOf); // each copy's bytes are that copy's
            QCOMPARE(kept.record->computedContextDigest, c.contextDigest);
        }
    }

    void bigRecordKeptWhileWindowStaysUsable()
    {
        // More than the 16 MiB the window once kept at most: a 17 MiB note on one reference.
        const QString big = m_dir.filePath(u"record-big.json"_s);
        writeFile(big, consistentFixture([](QJsonObject &r) {
            r[u"as_of"_s] = u"2026-09-01T08:00:00Z"_s;
            editOutbound(
                r, 20, [](QJsonObject &o) { o[u"curator_note"_s] = QString(17 << 20, u'x'); });
        }));
        QVERIFY(QFileInfo(big).size() > (qint64(16) << 20));

        // The writer is held before its first write until the test lets it go.
        HeldWriter writer(m_tracker->writer());
        m_window->openFiles({ big });
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 1, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(writer.held(), kWait);

        // While the copy is being kept, the window answers: filtering, another tab.
        RecordView *view = m_window->currentView();
        view->setQuery(u"status:unresolved"_s);
        QCOMPARE(view->shownCount(), 10);
        view->setQuery(QString());
        const QString small = m_dir.filePath(u"record-small.json"_s);
        writeFile(small, older());
        m_window->openFiles({ small });
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 2, kWait);
        QCOMPARE(m_window->currentView()->record()->asOf, u"2026-08-10T10:32:00Z"_s);
        QCOMPARE(m_tracker->store()->count(), 0); // nothing written yet

        writer.letGo();
        QTRY_COMPARE_WITH_TIMEOUT(m_tracker->store()->count(), 2, kWait);
        const QList<history::SnapshotInfo> copies = m_tracker->store()->snapshots(u"2509.00217"_s);
        QCOMPARE(copies.size(), 2);
        qint64 largest = 0;
        for (const history::SnapshotInfo &c : copies)
            largest = std::max(largest, c.bytes);
        QCOMPARE(largest, QFileInfo(big).size());
        const QByteArray kept = m_tracker->store()->bytes(copies.last().id);
        QCOMPARE(kept.size(), QFileInfo(big).size()); // whole, as read
    }

    void bigFileChangedBeforeItsCopyIsKept()
    {
        // A file over a megabyte is not kept in memory: the writer reads it again. Rewritten in
        // place before that, it is not kept as the copy that was read; the status bar says why.
        const QString big = m_dir.filePath(u"record-big-changed.json"_s);
        const QByteArray bytes = consistentFixture([](QJsonObject &r) {
            editOutbound(
                r, 20, [](QJsonObject &o) { o[u"curator_note"_s] = QString(2 << 20, u'x'); });
        });
        writeFile(big, bytes);
        QSignalSpy messages(m_tracker.get(), &HistoryTracker::statusMessage);
        HeldWriter writer(m_tracker->writer());
        m_window->openFiles({ big });
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 1, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(writer.held(), kWait);
        QVERIFY(m_window->currentView()->record()->input.isEmpty());
        QThread::msleep(20); // past the file system clock's tick
        QFile f(big);
        QVERIFY(f.open(QIODevice::ReadWrite) && f.seek(bytes.size() / 2) && f.write("y", 1) == 1);
        f.close();

        writer.letGo();
        QTRY_VERIFY_WITH_TIMEOUT(!messages.isEmpty(), kWait);
        const QString message = messages.last().at(0).toString();
        QVERIFY2(message.startsWith(QFileInfo(big).absoluteFilePath())
                && message.contains(u"changed on disk since it was opened"_s),
            qPrintable(message));
        QCOMPARE(m_tracker->store()->count(), 0);
    }

    void reviewCarriedToNewerCopy()
    {
        // A review of the copy of 10 Aug in a.json: references 1, 3 and 5 confirmed.
        const QString a = m_dir.filePath(u"review-a.json"_s);
        writeFile(a, older());
        m_window->openFiles({ a });
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 1, kWait);
        RecordView *first = m_window->currentView();
        const RecordPtr old = first->record();
        first->reviewController()->review()->setDecision(
            { old->outbound[0].id, old->outbound[2].id, old->outbound[4].id },
            review::Decision::Confirmed);
        QVERIFY(first->reviewController()->session()->saveNow());
        const QString reviewA = review::reviewPathBesideFile(a);
        QVERIFY(QFileInfo::exists(reviewA));
        QTRY_COMPARE_WITH_TIMEOUT(m_tracker->store()->count(), 1, kWait);

        // The copy of 1 Sep in b.json: reference 1 under a new id, reference 3 resolved,
        // reference 5 as it was.
        const QString renamed = u"00000000-0000-4000-8000-000000000002"_s;
        const QString b = m_dir.filePath(u"review-b.json"_s);
        writeFile(b, publishedFixture([&](QJsonObject &r) {
            r[u"as_of"_s] = u"2026-09-01T08:00:00Z"_s;
            editOutbound(r, 0, [&](QJsonObject &o) { o[u"observation_id"_s] = renamed; });
            setStatus(r, 2, u"verified_exact"_s);
        }));
        m_window->openFiles({ b });
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 2, kWait);
        RecordView *second = m_window->currentView();
        QVERIFY(second != first);
        QTRY_VERIFY_WITH_TIMEOUT(m_tracker->changes(second), kWait);

        const review::ReviewPtr carried = second->reviewController()->review();
        // Asked first: nothing taken, nothing written beside b.json, until Carry Over.
        QWidget *bar = second->reviewController()->carryOverBar();
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), kWait);
        const QString question = bar->findChild<QLabel *>(u"reviewCarryText"_s)->text();
        QVERIFY2(question.contains(u"3 decisions or notes from review-a.review.json apply"_s),
            qPrintable(question));
        QVERIFY(carried->data().entries.isEmpty());
        QVERIFY(!QFileInfo::exists(review::reviewPathBesideFile(b)));
        bar->findChild<QPushButton *>(u"reviewCarryOverButton"_s)->click();
        QVERIFY(!bar->isVisible());
        QCOMPARE(carried->data().entries.size(), 3);
        QVERIFY(carried->canUndo()); // one step, as any decision
        // Matched by reference index under its new id; its digest changed with the id: stale.
        QCOMPARE(carried->entry(renamed).decision, review::Decision::Confirmed);
        QVERIFY(carried->isStale(renamed));
        QVERIFY(carried->entry(old->outbound[0].id).isEmpty());
        // Matched by id, changed: stale; unchanged: still confirmed.
        QVERIFY(carried->isStale(old->outbound[2].id));
        QCOMPARE(carried->effectiveDecision(old->outbound[4].id), review::Decision::Confirmed);
        QVERIFY(!carried->isStale(old->outbound[4].id));

        // Queryable, and shown in the Review column.
        second->setQuery(u"review:stale"_s);
        QVERIFY(!second->filterBar()->hasError());
        QCOMPARE(second->shownCount(), 2);
        const QString cellText
            = second->proxy()->index(0, ObservationModel::Review).data(Qt::ToolTipRole).toString()
            + second->proxy()->index(0, ObservationModel::Review).data().toString();
        QVERIFY2(cellText.contains(review::staleLabel()), qPrintable(cellText));
        second->setQuery(u"review:confirmed"_s);
        QCOMPARE(second->shownCount(), 1);

        // Kept beside b.json; a.json's review is as it was.
        QVERIFY(second->reviewController()->session()->saveNow());
        QString error;
        const std::optional<review::ReviewData> kept
            = review::readReviewFile(review::reviewPathBesideFile(b), &error);
        QVERIFY2(kept, qPrintable(error));
        QVERIFY(kept->entries.contains(renamed));
        const std::optional<review::ReviewData> before = review::readReviewFile(reviewA, &error);
        QVERIFY2(before, qPrintable(error));
        QVERIFY(before->entries.contains(old->outbound[0].id));
        QVERIFY(!before->entries.contains(renamed));

        // A third copy, c.json, a month later: Start Empty leaves its review empty and written
        // nowhere, and the tab does not ask again.
        const QString c = m_dir.filePath(u"review-c.json"_s);
        writeFile(c, publishedFixture([](QJsonObject &r) {
            r[u"as_of"_s] = u"2026-10-01T08:00:00Z"_s;
            for (int i : { 0, 2, 3 })
                setStatus(r, i, u"verified_exact"_s);
        }));
        m_window->openFiles({ c });
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 3, kWait);
        RecordView *third = m_window->currentView();
        QTRY_VERIFY_WITH_TIMEOUT(m_tracker->changes(third), kWait);
        QWidget *thirdBar = third->reviewController()->carryOverBar();
        QTRY_VERIFY_WITH_TIMEOUT(thirdBar->isVisible(), kWait);
        thirdBar->findChild<QPushButton *>(u"reviewStartEmptyButton"_s)->click();
        QVERIFY(!thirdBar->isVisible());
        QVERIFY(third->reviewController()->review()->data().entries.isEmpty());
        const QList<history::SnapshotInfo> copies
            = m_tracker->store()->snapshots(old->paper.arxivId);
        const auto ofA
            = std::find_if(copies.cbegin(), copies.cend(), [&](const history::SnapshotInfo &i) {
                  return i.source == QFileInfo(a).absoluteFilePath();
              });
        QVERIFY(ofA != copies.cend());
        m_tracker->showChanges(third, old, u"10 Aug 2026"_s, *ofA);
        QVERIFY(!thirdBar->isVisible());
        QVERIFY(third->reviewController()->review()->data().entries.isEmpty());
        QTest::qWait(review::ReviewSession::kSaveDelayMs * 2);
        QVERIFY(!QFileInfo::exists(review::reviewPathBesideFile(c)));
    }

    void changeColoursReadOnBothPalettes()
    {
        for (const bool dark : { false, true })
            for (const QString &kind : { u"added"_s, u"removed"_s, u"resolution"_s, u"notice"_s,
                     u"cited_work"_s, u"other"_s, u"record"_s }) {
                const ChangeColours c = changeColours(kind, dark);
                QVERIFY2(contrastRatio(c.foreground, c.background) >= 4.5,
                    qPrintable(kind + (dark ? u" dark"_s : u" light"_s)));
                QCOMPARE(isDarkPalette(QPalette(c.background)), dark);
            }
        QVERIFY(changeColours(u"added"_s, false).background
            != changeColours(u"removed"_s, false).background);
    }

    void fetchedCopyComparedWithLastSeen()
    {
        QLabel *text = nullptr;
        fetchThenReload(1, &text); // the server now has a newer copy
        QVERIFY(text);
        QTRY_VERIFY2(text->text().startsWith(u"6 changes since the copy of 10 Aug 2026"_s),
            qPrintable(text->text() + u" / "_s + m_window->errorText()));
        history::SnapshotStore store(m_storePath);
        QVERIFY(store.open());
        const QList<history::SnapshotInfo> copies = store.snapshots(u"2509.00217"_s);
        QCOMPARE(copies.size(), 2);
        QVERIFY(copies[0].source.startsWith(m_server.baseUrl().toString()));
    }

    // A fetched copy whose digests fail: the banner says so before what it claims, it is kept
    // but never the baseline, and a watch check counts it as failing, not as changed.
    void forgedCopySaidToFailNeverTheBaseline()
    {
        QLabel *text = nullptr;
        fetchThenReload(2, &text); // the forged copy
        QVERIFY(text);
        QTRY_VERIFY2(text->text().startsWith(u"This copy fails verification (1 observation "
                                             "fails · Context digest mismatch · Audit failed: 2 "
                                             "errors, 1 warning): it is kept, but never compared "
                                             "with. What it claims: 1 change since the copy of 10 "
                                             "Aug 2026"_s),
            qPrintable(text->text()));
        QCOMPARE(m_window->currentView()->findChild<QFrame *>(u"changesBanner"_s)->property("kind"),
            QVariant(u"failing"_s));

        // The server has a copy that verifies: compared with the first copy, the forged one
        // named as passed over.
        m_served->store(1);
        m_window->reloadCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(
            m_window->isIdle() && recordVerdict(*m_window->currentView()->record()).ok(), kWait);
        QTRY_VERIFY2(text->text().startsWith(u"6 changes since the copy of 10 Aug 2026: 3 "
                                             "references resolved, 1 new retraction notice. 1 "
                                             "other copy that fails verification passed over."_s),
            qPrintable(text->text()));

        // Watched: a forged answer is counted as failing, and the paper is not marked changed.
        auto *watch = m_window->findChild<QAction *>(u"watchAction"_s);
        watch->trigger();
        m_served->store(2);
        QSignalSpy done(m_tracker.get(), &HistoryTracker::watchCheckFinished);
        QSignalSpy status(m_tracker.get(), &HistoryTracker::statusMessage);
        m_tracker->checkWatched();
        QVERIFY(done.wait(kWait));
        QCOMPARE(done.first().at(0).toInt(), 0); // not changed
        QVERIFY(!status.isEmpty());
        QCOMPARE(status.last().at(0).toString(),
            u"Watched papers checked: 0 changed, 1 fails verification"_s);
        history::WatchList list(history::WatchList::pathBeside(m_storePath));
        QVERIFY(list.load());
        QVERIFY(!list.isChanged(u"2509.00217"_s));
    }

    // Two files of the paper with the same as_of and different content: the second tab's banner
    // names both as conflicting copies, claims no change, and the History list marks both.
    void conflictingCopiesNotChanges()
    {
        const QString first = m_dir.filePath(u"conflict-a.json"_s);
        const QString second = m_dir.filePath(u"conflict-b.json"_s);
        writeFile(first, older());
        writeFile(second, publishedFixture([](QJsonObject &r) {
            setStatus(r, 0, u"verified_exact"_s); // as_of left at 10 Aug 2026 10:32
        }));
        m_window->openFiles({ first });
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 1, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(
            m_tracker->store()->snapshots(u"2509.00217"_s).size(), qsizetype(1), kWait);
        m_window->openFiles({ second });
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 2, kWait);
        QLabel *text = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (text = m_window->currentView()->findChild<QLabel *>(u"changesBannerText"_s)), kWait);
        QTRY_VERIFY2(text->text().startsWith(u"Conflicting copies as of 10 Aug 2026 10:32:00 UTC: "
                                             "this one (from "_s
                         + second + u") and the one kept from "_s + first + u" differ"_s),
            qPrintable(text->text()));
        QVERIFY(!text->text().contains(u"change since"_s));
        QCOMPARE(m_window->currentView()->findChild<QFrame *>(u"changesBanner"_s)->property("kind"),
            QVariant(u"conflict"_s));

        m_window->findChild<QAction *>(u"historyAction"_s)->trigger();
        QDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = m_window->findChild<QDialog *>(u"historyDialog"_s)));
        auto *list = dialog->findChild<QTreeWidget *>(u"snapshotList"_s);
        QCOMPARE(list->topLevelItemCount(), 2);
        for (int i = 0; i < 2; ++i)
            QCOMPARE(list->topLevelItem(i)->text(0), u"10 Aug 2026 (conflicting)"_s);
        dialog->close();
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
        // The newer copy is stored on the history's own thread, after the tab shows it: the
        // dialog lists what is stored (under ASan the dialog came first and listed one copy).
        QTRY_COMPARE_WITH_TIMEOUT(
            m_tracker->store()->snapshots(u"2509.00217"_s).size(), qsizetype(2), kWait);

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

    // The History dialog forgets the selected copy, and clears the paper's history after asking
    // (Cancel keeps it); a subset exported by Pith Ledger, opened, is never kept.
    void historyDialogForgetsAndClears()
    {
        const QString file = m_dir.filePath(u"record-f.json"_s);
        writeFile(file, older());
        m_window->openFiles({ file });
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 1, kWait);
        writeFile(file, newer());
        m_window->reloadCurrent();
        QTRY_COMPARE_WITH_TIMEOUT(
            m_tracker->store()->snapshots(u"2509.00217"_s).size(), qsizetype(2), kWait);

        m_window->findChild<QAction *>(u"historyAction"_s)->trigger();
        QDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = m_window->findChild<QDialog *>(u"historyDialog"_s)));
        auto *list = dialog->findChild<QTreeWidget *>(u"snapshotList"_s);
        QCOMPARE(list->topLevelItemCount(), 2);
        list->setCurrentItem(list->topLevelItem(1)); // the 10 Aug copy
        dialog->findChild<QPushButton *>(u"forgetSnapshotButton"_s)->click();
        QCOMPARE(list->topLevelItemCount(), 1);
        QCOMPARE(list->topLevelItem(0)->text(0), u"1 Sep 2026"_s);
        QCOMPARE(m_tracker->store()->snapshots(u"2509.00217"_s).size(), qsizetype(1));

        auto *clear = dialog->findChild<QPushButton *>(u"clearHistoryButton"_s);
        const auto answer = [&](QMessageBox::StandardButton button) {
            clear->click();
            QMessageBox *ask = nullptr;
            QTRY_VERIFY((ask = dialog->findChild<QMessageBox *>(u"clearHistoryQuestion"_s)));
            QVERIFY(ask->text().contains(u"arXiv:2509.00217"_s));
            ask->button(button)->click();
            QTRY_VERIFY(!dialog->findChild<QMessageBox *>(u"clearHistoryQuestion"_s));
        };
        answer(QMessageBox::Cancel);
        QCOMPARE(m_tracker->store()->count(), 1);
        answer(QMessageBox::Yes);
        QCOMPARE(m_tracker->store()->count(), 0);
        QCOMPARE(list->topLevelItemCount(), 0);
        QCOMPARE(m_window->views().size(), 1); // the tab still shows its copy
        dialog->close();

        // A subset exported from the tab, opened: not kept.
        const QString subset = m_dir.filePath(u"subset-f.json"_s);
        QProcess cli;
        cli.start(QStringLiteral(PITH_CLI_PATH),
            { u"export"_s, file, u"--format"_s, u"json"_s, u"--filter"_s, u"status:unresolved"_s,
                u"-o"_s, subset });
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        m_window->openFiles({ subset });
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 2, kWait);
        QVERIFY(recordVerdict(*m_window->currentView()->record()).subset);
        QTest::qWait(300);
        QCOMPARE(m_tracker->store()->count(), 0);
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
        // Both copies are stored on the history's own thread, after the tab shows them.
        QTRY_COMPARE_WITH_TIMEOUT(m_tracker->store()->count(), 2, kWait);
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
        QTRY_VERIFY_WITH_TIMEOUT(list.load() && !list.isChanged(u"2509.00217"_s), kWait);
    }

private:
    // Opens the paper from the server, then reloads it once the server answers copy `served`
    // (1 newer, 2 forged, both as of 1 Sep 2026); *banner: the changes banner's text once shown.
    void fetchThenReload(int served, QLabel **banner)
    {
        m_window->openPaper(u"2509.00217"_s, true);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle() && m_window->views().size() == 1, kWait);
        m_served->store(served);
        m_window->reloadCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle()
                && m_window->currentView()->record()->asOf == "2026-09-01T08:00:00Z"_L1,
            kWait);
        QTRY_VERIFY_WITH_TIMEOUT(
            (*banner = m_window->currentView()->findChild<QLabel *>(u"changesBannerText"_s)),
            kWait);
    }

    TestServer m_server;
    std::shared_ptr<std::atomic<int>> m_served = std::make_shared<std::atomic<int>>(0);
    int m_round = 0;
    QString m_storePath;
    QNetworkAccessManager m_nam;
    std::unique_ptr<net::Fetcher> m_fetcher;
    std::unique_ptr<HistoryTracker> m_tracker;
};

QTEST_MAIN(TestHistoryWindow)
#include "tst_historywindow.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The window's side of the history (issue 21): every record a tab shows is kept in the snapshot
// store; when it differs from the copy of that paper seen last, the tab gets a banner saying
// what changed in one sentence, `change:` query keys, and the before/after of the selected row
// above the detail pane. Also the History of This Paper dialog, the Preferences' history box and
// the watch list. MainWindow calls it at the few points where a record is shown.
#pragma once

#include "models/history/changefacts.h"
#include "models/history/snapshotstore.h"
#include "models/history/snapshotwriter.h"
#include "models/history/watchlist.h"
#include "ui/window/recordsource.h"

#include <QColor>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>
#include <memory>
#include <optional>

class QDialog;
class QFrame;
class QLabel;
class QMenu;

namespace pith::net {
class Fetcher;
class FetchJob;
struct FetchResult;
} // namespace pith::net

namespace pith::ui {

class ChangesView;
class RecordView;

class HistoryTracker final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryTracker)

public:
    // The store is opened at the first record shown (storePath: SnapshotStore::defaultPath() in
    // the program, a temporary file in tests).
    explicit HistoryTracker(const QString &storePath, QObject *parent = nullptr);
    ~HistoryTracker() override;

    // Null when the store cannot be opened (problem() says why).
    history::SnapshotStore *store();
    QString problem() const { return m_problem; }

    // The view now shows a record read from `bytes` (empty: read again from the view's file).
    // Keeps the copy, of any size, on the writer's thread and then, when it differs from the
    // baseline (StoreResult::previous: the copy with the latest as_of up to the record's) and
    // the tab still shows it, shows what changed; a copy of another content with the same as_of
    // is shown as a conflict instead. copyKept() follows.
    void recordShown(RecordView *view, const QByteArray &bytes);
    // Shows the changes from `older` to the view's record: banner, change: keys, before/after,
    // the rows tinted by kind. olderDate names the older copy ("9 Aug 2026"); olderInfo, when
    // it is a stored copy, lets the Changes view open it in a tab. When the view's record fails
    // verification the banner says so before what it claims changed; failingSkipped counts the
    // copies that fail the comparison passed over (StoreResult::failingSkipped); `before` is
    // said first (that the record is older than a copy kept).
    void showChanges(RecordView *view, RecordPtr older, const QString &olderDate,
        const std::optional<history::SnapshotInfo> &olderInfo = {}, int failingSkipped = 0,
        const QString &before = {});
    // Says on the tab that it shows a copy from the history (read-only, as every tab).
    void markStoredCopy(RecordView *view, const history::SnapshotInfo &info);
    // The changes the view shows (null when none).
    std::shared_ptr<const history::ChangeFacts> changes(RecordView *view) const;

    // Go menu entries: History of This Paper, Watch This Paper, Watched Papers.
    void addActions(QMenu *goMenu, const std::function<RecordView *()> &currentView);
    // Edit > Preferences: the store's size, and pruning to the newest N copies per paper.
    void extendPreferences(QDialog *dialog);
    // Watched papers are fetched with this fetcher from the base URL baseUrl() gives.
    void setFetcher(net::Fetcher *fetcher, std::function<QUrl()> baseUrl = {});
    history::WatchList *watchList() const { return m_watch.get(); }
    // The thread that keeps the copies recordShown() is given; tests hold it with its hook.
    history::SnapshotWriter *writer() const { return m_writer.get(); }

    void showHistoryDialog(RecordView *view, QWidget *parent);
    // The Changes view of the tab (changesview.h): every change it shows (removed observations
    // and the record's fields included), a row each, filtered by the query language; activating
    // a row selects it in the tab, and it opens the compared copy in a tab of its own.
    ChangesView *showChangesView(RecordView *view);
    // Opens the copy the view is compared with read-only in a new tab (when it is stored).
    void openComparedCopy(RecordView *view);
    void showWatchDialog(QWidget *parent);
    // Fetches every watched paper, keeps each copy and marks those that changed.
    void checkWatched();

signals:
    // Open this stored copy in a new tab (MainWindow::openRecordInTab, then markStoredCopy).
    void openStoredCopyRequested(
        pith::RecordPtr record, const RecordSource &source, const history::SnapshotInfo &info);
    void openPaperRequested(const QString &arxivId, bool newTab);
    void statusMessage(const QString &message);
    void watchCheckFinished(int changed, int failed);
    // A copy recordShown() handed to the writer was kept (or not: the status bar says why).
    void copyKept(bool ok);

private:
    // Reads the watch list; a list that cannot be read (or is no regular file) is named on the
    // status bar.
    bool loadWatchList();
    struct ViewState {
        std::shared_ptr<history::ChangeFacts> facts;
        QPointer<QFrame> banner;
        QPointer<QLabel> bannerText;
        QPointer<QLabel> detail;
        RecordPtr older; // the copy compared with
        QString olderDate;
        std::optional<history::SnapshotInfo> olderInfo;
        QPointer<ChangesView> changesView;
    };
    ViewState &stateOf(RecordView *view);
    void setFacts(RecordView *view, std::shared_ptr<history::ChangeFacts> facts);
    void showBanner(RecordView *view, const QString &html, const QString &kind);
    void updateDetail(RecordView *view);
    // The tab's review takes the older copy's decisions (history/reviewcarryover.h): under the
    // ids the diff matched, and from the older copy's review file when the tab's has none.
    void carryReview(RecordView *view, const history::RecordDiff &diff, const QString &olderDate,
        const std::optional<history::SnapshotInfo> &olderInfo);
    void onFetched(net::FetchJob *job, const QString &paper, const net::FetchResult &result);
    void onStored(quint64 ticket, const history::SnapshotWriteOutcome &outcome);
    void onWatchedStored(const QString &paper, const history::StoreResult &stored);
    void finishWatchCheckIfDone();
    struct PendingWrite {
        QPointer<RecordView> view;
        RecordPtr record;
    };

    QString m_storePath;
    std::unique_ptr<history::SnapshotStore> m_store;
    bool m_storeTried = false;
    QString m_problem;
    QHash<quint64, PendingWrite> m_pendingWrites; // writer ticket -> the tab and record
    QHash<RecordView *, ViewState> m_views;
    std::unique_ptr<history::WatchList> m_watch;
    // Destroyed before the store: its queued writes finish first.
    std::unique_ptr<history::SnapshotWriter> m_writer;
    QPointer<net::Fetcher> m_fetcher;
    std::function<QUrl()> m_baseUrl;
    QList<QPointer<net::FetchJob>> m_watchFetches; // the watched papers' fetches under way
    QHash<quint64, QString> m_watchWrites; // writer ticket -> watched paper
    bool m_checkedAtStart = false;
    int m_checkChanged = 0;
    int m_checkFailed = 0;
    int m_checkFailing = 0; // fetched copies that fail verification
    int m_checkConflicting = 0; // fetched copies of another content for an as_of kept
};

} // namespace pith::ui

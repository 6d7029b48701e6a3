// SPDX-License-Identifier: GPL-3.0-or-later
// A library of records (issue 20): every record file of a folder, or every paper of a list of
// arXiv ids and URLs, read in the background into one RecordSummary each. Files are read and
// parsed by models/open's RecordLoader (the record reader of both programs), a few at a time;
// papers are fetched through the Fetcher (and its cache, if it has one) a few at a time, waiting
// as long as a 429 answer's Retry-After asks before the next request. A record that cannot be
// read or fetched is an entry with its message; it never stops the others. A folder is watched:
// a file added, changed or removed updates its entry (a changed file is read and verified again).
#pragma once

#include "models/library/recordsummary.h"
#include "models/net/fetchjob.h"
#include "models/open/fetchpolicy.h"
#include "models/record/parser.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfoList>
#include <QFileSystemWatcher>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <optional>

namespace pith::net {
class Fetcher;
class FetchJob;
struct FetchResult;
}
namespace pith::open {
class RecordLoader;
}

namespace pith::library {

// A file name as people can read it: valid UTF-8 as it is, each other byte as \xHH.
QString escapedFileName(const QByteArray &name);

struct LibraryEntry {
    // What identifies the entry: a file's absolute path, or a list's line (an id or URL).
    QString source;
    bool fromFile = true;
    // Set once read: the summary, or the message saying why it could not be read.
    std::optional<RecordSummary> summary;
    QString error;
    // The record itself, only when the library keeps records (setKeepRecords).
    RecordPtr record;
    // The file's size and time when it was last queued, to notice a change.
    qint64 size = -1;
    QDateTime modified;

    bool isPending() const { return !summary && error.isEmpty(); }
    bool ok() const { return summary.has_value(); }
};

class Library final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Library)

public:
    enum class Kind { None, Folder, List };

    explicit Library(QObject *parent = nullptr);
    ~Library() override;

    // Lists are fetched through `fetcher` (not owned; it must outlive the library) with
    // `policy`'s base URL, deadline, size cap and cache.
    void setFetcher(net::Fetcher *fetcher, const open::FetchPolicy &policy);
    // At most this many files read, and papers fetched, at once.
    void setMaxParallelLoads(int n) { m_maxLoads = qMax(1, n); }
    void setMaxParallelFetches(int n) { m_maxFetches = qMax(1, n); }
    // How often one paper is asked for again after a 429 answer, and the longest Retry-After
    // honoured (a longer one is waited for this long).
    void setRateLimitRetries(int n) { m_retries = qMax(0, n); }
    void setMaxRetryAfterSeconds(int s) { m_maxRetryAfter = qMax(0, s); }
    // Keep each record beside its summary (the command line's export needs the observations; the
    // window does not, it reads a record again when it opens it).
    void setKeepRecords(bool keep) { m_keepRecords = keep; }
    // Watch an open folder for changes (the window, on by default); the command line reads it
    // once and asks the system for no watches (nor gets its warnings when they run out).
    void setWatchChanges(bool watch) { m_watchChanges = watch; }

    // Starts reading every record file of the folder (*.json but review files), in name order,
    // and watches it. False with *error when the folder cannot be listed.
    bool openFolder(const QString &path, QString *error = nullptr);
    // Starts fetching every paper of the list file (see paperlist.h). False with *error when the
    // file cannot be read or no fetcher was set.
    bool openList(const QString &path, QString *error = nullptr);
    // The same for ids and URLs given directly; repeated ones are fetched once.
    bool openPapers(const QStringList &inputs, QString *error = nullptr);

    // Stops what is still queued or running; entries not read by then say so.
    void cancel();
    bool isLoading() const;

    Kind kind() const { return m_kind; }
    QString location() const { return m_location; } // the folder or list file
    const QList<LibraryEntry> &entries() const { return m_entries; }
    int indexOf(const QString &source) const;
    int failureCount() const;
    // The review of a record read changed (a decision taken in the library's queue): its
    // summary's review progress is read again. Emits summaryChanged, not entryChanged (the
    // record is the same).
    void refreshReview(int index);
    int pendingCount() const;

signals:
    // Entries are added at the end, changed in place and removed anywhere.
    void entryAboutToBeAdded(int index);
    void entryAdded(int index);
    void entryChanged(int index);
    void summaryChanged(int index);
    void entryAboutToBeRemoved(int index);
    void entryRemoved(int index);
    // Work done of the work started since loading last began (files read, papers fetched).
    void progress(int done, int total);
    // Nothing left to read or fetch: everything queued was read, failed, or was cancelled.
    void loadingFinished(bool cancelled);

private:
    struct Task {
        QString source;
        QByteArray bytes; // fetched bytes to parse (fetch tasks have none yet)
        QString name; // the name fetched bytes are parsed under (their URL)
        int attempts = 0;
    };
    struct Running;

    void reset();
    // Appends an entry at the end, with its signals; its index.
    int addEntry(LibraryEntry entry);
    void startTask(const QString &source, bool fromFile);
    void dispatch();
    void onLoaderFinished(open::RecordLoader *loader, const ParseResult &result);
    void onLoaderCancelled(open::RecordLoader *loader);
    void onFetchFinished(quint64 id, const net::FetchResult &result);
    void settle(const QString &source, const RecordPtr &record, const QString &error);
    void finishOne();
    void rescan();
    void scanSlice();
    void stopScan();
    void rebuildIndex();

    Kind m_kind = Kind::None;
    QString m_location;
    QList<LibraryEntry> m_entries;
    QHash<QString, int> m_index;

    net::Fetcher *m_fetcher = nullptr;
    open::FetchPolicy m_policy;
    int m_maxLoads = 2;
    int m_maxFetches = 3;
    int m_retries = 3;
    int m_maxRetryAfter = 120;
    bool m_keepRecords = false;
    bool m_watchChanges = true;

    QList<Task> m_loadQueue; // files to read, fetched bytes to parse
    QList<Task> m_fetchQueue; // papers to fetch
    QHash<open::RecordLoader *, Task> m_loading;
    QList<open::RecordLoader *> m_idleLoaders;
    QHash<quint64, Task> m_fetching; // by our own fetch number
    QHash<quint64, QPointer<net::FetchJob>> m_fetchJobs; // the fetcher's handles, same keys
    quint64 m_lastFetch = 0;
    QSet<QString> m_readAgain; // changed while being read: read once more when done
    QDateTime m_fetchNotBefore; // a 429's Retry-After holds every fetch until then
    QTimer m_retryTimer;
    int m_done = 0;
    int m_total = 0;
    bool m_cancelled = false;
    bool m_cancelling = false; // cancel() settles everything, then says so once

    QFileSystemWatcher *m_watcher = nullptr;
    QTimer m_rescanTimer;
    QSet<QString> m_changedFiles; // fileChanged: read again even when size and time look the same
    // A scan of the folder goes through its files in slices over turns of the event loop: 2,000
    // files listed, queued and watched at once held the window up for 34-92 ms.
    struct Scan {
        QFileInfoList found;
        // Files whose names are not valid UTF-8, which no QString names exactly: their names as
        // shown (escapedFileName()), each an entry that says why it is not read.
        QStringList undecodable;
        qsizetype next = 0;
        QSet<QString> present;
        QSet<QString> changed;
        QSet<QString> watched;
        bool first = false; // the scan of openFolder: says loadingFinished even for no file
    };
    std::optional<Scan> m_scan;
    QTimer m_scanTimer;
    bool m_finishedWhileScanning = false;
    bool m_firstScan = false; // the next scan is openFolder's
};

} // namespace pith::library

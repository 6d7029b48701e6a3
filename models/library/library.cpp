// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/library/library.h"

#include "models/library/paperlist.h"
#include "models/net/fetcher.h"
#include "models/open/recordloader.h"
#include "models/record/parser.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <dirent.h>
#endif

using namespace Qt::StringLiterals;

namespace pith::library {

namespace {

// Seconds a 429 without Retry-After is waited for before the paper is asked for again.
constexpr int kDefaultRetryAfterSeconds = 5;
// Changes in a folder come in bursts (an editor's temporary file, then the rename): one look at
// the folder after the burst.
constexpr int kRescanDelayMs = 150;
// Files of a folder scanned per turn of the event loop (each listed one is looked up, a new one
// added as an entry and queued, and watched).
constexpr int kFilesPerScanSlice = 250;

} // namespace

Library::Library(QObject *parent)
    : QObject(parent)
{
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &Library::dispatch);
    m_rescanTimer.setSingleShot(true);
    m_rescanTimer.setInterval(kRescanDelayMs);
    connect(&m_rescanTimer, &QTimer::timeout, this, &Library::rescan);
    m_scanTimer.setInterval(0);
    connect(&m_scanTimer, &QTimer::timeout, this, &Library::scanSlice);
}

Library::~Library()
{
    m_cancelled = true;
    for (const QPointer<net::FetchJob> &job : std::as_const(m_fetchJobs)) {
        if (job) {
            disconnect(job, nullptr, this, nullptr);
            job->cancel();
        }
    }
    // The loaders are children: their destructors cancel and wait for their workers.
}

void Library::setFetcher(net::Fetcher *fetcher, const open::FetchPolicy &policy)
{
    m_fetcher = fetcher;
    m_policy = policy;
}

void Library::reset()
{
    cancel();
    for (int i = int(m_entries.size()) - 1; i >= 0; --i) {
        emit entryAboutToBeRemoved(i);
        m_entries.removeAt(i);
        rebuildIndex();
        emit entryRemoved(i);
    }
    delete m_watcher;
    m_watcher = nullptr;
    m_rescanTimer.stop();
    stopScan();
    m_changedFiles.clear();
    m_readAgain.clear();
    m_cancelled = false;
    m_done = m_total = 0;
    m_location.clear();
    m_kind = Kind::None;
}

bool Library::openFolder(const QString &path, QString *error)
{
    const QFileInfo info(path);
    if (!info.isDir()) {
        if (error)
            *error = QDir::toNativeSeparators(path) + u": "_s
                + (info.exists() ? tr("is not a folder") : tr("no such folder"));
        return false;
    }
    const QDir dir(info.absoluteFilePath());
    if (!dir.isReadable()) {
        if (error)
            *error = QDir::toNativeSeparators(path) + u": "_s + tr("the folder cannot be read");
        return false;
    }
    reset();
    m_kind = Kind::Folder;
    m_location = dir.absolutePath();
    if (m_watchChanges) {
        m_watcher = new QFileSystemWatcher(this);
        m_watcher->addPath(m_location);
        connect(m_watcher, &QFileSystemWatcher::directoryChanged, this,
            [this] { m_rescanTimer.start(); });
        connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this](const QString &file) {
            m_changedFiles.insert(file);
            m_rescanTimer.start();
        });
    }
    m_firstScan = true;
    rescan();
    return true;
}

bool Library::openList(const QString &path, QString *error)
{
    QString problem;
    const QStringList inputs = readPaperList(path, &problem);
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    if (!openPapers(inputs, error))
        return false;
    m_location = QFileInfo(path).absoluteFilePath();
    return true;
}

bool Library::openPapers(const QStringList &inputs, QString *error)
{
    if (!m_fetcher) {
        if (error)
            *error = tr("papers cannot be fetched here");
        return false;
    }
    reset();
    m_kind = Kind::List;
    for (const QString &input : inputs) {
        if (m_index.contains(input))
            continue;
        startTask(input, false);
    }
    if (m_total == 0)
        emit loadingFinished(false);
    dispatch();
    return true;
}

int Library::addEntry(LibraryEntry entry)
{
    const int index = int(m_entries.size());
    emit entryAboutToBeAdded(index);
    m_index.insert(entry.source, index);
    m_entries.append(std::move(entry));
    emit entryAdded(index);
    return index;
}

void Library::startTask(const QString &source, bool fromFile)
{
    int index = indexOf(source);
    if (index < 0) {
        LibraryEntry entry;
        entry.source = source;
        entry.fromFile = fromFile;
        index = addEntry(std::move(entry));
    } else {
        LibraryEntry &entry = m_entries[index];
        entry.summary.reset();
        entry.error.clear();
        entry.record.reset();
        emit entryChanged(index);
    }
    if (fromFile) {
        const QFileInfo info(source);
        m_entries[index].size = info.size();
        m_entries[index].modified = info.lastModified();
    }
    if (m_total == m_done) // a new batch of work
        m_done = m_total = 0;
    ++m_total;
    emit progress(m_done, m_total);
    if (fromFile)
        m_loadQueue.append(Task { source, {}, {}, 0 });
    else
        m_fetchQueue.append(Task { source, {}, {}, 0 });
}

void Library::dispatch()
{
    if (m_cancelled)
        return;
    while (!m_loadQueue.isEmpty() && m_loading.size() < m_maxLoads) {
        const Task task = m_loadQueue.takeFirst();
        open::RecordLoader *loader = m_idleLoaders.isEmpty() ? nullptr : m_idleLoaders.takeLast();
        if (!loader) {
            loader = new open::RecordLoader(this);
            connect(loader, &open::RecordLoader::finished, this,
                [this, loader](const ParseResult &result) { onLoaderFinished(loader, result); });
            connect(loader, &open::RecordLoader::cancelled, this,
                [this, loader] { onLoaderCancelled(loader); });
        }
        m_loading.insert(loader, task);
        if (task.bytes.isNull())
            loader->loadFile(task.source);
        else
            loader->loadBytes(task.bytes, task.name);
    }
    if (!m_fetcher)
        return;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (m_fetchNotBefore.isValid() && now < m_fetchNotBefore) {
        if (!m_fetchQueue.isEmpty())
            m_retryTimer.start(int(std::max<qint64>(1, now.msecsTo(m_fetchNotBefore))));
        return;
    }
    while (!m_fetchQueue.isEmpty() && m_fetching.size() < m_maxFetches) {
        const Task task = m_fetchQueue.takeFirst();
        // Each fetch's result reaches this library through its own handle.
        net::FetchJob *job = m_fetcher->fetch(m_policy.request(task.source));
        const quint64 id = ++m_lastFetch;
        m_fetching.insert(id, task);
        m_fetchJobs.insert(id, job);
        connect(job, &net::FetchJob::finished, this,
            [this, id](const net::FetchResult &result) { onFetchFinished(id, result); });
    }
}

void Library::onFetchFinished(quint64 id, const net::FetchResult &result)
{
    m_fetchJobs.remove(id);
    const auto it = m_fetching.find(id);
    if (it == m_fetching.end())
        return; // cancelled: settled already
    Task task = it.value();
    m_fetching.erase(it);
    if (m_cancelled)
        return;
    if (result.ok) {
        task.bytes = result.bytes;
        task.name = result.finalUrl.isValid() ? result.finalUrl.toString() : task.source;
        m_loadQueue.append(task);
    } else if (result.error == net::FetchError::RateLimited && task.attempts < m_retries) {
        // The server asked to wait: nothing more is sent to it before then, and this paper is
        // asked for again first.
        const qint64 wait = std::min<qint64>(
            result.retryAfterSeconds.value_or(kDefaultRetryAfterSeconds), m_maxRetryAfter);
        const QDateTime until = QDateTime::currentDateTimeUtc().addSecs(wait);
        if (!m_fetchNotBefore.isValid() || until > m_fetchNotBefore)
            m_fetchNotBefore = until;
        ++task.attempts;
        m_fetchQueue.prepend(task);
    } else if (result.error == net::FetchError::Cancelled) {
        settle(task.source, nullptr, tr("cancelled before it was fetched"));
    } else {
        settle(task.source, nullptr, result.message);
    }
    dispatch();
}

void Library::onLoaderFinished(open::RecordLoader *loader, const ParseResult &result)
{
    if (!m_loading.contains(loader)) { // cancelled and already settled
        if (!m_idleLoaders.contains(loader))
            m_idleLoaders.append(loader);
        return;
    }
    const Task task = m_loading.take(loader);
    m_idleLoaders.append(loader);
    if (m_readAgain.remove(task.source) && task.bytes.isNull() && QFileInfo::exists(task.source)) {
        // Changed while it was read: what was read is already out of date.
        startTask(task.source, true);
        finishOne();
    } else if (result.ok()) {
        settle(task.source, result.record, {});
    } else {
        settle(task.source, nullptr, result.error.toString());
    }
    dispatch();
}

void Library::onLoaderCancelled(open::RecordLoader *loader)
{
    if (!m_idleLoaders.contains(loader))
        m_idleLoaders.append(loader);
    if (!m_loading.contains(loader))
        return; // cancel() settled it already
    const Task task = m_loading.take(loader);
    settle(task.source, nullptr, tr("cancelled before it was read"));
    dispatch();
}

void Library::settle(const QString &source, const RecordPtr &record, const QString &error)
{
    const int index = indexOf(source);
    if (index >= 0) {
        LibraryEntry &entry = m_entries[index];
        if (record) {
            entry.summary = summarizeWithReview(record, entry.fromFile ? source : QString());
            entry.error.clear();
            if (m_keepRecords)
                entry.record = record;
        } else {
            entry.summary.reset();
            entry.record.reset();
            entry.error = error;
        }
        emit entryChanged(index);
    }
    finishOne();
}

void Library::finishOne()
{
    ++m_done;
    emit progress(m_done, m_total);
    if (m_scan && !m_cancelling)
        m_finishedWhileScanning = true; // said when the scan is done
    else if (!isLoading() && !m_cancelling)
        emit loadingFinished(m_cancelled);
}

bool Library::isLoading() const
{
    return m_scan || !m_loadQueue.isEmpty() || !m_fetchQueue.isEmpty() || !m_loading.isEmpty()
        || !m_fetching.isEmpty();
}

void Library::cancel()
{
    stopScan(); // the files not listed yet are not read
    if (!isLoading())
        return;
    m_cancelled = true;
    m_cancelling = true;
    m_retryTimer.stop();
    const QList<Task> queued = m_loadQueue + m_fetchQueue;
    m_loadQueue.clear();
    m_fetchQueue.clear();
    const QList<quint64> fetches = m_fetching.keys();
    for (quint64 id : fetches) {
        const Task task = m_fetching.take(id);
        if (const QPointer<net::FetchJob> job = m_fetchJobs.take(id))
            job->cancel(); // its finished() then finds nothing to settle
        settle(task.source, nullptr, tr("cancelled before it was fetched"));
    }
    const QList<open::RecordLoader *> loaders = m_loading.keys();
    for (open::RecordLoader *loader : loaders) {
        const Task task = m_loading.take(loader);
        loader->cancel(); // its cancelled() (or finished()) then finds nothing to settle
        settle(task.source, nullptr, tr("cancelled before it was read"));
    }
    for (const Task &task : queued)
        settle(task.source, nullptr,
            task.bytes.isNull() && !m_entries.value(indexOf(task.source)).fromFile
                ? tr("cancelled before it was fetched")
                : tr("cancelled before it was read"));
    m_fetchNotBefore = {};
    m_cancelling = false;
    emit loadingFinished(true);
    // New work (a file changed in the watched folder) may start again.
    m_cancelled = false;
}

void Library::refreshReview(int index)
{
    if (index < 0 || index >= m_entries.size() || !m_entries[index].record)
        return;
    LibraryEntry &entry = m_entries[index];
    entry.summary = summarizeWithReview(entry.record, entry.fromFile ? entry.source : QString());
    emit summaryChanged(index);
}

int Library::indexOf(const QString &source) const { return m_index.value(source, -1); }

int Library::failureCount() const
{
    return int(std::count_if(m_entries.cbegin(), m_entries.cend(),
        [](const LibraryEntry &e) { return !e.error.isEmpty(); }));
}

int Library::pendingCount() const
{
    return int(std::count_if(
        m_entries.cbegin(), m_entries.cend(), [](const LibraryEntry &e) { return e.isPending(); }));
}

void Library::rebuildIndex()
{
    m_index.clear();
    for (int i = 0; i < m_entries.size(); ++i)
        m_index.insert(m_entries[i].source, i);
}

void Library::stopScan()
{
    m_scanTimer.stop();
    m_scan.reset();
    m_finishedWhileScanning = false;
    m_firstScan = false;
}

namespace {

// The raw names of the folder's entries that are not valid UTF-8, *.json ones only (QDir gives
// them with U+FFFD in place of the bytes it could not decode, a name no file has).
QList<QByteArray> undecodableNames(const QString &folder)
{
    QList<QByteArray> names;
#ifdef Q_OS_UNIX
    DIR *dir = opendir(QFile::encodeName(folder).constData());
    if (!dir)
        return names;
    while (const dirent *e = readdir(dir)) {
        const QByteArray name(e->d_name);
        if (!name.endsWith(".json"))
            continue;
        if (!name.isValidUtf8())
            names.append(name);
    }
    closedir(dir);
    std::sort(names.begin(), names.end());
#else
    Q_UNUSED(folder)
#endif
    return names;
}

} // namespace

QString escapedFileName(const QByteArray &name)
{
    QString shown;
    for (qsizetype i = 0; i < name.size();) {
        // The UTF-8 sequence that starts at i (1 to 4 bytes, the first that is valid) is kept;
        // a byte that starts none is written \xHH.
        qsizetype taken = 0;
        for (qsizetype n = 1; n <= 4 && i + n <= name.size(); ++n) {
            const QByteArrayView piece = QByteArrayView(name).sliced(i, n);
            if (piece.isValidUtf8()) {
                shown += QString::fromUtf8(piece);
                taken = n;
                break;
            }
        }
        if (taken == 0) {
            shown += u"\\x"_s
                + QString::number(uchar(name.at(i)), 16).toUpper().rightJustified(2, u'0');
            taken = 1;
        }
        i += taken;
    }
    return shown;
}

void Library::rescan()
{
    if (m_kind != Kind::Folder)
        return;
    // A scan still going is overtaken: this one lists the folder as it is now.
    const bool first = (m_scan && m_scan->first) || std::exchange(m_firstScan, false);
    m_scan.reset();
    Scan scan;
    const QDir dir(m_location);
    // QDir::System too: a FIFO or a dangling link named like a record is listed with the
    // reader's refusal, not skipped in silence.
    scan.found = dir.entryInfoList(QDir::Files | QDir::System, QDir::Name);
    for (const QByteArray &raw : undecodableNames(m_location)) {
        // The name QDir gave it names no file: not read, but shown with why.
        const QString lossy = QFile::decodeName(raw);
        scan.found.removeIf([&lossy](const QFileInfo &f) { return f.fileName() == lossy; });
        scan.undecodable.append(dir.absoluteFilePath(escapedFileName(raw)));
    }
    scan.changed = std::exchange(m_changedFiles, {});
    // The watched files are looked up once per scan, and the new ones added once per slice: per
    // file, 2,000 files took 4 million comparisons (60 ms on the GUI thread).
    const QStringList watchedList = m_watcher ? m_watcher->files() : QStringList();
    scan.watched = QSet<QString>(watchedList.cbegin(), watchedList.cend());
    scan.first = first;
    m_scan = std::move(scan);
    scanSlice(); // a folder of a few files is scanned at once
    if (m_scan)
        m_scanTimer.start();
}

void Library::scanSlice()
{
    if (!m_scan) {
        m_scanTimer.stop();
        return;
    }
    Scan &scan = *m_scan;
    bool started = false;
    QStringList toWatch;
    auto watchFile = [&](const QString &path) {
        if (m_watcher && !scan.watched.contains(path))
            toWatch.append(path);
    };
    const qsizetype end = std::min<qsizetype>(scan.found.size(), scan.next + kFilesPerScanSlice);
    for (; scan.next < end; ++scan.next) {
        const QFileInfo &info = scan.found.at(scan.next);
        if (!isRecordFileName(info.fileName()))
            continue;
        const QString path = info.absoluteFilePath();
        scan.present.insert(path);
        const int index = indexOf(path);
        const bool isNew = index < 0;
        const bool differs = !isNew
            && (m_entries[index].size != info.size()
                || m_entries[index].modified != info.lastModified() || scan.changed.contains(path));
        if (!isNew && !differs) {
            watchFile(path); // a file replaced by a rename is watched again
            continue;
        }
        watchFile(path);
        // A file new to the library is neither read nor queued yet: no look through the queue
        // (2,000 new files looked through it 2 million times, 50-100 ms on the GUI thread).
        const bool running = !isNew
            && std::any_of(m_loading.cbegin(), m_loading.cend(),
                [&path](const Task &t) { return t.source == path; });
        if (running) {
            m_readAgain.insert(path);
            continue;
        }
        if (!isNew && std::any_of(m_loadQueue.cbegin(), m_loadQueue.cend(), [&path](const Task &t) {
                return t.source == path;
            }))
            continue; // still to be read: it will be read as it is now
        startTask(path, true);
        started = true;
    }
    if (!toWatch.isEmpty() && m_watcher)
        m_watcher->addPaths(toWatch);
    if (started)
        dispatch(); // the first files are read while the rest are listed
    if (scan.next < scan.found.size())
        return; // the next slice in the next turn of the loop
    m_scanTimer.stop();
    for (const QString &shown : std::as_const(scan.undecodable)) {
        scan.present.insert(shown);
        if (indexOf(shown) >= 0)
            continue;
        LibraryEntry entry;
        entry.source = shown;
        //: a library entry: a file whose name has bytes that are not UTF-8, each shown as a
        //: backslash, x and two hexadecimal digits
        entry.error = QDir::toNativeSeparators(shown) + u": "_s
            + tr("the file name is not valid UTF-8 (the bytes shown as \\xHH), so it "
                 "cannot be opened by its name; rename it to read it");
        addEntry(std::move(entry));
    }
    const Scan done = std::move(*m_scan);
    m_scan.reset();
    for (int i = int(m_entries.size()) - 1; i >= 0; --i) {
        const QString source = m_entries[i].source;
        if (done.present.contains(source))
            continue;
        // Gone: forget it, and any reading of it still queued.
        const auto queued = std::find_if(m_loadQueue.begin(), m_loadQueue.end(),
            [&source](const Task &t) { return t.source == source; });
        const bool wasQueued = queued != m_loadQueue.end();
        if (wasQueued)
            m_loadQueue.erase(queued);
        emit entryAboutToBeRemoved(i);
        m_entries.removeAt(i);
        rebuildIndex();
        emit entryRemoved(i);
        m_readAgain.remove(source);
        if (wasQueued)
            finishOne();
    }
    // Said once the whole folder is listed: for an empty folder (nothing to wait for), or when
    // everything queued was read before the scan was done.
    const bool finished = std::exchange(m_finishedWhileScanning, false);
    if (!isLoading() && !m_cancelling && (done.first || finished))
        emit loadingFinished(m_cancelled);
}

} // namespace pith::library

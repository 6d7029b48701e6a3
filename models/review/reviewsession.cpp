// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/review/reviewsession.h"

#include "models/io/atomicfile.h"
#include "models/review/reviewfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>

#include <chrono>
#include <condition_variable>
#include <mutex>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace pith::review {

namespace {

class SessionText {
    Q_DECLARE_TR_FUNCTIONS(SessionText)

public:
    //: %1 the review file, %2 who writes it ("process 4711 (pith-ledger) on host")
    static QString held(const QString &path, const QString &holder)
    {
        return tr("%1 is being written by %2; your changes are kept and saved with your next "
                  "change")
            .arg(QDir::toNativeSeparators(path), holder);
    }
    //: %1 the lock file of a review, %2 what it is instead ("a FIFO (named pipe)")
    static QString notALock(const QString &lockFile, const QString &kind)
    {
        return tr("%1 is %2, not a lock file; the review is shown but not changed until it is "
                  "removed")
            .arg(QDir::toNativeSeparators(lockFile), kind);
    }
    //: %1 the reason a review file could not be read (it names the file)
    static QString keptUnread(const QString &reason)
    {
        return tr("%1. The file is kept as it is, and not written to.").arg(reason);
    }
    //: %1 the file the review is now saved to
    static QString continuesIn(const QString &path)
    {
        return tr("Your review is saved in %1.").arg(QDir::toNativeSeparators(path));
    }
    //: %1 the review file
    static QString folderReadOnly(const QString &path)
    {
        return tr("%1 cannot be written (its folder may be read-only); the review is shown but "
                  "not changed until you save it elsewhere with File > Save Review As")
            .arg(QDir::toNativeSeparators(path));
    }
    //: %1 the folder the program keeps its locks in
    static QString noLockFolder(const QString &folder)
    {
        return tr("%1 cannot hold the program's locks (it is not a folder of yours); your "
                  "changes are kept and saved with your next change")
            .arg(QDir::toNativeSeparators(folder));
    }
};

// The folder of the locks: in the runtime folder, else in a folder of the user's own in the
// temporary folder (what Qt would fall back to, without its warning).
QString lockBase()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        const QString runtime = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
        if (!runtime.isEmpty())
            return runtime + u"/pith-ledger"_s;
    }
    return QDir::tempPath() + u"/pith-ledger-"_s + QString::number(::getuid());
}

bool ownFolder(const QString &path)
{
    struct stat st { };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISDIR(st.st_mode)
        && st.st_uid == ::getuid();
}

// Makes the lock folder (owner only); false with *error when what stands there is not a folder
// of this user's.
bool makeLockFolder(const QString &lockFile, QString *error)
{
    const QString base = lockBase();
    const QString folder = QFileInfo(lockFile).absolutePath();
    for (const QString &dir : { base, folder }) {
        ::mkdir(QFile::encodeName(dir).constData(), 0700); // may exist already
        if (!ownFolder(dir)) {
            *error = SessionText::noLockFolder(dir);
            return false;
        }
    }
    return true;
}

// A lock file that names no owner (empty or garbled: what a crash right after creating it
// leaves) and is older than a moment (QLockFile writes its owner as it creates it): no one to wait
// for.
bool ownerlessLock(const QString &lockFile)
{
    QLockFile probe(lockFile);
    qint64 pid = 0;
    QString host, app;
    if (probe.getLockInfo(&pid, &host, &app))
        return false;
    const QFileInfo info(lockFile);
    return info.isFile() && info.lastModified().msecsTo(QDateTime::currentDateTime()) > 1000;
}

// Takes the lock of the review file at path, waiting up to kLockWaitMs for a live holder to let
// go. A lock that is no regular file is refused unread; one without a live owner is taken over.
bool takeLock(const QString &path, std::unique_ptr<QLockFile> *out, QString *error)
{
    const QString lock = ReviewSession::lockPath(path);
    if (!makeLockFolder(lock, error))
        return false;
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        // Never opened when it is no regular file: QLockFile reads its owner with a blocking open.
        if (const QString kind = io::unexpectedFileKind(lock, false); !kind.isEmpty()) {
            *error = SessionText::notALock(lock, kind);
            return false;
        }
        auto lf = std::make_unique<QLockFile>(lock);
        lf->setStaleLockTime(0); // stale only when its process is gone (or it names none)
        if (lf->tryLock(0)
            || (lf->error() == QLockFile::LockFailedError && ownerlessLock(lock)
                && lf->removeStaleLockFile() && lf->tryLock(0))) {
            *out = std::move(lf);
            return true;
        }
        if (lf->error() != QLockFile::LockFailedError) {
            //: %1 the lock file of a review
            *error = SessionText::tr("%1 cannot be made; your changes are kept and saved with "
                                     "your next change")
                         .arg(QDir::toNativeSeparators(lock));
            return false;
        }
        if (clock.elapsed() >= ReviewSession::kLockWaitMs) {
            QString holder = ReviewSession::lockHolder(path);
            if (holder.isEmpty())
                holder = SessionText::tr("another process");
            *error = SessionText::held(path, holder);
            return false;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
}

// Whether a file can be made in path's folder (or, when it does not exist yet, in the nearest
// folder above it that does).
bool folderWritable(const QString &path)
{
    QString dir = QFileInfo(path).absolutePath();
    while (!QFileInfo::exists(dir) && QFileInfo(dir).absolutePath() != dir)
        dir = QFileInfo(dir).absolutePath();
    return ::access(QFile::encodeName(dir).constData(), W_OK | X_OK) == 0;
}

bool existsOrLink(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

} // namespace

// What the session shares with its writer thread.
struct ReviewSession::Shared {
    struct Change {
        Entry entry;
        quint64 seq = 0;
    };

    std::mutex mutex; // guards what follows
    std::condition_variable wake;
    QString path;
    QString arxivId;
    QHash<QString, Change> pending; // this session's changes not written yet; "" the record note
    quint64 seq = 0;
    bool due = false; // a write waits for dueAt
    std::chrono::steady_clock::time_point dueAt;
    bool stop = false;
    ReviewData synced; // what the file held at the last read or write
    QByteArray syncedBytes;

    std::mutex writing; // one write at a time, whichever thread

    // data with changes on top (an empty entry takes its observation's out).
    static ReviewData overlay(
        ReviewData data, const QHash<QString, Change> &changes, const QString &arxivId)
    {
        if (data.arxivId.isEmpty())
            data.arxivId = arxivId;
        for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
            if (it.key().isEmpty())
                data.recordNote = it->entry;
            else if (it->entry.isEmpty())
                data.entries.remove(it.key());
            else
                data.entries.insert(it.key(), it->entry);
        }
        return data;
    }
    // The synced data with the pending changes on top (mutex held).
    ReviewData withPending() const { return overlay(synced, pending, arxivId); }

    // Under the lock: reads the file, puts the pending changes on top, writes it atomically and
    // lets the lock go. 1 when written (or the file already held it all), 0 when nothing was
    // pending, -1 with *error when it failed: then nothing is written and the changes stay
    // pending. Any thread.
    int write(QString *error)
    {
        const std::lock_guard writingGuard(writing);
        QString target, paper;
        QHash<QString, Change> changes;
        quint64 upTo = 0;
        {
            const std::lock_guard guard(mutex);
            target = path;
            paper = arxivId;
            changes = pending;
            upTo = seq;
            due = false;
        }
        if (target.isEmpty() || changes.isEmpty())
            return 0;
        QDir().mkpath(QFileInfo(target).absolutePath());
        std::unique_ptr<QLockFile> lock;
        if (!takeLock(target, &lock, error))
            return -1;
        ReviewData onDisk { paper, {}, {} };
        const bool exists = existsOrLink(target);
        if (exists) {
            QString why;
            std::optional<ReviewData> read = readReviewFile(target, &why);
            if (read && !paper.isEmpty() && !paperMismatch(*read, paper).isEmpty()) {
                why = u"%1: %2"_s.arg(
                    QDir::toNativeSeparators(target), paperMismatch(*read, paper));
                read.reset();
            }
            if (!read) {
                *error = SessionText::keptUnread(why); // never written over
                return -1;
            }
            onDisk = *read;
        }
        const ReviewData merged = overlay(onDisk, changes, paper);
        if (merged.arxivId.isEmpty()) { // what its reader would refuse
            //: %1 the review file
            *error = SessionText::tr("%1 is not written: the review names no paper")
                         .arg(QDir::toNativeSeparators(target));
            return -1;
        }
        const QByteArray bytes = toJson(merged);
        const bool nothingToKeep = merged.entries.isEmpty() && merged.recordNote.note.isEmpty();
        if ((exists || !nothingToKeep) && (!exists || bytes != toJson(onDisk))) {
            if (!io::writeFileAtomically(target, bytes, error, { {}, false }))
                return -1;
        }
        const std::lock_guard guard(mutex);
        synced = merged;
        syncedBytes = bytes;
        for (auto it = pending.begin(); it != pending.end();) {
            if (it->seq <= upTo)
                it = pending.erase(it);
            else
                ++it;
        }
        return 1;
    }
};

ReviewSession::ReviewSession(ReviewPtr review, QObject *parent)
    : QObject(parent)
    , m_review(std::move(review))
    , m_shared(std::make_shared<Shared>())
    , m_reloadTimer(new QTimer(this))
{
    m_reloadTimer->setSingleShot(true);
    m_reloadTimer->setInterval(150);
    connect(m_reloadTimer, &QTimer::timeout, this, [this] { reload(); });
    connect(m_review.get(), &Review::edited, this, &ReviewSession::onEdited);
}

ReviewSession::~ReviewSession()
{
    disconnect(m_review.get(), nullptr, this, nullptr);
    stopWriter();
    // Nothing shown from here on: the window may be going too.
    QString error;
    if (m_shared->write(&error) < 0)
        qWarning("%s", qPrintable(error));
}

void ReviewSession::stopWriter()
{
    if (!m_writer.joinable())
        return;
    {
        const std::lock_guard guard(m_shared->mutex);
        m_shared->stop = true;
    }
    m_shared->wake.notify_all();
    m_writer.join();
}

QString ReviewSession::lockPath(const QString &path)
{
    const QFileInfo info(QFileInfo(path).absoluteFilePath());
    QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    if (folder.isEmpty())
        folder = QDir::cleanPath(info.absolutePath());
    const QByteArray key = (folder + u'/' + info.fileName()).toUtf8();
    const QByteArray hash = QCryptographicHash::hash(key, QCryptographicHash::Sha256).toHex();
    return lockBase() + u"/review-locks/"_s + QString::fromLatin1(hash.left(32)) + u".lock"_s;
}

QString ReviewSession::lockHolder(const QString &path)
{
    const QString lock = lockPath(path);
    if (!io::unexpectedFileKind(lock, false).isEmpty())
        return {};
    QLockFile lf(lock);
    qint64 pid = 0;
    QString host, app;
    if (!lf.getLockInfo(&pid, &host, &app))
        return {};
    if (pid == QCoreApplication::applicationPid())
        return SessionText::tr("another tab of this window");
    //: who holds a review file: %1 process id, %2 program name, %3 host name
    return SessionText::tr("process %1 (%2) on %3")
        .arg(pid)
        .arg(app.isEmpty() ? SessionText::tr("unknown program") : app,
            host.isEmpty() ? SessionText::tr("this computer") : host);
}

void ReviewSession::bind(const QString &path, const ReviewData &onDisk, const QByteArray &bytes)
{
    {
        const std::lock_guard guard(m_shared->mutex);
        m_shared->path = path;
        m_shared->synced = onDisk;
        m_shared->syncedBytes = bytes;
        m_shared->pending.clear();
        m_shared->due = false;
    }
    m_review->setReadOnlyReason({});
    if (m_path != path) {
        delete m_watcher; // the file before
        m_watcher = nullptr;
        m_path = path;
        emit pathChanged(path);
    }
    watch();
}

void ReviewSession::watch()
{
    if (!m_watcher) {
        m_watcher = new QFileSystemWatcher(this);
        connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &ReviewSession::fileChanged);
        connect(
            m_watcher, &QFileSystemWatcher::directoryChanged, this, &ReviewSession::fileChanged);
    }
    // The folder too: a file written atomically is a new file, and one not written yet appears.
    // What does not exist yet is watched once a write has made it.
    const QString folder = QFileInfo(m_path).absolutePath();
    if (!m_watcher->directories().contains(folder) && QFileInfo(folder).isDir())
        m_watcher->addPath(folder);
    if (!m_watcher->files().contains(m_path) && QFileInfo(m_path).isFile())
        m_watcher->addPath(m_path);
}

void ReviewSession::fileChanged()
{
    watch();
    m_reloadTimer->start();
}

void ReviewSession::openDefault(const QString &defaultPath, QStringList *messages)
{
    const QString arxivId = m_review->record() ? m_review->record()->paper.arxivId : QString();
    {
        const std::lock_guard guard(m_shared->mutex);
        m_shared->arxivId = arxivId;
    }
    bool hadProblem = false;
    for (int n = 1; n < 1000; ++n) {
        const QString path = n == 1 ? defaultPath : alternativePath(defaultPath, n);
        std::optional<ReviewData> data = ReviewData { arxivId, {}, {} };
        if (existsOrLink(path)) {
            QString error;
            data = readReviewFile(path, &error);
            if (data && !arxivId.isEmpty() && !paperMismatch(*data, arxivId).isEmpty()) {
                error = u"%1: %2"_s.arg(
                    QDir::toNativeSeparators(path), paperMismatch(*data, arxivId));
                data.reset();
            }
            if (!data) {
                messages->append(SessionText::keptUnread(error));
                hadProblem = true;
                continue;
            }
        }
        m_review->setData(*data);
        // Shown, not changed: what no write could get past.
        QString readOnly;
        const QString lock = lockPath(path);
        if (const QString kind = io::unexpectedFileKind(lock, false); !kind.isEmpty())
            readOnly = SessionText::notALock(lock, kind);
        else if (!folderWritable(path))
            readOnly = SessionText::folderReadOnly(path);
        if (!readOnly.isEmpty()) {
            m_review->setReadOnlyReason(readOnly);
            messages->append(readOnly);
            return;
        }
        bind(path, *data, toJson(*data));
        if (hadProblem)
            messages->append(SessionText::continuesIn(path));
        return;
    }
}

std::optional<ReviewData> ReviewSession::readForMerge(
    const QString &path, const QString &arxivId, QString *error)
{
    std::optional<ReviewData> data = readReviewFile(path, error);
    if (data && !paperMismatch(*data, arxivId).isEmpty()) {
        *error = u"%1: %2"_s.arg(QDir::toNativeSeparators(path), paperMismatch(*data, arxivId));
        return std::nullopt;
    }
    return data;
}

bool ReviewSession::saveAs(const QString &path, QString *error)
{
    const QString target = QFileInfo(path).absoluteFilePath();
    if (!m_path.isEmpty() && target == QFileInfo(m_path).absoluteFilePath())
        return saveNow(error);
    const ReviewData data = m_review->data();
    const QByteArray bytes = toJson(data);
    {
        const std::lock_guard writingGuard(m_shared->writing);
        QDir().mkpath(QFileInfo(target).absolutePath());
        std::unique_ptr<QLockFile> lock;
        if (!takeLock(target, &lock, error))
            return false;
        if (!io::writeFileAtomically(target, bytes, error))
            return false;
    }
    bind(target, data, bytes); // every change is in the file
    emit saved(target);
    return true;
}

bool ReviewSession::saveNow(QString *error)
{
    QString why;
    const int result = m_shared->write(&why);
    afterWrite(result >= 0, why);
    if (result < 0 && error)
        *error = why;
    return result >= 0;
}

bool ReviewSession::hasPending() const
{
    const std::lock_guard guard(m_shared->mutex);
    return !m_shared->pending.isEmpty();
}

void ReviewSession::onEdited(const QStringList &ids)
{
    if (m_path.isEmpty())
        return;
    {
        const std::lock_guard guard(m_shared->mutex);
        if (m_shared->arxivId.isEmpty()) // a review begun without a record: of its data's paper
            m_shared->arxivId = m_review->arxivId();
        const quint64 seq = ++m_shared->seq;
        for (const QString &id : ids)
            m_shared->pending.insert(
                id, { id.isEmpty() ? m_review->data().recordNote : m_review->entry(id), seq });
        if (!m_shared->due) {
            m_shared->due = true;
            m_shared->dueAt
                = std::chrono::steady_clock::now() + std::chrono::milliseconds(kSaveDelayMs);
        }
    }
    m_shared->wake.notify_all();
    if (m_writer.joinable())
        return;
    // The writer's own thread: the window's may be busy (a big refilter, a slow colouring rule)
    // and the change is on disk within a second all the same.
    m_writer = std::thread([this, shared = m_shared] {
        for (;;) {
            std::unique_lock lock(shared->mutex);
            shared->wake.wait(lock, [&] { return shared->stop || shared->due; });
            // Not restarted by further changes: a steady stream of edits is still saved every
            // kSaveDelayMs, so a crash loses at most that.
            shared->wake.wait_until(lock, shared->dueAt, [&] { return shared->stop; });
            if (shared->stop)
                return; // the destructor writes what is pending
            lock.unlock();
            QString error;
            const int result = shared->write(&error);
            if (result != 0)
                QMetaObject::invokeMethod(
                    this, [this, result, error] { afterWrite(result > 0, error); },
                    Qt::QueuedConnection);
        }
    });
}

void ReviewSession::afterWrite(bool ok, const QString &error)
{
    if (!ok) {
        emit saveFailed(error);
        return;
    }
    watch(); // the file and its folder may be new
    showSynced();
    emit saved(m_path);
}

void ReviewSession::showSynced()
{
    ReviewData shown;
    {
        const std::lock_guard guard(m_shared->mutex);
        shown = m_shared->withPending();
    }
    if (shown == m_review->data())
        return;
    m_review->updateFromFile(shown);
    emit updatedFromFile();
}

bool ReviewSession::reload(QString *error)
{
    if (m_path.isEmpty() || !existsOrLink(m_path))
        return true;
    // A write under way reads the file again itself, and shows it when done.
    std::unique_lock writingGuard(m_shared->writing, std::try_to_lock);
    if (!writingGuard.owns_lock())
        return true;
    QString why;
    const std::optional<QByteArray> bytes = io::readRegularFile(m_path, kMaxReviewFileBytes, &why);
    {
        const std::lock_guard guard(m_shared->mutex);
        if (bytes && *bytes == m_shared->syncedBytes)
            return true;
    }
    std::optional<ReviewData> data = bytes ? fromJson(*bytes, m_path, &why) : std::nullopt;
    if (data && !m_shared->arxivId.isEmpty()
        && !paperMismatch(*data, m_shared->arxivId).isEmpty()) {
        why = u"%1: %2"_s.arg(
            QDir::toNativeSeparators(m_path), paperMismatch(*data, m_shared->arxivId));
        data.reset();
    }
    if (!data) {
        if (error)
            *error = why;
        return false;
    }
    {
        const std::lock_guard guard(m_shared->mutex);
        m_shared->synced = *data;
        m_shared->syncedBytes = *bytes;
    }
    writingGuard.unlock();
    showSynced();
    return true;
}

} // namespace pith::review

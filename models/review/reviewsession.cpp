// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/review/reviewsession.h"

#include "models/io/atomicfile.h"
#include "models/review/reviewfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace pith::review {

namespace {

class SessionText {
    Q_DECLARE_TR_FUNCTIONS(SessionText)

public:
    //: %1 the review file, %2 who holds it ("process 4711 (pith-ledger) on host")
    static QString held(const QString &path, const QString &holder)
    {
        return tr("%1 is open for writing by %2; it is shown here but not changed")
            .arg(QDir::toNativeSeparators(path), holder);
    }
    //: %1 the lock file beside a review, %2 what it is instead ("a FIFO (named pipe)")
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
};

QString lockPath(const QString &path) { return path + u".lock"_s; }

// What stands where the lock should be when it is no regular file (a FIFO, a link, a device):
// never opened, since QLockFile reads its owner with a blocking open. Empty when it is a file or
// missing.
QString notALockFile(const QString &path) { return io::unexpectedFileKind(lockPath(path), false); }

// A lock file that names no owner (empty or garbled: what a crash right after creating it
// leaves) and is older than a moment (QLockFile writes its owner as it creates it): no one to wait
// for.
bool ownerlessLock(const QString &path)
{
    QLockFile probe(lockPath(path));
    qint64 pid = 0;
    QString host, app;
    if (probe.getLockInfo(&pid, &host, &app))
        return false;
    const QFileInfo info(lockPath(path));
    return info.isFile() && info.lastModified().msecsTo(QDateTime::currentDateTime()) > 1000;
}

} // namespace

ReviewSession::ReviewSession(ReviewPtr review, QObject *parent)
    : QObject(parent)
    , m_review(std::move(review))
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(kSaveDelayMs);
    connect(m_timer, &QTimer::timeout, this, [this] { saveNow(); });
    connect(m_review.get(), &Review::changed, this, &ReviewSession::scheduleSave);
}

ReviewSession::~ReviewSession()
{
    if (m_timer->isActive())
        saveNow();
}

QString ReviewSession::lockHolder(const QString &path)
{
    if (!notALockFile(path).isEmpty())
        return {};
    QLockFile lf(lockPath(path));
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

bool ReviewSession::lock(
    const QString &path, std::unique_ptr<QLockFile> *lockFile, QString *error, bool *held)
{
    if (held)
        *held = false;
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (const QString kind = notALockFile(path); !kind.isEmpty()) {
        *error = SessionText::notALock(lockPath(path), kind);
        return false;
    }
    auto lf = std::make_unique<QLockFile>(lockPath(path));
    lf->setStaleLockTime(0); // stale only when its process is gone (or it names none), never by age
    if (lf->tryLock(0)) {
        *lockFile = std::move(lf);
        return true;
    }
    if (lf->error() == QLockFile::LockFailedError && ownerlessLock(path)
        && lf->removeStaleLockFile() && lf->tryLock(0)) {
        *lockFile = std::move(lf);
        return true;
    }
    if (lf->error() == QLockFile::LockFailedError) {
        QString holder = lockHolder(path);
        if (holder.isEmpty())
            holder = SessionText::tr("another process");
        *error = SessionText::held(path, holder);
        if (held)
            *held = true;
    } else {
        //: %1 the review file
        *error = SessionText::tr("%1 cannot be written (its folder may be read-only); the review "
                                 "is shown but not changed until you save it elsewhere with "
                                 "File > Save Review As")
                     .arg(QDir::toNativeSeparators(path));
    }
    return false;
}

void ReviewSession::bind(
    const QString &path, std::unique_ptr<QLockFile> lockFile, const QByteArray &onDisk)
{
    m_timer->stop();
    m_lock = std::move(lockFile);
    m_onDisk = onDisk;
    m_review->setReadOnlyReason({});
    if (m_path != path) {
        m_path = path;
        emit pathChanged(path);
    }
}

void ReviewSession::openDefault(const QString &defaultPath, QStringList *messages)
{
    const QString arxivId = m_review->record() ? m_review->record()->paper.arxivId : QString();
    bool hadProblem = false;
    for (int n = 1; n < 1000; ++n) {
        const QString path = n == 1 ? defaultPath : alternativePath(defaultPath, n);
        const QFileInfo info(path);
        const bool exists = info.exists() || info.isSymLink();
        std::unique_ptr<QLockFile> lf;
        QString lockError;
        bool held = false;
        if (!lock(path, &lf, &lockError, &held)) {
            // Held elsewhere: show it, do not write it.
            QString readError;
            std::optional<ReviewData> data = exists ? readReviewFile(path, &readError)
                                                    : std::optional(ReviewData { arxivId, {}, {} });
            if (data && (arxivId.isEmpty() || paperMismatch(*data, arxivId).isEmpty())) {
                m_review->setData(*data);
                m_review->setReadOnlyReason(lockError);
                messages->append(lockError);
                return;
            }
            messages->append(lockError);
            if (!held) { // an unwritable folder: no alternative there is writable either
                m_review->setData(ReviewData { arxivId, {}, {} });
                m_review->setReadOnlyReason(lockError);
                return;
            }
            hadProblem = true;
            continue;
        }
        if (!exists) {
            const ReviewData empty { arxivId, {}, {} };
            m_review->setData(empty);
            bind(path, std::move(lf), toJson(empty));
            if (hadProblem)
                messages->append(SessionText::continuesIn(path));
            return;
        }
        QString error;
        std::optional<ReviewData> data = readReviewFile(path, &error);
        if (data && !arxivId.isEmpty() && !paperMismatch(*data, arxivId).isEmpty()) {
            error = u"%1: %2"_s.arg(QDir::toNativeSeparators(path), paperMismatch(*data, arxivId));
            data.reset();
        }
        if (!data) {
            messages->append(SessionText::keptUnread(error));
            hadProblem = true;
            continue;
        }
        m_review->setData(*data);
        bind(path, std::move(lf), toJson(*data));
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
    std::unique_ptr<QLockFile> lf;
    if (target != QFileInfo(m_path).absoluteFilePath() || m_path.isEmpty()) {
        if (!lock(target, &lf, error))
            return false;
    }
    const QByteArray bytes = toJson(m_review->data());
    if (!io::writeFileAtomically(target, bytes, error))
        return false;
    if (!lf) { // the same file
        m_onDisk = bytes;
        emit saved(m_path);
        return true;
    }
    bind(target, std::move(lf), bytes);
    emit saved(target);
    return true;
}

bool ReviewSession::saveNow(QString *error)
{
    m_timer->stop();
    if (m_path.isEmpty())
        return true;
    const QByteArray bytes = toJson(m_review->data());
    if (bytes == m_onDisk)
        return true;
    QString why;
    if (!io::writeFileAtomically(m_path, bytes, &why, { {}, false })) {
        if (error)
            *error = why;
        emit saveFailed(why);
        return false;
    }
    m_onDisk = bytes;
    emit saved(m_path);
    return true;
}

void ReviewSession::scheduleSave()
{
    // Not restarted by further changes: a steady stream of edits is still saved every
    // kSaveDelayMs, so a crash loses at most that.
    if (!m_path.isEmpty() && !m_timer->isActive())
        m_timer->start();
}

} // namespace pith::review

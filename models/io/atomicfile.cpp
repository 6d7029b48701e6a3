// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/io/atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace pith::io {

namespace {

// The context keeps the name the export's file writer had, so its translations carry over.
class SaveText {
    Q_DECLARE_TR_FUNCTIONS(SaveText)

public:
    static QString cannot(const QString &path, const QString &reason)
    {
        //: %1 is a file path, %2 the reason, e.g. "Permission denied"
        return tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
    }
    static QString isInput()
    {
        return tr("that is the record being exported; choose another file");
    }
    static QString isDirectory() { return tr("it is a directory"); }
    static QString noName() { return tr("no file name given"); }
    //: %1 is what the path is, e.g. "a FIFO"
    static QString notAFile(const QString &kind)
    {
        return tr("it is %1, not a regular file; nothing was written").arg(kind);
    }
    static QString characterDevice() { return tr("a character device"); }
    static QString blockDevice() { return tr("a block device"); }
    static QString fifo() { return tr("a FIFO (named pipe)"); }
    static QString socket() { return tr("a socket"); }
    static QString symlink() { return tr("a symbolic link"); }
    static QString special() { return tr("a special file"); }
    static QString unknownCause() { return tr("the system did not take all of the data"); }
    //: %1 is what the path is, e.g. "a FIFO (named pipe)"
    static QString notReadable(const QString &kind)
    {
        return tr("it is %1, not a regular file; it was not read").arg(kind);
    }
    static QString linkLoops() { return tr("is a symbolic link that loops back on itself"); }
    //: %1 where the link points
    static QString linkToNothing(const QString &target)
    {
        return tr("is a symbolic link to %1, which does not exist").arg(target);
    }
    static QString endedEarly() { return tr("it became shorter while it was read"); }
    //: %1 the file's size, %2 the most that is read (bytes)
    static QString tooBig(qint64 size, qint64 maxBytes)
    {
        return tr("it has %1 bytes, more than the %2 read; it was not read")
            .arg(size)
            .arg(maxBytes);
    }
    //: %1 the original path, %2 the name it was moved to
    static QString cannotSetAside(const QString &path, const QString &reason)
    {
        return tr("cannot move %1 out of the way: %2").arg(QDir::toNativeSeparators(path), reason);
    }
};

bool sameFile(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    const QFileInfo fa(a), fb(b);
    const QString ca = fa.canonicalFilePath(), cb = fb.canonicalFilePath();
    if (!ca.isEmpty() && !cb.isEmpty())
        return ca == cb;
    return fa.absoluteFilePath() == fb.absoluteFilePath();
}

QString kindOfMode(mode_t mode)
{
    if (S_ISCHR(mode))
        return SaveText::characterDevice();
    if (S_ISBLK(mode))
        return SaveText::blockDevice();
    if (S_ISFIFO(mode))
        return SaveText::fifo();
    if (S_ISSOCK(mode))
        return SaveText::socket();
    if (S_ISDIR(mode))
        return SaveText::isDirectory();
    if (S_ISLNK(mode))
        return SaveText::symlink();
    return S_ISREG(mode) ? QString() : SaveText::special();
}

// Forwards to the QSaveFile and remembers the first write it did not take whole, with the
// system's reason: QFileDevice reports a short write (a full disk) as a smaller count without an
// error, and a failed flush of its last buffered bytes is not checked by QSaveFile::commit().
class CheckedDevice final : public QIODevice {
public:
    explicit CheckedDevice(QSaveFile *file)
        : m_file(file)
    {
        open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    }
    bool failed() const { return !m_failure.isEmpty(); }
    QString failure() const { return m_failure; }

    void fail(const QString &reason)
    {
        if (m_failure.isEmpty())
            m_failure = reason.isEmpty() ? SaveText::unknownCause() : reason;
        setErrorString(m_failure);
    }
    bool flushAll()
    {
        if (failed())
            return false;
        errno = 0;
        if (!m_file->flush() || m_file->error() != QFileDevice::NoError)
            fail(causeOf(m_file, errno));
        return !failed();
    }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 len) override
    {
        if (failed())
            return -1;
        qint64 done = 0;
        // A short count is retried once more: the retry meets the error itself and names it.
        while (done < len) {
            errno = 0;
            const qint64 n = m_file->write(data + done, len - done);
            if (n <= 0) {
                fail(causeOf(m_file, errno));
                return -1;
            }
            done += n;
        }
        startWriteback();
        return done;
    }

private:
    static QString causeOf(const QFileDevice *file, int savedErrno)
    {
        if (file->error() != QFileDevice::NoError && !file->errorString().isEmpty()
            && file->errorString() != "Unknown error"_L1)
            return file->errorString();
        if (savedErrno != 0)
            return QString::fromLocal8Bit(std::strerror(savedErrno));
        return {};
    }

    // A big file's pages are sent to the disk while the rest is still being written, as they
    // fill up, instead of all at the commit's fdatasync: for a 173 MB export that wait went
    // from 85 ms to what the last few megabytes take. Linux only; asks, never waits.
    void startWriteback()
    {
#ifdef SYNC_FILE_RANGE_WRITE
        constexpr qint64 kWritebackStep = 8 << 20;
        const qint64 written = m_file->pos() - m_file->bytesToWrite(); // in the kernel's hands
        if (written - m_writebackFrom < kWritebackStep || m_file->handle() < 0)
            return;
        ::sync_file_range(
            m_file->handle(), m_writebackFrom, written - m_writebackFrom, SYNC_FILE_RANGE_WRITE);
        m_writebackFrom = written;
#endif
    }

    QSaveFile *m_file;
    QString m_failure;
    qint64 m_writebackFrom = 0;
};

} // namespace

QString unexpectedFileKind(const QString &path, bool followSymlinks)
{
    const QByteArray native = QFile::encodeName(path);
    struct stat st { };
    if (::lstat(native.constData(), &st) != 0)
        return {}; // nothing there (or not reachable: opening will say why)
    if (S_ISLNK(st.st_mode)) {
        if (!followSymlinks)
            return SaveText::symlink();
        if (::stat(native.constData(), &st) != 0)
            return {}; // a dangling link: QSaveFile creates its target
    }
    return kindOfMode(st.st_mode);
}

std::optional<QByteArray> readRegularFile(
    const QString &path, qint64 maxBytes, QString *error, qint64 *size)
{
    const auto fail = [&](const QString &reason) -> std::optional<QByteArray> {
        if (error)
            *error
                = reason.isEmpty() ? QString() : QDir::toNativeSeparators(path) + ": "_L1 + reason;
        return std::nullopt;
    };
    if (size)
        *size = -1;
    const int fd = ::open(
        QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW);
    if (fd < 0) {
        const int cause = errno;
        if (cause == ENOENT)
            return fail({});
        if (cause == ELOOP)
            return fail(SaveText::notReadable(SaveText::symlink()));
        return fail(QString::fromLocal8Bit(std::strerror(cause)));
    }
    struct stat st = {};
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        const QString kind = kindOfMode(st.st_mode);
        ::close(fd);
        return fail(SaveText::notReadable(kind.isEmpty() ? SaveText::special() : kind));
    }
    if (size)
        *size = qint64(st.st_size);
    if (st.st_size > maxBytes) {
        ::close(fd);
        return fail(SaveText::tooBig(qint64(st.st_size), maxBytes));
    }
    QByteArray bytes(qsizetype(st.st_size), Qt::Uninitialized);
    qint64 done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::read(fd, bytes.data() + done, std::size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const QString reason
                = n < 0 ? QString::fromLocal8Bit(std::strerror(errno)) : SaveText::endedEarly();
            ::close(fd);
            return fail(reason);
        }
        done += n;
    }
    ::close(fd);
    return bytes;
}

QString brokenLinkReason(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    struct stat st { };
    if (::lstat(native.constData(), &st) != 0 || !S_ISLNK(st.st_mode))
        return {};
    if (::stat(native.constData(), &st) == 0)
        return {}; // it leads somewhere: what is there says the rest
    if (errno == ELOOP)
        return SaveText::linkLoops();
    return SaveText::linkToNothing(QDir::toNativeSeparators(QFileInfo(path).symLinkTarget()));
}

QString setAside(const QString &path, QString *error)
{
    QString target = path + ".set-aside"_L1;
    for (int i = 2; QFileInfo::exists(target) || QFileInfo(target).isSymLink(); ++i)
        target = path + ".set-aside-"_L1 + QString::number(i);
    // rename(2) moves the link or the node itself, never what a link points at.
    if (::rename(QFile::encodeName(path).constData(), QFile::encodeName(target).constData()) != 0) {
        if (error)
            *error = SaveText::cannotSetAside(path, QString::fromLocal8Bit(std::strerror(errno)));
        return {};
    }
    return target;
}

bool writeFileAtomically(const QString &path,
    const std::function<bool(QIODevice *, QString *)> &write, QString *error,
    const WriteOptions &options)
{
    auto fail = [&](const QString &reason) {
        if (error)
            *error = SaveText::cannot(path, reason);
        return false;
    };
    if (path.isEmpty()) {
        if (error)
            *error = SaveText::noName();
        return false;
    }
    if (QFileInfo(path).isDir())
        return fail(SaveText::isDirectory());
    if (const QString kind = unexpectedFileKind(path, options.followSymlinks); !kind.isEmpty())
        return fail(SaveText::notAFile(kind));
    if (sameFile(path, options.protectedPath))
        return fail(SaveText::isInput());

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    CheckedDevice device(&file);
    QString reason;
    const bool written = write(&device, &reason);
    if (!written || !device.flushAll()) {
        file.cancelWriting();
        return fail(device.failed() ? device.failure()
                : reason.isEmpty()  ? file.errorString()
                                    : reason);
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

bool writeFileAtomically(
    const QString &path, const QByteArray &bytes, QString *error, const WriteOptions &options)
{
    return writeFileAtomically(
        path,
        [&bytes](QIODevice *device, QString *reason) {
            if (device->write(bytes) == bytes.size())
                return true;
            *reason = device->errorString();
            return false;
        },
        error, options);
}

} // namespace pith::io

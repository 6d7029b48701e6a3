// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/sourcefile.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pith {

namespace {

QString cannotBeRead(int error)
{
    return QCoreApplication::translate("pith::RecordFile", "cannot be read: %1")
        .arg(QString::fromLocal8Bit(std::strerror(error)));
}

} // namespace

QString SourceFile::changedSinceOpened()
{
    return QCoreApplication::translate("pith::RecordFile",
        "changed on disk since it was opened: open it again to see the record as it is now");
}

std::shared_ptr<const SourceFile> SourceFile::open(int fd, const struct stat &identity)
{
    const int copy = ::fcntl(fd, F_DUPFD_CLOEXEC, 0);
    if (copy < 0)
        return nullptr;
    std::shared_ptr<SourceFile> file(new SourceFile);
    file->m_fd = copy;
    file->m_size = qint64(identity.st_size);
    file->m_device = quint64(identity.st_dev);
    file->m_inode = quint64(identity.st_ino);
    file->m_mtimeSeconds = qint64(identity.st_mtim.tv_sec);
    file->m_mtimeNanoseconds = qint64(identity.st_mtim.tv_nsec);
    return file;
}

SourceFile::~SourceFile()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

bool SourceFile::unchanged(QString *problem) const
{
    struct stat now = {};
    if (::fstat(m_fd, &now) != 0) {
        if (problem)
            *problem = cannotBeRead(errno);
        return false;
    }
    if (qint64(now.st_size) == m_size && quint64(now.st_dev) == m_device
        && quint64(now.st_ino) == m_inode && qint64(now.st_mtim.tv_sec) == m_mtimeSeconds
        && qint64(now.st_mtim.tv_nsec) == m_mtimeNanoseconds)
        return true;
    if (problem)
        *problem = changedSinceOpened();
    return false;
}

std::optional<QByteArray> SourceFile::read(qint64 offset, qint64 length, QString *problem) const
{
    if (offset < 0 || length < 0 || offset > m_size || length > m_size - offset) {
        if (problem)
            *problem = changedSinceOpened();
        return std::nullopt;
    }
    if (!unchanged(problem))
        return std::nullopt;
    QByteArray bytes(qsizetype(length), Qt::Uninitialized);
    qint64 done = 0;
    while (done < length) {
        const ssize_t n
            = ::pread(m_fd, bytes.data() + done, std::size_t(length - done), off_t(offset + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (problem)
                *problem = n < 0 ? cannotBeRead(errno) : changedSinceOpened();
            return std::nullopt;
        }
        done += n;
    }
    // A write in place during the read: the identity tells (its time changes).
    if (!unchanged(problem))
        return std::nullopt;
    return bytes;
}

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
// The one way to open a record file, for the command line and the window: what is refused
// before reading, how the bytes are read, and what a file that changes meanwhile gets.
#include "models/io/atomicfile.h"
#include "models/record/memory_p.h"
#include "models/record/parser.h"
#include "models/record/sourcefile.h"
#include "models/record/streamparser_p.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <new>
#include <optional>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace pith {

namespace {

ParseResult failure(const QString &path, const QString &message)
{
    ParseResult r;
    r.error.file = path;
    r.error.message = message;
    return r;
}

#ifdef Q_OS_UNIX

constexpr qint64 kChunk = qint64(1) << 20;

// The bytes of a file read into memory of our own: for a read that keeps no input but is not
// mapped (parseMapped: a file of a megabyte or less, or one the system would not map), memory the
// parse may let go of page by page; or, when the record keeps the input (Observation::rawJson,
// which must not change under it), a QByteArray.
class InputBuffer {
public:
    InputBuffer(qint64 size, bool releasable)
    {
        if (releasable && size > kChunk) {
            // Huge pages where the system gives them on request, populated at once: read()
            // into 4 kB pages took 280 ms for 173 MB (a fault, or on a virtual machine a TLB
            // miss, per page), into 2 MB pages 20 ms. Where the kernel has no
            // MADV_POPULATE_WRITE (before 5.14), MAP_POPULATE as before.
            void *p = MAP_FAILED;
#if defined(MADV_HUGEPAGE) && defined(MADV_POPULATE_WRITE)
            p = mmap(nullptr, std::size_t(size), PROT_READ | PROT_WRITE,
                MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (p != MAP_FAILED) {
                madvise(p, std::size_t(size), MADV_HUGEPAGE); // a hint: may fail, fine
                if (madvise(p, std::size_t(size), MADV_POPULATE_WRITE) != 0) {
                    munmap(p, std::size_t(size));
                    p = MAP_FAILED;
                }
            }
#endif
            if (p == MAP_FAILED)
                p = mmap(nullptr, std::size_t(size), PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
            if (p != MAP_FAILED) {
                m_map = static_cast<char *>(p);
                m_mapSize = std::size_t(size);
                return;
            }
        }
        m_owned = QByteArray(qsizetype(size), Qt::Uninitialized);
        detail::adviseHugePages(m_owned.data(), size);
    }
    ~InputBuffer()
    {
        if (m_map)
            munmap(m_map, m_mapSize);
    }
    InputBuffer(const InputBuffer &) = delete;
    InputBuffer &operator=(const InputBuffer &) = delete;

    char *data() { return m_map ? m_map : m_owned.data(); }
    bool releasable() const { return m_map != nullptr; }
    // The first size bytes, as the parser takes them (no copy).
    QByteArray bytes(qint64 size)
    {
        if (m_map)
            return QByteArray::fromRawData(m_map, qsizetype(size));
        m_owned.truncate(qsizetype(size));
        return m_owned;
    }

private:
    char *m_map = nullptr;
    std::size_t m_mapSize = 0;
    QByteArray m_owned;
};

bool sameFile(const struct stat &a, const struct stat &b)
{
    return a.st_size == b.st_size && a.st_mtim.tv_sec == b.st_mtim.tv_sec
        && a.st_mtim.tv_nsec == b.st_mtim.tv_nsec && a.st_ino == b.st_ino;
}

ParseResult cancelledReading(const QString &path)
{
    ParseResult r = failure(path, QCoreApplication::translate("pith::RecordReader", "cancelled"));
    r.cancelled = true;
    return r;
}

// What was read is no state the file ever had for sure: no record, and say why.
ParseResult changedWhileRead(const QString &path, qint64 size, qint64 now)
{
    return failure(path,
        QCoreApplication::translate("pith::RecordFile",
            "changed while it was read (%1 bytes when opened, %2 bytes now): "
            "open it again once it is complete")
            .arg(size)
            .arg(now));
}

// Progress of the parse after the reading: the second half.
ParseOptions afterReading(const ParseOptions &options, qint64 size)
{
    ParseOptions parseOptions = options;
    if (options.progress) {
        parseOptions.progress = [&options, size](qint64 parsed, qint64) {
            return options.progress(size + parsed, 2 * size);
        };
    }
    return parseOptions;
}

// A file mapped from the page cache (memory_p.h): the parse reads it in place. Pages it lets go
// come back from the page cache when read again, so the refill only checks that the file is the
// same; a file cut short meanwhile reads as zeros there, and whatever the parse made of them is
// replaced by the message that the file changed.
ParseResult parseMapped(const detail::MappedFile &mapped, int fd, const struct stat &before,
    const QString &path, const ParseOptions &options)
{
    const qint64 size = mapped.size();
    const auto stillSame = [fd, &before, &mapped](struct stat *now) {
        return !mapped.cut() && fstat(fd, now) == 0 && sameFile(before, *now);
    };
    if (options.progress) {
        // brought into memory in steps, as read() would read it, so that cancelling is prompt
        if (!options.progress(0, 2 * size))
            return cancelledReading(path);
        for (qint64 at = 0; at < size; at += kChunk) {
            const qint64 to = std::min(size, at + kChunk);
            mapped.populate(at, to);
            if (!options.progress(to, 2 * size))
                return cancelledReading(path);
        }
    } else {
        mapped.populate(0, size);
    }
    const QString changed
        = QCoreApplication::translate("pith::RecordFile", "changed while it was read");
    const detail::InputRefill refill = [&stillSame, &changed](qint64, qint64) {
        struct stat now = {};
        return stillSame(&now) ? QString() : changed;
    };
    ParseResult result
        = detail::streamParseRecord(QByteArray::fromRawData(mapped.data(), qsizetype(size)), path,
            afterReading(options, size), refill);
    struct stat after = {};
    const bool statOk = fstat(fd, &after) == 0;
    if (mapped.cut() || !statOk || !sameFile(before, after))
        return changedWhileRead(path, size, statOk ? qint64(after.st_size) : size);
    return result;
}

#endif

// Below this size a file that does not start with '{' is read whole: the parser's message says
// where and what (a second BOM, a stray character), as tests/data/messages/parser.golden shows.
constexpr qint64 kParserJudgesBelow = qint64(1) << 20;

// Why the first bytes of a file cannot start a record, or empty when they may. `head` is the
// file's beginning, `size` its full size. Only what is surely no record is refused here.
QString refuseStart(const QByteArray &head, qint64 size)
{
    // a BOM (UTF-16 or UTF-32), or text whose every other byte is zero
    const auto zeroAt = [&head](qsizetype i) { return head[i] == 0; };
    if (head.startsWith("\xFF\xFE") || head.startsWith("\xFE\xFF")
        || head.startsWith(QByteArray("\0\0\xFE\xFF", 4))
        || (head.size() >= 4 && zeroAt(0) != zeroAt(1) && zeroAt(0) == zeroAt(2)
            && zeroAt(1) == zeroAt(3))) {
        return QCoreApplication::translate("pith::RecordFile",
            "is UTF-16 or UTF-32 text, not UTF-8: a record file must be UTF-8 (convert it first)");
    }
    qsizetype at = head.startsWith("\xEF\xBB\xBF") ? 3 : 0; // the parser skips a UTF-8 BOM too
    while (at < head.size()
        && (head[at] == ' ' || head[at] == '\t' || head[at] == '\r' || head[at] == '\n'))
        ++at;
    if (at == head.size())
        return {};
    if (head[at] == 0)
        return QCoreApplication::translate("pith::RecordFile",
            "starts with NUL bytes: binary data (for example a file of zeros), not a record file");
    if (head[at] != '{' && size >= kParserJudgesBelow) {
        return QCoreApplication::translate("pith::RecordFile",
            "does not start with '{' (its first byte is 0x%1): a record file holds one JSON object")
            .arg(uint(uchar(head[at])), 2, 16, QLatin1Char('0'));
    }
    return {};
}

#ifdef Q_OS_UNIX
constexpr qint64 kHeadBytes = 4096;
#endif

// What is no file of the system (Qt resources), or where there is no read(): QFile.
ParseResult readWithQFile(const QString &path, const ParseOptions &options)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return failure(path,
            QCoreApplication::translate("pith::RecordFile", "cannot be read: %1")
                .arg(file.errorString()));
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return failure(path,
            QCoreApplication::translate("pith::RecordFile", "cannot be read: %1")
                .arg(file.errorString()));
    return parseRecord(bytes, path, options);
}

} // namespace

ParseResult loadRecordFile(const QString &path) { return loadRecordFile(path, ParseOptions()); }

ParseResult loadRecordFile(const QString &path, const ParseOptions &options)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        // A link that leads nowhere is said to be one, not "no such file".
        if (const QString link = io::brokenLinkReason(path); !link.isEmpty())
            return failure(path, link);
        return failure(path, QCoreApplication::translate("pith::RecordFile", "no such file"));
    }
    if (info.isDir())
        return failure(path,
            QCoreApplication::translate("pith::RecordFile", "is a directory, not a record file"));
    if (!info.isFile()) // a FIFO would block, a device may never end
        return failure(path,
            QCoreApplication::translate("pith::RecordFile",
                "is not a regular file (a device, pipe or socket), not a record file"));
    // Reading is the first half of the progress, parsing the second.
    const bool keepsInput = options.keepsInput(); // Record::input, Observation::rawJson
    if (path.startsWith(QLatin1Char(':'))) // a Qt resource (the bundled sample record)
        return readWithQFile(path, options);
#ifdef Q_OS_UNIX
    // O_NONBLOCK: should the path have become a FIFO since the check above, opening it does not
    // wait for a writer; fstat then refuses it.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return failure(path,
            QCoreApplication::translate("pith::RecordFile", "cannot be read: %1")
                .arg(QString::fromLocal8Bit(std::strerror(errno))));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer { fd };
    struct stat before = {};
    if (fstat(fd, &before) != 0)
        return failure(path,
            QCoreApplication::translate("pith::RecordFile", "cannot be read: %1")
                .arg(QString::fromLocal8Bit(std::strerror(errno))));
    if (!S_ISREG(before.st_mode))
        return failure(path,
            QCoreApplication::translate("pith::RecordFile",
                "is not a regular file (a device, pipe or socket), not a record file"));
    const qint64 size = before.st_size;
    const QString readError = QCoreApplication::translate("pith::RecordFile", "cannot be read: %1");
    if (size > kMaxRecordFileBytes) {
        return failure(path,
            QCoreApplication::translate("pith::RecordFile",
                "is %1 bytes, more than the %2 bytes a record file may have: "
                "not opened")
                .arg(size)
                .arg(kMaxRecordFileBytes));
    }
    {
        // The first bytes, before anything is read whole. A file that reports no size may still
        // have content (/proc, /sys): generated by the system, unbounded, no record.
        QByteArray head(kHeadBytes, Qt::Uninitialized);
        ssize_t n = 0;
        do
            n = size == 0 ? ::read(fd, head.data(), std::size_t(kHeadBytes))
                          : ::pread(fd, head.data(), std::size_t(std::min(kHeadBytes, size)), 0);
        while (n < 0 && errno == EINTR);
        if (n < 0)
            return failure(path, readError.arg(QString::fromLocal8Bit(std::strerror(errno))));
        head.truncate(qsizetype(n));
        if (size == 0 && n > 0) {
            return failure(path,
                QCoreApplication::translate("pith::RecordFile",
                    "reports a size of 0 but has content: a file the "
                    "system generates (as in /proc), not a record file"));
        }
        if (const QString why = refuseStart(head, size); !why.isEmpty())
            return failure(path, why);
    }
    // Mapped for every read that keeps no input (verify, summary, the CSV export): no memory to
    // clear and fill (0.2-0.5 s for 173 MB on this kind of machine when the system has no huge
    // pages at hand). A read that keeps it (Observation::rawJson) must not see the file change,
    // unless the observations' bytes are read again from the file (rawJsonFromFile: the window).
    if (size > kChunk && (!keepsInput || options.rawJsonFromFile)) {
        ParseOptions mappedOptions = options;
        if (keepsInput)
            mappedOptions.sourceFile = SourceFile::open(fd, before);
        detail::MappedFile mapped;
        if ((!keepsInput || mappedOptions.sourceFile) && mapped.map(fd, size))
            return parseMapped(mapped, fd, before, path, mappedOptions);
    }
    std::optional<InputBuffer> allocated;
    try {
        allocated.emplace(size, !keepsInput);
    } catch (const std::bad_alloc &) {
        return failure(path,
            QCoreApplication::translate(
                "pith::RecordFile", "cannot be read: not enough memory for its %1 bytes")
                .arg(size));
    }
    InputBuffer &buffer = *allocated;
    char *data = buffer.data();
    qint64 done = 0;
    if (options.progress && !options.progress(0, 2 * size))
        return cancelledReading(path);
    while (done < size) {
        const ssize_t n = ::read(fd, data + done, std::size_t(std::min(kChunk, size - done)));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return failure(path,
                QCoreApplication::translate("pith::RecordFile", "cannot be read: %1")
                    .arg(QString::fromLocal8Bit(std::strerror(errno))));
        if (n == 0)
            break; // shorter than when it was opened: reported below
        done += n;
        if (options.progress && !options.progress(done, 2 * size))
            return cancelledReading(path);
    }
    char extra = 0;
    ssize_t more = 0;
    do
        more = ::read(fd, &extra, 1);
    while (more < 0 && errno == EINTR);
    if (more < 0)
        return failure(path,
            QCoreApplication::translate("pith::RecordFile", "cannot be read: %1")
                .arg(QString::fromLocal8Bit(std::strerror(errno))));
    struct stat after = {};
    const bool statOk = fstat(fd, &after) == 0;
    if (done != size || more > 0 || !statOk || !sameFile(before, after))
        return changedWhileRead(path, size, statOk ? qint64(after.st_size) : done);
    const ParseOptions parseOptions = afterReading(options, size);
    if (!buffer.releasable())
        return detail::streamParseRecord(buffer.bytes(size), path, parseOptions);
    const QString changed
        = QCoreApplication::translate("pith::RecordFile", "changed while it was read");
    const detail::InputRefill refill = [fd, data, &before, &changed](qint64 from, qint64 to) {
        for (qint64 at = from; at < to;) {
            const ssize_t n = ::pread(fd, data + at, std::size_t(to - at), at);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return changed;
            at += n;
        }
        struct stat now = {};
        return fstat(fd, &now) == 0 && sameFile(before, now) ? QString() : changed;
    };
    return detail::streamParseRecord(buffer.bytes(size), path, parseOptions, refill);
#else
    Q_UNUSED(keepsInput);
    return readWithQFile(path, options);
#endif
}

} // namespace pith

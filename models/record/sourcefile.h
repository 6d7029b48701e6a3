// SPDX-License-Identifier: GPL-3.0-or-later
// The file a record was read from, kept open so that its observations' bytes are read again when
// they are asked for instead of being kept in memory (ParseOptions::rawJsonFromFile: the window's
// read of a big file, whose kept input was as large as the file).
//
// What is read again is trusted only while the file is the one that was read: the same inode,
// size and modification time, checked at every read. A file replaced by a rename (as this
// program's writers, `pith-ledger-cli fetch` and most editors replace files) leaves the old one
// open here, unchanged and still readable; one rewritten in place or cut short is not read any
// more, and the reader says so. Observation::rawJsonBytes() checks each observation's digest
// on top of this.
#pragma once

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>

struct stat;

namespace pith {

class SourceFile final {
public:
    // Keeps a duplicate of fd (the caller's may be closed); `identity` is the file's fstat as it
    // was read. nullptr when fd cannot be duplicated.
    static std::shared_ptr<const SourceFile> open(int fd, const struct stat &identity);
    ~SourceFile();
    SourceFile(const SourceFile &) = delete;
    SourceFile &operator=(const SourceFile &) = delete;

    qint64 size() const { return m_size; }
    // What read() says of a file that changed since it was read (translated).
    static QString changedSinceOpened();
    // The bytes [offset, offset + length), or std::nullopt with *problem (translated, without the
    // file's name) when the file changed since it was read or cannot be read now.
    std::optional<QByteArray> read(qint64 offset, qint64 length, QString *problem = nullptr) const;

private:
    SourceFile() = default;
    bool unchanged(QString *problem) const;

    int m_fd = -1;
    qint64 m_size = 0;
    quint64 m_device = 0;
    quint64 m_inode = 0;
    qint64 m_mtimeSeconds = 0;
    qint64 m_mtimeNanoseconds = 0;
};

} // namespace pith

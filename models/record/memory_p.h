// SPDX-License-Identifier: GPL-3.0-or-later
// Private to models/record: how the record reader holds large inputs in memory.
#pragma once

#include <QtGlobal>

namespace pith::detail {

// Asks the system to back the 2 MB-aligned part of [data, data + size) with huge pages, where it
// gives them on request (Linux's MADV_HUGEPAGE; elsewhere, or for less than 32 MiB, nothing).
// For large buffers mapped on their own (from 32 MiB malloc never takes them from its heap,
// which would keep the hint after a free): on a virtual machine a fault per 4 kB page cost
// more than reading the bytes (read() of 173 MB into 4 kB pages 280 ms, into 2 MB pages 20 ms).
void adviseHugePages(void *data, qint64 size);

// A regular file's bytes mapped read-only from the system's page cache: no memory to zero and
// no copy, which reading the file into memory of our own costs (a third of verify's time on a
// 173 MB record). The price of a mapping is that a file cut short meanwhile faults where it no
// longer has bytes (SIGBUS); while a MappedFile lives, a handler of that signal puts zeros where
// the file ended instead and notes it (cut()), so the reader reads on and its caller reports
// that the file changed. A fault anywhere else goes to the handler that was there before.
// Unix only (elsewhere map() fails and the caller reads the file).
class MappedFile {
public:
    MappedFile() = default;
    ~MappedFile();
    MappedFile(const MappedFile &) = delete;
    MappedFile &operator=(const MappedFile &) = delete;

    // Maps the first size bytes of the open file fd; false when the system does not (too many
    // files mapped at once, no memory for the page tables, ...): read the file instead.
    bool map(int fd, qint64 size);
    const char *data() const { return m_data; }
    qint64 size() const { return m_size; }
    // Brings [from, to) into memory now (reads it from the disk where it is not in the page
    // cache), so that the parse does not wait for it page by page.
    void populate(qint64 from, qint64 to) const;
    // True once a byte past the file's end was read: the file was cut short (or the disk failed)
    // while mapped, and zeros stood in for what it no longer had.
    bool cut() const;

private:
    char *m_data = nullptr;
    qint64 m_size = 0;
    int m_slot = -1;
};

} // namespace pith::detail

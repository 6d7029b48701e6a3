// SPDX-License-Identifier: GPL-3.0-or-later
// The record reader's memory (memory_p.h): huge pages for large buffers, and files mapped from
// the page cache with a SIGBUS handler that turns a file cut short into a flag.
#include "models/record/memory_p.h"

#include <array>
#include <atomic>
#include <mutex>

#ifdef Q_OS_UNIX
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace pith::detail {

void adviseHugePages(void *data, qint64 size)
{
#if defined(Q_OS_UNIX) && defined(MADV_HUGEPAGE)
    constexpr qint64 kOwnMapping = qint64(32) << 20;
    const quintptr huge = quintptr(1) << 21;
    const auto begin = reinterpret_cast<quintptr>(data);
    const quintptr first = (begin + huge - 1) & ~(huge - 1);
    const quintptr last = (begin + quintptr(size)) & ~(huge - 1);
    if (size >= kOwnMapping && last > first)
        madvise(reinterpret_cast<void *>(first), std::size_t(last - first), MADV_HUGEPAGE);
#else
    Q_UNUSED(data);
    Q_UNUSED(size);
#endif
}

#ifdef Q_OS_UNIX

namespace {

// The mappings the handler guards: a fixed table the handler reads without locks (a signal
// handler may take none). A slot is taken (used) before its range is set, and its range cleared
// before it is given back; the range is only read, by the handler, while the mapping lives.
struct Guard {
    std::atomic<bool> used { false };
    std::atomic<quintptr> begin { 0 };
    std::atomic<quintptr> end { 0 };
    std::atomic<bool> cut { false };
};
constexpr int kGuards = 64; // files mapped at once (verify --jobs N maps at most N)
std::array<Guard, kGuards> g_guards;
struct sigaction g_previous = {};
std::once_flag g_installed;

void onSigbus(int sig, siginfo_t *info, void *context)
{
    const auto at = reinterpret_cast<quintptr>(info->si_addr);
    for (Guard &g : g_guards) {
        const quintptr begin = g.begin.load(std::memory_order_acquire);
        const quintptr end = g.end.load(std::memory_order_acquire);
        if (begin == 0 || at < begin || at >= end)
            continue;
        // The file has no bytes here any more: zeros from this page to the mapping's end (all of
        // it past the file's new end), and the fault's access is made again on them. mmap is a
        // plain system call, which is what a handler may make.
        const quintptr page = at & ~quintptr(sysconf(_SC_PAGESIZE) - 1);
        void *zeros = mmap(reinterpret_cast<void *>(page), std::size_t(end - page), PROT_READ,
            MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (zeros != MAP_FAILED) {
            g.cut.store(true, std::memory_order_release);
            return;
        }
        break;
    }
    // Not a mapped record's byte: what would have happened without this handler.
    if ((g_previous.sa_flags & SA_SIGINFO) && g_previous.sa_sigaction) {
        g_previous.sa_sigaction(sig, info, context);
        return;
    }
    if (g_previous.sa_handler != SIG_DFL && g_previous.sa_handler != SIG_IGN) {
        g_previous.sa_handler(sig);
        return;
    }
    // the default action: returning makes the access again, which now ends the process
    struct sigaction fallback = {};
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(sig, &fallback, nullptr);
}

void installHandler()
{
    struct sigaction action = {};
    action.sa_sigaction = onSigbus;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &g_previous);
}

} // namespace

bool MappedFile::map(int fd, qint64 size)
{
    if (m_data || size <= 0)
        return false;
    std::call_once(g_installed, installHandler);
    int slot = -1;
    for (int i = 0; i < kGuards && slot < 0; ++i) {
        bool expected = false;
        if (g_guards[std::size_t(i)].used.compare_exchange_strong(expected, true))
            slot = i;
    }
    if (slot < 0)
        return false;
    void *p = mmap(nullptr, std::size_t(size), PROT_READ, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED) {
        g_guards[std::size_t(slot)].used.store(false);
        return false;
    }
    Guard &g = g_guards[std::size_t(slot)];
    g.cut.store(false);
    g.end.store(reinterpret_cast<quintptr>(p) + quintptr(size), std::memory_order_release);
    g.begin.store(reinterpret_cast<quintptr>(p), std::memory_order_release);
    m_data = static_cast<char *>(p);
    m_size = size;
    m_slot = slot;
    return true;
}

MappedFile::~MappedFile()
{
    if (!m_data)
        return;
    Guard &g = g_guards[std::size_t(m_slot)];
    g.begin.store(0, std::memory_order_release);
    g.end.store(0, std::memory_order_release);
    munmap(m_data, std::size_t(m_size));
    g.used.store(false, std::memory_order_release);
}

void MappedFile::populate(qint64 from, qint64 to) const
{
    if (!m_data || to <= from)
        return;
    const quintptr page = quintptr(sysconf(_SC_PAGESIZE));
    const auto base = reinterpret_cast<quintptr>(m_data);
    const quintptr first = (base + quintptr(from)) & ~(page - 1);
    const std::size_t length = std::size_t(base + quintptr(to) - first);
#ifdef MADV_POPULATE_READ
    // a hint: a file cut meanwhile fails it (EFAULT), and the parse finds that out itself
    if (madvise(reinterpret_cast<void *>(first), length, MADV_POPULATE_READ) == 0)
        return;
#endif
    madvise(reinterpret_cast<void *>(first), length, MADV_WILLNEED);
}

bool MappedFile::cut() const
{
    return m_data && g_guards[std::size_t(m_slot)].cut.load(std::memory_order_acquire);
}

#else

bool MappedFile::map(int, qint64) { return false; }
MappedFile::~MappedFile() = default;
void MappedFile::populate(qint64, qint64) const { }
bool MappedFile::cut() const { return false; }

#endif

} // namespace pith::detail

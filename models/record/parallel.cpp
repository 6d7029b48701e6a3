// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/parallel.h"

#include <QThread>

#include <algorithm>
#include <exception>
#include <thread>
#include <vector>

namespace pith {

int coreCount()
{
    static const int cores = std::max(1, QThread::idealThreadCount());
    return cores;
}

int partCount(qsizetype count, qsizetype minPerPart)
{
    return int(std::clamp<qsizetype>(
        std::min<qsizetype>(count / std::max<qsizetype>(1, minPerPart), coreCount()), 1, 16));
}

void runParts(qsizetype count, int parts,
    const std::function<void(int part, qsizetype from, qsizetype to)> &work)
{
    parts = std::max(1, parts);
    const qsizetype step = (count + parts - 1) / parts;
    const auto range = [&](int part) {
        const qsizetype from = std::min(count, part * step);
        return std::pair { from, std::min(count, from + step) };
    };
    std::vector<std::exception_ptr> failures(static_cast<std::size_t>(parts));
    const auto run = [&](int part) noexcept {
        try {
            const auto [from, to] = range(part);
            work(part, from, to);
        } catch (...) {
            failures[std::size_t(part)] = std::current_exception();
        }
    };
    std::vector<std::thread> helpers;
    helpers.reserve(std::size_t(parts - 1));
    for (int part = 1; part < parts; ++part)
        helpers.emplace_back(run, part);
    run(0);
    for (std::thread &t : helpers)
        t.join();
    for (const std::exception_ptr &failure : failures) {
        if (failure)
            std::rethrow_exception(failure);
    }
}

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
// Time bounds in tests, scaled for builds and machines that run slower: a sanitizer build
// (detected at compile time) and PITH_TEST_TIME_FACTOR (a number >= 1 in the environment, for a
// loaded machine). A bound says how long something may take at most; the deadlines the code
// under test is given stay as they are.
#pragma once

#include <QString>
#include <QtGlobal>

#include <algorithm>

#if defined(__SANITIZE_ADDRESS__)
#define PITH_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PITH_UNDER_ASAN 1
#endif
#endif
#ifndef PITH_UNDER_ASAN
#define PITH_UNDER_ASAN 0
#endif

namespace pith::test {

// Sanitizers make code several times slower and hungrier; limits scale with this.
inline constexpr int kSanitizerFactor = PITH_UNDER_ASAN ? 3 : 1;

// kSanitizerFactor times PITH_TEST_TIME_FACTOR (1 when unset or not a number >= 1).
inline double timeFactor()
{
    bool ok = false;
    const double env = qEnvironmentVariable("PITH_TEST_TIME_FACTOR").toDouble(&ok);
    return kSanitizerFactor * (ok ? std::clamp(env, 1.0, 100.0) : 1.0);
}

// A bound of `ms` milliseconds, scaled.
inline qint64 scaledMs(qint64 ms) { return qint64(double(ms) * timeFactor()); }

} // namespace pith::test

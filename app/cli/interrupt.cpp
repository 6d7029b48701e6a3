// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/interrupt.h"

#include <csignal>

namespace pith::cli {

namespace {

volatile std::sig_atomic_t g_interrupted = 0;

extern "C" void noteInterrupt(int) { g_interrupted = 1; }

struct sigaction g_previousInt, g_previousTerm;

} // namespace

InterruptGuard::InterruptGuard()
{
    g_interrupted = 0;
    struct sigaction action = {};
    action.sa_handler = noteInterrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &g_previousInt);
    sigaction(SIGTERM, &action, &g_previousTerm);
}

InterruptGuard::~InterruptGuard()
{
    sigaction(SIGINT, &g_previousInt, nullptr);
    sigaction(SIGTERM, &g_previousTerm, nullptr);
}

bool InterruptGuard::requested() { return g_interrupted != 0; }

} // namespace pith::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// Ctrl+C (SIGINT) and SIGTERM while a command writes a file: noted instead of ending the process
// at once, so the writer can stop at its next progress call and abandon its temporary file (the
// destination is left as it was, io::writeFileAtomically). Outside such a guard the signals keep
// their default action.
#pragma once

namespace pith::cli {

class InterruptGuard final {
public:
    InterruptGuard(); // installs the handlers
    ~InterruptGuard(); // restores the previous ones
    InterruptGuard(const InterruptGuard &) = delete;
    InterruptGuard &operator=(const InterruptGuard &) = delete;

    // A signal arrived since the guard was made: stop and write nothing.
    static bool requested();
};

} // namespace pith::cli

#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up a fresh Debian 12 machine, builds, and opens the window on the bundled sample record.
# Extra arguments go to pith-ledger (e.g. more record files, --lang de, --base-url URL).
# Without a display (no DISPLAY or WAYLAND_DISPLAY), it renders the window offscreen into a PNG
# instead and prints the record's summary, so the command is useful over ssh too.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/install-deps.sh
build=${PITH_BUILD_DIR:-build}
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build" --parallel "$(nproc)" --target pith-ledger pith-ledger-cli
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
    exec "$build/app/gui/pith-ledger" resources/sample-record.json "$@"
fi
shot="$build/sample-record-window.png"
echo "run-app: no display; rendering the window offscreen to $shot"
QT_QPA_PLATFORM=offscreen "$build/app/gui/pith-ledger" resources/sample-record.json "$@" --screenshot "$shot"
"$build/app/cli/pith-ledger-cli" summary resources/sample-record.json

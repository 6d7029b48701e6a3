#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up a fresh Debian 12 machine, builds, and shows the bundled sample record.
# Until the window lands (issue "The browser window"), this prints the record's summary.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/install-deps.sh
build=${PITH_BUILD_DIR:-build}
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build" --parallel "$(nproc)" --target pith-ledger-cli
"$build/app/cli/pith-ledger-cli" summary resources/sample-record.json

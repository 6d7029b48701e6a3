#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a committed C++ file differs from what .clang-format makes of it, and names the files.
# Fix with `cmake --build build --target format` (or clang-format -i FILE).
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h' 2>/dev/null || find app ui models tests packaging -name '*.cpp' -o -name '*.h')
# Twenty files a clang-format run, one run a core; each prints the files that differ.
mapfile -t bad < <(printf '%s\0' "${files[@]}" | xargs -0 -n 20 -P "$(nproc)" sh -c '
    for f; do clang-format --dry-run -Werror "$f" >/dev/null 2>&1 || echo "$f"; done' sh | sort)
if ((${#bad[@]})); then
    echo "check-format: ${#bad[@]} file(s) differ from .clang-format:" >&2
    printf '  %s\n' "${bad[@]}" >&2
    echo "check-format: run clang-format -i on them (or: cmake --build build --target format)" >&2
    exit 1
fi
echo "check-format: ${#files[@]} files match .clang-format"

#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up a fresh Debian 12 machine, builds everything with warnings as errors and runs every test;
# then the fuzz targets (clang + libFuzzer): the committed corpus replayed and each target fuzzed
# briefly. Between the two, the whole suite again under AddressSanitizer + UBSan (PITH_ASAN=0 skips
# it). Every test runs, the slow and packaging ones too (PITH_ALL_TESTS=1: plain `ctest` leaves
# those out, see tests/CMakeLists.txt).
# Build trees: $PITH_BUILD_DIR (build), $PITH_ASAN_BUILD_DIR (build-asan), $PITH_FUZZ_BUILD_DIR
# (build-fuzz). PITH_SKIP_FUZZ=1 skips the fuzz stage; PITH_FUZZ_SECONDS (20) is the time each
# target is fuzzed.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/install-deps.sh
jobs=$(nproc)
export PITH_ALL_TESTS=1
stage() { printf '\n=== run-tests: %s (%s) ===\n' "$1" "$(date -u +%H:%M:%S)"; }

stage "source format (.clang-format)"
bash packaging/check-format.sh

stage "build and test"
build=${PITH_BUILD_DIR:-build}
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPITH_WERROR=ON -DBUILD_TESTING=ON
cmake --build "$build" --parallel "$jobs"
QT_QPA_PLATFORM=offscreen ctest --test-dir "$build" --output-on-failure --parallel "$jobs" --timeout 600

if [ "${PITH_ASAN:-1}" != 0 ]; then
    # CMakePresets.json "asan": -O1, frame pointers, every report fatal (halt_on_error in the test preset).
    stage "AddressSanitizer + UBSan: build and the whole suite"
    asan=${PITH_ASAN_BUILD_DIR:-build-asan}
    cmake --preset asan -B "$asan"
    cmake --build "$asan" --parallel "$jobs"
    ctest --preset asan --test-dir "$asan" --parallel "$jobs"
fi

if [ "${PITH_SKIP_FUZZ:-0}" != 1 ]; then
    stage "fuzz targets: corpus replay and a short fuzzing run each"
    fuzz=${PITH_FUZZ_BUILD_DIR:-build-fuzz}
    cmake --preset fuzz -B "$fuzz"
    cmake --build "$fuzz" --parallel "$jobs" --target pith_fuzz_targets
    ctest --test-dir "$fuzz" -L fuzz --output-on-failure
    seconds=${PITH_FUZZ_SECONDS:-20}
    for target in fuzz_record fuzz_query fuzz_csv fuzz_canonical fuzz_fastverify; do
        # New inputs go to a scratch folder in the build tree; the committed corpus is only read.
        scratch="$fuzz/fuzz-scratch/$target"
        mkdir -p "$scratch" "$fuzz/fuzz-artifacts"
        "$fuzz/tests/fuzz/$target" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
            -artifact_prefix="$fuzz/fuzz-artifacts/$target-" -print_final_stats=1 \
            "$scratch" "tests/fuzz/corpus/${target#fuzz_}"
    done
fi
stage "all tests passed"

#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up a fresh Debian 12 machine, builds and runs every test, in stages:
#   packages    packaging/install-deps.sh
#   format      every C++ file as .clang-format writes it
#   release     the "ci" preset (GCC, -O2, warnings as errors, lld): every test (PITH_ALL_TESTS=1;
#               plain `ctest` leaves the slow and packaging ones out, see tests/CMakeLists.txt)
#   sanitizers  the "sanitize" preset (clang, ASan + UBSan, libFuzzer's coverage): the tests
#               labelled sanitize, any report fatal
#   fuzz        in that tree: each fuzzer replays its committed corpus, then fuzzes for
#               PITH_FUZZ_SECONDS (20) seconds
# Each stage prints its wall time and its ten slowest tests; the last line is
#   run-tests: total N s (packages a, format b, release c, sanitizers d, fuzz e)
# and, with PITH_CI_TIMES=FILE, those figures are also written to FILE as "stage seconds" lines
# (packaging/fresh-root.sh reads them for CI's closing line).
# Build trees: $PITH_BUILD_DIR (build) and build-sanitize (the sanitize presets' own tree, so that
# `ctest --preset sanitize` finds it).
# PITH_ASAN=0 skips the sanitizer stage and PITH_SKIP_FUZZ=1 the fuzz stage (both need the
# sanitize tree, so the fuzz stage then builds its fuzzers there). PITH_STAGES=LIST runs only
# the named stages, e.g. PITH_STAGES=sanitizers,fuzz (the packages stage always runs).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
export PITH_ALL_TESTS=1
build=${PITH_BUILD_DIR:-build}
sanitize=build-sanitize
seconds=${PITH_FUZZ_SECONDS:-20}
stages=${PITH_STAGES:-format,release,sanitizers,fuzz}
[ "${PITH_ASAN:-1}" = 0 ] && stages=${stages//sanitizers/}
[ "${PITH_SKIP_FUZZ:-0}" = 1 ] && stages=${stages//fuzz/}

t_all=$(date +%s)
declare -A took=()
current=
wants() { [[ ",$stages," == *",$1,"* ]]; }
begin() {
    current=$1
    t_stage=$(date +%s)
    printf '\n=== run-tests: %s: %s (%s) ===\n' "$1" "$2" "$(date -u +%H:%M:%S)"
}
end() {
    took[$current]=$(($(date +%s) - t_stage))
    printf '=== run-tests: %s took %d s ===\n' "$current" "${took[$current]}"
    current=
}
# The ten slowest tests of a ctest log ("  7/78 Test #12: name ....   Passed   3.21 sec").
slowest() {
    printf -- '--- the ten slowest tests of %s ---\n' "$1"
    awk '/Test +#[0-9]+: / {
             name = $0; sub(/.*Test +#[0-9]+: /, "", name); sub(/ .*/, "", name)
             for (i = 1; i <= NF; i++) if ($i == "sec") secs = $(i - 1)
             printf "%8.1f s  %s\n", secs, name
         }' "$2" | sort -rn | head -n 10
}
# ctest with its output kept for slowest(); the exit status is ctest's.
run_ctest() {
    local label=$1 log=$2
    shift 2
    set +e
    ctest "$@" 2>&1 | tee "$log"
    local rc=${PIPESTATUS[0]}
    set -e
    slowest "$label" "$log"
    return "$rc"
}
summary() {
    local rc=$? parts= name
    if [ -n "$current" ]; then
        took[$current]=$(($(date +%s) - t_stage))
        echo "run-tests: stage $current failed after ${took[$current]} s" >&2
    fi
    for name in packages format release sanitizers fuzz; do
        if [ -n "${took[$name]:-}" ]; then
            parts+="${parts:+, }$name ${took[$name]}"
            [ -z "${PITH_CI_TIMES:-}" ] || printf '%s %s\n' "$name" "${took[$name]}" >>"$PITH_CI_TIMES"
        else
            parts+="${parts:+, }$name skipped"
        fi
    done
    printf '\nrun-tests: total %d s (%s)%s\n' "$(($(date +%s) - t_all))" "$parts" \
        "$([ "$rc" -eq 0 ] || echo ", exit $rc")"
    exit "$rc"
}
[ -n "${PITH_CI_TIMES:-}" ] && : >"$PITH_CI_TIMES"
trap summary EXIT

begin packages "the Debian packages (packaging/install-deps.sh)"
bash packaging/install-deps.sh
end

if wants format; then
    begin format "source format (.clang-format)"
    bash packaging/check-format.sh
    end
fi

if wants release; then
    begin release "GCC build, warnings as errors, every test"
    cmake --preset ci -B "$build"
    cmake --build "$build" --parallel "$jobs"
    mkdir -p "$build/ci"
    QT_QPA_PLATFORM=offscreen run_ctest release "$build/ci/ctest.log" \
        --test-dir "$build" --output-on-failure --parallel "$jobs" --timeout 600
    end
fi

if wants sanitizers || wants fuzz; then
    # One clang tree: the sanitizer tests and the fuzzers share its instrumented libraries.
    configure_sanitize() {
        [ -f "$sanitize/CMakeCache.txt" ] || cmake --preset sanitize -B "$sanitize"
    }
fi

if wants sanitizers; then
    begin sanitizers "clang build with ASan + UBSan, the tests labelled sanitize"
    configure_sanitize
    cmake --build "$sanitize" --parallel "$jobs" --target pith_sanitize_tests pith_fuzz_targets
    mkdir -p "$sanitize/ci"
    run_ctest sanitizers "$sanitize/ci/ctest.log" --preset sanitize --parallel "$jobs"
    end
fi

if wants fuzz; then
    begin fuzz "the fuzzers: corpus replay, then ${seconds} s of fuzzing each"
    configure_sanitize
    cmake --build "$sanitize" --parallel "$jobs" --target pith_fuzz_targets
    mkdir -p "$sanitize/ci"
    run_ctest fuzz "$sanitize/ci/ctest-fuzz.log" --preset fuzz --parallel "$jobs"
    # Each target fuzzes on a core of its own, $jobs at a time; new inputs go to a scratch
    # folder in the build tree, the committed corpus is only read.
    targets=(fuzz_record fuzz_query fuzz_csv fuzz_canonical fuzz_fastverify)
    mkdir -p "$sanitize/fuzz-artifacts"
    for target in "${targets[@]}"; do
        while (($(jobs -rp | wc -l) >= jobs)); do sleep 0.2; done
        scratch="$sanitize/fuzz-scratch/$target"
        mkdir -p "$scratch"
        rm -f "$sanitize/ci/$target.rc"
        (
            set +e
            "$sanitize/tests/fuzz/$target" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
                -artifact_prefix="$sanitize/fuzz-artifacts/$target-" -print_final_stats=1 \
                "$scratch" "tests/fuzz/corpus/${target#fuzz_}" >"$sanitize/ci/$target.log" 2>&1
            echo $? >"$sanitize/ci/$target.rc"
        ) &
    done
    wait
    failed=()
    for target in "${targets[@]}"; do
        rc=$(cat "$sanitize/ci/$target.rc" 2>/dev/null || echo lost)
        printf -- '--- %s: exit %s ---\n' "$target" "$rc"
        grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs|INFO: seed corpus)' \
            "$sanitize/ci/$target.log" || true
        if [ "$rc" != 0 ]; then
            failed+=("$target")
            tail -n 80 "$sanitize/ci/$target.log"
        fi
    done
    if ((${#failed[@]})); then
        echo "run-tests: fuzzing failed: ${failed[*]} (inputs in $sanitize/fuzz-artifacts)" >&2
        exit 1
    fi
    end
fi
printf '\n=== run-tests: every stage passed ===\n'

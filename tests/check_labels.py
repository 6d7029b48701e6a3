#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every registered test carries a known CTest label, and no `unit` test is also `slow`; `sanitize`
(run in the sanitizer tree too) is never a test's only label.

Usage: check_labels.py CTEST BUILD_DIR. Reads `ctest --show-only=json-v1` (run with
PITH_ALL_TESTS=1, so the tests plain `ctest` leaves out are listed too)."""
import json
import subprocess
import sys

KNOWN = {"unit", "gui", "net", "slow", "packaging", "fuzz", "sanitize"}


def main():
    ctest, build = sys.argv[1], sys.argv[2]
    out = subprocess.run([ctest, "--test-dir", build, "--show-only=json-v1"],
                         check=True, capture_output=True, text=True).stdout
    tests = json.loads(out)["tests"]
    problems = []
    for test in tests:
        labels = []
        for prop in test.get("properties", []):
            if prop["name"] == "LABELS":
                labels = prop["value"]
        name = test["name"]
        if not labels:
            problems.append(f"{name}: no label (one of {', '.join(sorted(KNOWN))})")
        for label in labels:
            if label not in KNOWN:
                problems.append(f"{name}: unknown label {label!r}")
        if labels and set(labels) <= {"sanitize"}:
            problems.append(f"{name}: sanitize is added to a test's own label, never its only one")
        if "unit" in labels and "slow" in labels:
            problems.append(f"{name}: labelled both unit and slow (`ctest -L unit` is the quick run)")
    print(f"{len(tests)} tests checked")
    for problem in problems:
        print(problem)
    return 1 if problems or not tests else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Correctness of the fast verifier against the Python oracle (run by ctest as bench_oracle).

Generates records of several sizes, layouts (as served, pretty-printed, shuffled keys with
escaped non-ASCII) and tamperings, then checks that `pith-ledger-cli verify --json` gives the
same verdict, counts, failing observation ids and context-digest state as reference_verify.py,
file by file, also when all files go through one call with --jobs 2.

  oracle_check.py PITH_LEDGER_CLI WORKDIR
"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, HERE)
import gen_record  # noqa: E402
import reference_verify  # noqa: E402

CASES = [
    # name, outbound, inbound, tamper, tamper context, layout
    ("plain", 50, 5, 0, False, "canonical"),
    ("empty", 0, 0, 0, False, "canonical"),
    ("inbound-only", 0, 30, 0, False, "canonical"),
    ("tampered", 80, 10, 7, False, "canonical"),
    ("context", 40, 3, 0, True, "canonical"),
    ("both", 60, 6, 2, True, "canonical"),
    ("pretty", 40, 4, 0, False, "pretty"),
    ("pretty-tampered", 40, 4, 3, True, "pretty"),
    ("shuffled", 40, 4, 0, False, "shuffled"),
    ("shuffled-tampered", 45, 4, 4, False, "shuffled"),
    ("large", 3000, 200, 11, False, "canonical"),
]


def ours(cli, paths, jobs=None):
    cmd = [cli, "verify", "--json"] + (["--jobs", str(jobs)] if jobs else []) + paths
    p = subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8")
    if p.returncode not in (0, 1):
        raise SystemExit("%s exited %d: %s" % (" ".join(cmd), p.returncode, p.stderr))
    lines = [json.loads(line) for line in p.stdout.splitlines() if line.strip()]
    return {o["file"]: o for o in lines}, p.returncode


def main():
    cli, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    paths, expected_ids = [], {}
    for i, (name, n_out, n_in, k, ctx, layout) in enumerate(CASES):
        path = os.path.join(work, name + ".json")
        ids, _ = gen_record.write_one(path, 1000 + i, n_out, n_in, k, ctx, layout)
        paths.append(path)
        expected_ids[path] = sorted(ids)
    problems = []
    oracle = {p: reference_verify.verify(p) for p in paths}
    for path in paths:
        # the generator's own account of what it tampered agrees with the oracle
        if sorted(oracle[path]["digest_failures"]) != expected_ids[path]:
            problems.append("%s: oracle failures %s, generator tampered %s"
                            % (path, oracle[path]["digest_failures"], expected_ids[path]))
    single = {}
    for path in paths:
        got, code = ours(cli, [path])
        single.update(got)
        want_code = 0 if oracle[path]["ok"] else 1
        if code != want_code:
            problems.append("%s: exit code %d, expected %d" % (path, code, want_code))
    together, _ = ours(cli, paths, jobs=2)
    for label, results in (("one file per call", single), ("--jobs 2", together)):
        for path in paths:
            want, got = oracle[path], results.get(path)
            if got is None:
                problems.append("%s (%s): no result" % (path, label))
                continue
            for key in ("ok", "arxiv_id", "outbound", "inbound", "context_digest"):
                if got.get(key) != want[key]:
                    problems.append("%s (%s): %s is %r, oracle says %r" % (path, label, key, got.get(key), want[key]))
            if got.get("digest_failures") != want["digest_failures"]:
                problems.append("%s (%s): failures %s, oracle says %s"
                                % (path, label, got.get("digest_failures"), want["digest_failures"]))
            errors = [f for f in got.get("findings", []) if f.get("severity") == "error"]
            if errors:
                problems.append("%s (%s): unexpected error findings %s" % (path, label, errors))
    for p in problems:
        print("MISMATCH", p)
    print("%d records, %d observations compared, %d problems"
          % (len(paths), sum(oracle[p]["outbound"] + oracle[p]["inbound"] for p in paths), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

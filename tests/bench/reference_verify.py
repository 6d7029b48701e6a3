#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""An independent, deliberately straightforward verifier of Pith Paper Citation Records.

It recomputes every digest exactly as record-format.md states (json.load, then SHA-256 over
json.dumps(sort_keys=True, separators=(',', ':'), ensure_ascii=False) encoded as UTF-8) and
prints, per file, one JSON line with the fields of `pith-ledger-cli verify --json` that concern
digests: file, ok, arxiv_id, outbound, inbound, digest_failures, context_digest. It does not do
the consistency audit, so its "ok" means "every digest matches". It serves as the timing
reference in tests/bench/run and as the oracle in the bench correctness test.

  reference_verify.py RECORD|DIR...
Exit status: 0 all ok, 1 a digest mismatch, 2 a file could not be read as JSON.
"""

import hashlib
import json
import os
import sys


def canonical_digest(value):
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def verify(path):
    with open(path, "rb") as f:
        record = json.load(f)
    failures = []
    for key in ("outbound", "inbound"):
        for obs in record.get(key, []):
            body = {k: v for k, v in obs.items() if k != "observation_digest"}
            if obs.get("observation_digest") != canonical_digest(body):
                failures.append(obs.get("observation_id"))
    stated = record.get("context_digest")
    if not stated:
        context = "missing"
    else:
        body = {k: v for k, v in record.items() if k not in ("as_of", "context_digest")}
        context = "ok" if canonical_digest(body) == stated else "mismatch"
    return {"file": path, "ok": not failures and context != "mismatch",
            "arxiv_id": record.get("paper", {}).get("arxiv_id"),
            "outbound": len(record.get("outbound", [])), "inbound": len(record.get("inbound", [])),
            "digest_failures": failures, "context_digest": context}


def main(argv):
    files = []
    for arg in argv:
        if os.path.isdir(arg):
            files += sorted(os.path.join(arg, n) for n in os.listdir(arg) if n.endswith(".json"))
        else:
            files.append(arg)
    if not files:
        print("usage: reference_verify.py RECORD|DIR...", file=sys.stderr)
        return 64
    status = 0
    for path in files:
        try:
            result = verify(path)
        except (OSError, ValueError) as e:
            print(json.dumps({"file": path, "ok": False, "error": str(e)}))
            status = 2
            continue
        if not result["ok"] and status == 0:
            status = 1
        print(json.dumps(result, ensure_ascii=False))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

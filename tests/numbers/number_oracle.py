#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The number oracle of tests/numbers/tst_numbers.cpp: what Pith's recipe (Python's json) makes
of each JSON number spelling, independently of our parser.

Reads {"fixture": PATH, "out": DIR, "spellings": [TEXT, ...]} on stdin and prints one JSON
object per spelling and line:
  canonical  json.dumps of the value as the canonical form writes it
  digest     sha256 of the canonical form of {"n": value}
  compact    a record (the fixture) holding the number, spelled as given, in an open field of
             the root (external_citation_measurements) and of outbound/0 (an unknown key),
             sealed by Python: sorted compact JSON (our parser's slice path)
  pretty     the same record indented, keys unsorted (our parser's re-serialising path)
  typed      a record with the number as /caps/outbound (an integer field), and what Python's
             reading of it means there: {"value": "digits"} or {"error": "out of range" | "fraction"}
"""

import hashlib
import json
import os
import sys

MARK = "@@pith-number@@"


def canonical(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(value):
    return "sha256:" + hashlib.sha256(canonical(value).encode("utf-8")).hexdigest()


def substituted(value, number):
    if value == MARK:
        return number
    if isinstance(value, dict):
        return {k: substituted(v, number) for k, v in value.items()}
    if isinstance(value, list):
        return [substituted(v, number) for v in value]
    return value


def seal(record, number):
    """Digests over the record with MARK standing for number (as Pith computes them)."""
    real = substituted(record, number)
    for side in ("outbound", "inbound"):
        for marked, obs in zip(record[side], real[side]):
            body = {k: v for k, v in obs.items() if k != "observation_digest"}
            marked["observation_digest"] = digest(body)
    body = {k: v for k, v in substituted(record, number).items() if k not in ("as_of", "context_digest")}
    record["context_digest"] = digest(body)
    return record


def write(path, text, spelling):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace(json.dumps(MARK), spelling))


def main():
    job = json.load(sys.stdin)
    with open(job["fixture"], encoding="utf-8") as f:
        base = json.load(f)
    for i, spelling in enumerate(job["spellings"]):
        number = json.loads(spelling)
        rec = json.loads(json.dumps(base))
        rec["external_citation_measurements"] = [MARK]
        rec["outbound"][0]["x_number"] = MARK
        seal(rec, number)
        compact = os.path.join(job["out"], "compact-%d.json" % i)
        pretty = os.path.join(job["out"], "pretty-%d.json" % i)
        write(compact, canonical(rec), spelling)
        shuffled = dict(reversed(list(rec.items())))
        write(pretty, json.dumps(shuffled, indent=1, ensure_ascii=False), spelling)

        typed_rec = json.loads(json.dumps(base))
        typed_rec["caps"]["outbound"] = MARK
        seal(typed_rec, number)
        typed = os.path.join(job["out"], "typed-%d.json" % i)
        write(typed, canonical(typed_rec), spelling)
        if isinstance(number, int):
            meaning = {"value": str(number)} if -2**63 <= number < 2**63 else {"error": "out of range"}
        else:
            meaning = {"error": "fraction"}

        print(json.dumps({"spelling": spelling, "canonical": canonical(number), "digest": digest({"n": number}),
                          "compact": compact, "pretty": pretty, "typed": typed, "meaning": meaning}))


if __name__ == "__main__":
    main()

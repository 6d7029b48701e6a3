#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes tests/fuzz/corpus/canonical: number-heavy records sealed by Python (every digest is
what json.dumps(sort_keys=True, separators=(',', ':'), ensure_ascii=False) + hashlib give),
with the numbers spelled in every way JSON allows, and tests/fuzz/canonical-sealed.txt, the
SHA-256 of each file as written: fuzz_canonical asserts that exactly these inputs verify.

  python3 tests/fuzz/make-canonical-corpus.py
"""

import hashlib
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURE = os.path.join(HERE, "..", "data", "2509.00217.citation-record.json")
OUT = os.path.join(HERE, "corpus", "canonical")
MARK = "@@pith-numbers@@"

SPELLINGS = [
    "0", "-0", "1", "-1", "9007199254740993", "9223372036854775807", "9223372036854775808",
    "-9223372036854775808", "-9223372036854775809", "18446744073709551615", "18446744073709551616",
    "-18446744073709551616", "123456789012345678901234567890123456789", "1E5", "1e5", "1E+5", "1e-5",
    "1e-07", "2.50", "5e-324", "2.2250738585072014e-308", "1.7976931348623157e308",
    "12345678901234567890e-5", "0.1", "0.30000000000000004", "-0.0", "-0e-0", "0e0", "1.0", "100.0",
    "1e15", "1e16", "1e22", "1e23", "1.5e300", "1e-999", "-1.5e-7", "123.456e2", "9007199254740993.0",
    "1.00000000000000011102230246251565404236316680908203125", "0.000123", "1234567890123456.7",
]


def dumps(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(value):
    return "sha256:" + hashlib.sha256(dumps(value).encode("utf-8")).hexdigest()


def substituted(value, numbers):
    if value == MARK:
        return numbers
    if isinstance(value, dict):
        return {k: substituted(v, numbers) for k, v in value.items()}
    if isinstance(value, list):
        return [substituted(v, numbers) for v in value]
    return value


def main():
    os.makedirs(OUT, exist_ok=True)
    with open(FIXTURE, encoding="utf-8") as f:
        base = json.load(f)
    rng = random.Random(15)
    sealed = []
    for n in range(8):
        picked = SPELLINGS if n == 0 else rng.sample(SPELLINGS, 12)
        text = "[" + ",".join(picked) + "]"
        numbers = json.loads(text)
        rec = json.loads(json.dumps(base))
        rec["external_citation_measurements"] = [MARK]
        for i, obs in enumerate(rec["outbound"][: 3 + n]):
            obs["x_numbers"] = MARK
            if i % 2:
                obs["standing_notice"]["events"] = [{"n": MARK}]
        real = substituted(rec, numbers)
        for marked, obs in zip(rec["outbound"], real["outbound"]):
            marked["observation_digest"] = digest({k: v for k, v in obs.items() if k != "observation_digest"})
        real = substituted(rec, numbers)
        rec["context_digest"] = digest({k: v for k, v in real.items() if k not in ("as_of", "context_digest")})
        layout = dumps(rec) if n % 2 == 0 else json.dumps(rec, indent=1, ensure_ascii=False)
        data = layout.replace(json.dumps(MARK), text).encode("utf-8")
        name = "numbers-%d-%s.json" % (n, "compact" if n % 2 == 0 else "pretty")
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
        sealed.append(hashlib.sha256(data).hexdigest() + "  " + name)
    with open(os.path.join(HERE, "canonical-sealed.txt"), "w") as f:
        f.write("\n".join(sealed) + "\n")


if __name__ == "__main__":
    main()

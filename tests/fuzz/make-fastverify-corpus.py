#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the seed corpus of fuzz_fastverify (tests/fuzz/corpus/fastverify): single observations,
canonical as Python writes them (from the real fixture and from gen_record.py with big integers,
control characters, non-ASCII keys) and near-canonical ones one step away from it (a space, keys
out of order, a float, an escaped key or value, "-0", "\\/", a tampered digest).

  make-fastverify-corpus.py
"""

import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(here, "..", "bench"))
import gen_record  # noqa: E402

out = os.path.join(here, "corpus", "fastverify")
os.makedirs(out, exist_ok=True)
with open(os.path.join(here, "..", "data", "2509.00217.citation-record.json"), "rb") as f:
    fixture = json.load(f)

seeds = {}
for i in (0, 7, 13):
    seeds["fixture-%d" % i] = gen_record.canonical(fixture["outbound"][i])
record, _ = gen_record.make_record(3, 2, 1)
o = json.loads(gen_record.canonical(record["inbound"][0]))
o["x_big"] = [18446744073709551616, -9223372036854775809, 0, -1]
o["x_\u00e9t\u00e9"] = "tab\t\u0001 \u007f \u2028 \"q\" \\"
o.pop("observation_digest")
o["observation_digest"] = gen_record.digest(o)
c = gen_record.canonical(o)
seeds["generated"] = c
seeds["space"] = c.replace(b'":', b'": ', 1)
seeds["unsorted"] = json.dumps(o, separators=(",", ":"), ensure_ascii=False).encode()
seeds["float"] = c.replace(b'"x_big":[', b'"x_big":[0.5,1e-07,100.0,', 1)
seeds["escaped-key"] = c.replace(b'"x_\xc3\xa9t\xc3\xa9"', b'"x_\\u00e9t\\u00e9"', 1)
seeds["escaped-value"] = c.replace(b'\\u0001', b'\\u0001\\/\\u00e9', 1)
seeds["minus-zero"] = c.replace(b'"x_big":[', b'"x_big":[-0,', 1)
seeds["tampered"] = c.replace(b'"observation_digest":"sha256:', b'"observation_digest":"sha256:0', 1)
seeds["reference-index-big"] = gen_record.canonical(fixture["outbound"][1]).replace(
    b'"reference_index":', b'"reference_index":99999999999999999999', 1)
for name, data in seeds.items():
    with open(os.path.join(out, name + ".json"), "wb") as f:
        f.write(data)

#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Records for tst_fastverify: verify's canonical fast path against the general path.

Writes into OUTDIR, for one generated record (tests/bench/gen_record.py) whose observations also
carry escaped keys, floats, big integers and control characters in unknown keys, and copies of a
sample of observations with each leaf tampered (the stated digest kept):
  canonical.json, pretty.json, shuffled.json  the same values in three layouts
  expected.json  per observation, in document order (outbound, then inbound): "id", "tampered",
                 "fast" (whether the fast path is expected to take it in the canonical layout:
                 no float, no escaped key, no escape in id, digest or status)

  fastverify_gen.py OUTDIR [--seed N]
"""

import copy
import json
import os
import random
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench"))
import gen_record  # noqa: E402

EXTRAS = [
    ("x_big", 18446744073709551616),
    ("x_negative_big", -9223372036854775809),
    ("x_int64_min", -9223372036854775808),
    ("x_zero", 0),
    ("x_float", 0.5),
    ("x_small_float", 1e-07),
    ("x_round_float", 100.0),
    ("x_escaped\nkey", "value"),
    ("x_\u00e9t\u00e9", "non-ASCII key"),
    ("x_controls", "tab\there \u0001 \u001f \u007f \u2028 \"quoted\" back\\slash"),
    ("x_nested", {"b": [1, -2, True, False, None, "z"], "a": {"deep": [[[]], {}]}}),
]


def has_float(v):
    if isinstance(v, float):
        return True
    if isinstance(v, dict):
        return any(has_float(x) for x in v.values())
    if isinstance(v, list):
        return any(has_float(x) for x in v)
    return False


def has_escaped_key(v):
    if isinstance(v, dict):
        return any(gen_record.canonical(k) != b'"' + k.encode() + b'"' or has_escaped_key(x)
                   for k, x in v.items())
    if isinstance(v, list):
        return any(has_escaped_key(x) for x in v)
    return False


def escaped(s):
    return isinstance(s, str) and gen_record.canonical(s) != b'"' + s.encode() + b'"'


def fast_expected(o):
    status = o.get("resolution", {}).get("status")
    return not (has_float(o) or has_escaped_key(o) or escaped(o["observation_id"])
                or escaped(o["observation_digest"]) or escaped(status))


def leaves(v, path=()):
    if isinstance(v, dict):
        for k, x in v.items():
            yield from leaves(x, path + (k,))
    elif isinstance(v, list):
        for i, x in enumerate(v):
            yield from leaves(x, path + (i,))
    else:
        yield path, v


def changed(v):
    """Another value of the same type (a type change would be a schema error, not a tamper)."""
    if isinstance(v, bool):
        return not v
    if isinstance(v, int):
        return v + 1
    if isinstance(v, float):
        return v * 2 + 0.25
    if isinstance(v, str):
        return v + "\u270e" if v else "x"
    return None


def main():
    out = sys.argv[1]
    seed = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[2] == "--seed" else 7
    record, g = gen_record.make_record(seed, 24, 4)
    record = json.loads(gen_record.canonical(record))  # no shared dicts
    r = random.Random(seed)
    for key in ("outbound", "inbound"):
        for i, o in enumerate(record[key]):
            if i % 3 == 1:
                for name, value in r.sample(EXTRAS, 3):
                    o[name] = copy.deepcopy(value)
            if i % 5 == 2:
                o["citation"]["citing_paper"]["title"] = r.choice(gen_record.EXOTIC)
            o.pop("observation_digest")
            o["observation_digest"] = gen_record.digest(o)
    tampered = []
    for o in r.sample(record["outbound"], 4):
        for path, value in leaves(o):
            new = changed(value)
            if new is None:
                continue  # null: any other value is a type error somewhere
            t = copy.deepcopy(o)
            node = t
            for p in path[:-1]:
                node = node[p]
            node[path[-1]] = new
            tampered.append(t)
    record["outbound"].extend(tampered)
    body = {k: v for k, v in record.items() if k not in ("as_of", "context_digest")}
    record["context_digest"] = gen_record.digest(body)
    expected = []
    n_plain = len(record["outbound"]) - len(tampered)
    for key in ("outbound", "inbound"):
        for i, o in enumerate(record[key]):
            expected.append({"id": o["observation_id"],
                             "tampered": key == "outbound" and i >= n_plain,
                             "fast": fast_expected(o)})
    os.makedirs(out, exist_ok=True)
    for layout in ("canonical", "pretty", "shuffled"):
        with open(os.path.join(out, layout + ".json"), "wb") as f:
            f.write(gen_record.serialise(record, layout, seed))
    with open(os.path.join(out, "expected.json"), "w") as f:
        json.dump(expected, f)


if __name__ == "__main__":
    main()

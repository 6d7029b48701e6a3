#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Records for tst_verifypaths: verify with the canonical fast path against the general path.

Writes into OUTDIR one small generated record (tests/bench/gen_record.py) in canonical form with
digests kept valid, in copies that each change one thing of one observation (the record is
written as Pith serves it, so every other observation still takes the fast path):
  retyped-N.json   one leaf or container of a sample of observations replaced by a value of
                   another kind (string, integer, float, big integer, boolean, null, object,
                   array), or a member removed: what fields.cpp's table refuses or lets pass
  escaped-N.json   one key of an observation written with a \\u escape (not canonical), the
                   same key twice, or an unknown key with escapes
  numbers-N.json   integer fields at the ends of 64 bits and past them, floats where integers go
  strings-N.json   a text field the observation table shows (titles, ids, sources, times, the
                   notice's state and reason) holding every escape Python writes and text beyond
                   ASCII, on an outbound and an inbound observation

  verifypaths_gen.py OUTDIR [--seed N]
"""

import copy
import json
import os
import random
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench"))
import gen_record  # noqa: E402

OTHERS = ["text", 7, 0.5, 18446744073709551616, True, None, {"k": 1}, [1]]


def kind(v):
    return type(v).__name__ if not isinstance(v, int) or isinstance(v, bool) else (
        "big" if abs(v) >= 2 ** 63 else "int")


def nodes(v, path=()):
    """Every member and element below v (containers too), as paths."""
    if isinstance(v, dict):
        for k, x in v.items():
            yield path + (k,)
            yield from nodes(x, path + (k,))
    elif isinstance(v, list):
        for i, x in enumerate(v):
            yield path + (i,)
            yield from nodes(x, path + (i,))


def at(v, path):
    for p in path:
        v = v[p]
    return v


def reseal(record, o):
    o.pop("observation_digest", None)
    o["observation_digest"] = gen_record.digest(o)
    body = {k: v for k, v in record.items() if k not in ("as_of", "context_digest")}
    record["context_digest"] = gen_record.digest(body)


def with_value(record, which, path, value):
    """A copy of record whose observation which (array, index) holds value at path (objects on
    the way made where missing), its digests sealed again."""
    rec = copy.deepcopy(record)
    o = rec[which[0]][which[1]]
    node = o
    for p in path[:-1]:
        if not isinstance(node.get(p), dict):
            node[p] = {}
        node = node[p]
    node[path[-1]] = value
    reseal(rec, o)
    return rec


def main():
    out = sys.argv[1]
    seed = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[2] == "--seed" else 11
    record, _ = gen_record.make_record(seed, 12, 3)
    record = json.loads(gen_record.canonical(record))
    r = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    n = 0

    def write(prefix, rec, text=None):
        nonlocal n
        with open(os.path.join(out, "%s-%03d.json" % (prefix, n)), "wb") as f:
            f.write(text if text is not None else gen_record.canonical(rec))
        n += 1

    # every node of two observations: another kind of value, and removed
    for which in (("outbound", 1), ("inbound", 0)):
        sample = record[which[0]][which[1]]
        for path in list(nodes(sample)):
            if path == ("observation_digest",):
                continue
            value = at(sample, path)
            for other in r.sample([x for x in OTHERS if kind(x) != kind(value)], 2):
                rec = copy.deepcopy(record)
                o = rec[which[0]][which[1]]
                at(o, path[:-1])[path[-1]] = copy.deepcopy(other)
                reseal(rec, o)
                write("retyped", rec)
            if isinstance(path[-1], str):
                rec = copy.deepcopy(record)
                o = rec[which[0]][which[1]]
                del at(o, path[:-1])[path[-1]]
                reseal(rec, o)
                write("retyped", rec)

    # keys written with escapes, repeated, or unknown with escapes
    text = gen_record.canonical(record)
    first = gen_record.canonical(record["outbound"][0])
    for old, new in ((b'"observation_id":', b'"observation\\u005fid":'),
                     (b'"status":', b'"st\\u0061tus":'),
                     (b'"citation":{', b'"citation":{"x\\n":1,'),
                     (b'"citation":{', b'"citation":{"\\u00e9":1,')):
        write("escaped", None, text.replace(first, first.replace(old, new, 1), 1))
    dup = first.replace(b'"observation_id":', b'"observation_id":"again","observation_id":', 1)
    write("escaped", None, text.replace(first, dup, 1))

    # integers at and past 64 bits, floats where integers go
    for path in (("citation", "reference_index"), ("citation", "cited_work", "year"),
                 ("citation", "citing_paper", "version")):
        for value in (2 ** 63 - 1, -2 ** 63, 2 ** 63, -2 ** 63 - 1, 2 ** 64, 0, -1, 3.0, 1e300):
            write("numbers", with_value(record, ("outbound", 2), path, value))

    # the table's text fields: every escape Python writes, and text beyond ASCII
    text_value = 'say "hi", back\\slash\nline\ttab\b\f\r\x01\x1f\x00 é 中文 😀'
    for path in (("citation", "citing_paper", "title"), ("citation", "citing_paper", "arxiv_id"),
                 ("citation", "cited_paper", "title"), ("citation", "cited_paper", "arxiv_id"),
                 ("citation", "cited_paper", "submitted_at"), ("citation", "cited_work", "title"),
                 ("citation", "cited_work", "doi"), ("citation", "cited_work", "arxiv_id"),
                 ("citation", "cited_work", "pith_arxiv_id"), ("citation", "source"),
                 ("resolution", "resolver_source"), ("resolution", "observed_at"),
                 ("standing_notice", "state"), ("standing_notice", "reason")):
        for which in (("outbound", 3), ("inbound", 1)):
            write("strings", with_value(record, which, path, text_value))


if __name__ == "__main__":
    main()

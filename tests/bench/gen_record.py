#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generates Pith Paper Citation Records (pith.paper-citation-record.v1) for benchmarks and tests.

Every digest is computed as record-format.md says (canonical = json.dumps(sort_keys=True,
separators=(',', ':'), ensure_ascii=False), UTF-8): a generated record verifies and is
consistent (counts, coverage, thesis), unless tampering is asked for. Output is deterministic
for a given seed. By default the file is written the way Pith serves it (sorted keys, compact),
so the observation bytes are already canonical; --layout pretty/shuffled write the same values
in a non-canonical layout (whitespace, unsorted keys, escaped non-ASCII) to exercise the slow
paths of a verifier.

  gen_record.py --outbound 120000 --inbound 0 --seed 1 -o big.json
  gen_record.py --outbound 40 --inbound 5 --tamper 3 --tamper-context -o bad.json
  gen_record.py --count 2000 --outbound 60 --inbound 4 --dir folder/   (many records)
"""

import argparse
import hashlib
import json
import os
import random
import sys
import uuid

STATES = ["verified_exact", "verified_fuzzy", "unresolved", "parse_uncertain",
          "malformed_identifier", "metadata_mismatch"]
UNKNOWN_STATE = "retracted_upstream"  # not one of the six: the format says enumerations are open
RESOLVERS = [None, "raw_fallback", "local_arxiv", "arxiv_id"]
WORDS = ["learning", "parallelism", "sharding", "inference", "attention", "graph", "neural", "sparse",
         "quantum", "lattice", "bayesian", "robust", "scalable", "language", "models", "vision",
         "transformers", "diffusion", "kernel", "optimal", "transport", "spectral", "causal", "federated"]
EXOTIC = ["Über die Quantenmechanik", "Análisis de señales", "Étude des réseaux", "Łódź łabędź",
          "深度学习的注意力机制", "大規模言語モデル", "신경망 압축", "Ελληνικά μοντέλα", "Схемы и графы",
          "naïve café – résumé", "emoji 🧪 test", "quote \"inside\" title", "back\\slash path",
          "tab\tand newline\nin title", "control \u0001 char", "slash / and </script>", "∑ ∫ √ ≤ ≥ ≠"]


def canonical(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def digest(value):
    return "sha256:" + hashlib.sha256(canonical(value)).hexdigest()


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)

    def uid(self):
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def time(self, year=2026):
        r = self.r
        frac = "" if r.random() < 0.3 else ".%06d" % r.randrange(1000000)
        tz = "Z" if r.random() < 0.7 else "+00:00"
        return "%04d-%02d-%02dT%02d:%02d:%02d%s%s" % (year, r.randint(1, 12), r.randint(1, 28), r.randrange(24),
                                                     r.randrange(60), r.randrange(60), frac, tz)

    def arxiv(self):
        r = self.r
        if r.random() < 0.1:
            return "hep-th/%02d%02d%03d" % (r.randrange(90, 100), r.randint(1, 12), r.randrange(1000))
        return "%02d%02d.%05d" % (r.randint(15, 26), r.randint(1, 12), r.randrange(100000))

    def title(self):
        r = self.r
        words = [r.choice(WORDS) for _ in range(r.randint(4, 14))]
        words[0] = words[0].capitalize()
        t = " ".join(words)
        if r.random() < 0.25:
            t = r.choice(EXOTIC) + ": " + t
        return t

    def paper(self, arxiv_id=None, title=None):
        r = self.r
        sub = self.time(r.randint(2015, 2026))
        return {"arxiv_id": arxiv_id or self.arxiv(), "title": title or self.title(), "version": r.randint(1, 5),
                "submitted_at": sub, "last_updated": sub if r.random() < 0.6 else self.time(),
                "snapshot_observed_at": self.time()}

    def work(self):
        r = self.r
        has_arxiv = r.random() < 0.4
        return {"work_id": self.uid() if r.random() < 0.7 else None,
                "title": self.title() if r.random() < 0.8 else None,
                "doi": ("10.%d/%s.%d" % (r.randint(1000, 9999), r.choice(WORDS), r.randrange(10**6)))
                if r.random() < 0.5 else None,
                "arxiv_id": self.arxiv() if has_arxiv and r.random() < 0.5 else None,
                "pith_arxiv_id": self.arxiv() if has_arxiv else None,
                "venue": r.choice([None, "NeurIPS", "ICML", "Phys. Rev. D", "Nature", "Zeitschrift für Physik"]),
                "year": r.randint(1950, 2026) if r.random() < 0.9 else None,
                "metadata_source": r.choice([None, "raw_reference", "crossref", "openalex"]),
                "snapshot_observed_at": self.time()}

    def notice(self):
        r = self.r
        if r.random() < 0.5:
            when = self.time()
            return {"state": "measured", "events": [], "reason": None,
                    "observation": "No event found in the named queried sources as of %s." % when,
                    "source_receipts": [{"source": "crossref", "observed_at": when},
                                        {"source": "retraction_watch", "observed_at": self.time()}]}
        n = {"state": "unavailable", "events": [], "reason": "canonical_work_link_unavailable",
             "source_receipts": []}
        if r.random() < 0.05:
            n["events"] = [{"kind": "correction", "source": "crossref", "observed_at": self.time(),
                            "detail": "Erratum – siehe Anhang"}]
        return n

    def state(self):
        r = self.r
        x = r.random()
        if x < 0.01:
            return UNKNOWN_STATE
        return r.choice(STATES)

    def observation(self, direction, subject, index):
        r = self.r
        cited_paper = None
        if direction == "outbound":
            citing = subject
            cited_paper = self.paper() if r.random() < 0.5 else None
            work = self.work()
            links = {"citing_paper": "/paper/" + subject["arxiv_id"]}
            if cited_paper:
                links["cited_paper"] = "/paper/" + cited_paper["arxiv_id"]
        else:
            citing = self.paper()
            cited_paper = subject
            work = None
            links = {"citing_paper": "/paper/" + citing["arxiv_id"], "cited_paper": "/paper/" + subject["arxiv_id"]}
        status = self.state()
        obs = {"observation_id": self.uid(),
               "citation": {"citing_paper": citing, "cited_paper": cited_paper, "cited_work": work,
                            "reference_index": index, "source": "arxiv_source",
                            "source_observed_at": self.time()},
               "links": links,
               "resolution": {"status": status,
                              "resolver_source": None if status == "unresolved" else r.choice(RESOLVERS),
                              "observed_at": self.time()},
               "standing_notice": self.notice()}
        if r.random() < 0.002:
            obs["future_field"] = {"note": "kept as unknown", "n": r.randrange(100)}
        obs["observation_digest"] = digest(obs)
        return obs


def make_record(seed, n_out, n_in):
    g = Gen(seed)
    subject = g.paper(title=g.title())
    outbound = [g.observation("outbound", subject, i + 1) for i in range(n_out)]
    inbound = [g.observation("inbound", subject, g.r.randint(1, 200)) for _ in range(n_in)]
    counts = {s: 0 for s in STATES}
    for o in outbound:
        counts[o["resolution"]["status"]] = counts.get(o["resolution"]["status"], 0) + 1
    as_of = "2026-08-10T10:32:00Z"
    record = {
        "schema": "pith.paper-citation-record.v1",
        "as_of": as_of,
        "thesis": "As of 10 August 2026, this Paper Citation Record lists %d of %d outbound references and %d "
                  "inbound Pith citation observations for arXiv:%s." % (n_out, n_out, n_in, subject["arxiv_id"]),
        "refusal": "A citation records a reference. It does not transfer a finding from one paper to another.",
        "paper": {"arxiv_id": subject["arxiv_id"], "title": subject["title"], "latest_version": subject["version"],
                  "primary_category": "cs.LG", "submitted_at": subject["submitted_at"],
                  "last_updated": subject["last_updated"], "snapshot_observed_at": subject["snapshot_observed_at"]},
        "caps": {"outbound": max(100, n_out), "inbound": max(100, n_in), "database_statements": 6},
        "coverage": [
            {"lane": "reference_resolution", "state": "measured", "records_observed": n_out, "denominator": n_out,
             "note": "Typed states for the displayed outbound observations.",
             "source": "paper_references, paper_reference_links", "source_observed_at": g.time()},
            {"lane": "standing_notices", "state": "measured", "records_observed": n_out + n_in,
             "denominator": n_out + n_in, "note": "One-hop event checks from named stored sources.",
             "source": "scholarly_work_events, retraction_status_cache", "source_observed_at": g.time()},
            {"lane": "inbound_itemization", "state": "measured", "records_observed": n_in, "denominator": n_in,
             "note": "Pith citing papers itemized under the disclosed page cap.",
             "source": "paper_references, paper_reference_links", "source_observed_at": None},
            {"lane": "external_citation_measurements", "state": "measured", "records_observed": 0, "denominator": 1,
             "note": "A source-named dated measurement, never combined with another source.",
             "source": "cited_works", "source_observed_at": None}],
        "reference_resolution": {"displayed": n_out, "total_outbound_references": n_out, "state_counts": counts},
        "external_citation_measurements": [],
        "standing_sources": [{"source": "crossref", "observed_at": g.time()},
                             {"source": "retraction_watch", "observed_at": g.time()}],
        "outbound": outbound,
        "inbound": inbound,
        "links": {"evidence": "/evidence", "html": "/paper/%s/citation-record" % subject["arxiv_id"],
                  "integrity": "/paper/%s/integrity" % subject["arxiv_id"],
                  "json": "/paper/%s/citation-record.json" % subject["arxiv_id"],
                  "paper": "/paper/" + subject["arxiv_id"]},
    }
    body = {k: v for k, v in record.items() if k not in ("as_of", "context_digest")}
    record["context_digest"] = digest(body)
    return record, g


def tamper(record, g, k, context):
    """Changes content after digesting: k observations (their ids are returned) and/or the context."""
    everything = [("outbound", i) for i in range(len(record["outbound"]))] + \
                 [("inbound", i) for i in range(len(record["inbound"]))]
    chosen = g.r.sample(everything, min(k, len(everything)))
    ids = []
    for key, i in chosen:
        o = record[key][i]
        how = g.r.randrange(3)
        if how == 0:
            o["citation"]["source_observed_at"] += "x"
        elif how == 1:
            o["resolution"]["observed_at"] = "2000-01-01T00:00:00Z"
        else:
            o["citation"]["citing_paper"]["title"] = (o["citation"]["citing_paper"]["title"] or "") + " ✎"
            # citing_paper may be shared with other observations: copy before editing
        ids.append(o["observation_id"])
    if context:
        record["refusal"] = record["refusal"] + " (edited)"
    return ids


def serialise(record, layout, seed):
    if layout == "canonical":
        return canonical(record)
    if layout == "pretty":
        return json.dumps(record, indent=1, ensure_ascii=True).encode("utf-8")
    # shuffled: keys in a random order, escaped non-ASCII, spaces after separators
    r = random.Random(seed)

    def shuffle(v):
        if isinstance(v, dict):
            items = list(v.items())
            r.shuffle(items)
            return {k: shuffle(x) for k, x in items}
        if isinstance(v, list):
            return [shuffle(x) for x in v]
        return v
    return json.dumps(shuffle(record), ensure_ascii=r.random() < 0.5).encode("utf-8")


def write_one(path, seed, n_out, n_in, k, context, layout):
    record, g = make_record(seed, n_out, n_in)
    # json round trip: observations must not share dicts before tampering
    if k or context:
        record = json.loads(canonical(record))
    ids = tamper(record, g, k, context) if (k or context) else []
    data = serialise(record, layout, seed)
    with open(path, "wb") as f:
        f.write(data)
    return ids, len(data)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--outbound", type=int, default=100)
    ap.add_argument("--inbound", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tamper", type=int, default=0, metavar="K", help="change K observations after digesting")
    ap.add_argument("--tamper-context", action="store_true", help="change a top-level value after digesting")
    ap.add_argument("--layout", choices=["canonical", "pretty", "shuffled"], default="canonical")
    ap.add_argument("-o", "--output", help="the record file to write")
    ap.add_argument("--dir", help="write --count records into this folder instead")
    ap.add_argument("--count", type=int, default=1)
    a = ap.parse_args()
    if a.dir:
        os.makedirs(a.dir, exist_ok=True)
        total = 0
        for i in range(a.count):
            _, n = write_one(os.path.join(a.dir, "record-%05d.json" % i), a.seed * 100003 + i, a.outbound,
                             a.inbound, a.tamper, a.tamper_context, a.layout)
            total += n
        print(json.dumps({"files": a.count, "bytes": total}))
        return 0
    if not a.output:
        ap.error("give -o FILE or --dir DIR")
    ids, n = write_one(a.output, a.seed, a.outbound, a.inbound, a.tamper, a.tamper_context, a.layout)
    print(json.dumps({"file": a.output, "bytes": n, "tampered": ids}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""An independent reference for pith-ledger's CSV export, written from record-format.md and the
rules in models/export/csvwriter.h with Python's json, hashlib and csv modules, so the C++
exporter's expected files are not just its own output.

  csv_reference.py RECORD [--query NAME] [--bom] [--audit LEVEL] -o OUT

NAME is one of the queries below (the filter language is not reimplemented here: each query
the tests use has a hand-written predicate). The record_verdict column is worked out here from
the digests (every observation's and the context's, record-format.md); the audit's rules are not
reimplemented: LEVEL (clean, warnings or failed) is what the audit alone finds, given by the test.
"""

import argparse
import csv
import hashlib
import json
import sys

QUERIES = {
    "": lambda o: True,
    "status:unresolved": lambda o: o["resolution"]["status"] == "unresolved",
    "-status:unresolved resolver:raw_fallback":
        lambda o: o["resolution"]["status"] != "unresolved" and o["resolution"].get("resolver_source") == "raw_fallback",
    "direction:inbound": lambda o: o["_direction"] == "inbound",
}

COLUMNS = ["direction", "reference_index", "observation_id", "other_arxiv_id", "other_title", "other_doi",
           "other_year", "resolution_status", "resolver_source", "resolution_observed_at", "notice_state",
           "notice_events", "notice_reason", "digest_ok", "observation_digest", "record_verdict"]
NUMERIC = {"reference_index", "other_year", "notice_events"}


def canonical(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def digest_ok(o):
    body = {k: v for k, v in o.items() if k not in ("observation_digest", "_direction")}
    stated = o.get("observation_digest") or ""
    return stated != "" and stated == "sha256:" + hashlib.sha256(canonical(body)).hexdigest()


def record_verdict(record, observations, audit):
    """failed when a digest fails or the audit has an error; else warnings when the context digest
    is missing or the audit warns; else clean (models/record/verdict.h)."""
    body = {k: v for k, v in record.items() if k not in ("as_of", "context_digest")}
    stated = record.get("context_digest")
    if any(not digest_ok(o) for o in observations) or audit == "failed":
        return "failed"
    if stated and stated != "sha256:" + hashlib.sha256(canonical(body)).hexdigest():
        return "failed"
    if not stated or audit == "warnings":
        return "warnings"
    return "clean"


def text(v):
    return "" if v is None else v


def other(o):
    c = o["citation"]
    if o["_direction"] == "inbound":
        p = c.get("citing_paper") or {}
        year = None
        s = p.get("submitted_at") or ""
        if len(s) >= 4 and s[:4].isdigit():
            year = int(s[:4])
        return text(p.get("title")), text(p.get("arxiv_id")), "", year
    paper = c.get("cited_paper") or {}
    work = c.get("cited_work")
    title = paper.get("title") or (work or {}).get("title") or ""
    arxiv = paper.get("arxiv_id") or (work or {}).get("arxiv_id") or (work or {}).get("pith_arxiv_id") or ""
    doi = text((work or {}).get("doi"))
    if work is not None:
        year = work.get("year")
    else:
        year = None
        s = paper.get("submitted_at") or ""
        if len(s) >= 4 and s[:4].isdigit():
            year = int(s[:4])
    return title, arxiv, doi, year


def neutralise(value):
    if value and value[0] in "=+-@\t\r":
        return "'" + value
    return value


def row(o, verdict):
    title, arxiv, doi, year = other(o)
    res = o.get("resolution") or {}
    notice = o.get("standing_notice") or {}
    values = {
        "direction": o["_direction"],
        "reference_index": o["citation"].get("reference_index"),
        "observation_id": text(o.get("observation_id")),
        "other_arxiv_id": arxiv,
        "other_title": title,
        "other_doi": doi,
        "other_year": year,
        "resolution_status": text(res.get("status")),
        "resolver_source": text(res.get("resolver_source")),
        "resolution_observed_at": text(res.get("observed_at")),
        "notice_state": text(notice.get("state")),
        "notice_events": len(notice.get("events") or []),
        "notice_reason": text(notice.get("reason")),
        "digest_ok": "true" if digest_ok(o) else "false",
        "observation_digest": text(o.get("observation_digest")),
        "record_verdict": verdict,
    }
    out = []
    for c in COLUMNS:
        v = values[c]
        if c in NUMERIC:
            out.append("" if v is None else str(int(v)))
        else:
            out.append(neutralise(v))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("record")
    ap.add_argument("--query", default="")
    ap.add_argument("--bom", action="store_true")
    ap.add_argument("--audit", choices=("clean", "warnings", "failed"), default="clean")
    ap.add_argument("-o", "--output", required=True)
    a = ap.parse_args()
    if a.query not in QUERIES:
        sys.exit("unknown query %r" % a.query)
    with open(a.record, encoding="utf-8") as f:
        record = json.load(f)
    observations = []
    for direction in ("outbound", "inbound"):
        for o in record.get(direction) or []:
            o = dict(o)
            o["_direction"] = direction
            observations.append(o)
    verdict = record_verdict(record, [{k: v for k, v in o.items()} for o in observations], a.audit)
    selected = [o for o in observations if QUERIES[a.query](o)]
    with open(a.output, "w", encoding="utf-8-sig" if a.bom else "utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)
        w.writerow(COLUMNS)
        for o in selected:
            w.writerow(row(o, verdict))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Independent row counts for simple filter queries over a record (the oracle of tst_proxygenerated).

Reads a record and query lines from stdin; prints "count<TAB>query" per line. Understands only
the keyed terms it needs (direction, status, resolver, notice, with comma lists and a leading
'-'), straight from the JSON, without any of the program's code."""
import json
import sys

record = json.load(open(sys.argv[1], encoding="utf-8"))
rows = [("outbound", o) for o in record.get("outbound", [])] + \
       [("inbound", o) for o in record.get("inbound", [])]


def value(direction, obs, key):
    if key == "direction":
        return direction
    if key == "status":
        return (obs.get("resolution") or {}).get("status")
    if key == "resolver":
        return (obs.get("resolution") or {}).get("resolver_source")
    if key == "notice":
        return (obs.get("standing_notice") or {}).get("state")
    raise SystemExit("unsupported key " + key)


def matches(direction, obs, query):
    for term in query.split():
        negate = term.startswith("-")
        key, _, values = term.lstrip("-").partition(":")
        hit = value(direction, obs, key) in values.split(",")
        if hit == negate:
            return False
    return True


for line in sys.stdin:
    query = line.strip()
    if query:
        print("%d\t%s" % (sum(1 for d, o in rows if matches(d, o, query)), query))

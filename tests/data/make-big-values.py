#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes records whose size is in one value nobody interprets: N zeros in an array under a key the
format does not define, or inside an open value (an external measurement, a standing-notice
event), or N tiny elements of an open array itself (a notice's events, the external
measurements: N zeros or N empty objects), or N elements of an array the format reads into
(standing sources, source receipts, coverage lanes), or N/5 (at least 3,000) members with keys
the format does not define in an object it reads by key (the record, its paper, an observation) or in an unknown
object, in key order or not, or N/5 more entries in the maps (state counts, links), sealed (every digest right) by Python's json, the
independent oracle.

usage: make-big-values.py OUTDIR N   (two processes, each writing every other file)
"""
import hashlib
import json
import os
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURE = os.path.join(HERE, '2509.00217.citation-record.json')


def canonical(value):
    return json.dumps(value, sort_keys=True, separators=(',', ':'), ensure_ascii=False).encode('utf-8')


def sha(value):
    return 'sha256:' + hashlib.sha256(canonical(value)).hexdigest()


def seal(rec):
    for key in ('outbound', 'inbound'):
        for o in rec[key]:
            o.pop('observation_digest', None)
            o['observation_digest'] = sha(o)
    rec['context_digest'] = sha({k: v for k, v in rec.items() if k not in ('as_of', 'context_digest')})
    return rec


def main():
    out, n = sys.argv[1], int(sys.argv[2])
    # The files are shared between two processes (every other one each), which halves the time
    # the tests wait for them on two cores; both inherit the values made before the fork.
    zeros = [0] * n
    child = os.fork()
    worker = 1 if child == 0 else 0
    try:
        make(out, n, zeros, worker, 2)
    except BaseException:
        if child == 0:
            traceback.print_exc()
            os._exit(1)
        raise
    if child == 0:
        os._exit(0)
    _, status = os.waitpid(child, 0)
    if status != 0:
        sys.exit('make-big-values.py: the second process failed (status %d)' % status)


def make(out, n, zeros, worker, workers):
    count = [0]

    def record(edit):
        with open(FIXTURE, encoding='utf-8') as f:
            rec = json.load(f)
        edit(rec)
        return seal(rec)

    def write(name, make_rec, spaced, sort_keys=True):
        # make_rec: makes the record, only in the process that writes this file; spaced: ", "
        # between elements, so that no value is canonical and the digest needs the canonical
        # form written out; sort_keys False: the keys in the order they were added
        count[0] += 1
        if count[0] % workers != worker:
            return
        rec = make_rec()
        seps = (', ', ': ') if spaced else (',', ':')
        with open(os.path.join(out, name), 'wb') as f:
            f.write(json.dumps(rec, sort_keys=sort_keys, separators=seps, ensure_ascii=False).encode('utf-8'))

    unknown = lambda: record(lambda r: r.update(zz_unknown=zeros))
    write('unknown-array.json', unknown, False)
    write('unknown-array-spaced.json', unknown, True)
    def measurement(rec):
        rec['external_citation_measurements'] = [{'source': 'big', 'counts': zeros}]
        for lane in rec['coverage']:
            if lane['lane'] == 'external_citation_measurements':
                lane['records_observed'] = 1  # the audit compares it with the measurements

    write('open-measurement-spaced.json', lambda: record(measurement), True)
    write('observation-unknown.json', lambda: record(lambda r: r['outbound'][0].update(zz_unknown=zeros)), False)
    write('export-subset-spaced.json', lambda: record(lambda r: r.update(pith_ledger_export={
        'format': 'pith-ledger.export.v1', 'rows': 'all', 'zz_counts': zeros})), True)
    write('notice-event-spaced.json', lambda: record(lambda r: r['outbound'][0]['standing_notice'].update(
        events=[{'event_type': 'big', 'counts': zeros}])), True)

    # the open arrays themselves: N tiny elements each
    def events(elements):
        return lambda r: r['outbound'][0]['standing_notice'].update(events=elements)

    def measurements(elements):
        def edit(rec):
            rec['external_citation_measurements'] = elements
            for lane in rec['coverage']:
                if lane['lane'] == 'external_citation_measurements':
                    lane['records_observed'] = len(elements)
                    lane['denominator'] = len(elements)
        return edit

    empties = [{} for _ in range(n)]
    write('events-zeros.json', lambda: record(events(zeros)), False)
    write('events-objects-spaced.json', lambda: record(events(empties)), True)
    write('event-array-spaced.json', lambda: record(events([zeros])), True)  # one event: a bare array
    write('measurements-zeros-spaced.json', lambda: record(measurements(zeros)), True)
    write('measurements-objects.json', lambda: record(measurements(empties)), False)

    # the arrays the format reads into, one record type per element: the record's
    # standing_sources and a notice's source_receipts (N empty objects, every key optional), the
    # coverage lanes (N lanes of one unknown name, which the audit does not compare)
    write('standing-sources-objects.json', lambda: record(lambda r: r.update(standing_sources=empties)), False)
    write('receipts-objects-spaced.json', lambda: record(
        lambda r: r['outbound'][0]['standing_notice'].update(source_receipts=empties)), True)
    lane = {'lane': 'zz'}
    write('coverage-lanes.json', lambda: record(lambda r: r.update(coverage=r['coverage'] + [lane] * n)), False)


    # N/5 members the format does not define in one object (at least 3,000, so that some are past
    # the 1,000 the reader keeps): in key order (canonical), and in reverse key order (every key
    # compared with all before it for duplicates); the record's own members keep the fixture's
    # order, which is key order, but each observation_digest and the context_digest come last
    keys = max(n // 5, 3000)
    ascending = {'zz%08d' % i: 0 for i in range(keys)}
    descending = {'zz%08d' % (keys - 1 - i): 0 for i in range(keys)}
    write('paper-keys.json', lambda: record(lambda r: r['paper'].update(ascending)), False)
    write('paper-keys-unsorted.json', lambda: record(lambda r: r['paper'].update(descending)), False, False)
    write('record-keys-unsorted.json', lambda: record(lambda r: r.update(descending)), False, False)
    write('observation-keys-unsorted.json',
          lambda: record(lambda r: r['outbound'][0].update(descending)), False, False)
    write('unknown-object-unsorted.json',
          lambda: record(lambda r: r.update(zz_unknown=descending)), False, False)

    # the maps, whose every key is data (the record's reference_resolution.state_counts and
    # links): N/5 more states (count 0: the total still matches) or links, in key order and in
    # reverse, compact or spaced
    def states(keys):
        return lambda r: r['reference_resolution']['state_counts'].update(keys)

    def links(keys):
        return lambda r: r['links'].update({k: '/zz/%d' % i for i, k in enumerate(keys)})

    write('state-counts.json', lambda: record(states(ascending)), False)
    write('state-counts-unsorted-spaced.json', lambda: record(states(descending)), True, False)
    write('links.json', lambda: record(links(ascending)), False)
    write('links-unsorted-spaced.json', lambda: record(links(descending)), True, False)


main()

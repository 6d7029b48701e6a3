#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the real fixture with big standing-notice events on outbound observation 0, sealed
(every digest right) by Python's json, the independent oracle: the records that froze the
window while every paint read the events again (issue 26).

  gen_notice_events.py one-huge OUT [MB]        one retraction event holding MB megabytes
                                                (default 4) of nested values
  gen_notice_events.py many OUT [N] [KB]        N events (default 1000) of KB kilobytes
                                                (default 10) each, the last N/2 corrections
"""
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURE = os.path.join(HERE, '..', 'data', '2509.00217.citation-record.json')


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


def padding(nbytes, tag):
    # nested values, so that reading the event means walking many nodes, not one long string
    item = {'k': tag, 'v': 'x' * 40}
    per = len(canonical(item)) + 1
    return [dict(item, n=i) for i in range(max(1, nbytes // (per + 8)))]


def main():
    mode, out = sys.argv[1], sys.argv[2]
    with open(FIXTURE, encoding='utf-8') as f:
        rec = json.load(f)
    notice = rec['outbound'][0]['standing_notice']
    if mode == 'one-huge':
        mb = float(sys.argv[3]) if len(sys.argv) > 3 else 4
        notice['events'] = [{'type': 'retraction', 'source': 'retraction_watch',
                             'detail': padding(int(mb * 1024 * 1024), 'big')}]
    elif mode == 'many':
        n = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
        kb = float(sys.argv[4]) if len(sys.argv) > 4 else 10
        notice['events'] = [{'event_type': 'retraction' if i < n - n // 2 else 'correction',
                             'detail': padding(int(kb * 1024), str(i))} for i in range(n)]
    else:
        sys.exit('usage: gen_notice_events.py one-huge|many OUT ...')
    seal(rec)
    with open(out, 'wb') as f:
        # spaced, so that no value is canonical and every digest needs the canonical form written
        f.write(json.dumps(rec, sort_keys=True, separators=(', ', ': '), ensure_ascii=False).encode('utf-8'))


main()

# SPDX-License-Identifier: GPL-3.0-or-later
"""An independent count for tst_clilibrary: the observations of a folder's records that a simple
query selects, and the rows of a CSV export.

count_observations.py FOLDER STATUS PAPER CSV
  FOLDER  every *.json file in it that is a record (review files and unreadable files left out)
  STATUS  a resolution status the observations must have, or "" for any
  PAPER   the arXiv id of the record they must belong to, or "" for any
  CSV     the export to count: its data rows, and its rows per paper_arxiv_id
Prints: expected=N rows=M papers=ID:count,... (sorted)
"""
import csv
import json
import os
import re
import sys


def main():
    folder, status, paper, csv_path = sys.argv[1:5]
    expected = 0
    for name in sorted(os.listdir(folder)):
        if not name.endswith('.json') or re.search(r'\.review(-[0-9]+)?\.json$', name):
            continue
        try:
            with open(os.path.join(folder, name), encoding='utf-8') as f:
                rec = json.load(f)
        except (ValueError, UnicodeDecodeError):
            continue
        if paper and rec['paper']['arxiv_id'] != paper:
            continue
        for o in rec.get('outbound', []) + rec.get('inbound', []):
            if not status or o['resolution']['status'] == status:
                expected += 1
    with open(csv_path, encoding='utf-8', newline='') as f:
        rows = list(csv.DictReader(f))
    per_paper = {}
    for r in rows:
        per_paper[r['paper_arxiv_id']] = per_paper.get(r['paper_arxiv_id'], 0) + 1
    papers = ','.join('%s:%d' % kv for kv in sorted(per_paper.items()))
    print('expected=%d rows=%d papers=%s' % (expected, len(rows), papers))


main()

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/history/recorddiff.h"

#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

namespace pith::cli {

// pith-ledger-cli diff OLD NEW [--json]: what changed between two copies of one paper's record
// (files, ids or URLs). Exit 0 the same content (only as_of may differ), 1 it differs,
// 2 an input cannot be read or the two are records of different papers, 64 usage.
int runDiff(const QStringList &args, QTextStream &out, QTextStream &err);
QString diffUsage();
// The export option that gives QUERY the change: keys (issue 21).
QString changesSinceUsage();

// The diff as people read it: one line per change, indented under a heading line.
void printDiffText(const history::RecordDiff &diff, QTextStream &out);
// The diff as JSON lines (diff, watch): one object per change, each with the keys of `common`
// (e.g. "paper") added, "type" "observation" or "record".
void printDiffJson(const history::RecordDiff &diff, const QJsonObject &common, QTextStream &out);
// One JSON line, compact, ended by '\n'.
void printJsonLine(const QJsonObject &object, QTextStream &out);

} // namespace pith::cli

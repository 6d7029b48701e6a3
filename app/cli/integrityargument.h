// SPDX-License-Identifier: GPL-3.0-or-later
// `--integrity FILE|auto` for `summary` and `export`: Pith's integrity findings about the
// record's paper, from a file or (auto) fetched from <base>/pith/<id>/integrity.json with the
// record's network options, joined to the record's references.
#pragma once

#include "app/cli/recordargument.h"
#include "models/integrity/integrityjoin.h"

#include <QStringList>
#include <QTextStream>

namespace pith::cli {

// Removes "--integrity X" / "--integrity=X" from args. False with *problem for a missing value.
bool takeIntegrityOption(QStringList &args, QString *value, bool *given, QString *problem);

QString integrityOptionHelp();

struct CliIntegrity {
    IntegrityJoinPtr join; // null: no integrity file (auto and HTTP 404)
    QString note; // said on standard error: where it came from, or why there is none
};

// False with *error (the message to print, exit 2) when the file cannot be read, the fetch
// failed other than with 404, or the file is about another paper.
bool loadIntegrityArgument(const QString &value, const Record &record,
    const NetworkOptions &network, CliIntegrity *out, QString *error);

// The summary's section: counts, detectors, each joined finding on its reference with how it was
// joined, the unjoined ones with their reason, the signed events.
void printIntegritySection(QTextStream &out, const Record &record, const IntegrityJoin &join);

} // namespace pith::cli

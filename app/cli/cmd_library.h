// SPDX-License-Identifier: GPL-3.0-or-later
// `summary FOLDER|LIST` and `export FOLDER|LIST`: a library of records (issue 20) on the command
// line. A folder stands for its record files, a LIST for the papers it names (fetched).
#pragma once

#include "app/cli/recordargument.h"

#include <QStringList>
#include <QTextStream>

namespace pith::cli {

// True when the argument names a folder or a list of papers (open::classifyLibraryInput).
bool isLibraryArgument(const QString &argument);

// A line per record (failures named with their message), then the totals. Exit 0 when every
// record was read, 2 when one could not be (the others are still summarised).
int runLibrarySummary(
    const QString &argument, const NetworkOptions &network, QTextStream &out, QTextStream &err);

struct LibraryExportRequest {
    QString argument; // FOLDER or LIST
    QString output; // a file, or "-" for standard output
    QString formatName; // csv or pdf
    QString query;
    bool bom = false;
};
int runLibraryExport(const LibraryExportRequest &request, const NetworkOptions &network,
    QTextStream &out, QTextStream &err);

} // namespace pith::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// The review kept beside a record (issue 19) on the command line: `--review FILE` on `export`
// and `summary`, by default the review file beside the record (or, for an id or URL, the
// window's review of that paper), and the progress lines they print.
#pragma once

#include "models/review/review.h"

#include <QStringList>
#include <QTextStream>

namespace pith::cli {

struct ReviewOption {
    QString file; // --review FILE; empty: the default
    bool given = false;
};

// Removes `--review FILE` (or `--review=FILE`) from args; a message when its value is missing.
QString takeReviewOption(QStringList &args, ReviewOption &option);

// Where the review of the record a RECORD argument names is kept when --review is not given:
// beside a file, or for a fetched record by its paper's id (arxivId; "" when not read yet).
QString defaultReviewPath(const QString &recordArgument, const QString &arxivId);

// The review of record: read from option.file, else from the default path when that exists.
// Null with *error when the given file (or an existing default) cannot be read or is of another
// paper; null without error when there is none. *path names the file read.
review::ReviewPtr loadReview(const RecordPtr &record, const QString &recordArgument,
    const ReviewOption &option, QString *error, QString *path = nullptr);

// "Review (FILE):" and the review's summary lines, indented.
void printReviewSummary(const review::Review &review, const QString &path, QTextStream &out);

} // namespace pith::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// The review file: JSON with its own schema name and version (README, "Reviews").
#pragma once

#include "models/review/review.h"

#include <QByteArray>
#include <QString>

namespace pith::review {

inline constexpr auto kSchemaName = "pith-ledger-review";
inline constexpr int kSchemaVersion = 1;
// A review file is small; anything larger is not one (and is not read whole).
inline constexpr qint64 kMaxReviewFileBytes = 64 * 1024 * 1024;

// The file's bytes: UTF-8 JSON, entries sorted by observation id so that diffs stay small.
QByteArray toJson(const ReviewData &data);

// Reads a review file's bytes. On failure *error says what and where: "file:line:column: ..."
// for JSON syntax, "file: /decisions/3/decision: ..." for content. `file` names the source.
std::optional<ReviewData> fromJson(const QByteArray &bytes, const QString &file, QString *error);
// Reads the file at path (refuses what is not a regular file, or too large); nullopt with
// *error.
std::optional<ReviewData> readReviewFile(const QString &path, QString *error);

// Where a record's review is kept by default: "<name>.review.json" beside a record read from a
// file ("x.json" -> "x.review.json"), or in the program's data folder for a fetched record
// (<AppDataLocation>/reviews/<arXiv id>.review.json, "/" in old-style ids as "_").
QString reviewPathBesideFile(const QString &recordPath);
QString reviewPathForPaper(const QString &arxivId);
QString reviewFolder();
// The n-th alternative to a default path that could not be read (n >= 2):
// "x.review.json" -> "x.review-2.json".
QString alternativePath(const QString &path, int n);

// "The review is of 2509.00217, this record of 2510.00001": for a file of another paper; empty
// when they agree.
QString paperMismatch(const ReviewData &data, const QString &recordArxivId);

} // namespace pith::review

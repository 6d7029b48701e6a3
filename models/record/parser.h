// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace pith {

// Where and why input was refused. Exactly one of (line, column) or pointer says where.
struct ParseError
{
    QString file;
    int line = 0;   // 1-based; 0 when the error is about the shape, not the syntax
    int column = 0; // 1-based, in characters
    QString pointer; // JSON pointer for shape errors, e.g. /outbound/3/resolution/status
    QString message;

    // "file:12:5: message" or "file: /outbound/3/resolution/status: message"
    QString toString() const;
};

struct ParseResult
{
    RecordPtr record; // null on error
    ParseError error;
    bool cancelled = false; // the progress callback asked to stop
    bool ok() const { return record != nullptr; }
};

inline constexpr auto kRecordSchema = "pith.paper-citation-record.v1";

// Parses a Paper Citation Record and recomputes every digest. Never throws.
// fileName is only used in messages.
ParseResult parseRecord(const QByteArray &bytes, const QString &fileName);

// Reports how far parsing got: done and total are byte counts (done <= total). Called from the
// parsing thread every few hundred kilobytes; returning false cancels the parse.
using ParseProgress = std::function<bool(qint64 done, qint64 total)>;

// As above, with progress and cancellation. A cancelled parse returns no record and the error
// message "cancelled" (ParseResult::cancelled is then true).
ParseResult parseRecord(const QByteArray &bytes, const QString &fileName, const ParseProgress &progress);

// Reads the file (a clear message for directories, unreadable files, ...) and parses it.
ParseResult loadRecordFile(const QString &path);

struct ParseOptions
{
    // false: observations keep only what verification and the audit need (direction, position,
    // id, digest, computedDigest, resolution.status, citation.referenceIndex); every value is
    // still checked exactly as with details. For command-line verification of huge records.
    bool observationDetails = true;
    // With observationDetails: observations keep only what the observation table, the query
    // language and the CSV export read (ids, digests, the other paper's arXiv id, title, DOI and
    // year, the citation's source and reference index, the resolution, the notice's state, events
    // and reason); the papers' other times, the cited work's id, venue and metadata source, the
    // citation's time, links, receipts, unknown keys and rawJson() stay empty, and the input is
    // not kept. Every value is still checked. For the CSV export of huge records: half the
    // strings to build and free.
    bool tableFieldsOnly = false;
    ParseProgress progress; // may be empty
    int threads = 0;        // observations are parsed by this many threads; 0: one per core
};

ParseResult parseRecord(const QByteArray &bytes, const QString &fileName, const ParseOptions &options);
ParseResult loadRecordFile(const QString &path, const ParseOptions &options);

} // namespace pith

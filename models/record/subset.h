// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>

// A JSON subset exported by Pith Ledger (models/export/jsonwriter.h), recognised when opened
// again by its "pith_ledger_export" object, so it says what it is instead of repeating a thesis
// and counts that describe the whole source record.
namespace pith {

struct ExportSubset {
    Q_DECLARE_TR_FUNCTIONS(pith::ExportSubset)

public:
    QString query; // the filter used, "" for none
    bool allRows = false; // "rows": "all"
    qint64 selectedOutbound = 0;
    qint64 selectedInbound = 0;
    qint64 sourceOutbound = 0;
    qint64 sourceInbound = 0;
    QString sourceContextDigest; // as the source stated it, "" when it had none
    QString sourceContextState; // "ok", "mismatch", "missing"
    // The source's verdict when it was exported (-1: not stated, an export older than these).
    // An export copies the observations' bytes, so it verifies by itself even when its source did
    // not: the audit reads these back and fails the subset when the source failed.
    qint64 sourceFailingObservations = -1;
    qint64 sourceAuditErrors = -1;
    qint64 sourceAuditWarnings = -1;
    QString exportedAt; // RFC 3339, as written
    QString program;

    qint64 selected() const { return selectedOutbound + selectedInbound; }
    qint64 source() const { return sourceOutbound + sourceInbound; }
    // "Subset of arXiv:2509.00217 (11 of 21 observations), exported 3 December 2026 with query
    // `status:unresolved`; the source's context digest was sha256:…". Translated.
    QString sentence(const QString &arxivId) const;
};

// The subset the record says it is, or nothing for a record as Pith published it.
std::optional<ExportSubset> exportSubset(const Record &record);

// The audit codes a subset raises only because it is one (its thesis and its missing context
// digest describe the source): information, not warnings, for a subset.
bool followsFromSubset(const QString &findingCode);

// "10 August 2026" in the program's language ("10. August 2026", "10 août 2026"); "" when the
// text is not a date.
QString longDate(const QString &rfc3339);

} // namespace pith

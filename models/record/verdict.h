// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/audit.h"
#include "models/record/record.h"
#include "models/record/subset.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

// One verdict for a record, computed here once and shown the same way by the badge, the status
// bar, the PDF report, `summary` and `verify`: the digests (every observation and the context)
// AND the audit findings. A record `verify` fails (exit 1) is never called clean anywhere.
namespace pith {

struct RecordVerdict {
    Q_DECLARE_TR_FUNCTIONS(pith::RecordVerdict)

public:
    enum class Level {
        Clean, // every digest matches and the audit has no finding
        Warnings, // digests match (the context digest may be missing); warnings only
        Failed, // an observation digest or the context digest does not match, or an error finding
    };

    Level level = Level::Clean;
    int observations = 0;
    QStringList digestFailures; // observation ids whose digest does not match
    Record::ContextDigestState context = Record::ContextDigestState::Ok;
    QList<Finding> findings; // the audit's, in its order (without the information below)
    // A JSON subset exported by Pith Ledger: what it is, and the audit findings that only follow
    // from it being one (its thesis, its missing context digest), reported as information.
    std::optional<ExportSubset> subset;
    QList<Finding> information;
    int errors = 0;
    int warnings = 0;

    bool ok() const { return level != Level::Failed; } // what `verify` exits 0 for

    // Translated. headline(): short, for the badge, naming every kind of failure ("2
    // observations fail · Context digest mismatch · Audit failed: 3 errors, 2 warnings", "2
    // observations fail", "All digests verified"). sentence(): the whole verdict in one or two
    // sentences, leading with what fails ("Audit failed: 3 errors, 2 warnings. All 33 observation
    // digests verify; ...").
    QString headline() const;
    QString sentence() const;
    // "2 errors, 1 warning" / "no findings".
    QString findingCounts() const;

    // The findings that contradict the "A of B outbound references displayed" line.
    QList<Finding> displayedCountFindings() const;
};

// A verdict and the language its findings are worded in (findingsLanguage()): what keepVerdict()
// keeps beside a record (Record::keptVerdict).
struct WordedVerdict {
    RecordVerdict verdict;
    QString language;
};

// Computed from the record, or the one keepVerdict() kept for it in the language now in use.
RecordVerdict recordVerdict(const Record &record);

// Computes the verdict once and keeps it beside the record (Record::keptVerdict), for a record no
// one changes any more, on the thread that read it, before it is handed on: the window's loader
// does, so that the badge, the breakdown's caption and the history do not audit 120,000
// observations again on the GUI thread (about 100 ms each). Findings are worded in the language in
// use; after a change of language recordVerdict() computes the verdict again.
void keepVerdict(const Record &record);

// The verdict's level as machines read it, in every language: "clean", "warnings", "failed" (the
// history's verdict of a copy, the library's verdict facet, the CSV export's record_verdict).
QString verdictName(RecordVerdict::Level level);

// The context digest's state as machines read it, in every language: "ok", "mismatch",
// "missing" (verify --json, the JSON export's source_context_digest_state).
QString contextStateName(Record::ContextDigestState state);

// Translated severity name for people ("error", "warning"); Finding::severityName() stays the
// machine-readable one of `verify --json`.
QString severityLabel(Finding::Severity severity);

} // namespace pith

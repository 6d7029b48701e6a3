// SPDX-License-Identifier: GPL-3.0-or-later
// Integrity findings joined to the references they are about, honestly: by the detected DOI or
// arXiv id where exactly one outbound observation cites that work, else by `ref_index` against
// the outbound `reference_index`; what joins nowhere, or whose identifier contradicts the row its
// ref_index names, is unjoined with the reason. How each finding was joined is kept.
//
// Whether ref_index counts from 0 or 1 is not published. Findings joined by identifier that also
// carry a ref_index show how the two numberings relate: when they all differ by the same amount,
// that amount is used (and said); otherwise ref_index is taken as the record's reference number.
#pragma once

#include "models/integrity/integrity.h"
#include "models/record/record.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace pith {

enum class IntegrityJoinKind { Doi, ArxivId, ReferenceIndex };

struct IntegrityJoinText {
    Q_DECLARE_TR_FUNCTIONS(pith::IntegrityJoinText)
public:
    // "doi", "arxiv_id", "reference_index": the CSV's finding_join values, every language.
    static QString key(IntegrityJoinKind kind);
    // "joined by DOI", "joined by arXiv id", "joined by reference number", translated.
    static QString label(IntegrityJoinKind kind);
};

struct JoinedFinding {
    int finding = -1; // index in IntegrityFile::findings
    int outbound = -1; // position in Record::outbound (the model's source row)
    IntegrityJoinKind kind = IntegrityJoinKind::ReferenceIndex;
};

struct UnjoinedFinding {
    int finding = -1;
    QString reason; // translated: why it joins no row
};

class IntegrityJoin {
public:
    IntegrityFilePtr file;
    QList<JoinedFinding> joined; // in the file's order
    QList<UnjoinedFinding> unjoined; // in the file's order
    // reference_index = ref_index + refIndexOffset for joins by reference number.
    qint64 refIndexOffset = 0;
    int offsetEvidence = 0; // findings joined by identifier whose ref_index showed the offset
    bool offsetInconsistent = false; // those findings disagree: the offset 0 is assumed
    // One translated sentence on how ref_index was read, for the detail pane, PDF and CLI.
    QString refIndexBasis() const;

    // Joined findings on outbound row `outbound` (indexes into joined), gravest first; rescinded
    // ones last.
    QList<int> atOutbound(int outbound) const { return m_byRow.value(outbound); }
    QList<int> at(const Observation &o) const
    {
        return o.direction == Direction::Outbound ? atOutbound(o.position) : QList<int>();
    }
    const IntegrityFinding &finding(const JoinedFinding &j) const
    {
        return file->findings[j.finding];
    }

    // Counted over the joined and unjoined findings, rescinded ones apart.
    qint64 liveJoinedCount() const;

private:
    friend std::shared_ptr<const IntegrityJoin> joinIntegrity(const Record &, IntegrityFilePtr);
    QHash<int, QList<int>> m_byRow;
};

using IntegrityJoinPtr = std::shared_ptr<const IntegrityJoin>;

IntegrityJoinPtr joinIntegrity(const Record &record, IntegrityFilePtr file);

// Identifiers compared as people write them: a DOI without "https://doi.org/" or "doi:", case
// folded; an arXiv id without "arXiv:" and its version.
QString normalizedDoi(const QString &doi);
QString normalizedArxivId(const QString &id);

// The CSV columns of findings joined to a row (finding_severity, finding_type,
// finding_verdict_class, finding_note, finding_join) and a row's values: several findings joined
// with "; ", in the row's order (gravest first); a rescinded finding's severity is written as
// "rescinded", never as a live severity. Not translated: the same in every language.
QStringList integrityCsvColumns();
QStringList integrityCsvValues(const IntegrityJoin &join, const Observation &o);

// "reference 41: the DOI does not resolve ... (critical, cross-source; joined by DOI)" style
// one-line description of a joined finding, translated. Rescinded ones say so.
QString findingLine(const IntegrityFinding &f);

// The integrity summary in one line, translated: "Pith integrity: 1 critical, 0 advisory, 0
// informational · 1 detector run (2026-05-20)" or "... · clean".
QString integritySummaryLine(const IntegrityFile &file);

} // namespace pith

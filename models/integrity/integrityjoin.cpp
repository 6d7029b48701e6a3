// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/integrity/integrityjoin.h"

#include <QRegularExpression>

#include <algorithm>

namespace pith {

namespace {

// The outbound rows citing `id` (normalised) by DOI or by arXiv id.
QList<int> rowsCiting(const Record &record, const QString &id, bool doi)
{
    QList<int> rows;
    if (id.isEmpty())
        return rows;
    for (int i = 0; i < record.outbound.size(); ++i) {
        const Observation &o = record.outbound[i];
        bool match = false;
        if (doi) {
            match = normalizedDoi(o.otherDoi()) == id;
        } else {
            match = normalizedArxivId(o.otherArxivId()) == id;
            const auto &w = o.citation.citedWork;
            if (!match && w)
                match = normalizedArxivId(w->arxivId) == id
                    || normalizedArxivId(w->pithArxivId) == id;
        }
        if (match)
            rows.append(i);
    }
    return rows;
}

int rowWithReference(const Record &record, qint64 referenceIndex)
{
    for (int i = 0; i < record.outbound.size(); ++i) {
        if (record.outbound[i].citation.referenceIndex == referenceIndex)
            return i;
    }
    return -1;
}

} // namespace

QString IntegrityJoinText::key(IntegrityJoinKind kind)
{
    switch (kind) {
    case IntegrityJoinKind::Doi:
        return QStringLiteral("doi");
    case IntegrityJoinKind::ArxivId:
        return QStringLiteral("arxiv_id");
    case IntegrityJoinKind::ReferenceIndex:
        break;
    }
    return QStringLiteral("reference_index");
}

QString IntegrityJoinText::label(IntegrityJoinKind kind)
{
    switch (kind) {
    case IntegrityJoinKind::Doi:
        return IntegrityJoinText::tr("joined by DOI");
    case IntegrityJoinKind::ArxivId:
        return IntegrityJoinText::tr("joined by arXiv id");
    case IntegrityJoinKind::ReferenceIndex:
        break;
    }
    return IntegrityJoinText::tr("joined by reference number");
}

QString normalizedDoi(const QString &doi)
{
    QString d = doi.trimmed().toLower();
    for (const char *prefix : { "https://doi.org/", "http://doi.org/", "https://dx.doi.org/",
             "http://dx.doi.org/", "doi:" }) {
        if (d.startsWith(QLatin1String(prefix))) {
            d = d.mid(qsizetype(qstrlen(prefix))).trimmed();
            break;
        }
    }
    return d;
}

QString normalizedArxivId(const QString &id)
{
    QString a = id.trimmed().toLower();
    if (a.startsWith(QLatin1String("arxiv:")))
        a = a.mid(6).trimmed();
    static const QRegularExpression version(QStringLiteral("v[0-9]+$"));
    a.remove(version);
    return a;
}

QString IntegrityJoin::refIndexBasis() const
{
    if (offsetInconsistent)
        return IntegrityJoinText::tr(
            "ref_index is taken as the record's reference number: the findings joined by "
            "identifier disagree on how the two are numbered (Pith has not published "
            "whether ref_index counts from 0 or 1)");
    if (offsetEvidence > 0 && refIndexOffset != 0)
        //: %1 the number added, %2 how many findings showed it
        return IntegrityJoinText::tr(
            "ref_index is read as reference number ref_index + %1, as %n finding(s) joined "
            "by identifier show (Pith has not published whether ref_index counts from 0 "
            "or 1)",
            nullptr, offsetEvidence)
            .arg(refIndexOffset);
    if (offsetEvidence > 0)
        return IntegrityJoinText::tr(
            "ref_index is read as the record's reference number, as %n finding(s) joined "
            "by identifier show",
            nullptr, offsetEvidence);
    return IntegrityJoinText::tr(
        "ref_index is taken as the record's reference number (Pith has not published "
        "whether it counts from 0 or 1; no finding joined by identifier shows it)");
}

qint64 IntegrityJoin::liveJoinedCount() const
{
    qint64 n = 0;
    for (const JoinedFinding &j : joined)
        n += !finding(j).rescinded();
    return n;
}

IntegrityJoinPtr joinIntegrity(const Record &record, IntegrityFilePtr file)
{
    auto join = std::make_shared<IntegrityJoin>();
    join->file = file;
    if (!file)
        return join;
    const QList<IntegrityFinding> &findings = file->findings;

    // First the findings whose identifier names exactly one row.
    struct ById {
        int row = -1;
        IntegrityJoinKind kind = IntegrityJoinKind::Doi;
        QList<int> candidates; // every row citing the identifier (more than one: ambiguous)
    };
    QList<ById> byId(findings.size());
    QList<qint64> deltas;
    for (int i = 0; i < findings.size(); ++i) {
        const IntegrityFinding &f = findings[i];
        const QList<int> doiRows = rowsCiting(record, normalizedDoi(f.detectedDoi), true);
        const QList<int> arxivRows
            = rowsCiting(record, normalizedArxivId(f.detectedArxivId), false);
        if (doiRows.size() == 1) {
            byId[i] = { doiRows.first(), IntegrityJoinKind::Doi, doiRows };
        } else if (arxivRows.size() == 1) {
            byId[i] = { arxivRows.first(), IntegrityJoinKind::ArxivId, arxivRows };
        } else {
            byId[i].candidates = doiRows + arxivRows;
        }
        if (byId[i].row >= 0 && f.refIndex) {
            if (const auto ref = record.outbound[byId[i].row].citation.referenceIndex)
                deltas.append(*ref - *f.refIndex);
        }
    }
    if (!deltas.isEmpty()) {
        const bool same = std::all_of(
            deltas.begin(), deltas.end(), [&](qint64 d) { return d == deltas.first(); });
        if (same) {
            join->refIndexOffset = deltas.first();
            join->offsetEvidence = int(deltas.size());
        } else {
            join->offsetInconsistent = true;
        }
    }

    for (int i = 0; i < findings.size(); ++i) {
        const IntegrityFinding &f = findings[i];
        if (byId[i].row >= 0) {
            join->joined.append({ i, byId[i].row, byId[i].kind });
            continue;
        }
        const QString doi = normalizedDoi(f.detectedDoi);
        const QString arxiv = normalizedArxivId(f.detectedArxivId);
        if (!f.refIndex) {
            QString reason;
            if (!doi.isEmpty() && byId[i].candidates.size() > 1)
                //: %1 a DOI, %n how many references cite it
                reason = IntegrityJoinText::tr(
                    "%n references cite the DOI %1 and the finding names no reference "
                    "number",
                    nullptr, int(byId[i].candidates.size()))
                             .arg(f.detectedDoi);
            else if (!doi.isEmpty())
                reason = IntegrityJoinText::tr(
                    "no reference in this record cites the DOI %1, and the finding names "
                    "no reference number")
                             .arg(f.detectedDoi);
            else if (!arxiv.isEmpty())
                reason = IntegrityJoinText::tr(
                    "no reference in this record cites arXiv:%1, and the finding names no "
                    "reference number")
                             .arg(f.detectedArxivId);
            else
                reason = IntegrityJoinText::tr("names no reference (about the paper as a whole)");
            join->unjoined.append({ i, reason });
            continue;
        }
        const qint64 reference = *f.refIndex + join->refIndexOffset;
        const int row = rowWithReference(record, reference);
        if (row < 0) {
            //: %1 ref_index as in the file, %2 the reference number it was read as
            join->unjoined.append({ i,
                IntegrityJoinText::tr(
                    "ref_index %1 (reference %2) names no outbound reference of this record")
                    .arg(*f.refIndex)
                    .arg(reference) });
            continue;
        }
        // The identifier the finding names must not contradict the row its ref_index names.
        const Observation &o = record.outbound[row];
        const QString rowDoi = normalizedDoi(o.otherDoi());
        const QString rowArxiv = normalizedArxivId(o.otherArxivId());
        if (!doi.isEmpty() && !rowDoi.isEmpty() && doi != rowDoi) {
            //: %1 reference number, %2 and %3 DOIs
            join->unjoined.append({ i,
                IntegrityJoinText::tr(
                    "contradiction: the finding names the DOI %2, but reference %1 cites %3")
                    .arg(reference)
                    .arg(f.detectedDoi, o.otherDoi()) });
            continue;
        }
        if (!arxiv.isEmpty() && !rowArxiv.isEmpty() && arxiv != rowArxiv) {
            join->unjoined.append({ i,
                IntegrityJoinText::tr(
                    "contradiction: the finding names arXiv:%2, but reference %1 cites arXiv:%3")
                    .arg(reference)
                    .arg(f.detectedArxivId, o.otherArxivId()) });
            continue;
        }
        if (byId[i].candidates.size() > 1 && !byId[i].candidates.contains(row)) {
            join->unjoined.append({ i,
                IntegrityJoinText::tr(
                    "contradiction: reference %1 does not cite the identifier the finding names")
                    .arg(reference) });
            continue;
        }
        join->joined.append({ i, row, IntegrityJoinKind::ReferenceIndex });
    }

    for (int j = 0; j < join->joined.size(); ++j)
        join->m_byRow[join->joined[j].outbound].append(j);
    for (QList<int> &list : join->m_byRow) {
        std::stable_sort(list.begin(), list.end(), [&](int a, int b) {
            const IntegrityFinding &fa = join->finding(join->joined[a]);
            const IntegrityFinding &fb = join->finding(join->joined[b]);
            const int ra = fa.rescinded() ? 9 : severityRank(fa.severity);
            const int rb = fb.rescinded() ? 9 : severityRank(fb.severity);
            return ra < rb;
        });
    }
    return join;
}

QStringList integrityCsvColumns()
{
    return { QStringLiteral("finding_severity"), QStringLiteral("finding_type"),
        QStringLiteral("finding_verdict_class"), QStringLiteral("finding_note"),
        QStringLiteral("finding_join") };
}

QStringList integrityCsvValues(const IntegrityJoin &join, const Observation &o)
{
    QStringList severity, type, verdict, note, how;
    for (const int j : join.at(o)) {
        const JoinedFinding &jf = join.joined[j];
        const IntegrityFinding &f = join.finding(jf);
        severity.append(f.rescinded() ? f.verdictClass : f.severity);
        type.append(f.findingType);
        verdict.append(f.verdictClass);
        note.append(f.note);
        how.append(IntegrityJoinText::key(jf.kind));
    }
    const QString sep = QStringLiteral("; ");
    return { severity.join(sep), type.join(sep), verdict.join(sep), note.join(sep), how.join(sep) };
}

QString findingLine(const IntegrityFinding &f)
{
    QString line = IntegrityText::findingType(f.findingType);
    if (!f.note.isEmpty())
        line += QStringLiteral(": ") + f.note;
    return line + QStringLiteral(" (") + IntegrityText::severityAndClass(f) + u')';
}

QString integritySummaryLine(const IntegrityFile &file)
{
    //: %1 %2 %3 counts of live findings by severity
    QString line
        = IntegrityJoinText::tr("Pith integrity: %1 critical, %2 advisory, %3 informational")
              .arg(file.liveCount(QStringLiteral("critical")))
              .arg(file.liveCount(QStringLiteral("advisory")))
              .arg(file.liveCount(QStringLiteral("informational")));
    if (const qint64 r = file.rescindedCount())
        line += QStringLiteral(", ") + IntegrityJoinText::tr("%n rescinded", nullptr, int(r));
    QString latest;
    for (const IntegrityDetectorRun &d : file.detectorsRun)
        latest = std::max(latest, d.ranAt);
    line += QStringLiteral(" · ")
        + IntegrityJoinText::tr("%n detector(s) run", nullptr, int(file.detectorsRun.size()));
    if (!latest.isEmpty())
        line += u' ' + IntegrityJoinText::tr("(latest %1)").arg(latest.left(10));
    // Pith's own "clean" beside its own findings: the contradiction is named, never passed on.
    const qint64 serious
        = file.liveCount(QStringLiteral("critical")) + file.liveCount(QStringLiteral("advisory"));
    if (file.clean == true && serious > 0)
        //: %n live critical and advisory findings the same file lists
        line += QStringLiteral(" · ")
            + IntegrityJoinText::tr(
                "Pith calls it clean, yet lists %n critical or advisory finding(s)", nullptr,
                int(serious));
    else if (file.clean == true)
        line += QStringLiteral(" · ") + IntegrityJoinText::tr("clean, as Pith says");
    return line;
}

} // namespace pith

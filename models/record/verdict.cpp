// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/verdict.h"

#include <QCoreApplication>

namespace pith {

namespace {

// The language findings are worded in: this string's translation (each names its own language).
QString findingsLanguage()
{
    //: The name of this translation's language, in that language ("Deutsch", "Français"): tells
    //: a verdict worded in it from one worded in another
    return RecordVerdict::tr("English");
}

RecordVerdict computeVerdict(const Record &record)
{
    RecordVerdict v;
    v.observations = int(record.observationCount());
    v.digestFailures = record.digestFailures();
    v.context = record.contextDigestState();
    v.findings = auditRecord(record);
    v.subset = exportSubset(record);
    if (v.subset) {
        QList<Finding> kept;
        for (const Finding &f : std::as_const(v.findings))
            (followsFromSubset(f.code) ? v.information : kept).append(f);
        v.findings = kept;
    }
    for (const Finding &f : std::as_const(v.findings))
        ++(f.severity == Finding::Severity::Error ? v.errors : v.warnings);
    if (!v.digestFailures.isEmpty() || v.context == Record::ContextDigestState::Mismatch
        || v.errors > 0)
        v.level = RecordVerdict::Level::Failed;
    else if (v.warnings > 0 || (v.context == Record::ContextDigestState::Missing && !v.subset))
        v.level = RecordVerdict::Level::Warnings;
    return v;
}

} // namespace

RecordVerdict recordVerdict(const Record &record)
{
    const std::shared_ptr<const WordedVerdict> kept = record.keptVerdict.value;
    if (kept && kept->language == findingsLanguage())
        return kept->verdict;
    return computeVerdict(record);
}

void keepVerdict(const Record &record)
{
    // Braces: clang (the fuzzing build) has no aggregate initialisation from parentheses.
    record.keptVerdict.value = std::make_shared<const WordedVerdict>(
        WordedVerdict { computeVerdict(record), findingsLanguage() });
}

QString severityLabel(Finding::Severity severity)
{
    //: Severity of an audit finding
    return severity == Finding::Severity::Error ? RecordVerdict::tr("error")
                                                : RecordVerdict::tr("warning");
}

QString RecordVerdict::findingCounts() const
{
    if (findings.isEmpty())
        return tr("no findings");
    if (warnings == 0)
        return tr("%n error(s)", nullptr, errors);
    if (errors == 0)
        return tr("%n warning(s)", nullptr, warnings);
    //: Audit finding counts, e.g. "2 errors, 1 warning"
    return tr("%1, %2").arg(
        tr("%n error(s)", nullptr, errors), tr("%n warning(s)", nullptr, warnings));
}

QString RecordVerdict::headline() const
{
    // Every kind of failure, the gravest first: a badge that named only the first would say less
    // than the truth ("2 observations fail" of a record whose audit and context digest fail too).
    QStringList failures;
    if (const int failed = int(digestFailures.size()); failed > 0)
        //: Integrity badge: observation digests that do not match
        failures << tr("%Ln observation(s) fail", nullptr, failed);
    if (context == Record::ContextDigestState::Mismatch)
        failures << tr("Context digest mismatch");
    if (errors > 0)
        //: Integrity badge: the audit found errors; %1 the finding counts ("5 errors, 2 warnings"),
        //: as the sentence says them
        failures << tr("Audit failed: %1").arg(findingCounts());
    if (!failures.isEmpty())
        return failures.join(QStringLiteral(" \u00b7 "));
    if (subset && warnings == 0)
        //: Integrity badge of a JSON subset exported by Pith Ledger whose observation digests all
        //: match
        return tr("Subset: all digests verified");
    if (warnings == 1 && context == Record::ContextDigestState::Missing)
        return tr("No context digest");
    if (warnings > 0)
        //: Integrity badge: digests match, the audit found only warnings
        return tr("Audit: %n warning(s)", nullptr, warnings);
    if (context == Record::ContextDigestState::Missing)
        return tr("No context digest");
    return tr("All digests verified");
}

QString RecordVerdict::sentence() const
{
    QString digests;
    const int failed = int(digestFailures.size());
    if (failed == 0)
        digests = tr("All %Ln observation digest(s) verify", nullptr, observations);
    else
        //: %Ln failing observations (the verb agrees with them), %L1 all observations
        digests = tr("%Ln of %L1 observation digest(s) do not match", nullptr, failed)
                      .arg(observations);
    QString contextText;
    switch (context) {
    case Record::ContextDigestState::Ok:
        contextText = tr("the context digest verifies");
        break;
    case Record::ContextDigestState::Mismatch:
        contextText = tr("the context digest does not match");
        break;
    case Record::ContextDigestState::Missing:
        contextText = subset ? tr("a subset has no context digest of its own")
                             : tr("the context digest is missing");
        break;
    }
    //: %1 the observation digests' verdict, %2 the context digest's
    const QString digestSentence = tr("%1; %2.").arg(digests, contextText);
    if (errors > 0)
        //: The audit failed; %1 the finding counts ("5 errors"), %2 the digests' sentence
        return tr("Audit failed: %1. %2").arg(findingCounts(), digestSentence);
    if (warnings > 0)
        //: %1 the digests' sentence, %2 the finding counts ("1 warning")
        return tr("%1 Audit: %2.").arg(digestSentence, findingCounts());
    return tr("%1 Audit: no findings.").arg(digestSentence);
}

QList<Finding> RecordVerdict::displayedCountFindings() const
{
    QList<Finding> out;
    for (const Finding &f : findings) {
        if (f.pointer.startsWith(QLatin1String("/reference_resolution"))
            || f.code == QLatin1String("outbound-over-cap"))
            out.append(f);
    }
    return out;
}

QString verdictName(RecordVerdict::Level level)
{
    switch (level) {
    case RecordVerdict::Level::Clean:
        return QStringLiteral("clean");
    case RecordVerdict::Level::Warnings:
        return QStringLiteral("warnings");
    case RecordVerdict::Level::Failed:
        break;
    }
    return QStringLiteral("failed");
}

QString contextStateName(Record::ContextDigestState state)
{
    switch (state) {
    case Record::ContextDigestState::Ok:
        return QStringLiteral("ok");
    case Record::ContextDigestState::Mismatch:
        return QStringLiteral("mismatch");
    case Record::ContextDigestState::Missing:
        return QStringLiteral("missing");
    }
    return {};
}

} // namespace pith

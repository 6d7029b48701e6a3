// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/record.h"

namespace pith {

QString Observation::otherTitle() const
{
    if (direction == Direction::Inbound)
        return citation.citingPaper ? citation.citingPaper->title : QString();
    if (citation.citedPaper && !citation.citedPaper->title.isEmpty())
        return citation.citedPaper->title;
    return citation.citedWork ? citation.citedWork->title : QString();
}

QString Observation::otherArxivId() const
{
    if (direction == Direction::Inbound)
        return citation.citingPaper ? citation.citingPaper->arxivId : QString();
    if (citation.citedPaper && !citation.citedPaper->arxivId.isEmpty())
        return citation.citedPaper->arxivId;
    if (citation.citedWork) {
        if (!citation.citedWork->arxivId.isEmpty())
            return citation.citedWork->arxivId;
        return citation.citedWork->pithArxivId;
    }
    return {};
}

QString Observation::otherDoi() const
{
    if (direction == Direction::Outbound && citation.citedWork)
        return citation.citedWork->doi;
    return {};
}

std::optional<qint64> Observation::otherYear() const
{
    if (direction == Direction::Outbound && citation.citedWork)
        return citation.citedWork->year;
    const auto &paper = direction == Direction::Inbound ? citation.citingPaper : citation.citedPaper;
    if (paper && paper->submittedAt.size() >= 4) {
        bool ok = false;
        const qint64 y = paper->submittedAt.left(4).toLongLong(&ok);
        if (ok)
            return y;
    }
    return std::nullopt;
}

Record::ContextDigestState Record::contextDigestState() const
{
    if (contextDigest.isEmpty())
        return ContextDigestState::Missing;
    return contextDigest == computedContextDigest ? ContextDigestState::Ok : ContextDigestState::Mismatch;
}

QStringList Record::digestFailures() const
{
    QStringList ids;
    for (const auto *list : {&outbound, &inbound}) {
        for (const Observation &o : *list) {
            if (!o.digestOk())
                ids.append(o.id);
        }
    }
    return ids;
}

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/record.h"
#include "models/record/canonical.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <optional>

namespace pith {

QString shownOfNote(qsizetype shown, qsizetype total)
{
    if (shown >= total)
        return {};
    const QLocale locale;
    //: A list a record holds very many of (coverage lanes, standing sources, source receipts,
    //: unknown keys): %1 kept and shown of %2 in all, the others only counted (numbers with digit
    //: grouping)
    return QCoreApplication::translate("pith::Record", "shown %1 of %2")
        .arg(locale.toString(shown), locale.toString(total));
}

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
    const auto &paper
        = direction == Direction::Inbound ? citation.citingPaper : citation.citedPaper;
    if (paper && paper->submittedAt.size() >= 4) {
        bool ok = false;
        const qint64 y = paper->submittedAt.left(4).toLongLong(&ok);
        if (ok)
            return y;
    }
    return std::nullopt;
}

namespace {

// The observation's bytes in the input it keeps; none when it keeps none.
std::optional<QByteArrayView> rawSlice(const Observation &o)
{
    if (o.rawLength <= 0 || o.rawOffset < 0 || o.rawOffset + o.rawLength > o.rawSource.size())
        return std::nullopt;
    return QByteArrayView(o.rawSource.constData() + o.rawOffset, o.rawLength);
}

} // namespace

QByteArray Observation::rawJsonBytes() const
{
    const std::optional<QByteArrayView> raw = rawSlice(*this);
    if (!raw)
        return {};
    const QByteArrayView slice = *raw;
    if (rawCanonical)
        return slice.toByteArray();
    QByteArray out;
    QString error;
    if (!canonicalJson(slice, &out, &error))
        return slice.toByteArray();
    return out;
}

QByteArray Observation::rawJsonBytesPrefix(qsizetype maxBytes, bool *cut) const
{
    *cut = false;
    const std::optional<QByteArrayView> raw = rawSlice(*this);
    if (!raw)
        return {};
    const QByteArrayView slice = *raw;
    QByteArray out;
    if (rawCanonical || !canonicalJsonPrefix(slice, maxBytes, &out, cut)) {
        *cut = slice.size() > maxBytes;
        out = slice.first(std::min(slice.size(), maxBytes)).toByteArray();
    }
    if (*cut)
        out.truncate(wholeCharactersLength(out));
    return out;
}

QString Observation::rawJson() const { return QString::fromUtf8(rawJsonBytes()); }

void Observation::setRawJson(const QByteArray &source, qint64 offset, qint64 length, bool canonical)
{
    rawSource = source;
    rawOffset = offset;
    rawLength = length;
    rawCanonical = canonical;
}

void Observation::setRawJson(const QString &json)
{
    setRawJson(json.toUtf8(), 0, 0, false);
    rawLength = rawSource.size();
}

Record::ContextDigestState Record::contextDigestState() const
{
    if (contextDigest.isEmpty())
        return ContextDigestState::Missing;
    return contextDigest == computedContextDigest ? ContextDigestState::Ok
                                                  : ContextDigestState::Mismatch;
}

QStringList Record::digestFailures() const
{
    QStringList ids;
    for (const auto *list : { &outbound, &inbound }) {
        for (const Observation &o : *list) {
            if (!o.digestOk())
                ids.append(o.id);
        }
    }
    return ids;
}

} // namespace pith

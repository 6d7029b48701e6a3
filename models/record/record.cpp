// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/record.h"
#include "models/record/canonical.h"
#include "models/record/sourcefile.h"
#include "models/record/streamparser_p.h"

#include <QCoreApplication>
#include <QHash>
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

const QString &directionName(Direction direction)
{
    return directionNames().at(direction == Direction::Outbound ? 0 : 1);
}

std::optional<Direction> directionFromName(QStringView name)
{
    if (name == directionNames().at(0))
        return Direction::Outbound;
    if (name == directionNames().at(1))
        return Direction::Inbound;
    return std::nullopt;
}

const QStringList &directionNames()
{
    static const QStringList names { QStringLiteral("outbound"), QStringLiteral("inbound") };
    return names;
}

QString Observation::otherTitle() const
{
    const QString *text = otherPaper().title();
    return text ? *text : QString();
}

QString Observation::otherArxivId() const
{
    const QString *text = otherPaper().arxivId();
    return text ? *text : QString();
}

QString Observation::otherDoi() const
{
    const QString *text = otherPaper().doi();
    return text ? *text : QString();
}

std::optional<qint64> submissionYear(QStringView submittedAt)
{
    if (submittedAt.size() < 4)
        return std::nullopt;
    bool ok = false;
    const qint64 year = submittedAt.left(4).toLongLong(&ok);
    return ok ? std::optional<qint64>(year) : std::nullopt;
}

std::optional<qint64> Observation::otherYear() const
{
    return otherPaper().year([](const CitedWork &work) { return work.year; },
        [](const QString &submittedAt) { return submissionYear(submittedAt); });
}

std::optional<QByteArray> Observation::rawBytes(QString *problem) const
{
    if (rawLength <= 0 || rawOffset < 0)
        return std::nullopt;
    if (rawFile)
        return detail::readRawAgain(*this, problem);
    if (rawOffset + rawLength > rawSource.size())
        return std::nullopt;
    return QByteArray::fromRawData(rawSource.constData() + rawOffset, qsizetype(rawLength));
}

QString Observation::rawJsonProblem() const
{
    QString problem;
    rawBytes(&problem);
    return problem;
}

QByteArray Observation::rawJsonBytes() const
{
    const std::optional<QByteArray> raw = rawBytes();
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
    const std::optional<QByteArray> raw = rawBytes();
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

void Observation::setRawJson(
    std::shared_ptr<const SourceFile> file, qint64 offset, qint64 length, bool canonical)
{
    rawSource = QByteArray();
    rawFile = std::move(file);
    rawOffset = offset;
    rawLength = length;
    rawCanonical = canonical;
}

void Observation::setRawJson(const QByteArray &source, qint64 offset, qint64 length, bool canonical)
{
    rawSource = source;
    rawFile.reset();
    rawOffset = offset;
    rawLength = length;
    rawCanonical = canonical;
}

void Observation::setRawJson(const QString &json)
{
    setRawJson(json.toUtf8(), 0, 0, false);
    rawLength = rawSource.size();
}

QByteArray Record::inputBytes(QString *problem) const
{
    if (!input.isEmpty() || !sourceFile)
        return input;
    return sourceFile->read(0, sourceFile->size(), problem).value_or(QByteArray());
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
    for (const auto *list : { &checks.outbound, &checks.inbound }) {
        for (const ObservationCheck &c : *list) {
            if (!c.digestOk)
                ids.append(checks.id(c));
        }
    }
    return ids;
}

void ObservationChecks::appendId(ObservationCheck &c, std::string_view utf8)
{
    const std::size_t at = ids.size();
    c.idOffset = quint32(at);
    c.idLength = quint32(utf8.size());
    ids.resize(at + utf8.size());
    char16_t *to = ids.data() + at;
    uchar ascii = 0;
    for (const char b : utf8) // ASCII, as ids are: each byte is a code unit
        ascii |= uchar(*to++ = char16_t(uchar(b)));
    if (ascii < 0x80)
        return;
    ids.resize(at);
    const QString id = QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
    ids.append(reinterpret_cast<const char16_t *>(id.utf16()), std::size_t(id.size()));
    c.idLength = quint32(id.size());
}

void ObservationChecks::appendId(ObservationCheck &c, QStringView id)
{
    c.idOffset = quint32(ids.size());
    c.idLength = quint32(id.size());
    ids.append(reinterpret_cast<const char16_t *>(id.utf16()), std::size_t(id.size()));
}

void ObservationChecks::append(
    std::vector<ObservationCheck> &list, const Observation &o, quint32 state, quint32 noticeTypes)
{
    ObservationCheck &c = list.emplace_back();
    appendId(c, o.id);
    c.position = o.position;
    c.state = state;
    c.noticeTypes = noticeTypes;
    c.hasReferenceIndex = o.citation.referenceIndex.has_value();
    c.referenceIndex = o.citation.referenceIndex.value_or(0);
    c.digestOk = o.digestOk();
}

ObservationChecks ObservationChecks::of(
    const QList<Observation> &outbound, const QList<Observation> &inbound)
{
    ObservationChecks checks;
    QHash<QString, quint32> index;
    QHash<QStringList, quint32> noticeIndex;
    for (const auto &[from, to] :
        { std::pair { &outbound, &checks.outbound }, std::pair { &inbound, &checks.inbound } }) {
        to->reserve(std::size_t(from->size()));
        for (const Observation &o : *from) {
            const quint32 state = numbered(index, checks.states, o.resolution.status);
            const QStringList &types = o.notice.eventTypes;
            const quint32 notice
                = types.isEmpty() ? 0 : numbered(noticeIndex, checks.noticeTypes, types) + 1;
            checks.append(*to, o, state, notice);
        }
    }
    return checks;
}

QHash<QString, QString> digestsById(const Record &record)
{
    if (record.keptDigests.value)
        return *record.keptDigests.value;
    QHash<QString, QString> digests;
    digests.reserve(record.observationCount());
    for (const auto *list : { &record.outbound, &record.inbound }) {
        for (const Observation &o : *list)
            digests.insert(o.id, o.digest.isEmpty() ? o.computedDigest : o.digest);
    }
    return digests;
}

void keepDigestsById(const Record &record)
{
    record.keptDigests.value = std::make_shared<const QHash<QString, QString>>(digestsById(record));
}

QList<StateCount> outboundStateCounts(const Record &record)
{
    QList<StateCount> counts;
    if (record.holdsChecks()) {
        // the checks' states are numbered: count by number, list in order of first occurrence
        std::vector<qsizetype> at(std::size_t(record.checks.states.size()), -1);
        for (const ObservationCheck &c : record.checks.outbound) {
            qsizetype &i = at[c.state];
            if (i < 0) {
                i = counts.size();
                counts.append({ record.checks.states.at(c.state), 0 });
            }
            ++counts[i].count;
        }
        return counts;
    }
    QHash<QString, qsizetype> index; // a record may have thousands of states
    for (const Observation &o : record.outbound) {
        auto it = index.constFind(o.resolution.status);
        if (it == index.cend()) {
            it = index.insert(o.resolution.status, counts.size());
            counts.append({ o.resolution.status, 0 });
        }
        ++counts[*it].count;
    }
    return counts;
}

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/wording.h"

#include <QCoreApplication>
#include <QDate>

namespace pith {

namespace {

struct StateName {
    const char *state;
    const char *label;
};

const StateName kStateNames[] = {
    { "verified_exact", QT_TRANSLATE_NOOP("pith::State", "verified exact") },
    { "verified_fuzzy", QT_TRANSLATE_NOOP("pith::State", "verified fuzzy") },
    { "unresolved", QT_TRANSLATE_NOOP("pith::State", "unresolved") },
    { "parse_uncertain", QT_TRANSLATE_NOOP("pith::State", "parse uncertain") },
    { "malformed_identifier", QT_TRANSLATE_NOOP("pith::State", "malformed identifier") },
    { "metadata_mismatch", QT_TRANSLATE_NOOP("pith::State", "metadata mismatch") },
};

const StateName *findStateName(const QString &state)
{
    for (const StateName &k : kStateNames) {
        if (state == QLatin1String(k.state))
            return &k;
    }
    return nullptr;
}

} // namespace

QString stateLabel(const QString &state)
{
    if (const StateName *k = findStateName(state))
        return QCoreApplication::translate("pith::State", k->label);
    return state; // as the record spells it: what status: and the facets take
}

bool isKnownState(const QString &state) { return findStateName(state) != nullptr; }

QString directionLabel(Direction direction)
{
    return direction == Direction::Outbound
        ? QCoreApplication::translate("pith::Direction", "outbound", "direction of an observation")
        : QCoreApplication::translate("pith::Direction", "inbound", "direction of an observation");
}

const QStringList &knownResolutionStates()
{
    static const QStringList states = [] {
        QStringList out;
        for (const StateName &k : kStateNames)
            out.append(QLatin1String(k.state));
        return out;
    }();
    return states;
}

bool isVerifiedState(const QString &state)
{
    return state == QLatin1String(kStateNames[0].state)
        || state == QLatin1String(kStateNames[1].state);
}

QString stateDisplayName(const QString &state)
{
    QString s = state;
    s.replace(QLatin1Char('_'), QLatin1Char(' '));
    return s;
}

QString laneWording(const CoverageLane &lane)
{
    const QString observed
        = lane.recordsObserved ? QString::number(*lane.recordsObserved) : QStringLiteral("?");
    const QString denominator
        = lane.denominator ? QString::number(*lane.denominator) : QStringLiteral("?");
    return QStringLiteral("%1 %2 of %3 %4")
        .arg(lane.state, observed, denominator, stateDisplayName(lane.lane));
}

QString resolutionLine(const Resolution &r)
{
    const QString resolver
        = r.resolverSource.isEmpty() ? QStringLiteral("no resolver link") : r.resolverSource;
    return QStringLiteral("Resolution: %1; %2, observed %3")
        .arg(stateDisplayName(r.status), resolver, r.observedAt);
}

QString noticeLine(const StandingNotice &n)
{
    if (n.state == QLatin1String("unavailable"))
        return QStringLiteral("Unavailable: %1.")
            .arg(stateDisplayName(
                n.reason.isEmpty() ? QStringLiteral("no reason given") : n.reason));
    if (!n.observation.isEmpty())
        return n.observation;
    return stateDisplayName(n.state);
}

QString observationHeadline(const Observation &o)
{
    const QString title
        = o.otherTitle().isEmpty() ? QStringLiteral("an untitled work") : o.otherTitle();
    if (o.direction == Direction::Inbound)
        return QStringLiteral("%1 cites this paper.").arg(title);
    return QStringLiteral("This paper cites %1.").arg(title);
}

QString longEnglishDate(const QString &rfc3339)
{
    const QDate d = QDate::fromString(rfc3339.left(10), Qt::ISODate);
    if (!d.isValid())
        return {};
    static const char *months[] = { "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December" };
    return QStringLiteral("%1 %2 %3")
        .arg(d.day())
        .arg(QLatin1String(months[d.month() - 1]))
        .arg(d.year());
}

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/wording.h"

#include <QDate>

namespace pith {

QString stateDisplayName(const QString &state)
{
    QString s = state;
    s.replace(QLatin1Char('_'), QLatin1Char(' '));
    return s;
}

QString laneWording(const CoverageLane &lane)
{
    const QString observed = lane.recordsObserved ? QString::number(*lane.recordsObserved) : QStringLiteral("?");
    const QString denominator = lane.denominator ? QString::number(*lane.denominator) : QStringLiteral("?");
    return QStringLiteral("%1 %2 of %3 %4").arg(lane.state, observed, denominator, stateDisplayName(lane.lane));
}

QString resolutionLine(const Resolution &r)
{
    const QString resolver = r.resolverSource.isEmpty() ? QStringLiteral("no resolver link") : r.resolverSource;
    return QStringLiteral("Resolution: %1; %2, observed %3").arg(stateDisplayName(r.status), resolver, r.observedAt);
}

QString noticeLine(const StandingNotice &n)
{
    if (n.state == QLatin1String("unavailable"))
        return QStringLiteral("Unavailable: %1.").arg(stateDisplayName(n.reason.isEmpty() ? QStringLiteral("no reason given") : n.reason));
    if (!n.observation.isEmpty())
        return n.observation;
    return stateDisplayName(n.state);
}

QString observationHeadline(const Observation &o)
{
    const QString title = o.otherTitle().isEmpty() ? QStringLiteral("an untitled work") : o.otherTitle();
    if (o.direction == Direction::Inbound)
        return QStringLiteral("%1 cites this paper.").arg(title);
    return QStringLiteral("This paper cites %1.").arg(title);
}

QString longEnglishDate(const QString &rfc3339)
{
    const QDate d = QDate::fromString(rfc3339.left(10), Qt::ISODate);
    if (!d.isValid())
        return {};
    static const char *months[] = {"January", "February", "March", "April", "May", "June", "July",
                                   "August", "September", "October", "November", "December"};
    return QStringLiteral("%1 %2 %3").arg(d.day()).arg(QLatin1String(months[d.month() - 1])).arg(d.year());
}

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/integrity/integrityfacts.h"
#include "models/integrity/integrity.h"

#include <QCoreApplication>

namespace pith {

IntegrityFacts::IntegrityFacts(IntegrityJoinPtr join)
    : m_join(std::move(join))
{
}

QString IntegrityFacts::facetLabel(const QString &key) const
{
    //: Facet group label: Pith integrity finding severities follow
    return key == u"finding" ? QCoreApplication::translate("pith::ui::FilterBar", "Findings:")
                             : QString();
}

QStringList IntegrityFacts::facetValues(const QString &key) const
{
    if (key != u"finding")
        return {};
    return { QStringLiteral("critical"), QStringLiteral("advisory"),
        QStringLiteral("informational") };
}

QString IntegrityFacts::valueLabel(const QString &key, const QString &value) const
{
    return key == u"finding" ? IntegrityText::severity(value) : value;
}

QList<ObservationFacts::KeySpec> IntegrityFacts::keys() const
{
    QStringList findingValues { QStringLiteral("any"), QStringLiteral("none"),
        QStringLiteral("critical"), QStringLiteral("advisory"), QStringLiteral("informational"),
        QStringLiteral("rescinded") };
    QStringList detectors;
    if (m_join && m_join->file) {
        for (const IntegrityFinding &f : m_join->file->findings) {
            for (const QString &v : { f.severity.toLower(), f.findingType.toLower() }) {
                if (!v.isEmpty() && !findingValues.contains(v))
                    findingValues.append(v);
            }
            if (!f.detector.isEmpty() && !detectors.contains(f.detector.toLower()))
                detectors.append(f.detector.toLower());
        }
        for (const IntegrityDetectorRun &d : m_join->file->detectorsRun) {
            if (!d.name.isEmpty() && !detectors.contains(d.name.toLower()))
                detectors.append(d.name.toLower());
        }
    }
    return {
        { QStringLiteral("finding"), findingValues,
            QCoreApplication::translate("pith::IntegrityFacts",
                "Pith integrity findings on the row: a severity, a finding type, any, none or "
                "rescinded") },
        { QStringLiteral("detector"), detectors,
            QCoreApplication::translate("pith::IntegrityFacts",
                "rows with a live finding by this Pith integrity detector") },
    };
}

bool IntegrityFacts::holds(const QString &key, const QString &value, const Observation &o) const
{
    if (!m_join) // no integrity file (a 404): no row has a finding
        return key == QLatin1String("finding") && value == QLatin1String("none");
    const QList<int> at = m_join->at(o);
    bool anyLive = false;
    for (const int j : at) {
        const IntegrityFinding &f = m_join->finding(m_join->joined[j]);
        if (key == QLatin1String("detector")) {
            if (!f.rescinded() && f.detector.compare(value, Qt::CaseInsensitive) == 0)
                return true;
            continue;
        }
        if (value == QLatin1String("rescinded")) {
            if (f.rescinded())
                return true;
            continue;
        }
        if (f.rescinded())
            continue;
        anyLive = true;
        if (f.severity.compare(value, Qt::CaseInsensitive) == 0
            || f.findingType.compare(value, Qt::CaseInsensitive) == 0)
            return true;
    }
    if (key != QLatin1String("finding"))
        return false;
    if (value == QLatin1String("any"))
        return anyLive;
    if (value == QLatin1String("none"))
        return !anyLive;
    return false;
}

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/history/changefacts.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace pith::history {

ChangeFacts::ChangeFacts(RecordDiff diff)
    : m_diff(std::move(diff))
{
    for (int i = 0; i < m_diff.observations.size(); ++i)
        if (!m_diff.observations[i].newId.isEmpty())
            m_byNewId[m_diff.observations[i].newId] << i;
}

QList<ObservationFacts::KeySpec> ChangeFacts::keys() const { return keySpecs(); }

QList<ObservationFacts::KeySpec> ChangeFacts::keySpecs()
{
    QStringList values;
    for (int i = 0; i < kChangeKindCount; ++i)
        values << changeKindKey(ChangeKind(i));
    values << u"any"_s << u"none"_s;
    return { KeySpec { QLatin1String(kChangeKey), values,
        QCoreApplication::translate("pith::history",
            "what changed since the older copy: added, resolution, notice, "
            "cited_work, other, any or none") } };
}

bool ChangeFacts::holds(const QString &key, const QString &value, const Observation &o) const
{
    if (key != QLatin1String(kChangeKey))
        return false;
    const QList<int> indices = m_byNewId.value(o.id);
    if (value == "any"_L1)
        return !indices.isEmpty();
    if (value == "none"_L1)
        return indices.isEmpty();
    const std::optional<ChangeKind> kind = changeKindFromKey(value);
    if (!kind)
        return false;
    for (int i : indices)
        if (m_diff.observations[i].kind == *kind)
            return true;
    return false;
}

QList<ObservationChange> ChangeFacts::changesOf(const QString &observationId) const
{
    QList<ObservationChange> list;
    for (int i : m_byNewId.value(observationId))
        list << m_diff.observations[i];
    return list;
}

} // namespace pith::history

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/integrity/integrityjoin.h"
#include "models/items/observationfacts.h"

namespace pith {

// The query keys of integrity findings joined to rows (an ObservationFacts source):
//   finding:critical|advisory|informational  a live finding of that severity on the row
//   finding:<finding type>                   a live finding of that type (unresolvable_identifier)
//   finding:any / finding:none               some live finding / none (rescinded ones do not count)
//   finding:rescinded                        a rescinded (withdrawn) finding on the row
//   detector:<name>                          a live finding by that detector (doi_compliance)
// Severities, types and detectors are open: the file's own values are keys' values too.
class IntegrityFacts final : public ObservationFacts {
public:
    explicit IntegrityFacts(IntegrityJoinPtr join);
    QList<KeySpec> keys() const override;
    bool holds(const QString &key, const QString &value, const Observation &o) const override;
    // The filter bar's Findings facet: the live severities.
    QString facetLabel(const QString &key) const override;
    QStringList facetValues(const QString &key) const override;
    QString valueLabel(const QString &key, const QString &value) const override;
    const IntegrityJoinPtr &join() const { return m_join; }

private:
    IntegrityJoinPtr m_join;
};

} // namespace pith

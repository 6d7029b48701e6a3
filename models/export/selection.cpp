// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/export/selection.h"

#include "models/items/observationmodel.h"

namespace pith::exporting {

const Observation *observationAt(const Record &record, int row)
{
    return ObservationModel::observationAt(record, row);
}

QList<const Observation *> observationsForRows(const Record &record, const QList<int> &rows)
{
    QList<const Observation *> result;
    result.reserve(rows.size());
    for (int row : rows) {
        if (const Observation *o = observationAt(record, row))
            result.append(o);
    }
    return result;
}

QList<int> allRows(const Record &record)
{
    QList<int> rows;
    const int n = int(record.observationCount());
    rows.reserve(n);
    for (int i = 0; i < n; ++i)
        rows.append(i);
    return rows;
}

QList<int> rowsMatching(const Record &record, const ObservationFilter &filter)
{
    QList<int> rows;
    const int n = int(record.observationCount());
    for (int i = 0; i < n; ++i) {
        if (filter.matches(*observationAt(record, i)))
            rows.append(i);
    }
    return rows;
}

} // namespace pith::exporting

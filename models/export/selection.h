// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/items/observationfilter.h"
#include "models/record/record.h"

#include <QList>

#include <functional>

// Exporters (CSV, JSON here; PDF in ui/report) work on "a record and the rows to export".
// Rows are numbered as ObservationModel numbers them: the outbound observations, then the
// inbound ones. The window passes the source rows its ObservationFilterProxy shows (in the
// order shown); the command line passes the rows an ObservationFilter accepts.
namespace pith::exporting {

// Called now and then while writing; return false to cancel (the file is then not written).
using Progress = std::function<bool(qint64 done, qint64 total)>;

// The observation at model row `row`, or null when there is none
// (ObservationModel::observationAt, where rows are numbered).
const Observation *observationAt(const Record &record, int row);

// The observations for rows, in the order given; rows that do not exist are skipped.
QList<const Observation *> observationsForRows(const Record &record, const QList<int> &rows);

// Every row of the record, in model order.
QList<int> allRows(const Record &record);

// The rows the filter accepts, in model order (what the window shows before any sorting).
QList<int> rowsMatching(const Record &record, const ObservationFilter &filter);

} // namespace pith::exporting

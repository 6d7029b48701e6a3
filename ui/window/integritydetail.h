// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/integrity/eventcheck.h"
#include "models/integrity/integrityjoin.h"

#include <QString>

namespace pith::ui {

// The detail pane's section on the Pith integrity findings joined to an observation, as rich
// text (every value escaped): per finding its type, severity and verdict class (a rescinded one
// struck through), how it was joined, note, snippet, detected identifier, audited at, detector
// and version, and the signed events about it with what can be said of them. Empty when the row
// has none.
QString integrityFindingsHtml(
    const IntegrityJoin &join, const Observation &o, const IntegrityKeys &keys = {});

// The record-level text for the header's integrity line tooltip: the summary, how ref_index was
// read, the findings that joined no reference and why, and every signed event. Plain text.
QString integrityOverviewText(const IntegrityJoin &join, const IntegrityKeys &keys = {});

} // namespace pith::ui

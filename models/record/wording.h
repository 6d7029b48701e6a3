// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QString>

// How the official pith.science rendering words things (record-format.md), in English.
// The window translates its own strings; these are the record's wording for the CLI and reports.
namespace pith {

// The resolution-state vocabulary has its one home here: the six states of the format, in the
// format's order (verified first), their names in the program's language, and which are verified.
// Other states are kept as the record spells them.
const QStringList &knownResolutionStates();
bool isVerifiedState(const QString &state); // verified_exact, verified_fuzzy
QString stateDisplayName(const QString &state); // "parse_uncertain" -> "parse uncertain"
// A resolution state as people read it, in the program's language: the six states of the format
// translated ("verified exact", "exakt verifiziert"), any other exactly as the record spells it
// (what a status: query takes). The table, the facets, the breakdown, the chart, the PDF and the
// CLI all name states through this.
QString stateLabel(const QString &state);
bool isKnownState(const QString &state);
// A direction as people read it, in the program's language ("outbound", "ausgehend"): the table,
// the facets and the history name directions through this; the record, the query and the exports
// keep "outbound" and "inbound".
QString directionLabel(Direction direction);
QString laneWording(const CoverageLane &lane); // "measured 21 of 21 reference resolution"
QString resolutionLine(
    const Resolution &r); // "Resolution: verified fuzzy; raw_fallback, observed ..."
QString noticeLine(const StandingNotice &n); // "No event found ..." / "Unavailable: ..."
QString observationHeadline(const Observation &o); // "This paper cites X." / "X cites this paper."
QString longEnglishDate(const QString &rfc3339); // "2026-08-10T..." -> "10 August 2026"

} // namespace pith

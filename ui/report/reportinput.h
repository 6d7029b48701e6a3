// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/integrity/integrityjoin.h"
#include "models/items/colourrules.h"
#include "models/items/observationfacts.h"
#include "models/record/record.h"
#include "models/review/review.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace pith::ui {

// What a report (PDF, print, preview) or an export shows.
struct ReportInput {
    RecordPtr record;
    // ObservationModel source rows (outbound first, then inbound), in the order to show them:
    // the rows the window's ObservationFilterProxy shows, mapped to source rows, or all rows.
    QList<int> rows;
    bool allRows = true; // whether rows are all of the record (changes the report's wording)
    QString query; // the filter text used, "" for none
    QString sourcePath; // the file the record was read from, if any: exports never overwrite it
    QString sourceName; // where the record came from as the report's footer names it (file path
                        // or URL); empty: sourcePath
    QDateTime exportedAt; // invalid: now
    // Colouring rules: the PDF and print rows take the colours of the first enabled
    // rule that selects them, as in the table. Empty: the report's own colours.
    ColourRuleList colourRules;
    // The facts beside the record that the rules may ask (the review, integrity findings, the
    // changes since another copy): the list the window's filter bar or the CLI's filter uses.
    ObservationFactsList facts;
    // Pith integrity findings joined to the rows, when loaded: CSV columns, the PDF's section.
    IntegrityJoinPtr integrity;
    // The review kept beside the record, null for none: the CSV gains its columns,
    // the PDF its decisions, notes and a summary.
    std::shared_ptr<const review::Review> review;

    // All rows of record.
    static ReportInput allOf(RecordPtr record, const QString &sourcePath = {});
};

} // namespace pith::ui

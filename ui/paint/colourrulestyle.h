// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/items/colourrules.h"

#include <QCoreApplication>

// The colouring rules a user starts with (issue 23), in colours for the palette in use: each
// rule sets both colours, so its text reads on its own background (>= 4.5:1), and the
// background stays apart from the palette's base.
namespace pith::ui {

class DefaultColourRules {
    Q_DECLARE_TR_FUNCTIONS(pith::ui::DefaultColourRules)

public:
    // Every default. The critical-finding and needs-fix rules name facts kept beside a record
    // (`finding:`, `review:`): they colour rows where a record has findings or a review, and
    // nothing elsewhere (tst_colourwindow checks each default against everyFactKind()).
    static ColourRuleList rules(bool dark);
};

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/factkinds.h"

#include "models/history/changefacts.h"
#include "models/integrity/integrityfacts.h"
#include "models/review/review.h"

namespace pith::ui {

ObservationFactsList everyFactKind()
{
    return { std::make_shared<review::Review>(), std::make_shared<IntegrityFacts>(nullptr),
        std::make_shared<history::ChangeFacts>(history::RecordDiff {}) };
}

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/items/observationfacts.h"

namespace pith::ui {

// Every kind of fact the program keeps beside a record (a review, integrity findings, the
// changes since another copy), each without data: the query keys a colouring rule may name
// whatever a particular record has beside it. Here because the report is the lowest layer that
// knows every kind; the window and the command line check rules against it, and the defaults are
// tested against it.
ObservationFactsList everyFactKind();

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
// Private to ui/widgets: record text is data, never markup.
#pragma once

#include "models/items/displaytext.h"

#include <QString>

namespace pith::ui::detail {

// Rich text that shows text literally: every character escaped, line breaks kept. The <qt> tag
// makes Qt treat it as rich text, so an escaped "&lt;" is shown as "<", never as "&lt;".
inline QString richFromPlain(const QString &text)
{
    QString escaped = text.toHtmlEscaped();
    escaped.replace(QLatin1Char('\n'), QLatin1String("<br>"));
    return QLatin1String("<qt>") + escaped + QLatin1String("</qt>");
}

// Text for a label: at most maxChars characters, cut with an ellipsis. Record fields can be
// megabytes long; a label that lays out all of it freezes the window.
inline QString capped(const QString &text, qsizetype maxChars = kDisplayTextMax)
{
    return displayCapped(text, maxChars);
}

} // namespace pith::ui::detail

// SPDX-License-Identifier: GPL-3.0-or-later
// Private to ui/widgets: record text is data, never markup.
#pragma once

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

} // namespace pith::ui::detail

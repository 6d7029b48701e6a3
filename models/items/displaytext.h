// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChar>
#include <QString>

namespace pith {

// Record text shown on screen or on paper: at most this many characters. Qt's text layout is
// quadratic in the length of an unbroken word (a 1 MB title without spaces froze the window for
// over 40 s, a 512 K-character one took the PDF 23 s); 2,000 characters lay out in well under a
// millisecond and are more than any table cell, tooltip, header or report row shows. Only what
// is displayed is cut: copies, the clipboard and exports take the full value from the record.
constexpr qsizetype kDisplayTextMax = 2000;

// text, cut to maxChars characters with an ellipsis when it is longer (never inside a
// surrogate pair).
inline QString displayCapped(const QString &text, qsizetype maxChars = kDisplayTextMax)
{
    if (text.size() <= maxChars)
        return text;
    qsizetype cut = maxChars;
    if (cut > 0 && text.at(cut - 1).isHighSurrogate())
        --cut;
    return text.left(cut) + QChar(0x2026);
}

} // namespace pith

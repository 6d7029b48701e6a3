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

// Record text is data: the one home of the helpers that put it where Qt would otherwise read
// markup or mnemonics (tooltips, rich-text labels, tab and button texts, title bars).
namespace pith::plain {

// Rich text that shows `text` literally: tooltips and labels guess rich text, so say it is rich
// text and escape every character; line breaks and runs of spaces are kept.
inline QString toolTip(const QString &text)
{
    QString escaped = text.toHtmlEscaped();
    escaped.replace(u'\n', QStringLiteral("<br>"));
    return QStringLiteral("<p style='white-space:pre-wrap'>") + escaped + QStringLiteral("</p>");
}

// A fragment for rich text (a QTextBrowser, a label in Qt::RichText mode).
inline QString html(const QString &text) { return text.toHtmlEscaped(); }

// Tab and button texts treat '&' as a mnemonic marker.
inline QString mnemonicSafe(const QString &text)
{
    QString t = text;
    t.replace(u'&', QStringLiteral("&&"));
    return t;
}

// On one line and at most `max` characters, for a title bar or a tab.
inline QString elided(const QString &text, int max = 60)
{
    const QString t = text.simplified();
    return t.size() > max ? displayCapped(t, max - 1) : t;
}

} // namespace pith::plain

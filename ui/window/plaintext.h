// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Record text is data. These put it where Qt would otherwise read markup or mnemonics.
namespace pith::ui::plain {

// A tooltip that shows the text literally: tooltips guess rich text, so force it and escape.
inline QString toolTip(const QString &text)
{
    QString escaped = text.toHtmlEscaped();
    escaped.replace(u'\n', QStringLiteral("<br>"));
    return QStringLiteral("<p style='white-space:pre-wrap'>") + escaped + QStringLiteral("</p>");
}

// Tab and button texts treat '&' as a mnemonic marker.
inline QString mnemonicSafe(const QString &text)
{
    QString t = text;
    t.replace(u'&', QStringLiteral("&&"));
    return t;
}

// Rich text fragment for a QTextBrowser or label in Qt::RichText mode.
inline QString html(const QString &text) { return text.toHtmlEscaped(); }

// Elided for a title bar or tab.
inline QString elided(const QString &text, int max = 60)
{
    QString t = text.simplified();
    if (t.size() > max)
        t = t.left(max - 1) + QChar(0x2026);
    return t;
}

} // namespace pith::ui::plain

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/paint/colourrulestyle.h"

namespace pith::ui {

namespace {

struct DefaultRule {
    const char *name; // translated when the defaults are made: a rule's name is the user's text
    const char16_t *query;
    QRgb lightForeground, lightBackground, darkForeground, darkBackground;
};

// Gravest first: the first enabled rule that matches colours the row.
constexpr DefaultRule kDefaults[] = {
    { QT_TRANSLATE_NOOP("pith::ui::DefaultColourRules", "Retraction notice"), u"event:retraction",
        0x7a0010, 0xffd9de, 0xffd9de, 0x5c0a16 },
    { QT_TRANSLATE_NOOP("pith::ui::DefaultColourRules", "Failing digest"), u"digest:bad", 0x6b2600,
        0xffe2cc, 0xffe2cc, 0x5a2300 },
    { QT_TRANSLATE_NOOP("pith::ui::DefaultColourRules", "Critical finding"), u"finding:critical",
        0x5c1a66, 0xf3dcf7, 0xf3dcf7, 0x4a1454 },
    { QT_TRANSLATE_NOOP("pith::ui::DefaultColourRules", "Needs fix"), u"review:needs_fix", 0x5a4500,
        0xfff1c2, 0xfff1c2, 0x4d3b00 },
    { QT_TRANSLATE_NOOP("pith::ui::DefaultColourRules", "Unresolved"), u"status:unresolved",
        0x17365d, 0xdde9f7, 0xdde9f7, 0x1f3a63 },
};

} // namespace

ColourRuleList DefaultColourRules::rules(bool dark)
{
    ColourRuleList out;
    for (const DefaultRule &d : kDefaults) {
        out.append({ tr(d.name), QString::fromUtf16(d.query),
            QColor(dark ? d.darkForeground : d.lightForeground),
            QColor(dark ? d.darkBackground : d.lightBackground), true });
    }
    return out;
}

} // namespace pith::ui

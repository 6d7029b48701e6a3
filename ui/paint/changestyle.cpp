// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/paint/changestyle.h"

#include "ui/paint/statusstyle.h"

namespace pith::ui {

namespace {

struct KindColours {
    const char16_t *key;
    QRgb lightBackground, lightForeground, darkBackground, darkForeground;
};

// One line per kind: light tints under dark text, dark tints under light text (tst_changesview
// checks 4.5:1 for each).
constexpr KindColours kKinds[] = {
    { u"added", 0xe1f3df, 0x12361a, 0x1e3d22, 0xd8f5d6 },
    { u"removed", 0xfae0e0, 0x4a1212, 0x4a2020, 0xfadada },
    { u"resolution", 0xdfecfa, 0x0b2a4a, 0x1d3650, 0xd6e8fb },
    { u"notice", 0xfdf0c4, 0x3d2e00, 0x4a3a10, 0xfbeebd },
    { u"cited_work", 0xeee4fa, 0x2e1452, 0x38284f, 0xebdffb },
    { u"other", 0xececec, 0x1a1a1a, 0x383838, 0xe8e8e8 },
    { u"record", 0xe6eef0, 0x1a2a2e, 0x2c3a3e, 0xe0ecef },
};

} // namespace

ChangeColours changeColours(const QString &kindKey, bool dark)
{
    const KindColours *found = &kKinds[5]; // "other"
    for (const KindColours &k : kKinds)
        if (kindKey == QStringView(k.key))
            found = &k;
    return dark ? ChangeColours { QColor(found->darkBackground), QColor(found->darkForeground) }
                : ChangeColours { QColor(found->lightBackground), QColor(found->lightForeground) };
}

ChangeColours changeColours(const QString &kindKey, const QPalette &palette)
{
    return changeColours(kindKey, isDarkPalette(palette));
}

} // namespace pith::ui

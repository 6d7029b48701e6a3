// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/paint/messagestyle.h"

#include "ui/paint/integritystyle.h"
#include "ui/paint/statusstyle.h"

namespace pith::ui {

QColor messageTextColour(MessageTone tone, const QPalette &palette)
{
    const bool dark = isDarkPalette(palette);
    switch (tone) {
    case MessageTone::Error:
        return integrityColour(IntegrityLevel::AuditFailed, dark);
    case MessageTone::Warning:
        return integrityColour(IntegrityLevel::Warnings, dark);
    case MessageTone::Passed:
        break;
    }
    return integrityColour(IntegrityLevel::Verified, dark);
}

QPalette messageBarPalette(MessageTone tone, const QPalette &palette)
{
    const bool dark = isDarkPalette(palette);
    QPalette out = palette;
    QColor window;
    QColor text;
    switch (tone) {
    case MessageTone::Error:
        window = dark ? QColor(0x4a, 0x1d, 0x20) : QColor(0xf8, 0xd7, 0xda);
        text = dark ? QColor(0xff, 0xd9, 0xd6) : QColor(0x58, 0x15, 0x1c);
        break;
    case MessageTone::Warning:
        window = dark ? QColor(0x42, 0x37, 0x0e) : QColor(0xfd, 0xf3, 0xc8);
        text = dark ? QColor(0xfb, 0xea, 0xb0) : QColor(0x3d, 0x34, 0x00);
        break;
    case MessageTone::Passed:
        window = dark ? QColor(0x17, 0x3d, 0x27) : QColor(0xd9, 0xf2, 0xe1);
        text = dark ? QColor(0xcf, 0xf5, 0xdc) : QColor(0x0f, 0x3d, 0x20);
        break;
    }
    out.setColor(QPalette::Window, window);
    out.setColor(QPalette::WindowText, text);
    return out;
}

} // namespace pith::ui

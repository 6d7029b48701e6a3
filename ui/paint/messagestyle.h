// SPDX-License-Identifier: GPL-3.0-or-later
// The colours of messages wherever the window shows one: an error's text, a check that passed,
// the message bars. Taken from the integrity colours (contrast-checked on light and dark
// palettes), so a dark desktop gets light text on a dark tint, never pink on grey.
#pragma once

#include <QColor>
#include <QPalette>

namespace pith::ui {

enum class MessageTone {
    Error, // a failure: what could not be opened, parsed or written
    Warning, // worth a look: a cached copy, a note
    Passed, // a check that holds (a digest that verifies)
};

// Text in the tone's colour, readable on the palette's window and base.
QColor messageTextColour(MessageTone tone, const QPalette &palette);

// A message bar: the palette with Window tinted in the tone and WindowText readable on it.
QPalette messageBarPalette(MessageTone tone, const QPalette &palette);

} // namespace pith::ui

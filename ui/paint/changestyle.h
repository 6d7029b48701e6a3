// SPDX-License-Identifier: GPL-3.0-or-later
// How a change between two copies of a record looks wherever it is shown (the Changes view, the
// rows of the observation table while a comparison is active, the before/after note): a tint
// and a text colour per change kind, for light and for dark palettes.
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

namespace pith::ui {

struct ChangeColours {
    QColor background; // the row's tint
    QColor foreground; // text on it, at least 4.5:1
};

// kindKey: a change kind's key (history::changeKindKey: "added", "removed", "resolution",
// "notice", "cited_work", "other") or "record" for a change outside the observations. Any other
// key gets the colours of "other".
ChangeColours changeColours(const QString &kindKey, bool dark);
ChangeColours changeColours(const QString &kindKey, const QPalette &palette);

} // namespace pith::ui

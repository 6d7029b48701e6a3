// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIODevice>
#include <QString>

#include <functional>

namespace pith::exporting {

// Writes a file through QSaveFile: the data goes to a temporary file next to `path`, which
// replaces `path` only once `write` succeeded and everything reached the disk. A failed or
// cancelled export therefore leaves no half file and leaves an existing file at `path` as it was.
//
// `protectedPath` (the record that was read, when it came from a file) is never written: when
// `path` names the same file, nothing is written and an error says so.
// Returns false with a reason in *error ("cannot write /x/y.csv: Permission denied").
bool saveToFile(const QString &path, const std::function<bool(QIODevice *device, QString *error)> &write,
                QString *error, const QString &protectedPath = {});

} // namespace pith::exporting

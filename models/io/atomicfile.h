// SPDX-License-Identifier: GPL-3.0-or-later
// The one checked, atomic way to write a file. Every writer of the program goes through here:
// CSV/JSON/PDF exports, `fetch -o`, the record cache and the settings file. And the one way the
// program reads a small file of its own that something else may have replaced (readRegularFile).
#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QString>

#include <functional>
#include <optional>

namespace pith::io {

struct WriteOptions {
    // A file the program must never write over (the record being exported): refused.
    QString protectedPath;
    // A symlink at the destination is followed when the user named it (an export's -o), and
    // refused for the program's own files (cache entries, settings), which are never links.
    bool followSymlinks = true;
};

// Writes through QSaveFile: the data goes to a temporary file next to `path`, which replaces
// `path` only once every write, the final flush and the sync succeeded. On any failure the
// destination is left exactly as it was and *error names the file and the system's cause
// ("cannot write /x/y.csv: No space left on device"). Refused, before anything is written:
// a directory, a character or block device, a FIFO, a socket (also behind a symlink), and a
// symlink unless options.followSymlinks. `write` returns false with a reason to abort.
bool writeFileAtomically(const QString &path,
    const std::function<bool(QIODevice *device, QString *error)> &write, QString *error,
    const WriteOptions &options = {});
bool writeFileAtomically(
    const QString &path, const QByteArray &bytes, QString *error, const WriteOptions &options = {});

// What stands at `path` when it is something a writer must not write through: "a character
// device", "a FIFO", "a symbolic link", ... (translated). Empty when `path` is a regular file or
// does not exist. Symlinks are described as such unless followSymlinks, then by their target.
QString unexpectedFileKind(const QString &path, bool followSymlinks);

// The bytes of a regular file of at most maxBytes, read without ever blocking: opened with
// O_NONBLOCK and O_NOFOLLOW (a FIFO or link put at the path is never waited on or followed) and
// refused unless the open descriptor is a regular file. std::nullopt when the file is missing,
// refused or unreadable; *error (when given) then names the file and says why ("/x/watched.txt:
// it is a FIFO (named pipe), not a regular file; it was not read"), and stays empty for a file
// that does not exist. *size gets the file's size (-1 when it is no regular file).
std::optional<QByteArray> readRegularFile(
    const QString &path, qint64 maxBytes, QString *error = nullptr, qint64 *size = nullptr);

// Why a path that does not exist as a file is a symbolic link that leads nowhere, translated: "is
// a symbolic link that loops back on itself" (or through others), "is a symbolic link to
// /x/gone.json, which does not exist"; empty when path is no symbolic link (then "no such file"
// is the truth). The readers say this instead of "no such file" for a link.
QString brokenLinkReason(const QString &path);

// Moves what stands at `path` (the node or the link itself, never its target) out of the way, to
// "<path>.set-aside" (or .set-aside-2, ...), and returns that name; empty with *error on failure.
QString setAside(const QString &path, QString *error = nullptr);

} // namespace pith::io

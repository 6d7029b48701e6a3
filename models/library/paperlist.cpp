// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/library/paperlist.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace pith::library {

QStringList parsePaperList(const QByteArray &text)
{
    QStringList ids;
    for (const QByteArray &rawLine : text.split('\n')) {
        QString line = QString::fromUtf8(rawLine);
        if (const qsizetype hash = line.indexOf(u'#'); hash >= 0)
            line.truncate(hash);
        line = line.trimmed();
        if (!line.isEmpty())
            ids << line;
    }
    return ids;
}

QStringList readPaperList(const QString &path, QString *error)
{
    // A list is a few thousand lines at most; anything far larger is not one, and a FIFO or a
    // device is never waited on.
    constexpr qint64 kMaxListBytes = 16 * 1024 * 1024;
    const QFileInfo info(path);
    const QString name = QDir::toNativeSeparators(path);
    auto fail = [&](const QString &message) {
        if (error)
            *error = name + u": "_s + message;
        return QStringList();
    };
    if (info.isDir())
        return fail(QCoreApplication::translate("pith::library", "is a folder, not a list"));
    if (info.exists() && !info.isFile())
        return fail(QCoreApplication::translate("pith::library", "is not a regular file"));
    if (info.size() > kMaxListBytes)
        return fail(QCoreApplication::translate(
            "pith::library", "too large for a list of papers (%1 bytes)")
                        .arg(info.size()));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.errorString());
    return parsePaperList(file.read(kMaxListBytes));
}

} // namespace pith::library

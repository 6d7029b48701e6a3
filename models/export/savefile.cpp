// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/export/savefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace pith::exporting {

namespace {

class SaveText
{
    Q_DECLARE_TR_FUNCTIONS(SaveText)

public:
    static QString cannot(const QString &path, const QString &reason)
    {
        //: %1 is a file path, %2 the reason, e.g. "Permission denied"
        return tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
    }
    static QString isInput() { return tr("that is the record being exported; choose another file"); }
    static QString isDirectory() { return tr("it is a directory"); }
    static QString noName() { return tr("no file name given"); }
};

bool sameFile(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    const QFileInfo fa(a), fb(b);
    const QString ca = fa.canonicalFilePath(), cb = fb.canonicalFilePath();
    if (!ca.isEmpty() && !cb.isEmpty())
        return ca == cb;
    return fa.absoluteFilePath() == fb.absoluteFilePath();
}

} // namespace

bool saveToFile(const QString &path, const std::function<bool(QIODevice *, QString *)> &write, QString *error,
                const QString &protectedPath)
{
    auto fail = [&](const QString &reason) {
        if (error)
            *error = SaveText::cannot(path, reason);
        return false;
    };
    if (path.isEmpty()) {
        if (error)
            *error = SaveText::noName();
        return false;
    }
    if (QFileInfo(path).isDir())
        return fail(SaveText::isDirectory());
    if (sameFile(path, protectedPath))
        return fail(SaveText::isInput());

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    QString reason;
    if (!write(&file, &reason)) {
        file.cancelWriting();
        return fail(reason.isEmpty() ? file.errorString() : reason);
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

} // namespace pith::exporting

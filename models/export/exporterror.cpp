// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/export/exporterror.h"

namespace pith::exporting {

QString ExportText::writeFailed(const QIODevice *device)
{
    const QString reason = device ? device->errorString() : QString();
    if (reason.isEmpty())
        return tr("writing failed");
    //: %1 is the system's reason, e.g. "No space left on device"
    return tr("writing failed: %1").arg(reason);
}

QString ExportText::cancelled() { return tr("the export was cancelled"); }

QString ExportText::sourceUnreadable(const QString &why)
{
    //: %1 why, e.g. "changed on disk since it was opened: open it again to see the record as
    //: it is now"
    return tr("the record's file %1; nothing was written").arg(why);
}

bool writeAll(QIODevice *device, const QByteArray &bytes, QString *error)
{
    if (device->write(bytes) == bytes.size())
        return true;
    if (error)
        *error = ExportText::writeFailed(device);
    return false;
}

} // namespace pith::exporting

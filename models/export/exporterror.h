// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QIODevice>
#include <QString>

namespace pith::exporting {

// Translated messages shared by the writers.
class ExportText {
    Q_DECLARE_TR_FUNCTIONS(ExportText)

public:
    static QString writeFailed(const QIODevice *device);
    static QString cancelled();
    // An observation's bytes could not be read again from the record's file (why: as
    // Observation::rawJsonProblem() says it).
    static QString sourceUnreadable(const QString &why);
};

// Writes all of bytes or sets *error; for the writers' inner loops.
bool writeAll(QIODevice *device, const QByteArray &bytes, QString *error);

} // namespace pith::exporting

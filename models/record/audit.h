// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QList>
#include <QString>

namespace pith {

struct Finding {
    enum class Severity { Error, Warning };
    Severity severity = Severity::Error;
    QString code; // stable, e.g. "state-count-mismatch"
    QString message; // names the numbers that disagree
    QString pointer; // where in the record, when one place is to blame
    QString text; // the message in the program's language ("" for findings made by hand: message)

    QString displayText() const { return text.isEmpty() ? message : text; }

    QString severityName() const
    {
        return severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning");
    }
};

// Checks every consistency rule of record-format.md ("Consistency a reviewer expects to hold").
QList<Finding> auditRecord(const Record &record);

bool hasErrors(const QList<Finding> &findings);

} // namespace pith

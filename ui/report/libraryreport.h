// SPDX-License-Identifier: GPL-3.0-or-later
// The library report (issue 20): one line per record (verdict, counts, review progress), the
// totals, then the selected observations with their paper, as a PDF. QtGui only: the CLI's
// `export FOLDER|LIST --format pdf` writes it.
#pragma once

#include "models/library/libraryexport.h"
#include "models/library/recordsummary.h"

#include <QCoreApplication>
#include <QIODevice>

#include <optional>

namespace pith::ui {

struct LibraryReportInput {
    QString location; // the folder or list
    QString query; // the filter used, "" for none
    struct Line {
        QString name; // the file's name or the list's line
        std::optional<library::RecordSummary> summary; // none: it could not be read
        QString error;
    };
    QList<Line> records;
    QList<const Observation *> observations; // the selected ones, in order
    const library::LibraryFacts *facts = nullptr; // which record (and review) each belongs to
    int totalObservations = 0;
};

class LibraryReport {
    Q_DECLARE_TR_FUNCTIONS(pith::ui::LibraryReport)

public:
    // Writes the report as PDF to device (A4/Letter by locale). Needs a QGuiApplication.
    static bool writePdf(QIODevice *device, const LibraryReportInput &input, QString *error);
};

} // namespace pith::ui

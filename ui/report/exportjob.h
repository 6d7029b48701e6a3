// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/export/selection.h"
#include "ui/report/reportinput.h"

#include <QString>

#include <optional>

namespace pith::ui {

enum class ExportFormat { Csv, Json, Pdf };

QString formatSuffix(ExportFormat format); // "csv", "json", "pdf"
std::optional<ExportFormat> formatFromName(
    const QString &name); // "csv"/"json"/"pdf", case-insensitive

struct ExportOptions {
    ExportFormat format = ExportFormat::Csv;
    bool bom = false; // CSV only
};

// Writes input in the format to path through pith::io::writeFileAtomically (every write
// checked, no half file on failure, an existing file kept as it was, never the record's own file
// nor a device, FIFO or socket). PDF needs a QGuiApplication. The window's dialog and the CLI
// both use this.
bool exportToFile(const QString &path, const ReportInput &input, const ExportOptions &options,
    QString *error, const exporting::Progress &progress = {});
// The same export into `device` (the CLI's `-o -`: standard output).
bool exportToDevice(QIODevice *device, const ReportInput &input, const ExportOptions &options,
    QString *error, const exporting::Progress &progress = {});

} // namespace pith::ui

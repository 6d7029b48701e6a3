// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/export/selection.h"
#include "ui/report/reportinput.h"

#include <QString>

#include <optional>

namespace pith::ui {

enum class ExportFormat { Csv, Json, Pdf };

QString formatSuffix(ExportFormat format); // "csv", "json", "pdf"
std::optional<ExportFormat> formatFromName(const QString &name); // "csv"/"json"/"pdf", case-insensitive

struct ExportOptions
{
    ExportFormat format = ExportFormat::Csv;
    bool bom = false; // CSV only
};

// Writes input in the format to path through QSaveFile (no half file on failure, never the
// record's own file). PDF needs a QGuiApplication. The window's dialog and the CLI both use this.
bool exportToFile(const QString &path, const ReportInput &input, const ExportOptions &options, QString *error,
                  const exporting::Progress &progress = {});

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/exportjob.h"

#include "models/export/csvwriter.h"
#include "models/export/jsonwriter.h"
#include "models/io/atomicfile.h"
#include "models/record/verdict.h"
#include "ui/report/reportrenderer.h"

#include <QCoreApplication>

namespace pith::ui {

QString formatSuffix(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Csv:
        return QStringLiteral("csv");
    case ExportFormat::Json:
        return QStringLiteral("json");
    case ExportFormat::Pdf:
        return QStringLiteral("pdf");
    }
    return {};
}

std::optional<ExportFormat> formatFromName(const QString &name)
{
    for (ExportFormat f : { ExportFormat::Csv, ExportFormat::Json, ExportFormat::Pdf }) {
        if (name.compare(formatSuffix(f), Qt::CaseInsensitive) == 0)
            return f;
    }
    return std::nullopt;
}

bool exportToDevice(QIODevice *device, const ReportInput &input, const ExportOptions &options,
    QString *reason, const exporting::Progress &progress)
{
    if (!input.record) {
        if (reason)
            *reason = QCoreApplication::translate(
                "pith::ui::ReportRenderer", "there is no record to export");
        return false;
    }
    const Record &record = *input.record;
    switch (options.format) {
    case ExportFormat::Csv: {
        exporting::CsvOptions csv;
        csv.bom = options.bom;
        csv.verdict = verdictName(recordVerdict(record).level);
        // The review's columns, then the integrity findings' (as in pith-ledger-cli export).
        const auto review = input.review;
        const IntegrityJoinPtr join = input.integrity;
        if (review)
            csv.extraColumns += review::csvColumns();
        if (join)
            csv.extraColumns += integrityCsvColumns();
        if (review || join) {
            csv.extraValues = [review, join](const Observation &o) {
                QStringList values;
                if (review)
                    values += review::csvFields(*review, o);
                if (join)
                    values += integrityCsvValues(*join, o);
                return values;
            };
        }
        return exporting::writeCsv(
            device, exporting::observationsForRows(record, input.rows), csv, reason, progress);
    }
    case ExportFormat::Json: {
        exporting::JsonExportInfo info;
        info.query = input.query;
        info.allRows = input.allRows;
        info.exportedAt = input.exportedAt;
        return exporting::writeJson(device, record,
            exporting::observationsForRows(record, input.rows), info, reason, progress);
    }
    case ExportFormat::Pdf:
        return writePdf(device, input, reason, progress);
    }
    return false;
}

bool exportToFile(const QString &path, const ReportInput &input, const ExportOptions &options,
    QString *error, const exporting::Progress &progress)
{
    if (!input.record) {
        if (error)
            *error = QCoreApplication::translate(
                "pith::ui::ReportRenderer", "there is no record to export");
        return false;
    }
    const auto writer = [&](QIODevice *device, QString *reason) -> bool {
        return exportToDevice(device, input, options, reason, progress);
    };
    io::WriteOptions write;
    write.protectedPath = input.sourcePath;
    return io::writeFileAtomically(path, writer, error, write);
}

} // namespace pith::ui

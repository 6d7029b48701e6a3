// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/export/selection.h"
#include "ui/report/reportinput.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QLocale>
#include <QPageSize>
#include <QPagedPaintDevice>

namespace pith::ui {

// The printed report: title block, integrity verdict, coverage lanes, resolution breakdown,
// the table of the selected observations (header repeated on every page), and a footer with
// the query, the context digest, the program version, the export time and "Page n of m".
// The same renderer draws the PDF, the printout and the print preview.
class ReportRenderer {
    Q_DECLARE_TR_FUNCTIONS(pith::ui::ReportRenderer)

public:
    explicit ReportRenderer(ReportInput input);

    // Draws every page on device (a QPdfWriter or QPrinter; the page layout is the device's).
    // Returns false with a reason when the device cannot be painted on or progress cancels.
    bool render(
        QPagedPaintDevice *device, QString *error, const exporting::Progress &progress = {}) const;

    // Number of pages render() draws on device.
    int pageCount(QPagedPaintDevice *device) const;

private:
    ReportInput m_input;
};

// Letter for the territories that use it (US, CA, MX and the others CLDR lists), else A4.
QPageSize::PageSizeId paperSizeForLocale(const QLocale &locale = QLocale());

// Writes the report as PDF to device (A4/Letter by locale). Needs a QGuiApplication.
bool writePdf(QIODevice *device, const ReportInput &input, QString *error,
    const exporting::Progress &progress = {});

} // namespace pith::ui

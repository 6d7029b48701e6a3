// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/report/reportinput.h"

class QPrinter;
class QWidget;

namespace pith::ui {

// File > Print: a print dialog, then the report on the chosen printer. Modal.
void printReport(QWidget *parent, const ReportInput &input);

// File > Print Preview: a QPrintPreviewDialog drawing with the same renderer. Modal.
void previewReport(QWidget *parent, const ReportInput &input);

// Draws the report on an already configured printer (used by both of the above); false on error.
bool renderOnPrinter(QPrinter *printer, const ReportInput &input, QString *error);

// The same with a window-modal progress dialog over parent (object name "printProgress": rows
// drawn, Cancel), shown once drawing has taken showAfterMs: a selection of thousands of pages.
// Cancel aborts the print run: false with the renderer's "cancelled" reason, *cancelled true;
// printed to a PDF file, the file is removed (the pages drawn before Cancel).
bool renderOnPrinterWithProgress(QWidget *parent, QPrinter *printer, const ReportInput &input,
    QString *error, bool *cancelled, int showAfterMs = 500);

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/reportdialogs/printing.h"

#include "ui/report/reportrenderer.h"

#include <QFile>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressDialog>

namespace pith::ui {

namespace {

void preparePrinter(QPrinter &printer, const ReportInput &input)
{
    printer.setPageSize(QPageSize(paperSizeForLocale(QLocale::system())));
    printer.setPageMargins(QMarginsF(15, 14, 15, 12), QPageLayout::Millimeter);
    if (input.record)
        printer.setDocName(input.record->paper.title.simplified());
}

void showError(QWidget *parent, const QString &reason)
{
    QMessageBox box(QMessageBox::Warning,
        QCoreApplication::translate("pith::ui::ReportRenderer", "Printing failed"),
        QCoreApplication::translate("pith::ui::ReportRenderer", "The report could not be printed."),
        QMessageBox::Ok, parent);
    box.setInformativeText(reason);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

} // namespace

bool renderOnPrinter(QPrinter *printer, const ReportInput &input, QString *error)
{
    return ReportRenderer(input).render(printer, error);
}

bool renderOnPrinterWithProgress(QWidget *parent, QPrinter *printer, const ReportInput &input,
    QString *error, bool *cancelled, int showAfterMs)
{
    *cancelled = false;
    QProgressDialog dialog(QCoreApplication::translate("pith::ui::ReportRenderer",
                               "Drawing the report for the printer\u2026"),
        QCoreApplication::translate("pith::ui::ReportRenderer", "Cancel"), 0, 100, parent);
    dialog.setObjectName(QStringLiteral("printProgress"));
    dialog.setWindowTitle(QCoreApplication::translate("pith::ui::ReportRenderer", "Printing"));
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(showAfterMs);
    dialog.setAutoReset(false);
    dialog.setValue(0);
    const bool ok = ReportRenderer(input).render(printer, error, [&](qint64 done, qint64 total) {
        dialog.setValue(total > 0 ? int(done * 100 / total) : 100);
        //: the print progress dialog: %1 and %2 observation counts
        dialog.setLabelText(QCoreApplication::translate(
            "pith::ui::ReportRenderer", "Drawing the report for the printer: %1 of %2 observations")
                                .arg(done)
                                .arg(total));
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        if (!dialog.wasCanceled())
            return true;
        printer->abort(); // the pages drawn so far go nowhere
        *cancelled = true;
        return false;
    });
    dialog.close();
    // Printing to a PDF file (the print dialog's "Print to File") writes the pages as they are
    // drawn, and QPrinter::abort() leaves what was written: a cancelled run must leave no file.
    if (*cancelled && printer->outputFormat() == QPrinter::PdfFormat
        && !printer->outputFileName().isEmpty())
        QFile::remove(printer->outputFileName());
    return ok;
}

void printReport(QWidget *parent, const ReportInput &input)
{
    QPrinter printer(QPrinter::HighResolution);
    preparePrinter(printer, input);
    QPrintDialog dialog(&printer, parent);
    dialog.setWindowTitle(QCoreApplication::translate("pith::ui::ReportRenderer", "Print Report"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    bool cancelled = false;
    if (!renderOnPrinterWithProgress(parent, &printer, input, &error, &cancelled) && !cancelled)
        showError(parent, error);
}

void previewReport(QWidget *parent, const ReportInput &input)
{
    QPrinter printer(QPrinter::HighResolution);
    preparePrinter(printer, input);
    QPrintPreviewDialog dialog(&printer, parent);
    dialog.setWindowTitle(QCoreApplication::translate("pith::ui::ReportRenderer", "Print Preview"));
    QString error;
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog,
        [&](QPrinter *p) { renderOnPrinter(p, input, &error); });
    dialog.exec();
    if (!error.isEmpty())
        showError(parent, error);
}

} // namespace pith::ui

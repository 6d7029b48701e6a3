// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/reportdialogs/printing.h"

#include "ui/report/reportrenderer.h"

#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>

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

void printReport(QWidget *parent, const ReportInput &input)
{
    QPrinter printer(QPrinter::HighResolution);
    preparePrinter(printer, input);
    QPrintDialog dialog(&printer, parent);
    dialog.setWindowTitle(QCoreApplication::translate("pith::ui::ReportRenderer", "Print Report"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!renderOnPrinter(&printer, input, &error))
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

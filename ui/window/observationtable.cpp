// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/observationtable.h"

#include "models/export/csvwriter.h"
#include "models/items/displaytext.h"
#include "models/items/observationmodel.h"

#include <QHeaderView>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QScopeGuard>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>

namespace pith::ui {

namespace {

constexpr int kFitSampleRows = 250; // fitTableColumns()

QString cellText(const QModelIndex &index, bool raw)
{
    const QVariant value = index.data(ObservationModel::FullTextRole);
    QString t = value.toString();
    // numbers stay numbers (a negative one too), as in the CSV export
    if (!raw && value.typeId() == QMetaType::QString && exporting::startsFormula(t))
        t.prepend(u'\'');
    // A value with a tab or line break would split the row or the line.
    t.replace(u'\t', u' ');
    t.replace(u'\n', u' ');
    t.replace(u'\r', u' ');
    return t;
}

} // namespace

ObservationTable::ObservationTable(QWidget *parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("observationTable"));
    setAccessibleName(tr("Observations"));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setTextElideMode(Qt::ElideRight);
    setContextMenuPolicy(Qt::CustomContextMenu);
    // Tab moves on to the detail pane; the arrow keys walk the cells.
    setTabKeyNavigation(false);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setSectionsMovable(true);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setStretchLastSection(false);
    horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(
        horizontalHeader(), &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
            QMenu *menu = createHeaderMenu(this);
            menu->setAttribute(Qt::WA_DeleteOnClose);
            menu->popup(horizontalHeader()->viewport()->mapToGlobal(pos));
        });
    connect(this, &QTableView::doubleClicked, this,
        [this](const QModelIndex &index) { emit openRequested(index, false); });
}

QList<int> ObservationTable::selectedProxyRows() const
{
    QList<int> rows;
    if (!selectionModel())
        return rows;
    for (const QModelIndex &i : selectionModel()->selectedRows())
        rows.append(i.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

QString ObservationTable::selectedRowsTsv(bool raw) const
{
    const QList<int> rows = selectedProxyRows();
    if (rows.isEmpty() || !model())
        return {};
    QList<int> columns;
    const QHeaderView *h = horizontalHeader();
    for (int visual = 0; visual < h->count(); ++visual) {
        const int logical = h->logicalIndex(visual);
        if (!h->isSectionHidden(logical))
            columns.append(logical);
    }
    QStringList lines;
    QStringList header;
    for (int c : columns)
        header.append(model()->headerData(c, Qt::Horizontal).toString());
    lines.append(header.join(u'\t'));
    for (int r : rows) {
        QStringList cells;
        for (int c : columns)
            cells.append(cellText(model()->index(r, c), raw));
        lines.append(cells.join(u'\t'));
    }
    return lines.join(u'\n') + u'\n';
}

void ObservationTable::setStretchColumn(int column)
{
    m_stretchColumn = column;
    QHeaderView *h = horizontalHeader();
    for (int c = 0; c < h->count(); ++c)
        h->setSectionResizeMode(c, c == column ? QHeaderView::Stretch : QHeaderView::Interactive);
}

void ObservationTable::setDefaultHiddenColumns(const QList<int> &columns)
{
    m_defaultHidden = columns;
}

void ObservationTable::setDefaultColumnOrder(const QList<int> &logicalColumns)
{
    m_defaultOrder = logicalColumns;
    applyDefaultOrder();
}

void ObservationTable::applyDefaultOrder()
{
    QHeaderView *h = horizontalHeader();
    QList<int> order;
    for (int c : std::as_const(m_defaultOrder)) {
        if (c >= 0 && c < h->count() && !order.contains(c))
            order.append(c);
    }
    for (int c = 0; c < h->count(); ++c) {
        if (!order.contains(c))
            order.append(c);
    }
    for (int visual = 0; visual < order.size(); ++visual)
        h->moveSection(h->visualIndex(order[visual]), visual);
}

void fitTableColumns(QTableView *view, int stretchColumn)
{
    QHeaderView *h = view->horizontalHeader();
    if (!view->model())
        return;
    // A wide value (a long DOI, a hostile resolver name) is elided past this; its tooltip and the
    // detail pane have it whole.
    const int cap = view->fontMetrics().averageCharWidth() * 32;
    // Measured on the rows shown and those around them, 250 in all (Qt's default is 1,000): every
    // cell measured lays out its text, and 1,000 rows of a new record's columns took a third of
    // the window's longest block. The header's own resize-to-contents keeps Qt's precision.
    const int precision = h->resizeContentsPrecision();
    // (-1, every row, is more than that too)
    h->setResizeContentsPrecision(
        precision < 0 || precision > kFitSampleRows ? kFitSampleRows : precision);
    const auto restore = qScopeGuard([h, precision] { h->setResizeContentsPrecision(precision); });
    for (int c = 0; c < h->count(); ++c) {
        h->setSectionResizeMode(
            c, c == stretchColumn ? QHeaderView::Stretch : QHeaderView::Interactive);
        if (c == stretchColumn || h->isSectionHidden(c))
            continue;
        // The header's own text always shows in full; an empty column stays that narrow.
        const int header = h->sectionSizeHint(c);
        // QTableView's override is protected; QAbstractItemView's is public.
        const int content = static_cast<const QAbstractItemView *>(view)->sizeHintForColumn(c);
        h->resizeSection(c, std::max(header, std::min(content, cap)));
    }
}

void ObservationTable::fitColumns()
{
    fitTableColumns(this, m_stretchColumn);
    // A new record starts at the first column, not where the last one was scrolled to.
    horizontalScrollBar()->setValue(horizontalScrollBar()->minimum());
}

QMenu *ObservationTable::createHeaderMenu(QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("columnMenu"));
    QHeaderView *h = horizontalHeader();
    int shown = 0;
    for (int c = 0; c < h->count(); ++c)
        shown += h->isSectionHidden(c) ? 0 : 1;
    for (int visual = 0; model() && visual < h->count(); ++visual) {
        const int c = h->logicalIndex(visual);
        QAction *a = menu->addAction(
            plain::mnemonicSafe(model()->headerData(c, Qt::Horizontal).toString()));
        a->setObjectName(QStringLiteral("columnAction_%1").arg(c));
        a->setCheckable(true);
        a->setChecked(!h->isSectionHidden(c));
        // The last shown column stays: a table without columns cannot be right-clicked back.
        a->setEnabled(h->isSectionHidden(c) || shown > 1);
        connect(a, &QAction::toggled, this, [this, c](bool on) { setColumnShown(c, on); });
    }
    menu->addSeparator();
    QAction *reset = menu->addAction(tr("&Reset Columns"), this, &ObservationTable::resetColumns);
    reset->setObjectName(QStringLiteral("resetColumnsAction"));
    return menu;
}

void ObservationTable::setColumnShown(int column, bool shown)
{
    QHeaderView *h = horizontalHeader();
    if (column < 0 || column >= h->count() || h->isSectionHidden(column) == !shown)
        return;
    h->setSectionHidden(column, !shown);
    if (shown)
        fitColumns();
    emit columnsChanged();
}

void ObservationTable::resetColumns()
{
    QHeaderView *h = horizontalHeader();
    applyDefaultOrder();
    for (int c = 0; c < h->count(); ++c)
        h->setSectionHidden(c, m_defaultHidden.contains(c));
    setStretchColumn(m_stretchColumn);
    fitColumns();
    emit columnsChanged();
}

void ObservationTable::scrollToOffsets(int y, int x)
{
    // The scroll bars' ranges follow the rows only after a layout, which a reset postpones.
    updateGeometries();
    verticalScrollBar()->setValue(y);
    horizontalScrollBar()->setValue(x);
}

bool ObservationTable::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QModelIndex index = indexAt(help->pos());
        const QString text = index.isValid() ? index.data(Qt::DisplayRole).toString() : QString();
        if (text.isEmpty()) {
            QToolTip::hideText();
        } else {
            // Record text is data: the tooltip is forced to rich text with the value escaped.
            QToolTip::showText(
                help->globalPos(), plain::toolTip(text), viewport(), visualRect(index));
        }
        return true;
    }
    return QTableView::viewportEvent(event);
}

void ObservationTable::mousePressEvent(QMouseEvent *event)
{
    const QModelIndex index = indexAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && event->modifiers() == Qt::ControlModifier
        && index.isValid() && index.column() == ObservationModel::ArxivId) {
        emit openRequested(index, true);
        event->accept();
        return;
    }
    QTableView::mousePressEvent(event);
}

void ObservationTable::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        && currentIndex().isValid()) {
        emit openRequested(currentIndex(), event->modifiers().testFlag(Qt::ControlModifier));
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}

} // namespace pith::ui

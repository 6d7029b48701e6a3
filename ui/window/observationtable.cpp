// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/observationtable.h"

#include "models/items/observationmodel.h"
#include "ui/window/plaintext.h"

#include <QHeaderView>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QToolTip>

#include <algorithm>

namespace pith::ui {

namespace {

QString cellText(const QModelIndex &index)
{
    QString t = index.data(Qt::DisplayRole).toString();
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
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setSectionsMovable(true);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setStretchLastSection(false);
    connect(this, &QTableView::doubleClicked, this, [this](const QModelIndex &index) { emit openRequested(index, false); });
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

QString ObservationTable::selectedRowsTsv() const
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
            cells.append(cellText(model()->index(r, c)));
        lines.append(cells.join(u'\t'));
    }
    return lines.join(u'\n') + u'\n';
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
            QToolTip::showText(help->globalPos(), plain::toolTip(text), viewport(), visualRect(index));
        }
        return true;
    }
    return QTableView::viewportEvent(event);
}

void ObservationTable::mousePressEvent(QMouseEvent *event)
{
    const QModelIndex index = indexAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && event->modifiers() == Qt::ControlModifier && index.isValid()
        && index.column() == ObservationModel::ArxivId) {
        emit openRequested(index, true);
        event->accept();
        return;
    }
    QTableView::mousePressEvent(event);
}

void ObservationTable::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && currentIndex().isValid()) {
        emit openRequested(currentIndex(), event->modifiers().testFlag(Qt::ControlModifier));
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}

} // namespace pith::ui

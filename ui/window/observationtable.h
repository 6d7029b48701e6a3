// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableView>

class QMenu;

namespace pith::ui {

// The observation table: literal tooltips for long cells, Ctrl+click on the arXiv cell as
// "open in a new tab", Enter/double-click as "open here". Emits intents, does not fetch.
// The record table's way with columns, for any table: stretchColumn (-1: none) takes the width
// the others leave, which the user can resize; each other shown column is sized to its header and
// contents, a wide value capped (and elided) at about 32 characters.
void fitTableColumns(QTableView *view, int stretchColumn);

class ObservationTable final : public QTableView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ObservationTable)

public:
    explicit ObservationTable(QWidget *parent = nullptr);

    // The selected rows (proxy rows, in view order).
    QList<int> selectedProxyRows() const;
    // Selected rows as tab-separated text: a header line, then one line per row, visible
    // columns in their visual order. A text cell that a spreadsheet would run as a formula gets a
    // leading apostrophe, as in the CSV export, unless raw.
    QString selectedRowsTsv(bool raw = false) const;

    // The column that takes the width the others leave (-1: none).
    void setStretchColumn(int column);
    // Columns hidden until the user shows them (and again after "Reset Columns").
    void setDefaultHiddenColumns(const QList<int> &columns);
    // The columns' visual order (logical indexes, left to right) until the user moves them, and
    // again after "Reset Columns"; applied at once. Columns not listed keep the model's order
    // after.
    void setDefaultColumnOrder(const QList<int> &logicalColumns);
    // Sizes every shown column but the stretching one to its header and contents (wide values
    // are capped and elided), and scrolls back to the first column.
    void fitColumns();
    // The header's context menu: a checkable entry per column of the model, and "Reset Columns".
    QMenu *createHeaderMenu(QWidget *parent);
    void setColumnShown(int column, bool shown);
    void resetColumns();
    // Scrolls to these scroll bar values once the rows are laid out (history restores a page).
    void scrollToOffsets(int y, int x);

signals:
    void openRequested(const QModelIndex &proxyIndex, bool newTab);
    // The user showed, hid or reset columns (the layout is worth saving).
    void columnsChanged();

protected:
    bool viewportEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    int m_stretchColumn = -1;
    QList<int> m_defaultHidden;
    QList<int> m_defaultOrder;
    void applyDefaultOrder();
};

} // namespace pith::ui

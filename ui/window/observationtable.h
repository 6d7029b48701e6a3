// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableView>

namespace pith::ui {

// The observation table: literal tooltips for long cells, Ctrl+click on the arXiv cell as
// "open in a new tab", Enter/double-click as "open here". Emits intents, does not fetch.
class ObservationTable final : public QTableView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ObservationTable)

public:
    explicit ObservationTable(QWidget *parent = nullptr);

    // The selected rows (proxy rows, in view order).
    QList<int> selectedProxyRows() const;
    // Selected rows as tab-separated text: a header line, then one line per row, visible
    // columns in their visual order.
    QString selectedRowsTsv() const;

signals:
    void openRequested(const QModelIndex &proxyIndex, bool newTab);

protected:
    bool viewportEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
};

} // namespace pith::ui

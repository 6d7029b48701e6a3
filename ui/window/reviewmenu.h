// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;
class QMenu;

namespace pith::ui {

class RecordView;

// The window's review actions (issue 19): File > Save Review As / Open Review, Edit > Undo /
// Redo (Ctrl+Z, Ctrl+Shift+Z) and the Review menu with the decisions (keys 1-5 on the table),
// all acting on the current tab's review.
class ReviewMenu final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReviewMenu)

public:
    // Adds its entries to fileMenu (before fileBefore), editMenu (at the top) and a Review menu
    // in the menu bar before menuBefore.
    ReviewMenu(QMainWindow *window, QMenu *fileMenu, QAction *fileBefore, QMenu *editMenu,
        QMenu *menuBefore);

    void setView(RecordView *view);
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QAction *saveAsAction() const { return m_saveAs; }
    QAction *openAction() const { return m_open; }
    QMenu *menu() const { return m_menu; }

private:
    void update();
    void saveAs();
    void open();

    QMainWindow *m_window;
    QPointer<RecordView> m_view;
    QMetaObject::Connection m_undoConnection;
    QAction *m_undo;
    QAction *m_redo;
    QAction *m_saveAs;
    QAction *m_open;
    QMenu *m_menu;
    QList<QAction *> m_decisions;
};

} // namespace pith::ui

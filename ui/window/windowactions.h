// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>

class QAction;
class QWidget;

namespace pith::ui {

// The main window's own actions, made in one place: text, icon, shortcuts, tooltip and object
// name (tests find them by it), the window-wide ones added to the window so that their shortcuts
// work while the focus is in a tab's widgets. What they do is the window's: MainWindow connects
// them. Their texts belong to the window's translation context.
struct WindowActions {
    Q_DECLARE_TR_FUNCTIONS(pith::ui::MainWindow)

public:
    explicit WindowActions(QWidget *window);

    QAction *open;
    QAction *openLocation;
    QAction *openSample;
    QAction *reload;
    QAction *exportRecord;
    QAction *print;
    QAction *printPreview;
    QAction *closeTab;
    QAction *quit;
    QAction *copy;
    QAction *find;
    QAction *clearFilter;
    QAction *preferences;
    QAction *nextUnresolved;
    QAction *prevUnresolved;
    QAction *back;
    QAction *forward;
    QAction *webPage;
    QAction *about;
    QAction *aboutQt;
    QAction *nextTab;
    QAction *previousTab;
    QList<QAction *> tabNumbers; // Alt+1 .. Alt+9 (the last tab)
};

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/windowactions.h"

#include <QAction>
#include <QApplication>
#include <QIcon>
#include <QKeySequence>
#include <QStyle>
#include <QWidget>

namespace pith::ui {

namespace {

QIcon themeIcon(const char *name, QStyle::StandardPixmap fallback)
{
    return QIcon::fromTheme(
        QString::fromLatin1(name), QApplication::style()->standardIcon(fallback));
}

} // namespace

WindowActions::WindowActions(QWidget *window)
{
    open = new QAction(
        themeIcon("document-open", QStyle::SP_DialogOpenButton), tr("&Open…"), window);
    open->setShortcut(QKeySequence::Open);
    open->setToolTip(tr("Open a record file (Ctrl+O)"));

    openLocation = new QAction(tr("Open &Location…"), window);
    openLocation->setShortcut(QKeySequence(tr("Ctrl+L")));
    openLocation->setToolTip(
        tr("Type an arXiv id, an arXiv or pith.science URL, or a file path (Ctrl+L)"));

    openSample = new QAction(tr("Open &Sample Record"), window);

    reload
        = new QAction(themeIcon("view-refresh", QStyle::SP_BrowserReload), tr("Reloa&d"), window);
    reload->setShortcuts({ QKeySequence::Refresh, QKeySequence(tr("Ctrl+R")) });
    reload->setToolTip(tr("Read the record again (F5, Ctrl+R)"));

    exportRecord = new QAction(
        themeIcon("document-save-as", QStyle::SP_DialogSaveButton), tr("&Export…"), window);
    exportRecord->setShortcut(QKeySequence(tr("Ctrl+E")));
    print = new QAction(themeIcon("document-print", QStyle::SP_FileIcon), tr("&Print…"), window);
    print->setShortcut(QKeySequence::Print);
    printPreview = new QAction(tr("Print Pre&view…"), window);
    exportRecord->setToolTip(
        tr("Export the shown rows or all of them as CSV, JSON or PDF (Ctrl+E)"));

    closeTab = new QAction(tr("&Close Tab"), window);
    // Ctrl+W on every platform (some key schemes know only Ctrl+F4 as Close)
    QList<QKeySequence> closeKeys = QKeySequence::keyBindings(QKeySequence::Close);
    if (!closeKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_W)))
        closeKeys.prepend(QKeySequence(Qt::CTRL | Qt::Key_W));
    closeTab->setShortcuts(closeKeys);

    quit = new QAction(
        themeIcon("application-exit", QStyle::SP_DialogCloseButton), tr("&Quit"), window);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    copy = new QAction(themeIcon("edit-copy", QStyle::SP_FileIcon), tr("&Copy Rows"), window);
    copy->setShortcut(QKeySequence::Copy);
    copy->setToolTip(tr("Copy the selected rows as tab-separated text (Ctrl+C)"));

    find = new QAction(
        themeIcon("edit-find", QStyle::SP_FileDialogContentsView), tr("&Find…"), window);
    find->setShortcut(QKeySequence::Find);
    find->setToolTip(tr("Focus the filter (Ctrl+F)"));

    clearFilter = new QAction(tr("C&lear Filter"), window);
    clearFilter->setShortcut(QKeySequence(tr("Ctrl+Shift+F")));

    preferences = new QAction(themeIcon("preferences-system", QStyle::SP_FileDialogDetailedView),
        tr("&Preferences…"), window);
    preferences->setShortcut(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);

    nextUnresolved = new QAction(
        themeIcon("go-down", QStyle::SP_ArrowDown), tr("&Next Unresolved Reference"), window);
    nextUnresolved->setShortcut(QKeySequence(Qt::Key_F3));
    nextUnresolved->setToolTip(
        tr("Select the next shown reference that is not verified and not reviewed (F3)"));
    prevUnresolved = new QAction(
        themeIcon("go-up", QStyle::SP_ArrowUp), tr("&Previous Unresolved Reference"), window);
    prevUnresolved->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3));
    prevUnresolved->setToolTip(
        tr("Select the previous shown reference that is not verified and not reviewed "
           "(Shift+F3)"));

    back = new QAction(themeIcon("go-previous", QStyle::SP_ArrowBack), tr("&Back"), window);
    back->setShortcut(QKeySequence::Back);
    back->setToolTip(tr("Back to the previous record in this tab (Alt+Left)"));
    forward = new QAction(themeIcon("go-next", QStyle::SP_ArrowForward), tr("&Forward"), window);
    forward->setShortcut(QKeySequence::Forward);
    forward->setToolTip(tr("Forward to the next record in this tab (Alt+Right)"));

    webPage = new QAction(themeIcon("internet-web-browser", QStyle::SP_DriveNetIcon),
        tr("Open on pith.&science"), window);
    webPage->setToolTip(tr("Open this record's web page in the browser"));

    about = new QAction(tr("&About Pith Ledger"), window);
    about->setMenuRole(QAction::AboutRole);
    aboutQt = new QAction(tr("About &Qt"), window);
    aboutQt->setMenuRole(QAction::AboutQtRole);

    nextTab = new QAction(tr("Ne&xt Tab"), window);
    nextTab->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    previousTab = new QAction(tr("Pre&vious Tab"), window);
    previousTab->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    for (int i = 0; i < 9; ++i) {
        auto *a = new QAction(window);
        a->setObjectName(QStringLiteral("actionTab%1").arg(i + 1));
        a->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i)));
        window->addAction(a);
        tabNumbers.append(a);
    }

    const QList<QPair<QAction *, const char *>> names = {
        { nextTab, "actionNextTab" },
        { previousTab, "actionPreviousTab" },
        { open, "actionOpen" },
        { openLocation, "actionOpenLocation" },
        { openSample, "actionOpenSample" },
        { reload, "actionReload" },
        { exportRecord, "actionExport" },
        { print, "actionPrint" },
        { printPreview, "actionPrintPreview" },
        { closeTab, "actionCloseTab" },
        { quit, "actionQuit" },
        { copy, "actionCopy" },
        { find, "actionFind" },
        { clearFilter, "actionClearFilter" },
        { preferences, "actionPreferences" },
        { nextUnresolved, "actionNextUnresolved" },
        { prevUnresolved, "actionPreviousUnresolved" },
        { back, "actionBack" },
        { forward, "actionForward" },
        { webPage, "actionOpenWebPage" },
        { about, "actionAbout" },
        { aboutQt, "actionAboutQt" },
    };
    for (const auto &[action, name] : names)
        action->setObjectName(QString::fromLatin1(name));

    // Window-wide shortcuts also work while the focus is in a tab's widgets.
    for (QAction *a : { open, openLocation, reload, exportRecord, print, closeTab, quit, find,
             clearFilter, nextUnresolved, prevUnresolved, back, forward, copy, nextTab, previousTab,
             printPreview, preferences, webPage })
        window->addAction(a);
}

} // namespace pith::ui

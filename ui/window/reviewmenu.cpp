// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/reviewmenu.h"

#include "models/review/reviewfile.h"
#include "ui/window/recordview.h"
#include "ui/window/reviewcontroller.h"

#include <QAction>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace pith::ui {

namespace {
constexpr int kStatusTimeoutMs = 5000;
}

ReviewMenu::ReviewMenu(
    QMainWindow *window, QMenu *fileMenu, QAction *fileBefore, QMenu *editMenu, QMenu *menuBefore)
    : QObject(window)
    , m_window(window)
{
    m_undo = new QAction(QIcon::fromTheme(QStringLiteral("edit-undo")), tr("&Undo"), this);
    m_undo->setObjectName(QStringLiteral("actionUndoReview"));
    m_undo->setShortcut(QKeySequence::Undo);
    connect(m_undo, &QAction::triggered, this, [this] {
        if (m_view)
            m_view->reviewController()->review()->undo();
    });
    m_redo = new QAction(QIcon::fromTheme(QStringLiteral("edit-redo")), tr("&Redo"), this);
    m_redo->setObjectName(QStringLiteral("actionRedoReview"));
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)))
        redoKeys.prepend(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    m_redo->setShortcuts(redoKeys);
    connect(m_redo, &QAction::triggered, this, [this] {
        if (m_view)
            m_view->reviewController()->review()->redo();
    });
    QAction *firstEdit = editMenu->actions().value(0);
    editMenu->insertAction(firstEdit, m_undo);
    editMenu->insertAction(firstEdit, m_redo);
    editMenu->insertSeparator(firstEdit);

    m_saveAs = new QAction(tr("Save Revie&w As…"), this);
    m_saveAs->setObjectName(QStringLiteral("actionSaveReviewAs"));
    m_saveAs->setToolTip(tr("Write this record's review to a file, to hand it to a colleague; "
                            "your decisions are then kept there"));
    connect(m_saveAs, &QAction::triggered, this, &ReviewMenu::saveAs);
    m_open = new QAction(tr("Open Rev&iew…"), this);
    m_open->setObjectName(QStringLiteral("actionOpenReview"));
    m_open->setToolTip(tr("Take in a colleague's review of this paper: merged into yours"));
    connect(m_open, &QAction::triggered, this, &ReviewMenu::open);
    fileMenu->insertAction(fileBefore, m_saveAs);
    fileMenu->insertAction(fileBefore, m_open);
    fileMenu->insertSeparator(fileBefore);

    m_menu = new QMenu(tr("&Review"), window);
    m_menu->setObjectName(QStringLiteral("reviewMenu"));
    const QList<review::Decision> decisions = review::allDecisions();
    const char *const texts[] = {
        QT_TR_NOOP("Mark &Unreviewed"),
        QT_TR_NOOP("Mark &Confirmed"),
        QT_TR_NOOP("Mark Needs &Fix"),
        QT_TR_NOOP("Mark &Not Resolvable"),
        QT_TR_NOOP("Mark &Disputed"),
    };
    for (int i = 0; i < decisions.size(); ++i) {
        const review::Decision d = decisions.at(i);
        // The key works in the table (a window-wide 1 would take the digit from the filter).
        QAction *a = m_menu->addAction(tr(texts[i]) + u'\t' + QString::number(i + 1));
        a->setObjectName(QStringLiteral("menuReview_%1").arg(review::decisionKey(d)));
        connect(a, &QAction::triggered, this, [this, d] {
            if (m_view)
                m_view->reviewController()->decide(d);
        });
        m_decisions.append(a);
    }
    window->menuBar()->insertMenu(menuBefore->menuAction(), m_menu);
    for (QAction *a : { m_undo, m_redo })
        window->addAction(a);
    update();
}

void ReviewMenu::setView(RecordView *view)
{
    if (view == m_view)
        return;
    disconnect(m_undoConnection);
    m_view = view;
    if (view)
        m_undoConnection = connect(view->reviewController(), &ReviewController::undoStateChanged,
            this, &ReviewMenu::update);
    update();
}

void ReviewMenu::update()
{
    const review::Review *r = m_view ? m_view->reviewController()->review().get() : nullptr;
    m_undo->setEnabled(r && r->canUndo());
    m_redo->setEnabled(r && r->canRedo());
    //: tooltip of Edit > Undo: %1 what it undoes ("Decision "confirmed"")
    m_undo->setToolTip(r && r->canUndo() ? tr("Undo: %1").arg(r->undoText()) : QString());
    m_redo->setToolTip(r && r->canRedo() ? tr("Redo: %1").arg(r->redoText()) : QString());
    for (QAction *a : { m_saveAs, m_open })
        a->setEnabled(m_view != nullptr);
    for (QAction *a : std::as_const(m_decisions))
        a->setEnabled(m_view != nullptr);
}

void ReviewMenu::saveAs()
{
    if (!m_view)
        return;
    ReviewController *c = m_view->reviewController();
    const QString start = c->session() && !c->session()->path().isEmpty()
        ? c->session()->path()
        : review::reviewPathForPaper(c->review()->arxivId());
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save Review As"), start,
        tr("Pith Ledger reviews (*.review.json);;JSON files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!c->saveAs(path, &error)) {
        QMessageBox::warning(m_window, tr("Save Review As"),
            //: %1 why the review could not be written
            tr("The review was not saved: %1").arg(error));
        return;
    }
    m_window->statusBar()->showMessage(
        tr("Review saved in %1; your decisions are kept there from now on.")
            .arg(QDir::toNativeSeparators(path)),
        kStatusTimeoutMs);
}

void ReviewMenu::open()
{
    if (!m_view)
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Take In a Review"), QString(),
        tr("Pith Ledger reviews (*.review.json);;JSON files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_view->reviewController()->mergeFrom(path, m_window, &error))
        QMessageBox::warning(m_window, tr("Take In a Review"),
            //: %1 why the review file was refused (it names the file)
            tr("The review was not taken in: %1").arg(error));
}

} // namespace pith::ui

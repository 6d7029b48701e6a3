// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/colourrulesmenu.h"

#include "ui/paint/colourrulestyle.h"
#include "ui/paint/statusstyle.h"
#include "ui/report/factkinds.h"
#include "ui/window/colourrulesdialog.h"
#include "ui/window/recordview.h"
#include "ui/window/settings.h"

#include <QAction>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>

namespace pith::ui {

ColourRulesMenu::ColourRulesMenu(QMainWindow *window, Settings *settings, QMenu *viewMenu,
    std::function<QList<RecordView *>()> views, std::function<RecordView *()> currentView)
    : QObject(window)
    , m_window(window)
    , m_settings(settings)
    , m_views(std::move(views))
    , m_currentView(std::move(currentView))
{
    m_rowsAction
        = viewMenu->addAction(QCoreApplication::translate("pith::ui::MainWindow", "&Colour Rows"));
    m_rowsAction->setObjectName(QStringLiteral("actionColourRows"));
    m_rowsAction->setCheckable(true);
    m_rowsAction->setChecked(m_settings->colourRows());
    connect(m_rowsAction, &QAction::toggled, this, &ColourRulesMenu::setRowsColoured);
    m_rulesAction = viewMenu->addAction(
        QCoreApplication::translate("pith::ui::MainWindow", "Colouring &Rules…"), this,
        &ColourRulesMenu::showDialog);
    m_rulesAction->setObjectName(QStringLiteral("actionColourRules"));
    // The user's rules, or the defaults in colours for this palette.
    m_rules = m_settings->colourRules().value_or(
        DefaultColourRules::rules(isDarkPalette(window->palette())));
}

bool ColourRulesMenu::rowsColoured() const { return m_rowsAction->isChecked(); }

void ColourRulesMenu::apply(RecordView *view) const
{
    view->setColourRules(m_rules, m_rowsAction->isChecked());
}

void ColourRulesMenu::showDialog()
{
    if (auto *open = m_window->findChild<ColourRulesDialog *>()) {
        open->raise();
        open->activateWindow();
        return;
    }
    auto *dialog = new ColourRulesDialog(
        m_rules, DefaultColourRules::rules(isDarkPalette(m_window->palette())), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (RecordView *v = m_currentView())
        dialog->setCompletionFrom(v->filterBar()); // the record's values complete too
    connect(dialog, &ColourRulesDialog::rulesApplied, this, &ColourRulesMenu::setRules);
    dialog->open();
}

void ColourRulesMenu::setRules(const ColourRuleList &rules)
{
    if (const QString problem = ColourRules::check(rules, ui::everyFactKind());
        !problem.isEmpty()) {
        emit error(problem);
        return;
    }
    m_rules = rules;
    m_settings->setColourRules(rules);
    for (RecordView *v : m_views())
        v->setColourRules(m_rules, m_rowsAction->isChecked());
}

void ColourRulesMenu::setRowsColoured(bool shown)
{
    m_rowsAction->setChecked(shown);
    m_settings->setColourRows(shown);
    for (RecordView *v : m_views())
        v->setColourRules(m_rules, shown);
}

} // namespace pith::ui

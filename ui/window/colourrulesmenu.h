// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/items/colourrules.h"

#include <QObject>

#include <functional>

class QAction;
class QMainWindow;
class QMenu;

namespace pith::ui {

class RecordView;
class Settings;

// The window's colouring rules: View > Colour Rows and View > Colouring Rules (the dialog,
// non-modal), the rules in force (the user's from the settings, or the defaults in colours for
// the window's palette) and every tab coloured by them.
class ColourRulesMenu final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ColourRulesMenu)

public:
    // Adds its two entries to viewMenu. views() are the tabs to colour, currentView() the one
    // whose values the dialog completes.
    ColourRulesMenu(QMainWindow *window, Settings *settings, QMenu *viewMenu,
        std::function<QList<RecordView *>()> views, std::function<RecordView *()> currentView);

    const ColourRuleList &rules() const { return m_rules; }
    bool rowsColoured() const;
    // Checked against every kind of fact first; rules that are not valid are refused with
    // error() and change nothing.
    void setRules(const ColourRuleList &rules);
    void setRowsColoured(bool shown);
    void showDialog();
    // Colours a new tab as the others are.
    void apply(RecordView *view) const;

signals:
    void error(const QString &message);

private:
    QMainWindow *m_window;
    Settings *m_settings;
    std::function<QList<RecordView *>()> m_views;
    std::function<RecordView *()> m_currentView;
    QAction *m_rowsAction; // View > Colour Rows
    QAction *m_rulesAction; // View > Colouring Rules
    ColourRuleList m_rules;
};

} // namespace pith::ui

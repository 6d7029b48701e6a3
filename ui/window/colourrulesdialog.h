// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/items/colourrules.h"

#include <QDialog>
#include <QPointer>

class QCompleter;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QStringListModel;

namespace pith::ui {

class FilterBar;

// View > Colouring Rules (issue 23): the ordered rules (the first enabled one that matches
// colours a row), each with a name, a query checked as it is typed (the filter bar's parser and
// messages), a text and a background colour, and a check box to enable it. Reorder by drag or
// the Up/Down buttons; import and export the rules file; reset to the defaults. OK (or Apply)
// emits the rules; it is refused while a query is invalid.
//
// Child object names for tests: ruleList, nameEdit, queryEdit, queryErrorLabel,
// foregroundButton, backgroundButton, addButton, removeButton, upButton, downButton,
// importButton, exportButton, resetButton, messageLabel, buttonBox.
class ColourRulesDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ColourRulesDialog)

public:
    ColourRulesDialog(
        const ColourRuleList &rules, ColourRuleList defaults, QWidget *parent = nullptr);

    // The query field completes keys and values as this filter bar does (the current tab's, so
    // the record's values are offered); without one, keys and the format's values.
    void setCompletionFrom(const FilterBar *bar);
    QCompleter *completer() const { return m_completer; }

    ColourRuleList rules() const;
    void setRules(const ColourRuleList &rules);
    QListWidget *ruleList() const { return m_list; }

    // What the buttons do, without their file and colour dialogs.
    bool importFrom(const QString &path);
    bool exportTo(const QString &path);
    void moveCurrent(int delta);
    void setCurrentColours(const QColor &foreground, const QColor &background);
    void resetToDefaults();
    // The message under the list (a refused import or export, why OK is refused); empty if none.
    QString messageText() const;

    void accept() override;

signals:
    void rulesApplied(const pith::ColourRuleList &rules);

private:
    void addRule();
    void removeRule();
    void onCurrentChanged();
    void onNameEdited(const QString &text);
    void onQueryEdited(const QString &text);
    void updateCompletions();
    void insertCompletion(const QString &completion);
    void pickColour(bool foreground);
    void browseImport();
    void browseExport();
    bool apply();
    void updateItem(QListWidgetItem *item);
    void updateColourButtons();
    void updateButtons();
    void showMessage(const QString &text, bool error);
    QListWidgetItem *newItem(const ColourRule &rule);

    ColourRuleList m_defaults;
    // Every key a rule may name, whatever the tab has beside its record (ui/report/factkinds.h).
    const ObservationFactsList m_factKinds;
    QListWidget *m_list = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_query = nullptr;
    QLabel *m_queryError = nullptr;
    QPushButton *m_foreground = nullptr;
    QPushButton *m_background = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_up = nullptr;
    QPushButton *m_down = nullptr;
    QLabel *m_message = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPointer<const FilterBar> m_completionBar;
    FilterBar *m_ownBar = nullptr; // for completion without a tab: no record
    QCompleter *m_completer = nullptr;
    QStringListModel *m_completions = nullptr;
};

} // namespace pith::ui

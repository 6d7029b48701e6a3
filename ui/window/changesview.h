// SPDX-License-Identifier: GPL-3.0-or-later
// The Changes view (issue 21): every change between the copy a tab shows and the copy it is
// compared with, one row each (kind, direction, reference index, title, before, now), coloured
// by kind (ui/paint/changestyle.h), filtered by the observation table's own filter bar
// (`change:resolution`, `change:removed`, the record's keys, a review's), and the before/after
// of the selected change below. A window of its own, owned by its tab; it emits intents and
// HistoryTracker wires them.
#pragma once

#include "models/history/changefacts.h"
#include "models/record/record.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QTableView;
class QTextBrowser;

namespace pith::history {
class ChangeFilterProxy;
class ChangeTableModel;
} // namespace pith::history

namespace pith::ui {

class FilterBar;
class Settings;

class ChangesView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChangesView)

public:
    explicit ChangesView(QWidget *parent = nullptr);
    ~ChangesView() override;

    // The changes from older to newer; olderDate names the older copy ("9 Aug 2026").
    // otherFacts: the tab's other facts (a review, findings), whose keys the query may use.
    // canOpenOlder: whether the older copy is stored, so that it can be opened in a tab.
    void setChanges(std::shared_ptr<const history::ChangeFacts> facts, RecordPtr older,
        RecordPtr newer, const QString &olderDate, const ObservationFactsList &otherFacts,
        bool canOpenOlder);

    FilterBar *filterBar() const { return m_filterBar; }
    QTableView *table() const { return m_table; }
    history::ChangeTableModel *model() const { return m_model; }
    history::ChangeFilterProxy *proxy() const { return m_proxy; }
    // Selects the view's row (proxy order) and shows its before/after.
    void selectRow(int proxyRow);
    // The before/after of the selected change, as shown (plain text of the pane).
    QString beforeAfterText() const;

signals:
    // Select this observation of the newer copy in the tab.
    void selectInTabRequested(const QString &observationId);
    // Open the compared (older) copy read-only in a tab of its own.
    void openOlderRequested();

protected:
    // The before/after heading takes the kind's tint for the palette in force.
    void changeEvent(QEvent *event) override;

private:
    void updateDetail();
    int currentSourceRow() const;

    QLabel *m_sentence = nullptr;
    FilterBar *m_filterBar = nullptr;
    QTableView *m_table = nullptr;
    QTextBrowser *m_detail = nullptr;
    QPushButton *m_selectInTab = nullptr;
    QPushButton *m_openOlder = nullptr;
    history::ChangeTableModel *m_model = nullptr;
    history::ChangeFilterProxy *m_proxy = nullptr;
};

} // namespace pith::ui

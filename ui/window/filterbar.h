// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/items/observationfilter.h"
#include "models/record/record.h"

#include <QHash>
#include <QWidget>

#include <memory>

class QCompleter;
class QLabel;
class QLineEdit;
class QStringListModel;
class QTimer;
class QToolButton;
class QLayout;

namespace pith::ui {

class Settings;

// The query line edit, its inline parse error, facet buttons with live counts (which only edit
// the query text) and the "n of m shown" count. Emits the parsed filter; a malformed query keeps
// the last good filter in force.
class FilterBar final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FilterBar)

public:
    explicit FilterBar(QWidget *parent = nullptr);

    // Shows the facets of record and applies the current query to it (filterChanged follows).
    void setRecord(RecordPtr record);
    // The same over the observations of many records at once (a library's queue): the facets
    // count every record's observations, and a state held by any record is a known one. Over
    // many records of many rows the counts come in slices over turns of the event loop.
    void setRecords(QList<RecordPtr> records);
    // Facts kept beside the record (a review, integrity findings, ...) whose keys the query may
    // use; the current query is applied again with them.
    void setFacts(const ObservationFactsList &facts);
    const ObservationFactsList &facts() const { return m_facts; }
    // The facts' answers changed (a decision was taken): recount the facets.
    void factsChanged();
    QString query() const;
    // Replaces the text (as typing would) and applies it at once.
    void setQuery(const QString &text);
    void setShownCount(int shown, int total);
    void focusQuery();
    // Whether facet counts are still being gathered in slices (many records of many rows).
    bool isCountingFacets() const;
    QLineEdit *lineEdit() const { return m_edit; }
    bool hasError() const;
    QString errorText() const;
    // The query last applied: what the rows show while the text has an error.
    QString appliedQuery() const { return m_appliedText; }

    // Where saved filters are kept (not owned; without it the drop-down offers none).
    void setSettings(Settings *settings);
    // Saves the current query under name (replacing one of that name).
    void saveFilter(const QString &name);
    QToolButton *savedFiltersButton() const { return m_savedButton; }
    // Completion of keys and of the record's values for the term at the cursor.
    QCompleter *completer() const { return m_completer; }
    // The completions for the term that ends at cursor in text (keys, then the record's
    // values): what the bar offers as it is typed, for other editors of queries (the colouring
    // rules dialog). termAt() is that term; withCompletion() the text with it completed.
    QStringList completionsAt(const QString &text, int cursor) const;
    static QString termAt(const QString &text, int cursor);
    static QString withCompletion(
        const QString &text, int cursor, const QString &completion, int *newCursor = nullptr);
    // The widget Tab reaches after the last facet button.
    void setTabSuccessor(QWidget *next);

signals:
    void filterChanged(const pith::ObservationFilter &filter);
    // setFacts() gave another list, or factsChanged() said their answers changed.
    void factsUpdated();

protected:
    // Down in the query (with no completion open) goes to the rows, past the facets.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool isBig() const; // facets counted after it is shown
    class FacetCounting;
    struct Facet {
        QString key;
        QString value;
        QToolButton *button = nullptr;
        const ObservationFacts *facts = nullptr; // a facet of facts kept beside the record
    };

    void apply();
    void updateCompletions();
    void insertCompletion(const QString &completion);
    QStringList valuesFor(const QString &key) const;
    void rebuildSavedMenu();
    void askFilterName();
    void chainTabOrder();
    void rebuildFacets();
    void updateFacets();
    void countFacetSlice();
    void showFacetCounts(const QHash<QString, int> &counts, const QString &text);
    ObservationFilter::ParseResult parseQuery(const QString &text) const;
    void addFacetGroup(QLayout *layout, const QString &label, const QString &key,
        const QStringList &values, const ObservationFacts *facts = nullptr);

    QList<RecordPtr> m_records;
    qsizetype m_observationCount = 0;
    ObservationFactsList m_facts;
    QLineEdit *m_edit = nullptr;
    QLabel *m_error = nullptr;
    QLabel *m_count = nullptr;
    QWidget *m_facetBox = nullptr;
    QTimer *m_debounce = nullptr;
    QTimer *m_facetTimer = nullptr; // counts the facets of a big record after it is shown
    bool m_facetsPending = false;
    QTimer *m_countTimer = nullptr; // counts the facets of many records in slices
    std::shared_ptr<FacetCounting> m_counting;
    qsizetype m_countNext = 0; // the next record m_counting counts
    QList<Facet> m_facets;
    ObservationFilter m_applied;
    QString m_appliedText;
    Settings *m_settings = nullptr;
    QToolButton *m_savedButton = nullptr;
    QCompleter *m_completer = nullptr;
    QStringListModel *m_completions = nullptr;
    QWidget *m_tabSuccessor = nullptr;
    mutable QHash<QString, QStringList> m_valueCache; // completion values by key, per record
};

} // namespace pith::ui

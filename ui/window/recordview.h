// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/integrity/integrityjoin.h"
#include "models/items/colourrules.h"
#include "models/items/observationfilter.h"
#include "ui/window/recordsource.h"

#include <QWidget>

class QLabel;
class QSplitter;
class QMenu;

namespace pith {
class ObservationModel;
class ObservationFilterProxy;
class CoverageModel;
class ResolutionSummaryModel;
} // namespace pith

namespace pith::ui {

class ColourLegend;
class DetailPane;
class FilterBar;
class ObservationTable;
class RecordHeader;
class ReviewController;
class Settings;
class SummaryPanel;

// One tab: a record's header, coverage, breakdown, filter bar, observation table, detail pane
// and side panels, plus the tab's back/forward history. Emits intents (open a paper, status
// messages); the main window acts on them.
class RecordView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecordView)

public:
    explicit RecordView(Settings *settings, QWidget *parent = nullptr);
    ~RecordView() override;

    void setRecord(RecordPtr record, const RecordSource &source);
    // Pith integrity findings about this record's paper (null: none), joined to the rows: the
    // Findings column, the detail pane, the finding:/detector: query keys and the integrity line
    // under the header. Kept across reloads of the same paper.
    void setIntegrity(IntegrityFilePtr file);
    // Checks the integrity events' signatures again with the keys now in the settings.
    void refreshIntegrityKeys();
    IntegrityJoinPtr integrity() const { return m_integrity; }
    RecordPtr record() const { return m_record; }
    const RecordSource &source() const { return m_source; }
    QString title() const; // the paper's title, or the file name

    FilterBar *filterBar() const { return m_filterBar; }
    ObservationTable *table() const { return m_table; }
    DetailPane *detailPane() const { return m_detail; }
    ObservationFilterProxy *proxy() const { return m_proxy; }
    ObservationModel *model() const { return m_model; }
    SummaryPanel *summaryPanel() const { return m_summary; }
    RecordHeader *header() const { return m_header; }
    ColourLegend *colourLegend() const { return m_legend; }

    // The colouring rules and whether rows show them (View > Colour Rows). Rules
    // whose query does not parse are refused as a whole (the window only passes checked ones).
    void setColourRules(const ColourRuleList &rules, bool shown);

    ReviewController *reviewController() const { return m_review; }

    QString query() const;
    void setQuery(const QString &text);
    int shownCount() const;
    int totalCount() const;
    // The observations the filter keeps, in view order (for export).
    QList<Observation> shownObservations() const;
    // ObservationModel rows of the shown observations, in view order (for export and print).
    QList<int> shownSourceRows() const;
    QString selectedRowsTsv(bool raw = false) const;
    // Moves the current row to the next (or previous) shown observation that is not verified
    // and not reviewed; wraps around. False when there is none.
    bool selectNextUnresolved(bool forward);
    void selectProxyRow(int row);
    // Selects the shown row of that observation; false when the filter hides it or it is absent.
    bool selectObservation(const QString &observationId);

    // Back/forward history of this tab.
    bool canGoBack() const { return !m_back.isEmpty(); }
    bool canGoForward() const { return !m_forward.isEmpty(); }
    // Shows a newly opened record, remembering the current one for Back.
    void navigateTo(RecordPtr record, const RecordSource &source);
    bool goBack();
    bool goForward();

    void saveLayout() const;
    // Reads the splitters' and the columns' layout back from the settings, as the constructor does
    // (a view made ahead of its record reads it again when it becomes a tab: another tab may have
    // changed it meanwhile).
    void restoreLayout();
    // The actions of the table's context menu for the given proxy row (the main window adds its
    // own).
    void fillContextMenu(QMenu *menu, int proxyRow);

signals:
    void openPaperRequested(const QString &arxivId, bool newTab);
    void statusMessage(const QString &message);
    void historyChanged();
    void selectionChanged();
    void recordChanged();

private:
    HistoryEntry currentEntry() const;
    void restore(const HistoryEntry &entry);
    void updateCount();
    void onCurrentRowChanged();
    void openRow(int proxyRow, bool newTab, bool citing);
    const Observation *observationAtProxyRow(int row) const;

    Settings *m_settings;
    RecordPtr m_record;
    RecordSource m_source;
    ObservationModel *m_model;
    ObservationFilterProxy *m_proxy;
    RecordHeader *m_header = nullptr;
    SummaryPanel *m_summary = nullptr;
    QLabel *m_cacheNote = nullptr;
    QLabel *m_integrityNote = nullptr;
    IntegrityJoinPtr m_integrity;
    FilterBar *m_filterBar = nullptr;
    ColourLegend *m_legend = nullptr;
    ObservationTable *m_table = nullptr;
    DetailPane *m_detail = nullptr;
    ReviewController *m_review = nullptr;
    QSplitter *m_mainSplitter = nullptr;
    QSplitter *m_tableSplitter = nullptr;
    QList<HistoryEntry> m_back;
    QList<HistoryEntry> m_forward;
};

} // namespace pith::ui

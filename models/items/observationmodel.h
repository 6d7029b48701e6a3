// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/integrity/integrityjoin.h"
#include "models/items/colourrules.h"
#include "models/record/record.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <vector>

namespace pith {

// One row per observation of a record: the outbound ones, then the inbound ones.
class ObservationModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ObservationModel)

public:
    enum Column {
        Direction,
        ReferenceIndex,
        Title,
        ArxivId,
        Doi,
        Year,
        Status,
        Resolver,
        ObservedAt,
        Notice,
        Events,
        Digest,
        Findings, // Pith integrity findings joined to the row; empty without them
        Review, // kept beside the record: the cells come from setReviewCell()
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        SortRole = Qt::UserRole, // typed: ints, QDateTime, bool; never display text
        ObservationRole, // the row index, for observation(int)
        // Notice column: the kind a view styles the cell by: the gravest event type key
        // ("retraction", "correction", "unspecified", ...) when the notice has events, else the
        // notice state ("measured", "unavailable", as spelled).
        NoticeKindRole,
        // The display text whole: what a copy puts on the clipboard. DisplayRole cuts long
        // record text for layout (displaytext.h).
        FullTextRole,
        // The index of the colouring rule that colours the row (ColourClassifier::kNoRule: none),
        // whether or not colouring is shown; Qt::ForegroundRole and Qt::BackgroundRole carry its
        // colours while it is.
        ColourRuleRole,
        // Findings column: the gravest live finding's severity as spelled ("critical"), or
        // "rescinded" when the row has only rescinded ones; empty without findings.
        FindingSeverityRole,
        // How the row changed since the copy the tab is compared with: a change kind's key
        // (models/history: "added", "resolution", "notice", "cited_work", "other"; the first of
        // the row's changes), empty for an unchanged row or without a comparison. Looked up once
        // per comparison (setChangeKinds), never while painting.
        ChangeKindRole,
    };
    Q_ENUM(Role)

    explicit ObservationModel(QObject *parent = nullptr);

    void setRecord(RecordPtr record);
    RecordPtr record() const { return m_record; }
    // Pith integrity findings joined to this record's rows (null: none loaded).
    void setIntegrity(IntegrityJoinPtr join);
    IntegrityJoinPtr integrity() const { return m_integrity; }

    // Colouring rules (issue 23): rows are classified here once per record, per change of the
    // rules and per change of the facts they ask, never while painting. The rules come checked
    // (ColourRules::check against every kind of fact: the settings, the dialog, rules files); a
    // rule that does not parse against this record and its facts colours nothing. Refused
    // (false, *error says why, the rules in force stay) only beyond ColourRules::kMaxRules.
    bool setColourRules(const ColourRuleList &rules, QString *error = nullptr);
    // The facts kept beside the record that rules may ask (the tab's review, integrity findings,
    // changes): the list the tab's filter bar holds. Classifies the rows again.
    void setColourFacts(const ObservationFactsList &facts);
    const ObservationFactsList &colourFacts() const { return m_colourFacts; }
    // The facts' answers changed (a decision was taken): rows are classified again when a rule
    // asks them.
    void colourFactsChanged();
    const ColourRuleList &colourRules() const { return m_colourRules; }
    // Whether ForegroundRole and BackgroundRole carry the rules' colours (View > Colour Rows).
    void setColouringShown(bool shown);
    bool colouringShown() const { return m_colouringShown; }
    // Rows each rule colours (parallel to colourRules()).
    const QList<int> &colourRuleCounts() const { return m_ruleCounts; }
    int colourRuleOfRow(int row) const;

    // The Review column's cells (issue 19): a review kept beside the record answers each role
    // (DisplayRole, FullTextRole, DecorationRole, ToolTipRole, SortRole) for an observation.
    // Without one the column is empty. reviewChanged() says its answers changed.
    using ReviewCell = std::function<QVariant(const Observation &, int role)>;
    void setReviewCell(ReviewCell cell);
    void reviewChanged();
    // SortRole of a cell: sortData(), or the Review column's cell.
    QVariant sortValue(const Observation &o, int column) const;

    // The rows' change kinds by observation id (empty: no comparison). Cleared by setRecord.
    void setChangeKinds(const QHash<QString, QString> &kindByObservationId);

    // Whether the rows as numbered are already in the ascending SortRole order of column, so that
    // a stable sort by it would leave every row where it is. Known for the default sort's column,
    // Direction (its values never change while a record is shown; Pith lists references in
    // order); false for the others.
    bool rowsInOrderOf(int column) const;

    // Null for a row that does not exist.
    const Observation *observation(int row) const;
    // How rows are numbered, the one place: the outbound observations, then the inbound ones.
    // The exporters (models/export/selection.h) address rows by it too. Null for no such row.
    static const Observation *observationAt(const Record &record, int row);

    // As QAbstractTableModel's, without its two virtual calls per index: a proxy sorting
    // 120,000 rows asks for about four million indexes.
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Milliseconds since the epoch of an RFC 3339 UTC or offset timestamp in the form Pith writes
    // (seconds, optional milliseconds), equal to QDateTime::fromString(s, Qt::ISODateWithMs);
    // nullopt for anything else, which the caller leaves to QDateTime.
    static std::optional<qint64> fastTimestampMSecs(QStringView s);
    // What data() gives for SortRole in column, straight from an observation.
    static QVariant sortData(const Observation &o, int column);
    // What NoticeKindRole gives for a notice.
    static QString noticeKind(const StandingNotice &notice);

signals:
    // After the rules, their showing or the record changed the rows' colours.
    void colouringChanged();

private:
    QVariant displayData(const Observation &o, int column, bool whole = false) const;

    void classifyRows();
    void reclassify(); // classifyRows() and tell the views
    static constexpr int kClassifyLaterRows = 5000;
    QTimer m_classifyTimer; // a big record's rows: classified in the next turn of the loop
    QVariant findingsData(const Observation &o, int role) const;

    RecordPtr m_record;
    IntegrityJoinPtr m_integrity;
    int m_rows = 0;
    bool m_rowsInDirectionOrder = true; // rowsInOrderOf(Direction), set by setRecord
    ColourRuleList m_colourRules;
    ObservationFactsList m_colourFacts;
    bool m_rulesAskFacts = false; // a compiled rule has a fact term (ColourClassifier::asksFacts)
    bool m_colouringShown = true;
    std::vector<qint8> m_ruleOfRow; // by row: the rule's index, or kNoRule
    QList<int> m_ruleCounts;
    ReviewCell m_reviewCell;
    QStringList m_changeKindOfRow; // by row; empty: no comparison
};

} // namespace pith

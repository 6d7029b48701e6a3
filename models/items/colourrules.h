// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/items/observationfacts.h"
#include "models/items/observationfilter.h"
#include "models/record/record.h"

#include <QByteArray>
#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace pith {

// One colouring rule (issue 23): rows that the query (the filter bar's language) selects are
// drawn in these colours. An invalid QColor leaves that colour to the palette.
struct ColourRule {
    QString name;
    QString query;
    QColor foreground;
    QColor background;
    bool enabled = true;
    bool operator==(const ColourRule &) const = default;
};

using ColourRuleList = QList<ColourRule>;

// The rules as a list: bounds, checks and the file format (JSON, README "Colouring rules"):
// {"pith_ledger_colour_rules": 1, "rules": [{"name": ..., "query": ..., "foreground": "#rrggbb",
// "background": "#rrggbb" or null, "enabled": true}]}.
class ColourRules {
    Q_DECLARE_TR_FUNCTIONS(pith::ColourRules)

public:
    static constexpr int kMaxRules = 64; // a row's rule is kept in one signed byte
    static constexpr int kMaxNameLength = 200;
    static constexpr int kMaxQueryLength = 10000;
    static constexpr qint64 kMaxFileBytes = qint64(1) * 1024 * 1024;
    static constexpr int kFormatVersion = 1;

    // Rules are checked against every query key the program knows, including the keys of facts
    // kept beside a record (`review:`, `finding:`, `change:`, ...): `keys` names them (fact
    // sources without data will do; ui/report's everyFactKind() lists them all). A rule that
    // names facts a record lacks is valid and colours nothing there.
    // The parser's complaint about a rule's query, or nothing when it parses.
    static std::optional<ObservationFilter::Error> checkQuery(
        const QString &query, const ObservationFactsList &keys);
    // The first problem of the list as a sentence naming the rule ("rule 2 "Old": column 3:
    // ..."), or empty when every rule is usable.
    static QString check(const ColourRuleList &rules, const ObservationFactsList &keys);

    struct ReadResult {
        std::optional<ColourRuleList> rules;
        QString error; // "FILE:LINE:COLUMN: ..." or "FILE: /json/pointer: ..."
        bool ok() const { return rules.has_value(); }
    };
    // Reads the JSON form; fileName only names the source in messages. Every query is checked.
    static ReadResult fromJson(
        const QByteArray &json, const QString &fileName, const ObservationFactsList &keys);
    static QByteArray toJson(const ColourRuleList &rules);
    // A regular file of at most kMaxFileBytes (a FIFO is never waited on).
    static ReadResult readFile(const QString &path, const ObservationFactsList &keys);
    // Through pith::io::writeFileAtomically.
    static bool writeFile(const QString &path, const ColourRuleList &rules, QString *error);
};

// The rules compiled for one record and the facts kept beside it (the tab's review, integrity
// findings, changes): row -> the first enabled rule whose query selects it. A rule whose query
// the record cannot answer (a state it does not hold, a key it has no facts for) selects
// nothing; it is never an error here.
class ColourClassifier {
public:
    static constexpr int kNoRule = -1;

    ColourClassifier() = default;
    ColourClassifier(
        const ColourRuleList &rules, const Record *record, const ObservationFactsList &facts);

    bool isEmpty() const { return m_rules.empty(); }
    // Whether a compiled rule asks the facts: their answers changing (a decision taken) can then
    // change a row's rule.
    bool asksFacts() const { return m_asksFacts; }
    // The index in the rule list of the first enabled rule that selects o, or kNoRule.
    int classify(const Observation &o) const;
    // classify() for every observation of record (outbound first, then inbound).
    std::vector<qint8> classifyAll(const Record &record) const;

private:
    struct Compiled {
        int index = 0;
        ObservationFilter filter;
    };
    std::vector<Compiled> m_rules;
    bool m_asksFacts = false;
};

} // namespace pith

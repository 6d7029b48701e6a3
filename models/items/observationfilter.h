// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/items/observationfacts.h"
#include "models/record/record.h"

#include <QByteArrayList>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace pith {

// The query language shared by the filter bar and `pith-ledger-cli export --filter`
// (architecture.md): space-separated terms that must all hold, `key:v1,v2` for any of the
// listed values, a leading `-` to negate, bare words and "quoted phrases" for text.
class ObservationFilter {
    Q_DECLARE_TR_FUNCTIONS(ObservationFilter)

public:
    enum class Key {
        Text,
        Direction,
        Status,
        Resolver,
        Notice,
        Event,
        Source,
        Year,
        Digest,
        Ref,
        Fact, // a key of an ObservationFacts source the filter was parsed with
    };

    // Inclusive bounds; an empty side is open.
    struct Range {
        std::optional<qint64> min;
        std::optional<qint64> max;
        bool operator==(const Range &) const = default;
    };

    struct Term {
        Key key = Key::Text;
        bool negated = false;
        QStringList values; // lower-cased as written; for Key::Text the one phrase
        QList<Range> ranges; // Event, Year, Ref: the numeric values, parallel to values
        int position = 0; // 1-based column of the term in the text it was parsed from
        QString factKey; // Key::Fact: the key's name
        int factSource = -1; // Key::Fact: its source's index in facts()
        bool operator==(const Term &other) const
        {
            // Where a term was written does not change what it selects.
            return key == other.key && negated == other.negated && values == other.values
                && factKey == other.factKey;
        }
    };

    struct Error {
        QString message;
        int position = 0; // 1-based column of the offending term
    };

    struct ParseResult; // below: it holds a whole filter

    ObservationFilter() = default;

    static ParseResult parse(const QString &text);
    // The same, and a `status:` or `notice:` value must name a state: one of the format's, or one
    // that an observation of record holds (so unknown states stay filterable). A misspelt one is
    // an error with the nearest state as a suggestion, not a filter that silently keeps no row.
    static ParseResult parse(const QString &text, const Record &record);
    // The same, and the keys of facts (a review, integrity findings, ...) are understood too.
    static ParseResult parse(
        const QString &text, const Record &record, const ObservationFactsList &facts);
    static ParseResult parse(const QString &text, const ObservationFactsList &facts);
    // As with one record, a state held by an observation of any of records counts (a library's
    // queue: its records are checked as one).
    static ParseResult parse(const QString &text, const QList<const Record *> &records,
        const ObservationFactsList &facts);
    // The value of `known` nearest to `value` (a prefix of it, or a few edits away); empty when
    // none is near enough to suggest.
    static QString nearest(const QString &value, const QStringList &known);

    bool isEmpty() const { return m_terms.isEmpty(); }
    const QList<Term> &terms() const { return m_terms; }

    // The text terms' case-folded UTF-8 needles in one automaton (Aho-Corasick): one pass over
    // a row's folded text finds every needle in it, however many terms there are. Term by term,
    // 1,000 negated words over 100,000 rows took 42 s.
    class Needles {
    public:
        bool isEmpty() const { return m_count == 0; }
        // Sets bit i of found (which holds at least words() entries, zeroed) for every needle i
        // that occurs in folded.
        void find(QByteArrayView folded, quint64 *found) const;
        qsizetype words() const { return (m_count + 63) / 64; }

    private:
        friend class ObservationFilter;
        struct Node {
            int fail = 0; // the node of the longest proper suffix that is in the trie
            int output = -1; // the needle that ends here
            int nextOutput = -1; // the nearest node along the fail links with an output
            int firstEdge = 0, edgeCount = 0; // this node's children in m_edges, by byte
        };
        struct Edge {
            uchar byte;
            int to;
        };
        int step(int node, uchar byte) const;
        std::vector<Node> m_nodes;
        std::vector<Edge> m_edges;
        int m_root[256] = {}; // the root's moves, dense: most bytes of a row leave it unmoved
        qsizetype m_count = 0;
        // Up to kFew needles are searched one by one: QByteArrayView::contains skips through a
        // row faster than the automaton steps byte by byte.
        static constexpr qsizetype kFew = 4;
        QByteArrayList m_few;
        std::vector<int> m_ofTerm; // each term's needle, -1 for terms that are not text
    };

    bool matches(const Observation &observation) const;
    // The same, faster over many rows: folded is foldedText(observation), taken once per row,
    // and needles is foldedNeedles(), taken once per filter. Both are case-folded UTF-8:
    // half the memory of UTF-16 for the 120,000 rows' texts a proxy keeps.
    bool matches(
        const Observation &observation, QByteArrayView folded, const Needles &needles) const;
    Needles foldedNeedles() const;
    static QByteArray foldedText(const Observation &observation);

    // Canonical text: parse(toString()) gives an equal filter.
    QString toString() const;

    bool operator==(const ObservationFilter &other) const
    {
        return m_terms == other.m_terms && m_facts == other.m_facts;
    }

    // The language's own splitting and quoting, for whatever edits query text (the facet
    // buttons' edits, models/items/queryedit.h): the terms as written (split on white space
    // outside double quotes), a term's comma-separated values without their quotes, and a key's
    // value or a text phrase quoted where the parser needs it.
    static QStringList splitTerms(const QString &text);
    static QStringList splitValues(const QString &values);
    static QString quoteValue(const QString &value);
    static QString quotePhrase(const QString &phrase);

    static QString keyName(Key key);
    // Every key's name, in the order the help lists them; then the keys of facts.
    static QStringList keyNames();
    static QStringList keyNames(const ObservationFactsList &facts);
    // The facts the filter was parsed with (its Key::Fact terms ask them).
    const ObservationFactsList &facts() const { return m_facts; }

private:
    // records: null for no check of states.
    static ParseResult parse(const QString &text, const QList<const Record *> *records,
        const ObservationFactsList &facts);
    bool factHolds(const Term &term, const Observation &observation) const;
    QList<Term> m_terms;
    ObservationFactsList m_facts;
};

struct ObservationFilter::ParseResult {
    std::optional<ObservationFilter> filter; // empty on error
    Error error;
    bool ok() const { return filter.has_value(); }
};

} // namespace pith

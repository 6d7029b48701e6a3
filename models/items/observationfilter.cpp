// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/items/observationfilter.h"

#include "models/record/audit.h"
#include "models/record/notice.h"
#include "models/record/wording.h"

#include <QHash>
#include <QVarLengthArray>

#include <algorithm>
#include <vector>

namespace pith {

namespace {

using Key = ObservationFilter::Key;
using Range = ObservationFilter::Range;

struct KeyInfo {
    Key key;
    const char16_t *name;
};

constexpr KeyInfo kKeys[] = {
    { Key::Direction, u"direction" },
    { Key::Status, u"status" },
    { Key::Resolver, u"resolver" },
    { Key::Notice, u"notice" },
    { Key::Event, u"event" },
    { Key::Source, u"source" },
    { Key::Year, u"year" },
    { Key::Digest, u"digest" },
    { Key::Ref, u"ref" },
};

std::optional<Key> keyFromName(const QString &name)
{
    for (const KeyInfo &k : kKeys) {
        if (name == QStringView(k.name))
            return k.key;
    }
    return std::nullopt;
}

QString knownKeyList(const ObservationFactsList &facts)
{
    return ObservationFilter::keyNames(facts).join(QStringLiteral(", "));
}

// The spec of a fact key and the index of its source; nullopt when no source owns the key.
std::optional<ObservationFacts::KeySpec> findFactKey(
    const ObservationFactsList &facts, const QString &name, int *source)
{
    for (int s = 0; s < facts.size(); ++s) {
        if (!facts.at(s))
            continue;
        for (const ObservationFacts::KeySpec &spec : facts.at(s)->keys()) {
            if (spec.name == name) {
                *source = s;
                return spec;
            }
        }
    }
    return std::nullopt;
}

// A term of the query: a run of non-space characters outside double quotes.
struct TermSpan {
    qsizetype start = 0;
    qsizetype length = 0;
    bool unterminated = false; // a quote opened in it is never closed
};

// The one tokenizer of the query language: the parser and the query edits split by it.
QList<TermSpan> termSpans(const QString &text)
{
    QList<TermSpan> spans;
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        if (text.at(i).isSpace()) {
            ++i;
            continue;
        }
        const qsizetype start = i;
        bool inQuote = false;
        while (i < n && (inQuote || !text.at(i).isSpace())) {
            if (text.at(i) == u'"')
                inQuote = !inQuote;
            ++i;
        }
        spans.append({ start, i - start, inQuote });
    }
    return spans;
}

// Splits on `separator` where it is outside double quotes.
QStringList splitOutsideQuotes(const QString &text, QChar separator)
{
    QStringList parts;
    QString current;
    bool inQuote = false;
    for (const QChar c : text) {
        if (c == u'"')
            inQuote = !inQuote;
        if (c == separator && !inQuote) {
            parts.append(current);
            current.clear();
        } else {
            current.append(c);
        }
    }
    parts.append(current);
    return parts;
}

qsizetype indexOutsideQuotes(const QString &text, QChar wanted)
{
    bool inQuote = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == u'"')
            inQuote = !inQuote;
        else if (text.at(i) == wanted && !inQuote)
            return i;
    }
    return -1;
}

QString unquote(QString text)
{
    text.remove(u'"');
    return text;
}

bool isNumericKey(Key key) { return key == Key::Event || key == Key::Year || key == Key::Ref; }

// Words a numeric key takes besides numbers and ranges.
QStringList numericWords(Key key)
{
    switch (key) {
    case Key::Event:
        return { QStringLiteral("any"), QStringLiteral("none") };
    case Key::Year:
    case Key::Ref:
        return { QStringLiteral("none") };
    default:
        return {};
    }
}

std::optional<qint64> toInteger(const QString &text)
{
    bool ok = false;
    const qint64 v = text.toLongLong(&ok);
    if (!ok || text.startsWith(u'+') || text.startsWith(u'-'))
        return std::nullopt;
    return v;
}

// "2019", "2019..2021", "2019..", "..2021", ">=2020", "<=2020", ">2020", "<2020".
std::optional<Range> parseRange(const QString &text)
{
    const qsizetype dots = text.indexOf(QStringLiteral(".."));
    if (dots >= 0) {
        const QString lo = text.left(dots);
        const QString hi = text.mid(dots + 2);
        if (lo.isEmpty() && hi.isEmpty())
            return std::nullopt;
        Range r;
        if (!lo.isEmpty() && !(r.min = toInteger(lo)))
            return std::nullopt;
        if (!hi.isEmpty() && !(r.max = toInteger(hi)))
            return std::nullopt;
        return r;
    }
    struct Prefix {
        const char16_t *op;
        bool lower;
        qint64 shift;
    };
    static constexpr Prefix prefixes[]
        = { { u">=", true, 0 }, { u"<=", false, 0 }, { u">", true, 1 }, { u"<", false, -1 } };
    for (const Prefix &p : prefixes) {
        const QStringView op(p.op);
        if (!text.startsWith(op))
            continue;
        const auto v = toInteger(text.mid(op.size()));
        if (!v)
            return std::nullopt;
        Range r;
        (p.lower ? r.min : r.max) = *v + p.shift;
        return r;
    }
    const auto v = toInteger(text);
    if (!v)
        return std::nullopt;
    return Range { v, v };
}

bool inRange(const Range &r, qint64 v)
{
    return (!r.min || v >= *r.min) && (!r.max || v <= *r.max);
}

// Which values a key with a closed vocabulary accepts.
QStringList closedValues(Key key)
{
    switch (key) {
    case Key::Direction:
        return directionNames();
    case Key::Digest:
        return { QStringLiteral("ok"), QStringLiteral("bad") };
    default:
        return {};
    }
}

int editDistance(const QString &a, const QString &b)
{
    std::vector<int> row(std::size_t(b.size()) + 1);
    for (std::size_t j = 0; j < row.size(); ++j)
        row[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int up = row[std::size_t(j)];
            row[std::size_t(j)] = std::min({ up + 1, row[std::size_t(j - 1)] + 1,
                diagonal + (a.at(i - 1) == b.at(j - 1) ? 0 : 1) });
            diagonal = up;
        }
    }
    return row.back();
}

// The state fields a `status:` or `notice:` value names: the format's states, and the field.
struct StateField {
    QStringList known;
    const QString &(*of)(const Observation &);
};

std::optional<StateField> stateField(Key key)
{
    switch (key) {
    case Key::Status:
        return StateField { knownResolutionStates(),
            [](const Observation &o) -> const QString & { return o.resolution.status; } };
    case Key::Notice:
        return StateField { { QStringLiteral("measured"), QStringLiteral("unavailable") },
            [](const Observation &o) -> const QString & { return o.notice.state; } };
    default:
        return std::nullopt;
    }
}

// The values the observations of record hold in field, lower-cased, in their first order.
QStringList presentStates(const Record &record, const StateField &field)
{
    QStringList out;
    for (const auto *list : { &record.outbound, &record.inbound }) {
        for (const Observation &o : *list) {
            const QString &state = field.of(o);
            if (!state.isEmpty() && !out.contains(state, Qt::CaseInsensitive))
                out.append(state.toLower());
        }
    }
    return out;
}

bool holdsState(const Record &record, const StateField &field, const QString &state)
{
    for (const auto *list : { &record.outbound, &record.inbound }) {
        for (const Observation &o : *list) {
            if (field.of(o).compare(state, Qt::CaseInsensitive) == 0)
                return true;
        }
    }
    return false;
}

bool matchesString(const QStringList &values, const QString &actual)
{
    // `none` stands for a null or missing value.
    return std::any_of(values.begin(), values.end(), [&](const QString &v) {
        if (v == u"none")
            return actual.isEmpty();
        return actual.compare(v, Qt::CaseInsensitive) == 0;
    });
}

bool matchesNumber(const ObservationFilter::Term &term, std::optional<qint64> actual)
{
    for (qsizetype i = 0; i < term.values.size(); ++i) {
        const QString &v = term.values.at(i);
        if (v == u"none") {
            if (!actual || (term.key == Key::Event && *actual == 0))
                return true;
        } else if (v == u"any") {
            if (actual && *actual > 0)
                return true;
        } else if (actual && inRange(term.ranges.at(i), *actual)) {
            return true;
        }
    }
    return false;
}

// An `event:` value that names an event type ("retraction", "expression_of_concern"), not a
// count, a range, `any` or `none`.
bool isEventTypeWord(const QString &value)
{
    return !value.isEmpty() && value.at(0).isLetter() && value != u"any" && value != u"none";
}

// `event:` takes counts and ranges (`event:0`, `event:>=2`), `any`, `none` and event types.
bool matchesEvent(const ObservationFilter::Term &term, const Observation &o)
{
    const qint64 count = o.notice.events.size();
    const QStringList &types = noticeEventTypes(o.notice); // read once, by the reader
    for (qsizetype i = 0; i < term.values.size(); ++i) {
        const QString &v = term.values.at(i);
        if (v == u"none") {
            if (count == 0)
                return true;
        } else if (v == u"any") {
            if (count > 0)
                return true;
        } else if (isEventTypeWord(v)) {
            if (count > 0 && types.contains(normalizedEventType(v)))
                return true;
        } else if (inRange(term.ranges.at(i), count)) {
            return true;
        }
    }
    return false;
}

bool matchesText(const QString &needle, const Observation &o)
{
    for (const QString &hay : { o.otherTitle(), o.id, o.otherDoi(), o.otherArxivId() }) {
        if (hay.contains(needle, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool termHolds(const ObservationFilter::Term &t, const Observation &o)
{
    switch (t.key) {
    case Key::Text:
        return matchesText(t.values.constFirst(), o);
    case Key::Direction:
        return t.values.contains(directionName(o.direction));
    case Key::Status:
        return matchesString(t.values, o.resolution.status);
    case Key::Resolver:
        return matchesString(t.values, o.resolution.resolverSource);
    case Key::Notice:
        return matchesString(t.values, o.notice.state);
    case Key::Source:
        return matchesString(t.values, o.citation.source);
    case Key::Digest:
        return t.values.contains(o.digestOk() ? u"ok" : u"bad");
    case Key::Event:
        return matchesEvent(t, o);
    case Key::Year:
        return matchesNumber(t, o.otherYear());
    case Key::Ref:
        return matchesNumber(t, o.citation.referenceIndex);
    case Key::Fact:
        break; // ObservationFilter::factHolds: the term asks the filter's facts
    }
    return false;
}

bool needsQuotes(const QString &value, bool isText)
{
    if (value.isEmpty())
        return true;
    for (const QChar c : value) {
        if (c.isSpace() || c == u',')
            return true;
        if (isText && c == u':')
            return true;
    }
    return isText && value.startsWith(u'-');
}

QString quoted(const QString &value, bool isText)
{
    return needsQuotes(value, isText) ? u'"' + value + u'"' : value;
}

} // namespace

QStringList ObservationFilter::splitTerms(const QString &text)
{
    QStringList out;
    for (const TermSpan &span : termSpans(text))
        out.append(text.mid(span.start, span.length));
    return out;
}

QStringList ObservationFilter::splitValues(const QString &values)
{
    QStringList out;
    for (const QString &part : splitOutsideQuotes(values, u','))
        out.append(unquote(part));
    return out;
}

QString ObservationFilter::quoteValue(const QString &value) { return quoted(value, false); }

QString ObservationFilter::quotePhrase(const QString &phrase) { return quoted(phrase, true); }

QString ObservationFilter::keyName(Key key)
{
    for (const KeyInfo &k : kKeys) {
        if (k.key == key)
            return QString::fromUtf16(k.name);
    }
    return {};
}

QString ObservationFilter::nearest(const QString &value, const QStringList &known)
{
    QString best;
    int bestDistance = std::max<int>(2, int(value.size()) / 3) + 1;
    for (const QString &k : known) {
        // "unres" is a start of unresolved; "unresolvd" one edit from it
        const int d = k.startsWith(value) && !value.isEmpty() ? 1 : editDistance(value, k);
        if (d < bestDistance) {
            bestDistance = d;
            best = k;
        }
    }
    return best;
}

QStringList ObservationFilter::keyNames()
{
    QStringList names;
    for (const KeyInfo &k : kKeys)
        names.append(QString::fromUtf16(k.name));
    return names;
}

QStringList ObservationFilter::keyNames(const ObservationFactsList &facts)
{
    QStringList names = keyNames();
    for (const auto &source : facts) {
        if (!source)
            continue;
        for (const ObservationFacts::KeySpec &spec : source->keys()) {
            if (!names.contains(spec.name))
                names.append(spec.name);
        }
    }
    return names;
}

ObservationFilter::ParseResult ObservationFilter::parse(const QString &text)
{
    return parse(text, nullptr, {});
}

ObservationFilter::ParseResult ObservationFilter::parse(const QString &text, const Record &record)
{
    const QList<const Record *> records { &record };
    return parse(text, &records, {});
}

ObservationFilter::ParseResult ObservationFilter::parse(
    const QString &text, const Record &record, const ObservationFactsList &facts)
{
    const QList<const Record *> records { &record };
    return parse(text, &records, facts);
}

ObservationFilter::ParseResult ObservationFilter::parse(
    const QString &text, const QList<const Record *> &records, const ObservationFactsList &facts)
{
    return parse(text, &records, facts);
}

ObservationFilter::ParseResult ObservationFilter::parse(
    const QString &text, const ObservationFactsList &facts)
{
    return parse(text, nullptr, facts);
}

bool ObservationFilter::factHolds(const Term &term, const Observation &observation) const
{
    if (term.factSource < 0 || term.factSource >= m_facts.size() || !m_facts.at(term.factSource))
        return false;
    const ObservationFacts &facts = *m_facts.at(term.factSource);
    return std::any_of(term.values.begin(), term.values.end(),
        [&](const QString &v) { return facts.holds(term.factKey, v, observation); });
}

ObservationFilter::ParseResult ObservationFilter::parse(
    const QString &text, const QList<const Record *> *records, const ObservationFactsList &facts)
{
    ParseResult result;
    ObservationFilter filter;
    filter.m_facts = facts;
    auto fail = [&result](int column, const QString &message) {
        result.error = Error { message, column };
        return result;
    };

    for (const TermSpan &span : termSpans(text)) {
        const int column = int(span.start) + 1;
        const QString raw = text.mid(span.start, span.length);
        if (span.unterminated)
            return fail(column, tr("unterminated quote in \"%1\"").arg(raw));

        Term term;
        term.position = column;
        QString body = raw;
        if (body.startsWith(u'-')) {
            term.negated = true;
            body.remove(0, 1);
            if (body.isEmpty())
                return fail(column, tr("\"-\" must be followed by a term to negate"));
        }

        const qsizetype colon = body.startsWith(u'"') ? -1 : indexOutsideQuotes(body, u':');
        if (colon < 0) {
            const QString phrase = unquote(body);
            if (phrase.isEmpty())
                return fail(column, tr("empty phrase"));
            term.key = Key::Text;
            term.values = { phrase };
            filter.m_terms.append(term);
            continue;
        }

        const QString keyText = body.left(colon).toLower();
        if (keyText.isEmpty())
            return fail(column, tr("missing key before \":\" in \"%1\"").arg(raw));
        const auto key = keyFromName(keyText);
        int factSource = -1;
        const std::optional<ObservationFacts::KeySpec> factSpec
            = key ? std::nullopt : findFactKey(facts, keyText, &factSource);
        if (!key && !factSpec)
            return fail(column,
                tr("unknown key \"%1\" (known keys: %2; put text with a colon in quotes)")
                    .arg(keyText, knownKeyList(facts)));
        term.key = key ? *key : Key::Fact;
        QStringList closed = key ? closedValues(term.key) : factSpec->values;
        if (factSpec) {
            term.factKey = keyText;
            term.factSource = factSource;
        }

        const QString valueText = body.mid(colon + 1);
        if (valueText.isEmpty())
            return fail(column, tr("\"%1:\" needs at least one value").arg(keyText));
        for (const QString &part : splitOutsideQuotes(valueText, u',')) {
            const QString value = unquote(part).toLower();
            if (value.isEmpty())
                return fail(column, tr("empty value in \"%1\"").arg(raw));
            term.values.append(value);
        }

        if (!closed.isEmpty()) {
            for (const QString &v : std::as_const(term.values)) {
                if (closed.contains(v))
                    continue;
                const QString suggestion = nearest(v, closed);
                if (!suggestion.isEmpty())
                    //: %1 the key, %2 its values joined by " or ", %3 what was typed, %4 the
                    //: nearest value
                    return fail(column,
                        tr("%1 must be %2, not \"%3\"; did you mean %4?")
                            .arg(keyText, closed.join(tr(" or ")), v, suggestion));
                return fail(column,
                    tr("%1 must be %2, not \"%3\"").arg(keyText, closed.join(tr(" or ")), v));
            }
        }

        if (const auto field = records ? stateField(term.key) : std::nullopt) {
            for (const QString &v : std::as_const(term.values)) {
                if (v == u"none" || field->known.contains(v)
                    || std::any_of(records->cbegin(), records->cend(),
                        [&](const Record *r) { return holdsState(*r, *field, v); }))
                    continue;
                QStringList states = field->known;
                for (const Record *r : *records) {
                    for (const QString &present : presentStates(*r, *field)) {
                        if (!states.contains(present))
                            states.append(present);
                    }
                }
                const QString suggestion = nearest(v, states);
                const bool status = term.key == Key::Status;
                if (!suggestion.isEmpty())
                    return fail(column,
                        status
                            //: %1 what was typed after status:, %2 the nearest state
                            ? tr("no state \"%1\"; did you mean %2?").arg(v, suggestion)
                            //: %1 what was typed after notice:, %2 the nearest notice state
                            : tr("no notice state \"%1\"; did you mean %2?").arg(v, suggestion));
                return fail(column,
                    status
                        //: %1 what was typed after status:, %2 the states, comma-separated
                        ? tr("no state \"%1\" (states: %2)")
                              .arg(v, states.join(QStringLiteral(", ")))
                        //: %1 what was typed after notice:, %2 the notice states, comma-separated
                        : tr("no notice state \"%1\" (notice states: %2)")
                              .arg(v, states.join(QStringLiteral(", "))));
            }
        }

        if (isNumericKey(term.key)) {
            const QStringList words = numericWords(term.key);
            for (const QString &v : std::as_const(term.values)) {
                if (words.contains(v) || (term.key == Key::Event && isEventTypeWord(v))) {
                    term.ranges.append(Range {});
                    continue;
                }
                const auto range = parseRange(v);
                if (!range)
                    return fail(column,
                        tr("bad %1 value \"%2\" (expected a number, a range such as 2019..2021, "
                           ">=N or <=N%3)")
                            .arg(keyText, v,
                                words.isEmpty()
                                    ? QString()
                                    : QStringLiteral(", ") + words.join(QStringLiteral(", "))));
                if (range->min && range->max && *range->min > *range->max)
                    return fail(column,
                        tr("the %1 range \"%2\" is empty: its start is after its end")
                            .arg(keyText, v));
                term.ranges.append(*range);
            }
        }
        filter.m_terms.append(term);
    }
    result.filter = filter;
    return result;
}

bool ObservationFilter::matches(const Observation &observation) const
{
    return std::all_of(m_terms.begin(), m_terms.end(), [&](const Term &t) {
        const bool holds
            = t.key == Key::Fact ? factHolds(t, observation) : termHolds(t, observation);
        return holds != t.negated;
    });
}

bool ObservationFilter::matches(
    const Observation &observation, QByteArrayView folded, const Needles &needles) const
{
    // The row's text is searched once, when the first text term is reached: a row that an
    // earlier facet term already rules out is not read.
    QVarLengthArray<quint64, 32> found;
    bool searched = false;
    for (qsizetype i = 0; i < m_terms.size(); ++i) {
        const Term &t = m_terms.at(i);
        const int needle
            = std::size_t(i) < needles.m_ofTerm.size() ? needles.m_ofTerm[std::size_t(i)] : -1;
        bool holds = false;
        if (needle >= 0) {
            if (!searched) {
                found.resize(needles.words());
                std::fill(found.begin(), found.end(), quint64(0));
                needles.find(folded, found.data());
                searched = true;
            }
            holds = (found[needle / 64] >> (needle % 64)) & 1;
        } else {
            holds = t.key == Key::Fact ? factHolds(t, observation) : termHolds(t, observation);
        }
        if (holds == t.negated)
            return false;
    }
    return true;
}

int ObservationFilter::Needles::step(int node, uchar byte) const
{
    for (;;) {
        if (node == 0)
            return m_root[byte];
        const Node &n = m_nodes[std::size_t(node)];
        for (int e = n.firstEdge; e < n.firstEdge + n.edgeCount; ++e) {
            if (m_edges[std::size_t(e)].byte == byte)
                return m_edges[std::size_t(e)].to;
        }
        node = n.fail;
    }
}

void ObservationFilter::Needles::find(QByteArrayView folded, quint64 *found) const
{
    if (m_count == 0)
        return;
    if (m_count <= kFew) {
        for (qsizetype id = 0; id < m_few.size(); ++id) {
            if (folded.contains(m_few.at(id)))
                found[id / 64] |= quint64(1) << (id % 64);
        }
        return;
    }
    int node = 0;
    for (const char c : folded) {
        node = step(node, uchar(c));
        const Node &n = m_nodes[std::size_t(node)];
        for (int k = n.output >= 0 ? node : n.nextOutput; k >= 0;
             k = m_nodes[std::size_t(k)].nextOutput) {
            const int id = m_nodes[std::size_t(k)].output;
            found[id / 64] |= quint64(1) << (id % 64);
        }
    }
}

ObservationFilter::Needles ObservationFilter::foldedNeedles() const
{
    Needles out;
    // The trie of the distinct needles; a needle written twice is found once for both terms.
    std::vector<std::vector<Needles::Edge>> children(1);
    std::vector<int> outputs(1, -1);
    QHash<QByteArray, int> ids;
    for (const Term &t : m_terms) {
        const QByteArray needle
            = t.key == Key::Text ? t.values.constFirst().toCaseFolded().toUtf8() : QByteArray();
        if (needle.isEmpty()) {
            out.m_ofTerm.push_back(-1); // the term is matched on its own
            continue;
        }
        auto known = ids.constFind(needle);
        if (known != ids.constEnd()) {
            out.m_ofTerm.push_back(*known);
            continue;
        }
        int node = 0;
        for (const char c : needle) {
            auto &edges = children[std::size_t(node)];
            const auto it = std::find_if(edges.begin(), edges.end(),
                [c](const Needles::Edge &e) { return e.byte == uchar(c); });
            if (it != edges.end()) {
                node = it->to;
                continue;
            }
            const int next = int(children.size());
            edges.push_back({ uchar(c), next });
            children.emplace_back();
            outputs.push_back(-1);
            node = next;
        }
        const int id = int(out.m_count++);
        outputs[std::size_t(node)] = id;
        ids.insert(needle, id);
        out.m_ofTerm.push_back(id);
        out.m_few.append(needle);
    }

    if (out.m_count > Needles::kFew)
        out.m_few.clear();
    out.m_nodes.resize(children.size());
    for (std::size_t i = 0; i < children.size(); ++i) {
        Needles::Node &n = out.m_nodes[i];
        n.output = outputs[i];
        n.firstEdge = int(out.m_edges.size());
        n.edgeCount = i == 0 ? 0 : int(children[i].size());
        if (i != 0)
            out.m_edges.insert(out.m_edges.end(), children[i].begin(), children[i].end());
    }
    for (const Needles::Edge &e : children[0])
        out.m_root[e.byte] = e.to;

    // Fail links breadth first: a node's is its parent's fail node stepped by the same byte.
    std::vector<int> queue;
    queue.reserve(children.size());
    for (const Needles::Edge &e : children[0])
        queue.push_back(e.to); // their fail link is the root
    for (std::size_t q = 0; q < queue.size(); ++q) {
        const int parent = queue[q];
        for (const Needles::Edge &e : children[std::size_t(parent)]) {
            const int fail = out.step(out.m_nodes[std::size_t(parent)].fail, e.byte);
            Needles::Node &child = out.m_nodes[std::size_t(e.to)];
            child.fail = fail;
            const Needles::Node &f = out.m_nodes[std::size_t(fail)];
            child.nextOutput = f.output >= 0 ? fail : f.nextOutput;
            queue.push_back(e.to);
        }
    }
    return out;
}

QByteArray ObservationFilter::foldedText(const Observation &o)
{
    // one field per line: a search term never holds a line break. UTF-8 is self-synchronising,
    // so a folded needle's bytes occur in these bytes exactly where its text occurs in the text.
    const QString joined
        = o.otherTitle() + u'\n' + o.id + u'\n' + o.otherDoi() + u'\n' + o.otherArxivId();
    return joined.toCaseFolded().toUtf8();
}

QString ObservationFilter::toString() const
{
    QStringList parts;
    for (const Term &t : m_terms) {
        QString part = t.negated ? QStringLiteral("-") : QString();
        if (t.key == Key::Text) {
            part += quoted(t.values.constFirst(), true);
        } else {
            QStringList values;
            for (const QString &v : t.values)
                values.append(quoted(v, false));
            part += (t.key == Key::Fact ? t.factKey : keyName(t.key)) + u':' + values.join(u',');
        }
        parts.append(part);
    }
    return parts.join(u' ');
}

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/filterbar.h"

#include "models/integrity/integrity.h"
#include "models/items/displaytext.h"
#include "models/items/queryedit.h"
#include "models/record/audit.h"
#include "models/record/notice.h"
#include "models/record/wording.h"
#include "ui/paint/messagestyle.h"
#include "ui/window/flowlayout.h"
#include "ui/window/settings.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QStringListModel>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <unordered_map>
#include <vector>

namespace pith::ui {

namespace {

using Key = ObservationFilter::Key;

// The query's word for a built-in key, from ObservationFilter's table, made once per key.
const QString &keyName(Key key)
{
    static const auto names = [] {
        std::array<QString, std::size_t(Key::Fact) + 1> out;
        for (std::size_t k = 0; k < out.size(); ++k)
            out[k] = ObservationFilter::keyName(Key(k));
        return out;
    }();
    return names[std::size_t(key)];
}

// A facet button's value as the table shows it, in the program's language (the query keeps the
// value as the record spells it): a direction, a notice state, an event type, a resolution state,
// or what facts kept beside the record call their values.
QString facetValueLabel(const QString &key, const QString &value, const ObservationFacts *facts)
{
    if (facts)
        return facts->valueLabel(key, value);
    if (key == keyName(Key::Direction))
        return directionLabel(directionFromName(value).value_or(Direction::Outbound));
    if (key == keyName(Key::Notice))
        return noticeStateLabel(value);
    if (key == keyName(Key::Event))
        return eventTypeLabel(value);
    return stateLabel(value);
}

// What is typed is applied once typing pauses this long (or at Enter), never a word on the way
// ("status" while "status:unresolved" is typed would empty the table under the error).
constexpr int kTypingPauseMs = 250;
// Records this big have their facets counted in the event loop's next turn after the record is
// shown (together with sorting the rows they held the window up for more than 100 ms on 120,000
// rows: tests/bench/run).
constexpr int kDebounceRows = 5000;
// Over many records, facets are counted about this many observations per turn of the event loop:
// a record's worth that is refiltered at once (a library of 120,000 with a review facet takes
// tens of ms in one piece).
constexpr qsizetype kFacetSliceRows = kDebounceRows;

// Counts of the few distinct values a column takes over many rows. The parser shares one
// QString per distinct short value, so a value is usually found by its data pointer among the
// last few seen; a hash catches the rest (a hostile record may have a new value on every row).
class ValueTally {
public:
    void add(const QString &value)
    {
        for (const Recent &r : m_recent) {
            if (r.count && r.data == value.constData() && r.size == value.size()) {
                ++*r.count;
                return;
            }
        }
        auto [it, inserted] = m_counts.try_emplace(value, 0);
        if (inserted)
            m_order.append(value);
        ++it->second; // std::unordered_map: the element stays where it is when the map grows
        m_recent[m_next] = Recent { value.constData(), value.size(), &it->second };
        m_next = (m_next + 1) % kRecent;
    }

    // The distinct values in lower case, in the order they first appear, with their counts.
    QList<std::pair<QString, int>> folded() const
    {
        QList<std::pair<QString, int>> out;
        QHash<QString, qsizetype> at;
        for (const QString &v : m_order) {
            const QString lower = v.toLower();
            const int n = m_counts.at(v);
            if (const auto found = at.constFind(lower); found != at.cend()) {
                out[*found].second += n;
            } else {
                at.insert(lower, out.size());
                out.append({ lower, n });
            }
        }
        return out;
    }

private:
    struct Recent {
        const QChar *data = nullptr;
        qsizetype size = 0;
        int *count = nullptr;
    };
    static constexpr int kRecent = 8;
    Recent m_recent[kRecent];
    int m_next = 0;
    std::unordered_map<QString, int> m_counts;
    QStringList m_order;
};

QStringList presentValues(
    const QList<RecordPtr> &records, const QString &(*of)(const Observation &))
{
    ValueTally tally;
    for (const RecordPtr &r : records) {
        for (const auto *list : { &r->outbound, &r->inbound }) {
            for (const Observation &o : *list)
                tally.add(of(o));
        }
    }
    QStringList out;
    for (const auto &[value, count] : tally.folded()) {
        if (!value.isEmpty())
            out.append(value);
    }
    return out;
}

} // namespace

// The facet counts of one query over records given one at a time: what the rest of the query
// keeps in each facet's value (the live answer to "how many rows would I see if I added this").
class FilterBar::FacetCounting {
public:
    FacetCounting(
        const QString &text, const ObservationFactsList &facts, const QList<Facet> &facets)
        : m_text(text)
    {
        for (int k = 0; k < 3; ++k) {
            const bool present = std::any_of(facets.cbegin(), facets.cend(),
                [&](const Facet &f) { return f.key == stateKeys()[k]; });
            if (present)
                m_rest[k]
                    = ObservationFilter::parse(query::without(text, stateKeys()[k]), facts).filter;
        }
        if (std::any_of(facets.cbegin(), facets.cend(),
                [&](const Facet &f) { return f.key == eventKey(); }))
            m_restEvents = ObservationFilter::parse(query::without(text, eventKey()), facts).filter;
        for (const Facet &f : facets) {
            if (!f.facts)
                continue;
            auto group = std::find_if(m_factGroups.begin(), m_factGroups.end(),
                [&](const FactGroup &g) { return g.key == f.key; });
            if (group == m_factGroups.end()) {
                group = m_factGroups.insert(m_factGroups.end(),
                    { f.key, ObservationFilter::parse(query::without(text, f.key), facts).filter,
                        {} });
            }
            group->values.push_back({ f.value, f.facts->test(f.key, f.value), 0 });
        }
        // a key whose rest does not parse counts nothing
        m_factGroups.erase(std::remove_if(m_factGroups.begin(), m_factGroups.end(),
                               [](const FactGroup &g) { return !g.rest; }),
            m_factGroups.end());
    }

    QString text() const { return m_text; }

    void count(const Record &record)
    {
        for (const auto *list : { &record.outbound, &record.inbound }) {
            for (const Observation &o : *list) {
                const QString *values[]
                    = { &directionName(o.direction), &o.resolution.status, &o.notice.state };
                for (int k = 0; k < 3; ++k) {
                    if (m_rest[k] && (m_rest[k]->isEmpty() || m_rest[k]->matches(o)))
                        m_tallies[k].add(*values[k]);
                }
                // Event types: a row may carry several, each counts once.
                if (m_restEvents && !o.notice.events.isEmpty()
                    && (m_restEvents->isEmpty() || m_restEvents->matches(o))) {
                    for (const QString &type : noticeEventTypes(o.notice))
                        ++m_counts[eventKey() + u':' + type];
                }
            }
        }
        // Facts' facets: the rows the rest of the query keeps that hold the value, in one pass
        // with each value's test read once (six review values by 120,000 rows asked the review
        // to read "review" and "confirmed" again for each).
        if (m_factGroups.empty())
            return;
        for (const auto *list : { &record.outbound, &record.inbound }) {
            for (const Observation &o : *list) {
                for (FactGroup &g : m_factGroups) {
                    if (!g.rest->isEmpty() && !g.rest->matches(o))
                        continue;
                    for (FactValue &v : g.values)
                        v.count += v.test(o);
                }
            }
        }
    }

    QHash<QString, int> counts() const
    {
        QHash<QString, int> out = m_counts;
        for (const FactGroup &g : m_factGroups) {
            for (const FactValue &v : g.values)
                out[g.key + u':' + v.value] += v.count;
        }
        for (int k = 0; k < 3; ++k) {
            for (const auto &[value, n] : m_tallies[k].folded())
                out[stateKeys()[k] + u':' + value] += n;
        }
        return out;
    }

    static const QString &eventKey() { return keyName(Key::Event); }

private:
    static const QString *stateKeys()
    {
        static const QString keys[]
            = { keyName(Key::Direction), keyName(Key::Status), keyName(Key::Notice) };
        return keys;
    }

    QString m_text;
    std::optional<ObservationFilter> m_rest[3];
    std::optional<ObservationFilter> m_restEvents;
    struct FactValue {
        QString value;
        ObservationFacts::Test test;
        int count = 0;
    };
    struct FactGroup {
        QString key;
        std::optional<ObservationFilter> rest; // the query without this key
        std::vector<FactValue> values;
    };
    std::vector<FactGroup> m_factGroups;
    ValueTally m_tallies[3];
    QHash<QString, int> m_counts;
};

FilterBar::FilterBar(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(2);

    auto *row = new QHBoxLayout;
    auto *label = new QLabel(tr("F&ilter:"), this);
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(QStringLiteral("filterLineEdit"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setPlaceholderText(
        tr("status:unresolved notice:unavailable -resolver:raw_fallback \"words\""));
    m_edit->setToolTip(
        tr("<p>Space-separated terms that must all hold. <code>key:v1,v2</code> matches any listed "
           "value, "
           "a leading <code>-</code> negates, bare words and \"quoted phrases\" match titles, ids "
           "and DOIs.</p>"
           "<p>Keys: direction, status, resolver, notice, event, source, year, digest (ok/bad), "
           "ref.</p>"
           "<p>year, ref and event take a number, a range <code>year:2019..2021</code> (an end may "
           "be left "
           "open: <code>year:2019..</code>), or <code>year:&gt;=2020</code>, <code>&lt;=</code>, "
           "<code>&gt;</code>, <code>&lt;</code>; <code>none</code> matches a missing value.</p>"
           "<p>Keys and values complete as you type. The same text works with "
           "<code>pith-ledger-cli export --filter</code>.</p>"));
    m_edit->setAccessibleName(tr("Filter query"));
    label->setBuddy(m_edit);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("shownCountLabel"));
    m_count->setAccessibleName(tr("Rows shown"));
    m_savedButton = new QToolButton(this);
    m_savedButton->setObjectName(QStringLiteral("savedFiltersButton"));
    //: Drop-down beside the filter: saved queries
    m_savedButton->setText(tr("Sa&ved"));
    m_savedButton->setToolTip(
        tr("Saved filters: apply one, or save the current query under a name"));
    m_savedButton->setAccessibleName(tr("Saved filters"));
    m_savedButton->setPopupMode(QToolButton::InstantPopup);
    m_savedButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_savedButton->setMenu(new QMenu(m_savedButton));
    connect(m_savedButton->menu(), &QMenu::aboutToShow, this, &FilterBar::rebuildSavedMenu);
    row->addWidget(label);
    row->addWidget(m_edit, 1);
    row->addWidget(m_savedButton);
    row->addWidget(m_count);
    outer->addLayout(row);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("filterErrorLabel"));
    m_error->setTextFormat(Qt::PlainText);
    m_error->setWordWrap(true);
    m_error->setAccessibleName(tr("Filter error"));
    QPalette pal = m_error->palette();
    pal.setColor(QPalette::WindowText, messageTextColour(MessageTone::Error, pal));
    m_error->setPalette(pal);
    m_error->hide();
    outer->addWidget(m_error);

    m_facetBox = new QWidget(this);
    m_facetBox->setObjectName(QStringLiteral("facetBox"));
    outer->addWidget(m_facetBox);
    new FlowLayout(m_facetBox);

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kTypingPauseMs);
    connect(m_debounce, &QTimer::timeout, this, &FilterBar::apply);
    // Text set by the program (setQuery(), a facet, a saved filter) is applied at once there.
    connect(m_edit, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_edit, &QLineEdit::returnPressed, this, &FilterBar::apply);

    // The completer is not the line edit's own: it completes the term at the cursor, not the text.
    m_completions = new QStringListModel(this);
    m_completer = new QCompleter(m_completions, this);
    m_completer->setObjectName(QStringLiteral("filterCompleter"));
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setWidget(m_edit);
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this,
        &FilterBar::insertCompletion);
    connect(m_edit, &QLineEdit::textEdited, this, &FilterBar::updateCompletions);
    m_edit->installEventFilter(this);

    m_facetTimer = new QTimer(this);
    m_facetTimer->setSingleShot(true);
    m_facetTimer->setInterval(0);
    connect(m_facetTimer, &QTimer::timeout, this, [this] {
        m_facetsPending = false;
        rebuildFacets();
        updateFacets();
    });
    m_countTimer = new QTimer(this);
    m_countTimer->setInterval(0);
    connect(m_countTimer, &QTimer::timeout, this, &FilterBar::countFacetSlice);
}

void FilterBar::setRecord(RecordPtr record)
{
    setRecords(record ? QList<RecordPtr> { std::move(record) } : QList<RecordPtr> {});
}

void FilterBar::setRecords(QList<RecordPtr> records)
{
    m_records = std::move(records);
    m_observationCount = 0;
    for (const RecordPtr &r : std::as_const(m_records))
        m_observationCount += r->observationCount();
    m_countTimer->stop();
    m_counting.reset();
    m_valueCache.clear();
    m_facetsPending = isBig();
    if (m_facetsPending)
        m_facetTimer->start();
    else
        rebuildFacets();
    apply(); // counts the facets (unless pending), and the query stays in force on the new record
}

void FilterBar::setFacts(const ObservationFactsList &facts)
{
    m_facts = facts;
    m_valueCache.clear();
    rebuildFacets();
    apply();
    emit factsUpdated();
}

void FilterBar::factsChanged()
{
    updateFacets();
    emit factsUpdated();
}

bool FilterBar::isBig() const { return m_observationCount >= kDebounceRows; }

bool FilterBar::isCountingFacets() const { return m_facetsPending || m_counting != nullptr; }

ObservationFilter::ParseResult FilterBar::parseQuery(const QString &text) const
{
    if (m_records.size() == 1)
        return ObservationFilter::parse(text, *m_records.constFirst(), m_facts);
    if (m_records.isEmpty())
        return ObservationFilter::parse(text, m_facts);
    QList<const Record *> all;
    all.reserve(m_records.size());
    for (const RecordPtr &r : m_records)
        all.append(r.get());
    return ObservationFilter::parse(text, all, m_facts);
}

QString FilterBar::query() const { return m_edit->text(); }

void FilterBar::setQuery(const QString &text)
{
    if (m_edit->text() != text)
        m_edit->setText(text);
    apply();
}

void FilterBar::focusQuery()
{
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
}

bool FilterBar::hasError() const { return !m_error->isHidden(); }

QString FilterBar::errorText() const { return hasError() ? m_error->text() : QString(); }

void FilterBar::setSettings(Settings *settings) { m_settings = settings; }

void FilterBar::saveFilter(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (!m_settings || trimmed.isEmpty())
        return;
    QList<Settings::SavedFilter> filters = m_settings->savedFilters();
    filters.removeIf([&](const Settings::SavedFilter &f) { return f.name == trimmed; });
    filters.append({ trimmed, query().trimmed() });
    m_settings->setSavedFilters(filters);
}

void FilterBar::askFilterName()
{
    auto *dialog = new QInputDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Save Filter"));
    dialog->setLabelText(tr("Name for \"%1\":").arg(plain::elided(query().trimmed(), 60)));
    connect(dialog, &QInputDialog::textValueSelected, this, &FilterBar::saveFilter);
    dialog->open();
}

void FilterBar::rebuildSavedMenu()
{
    QMenu *menu = m_savedButton->menu();
    menu->clear();
    const QList<Settings::SavedFilter> filters
        = m_settings ? m_settings->savedFilters() : QList<Settings::SavedFilter>();
    for (const Settings::SavedFilter &f : filters) {
        QAction *a = menu->addAction(
            plain::mnemonicSafe(f.name), this, [this, q = f.query] { setQuery(q); });
        a->setToolTip(plain::toolTip(f.query));
        a->setStatusTip(f.query);
        a->setCheckable(true);
        a->setChecked(f.query == query().trimmed());
    }
    if (filters.isEmpty())
        menu->addAction(tr("No saved filters"))->setEnabled(false);
    menu->addSeparator();
    QAction *save = menu->addAction(tr("&Save Current Filter…"), this, &FilterBar::askFilterName);
    save->setObjectName(QStringLiteral("saveFilterAction"));
    save->setEnabled(m_settings && !query().trimmed().isEmpty() && !hasError());
    QMenu *remove = menu->addMenu(tr("&Remove"));
    for (const Settings::SavedFilter &f : filters) {
        remove->addAction(plain::mnemonicSafe(f.name), this, [this, name = f.name] {
            QList<Settings::SavedFilter> rest = m_settings->savedFilters();
            rest.removeIf([&](const Settings::SavedFilter &o) { return o.name == name; });
            m_settings->setSavedFilters(rest);
        });
    }
    remove->setEnabled(!filters.isEmpty());
}

bool FilterBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress && m_tabSuccessor
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Down
        && static_cast<QKeyEvent *>(event)->modifiers() == Qt::NoModifier
        && !m_completer->popup()->isVisible()) {
        m_tabSuccessor->setFocus(Qt::TabFocusReason);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void FilterBar::setTabSuccessor(QWidget *next)
{
    m_tabSuccessor = next;
    chainTabOrder();
}

void FilterBar::chainTabOrder()
{
    // The filter, its saved filters, its facets, then what follows the bar: the facets are
    // rebuilt per record, which would otherwise put them at the end of the window's chain.
    QWidget *previous = m_edit;
    QWidget::setTabOrder(previous, m_savedButton);
    previous = m_savedButton;
    for (const Facet &f : std::as_const(m_facets)) {
        QWidget::setTabOrder(previous, f.button);
        previous = f.button;
    }
    if (m_tabSuccessor)
        QWidget::setTabOrder(previous, m_tabSuccessor);
}

namespace {

// The term the cursor ends: from after the last space outside quotes before the cursor.
qsizetype termStart(const QString &text, qsizetype cursor)
{
    qsizetype start = 0;
    bool inQuote = false;
    for (qsizetype i = 0; i < cursor && i < text.size(); ++i) {
        if (text.at(i) == u'"')
            inQuote = !inQuote;
        else if (!inQuote && text.at(i).isSpace())
            start = i + 1;
    }
    return start;
}

} // namespace

QStringList FilterBar::valuesFor(const QString &key) const
{
    if (const auto cached = m_valueCache.constFind(key); cached != m_valueCache.cend())
        return *cached;
    QStringList values;
    const auto addPresent = [&](const QString &(*of)(const Observation &)) {
        for (const QString &v : presentValues(m_records, of)) {
            if (!values.contains(v))
                values.append(v);
        }
    };
    if (key == keyName(Key::Direction)) {
        values = directionNames();
    } else if (key == keyName(Key::Status)) {
        values = knownResolutionStates();
        addPresent([](const Observation &o) -> const QString & { return o.resolution.status; });
    } else if (key == keyName(Key::Notice)) {
        values = { QStringLiteral("measured"), QStringLiteral("unavailable") };
        addPresent([](const Observation &o) -> const QString & { return o.notice.state; });
    } else if (key == keyName(Key::Resolver)) {
        addPresent(
            [](const Observation &o) -> const QString & { return o.resolution.resolverSource; });
    } else if (key == keyName(Key::Source)) {
        addPresent([](const Observation &o) -> const QString & { return o.citation.source; });
    } else if (key == keyName(Key::Digest)) {
        values = { QStringLiteral("ok"), QStringLiteral("bad") };
    } else if (key == keyName(Key::Event)) {
        values = { QStringLiteral("any"), QStringLiteral("none") };
    } else if (key == keyName(Key::Year) || key == keyName(Key::Ref)) {
        values = { QStringLiteral("none") };
    } else {
        for (const auto &source : m_facts) {
            for (const ObservationFacts::KeySpec &spec : source->keys()) {
                if (spec.name == key)
                    values = spec.values;
            }
        }
    }
    m_valueCache.insert(key, values);
    return values;
}

QStringList FilterBar::completionsAt(const QString &text, int cursorPosition) const
{
    const qsizetype cursor = cursorPosition;
    const qsizetype start = termStart(text, cursor);
    const QString term = text.mid(start, cursor - start);
    const bool midWord = cursor < text.size() && !text.at(cursor).isSpace();
    if (term.isEmpty() || term == u"-" || midWord || term.startsWith(u'"'))
        return {};
    const QString sign = term.startsWith(u'-') ? QStringLiteral("-") : QString();
    const QString body = term.mid(sign.size());
    const qsizetype colon = body.indexOf(u':');
    QStringList candidates;
    if (colon < 0) {
        for (const QString &key : ObservationFilter::keyNames(m_facts))
            candidates.append(sign + key + u':');
    } else {
        const QString key = body.left(colon).toLower();
        const QString valuesText = body.mid(colon + 1);
        const QString head
            = sign + body.left(colon + 1) + valuesText.left(valuesText.lastIndexOf(u',') + 1);
        for (const QString &v : valuesFor(key))
            candidates.append(head + (v.contains(u' ') || v.contains(u',') ? u'"' + v + u'"' : v));
    }
    return candidates;
}

QString FilterBar::termAt(const QString &text, int cursor)
{
    const qsizetype start = termStart(text, cursor);
    return text.mid(start, cursor - start);
}

QString FilterBar::withCompletion(
    const QString &text, int cursor, const QString &completion, int *newCursor)
{
    const qsizetype start = termStart(text, cursor);
    QString out = text;
    out.replace(start, cursor - start, completion);
    if (newCursor)
        *newCursor = int(start + completion.size());
    return out;
}

void FilterBar::updateCompletions()
{
    const QString text = m_edit->text();
    const int cursor = m_edit->cursorPosition();
    const QStringList candidates = completionsAt(text, cursor);
    if (candidates.isEmpty()) {
        m_completer->popup()->hide();
        return;
    }
    const QString term = termAt(text, cursor);
    m_completions->setStringList(candidates);
    m_completer->setCompletionPrefix(term);
    if (m_completer->completionCount() == 0
        || (m_completer->completionCount() == 1
            && m_completer->currentCompletion().compare(term, Qt::CaseInsensitive) == 0)) {
        m_completer->popup()->hide();
        return;
    }
    m_completer->complete();
}

void FilterBar::insertCompletion(const QString &completion)
{
    int cursor = 0;
    m_edit->setText(withCompletion(m_edit->text(), m_edit->cursorPosition(), completion, &cursor));
    m_edit->setCursorPosition(cursor); // setText applied the query
    // a completed key goes straight on to its values
    if (completion.endsWith(u':'))
        QTimer::singleShot(0, this, &FilterBar::updateCompletions);
}

void FilterBar::setShownCount(int shown, int total)
{
    // Both numbers in the locale's grouping, as everywhere else ("120,000 of 120,000 shown").
    const QLocale locale;
    //: "n of m shown": %1 rows the filter keeps, %2 rows in the record (the plural follows %2)
    m_count->setText(
        tr("%1 of %2 shown", nullptr, total).arg(locale.toString(shown), locale.toString(total)));
}

void FilterBar::apply()
{
    m_debounce->stop();
    const auto parsed = parseQuery(m_edit->text());
    if (!parsed.ok()) {
        // Say which filter the rows still show: the last one applied, not "the previous" one.
        const QString inForce = m_appliedText.trimmed();
        m_error->setText(inForce.isEmpty()
                //: %1 is the 1-based column of the bad term, %2 the parser's message
                ? tr("Column %1: %2 (no filter is in force: every row is shown)")
                      .arg(parsed.error.position)
                      .arg(parsed.error.message)
                //: %1 the column of the bad term, %2 the parser's message, %3 the query the rows
                //: still show
                : tr("Column %1: %2 (the rows still show the last filter applied: %3)")
                      .arg(parsed.error.position)
                      .arg(parsed.error.message, inForce));
        m_error->show();
        m_edit->setProperty("invalid", true);
        QPalette pal = m_edit->palette();
        pal.setColor(QPalette::Text, messageTextColour(MessageTone::Error, pal));
        m_edit->setPalette(pal);
        return;
    }
    m_error->hide();
    m_error->clear();
    m_edit->setProperty("invalid", false);
    m_edit->setPalette(QPalette());
    m_applied = *parsed.filter;
    m_appliedText = m_edit->text();
    updateFacets();
    emit filterChanged(m_applied);
}

void FilterBar::addFacetGroup(QLayout *layout, const QString &label, const QString &key,
    const QStringList &values, const ObservationFacts *facts)
{
    // A group (its label and buttons) wraps as a whole.
    auto *group = new QWidget(m_facetBox);
    auto *row = new QHBoxLayout(group);
    row->setContentsMargins(0, 0, 12, 0);
    row->setSpacing(0);
    row->addWidget(new QLabel(label, group));
    for (const QString &value : values) {
        auto *b = new QToolButton(group);
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setObjectName(QStringLiteral("facet_%1_%2").arg(key, value));
        b->setToolTip(plain::toolTip(
            tr("Show only observations with %1 %2 (edits the query text)").arg(key, value)));
        b->setAccessibleName(tr("Facet %1: %2").arg(key, facetValueLabel(key, value, facts)));
        connect(b, &QToolButton::clicked, this,
            [this, key, value] { setQuery(query::toggle(m_edit->text(), key, value)); });
        row->addWidget(b);
        m_facets.append(Facet { key, value, b, facts });
    }
    layout->addWidget(group);
}

void FilterBar::rebuildFacets()
{
    m_countTimer->stop();
    m_counting.reset(); // it holds the facets about to go
    QLayout *layout = m_facetBox->layout();
    m_facets.clear();
    while (QLayoutItem *item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (m_records.isEmpty())
        return;
    QStringList states = knownResolutionStates();
    for (const QString &s : presentValues(m_records,
             [](const Observation &o) -> const QString & { return o.resolution.status; })) {
        if (!states.contains(s))
            states.append(s);
    }
    QStringList notices = { QStringLiteral("measured"), QStringLiteral("unavailable") };
    for (const QString &s : presentValues(
             m_records, [](const Observation &o) -> const QString & { return o.notice.state; })) {
        if (!notices.contains(s))
            notices.append(s);
    }
    //: Facet group label: outbound / inbound buttons follow
    addFacetGroup(layout, tr("Direction:"), keyName(Key::Direction), directionNames());
    //: Facet group label: standing notice state buttons follow
    addFacetGroup(layout, tr("Notice:"), keyName(Key::Notice), notices);
    //: Facet group label: resolution state buttons follow
    addFacetGroup(layout, tr("Status:"), keyName(Key::Status), states);
    // Standing-notice event types, gravest first; only when the record has events.
    QStringList events;
    for (const RecordPtr &r : std::as_const(m_records)) {
        for (const QString &type : recordEventTypes(*r)) {
            if (!events.contains(type))
                events.append(type);
        }
    }
    std::stable_sort(events.begin(), events.end(),
        [](const QString &a, const QString &b) { return eventTypeRank(a) < eventTypeRank(b); });
    if (!events.isEmpty())
        //: Facet group label: standing-notice event type buttons follow (retraction, correction,
        //: ...)
        addFacetGroup(layout, tr("Event:"), keyName(Key::Event), events);
    // Facets of facts kept beside the record (a review's decisions).
    for (const auto &source : std::as_const(m_facts)) {
        for (const ObservationFacts::KeySpec &spec : source->keys()) {
            if (const QString label = source->facetLabel(spec.name); !label.isEmpty())
                addFacetGroup(
                    layout, label, spec.name, source->facetValues(spec.name), source.get());
        }
    }
    chainTabOrder();
}

void FilterBar::updateFacets()
{
    m_countTimer->stop();
    m_counting.reset();
    if (m_records.isEmpty() || m_facets.isEmpty() || m_facetsPending)
        return;
    // One pass over the rows for every group; over many records of many rows in slices, the
    // buttons keeping their last counts until the new ones are complete.
    m_counting = std::make_shared<FacetCounting>(m_edit->text(), m_facts, m_facets);
    m_countNext = 0;
    if (m_records.size() > 1 && isBig())
        m_countTimer->start();
    else
        countFacetSlice();
}

void FilterBar::countFacetSlice()
{
    if (!m_counting) {
        m_countTimer->stop();
        return;
    }
    const bool sliced = m_countTimer->isActive();
    qsizetype rows = 0;
    while (m_countNext < m_records.size() && (!sliced || rows < kFacetSliceRows)) {
        const Record &r = *m_records.at(m_countNext++);
        m_counting->count(r);
        rows += r.observationCount();
    }
    if (m_countNext < m_records.size())
        return; // the next slice in the next turn of the loop
    m_countTimer->stop();
    const std::shared_ptr<FacetCounting> done = std::move(m_counting);
    showFacetCounts(done->counts(), done->text());
}

void FilterBar::showFacetCounts(const QHash<QString, int> &counts, const QString &text)
{
    for (const Facet &f : std::as_const(m_facets)) {
        const int n = counts.value(f.key + u':' + f.value);
        const bool active = query::values(text, f.key).contains(f.value);
        const QString label = facetValueLabel(f.key, f.value, f.facts);
        f.button->setText(
            plain::mnemonicSafe(QStringLiteral("%1 %2").arg(label, QLocale().toString(n))));
        f.button->setChecked(active);
        f.button->setEnabled(active || n > 0);
    }
}

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/filterbar.h"

#include "models/record/audit.h"
#include "models/record/wording.h"
#include "ui/window/flowlayout.h"
#include "ui/window/plaintext.h"
#include "ui/window/queryedit.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace pith::ui {

namespace {

// Records this big are refiltered after typing pauses, not on every key.
constexpr int kDebounceRows = 5000;

QStringList presentValues(const Record &r, const std::function<QString(const Observation &)> &of)
{
    QStringList out;
    for (const auto *list : {&r.outbound, &r.inbound}) {
        for (const Observation &o : *list) {
            const QString v = of(o).toLower();
            if (!v.isEmpty() && !out.contains(v))
                out.append(v);
        }
    }
    return out;
}

} // namespace

FilterBar::FilterBar(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(2);

    auto *row = new QHBoxLayout;
    auto *label = new QLabel(tr("&Filter:"), this);
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(QStringLiteral("filterLineEdit"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setPlaceholderText(tr("status:unresolved notice:unavailable -resolver:raw_fallback \"words\""));
    m_edit->setToolTip(tr("<p>Space-separated terms that must all hold. <code>key:v1,v2</code> matches any listed value, "
                          "a leading <code>-</code> negates, bare words and \"quoted phrases\" match titles, ids and DOIs.</p>"
                          "<p>Keys: direction, status, resolver, notice, event, source, year, digest (ok/bad), ref.</p>"
                          "<p>The same text works with <code>pith-ledger-cli export --filter</code>.</p>"));
    m_edit->setAccessibleName(tr("Filter query"));
    label->setBuddy(m_edit);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("shownCountLabel"));
    m_count->setAccessibleName(tr("Rows shown"));
    row->addWidget(label);
    row->addWidget(m_edit, 1);
    row->addWidget(m_count);
    outer->addLayout(row);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("filterErrorLabel"));
    m_error->setTextFormat(Qt::PlainText);
    m_error->setWordWrap(true);
    m_error->setAccessibleName(tr("Filter error"));
    QPalette pal = m_error->palette();
    pal.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    m_error->setPalette(pal);
    m_error->hide();
    outer->addWidget(m_error);

    m_facetBox = new QWidget(this);
    m_facetBox->setObjectName(QStringLiteral("facetBox"));
    outer->addWidget(m_facetBox);
    new FlowLayout(m_facetBox);

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(200);
    connect(m_debounce, &QTimer::timeout, this, &FilterBar::apply);
    connect(m_edit, &QLineEdit::textChanged, this, [this] {
        const int rows = m_record ? int(m_record->outbound.size() + m_record->inbound.size()) : 0;
        if (rows >= kDebounceRows)
            m_debounce->start();
        else
            apply();
    });
    connect(m_edit, &QLineEdit::returnPressed, this, &FilterBar::apply);
}

void FilterBar::setRecord(RecordPtr record)
{
    m_record = std::move(record);
    rebuildFacets();
    updateFacets();
}

QString FilterBar::query() const
{
    return m_edit->text();
}

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

bool FilterBar::hasError() const
{
    return !m_error->isHidden();
}

void FilterBar::setShownCount(int shown, int total)
{
    //: "n of m shown": rows the filter keeps, rows in the record
    m_count->setText(tr("%1 of %n shown", nullptr, total).arg(shown));
}

void FilterBar::apply()
{
    m_debounce->stop();
    const auto parsed = ObservationFilter::parse(m_edit->text());
    if (!parsed.ok()) {
        //: %1 is the 1-based column of the bad term, %2 the parser's message
        m_error->setText(tr("Column %1: %2 (the previous filter stays in force)").arg(parsed.error.position).arg(parsed.error.message));
        m_error->show();
        m_edit->setProperty("invalid", true);
        QPalette pal = m_edit->palette();
        pal.setColor(QPalette::Text, QColor(0xc0, 0x1c, 0x28));
        m_edit->setPalette(pal);
        return;
    }
    m_error->hide();
    m_error->clear();
    m_edit->setProperty("invalid", false);
    m_edit->setPalette(QPalette());
    m_applied = *parsed.filter;
    updateFacets();
    emit filterChanged(m_applied);
}

void FilterBar::addFacetGroup(QLayout *layout, const QString &label, const QString &key, const QStringList &values)
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
        b->setToolTip(plain::toolTip(tr("Show only observations with %1 %2 (edits the query text)").arg(key, value)));
        b->setAccessibleName(tr("Facet %1: %2").arg(key, stateDisplayName(value)));
        connect(b, &QToolButton::clicked, this, [this, key, value] { setQuery(query::toggle(m_edit->text(), key, value)); });
        row->addWidget(b);
        m_facets.append(Facet{key, value, b});
    }
    layout->addWidget(group);
}

void FilterBar::rebuildFacets()
{
    QLayout *layout = m_facetBox->layout();
    m_facets.clear();
    while (QLayoutItem *item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!m_record)
        return;
    QStringList states = knownResolutionStates();
    for (const QString &s : presentValues(*m_record, [](const Observation &o) { return o.resolution.status; })) {
        if (!states.contains(s))
            states.append(s);
    }
    QStringList notices = {QStringLiteral("measured"), QStringLiteral("unavailable")};
    for (const QString &s : presentValues(*m_record, [](const Observation &o) { return o.notice.state; })) {
        if (!notices.contains(s))
            notices.append(s);
    }
    //: Facet group label: outbound / inbound buttons follow
    addFacetGroup(layout, tr("Direction:"), QStringLiteral("direction"), {QStringLiteral("outbound"), QStringLiteral("inbound")});
    //: Facet group label: standing notice state buttons follow
    addFacetGroup(layout, tr("Notice:"), QStringLiteral("notice"), notices);
    //: Facet group label: resolution state buttons follow
    addFacetGroup(layout, tr("Status:"), QStringLiteral("status"), states);
}

void FilterBar::updateFacets()
{
    if (!m_record || m_facets.isEmpty())
        return;
    const QString text = m_edit->text();
    // A facet's count is what the rest of the query keeps in that value: the live answer to
    // "how many rows would I see if I added this".
    QHash<QString, std::optional<ObservationFilter>> rest;
    for (const Facet &f : std::as_const(m_facets)) {
        if (!rest.contains(f.key)) {
            auto parsed = ObservationFilter::parse(query::without(text, f.key));
            rest.insert(f.key, parsed.filter);
        }
    }
    QHash<QString, int> counts;
    for (const auto *list : {&m_record->outbound, &m_record->inbound}) {
        for (const Observation &o : *list) {
            const QString values[] = {o.direction == Direction::Outbound ? QStringLiteral("outbound") : QStringLiteral("inbound"),
                                      o.resolution.status.toLower(), o.notice.state.toLower()};
            const QString keys[] = {QStringLiteral("direction"), QStringLiteral("status"), QStringLiteral("notice")};
            for (int k = 0; k < 3; ++k) {
                const auto &f = rest.value(keys[k]);
                if (f && f->matches(o))
                    counts[keys[k] + u':' + values[k]] += 1;
            }
        }
    }
    for (const Facet &f : std::as_const(m_facets)) {
        const int n = counts.value(f.key + u':' + f.value);
        const bool active = query::values(text, f.key).contains(f.value);
        f.button->setText(plain::mnemonicSafe(QStringLiteral("%1 %2").arg(stateDisplayName(f.value)).arg(n)));
        f.button->setChecked(active);
        f.button->setEnabled(active || n > 0);
    }
}

} // namespace pith::ui

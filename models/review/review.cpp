// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/review/review.h"

#include <QCoreApplication>

#include <algorithm>
#include <pwd.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace pith::review {

namespace {

struct DecisionName {
    Decision decision;
    const char *key;
    const char *label;
};

// One table: the file's key, the query's value and the label, in key order 1-5.
const DecisionName kDecisions[] = {
    { Decision::Unreviewed, "unreviewed", QT_TRANSLATE_NOOP("pith::Review", "unreviewed") },
    { Decision::Confirmed, "confirmed", QT_TRANSLATE_NOOP("pith::Review", "confirmed") },
    { Decision::NeedsFix, "needs_fix", QT_TRANSLATE_NOOP("pith::Review", "needs fix") },
    { Decision::NotResolvable, "not_resolvable",
        QT_TRANSLATE_NOOP("pith::Review", "not resolvable") },
    { Decision::Disputed, "disputed", QT_TRANSLATE_NOOP("pith::Review", "disputed") },
};

QString tr(const char *text) { return QCoreApplication::translate("pith::Review", text); }

// Whole seconds: what the file keeps, so a saved and read review equals the one in memory.
QDateTime nowUtc()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    return now.addMSecs(-now.time().msec());
}

} // namespace

QString decisionKey(Decision d)
{
    for (const DecisionName &n : kDecisions) {
        if (n.decision == d)
            return QString::fromLatin1(n.key);
    }
    return {};
}

std::optional<Decision> decisionFromKey(const QString &key)
{
    for (const DecisionName &n : kDecisions) {
        if (key == QLatin1String(n.key))
            return n.decision;
    }
    return std::nullopt;
}

QString decisionLabel(Decision d)
{
    for (const DecisionName &n : kDecisions) {
        if (n.decision == d)
            return tr(n.label);
    }
    return {};
}

QList<Decision> allDecisions()
{
    QList<Decision> all;
    for (const DecisionName &n : kDecisions)
        all.append(n.decision);
    return all;
}

QString staleLabel()
{
    return QCoreApplication::translate("pith::Review", "changed since reviewed");
}

QString defaultReviewerName()
{
    if (const passwd *pw = getpwuid(getuid())) {
        // GECOS: "Full Name,room,phone,..."
        const QString full = QString::fromLocal8Bit(pw->pw_gecos ? pw->pw_gecos : "")
                                 .section(u',', 0, 0)
                                 .trimmed();
        if (!full.isEmpty())
            return full;
        if (pw->pw_name && *pw->pw_name)
            return QString::fromLocal8Bit(pw->pw_name);
    }
    return qEnvironmentVariable("USER");
}

MergeResult merge(const ReviewData &mine, const ReviewData &theirs)
{
    MergeResult result;
    result.merged = mine;
    for (auto it = theirs.entries.cbegin(); it != theirs.entries.cend(); ++it) {
        const auto own = mine.entries.constFind(it.key());
        if (own == mine.entries.cend()) {
            result.merged.entries.insert(it.key(), it.value());
            ++result.takenFromTheirs;
        } else if (own->sameContent(it.value())) {
            // The same finding: keep the later time and its digest.
            if (it.value().at > own->at)
                result.merged.entries.insert(it.key(), it.value());
        } else {
            result.conflicts.append({ it.key(), *own, it.value() });
        }
    }
    if (mine.recordNote.note.isEmpty() && !theirs.recordNote.note.isEmpty())
        result.merged.recordNote = theirs.recordNote;
    else if (!theirs.recordNote.note.isEmpty() && mine.recordNote.note != theirs.recordNote.note)
        result.conflicts.append({ QString(), mine.recordNote, theirs.recordNote });
    std::sort(result.conflicts.begin(), result.conflicts.end(),
        [](const Conflict &a, const Conflict &b) { return a.observationId < b.observationId; });
    return result;
}

Review::Review(QObject *parent)
    : QObject(parent)
    , m_reviewer(defaultReviewerName())
{
}

void Review::setRecord(RecordPtr record)
{
    m_record = std::move(record);
    m_digests.clear();
    // A review begun on a record is of its paper: what it writes its own reader takes back.
    if (m_record && m_data.arxivId.isEmpty())
        m_data.arxivId = m_record->paper.arxivId;
    if (m_record)
        m_digests = digestsById(*m_record); // kept by the window's loader: no hash built here
    emit changed();
}

void Review::setData(const ReviewData &data)
{
    m_data = data;
    m_undo.clear();
    m_redo.clear();
    emit undoStateChanged();
    emit changed();
}

QString Review::currentDigest(const QString &observationId) const
{
    return m_digests.value(observationId);
}

bool Review::isStale(const QString &observationId) const
{
    const auto it = m_data.entries.constFind(observationId);
    if (it == m_data.entries.cend() || it->decision == Decision::Unreviewed || !m_record)
        return false;
    return it->digest != currentDigest(observationId);
}

Decision Review::effectiveDecision(const QString &observationId) const
{
    const auto it = m_data.entries.constFind(observationId);
    if (it == m_data.entries.cend() || isStale(observationId))
        return Decision::Unreviewed;
    return it->decision;
}

void Review::put(const QString &id, const Entry &e)
{
    if (id.isEmpty())
        m_data.recordNote = e;
    else if (e.isEmpty())
        m_data.entries.remove(id);
    else
        m_data.entries.insert(id, e);
}

void Review::updateFromFile(const ReviewData &data)
{
    if (data == m_data)
        return;
    m_data = data;
    emit changed();
}

void Review::apply(const QList<Step> &steps, bool forward)
{
    QStringList ids;
    ids.reserve(steps.size());
    for (const Step &s : steps) {
        // An entry another window has changed since (updateFromFile) is theirs now: an undo or
        // redo of this review's step leaves it.
        const Entry &expected = forward ? s.before : s.after;
        if ((s.id.isEmpty() ? m_data.recordNote : m_data.entries.value(s.id)) != expected)
            continue;
        put(s.id, forward ? s.after : s.before);
        ids.append(s.id);
    }
    if (!ids.isEmpty())
        emit edited(ids);
    emit changed();
}

void Review::push(Change change)
{
    if (change.steps.isEmpty() || !m_readOnly.isEmpty())
        return;
    apply(change.steps, true);
    m_undo.append(std::move(change));
    m_redo.clear();
    emit undoStateChanged();
}

void Review::setDecision(const QStringList &observationIds, Decision decision)
{
    Change change;
    change.text = observationIds.size() == 1
        //: Undo/redo text; %1 is a decision ("confirmed")
        ? QCoreApplication::translate("pith::Review", "Decision \"%1\"")
              .arg(decisionLabel(decision))
        //: Undo/redo text; %1 is a decision, %n how many rows it was applied to
        : QCoreApplication::translate(
            "pith::Review", "Decision \"%1\" on %n rows", nullptr, int(observationIds.size()))
              .arg(decisionLabel(decision));
    const QDateTime now = nowUtc();
    for (const QString &id : observationIds) {
        if (m_record && !m_digests.contains(id))
            continue;
        const Entry before = m_data.entries.value(id);
        Entry after = before;
        after.decision = decision;
        after.reviewer = m_reviewer;
        after.at = now;
        after.digest = currentDigest(id);
        if (before.decision == after.decision && before.digest == after.digest)
            continue; // nothing new: not an undo step of its own
        change.steps.append({ id, before, after });
    }
    push(std::move(change));
}

void Review::setNote(const QString &observationId, const QString &note)
{
    if (m_record && !m_digests.contains(observationId))
        return;
    const Entry before = m_data.entries.value(observationId);
    if (before.note == note)
        return;
    Entry after = before;
    after.note = note;
    after.reviewer = m_reviewer;
    after.at = nowUtc();
    if (before.isEmpty())
        after.digest = currentDigest(observationId);
    //: Undo/redo text
    push({ QCoreApplication::translate("pith::Review", "Note"),
        { { observationId, before, after } } });
}

void Review::setEntry(const QString &observationId, const Entry &entry, const QString &text)
{
    if (m_record && !m_digests.contains(observationId))
        return;
    const Entry before = m_data.entries.value(observationId);
    if (before == entry)
        return;
    push({ text, { { observationId, before, entry } } });
}

void Review::setRecordNote(const QString &note)
{
    const Entry before = m_data.recordNote;
    if (before.note == note)
        return;
    Entry after = before;
    after.note = note;
    after.reviewer = m_reviewer;
    after.at = nowUtc();
    //: Undo/redo text
    push({ QCoreApplication::translate("pith::Review", "Record note"),
        { { QString(), before, after } } });
}

void Review::applyMerge(const MergeResult &result, const QList<bool> &takeTheirs)
{
    ReviewData target = result.merged;
    for (int i = 0; i < result.conflicts.size(); ++i) {
        const Conflict &c = result.conflicts.at(i);
        const Entry chosen = i < takeTheirs.size() && takeTheirs.at(i) ? c.theirs : c.mine;
        if (c.observationId.isEmpty())
            target.recordNote = chosen;
        else
            target.entries.insert(c.observationId, chosen);
    }
    //: Undo/redo text
    replaceWith(target, QCoreApplication::translate("pith::Review", "Merge review"));
}

void Review::replaceWith(const ReviewData &target, const QString &text)
{
    Change change { text, {} };
    if (!(target.recordNote == m_data.recordNote))
        change.steps.append({ QString(), m_data.recordNote, target.recordNote });
    QStringList ids = target.entries.keys() + m_data.entries.keys();
    ids.removeDuplicates();
    for (const QString &id : std::as_const(ids)) {
        const Entry before = m_data.entries.value(id), after = target.entries.value(id);
        if (!(before == after))
            change.steps.append({ id, before, after });
    }
    push(std::move(change));
}

void Review::undo()
{
    if (m_undo.isEmpty() || !m_readOnly.isEmpty())
        return;
    Change c = m_undo.takeLast();
    apply(c.steps, false);
    m_redo.append(std::move(c));
    emit undoStateChanged();
}

void Review::redo()
{
    if (m_redo.isEmpty() || !m_readOnly.isEmpty())
        return;
    Change c = m_redo.takeLast();
    apply(c.steps, true);
    m_undo.append(std::move(c));
    emit undoStateChanged();
}

QString Review::undoText() const { return m_undo.isEmpty() ? QString() : m_undo.last().text; }

QString Review::redoText() const { return m_redo.isEmpty() ? QString() : m_redo.last().text; }

int Review::reviewedCount(const QList<const Observation *> &observations) const
{
    return int(std::count_if(observations.cbegin(), observations.cend(),
        [this](const Observation *o) { return o && isReviewed(o->id); }));
}

QHash<Decision, int> Review::decisionCounts(int *staleCount) const
{
    // Over the entries (a few), not every observation id of the record (120,000 lookups each
    // time the review changed): the ids of the record without an entry are unreviewed.
    QHash<Decision, int> counts;
    int stale = 0;
    qsizetype withEntry = 0;
    for (auto it = m_data.entries.cbegin(); it != m_data.entries.cend(); ++it) {
        if (!m_digests.contains(it.key()))
            continue; // an entry for an observation this record does not have
        ++withEntry;
        counts[effectiveDecision(it.key())] += 1;
        if (isStale(it.key()))
            ++stale;
    }
    if (const qsizetype unreviewed = m_digests.size() - withEntry; unreviewed > 0)
        counts[Decision::Unreviewed] += int(unreviewed);
    if (staleCount)
        *staleCount = stale;
    return counts;
}

QList<ObservationFacts::KeySpec> Review::keys() const
{
    QStringList values { u"none"_s, u"any"_s, u"stale"_s };
    for (Decision d : allDecisions()) {
        if (d != Decision::Unreviewed)
            values.append(decisionKey(d));
    }
    return {
        { u"review"_s, values,
            //: Filter help: what the review: key selects
            QCoreApplication::translate("pith::Review",
                "your review's decision: none (not reviewed or changed since), any, stale, or a "
                "decision") },
        { u"note"_s, {},
            //: Filter help: what the note: key selects
            QCoreApplication::translate("pith::Review", "words in your review's note") },
    };
}

Review::Question Review::question(const QString &key, const QString &value)
{
    using Kind = Question::Kind;
    if (key == u"note")
        return { Kind::NoteContains, Decision::Unreviewed, value };
    if (key != u"review")
        return {};
    if (value == u"none" || value == u"unreviewed")
        return { Kind::DecisionIs, Decision::Unreviewed, {} };
    if (value == u"any")
        return { Kind::Reviewed, Decision::Unreviewed, {} };
    if (value == u"stale")
        return { Kind::Stale, Decision::Unreviewed, {} };
    if (const auto wanted = decisionFromKey(value))
        return { Kind::DecisionIs, *wanted, {} };
    return {};
}

bool Review::answers(const Question &q, const Observation &o) const
{
    switch (q.kind) {
    case Question::Kind::Never:
        return false;
    case Question::Kind::NoteContains: {
        const auto it = m_data.entries.constFind(o.id);
        return it != m_data.entries.cend() && !it->note.isEmpty()
            && it->note.contains(q.words, Qt::CaseInsensitive);
    }
    case Question::Kind::DecisionIs:
        return effectiveDecision(o.id) == q.decision;
    case Question::Kind::Reviewed:
        return effectiveDecision(o.id) != Decision::Unreviewed;
    case Question::Kind::Stale:
        return isStale(o.id);
    }
    return false;
}

bool Review::holds(const QString &key, const QString &value, const Observation &o) const
{
    return answers(question(key, value), o);
}

ObservationFacts::Test Review::test(const QString &key, const QString &value) const
{
    return [this, q = question(key, value)](const Observation &o) { return answers(q, o); };
}

QStringList csvColumns()
{
    return { u"review_decision"_s, u"review_note"_s, u"reviewer"_s, u"reviewed_at"_s };
}

QStringList csvFields(const Review &review, const Observation &o)
{
    const Entry e = review.entry(o.id);
    const QString decision
        = review.isStale(o.id) ? u"changed_since_reviewed"_s : decisionKey(e.decision);
    return { decision, e.note, e.reviewer,
        e.at.isValid() ? e.at.toUTC().toString(Qt::ISODate) : QString() };
}

QStringList summaryLines(const Review &review)
{
    QStringList lines;
    int stale = 0;
    const QHash<Decision, int> counts = review.decisionCounts(&stale);
    int total = 0;
    for (int n : counts)
        total += n;
    const int reviewed = total - counts.value(Decision::Unreviewed);
    QStringList parts;
    for (Decision d : allDecisions()) {
        if (d != Decision::Unreviewed && counts.value(d) > 0)
            parts.append(u"%1 %2"_s.arg(counts.value(d)).arg(decisionLabel(d)));
    }
    if (stale > 0)
        parts.append(u"%1 %2"_s.arg(stale).arg(staleLabel()));
    //: review summary: %1 observations with a decision, %2 all, %3 counts per decision
    QString first = QCoreApplication::translate(
        "pith::Review", "Reviewed %1 of %2 observations", nullptr, total)
                        .arg(reviewed)
                        .arg(total);
    if (!parts.isEmpty())
        first += u": "_s + parts.join(u", "_s);
    lines.append(first);
    QStringList reviewers;
    QDateTime from, to;
    for (const Entry &e : review.data().entries) {
        if (!e.reviewer.isEmpty() && !reviewers.contains(e.reviewer))
            reviewers.append(e.reviewer);
        if (e.at.isValid()) {
            if (!from.isValid() || e.at < from)
                from = e.at;
            if (!to.isValid() || e.at > to)
                to = e.at;
        }
    }
    reviewers.sort();
    if (!reviewers.isEmpty()) {
        const QLocale locale;
        const QString a = locale.toString(from.toUTC().date(), u"d MMMM yyyy"_s);
        const QString b = locale.toString(to.toUTC().date(), u"d MMMM yyyy"_s);
        lines.append(from.isValid()
                //: review summary: %1 the reviewers' names, %2 a date or a range of dates
                ? QCoreApplication::translate("pith::Review", "Reviewed by %1, %2")
                      .arg(reviewers.join(u", "_s), a == b ? a : a + u" – "_s + b)
                : QCoreApplication::translate("pith::Review", "Reviewed by %1")
                      .arg(reviewers.join(u", "_s)));
    }
    if (!review.data().recordNote.note.isEmpty())
        //: review summary: %1 the reviewer's note on the whole record
        lines.append(QCoreApplication::translate("pith::Review", "Record note: %1")
                         .arg(review.data().recordNote.note));
    return lines;
}

QString reportDecision(const Review &review, const QString &observationId)
{
    if (review.isStale(observationId))
        return staleLabel();
    const Decision d = review.entry(observationId).decision;
    return d == Decision::Unreviewed ? QString() : decisionLabel(d);
}

QString Review::facetLabel(const QString &key) const
{
    //: Facet group label: review decision buttons follow
    return key == u"review" ? QCoreApplication::translate("pith::Review", "Review:") : QString();
}

QStringList Review::facetValues(const QString &key) const
{
    if (key != u"review")
        return {};
    QStringList values { u"none"_s };
    for (Decision d : allDecisions()) {
        if (d != Decision::Unreviewed)
            values.append(decisionKey(d));
    }
    values.append(u"stale"_s);
    return values;
}

QString Review::valueLabel(const QString &key, const QString &value) const
{
    if (key != u"review")
        return value;
    if (value == u"none")
        //: Facet button: rows without a decision (or whose decision is stale)
        return QCoreApplication::translate("pith::Review", "not reviewed");
    if (value == u"stale")
        return staleLabel();
    const auto d = decisionFromKey(value);
    return d ? decisionLabel(*d) : value;
}

} // namespace pith::review

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/audit.h"
#include "models/record/subset.h"
#include "models/record/wording.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QtNumeric>

namespace pith {

bool hasErrors(const QList<Finding> &findings)
{
    return std::any_of(findings.begin(), findings.end(),
        [](const Finding &f) { return f.severity == Finding::Severity::Error; });
}

namespace {

// A finding's message in English (Finding::message, for `verify --json`) and in the program's
// language (Finding::text), filled with the same values.
class Text {
public:
    explicit Text(const char *source)
        : en(QString::fromUtf8(source))
        , local(QCoreApplication::translate("pith::Audit", source))
    {
    }
    template <typename... Args> Text arg(const Args &...args) const
    {
        return Text(en.arg(args...), local.arg(args...));
    }
    Text arg(const Text &phrase) const { return Text(en.arg(phrase.en), local.arg(phrase.local)); }

    QString en;
    QString local;

private:
    Text(QString e, QString l)
        : en(std::move(e))
        , local(std::move(l))
    {
    }
};

class Collector {
public:
    void error(const char *code, const Text &message, const QString &pointer = {})
    {
        m_findings.append(
            { Finding::Severity::Error, QLatin1String(code), message.en, pointer, message.local });
    }
    void warning(const char *code, const Text &message, const QString &pointer = {})
    {
        m_findings.append({ Finding::Severity::Warning, QLatin1String(code), message.en, pointer,
            message.local });
    }
    QList<Finding> take() { return std::move(m_findings); }

private:
    QList<Finding> m_findings;
};

void auditCounts(const Record &r, const ObservationChecks &checks, Collector &out)
{
    const qint64 outbound = r.outboundCount();
    const qint64 inbound = r.inboundCount();
    const auto &rr = r.referenceResolution;

    if (rr.displayed && *rr.displayed != outbound)
        out.error("displayed-count-mismatch",
            Text(QT_TRANSLATE_NOOP("pith::Audit",
                     "reference_resolution.displayed is %1 but the record has %2 outbound "
                     "observations"))
                .arg(*rr.displayed)
                .arg(outbound),
            QStringLiteral("/reference_resolution/displayed"));

    // The total of every state, those only counted too (a record built to hurt lists millions).
    qint64 sum = rr.stateCountsNotKeptSum;
    bool overflows = rr.stateCountsNotKeptSumOverflows;
    for (const StateCount &sc : rr.stateCounts)
        overflows = qAddOverflow(sum, sc.count, &sum) || overflows;
    if (rr.stateCountCount() > 0 && overflows)
        out.error("state-total-mismatch",
            Text(QT_TRANSLATE_NOOP("pith::Audit",
                     "the state counts add up to more than a 64-bit integer holds but the record "
                     "has %1 outbound observations"))
                .arg(outbound),
            QStringLiteral("/reference_resolution/state_counts"));
    else if (rr.stateCountCount() > 0 && sum != outbound)
        out.error("state-total-mismatch",
            Text(QT_TRANSLATE_NOOP("pith::Audit",
                     "the state counts add up to %1 but the record has %2 outbound observations"))
                .arg(sum)
                .arg(outbound),
            QStringLiteral("/reference_resolution/state_counts"));
    if (rr.stateCountsNotKept > 0)
        out.warning("state-counts-not-compared",
            Text(QT_TRANSLATE_NOOP("pith::Audit",
                     "state_counts lists %1 states: the first %2 are compared with the "
                     "observations one by one, the other %3 only in the total"))
                .arg(rr.stateCountCount())
                .arg(rr.stateCounts.size())
                .arg(rr.stateCountsNotKept),
            QStringLiteral("/reference_resolution/state_counts"));

    // outbound observations in each state, the states in the order they first occur
    std::vector<qint64> actual(std::size_t(checks.states.size()), 0);
    std::vector<quint32> order;
    for (const ObservationCheck &c : checks.outbound) {
        if (actual[c.state]++ == 0)
            order.push_back(c.state);
    }
    QHash<QString, quint32> stateIndex;
    stateIndex.reserve(checks.states.size());
    for (qsizetype i = 0; i < checks.states.size(); ++i)
        stateIndex.insert(checks.states[i], quint32(i));
    QSet<QString> stated;
    for (const StateCount &sc : rr.stateCounts) {
        stated.insert(sc.state);
        const auto at = stateIndex.constFind(sc.state);
        const qint64 n = at == stateIndex.cend() ? 0 : actual[*at];
        if (sc.count != n)
            out.error("state-count-mismatch",
                Text(QT_TRANSLATE_NOOP("pith::Audit",
                         "state_counts gives %1 for %2 but %3 outbound observations are in that "
                         "state"))
                    .arg(sc.count)
                    .arg(sc.state)
                    .arg(n),
                QStringLiteral("/reference_resolution/state_counts/") + sc.state);
    }
    for (const quint32 index : order) {
        const QString &state = checks.states[index];
        // (a state may be among those only counted: the warning above says so)
        if (!stated.contains(state) && !rr.stateCounts.isEmpty() && rr.stateCountsNotKept == 0)
            out.error("state-count-mismatch",
                Text(QT_TRANSLATE_NOOP("pith::Audit",
                         "%1 outbound observations are %2, a state state_counts does not list"))
                    .arg(actual[index])
                    .arg(state),
                QStringLiteral("/reference_resolution/state_counts"));
        if (!knownResolutionStates().contains(state))
            out.warning("unknown-resolution-state",
                Text(QT_TRANSLATE_NOOP("pith::Audit",
                         "%1 observations have the resolution state \"%2\", which is not one of "
                         "the six known states"))
                    .arg(actual[index])
                    .arg(state));
    }

    if (rr.displayed && rr.totalOutboundReferences && *rr.displayed > *rr.totalOutboundReferences)
        out.error("displayed-exceeds-total",
            Text(QT_TRANSLATE_NOOP(
                     "pith::Audit", "%1 references are displayed but the paper has only %2"))
                .arg(*rr.displayed)
                .arg(*rr.totalOutboundReferences),
            QStringLiteral("/reference_resolution/displayed"));
    if (r.caps.outbound && outbound > *r.caps.outbound)
        out.error("outbound-over-cap",
            Text(QT_TRANSLATE_NOOP(
                     "pith::Audit", "%1 outbound observations exceed the outbound cap of %2"))
                .arg(outbound)
                .arg(*r.caps.outbound),
            QStringLiteral("/caps/outbound"));
    if (r.caps.inbound && inbound > *r.caps.inbound)
        out.error("inbound-over-cap",
            Text(QT_TRANSLATE_NOOP(
                     "pith::Audit", "%1 inbound observations exceed the inbound cap of %2"))
                .arg(inbound)
                .arg(*r.caps.inbound),
            QStringLiteral("/caps/inbound"));
}

void auditCoverage(const Record &r, Collector &out)
{
    const qint64 outbound = r.outboundCount();
    const qint64 inbound = r.inboundCount();
    for (qsizetype i = 0; i < r.coverage.size(); ++i) {
        const CoverageLane &lane = r.coverage[i];
        const QString base = QStringLiteral("/coverage/%1/").arg(i);
        auto check = [&](const std::optional<qint64> &value, const char *field, qint64 expected,
                         const Text &what) {
            if (value && *value != expected)
                out.error("coverage-mismatch",
                    Text(QT_TRANSLATE_NOOP(
                             "pith::Audit", "coverage lane %1 gives %2 %3 but %4 is %5"))
                        .arg(lane.lane, QLatin1String(field))
                        .arg(*value)
                        .arg(what)
                        .arg(expected),
                    base + QLatin1String(field));
        };
        if (lane.lane == QLatin1String("reference_resolution"))
            check(lane.recordsObserved, "records_observed",
                r.referenceResolution.displayed.value_or(outbound),
                Text(QT_TRANSLATE_NOOP("pith::Audit", "the displayed count")));
        else if (lane.lane == QLatin1String("standing_notices"))
            check(lane.denominator, "denominator", outbound + inbound,
                Text(QT_TRANSLATE_NOOP("pith::Audit", "outbound plus inbound (%1 + %2)"))
                    .arg(outbound)
                    .arg(inbound));
        else if (lane.lane == QLatin1String("inbound_itemization"))
            check(lane.recordsObserved, "records_observed", inbound,
                Text(QT_TRANSLATE_NOOP("pith::Audit", "the inbound count")));
        else if (lane.lane == QLatin1String("external_citation_measurements"))
            check(lane.recordsObserved, "records_observed", r.externalCitationMeasurements.size(),
                Text(QT_TRANSLATE_NOOP("pith::Audit", "the number of stored measurements")));
        if (lane.recordsObserved && lane.denominator && *lane.recordsObserved > *lane.denominator)
            out.warning("coverage-over-denominator",
                Text(QT_TRANSLATE_NOOP("pith::Audit", "coverage lane %1 observed %2 of only %3"))
                    .arg(lane.lane)
                    .arg(*lane.recordsObserved)
                    .arg(*lane.denominator),
                base + QStringLiteral("records_observed"));
    }
    // Lanes past the kept ones are counted, not read: a lane the checks above know may be
    // among them, unchecked, and the audit must not read as if every lane had passed.
    if (r.coverageNotKept > 0)
        out.warning("coverage-not-compared",
            Text(QT_TRANSLATE_NOOP("pith::Audit",
                     "the coverage vector lists %1 lanes: the first %2 are compared with the "
                     "record, the other %3 are only counted"))
                .arg(r.coverageCount())
                .arg(r.coverage.size())
                .arg(r.coverageNotKept),
            QStringLiteral("/coverage"));
}

void auditThesis(const Record &r, Collector &out)
{
    if (r.thesis.isEmpty())
        return;
    const QString ptr = QStringLiteral("/thesis");
    static const QRegularExpression counts(
        QStringLiteral("lists (\\d+) of (\\d+) outbound references and (\\d+) inbound"));
    const auto m = counts.match(r.thesis);
    if (m.hasMatch()) {
        const qint64 a = m.captured(1).toLongLong(), b = m.captured(2).toLongLong(),
                     c = m.captured(3).toLongLong();
        const qint64 displayed = r.referenceResolution.displayed.value_or(r.outboundCount());
        if (a != displayed)
            out.warning("thesis-mismatch",
                Text(QT_TRANSLATE_NOOP("pith::Audit",
                         "the thesis lists %1 outbound references but %2 are displayed"))
                    .arg(a)
                    .arg(displayed),
                ptr);
        if (r.referenceResolution.totalOutboundReferences
            && b != *r.referenceResolution.totalOutboundReferences)
            out.warning("thesis-mismatch",
                Text(QT_TRANSLATE_NOOP("pith::Audit",
                         "the thesis gives %1 outbound references in all but the record gives %2"))
                    .arg(b)
                    .arg(*r.referenceResolution.totalOutboundReferences),
                ptr);
        if (c != r.inboundCount())
            out.warning("thesis-mismatch",
                Text(QT_TRANSLATE_NOOP("pith::Audit",
                         "the thesis lists %1 inbound observations but the record has %2"))
                    .arg(c)
                    .arg(r.inboundCount()),
                ptr);
    } else {
        out.warning("thesis-unreadable",
            Text(QT_TRANSLATE_NOOP(
                "pith::Audit", "the thesis does not state its counts in the usual wording")),
            ptr);
    }
    static const QRegularExpression arxiv(QStringLiteral("arXiv:(\\S+?)\\.?$"));
    const auto am = arxiv.match(r.thesis);
    if (am.hasMatch() && am.captured(1) != r.paper.arxivId)
        out.warning("thesis-mismatch",
            Text(QT_TRANSLATE_NOOP(
                     "pith::Audit", "the thesis names arXiv:%1 but the record is for %2"))
                .arg(am.captured(1), r.paper.arxivId),
            ptr);
    static const QRegularExpression asOf(QStringLiteral("^As of (\\d{1,2} \\w+ \\d{4})"));
    const auto dm = asOf.match(r.thesis);
    const QString expected = longEnglishDate(r.asOf);
    if (dm.hasMatch() && !expected.isEmpty() && dm.captured(1) != expected)
        out.warning("thesis-mismatch",
            Text(QT_TRANSLATE_NOOP("pith::Audit", "the thesis is dated %1 but as_of is %2"))
                .arg(dm.captured(1), expected),
            ptr);
}

// Finds the keys that occur more than once, in one open-addressing table of 8-byte slots sized
// once: QHash took 28 ms for the ids of 120,000 observations (most of verify's verdict), a
// table of wide slots as long again to fault in. keyAt(i) is the i-th key; hashes are seeded per
// process (QHashSeed::globalSeed()), so a record cannot be built to make its keys collide.
template <typename KeyAt> class RepeatFinder {
public:
    RepeatFinder(std::size_t keys, KeyAt keyAt)
        : m_keyAt(std::move(keyAt))
    {
        std::size_t size = 16;
        while (size < 2 * keys)
            size *= 2;
        m_slots.resize(size);
    }
    // Counts key i; true when it is the second time that key occurs (not the first, nor the third).
    bool secondTime(quint32 i)
    {
        const auto key = m_keyAt(i);
        const std::size_t h = qHash(key, QHashSeed::globalSeed());
        const auto tag = quint32(h >> 32) ^ quint32(h);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t at = h & mask;; at = (at + 1) & mask) {
            Slot &slot = m_slots[at];
            if (slot.entry == 0) {
                slot = { tag, i + 1 };
                return false;
            }
            if (slot.tag == tag && m_keyAt((slot.entry & ~kSeen) - 1) == key) {
                const bool second = !(slot.entry & kSeen);
                slot.entry |= kSeen;
                return second;
            }
        }
    }

private:
    static constexpr quint32 kSeen = 0x80000000u; // the key occurred again (entries are < 2^31)
    struct Slot {
        quint32 tag = 0;
        quint32 entry = 0; // the key's first index + 1; 0: empty
    };
    KeyAt m_keyAt;
    std::vector<Slot> m_slots;
};

void auditIdentity(const Record &r, const ObservationChecks &checks, Collector &out)
{
    const std::size_t outbound = checks.outbound.size();
    const auto check = [&](quint32 i) -> const ObservationCheck & {
        return i < outbound ? checks.outbound[i] : checks.inbound[i - outbound];
    };
    RepeatFinder ids(
        outbound + checks.inbound.size(), [&](quint32 i) { return checks.idView(check(i)); });
    for (quint32 i = 0; i < outbound + checks.inbound.size(); ++i) {
        if (ids.secondTime(i))
            out.error("duplicate-observation-id",
                Text(QT_TRANSLATE_NOOP("pith::Audit", "observation id %1 occurs more than once"))
                    .arg(checks.id(check(i))),
                QStringLiteral("/%1/%2/observation_id")
                    .arg(directionName(i < outbound ? Direction::Outbound : Direction::Inbound))
                    .arg(check(i).position));
    }
    RepeatFinder refs(outbound, [&](quint32 i) { return checks.outbound[i].referenceIndex; });
    for (quint32 i = 0; i < outbound; ++i) {
        const ObservationCheck &c = checks.outbound[i];
        if (c.hasReferenceIndex && refs.secondTime(i))
            out.error("duplicate-reference-index",
                Text(QT_TRANSLATE_NOOP("pith::Audit",
                         "reference index %1 occurs more than once among outbound observations"))
                    .arg(c.referenceIndex),
                QStringLiteral("/outbound/%1/citation/reference_index").arg(c.position));
    }
    if (r.contextDigestState() == Record::ContextDigestState::Missing)
        out.warning("context-digest-missing",
            Text(QT_TRANSLATE_NOOP("pith::Audit", "the record carries no context digest")),
            QStringLiteral("/context_digest"));
}

// A JSON subset exported by Pith Ledger carries its observations' bytes, which verify by
// themselves whatever the record they came from was: what that record's verdict was is stated
// beside them and read back here, so an export never reads better than its source.
void auditSubset(const Record &r, Collector &out)
{
    const std::optional<ExportSubset> s = exportSubset(r);
    if (!s)
        return;
    const QString at = QStringLiteral("/pith_ledger_export/");
    if (s->sourceContextState == u"mismatch")
        out.error("source-context-mismatch",
            Text(QT_TRANSLATE_NOOP("pith::Audit",
                "the record this subset was exported from did not match its context digest")),
            at + u"source_context_digest_state");
    if (s->sourceFailingObservations > 0)
        out.error("source-observations-failed",
            Text(QT_TRANSLATE_NOOP("pith::Audit",
                     "the record this subset was exported from had observations whose digests did "
                     "not match (%1)"))
                .arg(s->sourceFailingObservations),
            at + u"source_failing_observations");
    if (s->sourceAuditErrors > 0)
        out.error("source-audit-failed",
            Text(QT_TRANSLATE_NOOP("pith::Audit",
                     "the record this subset was exported from failed its audit (errors: %1, "
                     "warnings: %2)"))
                .arg(s->sourceAuditErrors)
                .arg(std::max<qint64>(0, s->sourceAuditWarnings)),
            at + u"source_audit_errors");
    else if (s->sourceAuditWarnings > 0)
        out.warning("source-audit-warnings",
            Text(QT_TRANSLATE_NOOP("pith::Audit",
                     "the record this subset was exported from had audit warnings (%1)"))
                .arg(s->sourceAuditWarnings),
            at + u"source_audit_warnings");
}

} // namespace

QList<Finding> auditRecord(const Record &record)
{
    // What the audit reads of each observation: the record's own checks when it was read for
    // verification, else the same facts of its observations.
    ObservationChecks built;
    if (!record.holdsChecks())
        built = ObservationChecks::of(record.outbound, record.inbound);
    const ObservationChecks &checks = record.holdsChecks() ? record.checks : built;
    Collector out;
    auditCounts(record, checks, out);
    auditCoverage(record, out);
    auditThesis(record, out);
    auditIdentity(record, checks, out);
    auditSubset(record, out);
    return out.take();
}

} // namespace pith

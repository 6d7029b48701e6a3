// SPDX-License-Identifier: GPL-3.0-or-later
// The diff of two copies of a record, on pairs the tests make from the real fixture (every
// digest recomputed, so both copies verify), and a review carried across them.
#include "app/common/language.h"
#include "models/history/changefacts.h"
#include "models/history/recorddiff.h"
#include "models/history/reviewcarryover.h"
#include "models/items/observationfilter.h"
#include "models/record/parser.h"
#include "models/review/review.h"
#include "testutil.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace pith;
using namespace pith::history;
using pith::test::consistentFixture;
using pith::test::editOutbound;

namespace {

RecordPtr parse(const QByteArray &bytes)
{
    const ParseResult r = parseRecord(bytes, u"test.json"_s);
    if (!r.ok())
        qFatal("fixture does not parse: %s", qPrintable(r.error.toString()));
    return r.record;
}

RecordPtr base()
{
    return parse(consistentFixture([](QJsonObject &) {}));
}

RecordPtr edited(const std::function<void(QJsonObject &)> &edit)
{
    return parse(consistentFixture(edit));
}

QJsonObject sub(const QJsonObject &o, const char *key) { return o[QLatin1String(key)].toObject(); }

void setSub(QJsonObject &o, const char *key, const char *inner, const QJsonValue &v)
{
    QJsonObject c = sub(o, key);
    c[QLatin1String(inner)] = v;
    o[QLatin1String(key)] = c;
}

} // namespace

class TestRecordDiff final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(setupLanguage(u"en"_s).ok()); }

    void identicalContentNewAsOf()
    {
        const RecordPtr a = base();
        const RecordPtr b
            = edited([](QJsonObject &r) { r[u"as_of"_s] = u"2026-09-01T00:00:00Z"_s; });
        QCOMPARE_NE(a->asOf, b->asOf);
        const RecordDiff d = diffRecords(*a, *b);
        QVERIFY(d.same());
        QCOMPARE(d.changeCount(), 0);
        QCOMPARE(d.newAsOf, u"2026-09-01T00:00:00Z"_s);
        QCOMPARE(diffSentence(d, u"10 Aug 2026"_s), u"No changes since the copy of 10 Aug 2026."_s);
    }

    void resolutionChanged()
    {
        const RecordDiff d = diffRecords(*base(), *edited([](QJsonObject &r) {
            editOutbound(r, 2, [](QJsonObject &o) {
                setSub(o, "resolution", "status", u"verified_exact"_s);
                setSub(o, "resolution", "resolver_source", u"arxiv_id"_s);
            });
        }));
        QCOMPARE(d.observations.size(), 1);
        const ObservationChange &c = d.observations.first();
        QCOMPARE(c.kind, ChangeKind::Resolution);
        QCOMPARE(c.referenceIndex, 3);
        QCOMPARE(c.oldId, u"40a14d2e-66cf-4780-9500-d1b0f6765978"_s);
        QCOMPARE(c.newId, c.oldId);
        QCOMPARE(c.before, u"unresolved"_s);
        QCOMPARE(c.after, u"verified_exact (arxiv_id)"_s);
        QCOMPARE(
            c.fields, QStringList({ u"/resolution/resolver_source"_s, u"/resolution/status"_s }));
        QVERIFY(c.becameResolved);
        QCOMPARE(d.resolvedCount(), 1);
        // The state counts did not follow: the record-level diff says only what changed.
        QVERIFY(d.record.isEmpty());
    }

    void noticeChanged()
    {
        const RecordDiff d = diffRecords(*base(), *edited([](QJsonObject &r) {
            pith::test::addNoticeEvent(r, 1,
                QJsonObject { { u"type"_s, u"retraction"_s }, { u"source"_s, u"crossref"_s } });
        }));
        QCOMPARE(d.observations.size(), 1);
        const ObservationChange &c = d.observations.first();
        QCOMPARE(c.kind, ChangeKind::Notice);
        QCOMPARE(c.referenceIndex, 2);
        QCOMPARE(c.before, u"measured"_s);
        QCOMPARE(c.after, u"measured: retraction"_s);
        QCOMPARE(c.addedEventTypes, QStringList { u"retraction"_s });
        QVERIFY(c.removedEventTypes.isEmpty());
        QCOMPARE(d.newNoticeCounts().size(), 1);
        QCOMPARE(diffSentence(d, u"9 Aug 2026"_s),
            u"1 change since the copy of 9 Aug 2026: 1 new retraction notice"_s);

        // And back: the event goes away.
        const RecordDiff back = diffRecords(*edited([](QJsonObject &r) {
            pith::test::addNoticeEvent(r, 1, QJsonObject { { u"type"_s, u"retraction"_s } });
        }),
            *base());
        QCOMPARE(back.observations.size(), 1);
        QCOMPARE(back.observations.first().removedEventTypes, QStringList { u"retraction"_s });
        QVERIFY(back.observations.first().addedEventTypes.isEmpty());
    }

    void noticeStateChanged()
    {
        const RecordDiff d = diffRecords(*base(), *edited([](QJsonObject &r) {
            editOutbound(r, 0, [](QJsonObject &o) {
                QJsonObject n = sub(o, "standing_notice");
                n[u"state"_s] = u"measured"_s;
                n.remove(u"reason"_s);
                o[u"standing_notice"_s] = n;
            });
        }));
        QCOMPARE(d.observations.size(), 1);
        QCOMPARE(d.observations.first().kind, ChangeKind::Notice);
        QCOMPARE(d.observations.first().before, u"unavailable: canonical_work_link_unavailable"_s);
        QCOMPARE(d.observations.first().after, u"measured"_s);
    }

    void citedWorkChanged()
    {
        const RecordDiff d = diffRecords(*base(), *edited([](QJsonObject &r) {
            editOutbound(r, 1, [](QJsonObject &o) {
                QJsonObject citation = sub(o, "citation");
                setSub(citation, "cited_work", "title", u"A new title"_s);
                o[u"citation"_s] = citation;
            });
        }));
        QCOMPARE(d.observations.size(), 1);
        const ObservationChange &c = d.observations.first();
        QCOMPARE(c.kind, ChangeKind::CitedWork);
        QCOMPARE(c.fields, QStringList { u"/citation/cited_work/title"_s });
        QCOMPARE(c.before,
            u"citation/cited_work/title: \"Beyond data and model parallelism for deep neural networks\""_s);
        QCOMPARE(c.after, u"citation/cited_work/title: \"A new title\""_s);
        QCOMPARE(c.title, u"A new title"_s);
    }

    void otherFieldsChanged()
    {
        const RecordDiff d = diffRecords(*base(), *edited([](QJsonObject &r) {
            editOutbound(r, 4, [](QJsonObject &o) {
                setSub(o, "resolution", "observed_at", u"2026-09-01T00:00:00Z"_s);
                o[u"extra_key"_s] = 7;
            });
        }));
        QCOMPARE(d.observations.size(), 1);
        const ObservationChange &c = d.observations.first();
        QCOMPARE(c.kind, ChangeKind::OtherFields);
        QCOMPARE(c.fields, QStringList({ u"/extra_key"_s, u"/resolution/observed_at"_s }));
        QCOMPARE(c.before,
            u"extra_key: (none); resolution/observed_at: \"2026-08-05T13:52:32.938616Z\""_s);
        QCOMPARE(c.after, u"extra_key: 7; resolution/observed_at: \"2026-09-01T00:00:00Z\""_s);
    }

    void severalKindsOnOneObservation()
    {
        const RecordDiff d = diffRecords(*base(), *edited([](QJsonObject &r) {
            editOutbound(r, 0, [](QJsonObject &o) {
                setSub(o, "resolution", "status", u"verified_fuzzy"_s);
                setSub(o, "resolution", "observed_at", u"2026-09-01T00:00:00Z"_s);
            });
        }));
        QCOMPARE(d.observations.size(), 2);
        QCOMPARE(d.observations[0].kind, ChangeKind::Resolution);
        QCOMPARE(d.observations[1].kind, ChangeKind::OtherFields);
        QCOMPARE(d.observations[0].referenceIndex, 1);
    }

    void addedAndRemoved()
    {
        const RecordPtr a = base();
        const RecordDiff d = diffRecords(*a, *edited([](QJsonObject &r) {
            QJsonArray out = r[u"outbound"_s].toArray();
            QJsonObject extra = out[0].toObject();
            extra[u"observation_id"_s] = u"00000000-0000-4000-8000-000000000001"_s;
            QJsonObject citation = sub(extra, "citation");
            citation[u"reference_index"_s] = 22;
            extra[u"citation"_s] = citation;
            out.removeAt(5); // reference 6
            out.append(extra);
            r[u"outbound"_s] = out;
        }));
        QCOMPARE(d.count(ChangeKind::Added), 1);
        QCOMPARE(d.count(ChangeKind::Removed), 1);
        QCOMPARE(d.observations.size(), 2);
        QCOMPARE(d.observations[0].kind, ChangeKind::Removed);
        QCOMPARE(d.observations[0].referenceIndex, 6);
        QCOMPARE(d.observations[0].oldId, u"7b101fe8-429b-4831-b6ba-58386779095b"_s);
        QCOMPARE(d.observations[0].title, u"DeepSeek-V3 Technical Report"_s);
        QCOMPARE(d.observations[1].kind, ChangeKind::Added);
        QCOMPARE(d.observations[1].referenceIndex, 22);
        QCOMPARE(d.observations[1].newId, u"00000000-0000-4000-8000-000000000001"_s);
        QCOMPARE(diffSentence(d, u"9 Aug 2026"_s),
            u"2 changes since the copy of 9 Aug 2026: 1 observation added, 1 observation removed"_s);
    }

    void reorderedObservations()
    {
        const RecordDiff d = diffRecords(*base(), *edited([](QJsonObject &r) {
            QJsonArray out = r[u"outbound"_s].toArray();
            QJsonArray reversed;
            for (qsizetype i = out.size() - 1; i >= 0; --i)
                reversed.append(out[i]);
            r[u"outbound"_s] = reversed;
        }));
        // No observation changed; only their order, which the context digest covers.
        QVERIFY(d.observations.isEmpty());
        QCOMPARE(d.record.size(), 1);
        QCOMPARE(d.record.first().field, u"observation_order"_s);
    }

    void renamedIdSameReferenceIndex()
    {
        const RecordDiff d = diffRecords(*base(), *edited([](QJsonObject &r) {
            editOutbound(r, 3, [](QJsonObject &o) {
                o[u"observation_id"_s] = u"11111111-2222-4333-8444-555555555555"_s;
                setSub(o, "resolution", "status", u"parse_uncertain"_s);
            });
        }));
        // Matched by reference index: one observation whose id and resolution changed, not one
        // removed and one added.
        QCOMPARE(d.count(ChangeKind::Added), 0);
        QCOMPARE(d.count(ChangeKind::Removed), 0);
        QCOMPARE(d.observations.size(), 2);
        QCOMPARE(d.observations[0].kind, ChangeKind::Resolution);
        QCOMPARE(d.observations[0].oldId, u"5b76fa2b-c631-4d1f-91e3-164d2e7593a7"_s);
        QCOMPARE(d.observations[0].newId, u"11111111-2222-4333-8444-555555555555"_s);
        QCOMPARE(d.observations[0].after, u"parse_uncertain"_s);
        QVERIFY(!d.observations[0].becameResolved);
        QCOMPARE(d.observations[1].kind, ChangeKind::OtherFields);
        QCOMPARE(d.observations[1].fields, QStringList { u"/observation_id"_s });
    }

    void renamedIdAmbiguousIndexIsAddedAndRemoved()
    {
        // Two new observations share reference index 4: the position cannot tell which one the
        // old one became, so the diff says removed and added rather than guess.
        const RecordDiff d = diffRecords(*base(), *edited([](QJsonObject &r) {
            editOutbound(r, 3, [](QJsonObject &o) {
                o[u"observation_id"_s] = u"11111111-2222-4333-8444-555555555555"_s;
            });
            QJsonArray out = r[u"outbound"_s].toArray();
            QJsonObject twin = out[3].toObject();
            twin[u"observation_id"_s] = u"11111111-2222-4333-8444-666666666666"_s;
            out.append(twin);
            r[u"outbound"_s] = out;
        }));
        QCOMPARE(d.count(ChangeKind::Added), 2);
        QCOMPARE(d.count(ChangeKind::Removed), 1);
    }

    void recordFields()
    {
        const RecordDiff d = diffRecords(*base(), *edited([](QJsonObject &r) {
            r[u"thesis"_s] = u"A different thesis."_s;
            setSub(r, "caps", "outbound", 200);
            QJsonObject rr = sub(r, "reference_resolution");
            QJsonObject counts = sub(rr, "state_counts");
            counts[u"unresolved"_s] = 9;
            counts[u"verified_exact"_s] = 1;
            rr[u"state_counts"_s] = counts;
            r[u"reference_resolution"_s] = rr;
            QJsonArray coverage = r[u"coverage"_s].toArray();
            QJsonObject lane = coverage[0].toObject();
            lane[u"records_observed"_s] = 20;
            coverage[0] = lane;
            r[u"coverage"_s] = coverage;
        }));
        QVERIFY(d.observations.isEmpty());
        QStringList fields;
        for (const RecordChange &c : d.record)
            fields << recordAreaKey(c.area) + u':' + c.field + u'=' + c.before + "->"_L1 + c.after;
        QCOMPARE(fields,
            QStringList({ u"coverage:reference_resolution.records_observed=21->20"_s,
                u"counts:state_counts.unresolved=10->9"_s,
                u"counts:state_counts.verified_exact=0->1"_s,
                u"thesis:thesis="_s + base()->thesis + "->A different thesis."_L1,
                u"caps:caps.outbound=100->200"_s }));
    }

    void changeQueryKeys()
    {
        const RecordPtr older = base();
        const RecordPtr newer = edited([](QJsonObject &r) {
            editOutbound(r, 0,
                [](QJsonObject &o) { setSub(o, "resolution", "status", u"verified_exact"_s); });
            editOutbound(r, 1, [](QJsonObject &o) {
                setSub(o, "resolution", "status", u"unresolved"_s);
                setSub(o, "resolution", "observed_at", u"2026-09-01T00:00:00Z"_s);
            });
            pith::test::addNoticeEvent(r, 4, QJsonObject { { u"type"_s, u"retraction"_s } });
        });
        const ObservationFactsList facts { std::make_shared<ChangeFacts>(
            diffRecords(*older, *newer)) };
        auto rows = [&](const QString &query) {
            const auto parsed = ObservationFilter::parse(query, *newer, facts);
            if (!parsed.ok())
                return -1;
            int n = 0;
            for (const Observation &o : newer->outbound)
                n += parsed.filter->matches(o) ? 1 : 0;
            return n;
        };
        QCOMPARE(rows(u"change:any"_s), 3);
        QCOMPARE(rows(u"change:resolution"_s), 2);
        QCOMPARE(rows(u"change:resolution status:verified_exact"_s), 1);
        QCOMPARE(rows(u"change:notice"_s), 1);
        QCOMPARE(rows(u"change:other"_s), 1);
        QCOMPARE(rows(u"change:none"_s), 18);
        QCOMPARE(rows(u"-change:any"_s), 18);
        QCOMPARE(rows(u"change:notice,other"_s), 2);
        QCOMPARE(rows(u"change:removed"_s), 0);
        QCOMPARE(rows(u"change:bogus"_s), -1); // an error, as for the record's own keys
        const auto *changeFacts = static_cast<const ChangeFacts *>(facts.first().get());
        QCOMPARE(changeFacts->changesOf(newer->outbound[1].id).size(), 2);
        QVERIFY(changeFacts->changesOf(newer->outbound[2].id).isEmpty());
    }

    void reviewCarriedToRenamedIds()
    {
        const RecordPtr a = base();
        const QString renamed = u"00000000-0000-4000-8000-000000000003"_s;
        const QString renamedToo = u"00000000-0000-4000-8000-000000000004"_s;
        const RecordPtr b = edited([&](QJsonObject &r) {
            editOutbound(r, 0, [&](QJsonObject &o) { o[u"observation_id"_s] = renamed; });
            editOutbound(r, 1, [&](QJsonObject &o) { o[u"observation_id"_s] = renamedToo; });
        });
        const RecordDiff d = diffRecords(*a, *b);
        review::ReviewData data;
        data.arxivId = a->paper.arxivId;
        const auto decided = [](review::Decision decision, const QString &digest) {
            review::Entry e;
            e.decision = decision;
            e.digest = digest;
            return e;
        };
        data.entries.insert(
            a->outbound[0].id, decided(review::Decision::Confirmed, a->outbound[0].digest));
        data.entries.insert(
            a->outbound[1].id, decided(review::Decision::Disputed, a->outbound[1].digest));
        // The newer id of reference 2 has a decision of its own already: it stays.
        data.entries.insert(renamedToo, decided(review::Decision::NeedsFix, QString()));
        data.entries.insert(
            a->outbound[4].id, decided(review::Decision::Confirmed, a->outbound[4].digest));

        QCOMPARE(carryReviewOver(data, d), 1);
        QCOMPARE(data.entries.value(renamed).decision, review::Decision::Confirmed);
        QCOMPARE(data.entries.value(renamed).digest, a->outbound[0].digest);
        QVERIFY(!data.entries.contains(a->outbound[0].id));
        QCOMPARE(data.entries.value(renamedToo).decision, review::Decision::NeedsFix);
        QCOMPARE(data.entries.value(a->outbound[1].id).decision, review::Decision::Disputed);
        QCOMPARE(data.entries.value(a->outbound[4].id).decision, review::Decision::Confirmed);

        // In the newer copy: the moved decision's observation changed (its id is in the
        // digest), so it is to be looked at again; the unchanged one still counts.
        review::Review r;
        r.setRecord(b);
        r.setData(data);
        QVERIFY(r.isStale(renamed));
        QCOMPARE(r.effectiveDecision(renamed), review::Decision::Unreviewed);
        QVERIFY(!r.isStale(a->outbound[4].id));
        QCOMPARE(r.effectiveDecision(a->outbound[4].id), review::Decision::Confirmed);
        QVERIFY(r.holds(u"review"_s, u"stale"_s, b->outbound[0]));
        QVERIFY(!r.holds(u"review"_s, u"stale"_s, b->outbound[4]));
        QCOMPARE(carryReviewOver(data, d), 0); // once carried, nothing left to move
    }

    void kindKeysRoundTrip()
    {
        for (int i = 0; i < kChangeKindCount; ++i) {
            const auto kind = ChangeKind(i);
            QCOMPARE(changeKindFromKey(changeKindKey(kind)), kind);
            QVERIFY(!changeKindLabel(kind).isEmpty());
        }
        QVERIFY(!changeKindFromKey(u"nonsense"_s));
        QCOMPARE(shortDate(u"2026-08-09T10:00:00Z"_s), u"9 Aug 2026"_s);
        QCOMPARE(shortDate(u"not a date"_s), u"not a date"_s);
    }
};

QTEST_GUILESS_MAIN(TestRecordDiff)
#include "tst_recorddiff.moc"

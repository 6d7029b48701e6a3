// SPDX-License-Identifier: GPL-3.0-or-later
// The Changes view's model and its filter, without a window: two copies of the real fixture made
// by the test (references resolved, a retraction notice on a reference whose resolution changed
// too, one observation removed, one added, the thesis rewritten), diffed, one row per change,
// and the query language over the rows (`change:` asks the row's own change, the record's keys
// its observation, the older copy's for a removed one).
#include "app/common/language.h"
#include "models/history/changefilterproxy.h"
#include "models/history/changetablemodel.h"
#include "models/record/parser.h"
#include "tests/testutil.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace pith;
using namespace pith::history;
using namespace pith::test;

namespace {

RecordPtr parse(const QByteArray &bytes)
{
    const ParseResult r = parseRecord(bytes, u"test.json"_s);
    if (!r.ok())
        qFatal("fixture does not parse: %s", qPrintable(r.error.toString()));
    return r.record;
}

void resolve(QJsonObject &root, int index)
{
    editOutbound(root, index, [](QJsonObject &o) {
        QJsonObject r = o[u"resolution"_s].toObject();
        r[u"status"_s] = u"verified_exact"_s;
        r[u"resolver_source"_s] = u"arxiv_id"_s;
        o[u"resolution"_s] = r;
    });
}

RecordPtr older()
{
    return parse(consistentFixture([](QJsonObject &) {}));
}

RecordPtr newer()
{
    return parse(consistentFixture([](QJsonObject &r) {
        r[u"as_of"_s] = u"2026-09-01T08:00:00Z"_s;
        resolve(r, 0);
        resolve(r, 1);
        addNoticeEvent(r, 1, QJsonObject { { u"type"_s, u"retraction"_s } });
        QJsonArray out = r[u"outbound"_s].toArray();
        QJsonObject extra = out[0].toObject();
        extra[u"observation_id"_s] = u"00000000-0000-4000-8000-000000000001"_s;
        QJsonObject citation = extra[u"citation"_s].toObject();
        citation[u"reference_index"_s] = 22;
        extra[u"citation"_s] = citation;
        out.removeAt(5); // reference 6
        out.append(extra);
        r[u"outbound"_s] = out;
        r[u"thesis"_s] = u"A rewritten thesis"_s;
    }));
}

} // namespace

class TestChangeTableModel final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(setupLanguage(u"en"_s).ok());
        m_older = older();
        m_newer = newer();
        m_facts = std::make_shared<ChangeFacts>(diffRecords(*m_older, *m_newer));
    }

    void oneRowPerChange()
    {
        ChangeTableModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setChanges(m_facts, m_older, m_newer);
        const RecordDiff &diff = m_facts->diff();
        QCOMPARE(model.rowCount(), diff.changeCount());
        QVERIFY(diff.observations.size() >= 5);
        QCOMPARE(model.columnCount(), int(ChangeTableModel::ColumnCount));

        QStringList kinds;
        for (int row = 0; row < diff.observations.size(); ++row)
            kinds << model.index(row, 0).data(ChangeTableModel::KindKeyRole).toString();
        QCOMPARE(kinds.count(u"resolution"_s), 2);
        QCOMPARE(kinds.count(u"notice"_s), 1);
        QCOMPARE(kinds.count(u"removed"_s), 1);
        QCOMPARE(kinds.count(u"added"_s), 1);

        // Reference 1: resolved; before and after as the table names the states.
        const int first = int(kinds.indexOf(u"resolution"_s));
        QCOMPARE(
            model.index(first, ChangeTableModel::Kind).data().toString(), u"resolution changed"_s);
        QCOMPARE(model.index(first, ChangeTableModel::Direction).data().toString(), u"outbound"_s);
        QCOMPARE(model.index(first, ChangeTableModel::ReferenceIndex).data().toString(), u"1"_s);
        QCOMPARE(model.index(first, ChangeTableModel::ReferenceIndex)
                     .data(ChangeTableModel::SortRole)
                     .toLongLong(),
            1);
        QCOMPARE(model.index(first, ChangeTableModel::Before).data().toString(), u"unresolved"_s);
        QCOMPARE(model.index(first, ChangeTableModel::After).data().toString(),
            u"verified exact (arxiv_id)"_s);
        QCOMPARE(model.beforeText(first), u"unresolved"_s);
        QCOMPARE(model.observation(first)->id, m_newer->outbound.at(0).id);
        QCOMPARE(model.index(first, 0).data(ChangeTableModel::NewIdRole).toString(),
            m_newer->outbound.at(0).id);

        // The removed observation is the older copy's, and has no id in the newer one.
        const int removed = int(kinds.indexOf(u"removed"_s));
        QCOMPARE(model.index(removed, ChangeTableModel::ReferenceIndex).data().toString(), u"6"_s);
        QCOMPARE(model.observation(removed), &m_older->outbound.at(5));
        QVERIFY(model.index(removed, 0).data(ChangeTableModel::NewIdRole).toString().isEmpty());
        QCOMPARE(model.index(removed, ChangeTableModel::Title).data().toString(),
            u"DeepSeek-V3 Technical Report"_s);

        // The record's own changes follow, without an observation.
        QVERIFY(!diff.record.isEmpty());
        const int thesis = int(diff.observations.size());
        QCOMPARE(
            model.index(thesis, 0).data(ChangeTableModel::KindKeyRole).toString(), u"record"_s);
        QVERIFY(model.index(thesis, ChangeTableModel::Kind)
                    .data()
                    .toString()
                    .startsWith(u"record: "_s));
        QVERIFY(!model.observation(thesis));
        QVERIFY(model.recordChange(thesis));

        model.setChanges(nullptr, nullptr, nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void filterByQuery_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QStringList>("kinds"); // of the rows kept, in order, sorted

        QTest::newRow("empty: every row, the record's too")
            << QString()
            << QStringList { u"added"_s, u"notice"_s, u"record"_s, u"removed"_s, u"resolution"_s,
                   u"resolution"_s };
        QTest::newRow("change: asks the row, not its observation")
            << u"change:resolution"_s << QStringList { u"resolution"_s, u"resolution"_s };
        QTest::newRow("change:notice leaves the same reference's resolution row out")
            << u"change:notice"_s << QStringList { u"notice"_s };
        QTest::newRow("change:removed shows the older copy's rows")
            << u"change:removed"_s << QStringList { u"removed"_s };
        QTest::newRow("several values")
            << u"change:added,removed"_s << QStringList { u"added"_s, u"removed"_s };
        QTest::newRow("negated") << u"-change:resolution"_s
                                 << QStringList { u"added"_s, u"notice"_s, u"removed"_s };
        QTest::newRow("change:any") << u"change:any"_s
                                    << QStringList { u"added"_s, u"notice"_s, u"removed"_s,
                                           u"resolution"_s, u"resolution"_s };
        QTest::newRow("change:none keeps nothing") << u"change:none"_s << QStringList {};
        QTest::newRow("a key of the record asks the observation")
            << u"ref:6"_s << QStringList { u"removed"_s };
        QTest::newRow("the record's key and change: together")
            << u"ref:2 change:notice"_s << QStringList { u"notice"_s };
        QTest::newRow("ref:2 has two changes")
            << u"ref:2"_s << QStringList { u"notice"_s, u"resolution"_s };
        QTest::newRow("text searches the observation")
            << u"\"DeepSeek-V3 Technical\""_s << QStringList { u"removed"_s };
    }

    void filterByQuery()
    {
        QFETCH(QString, query);
        QFETCH(QStringList, kinds);
        ChangeTableModel model;
        model.setChanges(m_facts, m_older, m_newer);
        ChangeFilterProxy proxy;
        QAbstractItemModelTester tester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        const ObservationFilter::ParseResult parsed
            = ObservationFilter::parse(query, *m_newer, { proxy.rowFacts() });
        QVERIFY2(parsed.ok(), qPrintable(parsed.error.message));
        proxy.setFilter(*parsed.filter);
        QStringList shown;
        for (int row = 0; row < proxy.rowCount(); ++row)
            shown << proxy.index(row, 0).data(ChangeTableModel::KindKeyRole).toString();
        shown.sort();
        QCOMPARE(shown, kinds);
        QVERIFY(!proxy.setFilter(*parsed.filter)); // the same filter: nothing to do
    }

    void misspeltChangeKindIsAnError()
    {
        ChangeFilterProxy proxy;
        const ObservationFilter::ParseResult parsed
            = ObservationFilter::parse(u"change:resolutoin"_s, *m_newer, { proxy.rowFacts() });
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error.message.contains(u"resolution"_s), qPrintable(parsed.error.message));
    }

    void sortsByKindAndReference()
    {
        ChangeTableModel model;
        model.setChanges(m_facts, m_older, m_newer);
        ChangeFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.sort(ChangeTableModel::ReferenceIndex, Qt::AscendingOrder);
        QCOMPARE(proxy.index(0, ChangeTableModel::ReferenceIndex).data().toString(), u"1"_s);
        // The record's change has no reference: after every reference.
        QCOMPARE(
            proxy.index(proxy.rowCount() - 2, ChangeTableModel::ReferenceIndex).data().toString(),
            u"22"_s);
        QCOMPARE(
            proxy.index(proxy.rowCount() - 1, 0).data(ChangeTableModel::KindKeyRole).toString(),
            u"record"_s);
        proxy.sort(ChangeTableModel::Kind, Qt::AscendingOrder);
        QCOMPARE(proxy.index(0, 0).data(ChangeTableModel::KindKeyRole).toString(), u"added"_s);
        QCOMPARE(
            proxy.index(proxy.rowCount() - 1, 0).data(ChangeTableModel::KindKeyRole).toString(),
            u"record"_s);
    }

private:
    RecordPtr m_older;
    RecordPtr m_newer;
    std::shared_ptr<const ChangeFacts> m_facts;
};

QTEST_GUILESS_MAIN(TestChangeTableModel)
#include "tst_changetablemodel.moc"

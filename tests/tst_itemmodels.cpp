// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/items/coveragemodel.h"
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/items/resolutionsummarymodel.h"
#include "models/record/audit.h"
#include "models/record/parser.h"
#include "models/record/wording.h"
#include "tests/testutil.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace pith;
using namespace pith::test;

using Tester = QAbstractItemModelTester;

class TestItemModels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fastTimestampsEqualQDateTime_data();
    void fastTimestampsEqualQDateTime();
    void fastTimestampsRoundEveryMicrosecondAsQDateTime();

    void observationModelRows();
    void observationModelTypedSortRole();
    void observationModelHeaders();
    void observationModelInboundAfterOutbound();
    void observationModelReset();

    void proxyFilters_data();
    void proxyFilters();
    void proxyRefiltersOnlyOnChange();
    void proxySortsByReferenceIndex();
    void proxySortsByObservedAt();
    void proxySortsEmptyKeysLast();
    void defaultOrderIsDirectionThenReference();
    void titleCellIsOneLine();

    void coverageModel();
    void resolutionSummaryKnownStatesFirst();
    void resolutionSummaryKeepsUnknownStates();
    void stateNamedAlikeEverywhere();

private:
    RecordPtr m_record;
};

static QVariant cell(const QAbstractItemModel &m, int row, int column, int role = Qt::DisplayRole)
{
    return m.data(m.index(row, column), role);
}

void TestItemModels::initTestCase()
{
    const ParseResult r = loadRecordFile(fixturePath());
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    m_record = r.record;
}

void TestItemModels::observationModelRows()
{
    ObservationModel model;
    Tester tester(&model, Tester::FailureReportingMode::QtTest);
    model.setRecord(m_record);

    QCOMPARE(model.rowCount(), 21);
    QCOMPARE(model.columnCount(), int(ObservationModel::ColumnCount));
    QCOMPARE(cell(model, 0, ObservationModel::Title).toString(),
        QStringLiteral("Helix Parallelism: Rethinking Sharding Strategies for Interactive "
                       "Multi-Million-Token LLM Decoding"));
    QCOMPARE(cell(model, 0, ObservationModel::ReferenceIndex).toLongLong(), 1);
    QCOMPARE(cell(model, 0, ObservationModel::ArxivId).toString(), QStringLiteral("2507.07120"));
    QCOMPARE(cell(model, 0, ObservationModel::Year).toLongLong(), 2025);
    QCOMPARE(cell(model, 0, ObservationModel::Status).toString(), QStringLiteral("unresolved"));
    QCOMPARE(cell(model, 0, ObservationModel::Resolver).toString(), QString());
    QCOMPARE(cell(model, 0, ObservationModel::Notice).toString(), QStringLiteral("unavailable"));
    QCOMPARE(cell(model, 0, ObservationModel::Direction).toString(), QStringLiteral("outbound"));
    QCOMPARE(cell(model, 0, ObservationModel::Digest).toString(), QStringLiteral("ok"));
    QCOMPARE(cell(model, 0, ObservationModel::Events).toInt(), 0);
    QCOMPARE(cell(model, 1, ObservationModel::Status).toString(), QStringLiteral("verified fuzzy"));
    QCOMPARE(cell(model, 1, ObservationModel::Resolver).toString(), QStringLiteral("raw_fallback"));
    QCOMPARE(cell(model, 20, ObservationModel::Title).toString(), QStringLiteral("write newline"));
    QVERIFY(
        !cell(model, 20, ObservationModel::Year).isValid()); // the fixture's one row without a year
    QCOMPARE(cell(model, 5, ObservationModel::Title, ObservationModel::ObservationRole).toInt(), 5);
    QCOMPARE(model.observation(5)->id, m_record->outbound.at(5).id);
    QCOMPARE(model.observation(21), nullptr);
    QCOMPARE(model.observation(-1), nullptr);
}

void TestItemModels::observationModelTypedSortRole()
{
    ObservationModel model;
    model.setRecord(m_record);
    const int sort = ObservationModel::SortRole;
    QCOMPARE(cell(model, 0, ObservationModel::ReferenceIndex, sort).metaType(),
        QMetaType::fromType<qint64>());
    QCOMPARE(
        cell(model, 0, ObservationModel::Year, sort).metaType(), QMetaType::fromType<qint64>());
    QCOMPARE(cell(model, 0, ObservationModel::Events, sort).metaType(), QMetaType::fromType<int>());
    // direction, then reference number: one key for the default order
    QCOMPARE(cell(model, 0, ObservationModel::Direction, sort).metaType(),
        QMetaType::fromType<qint64>());
    QCOMPARE(
        cell(model, 0, ObservationModel::Digest, sort).metaType(), QMetaType::fromType<bool>());
    const QVariant observed = cell(model, 0, ObservationModel::ObservedAt, sort);
    QCOMPARE(observed.metaType(), QMetaType::fromType<QDateTime>());
    // 2026-08-05T13:52:28.348753Z: QDateTime keeps milliseconds, rounding the microseconds.
    QCOMPARE(observed.toDateTime(), QDateTime(QDate(2026, 8, 5), QTime(13, 52, 28, 349), Qt::UTC));
    QCOMPARE(
        cell(model, 0, ObservationModel::Status, sort).toString(), QStringLiteral("unresolved"));
}

void TestItemModels::observationModelHeaders()
{
    ObservationModel model;
    QCOMPARE(model.headerData(ObservationModel::Title, Qt::Horizontal).toString(),
        QStringLiteral("Title"));
    QCOMPARE(model.headerData(ObservationModel::ReferenceIndex, Qt::Horizontal).toString(),
        QStringLiteral("Ref."));
    QCOMPARE(model.headerData(ObservationModel::Digest, Qt::Horizontal).toString(),
        QStringLiteral("Digest"));
    for (int c = 0; c < ObservationModel::ColumnCount; ++c)
        QVERIFY2(!model.headerData(c, Qt::Horizontal).toString().isEmpty(),
            qPrintable(QString::number(c)));
}

void TestItemModels::observationModelInboundAfterOutbound()
{
    auto record = std::make_shared<Record>(*m_record);
    Observation in = record->outbound.at(3);
    in.direction = Direction::Inbound;
    in.citation.citingPaper
        = PaperRef { QStringLiteral("2601.00001"), QStringLiteral("A Paper That Cites This One"), 1,
              QStringLiteral("2026-01-02T00:00:00Z"), {}, {} };
    record->inbound.append(in);

    ObservationModel model;
    Tester tester(&model, Tester::FailureReportingMode::QtTest);
    model.setRecord(record);
    QCOMPARE(model.rowCount(), 22);
    QCOMPARE(cell(model, 21, ObservationModel::Direction).toString(), QStringLiteral("inbound"));
    QCOMPARE(cell(model, 21, ObservationModel::Title).toString(),
        QStringLiteral("A Paper That Cites This One"));
    QCOMPARE(cell(model, 21, ObservationModel::Year).toLongLong(), 2026);
    QCOMPARE(cell(model, 20, ObservationModel::Direction).toString(), QStringLiteral("outbound"));

    ObservationFilterProxy proxy;
    proxy.setSourceModel(&model);
    QVERIFY(proxy.setFilter(*ObservationFilter::parse(QStringLiteral("direction:inbound")).filter));
    QCOMPARE(proxy.rowCount(), 1);
}

void TestItemModels::observationModelReset()
{
    ObservationModel model;
    Tester tester(&model, Tester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setRecord(m_record);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 21);
    model.setRecord(nullptr);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.data(model.index(0, 0)).isValid());
}

// Expected counts computed with python3 from the fixture.
void TestItemModels::proxyFilters_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("rows");
    QTest::newRow("no filter") << QString() << 21;
    QTest::newRow("status unresolved") << QStringLiteral("status:unresolved") << 10;
    QTest::newRow("negated status") << QStringLiteral("-status:unresolved") << 11;
    QTest::newRow("resolver raw_fallback") << QStringLiteral("resolver:raw_fallback") << 11;
    QTest::newRow("notice unavailable") << QStringLiteral("notice:unavailable") << 10;
    QTest::newRow("word and year") << QStringLiteral("status:unresolved year:2025") << 4;
    QTest::newRow("nothing") << QStringLiteral("digest:bad") << 0;
    QTest::newRow("text, any case") << QStringLiteral("PARALLEL") << 8;
    QTest::newRow("text and negated text") << QStringLiteral("parallel -llm") << 7;
    QTest::newRow("text in an arXiv id") << QStringLiteral("2507") << 1;
}

void TestItemModels::proxyFilters()
{
    QFETCH(QString, query);
    QFETCH(int, rows);

    ObservationModel model;
    model.setRecord(m_record);
    ObservationFilterProxy proxy;
    Tester tester(&proxy, Tester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    const auto parsed = ObservationFilter::parse(query);
    QVERIFY(parsed.ok());
    proxy.setFilter(*parsed.filter);
    QCOMPARE(proxy.rowCount(), rows);
    for (int r = 0; r < proxy.rowCount(); ++r) {
        const int source = cell(proxy, r, 0, ObservationModel::ObservationRole).toInt();
        QVERIFY(parsed.filter->matches(*model.observation(source)));
    }
}

void TestItemModels::proxyRefiltersOnlyOnChange()
{
    ObservationModel model;
    model.setRecord(m_record);
    ObservationFilterProxy proxy;
    Tester tester(&proxy, Tester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);

    QSignalSpy changed(&proxy, &ObservationFilterProxy::filterChanged);
    QSignalSpy removed(&proxy, &QAbstractItemModel::rowsRemoved);
    // the proxy re-maps in one pass (a layout change) rather than removing row ranges
    QSignalSpy relaid(&proxy, &QAbstractItemModel::layoutChanged);
    const ObservationFilter unresolved
        = *ObservationFilter::parse(QStringLiteral("status:unresolved")).filter;

    QVERIFY(proxy.setFilter(unresolved));
    QCOMPARE(proxy.rowCount(), 10);
    QCOMPARE(changed.count(), 1);
    const int removals = int(removed.count() + relaid.count());
    QVERIFY(removals > 0);

    // The same query written differently is the same filter: nothing happens.
    QVERIFY(
        !proxy.setFilter(*ObservationFilter::parse(QStringLiteral("  STATUS:Unresolved ")).filter));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(int(removed.count() + relaid.count()), removals);
    QCOMPARE(proxy.rowCount(), 10);

    QVERIFY(proxy.setFilter(ObservationFilter()));
    QCOMPARE(proxy.rowCount(), 21);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(proxy.filter().toString(), QString());
}

void TestItemModels::proxySortsByReferenceIndex()
{
    ObservationModel model;
    model.setRecord(m_record);
    ObservationFilterProxy proxy;
    Tester tester(&proxy, Tester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);

    proxy.sort(ObservationModel::ReferenceIndex, Qt::DescendingOrder);
    QCOMPARE(cell(proxy, 0, ObservationModel::ReferenceIndex).toLongLong(), 21);
    QCOMPARE(cell(proxy, 20, ObservationModel::ReferenceIndex).toLongLong(), 1);
    // Numbers, not text: 10 sorts after 9, where a string sort would put "10" before "2".
    proxy.sort(ObservationModel::ReferenceIndex, Qt::AscendingOrder);
    QCOMPARE(proxy.rowCount(), 21);
    for (int r = 0; r < proxy.rowCount(); ++r)
        QCOMPARE(cell(proxy, r, ObservationModel::ReferenceIndex).toLongLong(), r + 1);

    // Sorting and filtering together.
    proxy.setFilter(*ObservationFilter::parse(QStringLiteral("status:unresolved")).filter);
    QCOMPARE(proxy.rowCount(), 10);
    const QList<qint64> expected = { 1, 3, 4, 6, 9, 12, 13, 15, 16, 21 };
    for (int r = 0; r < proxy.rowCount(); ++r)
        QCOMPARE(cell(proxy, r, ObservationModel::ReferenceIndex).toLongLong(), expected.at(r));
}

// The fixture with inbound rows (numbered 1..5, so their numbers collide with outbound ones) and
// some titles blanked.
static std::shared_ptr<Record> mixedRecord(const RecordPtr &base)
{
    auto record = std::make_shared<Record>(*base);
    for (int i = 0; i < 5; ++i) {
        Observation o = record->outbound.at(i);
        o.direction = Direction::Inbound;
        o.citation.referenceIndex = 5 - i;
        o.citation.citingPaper = o.citation.citedPaper ? o.citation.citedPaper : PaperRef {};
        record->inbound.append(o);
    }
    record->inbound[2].citation.referenceIndex.reset();
    for (int i : { 1, 4, 9 }) {
        Observation &o = record->outbound[i];
        if (o.citation.citedPaper)
            o.citation.citedPaper->title.clear();
        if (o.citation.citedWork)
            o.citation.citedWork->title.clear();
    }
    return record;
}

void TestItemModels::proxySortsEmptyKeysLast()
{
    ObservationModel model;
    model.setRecord(mixedRecord(m_record));
    ObservationFilterProxy proxy;
    Tester tester(&proxy, Tester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    QCOMPARE(proxy.rowCount(), 26);
    int empty = 0;
    for (int r = 0; r < model.rowCount(); ++r)
        empty += cell(model, r, ObservationModel::Title).toString().isEmpty() ? 1 : 0;
    QVERIFY(empty >= 3);
    const int filled = 26 - empty;
    for (const Qt::SortOrder order : { Qt::AscendingOrder, Qt::DescendingOrder }) {
        proxy.sort(ObservationModel::Title, order);
        for (int r = 0; r < filled; ++r)
            QVERIFY2(!cell(proxy, r, ObservationModel::Title).toString().isEmpty(),
                qPrintable(QString::number(r)));
        for (int r = filled; r < 26; ++r)
            QCOMPARE(cell(proxy, r, ObservationModel::Title).toString(), QString());
        QVERIFY(cell(proxy, 0, ObservationModel::Title)
                    .toString()
                    .compare(cell(proxy, filled - 1, ObservationModel::Title).toString(),
                        Qt::CaseInsensitive)
                * (order == Qt::AscendingOrder ? 1 : -1)
            < 0);
        // Numbers too: the inbound row without a reference number is last both ways.
        proxy.sort(ObservationModel::ReferenceIndex, order);
        QVERIFY(!cell(proxy, 25, ObservationModel::ReferenceIndex).isValid());
        QVERIFY(cell(proxy, 24, ObservationModel::ReferenceIndex).isValid());
        QCOMPARE(cell(proxy, 0, ObservationModel::ReferenceIndex).toLongLong(),
            order == Qt::AscendingOrder ? 1 : 21);
    }
}

void TestItemModels::defaultOrderIsDirectionThenReference()
{
    auto record = mixedRecord(m_record);
    std::reverse(record->outbound.begin(), record->outbound.end()); // source order must not decide
    ObservationModel model;
    model.setRecord(record);
    ObservationFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(ObservationModel::Direction, Qt::AscendingOrder);
    QList<QString> got;
    for (int r = 0; r < proxy.rowCount(); ++r)
        got.append(cell(proxy, r, ObservationModel::Direction).toString() + u' '
            + cell(proxy, r, ObservationModel::ReferenceIndex).toString());
    QList<QString> expected;
    for (int i = 1; i <= 21; ++i)
        expected.append(QStringLiteral("outbound %1").arg(i));
    for (const char *in : { "1", "2", "4", "5", "" })
        expected.append(QStringLiteral("inbound ") + QString::fromLatin1(in));
    QCOMPARE(got, expected);
}

void TestItemModels::titleCellIsOneLine()
{
    auto record = std::make_shared<Record>(*m_record);
    record->outbound[0].citation.citedPaper->title = QStringLiteral("Two\tparts\nand\r\nlines");
    ObservationModel model;
    model.setRecord(record);
    QCOMPARE(
        cell(model, 0, ObservationModel::Title).toString(), QStringLiteral("Two parts and  lines"));
    // the raw value stays where the detail pane and the exports read it
    QCOMPARE(model.observation(0)->otherTitle(), QStringLiteral("Two\tparts\nand\r\nlines"));
}

void TestItemModels::fastTimestampsEqualQDateTime_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("fast"); // whether the fast path takes it (else QDateTime decides)
    QTest::newRow("Z") << QStringLiteral("2026-08-03T02:17:30Z") << true;
    QTest::newRow("ms Z") << QStringLiteral("2026-08-03T02:17:30.520Z") << true;
    QTest::newRow("us Z") << QStringLiteral("2026-08-03T02:17:30.520801Z") << true;
    QTest::newRow("us half up") << QStringLiteral("2026-08-03T02:17:30.520500Z") << true;
    QTest::newRow("us carry into the second")
        << QStringLiteral("2026-12-31T23:59:59.999500Z") << true;
    QTest::newRow("+00:00") << QStringLiteral("2026-08-14T19:30:36.273219+00:00") << true;
    QTest::newRow("+05:30") << QStringLiteral("2026-08-14T19:30:36+05:30") << true;
    QTest::newRow("-08:00") << QStringLiteral("2026-08-14T19:30:36.001-08:00") << true;
    QTest::newRow("leap day") << QStringLiteral("2024-02-29T12:00:00Z") << true;
    QTest::newRow("2000 leap day") << QStringLiteral("2000-02-29T12:00:00Z") << true;
    QTest::newRow("epoch") << QStringLiteral("1970-01-01T00:00:00Z") << true;
    QTest::newRow("before the epoch") << QStringLiteral("1969-12-31T23:59:59.999Z") << true;
    QTest::newRow("year 1") << QStringLiteral("0001-01-01T00:00:00Z") << true;
    QTest::newRow("no leap day in 2026") << QStringLiteral("2026-02-29T00:00:00Z") << false;
    QTest::newRow("no leap day in 1900") << QStringLiteral("1900-02-29T00:00:00Z") << false;
    QTest::newRow("31 April") << QStringLiteral("2026-04-31T00:00:00Z") << false;
    QTest::newRow("month 13") << QStringLiteral("2026-13-01T00:00:00Z") << false;
    QTest::newRow("24:00") << QStringLiteral("2026-08-03T24:00:00Z") << false;
    QTest::newRow("second 60") << QStringLiteral("2026-08-03T23:59:60Z") << false;
    QTest::newRow("local time") << QStringLiteral("2026-08-03T02:17:30") << false;
    QTest::newRow("one fraction digit") << QStringLiteral("2026-08-03T02:17:30.5Z") << false;
    QTest::newRow("four fraction digits") << QStringLiteral("2026-08-03T02:17:30.5205Z") << false;
    QTest::newRow("nine fraction digits")
        << QStringLiteral("2026-08-03T02:17:30.123456789Z") << false;
    QTest::newRow("comma") << QStringLiteral("2026-08-03T02:17:30,5Z") << false;
    QTest::newRow("space") << QStringLiteral("2026-08-03 02:17:30Z") << false;
    QTest::newRow("lower z") << QStringLiteral("2026-08-03T02:17:30z") << false;
    QTest::newRow("offset without colon") << QStringLiteral("2026-08-03T02:17:30+0200") << false;
    QTest::newRow("trailing text") << QStringLiteral("2026-08-03T02:17:30Zx") << false;
    QTest::newRow("Arabic-Indic digits")
        << QStringLiteral("\u0662\u0660\u0662\u0666-08-03T02:17:30Z") << false;
    QTest::newRow("empty") << QString() << false;
}

void TestItemModels::fastTimestampsEqualQDateTime()
{
    QFETCH(QString, text);
    QFETCH(bool, fast);
    const auto ms = ObservationModel::fastTimestampMSecs(text);
    QCOMPARE(ms.has_value(), fast);
    if (ms) {
        const QDateTime qt = QDateTime::fromString(text, Qt::ISODateWithMs);
        QVERIFY(qt.isValid());
        QCOMPARE(*ms, qt.toMSecsSinceEpoch());
    }
}

void TestItemModels::fastTimestampsRoundEveryMicrosecondAsQDateTime()
{
    // Every six-digit fraction: the fast path's rounding is QDateTime's, to the millisecond.
    int checked = 0;
    for (int us = 0; us < 1000000; ++us) {
        const QString text
            = QStringLiteral("2026-08-03T02:17:30.%1Z").arg(us, 6, 10, QLatin1Char('0'));
        const auto ms = ObservationModel::fastTimestampMSecs(text);
        const qint64 expected = QDateTime::fromString(text, Qt::ISODateWithMs).toMSecsSinceEpoch();
        if (!ms || *ms != expected)
            QFAIL(qPrintable(
                QStringLiteral("%1: %2, QDateTime %3").arg(text).arg(ms ? *ms : -1).arg(expected)));
        ++checked;
    }
    QCOMPARE(checked, 1000000);
}

void TestItemModels::proxySortsByObservedAt()
{
    ObservationModel model;
    model.setRecord(m_record);
    ObservationFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(ObservationModel::ObservedAt, Qt::AscendingOrder);
    QCOMPARE(proxy.rowCount(), 21);
    QDateTime previous;
    for (int r = 0; r < proxy.rowCount(); ++r) {
        const QDateTime t
            = cell(proxy, r, ObservationModel::ObservedAt, ObservationModel::SortRole).toDateTime();
        QVERIFY(t.isValid());
        QVERIFY(!previous.isValid() || previous <= t);
        previous = t;
    }
}

void TestItemModels::coverageModel()
{
    CoverageModel model;
    Tester tester(&model, Tester::FailureReportingMode::QtTest);
    model.setRecord(m_record);

    QCOMPARE(model.rowCount(), 4);
    const QStringList lanes = { QStringLiteral("reference_resolution"),
        QStringLiteral("standing_notices"), QStringLiteral("inbound_itemization"),
        QStringLiteral("external_citation_measurements") };
    for (int r = 0; r < lanes.size(); ++r) {
        QCOMPARE(cell(model, r, 0, CoverageModel::LaneRole).toString(), lanes.at(r));
        QCOMPARE(
            cell(model, r, 0, CoverageModel::StateRole).toString(), QStringLiteral("measured"));
        QCOMPARE(cell(model, r, 0).toString(), laneWording(m_record->coverage.at(r)));
    }
    QCOMPARE(cell(model, 0, 0, CoverageModel::RecordsObservedRole).toLongLong(), 21);
    QCOMPARE(cell(model, 0, 0, CoverageModel::DenominatorRole).toLongLong(), 21);
    QCOMPARE(cell(model, 3, 0, CoverageModel::RecordsObservedRole).toLongLong(), 0);
    QCOMPARE(cell(model, 3, 0, CoverageModel::DenominatorRole).toLongLong(), 1);
    QCOMPARE(cell(model, 0, 0, CoverageModel::SourceRole).toString(),
        QStringLiteral("paper_references, paper_reference_links"));
    QCOMPARE(cell(model, 0, 0, CoverageModel::SourceObservedAtRole).toDateTime(),
        QDateTime(QDate(2026, 8, 5), QTime(13, 52, 30, 795), Qt::UTC));
    // source_observed_at is null for the inbound lane.
    QVERIFY(!cell(model, 2, 0, CoverageModel::SourceObservedAtRole).isValid());
    QCOMPARE(cell(model, 0, 0, CoverageModel::NoteRole).toString(),
        QStringLiteral("Typed states for the displayed outbound observations."));
    QVERIFY(model.roleNames().value(CoverageModel::LaneRole) == "lane");

    model.setRecord(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void TestItemModels::resolutionSummaryKnownStatesFirst()
{
    ResolutionSummaryModel model;
    Tester tester(&model, Tester::FailureReportingMode::QtTest);
    model.setRecord(m_record);

    QCOMPARE(model.rowCount(), 6);
    QCOMPARE(model.columnCount(), int(ResolutionSummaryModel::ColumnCount));
    QStringList states;
    for (int r = 0; r < model.rowCount(); ++r)
        states.append(cell(model, r, 0, ResolutionSummaryModel::StateRole).toString());
    QCOMPARE(states, knownResolutionStates());

    const int unresolved = int(states.indexOf(QStringLiteral("unresolved")));
    const int fuzzy = int(states.indexOf(QStringLiteral("verified_fuzzy")));
    QCOMPARE(cell(model, unresolved, ResolutionSummaryModel::Count).toLongLong(), 10);
    QCOMPARE(cell(model, unresolved, ResolutionSummaryModel::Stated).toLongLong(), 10);
    QCOMPARE(cell(model, fuzzy, ResolutionSummaryModel::Count).toLongLong(), 11);
    QCOMPARE(cell(model, fuzzy, ResolutionSummaryModel::State).toString(),
        QStringLiteral("verified fuzzy"));
    QCOMPARE(cell(model, 0, ResolutionSummaryModel::Count).toLongLong(), 0); // verified_exact
    QCOMPARE(
        cell(model, 0, ResolutionSummaryModel::Count, ResolutionSummaryModel::SortRole).metaType(),
        QMetaType::fromType<qint64>());
    QCOMPARE(model.headerData(ResolutionSummaryModel::Count, Qt::Horizontal).toString(),
        QStringLiteral("Observations"));
}

void TestItemModels::resolutionSummaryKeepsUnknownStates()
{
    auto record = std::make_shared<Record>(*m_record);
    record->outbound[0].resolution.status = QStringLiteral("zz_Newly_Invented");
    record->referenceResolution.stateCounts.append({ QStringLiteral("aa_stated_only"), 2 });

    ResolutionSummaryModel model;
    Tester tester(&model, Tester::FailureReportingMode::QtTest);
    model.setRecord(record);

    QCOMPARE(model.rowCount(), 8);
    QCOMPARE(
        cell(model, 6, ResolutionSummaryModel::State).toString(), QStringLiteral("aa_stated_only"));
    QCOMPARE(cell(model, 6, ResolutionSummaryModel::Count).toLongLong(), 0);
    QCOMPARE(cell(model, 6, ResolutionSummaryModel::Stated).toLongLong(), 2);
    QCOMPARE(cell(model, 7, ResolutionSummaryModel::State).toString(),
        QStringLiteral("zz_Newly_Invented"));
    QCOMPARE(cell(model, 7, ResolutionSummaryModel::Count).toLongLong(), 1);
    QVERIFY(!cell(model, 7, ResolutionSummaryModel::Stated).isValid());
    const int unresolved = int(knownResolutionStates().indexOf(QStringLiteral("unresolved")));
    QCOMPARE(cell(model, unresolved, ResolutionSummaryModel::Count).toLongLong(), 9);
    QCOMPARE(cell(model, unresolved, ResolutionSummaryModel::Stated).toLongLong(), 10);
}

// One name per state (stateLabel): the table's Status cell and the breakdown's row say the same,
// a known state in words, an unknown one exactly as the record spells it (what status: takes).
void TestItemModels::stateNamedAlikeEverywhere()
{
    auto record = std::make_shared<Record>(*m_record);
    record->outbound[0].resolution.status = QStringLiteral("zz_Newly_Invented");
    record->outbound[1].resolution.status = QStringLiteral("parse_uncertain");
    ObservationModel table;
    table.setRecord(record);
    ResolutionSummaryModel summary;
    summary.setRecord(record);
    QCOMPARE(
        cell(table, 0, ObservationModel::Status).toString(), QStringLiteral("zz_Newly_Invented"));
    QCOMPARE(
        cell(table, 1, ObservationModel::Status).toString(), QStringLiteral("parse uncertain"));
    const int uncertain = int(knownResolutionStates().indexOf(QStringLiteral("parse_uncertain")));
    QCOMPARE(cell(summary, uncertain, ResolutionSummaryModel::State).toString(),
        cell(table, 1, ObservationModel::Status).toString());
    QCOMPARE(cell(summary, summary.rowCount() - 1, ResolutionSummaryModel::State).toString(),
        cell(table, 0, ObservationModel::Status).toString());
    QCOMPARE(stateLabel(QStringLiteral("zz_Newly_Invented")), QStringLiteral("zz_Newly_Invented"));
}

QTEST_GUILESS_MAIN(TestItemModels)
#include "tst_itemmodels.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/items/observationfilter.h"
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/record/parser.h"
#include "tests/testutil.h"

#include <QRegularExpression>
#include <QTest>

using namespace pith;
using namespace pith::test;

class TestObservationFilter : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void rowCounts_data();
    void rowCounts();
    void errors_data();
    void errors();
    void statusValuesAgainstTheRecord_data();
    void statusValuesAgainstTheRecord();
    void statusValuesAgainstManyRecords();
    void roundTrip_data();
    void roundTrip();
    void emptyFilterMatchesAll();
    void directionNamesAreTheQuerysWords();
    void digestBadMatchesTamperedRow();
    void manyTextTermsAgreeWithTermByTerm_data();
    void manyTextTermsAgreeWithTermByTerm();
    void thousandNegatedWords();
    void factKeys();
    void factKeysThroughTheProxy();

private:
    RecordPtr m_record;
};

void TestObservationFilter::directionNamesAreTheQuerysWords()
{
    // One home for "outbound"/"inbound": the query's values, the names and back.
    QCOMPARE(
        directionNames(), (QStringList { QStringLiteral("outbound"), QStringLiteral("inbound") }));
    for (const Direction d : { Direction::Outbound, Direction::Inbound })
        QCOMPARE(directionFromName(directionName(d)), std::optional<Direction>(d));
    QCOMPARE(directionFromName(u"Inbound"), std::nullopt);
    QCOMPARE(directionFromName(u""), std::nullopt);
    const ObservationFilter::ParseResult wrong
        = ObservationFilter::parse(QStringLiteral("direction:sideways"));
    QVERIFY(!wrong.ok());
    QVERIFY2(wrong.error.message.contains(QStringLiteral("outbound"))
            && wrong.error.message.contains(QStringLiteral("inbound")),
        qPrintable(wrong.error.message));
}

void TestObservationFilter::initTestCase()
{
    const ParseResult r = loadRecordFile(fixturePath());
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    m_record = r.record;
    QCOMPARE(m_record->outbound.size(), 21);
    QCOMPARE(m_record->inbound.size(), 0);
}

// Expected counts computed with python3 from tests/data/2509.00217.citation-record.json.
void TestObservationFilter::rowCounts_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("rows");

    QTest::newRow("empty query") << QString() << 21;
    QTest::newRow("only spaces") << QStringLiteral("   ") << 21;
    QTest::newRow("status unresolved") << QStringLiteral("status:unresolved") << 10;
    QTest::newRow("status verified_fuzzy") << QStringLiteral("status:verified_fuzzy") << 11;
    QTest::newRow("status either") << QStringLiteral("status:unresolved,verified_fuzzy") << 21;
    QTest::newRow("status is case-insensitive") << QStringLiteral("STATUS:Unresolved") << 10;
    QTest::newRow("status none of the known") << QStringLiteral("status:parse_uncertain") << 0;
    QTest::newRow("negated status") << QStringLiteral("-status:unresolved") << 11;
    QTest::newRow("resolver raw_fallback") << QStringLiteral("resolver:raw_fallback") << 11;
    QTest::newRow("resolver none is null") << QStringLiteral("resolver:none") << 10;
    QTest::newRow("negated resolver") << QStringLiteral("-resolver:raw_fallback") << 10;
    QTest::newRow("notice unavailable") << QStringLiteral("notice:unavailable") << 10;
    QTest::newRow("notice measured") << QStringLiteral("notice:measured") << 11;
    QTest::newRow("event none") << QStringLiteral("event:none") << 21;
    QTest::newRow("event any") << QStringLiteral("event:any") << 0;
    QTest::newRow("event count zero") << QStringLiteral("event:0") << 21;
    QTest::newRow("event at least one") << QStringLiteral("event:>=1") << 0;
    QTest::newRow("source arxiv_source") << QStringLiteral("source:arxiv_source") << 21;
    QTest::newRow("source other") << QStringLiteral("source:crossref") << 0;
    QTest::newRow("direction outbound") << QStringLiteral("direction:outbound") << 21;
    QTest::newRow("direction inbound") << QStringLiteral("direction:inbound") << 0;
    QTest::newRow("year exact") << QStringLiteral("year:2025") << 7;
    QTest::newRow("year list") << QStringLiteral("year:2019,2023") << 5;
    QTest::newRow("year range") << QStringLiteral("year:2019..2021") << 7;
    QTest::newRow("year negated range") << QStringLiteral("-year:2019..2021") << 14;
    QTest::newRow("year at least") << QStringLiteral("year:>=2024") << 10;
    QTest::newRow("year before") << QStringLiteral("year:<2020") << 3;
    QTest::newRow("year open-ended range") << QStringLiteral("year:2024..") << 10;
    QTest::newRow("year missing") << QStringLiteral("year:none") << 1;
    QTest::newRow("digest ok") << QStringLiteral("digest:ok") << 21;
    QTest::newRow("digest bad") << QStringLiteral("digest:bad") << 0;
    QTest::newRow("ref exact") << QStringLiteral("ref:1") << 1;
    QTest::newRow("ref range") << QStringLiteral("ref:1..5") << 5;
    QTest::newRow("ref list and range") << QStringLiteral("ref:1,10..12,21") << 5;
    QTest::newRow("ref above") << QStringLiteral("ref:>20") << 1;
    QTest::newRow("bare word in titles") << QStringLiteral("sharding") << 2;
    QTest::newRow("bare word ignores case") << QStringLiteral("PARALLELISM") << 6;
    QTest::newRow("quoted phrase with comma") << QStringLiteral("\"Stoica, I\"") << 2;
    QTest::newRow("bare word in arXiv ids") << QStringLiteral("2412") << 2;
    QTest::newRow("bare word in observation id") << QStringLiteral("24514ff3") << 1;
    QTest::newRow("negated word") << QStringLiteral("-parallelism") << 15;
    QTest::newRow("two terms must both hold") << QStringLiteral("status:unresolved year:2025") << 4;
    QTest::newRow("facet and word") << QStringLiteral("status:verified_fuzzy parallelism") << 4;
    QTest::newRow("contradiction") << QStringLiteral("sharding -status:unresolved") << 0;
    QTest::newRow("architecture example") << QStringLiteral(
        "status:unresolved,parse_uncertain notice:unavailable -resolver:raw_fallback \"sharding\"")
                                          << 2;
}

void TestObservationFilter::rowCounts()
{
    QFETCH(QString, query);
    QFETCH(int, rows);

    const auto parsed = ObservationFilter::parse(query);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.message));
    int n = 0;
    for (const Observation &o : m_record->outbound)
        n += parsed.filter->matches(o) ? 1 : 0;
    QCOMPARE(n, rows);
}

void TestObservationFilter::errors_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("position");

    QTest::newRow("unknown key") << QStringLiteral("status:unresolved colour:red")
                                 << QStringLiteral("unknown key \"colour\" (known keys: direction, "
                                                   "status, resolver, notice, event, source, year, "
                                                   "digest, ref; put text with a colon in quotes)")
                                 << 19;
    QTest::newRow("empty value list")
        << QStringLiteral("status:") << QStringLiteral("\"status:\" needs at least one value") << 1;
    QTest::newRow("empty value in list")
        << QStringLiteral("sharding status:unresolved,,verified_fuzzy")
        << QStringLiteral("empty value in \"status:unresolved,,verified_fuzzy\"") << 10;
    QTest::newRow("unterminated quote")
        << QStringLiteral("year:2020 \"learning to")
        << QStringLiteral("unterminated quote in \"\"learning to\"") << 11;
    QTest::newRow("missing key") << QStringLiteral(":x")
                                 << QStringLiteral("missing key before \":\" in \":x\"") << 1;
    QTest::newRow("lone minus") << QStringLiteral("a - b")
                                << QStringLiteral("\"-\" must be followed by a term to negate")
                                << 3;
    QTest::newRow("empty phrase") << QStringLiteral("\"\"") << QStringLiteral("empty phrase") << 1;
    QTest::newRow("bad range word")
        << QStringLiteral("year:recent")
        << QStringLiteral("bad year value \"recent\" (expected a number, a range such as "
                          "2019..2021, >=N or <=N, none)")
        << 1;
    QTest::newRow("bad range end")
        << QStringLiteral("year:2019..x")
        << QStringLiteral("bad year value \"2019..x\" (expected a number, a range such as "
                          "2019..2021, >=N or <=N, none)")
        << 1;
    QTest::newRow("bare dots") << QStringLiteral("ref:..")
                               << QStringLiteral("bad ref value \"..\" (expected a number, a range "
                                                 "such as 2019..2021, >=N or <=N, none)")
                               << 1;
    QTest::newRow("reversed range")
        << QStringLiteral("year:2021..2019")
        << QStringLiteral("the year range \"2021..2019\" is empty: its start is after its end")
        << 1;
    QTest::newRow("negative event count")
        << QStringLiteral("event:-1")
        << QStringLiteral("bad event value \"-1\" (expected a number, a range such as 2019..2021, "
                          ">=N or <=N, any, none)")
        << 1;
    QTest::newRow("bad direction")
        << QStringLiteral("direction:sideways")
        << QStringLiteral("direction must be outbound or inbound, not \"sideways\"") << 1;
    QTest::newRow("bad digest") << QStringLiteral("-digest:maybe")
                                << QStringLiteral("digest must be ok or bad, not \"maybe\"") << 1;
}

void TestObservationFilter::errors()
{
    QFETCH(QString, query);
    QFETCH(QString, message);
    QFETCH(int, position);

    const auto parsed = ObservationFilter::parse(query);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error.message, message);
    QCOMPARE(parsed.error.position, position);
}

void TestObservationFilter::statusValuesAgainstTheRecord_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("message"); // empty: parses
    QTest::addColumn<int>("rows");
    QTest::newRow("misspelt") << QStringLiteral("direction:outbound status:unresolvd")
                              << QStringLiteral("no state \"unresolvd\"; did you mean unresolved?")
                              << 0;
    QTest::newRow("a start of a state")
        << QStringLiteral("status:verified_ex")
        << QStringLiteral("no state \"verified_ex\"; did you mean verified_exact?") << 0;
    QTest::newRow("far from every state")
        << QStringLiteral("status:banana")
        << QStringLiteral("no state \"banana\" (states: verified_exact, verified_fuzzy, "
                          "unresolved, parse_uncertain, "
                          "malformed_identifier, metadata_mismatch, weird_new_state)")
        << 0;
    QTest::newRow("a known state the record lacks")
        << QStringLiteral("status:parse_uncertain") << QString() << 0;
    QTest::newRow("an unknown state the record holds")
        << QStringLiteral("status:Weird_New_State") << QString() << 1;
    QTest::newRow("near the record's own state")
        << QStringLiteral("-status:weird_new_stat")
        << QStringLiteral("no state \"weird_new_stat\"; did you mean weird_new_state?") << 0;
    QTest::newRow("none") << QStringLiteral("status:none") << QString() << 0;
    QTest::newRow("misspelt notice state")
        << QStringLiteral("notice:unavailabel")
        << QStringLiteral("no notice state \"unavailabel\"; did you mean unavailable?") << 0;
    QTest::newRow("notice state far from any")
        << QStringLiteral("notice:retracted")
        << QStringLiteral("no notice state \"retracted\" (notice states: measured, unavailable)")
        << 0;
    QTest::newRow("a notice state") << QStringLiteral("notice:Measured") << QString() << 11;
    QTest::newRow("misspelt direction")
        << QStringLiteral("direction:inbond")
        << QStringLiteral(
               "direction must be outbound or inbound, not \"inbond\"; did you mean inbound?")
        << 0;
}

void TestObservationFilter::statusValuesAgainstManyRecords()
{
    // A library's queue: a state is known when any record holds it, and the suggestions and the
    // list of states come from all of them.
    auto plain = std::make_shared<Record>(*m_record);
    auto odd = std::make_shared<Record>(*m_record);
    odd->outbound[3].resolution.status = QStringLiteral("weird_new_state");
    const QList<const Record *> both { plain.get(), odd.get() };
    auto held = ObservationFilter::parse(QStringLiteral("status:weird_new_state"), both, {});
    QVERIFY2(held.ok(), qPrintable(held.error.message));
    QVERIFY(held.filter->matches(odd->outbound[3]));
    QVERIFY(!held.filter->matches(plain->outbound[3]));
    QVERIFY(!ObservationFilter::parse(
        QStringLiteral("status:weird_new_state"), QList<const Record *> { plain.get() }, {})
                 .ok());
    auto near = ObservationFilter::parse(QStringLiteral("status:weird_new_stat"), both, {});
    QVERIFY(!near.ok());
    QCOMPARE(near.error.message,
        QStringLiteral("no state \"weird_new_stat\"; did you mean weird_new_state?"));
    QCOMPARE(near.error.position, 1);
    auto far = ObservationFilter::parse(QStringLiteral("status:banana"), both, {});
    QVERIFY(!far.ok());
    QVERIFY2(far.error.message.endsWith(u"metadata_mismatch, weird_new_state)"),
        qPrintable(far.error.message));
    // No records at all (an empty library): the format's states only.
    const QList<const Record *> none;
    QVERIFY(ObservationFilter::parse(QStringLiteral("status:unresolved"), none, {}).ok());
    QVERIFY(!ObservationFilter::parse(QStringLiteral("status:unresolvd"), none, {}).ok());
}

void TestObservationFilter::statusValuesAgainstTheRecord()
{
    QFETCH(QString, query);
    QFETCH(QString, message);
    QFETCH(int, rows);
    auto record = std::make_shared<Record>(*m_record);
    record->outbound[3].resolution.status = QStringLiteral("weird_new_state");
    const auto parsed = ObservationFilter::parse(query, *record);
    if (!message.isEmpty()) {
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error.message, message);
        // Without a record the text is only checked for its form (the CLI checks it again once
        // the record is read).
        if (message.startsWith(u"direction"))
            QVERIFY(!ObservationFilter::parse(query).ok());
        else
            QVERIFY(ObservationFilter::parse(query).ok());
        return;
    }
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.message));
    int n = 0;
    for (const Observation &o : record->outbound)
        n += parsed.filter->matches(o) ? 1 : 0;
    QCOMPARE(n, rows);
}

void TestObservationFilter::roundTrip_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("canonical");

    QTest::newRow("already canonical")
        << QStringLiteral("status:unresolved") << QStringLiteral("status:unresolved");
    QTest::newRow("extra spaces and case")
        << QStringLiteral("  STATUS:Unresolved   -Resolver:raw_fallback ")
        << QStringLiteral("status:unresolved -resolver:raw_fallback");
    QTest::newRow("phrase keeps its case and quotes")
        << QStringLiteral("\"Learning to Shard\"") << QStringLiteral("\"Learning to Shard\"");
    QTest::newRow("needless quotes dropped")
        << QStringLiteral("\"sharding\"") << QStringLiteral("sharding");
    QTest::newRow("phrase with a colon stays quoted")
        << QStringLiteral("\"arXiv:2507\"") << QStringLiteral("\"arXiv:2507\"");
    QTest::newRow("negated phrase starting with minus")
        << QStringLiteral("-\"-x\"") << QStringLiteral("-\"-x\"");
    QTest::newRow("quoted value with space")
        << QStringLiteral("source:\"a b\",c") << QStringLiteral("source:\"a b\",c");
    QTest::newRow("ranges as written") << QStringLiteral("year:2019..2021,>=2024 ref:<3")
                                       << QStringLiteral("year:2019..2021,>=2024 ref:<3");
    QTest::newRow("architecture example")
        << QStringLiteral("status:unresolved,parse_uncertain notice:unavailable "
                          "-resolver:raw_fallback \"sharding\"")
        << QStringLiteral("status:unresolved,parse_uncertain notice:unavailable "
                          "-resolver:raw_fallback sharding");
}

void TestObservationFilter::roundTrip()
{
    QFETCH(QString, query);
    QFETCH(QString, canonical);

    const auto parsed = ObservationFilter::parse(query);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.message));
    QCOMPARE(parsed.filter->toString(), canonical);
    const auto again = ObservationFilter::parse(canonical);
    QVERIFY2(again.ok(), qPrintable(again.error.message));
    QVERIFY(*again.filter == *parsed.filter);
    QCOMPARE(again.filter->toString(), canonical);
}

void TestObservationFilter::emptyFilterMatchesAll()
{
    const ObservationFilter f;
    QVERIFY(f.isEmpty());
    QCOMPARE(f.toString(), QString());
    for (const Observation &o : m_record->outbound)
        QVERIFY(f.matches(o));
}

void TestObservationFilter::digestBadMatchesTamperedRow()
{
    Observation o = m_record->outbound.first();
    o.computedDigest = QStringLiteral("sha256:0000");
    QVERIFY(ObservationFilter::parse(QStringLiteral("digest:bad")).filter->matches(o));
    QVERIFY(!ObservationFilter::parse(QStringLiteral("digest:ok")).filter->matches(o));
}

// The folded path (one automaton for every text term, as the proxy uses it) against the plain
// path (each term searched on its own in each field), row by row.
static int foldedCount(const ObservationFilter &f, const QList<Observation> &rows)
{
    const ObservationFilter::Needles needles = f.foldedNeedles();
    int n = 0;
    for (const Observation &o : rows)
        n += f.matches(o, ObservationFilter::foldedText(o), needles) ? 1 : 0;
    return n;
}

void TestObservationFilter::manyTextTermsAgreeWithTermByTerm_data()
{
    QTest::addColumn<QString>("query");
    // needles that overlap, nest, repeat, share prefixes and suffixes, cross into non-ASCII
    QTest::newRow("nested") << QStringLiteral("learn learning earn arn n");
    QTest::newRow("negated nested") << QStringLiteral("-learning -earn -ing");
    QTest::newRow("suffix of another") << QStringLiteral("-tion -ation -ization");
    QTest::newRow("repeated") << QStringLiteral("-the -the -THE the");
    QTest::newRow("phrase and facet") << QStringLiteral("status:unresolved \"of the\" -deep -ing");
    QTest::newRow("non-ASCII") << QStringLiteral("-深度学习 -Straße -strasse -é");
    QTest::newRow("id and doi fields") << QStringLiteral("-10. -arxiv -/ -.");
    QTest::newRow("fails early") << QStringLiteral("status:no_such_thing -a -b -c");
}

void TestObservationFilter::manyTextTermsAgreeWithTermByTerm()
{
    QFETCH(QString, query);
    const auto parsed = ObservationFilter::parse(query);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.message));
    const ObservationFilter::Needles needles = parsed.filter->foldedNeedles();
    for (const Observation &o : std::as_const(m_record->outbound))
        QCOMPARE(parsed.filter->matches(o, ObservationFilter::foldedText(o), needles),
            parsed.filter->matches(o));
    // and every term alone, so a term the combined search misses cannot hide behind another
    static const QRegularExpression term(QStringLiteral("-?\"[^\"]*\"|\\S+"));
    for (const QRegularExpressionMatch &m : term.globalMatch(query)) {
        const QString word = m.captured();
        const auto one = ObservationFilter::parse(word);
        QVERIFY2(one.ok(), qPrintable(word));
        int plain = 0;
        for (const Observation &o : std::as_const(m_record->outbound))
            plain += one.filter->matches(o) ? 1 : 0;
        QCOMPARE(foldedCount(*one.filter, m_record->outbound), plain);
    }
}

void TestObservationFilter::thousandNegatedWords()
{
    // 1,000 words, none in the record but each sharing a start with its titles, and one that is:
    // only the rows without that one are left.
    QStringList words;
    for (int i = 0; i < 1000; ++i)
        words.append(QStringLiteral("-the%1x").arg(i));
    const QString title = m_record->outbound.first().otherTitle();
    const QString word = title.section(u' ', 0, 0).toLower();
    QVERIFY(!word.isEmpty());
    int without = 0;
    for (const Observation &o : std::as_const(m_record->outbound))
        without += o.otherTitle().contains(word, Qt::CaseInsensitive)
                || o.id.contains(word, Qt::CaseInsensitive)
                || o.otherDoi().contains(word, Qt::CaseInsensitive)
                || o.otherArxivId().contains(word, Qt::CaseInsensitive)
            ? 0
            : 1;
    QVERIFY(without < m_record->outbound.size());
    const auto none = ObservationFilter::parse(words.join(u' '));
    QVERIFY(none.ok());
    QCOMPARE(foldedCount(*none.filter, m_record->outbound), m_record->outbound.size());
    words.insert(500, u'-' + word);
    const auto parsed = ObservationFilter::parse(words.join(u' '));
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.filter->terms().size(), 1001);
    QCOMPARE(foldedCount(*parsed.filter, m_record->outbound), without);
}

namespace {

// Facts kept beside the record, as a review keeps them: a decision per observation id.
class Decisions final : public ObservationFacts {
public:
    QHash<QString, QString> byId;
    QList<KeySpec> keys() const override
    {
        return {
            { QStringLiteral("decision"),
                { QStringLiteral("confirmed"), QStringLiteral("disputed"), QStringLiteral("none") },
                QStringLiteral("the decision") },
            { QStringLiteral("memo"), {}, QStringLiteral("words of the memo") }
        };
    }
    bool holds(const QString &key, const QString &value, const Observation &o) const override
    {
        const QString decision = byId.value(o.id);
        if (key == u"decision")
            return value == u"none" ? decision.isEmpty() : decision == value;
        return key == u"memo" && !decision.isEmpty() && decision.contains(value);
    }
};

} // namespace

void TestObservationFilter::factKeys()
{
    auto decisions = std::make_shared<Decisions>();
    const Observation &first = m_record->outbound.at(0);
    const Observation &second = m_record->outbound.at(1);
    decisions->byId.insert(first.id, QStringLiteral("confirmed"));
    decisions->byId.insert(second.id, QStringLiteral("disputed"));
    const ObservationFactsList facts { decisions };

    // Without the facts the key is unknown; with them it is known and listed.
    const auto without = ObservationFilter::parse(QStringLiteral("decision:confirmed"));
    QVERIFY(!without.ok());
    QVERIFY2(without.error.message.contains(u"unknown key \"decision\""),
        qPrintable(without.error.message));
    QVERIFY(!ObservationFilter::keyNames().contains(u"decision"));
    QVERIFY(ObservationFilter::keyNames(facts).contains(u"decision"));
    QCOMPARE(ObservationFilter::keyNames(facts).first(), ObservationFilter::keyNames().first());

    const auto parsed = ObservationFilter::parse(QStringLiteral("decision:confirmed"), facts);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.message));
    QVERIFY(parsed.filter->matches(first));
    QVERIFY(!parsed.filter->matches(second));

    // A closed vocabulary: a misspelt value is an error with a suggestion, at its column.
    const auto misspelt
        = ObservationFilter::parse(QStringLiteral("status:unresolved decision:confirmd"), facts);
    QVERIFY(!misspelt.ok());
    QCOMPARE(misspelt.error.position, 19);
    QVERIFY2(misspelt.error.message.contains(u"did you mean confirmed"),
        qPrintable(misspelt.error.message));

    // Negation, several values, free text, and the canonical text round trip.
    const auto negated = ObservationFilter::parse(QStringLiteral("-decision:none"), facts);
    QVERIFY(negated.ok());
    QVERIFY(negated.filter->matches(first) && negated.filter->matches(second));
    QVERIFY(!negated.filter->matches(m_record->outbound.at(2)));
    const auto memo = ObservationFilter::parse(
        QStringLiteral("memo:\"isput\" decision:disputed,confirmed"), facts);
    QVERIFY(memo.ok());
    QVERIFY(!memo.filter->matches(first));
    QVERIFY(memo.filter->matches(second));
    const auto again = ObservationFilter::parse(memo.filter->toString(), facts);
    QVERIFY(again.ok());
    QCOMPARE(*again.filter, *memo.filter);
    QCOMPARE(memo.filter->toString(), QStringLiteral("memo:isput decision:disputed,confirmed"));

    // The same text parsed with other facts is another filter.
    const auto other = ObservationFilter::parse(QStringLiteral("decision:confirmed"),
        ObservationFactsList { std::make_shared<Decisions>() });
    QVERIFY(!(*other.filter == *parsed.filter));
}

void TestObservationFilter::factKeysThroughTheProxy()
{
    auto decisions = std::make_shared<Decisions>();
    ObservationModel model;
    model.setRecord(m_record);
    ObservationFilterProxy proxy;
    proxy.setSourceModel(&model);
    QVERIFY(proxy.setFilter(*ObservationFilter::parse(
        QStringLiteral("-decision:none"), ObservationFactsList { decisions })
                                 .filter));
    QCOMPARE(proxy.rowCount(), 0);
    // A decision is taken: the facts changed, the same filter now keeps that row.
    decisions->byId.insert(m_record->outbound.at(3).id, QStringLiteral("confirmed"));
    QCOMPARE(proxy.rowCount(), 0); // not until asked to filter again
    proxy.refilter();
    QCOMPARE(proxy.rowCount(), 1);
    const int row = proxy.mapToSource(proxy.index(0, 0)).row();
    QCOMPARE(model.observation(row)->id, m_record->outbound.at(3).id);
}

QTEST_GUILESS_MAIN(TestObservationFilter)
#include "tst_observationfilter.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Colouring rules (issue 23) in the model layer: first match, disabled rules, refused queries,
// rules that ask facts kept beside the record, reclassification, and the rules file.
#include "models/integrity/integrityfacts.h"
#include "models/items/colourrules.h"
#include "models/items/observationmodel.h"
#include "models/record/parser.h"
#include "models/review/review.h"
#include "testutil.h"
#include "ui/report/factkinds.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace pith;
using namespace Qt::StringLiterals;

class TestColourRules final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void firstEnabledMatchColoursTheRow();
    void disabledRulesAreSkipped();
    void invalidQueryRefusedWithItsMessage();
    void rulesAskTheTabsFacts();
    void queryTheRecordCannotAnswerMatchesNothing();
    void ruleChangesReclassify();
    void hidingKeepsTheClassification();
    void textTerms();
    void bigRecordColouredInTheNextTurn();
    void fileRoundTrip();
    void badFiles_data();
    void badFiles();
    void fifoIsNotWaitedOn();

private:
    static ColourRule rule(const QString &name, const QString &query, QRgb fg, QRgb bg)
    {
        return ColourRule { name, query, QColor(fg), QColor(bg), true };
    }
    // The rule each row should get under m_rules, straight from the observations' fields.
    static bool oldUnresolved(const Observation &o)
    {
        return o.resolution.status == u"unresolved" && o.otherYear() && *o.otherYear() <= 2021;
    }
    RecordPtr m_record;
    ColourRuleList m_rules;
};

void TestColourRules::initTestCase()
{
    const ParseResult r = loadRecordFile(test::fixturePath());
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    m_record = r.record;
    m_rules = { rule(QStringLiteral("Old unresolved"),
                    QStringLiteral("status:unresolved year:..2021"), 0x7a0000, 0xffd6d6),
        rule(QStringLiteral("Unresolved"), QStringLiteral("status:unresolved"), 0x003a7a, 0xdbe8ff),
        rule(
            QStringLiteral("Fuzzy"), QStringLiteral("status:verified_fuzzy"), 0x004d1a, 0xd9f5e1) };
}

void TestColourRules::firstEnabledMatchColoursTheRow()
{
    ObservationModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRecord(m_record);
    QString error;
    QVERIFY2(model.setColourRules(m_rules, &error), qPrintable(error));
    QList<int> expectedCounts(3, 0);
    int oldOnes = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const Observation &o = *model.observation(row);
        const int expected = oldUnresolved(o)          ? 0
            : o.resolution.status == u"unresolved"     ? 1
            : o.resolution.status == u"verified_fuzzy" ? 2
                                                       : -1;
        oldOnes += expected == 0;
        if (expected >= 0)
            ++expectedCounts[expected];
        for (int column : { int(ObservationModel::Title), int(ObservationModel::Digest) }) {
            const QModelIndex index = model.index(row, column);
            QCOMPARE(index.data(ObservationModel::ColourRuleRole).toInt(), expected);
            if (expected < 0) {
                QVERIFY(!index.data(Qt::BackgroundRole).isValid());
                continue;
            }
            QCOMPARE(index.data(Qt::ForegroundRole).value<QColor>(), m_rules[expected].foreground);
            QCOMPARE(index.data(Qt::BackgroundRole).value<QColor>(), m_rules[expected].background);
        }
    }
    QVERIFY(oldOnes > 0); // the fixture has unresolved references up to 2021 and later ones
    QVERIFY(expectedCounts[1] > 0);
    QCOMPARE(model.colourRuleCounts(), expectedCounts);
}

void TestColourRules::disabledRulesAreSkipped()
{
    ObservationModel model;
    model.setRecord(m_record);
    ColourRuleList rules = m_rules;
    rules[0].enabled = false;
    QVERIFY(model.setColourRules(rules));
    for (int row = 0; row < model.rowCount(); ++row) {
        const Observation &o = *model.observation(row);
        const int got = model.index(row, 0).data(ObservationModel::ColourRuleRole).toInt();
        if (o.resolution.status == u"unresolved")
            QCOMPARE(got, 1); // the first enabled rule that matches
        QVERIFY(got != 0);
    }
    QCOMPARE(model.colourRuleCounts().at(0), 0);
}

void TestColourRules::invalidQueryRefusedWithItsMessage()
{
    ColourRuleList bad = m_rules;
    bad[1].query = QStringLiteral("status:unresolved yaer:2019");
    // The filter bar's parser and its message, with the rule and the column.
    const auto parsed = ObservationFilter::parse(bad[1].query, ui::everyFactKind());
    QVERIFY(!parsed.ok());
    const QString error = ColourRules::check(bad, ui::everyFactKind());
    QCOMPARE(error, QStringLiteral("rule 2 \"Unresolved\": column 19: ") + parsed.error.message);
    QVERIFY(error.contains(u"unknown key \"yaer\""));
    QVERIFY(ColourRules::check(m_rules, ui::everyFactKind()).isEmpty());
    // The keys of facts kept beside a record are known whether or not a record has them;
    // without the kinds they are not.
    for (const QString &query : { u"review:needs_fix"_s, u"finding:critical"_s,
             u"change:resolution"_s, u"note:doi detector:doi_compliance"_s }) {
        QVERIFY2(!ColourRules::checkQuery(query, ui::everyFactKind()), qPrintable(query));
        QVERIFY(ColourRules::checkQuery(query, {}).has_value());
    }
    const auto misspelt = ColourRules::checkQuery(u"review:neds_fix"_s, ui::everyFactKind());
    QVERIFY(misspelt.has_value());
    QVERIFY2(misspelt->message.contains(u"needs_fix"), qPrintable(misspelt->message));

    // Rules reach the model checked; one that does not parse there colours nothing, and the
    // others still do.
    ObservationModel model;
    model.setRecord(m_record);
    QVERIFY(model.setColourRules(bad));
    QCOMPARE(model.colourRuleCounts().at(1), 0);
    QVERIFY(model.colourRuleCounts().at(0) > 0);
    // Only the number of rules is refused there, and the rules in force stay.
    ColourRuleList tooMany(ColourRules::kMaxRules + 1, m_rules[0]);
    QSignalSpy changed(&model, &ObservationModel::colouringChanged);
    QString refused;
    QVERIFY(!model.setColourRules(tooMany, &refused));
    QVERIFY(!refused.isEmpty());
    QCOMPARE(changed.count(), 0);
    QCOMPARE(model.colourRules(), bad);
}

void TestColourRules::rulesAskTheTabsFacts()
{
    // A review beside the record: the needs-fix rule colours the rows decided so, first, and
    // follows each decision; a finding rule colours nothing without findings.
    ObservationModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRecord(m_record);
    const ColourRuleList rules = { rule(u"Needs fix"_s, u"review:needs_fix"_s, 0x5a4500, 0xfff1c2),
        rule(u"Critical finding"_s, u"finding:critical"_s, 0x5c1a66, 0xf3dcf7), m_rules[1] };
    QVERIFY(model.setColourRules(rules));
    // No facts yet: the fact rules select nothing, the last one still colours.
    QCOMPARE(model.colourRuleCounts().at(0), 0);
    const int unresolved = model.colourRuleCounts().at(2);
    QVERIFY(unresolved > 0);

    auto review = std::make_shared<review::Review>();
    review->setRecord(m_record);
    const ObservationFactsList facts { review, std::make_shared<IntegrityFacts>(nullptr) };
    model.setColourFacts(facts);
    QCOMPARE(model.colourRuleCounts(), QList<int>({ 0, 0, unresolved }));

    // Decide one unresolved row and one resolved row "needs fix".
    int unresolvedRow = -1, resolvedRow = -1;
    for (int row = 0; row < model.rowCount(); ++row) {
        int &first = model.observation(row)->resolution.status == u"unresolved" ? unresolvedRow
                                                                                : resolvedRow;
        if (first < 0)
            first = row;
    }
    QVERIFY(unresolvedRow >= 0 && resolvedRow >= 0);
    review->setDecision(
        { model.observation(unresolvedRow)->id, model.observation(resolvedRow)->id },
        review::Decision::NeedsFix);
    QSignalSpy data(&model, &QAbstractItemModel::dataChanged);
    model.colourFactsChanged();
    QCOMPARE(data.count(), 1);
    QCOMPARE(model.colourRuleOfRow(unresolvedRow), 0); // needs fix comes first
    QCOMPARE(model.colourRuleOfRow(resolvedRow), 0);
    QCOMPARE(model.colourRuleCounts(), QList<int>({ 2, 0, unresolved - 1 }));
    QCOMPARE(
        model.index(resolvedRow, 0).data(Qt::BackgroundRole).value<QColor>(), rules[0].background);

    // Without the review the rows go back to the rules that select them without it.
    model.setColourFacts({});
    QCOMPARE(model.colourRuleCounts(), QList<int>({ 0, 0, unresolved }));
    QCOMPARE(model.colourRuleOfRow(resolvedRow), ColourClassifier::kNoRule);

    // Rules that ask no facts are not classified again when the facts' answers change.
    QVERIFY(model.setColourRules(m_rules));
    model.setColourFacts(facts);
    data.clear();
    model.colourFactsChanged();
    QCOMPARE(data.count(), 0);
}

void TestColourRules::queryTheRecordCannotAnswerMatchesNothing()
{
    // A state no row holds: the filter bar would refuse it for this record; a rule just matches
    // nothing, and the next rule still colours.
    ObservationModel model;
    model.setRecord(m_record);
    ColourRuleList rules = m_rules;
    rules[0].query = QStringLiteral("status:retracted_elsewhere");
    QString error;
    QVERIFY2(model.setColourRules(rules, &error), qPrintable(error));
    QCOMPARE(model.colourRuleCounts().at(0), 0);
    QVERIFY(model.colourRuleCounts().at(1) > 0);
}

void TestColourRules::ruleChangesReclassify()
{
    ObservationModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRecord(m_record);
    QVERIFY(model.setColourRules(m_rules));
    QSignalSpy data(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    ColourRuleList swapped = { m_rules[1], m_rules[0], m_rules[2] };
    QVERIFY(model.setColourRules(swapped));
    QCOMPARE(data.count(), 1);
    QCOMPARE(reset.count(), 0); // selection and scroll survive
    const auto roles = data.at(0).at(2).value<QList<int>>();
    QVERIFY(roles.contains(Qt::BackgroundRole));
    QVERIFY(roles.contains(ObservationModel::ColourRuleRole));
    for (int row = 0; row < model.rowCount(); ++row) {
        const Observation &o = *model.observation(row);
        if (o.resolution.status == u"unresolved")
            QCOMPARE(model.colourRuleOfRow(row), 0); // "Unresolved" is now first
    }
    QCOMPARE(model.colourRuleCounts().at(1), 0);
    // The same rules again: nothing to do.
    QVERIFY(model.setColourRules(swapped));
    QCOMPARE(data.count(), 1);
    // A new record is classified with the rules in force.
    model.setRecord(m_record);
    QVERIFY(model.colourRuleCounts().at(0) > 0);
    QVERIFY(model.setColourRules({}));
    QVERIFY(!model.index(0, 0).data(Qt::BackgroundRole).isValid());
    QCOMPARE(model.colourRuleOfRow(0), ColourClassifier::kNoRule);
}

void TestColourRules::hidingKeepsTheClassification()
{
    ObservationModel model;
    model.setRecord(m_record);
    QVERIFY(model.setColourRules(m_rules));
    QSignalSpy data(&model, &QAbstractItemModel::dataChanged);
    model.setColouringShown(false);
    QCOMPARE(data.count(), 1);
    QVERIFY(!model.index(0, 0).data(Qt::BackgroundRole).isValid());
    QCOMPARE(
        model.index(0, 0).data(ObservationModel::ColourRuleRole).toInt(), model.colourRuleOfRow(0));
    QVERIFY(model.colourRuleOfRow(0) >= 0);
    model.setColouringShown(true);
    QVERIFY(model.index(0, 0).data(Qt::BackgroundRole).isValid());
}

void TestColourRules::textTerms()
{
    ObservationModel model;
    model.setRecord(m_record);
    const ColourRuleList rules
        = { rule(QStringLiteral("Parallel"), QStringLiteral("xylophonics"), 0x101010, 0xeeeeee),
              rule(QStringLiteral("Parallelism, not fuzzy"),
                  QStringLiteral("PARALLELISM -status:verified_fuzzy"), 0x101010, 0xdddddd) };
    QVERIFY(model.setColourRules(rules));
    int hits = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const Observation &o = *model.observation(row);
        const bool text = o.otherTitle().contains(u"parallelism", Qt::CaseInsensitive);
        const int expected = text && o.resolution.status != u"verified_fuzzy" ? 1 : -1;
        hits += expected == 1;
        QCOMPARE(model.colourRuleOfRow(row), expected);
    }
    QVERIFY(hits > 0); // "Sequence parallelism" is unresolved
}

void TestColourRules::bigRecordColouredInTheNextTurn()
{
    // 21 x 240 = 5,040 rows: past the size whose colouring waits for the next turn of the loop.
    const QByteArray bytes = test::mutatedFixture([](QJsonObject &root) {
        const QJsonArray one = root.value(u"outbound").toArray();
        QJsonArray many;
        for (int i = 0; i < 240; ++i) {
            for (const QJsonValue &o : one)
                many.append(o);
        }
        root.insert(QStringLiteral("outbound"), many);
    });
    const ParseResult big = parseRecord(bytes, QStringLiteral("big.json"));
    QVERIFY2(big.ok(), qPrintable(big.error.toString()));
    ObservationModel small;
    small.setRecord(m_record);
    QVERIFY(small.setColourRules(m_rules));

    ObservationModel model;
    QVERIFY(model.setColourRules(m_rules));
    QSignalSpy data(&model, &QAbstractItemModel::dataChanged);
    model.setRecord(big.record);
    QCOMPARE(model.rowCount(), 5040);
    QCOMPARE(model.colourRuleOfRow(0), ColourClassifier::kNoRule); // not yet
    QTRY_COMPARE(data.count(), 1);
    QList<int> expected;
    for (const int n : small.colourRuleCounts())
        expected.append(n * 240);
    QCOMPARE(model.colourRuleCounts(), expected);
    for (int row = 0; row < model.rowCount(); row += 97)
        QCOMPARE(model.colourRuleOfRow(row), small.colourRuleOfRow(row % 21));
}

void TestColourRules::fileRoundTrip()
{
    QTemporaryDir dir;
    ColourRuleList rules = m_rules;
    rules[1].enabled = false;
    rules[2].background = QColor(); // the palette's
    rules.append(rule(QStringLiteral("Ünïcode \"quoted\""), QStringLiteral("\"deep learning\""),
        0x000000, 0xffffff));
    const QString path = dir.filePath(QStringLiteral("rules.json"));
    QString error;
    QVERIFY2(ColourRules::writeFile(path, rules, &error), qPrintable(error));
    const ColourRules::ReadResult read = ColourRules::readFile(path, ui::everyFactKind());
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(*read.rules, rules);
    // The file is plain JSON anyone can read.
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    QCOMPARE(root.value(u"pith_ledger_colour_rules").toInt(), 1);
    QCOMPARE(root.value(u"rules").toArray().at(0).toObject().value(u"background").toString(),
        QStringLiteral("#ffd6d6"));
    QVERIFY(root.value(u"rules").toArray().at(2).toObject().value(u"background").isNull());
}

void TestColourRules::badFiles_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("syntax error, line and column")
        << QByteArray("{\n  \"pith_ledger_colour_rules\": 1,\n  \"rules\": [,]\n}")
        << QStringLiteral("r.json:3:13: ");
    QTest::newRow("not an object") << QByteArray("[1]") << QStringLiteral("r.json: /: expected");
    QTest::newRow("a record, not rules") << QByteArray(
        "{\"paper\": {}}") << QStringLiteral("r.json: /: no \"pith_ledger_colour_rules\" key");
    QTest::newRow("unknown version")
        << QByteArray("{\"pith_ledger_colour_rules\": 7, \"rules\": []}")
        << QStringLiteral("r.json: /pith_ledger_colour_rules: version 7 is not known");
    QTest::newRow("rules not an array")
        << QByteArray("{\"pith_ledger_colour_rules\": 1, \"rules\": {}}")
        << QStringLiteral("r.json: /rules: expected an array of rules, found an object");
    QTest::newRow("bad colour")
        << QByteArray("{\"pith_ledger_colour_rules\": 1, \"rules\": [{\"name\": \"a\", \"query\": "
                      "\"\"}, {\"name\": \"b\", \"query\": \"digest:bad\", \"foreground\": "
                      "\"red\"}]}")
        << QStringLiteral("r.json: /rules/1/foreground: \"red\" is no colour of the form #rrggbb");
    QTest::newRow("bad query")
        << QByteArray("{\"pith_ledger_colour_rules\": 1, \"rules\": [{\"name\": \"a\", \"query\": "
                      "\"status:\"}]}")
        << QStringLiteral("r.json: /rules/0/query: column 1: \"status:\" needs at least one value");
    QTest::newRow("name not a string") << QByteArray(
        "{\"pith_ledger_colour_rules\": 1, \"rules\": [{\"name\": 5, \"query\": "
        "\"\"}]}") << QStringLiteral("r.json: /rules/0/name: expected a string, found a number");
    QTest::newRow("enabled not a boolean")
        << QByteArray("{\"pith_ledger_colour_rules\": 1, \"rules\": [{\"name\": \"a\", \"query\": "
                      "\"\", \"enabled\": \"yes\"}]}")
        << QStringLiteral("r.json: /rules/0/enabled: expected true or false, found a string");
    QByteArray many = "{\"pith_ledger_colour_rules\": 1, \"rules\": [";
    for (int i = 0; i <= ColourRules::kMaxRules; ++i)
        many += QByteArray(i ? "," : "") + "{\"name\": \"a\", \"query\": \"\"}";
    many += "]}";
    QTest::newRow("too many rules") << many << QStringLiteral("r.json: /rules: more than 64 rules");
}

void TestColourRules::badFiles()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const ColourRules::ReadResult r
        = ColourRules::fromJson(json, QStringLiteral("r.json"), ui::everyFactKind());
    QVERIFY(!r.ok());
    QVERIFY2(r.error.startsWith(message), qPrintable(r.error));
}

void TestColourRules::fifoIsNotWaitedOn()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("rules.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const ColourRules::ReadResult r
        = ColourRules::readFile(fifo, ui::everyFactKind()); // returns: nobody writes
    QVERIFY(!r.ok());
    QCOMPARE(r.error, fifo + QStringLiteral(": not a regular file"));
    const ColourRules::ReadResult missing
        = ColourRules::readFile(dir.filePath(QStringLiteral("none.json")), ui::everyFactKind());
    QVERIFY(missing.error.endsWith(u": no such file"));
}

QTEST_GUILESS_MAIN(TestColourRules)
#include "tst_colourrules.moc"

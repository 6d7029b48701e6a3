// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/audit.h"
#include "models/record/parser.h"
#include "tests/testutil.h"

#include <QJsonArray>
#include <QTest>

using namespace pith;
using namespace pith::test;

using Edit = std::function<void(QJsonObject &)>;
Q_DECLARE_METATYPE(Edit)

class TestAudit : public QObject {
    Q_OBJECT
private slots:
    void fixtureHasNoFindings();
    void findings_data();
    void findings();
};

static QStringList describe(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out.append(f.severityName() + QLatin1Char(' ') + f.code + QLatin1Char(' ') + f.pointer
            + QStringLiteral(": ") + f.message);
    return out;
}

void TestAudit::fixtureHasNoFindings()
{
    const ParseResult r = loadRecordFile(fixturePath());
    QVERIFY(r.ok());
    QCOMPARE(describe(auditRecord(*r.record)), QStringList());
}

static Edit onResolution(const Edit &edit)
{
    return
        [edit](QJsonObject &r) { r = withChild(r, QStringLiteral("reference_resolution"), edit); };
}

void TestAudit::findings_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("one state count off")
        << onResolution([](QJsonObject &rr) {
               rr = withChild(rr, QStringLiteral("state_counts"),
                   [](QJsonObject &sc) { sc[QStringLiteral("unresolved")] = 9; });
           })
        << QStringList {
               QStringLiteral(
                   "error state-total-mismatch /reference_resolution/state_counts: the state "
                   "counts add up to 20 but the record has 21 outbound observations"),
               QStringLiteral("error state-count-mismatch "
                              "/reference_resolution/state_counts/unresolved: state_counts gives 9 "
                              "for unresolved but 10 outbound observations are in that state")
           };
    QTest::newRow("displayed off")
        << onResolution([](QJsonObject &rr) { rr[QStringLiteral("displayed")] = 20; })
        << QStringList { QStringLiteral(
                             "error displayed-count-mismatch /reference_resolution/displayed: "
                             "reference_resolution.displayed is 20 but the record has 21 outbound "
                             "observations"),
               QStringLiteral(
                   "error coverage-mismatch /coverage/0/records_observed: coverage lane "
                   "reference_resolution gives records_observed 21 but the displayed count is 20"),
               QStringLiteral("warning thesis-mismatch /thesis: the thesis lists 21 outbound "
                              "references but 20 are displayed") };
    QTest::newRow("more displayed than the paper has")
        << onResolution(
               [](QJsonObject &rr) { rr[QStringLiteral("total_outbound_references")] = 19; })
        << QStringList { QStringLiteral(
                             "error displayed-exceeds-total /reference_resolution/displayed: 21 "
                             "references are displayed but the paper has only 19"),
               QStringLiteral("warning thesis-mismatch /thesis: the thesis gives 21 outbound "
                              "references in all but the record gives 19") };
    QTest::newRow("over the outbound cap")
        << Edit([](QJsonObject &r) {
               r = withChild(r, QStringLiteral("caps"),
                   [](QJsonObject &c) { c[QStringLiteral("outbound")] = 20; });
           })
        << QStringList { QStringLiteral("error outbound-over-cap /caps/outbound: 21 outbound "
                                        "observations exceed the outbound cap of 20") };
    QTest::newRow("standing notices denominator")
        << Edit([](QJsonObject &r) {
               QJsonArray cov = r[QStringLiteral("coverage")].toArray();
               QJsonObject lane = cov[1].toObject();
               lane[QStringLiteral("denominator")] = 25;
               lane[QStringLiteral("records_observed")] = 25;
               cov[1] = lane;
               r[QStringLiteral("coverage")] = cov;
           })
        << QStringList { QStringLiteral(
               "error coverage-mismatch /coverage/1/denominator: coverage lane standing_notices "
               "gives denominator 25 but outbound plus inbound (21 + 0) is 21") };
    QTest::newRow("duplicate ids and reference indexes")
        << Edit([](QJsonObject &r) {
               const QJsonObject first = r[QStringLiteral("outbound")].toArray()[0].toObject();
               editOutbound(r, 5, [&](QJsonObject &o) {
                   o[QStringLiteral("observation_id")] = first[QStringLiteral("observation_id")];
                   o[QStringLiteral("citation")] = first[QStringLiteral("citation")];
               });
           })
        << QStringList {
               QStringLiteral(
                   "error duplicate-observation-id /outbound/5/observation_id: observation id "
                   "24514ff3-c30a-4254-a4ec-ed5a690fdb0a occurs more than once"),
               QStringLiteral(
                   "error duplicate-reference-index /outbound/5/citation/reference_index: "
                   "reference index 1 occurs more than once among outbound observations")
           };
    QTest::newRow("an id and a reference index three times: said once, at the second")
        << Edit([](QJsonObject &r) {
               const QJsonObject first = r[QStringLiteral("outbound")].toArray()[2].toObject();
               for (const int i : { 9, 4 })
                   editOutbound(r, i, [&](QJsonObject &o) {
                       o[QStringLiteral("observation_id")]
                           = first[QStringLiteral("observation_id")];
                       o[QStringLiteral("citation")] = first[QStringLiteral("citation")];
                   });
           })
        << QStringList {
               QStringLiteral(
                   "error duplicate-observation-id /outbound/4/observation_id: observation id "
                   "40a14d2e-66cf-4780-9500-d1b0f6765978 occurs more than once"),
               QStringLiteral(
                   "error duplicate-reference-index /outbound/4/citation/reference_index: "
                   "reference index 3 occurs more than once among outbound observations")
           };
    QTest::newRow("thesis names other numbers, paper and date")
        << Edit([](QJsonObject &r) {
               r[QStringLiteral("thesis")] = QStringLiteral(
                   "As of 9 August 2026, this Paper Citation Record lists 21 of 21 outbound "
                   "references and 3 inbound Pith citation observations for arXiv:2509.00218.");
           })
        << QStringList { QStringLiteral("warning thesis-mismatch /thesis: the thesis lists 3 "
                                        "inbound observations but the record has 0"),
               QStringLiteral("warning thesis-mismatch /thesis: the thesis names arXiv:2509.00218 "
                              "but the record is for 2509.00217"),
               QStringLiteral("warning thesis-mismatch /thesis: the thesis is dated 9 August 2026 "
                              "but as_of is 10 August 2026") };
    QTest::newRow("unknown state counted, not folded")
        << Edit([](QJsonObject &r) {
               editOutbound(r, 0, [](QJsonObject &o) {
                   o = withChild(o, QStringLiteral("resolution"), [](QJsonObject &res) {
                       res[QStringLiteral("status")] = QStringLiteral("withdrawn");
                   });
               });
           })
        << QStringList { QStringLiteral(
                             "error state-count-mismatch "
                             "/reference_resolution/state_counts/unresolved: state_counts gives 10 "
                             "for unresolved but 9 outbound observations are in that state"),
               QStringLiteral(
                   "error state-count-mismatch /reference_resolution/state_counts: 1 outbound "
                   "observations are withdrawn, a state state_counts does not list"),
               QStringLiteral(
                   "warning unknown-resolution-state : 1 observations have the resolution state "
                   "\"withdrawn\", which is not one of the six known states") };
    QTest::newRow("context digest missing")
        << Edit([](QJsonObject &r) { r.remove(QStringLiteral("context_digest")); })
        << QStringList { QStringLiteral("warning context-digest-missing /context_digest: the "
                                        "record carries no context digest") };
}

void TestAudit::findings()
{
    QFETCH(Edit, edit);
    QFETCH(QStringList, expected);
    // the window's read (Observations) and verify's (ObservationChecks): the same findings
    ParseOptions verifyRead;
    verifyRead.observationDetails = false;
    for (const ParseOptions &options : { ParseOptions(), verifyRead }) {
        const ParseResult r
            = parseRecord(mutatedFixture(edit), QStringLiteral("audit.json"), options);
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.record->outbound.isEmpty(), !options.observationDetails);
        QCOMPARE(describe(auditRecord(*r.record)), expected);
    }
}

QTEST_GUILESS_MAIN(TestAudit)
#include "tst_audit.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// StandingNotice::eventTypes, read once by the record reader (issue 26): right for big events
// and many events, gravest first, the same as reading the events again, empty where the events
// are not kept; and the record's digests still verify (the bytes are what Python's json wrote,
// the real CLI agrees).
#include "models/record/canonical.h"
#include "models/record/notice.h"
#include "models/record/parser.h"
#include "models/record/verdict.h"
#include "tests/hostile/noticeeventrecords.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace pith;
using namespace pith::test;

class TestNoticeEventTypes : public QObject {
    Q_OBJECT

private slots:
    void bigEvents_data();
    void bigEvents();
    void gravestFirstAsTheEventsSay();
    void emptyWithoutEvents();
    void notKeptWithoutDetails();
    void typeListsNumberedOnce();
};

namespace {

// The observation's canonical form as an independent path writes it: Qt's JSON tree, then the
// canonical writer over its compact text.
QByteArray canonicalOf(const QJsonObject &o)
{
    QByteArray out;
    QString error;
    if (!canonicalJson(QJsonDocument(o).toJson(QJsonDocument::Compact), &out, &error))
        qFatal("canonical form: %s", qPrintable(error));
    return out;
}

} // namespace

void TestNoticeEventTypes::bigEvents_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<qsizetype>("events");
    QTest::addColumn<QStringList>("types");
    QTest::newRow("one 4 MB event") << recordWithOneHugeEvent(4) << qsizetype(1)
                                    << QStringList { QStringLiteral("correction") };
    QTest::newRow("1,000 events of 10 KB")
        << recordWithManyEvents(1000, 10) << qsizetype(1000)
        << QStringList { QStringLiteral("retraction"), QStringLiteral("unspecified") };
}

void TestNoticeEventTypes::bigEvents()
{
    QFETCH(QByteArray, bytes);
    QFETCH(qsizetype, events);
    QFETCH(QStringList, types);
    QVERIFY(bytes.size() > 4'000'000);

    const ParseResult r = parseRecord(bytes, QStringLiteral("big.json"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Observation &o = r.record->outbound.at(0);
    QCOMPARE(o.notice.events.size(), events);
    QCOMPARE(o.notice.eventTypes, types);
    QCOMPARE(noticeEventTypes(o.notice), types);
    // the field is what reading the events again gives
    QCOMPARE(readNoticeEventTypes(o.notice.events), types);
    QCOMPARE(noticeLabel(o.notice),
        types.size() == 1 ? QStringLiteral("correction")
                          : QStringLiteral("retraction, event of unstated type"));
    for (qsizetype i = 1; i < r.record->outbound.size(); ++i)
        QVERIFY(r.record->outbound.at(i).notice.eventTypes.isEmpty());

    // the digests still verify: the observation's canonical form is the bytes as written
    const RecordVerdict verdict = recordVerdict(*r.record);
    QVERIFY2(verdict.ok(), qPrintable(verdict.sentence()));
    QVERIFY(verdict.digestFailures.isEmpty());
    QCOMPARE(verdict.context, Record::ContextDigestState::Ok);
    QCOMPARE(o.computedDigest, o.digest);
    const QJsonObject written
        = QJsonDocument::fromJson(bytes).object()[QStringLiteral("outbound")][0].toObject();
    QCOMPARE(o.rawJsonBytes(), canonicalOf(written));

    // and the real CLI says the same of the file
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
    f.close();
    QProcess cli;
    cli.start(QStringLiteral(PITH_CLI_PATH), { QStringLiteral("verify"), path });
    QVERIFY(cli.waitForFinished(120'000));
    const QByteArray output = cli.readAllStandardOutput() + cli.readAllStandardError();
    QVERIFY2(cli.exitCode() == 0, output.constData());
    QVERIFY2(output.contains("All 21 observation digests verify; the context digest verifies"),
        output.constData());
}

void TestNoticeEventTypes::gravestFirstAsTheEventsSay()
{
    const QByteArray bytes = consistentFixture([](QJsonObject &root) {
        for (const auto &[key, type] :
            { std::pair { "kind", "Erratum" }, std::pair { "note", "untyped" },
                std::pair { "event_type", "expression-of-concern" },
                std::pair { "type", "retraction" }, std::pair { "kind", "erratum" } })
            addNoticeEvent(root, 2, QJsonObject { { QLatin1String(key), QLatin1String(type) } });
        addNoticeEvent(root, 3, QJsonValue(QStringLiteral("withdrawal"))); // a bare word
    });
    const ParseResult r = parseRecord(bytes, QStringLiteral("t.json"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.record->outbound.at(2).notice.eventTypes,
        (QStringList { QStringLiteral("retraction"), QStringLiteral("expression_of_concern"),
            QStringLiteral("erratum"), QStringLiteral("unspecified") }));
    QCOMPARE(
        r.record->outbound.at(3).notice.eventTypes, QStringList { QStringLiteral("withdrawal") });
    // every notice of the shared fixture: the field is what reading its events gives
    const ParseResult shapes = parseRecord(fixtureWithNoticeEvents(), QStringLiteral("f.json"));
    QVERIFY(shapes.ok());
    int withEvents = 0;
    for (const Observation &o : shapes.record->outbound) {
        QCOMPARE(o.notice.eventTypes, readNoticeEventTypes(o.notice.events));
        withEvents += o.notice.eventTypes.isEmpty() ? 0 : 1;
    }
    QCOMPARE(withEvents, 3);
}

void TestNoticeEventTypes::emptyWithoutEvents()
{
    const ParseResult r = parseRecord(fixtureBytes(), QStringLiteral("fixture.json"));
    QVERIFY(r.ok());
    for (const Observation &o : r.record->outbound + r.record->inbound) {
        QVERIFY(o.notice.eventTypes.isEmpty());
        QCOMPARE(noticeLabel(o.notice).isEmpty(), false);
    }
}

void TestNoticeEventTypes::notKeptWithoutDetails()
{
    // verify's parse keeps no events (only what the verdict and the summary read,
    // Record::checks), but their types, numbered
    ParseOptions options;
    options.observationDetails = false;
    const ParseResult r
        = parseRecord(recordWithManyEvents(10, 1), QStringLiteral("v.json"), options);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QVERIFY(r.record->outbound.isEmpty());
    QVERIFY(!r.record->checks.outbound.empty());
    const ObservationChecks &checks = r.record->checks;
    QVERIFY(checks.outbound.front().digestOk);
    QCOMPARE(checks.eventTypes(checks.outbound.front()),
        (QStringList { QStringLiteral("retraction"), QStringLiteral("unspecified") }));
    QCOMPARE(checks.noticeTypes.size(), 1);
    QCOMPARE(checks.eventTypes(checks.outbound.back()), QStringList());
    // the table's parse keeps both
    options.observationDetails = true;
    options.tableFieldsOnly = true;
    const ParseResult table
        = parseRecord(recordWithManyEvents(10, 1), QStringLiteral("t.json"), options);
    QVERIFY(table.ok());
    QCOMPARE(r.record->outboundCount(), table.record->outbound.size());
    QCOMPARE(table.record->outbound.at(0).notice.events.size(), 10);
    QCOMPARE(table.record->outbound.at(0).notice.eventTypes,
        (QStringList { QStringLiteral("retraction"), QStringLiteral("unspecified") }));
}

// verify's read numbers each list of types once for the record, however the lists alternate
// (a block compares a list with the one before it only; the record's numbering is a hash), on
// the fast path (canonical bytes) and the general one.
void TestNoticeEventTypes::typeListsNumberedOnce()
{
    QByteArray bytes;
    QString error;
    QVERIFY(canonicalJson(consistentFixture([](QJsonObject &root) {
        const QJsonObject retraction { { QStringLiteral("type"), QStringLiteral("retraction") } };
        const QJsonObject correction { { QStringLiteral("type"), QStringLiteral("correction") } };
        addNoticeEvent(root, 1, retraction);
        addNoticeEvent(root, 2, correction);
        addNoticeEvent(root, 3, retraction);
        addNoticeEvent(root, 5, retraction);
        addNoticeEvent(root, 5, correction);
        addNoticeEvent(root, 7, correction);
    }),
        &bytes, &error));
    const QList<QStringList> expected { {}, { QStringLiteral("retraction") },
        { QStringLiteral("correction") }, { QStringLiteral("retraction") }, {},
        { QStringLiteral("retraction"), QStringLiteral("correction") }, {},
        { QStringLiteral("correction") } };
    for (const bool fast : { true, false }) {
        ParseOptions options;
        options.observationDetails = false;
        options.fastPath = fast;
        const ParseResult r = parseRecord(bytes, QStringLiteral("v.json"), options);
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.fastObservations > 0, fast);
        const ObservationChecks &checks = r.record->checks;
        QCOMPARE(checks.noticeTypes.size(), 3);
        for (qsizetype i = 0; i < expected.size(); ++i)
            QCOMPARE(checks.eventTypes(checks.outbound.at(std::size_t(i))), expected.at(i));
        QCOMPARE(recordEventTypes(*r.record),
            (QStringList { QStringLiteral("retraction"), QStringLiteral("correction") }));
        QCOMPARE(noticeSummaryLines(*r.record).size(), 2);
        // three works cite a retraction (1, 3, 5), three a correction (2, 5, 7)
        QVERIFY(
            noticeSummaryLines(*r.record).at(0).second.startsWith(QStringLiteral("Cites 3 work")));
        QCOMPARE(noticeSummaryLines(*r.record).at(0).first, QStringLiteral("retraction"));
        QVERIFY(
            noticeSummaryLines(*r.record).at(1).second.startsWith(QStringLiteral("Cites 3 work")));
    }
}

QTEST_GUILESS_MAIN(TestNoticeEventTypes)
#include "tst_noticeeventtypes.moc"

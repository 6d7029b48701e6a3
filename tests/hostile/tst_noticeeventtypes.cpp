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
    // verify's parse keeps no events (only what the verdict reads, Record::checks): nothing is
    // read for their types either
    ParseOptions options;
    options.observationDetails = false;
    const ParseResult r
        = parseRecord(recordWithManyEvents(10, 1), QStringLiteral("v.json"), options);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QVERIFY(r.record->outbound.isEmpty());
    QVERIFY(!r.record->checks.outbound.empty());
    QVERIFY(r.record->checks.outbound.front().digestOk);
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

QTEST_GUILESS_MAIN(TestNoticeEventTypes)
#include "tst_noticeeventtypes.moc"

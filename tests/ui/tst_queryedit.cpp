// SPDX-License-Identifier: GPL-3.0-or-later
// The query-text edits behind facet buttons and chart clicks: only the key's term changes.
#include "models/items/queryedit.h"

#include "models/items/observationfilter.h"

#include <QTest>

using namespace pith;
namespace query = pith::query;

class TestQueryEdit : public QObject {
    Q_OBJECT

private slots:
    void toggle_data();
    void toggle();
    void set_data();
    void set();
    void values();
    void resultsStillParse();
};

void TestQueryEdit::toggle_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("adds to empty") << ""
                                   << "status"
                                   << "unresolved"
                                   << "status:unresolved";
    QTest::newRow("adds a value") << "status:unresolved"
                                  << "status"
                                  << "verified_fuzzy"
                                  << "status:unresolved,verified_fuzzy";
    QTest::newRow("removes a value") << "status:unresolved,verified_fuzzy"
                                     << "status"
                                     << "unresolved"
                                     << "status:verified_fuzzy";
    QTest::newRow("drops an emptied term") << "\"helix\" status:unresolved year:2024"
                                           << "status"
                                           << "unresolved"
                                           << "\"helix\" year:2024";
    QTest::newRow("keeps other terms as typed")
        << "\"Sharding  Plans\"  -resolver:raw_fallback"
        << "notice"
        << "measured"
        << "\"Sharding  Plans\" -resolver:raw_fallback notice:measured";
    QTest::newRow("leaves a negated term alone") << "-status:unresolved"
                                                 << "status"
                                                 << "unresolved"
                                                 << "-status:unresolved status:unresolved";
    QTest::newRow("case of the key") << "STATUS:Unresolved"
                                     << "status"
                                     << "unresolved"
                                     << "";
    // the parser's splitting: a comma inside quotes belongs to the value
    QTest::newRow("quoted value with a comma stays one value")
        << "source:\"Retraction Watch, Inc\",crossref"
        << "source"
        << "crossref"
        << "source:\"retraction watch, inc\"";
    QTest::newRow("value with a space is quoted") << ""
                                                  << "status"
                                                  << "odd state"
                                                  << "status:\"odd state\"";
}

void TestQueryEdit::toggle()
{
    QFETCH(QString, query);
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    QCOMPARE(query::toggle(query, key, value), expected);
}

void TestQueryEdit::set_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << ""
                           << "status:verified_fuzzy";
    QTest::newRow("replaces the values") << "status:unresolved,parse_uncertain notice:unavailable"
                                         << "status:verified_fuzzy notice:unavailable";
    QTest::newRow("appends after text") << "\"helix\""
                                        << "\"helix\" status:verified_fuzzy";
}

void TestQueryEdit::set()
{
    QFETCH(QString, query);
    QFETCH(QString, expected);
    QCOMPARE(
        query::set(query, QStringLiteral("status"), QStringLiteral("verified_fuzzy")), expected);
}

void TestQueryEdit::values()
{
    QCOMPARE(query::values(QStringLiteral("x status:A,b \"c d\""), QStringLiteral("status")),
        QStringList({ QStringLiteral("a"), QStringLiteral("b") }));
    QCOMPARE(query::values(QStringLiteral("-status:a"), QStringLiteral("status")), QStringList());
    QCOMPARE(query::terms(QStringLiteral("  a \"b c\"  d:\"e f\",g ")),
        QStringList(
            { QStringLiteral("a"), QStringLiteral("\"b c\""), QStringLiteral("d:\"e f\",g") }));
    QCOMPARE(query::without(QStringLiteral("a status:x b"), QStringLiteral("status")),
        QStringLiteral("a b"));
}

void TestQueryEdit::resultsStillParse()
{
    QString q = QStringLiteral("\"sharding\" -resolver:raw_fallback");
    for (const char *v : { "unresolved", "verified_fuzzy", "odd state", "unresolved" }) {
        q = query::toggle(q, QStringLiteral("status"), QString::fromLatin1(v));
        QVERIFY2(ObservationFilter::parse(q).ok(), qPrintable(q));
    }
    QCOMPARE(q,
        QStringLiteral("\"sharding\" -resolver:raw_fallback status:verified_fuzzy,\"odd state\""));
}

QTEST_MAIN(TestQueryEdit)
#include "tst_queryedit.moc"

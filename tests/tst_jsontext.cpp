// SPDX-License-Identifier: GPL-3.0-or-later
// The record's open JSON made readable in models/, so that no widget parses JSON: an external
// measurement's fields, an observation's raw JSON laid out. Python's json module is the oracle
// that the layout is still the same JSON.
#include "models/items/jsontext.h"

#include <QProcess>
#include <QTest>

using namespace pith;

class TestJsonText : public QObject {
    Q_OBJECT

private slots:
    void fields();
    void notAnObject_data();
    void notAnObject();
    void prettyKeepsTheJson();
};

void TestJsonText::fields()
{
    const auto fields = jsonObjectFields(QStringLiteral(
        R"({"count":12,"flag":true,"list":[1,"a"],"none":null,"ratio":0.25,"source":"Crossref"})"));
    QVERIFY(fields);
    QCOMPARE(fields->size(), 6);
    QStringList lines;
    for (const JsonField &f : *fields)
        lines << f.key + u'=' + f.text + (f.null ? QStringLiteral(" (null)") : QString());
    QCOMPARE(lines,
        (QStringList { QStringLiteral("count=12"), QStringLiteral("flag=true"),
            QStringLiteral("list=[1,\"a\"]"), QStringLiteral("none= (null)"),
            QStringLiteral("ratio=0.25"), QStringLiteral("source=Crossref") }));
}

void TestJsonText::notAnObject_data()
{
    QTest::addColumn<QString>("json");
    QTest::newRow("array") << QStringLiteral("[1,2]");
    QTest::newRow("string") << QStringLiteral("\"x\"");
    QTest::newRow("broken") << QStringLiteral("{\"a\":");
    QTest::newRow("empty") << QString();
}

void TestJsonText::notAnObject()
{
    QFETCH(QString, json);
    QVERIFY(!jsonObjectFields(json));
}

void TestJsonText::prettyKeepsTheJson()
{
    // braces, commas and colons inside strings, escaped quotes, number spellings, empty
    // containers, non-ASCII
    const QString compact = QStringLiteral(
        R"({"a":"{x: [1,2]}, \"q\"","b":[],"c":{},"d":[1e-07,-0.0,18446744073709551616],"e":{"f":"深度"}})");
    const QString pretty = prettyJson(compact);
    QVERIFY2(pretty.contains(QStringLiteral("\n  \"b\": [],\n")), qPrintable(pretty));
    QVERIFY2(pretty.contains(QStringLiteral("    1e-07,\n")), qPrintable(pretty));
    QVERIFY2(pretty.contains(QStringLiteral("\"{x: [1,2]}, \\\"q\\\"\"")), qPrintable(pretty));
    QProcess python;
    python.start(QStringLiteral(PITH_PYTHON),
        { QStringLiteral("-c"),
            QStringLiteral("import json,sys; a,b=sys.stdin.read().split('\\0'); "
                           "print(json.loads(a)==json.loads(b) and a!=b)") });
    QVERIFY(python.waitForStarted());
    python.write((compact + QChar(0) + pretty).toUtf8());
    python.closeWriteChannel();
    QVERIFY(python.waitForFinished());
    QCOMPARE(python.readAllStandardOutput().trimmed(), QByteArray("True"));
}

QTEST_MAIN(TestJsonText)
#include "tst_jsontext.moc"

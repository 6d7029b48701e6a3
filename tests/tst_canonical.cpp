// SPDX-License-Identifier: GPL-3.0-or-later
// The canonical form and digests against values computed independently with Python's
// json.dumps(sort_keys=True, separators=(',', ':'), ensure_ascii=False) and hashlib.
#include "models/record/canonical.h"
#include "models/record/record.h"

#include <QProcess>
#include <QTest>

class TestCanonical : public QObject {
    Q_OBJECT
private slots:
    void canonicalForm_data();
    void canonicalForm();
    void sha256OfBytes();
    void rejectsBadJson();
    void bigValuesAgainstPython();
    void prefixIsTheStartOfTheWhole();
    void observationPrefixEndsAtACharacter();
};

void TestCanonical::canonicalForm_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("canonical");
    QTest::addColumn<QString>("digest");
    QTest::newRow("plain ascii")
        << QByteArray(reinterpret_cast<const char *>(u8"{\"b\":1,\"a\":\"x\"}"))
        << QByteArray::fromHex("7b2261223a2278222c2262223a317d")
        << QStringLiteral(
               "sha256:cdab067e9f3beb32d1252cfd63e492592fecbf591b0d08cadb24bb17f3864246");
    QTest::newRow("non-ASCII title")
        << QByteArray(reinterpret_cast<const char *>(u8"{\"title\":\"Über Schrödinger – 量子 ☃\"}"))
        << QByteArray::fromHex("7b227469746c65223a22c39c6265722053636872c3b664696e67657220e2809320e"
                               "9878fe5ad9020e29883227d")
        << QStringLiteral(
               "sha256:0cc61628ba31051d0c8de03faeee671bf45ef734d1a6df3107abfef5dd274e7c");
    QTest::newRow("escaped non-ASCII in input")
        << QByteArray(reinterpret_cast<const char *>(u8"{\"t\":\"caf\\u00e9 \\u00fc\"}"))
        << QByteArray::fromHex("7b2274223a22636166c3a920c3bc227d")
        << QStringLiteral(
               "sha256:c0ec2ece358d66867b63500ffa9fd77a53aef67f7525ed7050e422a26506e266");
    QTest::newRow("quote and backslash")
        << QByteArray(reinterpret_cast<const char *>(u8"{\"t\":\"a \\\"quoted\\\" \\\\ path\"}"))
        << QByteArray::fromHex("7b2274223a2261205c2271756f7465645c22205c5c2070617468227d")
        << QStringLiteral(
               "sha256:0db598a4321a41d2ea390941eb7fa3c852a9b6105478247fb3819764c32c481a");
    QTest::newRow("escaped slash")
        << QByteArray(reinterpret_cast<const char *>(u8"{\"t\":\"a\\/b\"}"))
        << QByteArray::fromHex("7b2274223a22612f62227d")
        << QStringLiteral(
               "sha256:a2cda74bdc1a83fefe45e91275808680e78bc5fa4b7fe36f16bfcbef434ba4c5");
    QTest::newRow("control characters")
        << QByteArray(
               reinterpret_cast<const char *>(u8"{\"t\":\"\\u0001\\u001f\\n\\t\\b\\f\\r\\u0000\"}"))
        << QByteArray::fromHex(
               "7b2274223a225c75303030315c75303031665c6e5c745c625c665c725c7530303030227d")
        << QStringLiteral(
               "sha256:cda958fcbfffcea3712502540874e2fb090082cc248ae8049e9fc4559e1def51");
    QTest::newRow("DEL and line separator")
        << QByteArray(reinterpret_cast<const char *>(u8"{\"t\":\"\\u007f\\u2028\\u2029\"}"))
        << QByteArray::fromHex("7b2274223a227fe280a8e280a9227d")
        << QStringLiteral(
               "sha256:9e1b3da68511519af718d3fd4343ed27bf88d486b4e4923eb76da4685ba9f644");
    QTest::newRow("surrogate pair")
        << QByteArray(reinterpret_cast<const char *>(u8"{\"t\":\"\\ud83d\\ude00 smile\"}"))
        << QByteArray::fromHex("7b2274223a22f09f988020736d696c65227d")
        << QStringLiteral(
               "sha256:1dc31c3c149d78748cecfd24803b4f6409b53370e5705fe3fe6eb2337c72866c");
    QTest::newRow("key order by code point")
        << QByteArray(reinterpret_cast<const char *>(
               u8"{\"z\":1,\"é\":2,\"B\":3,\"a\":4,\"aa\":5,\"\\u00e9a\":6}"))
        << QByteArray::fromHex(
               "7b2242223a332c2261223a342c226161223a352c227a223a312c22c3a9223a322c22c3a961223a367d")
        << QStringLiteral(
               "sha256:62a74adbd824edc01905b346f168cb6b3b44982059e6f291173c4c88d0adcce7");
    QTest::newRow("nested with whitespace")
        << QByteArray(
               reinterpret_cast<const char *>(u8"{ \"x\" : [ 1 , { \"b\" : null , \"a\" : true } , "
                                              u8"false ] , \"e\" : { } , \"f\" : [ ] }"))
        << QByteArray::fromHex("7b2265223a7b7d2c2266223a5b5d2c2278223a5b312c7b2261223a747275652c226"
                               "2223a6e756c6c7d2c66616c73655d7d")
        << QStringLiteral(
               "sha256:c26370f90793d8dbb7dcd8023b0a2807cde3694d8b1cb83a56b60a78ee4d0f28");
    QTest::newRow("integers")
        << QByteArray(reinterpret_cast<const char *>(
               u8"{\"n\":[0,-0,-1,9007199254740993,9223372036854775807,-9223372036854775808]}"))
        << QByteArray::fromHex(
               "7b226e223a5b302c302c2d312c393030373139393235343734303939332c39323233333732303336383"
               "5343737353830372c2d393232333337323033363835343737353830385d7d")
        << QStringLiteral(
               "sha256:70f1ce5fe90c34dc2d28b56a4576a8935b0b24cf5d40a38712cb4320e340bb9d");
    QTest::newRow("floats")
        << QByteArray(
               reinterpret_cast<const char *>(u8"{\"f\":[0.5,1e-07,100.0,1E2,1e16,1e15,1.5e300,0."
                                              u8"0001,0.00001,123.456,-0.0,2.5e-5,1.0e22]}"))
        << QByteArray::fromHex(
               "7b2266223a5b302e352c31652d30372c3130302e302c3130302e302c31652b31362c313030303030303"
               "030303030303030302e302c312e35652b3330302c302e303030312c31652d30352c3132332e3435362c"
               "2d302e302c322e35652d30352c31652b32325d7d")
        << QStringLiteral(
               "sha256:54c10063a20a5548ac3fec8a8f04a1927003396538291c62789a714f0f03147a");
}

void TestCanonical::canonicalForm()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, canonical);
    QFETCH(QString, digest);
    QByteArray out;
    QString error;
    QVERIFY2(pith::canonicalJson(input, &out, &error), qPrintable(error));
    QCOMPARE(out, canonical);
    QCOMPARE(pith::sha256Digest(out), digest);
}

void TestCanonical::sha256OfBytes()
{
    // FIPS 180-2 test vector.
    QCOMPARE(pith::sha256Digest("abc"),
        QStringLiteral("sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    QCOMPARE(pith::sha256Digest(QByteArray()),
        QStringLiteral("sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
}

void TestCanonical::rejectsBadJson()
{
    QByteArray out;
    QString error;
    QVERIFY(!pith::canonicalJson("{\"a\":", &out, &error));
    QVERIFY(!error.isEmpty());
}

namespace {

// Over 64 KiB, so the writer streams it over its bytes (the span path, with no node per element):
// unsorted keys, escapes, numbers to rewrite and white space everywhere.
QByteArray bigValue()
{
    const char *const values[] = { "[1, 2.50, 1e5, -0, {\"b\": 1, \"a\": [true, null]}]",
        "\"caf\\u00e9 \\/ \\n \\u0041\"", "{ \"z\" : { \"y\" : [ ] , \"x\" : {} } }",
        "-12345678901234567890123", "1E-7", "\"plain\"" };
    QByteArray object = "{ ";
    for (int i = 3000; i > 0; --i) {
        object += "\"k" + QByteArray::number(i * 7919 % 3001) + (i % 2 ? "\\u00e9" : "") + "\" : ";
        object += values[i % 6];
        object += ", ";
    }
    object += "\"big\": [ ";
    for (int i = 0; i < 30000; ++i)
        object += i ? ", 0.0" : "0.0";
    object += " ] }";
    return "[ " + object + " ,\n" + object + " ]";
}

} // namespace

// The big value against Python.
void TestCanonical::bigValuesAgainstPython()
{
    const QByteArray input = bigValue();
    QVERIFY(input.size() > 4 * 64 * 1024);

    QProcess python;
    python.start(QStringLiteral(PITH_PYTHON),
        { QStringLiteral("-c"),
            QStringLiteral("import json, sys; sys.stdout.buffer.write(json.dumps(json.loads("
                           "sys.stdin.buffer.read()), sort_keys=True, separators=(',', ':'), "
                           "ensure_ascii=False).encode('utf-8'))") });
    QVERIFY(python.waitForStarted());
    python.write(input);
    python.closeWriteChannel();
    QVERIFY(python.waitForFinished(60000));
    QCOMPARE(python.exitCode(), 0);
    const QByteArray expected = python.readAllStandardOutput();

    QByteArray out;
    QString error;
    QVERIFY2(pith::canonicalJson(input, &out, &error), qPrintable(error));
    QCOMPARE(out.size(), expected.size());
    QVERIFY(out == expected);
}

// What the detail pane shows of a huge observation: the first bytes of the canonical form, exactly
// those of the whole, cut where asked, and said to be cut only when something is left out.
void TestCanonical::prefixIsTheStartOfTheWhole()
{
    QList<QByteArray> inputs { bigValue(), "{\"b\": [1, 2.50], \"a\": \"caf\\u00e9\"}", "[]",
        "\"x\"", "{\"a\":1}" };
    for (const QByteArray &input : std::as_const(inputs)) {
        QByteArray whole;
        QString error;
        QVERIFY2(pith::canonicalJson(input, &whole, &error), qPrintable(error));
        const qsizetype step = whole.size() > 1000 ? 977 : 1; // every byte of the small ones
        for (qsizetype n = 0; n <= whole.size() + 2; n += step) {
            QByteArray prefix;
            bool cut = true;
            QVERIFY2(pith::canonicalJsonPrefix(input, n, &prefix, &cut, &error), qPrintable(error));
            QCOMPARE(prefix, whole.left(n));
            QCOMPARE(cut, n < whole.size());
        }
    }
    QByteArray out;
    bool cut = false;
    QString error;
    QVERIFY(!pith::canonicalJsonPrefix("{\"a\":", 3, &out, &cut, &error));
    QVERIFY(!error.isEmpty());
}

// An observation's shown JSON never ends inside a character, kept canonical or written again.
void TestCanonical::observationPrefixEndsAtACharacter()
{
    // é is two bytes, € three, 😀 four; the second layout is not canonical (white space, key order)
    for (const QByteArray &json : { QByteArray("{\"a\":\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80x\"}"),
             QByteArray("{ \"b\": 1, \"a\": \"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80x\" }") }) {
        const bool canonical = !json.contains(' ');
        pith::Observation o;
        o.setRawJson(json, 0, json.size(), canonical);
        const QByteArray whole = o.rawJsonBytes();
        for (qsizetype n = 0; n <= whole.size(); ++n) {
            bool cut = false;
            const QByteArray prefix = o.rawJsonBytesPrefix(n, &cut);
            QCOMPARE(cut, n < whole.size());
            QVERIFY(whole.startsWith(prefix));
            QVERIFY(prefix.size() <= n && prefix.size() >= n - 3);
            // whole characters: the text says the same bytes again
            QCOMPARE(QString::fromUtf8(prefix).toUtf8(), prefix);
        }
    }
}

QTEST_GUILESS_MAIN(TestCanonical)
#include "tst_canonical.moc"

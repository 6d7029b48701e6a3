// SPDX-License-Identifier: GPL-3.0-or-later
// The tokenizer on its own (models/record/tokenizer_p.h): the tape it writes, which nodes it
// calls canonical (their bytes are hashed as they are, so a wrong "yes" is a wrong digest),
// numbers as Python's json reads them, and where and why it refuses input; and the stream
// parser's first phase, which delimits the observations by brackets and quotes alone.
#include "models/record/fields_p.h"
#include "models/record/streamparser_p.h"
#include "models/record/tokenizer_p.h"

#include <QRandomGenerator>
#include <QTest>

using namespace pith::detail;

namespace {

struct Scanned {
    QByteArray bytes;
    Tape tape;
    bool ok = false;
    ErrorKind error = ErrorKind::None;
    qint64 errorOffset = 0;
    QString errorMessage, errorPointer;
};

// shape: as Scanner::parseValue (kSpanValue: the whole value one span, its nodes dropped as read)
Scanned scan(const QByteArray &bytes, const Shape *shape = nullptr)
{
    Scanned s;
    s.bytes = bytes;
    Scanner scanner(s.bytes);
    const Path top;
    scanner.skipWs();
    s.ok = scanner.parseValue(s.tape, &top, 0, shape)
        && (scanner.skipWs(), scanner.pos == scanner.size());
    s.error = scanner.error;
    s.errorOffset = scanner.errorOffset;
    s.errorMessage = scanner.errorMessage;
    s.errorPointer = scanner.errorPointer;
    return s;
}

// The first phase's rule byte by byte: where the bracketed value at p ends, or -1 (no end).
qint64 bracketedEndByBytes(const QByteArray &d, qint64 p)
{
    qint64 depth = 0;
    for (; p < d.size(); ++p) {
        if (d[p] == '"') {
            const qint64 open = ++p;
            // the next quote not escaped by an odd number of backslashes
            for (;; ++p) {
                if (p >= d.size())
                    return -1;
                qint64 b = p;
                while (b > open && d[b - 1] == '\\')
                    --b;
                if (d[p] == '"' && (p - b) % 2 == 0)
                    break;
            }
        } else if (d[p] == '{' || d[p] == '[') {
            ++depth;
        } else if ((d[p] == '}' || d[p] == ']') && --depth == 0) {
            return p + 1;
        }
    }
    return -1;
}

} // namespace

class TestTokenizer : public QObject {
    Q_OBJECT
private slots:
    void tapeOfANestedValue();
    void canonicalFlags_data();
    void canonicalFlags();
    void numbers_data();
    void numbers();
    void strings();
    void refusals_data();
    void refusals();
    void nestingIsBounded();
    void duplicateKeysNamed();
    void duplicateKeysInSpansAndManyKeys_data();
    void duplicateKeysInSpansAndManyKeys();
    void lineColumnCountsCharacters();
    void bracketedEndAsByteByByte();
    void internerOutlivesTheInput();
};

void TestTokenizer::tapeOfANestedValue()
{
    const Scanned s = scan(R"({"a":[1,{"b":null}],"c":"x"})");
    QVERIFY(s.ok);
    const auto &n = s.tape.nodes;
    // object, "a", array, 1, object, "b", null, "c", "x"
    QCOMPARE(n.size(), std::size_t(9));
    QCOMPARE(n[0].kind, Kind::Object);
    QCOMPARE(n[0].count, 2u);
    QCOMPARE(n[0].next, 9u);
    QCOMPARE(n[1].kind, Kind::String);
    QCOMPARE(n[2].kind, Kind::Array);
    QCOMPARE(n[2].count, 2u);
    QCOMPARE(n[2].next, 7u); // after the array's subtree: the key "c"
    QCOMPARE(n[3].kind, Kind::Unsigned);
    QCOMPARE(n[3].unsignedInteger, 1u);
    QCOMPARE(n[4].kind, Kind::Object);
    QCOMPARE(n[6].kind, Kind::Null);
    QCOMPARE(n[8].kind, Kind::String);
    QCOMPARE(s.bytes.mid(n[2].start, n[2].end - n[2].start), QByteArray(R"([1,{"b":null}])"));
    QVERIFY(n[0].canonical);
}

void TestTokenizer::canonicalFlags_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("canonical");
    QTest::newRow("sorted compact")
        << QByteArray(R"({"a":1,"b":[true,false,null],"c":"é"})") << true;
    QTest::newRow("unsorted keys") << QByteArray(R"({"b":1,"a":2})") << false;
    QTest::newRow("space after colon") << QByteArray(R"({"a": 1})") << false;
    QTest::newRow("space in array") << QByteArray("[1, 2]") << false;
    QTest::newRow("escaped slash") << QByteArray(R"(["a\/b"])") << false;
    QTest::newRow("\\u escape of a letter") << QByteArray(R"(["\u0041"])") << false;
    QTest::newRow("\\u escape of a control, lowercase") << QByteArray(R"(["\u001f"])") << true;
    QTest::newRow("\\u escape of a control, uppercase") << QByteArray(R"(["\u001F"])") << false;
    QTest::newRow("\\u000a instead of \\n") << QByteArray(R"(["\u000a"])") << false;
    QTest::newRow("short escapes") << QByteArray(R"(["\n\t\"\\"])") << true;
    QTest::newRow("minus zero") << QByteArray("[-0]") << false;
    QTest::newRow("float") << QByteArray("[1.5]") << false;
    QTest::newRow("big integer") << QByteArray("[123456789012345678901234567890]") << true;
    QTest::newRow("negative big integer")
        << QByteArray("[-123456789012345678901234567890]") << true;
    QTest::newRow("key order by bytes") << QByteArray(R"({"B":1,"a":2,"é":3})") << true;
}

void TestTokenizer::canonicalFlags()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, canonical);
    const Scanned s = scan(json);
    QVERIFY2(s.ok, qPrintable(s.errorMessage));
    QCOMPARE(s.tape.nodes[0].canonical, canonical);
}

void TestTokenizer::numbers_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("value");
    const int u = int(Kind::Unsigned), i = int(Kind::Integer), b = int(Kind::BigInteger),
              f = int(Kind::Float);
    QTest::newRow("0") << QByteArray("0") << u << QStringLiteral("0");
    QTest::newRow("-0") << QByteArray("-0") << i << QStringLiteral("0");
    QTest::newRow("2^64-1") << QByteArray("18446744073709551615") << u
                            << QStringLiteral("18446744073709551615");
    QTest::newRow("2^64") << QByteArray("18446744073709551616") << b
                          << QStringLiteral("18446744073709551616");
    QTest::newRow("-2^63") << QByteArray("-9223372036854775808") << i
                           << QStringLiteral("-9223372036854775808");
    QTest::newRow("-2^63-1") << QByteArray("-9223372036854775809") << b
                             << QStringLiteral("-9223372036854775809");
    QTest::newRow("1E5") << QByteArray("1E5") << f << QStringLiteral("100000");
    QTest::newRow("2.50") << QByteArray("2.50") << f << QStringLiteral("2.5");
    QTest::newRow("5e-324") << QByteArray("5e-324") << f << QStringLiteral("4.94066e-324");
    QTest::newRow("1e-999 underflows") << QByteArray("1e-999") << f << QStringLiteral("0");
}

void TestTokenizer::numbers()
{
    QFETCH(QByteArray, json);
    QFETCH(int, kind);
    QFETCH(QString, value);
    const Scanned s = scan(json);
    QVERIFY2(s.ok, qPrintable(s.errorMessage));
    const Node &n = s.tape.nodes[0];
    QCOMPARE(int(n.kind), kind);
    switch (n.kind) {
    case Kind::Unsigned:
        QCOMPARE(QString::number(n.unsignedInteger), value);
        break;
    case Kind::Integer:
        QCOMPARE(QString::number(n.integer), value);
        break;
    case Kind::BigInteger:
        QCOMPARE(QString::fromLatin1(s.bytes.mid(n.start, n.end - n.start)), value);
        break;
    default:
        QCOMPARE(QString::number(n.number), value);
    }
}

void TestTokenizer::strings()
{
    const Scanned s = scan(R"(["plain","esc\"aped\u00e9\ud83d\ude00"])");
    QVERIFY(s.ok);
    Scanner scanner(s.bytes);
    QCOMPARE(scanner.text(s.tape, s.tape.nodes[1]), std::string_view("plain"));
    QVERIFY(!s.tape.nodes[1].escaped);
    QVERIFY(s.tape.nodes[2].escaped);
    QCOMPARE(scanner.text(s.tape, s.tape.nodes[2]),
        std::string_view("esc\"aped\xc3\xa9\xf0\x9f\x98\x80"));
}

// Every kind of syntax error (enum Syntax), each at the byte it names, with what was expected and
// what was found there.
void TestTokenizer::refusals_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<qint64>("offset");
    QTest::addColumn<QString>("message");
    const auto value = [](const char *found) {
        return QStringLiteral("expected a value (an object, array, string, number, true, false or "
                              "null), found %1")
            .arg(QString::fromUtf8(found));
    };
    // Value
    QTest::newRow("trailing comma") << QByteArray("[1,]") << qint64(3) << value("']'");
    QTest::newRow("cut short") << QByteArray(R"({"a":)") << qint64(5)
                               << value("the end of the file");
    QTest::newRow("raw NUL") << QByteArray("[\0]", 3) << qint64(1) << value("U+0000");
    QTest::newRow("raw 0xFF") << QByteArray("[\xff]") << qint64(1) << value("the byte 0xFF");
    QTest::newRow("non-ASCII letter")
        << QByteArray("[\xc3\xa9]") << qint64(1) << value("'\xc3\xa9' (U+00E9)");
    QTest::newRow("byte-order mark")
        << QByteArray("\xef\xbb\xbf{}") << qint64(0) << value("U+FEFF (a byte-order mark)");
    QTest::newRow("single quote") << QByteArray("['a']") << qint64(1) << value("'''");
    // Literal, LiteralCutOff
    QTest::newRow("bad literal") << QByteArray("[nul]") << qint64(4)
                                 << QStringLiteral("expected the literal null, found ']'");
    QTest::newRow("literal cut off") << QByteArray("[tr") << qint64(3)
                                     << QStringLiteral("the file ends inside the literal true");
    // numbers
    QTest::newRow("bare minus") << QByteArray(
        "[-]") << qint64(2) << QStringLiteral("expected a digit after '-' in a number, found ']'");
    QTest::newRow("1.") << QByteArray("[1.]") << qint64(3)
                        << QStringLiteral(
                               "expected a digit after the decimal point of a number, found ']'");
    QTest::newRow("1e") << QByteArray("[1e]") << qint64(3)
                        << QStringLiteral(
                               "expected a digit in the exponent of a number, found ']'");
    QTest::newRow("1e+") << QByteArray("[1e+") << qint64(4)
                         << QStringLiteral(
                                "expected a digit in the exponent of a number, found the end of "
                                "the file");
    QTest::newRow("leading zero")
        << QByteArray("[01]") << qint64(2)
        << QStringLiteral("a number cannot have a leading zero: found '1' after the 0");
    QTest::newRow("hex") << QByteArray("[0x10]") << qint64(2)
                         << QStringLiteral("expected the end of the number, found 'x'");
    QTest::newRow("two points") << QByteArray("[1.5.3]") << qint64(4)
                                << QStringLiteral("expected the end of the number, found '.'");
    QTest::newRow("1e999") << QByteArray("[1e999]") << qint64(1)
                           << QStringLiteral("number out of range: 1e999");
    // strings
    QTest::newRow("unterminated string")
        << QByteArray("[\"abc") << qint64(5)
        << QStringLiteral("the file ends inside a string (expected its closing '\"')");
    QTest::newRow("raw control character")
        << QByteArray("[\"a\tb\"]") << qint64(3)
        << QStringLiteral("control character U+0009 in a string: it must be written as an escape");
    QTest::newRow("invalid escape")
        << QByteArray(R"(["a\x"])") << qint64(4)
        << QStringLiteral("expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u) after the "
                          "backslash, found 'x'");
    QTest::newRow("escape cut off")
        << QByteArray("[\"a\\") << qint64(4)
        << QStringLiteral("expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u) after the "
                          "backslash, found the end of the file");
    QTest::newRow("short \\u") << QByteArray(R"(["\u12g4"])") << qint64(6)
                               << QStringLiteral(
                                      "expected four hexadecimal digits after \\u, found 'g'");
    QTest::newRow("lone high surrogate")
        << QByteArray(R"(["\ud800x"])") << qint64(2)
        << QStringLiteral(
               "lone high surrogate \\ud800: expected a low surrogate (\\uDC00 to \\uDFFF) right "
               "after it");
    QTest::newRow("high surrogate, bad second escape")
        << QByteArray(R"(["\ud800\u00zz"])") << qint64(2)
        << QStringLiteral(
               "lone high surrogate \\ud800: expected a low surrogate (\\uDC00 to \\uDFFF) right "
               "after it");
    QTest::newRow("lone low surrogate")
        << QByteArray(R"(["\udc00"])") << qint64(2)
        << QStringLiteral(
               "lone low surrogate \\udc00: expected a high surrogate (\\uD800 to \\uDBFF) right "
               "before it");
    QTest::newRow("ill-formed UTF-8") << QByteArray("[\"a\xff\"]") << qint64(3)
                                      << QStringLiteral("ill-formed UTF-8: found the byte 0xFF");
    QTest::newRow("overlong UTF-8") << QByteArray("[\"\xc0\xaf\"]") << qint64(2)
                                    << QStringLiteral("ill-formed UTF-8: found the byte 0xC0");
    QTest::newRow("UTF-8 surrogate") << QByteArray("[\"\xed\xa0\x80\"]") << qint64(2)
                                     << QStringLiteral("ill-formed UTF-8: found the byte 0xED");
    QTest::newRow("UTF-8 cut short") << QByteArray("[\"\xe2\x82\"]") << qint64(2)
                                     << QStringLiteral("ill-formed UTF-8: found the byte 0xE2");
    // objects and arrays
    QTest::newRow("unquoted key") << QByteArray("{a:1}") << qint64(1)
                                  << QStringLiteral("expected a key in double quotes, found 'a'");
    QTest::newRow("comma before brace") << QByteArray(
        R"({"a":1,})") << qint64(7) << QStringLiteral("expected a key in double quotes, found '}'");
    QTest::newRow("missing colon")
        << QByteArray(R"({"title" "x"})") << qint64(9)
        << QStringLiteral("expected ':' after the key \"title\", found '\"'");
    QTest::newRow("missing comma in object")
        << QByteArray("{\"a\":1,\n  \"title\": \"x\" \"b\":2}") << qint64(23)
        << QStringLiteral("expected ',' or '}' after the value of the key \"title\", found '\"'");
    QTest::newRow("object cut off")
        << QByteArray(R"({"a":{"b":1})") << qint64(12)
        << QStringLiteral(
               "expected ',' or '}' after the value of the key \"a\", found the end of the file");
    QTest::newRow("missing comma in array")
        << QByteArray("[1 2]") << qint64(3)
        << QStringLiteral("expected ',' or ']' after an element of an array, found '2'");
    QTest::newRow("array closed by brace")
        << QByteArray("[1}") << qint64(2)
        << QStringLiteral("expected ',' or ']' after an element of an array, found '}'");
}

void TestTokenizer::refusals()
{
    QFETCH(QByteArray, json);
    QFETCH(qint64, offset);
    QFETCH(QString, message);
    const Scanned s = scan(json);
    QVERIFY(!s.ok);
    QCOMPARE(s.errorMessage, message);
    QCOMPARE(s.errorOffset, offset);
}

void TestTokenizer::nestingIsBounded()
{
    QVERIFY(scan(QByteArray(kMaxNestingDepth, '[') + QByteArray(kMaxNestingDepth, ']')).ok);
    const Scanned deep
        = scan(QByteArray(kMaxNestingDepth + 1, '[') + QByteArray(kMaxNestingDepth + 1, ']'));
    QVERIFY(!deep.ok);
    QCOMPARE(deep.error, ErrorKind::Depth);
    QCOMPARE(deep.errorOffset, qint64(kMaxNestingDepth));
    // deep nesting costs no stack: a million brackets are refused, not a crash
    QVERIFY(!scan(QByteArray(1000000, '[')).ok);
}

void TestTokenizer::duplicateKeysNamed()
{
    // sorted keys cannot repeat; unsorted ones are compared, in small and in big objects
    QByteArray big = "{";
    for (int k = 60; k > 0; --k)
        big += "\"k" + QByteArray::number(k) + "\":0,";
    big += "\"k7\":1}";
    for (const QByteArray &json :
        { QByteArray(R"({"x":[{"b":1,"a":2,"b":3}]})"), QByteArray("{\"x\":[" + big + "]}") }) {
        const Scanned s = scan(json);
        QVERIFY(!s.ok);
        QCOMPARE(s.error, ErrorKind::Duplicate);
        QVERIFY2(
            s.errorPointer == QLatin1String("/x/0/b") || s.errorPointer == QLatin1String("/x/0/k7"),
            qPrintable(s.errorPointer));
        QVERIFY(s.errorMessage.startsWith(QStringLiteral("duplicate key \"")));
    }
    QVERIFY(scan(R"({"a":{"k":1},"b":{"k":1}})").ok); // the same key in two objects is fine
}

// The same duplicates found where the keys' nodes are gone (a span: its objects' keys listed from
// the input when an object turns out unsorted) and among 100,000 keys (the KeySet grown many
// times, a key written with an escape the second time): the same message, pointer and offset as
// with every node kept, and no duplicate where there is none.
void TestTokenizer::duplicateKeysInSpansAndManyKeys_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("pointer"); // empty: no duplicate
    QTest::newRow("small unsorted")
        << QByteArray(R"({"x":[{"b":1,"a":2,"b":3}]})") << QStringLiteral("/x/0/b");
    QTest::newRow("small unsorted, nested value")
        << QByteArray(R"({"x":[{"c":{"q":[1,{"z":0,"y":1}]},"a":2,"c":3}]})")
        << QStringLiteral("/x/0/c");
    QTest::newRow("small unsorted, none")
        << QByteArray(R"({"x":[{"c":1,"a":2,"b":3}]})") << QString();
    QByteArray many = "{\"x\":{";
    for (int k = 100000; k > 0; --k)
        many += "\"k" + QByteArray::number(k) + "\":[" + QByteArray::number(k) + "],";
    QTest::newRow("100,000 keys, none") << QByteArray(many + "\"k0\":0}}") << QString();
    QTest::newRow("100,000 keys, repeated with an escape")
        << QByteArray(many + "\"k5\\u0030000\":0}}") << QStringLiteral("/x/k50000");
    // the escaped one kept first, read again from the input when the plain one meets it
    QTest::newRow("100,000 keys, an escaped one repeated plain")
        << QByteArray("{\"x\":{\"k5\\u0030000\":0," + many.mid(6) + "\"k0\":0}}")
        << QStringLiteral("/x/k50000");
    QTest::newRow("100,000 keys, the first repeated last")
        << QByteArray(many + "\"k100000\":0}}") << QStringLiteral("/x/k100000");
}

void TestTokenizer::duplicateKeysInSpansAndManyKeys()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, pointer);
    const Scanned withNodes = scan(json);
    const Scanned span = scan(json, &kSpanValue);
    for (const Scanned *s : { &withNodes, &span }) {
        QCOMPARE(s->ok, pointer.isEmpty());
        if (pointer.isEmpty())
            continue;
        QCOMPARE(s->error, ErrorKind::Duplicate);
        QCOMPARE(s->errorPointer, pointer);
        QCOMPARE(s->errorOffset, withNodes.errorOffset);
        QCOMPARE(s->errorMessage, withNodes.errorMessage);
    }
    if (pointer.isEmpty()) // the span is one node, the other tape one per value
        QCOMPARE(span.tape.nodes.size(), std::size_t(1));
}

void TestTokenizer::lineColumnCountsCharacters()
{
    const QByteArray text = "{\n\"\xc3\xa4\xe2\x82\xac\xf0\x9f\x98\x80\": x";
    QCOMPARE(lineColumn(text, text.indexOf('x')), std::make_pair(2, 8)); // " ä € 😀 " : space x
    QCOMPARE(lineColumn(text, 0), std::make_pair(1, 1));
    QCOMPARE(lineColumn(text, 1000), std::make_pair(2, 9)); // clamped to the end
}

// Phase 1 finds an element's end 64 bytes at a time (bracketedEnd): on text made of brackets,
// quotes and backslashes in every arrangement across the blocks' edges, it says what the byte
// loop says, or leaves it to the loop (-1) only near the input's end.
void TestTokenizer::bracketedEndAsByteByByte()
{
    QRandomGenerator random(24); // the same inputs every run
    static const char alphabet[] = { '{', '}', '[', ']', '"', '\\', 'a', ',', ':' };
    int found = 0, escapedQuotes = 0;
    for (int round = 0; round < 20000; ++round) {
        QByteArray d(qsizetype(random.bounded(2, 400)), 'a');
        d[0] = random.bounded(2) ? '{' : '[';
        // mostly letters, so that strings and nesting run over several blocks
        const int density = random.bounded(2, 40);
        for (qsizetype i = 1; i < d.size(); ++i) {
            if (random.bounded(density) != 0)
                continue;
            if (random.bounded(3) == 0 && i + 1 < d.size()) { // an escape: a quote or a backslash
                d[i] = '\\';
                d[++i] = random.bounded(2) ? '"' : '\\';
            } else {
                d[i] = alphabet[random.bounded(int(sizeof alphabet))];
            }
        }
        escapedQuotes += d.count("\\\"");
        const QByteArray padded = d + QByteArray(128, 'a'); // room for the blocks past the end
        const qint64 expected = bracketedEndByBytes(padded, 0);
        const qint64 fast = bracketedEnd(padded.constData(), 0, padded.size());
        if (fast < 0) {
            // only an end past the last whole block, or none, may be left to the byte loop
            QVERIFY2(expected < 0 || expected > padded.size() / 64 * 64 || !kBracketedEndFast,
                d.constData());
            continue;
        }
        ++found;
        QVERIFY2(fast == expected,
            qPrintable(QStringLiteral("%1 for %2 in %3")
                           .arg(fast)
                           .arg(expected)
                           .arg(QString::fromLatin1(d))));
    }
    qDebug("%d of 20000 found 64 bytes at a time, %d escaped quotes", found, escapedQuotes);
    QVERIFY(found > 5000 || !kBracketedEndFast);
    QVERIFY(escapedQuotes > 1000);
}

// The parse lets go of input pages it has read (a lean read of a big file): a value interned
// from them is found again from later bytes, without reading the earlier ones again.
void TestTokenizer::internerOutlivesTheInput()
{
    Interner interner;
    QByteArray first("verified_exact");
    const QString a = interner.get(std::string_view(first.constData(), std::size_t(first.size())));
    first.fill('\0'); // as a page let go of reads
    const QByteArray later("verified_exact");
    const QString b = interner.get(std::string_view(later.constData(), std::size_t(later.size())));
    QCOMPARE(b, QStringLiteral("verified_exact"));
    QCOMPARE(b.constData(), a.constData()); // one string, shared
    const QByteArray other("unresolved");
    QCOMPARE(interner.get(std::string_view(other.constData(), std::size_t(other.size()))),
        QStringLiteral("unresolved"));
}

QTEST_GUILESS_MAIN(TestTokenizer)
#include "tst_tokenizer.moc"

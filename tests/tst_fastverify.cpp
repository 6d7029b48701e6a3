// SPDX-License-Identifier: GPL-3.0-or-later
// Verify's canonical fast path (models/record/fastverify.h) against the general path: on every
// record under tests/data, on generated records (fastverify_gen.py, Python's own canonical form)
// in canonical, pretty-printed and key-shuffled layouts with every leaf of a sample of
// observations tampered, and on the fixture with single bytes of observations changed. Where the
// fast path takes an observation its bytes must be the canonical writer's fixed point and its
// id, digest, status, reference index, computed digest and verdict those parseRecord() gives.
#include "tests/fastverify_check.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "tests/testutil.h"

using namespace pith;
using namespace pith::detail;
using pith::test::fastDifference;
using pith::test::observationSpans;
using pith::test::writerCanonical;
using pith::test::writerDigest;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

} // namespace

class TestFastVerify : public QObject {
    Q_OBJECT

    // Compares the paths on every observation of one record file; fast: how many the fast path
    // took, observations: how many the general path read (0 when it refused the file).
    void compareRecord(const QByteArray &bytes, const QString &name, int *fast, int *observations,
        std::vector<bool> *taken = nullptr, std::size_t only = SIZE_MAX, int threads = 0)
    {
        *fast = *observations = 0;
        // whatever the file: the fast check accepts only the writer's fixed points
        const std::string_view whole(bytes.constData(), std::size_t(bytes.size()));
        if (isFastCanonical(whole))
            QCOMPARE(writerCanonical(whole).value_or(std::string("(refused)")), std::string(whole));
        ParseOptions options;
        options.threads = threads;
        const ParseResult general = parseRecord(bytes, name, options);
        const auto spans = observationSpans(bytes);
        QList<Observation> read;
        if (general.ok()) {
            read = general.record->outbound + general.record->inbound;
            QCOMPARE(qsizetype(spans.size()), read.size());
        }
        *observations = int(read.size());
        Sha256 sha;
        FastContext context;
        if (fastContextDigest(whole, sha, &context)) {
            ++m_contexts;
            QVERIFY2(isFastCanonical(whole), qPrintable(name));
            if (general.ok()) {
                const QString diff = test::fastContextDifference(context, *general.record);
                QVERIFY2(diff.isEmpty(), qPrintable(name + QStringLiteral(": ") + diff));
            }
        }
        for (std::size_t i = 0; i < spans.size(); ++i) {
            if (only != SIZE_MAX && i != only)
                continue;
            const std::string_view obs(
                bytes.constData() + spans[i].first, std::size_t(spans[i].second - spans[i].first));
            FastObservation f;
            const bool took = fastObservation(obs, sha, &f);
            if (taken)
                taken->push_back(took);
            if (!took)
                continue;
            ++*fast;
            QVERIFY2(isFastCanonical(obs), qPrintable(name));
            QCOMPARE(writerCanonical(obs).value_or(std::string("(refused)")), std::string(obs));
            QCOMPARE(QString::fromLatin1(f.computedDigest()), writerDigest(obs));
            if (general.ok()) {
                const QString diff = fastDifference(f, read[qsizetype(i)]);
                QVERIFY2(diff.isEmpty(),
                    qPrintable(
                        QStringLiteral("%1, observation %2: %3").arg(name).arg(i).arg(diff)));
            }
        }
    }

    int m_contexts = 0; // records whose context digest the fast path computed

private slots:
    void smallValues_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("canonical");
        QTest::newRow("object") << QByteArray("{\"a\":1,\"b\":[true,false,null],\"c\":\"x\"}")
                                << true;
        QTest::newRow("empty") << QByteArray("{\"a\":{},\"b\":[],\"c\":\"\"}") << true;
        QTest::newRow("big integers")
            << QByteArray("[18446744073709551616,-9223372036854775809,0,-1]") << true;
        QTest::newRow("minus zero") << QByteArray("[-0]") << false;
        QTest::newRow("float") << QByteArray("[0.5]") << false;
        QTest::newRow("exponent") << QByteArray("[1e5]") << false;
        QTest::newRow("leading zero") << QByteArray("[01]") << false;
        QTest::newRow("unsorted") << QByteArray("{\"b\":1,\"a\":2}") << false;
        QTest::newRow("repeated key") << QByteArray("{\"a\":1,\"a\":1}") << false;
        QTest::newRow("space") << QByteArray("{\"a\": 1}") << false;
        QTest::newRow("trailing space") << QByteArray("{\"a\":1} ") << false;
        QTest::newRow("newline") << QByteArray("[1,\n2]") << false;
        QTest::newRow("short escapes") << QByteArray("[\"\\\"\\\\\\b\\f\\n\\r\\t\"]") << true;
        QTest::newRow("control u") << QByteArray("[\"\\u0001\\u001f\\u0000\"]") << true;
        QTest::newRow("control upper hex") << QByteArray("[\"\\u001F\"]") << false;
        QTest::newRow("newline as u") << QByteArray("[\"\\u000a\"]") << false;
        QTest::newRow("escaped slash") << QByteArray("[\"\\/\"]") << false;
        QTest::newRow("escaped letter") << QByteArray("[\"\\u0041\"]") << false;
        QTest::newRow("escaped non-ASCII") << QByteArray("[\"\\u00e9\"]") << false;
        QTest::newRow("raw non-ASCII")
            << QByteArray("[\"\xC3\xA9\xE2\x80\xA8\xF0\x9F\xA7\xAA\"]") << true;
        QTest::newRow("raw DEL") << QByteArray("[\"\x7f\"]") << true;
        QTest::newRow("raw control") << QByteArray("[\"\x01\"]") << false;
        QTest::newRow("overlong") << QByteArray("[\"\xC0\xAF\"]") << false;
        QTest::newRow("surrogate") << QByteArray("[\"\xED\xA0\x80\"]") << false;
        QTest::newRow("cut UTF-8") << QByteArray("[\"\xE2\x80\"]") << false;
        QTest::newRow("key order by code point") << QByteArray(
            "{\"Z\":1,\"a\":2,\"\xC3\xA9\":3,\"\xEF\xBC\xA1\":4,\"\xF0\x9F\xA7\xAA\":5}")
                                                 << true;
        QTest::newRow("escaped key") << QByteArray("{\"a\\n\":1}") << false;
        QTest::newRow("cut") << QByteArray("{\"a\":[1,2") << false;
        QTest::newRow("literal") << QByteArray("[nul]") << false;
        QTest::newRow("deep") << QByteArray(100, '[') + QByteArray(100, ']') << false;
    }

    // The check alone against the writer: canonical exactly where the writer's fixed point is,
    // except escaped keys, floats and deep nesting, which the fast path leaves to the writer.
    void smallValues()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, canonical);
        const std::string_view v(json.constData(), std::size_t(json.size()));
        QCOMPARE(isFastCanonical(v), canonical);
        if (canonical)
            QCOMPARE(writerCanonical(v).value_or(std::string()), std::string(v));
    }

    // Strings are scanned eight bytes at a time: a byte that ends a plain run (quote,
    // backslash, control character, a byte >= 0x80) at every position of a word, after and
    // before runs of every length, must be found where it is: the check agrees with the
    // writer's fixed point, and an id is read to its closing quote.
    void stopByteAtEveryPosition()
    {
        const QByteArray stops[] = { QByteArray("\\\""), QByteArray("\\n"), QByteArray("\\u0001"),
            QByteArray("\x01"), QByteArray("\x1f"), QByteArray(" "), QByteArray("\x7f"),
            QByteArray("\xC3\xA9"), QByteArray("\xF0\x9F\xA7\xAA"), QByteArray("\xFF"),
            QByteArray("\xC3"), QByteArray("\\") };
        int checked = 0;
        for (int before = 0; before <= 17; ++before) {
            for (int after = 0; after <= 9; ++after) {
                for (const QByteArray &stop : stops) {
                    const QByteArray text = QByteArray(before, 'a') + stop + QByteArray(after, 'b');
                    const QByteArray array = "[\"" + text + "\"]";
                    const std::string_view v(array.constData(), std::size_t(array.size()));
                    const bool fixedPoint = writerCanonical(v) == std::string(v);
                    QVERIFY2(
                        isFastCanonical(v) == fixedPoint, array.toPercentEncoding().constData());
                    const QByteArray obs = "{\"citation\":{},\"observation_digest\":\"d\","
                                           "\"observation_id\":\""
                        + text
                        + "\",\"resolution\":{\"status\":\"u\"},\"standing_notice\":{\"state\":"
                          "\"s\"}}";
                    Sha256 sha;
                    FastObservation f;
                    const bool took = fastObservation(
                        std::string_view(obs.constData(), std::size_t(obs.size())), sha, &f);
                    // an escaped id is left to the general path, which decodes it
                    QCOMPARE(took, fixedPoint && !text.contains('\\'));
                    if (took) {
                        QCOMPARE(
                            f.id, std::string_view(text.constData(), std::size_t(text.size())));
                        ++checked;
                    }
                }
            }
        }
        QVERIFY(checked > 0);
    }

    // observation_digest between members (citation, required, always sorts before it): left
    // out of the digest with one comma. (A member left out first goes with the comma after it:
    // as_of in the context digest of every canonical record, dataFiles.)
    void digestMember_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("between") << QByteArray(
            "{\"citation\":{\"reference_index\":3},\"observation_digest\":\"d\",\"observation_id\":"
            "\"i\",\"resolution\":{\"status\":\"unresolved\"},\"standing_notice\":{\"state\":"
            "\"s\"}}");
        QTest::newRow("unicode after") << QByteArray(
            "{\"citation\":{},\"observation_digest\":\"d\",\"observation_id\":\"i\",\"resolution\":"
            "{\"status\":\"u\"},\"standing_notice\":{\"state\":\"s\"},\"\xC3\xA9\":[]}");
    }

    void digestMember()
    {
        QFETCH(QByteArray, json);
        Sha256 sha;
        FastObservation f;
        const std::string_view v(json.constData(), std::size_t(json.size()));
        QVERIFY2(fastObservation(v, sha, &f), json.constData());
        QCOMPARE(QString::fromLatin1(f.computedDigest()), writerDigest(v));
        QCOMPARE(f.id, std::string_view("i"));
        QCOMPARE(f.digest, std::string_view("d"));
    }

    // What the fast path leaves to the general path although it is canonical.
    void declines()
    {
        Sha256 sha;
        FastObservation f;
        for (const char *json : {
                 "{\"observation_id\":\"i\"}", // no digest: the general path words it
                 "{\"observation_digest\":\"d\"}",
                 "{\"observation_digest\":1,\"observation_id\":\"i\"}",
                 "{\"observation_digest\":\"d\",\"observation_id\":null}",
                 "{\"observation_digest\":\"d\",\"observation_id\":\"a\\\"b\"}", // its text is
                                                                                 // decoded
                 "{\"observation_digest\":\"d\",\"observation_id\":\"i\",\"resolution\":{"
                 "\"status\":7}}",
                 "{\"citation\":{\"reference_index\":\"3\"},\"observation_digest\":\"d\","
                 "\"observation_id\":\"i\"}",
                 "{\"citation\":{\"reference_index\":9223372036854775808},\"observation_digest\":"
                 "\"d\",\"observation_id\":\"i\"}",
                 "[\"observation_digest\",\"observation_id\"]",
             }) {
            QVERIFY2(!fastObservation(std::string_view(json), sha, &f), json);
        }
        // canonical, but not what fields.cpp's table asks for: the general path words the fault
        const auto observation = [](const QByteArray &citation, const char *resolution,
                                     const char *notice, const char *after = "") -> QByteArray {
            return QByteArray("{") + citation
                + "\"observation_digest\":\"d\",\"observation_id\":\"i\"" + resolution + notice
                + after + "}";
        };
        const auto record = [](const QByteArray &json) -> QByteArray {
            return "{\"inbound\":[],\"outbound\":[" + json
                + "],\"paper\":{\"arxiv_id\":\"x\"},\"schema\":\"" + kRecordSchema + "\"}";
        };
        const char *citation = "\"citation\":{\"reference_index\":-9223372036854775808},";
        const char *resolution = ",\"resolution\":{\"status\":\"unresolved\"}";
        const char *notice = ",\"standing_notice\":{\"state\":\"measured\"}";
        const QByteArray valid = observation(citation, resolution, notice);
        QVERIFY(fastObservation(
            std::string_view(valid.constData(), std::size_t(valid.size())), sha, &f));
        QCOMPARE(f.referenceIndex, std::numeric_limits<qint64>::min());
        QVERIFY(f.hasStatus);
        for (const QByteArray &json : {
                 observation("", resolution, notice), // citation required
                 observation("\"citation\":null,", resolution, notice),
                 observation("\"citation\":[],", resolution, notice),
                 observation(citation, "", notice), // resolution required
                 observation(citation, ",\"resolution\":{\"status\":null}", notice),
                 observation(citation, ",\"resolution\":{}", notice),
                 observation(citation, resolution, ""), // standing_notice required
                 observation(citation, resolution, ",\"standing_notice\":{}"),
                 observation(citation, resolution, ",\"standing_notice\":{\"state\":true}"),
                 observation(citation, resolution,
                     ",\"standing_notice\":{\"events\":{},\"state\":\"measured\"}"),
                 observation(citation, resolution,
                     ",\"standing_notice\":{\"source_receipts\":[1],\"state\":\"measured\"}"),
                 observation(citation, resolution,
                     ",\"standing_notice\":{\"source_receipts\":[null],\"state\":\"measured\"}"),
                 observation(citation, resolution,
                     ",\"standing_notice\":{\"source_receipts\":[{\"source\":7}],\"state\":"
                     "\"measured\"}"),
                 observation("\"citation\":{\"cited_work\":{\"title\":1}},", resolution, notice),
                 observation(
                     "\"citation\":{\"cited_work\":{\"year\":\"2020\"}},", resolution, notice),
                 observation("\"citation\":{\"cited_work\":{\"year\":99999999999999999999}},",
                     resolution, notice), // out of range
                 observation(
                     "\"citation\":{\"citing_paper\":{\"version\":false}},", resolution, notice),
                 observation("\"citation\":{\"cited_paper\":\"x\"},", resolution, notice),
                 observation("\"citation\":{\"source\":[]},", resolution, notice),
                 observation(QByteArray(citation) + "\"links\":[],", resolution, notice),
                 observation(
                     QByteArray(citation) + "\"links\":{\"cited_paper\":1},", resolution, notice),
             }) {
            QVERIFY2(!fastObservation(
                         std::string_view(json.constData(), std::size_t(json.size())), sha, &f),
                json.constData());
            // and the general path refuses it, for a fault of that observation
            const ParseResult general = parseRecord(record(json), QStringLiteral("t"));
            QVERIFY2(!general.ok(), json.constData());
            QVERIFY2(general.error.pointer.startsWith(QLatin1String("/outbound/0")),
                qPrintable(general.error.toString()));
        }
        // optional members null or holding what the table allows, unknown keys anything
        for (const QByteArray &json : {
                 observation("\"citation\":{\"cited_work\":null,\"reference_index\":null},",
                     resolution, notice),
                 observation("\"citation\":{\"cited_work\":{\"year\":-3,\"z\":\"w\"}},", resolution,
                     ",\"standing_notice\":{\"events\":[1,{},null],\"source_receipts\":[{}],"
                     "\"state\":\"measured\"}"),
                 observation(
                     QByteArray(citation) + "\"links\":null,", resolution, notice, ",\"x\":true"),
             }) {
            QVERIFY2(fastObservation(
                         std::string_view(json.constData(), std::size_t(json.size())), sha, &f),
                json.constData());
            const ParseResult general = parseRecord(record(json), QStringLiteral("t"));
            QVERIFY2(general.ok(), qPrintable(general.error.toString()));
        }
    }

    // Every record under tests/data (the fixture, the hostile catalogue, the export
    // expectations): the real fixture is canonical, so the fast path takes all 21.
    void dataFiles()
    {
        m_contexts = 0;
        int files = 0, totalFast = 0;
        QDirIterator it(QStringLiteral(PITH_TEST_DATA), { QStringLiteral("*.json") }, QDir::Files,
            QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QByteArray bytes = readFile(path);
            int fast = 0, observations = 0;
            compareRecord(bytes, path, &fast, &observations);
            if (QTest::currentTestFailed())
                return;
            // a record the general path reads, written in canonical form: its hostile values
            // (text, numbers) through the fast path
            const auto canonical
                = writerCanonical(std::string_view(bytes.constData(), std::size_t(bytes.size())));
            if (observations > 0 && canonical) {
                int canonicalFast = 0, canonicalObservations = 0;
                compareRecord(QByteArray::fromStdString(*canonical),
                    path + QStringLiteral(" (canonical)"), &canonicalFast, &canonicalObservations);
                if (QTest::currentTestFailed())
                    return;
                QCOMPARE(canonicalObservations, observations);
                totalFast += canonicalFast;
            }
            totalFast += fast;
            if (path == test::fixturePath()) {
                QCOMPARE(observations, 21);
                QCOMPARE(fast, 21);
            }
            ++files;
        }
        QVERIFY(files > 20);
        // the fixture, and hostile records the general path reads, in their canonical form
        QVERIFY2(totalFast > 21, qPrintable(QString::number(totalFast)));
        QVERIFY2(m_contexts > 1, qPrintable(QString::number(m_contexts))); // the same for contexts
    }

    // Generated records in three layouts, with every leaf of a sample tampered.
    void generated()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcess python;
        python.start(QStringLiteral(PITH_PYTHON),
            { QStringLiteral(PITH_SOURCE_DIR "/tests/fastverify_gen.py"), dir.path() });
        QVERIFY(python.waitForFinished(120000));
        QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
        const QJsonArray expected
            = QJsonDocument::fromJson(readFile(dir.filePath(QStringLiteral("expected.json"))))
                  .array();
        QVERIFY(expected.size() > 100);
        int expectedFast = 0;
        for (const QJsonValue &e : expected)
            expectedFast += e[QStringLiteral("fast")].toBool() ? 1 : 0;
        QVERIFY(expectedFast > 20 && expectedFast < expected.size()); // both paths exercised

        for (const QString &layout :
            { QStringLiteral("canonical"), QStringLiteral("pretty"), QStringLiteral("shuffled") }) {
            const QByteArray bytes = readFile(dir.filePath(layout + QStringLiteral(".json")));
            const ParseResult general = parseRecord(bytes, layout);
            QVERIFY2(general.ok(), qPrintable(general.error.toString()));
            const QList<Observation> read = general.record->outbound + general.record->inbound;
            QCOMPARE(read.size(), expected.size());
            // the data mean something: tampered copies fail, the others verify
            for (qsizetype i = 0; i < read.size(); ++i) {
                QCOMPARE(read[i].id, expected[i][QStringLiteral("id")].toString());
                QCOMPARE(read[i].digestOk(), !expected[i][QStringLiteral("tampered")].toBool());
            }
            int fast = 0, observations = 0;
            std::vector<bool> taken;
            compareRecord(bytes, layout, &fast, &observations, &taken);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(observations, int(expected.size()));
            if (layout == QLatin1String("canonical")) {
                for (qsizetype i = 0; i < expected.size(); ++i) {
                    QVERIFY2(taken[std::size_t(i)] == expected[i][QStringLiteral("fast")].toBool(),
                        qPrintable(QStringLiteral("observation %1").arg(i)));
                }
            } else {
                QCOMPARE(fast, 0); // white space everywhere: nothing is canonical
            }
        }
    }

    // Near-canonical observations: each byte of two fixture observations replaced, removed or
    // doubled, the record read by both paths and that observation compared.
    void changedBytes()
    {
        const QByteArray fixture = test::fixtureBytes();
        const auto spans = observationSpans(fixture);
        QCOMPARE(spans.size(), std::size_t(21));
        int fastTotal = 0, compared = 0;
        for (const std::size_t which : { std::size_t(0), std::size_t(13) }) {
            const auto [start, end] = spans[which];
            for (qint64 at = start; at < end; ++at) {
                const char c = fixture[at];
                for (const QByteArray &with : { QByteArray(" "), QByteArray("\\"),
                         QByteArray(c == '0' ? "1" : "0"), QByteArray(), QByteArray(2, c) }) {
                    QByteArray bytes = fixture;
                    bytes.replace(at, 1, with);
                    int fast = 0, observations = 0;
                    compareRecord(bytes, QStringLiteral("byte %1").arg(at), &fast, &observations,
                        nullptr, which, 1); // one thread: thousands of small parses
                    if (QTest::currentTestFailed())
                        return;
                    fastTotal += fast;
                    compared += observations ? 1 : 0;
                }
            }
        }
        // most changes leave a record both paths read, and the others stay canonical
        QVERIFY(compared > 1000);
        QVERIFY(fastTotal > 1000);
    }
};

QTEST_GUILESS_MAIN(TestFastVerify)
#include "tst_fastverify.moc"

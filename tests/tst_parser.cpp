// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/parallel.h"
#include "models/record/parser.h"
#include "tests/testutil.h"

#include <QDir>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

#include <atomic>
#include <new>
#include <vector>

using namespace pith;
using namespace pith::test;

class TestParser : public QObject {
    Q_OBJECT
private slots:
    void fixtureParsesAndVerifies();
    void badInput_data();
    void badInput();
    void runPartsCoversEveryRowOnce();
    void tolerantOfOpenFormat();
    void tamperingNamesTheObservation();
    void fileErrors();
    void progressAndCancel();
    void goldenMessages();
    void firstErrorInDocumentOrder();
    void everyKeyReadEveryUnknownKept();
    void rawJsonIsPythonCanonical();
    void withAllDetailsReadsWhatTheFullParseReads();
    void theRecordsOwnPaperIsOneValue();
};

void TestParser::fixtureParsesAndVerifies()
{
    const ParseResult r = loadRecordFile(fixturePath());
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Record &rec = *r.record;
    QCOMPARE(rec.schema, QStringLiteral("pith.paper-citation-record.v1"));
    QCOMPARE(rec.paper.arxivId, QStringLiteral("2509.00217"));
    QCOMPARE(rec.paper.latestVersion, std::optional<qint64>(1));
    QCOMPARE(rec.paper.primaryCategory, QStringLiteral("cs.LG"));
    QCOMPARE(rec.outbound.size(), 21);
    QCOMPARE(rec.inbound.size(), 0);
    QCOMPARE(rec.coverage.size(), 4);
    QCOMPARE(rec.coverage[0].lane, QStringLiteral("reference_resolution"));
    QCOMPARE(rec.standingSources.size(), 2);
    QCOMPARE(rec.referenceResolution.stateCounts.size(), 6);
    QCOMPARE(rec.outbound[0].computedDigest,
        QStringLiteral("sha256:1faa0ae42a1040d4b49db05168c38bc19baed48d0c32aabe759f1dc1a5c9ff48"));
    QCOMPARE(rec.computedContextDigest,
        QStringLiteral("sha256:c0be1b7980e983c9ca925777234d505d260e52e3c1ccc643d1af387a9e676a2e"));
    QVERIFY(rec.digestFailures().isEmpty());
    QCOMPARE(rec.contextDigestState(), Record::ContextDigestState::Ok);
    QCOMPARE(
        rec.outbound[0].citation.citedPaper->title.left(17), QStringLiteral("Helix Parallelism"));
    QCOMPARE(rec.outbound[0].citedPaperLink, QStringLiteral("/paper/2507.07120"));
    QCOMPARE(rec.outbound[1].resolution.resolverSource, QStringLiteral("raw_fallback"));
    QCOMPARE(rec.outbound[1].notice.receipts.size(), 2);
    QVERIFY(rec.unknownKeys.isEmpty());
}

void TestParser::badInput_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected"); // the whole message after the file name

    const QByteArray fixture = fixtureBytes();
    QTest::newRow("empty file") << QByteArray() << QStringLiteral(":1:1: the file is empty");
    QTest::newRow("whitespace only")
        << QByteArray(" \n\t\n") << QStringLiteral(":1:1: the file holds only white space");
    QTest::newRow("html page")
        << QByteArray("<!DOCTYPE html>\n<html><body>Not found</body></html>")
        << QStringLiteral(":1:1: expected a value (an object, array, string, number, true, false "
                          "or null), found '<' (this looks like an HTML page, not a JSON record)");
    QTest::newRow("truncated after key")
        << fixture.left(fixture.indexOf("\"caps\"") + 6)
        << QStringLiteral(":1:39: expected ':' after the key \"caps\", found the end of the file");
    QTest::newRow("error on line 3")
        << QByteArray("{\n  \"schema\": \"x\",\n  \"as_of\": tru\n}")
        << QStringLiteral(":3:15: expected the literal true, found U+000A");
    QTest::newRow("invalid UTF-8")
        << QByteArray("{\"schema\":\"ab\xff\"}")
        << QStringLiteral(":1:14: ill-formed UTF-8: found the byte 0xFF");
    QTest::newRow("top level array")
        << QByteArray("[1,2]")
        << QStringLiteral(": expected an object (a Paper Citation Record), found an array");
    QTest::newRow("wrong schema") << mutatedFixture(
        [](QJsonObject &r) { r[QStringLiteral("schema")] = QStringLiteral("pith.other.v2"); })
                                  << QStringLiteral(
                                         ": /schema: unsupported schema \"pith.other.v2\" "
                                         "(expected \"pith.paper-citation-record.v1\")");
    QTest::newRow("outbound missing")
        << mutatedFixture([](QJsonObject &r) { r.remove(QStringLiteral("outbound")); })
        << QStringLiteral(": /outbound: required key \"outbound\" is missing");
    QTest::newRow("status of the wrong type") << mutatedFixture([](QJsonObject &r) {
        editOutbound(r, 3, [](QJsonObject &o) {
            o = withChild(o, QStringLiteral("resolution"),
                [](QJsonObject &res) { res[QStringLiteral("status")] = 7; });
        });
    }) << QStringLiteral(": /outbound/3/resolution/status: expected a string, found an integer");
    QTest::newRow("observation id missing")
        << mutatedFixture([](QJsonObject &r) {
               editOutbound(
                   r, 20, [](QJsonObject &o) { o.remove(QStringLiteral("observation_id")); });
           })
        << QStringLiteral(
               ": /outbound/20/observation_id: required key \"observation_id\" is missing");
    QTest::newRow("observation is an array") << mutatedFixture([](QJsonObject &r) {
        QJsonArray out = r[QStringLiteral("outbound")].toArray();
        out[0] = QJsonArray { 1, 2 };
        r[QStringLiteral("outbound")] = out;
    }) << QStringLiteral(": /outbound/0: expected an object (an observation), found an array");
    QTest::newRow("reference index with a fraction")
        << mutatedFixture([](QJsonObject &r) {
               editOutbound(r, 2, [](QJsonObject &o) {
                   o = withChild(o, QStringLiteral("citation"),
                       [](QJsonObject &c) { c[QStringLiteral("reference_index")] = 2.5; });
               });
           })
        << QStringLiteral(": /outbound/2/citation/reference_index: expected an integer, found a "
                          "number with a fraction");
    QTest::newRow("paper is a string")
        << mutatedFixture([](QJsonObject &r) { r[QStringLiteral("paper")] = QStringLiteral("x"); })
        << QStringLiteral(": /paper: expected an object, found a string");
    QTest::newRow("integer out of range")
        << QByteArray(fixture).replace("\"outbound\":100", "\"outbound\":18446744073709551615")
        << QStringLiteral(": /caps/outbound: integer out of range");
    QTest::newRow("duplicate key")
        << QByteArray(fixture).replace("{\"as_of\":", "{\"thesis\":\"x\",\"as_of\":")
        << QStringLiteral(
               ": /thesis: duplicate key \"thesis\": a digest over repeated keys is ambiguous");
    QTest::newRow("lone surrogate escape")
        << QByteArray("{\"schema\":\"\\ud800\"}")
        << QStringLiteral(
               ":1:12: lone high surrogate \\ud800: expected a low surrogate (\\uDC00 to "
               "\\uDFFF) right after it");
}

void TestParser::badInput()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const ParseResult r = parseRecord(bytes, QStringLiteral("bad.json"));
    QVERIFY(!r.ok());
    QCOMPARE(r.error.toString(), QStringLiteral("bad.json") + expected);
}

void TestParser::tolerantOfOpenFormat()
{
    const QByteArray bytes = mutatedFixture([](QJsonObject &r) {
        r[QStringLiteral("future_field")] = QJsonObject { { QStringLiteral("a"), 1 } };
        r[QStringLiteral("refusal")] = QJsonValue::Null;
        editOutbound(r, 0, [](QJsonObject &o) {
            o = withChild(o, QStringLiteral("resolution"), [](QJsonObject &res) {
                res[QStringLiteral("status")] = QStringLiteral("retracted_upstream");
                res.remove(QStringLiteral("observed_at"));
            });
            o[QStringLiteral("extra")] = QStringLiteral("kept");
        });
    });
    const ParseResult r = parseRecord(bytes, QStringLiteral("open.json"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.record->unknownKeys.size(), 1);
    QCOMPARE(r.record->unknownKeys[0].pointer, QStringLiteral("/future_field"));
    QCOMPARE(r.record->unknownKeys[0].json, QStringLiteral("{\"a\":1}"));
    QVERIFY(r.record->refusal.isEmpty());
    const Observation &o = r.record->outbound[0];
    QCOMPARE(o.resolution.status, QStringLiteral("retracted_upstream"));
    QVERIFY(o.resolution.observedAt.isEmpty());
    QCOMPARE(o.unknownKeys.size(), 1);
    QCOMPARE(o.unknownKeys[0].pointer, QStringLiteral("/outbound/0/extra"));
    // Changed content: that observation's digest and the context digest no longer match.
    QCOMPARE(r.record->digestFailures(), QStringList { o.id });
    QCOMPARE(r.record->contextDigestState(), Record::ContextDigestState::Mismatch);
}

// Every leaf of every observation, changed one at a time, is caught and named.
void TestParser::tamperingNamesTheObservation()
{
    const QJsonObject pristine = QJsonDocument::fromJson(fixtureBytes()).object();
    const QJsonArray outbound = pristine[QStringLiteral("outbound")].toArray();
    int cases = 0;
    std::function<QJsonValue(const QJsonValue &, int &, int)> tamperNth;
    // Returns value with its target-th leaf changed; counter counts leaves seen.
    tamperNth = [&](const QJsonValue &v, int &counter, int target) -> QJsonValue {
        if (v.isObject()) {
            QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                if (it.key() == QLatin1String("observation_digest"))
                    continue; // changing the stated digest is a mismatch too, but not "content"
                it.value() = tamperNth(it.value(), counter, target);
            }
            return o;
        }
        if (v.isArray()) {
            QJsonArray a = v.toArray();
            for (qsizetype i = 0; i < a.size(); ++i)
                a[i] = tamperNth(a[i], counter, target);
            return a;
        }
        if (counter++ != target)
            return v;
        if (v.isString())
            return QString(v.toString() + QStringLiteral("x"));
        if (v.isDouble())
            return v.toInteger() + 1;
        if (v.isBool())
            return !v.toBool();
        return QStringLiteral("was null");
    };
    for (qsizetype i = 0; i < outbound.size(); ++i) {
        const QString id = outbound[i].toObject()[QStringLiteral("observation_id")].toString();
        for (int target = 0;; ++target) {
            int counter = 0;
            const QJsonValue changed = tamperNth(outbound[i], counter, target);
            if (target >= counter)
                break;
            QJsonObject root = pristine;
            QJsonArray out = outbound;
            out[i] = changed;
            root[QStringLiteral("outbound")] = out;
            const ParseResult r = parseRecord(
                QJsonDocument(root).toJson(QJsonDocument::Compact), QStringLiteral("t.json"));
            if (!r.ok()) {
                // A null replaced by a string where an object belongs: refused, at that
                // observation.
                QVERIFY2(r.error.pointer.startsWith(QStringLiteral("/outbound/%1/").arg(i)),
                    qPrintable(r.error.toString()));
                ++cases;
                continue;
            }
            const QStringList failures = r.record->digestFailures();
            // Changing the observation id names the new id.
            const QString expectedId
                = changed.toObject()[QStringLiteral("observation_id")].toString();
            QCOMPARE(failures, QStringList { expectedId });
            QCOMPARE(r.record->contextDigestState(), Record::ContextDigestState::Mismatch);
            ++cases;
        }
        Q_UNUSED(id);
    }
    QVERIFY(cases > 21 * 20);
}

void TestParser::fileErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ParseResult r = loadRecordFile(dir.path());
    QCOMPARE(
        r.error.toString(), dir.path() + QStringLiteral(": is a directory, not a record file"));
    r = loadRecordFile(dir.filePath(QStringLiteral("absent.json")));
    QCOMPARE(r.error.toString(),
        dir.filePath(QStringLiteral("absent.json")) + QStringLiteral(": no such file"));
    // A link that leads nowhere says so: a loop, or a target that is not there.
    const QString loop = dir.filePath(QStringLiteral("loop.json"));
    QCOMPARE(
        ::symlink(QFile::encodeName(loop).constData(), QFile::encodeName(loop).constData()), 0);
    QCOMPARE(loadRecordFile(loop).error.toString(),
        loop + QStringLiteral(": is a symbolic link that loops back on itself"));
    const QString dangling = dir.filePath(QStringLiteral("dangling.json"));
    const QString gone = dir.filePath(QStringLiteral("gone.json"));
    QCOMPARE(
        ::symlink(QFile::encodeName(gone).constData(), QFile::encodeName(dangling).constData()), 0);
    QCOMPARE(loadRecordFile(dangling).error.toString(),
        dangling + QStringLiteral(": is a symbolic link to ") + gone
            + QStringLiteral(", which does not exist"));
}

void TestParser::progressAndCancel()
{
    const QByteArray bytes = fixtureBytes();
    qint64 last = -1;
    int calls = 0;
    bool monotonic = true;
    const ParseResult r
        = parseRecord(bytes, QStringLiteral("p.json"), [&](qint64 done, qint64 total) {
              monotonic = monotonic && done >= last && done <= total && total == bytes.size();
              last = done;
              ++calls;
              return true;
          });
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QVERIFY(!r.cancelled);
    QVERIFY(monotonic);
    QVERIFY(calls >= 2);
    QCOMPARE(last, qint64(bytes.size()));
    QVERIFY(r.record->digestFailures().isEmpty());

    const ParseResult c
        = parseRecord(bytes, QStringLiteral("p.json"), [](qint64, qint64) { return false; });
    QVERIFY(!c.ok());
    QVERIFY(c.cancelled);
    QCOMPARE(c.error.toString(), QStringLiteral("p.json: cancelled"));
}

// Every message the reader gives on the hostile catalogue and on files that are no records,
// word for word, against tests/data/messages/parser.golden (what the DOM reader this parser
// replaced checked is pinned here and by the Python oracles). PITH_UPDATE_GOLDEN=1 rewrites the
// file from the current messages; review the diff.
void TestParser::goldenMessages()
{
    QStringList lines;
    QDir hostile(QStringLiteral(PITH_TEST_DATA "/hostile"));
    const QStringList files
        = hostile.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    QVERIFY(files.size() > 60);
    for (const QString &name : files) {
        if (name == QLatin1String("catalogue.json"))
            continue;
        QFile f(hostile.filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const ParseResult r = parseRecord(f.readAll(), name);
        lines.append(r.ok() ? name + QStringLiteral(": ok") : r.error.toString());
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto relative = [&dir](const ParseResult &r) {
        QString s = r.error.toString();
        return s.replace(dir.path(), QStringLiteral("DIR"));
    };
    lines.append(relative(loadRecordFile(dir.path())));
    lines.append(relative(loadRecordFile(dir.filePath(QStringLiteral("absent.json")))));
#ifdef Q_OS_UNIX
    const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("fifo.json")));
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    lines.append(relative(loadRecordFile(dir.filePath(QStringLiteral("fifo.json")))));
#endif
    const QString text = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    QFile golden(QStringLiteral(PITH_TEST_DATA "/messages/parser.golden"));
    if (qEnvironmentVariableIsSet("PITH_UPDATE_GOLDEN")) {
        QVERIFY(golden.open(QIODevice::WriteOnly | QIODevice::Truncate));
        golden.write(text.toUtf8());
        golden.close();
    }
    QVERIFY2(golden.open(QIODevice::ReadOnly), "tests/data/messages/parser.golden is missing");
    const QStringList expected
        = QString::fromUtf8(golden.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QStringList actual = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < qMin(expected.size(), actual.size()); ++i)
        QCOMPARE(actual[i], expected[i]);
    QCOMPARE(actual.size(), expected.size());
}

// The first error in the file is the one reported, whichever thread found it and whether phase 1
// (root and delimiting) or phase 2 (the elements, in parallel blocks) failed: an error in an
// early observation comes before one in a later observation, before a broken bracket and before
// trailing content.
void TestParser::firstErrorInDocumentOrder()
{
    QJsonObject root = QJsonDocument::fromJson(fixtureBytes()).object();
    const QJsonArray one = root[QStringLiteral("outbound")].toArray();
    QJsonArray many;
    while (many.size() < 12000)
        many.append(one[many.size() % one.size()]);
    root[QStringLiteral("outbound")] = many;
    const QByteArray good = QJsonDocument(root).toJson(QJsonDocument::Compact);
    // the ':' after "observation_id" in element k
    std::vector<qsizetype> colons;
    for (qsizetype at = good.indexOf("\"observation_id\":"); at >= 0;
         at = good.indexOf("\"observation_id\":", at + 1))
        colons.push_back(at + 16);
    QCOMPARE(colons.size(), std::size_t(12000));
    const auto column = [](const QByteArray &bytes, qsizetype offset) {
        return int(QString::fromUtf8(bytes.left(offset)).toUcs4().size()) + 1;
    };
    const QString expected
        = QStringLiteral("expected ':' after the key \"observation_id\", found ';'");

    QByteArray early = good;
    early[colons[2100]] = ';'; // in the fifth block of 512
    early[colons[9000]] = ';';
    QByteArray brokenLater = early;
    brokenLater.insert(colons[11000], "]]"); // phase 1 cannot delimit element 11000
    QByteArray trailing = early + "x";
    for (int round = 0; round < 5; ++round) {
        for (const QByteArray *bytes : { &early, &brokenLater, &trailing }) {
            const ParseResult r = parseRecord(*bytes, QStringLiteral("order.json"));
            QVERIFY(!r.ok());
            QCOMPARE(r.error.line, 1);
            QCOMPARE(r.error.column, column(*bytes, colons[2100]));
            QCOMPARE(r.error.message, expected);
        }
    }
    // alone, the later errors are reported where they are
    QByteArray onlyTrailing = good + "x";
    ParseResult r = parseRecord(onlyTrailing, QStringLiteral("order.json"));
    QCOMPARE(r.error.column, column(onlyTrailing, good.size()));
    QCOMPARE(r.error.message,
        QStringLiteral("expected the end of the file after the record, found 'x'"));
    QByteArray onlyBroken = good;
    onlyBroken.insert(colons[11000], "]]");
    r = parseRecord(onlyBroken, QStringLiteral("order.json"));
    QCOMPARE(r.error.column, column(onlyBroken, colons[11000]));
    QCOMPARE(r.error.message,
        QStringLiteral("expected ':' after the key \"observation_id\", found ']'"));
}

// The field table's coverage: every key of the format that occurs in the real fixture or in a
// generated record (both directions, every optional part) is read and checked (its value
// replaced by true is refused at that key's pointer), and a key the format does not define,
// added to every object of the format, is kept as an unknown key with its pointer.
namespace {

bool isOpenValue(const QString &ptr)
{
    // values the format leaves open (kept as JSON) and maps whose keys are data
    static const QRegularExpression open(
        QStringLiteral("^/external_citation_measurements/|/standing_notice/events/|^/"
                       "reference_resolution/state_counts/|^/links/"));
    return open.match(ptr).hasMatch();
}

// Calls visit(pointer) for every key of every object, depth first, and returns value with
// edit(pointer, object) applied to every object of the format.
QJsonValue walk(const QJsonValue &value, const QString &ptr,
    const std::function<void(const QString &)> &visit,
    const std::function<void(const QString &, QJsonObject &)> &edit)
{
    if (value.isArray()) {
        QJsonArray a = value.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            a[i] = walk(a[i], ptr + QLatin1Char('/') + QString::number(i), visit, edit);
        return a;
    }
    if (!value.isObject())
        return value;
    QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString child = ptr + QLatin1Char('/') + it.key();
        if (visit)
            visit(child);
        if (!isOpenValue(child + QLatin1Char('/')))
            it.value() = walk(it.value(), child, visit, edit);
    }
    if (edit && !isOpenValue(ptr + QLatin1Char('/')))
        edit(ptr, o);
    return o;
}

QJsonValue replaced(const QJsonValue &value, const QStringList &path, const QJsonValue &with)
{
    if (path.isEmpty())
        return with;
    if (value.isArray()) {
        QJsonArray a = value.toArray();
        const int i = path.first().toInt();
        a[i] = replaced(a[i], path.mid(1), with);
        return a;
    }
    QJsonObject o = value.toObject();
    o[path.first()] = replaced(o[path.first()], path.mid(1), with);
    return o;
}

} // namespace

void TestParser::everyKeyReadEveryUnknownKept()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString generated = dir.filePath(QStringLiteral("g.json"));
    QProcess gen;
    gen.start(QStringLiteral(PITH_PYTHON),
        { QStringLiteral(PITH_TEST_DATA "/../bench/gen_record.py"), QStringLiteral("--outbound"),
            QStringLiteral("12"), QStringLiteral("--inbound"), QStringLiteral("12"),
            QStringLiteral("-o"), generated });
    QVERIFY(gen.waitForFinished(60000) && gen.exitCode() == 0);
    QFile g(generated);
    QVERIFY(g.open(QIODevice::ReadOnly));
    QSet<QString> keysSeen;
    for (const QByteArray &bytes : { fixtureBytes(), g.readAll() }) {
        const QJsonObject root = QJsonDocument::fromJson(bytes).object();
        QVERIFY(!root.isEmpty());
        QStringList keys;
        walk(root, QString(), [&keys](const QString &p) { keys.append(p); }, {});
        for (const QString &key : std::as_const(keys)) {
            const QJsonValue changed
                = replaced(root, key.mid(1).split(QLatin1Char('/')), QJsonValue(true));
            const ParseResult r
                = parseRecord(QJsonDocument(changed.toObject()).toJson(QJsonDocument::Compact),
                    QStringLiteral("k.json"));
            QVERIFY2(!r.ok(), qPrintable(key + QStringLiteral(": a key the reader does not read")));
            QCOMPARE(r.error.pointer, key);
            keysSeen.insert(QString(key).replace(
                QRegularExpression(QStringLiteral("/[0-9]+(?=/|$)")), QStringLiteral("/N")));
        }

        QStringList added;
        const QJsonValue probed
            = walk(root, QString(), {}, [&added](const QString &p, QJsonObject &o) {
                  o[QStringLiteral("x_probe")] = QJsonObject { { QStringLiteral("a"),
                      QJsonArray { 1, QStringLiteral("é") } } };
                  added.append(p + QStringLiteral("/x_probe"));
              });
        const ParseResult r
            = parseRecord(QJsonDocument(probed.toObject()).toJson(QJsonDocument::Compact),
                QStringLiteral("u.json"));
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QStringList kept;
        for (const UnknownKey &u : r.record->unknownKeys)
            kept.append(u.pointer);
        for (const auto *list : { &r.record->outbound, &r.record->inbound }) {
            for (const Observation &o : *list) {
                for (const UnknownKey &u : o.unknownKeys) {
                    kept.append(u.pointer);
                    QCOMPARE(u.json, QStringLiteral("{\"a\":[1,\"é\"]}"));
                }
            }
        }
        added.sort();
        kept.sort();
        QCOMPARE(kept, added);
    }
    // every object of the format and the keys seen in it (N: any index)
    QVERIFY2(keysSeen.size() >= 60, qPrintable(QString::number(keysSeen.size())));
    for (const char *key : { "/outbound/N/citation/cited_work/pith_arxiv_id",
             "/outbound/N/standing_notice/source_receipts/N/observed_at",
             "/inbound/N/citation/citing_paper/snapshot_observed_at", "/caps/database_statements",
             "/coverage/N/source_observed_at", "/reference_resolution/state_counts", "/links" })
        QVERIFY2(keysSeen.contains(QLatin1String(key)), key);
}

// Each observation's raw JSON (the detail pane, the JSON export) is what Python's json.dumps
// makes of it, and the digests of the real fixture are Python's.
void TestParser::rawJsonIsPythonCanonical()
{
    QProcess p;
    p.start(QStringLiteral(PITH_PYTHON),
        { QStringLiteral("-c"), QStringLiteral(R"(
import hashlib, json, sys
rec = json.load(open(sys.argv[1], encoding="utf-8"))
dumps = lambda v: json.dumps(v, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
digest = lambda v: "sha256:" + hashlib.sha256(dumps(v).encode("utf-8")).hexdigest()
for o in rec["outbound"]:
    print(digest({k: v for k, v in o.items() if k != "observation_digest"}), dumps(o))
print(digest({k: v for k, v in rec.items() if k not in ("as_of", "context_digest")}))
)"),
            fixturePath() });
    QVERIFY(p.waitForFinished(60000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    const QList<QByteArray> lines = p.readAllStandardOutput().trimmed().split('\n');
    const ParseResult r = parseRecord(fixtureBytes(), QStringLiteral("f.json"));
    QVERIFY(r.ok());
    QCOMPARE(lines.size(), r.record->outbound.size() + 1);
    for (qsizetype i = 0; i < r.record->outbound.size(); ++i) {
        const Observation &o = r.record->outbound[i];
        const qsizetype space = lines[i].indexOf(' ');
        QCOMPARE(o.computedDigest, QString::fromUtf8(lines[i].left(space)));
        QCOMPARE(o.rawJson(), QString::fromUtf8(lines[i].mid(space + 1)));
    }
    QCOMPARE(r.record->computedContextDigest, QString::fromUtf8(lines.last()));
}

namespace {

// Every field of an observation, one line each: what the two parses are compared by.
QStringList fieldsOf(const Observation &o)
{
    QStringList out;
    const auto add = [&out](const char *name, const QString &v) {
        out.append(QLatin1String(name) + QLatin1Char('=') + v);
    };
    const auto number = [](const std::optional<qint64> &v) {
        return v ? QString::number(*v) : QStringLiteral("none");
    };
    const auto paper = [&](const char *name, const SharedOptional<PaperRef> &p) {
        if (!p)
            return add(name, QStringLiteral("none"));
        add(name,
            QStringList { p->arxivId, p->title, number(p->version), p->submittedAt, p->lastUpdated,
                p->snapshotObservedAt }
                .join(u'|'));
    };
    add("direction", QString::number(int(o.direction)));
    add("position", QString::number(o.position));
    add("id", o.id);
    add("digest", o.digest);
    add("computedDigest", o.computedDigest);
    paper("citingPaper", o.citation.citingPaper);
    paper("citedPaper", o.citation.citedPaper);
    if (const auto &w = o.citation.citedWork)
        add("citedWork",
            QStringList { w->workId, w->title, w->doi, w->arxivId, w->pithArxivId, w->venue,
                w->metadataSource, w->snapshotObservedAt, number(w->year) }
                .join(u'|'));
    else
        add("citedWork", QStringLiteral("none"));
    add("referenceIndex", number(o.citation.referenceIndex));
    add("source", o.citation.source);
    add("sourceObservedAt", o.citation.sourceObservedAt);
    add("citedPaperLink", o.citedPaperLink);
    add("citingPaperLink", o.citingPaperLink);
    add("resolution",
        o.resolution.status + u'|' + o.resolution.resolverSource + u'|' + o.resolution.observedAt);
    add("notice",
        QStringList { o.notice.state, o.notice.reason, o.notice.observation,
            QString::fromUtf8(o.notice.events.canonicalJson()), o.notice.eventTypes.join(u',') }
            .join(u'|'));
    for (const SourceReceipt &r : o.notice.receipts)
        add("receipt", r.source + u'|' + r.observedAt);
    for (const UnknownKey &k : o.unknownKeys)
        add("unknown", k.pointer + u'|' + k.json);
    add("rawJson", o.rawJson());
    return out;
}

} // namespace

// The window reads records with the table's fields only and their bytes kept, and the detail
// pane reads the rest of the observation it shows from those bytes (withAllDetails): that must
// be every field the full parse reads, for canonical, pretty-printed and shuffled input, unknown
// keys included (with their pointers).
void TestParser::withAllDetailsReadsWhatTheFullParseReads()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QList<QByteArray> inputs { fixtureBytes(), fixtureWithNoticeEvents() };
    for (const char *layout : { "canonical", "pretty", "shuffled" }) {
        const QString out = dir.filePath(QLatin1String(layout) + QStringLiteral(".json"));
        QProcess gen;
        gen.start(QStringLiteral(PITH_PYTHON),
            { QStringLiteral(PITH_TEST_DATA "/../bench/gen_record.py"),
                QStringLiteral("--outbound"), QStringLiteral("30"), QStringLiteral("--inbound"),
                QStringLiteral("10"), QStringLiteral("--layout"), QLatin1String(layout),
                QStringLiteral("-o"), out });
        QVERIFY(gen.waitForFinished(60000) && gen.exitCode() == 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        inputs.append(f.readAll());
    }
    // unknown keys in an observation and in its cited work, a notice with receipts and events
    inputs.append(mutatedFixture([](QJsonObject &root) {
        QJsonArray out = root[QStringLiteral("outbound")].toArray();
        QJsonObject o = out.at(2).toObject();
        o[QStringLiteral("x_probe")] = QJsonArray { 1, QStringLiteral("é") };
        QJsonObject c = o[QStringLiteral("citation")].toObject();
        QJsonObject w = c[QStringLiteral("cited_work")].toObject();
        w[QStringLiteral("x_extra")] = QJsonObject { { QStringLiteral("k"), true } };
        c[QStringLiteral("cited_work")] = w;
        o[QStringLiteral("citation")] = c;
        out[2] = o;
        root[QStringLiteral("outbound")] = out;
    }));

    for (qsizetype n = 0; n < inputs.size(); ++n) {
        const ParseResult full = parseRecord(inputs[n], QStringLiteral("full.json"));
        QVERIFY2(full.ok(), qPrintable(full.error.toString()));
        ParseOptions windowOptions;
        windowOptions.tableFieldsOnly = true;
        windowOptions.keepRawJson = true;
        const ParseResult light
            = parseRecord(inputs[n], QStringLiteral("light.json"), windowOptions);
        QVERIFY2(light.ok(), qPrintable(light.error.toString()));
        QCOMPARE(light.record->observationCount(), full.record->observationCount());
        int lighter = 0; // rows the table's parse kept less of
        for (const auto &[fullList, lightList] :
            { std::pair { &full.record->outbound, &light.record->outbound },
                std::pair { &full.record->inbound, &light.record->inbound } }) {
            for (qsizetype i = 0; i < fullList->size(); ++i) {
                const Observation &row = lightList->at(i);
                QVERIFY(fullList->at(i).allDetails);
                QVERIFY(!row.allDetails);
                if (fieldsOf(row) != fieldsOf(fullList->at(i)))
                    ++lighter;
                const Observation detailed = withAllDetails(row);
                QVERIFY(detailed.allDetails);
                QCOMPARE(fieldsOf(detailed), fieldsOf(fullList->at(i)));
            }
        }
        QVERIFY2(lighter > 0, qPrintable(QString::number(n)));
    }
    // the unknown keys, with the pointers of the record's observation
    ParseOptions windowOptions;
    windowOptions.tableFieldsOnly = true;
    windowOptions.keepRawJson = true;
    const ParseResult probed = parseRecord(inputs.last(), QStringLiteral("p.json"), windowOptions);
    QVERIFY(probed.ok());
    QVERIFY(probed.record->outbound.at(2).unknownKeys.isEmpty());
    const Observation detailed = withAllDetails(probed.record->outbound.at(2));
    QStringList pointers;
    for (const UnknownKey &k : detailed.unknownKeys)
        pointers.append(k.pointer);
    pointers.sort();
    QCOMPARE(pointers,
        QStringList({ QStringLiteral("/outbound/2/citation/cited_work/x_extra"),
            QStringLiteral("/outbound/2/x_probe") }));

    // a row with all its fields is given back as it is, as is one built by hand without bytes
    const ParseResult full = parseRecord(inputs.first(), QStringLiteral("f.json"));
    QVERIFY(full.ok());
    QCOMPARE(fieldsOf(withAllDetails(full.record->outbound.at(0))),
        fieldsOf(full.record->outbound.at(0)));
    Observation byHand;
    byHand.allDetails = false;
    byHand.id = QStringLiteral("by hand");
    QCOMPARE(withAllDetails(byHand).id, QStringLiteral("by hand"));
}

// The citing paper of an outbound row is the record's own paper, the same in every row: it is
// held once, not copied per row (a record of 120,000 rows held 120,000 copies), and writing to
// one row's copy leaves the others as they were.
void TestParser::theRecordsOwnPaperIsOneValue()
{
    const ParseResult r = parseRecord(fixtureBytes(), QStringLiteral("f.json"));
    QVERIFY(r.ok());
    const QList<Observation> &rows = r.record->outbound;
    QVERIFY(rows.size() > 10);
    for (const Observation &o : std::as_const(rows)) {
        QVERIFY(o.citation.citingPaper);
        QVERIFY2(
            o.citation.citingPaper.sharesWith(rows.first().citation.citingPaper), qPrintable(o.id));
    }
    // written to: copied first
    QList<Observation> copy = rows;
    copy[1].citation.citingPaper->title = QStringLiteral("changed");
    const QList<Observation> &read = copy; // reads through const: no copy
    QCOMPARE(read[1].citation.citingPaper->title, QStringLiteral("changed"));
    QVERIFY(read[0].citation.citingPaper->title != QStringLiteral("changed"));
    QVERIFY(rows[1].citation.citingPaper->title != QStringLiteral("changed"));
    QVERIFY(!read[1].citation.citingPaper.sharesWith(read[0].citation.citingPaper));
    QVERIFY(read[2].citation.citingPaper.sharesWith(read[0].citation.citingPaper));
    QVERIFY(read[2].citation.citingPaper.sharesWith(rows[0].citation.citingPaper));
    // a cited paper differs from row to row: each its own
    int cited = 0;
    for (const Observation &o : std::as_const(rows))
        cited += o.citation.citedPaper ? 1 : 0;
    QVERIFY(cited > 1);
}

// runParts() (parallel.h), which the reader's callers (colouring rules, CSV writer) split rows
// with: every row in exactly one part, parts in order and contiguous, and a part's exception
// thrown again on the calling thread once every thread has ended.
void TestParser::runPartsCoversEveryRowOnce()
{
    for (const qsizetype count : { qsizetype(0), qsizetype(1), qsizetype(7), qsizetype(100003) }) {
        for (const int parts : { 1, 2, 3, 5 }) {
            std::vector<std::atomic<int>> seen(static_cast<std::size_t>(count));
            std::vector<std::pair<qsizetype, qsizetype>> ranges(std::size_t(parts), { -1, -1 });
            runParts(count, parts, [&](int part, qsizetype from, qsizetype to) {
                ranges[std::size_t(part)] = { from, to };
                for (qsizetype i = from; i < to; ++i)
                    ++seen[std::size_t(i)];
            });
            for (const std::atomic<int> &s : seen)
                QCOMPARE(s.load(), 1);
            QCOMPARE(ranges.front().first, qsizetype(0));
            QCOMPARE(ranges.back().second, count);
            for (int p = 1; p < parts; ++p)
                QCOMPARE(ranges[std::size_t(p)].first, ranges[std::size_t(p - 1)].second);
        }
    }
    std::atomic<int> finished { 0 };
    bool thrown = false;
    try {
        runParts(4, 4, [&](int part, qsizetype, qsizetype) {
            if (part == 2)
                throw std::bad_alloc();
            ++finished;
        });
    } catch (const std::bad_alloc &) {
        thrown = true;
    }
    QVERIFY(thrown);
    QCOMPARE(finished.load(), 3);
    QVERIFY(partCount(100, 4096) == 1);
    QVERIFY(partCount(1000000, 4096) >= 1 && partCount(1000000, 4096) <= 16);
}

QTEST_GUILESS_MAIN(TestParser)
#include "tst_parser.moc"

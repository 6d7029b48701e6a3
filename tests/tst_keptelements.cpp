// SPDX-License-Identifier: GPL-3.0-or-later
// The lists the reader reads into (coverage lanes, standing sources, a notice's source receipts,
// unknown keys) keep their first kElementsKept elements and count the others: every element is
// still checked, the digests are Python's, and the counts are the record's.
#include "models/record/parser.h"
#include "models/record/subset.h"
#include "models/record/verdict.h"
#include "tests/testutil.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace pith;
using namespace pith::test;

class TestKeptElements : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void keptAndCounted_data();
    void keptAndCounted();
    void pastKeptStillChecked_data();
    void pastKeptStillChecked();
    void unknownKeysCounted();
    void unknownValueCut();
    void manyUnknownKeys_data();
    void manyUnknownKeys();
    void manyKeysDuplicateFound_data();
    void manyKeysDuplicateFound();
    void manyMapEntries_data();
    void manyMapEntries();
    void mapEntryPastKeptChecked_data();
    void mapEntryPastKeptChecked();
    void mapTotalCountsEveryEntry();
    void exportSubsetAlwaysKept();
    void shownOfNote();

private:
    QByteArray read(const QString &file) const;
    // bytes parsed as the window (details) or verify does, into *out: every digest Python wrote
    // (make-big-values.py) verifies
    static void parseSealed(
        const QByteArray &bytes, const QString &file, bool details, RecordPtr *out);
    // bytes refused with pointer and message in the window's parse and in verify's
    static void refusedInBothParses(const QByteArray &bytes, const QString &file,
        const QString &pointer, const QString &message);
    QTemporaryDir m_dir;
};

// More than kElementsKept of each, so that some are only counted.
constexpr qsizetype kElements = 2500;

void TestKeptElements::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QProcess p;
    p.start(QStringLiteral(PITH_PYTHON),
        { QStringLiteral(PITH_SOURCE_DIR "/tests/data/make-big-values.py"), m_dir.path(),
            QString::number(kElements) });
    QVERIFY(p.waitForFinished(120000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
}

QByteArray TestKeptElements::read(const QString &file) const
{
    QFile f(m_dir.filePath(file));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

void TestKeptElements::parseSealed(
    const QByteArray &bytes, const QString &file, bool details, RecordPtr *out)
{
    ParseOptions options;
    options.observationDetails = details;
    const ParseResult r = parseRecord(bytes, file, options);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.record->contextDigestState(), Record::ContextDigestState::Ok);
    QVERIFY(r.record->digestFailures().isEmpty());
    *out = r.record;
}

void TestKeptElements::refusedInBothParses(
    const QByteArray &bytes, const QString &file, const QString &pointer, const QString &message)
{
    for (const bool details : { true, false }) {
        ParseOptions options;
        options.observationDetails = details;
        const ParseResult r = parseRecord(bytes, file, options);
        QVERIFY(!r.ok());
        QCOMPARE(r.error.pointer, pointer);
        QCOMPARE(r.error.message, message);
    }
}

void TestKeptElements::keptAndCounted_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("details"); // the window's parse, or verify's
    for (const bool details : { true, false }) {
        for (const char *file : { "standing-sources-objects.json", "receipts-objects-spaced.json",
                 "coverage-lanes.json" })
            QTest::addRow("%s %s", file, details ? "details" : "verify")
                << QString::fromLatin1(file) << details;
    }
}

// Python wrote every digest (make-big-values.py): they verify, so the digests over the elements
// that are only counted are the same as over the ones kept. The counts are the record's.
void TestKeptElements::keptAndCounted()
{
    QFETCH(QString, file);
    QFETCH(bool, details);
    RecordPtr parsed;
    parseSealed(read(file), file, details, &parsed);
    if (!parsed)
        return;
    const Record &rec = *parsed;
    const Record fixture = *parseRecord(fixtureBytes(), QStringLiteral("fixture")).record;
    if (file.startsWith(u"standing-sources")) {
        QCOMPARE(rec.standingSources.size(), kElementsKept);
        QCOMPARE(rec.standingSourceCount(), kElements);
    } else {
        QCOMPARE(rec.standingSourceCount(), fixture.standingSourceCount());
    }
    if (file.startsWith(u"coverage")) {
        QCOMPARE(rec.coverage.size(), kElementsKept);
        QCOMPARE(rec.coverageCount(), fixture.coverage.size() + kElements);
        // the lanes the format names come first, kept as they were
        for (qsizetype i = 0; i < fixture.coverage.size(); ++i)
            QCOMPARE(rec.coverage.at(i).lane, fixture.coverage.at(i).lane);
        // the audit says that the lanes past the kept ones were not compared
        const RecordVerdict verdict = recordVerdict(rec);
        const auto said = std::find_if(verdict.findings.cbegin(), verdict.findings.cend(),
            [](const Finding &f) { return f.code == u"coverage-not-compared"; });
        QVERIFY2(said != verdict.findings.cend(), qPrintable(verdict.sentence()));
        QCOMPARE(said->severity, Finding::Severity::Warning);
        QCOMPARE(said->pointer, QStringLiteral("/coverage"));
        QCOMPARE(said->message,
            QStringLiteral("the coverage vector lists %1 lanes: the first 1000 are compared with "
                           "the record, the other %2 are only counted")
                .arg(rec.coverageCount())
                .arg(rec.coverageCount() - kElementsKept));
    } else {
        QCOMPARE(rec.coverageCount(), fixture.coverage.size());
        QCOMPARE(rec.coverage.size(), fixture.coverage.size());
        for (const Finding &f : recordVerdict(rec).findings)
            QVERIFY(f.code != u"coverage-not-compared");
    }
    if (details && file.startsWith(u"receipts")) {
        QCOMPARE(rec.outbound.at(0).notice.receipts.size(), kElementsKept);
        QCOMPARE(rec.outbound.at(0).notice.receiptCount(), kElements);
    }
}

void TestKeptElements::pastKeptStillChecked_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("array"); // where the elements start in the file
    QTest::addColumn<QString>("pointer");
    QTest::newRow("standing source")
        << QStringLiteral("standing-sources-objects.json") << QByteArray("\"standing_sources\":[")
        << QStringLiteral("/standing_sources/1700/source");
    QTest::newRow("source receipt")
        << QStringLiteral("receipts-objects-spaced.json") << QByteArray("\"source_receipts\": [")
        << QStringLiteral("/outbound/0/standing_notice/source_receipts/1700/source");
}

// An element past the ones kept is checked as every other: a source that is a number is refused
// with its pointer, as it was when every element was kept.
void TestKeptElements::pastKeptStillChecked()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, array);
    QFETCH(QString, pointer);
    QByteArray bytes = read(file);
    qsizetype at = bytes.indexOf(array);
    QVERIFY(at > 0);
    for (int i = 0; i <= 1700; ++i)
        at = bytes.indexOf("{}", at + 1);
    QVERIFY(at > 0);
    bytes.replace(at, 2, "{\"source\":5}");
    refusedInBothParses(
        bytes, file, pointer, QStringLiteral("expected a string, found an integer"));
}

// Keys the format does not define, thousands in the record's paper and in an observation's
// resolution: the first kElementsKept of each kept (in key order), the others counted.
void TestKeptElements::unknownKeysCounted()
{
    const QByteArray bytes = mutatedFixture([](QJsonObject &root) {
        QJsonObject paper = root[QStringLiteral("paper")].toObject();
        for (int i = 0; i < kElements; ++i)
            paper[QStringLiteral("zz%1").arg(i, 5, 10, QLatin1Char('0'))] = i;
        root[QStringLiteral("paper")] = paper;
        editOutbound(root, 1, [](QJsonObject &o) {
            QJsonObject resolution = o[QStringLiteral("resolution")].toObject();
            for (int i = 0; i < kElements; ++i)
                resolution[QStringLiteral("zz%1").arg(i, 5, 10, QLatin1Char('0'))] = i;
            o[QStringLiteral("resolution")] = resolution;
        });
    });
    const ParseResult r = parseRecord(bytes, QStringLiteral("unknown"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Record &rec = *r.record;
    QCOMPARE(rec.unknownKeys.size(), kElementsKept);
    QCOMPARE(rec.unknownKeysNotKept, kElements - kElementsKept);
    QCOMPARE(rec.unknownKeys.first().pointer, QStringLiteral("/paper/zz00000"));
    QCOMPARE(rec.unknownKeys.last().pointer, QStringLiteral("/paper/zz00999"));
    const Observation &o = rec.outbound.at(1);
    QCOMPARE(o.unknownKeys.size(), kElementsKept);
    QCOMPARE(o.unknownKeysNotKept, kElements - kElementsKept);
    QCOMPARE(rec.outbound.at(0).unknownKeysNotKept, 0);
    // the observation now holds keys its digest was not made over: only it fails
    QCOMPARE(rec.digestFailures(), QStringList { o.id });
}

// An unknown key's value longer than kUnknownValueKeptBytes keeps its start, cut at a character,
// then "…", its whole size and SHA-256 (computed here from the canonical bytes): two such values
// that differ only past the start still differ. A short value is kept whole.
void TestKeptElements::unknownValueCut()
{
    const QString accents(50000, QChar(0xE9)); // é: two bytes in UTF-8
    const QByteArray bytes = mutatedFixture([&accents](QJsonObject &root) {
        QJsonObject paper = root[QStringLiteral("paper")].toObject();
        paper[QStringLiteral("zz_long")] = accents;
        paper[QStringLiteral("zz_short")] = QJsonArray { 1, QStringLiteral("two") };
        root[QStringLiteral("paper")] = paper;
    });
    for (const bool details : { true, false }) {
        ParseOptions options;
        options.observationDetails = details;
        const ParseResult r = parseRecord(bytes, QStringLiteral("unknown"), options);
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        const QList<UnknownKey> &keys = r.record->unknownKeys;
        QCOMPARE(keys.size(), 2);
        QCOMPARE(keys[0].pointer, QStringLiteral("/paper/zz_long"));
        const QByteArray canonical = '"' + accents.toUtf8() + '"';
        QCOMPARE(canonical.size(), 100002);
        // 4,096 bytes: the quote and 2,047 characters, the 2,048th cut in half and left out
        const QString expected = u'"' + QString(2047, QChar(0xE9)) + QChar(0x2026)
            + QStringLiteral(" (100002 bytes, sha256:%1)")
                  .arg(QString::fromLatin1(
                      QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex()));
        QCOMPARE(keys[0].json, expected);
        QCOMPARE(keys[1].pointer, QStringLiteral("/paper/zz_short"));
        QCOMPARE(keys[1].json, QStringLiteral("[1,\"two\"]"));
    }
}

// The generated objects with thousands of unknown keys (make-big-values.py): in an object the
// reader looks into by key (the record, its paper, an observation) members past the first
// kElementsKept unknown keys get no tape nodes (Shape::known), in an unknown object none at all;
// either way every member is still checked and hashed (Python's digests verify, in key order and
// in reverse order, where every key is compared with the others), and counted.
void TestKeptElements::manyUnknownKeys_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("details");
    QTest::addColumn<QString>("firstKept"); // the first unknown key kept (in key order)
    QTest::addColumn<qsizetype>("notKept"); // unknown keys counted, of the record or observation
    QTest::addColumn<bool>("inObservation");
    constexpr qsizetype kKeys = 3000; // make-big-values.py's N/5, at least 3,000
    for (const bool details : { true, false }) {
        const char *mode = details ? "details" : "verify";
        // in key order: the first 1,000; in reverse order: the first 1,000 in the input's order
        QTest::addRow("paper in key order %s", mode)
            << QStringLiteral("paper-keys.json") << details << QStringLiteral("/paper/zz00000000")
            << kKeys - kElementsKept << false;
        QTest::addRow("paper in reverse order %s", mode)
            << QStringLiteral("paper-keys-unsorted.json") << details
            << QStringLiteral("/paper/zz00002000") << kKeys - kElementsKept << false;
        QTest::addRow("record %s", mode)
            << QStringLiteral("record-keys-unsorted.json") << details
            << QStringLiteral("/zz00002000") << kKeys - kElementsKept << false;
        QTest::addRow("observation %s", mode)
            << QStringLiteral("observation-keys-unsorted.json") << details
            << QStringLiteral("/outbound/0/zz00002000") << kKeys - kElementsKept << true;
        QTest::addRow("unknown object %s", mode)
            << QStringLiteral("unknown-object-unsorted.json") << details
            << QStringLiteral("/zz_unknown") << qsizetype(0) << false;
    }
}

void TestKeptElements::manyUnknownKeys()
{
    QFETCH(QString, file);
    QFETCH(bool, details);
    QFETCH(QString, firstKept);
    QFETCH(qsizetype, notKept);
    QFETCH(bool, inObservation);
    const QByteArray bytes = read(file);
    QVERIFY(bytes.count("\"zz0000") >= 3000);
    RecordPtr parsed;
    parseSealed(bytes, file, details, &parsed);
    if (!parsed)
        return;
    const Record &rec = *parsed;
    if (inObservation && !details) {
        // verify's parse keeps of an observation only what the verdict reads (Record::checks)
        QVERIFY(rec.outbound.isEmpty());
        QVERIFY(!rec.checks.outbound.empty());
        QCOMPARE(rec.checks.outbound.front().position, 0);
        QVERIFY(rec.checks.outbound.front().digestOk);
        return;
    }
    const QList<UnknownKey> &kept
        = inObservation ? rec.outbound.at(0).unknownKeys : rec.unknownKeys;
    const qsizetype counted
        = inObservation ? rec.outbound.at(0).unknownKeysNotKept : rec.unknownKeysNotKept;
    QCOMPARE(counted, notKept);
    QCOMPARE(kept.size(), notKept ? kElementsKept : 1);
    QCOMPARE(kept.first().pointer, firstKept);
    if (inObservation)
        QVERIFY(rec.unknownKeys.isEmpty());
}

// A key repeated among thousands, past the kept ones (its member has no nodes) and written with an
// escape the second time: refused as a duplicate, with its pointer, as in a small object.
void TestKeptElements::manyKeysDuplicateFound_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("pointer");
    QTest::newRow("paper") << QStringLiteral("paper-keys-unsorted.json")
                           << QStringLiteral("/paper/zz00002999");
    QTest::newRow("record") << QStringLiteral("record-keys-unsorted.json")
                            << QStringLiteral("/zz00002999");
    QTest::newRow("observation") << QStringLiteral("observation-keys-unsorted.json")
                                 << QStringLiteral("/outbound/0/zz00002999");
    QTest::newRow("unknown object") << QStringLiteral("unknown-object-unsorted.json")
                                    << QStringLiteral("/zz_unknown/zz00002999");
}

void TestKeptElements::manyKeysDuplicateFound()
{
    QFETCH(QString, file);
    QFETCH(QString, pointer);
    QByteArray bytes = read(file);
    // the last of the reverse-ordered keys takes the name of the first, its 9 as an escape
    const qsizetype at = bytes.indexOf("\"zz00000000\"");
    QVERIFY(at > 0);
    QVERIFY(bytes.indexOf("\"zz00002999\"") < at);
    bytes.replace(at, 12, "\"zz0000299\\u0039\"");
    refusedInBothParses(bytes, file, pointer,
        QStringLiteral("duplicate key \"zz00002999\": a digest over repeated keys is ambiguous"));
}

// Thousands of keys before the record's own "pith_ledger_export" (in key order, and the unknown
// keys of the paper, read before the record's): the subset is still read, so the verdict too.
// The record's maps, whose every key is data (reference_resolution.state_counts, links), with
// thousands more entries (make-big-values.py): the first kElementsKept in the input's order keep
// their nodes and values, the others are checked, hashed, counted and (states) summed. Python's
// digests verify in key order and in reverse order, compact and spaced; the audit's total still
// counts every state, and says that the states past the kept ones are compared in the total only.
void TestKeptElements::manyMapEntries_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("details");
    QTest::addColumn<QString>("lastKept"); // the last entry kept, in key order
    constexpr qsizetype kKeys = 3000; // make-big-values.py's N/5, at least 3,000
    QTest::addColumn<qsizetype>("entries");
    for (const bool details : { true, false }) {
        const char *mode = details ? "details" : "verify";
        // the fixture's 6 states and 5 links come first in the input, then the generated keys
        QTest::addRow("states in key order %s", mode)
            << QStringLiteral("state-counts.json") << details << QStringLiteral("zz00000993")
            << kKeys + 6;
        QTest::addRow("states in reverse order, spaced %s", mode)
            << QStringLiteral("state-counts-unsorted-spaced.json") << details
            << QStringLiteral("zz00002999") << kKeys + 6;
        QTest::addRow("links in key order %s", mode)
            << QStringLiteral("links.json") << details << QStringLiteral("zz00000994") << kKeys + 5;
        QTest::addRow("links in reverse order, spaced %s", mode)
            << QStringLiteral("links-unsorted-spaced.json") << details
            << QStringLiteral("zz00002999") << kKeys + 5;
    }
}

void TestKeptElements::manyMapEntries()
{
    QFETCH(QString, file);
    QFETCH(bool, details);
    QFETCH(QString, lastKept);
    QFETCH(qsizetype, entries);
    RecordPtr parsed;
    parseSealed(read(file), file, details, &parsed);
    if (!parsed)
        return;
    const Record &rec = *parsed;
    const RecordVerdict verdict = recordVerdict(rec);
    const ReferenceResolution &rr = rec.referenceResolution;
    if (file.startsWith(u"links")) {
        QCOMPARE(rec.links.size(), kElementsKept);
        QCOMPARE(rec.links.size() + rec.linksNotKept, entries);
        QCOMPARE(rec.links.first().name, QStringLiteral("evidence"));
        QCOMPARE(rec.links.last().name, lastKept);
        QCOMPARE(rr.stateCountCount(), 6);
        QVERIFY2(verdict.findings.isEmpty(), qPrintable(verdict.sentence()));
        return;
    }
    QCOMPARE(rr.stateCounts.size(), kElementsKept);
    QCOMPARE(rr.stateCountCount(), entries);
    QCOMPARE(rr.stateCountsNotKeptSum, 0); // every generated state counts 0
    QCOMPARE(rr.stateCounts.first().state, QStringLiteral("malformed_identifier"));
    QCOMPARE(rr.stateCounts.last().state, lastKept);
    QCOMPARE(rec.links.size(), 5);
    QCOMPARE(rec.linksNotKept, 0);
    // no count is wrong (the total is the fixture's 21), but not every state was compared
    QCOMPARE(verdict.findings.size(), 1);
    const Finding &f = verdict.findings.first();
    QCOMPARE(f.code, QStringLiteral("state-counts-not-compared"));
    QCOMPARE(f.severity, Finding::Severity::Warning);
    QCOMPARE(f.message,
        QStringLiteral("state_counts lists %1 states: the first 1000 are compared with the "
                       "observations one by one, the other %2 only in the total")
            .arg(entries)
            .arg(entries - kElementsKept));
}

// A value the map cannot hold is refused with its pointer and the reader's message, whether its
// entry keeps its nodes (the first thousand) or is only counted.
void TestKeptElements::mapEntryPastKeptChecked_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("value"); // replaces a generated entry's value
    for (const char *value : { "null", "\"7\"", "1.5", "99999999999999999999",
             "18446744073709551615", "{}", "[0]", "true" })
        QTest::addRow("state %s", value)
            << QStringLiteral("state-counts.json") << QByteArray(value);
    for (const char *value : { "null", "5", "{}", "false" })
        QTest::addRow("link %s", value) << QStringLiteral("links.json") << QByteArray(value);
}

void TestKeptElements::mapEntryPastKeptChecked()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, value);
    const QByteArray bytes = read(file);
    const bool links = file.startsWith(u"links");
    const auto withValue = [&](int entry) {
        const QByteArray key = "\"zz" + QByteArray::number(entry).rightJustified(8, '0') + "\":";
        const qsizetype at = bytes.indexOf(key);
        if (at < 0)
            qFatal("no entry %d", entry);
        const qsizetype start = at + key.size();
        const qsizetype end = bytes.indexOf(links ? "\"," : ",", start + (links ? 1 : 0));
        QByteArray b = bytes;
        return b.replace(start, end + (links ? 1 : 0) - start, value);
    };
    const QString map
        = links ? QStringLiteral("/links/") : QStringLiteral("/reference_resolution/state_counts/");
    // the message the reader gives for the first generated entry, which keeps its nodes
    const ParseResult kept = parseRecord(withValue(0), file);
    QVERIFY(!kept.ok());
    QCOMPARE(kept.error.pointer, map + QStringLiteral("zz00000000"));
    QVERIFY(!kept.error.message.isEmpty());
    // past the kept ones: the same message, with its own pointer
    refusedInBothParses(
        withValue(2500), file, map + QStringLiteral("zz00002500"), kept.error.message);
}

// The total of state_counts adds every entry, those only counted too, and says when it does not
// fit in 64 bits instead of wrapping round.
void TestKeptElements::mapTotalCountsEveryEntry()
{
    QByteArray bytes = read(QStringLiteral("state-counts.json"));
    const auto setCount = [&bytes](int entry, const QByteArray &count) {
        const QByteArray key = "\"zz" + QByteArray::number(entry).rightJustified(8, '0') + "\":0";
        const qsizetype at = bytes.indexOf(key);
        QVERIFY(at > 0);
        bytes.replace(at + key.size() - 1, 1, count);
    };
    const auto total = [&bytes]() -> Finding {
        const ParseResult r = parseRecord(bytes, QStringLiteral("states"));
        if (!r.ok())
            qFatal("%s", qPrintable(r.error.toString()));
        for (const Finding &f : recordVerdict(*r.record).findings)
            if (f.code == u"state-total-mismatch")
                return f;
        return {};
    };
    setCount(2500, "-21"); // the fixture's 21 outbound, taken away past the kept entries
    QCOMPARE(total().message,
        QStringLiteral("the state counts add up to 0 but the record has 21 outbound observations"));
    setCount(2501, "9223372036854775807");
    setCount(2502, "9223372036854775807");
    const Finding f = total();
    QCOMPARE(f.severity, Finding::Severity::Error);
    QCOMPARE(f.message,
        QStringLiteral("the state counts add up to more than a 64-bit integer holds but the "
                       "record has 21 outbound observations"));
    QCOMPARE(f.pointer, QStringLiteral("/reference_resolution/state_counts"));
}

void TestKeptElements::exportSubsetAlwaysKept()
{
    const QByteArray bytes = mutatedFixture([](QJsonObject &root) {
        QJsonObject paper = root[QStringLiteral("paper")].toObject();
        for (int i = 0; i < kElements; ++i) {
            paper[QStringLiteral("zz%1").arg(i, 5, 10, QLatin1Char('0'))] = i;
            root[QStringLiteral("a%1").arg(i, 5, 10, QLatin1Char('0'))] = i;
        }
        root[QStringLiteral("paper")] = paper;
        root[QStringLiteral("pith_ledger_export")]
            = QJsonObject { { QStringLiteral("format"), QStringLiteral("pith-ledger.export.v1") },
                  { QStringLiteral("rows"), QStringLiteral("selected") },
                  { QStringLiteral("selected_outbound"), 3 } };
    });
    const ParseResult r = parseRecord(bytes, QStringLiteral("subset"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.record->unknownKeys.size(), kElementsKept + 1);
    QCOMPARE(r.record->unknownKeysNotKept, 2 * kElements - kElementsKept);
    const std::optional<ExportSubset> subset = exportSubset(*r.record);
    QVERIFY(subset);
    QVERIFY(!subset->allRows);
    QCOMPARE(subset->selectedOutbound, qint64(3));
}

void TestKeptElements::shownOfNote()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(pith::shownOfNote(1000, 10000007), QStringLiteral("shown 1,000 of 10,000,007"));
    QCOMPARE(pith::shownOfNote(3, 3), QString());
    QLocale::setDefault(QLocale::c());
}

QTEST_GUILESS_MAIN(TestKeptElements)
#include "tst_keptelements.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The lists the reader reads into (coverage lanes, standing sources, a notice's source receipts,
// unknown keys) keep their first kElementsKept elements and count the others: every element is
// still checked, the digests are Python's, and the counts are the record's.
#include "models/record/parser.h"
#include "models/record/subset.h"
#include "tests/testutil.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

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
    void manyUnknownKeys_data();
    void manyUnknownKeys();
    void manyKeysDuplicateFound_data();
    void manyKeysDuplicateFound();
    void exportSubsetAlwaysKept();
    void shownOfNote();

private:
    QByteArray read(const QString &file) const;
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
    ParseOptions options;
    options.observationDetails = details;
    const ParseResult r = parseRecord(read(file), file, options);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Record &rec = *r.record;
    QCOMPARE(rec.contextDigestState(), Record::ContextDigestState::Ok);
    QVERIFY(rec.digestFailures().isEmpty());
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
    } else {
        QCOMPARE(rec.coverageCount(), fixture.coverage.size());
        QCOMPARE(rec.coverage.size(), fixture.coverage.size());
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
    ParseOptions options;
    options.observationDetails = details;
    const QByteArray bytes = read(file);
    QVERIFY(bytes.count("\"zz0000") >= 3000);
    const ParseResult r = parseRecord(bytes, file, options);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Record &rec = *r.record;
    QCOMPARE(rec.contextDigestState(), Record::ContextDigestState::Ok);
    QVERIFY(rec.digestFailures().isEmpty());
    const QList<UnknownKey> &kept
        = inObservation ? rec.outbound.at(0).unknownKeys : rec.unknownKeys;
    if (inObservation && !details) { // verify's parse keeps no unknown key of an observation
        QVERIFY(kept.isEmpty());
        QCOMPARE(rec.outbound.at(0).unknownKeysNotKept, 0);
        return;
    }
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

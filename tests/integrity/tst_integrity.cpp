// SPDX-License-Identifier: GPL-3.0-or-later
// The integrity file reader and the join of its findings to the record's references.
#include "integrity/integritytestutil.h"
#include "models/integrity/eventcheck.h"
#include "models/integrity/integrity.h"
#include "models/integrity/integrityfacts.h"
#include "models/integrity/integrityjoin.h"
#include "models/items/observationfilter.h"
#include "models/record/parser.h"
#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace pith;
using namespace pith::test;

class TestIntegrity : public QObject {
    Q_OBJECT
private slots:
    void everyField();
    void nullsAndAbsentKeys();
    void openEnumerations();
    void hostileStrings();
    void wrongTypes_data();
    void wrongTypes();
    void syntaxAndRepeatedKeys();
    void fileChecks();
    void sizeCap();
    void joinKinds();
    void joinWithoutEvidence();
    void ambiguousIdentifier();
    void queryKeys_data();
    void queryKeys();
    void summaryLineNamesContradiction();
    void unnamedKeyNamedAsSuch();
};

namespace {

const QString kExample
    = QStringLiteral(R"({ "schema": "https://pith.science/schemas/pith-integrity/v1.json",
  "pith_number": "2604.18415", "arxiv_id": "2604.18415",
  "integrity": { "available": true, "endpoint": "/pith/2604.18415/integrity.json",
    "summary": { "critical": 1, "advisory": 0, "informational": 0,
                 "by_detector": { "doi_compliance": { "total": 1, "critical": 1, "advisory": 0, "informational": 0 } } },
    "clean": false,
    "detectors_run": [ { "name": "doi_compliance", "version": "1.0.0", "status": "completed",
                         "ran_at": "2026-05-20T04:02:06.919055Z", "findings_count": 1 } ],
    "findings": [ { "detector": "doi_compliance", "finding_type": "unresolvable_identifier",
                    "severity": "critical", "verdict_class": "cross_source", "note": "Identifier '10.1098/x' is syntactically valid but does not resolve",
                    "detected_doi": "10.1098/x", "detected_arxiv_id": null, "ref_index": 54,
                    "audited_at": "2026-05-20T04:02:06.919055Z", "extra": [1, 2] } ],
    "snapshot_sha256": "b3d0cd64" },
  "events": [ { "event_id": 4703, "event_type": "pith.integrity.v1", "payload_sha256": "789ccb07",
                "signature_b64": "qKYgBDw==", "signing_key_id": "pith-v1-2026-05",
                "created_at": "2026-05-20T04:02:41.814126+00:00",
                "payload": { "note": "n", "snippet": "E. B. Lindgren, B. Stamm", "detector": "doi_compliance",
                             "ref_index": 54, "finding_type": "unresolvable_identifier" } } ] })");

IntegrityFilePtr parsed(const QByteArray &bytes)
{
    const IntegrityParseResult r = parseIntegrity(bytes, QStringLiteral("i.json"));
    if (!r.ok())
        qWarning("%s", qUtf8Printable(r.error.toString()));
    return r.file;
}

RecordPtr joinFixture()
{
    // Reference 2 gets a DOI; references 1 and 3 cite arXiv papers already.
    const QByteArray bytes = mutatedFixture([](QJsonObject &root) {
        editOutbound(root, 1, [](QJsonObject &o) {
            o[QStringLiteral("citation")] = withChild(o[QStringLiteral("citation")].toObject(),
                QStringLiteral("cited_work"),
                [](QJsonObject &w) { w[QStringLiteral("doi")] = QStringLiteral("10.1000/XYZ"); });
        });
    });
    const ParseResult r = parseRecord(bytes, QStringLiteral("fixture"));
    if (!r.ok())
        qFatal("%s", qUtf8Printable(r.error.toString()));
    return r.record;
}

} // namespace

void TestIntegrity::everyField()
{
    const IntegrityFilePtr f = parsed(kExample.toUtf8());
    QVERIFY(f);
    QCOMPARE(f->schema, QLatin1String(kIntegritySchema));
    QCOMPARE(f->pithNumber, u"2604.18415"_qs);
    QCOMPARE(f->arxivId, u"2604.18415"_qs);
    QCOMPARE(f->available, true);
    QCOMPARE(f->endpoint, u"/pith/2604.18415/integrity.json"_qs);
    QCOMPARE(f->summary.critical, 1);
    QCOMPARE(f->summary.advisory, 0);
    QCOMPARE(f->summary.informational, 0);
    QCOMPARE(f->byDetector.size(), 1);
    QCOMPARE(f->byDetector.first().first, u"doi_compliance"_qs);
    QCOMPARE(f->byDetector.first().second.critical, 1);
    QCOMPARE(f->clean, false);
    QCOMPARE(f->snapshotSha256, u"b3d0cd64"_qs);
    QCOMPARE(f->detectorsRun.size(), 1);
    const IntegrityDetectorRun &d = f->detectorsRun.first();
    QCOMPARE(d.name, u"doi_compliance"_qs);
    QCOMPARE(d.version, u"1.0.0"_qs);
    QCOMPARE(d.status, u"completed"_qs);
    QCOMPARE(d.ranAt, u"2026-05-20T04:02:06.919055Z"_qs);
    QCOMPARE(d.findingsCount, 1);
    QCOMPARE(f->findings.size(), 1);
    const IntegrityFinding &x = f->findings.first();
    QCOMPARE(x.pointer, u"/integrity/findings/0"_qs);
    QCOMPARE(x.detector, u"doi_compliance"_qs);
    QCOMPARE(x.findingType, u"unresolvable_identifier"_qs);
    QCOMPARE(x.severity, u"critical"_qs);
    QCOMPARE(x.verdictClass, u"cross_source"_qs);
    QVERIFY(x.note.startsWith(u"Identifier '10.1098/x'"_qs));
    QCOMPARE(x.detectedDoi, u"10.1098/x"_qs);
    QVERIFY(x.detectedArxivId.isEmpty());
    QCOMPARE(x.refIndex, 54);
    QCOMPARE(x.auditedAt, u"2026-05-20T04:02:06.919055Z"_qs);
    QCOMPARE(x.detectorVersion, u"1.0.0"_qs); // from detectors_run
    QCOMPARE(x.snippet, u"E. B. Lindgren, B. Stamm"_qs); // from the signed event's payload
    QCOMPARE(x.otherKeys.size(), 1);
    QCOMPARE(x.otherKeys.first().pointer, u"/integrity/findings/0/extra"_qs);
    QCOMPARE(x.otherKeys.first().json, u"[1,2]"_qs);
    QVERIFY(!x.rescinded());
    QCOMPARE(f->events.size(), 1);
    const IntegrityEvent &e = f->events.first();
    QCOMPARE(e.eventId, 4703);
    QCOMPARE(e.eventType, u"pith.integrity.v1"_qs);
    QCOMPARE(e.payloadSha256, u"789ccb07"_qs);
    QCOMPARE(e.signatureB64, u"qKYgBDw=="_qs);
    QCOMPARE(e.signingKeyId, u"pith-v1-2026-05"_qs);
    QCOMPARE(e.createdAt, u"2026-05-20T04:02:41.814126+00:00"_qs);
    QVERIFY(e.hasPayload);
    // The payload in the record recipe: sorted keys, no white space.
    QCOMPARE(e.payloadCanonical,
        QByteArray(R"({"detector":"doi_compliance","finding_type":"unresolvable_identifier",)"
                   R"("note":"n","ref_index":54,"snippet":"E. B. Lindgren, B. Stamm"})"));
    QVERIFY(!e.payloadDigestMatchesRecipe()); // "789ccb07" is no SHA-256
    QCOMPARE(f->liveCount(u"critical"_qs), 1);
}

void TestIntegrity::nullsAndAbsentKeys()
{
    const QByteArray bytes
        = R"({"schema":null,"arxiv_id":"2509.00217","integrity":{"available":null,
        "summary":null,"clean":null,"detectors_run":null,"findings":[{"detector":null,
        "finding_type":null,"severity":null,"verdict_class":null,"note":null,"detected_doi":null,
        "detected_arxiv_id":null,"ref_index":null,"audited_at":null}]},"events":null})";
    const IntegrityFilePtr f = parsed(bytes);
    QVERIFY(f);
    QVERIFY(f->schema.isEmpty());
    QVERIFY(!f->available);
    QVERIFY(!f->clean);
    QVERIFY(!f->summary.critical);
    QCOMPARE(f->findings.size(), 1);
    QVERIFY(!f->findings.first().refIndex);
    QCOMPARE(IntegrityText::severity(QString()), u"no severity"_qs);
    QVERIFY(f->events.isEmpty());
    // A file of nothing but {} is an integrity file without findings.
    QVERIFY(parsed("{}"));
}

void TestIntegrity::openEnumerations()
{
    const QJsonArray findings {
        integrityFinding(u"catastrophic"_qs, u"phantom_reference"_qs, QJsonValue(), QJsonValue(), 3,
            u"oracle_said_so"_qs),
        integrityFinding(
            u"critical"_qs, u"dead_url"_qs, QJsonValue(), QJsonValue(), 4, u"rescinded"_qs),
    };
    const IntegrityFilePtr f = parsed(integrityBytes(integrityDocument(findings)));
    QVERIFY(f);
    QCOMPARE(f->findings[0].severity, u"catastrophic"_qs);
    QCOMPARE(IntegrityText::severity(u"catastrophic"_qs), u"catastrophic"_qs);
    QCOMPARE(IntegrityText::findingType(u"phantom_reference"_qs), u"phantom reference"_qs);
    QCOMPARE(IntegrityText::verdictClass(u"oracle_said_so"_qs), u"oracle said so"_qs);
    QCOMPARE(severityRank(u"catastrophic"_qs), 3);
    // Rescinded: never a live finding, its severity only as what it was.
    QVERIFY(f->findings[1].rescinded());
    QCOMPARE(f->liveCount(u"critical"_qs), 0);
    QCOMPARE(f->rescindedCount(), 1);
    QCOMPARE(IntegrityText::severityAndClass(f->findings[1]), u"rescinded, was critical"_qs);
    QVERIFY(findingLine(f->findings[1]).contains(u"rescinded, was critical"_qs));
}

void TestIntegrity::hostileStrings()
{
    const QString huge(200000, QLatin1Char('W'));
    const QString hostile = u"<b>bold</b>\u202Eevil\x1b[31m\n=cmd|' /C calc'!A0"_qs;
    QJsonObject finding = integrityFinding(u"critical"_qs, hostile, hostile, huge, 1);
    finding[u"note"_qs] = hostile;
    const IntegrityFilePtr f = parsed(integrityBytes(integrityDocument({ finding })));
    QVERIFY(f);
    QCOMPARE(f->findings.first().note, hostile); // kept as data, whole
    QCOMPARE(f->findings.first().findingType, hostile);
    QCOMPARE(f->findings.first().detectedArxivId.size(), huge.size());
    // Invalid UTF-8 is refused with where it is.
    const IntegrityParseResult bad
        = parseIntegrity(QByteArray("{\"note\": \"a\xff\"}"), QStringLiteral("bad.json"));
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error.line, 1);
    QVERIFY(bad.error.toString().startsWith(u"bad.json:1:"_qs));
}

void TestIntegrity::wrongTypes_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("root is an array")
        << QByteArray("[]") << u"i.json: /: expected an object, found an array"_qs;
    QTest::newRow("schema integer") << QByteArray(R"({"schema":1})")
                                    << u"i.json: /schema: expected a string, found an integer"_qs;
    QTest::newRow("integrity array") << QByteArray(
        R"({"integrity":[]})") << u"i.json: /integrity: expected an object, found an array"_qs;
    QTest::newRow("clean string")
        << QByteArray(R"({"integrity":{"clean":"no"}})")
        << u"i.json: /integrity/clean: expected a boolean, found a string"_qs;
    QTest::newRow("critical fraction")
        << QByteArray(R"({"integrity":{"summary":{"critical":1.5}}})")
        << u"i.json: /integrity/summary/critical: expected an integer, found a number with a fraction"_qs;
    QTest::newRow("by_detector entry")
        << QByteArray(R"({"integrity":{"summary":{"by_detector":{"a/b":3}}}})")
        << u"i.json: /integrity/summary/by_detector/a~1b: expected an object, found an integer"_qs;
    QTest::newRow("finding not an object")
        << QByteArray(R"({"integrity":{"findings":[{},"x"]}})")
        << u"i.json: /integrity/findings/1: expected an object, found a string"_qs;
    QTest::newRow("ref_index string")
        << QByteArray(R"({"integrity":{"findings":[{"ref_index":"54"}]}})")
        << u"i.json: /integrity/findings/0/ref_index: expected an integer, found a string"_qs;
    QTest::newRow("ref_index out of range")
        << QByteArray(R"({"integrity":{"findings":[{"ref_index":18446744073709551615}]}})")
        << u"i.json: /integrity/findings/0/ref_index: integer out of range"_qs;
    QTest::newRow("detected_doi object")
        << QByteArray(R"({"integrity":{"findings":[{"detected_doi":{}}]}})")
        << u"i.json: /integrity/findings/0/detected_doi: expected a string, found an object"_qs;
    QTest::newRow("detectors_run object")
        << QByteArray(R"({"integrity":{"detectors_run":{}}})")
        << u"i.json: /integrity/detectors_run: expected an array, found an object"_qs;
    QTest::newRow("event_id boolean")
        << QByteArray(R"({"events":[{"event_id":true}]})")
        << u"i.json: /events/0/event_id: expected an integer, found a boolean"_qs;
}

void TestIntegrity::wrongTypes()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const IntegrityParseResult r = parseIntegrity(json, QStringLiteral("i.json"));
    QVERIFY(!r.ok());
    QCOMPARE(r.error.toString(), message);
}

void TestIntegrity::syntaxAndRepeatedKeys()
{
    IntegrityParseResult r = parseIntegrity("{\n  \"a\": 1,\n  \"b\": }", QStringLiteral("s.json"));
    QVERIFY(!r.ok());
    QCOMPARE(r.error.line, 3);
    QCOMPARE(r.error.column, 8);
    // The tokenizer's own wording: what it expected, and what it found.
    QVERIFY2(r.error.message.contains(u"'}'"_qs), qPrintable(r.error.message));
    r = parseIntegrity(R"({"integrity":{"clean":true,"clean":false}})", QStringLiteral("d.json"));
    QVERIFY(!r.ok());
    QCOMPARE(r.error.pointer, u"/integrity/clean"_qs);
    QVERIFY(r.error.message.contains(u"duplicate key \"clean\""_qs));
    r = parseIntegrity("  \n", QStringLiteral("e.json"));
    QCOMPARE(r.error.toString(), u"e.json: is empty, not an integrity file"_qs);
}

void TestIntegrity::fileChecks()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(
        loadIntegrityFile(dir.path()).error.message, u"is a directory, not an integrity file"_qs);
    QCOMPARE(loadIntegrityFile(dir.filePath(u"none.json"_qs)).error.message, u"no such file"_qs);
    const QString fifo = dir.filePath(u"fifo"_qs);
    QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QVERIFY(loadIntegrityFile(fifo).error.message.contains(u"not a regular file"_qs));
    QVERIFY(
        loadIntegrityFile(u"/proc/self/environ"_qs).error.message.contains(u"system generates"_qs));
    const QString good = dir.filePath(u"good.json"_qs);
    QFile out(good);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(kExample.toUtf8());
    out.close();
    const IntegrityParseResult r = loadIntegrityFile(good);
    QVERIFY(r.ok());
    QCOMPARE(r.file->source, good);
}

void TestIntegrity::sizeCap()
{
    QTemporaryDir dir;
    const QString big = dir.filePath(u"big.json"_qs);
    QFile out(big);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QVERIFY(out.resize(kMaxIntegrityFileBytes + 1)); // sparse: no disk used
    out.close();
    const IntegrityParseResult r = loadIntegrityFile(big);
    QVERIFY(!r.ok());
    QVERIFY(
        r.error.message.contains(u"more than the 16777216 bytes an integrity file may have"_qs));
    QVERIFY(!parseIntegrity(QByteArray(kMaxIntegrityFileBytes + 1, ' '), u"x"_qs).ok());
}

void TestIntegrity::joinKinds()
{
    const RecordPtr record = joinFixture();
    const QJsonArray findings {
        // 0: by DOI (written as a URL, other case): reference 2; ref_index 1 shows the offset +1
        integrityFinding(u"critical"_qs, u"unresolvable_identifier"_qs,
            u"https://doi.org/10.1000/xyz"_qs, QJsonValue(), 1),
        // 1: by arXiv id (with prefix and version): reference 3, ref_index 2: offset +1 again
        integrityFinding(u"advisory"_qs, u"identifier_title_mismatch"_qs, QJsonValue(),
            u"arXiv:2412.16432v2"_qs, 2),
        // 2: no identifier: by reference number, ref_index 4 + 1 = reference 5
        integrityFinding(u"informational"_qs, u"dead_url"_qs, QJsonValue(), QJsonValue(), 4),
        // 3: a DOI no row cites, ref_index naming reference 2, which cites another DOI
        integrityFinding(
            u"critical"_qs, u"broken_identifier"_qs, u"10.9/other"_qs, QJsonValue(), 1),
        // 4: ref_index beyond the record
        integrityFinding(u"critical"_qs, u"dead_url"_qs, QJsonValue(), QJsonValue(), 500),
        // 5: about the paper as a whole
        integrityFinding(u"advisory"_qs, u"ai_language_model_disclaimer"_qs, QJsonValue(),
            QJsonValue(), QJsonValue()),
        // 6: rescinded, on reference 6
        integrityFinding(
            u"critical"_qs, u"dead_code_link"_qs, QJsonValue(), QJsonValue(), 5, u"rescinded"_qs),
        // 7: arXiv id contradicting reference 1 (which cites 2507.07120)
        integrityFinding(
            u"critical"_qs, u"broken_identifier"_qs, QJsonValue(), u"9999.99999"_qs, 0),
    };
    const IntegrityFilePtr file = parsed(integrityBytes(integrityDocument(findings)));
    QVERIFY(file);
    const IntegrityJoinPtr join = joinIntegrity(*record, file);
    QCOMPARE(join->refIndexOffset, 1);
    QCOMPARE(join->offsetEvidence, 2);
    QVERIFY(join->refIndexBasis().contains(u"ref_index + 1"_qs));
    QCOMPARE(join->joined.size(), 4);
    const auto joined = [&](int finding) -> const JoinedFinding * {
        for (const JoinedFinding &j : join->joined) {
            if (j.finding == finding)
                return &j;
        }
        return nullptr;
    };
    QVERIFY(joined(0));
    QCOMPARE(joined(0)->kind, IntegrityJoinKind::Doi);
    QCOMPARE(record->outbound[joined(0)->outbound].citation.referenceIndex, 2);
    QCOMPARE(joined(1)->kind, IntegrityJoinKind::ArxivId);
    QCOMPARE(record->outbound[joined(1)->outbound].citation.referenceIndex, 3);
    QCOMPARE(joined(2)->kind, IntegrityJoinKind::ReferenceIndex);
    QCOMPARE(record->outbound[joined(2)->outbound].citation.referenceIndex, 5);
    QCOMPARE(joined(6)->kind, IntegrityJoinKind::ReferenceIndex);
    QCOMPARE(record->outbound[joined(6)->outbound].citation.referenceIndex, 6);
    QCOMPARE(IntegrityJoinText::key(joined(0)->kind), u"doi"_qs);
    QCOMPARE(IntegrityJoinText::key(joined(1)->kind), u"arxiv_id"_qs);
    QCOMPARE(IntegrityJoinText::key(joined(2)->kind), u"reference_index"_qs);
    QCOMPARE(IntegrityJoinText::label(joined(0)->kind), u"joined by DOI"_qs);

    QCOMPARE(join->unjoined.size(), 4);
    QCOMPARE(join->unjoined[0].finding, 3);
    QCOMPARE(join->unjoined[0].reason,
        u"contradiction: the finding names the DOI 10.9/other, but reference 2 cites 10.1000/XYZ"_qs);
    QCOMPARE(join->unjoined[1].finding, 4);
    QCOMPARE(join->unjoined[1].reason,
        u"ref_index 500 (reference 501) names no outbound reference of this record"_qs);
    QCOMPARE(join->unjoined[2].finding, 5);
    QCOMPARE(join->unjoined[2].reason, u"names no reference (about the paper as a whole)"_qs);
    QCOMPARE(join->unjoined[3].finding, 7);
    QCOMPARE(join->unjoined[3].reason,
        u"contradiction: the finding names arXiv:9999.99999, but reference 1 cites arXiv:2507.07120"_qs);

    // Rows: the findings on the observation, inbound rows never.
    QCOMPARE(join->at(record->outbound[1]).size(), 1);
    QVERIFY(join->at(record->outbound[7]).isEmpty());
    QCOMPARE(join->liveJoinedCount(), 3);
}

void TestIntegrity::joinWithoutEvidence()
{
    // No identifier joins: ref_index is taken as the record's own number, and it says so.
    const RecordPtr record = joinFixture();
    const IntegrityFilePtr file = parsed(integrityBytes(integrityDocument(
        { integrityFinding(u"critical"_qs, u"dead_url"_qs, QJsonValue(), QJsonValue(), 4) })));
    const IntegrityJoinPtr join = joinIntegrity(*record, file);
    QCOMPARE(join->refIndexOffset, 0);
    QCOMPARE(join->offsetEvidence, 0);
    QVERIFY(join->refIndexBasis().contains(u"not published"_qs));
    QCOMPARE(join->joined.size(), 1);
    QCOMPARE(record->outbound[join->joined.first().outbound].citation.referenceIndex, 4);

    // Identifier joins that disagree: offset 0, and the basis says they disagree.
    const IntegrityFilePtr mixed = parsed(integrityBytes(integrityDocument({
        integrityFinding(u"critical"_qs, u"x"_qs, u"10.1000/xyz"_qs, QJsonValue(), 2), // delta 0
        integrityFinding(u"critical"_qs, u"x"_qs, QJsonValue(), u"2412.16432"_qs, 2), // delta 1
    })));
    const IntegrityJoinPtr j2 = joinIntegrity(*record, mixed);
    QVERIFY(j2->offsetInconsistent);
    QCOMPARE(j2->refIndexOffset, 0);
    QVERIFY(j2->refIndexBasis().contains(u"disagree"_qs));
}

void TestIntegrity::ambiguousIdentifier()
{
    // Two references cite the same DOI: the identifier alone joins nowhere, ref_index decides.
    const QByteArray bytes = mutatedFixture([](QJsonObject &root) {
        for (int i : { 1, 4 })
            editOutbound(root, i, [](QJsonObject &o) {
                o[u"citation"_qs] = withChild(o[u"citation"_qs].toObject(), u"cited_work"_qs,
                    [](QJsonObject &w) { w[u"doi"_qs] = u"10.5/same"_qs; });
            });
    });
    const RecordPtr record = parseRecord(bytes, u"f"_qs).record;
    QVERIFY(record);
    const IntegrityFilePtr file = parsed(integrityBytes(integrityDocument({
        integrityFinding(u"critical"_qs, u"x"_qs, u"10.5/same"_qs, QJsonValue(), 5),
        integrityFinding(u"critical"_qs, u"x"_qs, u"10.5/same"_qs, QJsonValue(), QJsonValue()),
    })));
    const IntegrityJoinPtr join = joinIntegrity(*record, file);
    QCOMPARE(join->joined.size(), 1);
    QCOMPARE(join->joined.first().kind, IntegrityJoinKind::ReferenceIndex);
    QCOMPARE(record->outbound[join->joined.first().outbound].citation.referenceIndex, 5);
    QCOMPARE(join->unjoined.size(), 1);
    QCOMPARE(join->unjoined.first().reason,
        u"2 references cite the DOI 10.5/same and the finding names no reference number"_qs);
}

void TestIntegrity::queryKeys_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QList<qint64>>("references"); // the reference numbers of the rows kept
    QTest::newRow("critical") << u"finding:critical"_qs << QList<qint64> { 2 };
    QTest::newRow("advisory or informational")
        << u"finding:advisory,informational"_qs << QList<qint64> { 3, 5 };
    QTest::newRow("a type") << u"finding:dead_url"_qs << QList<qint64> { 5 };
    QTest::newRow("any: rescinded ones do not count")
        << u"finding:any"_qs << QList<qint64> { 2, 3, 5 };
    QTest::newRow("rescinded") << u"finding:rescinded"_qs << QList<qint64> { 6 };
    QTest::newRow("detector") << u"detector:doi_compliance"_qs << QList<qint64> { 2, 3, 5 };
    QTest::newRow("negated, with a record key")
        << u"-finding:none ref:1..3"_qs << QList<qint64> { 2, 3 };
    QTest::newRow("open value from the file") << u"finding:catastrophic"_qs << QList<qint64> {};
}

void TestIntegrity::queryKeys()
{
    QFETCH(QString, query);
    QFETCH(QList<qint64>, references);
    const RecordPtr record = joinFixture();
    const IntegrityFilePtr file = parsed(integrityBytes(integrityDocument({
        integrityFinding(
            u"critical"_qs, u"unresolvable_identifier"_qs, u"10.1000/xyz"_qs, QJsonValue(), 2),
        integrityFinding(
            u"advisory"_qs, u"identifier_title_mismatch"_qs, QJsonValue(), u"2412.16432"_qs, 3),
        integrityFinding(u"informational"_qs, u"dead_url"_qs, QJsonValue(), QJsonValue(), 5),
        integrityFinding(
            u"critical"_qs, u"dead_code_link"_qs, QJsonValue(), QJsonValue(), 6, u"rescinded"_qs),
        integrityFinding(u"catastrophic"_qs, u"x"_qs, QJsonValue(), QJsonValue(), 900),
    })));
    const ObservationFactsList facts { std::make_shared<IntegrityFacts>(
        joinIntegrity(*record, file)) };
    const ObservationFilter::ParseResult p = ObservationFilter::parse(query, *record, facts);
    QVERIFY2(p.ok(), qPrintable(p.error.message));
    QList<qint64> kept;
    for (const Observation &o : record->outbound) {
        if (p.filter->matches(o))
            kept.append(*o.citation.referenceIndex);
    }
    QCOMPARE(kept, references);
    // The round trip the filter bar and the CLI rely on.
    QVERIFY(ObservationFilter::parse(p.filter->toString(), *record, facts).ok());
    // Without the facts, the keys are unknown; with them a misspelling gets a suggestion.
    QVERIFY(!ObservationFilter::parse(query, *record).ok());
    const auto misspelt = ObservationFilter::parse(u"finding:critcal"_qs, *record, facts);
    QVERIFY(!misspelt.ok());
    QVERIFY2(misspelt.error.message.contains(u"critical"_qs), qPrintable(misspelt.error.message));
}

// Pith's "clean" beside its own critical finding: the line says both, as a contradiction, and
// never "clean, as Pith says"; a file with no findings that says clean is passed on as such.
void TestIntegrity::summaryLineNamesContradiction()
{
    const IntegrityFilePtr notClean = parsed(kExample.toUtf8());
    QVERIFY(notClean);
    QVERIFY(!integritySummaryLine(*notClean).contains(u"clean"_qs));

    QString example = kExample;
    example.replace(u"\"clean\": false"_qs, u"\"clean\": true"_qs);
    const IntegrityFilePtr contradicts = parsed(example.toUtf8());
    QVERIFY(contradicts);
    const QString line = integritySummaryLine(*contradicts);
    QVERIFY2(line.contains(u"1 critical"_qs)
            && line.contains(u"Pith calls it clean, yet lists 1 critical or advisory finding"_qs),
        qPrintable(line));
    QVERIFY(!line.contains(u"clean, as Pith says"_qs));

    const IntegrityFilePtr clean
        = parsed(pith::test::integrityBytes(pith::test::integrityDocument({})));
    QVERIFY(clean);
    QVERIFY2(integritySummaryLine(*clean).contains(u"clean, as Pith says"_qs),
        qPrintable(integritySummaryLine(*clean)));
}

// An event signed without a key id: said so, not "no public key for  in the preferences".
void TestIntegrity::unnamedKeyNamedAsSuch()
{
    EventCheck check;
    check.signature = SignatureState::NotChecked;
    QCOMPARE(check.signatureText({}),
        u"Ed25519 signature present, not checked (the event names no signing key)"_qs);
    QVERIFY(check.signatureText(u"pith-v1-2026-05"_qs).contains(u"no public key for pith-v1"_qs));
}

QTEST_GUILESS_MAIN(TestIntegrity)
#include "tst_integrity.moc"

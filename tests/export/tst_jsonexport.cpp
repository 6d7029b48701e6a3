// SPDX-License-Identifier: GPL-3.0-or-later
// JSON export: the selected observations are the original objects, re-verified by the real
// `pith-ledger-cli verify`; the header fields are the record's.
#include "tests/export/exporttestutil.h"

#include "models/export/jsonwriter.h"
#include "models/io/atomicfile.h"
#include "models/record/parser.h"

#include <QBuffer>
#include <QJsonArray>
#include <QTemporaryDir>

using namespace pith;
using namespace pith::exporting;
using namespace pith::test;

class TestJsonExport : public QObject {
    Q_OBJECT
private slots:
    void init() { QVERIFY(m_dir.isValid()); }
    void selectionVerifiesWithTheRealVerifier();
    void observationsAreTheOriginalObjects();
    void headerFields();
    void tamperedObservationStillFails();
    void inboundGoesToInbound();
    void stringEscaping();
    void lightParseWritesTheSameBytes_data();
    void lightParseWritesTheSameBytes();

private:
    QString exportTo(
        const QString &name, const Record &r, const QList<int> &rows, const JsonExportInfo &info)
    {
        const QString path = m_dir.filePath(name);
        QString error;
        const bool ok = io::writeFileAtomically(
            path,
            [&](QIODevice *d, QString *reason) {
                return writeJson(d, r, observationsForRows(r, rows), info, reason);
            },
            &error);
        if (!ok)
            qWarning("%s", qPrintable(error));
        return ok ? path : QString();
    }
    QJsonObject verifyJson(const QString &path, int *exitCode)
    {
        const ProcessRun r = runProgram(QStringLiteral(PITH_CLI_PATH),
            { QStringLiteral("verify"), QStringLiteral("--json"), path });
        *exitCode = r.exitCode;
        return QJsonDocument::fromJson(r.out).object();
    }
    static QList<int> rowsOf(const Record &r, const char *query)
    {
        const auto parsed = ObservationFilter::parse(QString::fromUtf8(query));
        return rowsMatching(r, *parsed.filter);
    }
    QTemporaryDir m_dir;
};

void TestJsonExport::selectionVerifiesWithTheRealVerifier()
{
    const ParseResult parsed = loadRecordFile(fixturePath());
    QVERIFY(parsed.ok());
    JsonExportInfo info;
    info.query = QStringLiteral("status:unresolved");
    info.allRows = false;
    const QString path = exportTo(QStringLiteral("u.json"), *parsed.record,
        rowsOf(*parsed.record, "status:unresolved"), info);
    QVERIFY(!path.isEmpty());
    int exitCode = -1;
    const QJsonObject v = verifyJson(path, &exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(v[QStringLiteral("ok")].toBool(false), true);
    QCOMPARE(v[QStringLiteral("outbound")].toInt(-1), 10);
    QCOMPARE(v[QStringLiteral("inbound")].toInt(-1), 0);
    QCOMPARE(v[QStringLiteral("digest_failures")].toArray(), QJsonArray());
    // The export states no context digest of its own: the record's covers all 21 observations.
    QCOMPARE(v[QStringLiteral("context_digest")].toString(), QStringLiteral("missing"));

    // All rows: every observation verifies too.
    const QString all
        = exportTo(QStringLiteral("all.json"), *parsed.record, allRows(*parsed.record), {});
    const QJsonObject va = verifyJson(all, &exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(va[QStringLiteral("outbound")].toInt(-1), 21);
    QCOMPARE(va[QStringLiteral("digest_failures")].toArray(), QJsonArray());
}

void TestJsonExport::observationsAreTheOriginalObjects()
{
    const ParseResult parsed = loadRecordFile(fixturePath());
    const QList<int> rows = { 20, 3, 7 }; // the view's order, not the record's
    const QString path = exportTo(QStringLiteral("three.json"), *parsed.record, rows, {});
    const QJsonObject exported = QJsonDocument::fromJson(readAll(path)).object();
    const QJsonArray source
        = QJsonDocument::fromJson(fixtureBytes()).object()[QStringLiteral("outbound")].toArray();
    const QJsonArray out = exported[QStringLiteral("outbound")].toArray();
    QCOMPARE(out.size(), 3);
    for (int i = 0; i < rows.size(); ++i)
        QCOMPARE(out.at(i).toObject(), source.at(rows.at(i)).toObject());
    QCOMPARE(exported[QStringLiteral("inbound")].toArray(), QJsonArray());
}

void TestJsonExport::headerFields()
{
    const ParseResult parsed = loadRecordFile(fixturePath());
    const Record &r = *parsed.record;
    JsonExportInfo info;
    info.query = QStringLiteral("status:unresolved \"shard\"");
    info.allRows = false;
    info.exportedAt = QDateTime(QDate(2026, 12, 2), QTime(15, 30), Qt::UTC);
    info.program = QStringLiteral("pith-ledger test");
    const QString path
        = exportTo(QStringLiteral("h.json"), r, rowsOf(r, "status:unresolved \"shard\""), info);
    const QJsonObject o = QJsonDocument::fromJson(readAll(path)).object();
    const QJsonObject src = QJsonDocument::fromJson(fixtureBytes()).object();
    QCOMPARE(
        o[QStringLiteral("schema")].toString(), QStringLiteral("pith.paper-citation-record.v1"));
    QCOMPARE(o[QStringLiteral("as_of")], src[QStringLiteral("as_of")]);
    QCOMPARE(o[QStringLiteral("thesis")], src[QStringLiteral("thesis")]);
    const QJsonObject paper = o[QStringLiteral("paper")].toObject();
    const QJsonObject srcPaper = src[QStringLiteral("paper")].toObject();
    for (const QString &key : paper.keys())
        QCOMPARE(paper[key], srcPaper[key]);
    QCOMPARE(paper[QStringLiteral("title")], srcPaper[QStringLiteral("title")]);
    QCOMPARE(paper[QStringLiteral("arxiv_id")], srcPaper[QStringLiteral("arxiv_id")]);
    QVERIFY(!o.contains(QStringLiteral("context_digest")));
    const QJsonObject meta = o[QStringLiteral("pith_ledger_export")].toObject();
    QCOMPARE(meta[QStringLiteral("format")].toString(), QStringLiteral("pith-ledger.export.v1"));
    QCOMPARE(meta[QStringLiteral("source_context_digest")], src[QStringLiteral("context_digest")]);
    QCOMPARE(meta[QStringLiteral("source_context_digest_state")].toString(), QStringLiteral("ok"));
    QCOMPARE(meta[QStringLiteral("query")].toString(), info.query);
    QCOMPARE(meta[QStringLiteral("rows")].toString(), QStringLiteral("selected"));
    QCOMPARE(meta[QStringLiteral("selected_outbound")].toInt(-1),
        int(o[QStringLiteral("outbound")].toArray().size()));
    QVERIFY(meta[QStringLiteral("selected_outbound")].toInt(-1) >= 1);
    QCOMPARE(meta[QStringLiteral("source_outbound")].toInt(-1), 21);
    QCOMPARE(meta[QStringLiteral("source_inbound")].toInt(-1), 0);
    QCOMPARE(
        meta[QStringLiteral("exported_at")].toString(), QStringLiteral("2026-12-02T15:30:00Z"));
    QCOMPARE(meta[QStringLiteral("program")].toString(), QStringLiteral("pith-ledger test"));
}

void TestJsonExport::tamperedObservationStillFails()
{
    // A generated record with two observations changed after digesting: exporting does not
    // "repair" them, the verifier still names exactly those.
    const QString src = m_dir.filePath(QStringLiteral("tampered.json"));
    const ProcessRun g = runProgram(QStringLiteral(PITH_PYTHON),
        { QStringLiteral(PITH_GEN_RECORD), QStringLiteral("--outbound"), QStringLiteral("30"),
            QStringLiteral("--inbound"), QStringLiteral("4"), QStringLiteral("--tamper"),
            QStringLiteral("2"), QStringLiteral("-o"), src });
    QVERIFY2(g.exitCode == 0, g.err.constData());
    const ParseResult parsed = loadRecordFile(src);
    QVERIFY(parsed.ok());
    QStringList failing = parsed.record->digestFailures();
    QCOMPARE(failing.size(), 2);
    const QString path
        = exportTo(QStringLiteral("t.json"), *parsed.record, allRows(*parsed.record), {});
    int exitCode = -1;
    const QJsonObject v = verifyJson(path, &exitCode);
    QCOMPARE(exitCode, 1);
    QStringList reported;
    for (const QJsonValue &id : v[QStringLiteral("digest_failures")].toArray())
        reported << id.toString();
    failing.sort();
    reported.sort();
    QCOMPARE(reported, failing);
}

void TestJsonExport::inboundGoesToInbound()
{
    const QString src = m_dir.filePath(QStringLiteral("gen.json"));
    QVERIFY(generateRecord(src, 20, 6, 3));
    const ParseResult parsed = loadRecordFile(src);
    QVERIFY(parsed.ok());
    const QString path = exportTo(QStringLiteral("in.json"), *parsed.record, { 22, 1, 25 }, {});
    const QJsonObject o = QJsonDocument::fromJson(readAll(path)).object();
    QCOMPARE(o[QStringLiteral("outbound")].toArray().size(), 1);
    QCOMPARE(o[QStringLiteral("inbound")].toArray().size(), 2);
    const QJsonArray srcIn
        = QJsonDocument::fromJson(readAll(src)).object()[QStringLiteral("inbound")].toArray();
    QCOMPARE(o[QStringLiteral("inbound")].toArray().at(0).toObject(), srcIn.at(2).toObject());
    QCOMPARE(o[QStringLiteral("inbound")].toArray().at(1).toObject(), srcIn.at(5).toObject());
    int exitCode = -1;
    const QJsonObject v = verifyJson(path, &exitCode);
    QCOMPARE(v[QStringLiteral("digest_failures")].toArray(), QJsonArray());
    QCOMPARE(v[QStringLiteral("inbound")].toInt(-1), 2);
}

void TestJsonExport::stringEscaping()
{
    QCOMPARE(jsonString(QStringLiteral("a\"b\\c")), QByteArray("\"a\\\"b\\\\c\""));
    QCOMPARE(jsonString(QStringLiteral("l1\nl2\t\x01")), QByteArray("\"l1\\nl2\\t\\u0001\""));
    QCOMPARE(jsonString(QStringLiteral("注意 ü </script>")),
        QByteArray("\"") + QStringLiteral("注意 ü </script>").toUtf8() + "\"");
    QCOMPARE(QJsonDocument::fromJson("[" + jsonString(QStringLiteral("x\ry\b\f")) + "]")
                 .array()
                 .at(0)
                 .toString(),
        QStringLiteral("x\ry\b\f"));
}

// The command line's JSON export parses without observation details (with a query: only the
// table's fields) and keeps each observation's bytes: the file is byte for byte that of a full
// parse, on canonical, pretty-printed and key-shuffled records big enough to be parsed by every
// core from a buffer whose pages the parser may give back.
void TestJsonExport::lightParseWritesTheSameBytes_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("query");
    for (const char *layout : { "canonical", "pretty", "shuffled" }) {
        QTest::newRow(layout) << QString::fromLatin1(layout) << QString();
        QTest::newRow(qPrintable(QStringLiteral("%1, with a query").arg(QLatin1String(layout))))
            << QString::fromLatin1(layout) << QStringLiteral("-status:unresolved");
    }
}

void TestJsonExport::lightParseWritesTheSameBytes()
{
    QFETCH(QString, layout);
    QFETCH(QString, query);
    const QString path = m_dir.filePath(layout + QStringLiteral(".json"));
    const ProcessRun gen = runProgram(QStringLiteral(PITH_PYTHON),
        { QStringLiteral(PITH_GEN_RECORD), QStringLiteral("--outbound"), QStringLiteral("4600"),
            QStringLiteral("--inbound"), QStringLiteral("40"), QStringLiteral("--seed"),
            QStringLiteral("3"), QStringLiteral("--layout"), layout, QStringLiteral("-o"), path });
    QVERIFY2(gen.exitCode == 0, gen.err.constData());
    JsonExportInfo info;
    info.query = query;
    info.allRows = query.isEmpty();
    info.exportedAt = QDateTime(QDate(2026, 12, 3), QTime(12, 0), Qt::UTC);
    const auto exported = [&](const ParseOptions &options) {
        const ParseResult parsed = loadRecordFile(path, options);
        if (!parsed.ok()) {
            qWarning("%s", qPrintable(parsed.error.toString()));
            return QByteArray();
        }
        const Record &r = *parsed.record;
        QList<int> rows;
        if (query.isEmpty())
            rows = allRows(r);
        else
            rows = rowsMatching(r, *ObservationFilter::parse(query, r).filter);
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QString error;
        if (!writeJson(&buffer, r, observationsForRows(r, rows), info, &error))
            qWarning("%s", qPrintable(error));
        return buffer.data();
    };
    const QByteArray full = exported(ParseOptions());
    QVERIFY(full.size() > 1000000);
    ParseOptions light;
    light.observationDetails = !query.isEmpty();
    light.tableFieldsOnly = true;
    light.keepRawJson = true;
    QCOMPARE(exported(light), full);
}

QTEST_GUILESS_MAIN(TestJsonExport)
#include "tst_jsonexport.moc"

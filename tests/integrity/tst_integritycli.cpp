// SPDX-License-Identifier: GPL-3.0-or-later
// `pith-ledger-cli summary|export --integrity FILE|auto`, run as a user would: the summary's
// findings on their references, the CSV columns read back with Python's csv module, the PDF read
// back with pdftotext, and auto against a real server on 127.0.0.1 (404 = none, 500 shown).
#include "integrity/integritytestutil.h"
#include "tests/export/exporttestutil.h"
#include "tests/net/testserver.h"

#include <QTemporaryDir>

using namespace pith::test;

class TestIntegrityCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void summaryJoinsFindings();
    void csvColumns();
    void filterNeedsIntegrity();
    void pdfFindings();
    void autoFetch();
    void badFiles();

private:
    ProcessRun cli(const QStringList &args)
    {
        return runProgram(QStringLiteral(PITH_CLI_PATH), args);
    }
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
    QString m_integrity;
    QByteArray m_bytes;
};

void TestIntegrityCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QJsonObject hostile = integrityFinding(
        u"advisory"_qs, u"dead_url"_qs, QJsonValue(), QJsonValue(), 6, u"threshold_with_margin"_qs);
    hostile[u"note"_qs] = u"=HYPERLINK(\"x\"), returned 404"_qs;
    m_bytes = integrityBytes(integrityDocument({
        integrityFinding(
            u"critical"_qs, u"unresolvable_identifier"_qs, QJsonValue(), u"2412.16432"_qs, 2),
        hostile,
        integrityFinding(
            u"critical"_qs, u"dead_code_link"_qs, QJsonValue(), QJsonValue(), 8, u"rescinded"_qs),
        integrityFinding(
            u"critical"_qs, u"broken_identifier"_qs, u"10.1098/xyz"_qs, QJsonValue(), QJsonValue()),
    }));
    m_integrity = path(u"integrity.json"_qs);
    QFile f(m_integrity);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(m_bytes);
}

void TestIntegrityCli::summaryJoinsFindings()
{
    const ProcessRun r = cli({ u"summary"_qs, fixturePath(), u"--integrity"_qs, m_integrity });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(
        out.contains(u"Pith integrity: 2 critical, 1 advisory, 0 informational, 1 rescinded"_qs),
        r.out.constData());
    QVERIFY(out.contains(u"ref_index is read as reference number ref_index + 1"_qs));
    QVERIFY(out.contains(u"reference 3: unresolvable identifier: "_qs));
    QVERIFY(out.contains(u"(critical, cross-source); joined by arXiv id"_qs));
    QVERIFY(out.contains(u"reference 7: dead link: "_qs));
    QVERIFY(out.contains(u"reference 9: dead code link: "_qs));
    QVERIFY(out.contains(u"rescinded, was critical"_qs));
    QVERIFY(out.contains(u"Unjoined findings\n  broken identifier: "_qs));
    QVERIFY(out.contains(u"no reference in this record cites the DOI 10.1098/xyz"_qs));
    QVERIFY(r.err.contains("Integrity findings from"));
}

void TestIntegrityCli::csvColumns()
{
    const QString csv = path(u"f.csv"_qs);
    const ProcessRun r = cli({ u"export"_qs, fixturePath(), u"--integrity"_qs, m_integrity,
        u"--filter"_qs, u"finding:any,rescinded"_qs, u"-o"_qs, csv });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // Python's csv module as the reader: the finding columns row by row.
    const ProcessRun py = runProgram(QStringLiteral(PITH_PYTHON),
        { u"-c"_qs,
            u"import csv,sys\n"
            "rows=list(csv.reader(open(sys.argv[1],newline='',encoding='utf-8')))\n"
            "h=rows[0]\n"
            "print('|'.join(h[-5:]))\n"
            "for r in rows[1:]:\n"
            "    d=dict(zip(h,r))\n"
            "    print('|'.join([d['reference_index']]+[d[k] for k in h[-5:]]))\n"_qs,
            csv });
    QVERIFY2(py.exitCode == 0, py.err.constData());
    const QStringList lines = QString::fromUtf8(py.out).trimmed().split(u'\n');
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0],
        u"finding_severity|finding_type|finding_verdict_class|finding_note|finding_join"_qs);
    QCOMPARE(lines[1],
        u"3|critical|unresolvable_identifier|cross_source|Identifier is syntactically valid but "
        u"does "
        "not resolve|arxiv_id"_qs);
    // The formula rule applies to the new columns too.
    QCOMPARE(lines[2],
        u"7|advisory|dead_url|threshold_with_margin|'=HYPERLINK(\"x\"), returned 404|reference_index"_qs);
    // Rescinded: never a live severity.
    QCOMPARE(lines[3],
        u"9|rescinded|dead_code_link|rescinded|Identifier is syntactically valid but does not "
        "resolve|reference_index"_qs);
    // Without --integrity the columns are not there.
    const QString plainCsv = path(u"p.csv"_qs);
    QCOMPARE(cli({ u"export"_qs, fixturePath(), u"-o"_qs, plainCsv }).exitCode, 0);
    QVERIFY(!readAll(plainCsv).contains("finding_"));
}

void TestIntegrityCli::filterNeedsIntegrity()
{
    const ProcessRun r = cli({ u"export"_qs, fixturePath(), u"--filter"_qs, u"finding:critical"_qs,
        u"-o"_qs, path(u"x.csv"_qs) });
    QCOMPARE(r.exitCode, 64);
    QVERIFY2(r.err.contains("unknown key \"finding\""), r.err.constData());
    const ProcessRun c = cli({ u"export"_qs, fixturePath(), u"--integrity"_qs, m_integrity,
        u"--filter"_qs, u"finding:critical"_qs, u"-o"_qs, path(u"c.csv"_qs) });
    QVERIFY2(c.exitCode == 0, c.err.constData());
    QVERIFY2(c.out.contains("Exported 1 of 21"), c.out.constData());
}

void TestIntegrityCli::pdfFindings()
{
    if (QStringLiteral(PITH_PDFTOTEXT).isEmpty())
        QSKIP("pdftotext is not installed");
    const QString pdf = path(u"f.pdf"_qs);
    const ProcessRun r
        = cli({ u"export"_qs, fixturePath(), u"--integrity"_qs, m_integrity, u"-o"_qs, pdf });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const ProcessRun text
        = runProgram(QStringLiteral(PITH_PDFTOTEXT), { u"-raw"_qs, pdf, u"-"_qs });
    const QString t = QString::fromUtf8(text.out).simplified();
    QVERIFY2(t.contains(u"Pith integrity findings"_qs), qPrintable(t.left(3000)));
    QVERIFY(t.contains(u"Pith integrity: 2 critical, 1 advisory, 0 informational, 1 rescinded"_qs));
    QVERIFY(t.contains(u"Not joined to a reference (1):"_qs));
    QVERIFY(t.contains(u"joined by arXiv id"_qs));
    QVERIFY(t.contains(u"joined by reference number"_qs));
}

void TestIntegrityCli::autoFetch()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    const QString base = server.baseUrl().toString();
    // 404: no integrity file, which is no failure.
    ProcessRun r = cli(
        { u"summary"_qs, fixturePath(), u"--integrity"_qs, u"auto"_qs, u"--base-url"_qs, base });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.contains("No integrity findings:"), r.err.constData());
    QVERIFY(!r.out.contains("Pith integrity:"));
    // 500: shown, exit 2.
    server.setRoute("/pith/2509.00217/integrity.json", ScriptedResponse::withStatus(500));
    r = cli({ u"summary"_qs, fixturePath(), u"--integrity=auto"_qs, u"--base-url"_qs, base });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("HTTP 500"), r.err.constData());
    // 200: fetched and joined.
    server.setRoute("/pith/2509.00217/integrity.json", ScriptedResponse::ok(m_bytes));
    r = cli({ u"export"_qs, fixturePath(), u"--integrity"_qs, u"auto"_qs, u"--base-url"_qs, base,
        u"--filter"_qs, u"detector:doi_compliance"_qs, u"-o"_qs, path(u"a.csv"_qs) });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("Exported 2 of 21"), r.out.constData());
}

void TestIntegrityCli::badFiles()
{
    const QString bad = path(u"bad.json"_qs);
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"integrity":{"findings":[{"ref_index":"3"}]}})");
    f.close();
    ProcessRun r = cli({ u"summary"_qs, fixturePath(), u"--integrity"_qs, bad });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(
        r.err.contains(": /integrity/findings/0/ref_index: expected an integer, found a string"),
        r.err.constData());
    const QString other = path(u"other.json"_qs);
    QFile o(other);
    QVERIFY(o.open(QIODevice::WriteOnly));
    o.write(integrityBytes(integrityDocument({}, {}, u"2604.18415"_qs)));
    o.close();
    r = cli({ u"summary"_qs, fixturePath(), u"--integrity"_qs, other });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("not the integrity file of this record's paper"), r.err.constData());
    r = cli({ u"summary"_qs, fixturePath(), u"--integrity"_qs });
    QCOMPARE(r.exitCode, 64);
}

QTEST_GUILESS_MAIN(TestIntegrityCli)
#include "tst_integritycli.moc"

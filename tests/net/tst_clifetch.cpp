// SPDX-License-Identifier: GPL-3.0-or-later
// The real pith-ledger-cli against servers on 127.0.0.1: fetch writes the record byte for byte,
// every failure exits non-zero with its message and leaves no file; summary and verify take ids.
#include "tests/net/testserver.h"
#include "tests/testutil.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace pith::test;
using B = ScriptedResponse::Behaviour;

static const QByteArray kPath = "/paper/2509.00217/citation-record.json";

class TestCliFetch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void fetchWritesByteForByte_data();
    void fetchWritesByteForByte();
    void fetchFailures_data();
    void fetchFailures();
    void failureKeepsExistingFile();
    void untrustedCertificate();
    void usageErrors_data();
    void usageErrors();
    void summaryAndVerifyTakeIds();

private:
    struct Run {
        int exitCode;
        QByteArray out;
        QByteArray err;
    };
    static Run run(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(PITH_CLI_PATH), args);
        if (!p.waitForFinished(60000))
            qFatal("pith-ledger-cli did not finish");
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            p.readAllStandardOutput(), p.readAllStandardError() };
    }
    QStringList filesInOutputDir() const
    {
        return QDir(m_out->path())
            .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    }
    QString outFile() const { return m_out->filePath(QStringLiteral("out.json")); }

    QTemporaryDir m_pkiDir;
    TestPki m_pki;
    QByteArray m_fixture;
    std::unique_ptr<QTemporaryDir> m_out;
};

void TestCliFetch::initTestCase()
{
    QVERIFY(m_pkiDir.isValid());
    m_pki = TestPki::create(m_pkiDir.path());
    QVERIFY2(m_pki.ok(), qPrintable(m_pki.error));
    m_fixture = fixtureBytes();
}

void TestCliFetch::init()
{
    m_out = std::make_unique<QTemporaryDir>();
    QVERIFY(m_out->isValid());
}

void TestCliFetch::fetchWritesByteForByte_data()
{
    QTest::addColumn<QString>("input");
    QTest::newRow("id") << "2509.00217";
    QTest::newRow("versioned id") << "arXiv:2509.00217v1";
    QTest::newRow("arxiv url") << "https://arxiv.org/abs/2509.00217v2";
}

void TestCliFetch::fetchWritesByteForByte()
{
    QFETCH(QString, input);
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(kPath, ScriptedResponse::ok(m_fixture));
    const Run r = run({ QStringLiteral("fetch"), input, QStringLiteral("--base-url"),
        server.baseUrl().toString(), QStringLiteral("-o"), outFile() });
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.err, QByteArray());
    QVERIFY2(r.out.contains("saved arXiv:2509.00217"), r.out.constData());
    QFile f(outFile());
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), m_fixture);
    QCOMPARE(filesInOutputDir(), QStringList { QStringLiteral("out.json") });
    QVERIFY(server.requests().value(0).header("User-Agent").startsWith("PithLedger/"));
}

void TestCliFetch::fetchFailures_data()
{
    QTest::addColumn<ScriptedResponse>("response");
    QTest::addColumn<QStringList>("extraArgs");
    QTest::addColumn<QString>("message");
    const QByteArray big = "{\"padding\":\"" + QByteArray(2 * 1024 * 1024, 'x') + "\"}";
    ScriptedResponse cut = ScriptedResponse::ok(fixtureBytes());
    cut.cutOffAfter = 5000;
    ScriptedResponse drip = ScriptedResponse::ok(fixtureBytes());
    drip.behaviour = B::Drip;
    drip.dripIntervalMs = 200;
    HeaderList retry { qMakePair(QByteArray("Retry-After"), QByteArray("30")) };
    QTest::newRow("404") << ScriptedResponse::withStatus(404) << QStringList()
                         << "No record for this paper";
    QTest::newRow("429") << ScriptedResponse::withStatus(429, "slow\n", retry) << QStringList()
                         << "Rate limited";
    QTest::newRow("500") << ScriptedResponse::withStatus(500, "boom\n") << QStringList()
                         << "Server error";
    QTest::newRow("never answers")
        << ScriptedResponse::behaving(B::NeverAnswer)
        << QStringList { QStringLiteral("--timeout"), QStringLiteral("1") } << "Timed out";
    QTest::newRow("slow drip") << drip << QStringList { QStringLiteral("--timeout=1.5") }
                               << "Timed out";
    QTest::newRow("cut off") << cut << QStringList() << "connection";
    QTest::newRow("over --max-size")
        << ScriptedResponse::ok(big)
        << QStringList { QStringLiteral("--max-size"), QStringLiteral("1") } << "limit of 1 MiB";
    QTest::newRow("html") << ScriptedResponse::ok("<html><body>Login</body></html>", "text/html")
                          << QStringList() << "not a JSON record";
    QTest::newRow("json but not a record") << ScriptedResponse::ok("{\"hello\": \"world\"}")
                                           << QStringList() << "not a readable record";
    QTest::newRow("closes at once")
        << ScriptedResponse::behaving(B::CloseAtOnce) << QStringList() << "connection";
}

void TestCliFetch::fetchFailures()
{
    QFETCH(ScriptedResponse, response);
    QFETCH(QStringList, extraArgs);
    QFETCH(QString, message);
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(kPath, response);
    const Run r = run(QStringList { QStringLiteral("fetch"), QStringLiteral("2509.00217"),
                          QStringLiteral("--base-url"), server.baseUrl().toString(),
                          QStringLiteral("-o"), outFile() }
        + extraArgs);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY2(r.err.startsWith("pith-ledger-cli fetch: "), r.err.constData());
    QCOMPARE(r.out, QByteArray());
    QVERIFY(!QFile::exists(outFile()));
    QCOMPARE(filesInOutputDir(), QStringList()); // no partial or temporary file either
}

void TestCliFetch::failureKeepsExistingFile()
{
    {
        QFile f(outFile());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("what the user had");
    }
    TestServer server;
    QVERIFY(server.listenHttp());
    ScriptedResponse cut = ScriptedResponse::ok(m_fixture);
    cut.cutOffAfter = m_fixture.size() - 10;
    server.setRoute(kPath, cut);
    const Run r
        = run({ QStringLiteral("fetch"), QStringLiteral("2509.00217"), QStringLiteral("--base-url"),
            server.baseUrl().toString(), QStringLiteral("-o"), outFile() });
    QCOMPARE(r.exitCode, 2);
    QFile f(outFile());
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("what the user had"));
    QCOMPARE(filesInOutputDir(), QStringList { QStringLiteral("out.json") });
}

void TestCliFetch::untrustedCertificate()
{
    // The command line trusts the system's CAs only: a test certificate is refused, never ignored.
    TestServer server;
    QVERIFY(server.listenHttps(m_pki.serverCertificate, m_pki.serverKey));
    server.setRoute(kPath, ScriptedResponse::ok(m_fixture));
    const Run r
        = run({ QStringLiteral("fetch"), QStringLiteral("2509.00217"), QStringLiteral("--base-url"),
            server.baseUrl().toString(), QStringLiteral("-o"), outFile() });
    // stderr with the code: a sanitizer's report (exit code 1) or the CLI's own message.
    QVERIFY2(r.exitCode == 2,
        qPrintable(
            QStringLiteral("exit code %1: %2").arg(r.exitCode).arg(QString::fromUtf8(r.err))));
    QVERIFY2(r.err.contains("secure connection"), r.err.constData());
    QVERIFY(!QFile::exists(outFile()));
    QCOMPARE(server.requestCount(), 0);

    // And a https base redirecting to plain http is refused even with an http base allowed.
    TestServer plain;
    QVERIFY(plain.listenHttp());
    plain.setRoute(kPath, ScriptedResponse::redirect(server.url(kPath).toEncoded()));
    const Run up
        = run({ QStringLiteral("fetch"), QStringLiteral("2509.00217"), QStringLiteral("--base-url"),
            plain.baseUrl().toString(), QStringLiteral("-o"), outFile() });
    // Upgraded to https, where the certificate is still not trusted.
    QVERIFY2(up.exitCode == 2,
        qPrintable(
            QStringLiteral("exit code %1: %2").arg(up.exitCode).arg(QString::fromUtf8(up.err))));
    QVERIFY2(up.err.contains("secure connection"), up.err.constData());
}

void TestCliFetch::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no -o") << QStringList { QStringLiteral("fetch"), QStringLiteral("2509.00217") }
                           << 64 << "expected -o FILE";
    QTest::newRow("no id") << QStringList { QStringLiteral("fetch"), QStringLiteral("-o"),
        QStringLiteral("x.json") }
                           << 64 << "expected an arXiv ID";
    QTest::newRow("two ids") << QStringList { QStringLiteral("fetch"), QStringLiteral("2509.00217"),
        QStringLiteral("2509.00218"), QStringLiteral("-o"), QStringLiteral("x.json") }
                             << 64 << "got also";
    QTest::newRow("bad timeout") << QStringList { QStringLiteral("fetch"),
        QStringLiteral("2509.00217"), QStringLiteral("--timeout"), QStringLiteral("soon"),
        QStringLiteral("-o"), QStringLiteral("x.json") }
                                 << 64 << "--timeout expects seconds";
    QTest::newRow("bad base url") << QStringList { QStringLiteral("fetch"),
        QStringLiteral("2509.00217"), QStringLiteral("--base-url"), QStringLiteral("ftp://x"),
        QStringLiteral("-o"), QStringLiteral("x.json") }
                                  << 64 << "must start with https://";
    QTest::newRow("missing value")
        << QStringList { QStringLiteral("fetch"), QStringLiteral("2509.00217"),
               QStringLiteral("-o"), QStringLiteral("x.json"), QStringLiteral("--base-url") }
        << 64 << "--base-url expects a value";
    QTest::newRow("invalid id") << QStringList { QStringLiteral("fetch"),
        QStringLiteral("javascript:alert(1)"), QStringLiteral("-o"), QStringLiteral("x.json") }
                                << 2 << "expected an arXiv id";
    QTest::newRow("summary bad timeout") << QStringList { QStringLiteral("summary"),
        QStringLiteral("2509.00217"), QStringLiteral("--timeout=0") }
                                         << 64 << "--timeout expects seconds";
}

void TestCliFetch::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QDir::setCurrent(m_out->path());
    const Run r = run(args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QCOMPARE(filesInOutputDir(), QStringList());
}

void TestCliFetch::summaryAndVerifyTakeIds()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute(kPath, ScriptedResponse::ok(m_fixture));
    const QString base = server.baseUrl().toString();

    const Run summary = run({ QStringLiteral("summary"), QStringLiteral("arXiv:2509.00217"),
        QStringLiteral("--base-url"), base });
    QVERIFY2(summary.exitCode == 0, summary.err.constData());
    const Run local = run({ QStringLiteral("summary"), fixturePath() });
    QCOMPARE(summary.out, local.out); // the same record, the same summary

    const Run verify = run({ QStringLiteral("verify"), QStringLiteral("--json"),
        QStringLiteral("2509.00217"), fixturePath(), QStringLiteral("--base-url=") + base });
    QVERIFY2(verify.exitCode == 0, verify.err.constData());
    const QList<QByteArray> lines = verify.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    const QJsonObject first = QJsonDocument::fromJson(lines[0]).object();
    QCOMPARE(first[QStringLiteral("file")].toString(), QStringLiteral("2509.00217"));
    QCOMPARE(first[QStringLiteral("ok")].toBool(false), true);
    QCOMPARE(first[QStringLiteral("outbound")].toInt(), 21);

    // One id the server has no record for: its message, and the worst exit code.
    const Run missing = run({ QStringLiteral("verify"), QStringLiteral("2509.00217"),
        QStringLiteral("2509.99999"), QStringLiteral("--base-url"), base });
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("2509.99999: No record for this paper"), missing.err.constData());
    QVERIFY2(missing.out.contains("OK"), missing.out.constData());

    // A file named like an id is read locally, not fetched.
    QDir::setCurrent(m_out->path());
    QVERIFY(QFile::copy(fixturePath(), m_out->filePath(QStringLiteral("2509.00218"))));
    const int before = server.requestCount();
    const Run file = run({ QStringLiteral("verify"), QStringLiteral("2509.00218"),
        QStringLiteral("--base-url"), base });
    QCOMPARE(file.exitCode, 0);
    QCOMPARE(server.requestCount(), before);
}

QTEST_GUILESS_MAIN(TestCliFetch)
#include "tst_clifetch.moc"

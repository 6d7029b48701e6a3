// SPDX-License-Identifier: GPL-3.0-or-later
// What people paste, turned into the arXiv id a record is published under, and which record
// links may be followed.
#include "models/net/identifier.h"

#include <QTest>

using namespace pith::net;

class TestIdentifier : public QObject {
    Q_OBJECT
private slots:
    void accepted_data();
    void accepted();
    void refused_data();
    void refused();
    void baseHostUrlsAccepted();
    void followable_data();
    void followable();
    void urls();
    void baseUrlProblems_data();
    void baseUrlProblems();
};

void TestIdentifier::accepted_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("version");
    QTest::newRow("new style") << "2509.00217"
                               << "2509.00217" << 0;
    QTest::newRow("with version (dropped from the request)") << "2509.00217v1"
                                                             << "2509.00217" << 1;
    QTest::newRow("capital V") << "2509.00217V12"
                               << "2509.00217" << 12;
    QTest::newRow("arXiv: prefix") << "arXiv:2509.00217"
                                   << "2509.00217" << 0;
    QTest::newRow("lower-case prefix and version") << "arxiv:2509.00217v3"
                                                   << "2509.00217" << 3;
    QTest::newRow("surrounding whitespace") << "  2509.00217\n"
                                            << "2509.00217" << 0;
    QTest::newRow("four digits before 2015") << "1412.6980"
                                             << "1412.6980" << 0;
    QTest::newRow("first new-style month") << "0704.0001"
                                           << "0704.0001" << 0;
    QTest::newRow("old style") << "hep-th/9901001"
                               << "hep-th/9901001" << 0;
    QTest::newRow("old style with version") << "hep-th/9901001v2"
                                            << "hep-th/9901001" << 2;
    QTest::newRow("old style with subject class") << "math.GT/0309136"
                                                  << "math.GT/0309136" << 0;
    QTest::newRow("old style, case normalised") << "MATH.gt/0309136"
                                                << "math.GT/0309136" << 0;
    QTest::newRow("old style 2007") << "cond-mat/0703001"
                                    << "cond-mat/0703001" << 0;
    QTest::newRow("arxiv abs url") << "https://arxiv.org/abs/2509.00217v2"
                                   << "2509.00217" << 2;
    QTest::newRow("arxiv abs url, http, www") << "http://www.arxiv.org/abs/2509.00217"
                                              << "2509.00217" << 0;
    QTest::newRow("arxiv pdf url") << "https://arxiv.org/pdf/2509.00217v1.pdf"
                                   << "2509.00217" << 1;
    QTest::newRow("arxiv pdf url without .pdf") << "https://arxiv.org/pdf/2509.00217"
                                                << "2509.00217" << 0;
    QTest::newRow("export.arxiv.org") << "https://export.arxiv.org/abs/hep-th/9901001"
                                      << "hep-th/9901001" << 0;
    QTest::newRow("arxiv url without scheme") << "arxiv.org/abs/2509.00217"
                                              << "2509.00217" << 0;
    QTest::newRow("arxiv url with query") << "https://arxiv.org/abs/2509.00217?context=cs"
                                          << "2509.00217" << 0;
    QTest::newRow("arxiv doi") << "https://doi.org/10.48550/arXiv.2509.00217"
                               << "2509.00217" << 0;
    QTest::newRow("pith paper url") << "https://pith.science/paper/2509.00217"
                                    << "2509.00217" << 0;
    QTest::newRow("pith paper url, trailing slash") << "https://pith.science/paper/2509.00217/"
                                                    << "2509.00217" << 0;
    QTest::newRow("pith record url") << "https://pith.science/paper/2509.00217/citation-record.json"
                                     << "2509.00217" << 0;
    QTest::newRow("pith rendered record")
        << "https://www.pith.science/paper/2509.00217/citation-record"
        << "2509.00217" << 0;
    QTest::newRow("pith integrity page") << "https://pith.science/paper/2509.00217/integrity"
                                         << "2509.00217" << 0;
    QTest::newRow("pith integrity json") << "https://pith.science/pith/2509.00217/integrity.json"
                                         << "2509.00217" << 0;
    QTest::newRow("pith old style record")
        << "https://pith.science/paper/hep-th/9901001/citation-record.json"
        << "hep-th/9901001" << 0;
    QTest::newRow("pith url without scheme") << "pith.science/paper/2509.00217"
                                             << "2509.00217" << 0;
}

void TestIdentifier::accepted()
{
    QFETCH(QString, input);
    QFETCH(QString, id);
    QFETCH(int, version);
    const NormalizedId n = normalizeIdentifier(input);
    QVERIFY2(n.ok(), qPrintable(n.error));
    QCOMPARE(n.arxivId, id);
    QCOMPARE(n.version, version);
    QVERIFY(isArxivId(n.arxivId));
}

void TestIdentifier::refused_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("says"); // part of the message
    QTest::newRow("empty") << ""
                           << "expected an arXiv id";
    QTest::newRow("only spaces") << "   "
                                 << "expected an arXiv id";
    QTest::newRow("words") << "attention is all you need"
                           << "spaces";
    QTest::newRow("month 13") << "2513.00217"
                              << "month 13";
    QTest::newRow("month 00") << "2500.00217"
                              << "month 00";
    QTest::newRow("before April 2007") << "0703.0001"
                                       << "April 2007";
    QTest::newRow("four digits after 2014") << "2509.0021"
                                            << "5 digits";
    QTest::newRow("five digits before 2015") << "1412.69801"
                                             << "4 digits";
    QTest::newRow("version 0") << "2509.00217v0"
                               << "not an arXiv id";
    QTest::newRow("old style out of range") << "hep-th/0801001"
                                            << "9108 to 0703";
    QTest::newRow("old style too few digits") << "hep-th/990100"
                                              << "not an arXiv id";
    QTest::newRow("javascript") << "javascript:alert(1)"
                                << "not an arXiv id";
    QTest::newRow("file url") << "file:///etc/passwd"
                              << "http or https";
    QTest::newRow("ftp url") << "ftp://arxiv.org/abs/2509.00217"
                             << "http or https";
    QTest::newRow("other host") << "https://example.org/paper/2509.00217"
                                << "example.org";
    QTest::newRow("lookalike host") << "https://pith.science.evil.example/paper/2509.00217"
                                    << "serves no Pith records";
    QTest::newRow("arxiv listing") << "https://arxiv.org/list/cs.LG/recent"
                                   << "not a paper";
    QTest::newRow("arxiv abs garbage") << "https://arxiv.org/abs/notanid"
                                       << "notanid";
    QTest::newRow("pith non-paper page") << "https://pith.science/about"
                                         << "not a paper";
    QTest::newRow("pith paper with garbage") << "https://pith.science/paper/../../etc"
                                             << "after /paper/";
    QTest::newRow("other doi") << "https://doi.org/10.1000/xyz"
                               << "not an arXiv one";
    QTest::newRow("control character") << QStringLiteral("2509.00217\u0007") << "control";
    QTest::newRow("overlong") << QString(5000, QLatin1Char('1')) << "characters long";
    QTest::newRow("dot dot") << "../2509.00217"
                             << "not an arXiv id";
}

void TestIdentifier::refused()
{
    QFETCH(QString, input);
    QFETCH(QString, says);
    const NormalizedId n = normalizeIdentifier(input);
    QVERIFY(!n.ok());
    QVERIFY(n.arxivId.isEmpty());
    QVERIFY2(n.error.contains(says), qPrintable(n.error));
}

void TestIdentifier::baseHostUrlsAccepted()
{
    const QUrl base(QStringLiteral("http://127.0.0.1:8080"));
    const NormalizedId n = normalizeIdentifier(
        QStringLiteral("http://127.0.0.1:8080/paper/2509.00217/citation-record.json"), base);
    QVERIFY2(n.ok(), qPrintable(n.error));
    QCOMPARE(n.arxivId, QStringLiteral("2509.00217"));
    // Same host, other port: not the configured server.
    QVERIFY(
        !normalizeIdentifier(QStringLiteral("http://127.0.0.1:9090/paper/2509.00217"), base).ok());
    // A base with a path prefix.
    const QUrl mirror(QStringLiteral("https://mirror.example/pith/"));
    QVERIFY(
        normalizeIdentifier(QStringLiteral("https://mirror.example/pith/paper/2509.00217"), mirror)
            .ok());
    QVERIFY(!normalizeIdentifier(QStringLiteral("https://mirror.example/paper/2509.00217"), mirror)
                 .ok());
}

void TestIdentifier::followable_data()
{
    QTest::addColumn<QString>("link");
    QTest::addColumn<QString>("id"); // empty: not followable
    QTest::newRow("paper link") << "/paper/2507.07120"
                                << "2507.07120";
    QTest::newRow("with version") << "/paper/2507.07120v2"
                                  << "2507.07120";
    QTest::newRow("old style") << "/paper/hep-th/9901001"
                               << "hep-th/9901001";
    QTest::newRow("empty") << ""
                           << "";
    QTest::newRow("absolute https") << "https://pith.science/paper/2507.07120"
                                    << "";
    QTest::newRow("other host") << "https://evil.example/paper/2507.07120"
                                << "";
    QTest::newRow("protocol relative") << "//evil.example/paper/2507.07120"
                                       << "";
    QTest::newRow("javascript") << "javascript:alert(1)"
                                << "";
    QTest::newRow("javascript in path") << "/paper/javascript:alert(1)"
                                        << "";
    QTest::newRow("file") << "file:///etc/passwd"
                          << "";
    QTest::newRow("data") << "data:text/html,<script>alert(1)</script>"
                          << "";
    QTest::newRow("relative without slash") << "paper/2507.07120"
                                            << "";
    QTest::newRow("other path") << "/pith/2507.07120/integrity.json"
                                << "";
    QTest::newRow("sub page") << "/paper/2507.07120/citation-record.json"
                              << "";
    QTest::newRow("dot segments") << "/paper/../admin"
                                  << "";
    QTest::newRow("dot segments after id") << "/paper/2507.07120/../../x"
                                           << "";
    QTest::newRow("query") << "/paper/2507.07120?x=1"
                           << "";
    QTest::newRow("fragment") << "/paper/2507.07120#top"
                              << "";
    QTest::newRow("percent escape") << "/paper/2507%2E07120"
                                    << "";
    QTest::newRow("backslash") << "/paper\\2507.07120"
                               << "";
    QTest::newRow("whitespace") << "/paper/2507.07120 "
                                << "";
    QTest::newRow("invalid id") << "/paper/2513.07120"
                                << "";
    QTest::newRow("non-ascii digits")
        << QStringLiteral("/paper/\u0662\u0665\u0660\u0667.07120") << "";
    QTest::newRow("upper case prefix") << "/PAPER/2507.07120"
                                       << "";
}

void TestIdentifier::followable()
{
    QFETCH(QString, link);
    QFETCH(QString, id);
    const std::optional<QString> got = followablePaperId(link);
    if (id.isEmpty()) {
        QVERIFY2(!got, qPrintable(got.value_or(QString())));
    } else {
        QVERIFY(got);
        QCOMPARE(*got, id);
    }
}

void TestIdentifier::urls()
{
    QCOMPARE(defaultBaseUrl(), QUrl(QStringLiteral("https://pith.science")));
    QCOMPARE(recordUrl(defaultBaseUrl(), QStringLiteral("2509.00217")),
        QUrl(QStringLiteral("https://pith.science/paper/2509.00217/citation-record.json")));
    QCOMPARE(paperPageUrl(
                 QUrl(QStringLiteral("https://pith.science/")), QStringLiteral("hep-th/9901001")),
        QUrl(QStringLiteral("https://pith.science/paper/hep-th/9901001")));
    QCOMPARE(recordUrl(QUrl(QStringLiteral("http://127.0.0.1:8080/mirror/")),
                 QStringLiteral("2509.00217")),
        QUrl(QStringLiteral("http://127.0.0.1:8080/mirror/paper/2509.00217/citation-record.json")));
}

void TestIdentifier::baseUrlProblems_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<bool>("ok");
    QTest::newRow("default") << "https://pith.science" << true;
    QTest::newRow("local http") << "http://127.0.0.1:8080" << true;
    QTest::newRow("path prefix") << "https://mirror.example/pith/" << true;
    QTest::newRow("relative") << "pith.science" << false;
    QTest::newRow("ftp") << "ftp://pith.science" << false;
    QTest::newRow("file") << "file:///tmp" << false;
    QTest::newRow("query") << "https://pith.science/?x=1" << false;
    QTest::newRow("user info") << "https://user:pw@pith.science" << false;
    QTest::newRow("empty") << "" << false;
}

void TestIdentifier::baseUrlProblems()
{
    QFETCH(QString, base);
    QFETCH(bool, ok);
    const QString problem = baseUrlProblem(QUrl(base));
    QCOMPARE(problem.isEmpty(), ok);
}

QTEST_GUILESS_MAIN(TestIdentifier)
#include "tst_identifier.moc"

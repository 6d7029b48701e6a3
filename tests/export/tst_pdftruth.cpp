// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF report tells the whole truth, read back with pdftotext: the verdict box
// uses the record's one verdict, the findings section lists severity, code, message and JSON
// pointer, the footer names the source and as_of, and standing-notice events are printed in full.
#include "tests/export/exporttestutil.h"

#include "app/common/language.h"
#include "models/record/parser.h"
#include "tests/testutil.h"
#include "ui/report/exportjob.h"
#include "ui/report/reportrenderer.h"

#include <QGuiApplication>
#include <QTemporaryDir>

using namespace pith;
using namespace pith::ui;
using namespace pith::test;

class TestPdfTruth : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void verdictAndFindings_data();
    void verdictAndFindings();
    void noticeEventsPrinted();
    void eachEventOnALineOfItsOwn();

private:
    // The report of bytes (written to name first, so the footer names a real file), as flat text
    // (or, lines, as pdftotext -raw gives its lines).
    QString report(const QString &name, const QByteArray &bytes, QString *sourcePath = nullptr,
        bool lines = false)
    {
        const QString source = m_dir.filePath(name);
        QFile f(source);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return {};
        f.close();
        const ParseResult parsed = loadRecordFile(source);
        if (!parsed.ok())
            return {};
        const QString pdf = m_dir.filePath(name + QStringLiteral(".pdf"));
        ExportOptions options;
        options.format = ExportFormat::Pdf;
        QString error;
        if (!exportToFile(pdf, ReportInput::allOf(parsed.record, source), options, &error)) {
            qWarning("%s", qPrintable(error));
            return {};
        }
        if (sourcePath)
            *sourcePath = source;
        const ProcessRun r = runProgram(QStringLiteral(PITH_PDFTOTEXT),
            lines ? QStringList { QStringLiteral("-raw"), pdf, QStringLiteral("-") }
                  : QStringList { pdf, QStringLiteral("-") });
        return lines ? QString::fromUtf8(r.out) : QString::fromUtf8(r.out).simplified();
    }
    QTemporaryDir m_dir;
};

void TestPdfTruth::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(setupLanguage(QStringLiteral("en")).ok());
    QVERIFY2(QFile::exists(QStringLiteral(PITH_PDFTOTEXT)),
        "pdftotext not found: install poppler-utils");
}

void TestPdfTruth::verdictAndFindings_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QStringList>("present");
    QTest::addColumn<QStringList>("absent");

    QTest::newRow("clean") << fixtureBytes()
                           << QStringLiteral("All 21 observation digests verify; the context "
                                             "digest verifies. Audit: no findings.")
                           << QStringList { QStringLiteral("Audit findings (0)"),
                                  QStringLiteral("The audit reports no finding.") }
                           << QStringList { QStringLiteral("Audit failed") };
    QTest::newRow("count mismatch")
        << countMismatchFixture()
        << QStringLiteral("Audit failed: 3 errors, 2 warnings. All 21 observation digests verify; "
                          "the context digest verifies.")
        << QStringList { QStringLiteral("Audit findings (5)"),
               QStringLiteral("displayed-count-mismatch"),
               QStringLiteral("displayed-exceeds-total"), QStringLiteral("coverage-mismatch"),
               QStringLiteral("thesis-mismatch"), QStringLiteral("/reference_resolution/displayed"),
               QStringLiteral("32 references are displayed but the paper has only 30"),
               QStringLiteral("error"), QStringLiteral("warning"),
               QStringLiteral("32 of 30 outbound references displayed") }
        << QStringList { QStringLiteral("Audit: no findings"),
               QStringLiteral("The audit reports no finding.") };
    QTest::newRow("digest failure")
        << mutatedFixture([](QJsonObject &root) {
               editOutbound(root, 3, [](QJsonObject &o) {
                   o[QStringLiteral("observation_id")] = QStringLiteral("tampered");
               });
           })
        << QStringLiteral(
               "1 of 21 observation digests does not match; the context digest does not match.")
        << QStringList { QStringLiteral("BAD") }
        << QStringList { QStringLiteral("All 21 observation digests verify") };
    QTest::newRow("warnings only")
        << consistentFixture([](QJsonObject &root) {
               QString thesis = root[QStringLiteral("thesis")].toString();
               thesis.replace(QStringLiteral("As of 10 August"), QStringLiteral("As of 11 August"));
               root[QStringLiteral("thesis")] = thesis;
           })
        << QStringLiteral(
               "All 21 observation digests verify; the context digest verifies. Audit: 1 warning.")
        << QStringList { QStringLiteral("Audit findings (1)"), QStringLiteral("thesis-mismatch"),
               QStringLiteral("/thesis") }
        << QStringList { QStringLiteral("Audit failed") };
}

void TestPdfTruth::verdictAndFindings()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, verdict);
    QFETCH(QStringList, present);
    QFETCH(QStringList, absent);
    QString source;
    const QString text = report(
        QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-') + QStringLiteral(".json"),
        bytes, &source);
    QVERIFY(!text.isEmpty());
    QVERIFY2(text.contains(verdict), qPrintable(text.left(1200)));
    QString squashed = text; // a long pointer or code may wrap inside its column
    squashed.remove(u' ');
    for (QString s : present)
        QVERIFY2(squashed.contains(s.remove(u' ')), qPrintable(s));
    for (const QString &s : absent)
        QVERIFY2(!text.contains(s), qPrintable(s));
    // The findings section comes right after the verdict box, before the coverage panels.
    QVERIFY(text.indexOf(QStringLiteral("Audit findings")) > text.indexOf(verdict.left(20)));
    QVERIFY(
        text.indexOf(QStringLiteral("Audit findings")) < text.indexOf(QStringLiteral("Coverage")));
    // Every page's footer traces it to its input: the file and the record's as_of.
    QVERIFY2(text.contains(QStringLiteral("Source: ") + source), qPrintable(text.right(600)));
    QVERIFY(text.count(QStringLiteral("as_of 2026-08-10T10:32:00Z")) >= 2);
}

void TestPdfTruth::noticeEventsPrinted()
{
    const QString text
        = report(QStringLiteral("events.json"), consistentFixture([](QJsonObject &root) {
              addNoticeEvent(root, 0,
                  QJsonObject { { QStringLiteral("type"), QStringLiteral("retraction") },
                      { QStringLiteral("source"), QStringLiteral("retraction_watch") },
                      { QStringLiteral("date"), QStringLiteral("2026-05-01") },
                      { QStringLiteral("url"), QStringLiteral("https://example.org/r/1") } });
              addNoticeEvent(root, 1,
                  QJsonObject { { QStringLiteral("source"), QStringLiteral("crossref") } });
          }));
    QVERIFY(!text.isEmpty());
    QString squashed = text;
    squashed.remove(u' ');
    QVERIFY2(squashed.contains(QStringLiteral(
                 "retraction·reportedbyretraction_watch·2026-05-01·https://example.org/r/1")),
        qPrintable(text));
    QVERIFY(squashed.contains(QStringLiteral("eventofunstatedtype·reportedbycrossref")));
    QVERIFY(!text.contains(QStringLiteral("1 event")));
}

// Two events on one row are two lines, as in the detail pane: the report's paragraphs used to run
// them together ("https://example.org/r/1⚑ correction ...").
void TestPdfTruth::eachEventOnALineOfItsOwn()
{
    const QString text
        = report(QStringLiteral("two-events.json"), consistentFixture([](QJsonObject &root) {
              addNoticeEvent(root, 0,
                  QJsonObject { { QStringLiteral("type"), QStringLiteral("retraction") },
                      { QStringLiteral("url"), QStringLiteral("https://example.org/r/1") } });
              addNoticeEvent(root, 0,
                  QJsonObject { { QStringLiteral("type"), QStringLiteral("correction") },
                      { QStringLiteral("source"), QStringLiteral("crossref") } });
          }),
            nullptr, true);
    QVERIFY(!text.isEmpty());
    const QStringList lines = text.split(u'\n');
    bool urlLine = false, correctionLine = false;
    for (const QString &line : lines) {
        if (line.contains(QLatin1String("example.org/r/1"))) {
            urlLine = true;
            QVERIFY2(!line.contains(QLatin1String("correction")), qPrintable(line));
        }
        if (line.trimmed().startsWith(QStringLiteral("\u2691 correction")))
            correctionLine = true;
    }
    QVERIFY2(urlLine && correctionLine, qPrintable(text.left(4000)));
}

QTEST_MAIN(TestPdfTruth)
#include "tst_pdftruth.moc"

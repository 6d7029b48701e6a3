// SPDX-License-Identifier: GPL-3.0-or-later
// The window with Pith integrity findings (offscreen): the header's integrity line, the Findings
// column with its severity marker, the detail pane's section, the Findings facet and the
// finding:/detector: queries, a file and "auto" against a real server (404 = none, 500 shown,
// cached copy offline), and the window's --integrity on the command line.
#include "integrity/integritytestutil.h"
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/net/fetcher.h"
#include "models/net/recordcache.h"
#include "tests/export/exporttestutil.h"
#include "tests/net/testserver.h"
#include "tests/windowtestutil.h"
#include "ui/reportdialogs/exportdialog.h"
#include "ui/window/detailpane.h"
#include "ui/window/filterbar.h"
#include "ui/window/mainwindow.h"
#include "ui/window/observationtable.h"
#include "ui/window/preferencesdialog.h"
#include "ui/window/recordview.h"
#include "ui/window/settings.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace pith;
using namespace pith::ui;
using namespace pith::test;

class TestIntegrityWindow : public WindowTest {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void fileShowsEverywhere();
    void reportsCarryTheFindings();
    void autoFromServer();
    void commandLine();
    void signatureWithConfiguredKey();

private:
    RecordView *openFixture() { return openAndWait(m_window.get(), { fixturePath() }, 30000); }
    QString m_file;
    QByteArray m_bytes;
};

void TestIntegrityWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_bytes = integrityBytes(integrityDocument({
        integrityFinding(
            u"critical"_qs, u"unresolvable_identifier"_qs, QJsonValue(), u"2412.16432"_qs, 2),
        integrityFinding(u"advisory"_qs, u"dead_url"_qs, QJsonValue(), QJsonValue(), 6,
            u"threshold_with_margin"_qs),
        integrityFinding(
            u"critical"_qs, u"dead_code_link"_qs, QJsonValue(), QJsonValue(), 8, u"rescinded"_qs),
        integrityFinding(
            u"critical"_qs, u"broken_identifier"_qs, u"10.1098/xyz"_qs, QJsonValue(), QJsonValue()),
    }));
    m_file = m_dir.filePath(u"integrity.json"_qs);
    QFile f(m_file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(m_bytes);
}

void TestIntegrityWindow::init() { QVERIFY(startWindow()); }

void TestIntegrityWindow::cleanup() { closeWindow(); }

void TestIntegrityWindow::fileShowsEverywhere()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    auto *line = view->findChild<QLabel *>(u"integritySummary"_qs);
    QVERIFY(line);
    QVERIFY(line->isHidden());
    QVERIFY(view->table()->isColumnHidden(ObservationModel::Findings));

    m_window->loadIntegrity(m_file);
    QVERIFY2(m_window->errorText().isEmpty(), qPrintable(m_window->errorText()));
    // The header's line.
    QVERIFY(!line->isHidden());
    QVERIFY2(line->text().startsWith(
                 u"Pith integrity: 2 critical, 1 advisory, 0 informational, 1 rescinded"_qs),
        qPrintable(line->text()));
    QVERIFY(line->text().contains(u"3 on references, 1 not joined"_qs));
    QVERIFY(line->toolTip().contains(u"no reference in this record cites the DOI 10.1098/xyz"_qs));
    // The column: reference 3 critical (joined by arXiv id), 7 advisory, 9 rescinded.
    QVERIFY(!view->table()->isColumnHidden(ObservationModel::Findings));
    ObservationModel *model = view->model();
    const auto cell = [&](int outbound, int role) {
        return model->index(outbound, ObservationModel::Findings).data(role);
    };
    QCOMPARE(cell(2, Qt::DisplayRole).toString(), u"critical"_qs);
    QCOMPARE(cell(2, ObservationModel::FindingSeverityRole).toString(), u"critical"_qs);
    QVERIFY(cell(2, Qt::ToolTipRole).toString().contains(u"joined by arXiv id"_qs));
    QCOMPARE(cell(6, Qt::DisplayRole).toString(), u"advisory"_qs);
    QVERIFY(cell(6, Qt::ToolTipRole).toString().contains(u"joined by reference number"_qs));
    QCOMPARE(cell(8, ObservationModel::FindingSeverityRole).toString(), u"rescinded"_qs);
    QVERIFY(cell(0, Qt::DisplayRole).toString().isEmpty());

    // Queries and the facet.
    FilterBar *bar = view->filterBar();
    bar->setQuery(u"finding:critical"_qs);
    QTRY_COMPARE(view->shownCount(), 1);
    bar->setQuery(u"finding:any"_qs);
    QTRY_COMPARE(view->shownCount(), 2); // the rescinded one is no live finding
    bar->setQuery(u"detector:doi_compliance -finding:none"_qs);
    QTRY_COMPARE(view->shownCount(), 2);
    bar->setQuery(QString());
    QTRY_COMPARE(view->shownCount(), 21);
    auto *facet = bar->findChild<QToolButton *>(u"facet_finding_critical"_qs);
    QVERIFY(facet);
    QTRY_COMPARE(facet->text(), u"critical 1"_qs);
    facet->click();
    QTRY_COMPARE(bar->query(), u"finding:critical"_qs);
    QTRY_COMPARE(view->shownCount(), 1);

    // The detail pane of the selected row.
    view->selectProxyRow(0);
    QTRY_VERIFY(view->detailPane()->text().contains(u"Pith integrity findings (1)"_qs));
    const QString detail = view->detailPane()->text();
    QVERIFY2(detail.contains(u"unresolvable identifier — critical, cross-source"_qs),
        qPrintable(detail));
    QVERIFY(detail.contains(u"joined by arXiv id"_qs));
    QVERIFY(detail.contains(u"Detected arXiv id: 2412.16432"_qs));
    QVERIFY(detail.contains(u"Audited at: 2026-05-20T04:02:06.919055Z"_qs));
    QVERIFY(detail.contains(u"Detector: doi_compliance 1.0.0"_qs));

    // A reload keeps the findings; a file of another paper is refused and the old stays.
    const QString other = m_dir.filePath(u"other.json"_qs);
    QFile o(other);
    QVERIFY(o.open(QIODevice::WriteOnly));
    o.write(integrityBytes(integrityDocument({}, {}, u"2604.18415"_qs)));
    o.close();
    m_window->loadIntegrity(other);
    QVERIFY(m_window->errorText().contains(u"not the integrity file of this record's paper"_qs));
    QVERIFY(view->integrity());
    QCOMPARE(view->integrity()->joined.size(), 3);
}

// What the table shows of the findings, the reports made from the window carry, as the CLI's
// `export --integrity` does: the CSV's finding columns and the PDF's findings section.
void TestIntegrityWindow::reportsCarryTheFindings()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    m_window->loadIntegrity(m_file);
    QVERIFY2(m_window->errorText().isEmpty(), qPrintable(m_window->errorText()));
    view->filterBar()->setQuery(u"finding:critical"_qs);
    QTRY_COMPARE(view->shownCount(), 1);

    m_window->exportRecord();
    ExportDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<ExportDialog *>(u"exportDialog"_qs)) != nullptr);
    const QString csv = m_dir.filePath(u"findings.csv"_qs);
    dialog->setFormat(ExportFormat::Csv);
    dialog->setExportAllRows(false);
    dialog->setDestination(csv);
    QVERIFY2(dialog->runExport(), qPrintable(dialog->lastError()));
    const QList<QByteArray> lines = readAll(csv).trimmed().split('\n');
    QCOMPARE(lines.size(), 2); // the header and the one critical row
    QVERIFY2(lines.at(0).contains(",finding_severity,finding_type,"), lines.at(0).constData());
    QVERIFY2(lines.at(1).contains(",critical,unresolvable_identifier,"), lines.at(1).constData());

    if (QStringLiteral(PITH_PDFTOTEXT).isEmpty())
        QSKIP("pdftotext is not installed");
    const QString pdf = m_dir.filePath(u"findings.pdf"_qs);
    dialog->setFormat(ExportFormat::Pdf);
    dialog->setDestination(pdf);
    QVERIFY2(dialog->runExport(), qPrintable(dialog->lastError()));
    const ProcessRun text
        = runProgram(QStringLiteral(PITH_PDFTOTEXT), { u"-raw"_qs, pdf, u"-"_qs });
    const QString t = QString::fromUtf8(text.out).simplified();
    QVERIFY2(t.contains(u"Pith integrity findings"_qs), qPrintable(t.left(3000)));
    QVERIFY(t.contains(u"Pith integrity: 2 critical, 1 advisory, 0 informational, 1 rescinded"_qs));
    delete dialog;
}

void TestIntegrityWindow::autoFromServer()
{
    TestServer server;
    QVERIFY(server.listenHttp());
    QNetworkAccessManager nam;
    QTemporaryDir cacheDir;
    net::RecordCache cache(cacheDir.path());
    net::Fetcher fetcher(&nam);
    fetcher.setCache(&cache);
    m_window->setFetcher(&fetcher);
    m_window->setBaseUrlOverride(server.baseUrl());
    RecordView *view = openFixture();
    QVERIFY(view);
    // 404: none, said in the status bar, no error.
    m_window->loadIntegrity(u"auto"_qs);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), 20000);
    QVERIFY2(m_window->errorText().isEmpty(), qPrintable(m_window->errorText()));
    QVERIFY(!view->integrity());
    // 500 without a cached copy: shown.
    server.setRoute("/pith/2509.00217/integrity.json", ScriptedResponse::withStatus(500));
    m_window->loadIntegrity(u"auto"_qs);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isIdle(), 20000);
    QVERIFY2(m_window->errorText().contains(u"HTTP 500"_qs), qPrintable(m_window->errorText()));
    // 200: shown on the rows, and cached.
    server.setRoute("/pith/2509.00217/integrity.json", ScriptedResponse::ok(m_bytes));
    m_window->loadIntegrity(u"auto"_qs);
    QTRY_VERIFY_WITH_TIMEOUT(view->integrity() != nullptr, 20000);
    QCOMPARE(view->integrity()->joined.size(), 3);
    // The server goes away: the cached copy.
    view->setIntegrity(nullptr);
    server.close();
    m_window->loadIntegrity(u"auto"_qs);
    QTRY_VERIFY_WITH_TIMEOUT(view->integrity() != nullptr, 20000);
    m_window->setFetcher(nullptr);
}

void TestIntegrityWindow::commandLine()
{
    const QString png = m_dir.filePath(u"shot.png"_qs);
    const QProcessEnvironment env = test::programEnvironment(m_dir.path());
    const ProcessRun r = runProgram(QStringLiteral(PITH_GUI_PATH),
        { fixturePath(), u"--integrity"_qs, m_file, u"--screenshot"_qs, png }, env);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(QFileInfo(png).size() > 0);
    const ProcessRun help = runProgram(QStringLiteral(PITH_GUI_PATH), { u"--help"_qs }, env);
    QVERIFY(help.out.contains("--integrity <FILE|auto>"));
}

void TestIntegrityWindow::signatureWithConfiguredKey()
{
    // A key pair made here with openssl; the payload signed in the record recipe (Python).
    const QString key = m_dir.filePath(u"key.pem"_qs);
    QCOMPARE(runProgram(
                 u"openssl"_qs, { u"genpkey"_qs, u"-algorithm"_qs, u"ed25519"_qs, u"-out"_qs, key })
                 .exitCode,
        0);
    const QByteArray der = runProgram(
        u"openssl"_qs, { u"pkey"_qs, u"-in"_qs, key, u"-pubout"_qs, u"-outform"_qs, u"DER"_qs })
                               .out;
    QCOMPARE(der.size(), 44);
    const QString payloadFile = m_dir.filePath(u"payload.bin"_qs);
    QFile pf(payloadFile);
    QVERIFY(pf.open(QIODevice::WriteOnly));
    pf.write(
        R"({"detector":"doi_compliance","finding_type":"unresolvable_identifier","ref_index":2,"snippet":"E. B. Lindgren"})");
    pf.close();
    const QString sigFile = m_dir.filePath(u"sig.bin"_qs);
    QCOMPARE(runProgram(u"openssl"_qs,
                 { u"pkeyutl"_qs, u"-sign"_qs, u"-inkey"_qs, key, u"-rawin"_qs, u"-in"_qs,
                     payloadFile, u"-out"_qs, sigFile })
                 .exitCode,
        0);
    const QByteArray signature = readAll(sigFile).toBase64();
    const QJsonObject event { { u"event_id"_qs, 4703 },
        { u"event_type"_qs, u"pith.integrity.v1"_qs }, { u"payload_sha256"_qs, u"00"_qs },
        { u"signature_b64"_qs, QString::fromLatin1(signature) },
        { u"signing_key_id"_qs, u"pith-v1-2026-05"_qs },
        { u"created_at"_qs, u"2026-05-20T04:02:41+00:00"_qs },
        { u"payload"_qs, QJsonDocument::fromJson(readAll(payloadFile)).object() } };
    const QString file = m_dir.filePath(u"signed.json"_qs);
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(integrityBytes(
        integrityDocument({ integrityFinding(u"critical"_qs, u"unresolvable_identifier"_qs,
                              QJsonValue(), u"2412.16432"_qs, 2) },
            { event })));
    f.close();

    RecordView *view = openFixture();
    QVERIFY(view);
    m_window->loadIntegrity(file);
    view->selectProxyRow(2); // reference 3
    QTRY_VERIFY(view->detailPane()->text().contains(u"event 4703"_qs));
    QVERIFY2(view->detailPane()->text().contains(
                 u"present, not checked (no public key for pith-v1-2026-05"_qs),
        qPrintable(view->detailPane()->text()));
    QVERIFY(view->detailPane()->text().contains(u"Snippet: E. B. Lindgren"_qs));
    QVERIFY(view->detailPane()->text().contains(u"payload digest computed differently"_qs));

    // The key added in Preferences applies at once: the open tab checks the signature again,
    // without a reload.
    m_window->findChild<QAction *>(u"actionPreferences"_qs)->trigger();
    PreferencesDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<PreferencesDialog *>()));
    dialog->findChild<QPlainTextEdit *>(u"integrityKeysEdit"_qs)
        ->setPlainText(u"pith-v1-2026-05 "_qs + QString::fromLatin1(der.right(32).toBase64()));
    QMetaObject::invokeMethod(dialog, "accept"); // OK
    QTRY_VERIFY2(view->detailPane()->text().contains(
                     u"Ed25519 signature verifies with the key added for pith-v1-2026-05"_qs),
        qPrintable(view->detailPane()->text()));
    QVERIFY(view->findChild<QLabel *>(u"integritySummary"_qs)
                ->toolTip()
                .contains(u"signature verifies"_qs));
}

QTEST_MAIN(TestIntegrityWindow)
#include "tst_integritywindow.moc"

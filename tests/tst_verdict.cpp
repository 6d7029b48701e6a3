// SPDX-License-Identifier: GPL-3.0-or-later
// The one record verdict (digests and audit) and standing-notice events read tolerantly, on
// records made from the real fixture: clean, count mismatch, digest failure, warnings only;
// events typed, untyped, with and without a URL; the `event:` query over them.
#include "app/common/language.h"
#include "models/export/jsonwriter.h"
#include "models/items/observationfilter.h"
#include "models/items/observationmodel.h"
#include "models/open/recordloader.h"
#include "models/record/notice.h"
#include "models/record/parser.h"
#include "models/record/verdict.h"
#include "tests/testutil.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <optional>

using namespace pith;
using namespace pith::test;

namespace {

RecordPtr parse(const QByteArray &bytes)
{
    const ParseResult r = parseRecord(bytes, QStringLiteral("test.json"));
    if (!r.ok())
        qWarning("%s", qPrintable(r.error.toString()));
    return r.record;
}

QStringList codes(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out.append(f.code);
    return out;
}

QStringList texts(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out.append(f.displayText());
    return out;
}

} // namespace

class TestVerdict : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(setupLanguage(QStringLiteral("en")).ok());
    } // English plural forms
    void clean();
    void countMismatchFails();
    void digestFailureFails();
    void warningsOnly();
    void missingContextDigest();
    void noticeEventShapes_data();
    void noticeEventShapes();
    void eventQueries_data();
    void eventQueries();
    void noticeColumn();
    void manyEventsReadFirstCountedAll();
    void bigEventNestedValuesAsJson();
    void exportedSubsetSaysWhatItIs();
    void sameTruthsInGermanAndFrench();
    void countsGroupedAsTheLocaleGroupsThem();
    void keptVerdict();
    void loaderKeepsTheVerdict();
    void loaderKeepsTheDigests();
};

void TestVerdict::clean()
{
    const RecordPtr r = parse(fixtureBytes());
    QVERIFY(r);
    const RecordVerdict v = recordVerdict(*r);
    QCOMPARE(v.level, RecordVerdict::Level::Clean);
    QVERIFY(v.ok());
    QCOMPARE(v.headline(), QStringLiteral("All digests verified"));
    QCOMPARE(v.sentence(),
        QStringLiteral(
            "All 21 observation digests verify; the context digest verifies. Audit: no findings."));
}

void TestVerdict::countMismatchFails()
{
    // A record saying "32 of 30 outbound references displayed" with every digest intact.
    const RecordPtr r = parse(countMismatchFixture());
    QVERIFY(r);
    QVERIFY(r->digestFailures().isEmpty());
    QCOMPARE(r->contextDigestState(), Record::ContextDigestState::Ok);
    const RecordVerdict v = recordVerdict(*r);
    QCOMPARE(v.level, RecordVerdict::Level::Failed);
    QVERIFY(!v.ok());
    QVERIFY(v.errors >= 2);
    QVERIFY(codes(v.findings).contains(QStringLiteral("displayed-count-mismatch")));
    QVERIFY(codes(v.findings).contains(QStringLiteral("displayed-exceeds-total")));
    // The badge counts as the sentence does: errors and warnings, not "findings".
    QVERIFY2(v.headline().startsWith(QStringLiteral("Audit failed: %1 errors").arg(v.errors)),
        qPrintable(v.headline()));
    QVERIFY(v.sentence().startsWith(v.headline()));
    QVERIFY(v.headline() != QStringLiteral("All digests verified"));
    QVERIFY2(v.sentence().startsWith(QStringLiteral("Audit failed: %1 errors").arg(v.errors)),
        qPrintable(v.sentence()));
    // The findings the "displayed" heading must show.
    const QStringList heading = codes(v.displayedCountFindings());
    QVERIFY(heading.contains(QStringLiteral("displayed-count-mismatch")));
    QVERIFY(heading.contains(QStringLiteral("displayed-exceeds-total")));
    QVERIFY(!heading.contains(QStringLiteral("thesis-mismatch")));
}

void TestVerdict::digestFailureFails()
{
    const RecordPtr r = parse(mutatedFixture([](QJsonObject &root) {
        editOutbound(root, 2, [](QJsonObject &o) {
            o[QStringLiteral("observation_id")] = QStringLiteral("tampered");
        });
    }));
    QVERIFY(r);
    const RecordVerdict v = recordVerdict(*r);
    QCOMPARE(v.level, RecordVerdict::Level::Failed);
    QCOMPARE(v.digestFailures, QStringList { QStringLiteral("tampered") });
    QCOMPARE(v.headline(), QStringLiteral("1 observation fails · Context digest mismatch"));
    QVERIFY(v.sentence().startsWith(QStringLiteral("1 of 21 observation digests does not match")));
}

void TestVerdict::warningsOnly()
{
    // The thesis dated a day later than as_of: a warning, digests intact.
    const RecordPtr r = parse(consistentFixture([](QJsonObject &root) {
        QString thesis = root[QStringLiteral("thesis")].toString();
        thesis.replace(QStringLiteral("As of 10 August"), QStringLiteral("As of 11 August"));
        root[QStringLiteral("thesis")] = thesis;
    }));
    QVERIFY(r);
    const RecordVerdict v = recordVerdict(*r);
    QCOMPARE(v.level, RecordVerdict::Level::Warnings);
    QVERIFY(v.ok());
    QCOMPARE(codes(v.findings), QStringList { QStringLiteral("thesis-mismatch") });
    QCOMPARE(v.headline(), QStringLiteral("Audit: 1 warning"));
    QCOMPARE(v.sentence(),
        QStringLiteral(
            "All 21 observation digests verify; the context digest verifies. Audit: 1 warning."));
}

void TestVerdict::missingContextDigest()
{
    const RecordPtr r = parse(
        mutatedFixture([](QJsonObject &root) { root.remove(QStringLiteral("context_digest")); }));
    const RecordVerdict v = recordVerdict(*r);
    QCOMPARE(v.level, RecordVerdict::Level::Warnings);
    QCOMPARE(v.headline(), QStringLiteral("No context digest"));
    QVERIFY(v.sentence().contains(QStringLiteral("the context digest is missing")));
}

void TestVerdict::noticeEventShapes_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("typeKey");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("date");
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("line");

    QTest::newRow("typed with url")
        << QStringLiteral("{\"type\":\"retraction\",\"source\":\"retraction_watch\",\"date\":"
                          "\"2026-05-01\",\"url\":\"https://example.org/r/1\"}")
        << QStringLiteral("retraction") << QStringLiteral("retraction_watch")
        << QStringLiteral("2026-05-01") << QStringLiteral("https://example.org/r/1")
        << QStringLiteral(
               "retraction · reported by retraction_watch · 2026-05-01 · https://example.org/r/1");
    QTest::newRow("event_type, DOI, extra keys")
        << QStringLiteral("{\"event_type\":\"Expression-of-Concern\",\"reported_by\":\"crossref\","
                          "\"observed_at\":\"2026-06-02T00:00:00Z\",\"doi\":\"10.1/"
                          "xyz\",\"note\":\"see notice\",\"detail\":{\"pages\":[3,4]}}")
        << QStringLiteral("expression_of_concern") << QStringLiteral("crossref")
        << QStringLiteral("2026-06-02T00:00:00Z") << QStringLiteral("https://doi.org/10.1/xyz")
        << QStringLiteral("expression of concern · reported by crossref · 2026-06-02T00:00:00Z · "
                          "https://doi.org/10.1/xyz · note: see notice · detail.pages: 3, 4");
    QTest::newRow("untyped, no url")
        << QStringLiteral("{\"source\":\"crossref\",\"reason\":\"updated\"}")
        << QStringLiteral("unspecified") << QStringLiteral("crossref") << QString() << QString()
        << QStringLiteral("event of unstated type · reported by crossref · reason: updated");
    QTest::newRow("kind correction")
        << QStringLiteral("{\"kind\":\"correction\",\"count\":12345678901234567}")
        << QStringLiteral("correction") << QString() << QString() << QString()
        << QStringLiteral("correction · count: 12345678901234567");
    QTest::newRow("a bare word") << QStringLiteral("\"retraction\"") << QStringLiteral("retraction")
                                 << QString() << QString() << QString()
                                 << QStringLiteral("retraction");
    QTest::newRow("an array") << QStringLiteral("[1,\"a\"]") << QStringLiteral("unspecified")
                              << QString() << QString() << QString()
                              << QStringLiteral("event of unstated type · value: 1, a");
}

void TestVerdict::noticeEventShapes()
{
    QFETCH(QString, json);
    const NoticeEvent e = parseNoticeEvent(json);
    QTEST(e.typeKey(), "typeKey");
    QTEST(e.source, "source");
    QTEST(e.date, "date");
    QTEST(e.url, "url");
    QTEST(e.line(), "line");
    QVERIFY(!e.line().contains(QLatin1Char('{'))); // never raw JSON
}

namespace {

// Outbound 0: a retraction with a URL; 1: a correction and an untyped event; 4: an untyped event.
RecordPtr recordWithEvents() { return parse(fixtureWithNoticeEvents()); }

} // namespace

void TestVerdict::eventQueries_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("rows");
    QTest::newRow("retraction") << QStringLiteral("event:retraction") << 1;
    QTest::newRow("correction") << QStringLiteral("event:correction") << 1;
    QTest::newRow("either") << QStringLiteral("event:retraction,correction") << 2;
    QTest::newRow("unspecified") << QStringLiteral("event:unspecified") << 2;
    QTest::newRow("spelled with hyphen and case") << QStringLiteral("event:Retraction") << 1;
    QTest::newRow("any") << QStringLiteral("event:any") << 3;
    QTest::newRow("none") << QStringLiteral("event:none") << 18;
    QTest::newRow("count still works") << QStringLiteral("event:2") << 1;
    QTest::newRow("range still works") << QStringLiteral("event:>=1") << 3;
    QTest::newRow("negated type") << QStringLiteral("-event:retraction") << 20;
    QTest::newRow("unknown type matches nothing")
        << QStringLiteral("event:expression_of_concern") << 0;
}

void TestVerdict::eventQueries()
{
    QFETCH(QString, query);
    const RecordPtr r = recordWithEvents();
    QVERIFY(r);
    QVERIFY(recordVerdict(*r).ok()); // digests recomputed: the events are the only change
    const auto parsed = ObservationFilter::parse(query);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.message));
    int n = 0;
    for (const Observation &o : r->outbound)
        n += parsed.filter->matches(o) ? 1 : 0;
    QTEST(n, "rows");
    // The canonical text replays to the same filter.
    QCOMPARE(*ObservationFilter::parse(parsed.filter->toString()).filter, *parsed.filter);
}

// A notice with more events than kNoticeEventsRead: the first ones are read (types, lines), every
// one is counted (`event:N`, the CSV), and the readers say so; the events are kept as the
// record's bytes and each element comes back in its canonical form.
void TestVerdict::manyEventsReadFirstCountedAll()
{
    constexpr qsizetype n = kNoticeEventsRead + 1;
    const RecordPtr r = parse(consistentFixture([](QJsonObject &root) {
        for (qsizetype i = 0; i + 1 < n; ++i)
            addNoticeEvent(root, 0,
                QJsonObject { { QStringLiteral("note"), QStringLiteral("untyped %1").arg(i) } });
        // the last one, never read: its type is not among the row's
        addNoticeEvent(
            root, 0, QJsonObject { { QStringLiteral("type"), QStringLiteral("retraction") } });
    }));
    QVERIFY(r);
    QVERIFY(recordVerdict(*r).ok());
    const StandingNotice &notice = r->outbound.at(0).notice;
    QCOMPARE(notice.events.size(), n);
    QCOMPARE(notice.events.elements(2),
        (QStringList { QStringLiteral(R"({"note":"untyped 0"})"),
            QStringLiteral(R"({"note":"untyped 1"})") }));
    QCOMPARE(notice.events.elements().constLast(), QStringLiteral(R"({"type":"retraction"})"));
    QCOMPARE(noticeEvents(notice).size(), kNoticeEventsRead);
    QCOMPARE(noticeEventTypes(notice), QStringList { QStringLiteral("unspecified") });
    QCOMPARE(unreadEventsNote(notice),
        QStringLiteral("1,000 of 1,001 events shown; the others are counted, not read"));
    QVERIFY(unreadEventsNote(r->outbound.at(1).notice).isEmpty());
    const auto parsed = ObservationFilter::parse(QStringLiteral("event:1001"));
    QVERIFY(parsed.ok());
    QVERIFY(parsed.filter->matches(r->outbound.at(0)));
}

// An event too big to flatten (over 64 K characters): its nested values read as spans and shown
// as their compact JSON, its type and source still read.
void TestVerdict::bigEventNestedValuesAsJson()
{
    QJsonArray zeros;
    for (int i = 0; i < 40000; ++i)
        zeros.append(0);
    const QJsonObject event { { QStringLiteral("type"), QStringLiteral("correction") },
        { QStringLiteral("source"), QStringLiteral("crossref") },
        { QStringLiteral("counts"), QJsonObject { { QStringLiteral("all"), zeros } } } };
    const QString json = QString::fromUtf8(QJsonDocument(event).toJson(QJsonDocument::Indented));
    QVERIFY(json.size() > 64 * 1024);
    const NoticeEvent e = parseNoticeEvent(json);
    QCOMPARE(e.typeKey(), QStringLiteral("correction"));
    QCOMPARE(e.source, QStringLiteral("crossref"));
    QCOMPARE(e.fields.size(), 1);
    QCOMPARE(e.fields.at(0).first, QStringLiteral("counts"));
    QVERIFY(e.fields.at(0).second.startsWith(QStringLiteral(R"({"all":[0,0,)")));
    QCOMPARE(e.fields.at(0).second.size(), qsizetype(std::strlen(R"({"all":[]})") + 2 * 40000 - 1));
}

void TestVerdict::noticeColumn()
{
    const RecordPtr r = recordWithEvents();
    ObservationModel model;
    model.setRecord(r);
    auto cell = [&](int row, int role = Qt::DisplayRole) {
        return model.index(row, ObservationModel::Notice).data(role);
    };
    QCOMPARE(cell(0).toString(), QStringLiteral("retraction"));
    QCOMPARE(cell(0, ObservationModel::NoticeKindRole).toString(), QStringLiteral("retraction"));
    QCOMPARE(cell(1).toString(), QStringLiteral("correction, event of unstated type"));
    QCOMPARE(cell(1, ObservationModel::NoticeKindRole).toString(), QStringLiteral("correction"));
    QCOMPARE(cell(4).toString(), QStringLiteral("event of unstated type"));
    // Without events: measured and unavailable read differently.
    QCOMPARE(r->outbound.at(2).notice.state, QStringLiteral("unavailable"));
    QCOMPARE(cell(2).toString(), QStringLiteral("unavailable"));
    QCOMPARE(r->outbound.at(6).notice.state, QStringLiteral("measured"));
    QCOMPARE(cell(6).toString(), QStringLiteral("no event"));
    QCOMPARE(cell(6, ObservationModel::NoticeKindRole).toString(), QStringLiteral("measured"));
    // Sorting puts the gravest first.
    QVERIFY(
        cell(0, ObservationModel::SortRole).toInt() < cell(1, ObservationModel::SortRole).toInt());
    QVERIFY(
        cell(1, ObservationModel::SortRole).toInt() < cell(6, ObservationModel::SortRole).toInt());
    QVERIFY(
        cell(6, ObservationModel::SortRole).toInt() < cell(2, ObservationModel::SortRole).toInt());
}

void TestVerdict::exportedSubsetSaysWhatItIs()
{
    // 11 of the fixture's 21 observations exported as JSON by our own writer, then opened again.
    const RecordPtr source = parse(fixtureBytes());
    const QString query = QStringLiteral("status:verified_fuzzy");
    const auto filter = ObservationFilter::parse(query).filter;
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    exporting::JsonExportInfo info;
    info.query = query;
    info.allRows = false;
    info.exportedAt = QDateTime(QDate(2026, 12, 3), QTime(9, 30), Qt::UTC);
    QString error;
    QVERIFY(exporting::writeJson(&buffer, *source,
        exporting::observationsForRows(*source, exporting::rowsMatching(*source, *filter)), info,
        &error));
    const RecordPtr subset = parse(buffer.data());
    QVERIFY(subset);
    QCOMPARE(subset->outbound.size(), 11);

    const RecordVerdict v = recordVerdict(*subset);
    QVERIFY(v.subset);
    QCOMPARE(v.subset->selected(), 11);
    QCOMPARE(v.subset->source(), 21);
    QCOMPARE(v.subset->sentence(subset->paper.arxivId),
        QStringLiteral("Subset of arXiv:2509.00217 (11 of 21 observations), exported 3 December "
                       "2026 with query "
                       "`status:verified_fuzzy`; the source's context digest was %1.")
            .arg(source->contextDigest));
    // What only follows from being a subset is information, not a warning.
    QVERIFY(v.findings.isEmpty());
    QVERIFY(codes(v.information).contains(QStringLiteral("thesis-mismatch")));
    QVERIFY(codes(v.information).contains(QStringLiteral("context-digest-missing")));
    QCOMPARE(v.level, RecordVerdict::Level::Clean);
    QCOMPARE(v.headline(), QStringLiteral("Subset: all digests verified"));

    // verify says so too: exit 0, information lines, no warning.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("subset.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(buffer.data());
    f.close();
    QProcess cli;
    cli.start(QStringLiteral(PITH_CLI_PATH),
        { QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("verify"), path });
    QVERIFY(cli.waitForFinished(60000));
    const QString out = QString::fromUtf8(cli.readAllStandardOutput());
    QCOMPARE(cli.exitCode(), 0);
    QVERIFY2(out.contains(QStringLiteral("Subset of arXiv:2509.00217 (11 of 21 observations)")),
        qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("information [thesis-mismatch]")));
    QVERIFY(out.contains(QStringLiteral("information [context-digest-missing]")));
    QVERIFY(!out.contains(QStringLiteral("warning")));

    // summary: the subset's sentence instead of the source's thesis, its own counts.
    cli.start(QStringLiteral(PITH_CLI_PATH),
        { QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("summary"), path });
    QVERIFY(cli.waitForFinished(60000));
    const QString summary = QString::fromUtf8(cli.readAllStandardOutput());
    QCOMPARE(cli.exitCode(), 0);
    QVERIFY2(summary.contains(QStringLiteral("11 of 21 outbound observations exported")),
        qPrintable(summary));
    QVERIFY(summary.contains(QStringLiteral("verified fuzzy        11")));
    QVERIFY(!summary.contains(QStringLiteral("lists 21 of 21 outbound references")));
}

void TestVerdict::countsGroupedAsTheLocaleGroupsThem()
{
    // The status bar puts the sentence after "120,000 outbound and 0 inbound observations": the
    // verdict's counts are grouped as the language groups every other count in the window.
    RecordVerdict v;
    v.observations = 120000;
    QCOMPARE(v.sentence(),
        QStringLiteral("All 120,000 observation digests verify; the context digest verifies. "
                       "Audit: no findings."));
    for (int i = 0; i < 1500; ++i)
        v.digestFailures.append(QStringLiteral("id-%1").arg(i));
    v.level = RecordVerdict::Level::Failed;
    QCOMPARE(v.headline(), QStringLiteral("1,500 observations fail"));
    QVERIFY2(v.sentence().startsWith(
                 QStringLiteral("1,500 of 120,000 observation digests do not match;")),
        qPrintable(v.sentence()));

    const auto restore = qScopeGuard([] { setupLanguage(QStringLiteral("en")); });
    QVERIFY(setupLanguage(QStringLiteral("de")).ok());
    QCOMPARE(v.headline(), QStringLiteral("1.500 Beobachtungen fehlerhaft"));
    QVERIFY2(v.sentence().startsWith(
                 QStringLiteral("1.500 von 120.000 Beobachtungsprüfsummen stimmen nicht;")),
        qPrintable(v.sentence()));
    v.digestFailures.clear();
    QVERIFY2(
        v.sentence().startsWith(QStringLiteral("Alle 120.000 Beobachtungsprüfsummen stimmen;")),
        qPrintable(v.sentence()));

    // The header's notice line, beside the facet bar's "correction 1,234".
    Record r;
    r.checks.noticeTypes = { { QStringLiteral("correction") } };
    r.checks.outbound.resize(1234);
    for (ObservationCheck &c : r.checks.outbound)
        c.noticeTypes = 1;
    QCOMPARE(noticeSummaryLines(r).value(0).second,
        QStringLiteral("Zitiert 1.234 Werke mit einem Korrekturhinweis"));
    QVERIFY(setupLanguage(QStringLiteral("en")).ok());
    QCOMPARE(noticeSummaryLines(r).value(0).second,
        QStringLiteral("Cites 1,234 works with a correction notice"));
}

void TestVerdict::sameTruthsInGermanAndFrench()
{
    // The count-mismatch record through the command line, in German and French.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mismatch.json"));
    QVERIFY(writeBytes(path, countMismatchFixture()));
    auto run = [&](const QString &lang, const QString &command, int *exitCode) {
        QProcess cli;
        cli.start(QStringLiteral(PITH_CLI_PATH), { QStringLiteral("--lang"), lang, command, path });
        cli.waitForFinished(60000);
        *exitCode = cli.exitCode();
        return QString::fromUtf8(cli.readAllStandardOutput());
    };
    int exitCode = -1;
    QString out = run(QStringLiteral("de"), QStringLiteral("verify"), &exitCode);
    QCOMPARE(exitCode, 1);
    QVERIFY2(out.contains(QStringLiteral(": FEHLGESCHLAGEN (21 ausgehend, 0 eingehend)")),
        qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("Prüfung fehlgeschlagen: 3 Fehler, 2 Warnungen.")));
    QVERIFY(out.contains(QStringLiteral("Fehler [displayed-count-mismatch]")));
    QVERIFY(
        out.contains(QStringLiteral("32 Referenzen werden angezeigt, die Arbeit hat aber nur 30")));
    // --json stays the same in every language.
    {
        QProcess cli;
        cli.start(QStringLiteral(PITH_CLI_PATH),
            { QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("verify"),
                QStringLiteral("--json"), path });
        QVERIFY(cli.waitForFinished(60000));
        const QString json = QString::fromUtf8(cli.readAllStandardOutput());
        QVERIFY2(json.contains(
                     QStringLiteral("\"32 references are displayed but the paper has only 30\"")),
            qPrintable(json));
        QVERIFY(json.contains(QStringLiteral("\"severity\":\"error\"")));
        QVERIFY(!json.contains(QStringLiteral("Referenzen")));
    }
    out = run(QStringLiteral("de"), QStringLiteral("summary"), &exitCode);
    QCOMPARE(exitCode, 0);
    QVERIFY2(out.contains(QStringLiteral("gemessen 21 von 21 Referenzauflösung")), qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("32 von 30 ausgehenden Referenzen angezeigt")));
    QVERIFY(out.contains(QStringLiteral("Integrität: Prüfung fehlgeschlagen")));
    out = run(QStringLiteral("fr"), QStringLiteral("verify"), &exitCode);
    QCOMPARE(exitCode, 1);
    QVERIFY2(out.contains(QStringLiteral("Audit en échec : 3 erreurs, 2 avertissements.")),
        qPrintable(out));

    // Dates as each language writes them.
    QVERIFY(setupLanguage(QStringLiteral("de")).ok());
    QCOMPARE(longDate(QStringLiteral("2026-08-10T10:32:00Z")), QStringLiteral("10. August 2026"));
    QCOMPARE(eventTypeLabel(QStringLiteral("retraction")), QStringLiteral("Rückzug"));
    QVERIFY(setupLanguage(QStringLiteral("fr")).ok());
    QCOMPARE(longDate(QStringLiteral("2026-08-10T10:32:00Z")), QStringLiteral("10 août 2026"));
    QVERIFY(setupLanguage(QStringLiteral("en")).ok());
    QCOMPARE(longDate(QStringLiteral("2026-08-10T10:32:00Z")), QStringLiteral("10 August 2026"));
}

void TestVerdict::keptVerdict()
{
    ParseResult parsed = parseRecord(countMismatchFixture(), QStringLiteral("test.json"));
    QVERIFY(parsed.ok());
    Record record = *parsed.record;
    const RecordVerdict computed = recordVerdict(record);
    QCOMPARE(computed.level, RecordVerdict::Level::Failed);
    QVERIFY(!record.keptVerdict.value);

    keepVerdict(record);
    QVERIFY(record.keptVerdict.value);
    const RecordVerdict kept = recordVerdict(record);
    QCOMPARE(kept.level, computed.level);
    QCOMPARE(kept.sentence(), computed.sentence());
    QCOMPARE(codes(kept.findings), codes(computed.findings));
    QCOMPARE(texts(kept.findings), texts(computed.findings));

    // A copy may be changed: it starts without the kept verdict, and an assignment drops it.
    Record copy = record;
    QVERIFY(!copy.keptVerdict.value);
    copy.referenceResolution.displayed = 21;
    copy.referenceResolution.totalOutboundReferences = 21;
    QCOMPARE(recordVerdict(copy).level, RecordVerdict::Level::Clean);
    Record assigned;
    keepVerdict(assigned);
    assigned = record;
    QVERIFY(!assigned.keptVerdict.value);
    // The kept one is what is returned (the record itself is not to be changed once kept: here
    // it is, to tell the kept verdict from a new one).
    record.referenceResolution.displayed = 21;
    record.referenceResolution.totalOutboundReferences = 21;
    QCOMPARE(recordVerdict(record).level, RecordVerdict::Level::Failed);
    QCOMPARE(recordVerdict(copy).level, RecordVerdict::Level::Clean);

    // In another language the findings are worded again, in it; back in English, the kept ones.
    QVERIFY(setupLanguage(QStringLiteral("de")).ok());
    const QStringList german = texts(recordVerdict(*parsed.record).findings);
    QVERIFY(setupLanguage(QStringLiteral("en")).ok());
    keepVerdict(*parsed.record);
    QVERIFY(setupLanguage(QStringLiteral("de")).ok());
    const RecordVerdict inGerman = recordVerdict(*parsed.record);
    QCOMPARE(texts(inGerman.findings), german);
    QVERIFY2(german.join(u'\n').contains(
                 QStringLiteral("32 Referenzen werden angezeigt, die Arbeit hat aber nur 30")),
        qPrintable(german.join(u'\n')));
    QVERIFY(setupLanguage(QStringLiteral("en")).ok());
    QCOMPARE(texts(recordVerdict(*parsed.record).findings), texts(computed.findings));
}

// The file read by a RecordLoader (the window's reader), as it reports it; none after 30 s.
std::optional<ParseResult> loadThrough(const QString &path, bool keepsDigests)
{
    open::RecordLoader loader;
    loader.setKeepsDigests(keepsDigests);
    std::optional<ParseResult> finished;
    QObject::connect(&loader, &open::RecordLoader::finished, &loader,
        [&finished](const ParseResult &r) { finished = r; });
    loader.loadFile(path);
    if (!QTest::qWaitFor([&finished] { return finished.has_value(); }, 30000))
        return std::nullopt;
    return finished;
}

void TestVerdict::loaderKeepsTheVerdict()
{
    // The window's loader reads a record and keeps its verdict on its worker thread, so the GUI
    // thread never audits a big record again; the same verdict as computed here.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mismatch.json"));
    QVERIFY(writeBytes(path, countMismatchFixture()));
    const std::optional<ParseResult> finished = loadThrough(path, false);
    QVERIFY(finished);
    const ParseResult &result = *finished;
    QVERIFY(result.ok());
    QVERIFY(result.record->keptVerdict.value);
    QCOMPARE(result.record->keptVerdict.value->language, QStringLiteral("English"));
    const RecordVerdict kept = recordVerdict(*result.record);
    Record copy = *result.record;
    const RecordVerdict computed = recordVerdict(copy);
    QVERIFY(!copy.keptVerdict.value);
    QCOMPARE(kept.level, RecordVerdict::Level::Failed);
    QCOMPARE(kept.sentence(), computed.sentence());
    QCOMPARE(texts(kept.findings), texts(computed.findings));
}

// A loader asked to (the window's) also keeps each observation's digest by id, what a review
// reads, on its thread: the same hash as computed here; a copy starts without it, and a loader
// not asked (the library's) keeps none.
void TestVerdict::loaderKeepsTheDigests()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("record.json"));
    // a digest tampered (the stated one is kept) and an id repeated (its last occurrence counts)
    QVERIFY(writeBytes(path, consistentFixture([](QJsonObject &root) {
        QJsonArray outbound = root[QStringLiteral("outbound")].toArray();
        QJsonObject last = outbound.at(20).toObject();
        last[QStringLiteral("observation_id")]
            = outbound.at(0).toObject()[QStringLiteral("observation_id")];
        outbound[20] = last;
        root[QStringLiteral("outbound")] = outbound;
    })));
    for (const bool keep : { true, false }) {
        const std::optional<ParseResult> finished = loadThrough(path, keep);
        QVERIFY(finished);
        const ParseResult &result = *finished;
        QVERIFY2(result.ok(), qPrintable(result.error.toString()));
        QCOMPARE(bool(result.record->keptDigests.value), keep);
        const Record copy = *result.record;
        QVERIFY(!copy.keptDigests.value);
        const QHash<QString, QString> computed = digestsById(copy);
        QCOMPARE(computed.size(), 20); // 21 observations, one id twice
        const Observation &first = copy.outbound.at(0), &twin = copy.outbound.at(20);
        QCOMPARE(first.id, twin.id);
        QCOMPARE(computed.value(first.id), twin.digest);
        QCOMPARE(digestsById(*result.record), computed);
    }
}

QTEST_GUILESS_MAIN(TestVerdict)
#include "tst_verdict.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The review in the reports (issue 19), through the real pith-ledger-cli: CSV columns read back
// with Python's csv module, the PDF read back with pdftotext, `summary` printing progress, the
// review file beside the record by default and `--review FILE`.
#include "models/record/parser.h"
#include "models/review/reviewfile.h"
#include "testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace pith;
using namespace pith::review;
using namespace Qt::StringLiterals;

namespace {

struct Run {
    int code = -1;
    QString out;
    QString err;
};

Run run(const QString &program, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"LANG"_s, u"C.UTF-8"_s);
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    p.setProcessEnvironment(env);
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(120000))
        return r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestReviewExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void csvColumnsReadByPython();
    void csvWithoutReviewHasNoReviewColumns();
    void pdfShowsDecisionsAndSummary();
    void summaryPrintsProgress();
    void givenReviewFileAndRefusals();

private:
    QTemporaryDir m_dir;
    QString m_record;
    QString m_review;
    QStringList m_ids;
};

void TestReviewExport::initTestCase()
{
    m_record = m_dir.filePath(u"paper.json"_s);
    writeFile(m_record, test::fixtureBytes());
    const ParseResult parsed = parseRecord(test::fixtureBytes(), m_record);
    QVERIFY(parsed.ok());
    for (const Observation &o : parsed.record->outbound)
        m_ids.append(o.id);
    ReviewData d { parsed.record->paper.arxivId, {}, {} };
    const QDateTime at(QDate(2026, 12, 3), QTime(9, 30, 0), Qt::UTC);
    const QDateTime later(QDate(2026, 12, 4), QTime(16, 0, 0), Qt::UTC);
    d.entries.insert(m_ids.at(0),
        { Decision::Confirmed, u"matches the PDF, \"exactly\""_s, u"Ada"_s, at,
            parsed.record->outbound.at(0).digest });
    d.entries.insert(m_ids.at(1),
        { Decision::NeedsFix, u"=HYPERLINK(\"x\")\nsecond line"_s, u"Bo"_s, later,
            parsed.record->outbound.at(1).digest });
    d.entries.insert(m_ids.at(2),
        { Decision::Disputed, {}, u"Ada"_s, at, u"sha256:an-older-snapshot"_s }); // stale
    d.recordNote = { Decision::Unreviewed, u"Bibliography checked by hand"_s, u"Ada"_s, at, {} };
    m_review = reviewPathBesideFile(m_record);
    writeFile(m_review, toJson(d));
}

void TestReviewExport::csvColumnsReadByPython()
{
    const QString csv = m_dir.filePath(u"out.csv"_s);
    const Run r = run(QStringLiteral(PITH_CLI_PATH), { u"export"_s, m_record, u"-o"_s, csv });
    QVERIFY2(r.code == 0, qPrintable(r.err));
    // The review beside the record is found by default, and its progress printed.
    QVERIFY2(r.out.contains(u"Review ("_s + m_review + u"):"_s), qPrintable(r.out));
    QVERIFY(r.out.contains(u"Reviewed 2 of 21 observations: 1 confirmed, 1 needs fix, 1 changed "
                           "since reviewed"_s));
    QProcess py;
    py.start(QStringLiteral(PITH_PYTHON),
        { u"-c"_s,
            u"import csv,sys,json\n"
            "rows=list(csv.DictReader(open(sys.argv[1],newline='',encoding='utf-8')))\n"
            "print(json.dumps([[r['observation_id'],r['review_decision'],r['review_note'],"
            "r['reviewer'],r['reviewed_at']] for r in rows[:4]]))\n"
            "print(len(rows), list(rows[0].keys())[-4:])\n"_s,
            csv });
    QVERIFY(py.waitForFinished(30000));
    QCOMPARE(py.exitCode(), 0);
    const QStringList lines = QString::fromUtf8(py.readAllStandardOutput()).split(u'\n');
    const QJsonArray rows = QJsonDocument::fromJson(lines.at(0).toUtf8()).array();
    QCOMPARE(rows.size(), 4);
    const auto row = [&](int i) {
        QStringList out;
        for (const QJsonValue &v : rows.at(i).toArray())
            out.append(v.toString());
        return out;
    };
    QCOMPARE(row(0),
        QStringList({ m_ids.at(0), u"confirmed"_s, u"matches the PDF, \"exactly\""_s, u"Ada"_s,
            u"2026-12-03T09:30:00Z"_s }));
    // A note that starts like a formula is written as text (the apostrophe rule).
    QCOMPARE(row(1),
        QStringList({ m_ids.at(1), u"needs_fix"_s, u"'=HYPERLINK(\"x\")\nsecond line"_s, u"Bo"_s,
            u"2026-12-04T16:00:00Z"_s }));
    QCOMPARE(row(2),
        QStringList({ m_ids.at(2), u"changed_since_reviewed"_s, QString(), u"Ada"_s,
            u"2026-12-03T09:30:00Z"_s }));
    QCOMPARE(
        row(3), QStringList({ m_ids.at(3), u"unreviewed"_s, QString(), QString(), QString() }));
    QCOMPARE(lines.at(1), u"21 ['review_decision', 'review_note', 'reviewer', 'reviewed_at']"_s);

    // The query keys work on the command line with the same review.
    const Run filtered = run(QStringLiteral(PITH_CLI_PATH),
        { u"export"_s, m_record, u"-o"_s, csv, u"--filter"_s, u"review:none status:unresolved"_s });
    QVERIFY2(filtered.code == 0, qPrintable(filtered.err));
    // 10 unresolved, one of them confirmed; the stale one counts as not reviewed.
    QVERIFY2(filtered.out.startsWith(u"Exported 9 of 21 observations"_s), qPrintable(filtered.out));
    const Run note = run(QStringLiteral(PITH_CLI_PATH),
        { u"export"_s, m_record, u"-o"_s, csv, u"--filter"_s, u"note:\"the pdf\""_s });
    QVERIFY2(note.out.startsWith(u"Exported 1 of 21 observations"_s), qPrintable(note.out));
}

void TestReviewExport::csvWithoutReviewHasNoReviewColumns()
{
    QTemporaryDir dir;
    const QString record = dir.filePath(u"alone.json"_s);
    writeFile(record, test::fixtureBytes());
    const QString csv = dir.filePath(u"out.csv"_s);
    const Run r = run(QStringLiteral(PITH_CLI_PATH), { u"export"_s, record, u"-o"_s, csv });
    QCOMPARE(r.code, 0);
    QVERIFY(!r.out.contains(u"Review"_s));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(!f.readLine().contains("review_decision"));
    // review:none still parses: without a review every row is unreviewed.
    const Run all = run(QStringLiteral(PITH_CLI_PATH),
        { u"export"_s, record, u"-o"_s, csv, u"--filter"_s, u"review:none"_s });
    QVERIFY2(all.out.startsWith(u"Exported 21 of 21"_s), qPrintable(all.out + all.err));
}

void TestReviewExport::pdfShowsDecisionsAndSummary()
{
    const QString pdf = m_dir.filePath(u"out.pdf"_s);
    const Run r = run(QStringLiteral(PITH_CLI_PATH), { u"export"_s, m_record, u"-o"_s, pdf });
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QProcess p;
    p.start(QStringLiteral(PITH_PDFTOTEXT), { pdf, u"-"_s });
    QVERIFY(p.waitForFinished(60000));
    const QString text = QString::fromUtf8(p.readAllStandardOutput()).simplified();
    QVERIFY2(text.contains(u"Reviewed 2 of 21 observations: 1 confirmed, 1 needs fix, 1 changed "
                           "since reviewed"_s),
        qPrintable(text.left(3000)));
    QVERIFY(text.contains(u"Reviewed by Ada, Bo, 3 December 2026 \u2013 4 December 2026"_s));
    QVERIFY(text.contains(u"Record note: Bibliography checked by hand"_s));
    QVERIFY(text.contains(u"Review: confirmed \u2014 matches the PDF, \"exactly\""_s));
    QVERIFY(text.contains(u"Review: needs fix \u2014 =HYPERLINK"_s));
    QVERIFY(text.contains(u"Review: changed since reviewed"_s));
}

void TestReviewExport::summaryPrintsProgress()
{
    const Run r = run(QStringLiteral(PITH_CLI_PATH), { u"summary"_s, m_record });
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"\nReview ("_s + m_review
                 + u"):\n  Reviewed 2 of 21 observations: "
                   "1 confirmed, 1 needs fix, 1 changed "
                   "since reviewed\n  Reviewed by Ada, Bo, "
                   "3 December 2026 \u2013 4 December "
                   "2026\n  Record note: Bibliography "
                   "checked by hand\n"_s),
        qPrintable(r.out));
}

void TestReviewExport::givenReviewFileAndRefusals()
{
    // --review FILE: a colleague's copy elsewhere.
    QTemporaryDir dir;
    const QString elsewhere = dir.filePath(u"colleague.review.json"_s);
    writeFile(elsewhere,
        toJson(ReviewData { u"2509.00217"_s, {},
            { { m_ids.at(5), { Decision::NotResolvable, u"a book"_s, u"Cy"_s, {}, {} } } } }));
    const Run given
        = run(QStringLiteral(PITH_CLI_PATH), { u"summary"_s, m_record, u"--review"_s, elsewhere });
    QVERIFY2(given.code == 0, qPrintable(given.err));
    QVERIFY(given.out.contains(u"Review ("_s + elsewhere + u"):"_s));
    // Decided without a digest: the record's digest differs, so it counts as changed.
    QVERIFY2(given.out.contains(u"Reviewed 0 of 21 observations: 1 changed since reviewed"_s),
        qPrintable(given.out));

    // Another paper's review, and an unreadable one: exit 2 with the file named.
    const QString other = dir.filePath(u"other.review.json"_s);
    writeFile(other, toJson(ReviewData { u"2401.00001"_s, {}, {} }));
    const Run refused
        = run(QStringLiteral(PITH_CLI_PATH), { u"summary"_s, m_record, u"--review"_s, other });
    QCOMPARE(refused.code, 2);
    QVERIFY2(refused.err.contains(u"the review is of arXiv:2401.00001, this record is of "
                                  "arXiv:2509.00217"_s),
        qPrintable(refused.err));
    const QString broken = dir.filePath(u"broken.review.json"_s);
    writeFile(broken, "{\"schema\": \"pith-ledger-review\",\n  \"version\": 1,\n  ]");
    const Run unreadable = run(QStringLiteral(PITH_CLI_PATH),
        { u"export"_s, m_record, u"-o"_s, dir.filePath(u"x.csv"_s), u"--review"_s, broken });
    QCOMPARE(unreadable.code, 2);
    QVERIFY2(unreadable.err.contains(broken + u":3:"_s), qPrintable(unreadable.err));
    QVERIFY(!QFile::exists(dir.filePath(u"x.csv"_s)));
    const Run usage = run(QStringLiteral(PITH_CLI_PATH), { u"summary"_s, m_record, u"--review"_s });
    QCOMPARE(usage.code, 64);
}

QTEST_GUILESS_MAIN(TestReviewExport)
#include "tst_reviewexport.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// The review store: decisions, undo/redo, stale marking, merge, the file, the lock in the runtime
// folder, the autosave on the writer's thread, two writers of one review, and a writer killed
// mid-save.
#include "models/items/observationfilter.h"
#include "models/record/parser.h"
#include "models/review/reviewfile.h"
#include "models/review/reviewsession.h"
#include "testutil.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <thread>

#include <sys/stat.h>

using namespace pith;
using namespace pith::review;
using namespace Qt::StringLiterals;

class TestReview : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void vocabulary();
    void setUndoRedo();
    void multiRowDecisionIsOneStep();
    void notes();
    void staleOnChangedDigest();
    void testsAnswerAsHolds();
    void decisionCountsOverTheRecord();
    void mergeWithoutConflicts();
    void mergeWithConflicts();
    void queryKeys();
    void fileRoundTripPythonReads();
    void fileErrors_data();
    void fileErrors();
    void defaultPaths();
    void autosaveWithinASecond();
    void savedWhileTheThreadIsBusy();
    void corruptFileKeptByteForByte();
    void otherPaperRefused();
    void twoSessionsKeepBothDecisions();
    void secondProcessKeepsBothDecisions();
    void heldLockWaitedForThenReported();
    void lockPathFollowsTheFile();
    void fifoLockRefusedUnread();
    void ownerlessLockTakenOver_data();
    void ownerlessLockTakenOver();
    void killedMidSaveLeavesOldOrNew();

private:
    RecordPtr m_record;
    QStringList m_ids;
    QTemporaryDir m_runtime; // the runtime folder of this test and its child processes
};

// What stands in a folder (a record's): nothing but the files named.
static QStringList listing(const QTemporaryDir &dir)
{
    return QDir(dir.path())
        .entryList(
            QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

static RecordPtr parse(const QByteArray &bytes)
{
    ParseResult r = parseRecord(bytes, u"fixture.json"_s);
    if (!r.ok())
        qFatal("fixture: %s", qPrintable(r.error.message));
    return r.record;
}

void TestReview::initTestCase()
{
    QVERIFY(m_runtime.isValid());
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtime.path()));
    m_record = parse(test::fixtureBytes());
    for (const Observation &o : m_record->outbound)
        m_ids.append(o.id);
    QVERIFY(m_ids.size() >= 5);
}

void TestReview::vocabulary()
{
    QCOMPARE(allDecisions().size(), 5);
    const QStringList keys { u"unreviewed"_s, u"confirmed"_s, u"needs_fix"_s, u"not_resolvable"_s,
        u"disputed"_s };
    for (int i = 0; i < keys.size(); ++i) {
        QCOMPARE(decisionKey(allDecisions().at(i)), keys.at(i));
        QCOMPARE(decisionFromKey(keys.at(i)), allDecisions().at(i));
    }
    QVERIFY(!decisionFromKey(u"Confirmed"_s));
    QCOMPARE(decisionLabel(Decision::NeedsFix), u"needs fix"_s);
}

void TestReview::setUndoRedo()
{
    Review review;
    review.setRecord(m_record);
    review.setReviewer(u"Ada"_s);
    QSignalSpy changed(&review, &Review::changed);
    QVERIFY(!review.canUndo());
    review.setDecision({ m_ids.at(0) }, Decision::Confirmed);
    QCOMPARE(changed.size(), 1);
    const Entry e = review.entry(m_ids.at(0));
    QCOMPARE(e.decision, Decision::Confirmed);
    QCOMPARE(e.reviewer, u"Ada"_s);
    QCOMPARE(e.digest, m_record->outbound.at(0).digest);
    QVERIFY(qAbs(e.at.secsTo(QDateTime::currentDateTimeUtc())) < 5);
    QVERIFY(review.isReviewed(m_ids.at(0)));
    review.setDecision({ m_ids.at(0) }, Decision::NeedsFix);
    QCOMPARE(review.effectiveDecision(m_ids.at(0)), Decision::NeedsFix);

    review.undo();
    QCOMPARE(review.effectiveDecision(m_ids.at(0)), Decision::Confirmed);
    review.undo();
    QVERIFY(!review.isReviewed(m_ids.at(0)));
    QVERIFY(review.data().entries.isEmpty());
    QVERIFY(!review.canUndo());
    QVERIFY(review.canRedo());
    review.redo();
    QCOMPARE(review.effectiveDecision(m_ids.at(0)), Decision::Confirmed);
    review.redo();
    QCOMPARE(review.effectiveDecision(m_ids.at(0)), Decision::NeedsFix);
    QVERIFY(!review.canRedo());

    // A new edit after an undo drops the redo.
    review.undo();
    review.setDecision({ m_ids.at(1) }, Decision::Disputed);
    QVERIFY(!review.canRedo());
    QCOMPARE(review.effectiveDecision(m_ids.at(0)), Decision::Confirmed);

    // Back to unreviewed removes the entry; an unknown id is ignored.
    review.setDecision({ m_ids.at(1), u"no-such-observation"_s }, Decision::Unreviewed);
    QVERIFY(!review.data().entries.contains(m_ids.at(1)));
    QVERIFY(!review.data().entries.contains(u"no-such-observation"_s));

    // Read-only: nothing changes.
    review.setReadOnlyReason(u"held elsewhere"_s);
    review.setDecision({ m_ids.at(2) }, Decision::Confirmed);
    review.undo();
    QVERIFY(!review.isReviewed(m_ids.at(2)));
    QCOMPARE(review.effectiveDecision(m_ids.at(0)), Decision::Confirmed);
}

void TestReview::multiRowDecisionIsOneStep()
{
    Review review;
    review.setRecord(m_record);
    review.setDecision(m_ids.mid(0, 4), Decision::NotResolvable);
    QCOMPARE(review.data().entries.size(), 4);
    QCOMPARE(review.undoText(), u"Decision \"not resolvable\" on 4 rows"_s);
    review.undo();
    QVERIFY(review.data().entries.isEmpty());
    QVERIFY(!review.canUndo());
}

void TestReview::notes()
{
    Review review;
    review.setRecord(m_record);
    review.setNote(m_ids.at(2), u"A book; no DOI expected"_s);
    QCOMPARE(review.entry(m_ids.at(2)).note, u"A book; no DOI expected"_s);
    QVERIFY(!review.isReviewed(m_ids.at(2))); // a note is no decision
    review.setRecordNote(u"Checked against the PDF"_s);
    QCOMPARE(review.data().recordNote.note, u"Checked against the PDF"_s);
    review.undo();
    QVERIFY(review.data().recordNote.note.isEmpty());
    review.undo();
    QVERIFY(!review.data().entries.contains(m_ids.at(2)));
    review.redo();
    QCOMPARE(review.entry(m_ids.at(2)).note, u"A book; no DOI expected"_s);
}

// The counts are of the record's observations: one each, unreviewed without an entry, and an
// entry for an observation the record does not have is not counted.
void TestReview::decisionCountsOverTheRecord()
{
    ReviewData data;
    Entry confirmed;
    confirmed.decision = Decision::Confirmed;
    confirmed.digest = m_record->outbound.at(0).digest;
    data.entries.insert(m_ids.at(0), confirmed);
    Entry elsewhere;
    elsewhere.decision = Decision::Disputed;
    elsewhere.digest = u"sha256:"_s + QString(64, u'1');
    data.entries.insert(u"an-observation-of-another-record"_s, elsewhere);
    Entry noteOnly;
    noteOnly.note = u"look again"_s;
    data.entries.insert(m_ids.at(1), noteOnly);
    Review review;
    review.setData(data);
    int stale = -1;
    QVERIFY(review.decisionCounts(&stale).isEmpty()); // no record: nothing to count
    QCOMPARE(stale, 0);
    review.setRecord(m_record);
    const auto counts = review.decisionCounts(&stale);
    QCOMPARE(stale, 0);
    QCOMPARE(counts.value(Decision::Confirmed), 1);
    QCOMPARE(counts.value(Decision::Disputed), 0);
    QCOMPARE(counts.value(Decision::Unreviewed), int(m_record->observationCount()) - 1);
    int total = 0;
    for (int n : counts)
        total += n;
    QCOMPARE(total, int(m_record->observationCount()));
}

void TestReview::testsAnswerAsHolds()
{
    // The facet counts ask test() once per value, the filter holds() per row: the same answers
    // for every key and value, with decisions, a note, a stale entry and none at all.
    Review review;
    review.setRecord(m_record);
    const QStringList values { u"none"_s, u"unreviewed"_s, u"any"_s, u"stale"_s, u"confirmed"_s,
        u"needs_fix"_s, u"not_resolvable"_s, u"disputed"_s, u"nonsense"_s, u""_s };
    const auto agree = [&](const Review &r, const RecordPtr &record) -> QString {
        QHash<QString, int> counted;
        for (const QString &key : { u"review"_s, u"note"_s, u"finding"_s }) {
            for (const QString &value : values + QStringList { u"wrong"_s, u"WRONG"_s }) {
                const ObservationFacts::Test test = r.test(key, value);
                for (const Observation &o : record->outbound) {
                    const bool held = r.holds(key, value, o);
                    if (test(o) != held)
                        return QStringLiteral("%1:%2 on %3").arg(key, value, o.id);
                    counted[key + u':' + value] += held;
                }
            }
        }
        return QString::number(counted.value(u"review:confirmed"_s)) + u'/'
            + QString::number(counted.value(u"review:stale"_s)) + u'/'
            + QString::number(counted.value(u"note:wrong"_s)) + u'/'
            + QString::number(counted.value(u"review:any"_s));
    };
    QCOMPARE(agree(review, m_record), u"0/0/0/0"_s);
    review.setDecision({ m_ids.at(0), m_ids.at(2) }, Decision::Confirmed);
    review.setDecision({ m_ids.at(1) }, Decision::NeedsFix);
    review.setNote(m_ids.at(3), u"Wrong DOI"_s);
    QCOMPARE(agree(review, m_record), u"2/0/1/3"_s);
    const RecordPtr newer = parse(test::consistentFixture([](QJsonObject &root) {
        test::editOutbound(root, 0, [](QJsonObject &o) {
            o[u"citation"_s] = test::withChild(o[u"citation"_s].toObject(), u"cited_work"_s,
                [](QJsonObject &w) { w[u"title"_s] = u"A corrected title"_s; });
        });
    }));
    review.setRecord(newer);
    QCOMPARE(agree(review, newer), u"1/1/1/2"_s);
}

void TestReview::staleOnChangedDigest()
{
    Review review;
    review.setRecord(m_record);
    review.setDecision({ m_ids.at(0) }, Decision::Confirmed);
    review.setDecision({ m_ids.at(1) }, Decision::Disputed);
    QCOMPARE(review.reviewedCount({ &m_record->outbound.at(0), &m_record->outbound.at(1) }), 2);

    // A newer snapshot: outbound 0's title changed (and its digest with it).
    const RecordPtr newer = parse(test::consistentFixture([](QJsonObject &root) {
        test::editOutbound(root, 0, [](QJsonObject &o) {
            o[u"citation"_s] = test::withChild(o[u"citation"_s].toObject(), u"cited_work"_s,
                [](QJsonObject &w) { w[u"title"_s] = u"A corrected title"_s; });
        });
    }));
    QVERIFY(newer->outbound.at(0).digest != m_record->outbound.at(0).digest);
    QCOMPARE(newer->outbound.at(1).digest, m_record->outbound.at(1).digest);
    review.setRecord(newer);
    QVERIFY(review.isStale(m_ids.at(0)));
    QCOMPARE(review.effectiveDecision(m_ids.at(0)), Decision::Unreviewed);
    QCOMPARE(review.entry(m_ids.at(0)).decision, Decision::Confirmed); // kept, not dropped
    QVERIFY(!review.isStale(m_ids.at(1)));
    QCOMPARE(review.effectiveDecision(m_ids.at(1)), Decision::Disputed);
    QVERIFY(review.holds(u"review"_s, u"stale"_s, newer->outbound.at(0)));
    QVERIFY(review.holds(u"review"_s, u"none"_s, newer->outbound.at(0)));
    QVERIFY(!review.holds(u"review"_s, u"confirmed"_s, newer->outbound.at(0)));
    int stale = 0;
    const auto counts = review.decisionCounts(&stale);
    QCOMPARE(stale, 1);
    QCOMPARE(counts.value(Decision::Disputed), 1);
    QCOMPARE(counts.value(Decision::Confirmed), 0);
    QCOMPARE(counts.value(Decision::Unreviewed), int(newer->observationCount()) - 1);

    // Looked at again: the same decision takes the new digest.
    review.setDecision({ m_ids.at(0) }, Decision::Confirmed);
    QVERIFY(!review.isStale(m_ids.at(0)));
    QCOMPARE(review.entry(m_ids.at(0)).digest, newer->outbound.at(0).digest);
    review.undo();
    QVERIFY(review.isStale(m_ids.at(0)));
}

void TestReview::mergeWithoutConflicts()
{
    ReviewData mine { u"2509.00217"_s, {}, {} };
    ReviewData theirs = mine;
    mine.entries.insert(u"a"_s, { Decision::Confirmed, {}, u"me"_s, {}, u"d1"_s });
    mine.entries.insert(u"same"_s, { Decision::Disputed, u"x"_s, u"me"_s, {}, u"d2"_s });
    theirs.entries.insert(u"b"_s, { Decision::NeedsFix, u"wrong year"_s, u"you"_s, {}, u"d3"_s });
    theirs.entries.insert(u"same"_s, { Decision::Disputed, u"x"_s, u"you"_s, {}, u"d2"_s });
    theirs.recordNote.note = u"their record note"_s;
    const MergeResult r = merge(mine, theirs);
    QVERIFY(r.conflicts.isEmpty());
    QCOMPARE(r.merged.entries.size(), 3);
    QCOMPARE(r.merged.entries.value(u"a"_s).decision, Decision::Confirmed);
    QCOMPARE(r.merged.entries.value(u"b"_s).note, u"wrong year"_s);
    QCOMPARE(r.merged.recordNote.note, u"their record note"_s);
    QCOMPARE(r.takenFromTheirs, 1);
}

void TestReview::mergeWithConflicts()
{
    Review review;
    review.setRecord(m_record);
    review.setDecision({ m_ids.at(0), m_ids.at(1) }, Decision::Confirmed);
    review.setRecordNote(u"mine"_s);
    ReviewData theirs { m_record->paper.arxivId, {}, {} };
    theirs.entries.insert(m_ids.at(0), { Decision::NeedsFix, u"DOI wrong"_s, u"you"_s, {}, {} });
    theirs.entries.insert(m_ids.at(1), { Decision::Disputed, {}, u"you"_s, {}, {} });
    theirs.entries.insert(m_ids.at(2), { Decision::Confirmed, {}, u"you"_s, {}, {} });
    theirs.recordNote.note = u"theirs"_s;
    const MergeResult r = merge(review.data(), theirs);
    QCOMPARE(r.conflicts.size(), 3); // two observations and the record note: nothing dropped
    QVERIFY(r.conflicts.at(0).observationId.isEmpty()); // the record note sorts first
    QCOMPARE(r.merged.entries.value(m_ids.at(2)).reviewer, u"you"_s);
    // Choose theirs for the record note and for the first observation, mine for the second.
    QList<bool> takeTheirs;
    for (const Conflict &c : r.conflicts)
        takeTheirs.append(c.observationId != m_ids.at(1));
    review.applyMerge(r, takeTheirs);
    QCOMPARE(review.data().recordNote.note, u"theirs"_s);
    QCOMPARE(review.entry(m_ids.at(0)).decision, Decision::NeedsFix);
    QCOMPARE(review.entry(m_ids.at(0)).note, u"DOI wrong"_s);
    QCOMPARE(review.entry(m_ids.at(1)).decision, Decision::Confirmed);
    QCOMPARE(review.entry(m_ids.at(2)).decision, Decision::Confirmed);
    // The whole merge is one undo step.
    review.undo();
    QCOMPARE(review.data().recordNote.note, u"mine"_s);
    QCOMPARE(review.entry(m_ids.at(0)).decision, Decision::Confirmed);
    QVERIFY(!review.data().entries.contains(m_ids.at(2)));
}

void TestReview::queryKeys()
{
    auto review = std::make_shared<Review>();
    review->setRecord(m_record);
    review->setDecision({ m_ids.at(0) }, Decision::NeedsFix);
    review->setNote(m_ids.at(0), u"Wrong DOI in the reference list"_s);
    review->setDecision({ m_ids.at(1) }, Decision::Confirmed);
    const ObservationFactsList facts { review };
    const auto count = [&](const QString &query) {
        const auto parsed = ObservationFilter::parse(query, *m_record, facts);
        if (!parsed.ok())
            qWarning() << parsed.error.message;
        int n = 0;
        for (const Observation &o : m_record->outbound)
            n += parsed.ok() && parsed.filter->matches(o);
        for (const Observation &o : m_record->inbound)
            n += parsed.ok() && parsed.filter->matches(o);
        return parsed.ok() ? n : -1;
    };
    const int total = int(m_record->observationCount());
    QCOMPARE(count(u"review:needs_fix"_s), 1);
    QCOMPARE(count(u"review:any"_s), 2);
    QCOMPARE(count(u"review:none"_s), total - 2);
    QCOMPARE(count(u"-review:none"_s), 2);
    QCOMPARE(count(u"review:confirmed,needs_fix"_s), 2);
    QCOMPARE(count(u"note:\"wrong doi\""_s), 1);
    QCOMPARE(count(u"note:nothing-like-this"_s), 0);
    QCOMPARE(count(u"review:stale"_s), 0);
    const auto misspelt = ObservationFilter::parse(u"review:needsfix"_s, *m_record, facts);
    QVERIFY(!misspelt.ok());
    QVERIFY2(misspelt.error.message.contains(u"needs_fix"), qPrintable(misspelt.error.message));
}

void TestReview::fileRoundTripPythonReads()
{
    ReviewData d { u"2509.00217"_s, {}, {} };
    d.recordNote = { Decision::Unreviewed, u"Whole record: fine \"mostly\"\n"_s, u"Zoë"_s,
        QDateTime(QDate(2026, 12, 3), QTime(10, 0, 0), Qt::UTC), {} };
    d.entries.insert(u"obs-2"_s,
        { Decision::NotResolvable, u"a book"_s, u"Zoë"_s,
            QDateTime(QDate(2026, 12, 3), QTime(11, 30, 5), Qt::UTC), u"sha256:ab"_s });
    d.entries.insert(u"obs-1"_s, { Decision::NeedsFix, {}, u"Ada"_s, {}, u"sha256:cd"_s });
    const QByteArray bytes = toJson(d);
    QString error;
    const auto back = fromJson(bytes, u"x.review.json"_s, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(*back, d);

    // An independent reader: Python's json module sees the documented layout.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"x.review.json"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    QProcess py;
    py.start(QStringLiteral(PITH_PYTHON),
        { u"-c"_s,
            u"import json,sys\n"
            "d=json.load(open(sys.argv[1],encoding='utf-8'))\n"
            "assert d['schema']=='pith-ledger-review' and d['version']==1, d\n"
            "assert d['paper']['arxiv_id']=='2509.00217'\n"
            "print(d['record_note']['note'].strip(), d['record_note']['reviewer'], "
            "d['record_note']['at'])\n"
            "for e in d['decisions']:\n"
            "  print(e['observation_id'], e['decision'], e.get('note',''), e['reviewer'], e.get('at',''), e['observation_digest'])\n"_s,
            path });
    QVERIFY(py.waitForFinished(30000));
    QCOMPARE(py.exitCode(), 0);
    QCOMPARE(QString::fromUtf8(py.readAllStandardOutput()),
        u"Whole record: fine \"mostly\" Zoë 2026-12-03T10:00:00Z\n"
        "obs-1 needs_fix  Ada  sha256:cd\n"
        "obs-2 not_resolvable a book Zoë 2026-12-03T11:30:05Z sha256:ab\n"_s);
}

void TestReview::fileErrors_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    const QByteArray head = "{\"schema\":\"pith-ledger-review\",\"version\":1,"
                            "\"paper\":{\"arxiv_id\":\"2509.00217\"},";
    QTest::newRow("syntax error on line 3")
        << QByteArray("{\n  \"schema\": 1,\n  oops\n}") << u"r.json:3:"_s;
    QTest::newRow("not an object")
        << QByteArray("[1]") << u"r.json: (root): expected an object, found an array"_s;
    QTest::newRow("other schema")
        << QByteArray("{\"schema\":\"pith.paper-citation-record.v1\"}")
        << u"r.json: /schema: not a Pith Ledger review (schema \"pith-ledger-review\" expected, found \"pith.paper-citation-record.v1\")"_s;
    QTest::newRow("newer version")
        << QByteArray("{\"schema\":\"pith-ledger-review\",\"version\":2}")
        << u"r.json: /version: version 2 is not one this program reads (it reads 1)"_s;
    QTest::newRow("no paper") << QByteArray("{\"schema\":\"pith-ledger-review\",\"version\":1}")
                              << u"r.json: /paper: expected an object, found nothing"_s;
    QTest::newRow("empty paper id") << QByteArray(
        "{\"schema\":\"pith-ledger-review\",\"version\":1,\"paper\":{\"arxiv_id\":\"\"}}")
                                    << u"r.json: /paper/arxiv_id: the paper's arXiv id is empty"_s;
    QTest::newRow("decisions not an array") << head
            + "\"decisions\":{}}" << u"r.json: /decisions: expected an array, found an object"_s;
    QTest::newRow("unknown decision")
        << head + "\"decisions\":[{\"observation_id\":\"a\",\"decision\":\"ok\"}]}"
        << u"r.json: /decisions/0/decision: unknown decision \"ok\" (known: unreviewed, confirmed, needs_fix, not_resolvable, disputed)"_s;
    QTest::newRow("missing id") << head
            + "\"decisions\":[{\"observation_id\":\"a\",\"decision\":\"confirmed\"},{\"decision\":"
              "\"confirmed\"}]}" << u"r.json: /decisions/1/observation_id: required key missing"_s;
    QTest::newRow("note a number")
        << head
            + "\"decisions\":[{\"observation_id\":\"a\",\"decision\":\"confirmed\",\"note\":3}]}"
        << u"r.json: /decisions/0/note: expected a string, found a number"_s;
    QTest::newRow("bad date") << head
            + "\"decisions\":[{\"observation_id\":\"a\",\"decision\":\"confirmed\",\"at\":"
              "\"yesterday\"}]}"
                              << u"r.json: /decisions/0/at: not a date and time: \"yesterday\""_s;
    QTest::newRow("listed twice")
        << head
            + "\"decisions\":[{\"observation_id\":\"a\",\"decision\":\"confirmed\"},{\"observation_"
              "id\":\"a\",\"decision\":\"disputed\"}]}"
        << u"r.json: /decisions/1/observation_id: observation \"a\" is listed twice"_s;
}

void TestReview::fileErrors()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!fromJson(bytes, u"r.json"_s, &error));
    QVERIFY2(error.startsWith(message), qPrintable(error));
}

void TestReview::defaultPaths()
{
    QCOMPARE(reviewPathBesideFile(u"/data/2509.00217.json"_s), u"/data/2509.00217.review.json"_s);
    QCOMPARE(reviewPathBesideFile(u"/data/record"_s), u"/data/record.review.json"_s);
    QVERIFY(
        reviewPathForPaper(u"hep-th/9901001"_s).endsWith(u"/reviews/hep-th_9901001.review.json"_s));
    QCOMPARE(alternativePath(u"/d/x.review.json"_s, 2), u"/d/x.review-2.json"_s);
}

void TestReview::autosaveWithinASecond()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"r.review.json"_s);
    auto review = std::make_shared<Review>();
    review->setRecord(m_record);
    auto session = std::make_unique<ReviewSession>(review);
    QStringList messages;
    session->openDefault(path, &messages);
    QVERIFY2(messages.isEmpty(), qPrintable(messages.join(u'\n')));
    QCOMPARE(session->path(), path);
    // Nothing written before there is something to keep: no review, no lock, anywhere.
    QCOMPARE(listing(dir), QStringList());
    QVERIFY(!QFileInfo::exists(ReviewSession::lockPath(path)));
    QVERIFY(ReviewSession::lockPath(path).startsWith(m_runtime.path() + u'/'));

    QElapsedTimer clock;
    clock.start();
    review->setDecision({ m_ids.at(0) }, Decision::Confirmed);
    review->setNote(m_ids.at(0), u"checked"_s);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 1000);
    QVERIFY(clock.elapsed() < 1000);
    QString error;
    QTRY_VERIFY_WITH_TIMEOUT(!session->hasPending(), 1000);
    auto onDisk = readReviewFile(path, &error);
    QVERIFY2(onDisk, qPrintable(error));
    QCOMPARE(*onDisk, review->data());
    // The lock is taken only while writing, and never beside the record.
    QCOMPARE(listing(dir), QStringList { u"r.review.json"_s });
    QVERIFY(!QFileInfo::exists(ReviewSession::lockPath(path)));

    // Undo is a change like any other: saved too.
    review->undo();
    review->undo();
    QTRY_VERIFY_WITH_TIMEOUT(readReviewFile(path, &error)->entries.isEmpty(), 1000);

    // Closed with a change pending, then opened again (a new window): the same state.
    review->redo();
    const ReviewData saved = review->data();
    session.reset();
    QCOMPARE(listing(dir), QStringList { u"r.review.json"_s });
    auto again = std::make_shared<Review>();
    again->setRecord(m_record);
    ReviewSession reopened(again);
    reopened.openDefault(path, &messages);
    QVERIFY(messages.isEmpty());
    QCOMPARE(again->data(), saved);
    QCOMPARE(again->entry(m_ids.at(0)).decision, Decision::Confirmed);
}

// The window's thread busy right after a decision (a slow colouring rule reclassifying every row
// as the review changed): the decision reaches the file while the thread is still busy. Prints
// how long after the decision the file held it.
void TestReview::savedWhileTheThreadIsBusy()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"r.review.json"_s);
    auto review = std::make_shared<Review>();
    review->setRecord(m_record);
    ReviewSession session(review);
    QStringList messages;
    session.openDefault(path, &messages);
    QVERIFY(session.isWritable());

    // A watcher of the file on a thread of its own notes when the decision is there.
    using Clock = std::chrono::steady_clock;
    const auto since = [start = Clock::now()](Clock::time_point t) {
        return qint64(std::chrono::duration_cast<std::chrono::milliseconds>(t - start).count());
    };
    std::atomic<Clock::rep> onDiskTicks { 0 };
    std::atomic<bool> stop { false };
    const QString id = m_ids.at(1);
    std::thread watcher([&] {
        while (!stop && onDiskTicks == 0) {
            QString error;
            const auto data = readReviewFile(path, &error);
            if (data && data->entries.value(id).decision == Decision::NeedsFix)
                onDiskTicks = Clock::now().time_since_epoch().count();
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    });
    const auto onDiskAt = [&] { return since(Clock::time_point(Clock::duration(onDiskTicks))); };
    constexpr int kBusyMs = 3000;
    qint64 decidedAt = -1, busyEnded = -1;
    // Connected after the session: as the window's table, which redraws after the review says
    // it changed.
    const QMetaObject::Connection busy = connect(review.get(), &Review::changed, this, [&] {
        QElapsedTimer spin;
        spin.start();
        while (spin.elapsed() < kBusyMs) { } // the window's thread does nothing else
        busyEnded = since(Clock::now());
    });
    decidedAt = since(Clock::now());
    review->setDecision({ id }, Decision::NeedsFix);
    disconnect(busy);
    QTRY_VERIFY_WITH_TIMEOUT(onDiskTicks != 0, 10000);
    stop = true;
    watcher.join();
    qInfo("decision on disk %lld ms after it was taken; the thread was busy for %lld ms after it",
        qlonglong(onDiskAt() - decidedAt), qlonglong(busyEnded - decidedAt));
    QVERIFY2(onDiskAt() < busyEnded,
        qPrintable(
            u"on disk at %1 ms, the thread busy until %2 ms"_s.arg(onDiskAt()).arg(busyEnded)));
}

void TestReview::corruptFileKeptByteForByte()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"r.review.json"_s);
    const QByteArray corrupt
        = "{\"schema\": \"pith-ledger-review\",\n \"version\": 1, \xff\xfe garbage";
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(corrupt);
    }
    auto review = std::make_shared<Review>();
    review->setRecord(m_record);
    {
        ReviewSession session(review);
        QStringList messages;
        session.openDefault(path, &messages);
        QCOMPARE(messages.size(), 2);
        QVERIFY2(messages.at(0).startsWith(path + u":2:"_s), qPrintable(messages.at(0)));
        QVERIFY(messages.at(0).contains(u"kept as it is"_s));
        QCOMPARE(session.path(), dir.filePath(u"r.review-2.json"_s));
        QVERIFY2(messages.at(1).contains(session.path()), qPrintable(messages.at(1)));
        review->setDecision({ m_ids.at(0) }, Decision::Disputed);
        QVERIFY(session.saveNow());
    }
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), corrupt);
    // Next time: the corrupt file is still reported and kept, and the review continues where it
    // was left.
    auto again = std::make_shared<Review>();
    again->setRecord(m_record);
    ReviewSession session(again);
    QStringList messages;
    session.openDefault(path, &messages);
    QCOMPARE(session.path(), dir.filePath(u"r.review-2.json"_s));
    QCOMPARE(again->effectiveDecision(m_ids.at(0)), Decision::Disputed);
}

void TestReview::otherPaperRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"other.review.json"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(toJson(ReviewData { u"2401.00001"_s, {}, {} }));
    f.close();
    QString error;
    QVERIFY(!ReviewSession::readForMerge(path, m_record->paper.arxivId, &error));
    QCOMPARE(error,
        path + u": the review is of arXiv:2401.00001, this record is of arXiv:"_s
            + m_record->paper.arxivId);
    // As the default file it is left alone, not taken.
    auto review = std::make_shared<Review>();
    review->setRecord(m_record);
    ReviewSession session(review);
    QStringList messages;
    session.openDefault(path, &messages);
    QVERIFY(session.path() != path);
    QVERIFY(messages.join(u' ').contains(u"arXiv:2401.00001"_s));
}

// Two windows edit one review: each write reads the file again under the lock and puts only
// its own changes on top; each window then shows the other's decisions too.
void TestReview::twoSessionsKeepBothDecisions()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"r.review.json"_s);
    auto first = std::make_shared<Review>();
    first->setRecord(m_record);
    ReviewSession a(first);
    QStringList messages;
    a.openDefault(path, &messages);
    auto second = std::make_shared<Review>();
    second->setRecord(m_record);
    ReviewSession b(second);
    b.openDefault(path, &messages);
    QVERIFY2(messages.isEmpty(), qPrintable(messages.join(u'\n')));
    QVERIFY(a.isWritable() && b.isWritable());

    first->setDecision({ m_ids.at(0) }, Decision::Confirmed);
    second->setDecision({ m_ids.at(1) }, Decision::Disputed);
    second->setRecordNote(u"from b"_s);
    QVERIFY(a.saveNow());
    QVERIFY(b.saveNow());
    QString error;
    auto onDisk = readReviewFile(path, &error);
    QVERIFY2(onDisk, qPrintable(error));
    QCOMPARE(onDisk->entries.value(m_ids.at(0)).decision, Decision::Confirmed);
    QCOMPARE(onDisk->entries.value(m_ids.at(1)).decision, Decision::Disputed);
    QCOMPARE(onDisk->recordNote.note, u"from b"_s);
    // b wrote last and shows a's decision; a sees b's when the file changed.
    QCOMPARE(second->effectiveDecision(m_ids.at(0)), Decision::Confirmed);
    QTRY_COMPARE_WITH_TIMEOUT(first->effectiveDecision(m_ids.at(1)), Decision::Disputed, 5000);
    QCOMPARE(first->data().recordNote.note, u"from b"_s);
    QVERIFY(first->canUndo()); // its own step survives what was taken in

    // The same observation decided in both: the later write's decision is the file's.
    first->setDecision({ m_ids.at(2) }, Decision::NeedsFix);
    second->setDecision({ m_ids.at(2) }, Decision::NotResolvable);
    QVERIFY(a.saveNow());
    QVERIFY(b.saveNow());
    QCOMPARE(
        readReviewFile(path, &error)->entries.value(m_ids.at(2)).decision, Decision::NotResolvable);
    QCOMPARE(readReviewFile(path, &error)->entries.size(), 3);
    // An undo in a leaves what b decided since: the entry is b's now.
    QTRY_COMPARE_WITH_TIMEOUT(first->effectiveDecision(m_ids.at(2)), Decision::NotResolvable, 5000);
    first->undo();
    QCOMPARE(first->effectiveDecision(m_ids.at(2)), Decision::NotResolvable);
    QVERIFY(a.saveNow());
    onDisk = readReviewFile(path, &error);
    QCOMPARE(onDisk->entries.value(m_ids.at(2)).decision, Decision::NotResolvable);
    QCOMPARE(onDisk->entries.size(), 3);
    first->undo();
    QVERIFY(a.saveNow());
    onDisk = readReviewFile(path, &error);
    QVERIFY(!onDisk->entries.contains(m_ids.at(0)));
    QCOMPARE(onDisk->entries.value(m_ids.at(1)).decision, Decision::Disputed);
}

// Another process (review_child) writes decisions into the review this session has open and
// changes too: both sides' decisions are in the file, and this session shows the child's.
void TestReview::secondProcessKeepsBothDecisions()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"r.review.json"_s);
    auto review = std::make_shared<Review>();
    review->setRecord(m_record);
    ReviewSession session(review);
    QStringList messages;
    session.openDefault(path, &messages);
    review->setDecision({ m_ids.at(0) }, Decision::Confirmed);
    QVERIFY(session.saveNow());
    review->setDecision({ m_ids.at(1) }, Decision::NeedsFix); // pending while the child writes

    QProcess child;
    child.start(QStringLiteral(PITH_REVIEW_CHILD),
        { u"decide"_s, path, QStringList { m_ids.at(2), m_ids.at(3) }.join(u',') });
    QVERIFY(child.waitForFinished(30000));
    QCOMPARE(child.exitCode(), 0);
    QCOMPARE(child.readAllStandardOutput().trimmed(), QByteArray("decided"));
    QVERIFY(session.saveNow());
    QString error;
    const auto onDisk = readReviewFile(path, &error);
    QVERIFY2(onDisk, qPrintable(error));
    QCOMPARE(onDisk->entries.size(), 4);
    QCOMPARE(onDisk->entries.value(m_ids.at(0)).decision, Decision::Confirmed);
    QCOMPARE(onDisk->entries.value(m_ids.at(1)).decision, Decision::NeedsFix);
    QCOMPARE(onDisk->entries.value(m_ids.at(2)).decision, Decision::Disputed);
    QCOMPARE(onDisk->entries.value(m_ids.at(3)).decision, Decision::Disputed);
    QCOMPARE(review->entry(m_ids.at(3)).decision, Decision::Disputed); // shown here too
    QCOMPARE(listing(dir), QStringList { u"r.review.json"_s });
}

// A lock held by a live process: a write waits for it (ReviewSession::kLockWaitMs), then says who
// holds it and keeps the change pending; the next write once it is let go saves it.
void TestReview::heldLockWaitedForThenReported()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"r.review.json"_s);
    QProcess child;
    child.start(QStringLiteral(PITH_REVIEW_CHILD), { u"lock"_s, path });
    QVERIFY(child.waitForReadyRead(30000));
    QCOMPARE(child.readLine().trimmed(), QByteArray("locked"));
    const QString holder = u"process %1 (review_child)"_s.arg(child.processId());
    QCOMPARE(ReviewSession::lockHolder(path).left(holder.size()), holder);

    auto review = std::make_shared<Review>();
    review->setRecord(m_record);
    ReviewSession session(review);
    QStringList messages;
    session.openDefault(path, &messages);
    QVERIFY(session.isWritable()); // held only while written: opening is not refused
    review->setDecision({ m_ids.at(0) }, Decision::Confirmed);
    QElapsedTimer clock;
    clock.start();
    QString error;
    QVERIFY(!session.saveNow(&error));
    QVERIFY2(clock.elapsed() >= ReviewSession::kLockWaitMs, QByteArray::number(clock.elapsed()));
    QVERIFY2(error.contains(holder) && error.contains(path), qPrintable(error));
    QVERIFY(session.hasPending());
    QVERIFY(!QFileInfo::exists(path));

    // Let go while the writer's thread waits for it: saved then, without another change.
    QSignalSpy saved(&session, &ReviewSession::saved);
    review->setNote(m_ids.at(0), u"after the wait"_s);
    QTimer::singleShot(
        ReviewSession::kSaveDelayMs + 200, &child, [&child] { child.closeWriteChannel(); });
    QTRY_VERIFY_WITH_TIMEOUT(!saved.isEmpty(), 10000);
    QVERIFY(child.state() == QProcess::NotRunning || child.waitForFinished(30000));
    const auto onDisk = readReviewFile(path, &error);
    QVERIFY2(onDisk, qPrintable(error));
    QCOMPARE(onDisk->entries.value(m_ids.at(0)).decision, Decision::Confirmed);
    QCOMPARE(onDisk->entries.value(m_ids.at(0)).note, u"after the wait"_s);
    QVERIFY(!session.hasPending());
}

void TestReview::lockPathFollowsTheFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"r.review.json"_s);
    const QString lock = ReviewSession::lockPath(path);
    QVERIFY(lock.startsWith(m_runtime.path() + u"/pith-ledger/review-locks/"_s));
    QVERIFY(lock.endsWith(u".lock"_s));
    // One file, one lock, however it is named; another file, another lock.
    QVERIFY(QDir(dir.path()).mkdir(u"x"_s));
    QCOMPARE(ReviewSession::lockPath(dir.path() + u"/./x/../r.review.json"_s), lock);
    QVERIFY(QFile::link(dir.path(), dir.path() + u"-link"_s));
    QCOMPARE(ReviewSession::lockPath(dir.path() + u"-link/r.review.json"_s), lock);
    QFile::remove(dir.path() + u"-link"_s);
    QVERIFY(ReviewSession::lockPath(dir.filePath(u"s.review.json"_s)) != lock);
    // Without a runtime folder: a folder of the user's own in the temporary folder.
    const QByteArray runtime = qgetenv("XDG_RUNTIME_DIR");
    qunsetenv("XDG_RUNTIME_DIR");
    const QString fallback = ReviewSession::lockPath(path);
    qputenv("XDG_RUNTIME_DIR", runtime);
    QVERIFY2(fallback.startsWith(QDir::tempPath() + u"/pith-ledger-"_s), qPrintable(fallback));
}

// A FIFO in place of the lock: refused at once, never opened (QLockFile reads its owner with a
// blocking open), the review shown read-only with a message that names it; the FIFO left alone.
void TestReview::fifoLockRefusedUnread()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"r.review.json"_s);
    const QString lock = ReviewSession::lockPath(path);
    QVERIFY(QDir().mkpath(QFileInfo(lock).absolutePath()));
    QCOMPARE(::mkfifo(QFile::encodeName(lock).constData(), 0600), 0);
    auto review = std::make_shared<Review>();
    review->setRecord(m_record);
    {
        ReviewSession session(review);
        QStringList messages;
        QElapsedTimer clock;
        clock.start();
        session.openDefault(path, &messages);
        QVERIFY2(clock.elapsed() < 5000, QByteArray::number(clock.elapsed()));
        QVERIFY(!session.isWritable());
        QCOMPARE(messages.size(), 1);
        QVERIFY2(messages.at(0).contains(lock) && messages.at(0).contains(u"FIFO"_s),
            qPrintable(messages.at(0)));
        QCOMPARE(review->readOnlyReason(), messages.at(0));
        QCOMPARE(ReviewSession::lockHolder(path), QString());
    }
    // Put there while the review is open: the write refuses it unread, and keeps the change.
    QVERIFY(QFile::remove(lock));
    review->setReadOnlyReason({});
    ReviewSession session(review);
    QStringList messages;
    session.openDefault(path, &messages);
    QVERIFY(session.isWritable());
    QCOMPARE(::mkfifo(QFile::encodeName(lock).constData(), 0600), 0);
    review->setDecision({ m_ids.at(0) }, Decision::Confirmed);
    QElapsedTimer clock;
    clock.start();
    QString error;
    QVERIFY(!session.saveNow(&error));
    QVERIFY2(clock.elapsed() < 5000, QByteArray::number(clock.elapsed()));
    QVERIFY2(error.contains(lock) && error.contains(u"FIFO"_s), qPrintable(error));
    QVERIFY(session.hasPending());
    QVERIFY(QFileInfo::exists(lock) && !QFileInfo(lock).isFile());
    QCOMPARE(listing(dir), QStringList()); // nothing written
    QVERIFY(QFile::remove(lock));
    QVERIFY(session.saveNow());
    QCOMPARE(listing(dir), QStringList { u"r.review.json"_s });
}

// A lock that names no owner (empty or garbled: what a crash right after creating it leaves) has
// no one to wait for: stale, and taken over. One made a moment ago is waited for a moment, since
// QLockFile writes its owner as it creates it.
void TestReview::ownerlessLockTakenOver_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<bool>("justMade");
    QTest::newRow("empty") << QByteArray() << false;
    QTest::newRow("garbled") << QByteArray("\xff\xfe no pid here\n") << false;
    QTest::newRow("garbled, just made") << QByteArray("\xff\xfe no pid here\n") << true;
}

void TestReview::ownerlessLockTakenOver()
{
    QFETCH(QByteArray, content);
    QFETCH(bool, justMade);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"r.review.json"_s);
    const QString lockPath = ReviewSession::lockPath(path);
    QVERIFY(QDir().mkpath(QFileInfo(lockPath).absolutePath()));
    const QDateTime made = QDateTime::currentDateTime();
    QVERIFY(pith::test::writeBytes(lockPath, content));
    if (!justMade) {
        QFile lock(lockPath);
        QVERIFY(lock.open(QIODevice::ReadWrite));
        QVERIFY(lock.setFileTime(
            QDateTime::currentDateTime().addSecs(-10), QFileDevice::FileModificationTime));
    }
    auto review = std::make_shared<Review>();
    review->setRecord(m_record);
    ReviewSession session(review);
    QStringList messages;
    session.openDefault(path, &messages);
    QVERIFY2(session.isWritable(), qPrintable(messages.join(u'\n')));
    QCOMPARE(session.path(), path);
    QVERIFY(messages.isEmpty());
    review->setDecision({ m_ids.at(0) }, Decision::Confirmed);
    QString error;
    QVERIFY2(session.saveNow(&error), qPrintable(error));
    // A lock just made is respected until it is older than a moment.
    if (justMade)
        QVERIFY2(made.msecsTo(QDateTime::currentDateTime()) >= 1000,
            QByteArray::number(made.msecsTo(QDateTime::currentDateTime())));
    QCOMPARE(readReviewFile(path, &error)->entries.size(), 1);
    QVERIFY(!QFileInfo::exists(lockPath)); // taken over, and let go after the write
}

void TestReview::killedMidSaveLeavesOldOrNew()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"r.review.json"_s);
    QSet<Decision> seen;
    for (int round = 0; round < 12; ++round) {
        QProcess child;
        child.start(QStringLiteral(PITH_REVIEW_CHILD), { u"save"_s, path });
        QVERIFY(child.waitForReadyRead(30000));
        QCOMPARE(child.readLine().trimmed(), QByteArray("saving")); // also: a killed holder's lock
                                                                    // was taken over
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 30000);
        QTest::qWait(int(QRandomGenerator::global()->bounded(150)));
        QCOMPARE(child.state(), QProcess::Running); // writing still
        QVERIFY(child.processId() > 0);
        ::kill(pid_t(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished(30000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        QString error;
        const auto data = readReviewFile(path, &error);
        QVERIFY2(data, qPrintable(error)); // never a mixture or a cut file
        QCOMPARE(data->entries.size(), 4000);
        const Decision d = data->entries.cbegin()->decision;
        QCOMPARE(
            data->entries.cbegin()->note, QString(200, d == Decision::Confirmed ? u'a' : u'b'));
        for (const Entry &e : data->entries)
            QCOMPARE(e.decision, d); // one version throughout
        seen.insert(d);
        // Nothing left beside the record: no lock, no half-written file.
        QCOMPARE(listing(dir), QStringList { u"r.review.json"_s });
    }
    qInfo() << "versions seen after a kill:" << seen.size();
}

QTEST_GUILESS_MAIN(TestReview)
#include "tst_review.moc"

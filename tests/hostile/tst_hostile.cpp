// SPDX-License-Identifier: GPL-3.0-or-later
// The hostile-file catalogue (issue 8): every file in tests/data/hostile/ plus large cases
// generated here (never committed) must end in a clear message naming what and where, or in a clear
// finding, within bounded time and memory, without a crash. Each case runs in a forked child
// (isolation.h), so a crash or hang is reported as such and the remaining cases still run.
#include "models/record/audit.h"
#include "models/record/parser.h"
#include "models/record/verdict.h"
#include "tests/hostile/isolation.h"
#include "tests/testutil.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace pith;
using namespace pith::test;

namespace {

QString hostileDir() { return QStringLiteral(PITH_TEST_DATA "/hostile"); }

// Everything a case can be checked against, small enough to send through a pipe.
QJsonObject describe(const ParseResult &r)
{
    QJsonObject o;
    o[QStringLiteral("ok")] = r.ok();
    if (!r.ok()) {
        o[QStringLiteral("line")] = r.error.line;
        o[QStringLiteral("column")] = r.error.column;
        o[QStringLiteral("pointer")] = r.error.pointer;
        o[QStringLiteral("message_size")] = r.error.message.size();
        o[QStringLiteral("message")] = r.error.message.left(2000);
        o[QStringLiteral("text")] = r.error.toString().left(2000);
        o[QStringLiteral("text_size")] = r.error.toString().size();
        return o;
    }
    const Record &rec = *r.record;
    QJsonArray codes;
    QStringList codeList;
    for (const Finding &f : auditRecord(rec))
        codeList.append(f.code);
    codeList.sort();
    for (const QString &c : codeList)
        codes.append(c);
    o[QStringLiteral("findings")] = codes;
    o[QStringLiteral("digest_failures")] = rec.digestFailures().size();
    o[QStringLiteral("context_digest")] = contextStateName(rec.contextDigestState());
    o[QStringLiteral("outbound")] = rec.outbound.size();
    o[QStringLiteral("title_size")] = rec.paper.title.size();
    o[QStringLiteral("title")] = rec.paper.title.left(500);
    return o;
}

// Runs loadRecordFile(path) + audit in a child.
IsolatedRun loadIsolated(const QString &path, int timeLimitS, qint64 memLimitMb)
{
    return runIsolated([path] { return describe(loadRecordFile(path)); },
        timeLimitS * kSanitizerFactor, memLimitMb * (PITH_UNDER_ASAN ? 3 : 1));
}

// Location alternatives: {"pointer": P} or {"line": L, "from": C1, "to": C2}.
bool locationMatches(const QJsonObject &got, const QJsonArray &alternatives)
{
    if (alternatives.isEmpty())
        return true;
    for (const QJsonValue &v : alternatives) {
        const QJsonObject a = v.toObject();
        if (a.contains(QStringLiteral("pointer"))) {
            if (got[QStringLiteral("line")].toInt() == 0
                && got[QStringLiteral("pointer")].toString()
                    == a[QStringLiteral("pointer")].toString())
                return true;
            continue;
        }
        const int line = got[QStringLiteral("line")].toInt();
        const int column = got[QStringLiteral("column")].toInt();
        if (line == a[QStringLiteral("line")].toInt() && column >= a[QStringLiteral("from")].toInt()
            && column <= a[QStringLiteral("to")].toInt())
            return true;
    }
    return false;
}

QString where(const QJsonObject &got)
{
    if (got[QStringLiteral("line")].toInt() > 0)
        return QStringLiteral("%1:%2")
            .arg(got[QStringLiteral("line")].toInt())
            .arg(got[QStringLiteral("column")].toInt());
    if (!got[QStringLiteral("pointer")].toString().isEmpty())
        return got[QStringLiteral("pointer")].toString();
    return QStringLiteral("(no location)");
}

// Checks a run against an expectation in the catalogue's vocabulary; returns the first problem.
QString mismatch(const IsolatedRun &run, const QJsonObject &expect, const QString &fileName)
{
    if (!run.finished())
        return run.describe();
    const QJsonObject &got = run.result;
    if (got.contains(QStringLiteral("exception")))
        return QStringLiteral("threw: %1").arg(got[QStringLiteral("exception")].toString());
    const bool wantOk = expect[QStringLiteral("expect")].toString() == QLatin1String("ok");
    if (got[QStringLiteral("ok")].toBool() != wantOk)
        return wantOk ? QStringLiteral("refused: %1").arg(got[QStringLiteral("text")].toString())
                      : QStringLiteral("accepted, expected an error matching /%1/")
                            .arg(expect[QStringLiteral("message")].toString());
    if (!wantOk) {
        const QString message = got[QStringLiteral("message")].toString();
        const QString text = got[QStringLiteral("text")].toString();
        const QRegularExpression re(expect[QStringLiteral("message")].toString(),
            QRegularExpression::CaseInsensitiveOption);
        if (!re.match(message).hasMatch())
            return QStringLiteral("message \"%1\" does not match /%2/").arg(message, re.pattern());
        if (message.contains(QLatin1String("json.exception")))
            return QStringLiteral("message leaks the library's internals: %1").arg(message);
        if (message.trimmed().isEmpty())
            return QStringLiteral("empty message");
        if (got[QStringLiteral("text_size")].toInteger() > 600)
            return QStringLiteral("message is %1 characters long (echoes the input?)")
                .arg(got[QStringLiteral("text_size")].toInteger());
        if (!text.startsWith(fileName))
            return QStringLiteral("message does not start with the file name: %1").arg(text);
        const QJsonArray at = expect[QStringLiteral("at")].toArray();
        if (!locationMatches(got, at))
            return QStringLiteral("location %1 is not one of %2 (message: %3)")
                .arg(where(got),
                    QString::fromUtf8(QJsonDocument(at).toJson(QJsonDocument::Compact)), text);
        return {};
    }
    if (expect.contains(QStringLiteral("findings"))
        && got[QStringLiteral("findings")] != expect[QStringLiteral("findings")])
        return QStringLiteral("findings %1, expected %2")
            .arg(QString::fromUtf8(QJsonDocument(got[QStringLiteral("findings")].toArray())
                                       .toJson(QJsonDocument::Compact)),
                QString::fromUtf8(QJsonDocument(expect[QStringLiteral("findings")].toArray())
                                      .toJson(QJsonDocument::Compact)));
    if (expect.contains(QStringLiteral("digest_failures"))
        && got[QStringLiteral("digest_failures")].toInteger()
            != expect[QStringLiteral("digest_failures")].toInteger())
        return QStringLiteral("%1 observation digest failures, expected %2")
            .arg(got[QStringLiteral("digest_failures")].toInteger())
            .arg(expect[QStringLiteral("digest_failures")].toInteger());
    if (expect.contains(QStringLiteral("context_digest"))
        && got[QStringLiteral("context_digest")] != expect[QStringLiteral("context_digest")])
        return QStringLiteral("context digest %1, expected %2")
            .arg(got[QStringLiteral("context_digest")].toString(),
                expect[QStringLiteral("context_digest")].toString());
    if (expect.contains(QStringLiteral("title"))
        && got[QStringLiteral("title")] != expect[QStringLiteral("title")])
        return QStringLiteral("title \"%1\", expected \"%2\"")
            .arg(got[QStringLiteral("title")].toString(),
                expect[QStringLiteral("title")].toString());
    if (expect.contains(QStringLiteral("title_size"))
        && got[QStringLiteral("title_size")].toInteger()
            != expect[QStringLiteral("title_size")].toInteger())
        return QStringLiteral("title of %1 characters, expected %2")
            .arg(got[QStringLiteral("title_size")].toInteger())
            .arg(expect[QStringLiteral("title_size")].toInteger());
    if (expect.contains(QStringLiteral("outbound"))
        && got[QStringLiteral("outbound")].toInteger()
            != expect[QStringLiteral("outbound")].toInteger())
        return QStringLiteral("%1 outbound observations, expected %2")
            .arg(got[QStringLiteral("outbound")].toInteger())
            .arg(expect[QStringLiteral("outbound")].toInteger());
    return {};
}

QJsonArray catalogueCases()
{
    QFile f(hostileDir() + QStringLiteral("/catalogue.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open the hostile catalogue");
    return QJsonDocument::fromJson(f.readAll()).object()[QStringLiteral("cases")].toArray();
}

QJsonObject expectError(const QString &messageRe, const QJsonArray &at = {})
{
    return { { QStringLiteral("expect"), QStringLiteral("error") },
        { QStringLiteral("message"), messageRe }, { QStringLiteral("at"), at } };
}

QJsonObject lineWindow(int line, int from, int to)
{
    return { { QStringLiteral("line"), line }, { QStringLiteral("from"), from },
        { QStringLiteral("to"), to } };
}

// Writes bytes to dir/name, streaming from chunks so large cases never sit in the test's memory
// twice.
bool writeChunks(const QString &path, const std::function<void(QFile &)> &produce)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    produce(f);
    return f.error() == QFileDevice::NoError;
}

QByteArray sha256Hex(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

} // namespace

class TestHostile : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    void catalogueCoversEveryFile();
    void catalogue_data();
    void catalogue();

    void truncation_data();
    void truncation();

    void deepNesting_data();
    void deepNesting();
    void hugeStrings_data();
    void hugeStrings();
    void millionObservations();

    void fileKinds_data();
    void fileKinds();
    void unreadableFile();
    void refusedBeforeReadWhole_data();
    void refusedBeforeReadWhole();

private:
    QTemporaryDir m_dir;
};

void TestHostile::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qInfo("hostile cases run in forked children%s",
        PITH_UNDER_ASAN ? " (AddressSanitizer build: limits x3)" : "");
}

// The catalogue is honest: at least 30 files, each with exactly one expectation, none missing.
void TestHostile::catalogueCoversEveryFile()
{
    QStringList onDisk = QDir(hostileDir()).entryList(QDir::Files);
    onDisk.removeAll(QStringLiteral("catalogue.json"));
    onDisk.removeAll(QStringLiteral("make-catalogue.py"));
    QStringList listed;
    for (const QJsonValue &c : catalogueCases())
        listed.append(c.toObject()[QStringLiteral("file")].toString());
    QVERIFY2(listed.size() >= 30, "the catalogue holds fewer than 30 hostile files");
    QCOMPARE(QSet<QString>(listed.begin(), listed.end()).size(), listed.size());
    onDisk.sort();
    listed.sort();
    QCOMPARE(listed, onDisk);
}

void TestHostile::catalogue_data()
{
    QTest::addColumn<QJsonObject>("expect");
    for (const QJsonValue &c : catalogueCases()) {
        const QJsonObject o = c.toObject();
        QTest::newRow(qPrintable(o[QStringLiteral("file")].toString())) << o;
    }
}

void TestHostile::catalogue()
{
    QFETCH(QJsonObject, expect);
    const QString path
        = hostileDir() + QLatin1Char('/') + expect[QStringLiteral("file")].toString();
    const IsolatedRun run = loadIsolated(path, 30, 1024);
    const QString problem = mismatch(run, expect, path);
    QVERIFY2(problem.isEmpty(),
        qPrintable(QStringLiteral("%1\n   proves: %2\n   problem: %3")
                       .arg(expect[QStringLiteral("file")].toString(),
                           expect[QStringLiteral("proves")].toString(), problem)));
}

// The real fixture cut every 997th byte: the message says the input ended, at its end.
void TestHostile::truncation_data()
{
    QTest::addColumn<int>("cut");
    const QByteArray fixture = fixtureBytes();
    for (int cut = 997; cut < fixture.size(); cut += 997)
        QTest::addRow("fixture cut at byte %d", cut) << cut;
    // Inside "null", inside a number, just after a key, just before the last brace.
    QTest::addRow("inside null") << int(fixture.indexOf("null") + 2);
    QTest::addRow("inside a number") << int(fixture.indexOf("\"displayed\":") + 13);
    QTest::addRow("after a key") << int(fixture.indexOf("\"outbound\"") + 10);
    QTest::addRow("before the last brace") << int(fixture.size() - 1);
}

void TestHostile::truncation()
{
    QFETCH(int, cut);
    const QByteArray bytes = fixtureBytes().left(cut);
    const IsolatedRun run
        = runIsolated([bytes] { return describe(parseRecord(bytes, QStringLiteral("cut.json"))); },
            30 * kSanitizerFactor, 1024 * (PITH_UNDER_ASAN ? 3 : 1));
    // The fixture is one line of ASCII: the end is at column cut + 1; a message may also point at
    // the start of the token that was cut (a long string: up to a few hundred characters back).
    const QString problem = mismatch(run,
        expectError(
            QStringLiteral("end of (the )?(input|file|data)|truncat|unterminated|"
                           "missing closing|incomplete|unexpected end|ends? (before|in|inside)"),
            { lineWindow(1, cut - 400, cut + 1) }),
        QStringLiteral("cut.json"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestHostile::deepNesting_data()
{
    QTest::addColumn<QByteArray>("open");
    QTest::addColumn<QByteArray>("close");
    QTest::addColumn<bool>("inRecord");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("rootPointerOk");
    // At the top level "not an object" is also a clear answer; inside a record it must be the
    // depth.
    QTest::newRow("a million nested arrays") << QByteArray("[") << QByteArray("]") << false
                                             << QStringLiteral("nest|deep|depth|object") << true;
    QTest::newRow("a million nested arrays in an open field")
        << QByteArray("[") << QByteArray("]") << true << QStringLiteral("nest|deep|depth") << false;
    QTest::newRow("a million nested objects in an open field")
        << QByteArray("{\"a\":") << QByteArray("}") << true << QStringLiteral("nest|deep|depth")
        << false;
}

void TestHostile::deepNesting()
{
    QFETCH(QByteArray, open);
    QFETCH(QByteArray, close);
    QFETCH(bool, inRecord);
    QFETCH(QString, message);
    QFETCH(bool, rootPointerOk);
    const int depth = 1000000;
    const QString path = m_dir.filePath(QStringLiteral("nested.json"));
    // In a record: the real fixture with a field "zz_nested" added before the last brace.
    QByteArray head, tail;
    if (inRecord) {
        const QByteArray fixture = fixtureBytes();
        head = fixture.left(fixture.lastIndexOf('}')) + ",\"zz_nested\":";
        tail = "}";
    }
    QVERIFY(writeChunks(path, [&](QFile &f) {
        f.write(head);
        f.write(open.repeated(depth));
        if (open.endsWith(':'))
            f.write("0"); // the innermost object's value
        f.write(close.repeated(depth));
        f.write(tail);
    }));
    const IsolatedRun run = loadIsolated(path, 60, 2048);
    // Anywhere on line 1 (the file has one line); a pointer into the field is fine too.
    QJsonArray at { lineWindow(1, 1, INT_MAX) };
    if (rootPointerOk)
        at.append(QJsonObject { { QStringLiteral("pointer"), QString() } });
    const QString problem = mismatch(run, expectError(message, at), path);
    qInfo("%s", qPrintable(run.describe()));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// A 100 MB and a 1 MB title (with multi-byte characters); then the 100 MB one cut in the middle.
void TestHostile::hugeStrings_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<bool>("cutInside");
    QTest::newRow("1 MB title") << qint64(1) << false;
    QTest::newRow("100 MB title") << qint64(100) << false;
    QTest::newRow("100 MB title, cut inside the string") << qint64(100) << true;
}

void TestHostile::hugeStrings()
{
    QFETCH(qint64, bytes);
    QFETCH(bool, cutInside);
    const QByteArray fixture = fixtureBytes();
    const qsizetype paper = fixture.indexOf("\"paper\":{");
    const qsizetype title = fixture.indexOf("\"title\":\"", paper) + 9;
    const qsizetype titleEnd = fixture.indexOf('"', title);
    QVERIFY(paper > 0 && title > paper && titleEnd > title);
    const QByteArray chunk = QByteArrayLiteral("Sharding \xc3\xa9 "); // 12 bytes, 11 characters
    const QByteArray block = chunk.repeated(1024 * 1024 / chunk.size() + 1)
                                 .left(1024 * 1024 / 12 * 12); // whole chunks
    const qint64 blocks = bytes;
    const QString path = m_dir.filePath(QStringLiteral("huge-title.json"));
    QVERIFY(writeChunks(path, [&](QFile &f) {
        f.write(fixture.left(title));
        for (qint64 i = 0; i < blocks; ++i)
            f.write(block);
        if (!cutInside)
            f.write(fixture.mid(titleEnd));
    }));
    const qint64 characters = blocks * block.size() / 12 * 11;
    const IsolatedRun run = loadIsolated(path, 120, 20 * bytes + 1024);
    qInfo("%lld MB title: %s", bytes, qPrintable(run.describe()));
    QJsonObject expect;
    if (cutInside) {
        const qint64 end = title + blocks * block.size();
        Q_UNUSED(end);
        // The message names the end of input without echoing 100 MB of string back.
        expect = expectError(
            QStringLiteral("end of (the )?(input|file|data)|truncat|unterminated|missing "
                           "closing|incomplete|unexpected end|ends inside"),
            { lineWindow(1, 1, INT_MAX) });
    } else {
        expect = { { QStringLiteral("expect"), QStringLiteral("ok") },
            { QStringLiteral("findings"), QJsonArray() }, { QStringLiteral("digest_failures"), 0 },
            { QStringLiteral("context_digest"), QStringLiteral("mismatch") }, // the title changed
            { QStringLiteral("title_size"), characters } };
    }
    const QString problem = mismatch(run, expect, path);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// A million tiny observations, each with its correct digest, and a correct context digest.
void TestHostile::millionObservations()
{
    const int count = 1000000;
    const QString path = m_dir.filePath(QStringLiteral("million.json"));
    QCryptographicHash context(QCryptographicHash::Sha256);
    QVERIFY(writeChunks(path, [&](QFile &f) {
        // Canonical form: keys sorted, no white space. The context digest covers everything but
        // as_of and context_digest, which are written last (order in the file does not matter).
        const QByteArray open = "{\"inbound\":[],\"outbound\":[";
        f.write(open);
        context.addData(open);
        QByteArray buffer;
        for (int i = 0; i < count; ++i) {
            const QByteArray id = "o" + QByteArray::number(i);
            const QByteArray citation
                = "{\"citation\":{\"reference_index\":" + QByteArray::number(i + 1) + "},";
            const QByteArray rest = "\"observation_id\":\"" + id
                + "\",\"resolution\":{\"status\":\"unresolved\"},\"standing_notice\":{\"state\":"
                  "\"unavailable\"}}";
            const QByteArray digest = "sha256:" + sha256Hex(citation + rest);
            const QByteArray observation
                = (i ? "," : "") + citation + "\"observation_digest\":\"" + digest + "\"," + rest;
            buffer += observation;
            context.addData(observation);
            if (buffer.size() > (1 << 20)) {
                f.write(buffer);
                buffer.clear();
            }
        }
        f.write(buffer);
        const QByteArray close
            = "],\"paper\":{\"arxiv_id\":\"2509.00217\"},\"reference_resolution\":{\"displayed\":"
            + QByteArray::number(count) + ",\"state_counts\":{\"unresolved\":"
            + QByteArray::number(count) + "},\"total_outbound_references\":"
            + QByteArray::number(count) + "},\"schema\":\"pith.paper-citation-record.v1\"";
        f.write(close);
        context.addData(close);
        context.addData("}");
        f.write(",\"as_of\":\"2026-08-10T10:32:00Z\",\"context_digest\":\"sha256:"
            + context.result().toHex() + "\"}");
    }));
    const IsolatedRun run = loadIsolated(path, 180, 8192);
    qInfo("a million observations (%lld MB file): %s", QFileInfo(path).size() >> 20,
        qPrintable(run.describe()));
    const QJsonObject expect { { QStringLiteral("expect"), QStringLiteral("ok") },
        { QStringLiteral("findings"), QJsonArray() }, { QStringLiteral("digest_failures"), 0 },
        { QStringLiteral("context_digest"), QStringLiteral("ok") },
        { QStringLiteral("outbound"), count } };
    const QString problem = mismatch(run, expect, path);
    QFile::remove(path);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// Things that are not regular files: each refused with a message, none may block or read forever.
void TestHostile::fileKinds_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("directory") << QStringLiteral("directory") << QStringLiteral("director");
    QTest::newRow("FIFO with no writer")
        << QStringLiteral("fifo") << QStringLiteral("not a regular file|FIFO|pipe|special");
    QTest::newRow("character device /dev/zero (endless)")
        << QStringLiteral("/dev/zero") << QStringLiteral("not a regular file|device|special");
    QTest::newRow("missing file") << QStringLiteral("missing")
                                  << QStringLiteral("no such file|does not exist|not found");
    QTest::newRow("symbolic link loop")
        << QStringLiteral("loop") << QStringLiteral("symbolic link that loops");
    // /proc/self/mem fails every read at offset 0 with EIO, even for root: a real read error.
    QTest::newRow("read error (EIO)")
        << QStringLiteral("/proc/self/mem") << QStringLiteral("read|I/O|input/output");
}

void TestHostile::fileKinds()
{
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QString path;
    if (kind == QLatin1String("directory")) {
        path = m_dir.filePath(QStringLiteral("a-directory.json"));
        QVERIFY(QDir().mkpath(path));
    } else if (kind == QLatin1String("fifo")) {
        path = m_dir.filePath(QStringLiteral("a-fifo.json"));
        QFile::remove(path);
        QVERIFY2(mkfifo(QFile::encodeName(path).constData(), 0600) == 0, strerror(errno));
    } else if (kind == QLatin1String("missing")) {
        path = m_dir.filePath(QStringLiteral("absent.json"));
    } else if (kind == QLatin1String("loop")) {
        path = m_dir.filePath(QStringLiteral("loop.json"));
        QFile::remove(path);
        QVERIFY(
            symlink(QFile::encodeName(path).constData(), QFile::encodeName(path).constData()) == 0);
    } else {
        path = kind;
    }
    const IsolatedRun run = loadIsolated(path, 20, 1024);
    const QString problem = mismatch(run, expectError(message), path);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// chmod 000. Root ignores permission bits (CI containers often run as root): then the file is
// readable and must simply parse; the EIO row of fileKinds covers a failing read for everyone.
void TestHostile::unreadableFile()
{
    const QString path = m_dir.filePath(QStringLiteral("unreadable.json"));
    QVERIFY(QFile::copy(fixturePath(), path));
    QVERIFY(chmod(QFile::encodeName(path).constData(), 0) == 0);
    const IsolatedRun run = loadIsolated(path, 20, 1024);
    if (geteuid() == 0) {
        qInfo("running as root: permission bits do not apply, the chmod 000 file must read and "
              "parse");
        const QString problem
            = mismatch(run, { { QStringLiteral("expect"), QStringLiteral("ok") } }, path);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    } else {
        const QString problem
            = mismatch(run, expectError(QStringLiteral("cannot be read|permission")), path);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    chmod(QFile::encodeName(path).constData(), 0600);
}

// Files that must be refused from their size or first bytes, before they are read whole: each
// load runs in a child whose address space may grow by only 256 MB, so reading any of the big
// ones would fail with "not enough memory" (or be killed) instead of giving the message.
void TestHostile::refusedBeforeReadWhole_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("sparse 900 MB of zeros")
        << QStringLiteral("zeros") << QStringLiteral("starts with NUL bytes");
    QTest::newRow("sparse 3 GB of zeros (over the open limit)") << QStringLiteral(
        "zeros3g") << QStringLiteral("is 3221225472 bytes, more than the 1073741824 bytes");
    QTest::newRow("'{' and 1 GiB of zeros (one byte over)")
        << QStringLiteral("brace1g") << QStringLiteral("is 1073741825 bytes, more than");
    QTest::newRow("900 MB starting with text") << QStringLiteral(
        "text") << QStringLiteral("does not start with '\\{' \\(its first byte is 0x78\\)");
    QTest::newRow("a NUL, then a record")
        << QStringLiteral("nul") << QStringLiteral("starts with NUL bytes");
    QTest::newRow("UTF-16LE with BOM")
        << QStringLiteral("utf16bom") << QStringLiteral("UTF-16 or UTF-32");
    QTest::newRow("UTF-16BE without BOM")
        << QStringLiteral("utf16be") << QStringLiteral("UTF-16 or UTF-32");
    QTest::newRow("/proc/self/pagemap (size 0, huge)")
        << QStringLiteral("/proc/self/pagemap") << QStringLiteral("size of 0 but has content");
    QTest::newRow("/proc/self/environ (size 0)")
        << QStringLiteral("/proc/self/environ") << QStringLiteral("size of 0 but has content");
}

void TestHostile::refusedBeforeReadWhole()
{
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QString path = kind;
    if (!kind.startsWith(u'/')) {
        path = m_dir.filePath(kind + QStringLiteral(".json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        const QByteArray fixture = fixtureBytes();
        if (kind == QLatin1String("zeros"))
            QVERIFY(f.resize(qint64(900) << 20));
        else if (kind == QLatin1String("zeros3g"))
            QVERIFY(f.resize(qint64(3) << 30));
        else if (kind == QLatin1String("brace1g"))
            QVERIFY(f.write("{") == 1 && f.resize(kMaxRecordFileBytes + 1));
        else if (kind == QLatin1String("text"))
            QVERIFY(f.write("xyz ") == 4 && f.resize(qint64(900) << 20));
        else if (kind == QLatin1String("nul"))
            QVERIFY(f.write(QByteArray(1, '\0') + fixture) == fixture.size() + 1);
        else if (kind == QLatin1String("utf16bom")) {
            const QString text = QString::fromUtf8(fixture);
            QVERIFY(f.write(QByteArray("\xFF\xFE", 2)
                        + QByteArray(reinterpret_cast<const char *>(text.utf16()), text.size() * 2))
                > 0);
        } else if (kind == QLatin1String("utf16be"))
            QVERIFY(f.write(QByteArray("\0{\0\"\0a\0\"\0:\0"
                                       "1\0}",
                        14))
                == 14);
        f.close();
    }
    const IsolatedRun run = runIsolated(
        [path] {
            // The address space may grow by 256 MB from here: what is read whole fails.
            QFile status(QStringLiteral("/proc/self/status"));
            qint64 vmKb = 0;
            if (status.open(QIODevice::ReadOnly)) {
                const QList<QByteArray> lines = status.readAll().split('\n');
                for (const QByteArray &line : lines) {
                    if (line.startsWith("VmSize:"))
                        vmKb = line.mid(7).trimmed().split(' ').value(0).toLongLong();
                }
            }
            if (vmKb > 0) {
                const rlimit limit { rlim_t(vmKb + 256 * 1024) * 1024,
                    rlim_t(vmKb + 256 * 1024) * 1024 };
                setrlimit(RLIMIT_AS, &limit);
            }
            QJsonObject o = describe(loadRecordFile(path));
            o[QStringLiteral("address_limit_set")] = vmKb > 0;
            return o;
        },
        5 * kSanitizerFactor, 300 * (PITH_UNDER_ASAN ? 3 : 1));
    QVERIFY2(run.finished(), qPrintable(run.describe()));
    QVERIFY(run.result[QStringLiteral("address_limit_set")].toBool());
    const QString problem = mismatch(run, expectError(message), path);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY2(run.result[QStringLiteral("text")].toString().startsWith(path + QStringLiteral(": ")),
        qPrintable(run.result[QStringLiteral("text")].toString()));
    if (!kind.startsWith(u'/'))
        QFile::remove(path);
}

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"

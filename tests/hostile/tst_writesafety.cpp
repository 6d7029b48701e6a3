// SPDX-License-Identifier: GPL-3.0-or-later
// Never lose a file: every writer on a small full filesystem (a tmpfs this test
// mounts; skipped with the reason when mounting is not permitted, i.e. not root) keeps the old
// file and names the cause; -o onto a device or FIFO is refused; settings and cache files that
// are links or special files are set aside, never written through; outside text reaches the
// terminal escaped. Real files, the real pith-ledger-cli, a real HTTP server on 127.0.0.1.
#include "models/io/atomicfile.h"
#include "models/net/recordcache.h"
#include "tests/net/testserver.h"
#include "tests/testutil.h"
#include "ui/window/settings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>
#include <sys/mount.h>
#include <sys/stat.h>

using namespace pith;
using namespace pith::test;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(PITH_CLI_PATH), args);
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size()
        && f.flush();
}

const QByteArray kOld = "what the user had before\n";

} // namespace

class TestWriteSafety : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();

    void helperKeepsOldFileOnFullDisk_data();
    void helperKeepsOldFileOnFullDisk();
    void cliExportOnFullDisk_data();
    void cliExportOnFullDisk();
    void cliExportWithFourKibFree();
    void cliFetchOnFullDisk();
    void cacheStoreOnFullDisk();
    void settingsOnFullDisk();

    void exportRefusesDevicesAndFifos();
    void dashWritesToStandardOutput();
    void helperRefusesSpecialFiles();
    void settingsThroughSymlinkOrFifoAreSetAside();
    void terminalEscapesOutsideText();

private:
    // Fills the tmpfs so that `leave` bytes stay free (0: none).
    void fill(qint64 leave = 0);
    QStringList filesIn(const QString &dir) const
    {
        return QDir(dir).entryList(
            QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    }

    QTemporaryDir m_base;
    QString m_mount; // the small filesystem, empty when it could not be mounted
    QString m_mountSkip; // why not
    QString m_data; // <mount>/data: destinations
    QByteArray m_fixture;
};

void TestWriteSafety::initTestCase()
{
    QVERIFY(m_base.isValid());
    m_fixture = fixtureBytes();
    m_mount = m_base.filePath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(m_mount));
    if (::mount("tmpfs", QFile::encodeName(m_mount).constData(), "tmpfs", MS_NOSUID | MS_NODEV,
            "size=512k,mode=0700")
        != 0) {
        m_mountSkip = QStringLiteral(
            "mounting a 512 KiB tmpfs was not permitted (%1); the full-disk cases need root "
            "(CAP_SYS_ADMIN), as in CI")
                          .arg(QString::fromLocal8Bit(std::strerror(errno)));
        m_mount.clear();
    }
}

void TestWriteSafety::cleanupTestCase()
{
    if (!m_mount.isEmpty())
        ::umount2(QFile::encodeName(m_mount).constData(), MNT_DETACH);
}

void TestWriteSafety::init()
{
    if (m_mount.isEmpty())
        return;
    // A fresh, empty filesystem for each case.
    QDir(m_mount).removeRecursively();
    QDir().mkpath(m_mount);
    m_data = m_mount + QStringLiteral("/data");
    QVERIFY(QDir().mkpath(m_data));
}

void TestWriteSafety::cleanup()
{
    if (!m_mount.isEmpty())
        QFile::remove(m_mount + QStringLiteral("/filler"));
}

void TestWriteSafety::fill(qint64 leave)
{
    QFile filler(m_mount + QStringLiteral("/filler"));
    QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
    const QByteArray block(4096, 'f');
    while (filler.write(block) == block.size()) { }
    filler.close();
    if (leave > 0)
        QVERIFY(filler.resize(std::max<qint64>(0, filler.size() - leave)));
}

void TestWriteSafety::helperKeepsOldFileOnFullDisk_data()
{
    QTest::addColumn<int>("size");
    // Under QFileDevice's 16 KiB buffer all of it fails in the final flush, which QSaveFile's
    // commit() does not check; larger writes fail on the way.
    QTest::newRow("3000 bytes, only in the final flush") << 3000;
    QTest::newRow("40000 bytes, a short write") << 40000;
}

void TestWriteSafety::helperKeepsOldFileOnFullDisk()
{
    QFETCH(int, size);
    if (m_mount.isEmpty())
        QSKIP(qPrintable(m_mountSkip));
    const QString dest = m_data + QStringLiteral("/out.bin");
    QVERIFY(writeFile(dest, kOld));
    fill();
    QString error;
    QVERIFY(!io::writeFileAtomically(dest, QByteArray(size, 'x'), &error));
    QVERIFY2(error.contains(QLatin1String("No space left on device")) && error.contains(dest),
        qPrintable(error));
    QCOMPARE(readAll(dest), kOld);
    QCOMPARE(filesIn(m_data), QStringList { QStringLiteral("out.bin") });
}

void TestWriteSafety::cliExportOnFullDisk_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("csv") << "csv";
    QTest::newRow("json") << "json";
    QTest::newRow("pdf") << "pdf";
}

void TestWriteSafety::cliExportOnFullDisk()
{
    QFETCH(QString, format);
    if (m_mount.isEmpty())
        QSKIP(qPrintable(m_mountSkip));
    const QString dest = m_data + QStringLiteral("/out.") + format;
    QVERIFY(writeFile(dest, kOld));
    fill();
    const Run r = runCli({ QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
        format, QStringLiteral("-o"), dest });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("No space left on device"), r.err.constData());
    QVERIFY2(!r.out.contains("Exported"), r.out.constData());
    QCOMPARE(readAll(dest), kOld);
    QCOMPARE(filesIn(m_data), QStringList { QFileInfo(dest).fileName() });
}

void TestWriteSafety::cliExportWithFourKibFree()
{
    if (m_mount.isEmpty())
        QSKIP(qPrintable(m_mountSkip));
    const QString dest = m_data + QStringLiteral("/out.csv");
    QVERIFY(writeFile(dest, kOld));
    fill(4096); // the CSV of the fixture is about 6 KB: it used to be committed cut off mid-row
    const Run r = runCli({ QStringLiteral("export"), fixturePath(), QStringLiteral("-o"), dest });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("No space left on device"), r.err.constData());
    QCOMPARE(readAll(dest), kOld);
}

void TestWriteSafety::cliFetchOnFullDisk()
{
    if (m_mount.isEmpty())
        QSKIP(qPrintable(m_mountSkip));
    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute("/paper/2509.00217/citation-record.json", ScriptedResponse::ok(m_fixture));
    const QString dest = m_data + QStringLiteral("/2509.00217.json");
    QVERIFY(writeFile(dest, kOld));
    fill();
    const Run r = runCli({ QStringLiteral("fetch"), QStringLiteral("2509.00217"),
        QStringLiteral("-o"), dest, QStringLiteral("--base-url"), server.baseUrl().toString() });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("No space left on device"), r.err.constData());
    QVERIFY2(!r.out.contains("saved"), r.out.constData());
    QCOMPARE(readAll(dest), kOld);
    QCOMPARE(filesIn(m_data), QStringList { QStringLiteral("2509.00217.json") });
}

void TestWriteSafety::cacheStoreOnFullDisk()
{
    if (m_mount.isEmpty())
        QSKIP(qPrintable(m_mountSkip));
    net::RecordCache cache(m_data + QStringLiteral("/cache"));
    const QUrl base(QStringLiteral("https://pith.science"));
    const QString id = QStringLiteral("2509.00217");
    net::RecordCache::Entry entry { m_fixture, QDateTime::currentDateTimeUtc(), "\"e1\"", {},
        QUrl() };
    QString error;
    QVERIFY2(cache.store(base, id, entry, &error), qPrintable(error));
    fill();
    entry.etag = "\"e2\"";
    QVERIFY(!cache.store(base, id, entry, &error));
    QVERIFY2(error.contains(QLatin1String("No space left on device")), qPrintable(error));
    const std::optional<net::RecordCache::Entry> kept = cache.load(base, id);
    QVERIFY2(kept, qPrintable(cache.lastProblem()));
    QCOMPARE(kept->bytes, m_fixture);
    QCOMPARE(kept->etag, QByteArray("\"e1\""));
}

void TestWriteSafety::settingsOnFullDisk()
{
    if (m_mount.isEmpty())
        QSKIP(qPrintable(m_mountSkip));
    const QString file = m_data + QStringLiteral("/pith-ledger.conf");
    {
        ui::Settings s(file);
        s.setBaseUrl(QUrl(QStringLiteral("https://mirror.example")));
        QVERIFY2(s.sync(), qPrintable(s.lastError()));
    }
    const QByteArray before = readAll(file);
    QVERIFY(before.contains("mirror.example"));
    fill();
    ui::Settings s(file);
    s.setWindowGeometry(QByteArray(20000, 'g'));
    s.setBaseUrl(QUrl(QStringLiteral("https://other.example")));
    QVERIFY(!s.sync());
    QVERIFY2(s.lastError().contains(QLatin1String("No space left on device"))
            && s.lastError().contains(file),
        qPrintable(s.lastError()));
    QCOMPARE(readAll(file), before);
}

void TestWriteSafety::exportRefusesDevicesAndFifos()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe.csv"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const QString link = dir.filePath(QStringLiteral("null.csv"));
    QVERIFY(QFile::link(QStringLiteral("/dev/null"), link));
    for (const QString &target : { QStringLiteral("/dev/null"), fifo, link }) {
        const Run r = runCli({ QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
            QStringLiteral("csv"), QStringLiteral("-o"), target });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("not a regular file") && r.err.contains(QFile::encodeName(target)),
            r.err.constData());
        const Run f
            = runCli({ QStringLiteral("fetch"), QStringLiteral("2509.00217"), QStringLiteral("-o"),
                target, QStringLiteral("--base-url"), QStringLiteral("http://127.0.0.1:1") });
        QCOMPARE(f.exitCode, 2); // refused by the connection first; the file check is the helper's
    }
    struct stat st { };
    QVERIFY(::stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode));
    QVERIFY(::lstat(QFile::encodeName(fifo).constData(), &st) == 0 && S_ISFIFO(st.st_mode));
    QVERIFY(QFileInfo(link).isSymLink());
}

void TestWriteSafety::dashWritesToStandardOutput()
{
    const Run csv = runCli({ QStringLiteral("export"), fixturePath(), QStringLiteral("--format"),
        QStringLiteral("csv"), QStringLiteral("-o"), QStringLiteral("-") });
    QCOMPARE(csv.exitCode, 0);
    QVERIFY(csv.out.startsWith("direction,reference_index,"));
    QCOMPARE(csv.out.count("\r\n"), 22); // header and 21 rows, byte for byte
    QVERIFY2(csv.err.contains("Exported 21 of 21"), csv.err.constData());
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("x.csv"));
    QCOMPARE(
        runCli({ QStringLiteral("export"), fixturePath(), QStringLiteral("-o"), file }).exitCode,
        0);
    QCOMPARE(csv.out, readAll(file));

    const Run noFormat = runCli(
        { QStringLiteral("export"), fixturePath(), QStringLiteral("-o"), QStringLiteral("-") });
    QCOMPARE(noFormat.exitCode, 64);

    TestServer server;
    QVERIFY(server.listenHttp());
    server.setRoute("/paper/2509.00217/citation-record.json", ScriptedResponse::ok(m_fixture));
    const Run fetched
        = runCli({ QStringLiteral("fetch"), QStringLiteral("2509.00217"), QStringLiteral("-o"),
            QStringLiteral("-"), QStringLiteral("--base-url"), server.baseUrl().toString() });
    QCOMPARE(fetched.exitCode, 0);
    QCOMPARE(fetched.out, m_fixture);
    QVERIFY2(fetched.err.contains("saved arXiv:2509.00217"), fetched.err.constData());
}

void TestWriteSafety::helperRefusesSpecialFiles()
{
    QTemporaryDir dir;
    const QString victim = dir.filePath(QStringLiteral("victim"));
    QVERIFY(writeFile(victim, kOld));
    const QString link = dir.filePath(QStringLiteral("link"));
    QVERIFY(QFile::link(victim, link));
    QString error;
    io::WriteOptions own;
    own.followSymlinks = false;
    QVERIFY(!io::writeFileAtomically(link, QByteArray("new"), &error, own));
    QVERIFY2(error.contains(QLatin1String("symbolic link")), qPrintable(error));
    QCOMPARE(readAll(victim), kOld);
    // A link the user named for an export is followed to its regular file.
    QVERIFY2(io::writeFileAtomically(link, QByteArray("new"), &error), qPrintable(error));
    QCOMPARE(readAll(victim), QByteArray("new"));
    QVERIFY(QFileInfo(link).isSymLink());

    const QString moved = io::setAside(link, &error);
    QCOMPARE(moved, link + QStringLiteral(".set-aside"));
    QVERIFY(QFileInfo(moved).isSymLink());
    QCOMPARE(readAll(victim), QByteArray("new"));
    QVERIFY(!io::writeFileAtomically(QStringLiteral("/dev/zero"), QByteArray("x"), &error));
    QVERIFY2(error.contains(QLatin1String("character device")), qPrintable(error));
}

void TestWriteSafety::settingsThroughSymlinkOrFifoAreSetAside()
{
    QTemporaryDir dir;
    const QString victim = dir.filePath(QStringLiteral("victim"));
    QVERIFY(writeFile(victim, kOld));
    const QString file = dir.filePath(QStringLiteral("pith-ledger.conf"));
    QVERIFY(QFile::link(victim, file));
    {
        ui::Settings s(file);
        QVERIFY2(s.notice().contains(QLatin1String("symbolic link"))
                && s.notice().contains(QLatin1String("set aside")),
            qPrintable(s.notice()));
        s.setLanguage(QStringLiteral("fr"));
        QVERIFY2(s.sync(), qPrintable(s.lastError()));
    }
    QCOMPARE(readAll(victim), kOld);
    QVERIFY(QFileInfo(file).isFile() && !QFileInfo(file).isSymLink());
    QVERIFY(QFileInfo(file + QStringLiteral(".set-aside")).isSymLink());
    QCOMPARE(ui::Settings(file).language(), QStringLiteral("fr"));

    // A FIFO in its place is neither read (which would block) nor written through.
    const QString fifoFile = dir.filePath(QStringLiteral("fifo.conf"));
    QVERIFY(::mkfifo(QFile::encodeName(fifoFile).constData(), 0600) == 0);
    {
        ui::Settings s(fifoFile);
        QVERIFY2(s.notice().contains(QLatin1String("FIFO")), qPrintable(s.notice()));
        s.setNetworkTimeoutSeconds(7); // written when the settings go
    }
    struct stat st { };
    QVERIFY(
        ::lstat(QFile::encodeName(fifoFile + QStringLiteral(".set-aside")).constData(), &st) == 0
        && S_ISFIFO(st.st_mode));
    QVERIFY(QFileInfo(fifoFile).isFile());
    QCOMPARE(ui::Settings(fifoFile).networkTimeoutSeconds(), 7);
}

void TestWriteSafety::terminalEscapesOutsideText()
{
    QTemporaryDir dir;
    // A record whose title and thesis try to clear the screen, retitle the terminal and print a
    // fake verdict; the thesis no longer matches its lane, which is a warning, not a refusal.
    const QByteArray hostile = mutatedFixture([](QJsonObject &root) {
        root = withChild(root, QStringLiteral("paper"), [](QJsonObject &p) {
            p[QStringLiteral("title")] = QStringLiteral(
                "\x1b[2J\x1b]0;owned\x07Title\rAll 21 observation digests verify\u009b31m"
                " \u202egnp.exe\u202c \u2067x\u2069 \u2014 ok");
        });
        root[QStringLiteral("thesis")]
            = QStringLiteral("A thesis.\n\nIntegrity: forged, all digests verify");
    });
    const QString file = dir.filePath(QStringLiteral("hostile.json"));
    QVERIFY(writeFile(file, hostile));
    const Run summary = runCli({ QStringLiteral("summary"), file });
    QVERIFY2(!summary.out.contains('\x1b') && !summary.out.contains('\x07')
            && !summary.out.contains('\r') && !summary.out.contains("\xc2\x9b"),
        summary.out.constData());
    QVERIFY2(summary.out.contains("\\x1b[2J\\x1b]0;owned\\x07Title\\x0dAll 21")
            && summary.out.contains("\\u009b31m"),
        summary.out.constData());
    // Bidirectional overrides and isolates would show the title in another order than it is
    // written ("Trojan Source"): escaped as well; other characters of their block (the dash) pass.
    QVERIFY2(!summary.out.contains("\xe2\x80\xae") && !summary.out.contains("\xe2\x81\xa7")
            && summary.out.contains("\\u202egnp.exe\\u202c \\u2067x\\u2069 \xe2\x80\x94 ok"),
        summary.out.constData());
    // A newline in record text cannot start a line that looks like the program's own.
    QVERIFY2(summary.out.contains("A thesis.\\n\\nIntegrity: forged"), summary.out.constData());
    for (const QByteArray &line : summary.out.split('\n'))
        QVERIFY2(!line.startsWith("Integrity: forged"), summary.out.constData());

    // --json keeps JSON's escaping.
    const Run json = runCli({ QStringLiteral("verify"), QStringLiteral("--json"), file });
    QVERIFY(!json.out.contains('\x1b'));
    QVERIFY2(!json.out.contains("\\x1b"), json.out.constData());

    // A server's reason phrase, Content-Type and body start, in an error message.
    TestServer server;
    QVERIFY(server.listenHttp());
    ScriptedResponse refused = ScriptedResponse::withStatus(403, "\x1b]0;pwned\x07");
    refused.reason = "Forbidden\x1b[2J";
    server.setRoute("/paper/2509.00217/citation-record.json", refused);
    ScriptedResponse html = ScriptedResponse::ok("\x1b[2J<html>\x1b[1A", "text/html\x1b[5m");
    server.setRoute("/paper/2509.00218/citation-record.json", html);
    for (const char *id : { "2509.00217", "2509.00218" }) {
        const Run r = runCli({ QStringLiteral("verify"), QString::fromLatin1(id),
            QStringLiteral("--base-url"), server.baseUrl().toString() });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(!r.err.contains('\x1b') && r.err.contains("\\x1b"), r.err.constData());
    }
}

QTEST_GUILESS_MAIN(TestWriteSafety)
#include "tst_writesafety.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/history/snapshotstore.h"

#include "models/io/atomicfile.h"
#include "models/record/parser.h"
#include "models/record/verdict.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QVariant>

#include <zlib.h>

#include <atomic>
#include <cerrno>
#include <cstdio>

#ifdef Q_OS_LINUX
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace pith::history {

namespace {

// 1: the table of copies; 2: with last_as_of (added to a version 1 file as it is opened).
constexpr int kSchemaVersion = 2;
std::atomic<int> s_connections { 0 };

// After a conflict SQLite did not wait for itself, the next try comes after a pause; at most this
// many tries, all within busyWait().
constexpr int kMaxTries = 40;

// SQLite's primary result codes (sqlite3.h) that decide what a failure means. Qt's driver reports
// extended codes, whose low byte is the primary one.
constexpr int kSqliteBusy = 5; // another connection holds a lock this one needs
constexpr int kSqliteLocked = 6; // a conflict within this connection's own statements
constexpr int kSqliteCorrupt = 11; // "database disk image is malformed"
constexpr int kSqliteNotADb = 26; // "file is not a database"

enum class ErrorKind { Busy, Corrupt, Other };

ErrorKind kindOf(const QSqlError &e)
{
    bool ok = false;
    const int code = e.nativeErrorCode().toInt(&ok) & 0xff;
    if (!ok)
        return ErrorKind::Other;
    switch (code) {
    case kSqliteBusy:
    case kSqliteLocked:
        return ErrorKind::Busy;
    case kSqliteCorrupt:
    case kSqliteNotADb:
        return ErrorKind::Corrupt;
    default:
        break;
    }
    return ErrorKind::Other;
}

int remainingMs(const QElapsedTimer &clock, int waitMs)
{
    return int(std::max<qint64>(waitMs - clock.elapsed(), 0));
}

// Whether to try again after a conflict: not once the wait is spent; else after a short pause.
bool pauseBeforeRetry(const QElapsedTimer &clock, int waitMs, int tries)
{
    if (tries >= kMaxTries || clock.elapsed() >= waitMs)
        return false;
    QThread::msleep(ulong(std::min<qint64>(20 * tries, remainingMs(clock, waitMs))));
    return true;
}

// Another process holding an SQLite lock on one of `files` (the database, its shared-memory
// index), as the kernel lists them in /proc/locks: its id, or -1 when the lock names none this
// process can see. 0 when none holds one; nullopt when that cannot be told. Nothing is
// opened beside the database: closing a descriptor of it would drop the POSIX locks other SQLite
// connections of this process hold.
std::optional<qint64> otherLockHolder(const QStringList &files)
{
#ifdef Q_OS_LINUX
    // Matched by inode number alone: on an overlay file system the device stat() reports need
    // not be the one a lock names, and a lock on a file of the same number elsewhere only makes
    // this more careful.
    QList<QByteArray> inodes;
    for (const QString &file : files) {
        struct stat st { };
        if (::stat(QFile::encodeName(file).constData(), &st) == 0)
            inodes << QByteArray::number(static_cast<qulonglong>(st.st_ino));
    }
    if (inodes.isEmpty())
        return 0;
    QFile locks(u"/proc/locks"_s);
    if (!locks.open(QIODevice::ReadOnly))
        return std::nullopt;
    const qint64 self = ::getpid();
    // "1: POSIX  ADVISORY  WRITE 5399 fe:00:10969095 1073741824 1073742335"; a waiter's line
    // has "->" after the number.
    for (const QByteArray &line : locks.readAll().split('\n')) {
        QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() > 1 && fields[1] == "->")
            fields.removeAt(1);
        // fields[5] is "MAJOR:MINOR:INODE"
        if (fields.size() < 6 || !inodes.contains(fields[5].mid(fields[5].lastIndexOf(':') + 1)))
            continue;
        // The holder's id as seen from here: -1 for an open file description's lock, 0 for a
        // process outside this one's pid namespace.
        bool ok = false;
        const qint64 pid = fields[4].toLongLong(&ok);
        if (!ok || pid <= 0)
            return -1;
        if (pid != self)
            return pid;
    }
    return 0;
#else
    Q_UNUSED(files);
    return std::nullopt;
#endif
}

// Expands qCompress's output (the size as 4 bytes big-endian, then a zlib stream) into exactly
// `size` bytes, allocating as the output grows, never beyond `size`. Empty with *why when the
// data is no such stream, ends early, or would expand further.
QByteArray expandExactly(const QByteArray &stored, qint64 size, QString *why)
{
    auto damaged = [why](const QString &what) {
        *why = what;
        return QByteArray();
    };
    z_stream z {};
    if (inflateInit(&z) != Z_OK)
        return damaged(QString::fromLatin1(z.msg ? z.msg : "inflateInit"));
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(stored.constData() + 4));
    z.avail_in = uInt(stored.size() - 4);
    QByteArray out;
    out.resize(qsizetype(
        std::min<qint64>(size, std::max<qint64>(qint64(1) << 16, 4 * qint64(z.avail_in)))));
    qint64 done = 0;
    int rc = Z_OK;
    while (rc == Z_OK) {
        if (done == out.size() && out.size() < size)
            out.resize(qsizetype(std::min<qint64>(size, 2 * qint64(out.size()))));
        if (done == size) {
            // Full at the recorded size: the stream must end here, without one byte more.
            Bytef extra = 0;
            z.next_out = &extra;
            z.avail_out = 1;
            rc = inflate(&z, Z_FINISH);
            if (z.avail_out == 0) {
                inflateEnd(&z);
                return damaged(QCoreApplication::translate(
                    "pith::history", "it expands beyond its recorded size"));
            }
            break;
        }
        const qint64 room = std::min<qint64>(qint64(out.size()) - done, 1 << 30);
        z.next_out = reinterpret_cast<Bytef *>(out.data() + done);
        z.avail_out = uInt(room);
        rc = inflate(&z, Z_NO_FLUSH);
        done += room - qint64(z.avail_out);
    }
    const QString zlibSays = QString::fromLatin1(z.msg ? z.msg : "");
    inflateEnd(&z);
    if (rc != Z_STREAM_END)
        return damaged(zlibSays.isEmpty()
                ? QCoreApplication::translate("pith::history", "its compressed data ends early")
                : zlibSays);
    if (done != size)
        return damaged(
            QCoreApplication::translate("pith::history", "it is shorter than its recorded size"));
    if (z.avail_in != 0)
        return damaged(QCoreApplication::translate(
            "pith::history", "bytes follow the end of its compressed data"));
    out.resize(qsizetype(done));
    return out;
}

QString timeText(const QDateTime &t) { return t.toUTC().toString(Qt::ISODateWithMs); }

QDateTime timeFrom(const QVariant &v)
{
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    return t;
}

QString verdictKey(const Record &record) { return verdictName(recordVerdict(record).level); }

const char kColumns[] = "id, arxiv_id, context_digest, as_of, stored_at, seen_at, source, "
                        "outbound, inbound, verdict, size, last_as_of";

SnapshotInfo infoFrom(const QSqlQuery &q)
{
    SnapshotInfo s;
    s.id = q.value(0).toLongLong();
    s.arxivId = q.value(1).toString();
    s.contextDigest = q.value(2).toString();
    s.asOf = q.value(3).toString();
    s.storedAt = timeFrom(q.value(4));
    s.seenAt = timeFrom(q.value(5));
    s.source = q.value(6).toString();
    s.outbound = q.value(7).toInt();
    s.inbound = q.value(8).toInt();
    s.verdict = q.value(9).toString();
    s.bytes = q.value(10).toLongLong();
    s.lastAsOf = q.value(11).toString();
    if (s.lastAsOf.isEmpty())
        s.lastAsOf = s.asOf;
    return s;
}

// The latest as_of `copy` was seen with that is not after `asOf`; empty when every one is after.
std::optional<QString> seenAtOrBefore(const SnapshotInfo &copy, const QString &asOf)
{
    if (compareAsOf(copy.lastAsOf, asOf) <= 0)
        return copy.lastAsOf;
    if (compareAsOf(copy.asOf, asOf) <= 0)
        return copy.asOf;
    return std::nullopt;
}

// (as_of, seen, id) of a copy, the order the baseline and the copies passed over are taken in.
struct CopyKey {
    QString asOf;
    QDateTime seen;
    qint64 id = 0;
    bool after(const CopyKey &o) const
    {
        if (const int c = compareAsOf(asOf, o.asOf))
            return c > 0;
        if (seen != o.seen)
            return seen > o.seen;
        return id > o.id;
    }
};

} // namespace

bool seenWithAsOf(const SnapshotInfo &copy, const QString &asOf)
{
    return compareAsOf(copy.asOf, asOf) == 0 || compareAsOf(copy.lastAsOf, asOf) == 0;
}

int compareAsOf(const QString &a, const QString &b)
{
    const QDateTime ta = QDateTime::fromString(a, Qt::ISODateWithMs);
    const QDateTime tb = QDateTime::fromString(b, Qt::ISODateWithMs);
    if (ta.isValid() && tb.isValid())
        return ta < tb ? -1 : tb < ta ? 1 : 0;
    const int c = QString::compare(a, b);
    return c < 0 ? -1 : c > 0 ? 1 : 0;
}

QString SnapshotStore::defaultPath()
{
    // The window's data folder (organisation "Pith", application "pith-ledger"), spelled out so
    // that pith-ledger-cli, whose application name differs, finds the same database.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + "/Pith/pith-ledger/history.sqlite"_L1;
}

SnapshotStore::SnapshotStore(const QString &path)
    : m_path(path)
    , m_connection(u"pith-history-"_s + QString::number(++s_connections))
{
}

SnapshotStore::~SnapshotStore() { close(); }

void SnapshotStore::close()
{
    if (!QSqlDatabase::contains(m_connection))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool SnapshotStore::isOpen() const
{
    return QSqlDatabase::contains(m_connection)
        && QSqlDatabase::database(m_connection, false).isOpen();
}

bool SnapshotStore::fail(const QString &what) const
{
    //: %1 the history database file, %2 what went wrong
    m_error = QCoreApplication::translate("pith::history", "history database %1: %2")
                  .arg(QDir::toNativeSeparators(m_path), what);
    return false;
}

bool SnapshotStore::failInUse(const QString &problem, qint64 waitedMs)
{
    m_inUse = true;
    const int seconds = int(std::max<qint64>((waitedMs + 500) / 1000, 1));
    //: %1 what SQLite says (e.g. "database is locked"); %n seconds waited
    return fail(QCoreApplication::translate("pith::history",
        "in use by another process (%1); tried for %n second(s). Nothing was changed or set "
        "aside: try again when the other process is done with it.",
        nullptr, seconds)
                    .arg(problem));
}

SnapshotStore::OpenOutcome SnapshotStore::openFile(int waitMs, QString *problem)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
    db.setDatabaseName(m_path);
    // SQLite waits this long for a lock another connection holds before it says "busy".
    db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(std::max(waitMs, 1)));
    // What a failed statement means: another connection in the way (try again), a file SQLite
    // finds corrupt or no database (set aside), or anything else (reported, nothing moved).
    auto outcome = [problem](const QSqlError &e) {
        *problem = kindOf(e) == ErrorKind::Busy ? e.databaseText() : e.text();
        switch (kindOf(e)) {
        case ErrorKind::Busy:
            return OpenOutcome::Busy;
        case ErrorKind::Corrupt:
            return OpenOutcome::Damaged;
        case ErrorKind::Other:
            break;
        }
        return OpenOutcome::Failed;
    };
    if (!db.open())
        return outcome(db.lastError());
    QSqlQuery q(db);
    // A file that is no database fails here ("file is not a database"); a damaged one in the
    // check.
    if (!q.exec(u"PRAGMA quick_check"_s) || !q.next())
        return outcome(q.lastError());
    if (q.value(0).toString() != "ok"_L1) {
        *problem = q.value(0).toString();
        return OpenOutcome::Damaged;
    }
    q.exec(u"PRAGMA synchronous=FULL"_s);
    auto readVersion = [&](int *version, int *objects) {
        if (!q.exec(u"PRAGMA user_version"_s) || !q.next())
            return false;
        *version = q.value(0).toInt();
        if (!q.exec(u"SELECT count(*) FROM sqlite_master"_s) || !q.next())
            return false;
        *objects = q.value(0).toInt();
        return true;
    };
    int version = 0;
    int objects = 0;
    // Both read from one snapshot: another process creating the file between the two reads
    // (version 0, then its tables) would look like a database that is not ours.
    if (!q.exec(u"BEGIN"_s))
        return outcome(q.lastError());
    if (!readVersion(&version, &objects)) {
        const QSqlError e = q.lastError();
        QSqlQuery(db).exec(u"ROLLBACK"_s);
        return outcome(e);
    }
    if (!q.exec(u"COMMIT"_s))
        return outcome(q.lastError());
    if (version == 0 && objects == 0) {
        // A new file. Created under the write lock, taken first: another process may be
        // creating it at the same moment, and then its tables are used.
        if (!q.exec(u"BEGIN IMMEDIATE"_s))
            return outcome(q.lastError());
        auto undo = [&](OpenOutcome o) {
            QSqlQuery(db).exec(u"ROLLBACK"_s);
            return o;
        };
        if (!readVersion(&version, &objects))
            return undo(outcome(q.lastError()));
        if (version == 0 && objects == 0) {
            const bool created
                = q.exec(
                      u"CREATE TABLE snapshots (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                      "arxiv_id TEXT NOT NULL, context_digest TEXT NOT NULL, as_of TEXT, "
                      "stored_at TEXT NOT NULL, seen_at TEXT NOT NULL, source TEXT, "
                      "outbound INTEGER, inbound INTEGER, verdict TEXT, size INTEGER, "
                      "data BLOB NOT NULL, last_as_of TEXT, UNIQUE (arxiv_id, context_digest))"_s)
                && q.exec(u"CREATE INDEX snapshots_by_paper ON snapshots (arxiv_id, stored_at)"_s)
                && q.exec(u"PRAGMA user_version = %1"_s.arg(kSchemaVersion));
            if (!created)
                return undo(outcome(q.lastError()));
            version = kSchemaVersion;
        }
        if (!q.exec(u"COMMIT"_s))
            return undo(outcome(q.lastError()));
    }
    if (version > kSchemaVersion) {
        *problem = QCoreApplication::translate(
            "pith::history", "written by a newer version of Pith Ledger (schema %1)")
                       .arg(version);
        return OpenOutcome::Failed;
    }
    if (version != kSchemaVersion && version != 1) {
        *problem
            = QCoreApplication::translate("pith::history", "not a Pith Ledger history database");
        return OpenOutcome::Damaged;
    }
    if (!q.exec(u"SELECT count(*) FROM sqlite_master WHERE type='table' AND name='snapshots'"_s)
        || !q.next())
        return outcome(q.lastError());
    if (q.value(0).toInt() != 1) {
        *problem = QCoreApplication::translate("pith::history", "the table of copies is missing");
        return OpenOutcome::Damaged;
    }
    if (version == 1) {
        // Version 1 knew one as_of per copy: the latest is that one until seen again.
        if (!q.exec(u"BEGIN IMMEDIATE"_s))
            return outcome(q.lastError());
        auto undo = [&](const QSqlError &e) {
            const OpenOutcome o = outcome(e);
            QSqlQuery(db).exec(u"ROLLBACK"_s);
            return o;
        };
        if (!readVersion(&version, &objects))
            return undo(q.lastError());
        if (version == 1) {
            if (!q.exec(u"ALTER TABLE snapshots ADD COLUMN last_as_of TEXT"_s)
                || !q.exec(u"UPDATE snapshots SET last_as_of = as_of"_s)
                || !q.exec(u"PRAGMA user_version = %1"_s.arg(kSchemaVersion)))
                return undo(q.lastError());
            version = kSchemaVersion;
        }
        if (!q.exec(u"COMMIT"_s))
            return undo(q.lastError());
    }
    // Readers and the writer of other processes do not wait for each other; kept in the file.
    // While another connection is in the way (briefly waited for) the database stays in its
    // rollback journal mode, as safe, only slower to share, until a later open switches it.
    q.exec(u"PRAGMA busy_timeout = 200"_s);
    q.exec(u"PRAGMA journal_mode=WAL"_s);
    q.exec(u"PRAGMA busy_timeout = %1"_s.arg(std::max(m_busyWaitMs, 1)));
    return OpenOutcome::Ok;
}

SnapshotStore::OpenOutcome SnapshotStore::openWaiting(QString *problem, qint64 *waitedMs)
{
    QElapsedTimer clock;
    clock.start();
    for (int tries = 1;; ++tries) {
        const OpenOutcome outcome = openFile(remainingMs(clock, m_busyWaitMs), problem);
        *waitedMs = clock.elapsed();
        if (outcome != OpenOutcome::Busy || !pauseBeforeRetry(clock, m_busyWaitMs, tries))
            return outcome;
        close();
    }
}

bool SnapshotStore::open()
{
    close();
    m_error.clear();
    m_notice.clear();
    m_inUse = false;
    const QFileInfo info(m_path);
    if (!QDir().mkpath(info.absolutePath()))
        return fail(QCoreApplication::translate("pith::history", "cannot create the folder %1")
                        .arg(QDir::toNativeSeparators(info.absolutePath())));
    // Something other than a regular file in its place (a link, a FIFO): set aside, as the
    // cache and the settings do.
    QString damage = io::unexpectedFileKind(m_path, false);
    QString problem;
    qint64 waitedMs = 0;
    // SQLite opens its journal, write-ahead log and shared-memory file as it finds them, and a
    // FIFO there would hold it (and the window) for ever: refused before SQLite sees them, and
    // left alone, since they need not be ours to move.
    for (const char *suffix : { "-journal", "-wal", "-shm" }) {
        const QString f = m_path + QLatin1String(suffix);
        if (const QString kind = io::unexpectedFileKind(f, false); !kind.isEmpty())
            //: %1 a file beside the history database, %2 what it is ("a FIFO (named pipe)")
            return fail(QCoreApplication::translate("pith::history",
                "%1 is %2, not a file SQLite can use: the database was not opened and nothing "
                "was changed; remove it if no other program needs it")
                            .arg(QDir::toNativeSeparators(f), kind));
    }
    if (damage.isEmpty()) {
        const OpenOutcome outcome = openWaiting(&problem, &waitedMs);
        if (outcome == OpenOutcome::Ok)
            return true;
        close();
        if (outcome == OpenOutcome::Busy)
            return failInUse(problem, waitedMs);
        if (outcome == OpenOutcome::Failed)
            return fail(problem);
        damage = problem;
    }
    // Its journal, write-ahead log and shared-memory index belong to it and go along with it,
    // so that the copy set aside stays whole and none of them is replayed into the new database.
    // Unless another process has it open: then they are that process's, and nothing is moved.
    QStringList beside;
    for (const char *suffix : { "-journal", "-wal", "-shm" })
        if (const QString f = m_path + QLatin1String(suffix);
            QFileInfo::exists(f) || QFileInfo(f).isSymLink())
            beside << f;
    const std::optional<qint64> holder = otherLockHolder({ m_path, m_path + "-shm"_L1 });
    if (holder ? *holder != 0 : !beside.isEmpty()) {
        m_inUse = true;
        if (!holder)
            return fail(QCoreApplication::translate("pith::history",
                "could not be read (%1), and another process may have it open (its journal is "
                "beside it): nothing was set aside or changed")
                            .arg(damage));
        const QString who = *holder > 0
            ? QCoreApplication::translate("pith::history", "process %1").arg(*holder)
            : QCoreApplication::translate("pith::history", "another process");
        //: %1 why the database could not be read; %2 "process 1234" or "another process"
        return fail(QCoreApplication::translate("pith::history",
            "could not be read (%1), and %2 has it open: nothing was set aside or changed")
                        .arg(damage, who));
    }
    QString error;
    const QString aside = io::setAside(m_path, &error);
    if (aside.isEmpty())
        return fail(error);
    for (const QString &from : std::as_const(beside))
        std::rename(QFile::encodeName(from).constData(),
            QFile::encodeName(aside + from.mid(m_path.size())).constData());
    //: %1 the database file, %2 why it could not be read, %3 the name it was moved to
    m_notice = QCoreApplication::translate("pith::history",
        "The history database %1 could not be read (%2). It was set aside as %3, untouched, "
        "and a new one was started.")
                   .arg(QDir::toNativeSeparators(m_path), damage, QDir::toNativeSeparators(aside));
    const OpenOutcome reopened = openWaiting(&problem, &waitedMs);
    if (reopened != OpenOutcome::Ok) {
        close();
        return reopened == OpenOutcome::Busy ? failInUse(problem, waitedMs) : fail(problem);
    }
    return true;
}

StoreResult SnapshotStore::store(
    const QByteArray &bytes, const Record &record, const QString &source)
{
    StoreResult result;
    m_inUse = false;
    if (!isOpen()) {
        result.error = m_error.isEmpty()
            ? QCoreApplication::translate("pith::history", "the history database is not open")
            : m_error;
        return result;
    }
    // Only a paper's record as published enters the history: a subset that Pith Ledger exported
    // is no copy of it, and would make every later copy look changed.
    if (recordVerdict(record).subset) {
        result.error = QCoreApplication::translate("pith::history",
            "not kept in the history: it is a subset exported by Pith Ledger, not the paper's "
            "record as published");
        return result;
    }
    // Compressed once, outside the transaction and its tries.
    const QByteArray compressed = qCompress(bytes);
    QElapsedTimer clock;
    clock.start();
    for (int tries = 1;; ++tries) {
        bool busy = false;
        result = storeOnce(compressed, bytes.size(), record, source, &busy);
        if (result.ok || !busy)
            return result;
        if (!pauseBeforeRetry(clock, m_busyWaitMs, tries)) {
            failInUse(result.error, clock.elapsed());
            result.error = m_error;
            return result;
        }
    }
}

StoreResult SnapshotStore::storeOnce(const QByteArray &compressed, qint64 size,
    const Record &record, const QString &source, bool *busy)
{
    StoreResult result;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString digest = record.computedContextDigest;
    if (digest.isEmpty())
        digest = record.contextDigest;
    const QString arxivId = record.paper.arxivId;
    QSqlQuery q(db);
    // On a conflict with another connection (busy) only SQLite's own message: store() says the
    // rest once it stops trying.
    auto failed = [&](const QSqlError &e) {
        QSqlQuery(db).exec(u"ROLLBACK"_s);
        *busy = kindOf(e) == ErrorKind::Busy;
        if (*busy)
            result.error = e.databaseText();
        else {
            fail(e.text());
            result.error = m_error;
        }
        result.ok = false;
        return result;
    };
    // The write lock first: a read that turned into a write later would fail at once, without
    // waiting, while another connection writes.
    if (!q.exec(u"BEGIN IMMEDIATE"_s))
        return failed(q.lastError());
    // The paper's copies, in order by as_of (StoreResult): the baseline is the one not failing
    // seen with the latest as_of up to this record's; another content seen with this very as_of
    // is a conflict, never a baseline; copies that fail are kept and listed, never compared
    // with, and those between the baseline and this record are counted.
    q.prepare("SELECT "_L1 + QLatin1String(kColumns) + " FROM snapshots WHERE arxiv_id = ?"_L1);
    q.addBindValue(arxivId);
    if (!q.exec())
        return failed(q.lastError());
    const QString asOf = record.asOf;
    const QString verdict = verdictKey(record);
    // A record that fails is compared, as its claim, with what verifies at its as_of too.
    const bool mineFails = verdict == "failed"_L1;
    std::optional<CopyKey> baselineKey;
    std::optional<CopyKey> conflictKey;
    QList<CopyKey> failing;
    while (q.next()) {
        const SnapshotInfo copy = infoFrom(q);
        const bool same = copy.contextDigest == digest;
        const bool fails = copy.verdict == "failed"_L1;
        const std::optional<QString> at = seenAtOrBefore(copy, asOf);
        if (!at) {
            if (!same && !fails
                && (!result.newer || compareAsOf(copy.lastAsOf, result.newer->lastAsOf) > 0))
                result.newer = copy;
            continue;
        }
        const CopyKey key { *at, copy.seenAt, copy.id };
        if (fails) {
            if (!same)
                failing << key;
            continue;
        }
        if (!same && !mineFails && seenWithAsOf(copy, asOf)) {
            if (!conflictKey || key.after(*conflictKey)) {
                conflictKey = key;
                result.conflict = copy;
            }
            continue;
        }
        if (!baselineKey || key.after(*baselineKey)) {
            baselineKey = key;
            result.previous = copy;
        }
    }
    for (const CopyKey &key : std::as_const(failing))
        if (!baselineKey || key.after(*baselineKey))
            ++result.failingSkipped;
    const QString now = timeText(QDateTime::currentDateTimeUtc());
    q.prepare(u"SELECT id, verdict, coalesce(last_as_of, as_of) FROM snapshots "
              "WHERE arxiv_id = ? AND context_digest = ?"_s);
    q.addBindValue(arxivId);
    q.addBindValue(digest);
    if (!q.exec())
        return failed(q.lastError());
    qint64 id = 0;
    if (q.next()) {
        id = q.value(0).toLongLong();
        // The same content kept first from bytes that failed (a forged digest field, say) and now
        // read from bytes that verify: the bytes that verify are kept instead.
        const bool better = q.value(1).toString() == "failed"_L1 && verdict != "failed"_L1;
        // The latest as_of it was seen with moves on; the bytes kept say their own.
        const QString lastAsOf
            = compareAsOf(asOf, q.value(2).toString()) > 0 ? asOf : q.value(2).toString();
        q.prepare(better ? u"UPDATE snapshots SET seen_at = ?, source = ?, last_as_of = ?, "
                           "verdict = ?, size = ?, data = ?, as_of = ? WHERE id = ?"_s
                         : u"UPDATE snapshots SET seen_at = ?, source = ?, last_as_of = ? "
                           "WHERE id = ?"_s);
        q.addBindValue(now);
        q.addBindValue(source);
        q.addBindValue(lastAsOf);
        if (better) {
            q.addBindValue(verdict);
            q.addBindValue(size);
            q.addBindValue(compressed);
            q.addBindValue(asOf);
        }
        q.addBindValue(id);
        if (!q.exec())
            return failed(q.lastError());
    } else {
        q.prepare(u"INSERT INTO snapshots (arxiv_id, context_digest, as_of, stored_at, seen_at, "
                  "source, outbound, inbound, verdict, size, data, last_as_of) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        q.addBindValue(arxivId);
        q.addBindValue(digest);
        q.addBindValue(record.asOf);
        q.addBindValue(now);
        q.addBindValue(now);
        q.addBindValue(source);
        q.addBindValue(int(record.outbound.size()));
        q.addBindValue(int(record.inbound.size()));
        q.addBindValue(verdict);
        q.addBindValue(size);
        q.addBindValue(compressed);
        q.addBindValue(asOf);
        if (!q.exec())
            return failed(q.lastError());
        id = q.lastInsertId().toLongLong();
        result.isNew = true;
    }
    if (m_beforeCommit)
        m_beforeCommit();
    if (!q.exec(u"COMMIT"_s))
        return failed(q.lastError());
    if (const auto s = snapshot(id))
        result.snapshot = *s;
    result.ok = true;
    return result;
}

QList<SnapshotInfo> SnapshotStore::snapshots(const QString &arxivId) const
{
    QList<SnapshotInfo> list;
    if (!isOpen())
        return list;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare("SELECT "_L1 + QLatin1String(kColumns)
        + " FROM snapshots WHERE arxiv_id = ? ORDER BY stored_at DESC, id DESC"_L1);
    q.addBindValue(arxivId);
    if (!q.exec()) {
        fail(q.lastError().text());
        return list;
    }
    while (q.next())
        list << infoFrom(q);
    return list;
}

std::optional<SnapshotInfo> SnapshotStore::snapshot(qint64 id) const
{
    if (!isOpen())
        return std::nullopt;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare("SELECT "_L1 + QLatin1String(kColumns) + " FROM snapshots WHERE id = ?"_L1);
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return infoFrom(q);
}

QByteArray SnapshotStore::bytes(qint64 id) const
{
    if (!isOpen())
        return {};
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    // The sizes first: the data is read only when they are believable.
    q.prepare(u"SELECT size, length(data), substr(data, 1, 4) FROM snapshots WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec()) {
        fail(q.lastError().text());
        return {};
    }
    if (!q.next()) {
        fail(QCoreApplication::translate("pith::history", "no stored copy number %1").arg(id));
        return {};
    }
    const qint64 size = q.value(0).toLongLong();
    const qint64 storedSize = q.value(1).toLongLong();
    const QByteArray head = q.value(2).toByteArray();
    //: %1 the copy's number, %2 what is wrong with it
    auto damaged = [&](const QString &why) {
        fail(QCoreApplication::translate("pith::history", "stored copy number %1 is damaged (%2)")
                 .arg(id)
                 .arg(why));
        return QByteArray();
    };
    if (head.size() < 4 || storedSize < 4)
        return damaged(QCoreApplication::translate("pith::history", "no compressed data"));
    // qCompress's own header: the size before compression, 4 bytes big-endian.
    const auto *h = reinterpret_cast<const uchar *>(head.constData());
    const qint64 headerSize
        = (qint64(h[0]) << 24) | (qint64(h[1]) << 16) | (qint64(h[2]) << 8) | qint64(h[3]);
    if (std::max(size, headerSize) > kMaxRecordFileBytes) {
        //: %1 the copy's number, %2 the size it claims, %3 the largest record read (bytes)
        fail(QCoreApplication::translate("pith::history",
            "stored copy number %1 claims %2 bytes, more than the %3 bytes a record may have: "
            "it was not expanded")
                 .arg(id)
                 .arg(std::max(size, headerSize))
                 .arg(kMaxRecordFileBytes));
        return {};
    }
    if (size != headerSize || size < 0)
        return damaged(
            QCoreApplication::translate("pith::history", "its recorded sizes disagree: %1 and %2")
                .arg(size)
                .arg(headerSize));
    if (storedSize > 4 + qint64(compressBound(uLong(size))))
        return damaged(QCoreApplication::translate(
            "pith::history", "%1 compressed bytes for %2 bytes, more than compression makes")
                           .arg(storedSize)
                           .arg(size));
    q.prepare(u"SELECT data FROM snapshots WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec() || !q.next()) {
        fail(q.lastError().text());
        return {};
    }
    QString why;
    const QByteArray data = expandExactly(q.value(0).toByteArray(), size, &why);
    if (!why.isEmpty())
        return damaged(why);
    return data;
}

QStringList SnapshotStore::papers() const
{
    QStringList list;
    if (!isOpen())
        return list;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (q.exec(u"SELECT DISTINCT arxiv_id FROM snapshots ORDER BY arxiv_id"_s))
        while (q.next())
            list << q.value(0).toString();
    return list;
}

int SnapshotStore::count() const
{
    if (!isOpen())
        return 0;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (q.exec(u"SELECT count(*) FROM snapshots"_s) && q.next())
        return q.value(0).toInt();
    return 0;
}

int SnapshotStore::removeWhere(const QString &condition, const QVariantList &values)
{
    if (!isOpen())
        return -1;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    // The write lock first, as in store(): SQLite's busy timeout then waits for another writer.
    if (!q.exec(u"BEGIN IMMEDIATE"_s)) {
        fail(q.lastError().text());
        return -1;
    }
    q.prepare(u"DELETE FROM snapshots WHERE "_s + condition);
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec()) {
        fail(q.lastError().text());
        QSqlQuery(db).exec(u"ROLLBACK"_s);
        return -1;
    }
    const int removed = q.numRowsAffected();
    if (!q.exec(u"COMMIT"_s)) {
        fail(q.lastError().text());
        QSqlQuery(db).exec(u"ROLLBACK"_s);
        return -1;
    }
    // Gives the space back to the system (outside the transaction, as SQLite requires).
    if (removed > 0)
        QSqlQuery(db).exec(u"VACUUM"_s);
    return removed;
}

int SnapshotStore::prune(int keepPerPaper)
{
    return removeWhere(
        u"id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY "
        "arxiv_id ORDER BY stored_at DESC, id DESC) AS n FROM snapshots) WHERE n > ?)"_s,
        { std::max(keepPerPaper, 1) });
}

int SnapshotStore::forget(qint64 id) { return removeWhere(u"id = ?"_s, { id }); }

int SnapshotStore::clearPaper(const QString &arxivId)
{
    return removeWhere(u"arxiv_id = ?"_s, { arxivId });
}

qint64 SnapshotStore::sizeOnDisk() const
{
    qint64 size = 0;
    for (const char *suffix : { "", "-journal", "-wal", "-shm" })
        size += QFileInfo(m_path + QLatin1String(suffix)).size();
    return size;
}

} // namespace pith::history

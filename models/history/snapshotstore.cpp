// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/history/snapshotstore.h"

#include "models/io/atomicfile.h"
#include "models/record/verdict.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <atomic>
#include <cerrno>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace pith::history {

namespace {

constexpr int kSchemaVersion = 1;
std::atomic<int> s_connections { 0 };

QString timeText(const QDateTime &t) { return t.toUTC().toString(Qt::ISODateWithMs); }

QDateTime timeFrom(const QVariant &v)
{
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    return t;
}

QString verdictKey(const Record &record)
{
    switch (recordVerdict(record).level) {
    case RecordVerdict::Level::Clean:
        return u"clean"_s;
    case RecordVerdict::Level::Warnings:
        return u"warnings"_s;
    case RecordVerdict::Level::Failed:
        break;
    }
    return u"failed"_s;
}

const char kColumns[] = "id, arxiv_id, context_digest, as_of, stored_at, seen_at, source, "
                        "outbound, inbound, verdict, size";

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
    return s;
}

} // namespace

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

SnapshotStore::OpenOutcome SnapshotStore::openFile(QString *problem)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
    db.setDatabaseName(m_path);
    if (!db.open()) {
        *problem = db.lastError().text();
        return OpenOutcome::Failed;
    }
    QSqlQuery q(db);
    // A file that is no database fails here ("file is not a database"); a damaged one in the
    // check. Either is set aside by open().
    if (!q.exec(u"PRAGMA quick_check"_s) || !q.next()) {
        *problem = q.lastError().text();
        return OpenOutcome::Damaged;
    }
    if (q.value(0).toString() != "ok"_L1) {
        *problem = q.value(0).toString();
        return OpenOutcome::Damaged;
    }
    q.exec(u"PRAGMA synchronous=FULL"_s);
    if (!q.exec(u"PRAGMA user_version"_s) || !q.next()) {
        *problem = q.lastError().text();
        return OpenOutcome::Damaged;
    }
    const int version = q.value(0).toInt();
    if (version > kSchemaVersion) {
        *problem = QCoreApplication::translate(
            "pith::history", "written by a newer version of Pith Ledger (schema %1)")
                       .arg(version);
        return OpenOutcome::Failed;
    }
    if (version == kSchemaVersion) {
        if (!q.exec(u"SELECT count(*) FROM sqlite_master WHERE type='table' AND name='snapshots'"_s)
            || !q.next() || q.value(0).toInt() != 1) {
            *problem
                = QCoreApplication::translate("pith::history", "the table of copies is missing");
            return OpenOutcome::Damaged;
        }
        return OpenOutcome::Ok;
    }
    // Version 0: a new file, or a database that is not ours.
    if (!q.exec(u"SELECT count(*) FROM sqlite_master"_s) || !q.next()) {
        *problem = q.lastError().text();
        return OpenOutcome::Damaged;
    }
    if (q.value(0).toInt() != 0) {
        *problem
            = QCoreApplication::translate("pith::history", "not a Pith Ledger history database");
        return OpenOutcome::Damaged;
    }
    if (!db.transaction()) {
        *problem = db.lastError().text();
        return OpenOutcome::Failed;
    }
    const bool created
        = q.exec(u"CREATE TABLE snapshots (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                 "arxiv_id TEXT NOT NULL, context_digest TEXT NOT NULL, as_of TEXT, "
                 "stored_at TEXT NOT NULL, seen_at TEXT NOT NULL, source TEXT, outbound INTEGER, "
                 "inbound INTEGER, verdict TEXT, size INTEGER, data BLOB NOT NULL, "
                 "UNIQUE (arxiv_id, context_digest))"_s)
        && q.exec(u"CREATE INDEX snapshots_by_paper ON snapshots (arxiv_id, stored_at)"_s)
        && q.exec(u"PRAGMA user_version = %1"_s.arg(kSchemaVersion));
    if (!created || !db.commit()) {
        *problem = created ? db.lastError().text() : q.lastError().text();
        db.rollback();
        return OpenOutcome::Failed;
    }
    return OpenOutcome::Ok;
}

bool SnapshotStore::open()
{
    close();
    m_error.clear();
    m_notice.clear();
    const QFileInfo info(m_path);
    if (!QDir().mkpath(info.absolutePath()))
        return fail(QCoreApplication::translate("pith::history", "cannot create the folder %1")
                        .arg(QDir::toNativeSeparators(info.absolutePath())));
    // Something other than a regular file in its place (a link, a FIFO): set aside, as the
    // cache and the settings do.
    QString damage = io::unexpectedFileKind(m_path, false);
    QString problem;
    if (damage.isEmpty()) {
        const OpenOutcome outcome = openFile(&problem);
        if (outcome == OpenOutcome::Ok)
            return true;
        close();
        if (outcome == OpenOutcome::Failed)
            return fail(problem);
        damage = problem;
    }
    QString error;
    const QString aside = io::setAside(m_path, &error);
    if (aside.isEmpty())
        return fail(error);
    // A journal left beside it belongs to it: it goes along, so the copy set aside stays whole.
    for (const char *suffix : { "-journal", "-wal", "-shm" }) {
        const QString from = m_path + QLatin1String(suffix);
        if (QFileInfo::exists(from))
            std::rename(QFile::encodeName(from).constData(),
                QFile::encodeName(aside + QLatin1String(suffix)).constData());
    }
    //: %1 the database file, %2 why it could not be read, %3 the name it was moved to
    m_notice = QCoreApplication::translate("pith::history",
        "The history database %1 could not be read (%2). It was set aside as %3, untouched, "
        "and a new one was started.")
                   .arg(QDir::toNativeSeparators(m_path), damage, QDir::toNativeSeparators(aside));
    if (openFile(&problem) != OpenOutcome::Ok) {
        close();
        return fail(problem);
    }
    return true;
}

StoreResult SnapshotStore::store(
    const QByteArray &bytes, const Record &record, const QString &source)
{
    StoreResult result;
    if (!isOpen()) {
        result.error = m_error.isEmpty()
            ? QCoreApplication::translate("pith::history", "the history database is not open")
            : m_error;
        return result;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString digest = record.computedContextDigest;
    if (digest.isEmpty())
        digest = record.contextDigest;
    const QString arxivId = record.paper.arxivId;
    auto failed = [&](const QString &what) {
        db.rollback();
        fail(what);
        result.error = m_error;
        result.ok = false;
        return result;
    };
    if (!db.transaction())
        return failed(db.lastError().text());
    QSqlQuery q(db);
    q.prepare("SELECT "_L1 + QLatin1String(kColumns)
        + " FROM snapshots WHERE arxiv_id = ? ORDER BY seen_at DESC, id DESC LIMIT 1"_L1);
    q.addBindValue(arxivId);
    if (!q.exec())
        return failed(q.lastError().text());
    if (q.next())
        result.previous = infoFrom(q);
    const QString now = timeText(QDateTime::currentDateTimeUtc());
    q.prepare(u"SELECT id FROM snapshots WHERE arxiv_id = ? AND context_digest = ?"_s);
    q.addBindValue(arxivId);
    q.addBindValue(digest);
    if (!q.exec())
        return failed(q.lastError().text());
    qint64 id = 0;
    if (q.next()) {
        id = q.value(0).toLongLong();
        q.prepare(u"UPDATE snapshots SET seen_at = ?, source = ? WHERE id = ?"_s);
        q.addBindValue(now);
        q.addBindValue(source);
        q.addBindValue(id);
        if (!q.exec())
            return failed(q.lastError().text());
    } else {
        q.prepare(u"INSERT INTO snapshots (arxiv_id, context_digest, as_of, stored_at, seen_at, "
                  "source, outbound, inbound, verdict, size, data) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        q.addBindValue(arxivId);
        q.addBindValue(digest);
        q.addBindValue(record.asOf);
        q.addBindValue(now);
        q.addBindValue(now);
        q.addBindValue(source);
        q.addBindValue(int(record.outbound.size()));
        q.addBindValue(int(record.inbound.size()));
        q.addBindValue(verdictKey(record));
        q.addBindValue(qint64(bytes.size()));
        q.addBindValue(qCompress(bytes));
        if (!q.exec())
            return failed(q.lastError().text());
        id = q.lastInsertId().toLongLong();
        result.isNew = true;
    }
    if (m_beforeCommit)
        m_beforeCommit();
    if (!db.commit())
        return failed(db.lastError().text());
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
    q.prepare(u"SELECT data, size FROM snapshots WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec()) {
        fail(q.lastError().text());
        return {};
    }
    if (!q.next()) {
        fail(QCoreApplication::translate("pith::history", "no stored copy number %1").arg(id));
        return {};
    }
    const QByteArray data = qUncompress(q.value(0).toByteArray());
    if (data.size() != q.value(1).toLongLong()) {
        fail(QCoreApplication::translate("pith::history", "stored copy number %1 is damaged")
                 .arg(id));
        return {};
    }
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

int SnapshotStore::prune(int keepPerPaper)
{
    if (!isOpen())
        return -1;
    keepPerPaper = std::max(keepPerPaper, 1);
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    if (!db.transaction()) {
        fail(db.lastError().text());
        return -1;
    }
    q.prepare(u"DELETE FROM snapshots WHERE id IN (SELECT id FROM (SELECT id, row_number() OVER "
              "(PARTITION BY arxiv_id ORDER BY stored_at DESC, id DESC) AS n FROM snapshots) "
              "WHERE n > ?)"_s);
    q.addBindValue(keepPerPaper);
    if (!q.exec()) {
        fail(q.lastError().text());
        db.rollback();
        return -1;
    }
    const int removed = q.numRowsAffected();
    if (!db.commit()) {
        fail(db.lastError().text());
        db.rollback();
        return -1;
    }
    // Gives the space back to the system (outside the transaction, as SQLite requires).
    if (removed > 0)
        QSqlQuery(db).exec(u"VACUUM"_s);
    return removed;
}

qint64 SnapshotStore::sizeOnDisk() const
{
    qint64 size = 0;
    for (const char *suffix : { "", "-journal", "-wal", "-shm" })
        size += QFileInfo(m_path + QLatin1String(suffix)).size();
    return size;
}

} // namespace pith::history

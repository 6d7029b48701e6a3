// SPDX-License-Identifier: GPL-3.0-or-later
// Every copy of a record the program opens or fetches, kept once per paper and context digest
// (issue 21): an SQLite database through Qt SQL in the program's data folder, the record's bytes
// compressed. Every write is one transaction, so a crash mid-write loses nothing already stored.
// Other processes (a second window, `watch` from cron, the sqlite3 tool) may use the same file at
// the same time: it is in WAL mode, every write takes the write lock first (BEGIN IMMEDIATE), and a
// database another connection holds is waited for (busyWait()) and then reported as in use, with
// nothing changed or moved. A database SQLite reports corrupt, or one that is not ours, is set
// aside (NAME.set-aside, or NAME.set-aside-2, ...) and reported, never written over; a new one
// starts in its place.
#pragma once

#include "models/record/record.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <functional>
#include <optional>

namespace pith::history {

struct SnapshotInfo {
    qint64 id = 0;
    QString arxivId;
    QString contextDigest; // as computed over the record (sha256:...)
    QString asOf; // the as_of of the bytes kept
    // The latest as_of this content was seen with (a record re-issued unchanged keeps its
    // context digest, as_of being outside it); asOf when it was seen with one only.
    QString lastAsOf;
    QDateTime storedAt; // when first stored (UTC)
    QDateTime seenAt; // when last opened or fetched with this content (UTC)
    QString source; // file path or URL it came from (the last time it was seen)
    int outbound = 0;
    int inbound = 0;
    QString verdict; // "clean", "warnings" or "failed" (RecordVerdict::Level)
    qint64 bytes = 0; // size of the record as read, before compression
};

// Copies are put in order by as_of (compareAsOf), the time Pith assembled the record, not by
// when they were read: opening an older file later does not make it the newest copy.
struct StoreResult {
    bool ok = false;
    QString error; // when !ok: what failed, naming the database file
    SnapshotInfo snapshot; // the stored (or already known) copy
    bool isNew = false; // this content was not stored before
    // The baseline: of the paper's copies that do not fail verification (verdict other than
    // "failed"), the one seen with the latest as_of not after this record's (this content
    // itself when it was seen with this as_of before); what a reload and `watch` compare with.
    // A copy that fails is kept, but is never anyone's baseline, and neither is a conflict.
    std::optional<SnapshotInfo> previous;
    // Another content of the paper, not failing, seen with this very as_of: two records that
    // cannot both be the paper's record at that time. Shown as conflicting copies (both
    // sources named), never as changes; the newest seen when there are several.
    std::optional<SnapshotInfo> conflict;
    // The copy with the latest as_of after this record's, not failing, when there is one: this
    // record is older than what the history holds.
    std::optional<SnapshotInfo> newer;
    // Copies of the paper that fail verification, other content than this, with an as_of
    // between the baseline's (or any, without one) and this record's: the ones the comparison
    // passed over.
    int failingSkipped = 0;
};

// -1, 0 or 1 as a is before, at or after b: as times when both are RFC 3339 times (whatever
// their offsets or fractions of a second), as text otherwise.
int compareAsOf(const QString &a, const QString &b);
// Whether `copy` was seen with this as_of (its first or its latest; compareAsOf()): another
// content of the paper seen so conflicts with a record of that as_of.
bool seenWithAsOf(const SnapshotInfo &copy, const QString &asOf);

class SnapshotStore final {
    Q_DISABLE_COPY_MOVE(SnapshotStore)
public:
    // <data folder of pith-ledger>/history.sqlite, the same for the window and the command line.
    static QString defaultPath();

    explicit SnapshotStore(const QString &path = defaultPath());
    ~SnapshotStore();

    // Opens (creating the file and its folder when missing). A file that is no readable
    // database of ours is set aside and a new one started: notice() then says so. False (with
    // error()) when even that fails, and when another process holds the database longer than
    // busyWait() (then inUse() is true and nothing was set aside).
    bool open();
    bool isOpen() const;
    QString path() const { return m_path; }
    QString error() const { return m_error; }
    // A message for the user about the last open(), e.g. the damaged database set aside;
    // empty when there is nothing to say.
    QString notice() const { return m_notice; }
    // The last open() or store() failed because another process held the database (a lock held
    // longer than busyWait(), or a damaged database another process has open): worth trying
    // again later.
    bool inUse() const { return m_inUse; }

    // How long open() and each write wait for a database another connection holds (SQLite's
    // busy timeout, and tries again after the conflicts SQLite does not wait for itself), in
    // milliseconds; 10 s unless set. Applies from the next open().
    void setBusyWait(int ms) { m_busyWaitMs = std::max(ms, 0); }
    int busyWait() const { return m_busyWaitMs; }

    // Keeps `bytes` (the record as read, parsed into `record`) unless this paper's copy with the
    // same context digest is stored already; then only its source and seen time are updated.
    StoreResult store(const QByteArray &bytes, const Record &record, const QString &source);

    // The paper's copies, newest first (by the time they were first stored); a copy's as_of
    // range is asOf .. lastAsOf.
    QList<SnapshotInfo> snapshots(const QString &arxivId) const;
    std::optional<SnapshotInfo> snapshot(qint64 id) const;
    // The record's bytes as stored; empty with error() set when unreadable. A copy is expanded
    // only up to its recorded size, and not at all when that is over kMaxRecordFileBytes (the
    // largest record the reader opens) or disagrees with the compressed data's own size.
    QByteArray bytes(qint64 id) const;
    QStringList papers() const; // every paper with a stored copy, sorted
    int count() const; // copies stored in all

    // Keeps the newest `keepPerPaper` copies of each paper (at least 1); returns how many were
    // removed, -1 on failure (error()).
    int prune(int keepPerPaper);
    // Removes one copy (forget) or every copy of a paper (clearPaper); returns how many were
    // removed (0: there was none), -1 on failure (error()).
    int forget(qint64 id);
    int clearPaper(const QString &arxivId);
    // The database's size on disk (with its journal), in bytes.
    qint64 sizeOnDisk() const;

    // Tests only: called inside store()'s transaction, after the row is written and before the
    // commit (to kill the process there).
    void setBeforeCommitHook(std::function<void()> hook) { m_beforeCommit = std::move(hook); }

private:
    enum class OpenOutcome { Ok, Busy, Damaged, Failed };
    OpenOutcome openFile(int waitMs, QString *problem);
    OpenOutcome openWaiting(QString *problem, qint64 *waitedMs);
    StoreResult storeOnce(const QByteArray &compressed, qint64 size, const Record &record,
        const QString &source, bool *busy);
    void close();
    bool fail(const QString &what) const;
    bool failInUse(const QString &problem, qint64 waitedMs);
    // DELETE FROM snapshots WHERE condition (values bound in order) in one write transaction,
    // then VACUUM; the rows removed, -1 on failure.
    int removeWhere(const QString &condition, const QVariantList &values);

    QString m_path;
    QString m_connection;
    mutable QString m_error;
    QString m_notice;
    bool m_inUse = false;
    int m_busyWaitMs = 10000;
    std::function<void()> m_beforeCommit;
};

} // namespace pith::history

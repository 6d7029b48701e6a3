// SPDX-License-Identifier: GPL-3.0-or-later
// A review bound to its file. Nothing is written until the reviewer changes something; each
// change is on disk within a second, written on a thread of the session's own (the window's
// thread may be busy), through the atomic writer, never over a file that could not be read. A
// write takes the file's lock (kept in the runtime folder, never beside the record) only while it
// reads the file, merges and writes it: two windows may edit one review, and neither loses the
// other's decisions.
#pragma once

#include "models/review/review.h"

#include <QObject>

#include <memory>
#include <thread>

class QFileSystemWatcher;
class QTimer;

namespace pith::review {

class ReviewSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReviewSession)

public:
    // How long after a change the file is written (at most; changes in between go along).
    static constexpr int kSaveDelayMs = 300;
    // How long a write waits for another writer's lock before it reports the file as held (the
    // changes stay pending and go with the next change or saveNow()).
    static constexpr int kLockWaitMs = 2000;

    explicit ReviewSession(ReviewPtr review, QObject *parent = nullptr);
    ~ReviewSession() override; // writes what is pending

    const ReviewPtr &review() const { return m_review; }
    // The file the review is saved to; empty while it is saved nowhere.
    QString path() const { return m_path; }
    bool isWritable() const { return !m_path.isEmpty(); }

    // Opens the review at the default path of the review's record (reviewPathBesideFile or
    // reviewPathForPaper): reads it if it exists, and writes nothing. A default that cannot be
    // read (or is of another paper) is left as it is, and the next alternative
    // ("x.review-2.json", ...) is tried, up to a free one. A review whose folder cannot be
    // written, or whose lock is no regular file, is shown read-only. Each problem is one line of
    // *messages.
    void openDefault(const QString &defaultPath, QStringList *messages);

    // Reads a colleague's review to merge (File > Open Review): nullopt with *error when it cannot
    // be read or is of another paper than arxivId.
    static std::optional<ReviewData> readForMerge(
        const QString &path, const QString &arxivId, QString *error);
    // Writes the review to path and continues there (File > Save Review As).
    bool saveAs(const QString &path, QString *error);
    // Writes the pending changes now, on the calling thread: under the lock, the file is read
    // again and the changes go on top of what it holds. False with *error when it failed (the
    // changes stay pending).
    bool saveNow(QString *error = nullptr);
    // Whether changes wait to be written.
    bool hasPending() const;
    // Reads the file again and shows what another window or process wrote to it, this session's
    // pending changes on top (also done when the file changes on disk). False with *error when it
    // cannot be read.
    bool reload(QString *error = nullptr);

    // Who holds the lock of the review file at path, in words ("process 4711 (pith-ledger) on
    // host"); empty when no one does (a lock is held only while the file is written).
    static QString lockHolder(const QString &path);
    // Where the lock of the review file at path is kept: in the user's runtime folder
    // (XDG_RUNTIME_DIR, else a folder of the user's own in the temporary folder), named by a
    // hash of the review file's absolute path with its folder's symbolic links resolved.
    static QString lockPath(const QString &path);

signals:
    void saved(const QString &path);
    void saveFailed(const QString &message);
    void pathChanged(const QString &path);
    // The file changed on disk (another window or process wrote it) and what it holds is shown.
    void updatedFromFile();

private:
    struct Shared;
    void bind(const QString &path, const ReviewData &onDisk, const QByteArray &bytes);
    void onEdited(const QStringList &ids);
    // On the window's thread, after a write on any thread: reports it and shows the file.
    void afterWrite(bool ok, const QString &error);
    void showSynced();
    // Watches the file and its folder (what of them exists) for other writers.
    void watch();
    void fileChanged();
    void stopWriter();

    ReviewPtr m_review;
    QString m_path;
    std::shared_ptr<Shared> m_shared;
    std::thread m_writer; // started at the first change
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_reloadTimer;
};

} // namespace pith::review

// SPDX-License-Identifier: GPL-3.0-or-later
// A review bound to its file: locked against a second writer, saved within a second of every
// change through the atomic writer, never written over a file that could not be read.
#pragma once

#include "models/review/review.h"

#include <QObject>

#include <memory>

class QLockFile;
class QTimer;

namespace pith::review {

class ReviewSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReviewSession)

public:
    // How long after a change the file is written (at most; changes in between go along).
    static constexpr int kSaveDelayMs = 300;

    explicit ReviewSession(ReviewPtr review, QObject *parent = nullptr);
    ~ReviewSession() override; // writes what is pending, releases the lock

    const ReviewPtr &review() const { return m_review; }
    // The file the review is saved to; empty while it is saved nowhere.
    QString path() const { return m_path; }
    bool isWritable() const { return !m_path.isEmpty(); }

    // Opens the review at the default path of the review's record (reviewPathBesideFile or
    // reviewPathForPaper): reads it if it exists and holds the lock. A default that cannot be
    // read (or is of another paper) is left as it is, and the next alternative
    // ("x.review-2.json", ...) is tried, up to a free one. When another window or process holds
    // the lock, the review is read and shown read-only. Each problem is one line of *messages.
    void openDefault(const QString &defaultPath, QStringList *messages);

    // Reads a colleague's review to merge (File > Open Review): nullopt with *error when it cannot
    // be read or is of another paper than arxivId.
    static std::optional<ReviewData> readForMerge(
        const QString &path, const QString &arxivId, QString *error);
    // Writes the review to path and continues there (File > Save Review As).
    bool saveAs(const QString &path, QString *error);
    // Writes now if anything changed since the last write; false with *error when it failed.
    bool saveNow(QString *error = nullptr);

    // Who holds the lock of the review file at path, in words ("process 4711 (pith-ledger) on
    // host"); empty when no one does.
    static QString lockHolder(const QString &path);

signals:
    void saved(const QString &path);
    void saveFailed(const QString &message);
    void pathChanged(const QString &path);

private:
    // Locks path; false with *error naming the holder (*held) or saying that the folder cannot
    // take a lock.
    bool lock(const QString &path, std::unique_ptr<QLockFile> *lockFile, QString *error,
        bool *held = nullptr);
    void bind(const QString &path, std::unique_ptr<QLockFile> lockFile, const QByteArray &onDisk);
    void scheduleSave();

    ReviewPtr m_review;
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    QByteArray m_onDisk; // what the file holds (or toJson of nothing, for a file not written yet)
    QTimer *m_timer;
};

} // namespace pith::review

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace pith::history {

// The papers a curator watches: a text file of arXiv ids, one per line, beside the history
// database, so `pith-ledger-cli watch` reads the window's list as it is. A paper whose last
// check brought a different copy carries the comment "# changed" until it is looked at; other
// comments and blank lines are kept out (the file is the program's own).
class WatchList final {
public:
    explicit WatchList(const QString &path);
    // watched.txt in the folder of the history database at storePath.
    static QString pathBeside(const QString &storePath);

    // A missing file is an empty list. False with *error (naming the file and why) when it cannot
    // be read, or is no regular file (a FIFO, a link, a device: refused unread, never waited on).
    bool load(QString *error = nullptr);
    // Written atomically (pith::io::writeFileAtomically).
    bool save(QString *error = nullptr) const;
    QString path() const { return m_path; }

    QStringList papers() const { return m_papers; }
    bool contains(const QString &arxivId) const { return m_papers.contains(arxivId); }
    void add(const QString &arxivId);
    void remove(const QString &arxivId);
    bool isChanged(const QString &arxivId) const { return m_changed.contains(arxivId); }
    void setChanged(const QString &arxivId, bool changed);
    // The window checks the list when it starts (the line "# check at start" in the file).
    bool checkAtStart() const { return m_checkAtStart; }
    void setCheckAtStart(bool on) { m_checkAtStart = on; }

private:
    QString m_path;
    QStringList m_papers;
    QStringList m_changed;
    bool m_checkAtStart = false;
};

} // namespace pith::history

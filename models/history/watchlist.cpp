// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/history/watchlist.h"

#include "models/io/atomicfile.h"

#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace pith::history {

static constexpr auto kChangedMark = "# changed";
static constexpr auto kCheckAtStart = "# check at start";
// A list of papers, one id a line: far more than anyone watches.
static constexpr qint64 kMaxBytes = qint64(16) << 20;

WatchList::WatchList(const QString &path)
    : m_path(path)
{
}

QString WatchList::pathBeside(const QString &storePath)
{
    return QFileInfo(storePath).absolutePath() + "/watched.txt"_L1;
}

bool WatchList::load(QString *error)
{
    m_papers.clear();
    m_changed.clear();
    m_checkAtStart = false;
    // Read without blocking and only when it is a regular file: a FIFO in its place is refused
    // with a message, never waited on (the window reads the list at start).
    QString why;
    const std::optional<QByteArray> text = io::readRegularFile(m_path, kMaxBytes, &why);
    if (!text) {
        if (why.isEmpty())
            return true; // no list yet
        if (error)
            *error = why;
        return false;
    }
    for (const QByteArray &raw : text->split('\n')) {
        QString line = QString::fromUtf8(raw);
        if (line.trimmed() == QLatin1String(kCheckAtStart))
            m_checkAtStart = true;
        const qsizetype hash = line.indexOf(u'#');
        const bool changed = hash >= 0 && line.mid(hash).trimmed() == QLatin1String(kChangedMark);
        if (hash >= 0)
            line.truncate(hash);
        line = line.trimmed();
        if (line.isEmpty() || m_papers.contains(line))
            continue;
        m_papers << line;
        if (changed)
            m_changed << line;
    }
    return true;
}

bool WatchList::save(QString *error) const
{
    QByteArray text;
    if (m_checkAtStart)
        text += QByteArray(kCheckAtStart) + '\n';
    for (const QString &p : m_papers) {
        text += p.toUtf8();
        if (m_changed.contains(p))
            text += "  " + QByteArray(kChangedMark);
        text += '\n';
    }
    io::WriteOptions options;
    options.followSymlinks = false;
    return io::writeFileAtomically(m_path, text, error, options);
}

void WatchList::add(const QString &arxivId)
{
    if (!arxivId.isEmpty() && !m_papers.contains(arxivId))
        m_papers << arxivId;
}

void WatchList::remove(const QString &arxivId)
{
    m_papers.removeAll(arxivId);
    m_changed.removeAll(arxivId);
}

void WatchList::setChanged(const QString &arxivId, bool changed)
{
    m_changed.removeAll(arxivId);
    if (changed && m_papers.contains(arxivId))
        m_changed << arxivId;
}

} // namespace pith::history

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/net/recordcache.h"

#include "models/net/identifier.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace pith::net {

RecordCache::RecordCache(const QString &directory) : m_dir(directory) {}

QString RecordCache::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + "/records"_L1;
}

// "https_pith.science_443": one folder per server, from characters safe in any file name.
static QString serverKey(const QUrl &base)
{
    const QString scheme = base.scheme().toLower();
    QString key = scheme + u'_' + base.host().toLower() + u'_'
            + QString::number(base.port(scheme == "http"_L1 ? 80 : 443));
    QString path = base.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    if (!path.isEmpty())
        key += path;
    for (QChar &c : key) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != u'.' && c != u'-' && c != u'_')
            c = u'_';
    }
    return key;
}

QString RecordCache::recordPath(const QUrl &base, const QString &arxivId) const
{
    if (!isArxivId(arxivId) || base.host().isEmpty())
        return {};
    QString file = arxivId;
    file.replace(u'/', u'_'); // old-style ids: hep-th/9901001 -> hep-th_9901001
    return m_dir + u'/' + serverKey(base) + u'/' + file + ".citation-record.json"_L1;
}

QString RecordCache::metaPath(const QUrl &base, const QString &arxivId) const
{
    const QString p = recordPath(base, arxivId);
    return p.isEmpty() ? p : p + ".meta"_L1;
}

std::optional<RecordCache::Entry> RecordCache::load(const QUrl &base, const QString &arxivId) const
{
    const QString path = recordPath(base, arxivId);
    if (path.isEmpty())
        return std::nullopt;
    QFile meta(metaPath(base, arxivId));
    QFile data(path);
    if (!meta.open(QIODevice::ReadOnly) || !data.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject m = QJsonDocument::fromJson(meta.read(1024 * 1024)).object();
    Entry e;
    e.bytes = data.readAll();
    e.fetchedAt = QDateTime::fromString(m["fetched_at"_L1].toString(), Qt::ISODateWithMs);
    e.etag = m["etag"_L1].toString().toLatin1();
    e.lastModified = m["last_modified"_L1].toString().toLatin1();
    e.url = QUrl(m["url"_L1].toString());
    // A copy that does not match what was written (size or time unreadable) is no copy.
    if (!e.fetchedAt.isValid() || m["size"_L1].toInteger(-1) != e.bytes.size())
        return std::nullopt;
    e.fetchedAt = e.fetchedAt.toUTC();
    return e;
}

static bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    return true;
}

static QByteArray metaJson(const RecordCache::Entry &entry)
{
    const QJsonObject m{{"url"_L1, entry.url.toString()},
                        {"fetched_at"_L1, entry.fetchedAt.toUTC().toString(Qt::ISODateWithMs)},
                        {"etag"_L1, QString::fromLatin1(entry.etag)},
                        {"last_modified"_L1, QString::fromLatin1(entry.lastModified)},
                        {"size"_L1, entry.bytes.size()}};
    return QJsonDocument(m).toJson();
}

bool RecordCache::store(const QUrl &base, const QString &arxivId, const Entry &entry, QString *error)
{
    const QString path = recordPath(base, arxivId);
    if (path.isEmpty()) {
        if (error)
            *error = u"not an arXiv id: "_s + arxivId;
        return false;
    }
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        if (error)
            *error = u"cannot create "_s + QFileInfo(path).absolutePath();
        return false;
    }
    // The record first, then the meta data that vouches for it: a crash in between leaves a
    // size mismatch, which load() treats as no copy.
    return writeAtomically(path, entry.bytes, error) && writeAtomically(metaPath(base, arxivId), metaJson(entry), error);
}

bool RecordCache::markRevalidated(const QUrl &base, const QString &arxivId, const QDateTime &when,
                                  const QByteArray &etag, const QByteArray &lastModified)
{
    std::optional<Entry> e = load(base, arxivId);
    if (!e)
        return false;
    e->fetchedAt = when.toUTC();
    if (!etag.isEmpty())
        e->etag = etag;
    if (!lastModified.isEmpty())
        e->lastModified = lastModified;
    return writeAtomically(metaPath(base, arxivId), metaJson(*e), nullptr);
}

bool RecordCache::remove(const QUrl &base, const QString &arxivId)
{
    const QString path = recordPath(base, arxivId);
    if (path.isEmpty())
        return false;
    QFile::remove(metaPath(base, arxivId));
    return QFile::remove(path);
}

} // namespace pith::net

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/net/recordcache.h"

#include "models/integrity/integrity.h"
#include "models/io/atomicfile.h"
#include "models/net/identifier.h"
#include "models/record/parser.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace pith::net {

RecordCache::RecordCache(const QString &directory)
    : m_dir(directory)
{
}

RecordCache::RecordCache(const QString &directory, FetchDocument document)
    : m_dir(directory)
    , m_document(document)
{
}

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
    return m_dir + u'/' + serverKey(base) + u'/' + file
        + (m_document == FetchDocument::Integrity ? ".integrity.json"_L1
                                                  : ".citation-record.json"_L1);
}

QString RecordCache::metaPath(const QUrl &base, const QString &arxivId) const
{
    const QString p = recordPath(base, arxivId);
    return p.isEmpty() ? p : p + ".meta"_L1;
}

std::optional<RecordCache::Entry> RecordCache::load(const QUrl &base, const QString &arxivId) const
{
    m_lastProblem.clear();
    const QString path = recordPath(base, arxivId);
    if (path.isEmpty())
        return std::nullopt;
    const QString meta = metaPath(base, arxivId);
    // A copy is set aside (both files), never served, when it is not what was stored.
    auto setAsideBecause = [&](const QString &reason) -> std::optional<Entry> {
        QString moved;
        for (const QString &p : { path, meta }) {
            if (QFileInfo::exists(p) || QFileInfo(p).isSymLink()) {
                const QString to = io::setAside(p);
                if (p == path)
                    moved = to;
            }
        }
        //: %1 the cache file, %2 why it is unusable, %3 where it was moved
        m_lastProblem
            = QCoreApplication::translate("pith::net::RecordCache",
                "the cached copy %1 is unusable (%2); it was set aside as %3")
                  .arg(QDir::toNativeSeparators(path), reason, QDir::toNativeSeparators(moved));
        return std::nullopt;
    };
    for (const QString &p : { path, meta }) {
        if (const QString kind = io::unexpectedFileKind(p, false); !kind.isEmpty())
            return setAsideBecause(kind);
    }
    QFile metaFile(meta);
    QFile data(path);
    if (!metaFile.open(QIODevice::ReadOnly) || !data.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject m = QJsonDocument::fromJson(metaFile.read(1024 * 1024)).object();
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
    if (const RecordCheck check = checkDocument(m_document, e.bytes, path, arxivId); !check.good())
        return setAsideBecause(check.message);
    return e;
}

// The cache's own files are never links or devices: write only over a regular file.
static bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    if (!io::unexpectedFileKind(path, false).isEmpty() && io::setAside(path, error).isEmpty())
        return false;
    io::WriteOptions options;
    options.followSymlinks = false;
    return io::writeFileAtomically(path, bytes, error, options);
}

static QByteArray metaJson(const RecordCache::Entry &entry)
{
    const QJsonObject m { { "url"_L1, entry.url.toString() },
        { "fetched_at"_L1, entry.fetchedAt.toUTC().toString(Qt::ISODateWithMs) },
        { "etag"_L1, QString::fromLatin1(entry.etag) },
        { "last_modified"_L1, QString::fromLatin1(entry.lastModified) },
        { "size"_L1, entry.bytes.size() } };
    return QJsonDocument(m).toJson();
}

bool RecordCache::store(
    const QUrl &base, const QString &arxivId, const Entry &entry, QString *error)
{
    const QString path = recordPath(base, arxivId);
    if (path.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("pith::net::RecordCache", "not an arXiv id: %1")
                         .arg(arxivId);
        return false;
    }
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        if (error)
            *error = QCoreApplication::translate("pith::net::RecordCache", "cannot create %1")
                         .arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
        return false;
    }
    // The record first, then the meta data that vouches for it: a crash in between leaves a
    // size mismatch, which load() treats as no copy.
    return writeAtomically(path, entry.bytes, error)
        && writeAtomically(metaPath(base, arxivId), metaJson(entry), error);
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

RecordCheck checkRecord(
    const QByteArray &bytes, const QString &name, const QString &arxivId, int version)
{
    ParseOptions options;
    options.observationDetails = false; // what verification needs, every value still checked
    const ParseResult parsed = parseRecord(bytes, name, options);
    if (!parsed.ok())
        return { RecordCheck::Verdict::Unreadable, parsed.error.toString() };
    const Record &record = *parsed.record;
    if (const QString mismatch = paperMismatch(record.paper.arxivId, arxivId, version);
        !mismatch.isEmpty())
        return { RecordCheck::Verdict::WrongPaper, mismatch };
    const QStringList failures = record.digestFailures();
    const int failed = int(std::min<qsizetype>(failures.size(), INT_MAX));
    if (failed > 0)
        //: %1 a file or URL, %n how many observations, %2 the first failing observation id
        return { RecordCheck::Verdict::DigestMismatch,
            QCoreApplication::translate("pith::net::RecordCache",
                "%1: the digest of %n observation(s) does not match (%2)", nullptr, failed)
                .arg(name, failures.first()) };
    if (record.contextDigestState() == Record::ContextDigestState::Mismatch)
        return { RecordCheck::Verdict::DigestMismatch,
            QCoreApplication::translate(
                "pith::net::RecordCache", "%1: the record's context digest does not match")
                .arg(name) };
    return {};
}

RecordCheck checkIntegrityFile(const QByteArray &bytes, const QString &name, const QString &arxivId)
{
    const IntegrityParseResult parsed = parseIntegrity(bytes, name);
    if (!parsed.ok())
        return { RecordCheck::Verdict::Unreadable, parsed.error.toString() };
    if (!parsed.file->arxivId.isEmpty())
        if (const QString mismatch = paperMismatch(parsed.file->arxivId, arxivId, 0);
            !mismatch.isEmpty())
            return { RecordCheck::Verdict::WrongPaper, mismatch };
    return {};
}

RecordCheck checkDocument(FetchDocument document, const QByteArray &bytes, const QString &name,
    const QString &arxivId, int version)
{
    if (document == FetchDocument::Integrity)
        return checkIntegrityFile(bytes, name, arxivId);
    return checkRecord(bytes, name, arxivId, version);
}

bool RecordCache::remove(const QUrl &base, const QString &arxivId)
{
    const QString path = recordPath(base, arxivId);
    if (path.isEmpty())
        return false;
    QFile::remove(metaPath(base, arxivId));
    return QFile::remove(path);
}

qint64 RecordCache::sizeOnDisk() const
{
    qint64 total = 0;
    QDirIterator it(m_dir, QDir::Files | QDir::Hidden | QDir::System | QDir::NoSymLinks,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        total += it.fileInfo().size();
    }
    return total;
}

bool RecordCache::clear(QString *error)
{
    QDir dir(m_dir);
    if (!dir.exists())
        return true;
    // removeRecursively() removes links, never what they point at.
    if (dir.removeRecursively())
        return true;
    if (error)
        //: %1 the cache folder
        *error = QCoreApplication::translate(
            "pith::net::RecordCache", "could not remove everything in %1")
                     .arg(QDir::toNativeSeparators(m_dir));
    return false;
}

} // namespace pith::net

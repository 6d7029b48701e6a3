// SPDX-License-Identifier: GPL-3.0-or-later
// Fetched records on disk, with when they were fetched and the server's validators (ETag,
// Last-Modified) for conditional requests, so a record opens offline too.
#pragma once

#include "models/net/fetchtypes.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QUrl>

#include <optional>

namespace pith::net {

class RecordCache {
public:
    struct Entry {
        QByteArray bytes;
        QDateTime fetchedAt; // UTC
        QByteArray etag;
        QByteArray lastModified;
        QUrl url; // where it was fetched from
    };

    // `directory` is created on first store; tests pass a temporary directory.
    explicit RecordCache(const QString &directory = defaultDirectory());
    // A cache of integrity files (FetchDocument::Integrity) in the same directory keeps
    // <id>.integrity.json beside <id>.citation-record.json, checked as integrity files.
    RecordCache(const QString &directory, FetchDocument document);
    FetchDocument document() const { return m_document; }

    // <QStandardPaths::CacheLocation>/records
    static QString defaultDirectory();
    QString directory() const { return m_dir; }

    // Entries are kept per base URL (scheme, host, port), so records of a test server or a
    // mirror never stand in for those of pith.science.
    // A copy is served only when it parses, its digests check out and it is the record of
    // `arxivId`; one that is not (corrupt, swapped for another paper's record, or not a regular
    // file) is set aside (renamed "*.set-aside"), never served, and lastProblem() says why,
    // naming the cache file.
    std::optional<Entry> load(const QUrl &base, const QString &arxivId) const;
    // Why the last load() found no usable copy although there was something; empty otherwise.
    QString lastProblem() const { return m_lastProblem; }
    // Written atomically and checked (pith::io::writeFileAtomically), never through a symlink or
    // special file (those are set aside first); false with *error set when the disk refused, and
    // then the previous copy stays as it was. The caller checks the record before storing it.
    bool store(
        const QUrl &base, const QString &arxivId, const Entry &entry, QString *error = nullptr);
    // After a 304: the cached bytes are current as of `when`, keep the (possibly new) validators.
    bool markRevalidated(const QUrl &base, const QString &arxivId, const QDateTime &when,
        const QByteArray &etag = {}, const QByteArray &lastModified = {});
    bool remove(const QUrl &base, const QString &arxivId);

    // Bytes of every file under directory() (records, their meta data, set-aside copies).
    qint64 sizeOnDisk() const;
    // Removes every entry (and set-aside copy); false with *error when something stayed.
    bool clear(QString *error = nullptr);

    // The file that holds the record's bytes (exists only after store()).
    QString recordPath(const QUrl &base, const QString &arxivId) const;

private:
    QString metaPath(const QUrl &base, const QString &arxivId) const;
    QString m_dir;
    FetchDocument m_document = FetchDocument::CitationRecord;
    mutable QString m_lastProblem;
};

// Whether `bytes` are a record that parses, whose digests check out and that is the record of
// `arxivId` (and `version`, when not 0: see paperMismatch). Checked before anything is cached,
// and again when a cached copy is read. The message names `name` or both ids.
struct RecordCheck {
    enum class Verdict { Good, Unreadable, WrongPaper, DigestMismatch };
    Verdict verdict = Verdict::Good;
    QString message;
    bool good() const { return verdict == Verdict::Good; }
};
RecordCheck checkRecord(
    const QByteArray &bytes, const QString &name, const QString &arxivId, int version = 0);
// The same for an integrity file: it parses, and its arxiv_id (when it names one) is arxivId's
// paper (versions aside: integrity findings are per paper).
RecordCheck checkIntegrityFile(
    const QByteArray &bytes, const QString &name, const QString &arxivId);
RecordCheck checkDocument(FetchDocument document, const QByteArray &bytes, const QString &name,
    const QString &arxivId, int version = 0);

} // namespace pith::net

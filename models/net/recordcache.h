// SPDX-License-Identifier: GPL-3.0-or-later
// Fetched records on disk, with when they were fetched and the server's validators (ETag,
// Last-Modified) for conditional requests, so a record opens offline too.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QUrl>

#include <optional>

namespace pith::net {

class RecordCache
{
public:
    struct Entry
    {
        QByteArray bytes;
        QDateTime fetchedAt; // UTC
        QByteArray etag;
        QByteArray lastModified;
        QUrl url;            // where it was fetched from
    };

    // `directory` is created on first store; tests pass a temporary directory.
    explicit RecordCache(const QString &directory = defaultDirectory());

    // <QStandardPaths::CacheLocation>/records
    static QString defaultDirectory();
    QString directory() const { return m_dir; }

    // Entries are kept per base URL (scheme, host, port), so records of a test server or a
    // mirror never stand in for those of pith.science.
    std::optional<Entry> load(const QUrl &base, const QString &arxivId) const;
    // Written atomically (QSaveFile); false with *error set when the disk refused.
    bool store(const QUrl &base, const QString &arxivId, const Entry &entry, QString *error = nullptr);
    // After a 304: the cached bytes are current as of `when`, keep the (possibly new) validators.
    bool markRevalidated(const QUrl &base, const QString &arxivId, const QDateTime &when,
                         const QByteArray &etag = {}, const QByteArray &lastModified = {});
    bool remove(const QUrl &base, const QString &arxivId);

    // The file that holds the record's bytes (exists only after store()).
    QString recordPath(const QUrl &base, const QString &arxivId) const;

private:
    QString metaPath(const QUrl &base, const QString &arxivId) const;
    QString m_dir;
};

} // namespace pith::net

// SPDX-License-Identifier: GPL-3.0-or-later
// Fetches Paper Citation Records over HTTP/1.1 connections of its own (HttpExchange), on the
// thread it lives on, using the proxy settings of an injected QNetworkAccessManager. Callers see
// value types only (FetchRequest in, FetchResult out); nothing network-shaped leaves this class.
#pragma once

#include "models/net/fetchjob.h"
#include "models/net/fetchtypes.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSslCertificate>

#include <memory>

class QNetworkAccessManager;
class QNetworkProxy;

namespace pith::net {

class RecordCache;

class Fetcher final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Fetcher)
public:
    // `nam` is not owned and must outlive the Fetcher; only its proxy settings are used (its
    // proxy, else its proxy factory's, else the application's). Qt 6.4's HTTP layer cannot be
    // bounded from outside (issue 26), so transfers do not go through it.
    explicit Fetcher(QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~Fetcher() override;

    // Not owned. Without a cache, FetchRequest::useCache has no effect.
    void setCache(RecordCache *cache);
    RecordCache *cache() const { return m_cache; }

    // Certificates trusted IN ADDITION to the system's (tests: a CA made at test time).
    // Verification itself is never switched off.
    void setExtraCaCertificates(const QList<QSslCertificate> &certificates);

    // Starts a fetch and returns its handle, which reports its progress and its one result.
    FetchJob *fetch(const FetchRequest &request);

    // "PithLedger/<version> (+https://pith.science)"
    static QByteArray userAgent();

private:
    friend class FetchJob;
    struct Job;
    // Aborts the fetch; it finishes with FetchError::Cancelled. Finished ids are ignored.
    void cancel(quint64 id);
    void start(Job *job);
    void sendHop(Job *job, const QUrl &url);
    bool followRedirect(Job *job);
    void onFinished(Job *job);
    void fail(Job *job, FetchError error, const QString &message);
    QNetworkProxy proxyFor(const QUrl &url) const;
    void complete(Job *job, FetchResult result);
    FetchResult interpret(Job *job);
    FetchResult withCacheFallback(Job *job, FetchResult failure);

    QNetworkAccessManager *m_nam;
    RecordCache *cacheFor(const Job *job) const;

    RecordCache *m_cache = nullptr;
    std::unique_ptr<RecordCache> m_integrityCache; // beside m_cache, for FetchDocument::Integrity
    QList<QSslCertificate> m_extraCa;
    QHash<quint64, Job *> m_jobs;
    quint64 m_nextId = 1;
};

// Runs a local event loop until the fetch finishes: for the command line and tests.
FetchResult fetchAndWait(Fetcher &fetcher, const FetchRequest &request);

// QNetworkAccessManager runs HTTP on a thread of its own, which its destructor stops and waits
// for but does not join: that thread may still be running its thread-exit handlers (OpenSSL's
// per-thread random generators are freed there) when a short program returns from main and
// OpenSSL's exit-time cleanup tears the library down under it. Call once the last manager is
// gone; waits until no such thread is left, at most `bound`. False if one is still there.
// Linux (reads /proc/self/task); elsewhere returns true at once. The Fetcher starts no such thread
// (it speaks HTTP itself, see httpexchange.h); this is for managers used elsewhere.
bool waitForNetworkThreadsToEnd(int boundMs = 5000);

} // namespace pith::net

Q_DECLARE_METATYPE(pith::net::FetchResult)

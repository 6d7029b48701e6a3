// SPDX-License-Identifier: GPL-3.0-or-later
// Opens records for the window: files, the sample, arXiv ids and URLs (through the fetcher and
// its cache), reloads. Files and fetched bytes are parsed one at a time, off the calling thread;
// fetches run side by side. Each open returns its own handle (OpenJob). QtCore and QtNetwork
// only: the window shows what the jobs report, app/gui/main.cpp wires the opener in.
#pragma once

#include "models/open/fetchpolicy.h"
#include "models/open/openjob.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

namespace pith::net {
class Fetcher;
class RecordCache;
struct FetchResult;
} // namespace pith::net

namespace pith::open {

class RecordLoader;

class RecordOpener final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecordOpener)

public:
    explicit RecordOpener(QObject *parent = nullptr);
    ~RecordOpener() override;

    // Not owned; without one, ids and URLs fail with OpenFailure::Stage::NoNetwork. Replacing it
    // cancels the fetches under way.
    void setFetcher(net::Fetcher *fetcher);
    net::Fetcher *fetcher() const { return m_fetcher; }
    net::RecordCache *cache() const;

    // The policy of each fetch is asked for when the fetch starts (the settings may have changed
    // meanwhile); without a provider, FetchPolicy's defaults with the cache on.
    void setPolicyProvider(std::function<FetchPolicy()> provider);
    // --base-url: wins over the provider's base URL for as long as the program runs.
    void setBaseUrlOverride(const QUrl &url);
    FetchPolicy policy() const;
    QUrl baseUrl() const { return policy().baseUrl; }

    OpenJob *openFile(const QString &path);
    // A record compiled into the program (a Qt resource path), shown as the sample.
    OpenJob *openSample(const QString &path);
    // An arXiv id or URL.
    OpenJob *fetch(const QString &input);
    // What the location bar, the command line and a drop take: the file-or-id rule
    // (classifyRecordInput).
    OpenJob *openInput(const QString &text);
    // Reads a file again, or fetches a fetched record again (revalidating the cached copy).
    OpenJob *reload(const RecordSource &source);

    // Removes the cached copy of a fetched record (under the current base URL), so that the next
    // open fetches it anew. False when there was none, no cache, or the source is no fetch.
    bool forgetCachedCopy(const RecordSource &source);

    // Cancels every job; each says so with cancelled().
    void cancelAll();
    bool isIdle() const { return m_jobs.isEmpty(); }
    // The job a status bar shows: the one being parsed, else the first one fetching.
    OpenJob *activeJob() const;

signals:
    // A job started, moved on or ended: activeJob() may be another one.
    void activityChanged();
    // The active job's progress changed.
    void activeProgressChanged();
    // The last job has ended.
    void idle();

private:
    friend class OpenJob;
    OpenJob *addJob(RecordSource source, OpenJob::State state);
    OpenJob *load(RecordSource source);
    void cancel(OpenJob *job);
    void onFetched(OpenJob *job, const net::FetchResult &result);
    // Stops listening to the job's fetch and cancels it; false when it has none.
    bool stopFetch(OpenJob *job);
    void processQueue();
    void end(OpenJob *job);
    void failLater(OpenJob *job, OpenFailure failure);

    RecordLoader *m_loader;
    net::Fetcher *m_fetcher = nullptr;
    std::function<FetchPolicy()> m_policy;
    QUrl m_baseUrlOverride;
    QList<OpenJob *> m_jobs; // in the order they were made
    QPointer<OpenJob> m_parsing;
};

} // namespace pith::open

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/open/recordopener.h"

#include "models/net/fetcher.h"
#include "models/net/recordcache.h"
#include "models/open/inputrule.h"
#include "models/open/recordloader.h"

#include <QTimer>

namespace pith::open {

RecordOpener::RecordOpener(QObject *parent)
    : QObject(parent)
    , m_loader(new RecordLoader(this))
{
    qRegisterMetaType<OpenFailure>();
    m_loader->setKeepsDigests(true); // the window reviews what it opens
    connect(m_loader, &RecordLoader::progress, this, [this](int perMille) {
        if (!m_parsing)
            return;
        m_parsing->m_progress = perMille;
        emit m_parsing->progressChanged();
        emit activeProgressChanged();
    });
    connect(m_loader, &RecordLoader::finished, this, [this](const ParseResult &result) {
        OpenJob *job = m_parsing;
        m_parsing.clear();
        if (job) {
            if (result.ok()) {
                emit job->finished(result.record, job->m_source);
            } else {
                OpenFailure failure;
                failure.stage = OpenFailure::Stage::Parse;
                failure.input = job->m_source.location;
                failure.message = result.error.toString();
                emit job->failed(failure);
            }
            end(job);
        }
        processQueue();
    });
    connect(m_loader, &RecordLoader::cancelled, this, [this] {
        OpenJob *job = m_parsing;
        m_parsing.clear();
        if (job) {
            emit job->cancelled(OpenJob::State::Parsing);
            end(job);
        }
        processQueue();
    });
}

RecordOpener::~RecordOpener()
{
    // Their answers would come to no one: the fetches end here, without a word.
    for (OpenJob *job : std::as_const(m_jobs))
        stopFetch(job);
}

void RecordOpener::setFetcher(net::Fetcher *fetcher)
{
    if (m_fetcher == fetcher)
        return;
    // The old fetcher's answers are no longer listened to: its fetches end here.
    const QList<OpenJob *> jobs = m_jobs;
    for (OpenJob *job : jobs) {
        if (!stopFetch(job))
            continue;
        emit job->cancelled(OpenJob::State::Fetching);
        end(job);
    }
    m_fetcher = fetcher;
}

bool RecordOpener::stopFetch(OpenJob *job)
{
    net::FetchJob *fetch = job->m_fetch;
    if (!fetch)
        return false;
    disconnect(fetch, nullptr, job, nullptr);
    job->m_fetch.clear();
    fetch->cancel();
    return true;
}

net::RecordCache *RecordOpener::cache() const { return m_fetcher ? m_fetcher->cache() : nullptr; }

bool RecordOpener::forgetCachedCopy(const RecordSource &source)
{
    net::RecordCache *cache = this->cache();
    if (!cache || source.kind != RecordSource::Kind::Fetched)
        return false;
    return cache->remove(baseUrl(), source.location);
}

void RecordOpener::setPolicyProvider(std::function<FetchPolicy()> provider)
{
    m_policy = std::move(provider);
}

void RecordOpener::setBaseUrlOverride(const QUrl &url) { m_baseUrlOverride = url; }

FetchPolicy RecordOpener::policy() const
{
    FetchPolicy policy;
    if (m_policy) {
        policy = m_policy();
    } else {
        policy.useCache = true;
    }
    if (m_baseUrlOverride.isValid()) {
        policy.baseUrl = m_baseUrlOverride;
        policy.baseUrlGiven = true;
    }
    return policy;
}

OpenJob *RecordOpener::addJob(RecordSource source, OpenJob::State state)
{
    auto *job = new OpenJob(this, std::move(source), state);
    m_jobs.append(job);
    return job;
}

OpenJob *RecordOpener::load(RecordSource source)
{
    OpenJob *job = addJob(std::move(source), OpenJob::State::Queued);
    emit activityChanged();
    // Started from the event loop, so that the caller connects to the job first.
    QTimer::singleShot(0, this, &RecordOpener::processQueue);
    return job;
}

OpenJob *RecordOpener::openFile(const QString &path)
{
    RecordSource source;
    source.kind = RecordSource::Kind::File;
    source.location = path;
    return load(source);
}

OpenJob *RecordOpener::openSample(const QString &path)
{
    RecordSource source;
    source.kind = RecordSource::Kind::Sample;
    source.location = path;
    return load(source);
}

OpenJob *RecordOpener::openInput(const QString &text)
{
    const RecordInput input = classifyRecordInput(text, baseUrl());
    return input.kind == RecordInput::Kind::Remote ? fetch(input.text) : openFile(input.text);
}

OpenJob *RecordOpener::reload(const RecordSource &source)
{
    if (source.kind == RecordSource::Kind::Fetched)
        return fetch(source.location);
    RecordSource again;
    again.kind = source.kind;
    again.location = source.location;
    return load(again);
}

OpenJob *RecordOpener::fetch(const QString &input)
{
    RecordSource source;
    source.kind = RecordSource::Kind::Fetched;
    source.location = input;
    OpenJob *job = addJob(source, OpenJob::State::Fetching);
    if (!m_fetcher) {
        failLater(job, { OpenFailure::Stage::NoNetwork, input, {} });
        return job;
    }
    const FetchPolicy policy = this->policy();
    const net::NormalizedId id = net::normalizeIdentifier(input, policy.baseUrl);
    if (!id.ok()) {
        failLater(job, { OpenFailure::Stage::InvalidInput, input, id.error });
        return job;
    }
    job->m_source.location = id.arxivId;
    // The fetch never answers before fetch() returns; its answers go to this job alone.
    net::FetchJob *fetch = m_fetcher->fetch(policy.request(id.arxivId));
    job->m_fetch = fetch;
    connect(fetch, &net::FetchJob::finished, job,
        [this, job](const net::FetchResult &result) { onFetched(job, result); });
    connect(fetch, &net::FetchJob::progress, job, [this, job](qint64 received, qint64 total) {
        job->m_received = received;
        job->m_total = total;
        emit job->progressChanged();
        if (job == activeJob())
            emit activeProgressChanged();
    });
    emit activityChanged();
    return job;
}

void RecordOpener::failLater(OpenJob *job, OpenFailure failure)
{
    QTimer::singleShot(0, job, [this, job, failure] {
        emit job->failed(failure);
        end(job);
    });
}

void RecordOpener::onFetched(OpenJob *job, const net::FetchResult &result)
{
    job->m_fetch.clear();
    RecordSource &source = job->m_source;
    if (!result.ok) {
        if (result.error == net::FetchError::Cancelled)
            emit job->cancelled(OpenJob::State::Fetching);
        else
            emit job->failed({ OpenFailure::Stage::Fetch, source.location, result.message });
        end(job);
        return;
    }
    if (!result.arxivId.isEmpty())
        source.location = result.arxivId;
    source.url = result.finalUrl.isValid() ? result.finalUrl : result.requestUrl;
    source.fromCache = result.fromCache && !result.revalidated;
    source.fetchedAt = result.fetchedAt;
    // the note says "cached copy, fetched ..." itself: only why the network was not used
    source.cacheReason = result.networkMessage;
    source.cachePath = result.fromCache ? result.cachePath : QString();
    job->m_bytes = result.bytes;
    job->m_hasBytes = true;
    job->setState(OpenJob::State::Queued);
    emit activityChanged();
    processQueue();
}

void RecordOpener::processQueue()
{
    if (m_parsing || m_loader->isRunning())
        return;
    OpenJob *next = nullptr;
    for (OpenJob *job : std::as_const(m_jobs)) {
        if (job->m_state == OpenJob::State::Queued) {
            next = job;
            break;
        }
    }
    if (!next)
        return;
    m_parsing = next;
    next->setState(OpenJob::State::Parsing);
    const RecordSource &s = next->m_source;
    if (next->m_hasBytes) {
        next->m_progress = 500;
        // Named in messages as the cache file, or the URL it came from.
        m_loader->loadBytes(next->m_bytes, // shared, not copied: the job keeps them for its finish
            !s.cachePath.isEmpty() ? s.cachePath
                : s.url.isValid()  ? s.url.toString()
                                   : s.location);
    } else {
        next->m_progress = 0;
        m_loader->loadFile(s.location);
    }
    emit activityChanged();
}

void RecordOpener::cancel(OpenJob *job)
{
    switch (job->m_state) {
    case OpenJob::State::Fetching:
        // finishes with FetchError::Cancelled; one refused before it was sent has its failure
        // on the way already
        if (job->m_fetch)
            job->m_fetch->cancel();
        break;
    case OpenJob::State::Queued:
        emit job->cancelled(OpenJob::State::Queued);
        end(job);
        break;
    case OpenJob::State::Parsing:
        m_loader->cancel(); // RecordLoader::cancelled ends it
        break;
    case OpenJob::State::Done:
        break;
    }
}

void RecordOpener::cancelAll()
{
    // The queue first, so that cancelling the current load does not start the next one.
    const QList<OpenJob *> jobs = m_jobs;
    for (OpenJob *job : jobs) {
        if (job->m_state == OpenJob::State::Queued)
            cancel(job);
    }
    for (OpenJob *job : jobs) {
        if (m_jobs.contains(job))
            cancel(job);
    }
}

OpenJob *RecordOpener::activeJob() const
{
    if (m_parsing)
        return m_parsing;
    for (OpenJob *job : m_jobs) {
        if (job->m_state == OpenJob::State::Fetching && job->m_fetch)
            return job;
    }
    return nullptr;
}

void RecordOpener::end(OpenJob *job)
{
    if (!m_jobs.removeOne(job))
        return;
    job->setState(OpenJob::State::Done);
    job->deleteLater();
    emit activityChanged();
    if (m_jobs.isEmpty())
        emit idle();
}

} // namespace pith::open

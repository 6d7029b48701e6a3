// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/net/fetchtypes.h"

#include <QObject>
#include <QPointer>

namespace pith::net {

class Fetcher;

// The handle of one fetch, returned by Fetcher::fetch(): its progress and its one result reach
// whoever holds it, no one else. finished() is emitted exactly once, never before the call that
// made the job has returned (also for refused input); the job is deleted after that (it belongs
// to the fetcher). A Fetcher that is destroyed takes its running jobs with it, unfinished: keep
// the handle in a QPointer where the fetcher may go first.
class FetchJob final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FetchJob)

public:
    ~FetchJob() override;

    const FetchRequest &request() const { return m_request; }
    bool isRunning() const { return m_running; }
    // Aborts the fetch: finished() comes at once with FetchError::Cancelled. Ignored once finished.
    void cancel();

signals:
    // Bytes of the body received; total is -1 when the server did not say.
    void progress(qint64 received, qint64 total);
    void finished(const pith::net::FetchResult &result);

private:
    friend class Fetcher;
    FetchJob(Fetcher *fetcher, quint64 id, FetchRequest request);

    Fetcher *m_fetcher;
    quint64 m_id;
    FetchRequest m_request;
    bool m_running = true;
};

} // namespace pith::net

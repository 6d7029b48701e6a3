// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/net/fetchjob.h"

#include "models/net/fetcher.h"

namespace pith::net {

FetchJob::FetchJob(Fetcher *fetcher, quint64 id, FetchRequest request)
    : QObject(fetcher)
    , m_fetcher(fetcher)
    , m_id(id)
    , m_request(std::move(request))
{
}

FetchJob::~FetchJob() = default;

void FetchJob::cancel()
{
    if (m_running)
        m_fetcher->cancel(m_id);
}

} // namespace pith::net

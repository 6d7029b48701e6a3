// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/open/openjob.h"

#include "models/open/recordopener.h"

namespace pith::open {

OpenJob::OpenJob(RecordOpener *opener, RecordSource source, State state)
    : QObject(opener)
    , m_opener(opener)
    , m_source(std::move(source))
    , m_state(state)
{
}

void OpenJob::cancel()
{
    if (m_state != State::Done)
        m_opener->cancel(this);
}

void OpenJob::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

} // namespace pith::open

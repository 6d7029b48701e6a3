// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/open/fetchpolicy.h"

namespace pith::open {

net::FetchRequest FetchPolicy::request(const QString &input) const
{
    net::FetchRequest request;
    request.input = input;
    request.baseUrl = baseUrl;
    request.allowPlainHttp = baseUrlGiven;
    request.timeout = timeout;
    request.maxBytes = maxBytes;
    request.useCache = useCache;
    return request;
}

} // namespace pith::open

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/net/fetchtypes.h"

using namespace Qt::StringLiterals;

namespace pith::net {

QString fetchErrorName(FetchError e)
{
    switch (e) {
    case FetchError::None:
        return u"none"_s;
    case FetchError::InvalidId:
        return u"invalid_id"_s;
    case FetchError::InvalidBaseUrl:
        return u"invalid_base_url"_s;
    case FetchError::NotFound:
        return u"not_found"_s;
    case FetchError::RateLimited:
        return u"rate_limited"_s;
    case FetchError::HttpError:
        return u"http_error"_s;
    case FetchError::ServerError:
        return u"server_error"_s;
    case FetchError::NotJson:
        return u"not_json"_s;
    case FetchError::Timeout:
        return u"timeout"_s;
    case FetchError::ConnectionLost:
        return u"connection_lost"_s;
    case FetchError::Network:
        return u"network"_s;
    case FetchError::Tls:
        return u"tls"_s;
    case FetchError::TooLarge:
        return u"too_large"_s;
    case FetchError::RedirectDowngrade:
        return u"redirect_downgrade"_s;
    case FetchError::TooManyRedirects:
        return u"too_many_redirects"_s;
    case FetchError::Cancelled:
        return u"cancelled"_s;
    case FetchError::InvalidRecord:
        return u"invalid_record"_s;
    case FetchError::WrongPaper:
        return u"wrong_paper"_s;
    }
    return u"unknown"_s;
}

} // namespace pith::net

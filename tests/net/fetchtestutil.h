// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the network tests: a Fetcher over its own QNetworkAccessManager, trusting the test CA.
#pragma once

#include "models/net/fetcher.h"
#include "models/net/recordcache.h"
#include "tests/net/testserver.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QTest>

namespace pith::test {

inline constexpr QByteArrayView kRecordPath = "/paper/2509.00217/citation-record.json";

struct FetchHarness
{
    QNetworkAccessManager nam;
    net::Fetcher fetcher{&nam};
    qint64 lastElapsedMs = 0;

    net::FetchRequest request(const TestServer &server, const QString &input = QStringLiteral("2509.00217")) const
    {
        net::FetchRequest r;
        r.input = input;
        r.baseUrl = server.baseUrl();
        r.allowPlainHttp = server.baseUrl().scheme() == QLatin1String("http");
        r.timeout = std::chrono::seconds(10); // generous: only the timeout tests shorten it
        r.useCache = false;
        return r;
    }

    net::FetchResult fetch(const net::FetchRequest &r)
    {
        QElapsedTimer t;
        t.start();
        net::FetchResult result = net::fetchAndWait(fetcher, r);
        lastElapsedMs = t.elapsed();
        return result;
    }
};

} // namespace pith::test

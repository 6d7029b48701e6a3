// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the network tests: a Fetcher over its own QNetworkAccessManager, trusting the test CA.
#pragma once

#include "models/net/fetcher.h"
#include "models/net/recordcache.h"
#include "models/record/parser.h"
#include "tests/net/testserver.h"
#include "tests/testutil.h"
#include "tests/timing.h" // scaledMs: time bounds under the sanitizers

#include <QElapsedTimer>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QTest>

namespace pith::test {

inline constexpr QByteArrayView kRecordPath = "/paper/2509.00217/citation-record.json";

struct FetchHarness {
    QNetworkAccessManager nam;
    net::Fetcher fetcher { &nam };
    qint64 lastElapsedMs = 0;

    net::FetchRequest request(
        const TestServer &server, const QString &input = QStringLiteral("2509.00217")) const
    {
        net::FetchRequest r;
        r.input = input;
        r.baseUrl = server.baseUrl();
        r.allowPlainHttp = server.baseUrl().scheme() == QLatin1String("http");
        r.timeout = std::chrono::seconds(10); // generous: only the timeout tests shorten it
        r.useCache = false;
        return r;
    }

    // The last fetch's progress signals: (received, total).
    QList<std::pair<qint64, qint64>> progress;

    // Waits for the fetch's handle to finish, noting its progress on the way.
    net::FetchResult fetch(const net::FetchRequest &r)
    {
        QElapsedTimer t;
        t.start();
        progress.clear();
        net::FetchResult result;
        QEventLoop loop;
        net::FetchJob *job = fetcher.fetch(r);
        QObject::connect(
            job, &net::FetchJob::progress, &loop, [this](qint64 received, qint64 total) {
                progress.append({ received, total });
            });
        QObject::connect(job, &net::FetchJob::finished, &loop, [&](const net::FetchResult &res) {
            result = res;
            loop.quit();
        });
        loop.exec();
        lastElapsedMs = t.elapsed();
        return result;
    }
};

// The fixture turned into a record of another paper whose digests all verify: digests are
// self-contained, so only the id tells it from the record of 2509.00217.
inline QByteArray recordOfPaper(const QString &arxivId)
{
    const auto edit = [&](QJsonObject &root) {
        root = withChild(root, QStringLiteral("paper"),
            [&](QJsonObject &p) { p[QStringLiteral("arxiv_id")] = arxivId; });
    };
    const ParseResult parsed = parseRecord(mutatedFixture(edit), QStringLiteral("moved"));
    if (!parsed.ok())
        qFatal("the moved fixture does not parse");
    const QString digest = parsed.record->computedContextDigest;
    return mutatedFixture([&](QJsonObject &root) {
        edit(root);
        root[QStringLiteral("context_digest")] = digest;
    });
}

} // namespace pith::test

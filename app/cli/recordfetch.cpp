// SPDX-License-Identifier: GPL-3.0-or-later
// The RECORD arguments that are fetched: apart from recordargument.cpp, so that a program that
// never fetches (pith-ledger-cli, app/cli/launch.h) does not load QtNetwork.
#include "app/cli/recordargument.h"

#include "models/net/fetcher.h"

#include <QNetworkAccessManager>

namespace pith::cli {

FetchedRecord fetchRecordArgument(const QString &argument, const NetworkOptions &options)
{
    net::FetchResult result;
    {
        QNetworkAccessManager nam;
        net::Fetcher fetcher(&nam);
        result = net::fetchAndWait(fetcher, options.request(argument));
    }
    // The program ends soon after: let the manager's HTTP thread finish its own OpenSSL cleanup
    // before OpenSSL's exit-time cleanup runs (under LeakSanitizer the race was a leak report
    // and exit code 1 instead of 2 for an untrusted certificate, now and then).
    net::waitForNetworkThreadsToEnd();
    FetchedRecord fetched;
    fetched.ok = result.ok;
    fetched.name = result.requestUrl.isEmpty() ? argument : result.requestUrl.toString();
    if (result.ok)
        fetched.bytes = result.bytes;
    else
        fetched.error = result.message;
    return fetched;
}

ParseResult loadRecordArgument(
    const QString &argument, const NetworkOptions &options, const ParseOptions &parseOptions)
{
    const open::RecordInput input = classifyRecordArgument(argument, options);
    if (input.kind == open::RecordInput::Kind::File)
        return loadRecordFile(input.text, parseOptions);
    return parseFetchedRecord(fetchRecordArgument(argument, options), argument, parseOptions);
}

} // namespace pith::cli

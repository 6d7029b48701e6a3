// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/recordargument.h"

#include "models/net/fetcher.h" // the base URL's rules and the defaults
#include "models/open/inputrule.h"

#include <QCoreApplication>

#include <mutex>
#include <vector>

using namespace Qt::StringLiterals;

namespace pith::cli {

QString takeNetworkOptions(QStringList &args, NetworkOptions &options)
{
    QStringList rest;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        QString name;
        for (const auto &option : { "--base-url"_L1, "--timeout"_L1, "--max-size"_L1 }) {
            if (a == option || a.startsWith(option + u'='))
                name = option;
        }
        if (name.isEmpty()) {
            rest.append(a);
            continue;
        }
        QString value;
        if (a.size() > name.size())
            value = a.mid(name.size() + 1);
        else if (i + 1 < args.size())
            value = args[++i];
        else
            return QCoreApplication::translate("pith::cli", "%1 expects a value").arg(name);

        if (name == "--base-url"_L1) {
            const QUrl url(value, QUrl::StrictMode);
            if (const QString problem = net::baseUrlProblem(url); !problem.isEmpty())
                return problem;
            options.baseUrl = url;
            options.baseUrlGiven = true;
        } else if (name == "--timeout"_L1) {
            bool ok = false;
            const double seconds = value.toDouble(&ok);
            if (!ok || !(seconds > 0) || seconds > 86400)
                return QCoreApplication::translate("pith::cli",
                    "--timeout expects seconds, more than 0 and at most 86400, not “%1”")
                    .arg(value);
            options.timeout = std::chrono::milliseconds(qint64(seconds * 1000.0 + 0.5));
        } else {
            bool ok = false;
            const double mib = value.toDouble(&ok);
            if (!ok || !(mib > 0) || mib > 65536)
                return QCoreApplication::translate(
                    "pith::cli", "--max-size expects MiB, more than 0 and at most 65536, not “%1”")
                    .arg(value);
            options.maxBytes = qint64(mib * 1024.0 * 1024.0);
        }
    }
    args = rest;
    return {};
}

QString networkOptionsHelp()
{
    // The defaults are the fetcher's (models/net), the ones a fetch without the options uses.
    const QString seconds = QString::number(double(net::kDefaultTimeout.count()) / 1000.0);
    const QString mebibytes = QString::number(double(net::kDefaultMaxBytes) / (1024.0 * 1024.0));
    //: %1 the default base URL, %2 the default timeout in seconds, %3 the default size cap in MiB
    return QCoreApplication::translate("pith::cli",
        "  --base-url URL            where records are fetched from (default %1;\n"
        "                            a plain http:// URL only when given here)\n"
        "  --timeout S               give up a fetch after S seconds (default %2)\n"
        "  --max-size MIB            refuse records larger than MIB mebibytes (default %3)\n")
        .arg(net::defaultBaseUrl().toString(), seconds, mebibytes);
}

open::RecordInput classifyRecordArgument(const QString &argument, const NetworkOptions &options)
{
    return open::classifyRecordInput(argument, options.baseUrl);
}

ParseResult parseFetchedRecord(
    const FetchedRecord &fetched, const QString &argument, const ParseOptions &parseOptions)
{
    if (!fetched.ok) {
        ParseResult failed;
        failed.error.file = argument;
        failed.error.message = fetched.error;
        return failed;
    }
    return parseRecord(fetched.bytes, fetched.name, parseOptions);
}

void keepUntilExit(RecordPtr record)
{
    if (!record || record->observationCount() < kKeepUntilExitObservations)
        return;
    static std::mutex mutex;
    static auto *const kept = new std::vector<RecordPtr>; // never deleted, on purpose
    const std::lock_guard<std::mutex> lock(mutex);
    kept->push_back(std::move(record));
}

} // namespace pith::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_fetch.h"

#include "app/cli/commands.h"
#include "app/cli/recordargument.h"
#include "app/cli/terminal.h"
#include "models/io/atomicfile.h"
#include "models/net/identifier.h"
#include "models/record/parser.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace pith::cli {

QString fetchUsage()
{
    return QCoreApplication::translate("pith::cli",
        "  fetch ID|URL -o FILE [--base-url URL] [--timeout S] [--max-size MIB]\n"
        "                            save a record from the Pith service byte for byte\n"
        "                            (-o -: to standard output);\n"
        "                            ID as 2509.00217, arXiv:2509.00217, hep-th/9901001 or a "
        "URL\n");
}

int runFetch(const QStringList &argsIn, QTextStream &out, QTextStream &err)
{
    const QString prefix = u"pith-ledger-cli fetch: "_s;
    QStringList args = argsIn;
    NetworkOptions network;
    if (const QString problem = takeNetworkOptions(args, network); !problem.isEmpty()) {
        err << prefix << problem << '\n';
        return Usage;
    }
    QString input;
    QString output;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == "-o"_L1 || a == "--output"_L1) {
            if (i + 1 >= args.size()) {
                err << prefix
                    << QCoreApplication::translate("pith::cli", "%1 expects a value").arg(a)
                    << '\n';
                return Usage;
            }
            output = args[++i];
        } else if (a.startsWith("--output="_L1)) {
            output = a.mid(9);
        } else if (a.startsWith(u'-') && a.size() > 1) {
            err << prefix << QCoreApplication::translate("pith::cli", "unknown option %1").arg(a)
                << '\n';
            return Usage;
        } else if (input.isEmpty()) {
            input = a;
        } else {
            err << prefix
                << QCoreApplication::translate("pith::cli", "expected one ID or URL, got also %1")
                       .arg(a)
                << '\n';
            return Usage;
        }
    }
    if (input.isEmpty()) {
        err << prefix << QCoreApplication::translate("pith::cli", "expected an arXiv ID or URL")
            << '\n';
        return Usage;
    }
    if (output.isEmpty()) {
        err << prefix
            << QCoreApplication::translate("pith::cli", "expected -o FILE, the file to write")
            << '\n';
        return Usage;
    }
    // Refuse a bad id before touching the network, with the identifier's own message.
    if (const net::NormalizedId id = net::normalizeIdentifier(input, network.baseUrl); !id.ok()) {
        err << prefix << id.error << '\n';
        return Unreadable;
    }

    const FetchedRecord fetched = fetchRecordArgument(input, network);
    if (!fetched.ok) {
        err << prefix << fetched.error << '\n';
        return Unreadable;
    }
    // Only a record is saved: whatever else a server sends is named, not written.
    const ParseResult parsed = parseRecord(fetched.bytes, fetched.name);
    if (!parsed.ok()) {
        err << prefix
            << QCoreApplication::translate(
                   "pith::cli", "the server's answer is not a readable record: %1")
                   .arg(parsed.error.toString())
            << '\n';
        return Unreadable;
    }

    // "-o -": the record goes to standard output, and the note below to standard error.
    const bool toStdout = output == "-"_L1;
    QString error;
    if (toStdout ? !writeToStandardOutput(fetched.bytes, &error)
                 : !io::writeFileAtomically(output, fetched.bytes, &error)) {
        err << prefix << error << '\n';
        return Unreadable;
    }
    // The count is computed first: lupdate 6.4 hangs on a '<' inside translate()'s arguments.
    const int savedBytes = int(std::min<qsizetype>(fetched.bytes.size(), INT_MAX));
    //: %1 arXiv id, %n bytes, %2 file name, %3 URL
    (toStdout ? err : out) << QCoreApplication::translate(
        "pith::cli", "saved arXiv:%1 (%n byte(s)) to %2 from %3", nullptr, savedBytes)
                                  .arg(parsed.record->paper.arxivId, output, fetched.name)
                           << '\n';
    return Ok;
}

} // namespace pith::cli

// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/integrityargument.h"

#include "app/cli/terminal.h"
#include "models/integrity/eventcheck.h"
#include "models/net/fetcher.h"
#include "models/net/identifier.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>

namespace pith::cli {

bool takeIntegrityOption(QStringList &args, QString *value, bool *given, QString *problem)
{
    QStringList rest;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--integrity")) {
            if (i + 1 >= args.size()) {
                *problem = QCoreApplication::translate("pith::cli", "%1 needs a value")
                               .arg(QStringLiteral("--integrity"));
                return false;
            }
            *value = args.at(++i);
            *given = true;
        } else if (a.startsWith(QLatin1String("--integrity="))) {
            *value = a.mid(12);
            *given = true;
        } else {
            rest.append(a);
        }
    }
    if (*given && value->isEmpty()) {
        *problem = QCoreApplication::translate("pith::cli", "%1 needs a value")
                       .arg(QStringLiteral("--integrity"));
        return false;
    }
    args = rest;
    return true;
}

QString integrityOptionHelp()
{
    return QCoreApplication::translate("pith::cli",
        "  --integrity FILE|auto     (summary, export) Pith's integrity findings joined to the\n"
        "                            references: a file, or auto to fetch\n"
        "                            <base>/pith/<id>/integrity.json (none when it is missing)\n");
}

bool loadIntegrityArgument(const QString &value, const Record &record,
    const NetworkOptions &network, CliIntegrity *out, QString *error)
{
    IntegrityParseResult parsed;
    if (value == QLatin1String("auto")) {
        if (record.paper.arxivId.isEmpty()) {
            *error = QCoreApplication::translate("pith::cli",
                "--integrity auto: the record names no arXiv id to fetch integrity findings for");
            return false;
        }
        net::FetchResult result;
        {
            QNetworkAccessManager nam;
            net::Fetcher fetcher(&nam);
            net::FetchRequest request;
            request.input = record.paper.arxivId;
            request.baseUrl = network.baseUrl;
            request.allowPlainHttp = network.baseUrlGiven;
            request.timeout = network.timeout;
            request.maxBytes = network.maxBytes;
            request.useCache = false; // as for records: the command line always asks the server
            request.document = net::FetchDocument::Integrity;
            result = net::fetchAndWait(fetcher, request);
        }
        net::waitForNetworkThreadsToEnd();
        if (!result.ok && result.error == net::FetchError::NotFound) {
            //: %1 the server's message (which names the URL and the HTTP status)
            out->note = QCoreApplication::translate("pith::cli", "No integrity findings: %1")
                            .arg(result.message);
            return true;
        }
        if (!result.ok) {
            *error = result.message;
            return false;
        }
        parsed = parseIntegrity(result.bytes, result.requestUrl.toString());
    } else {
        parsed = loadIntegrityFile(value);
    }
    if (!parsed.ok()) {
        *error = parsed.error.toString();
        return false;
    }
    if (!parsed.file->arxivId.isEmpty() && !record.paper.arxivId.isEmpty()) {
        const QString mismatch = net::paperMismatch(
            parsed.file->arxivId, net::normalizeIdentifier(record.paper.arxivId).arxivId, 0);
        if (!mismatch.isEmpty()) {
            //: %1 the integrity file, %2 which papers
            *error = QCoreApplication::translate(
                "pith::cli", "%1: not the integrity file of this record's paper: %2")
                         .arg(parsed.file->source, mismatch);
            return false;
        }
    }
    out->join = joinIntegrity(record, parsed.file);
    //: %1 file or URL
    out->note = QCoreApplication::translate("pith::cli", "Integrity findings from %1")
                    .arg(parsed.file->source);
    return true;
}

void printIntegritySection(QTextStream &out, const Record &record, const IntegrityJoin &join)
{
    const IntegrityFile &file = *join.file;
    out << '\n' << oneLine(integritySummaryLine(file)) << '\n';
    for (const IntegrityDetectorRun &d : file.detectorsRun) {
        const int findings = int(d.findingsCount.value_or(0));
        //: summary: one detector run: name, version, status, time, findings
        const QString run = QCoreApplication::translate(
            "pith::cli", "%1 %2: %3, %4, %n finding(s)", nullptr, findings)
                                .arg(d.name, d.version, d.status, d.ranAt);
        out << "  " << oneLine(run) << '\n';
    }
    out << "  " << join.refIndexBasis() << '\n';
    for (const JoinedFinding &j : join.joined) {
        const Observation &o = record.outbound.at(j.outbound);
        const QString reference = o.citation.referenceIndex
            ? QString::number(*o.citation.referenceIndex)
            : QStringLiteral("?");
        //: summary: %1 reference number, %2 the finding, %3 how it was joined
        const QString line
            = QCoreApplication::translate("pith::cli", "reference %1: %2; %3")
                  .arg(reference, findingLine(join.finding(j)), IntegrityJoinText::label(j.kind));
        out << "  " << oneLine(line) << '\n';
    }
    const QString unjoinedHeading = QCoreApplication::translate("pith::cli", "Unjoined findings");
    if (!join.unjoined.isEmpty())
        out << unjoinedHeading << '\n';
    for (const UnjoinedFinding &u : join.unjoined) {
        //: summary: %1 the finding, %2 why it joins no reference
        const QString line = QCoreApplication::translate("pith::cli", "%1; unjoined: %2")
                                 .arg(findingLine(file.findings.at(u.finding)), u.reason);
        out << "  " << oneLine(line) << '\n';
    }
    for (const IntegrityEvent &e : file.events) {
        const EventCheck check = checkEvent(e, {});
        out << "  " << oneLine(eventHeadline(e)) << '\n';
        out << "    " << check.digestText() << '\n';
        out << "    " << oneLine(check.signatureText(e.signingKeyId)) << '\n';
    }
}

} // namespace pith::cli

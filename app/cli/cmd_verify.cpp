// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_verify.h"

#include "app/cli/commands.h"
#include "app/cli/recordargument.h"

#include "models/record/parser.h"
#include "models/record/verdict.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <optional>
#include <thread>
#include <vector>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace pith::cli {

// How a subset's information is labelled where findings say "error" or "warning".
QString informationLabel()
{
    //: verify/summary: an audit note that only follows from the record being an exported subset
    return QCoreApplication::translate("pith::cli", "information");
}

namespace {

// What verifying one file printed and how it ended; files are verified in any order (--jobs)
// but reported in the order given.
struct VerifyOutcome {
    int exitCode = Ok;
    QString out;
    QString err;
};

VerifyOutcome verifyOne(
    const QString &file, bool json, const QHash<QString, FetchedRecord> &fetched, bool onlyFile)
{
    VerifyOutcome v;
    QTextStream out(&v.out);
    QTextStream err(&v.err);
    // Verification needs only ids, digests, states and reference indices of the observations:
    // every value is still checked, but the rest is not kept (a fraction of the memory).
    ParseOptions options;
    options.observationDetails = false;
    // Canonical observations go through the fast path (same results); PITH_VERIFY_GENERAL=1
    // sends every one through the tokenizer, to compare the two.
    options.fastPath = !qEnvironmentVariableIsSet("PITH_VERIFY_GENERAL");
    const auto remote = fetched.constFind(file); // ids and URLs were fetched before
    const ParseResult parsed = remote == fetched.cend()
        ? loadRecordFile(file, options)
        : parseFetchedRecord(*remote, file, options);
    if (!parsed.ok()) {
        err << parsed.error.toString() << '\n';
        v.exitCode = Unreadable;
        if (json) {
            QJsonObject o { { QStringLiteral("file"), file }, { QStringLiteral("ok"), false },
                { QStringLiteral("error"), parsed.error.toString() } };
            out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        }
        return v;
    }
    if (onlyFile)
        keepUntilExit(
            parsed.record); // the one record of this run: its memory goes back with the process
    const Record &r = *parsed.record;
    const RecordVerdict verdict = recordVerdict(r);
    const QStringList &failures = verdict.digestFailures;
    const QList<Finding> &findings = verdict.findings;
    const auto context = verdict.context;
    const bool ok = verdict.ok();
    if (!ok)
        v.exitCode = Findings;

    if (json) {
        QJsonArray findingArray;
        // A subset's information keeps the shape of a finding, with the severity "info".
        for (const Finding &f : verdict.information)
            findingArray.append(
                QJsonObject { { QStringLiteral("severity"), QStringLiteral("info") },
                    { QStringLiteral("code"), f.code }, { QStringLiteral("message"), f.message },
                    { QStringLiteral("pointer"), f.pointer } });
        for (const Finding &f : findings)
            findingArray.append(QJsonObject { { QStringLiteral("severity"), f.severityName() },
                { QStringLiteral("code"), f.code }, { QStringLiteral("message"), f.message },
                { QStringLiteral("pointer"), f.pointer } });
        QJsonObject o { { QStringLiteral("file"), file }, { QStringLiteral("ok"), ok },
            { QStringLiteral("arxiv_id"), r.paper.arxivId },
            { QStringLiteral("outbound"), r.outboundCount() },
            { QStringLiteral("inbound"), r.inboundCount() },
            { QStringLiteral("digest_failures"), QJsonArray::fromStringList(failures) },
            { QStringLiteral("context_digest"), contextStateName(context) },
            { QStringLiteral("findings"), findingArray } };
        out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
    } else {
        //: verify: %1 file, %2 and %3 observation counts
        out << (ok
                ? QCoreApplication::translate("pith::cli", "%1: OK (%2 outbound, %3 inbound)")
                : QCoreApplication::translate("pith::cli", "%1: FAILED (%2 outbound, %3 inbound)"))
                   .arg(file, QString::number(r.outboundCount()), QString::number(r.inboundCount()))
            << '\n';
        out << "  " << verdict.sentence() << '\n';
        if (verdict.subset)
            out << "  " << verdict.subset->sentence(r.paper.arxivId) << '\n';
        for (const Finding &f : verdict.information)
            out << "  " << informationLabel() << " [" << f.code << "] " << f.pointer << ": "
                << f.displayText() << '\n';
        for (const QString &id : failures)
            out << "  "
                << QCoreApplication::translate("pith::cli", "digest mismatch: observation %1")
                       .arg(id)
                << '\n';
        for (const Finding &f : findings)
            out << "  " << severityLabel(f.severity) << " [" << f.code << "] " << f.pointer << ": "
                << f.displayText() << '\n';
    }
    return v;
}

} // namespace

std::optional<int> runVerify(
    const QStringList &argsIn, QTextStream &out, QTextStream &err, RecordFetch fetch)
{
    QStringList args = argsIn;
    NetworkOptions network; // RECORDs may be ids or URLs
    if (const QString problem = takeNetworkOptions(args, network); !problem.isEmpty()) {
        err << "pith-ledger-cli verify: " << problem << '\n';
        return Usage;
    }
    bool json = false;
    int jobs = 0; // 0: one per core
    QStringList files;
    QSet<QString> remote; // the ids and URLs among them
    QStringList notes; // printed once it is clear that this program verifies
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--json")) {
            json = true;
        } else if (a == QLatin1String("--jobs") || a.startsWith(QLatin1String("--jobs="))) {
            QString value;
            if (a.startsWith(QLatin1String("--jobs=")))
                value = a.mid(7);
            else if (i + 1 < args.size())
                value = args[++i];
            bool okNumber = false;
            jobs = value.toInt(&okNumber);
            if (!okNumber || jobs < 1 || jobs > 256) {
                err << "pith-ledger-cli verify: --jobs expects a number from 1 to 256\n";
                return Usage;
            }
        } else if (a.startsWith(QLatin1String("--"))) {
            err << "pith-ledger-cli verify: unknown option " << a << '\n';
            return Usage;
        } else if (const open::RecordInput input = classifyRecordArgument(a, network);
                   input.kind == open::RecordInput::Kind::Remote) {
            // The file-or-id rule of every RECORD (and of the window's location bar).
            files.append(input.text);
            remote.insert(input.text);
        } else if (QFileInfo(input.text).isDir()) {
            // A folder stands for the *.json records directly in it, in name order. Unreadable
            // files, FIFOs and devices among them are listed too: each is reported as what it
            // is (loadRecordFile never blocks on one), and the others are still verified.
            const QDir dir(input.text);
            const QStringList names = dir.entryList(
                { QStringLiteral("*.json") }, QDir::Files | QDir::System, QDir::Name);
            if (names.isEmpty())
                notes.append(a);
            for (const QString &name : names)
                files.append(dir.filePath(name));
        } else {
            files.append(input.text);
        }
    }
    if (!remote.isEmpty() && !fetch)
        return std::nullopt; // nothing printed: the caller hands the command line on
    for (const QString &folder : std::as_const(notes))
        err << "pith-ledger-cli verify: " << folder << ": no *.json records in this folder\n";
    if (files.isEmpty()) {
        err << "pith-ledger-cli verify: expected at least one RECORD\n";
        return Usage;
    }
    if (jobs == 0)
        jobs = std::max(1, QThread::idealThreadCount());
    jobs = int(std::min<qsizetype>(jobs, files.size()));
#ifdef __GLIBC__
    // Records one after another (a folder): each one's memory is freed and the next one's taken
    // again. glibc gives the free top of a heap back to the system at every free of more than
    // 128 KiB and the next record faults it in again: with two jobs a sixth of the CPU went to
    // the kernel, and two jobs took 1.09x the CPU of one. Up to 64 MiB per heap stay instead.
    if (files.size() > 1)
        mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif

    // Fetched here, on the thread that has the event loop; parsed by the workers below.
    QHash<QString, FetchedRecord> fetched;
    for (const QString &file : std::as_const(files)) {
        if (!fetched.contains(file) && remote.contains(file))
            fetched.insert(file, fetch(file, network));
    }
    std::vector<VerifyOutcome> outcomes(std::size_t(files.size()));
    if (jobs == 1) {
        for (qsizetype i = 0; i < files.size(); ++i)
            outcomes[std::size_t(i)] = verifyOne(files[i], json, fetched, files.size() == 1);
    } else {
        // Files are independent: each worker takes the next one; output keeps the given order.
        std::atomic<qsizetype> next { 0 };
        std::vector<std::thread> workers;
        for (int w = 0; w < jobs; ++w) {
            workers.emplace_back([&] {
                for (qsizetype i = next++; i < files.size(); i = next++)
                    outcomes[std::size_t(i)] = verifyOne(files[i], json, fetched, false);
            });
        }
        for (std::thread &t : workers)
            t.join();
    }

    int exitCode = Ok;
    for (const VerifyOutcome &v : outcomes) {
        err << v.err;
        out << v.out;
        if (v.exitCode == Unreadable)
            exitCode = Unreadable;
        else if (v.exitCode == Findings && exitCode == Ok)
            exitCode = Findings;
    }
    return exitCode;
}

} // namespace pith::cli

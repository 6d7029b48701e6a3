// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_watch.h"

#include "app/cli/cmd_diff.h"
#include "app/cli/cmd_history.h"
#include "app/cli/commands.h"
#include "app/cli/recordargument.h"
#include "models/history/recorddiff.h"
#include "models/history/snapshotstore.h"
#include "models/library/paperlist.h"
#include "models/record/parser.h"
#include "models/record/verdict.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

using namespace Qt::StringLiterals;

namespace pith::cli {

QString watchUsage()
{
    return QCoreApplication::translate("pith::cli",
        "  watch LIST [--json] [--store FILE]\n"
        "                            fetch each paper of LIST (ids, one per line), keep each\n"
        "                            copy in the history database and say what changed since\n"
        "                            the copy with the latest as_of up to its own that\n"
        "                            verifies; a copy that fails verification is kept and said\n"
        "                            to fail, never compared with; one with the as_of of another\n"
        "                            is a conflict, not a change; exit 0 no change, 1 changes,\n"
        "                            a copy that fails, conflicts or is older than one kept,\n"
        "                            2 a paper could not be read\n");
}

static QJsonObject sideJson(const history::SnapshotInfo &s)
{
    return QJsonObject {
        { u"id"_s, double(s.id) },
        { u"as_of"_s, s.asOf },
        { u"last_as_of"_s, s.lastAsOf },
        { u"context_digest"_s, s.contextDigest },
        { u"stored_at"_s, s.storedAt.toString(Qt::ISODateWithMs) },
        { u"source"_s, s.source },
        { u"verdict"_s, s.verdict },
    };
}

int runWatch(const QStringList &argsIn, QTextStream &out, QTextStream &err)
{
    const QString prefix = u"pith-ledger-cli watch: "_s;
    QStringList args = argsIn;
    NetworkOptions network;
    if (const QString problem = takeNetworkOptions(args, network); !problem.isEmpty()) {
        err << prefix << problem << '\n';
        return Usage;
    }
    bool json = false;
    QString storePath = history::SnapshotStore::defaultPath();
    QString listPath;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == "--json"_L1) {
            json = true;
        } else if (a == "--store"_L1 || a.startsWith("--store="_L1)) {
            if (a.size() > 7) {
                storePath = a.mid(8);
            } else if (i + 1 < args.size()) {
                storePath = args[++i];
            } else {
                err << prefix
                    << QCoreApplication::translate("pith::cli", "%1 expects a value").arg(a)
                    << '\n';
                return Usage;
            }
        } else if (a.startsWith(u'-') && a.size() > 1) {
            err << prefix << QCoreApplication::translate("pith::cli", "unknown option %1").arg(a)
                << '\n';
            return Usage;
        } else if (listPath.isEmpty()) {
            listPath = a;
        } else {
            err << prefix
                << QCoreApplication::translate("pith::cli", "expected one LIST file, got also %1")
                       .arg(a)
                << '\n';
            return Usage;
        }
    }
    if (listPath.isEmpty()) {
        err << prefix
            << QCoreApplication::translate(
                   "pith::cli", "expected LIST, a file of arXiv ids or URLs, one per line")
            << '\n';
        return Usage;
    }
    // The list's syntax has one home, shared with summary and export of a LIST.
    QString listError;
    const QStringList ids = library::readPaperList(listPath, &listError);
    if (!listError.isEmpty()) {
        err << prefix << listError << '\n';
        return Unreadable;
    }

    history::SnapshotStore store(storePath);
    if (!openHistoryStore(store, prefix, err))
        return Unreadable;

    int exitCode = Ok;
    for (const QString &id : ids) {
        QJsonObject line { { u"type"_s, u"watch"_s }, { u"input"_s, id } };
        auto failed = [&](const QString &message) {
            exitCode = Unreadable;
            if (json) {
                line[u"status"_s] = u"error"_s;
                line[u"error"_s] = message;
                printJsonLine(line, out);
            }
            err << prefix << message << '\n';
        };
        const FetchedRecord fetched = fetchRecordArgument(id, network);
        const ParseResult parsed = parseFetchedRecord(fetched, id);
        if (!parsed.ok()) {
            failed(parsed.error.toString());
            continue;
        }
        const Record &record = *parsed.record;
        const history::StoreResult stored = store.store(fetched.bytes, record, fetched.name);
        if (!stored.ok) {
            failed(stored.error);
            continue;
        }
        line[u"paper"_s] = record.paper.arxivId;
        line[u"current"_s] = sideJson(stored.snapshot);
        // A copy whose digests or audit fail is kept and said to fail, first, wherever it is
        // reported; what it claims changed is only ever given as its claim.
        const RecordVerdict verdict = recordVerdict(record);
        QString failing;
        if (!verdict.ok()) {
            failing = history::failingCopySentence(verdict.headline());
            line[u"verification"_s] = verdict.headline();
            if (exitCode == Ok)
                exitCode = Findings;
        }
        line[u"failing_skipped"_s] = stored.failingSkipped;
        // Older than what the history holds: said first, and compared with the copy before it.
        QString older;
        if (stored.newer) {
            // Not the newest copy known: worth a look, as a change is.
            if (exitCode == Ok)
                exitCode = Findings;
            line[u"newer"_s] = sideJson(*stored.newer);
            older = history::olderCopySentence(record.asOf, stored.newer->lastAsOf) + u' ';
        }
        // Two contents that each say they are the record at this as_of: neither is a change of
        // the other.
        if (stored.conflict) {
            line[u"status"_s] = u"conflict"_s;
            line[u"conflict"_s] = sideJson(*stored.conflict);
            if (exitCode == Ok)
                exitCode = Findings;
            if (json)
                printJsonLine(line, out);
            else
                out << "arXiv:" << record.paper.arxivId << ": " << older
                    << history::withFailingSkipped(history::conflictSentence(record.asOf,
                                                       fetched.name, stored.conflict->source),
                           stored.failingSkipped)
                    << '\n';
            continue;
        }
        if (!stored.previous) {
            line[u"status"_s] = !verdict.ok() ? u"failing"_s
                : stored.newer                ? u"older"_s
                                              : u"first"_s;
            if (json) {
                printJsonLine(line, out);
            } else {
                QString text;
                if (stored.newer)
                    //: watch: after "This copy (as of ...) is older than the copy of ... kept
                    //: before.", when the history has no copy before this one
                    text = u"arXiv:"_s + record.paper.arxivId + u": "_s + older
                        + QCoreApplication::translate(
                            "pith::cli", "It is kept; there is no copy before it to compare with");
                else
                    //: watch: %1 arXiv id, %2 the record's as_of date
                    text = QCoreApplication::translate(
                        "pith::cli", "arXiv:%1: first copy kept (as of %2)")
                               .arg(record.paper.arxivId, history::shortDate(record.asOf));
                if (!verdict.ok())
                    //: watch: after "first copy kept"; %1 the verdict such as "1 observation fails"
                    text += u". "_s
                        + QCoreApplication::translate("pith::cli",
                            "It fails verification (%1): it is kept, but never compared with.")
                              .arg(verdict.headline());
                out << history::withFailingSkipped(text, stored.failingSkipped) << '\n';
            }
            continue;
        }
        const history::SnapshotInfo &previous = *stored.previous;
        line[u"previous"_s] = sideJson(previous);
        history::RecordDiff diff;
        if (previous.contextDigest != stored.snapshot.contextDigest) {
            const QByteArray oldBytes = store.bytes(previous.id);
            const ParseResult old = parseRecord(oldBytes,
                QCoreApplication::translate("pith::cli", "%1 (stored copy %2)")
                    .arg(QDir::toNativeSeparators(store.path()))
                    .arg(previous.id));
            if (oldBytes.isEmpty() || !old.ok()) {
                failed(oldBytes.isEmpty() ? store.error() : old.error.toString());
                continue;
            }
            diff = history::diffRecords(*old.record, record);
        } else {
            diff.oldArxivId = diff.newArxivId = record.paper.arxivId;
            diff.oldAsOf = previous.asOf;
            diff.newAsOf = record.asOf;
        }
        const QString olderDate = history::shortDate(previous.asOf);
        if (!diff.same() && exitCode == Ok)
            exitCode = Findings;
        if (json) {
            line[u"status"_s] = !verdict.ok() ? u"failing"_s
                : diff.same()                 ? u"same"_s
                                              : u"changed"_s;
            line[u"changes"_s] = diff.changeCount();
            line[u"resolved"_s] = diff.resolvedCount();
            printJsonLine(line, out);
            // Each change line says whose claim it is: the copy's verdict.
            printDiffJson(diff,
                QJsonObject { { u"paper"_s, record.paper.arxivId },
                    { u"copy_verdict"_s, stored.snapshot.verdict } },
                out);
        } else {
            QString sentence = history::diffSentence(diff, olderDate);
            if (!failing.isEmpty())
                sentence = failing + u' ' + sentence;
            out << "arXiv:" << record.paper.arxivId << ": " << older
                << history::withFailingSkipped(sentence, stored.failingSkipped) << '\n';
            printDiffText(diff, out);
        }
    }
    return exitCode;
}

} // namespace pith::cli

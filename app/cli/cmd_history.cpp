// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_history.h"

#include "app/cli/cmd_diff.h"
#include "app/cli/commands.h"
#include "models/history/recorddiff.h"
#include "models/history/snapshotstore.h"
#include "models/net/identifier.h"

#include <QCoreApplication>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace pith::cli {

QString historyUsage()
{
    return QCoreApplication::translate("pith::cli",
        "  history PAPER [--json] [--store FILE] [--forget N | --clear]\n"
        "                            the copies of PAPER (an arXiv id) kept in the history\n"
        "                            database, newest first; --forget N removes copy N,\n"
        "                            --clear every copy of the paper; exit 0 done, 2 the\n"
        "                            database or copy N could not be found or changed\n");
}

bool openHistoryStore(history::SnapshotStore &store, const QString &prefix, QTextStream &err)
{
    if (!store.open()) {
        err << prefix << store.error() << '\n';
        return false;
    }
    if (!store.notice().isEmpty())
        err << prefix << store.notice() << '\n';
    return true;
}

int runHistory(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QString prefix = u"pith-ledger-cli history: "_s;
    bool json = false;
    bool clear = false;
    qint64 forget = 0;
    QString storePath = history::SnapshotStore::defaultPath();
    QString paper;
    const auto usage = [&](const QString &message) {
        err << prefix << message << '\n';
        return int(Usage);
    };
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        const auto value = [&](QString *v) {
            if (i + 1 >= args.size())
                return false;
            *v = args[++i];
            return true;
        };
        if (a == "--json"_L1) {
            json = true;
        } else if (a == "--clear"_L1) {
            clear = true;
        } else if (a == "--store"_L1) {
            if (!value(&storePath))
                return usage(QCoreApplication::translate("pith::cli", "%1 expects a value").arg(a));
        } else if (a == "--forget"_L1) {
            QString n;
            bool ok = false;
            if (value(&n))
                forget = n.toLongLong(&ok);
            if (!ok || forget <= 0)
                //: history: --forget needs the copy's number, as the list gives it
                return usage(QCoreApplication::translate(
                    "pith::cli", "--forget expects the number of a copy, as history lists them"));
        } else if (a.startsWith(u'-') && a.size() > 1) {
            return usage(QCoreApplication::translate("pith::cli", "unknown option %1").arg(a));
        } else if (paper.isEmpty()) {
            paper = a;
        } else {
            return usage(
                QCoreApplication::translate("pith::cli", "expected one PAPER, got also %1").arg(a));
        }
    }
    if (clear && forget)
        return usage(
            QCoreApplication::translate("pith::cli", "--forget and --clear: one or the other"));
    if (paper.isEmpty())
        return usage(QCoreApplication::translate("pith::cli", "expected PAPER, an arXiv id"));
    // The one reading of a paper's id (arXiv:, versions, links) that fetch and watch use.
    const net::NormalizedId normalized = net::normalizeIdentifier(paper);
    if (!normalized.ok())
        return usage(normalized.error);
    const QString *id = &normalized.arxivId;

    history::SnapshotStore store(storePath);
    if (!openHistoryStore(store, prefix, err))
        return Unreadable;
    if (forget) {
        const std::optional<history::SnapshotInfo> copy = store.snapshot(forget);
        if (!copy || copy->arxivId != *id) {
            //: history --forget: %1 the number given, %2 the arXiv id
            err << prefix
                << QCoreApplication::translate("pith::cli", "no copy %1 of arXiv:%2 is kept")
                       .arg(forget)
                       .arg(*id)
                << '\n';
            return Unreadable;
        }
    }
    if (forget || clear) {
        const int removed = forget ? store.forget(forget) : store.clearPaper(*id);
        if (removed < 0) {
            err << prefix << store.error() << '\n';
            return Unreadable;
        }
        if (json)
            printJsonLine(QJsonObject { { u"type"_s, u"removed"_s }, { u"paper"_s, *id },
                              { u"removed"_s, removed } },
                out);
        else
            //: history: %n copies removed, %1 the arXiv id
            out << QCoreApplication::translate(
                "pith::cli", "arXiv:%1: %n cop(ies) removed from the history", nullptr, removed)
                       .arg(*id)
                << '\n';
        return Ok;
    }
    for (const history::SnapshotInfo &s : store.snapshots(*id)) {
        if (json) {
            printJsonLine(QJsonObject { { u"type"_s, u"copy"_s }, { u"paper"_s, s.arxivId },
                              { u"id"_s, double(s.id) }, { u"as_of"_s, s.asOf },
                              { u"last_as_of"_s, s.lastAsOf },
                              { u"stored_at"_s, s.storedAt.toString(Qt::ISODateWithMs) },
                              { u"seen_at"_s, s.seenAt.toString(Qt::ISODateWithMs) },
                              { u"context_digest"_s, s.contextDigest }, { u"verdict"_s, s.verdict },
                              { u"source"_s, s.source }, { u"outbound"_s, s.outbound },
                              { u"inbound"_s, s.inbound } },
                out);
        } else {
            out << s.id << "  " << history::asOfRange(s.asOf, s.lastAsOf) << "  "
                << s.storedAt.toString(Qt::ISODate) << "  " << s.verdict << "  " << s.source
                << '\n';
        }
    }
    return Ok;
}

} // namespace pith::cli

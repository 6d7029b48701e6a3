// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_diff.h"

#include "app/cli/commands.h"
#include "app/cli/recordargument.h"
#include "models/record/verdict.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace pith::cli {

using history::ChangeKind;
using history::ObservationChange;
using history::RecordChange;
using history::RecordDiff;

QString diffUsage()
{
    return QCoreApplication::translate("pith::cli",
        "  diff OLD NEW [--json]     what changed between two copies of a paper's record\n"
        "                            (files, ids or URLs); exit 0 the same content (only\n"
        "                            as_of differs), 1 it differs, 2 unreadable\n");
}

QString changesSinceUsage()
{
    return QCoreApplication::translate("pith::cli",
        "  export ... --changes-since OLD\n"
        "                            QUERY may use change: (what changed since the older copy\n"
        "                            OLD, as diff says it)\n");
}

static QString directionWord(Direction d)
{
    return d == Direction::Outbound ? QCoreApplication::translate("pith::cli", "outbound")
                                    : QCoreApplication::translate("pith::cli", "inbound");
}

void printDiffText(const RecordDiff &diff, QTextStream &out)
{
    for (const ObservationChange &c : diff.observations) {
        //: diff: a row's place, %1 outbound/inbound, %2 the reference number
        QString place = c.referenceIndex ? QCoreApplication::translate("pith::cli", "%1 ref. %2")
                                               .arg(directionWord(c.direction))
                                               .arg(*c.referenceIndex)
                                         : directionWord(c.direction);
        out << "  " << place << "  " << history::changeKindLabel(c.kind);
        if (!c.before.isEmpty() || !c.after.isEmpty())
            out << ": " << history::changeText(c, false) << " -> " << history::changeText(c, true);
        if (!c.title.isEmpty())
            out << "  \"" << c.title << '"';
        out << "  [" << c.id() << "]\n";
    }
    for (const RecordChange &c : diff.record) {
        out << "  " << history::recordAreaKey(c.area) << "  " << c.field;
        if (!c.before.isEmpty() || !c.after.isEmpty())
            out << ": " << c.before << " -> " << c.after;
        out << '\n';
    }
}

void printJsonLine(const QJsonObject &object, QTextStream &out)
{
    out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) << '\n';
}

void printDiffJson(const RecordDiff &diff, const QJsonObject &common, QTextStream &out)
{
    for (const ObservationChange &c : diff.observations) {
        QJsonObject o = common;
        o["type"_L1] = u"observation"_s;
        o["kind"_L1] = history::changeKindKey(c.kind);
        o["direction"_L1] = directionName(c.direction);
        o["reference_index"_L1]
            = c.referenceIndex ? QJsonValue(double(*c.referenceIndex)) : QJsonValue();
        o["old_id"_L1] = c.oldId.isEmpty() ? QJsonValue() : QJsonValue(c.oldId);
        o["new_id"_L1] = c.newId.isEmpty() ? QJsonValue() : QJsonValue(c.newId);
        o["title"_L1] = c.title;
        o["before"_L1] = c.before;
        o["after"_L1] = c.after;
        o["fields"_L1] = QJsonArray::fromStringList(c.fields);
        if (c.kind == ChangeKind::Notice) {
            o["added_event_types"_L1] = QJsonArray::fromStringList(c.addedEventTypes);
            o["removed_event_types"_L1] = QJsonArray::fromStringList(c.removedEventTypes);
        }
        if (c.kind == ChangeKind::Resolution)
            o["became_resolved"_L1] = c.becameResolved;
        printJsonLine(o, out);
    }
    for (const RecordChange &c : diff.record) {
        QJsonObject o = common;
        o["type"_L1] = u"record"_s;
        o["area"_L1] = history::recordAreaKey(c.area);
        o["field"_L1] = c.field;
        o["before"_L1] = c.before;
        o["after"_L1] = c.after;
        printJsonLine(o, out);
    }
}

// The counts per kind, for the JSON heading line.
static QJsonObject kindCounts(const RecordDiff &diff)
{
    QJsonObject counts;
    for (int i = 0; i < history::kChangeKindCount; ++i)
        counts[history::changeKindKey(ChangeKind(i))] = diff.count(ChangeKind(i));
    counts["record"_L1] = int(diff.record.size());
    return counts;
}

// One input of the diff, with its verdict: "ok" true or false (verify's exit), and what fails.
static QJsonObject side(
    const QString &source, const QString &asOf, const QString &digest, const Record &record)
{
    const RecordVerdict verdict = recordVerdict(record);
    QJsonObject o {
        { u"source"_s, source },
        { u"as_of"_s, asOf },
        { u"context_digest"_s, digest },
        { u"verified"_s, verdict.ok() },
    };
    if (!verdict.ok())
        o[u"verification"_s] = verdict.headline();
    return o;
}

int runDiff(const QStringList &argsIn, QTextStream &out, QTextStream &err)
{
    const QString prefix = u"pith-ledger-cli diff: "_s;
    QStringList args = argsIn;
    NetworkOptions network;
    if (const QString problem = takeNetworkOptions(args, network); !problem.isEmpty()) {
        err << prefix << problem << '\n';
        return Usage;
    }
    bool json = false;
    QStringList inputs;
    for (const QString &a : args) {
        if (a == "--json"_L1) {
            json = true;
        } else if (a.startsWith(u'-') && a.size() > 1) {
            err << prefix << QCoreApplication::translate("pith::cli", "unknown option %1").arg(a)
                << '\n';
            return Usage;
        } else {
            inputs << a;
        }
    }
    if (inputs.size() != 2) {
        err << prefix
            << QCoreApplication::translate(
                   "pith::cli", "expected two records, OLD and NEW (files, ids or URLs)")
            << '\n';
        return Usage;
    }
    RecordPtr records[2];
    for (int i = 0; i < 2; ++i) {
        const ParseResult r = loadRecordArgument(inputs[i], network);
        if (!r.ok()) {
            err << prefix << r.error.toString() << '\n';
            return Unreadable;
        }
        records[i] = r.record;
        // A copy that fails verification is still compared, and said to fail.
        if (const RecordVerdict verdict = recordVerdict(*r.record); !verdict.ok())
            //: diff: %1 the input, %2 the verdict's headline such as "2 observations fail"
            err << prefix
                << QCoreApplication::translate(
                       "pith::cli", "%1 fails verification: %2 (verify says more)")
                       .arg(inputs[i], verdict.headline())
                << '\n';
    }
    // Refused before the comparison, which for two different papers would compare everything.
    RecordDiff diff;
    diff.oldArxivId = records[0]->paper.arxivId;
    diff.newArxivId = records[1]->paper.arxivId;
    if (!diff.samePaper()) {
        //: diff: the two inputs are records of different papers
        err << prefix
            << QCoreApplication::translate("pith::cli",
                   "%1 is the record of arXiv:%2, %3 that of arXiv:%4: not the same paper")
                   .arg(inputs[0], diff.oldArxivId, inputs[1], diff.newArxivId)
            << '\n';
        return Unreadable;
    }
    diff = history::diffRecords(*records[0], *records[1]);
    if (json) {
        QJsonObject head {
            { u"type"_s, u"diff"_s },
            { u"paper"_s, diff.newArxivId },
            { u"same"_s, diff.same() },
            { u"changes"_s, diff.changeCount() },
            { u"counts"_s, kindCounts(diff) },
            { u"resolved"_s, diff.resolvedCount() },
            { u"old"_s, side(inputs[0], diff.oldAsOf, diff.oldContextDigest, *records[0]) },
            { u"new"_s, side(inputs[1], diff.newAsOf, diff.newContextDigest, *records[1]) },
        };
        printJsonLine(head, out);
        printDiffJson(diff, QJsonObject { { u"paper"_s, diff.newArxivId } }, out);
    } else {
        out << "arXiv:" << diff.newArxivId << ": "
            << history::diffSentence(diff, history::shortDate(diff.oldAsOf)) << '\n';
        printDiffText(diff, out);
    }
    return diff.same() ? Ok : Findings;
}

} // namespace pith::cli

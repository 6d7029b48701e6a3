// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commands.h"

#include "app/cli/cmd_diff.h"
#include "app/cli/cmd_export.h"
#include "app/cli/cmd_fetch.h"
#include "app/cli/cmd_history.h"
#include "app/cli/cmd_library.h"
#include "app/cli/cmd_review.h"
#include "app/cli/cmd_verify.h"
#include "app/cli/cmd_watch.h"
#include "app/cli/integrityargument.h"
#include "app/cli/recordargument.h"
#include "app/cli/terminal.h"

#include "app/common/language.h"
#include "models/record/audit.h"
#include "models/record/notice.h"
#include "models/record/parser.h"
#include "models/record/verdict.h"
#include "models/record/wording.h"
#include "ui/paint/breakdownpaint.h"
#include "ui/paint/coveragepaint.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>

namespace pith::cli {

QString usageText()
{
    // One message per command or option, so a new command adds one string to translate.
    QString text = QCoreApplication::translate("pith::cli",
        "Usage: pith-ledger-cli [--lang LANG] COMMAND [OPTIONS]\n"
        "\n"
        "Reads Pith Paper Citation Records (pith.paper-citation-record.v1).\n"
        "\n"
        "Commands:\n");
    text += QCoreApplication::translate("pith::cli",
        "  summary RECORD [--integrity FILE|auto] [--review FILE]\n"
        "                            title, thesis, coverage, state counts and integrity, and\n"
        "                            the review's progress (--review FILE, or the review file\n"
        "                            beside RECORD)\n");
    text += QCoreApplication::translate("pith::cli",
        "  summary FOLDER|LIST       a line per record of the folder (its *.json records) or\n"
        "                            of LIST (a text file of arXiv ids or URLs, one per line,\n"
        "                            fetched), then the totals; exit 2 when one cannot be read\n");
    text += QCoreApplication::translate("pith::cli",
        "  verify RECORD|DIR... [--json] [--jobs N]\n"
        "                            recompute every digest and check consistency;\n"
        "                            a folder stands for its *.json records; N files at once\n"
        "                            (default: one per core)\n"
        "                            exit 0 ok, 1 digest mismatch or error finding, 2 "
        "unreadable\n");
    text += exportUsageText();
    text += changesSinceUsage();
    text += fetchUsage();
    text += diffUsage();
    text += watchUsage();
    text += historyUsage();
    text += QCoreApplication::translate("pith::cli",
        "\n  RECORD is a file, an arXiv id (2509.00217) or a URL, fetched from the Pith service\n");
    text += QCoreApplication::translate("pith::cli", "\nOptions:\n");
    text
        += QCoreApplication::translate("pith::cli", "  -h, --help                show this help\n");
    text += QCoreApplication::translate(
        "pith::cli", "  --version                 show the program version\n");
    text += languageOptionHelp();
    text += networkOptionsHelp();
    text += integrityOptionHelp();
    text += QCoreApplication::translate("pith::cli",
        "\nMessages go to standard error, data to standard output. Machine-readable output\n"
        "(--json) is the same in every language.\n");
    return text;
}

int runSummary(const QStringList &argsIn, QTextStream &out, QTextStream &err)
{
    QStringList args = argsIn;
    NetworkOptions network; // RECORD may be an id or URL
    if (const QString problem = takeNetworkOptions(args, network); !problem.isEmpty()) {
        err << "pith-ledger-cli summary: " << problem << '\n';
        return Usage;
    }
    QString integrityValue, integrityProblem;
    bool integrityGiven = false;
    if (!takeIntegrityOption(args, &integrityValue, &integrityGiven, &integrityProblem)) {
        err << "pith-ledger-cli summary: " << integrityProblem << '\n';
        return Usage;
    }
    ReviewOption reviewOption; // the review kept beside the record
    if (const QString problem = takeReviewOption(args, reviewOption); !problem.isEmpty()) {
        err << "pith-ledger-cli summary: " << problem << '\n';
        return Usage;
    }
    if (args.size() != 1) {
        err << "pith-ledger-cli summary: expected one RECORD\n";
        return Usage;
    }
    // A folder or a list of papers: a line per record and the totals.
    if (isLibraryArgument(args.first())) {
        if (integrityGiven || reviewOption.given) {
            err << "pith-ledger-cli summary: "
                << QCoreApplication::translate("pith::cli",
                       "--integrity and --review apply to one record, not to a folder or list")
                << '\n';
            return Usage;
        }
        return runLibrarySummary(args.first(), network, out, err);
    }
    // Of an observation the summary prints only what verify reads (its id, whether its digest
    // matches, its state, its notice's event types): it reads the record as verify does
    // (Record::checks, no Observation built). The integrity join and a review read the
    // observations' table fields (ids, digests, papers).
    ParseOptions checksRead;
    checksRead.observationDetails = false;
    ParseOptions rowsRead;
    rowsRead.tableFieldsOnly = true;
    const QString &argument = args.first();
    const bool remote
        = classifyRecordArgument(argument, network).kind == open::RecordInput::Kind::Remote;
    const bool rows = integrityGiven || reviewOption.given
        || (!remote && QFileInfo::exists(defaultReviewPath(argument, {})));
    ParseResult parsed;
    if (remote) {
        const FetchedRecord fetched = fetchRecordArgument(argument, network);
        parsed = parseFetchedRecord(fetched, argument, rows ? rowsRead : checksRead);
        // a review kept for the paper: known once the record names it
        if (!rows && parsed.ok()
            && QFileInfo::exists(defaultReviewPath(argument, parsed.record->paper.arxivId)))
            parsed = parseFetchedRecord(fetched, argument, rowsRead);
    } else {
        parsed = loadRecordArgument(argument, network, rows ? rowsRead : checksRead);
    }
    if (!parsed.ok()) {
        err << parsed.error.toString() << '\n';
        return Unreadable;
    }
    keepUntilExit(parsed.record); // a big one: its memory goes back with the process
    const Record &r = *parsed.record;
    CliIntegrity integrity;
    if (integrityGiven) {
        QString problem;
        if (!loadIntegrityArgument(integrityValue, r, network, &integrity, &problem)) {
            err << oneLine(problem) << '\n';
            return Unreadable;
        }
        err << oneLine(integrity.note) << '\n';
    }
    // Record text is one line each (terminal.h): a newline in it cannot fake a line of ours.
    out << oneLine(r.paper.title) << '\n';
    out << oneLine(r.paper.arxivId);
    if (r.paper.latestVersion)
        out << " v" << *r.paper.latestVersion;
    if (!r.paper.primaryCategory.isEmpty())
        out << " · " << oneLine(r.paper.primaryCategory);
    if (!r.asOf.isEmpty())
        //: summary: the record's as_of time as stated
        out << " · " << QCoreApplication::translate("pith::cli", "as of %1").arg(oneLine(r.asOf));
    // Standing notices under the id line, as in the window's header: a curator must not miss a
    // cited work's retraction. The type may be the record's own word, so one line each.
    for (const auto &[type, sentence] : noticeSummaryLines(r))
        out << '\n' << oneLine(sentence);
    // A subset exported by Pith Ledger says what it is; the source's thesis no longer describes it.
    const RecordVerdict verdict = recordVerdict(r);
    out << "\n\n"
        << oneLine(verdict.subset ? verdict.subset->sentence(r.paper.arxivId) : r.thesis) << "\n\n";
    if (!r.refusal.isEmpty())
        out << oneLine(r.refusal) << "\n\n";

    out << QCoreApplication::translate("pith::cli", "Coverage vector") << '\n';
    for (const CoverageLane &lane : r.coverage)
        out << "  " << ui::coverageLaneText(lane) << '\n';
    if (const QString note = shownOfNote(r.coverage.size(), r.coverageCount()); !note.isEmpty())
        out << "  (" << note << ")\n";

    out << '\n' << QCoreApplication::translate("pith::cli", "Reference resolution") << '\n';
    // The chart's caption ("21 of 21 outbound references displayed"; a subset's exported count).
    out << "  " << ui::breakdownCaption(r) << '\n';
    QStringList states = knownResolutionStates();
    for (const StateCount &sc : r.referenceResolution.stateCounts) {
        if (!states.contains(sc.state))
            states.append(sc.state);
    }
    // As the record states them; a subset states none, so its observations are counted.
    const QList<ui::BreakdownEntry> counted
        = verdict.subset ? ui::breakdownEntries(r) : QList<ui::BreakdownEntry>();
    for (const ui::BreakdownEntry &e : counted) {
        if (!states.contains(e.state))
            states.append(e.state);
    }
    // The counts line up in column 24, or after the longest state's name in the language in use
    // and a space where that is longer.
    qsizetype labelWidth = 21;
    for (const QString &state : std::as_const(states))
        labelWidth = std::max(labelWidth, stateLabel(state).size());
    for (const QString &state : std::as_const(states)) {
        qint64 count = 0;
        for (const StateCount &sc : r.referenceResolution.stateCounts) {
            if (sc.state == state)
                count = sc.count;
        }
        for (const ui::BreakdownEntry &e : counted) {
            if (e.state == state)
                count = e.count;
        }
        // grouped as the coverage lines above and the window's breakdown ("19,586")
        out << "  " << qSetFieldWidth(int(labelWidth) + 1) << Qt::left << stateLabel(state)
            << qSetFieldWidth(0) << QLocale().toString(count) << '\n';
    }
    if (const QString note = shownOfNote(
            r.referenceResolution.stateCounts.size(), r.referenceResolution.stateCountCount());
        !note.isEmpty())
        out << "  (" << note << ")\n";
    out << '\n'
        << QCoreApplication::translate("pith::cli", "Inbound: %n Pith citation observation(s)",
               nullptr, int(r.inboundCount()))
        << '\n';
    // The one verdict (digests and audit) the window and the report show too.
    out << '\n'
        << QCoreApplication::translate("pith::cli", "Integrity: %1").arg(verdict.sentence())
        << '\n';
    for (const Finding &f : verdict.findings)
        out << "  " << severityLabel(f.severity) << " [" << f.code << "] " << f.displayText()
            << '\n';
    for (const Finding &f : verdict.information)
        out << "  " << informationLabel() << " [" << f.code << "] " << f.displayText() << '\n';
    if (integrity.join)
        printIntegritySection(out, r, *integrity.join);
    QString reviewPath, reviewError;
    if (const review::ReviewPtr review
        = loadReview(parsed.record, args.first(), reviewOption, &reviewError, &reviewPath)) {
        out << '\n';
        printReviewSummary(*review, reviewPath, out);
    } else if (!reviewError.isEmpty()) {
        err << "pith-ledger-cli summary: " << oneLine(reviewError) << '\n';
        if (reviewOption.given)
            return Unreadable;
    }
    return Ok;
}

} // namespace pith::cli

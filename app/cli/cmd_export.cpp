// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_export.h"

#include "app/cli/cmd_library.h"
#include "app/cli/cmd_review.h"
#include "app/cli/commands.h"
#include "app/cli/integrityargument.h"
#include "app/cli/interrupt.h"
#include "app/cli/recordargument.h"
#include "app/cli/terminal.h"
#include "models/export/csvwriter.h"
#include "models/export/jsonwriter.h"
#include "models/export/selection.h"
#include "models/history/changefacts.h"
#include "models/integrity/integrityfacts.h"
#include "models/io/atomicfile.h"
#include "models/items/colourrules.h"
#include "models/items/observationfilter.h"
#include "models/open/inputrule.h"
#include "models/record/verdict.h"
#include "ui/report/exportjob.h"
#include "ui/report/factkinds.h"

#include <QBuffer>

#include <QCoreApplication>
#include <QFileInfo>
#include <cstdio>
#include <unistd.h>

namespace pith::cli {

QString exportUsageText()
{
    return QCoreApplication::translate("pith::cli",
               "  export RECORD --format csv|json|pdf -o OUT [--filter QUERY] [--bom]\n"
               "         [--colour-rules FILE]\n"
               "         [--integrity FILE|auto]\n"
               "         [--review FILE]\n"
               "                            write the observations (those QUERY selects, else "
               "all)\n"
               "                            as CSV (--bom: with a UTF-8 byte order mark), as JSON\n"
               "                            (the original observations, verifiable) or as a PDF "
               "report\n"
               "                            (--colour-rules: rows in the colours of a rules file\n"
               "                            exported from View > Colouring Rules);\n"
               "                            -o - writes to standard output (then --format is "
               "needed);\n"
               "                            --review FILE: with a review's decisions and notes "
               "(default:\n"
               "                            the review file beside RECORD, if there is one);\n"
               "                            exit 0 written, 2 unreadable or unwritable, 64 bad "
               "QUERY\n")
        + QCoreApplication::translate("pith::cli",
            "  export FOLDER|LIST --format csv|pdf -o OUT [--filter QUERY] [--bom]\n"
            "                            the observations of every record of the folder or LIST\n"
            "                            (those QUERY selects; paper:ID or paper:WORD for the\n"
            "                            paper) as one CSV with paper_arxiv_id and paper_title\n"
            "                            columns, or a PDF library report (a line per record,\n"
            "                            the totals, the observations); exit 2 when a record\n"
            "                            cannot be read\n");
}

bool exportNeedsGui(int argc, char **argv)
{
    bool isExport = false;
    bool pdf = false;
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "export")
            isExport = true;
        else if (a == "--format" && i + 1 < argc)
            pdf = pdf || QByteArray(argv[i + 1]).toLower() == "pdf";
        else if (a.toLower() == "--format=pdf")
            pdf = true;
        else if ((a == "-o" || a == "--output") && i + 1 < argc
            && QByteArray(argv[i + 1]).toLower().endsWith(".pdf"))
            pdf = true;
    }
    return isExport && pdf;
}

namespace {

// What an export says once its file is written.
QString exportedLine(qsizetype rows, qsizetype total, const QString &output)
{
    //: %1 exported rows, %2 all rows, %3 the file written
    return QCoreApplication::translate("pith::cli", "Exported %1 of %2 observations to %3")
        .arg(rows)
        .arg(total)
        .arg(output);
}

} // namespace

int runExport(const QStringList &argsIn, QTextStream &out, QTextStream &err)
{
    const QString prefix = QStringLiteral("pith-ledger-cli export: ");
    QStringList args = argsIn;
    NetworkOptions network; // RECORD may be an arXiv id or URL
    if (const QString problem = takeNetworkOptions(args, network); !problem.isEmpty()) {
        err << prefix << problem << '\n';
        return Usage;
    }
    QString integrityValue, integrityProblem;
    bool integrityGiven = false;
    if (!takeIntegrityOption(args, &integrityValue, &integrityGiven, &integrityProblem)) {
        err << prefix << integrityProblem << '\n';
        return Usage;
    }
    ReviewOption reviewOption; // the review kept beside the record
    if (const QString problem = takeReviewOption(args, reviewOption); !problem.isEmpty()) {
        err << prefix << problem << '\n';
        return Usage;
    }
    const auto reviewFacts = std::make_shared<review::Review>();
    QString record, output, formatName, query, colourRulesPath;
    bool haveFilter = false, bom = false;
    QString changesSince;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        auto value = [&](const QString &name, QString *target) -> bool {
            if (a == name) {
                if (i + 1 >= args.size()) {
                    err << prefix
                        << QCoreApplication::translate("pith::cli", "%1 needs a value").arg(name)
                        << '\n';
                    return false;
                }
                *target = args.at(++i);
                return true;
            }
            *target = a.mid(name.size() + 1);
            return true;
        };
        if (a == QLatin1String("--format") || a.startsWith(QLatin1String("--format="))) {
            if (!value(QStringLiteral("--format"), &formatName))
                return Usage;
        } else if (a == QLatin1String("-o") || a == QLatin1String("--output")
            || a.startsWith(QLatin1String("--output="))) {
            if (!value(a == QLatin1String("-o") ? QStringLiteral("-o") : QStringLiteral("--output"),
                    &output))
                return Usage;
        } else if (a == QLatin1String("--filter") || a.startsWith(QLatin1String("--filter="))) {
            if (!value(QStringLiteral("--filter"), &query))
                return Usage;
            haveFilter = true;
        } else if (a == QLatin1String("--colour-rules")
            || a.startsWith(QLatin1String("--colour-rules="))) {
            if (!value(QStringLiteral("--colour-rules"), &colourRulesPath))
                return Usage;
        } else if (a == QLatin1String("--changes-since")
            || a.startsWith(QLatin1String("--changes-since="))) {
            // The change: query keys: what changed since this older copy.
            if (!value(QStringLiteral("--changes-since"), &changesSince))
                return Usage;
        } else if (a == QLatin1String("--bom")) {
            bom = true;
        } else if (a.startsWith(QLatin1Char('-')) && a.size() > 1) {
            err << prefix << QCoreApplication::translate("pith::cli", "unknown option %1").arg(a)
                << '\n';
            return Usage;
        } else if (record.isEmpty()) {
            record = a;
        } else {
            err << prefix
                << QCoreApplication::translate("pith::cli", "expected one RECORD, got also %1")
                       .arg(a)
                << '\n';
            return Usage;
        }
    }
    if (record.isEmpty()) {
        err << prefix << QCoreApplication::translate("pith::cli", "expected a RECORD") << '\n';
        return Usage;
    }
    if (output.isEmpty()) {
        err << prefix
            << QCoreApplication::translate("pith::cli", "expected -o OUT, the file to write")
            << '\n';
        return Usage;
    }
    if (isLibraryArgument(record)) {
        if (integrityGiven || reviewOption.given || !colourRulesPath.isEmpty()
            || !changesSince.isEmpty()) {
            err << prefix
                << QCoreApplication::translate("pith::cli",
                       "--integrity, --review, --colour-rules and --changes-since apply to one "
                       "record, not to a folder or list")
                << '\n';
            return Usage;
        }
        LibraryExportRequest request;
        request.argument = record;
        request.output = output;
        request.formatName = formatName.isEmpty() && output != QLatin1String("-")
            ? QFileInfo(output).suffix()
            : formatName;
        request.query = query;
        request.bom = bom;
        return runLibraryExport(request, network, out, err);
    }
    // "-o -": the export goes to standard output (the way to pipe it), the note to standard error.
    const bool toStdout = output == QLatin1String("-");
    if (formatName.isEmpty() && !toStdout)
        formatName = QFileInfo(output).suffix();
    const std::optional<ui::ExportFormat> format = ui::formatFromName(formatName);
    if (!format) {
        err << prefix
            << QCoreApplication::translate(
                   "pith::cli", "unknown format \"%1\" (expected csv, json or pdf)")
                   .arg(formatName)
            << '\n';
        return Usage;
    }
    if (bom && *format != ui::ExportFormat::Csv) {
        err << prefix << QCoreApplication::translate("pith::cli", "--bom applies to CSV only")
            << '\n';
        return Usage;
    }

    if (!colourRulesPath.isEmpty() && *format != ui::ExportFormat::Pdf) {
        err << prefix
            << QCoreApplication::translate("pith::cli", "--colour-rules applies to PDF only")
            << '\n';
        return Usage;
    }
    ColourRuleList colourRules;
    if (!colourRulesPath.isEmpty()) {
        // Read before the record: a bad rules file costs no parse of a big record.
        const ColourRules::ReadResult rules
            = ColourRules::readFile(colourRulesPath, ui::everyFactKind());
        if (!rules.ok()) {
            err << prefix << rules.error << '\n';
            return Unreadable;
        }
        colourRules = *rules.rules;
    }

    ObservationFilter filter;
    const auto malformed = [&](const ObservationFilter::ParseResult &parsed) {
        printMalformedFilter(err, prefix, query, parsed.error.message, parsed.error.position);
        return Usage;
    };
    // The keys of facts kept beside the record are known before those facts are read: review:
    // and note:, finding: and detector: with --integrity; the change: keys once both copies are.
    ObservationFactsList earlyKeys { reviewFacts };
    if (integrityGiven)
        earlyKeys << std::make_shared<IntegrityFacts>(nullptr);
    if (haveFilter && changesSince.isEmpty()) {
        const ObservationFilter::ParseResult parsed = ObservationFilter::parse(query, earlyKeys);
        if (!parsed.ok())
            return malformed(parsed);
    }

    const open::RecordInput recordInput = classifyRecordArgument(record, network);
    const auto interrupted = [&] {
        //: %1 the output file, or - for standard output
        err << prefix
            << QCoreApplication::translate("pith::cli", "interrupted: nothing was written to %1")
                   .arg(output)
            << '\n';
        return Interrupted;
    };
    // A plain CSV or JSON export of a file (no filter, no review, no integrity findings, no
    // earlier copy to compare with) writes its rows as the reader reads them: no list of
    // observations is built, and the rows are formatted on every core (issue 24). The output is
    // a temporary file until the whole record was read: a record refused half-way leaves no file.
    if ((*format == ui::ExportFormat::Csv || *format == ui::ExportFormat::Json) && !toStdout
        && !haveFilter && changesSince.isEmpty() && !integrityGiven && !reviewOption.given
        && recordInput.kind == open::RecordInput::Kind::File
        && !QFileInfo::exists(defaultReviewPath(record, QString()))) {
        ParseResult loaded;
        QString streamError; // a write of the rows failed: why
        bool read = false;
        // Every CSV row carries the record's verdict, known only once the whole record is read:
        // the rows are written as "clean", and a record that is not has its file abandoned and
        // is read and written again with the verdict the first read found (only for such
        // records: twice the time). Should the file change in between, and the verdict with it,
        // it is exported below from a whole read.
        QString guessedVerdict = verdictName(RecordVerdict::Level::Clean);
        bool verdictGuessedWrong = false;
        const auto writeRows = [&](QIODevice *device, QString *reason) {
            ParseOptions streaming;
            streaming.tableFieldsOnly = true; // CSV: the table's fields
            std::optional<exporting::JsonRowStream> json;
            if (*format == ui::ExportFormat::Json) { // JSON: each observation's bytes alone
                json.emplace(device, exporting::JsonExportInfo());
                streaming.rows = json->rowStream();
                streaming.observationDetails = false;
                streaming.keepRawJson = true;
            } else {
                exporting::CsvOptions csv;
                csv.bom = bom;
                csv.verdict = guessedVerdict;
                streaming.rows = exporting::csvRowStream(device, csv, &streamError);
            }
            // Ctrl+C stops the read at its next step, which abandons the temporary file
            streaming.progress = [](qint64, qint64) { return !InterruptGuard::requested(); };
            read = true;
            loaded = loadRecordArgument(record, network, streaming);
            if (json && !json->error().isEmpty())
                streamError = json->error();
            if (!loaded.ok() || !streamError.isEmpty()) {
                *reason = streamError;
                return false;
            }
            if (const QString found = verdictName(recordVerdict(*loaded.record).level);
                !json && found != guessedVerdict) {
                verdictGuessedWrong = true;
                guessedVerdict = found;
                return false;
            }
            return !json || json->finish(*loaded.record, reason);
        };
        io::WriteOptions writeOptions;
        writeOptions.protectedPath = recordInput.text;
        QString error;
        const InterruptGuard interrupt;
        bool written = io::writeFileAtomically(output, writeRows, &error, writeOptions);
        if (verdictGuessedWrong && !InterruptGuard::requested()) {
            verdictGuessedWrong = false;
            streamError.clear();
            written = io::writeFileAtomically(output, writeRows, &error, writeOptions);
        }
        if (!written && InterruptGuard::requested())
            return interrupted();
        if (!verdictGuessedWrong) {
            if (read && !loaded.ok() && streamError.isEmpty()) { // the record's fault, as below
                err << loaded.error.toString() << '\n';
                return Unreadable;
            }
            if (!written) {
                err << prefix << error << '\n';
                return Unreadable;
            }
            keepUntilExit(loaded.record);
            const qsizetype total = loaded.record->observationCount();
            out << exportedLine(total, total, output) << '\n';
            return Ok;
        }
        // The verdict changed between the two reads: exported below from one whole read.
    }

    // CSV columns and the query language read only the table's fields: half the strings. JSON
    // copies each observation's bytes: the table's fields for a query, else no details at all.
    ParseOptions parseOptions;
    parseOptions.tableFieldsOnly = *format == ui::ExportFormat::Csv && changesSince.isEmpty();
    if (*format == ui::ExportFormat::Json && changesSince.isEmpty()) {
        parseOptions.observationDetails = haveFilter;
        parseOptions.tableFieldsOnly = true;
        parseOptions.keepRawJson = true;
    }
    const ParseResult loaded = loadRecordArgument(record, network, parseOptions);
    if (!loaded.ok()) {
        err << loaded.error.toString() << '\n';
        return Unreadable;
    }

    keepUntilExit(loaded.record); // a big one: its memory goes back with the process
    CliIntegrity integrity;
    if (integrityGiven) {
        QString problem;
        if (!loadIntegrityArgument(integrityValue, *loaded.record, network, &integrity, &problem)) {
            err << prefix << oneLine(problem) << '\n';
            return Unreadable;
        }
        err << oneLine(integrity.note) << '\n';
    }
    ObservationFactsList facts;
    if (integrityGiven)
        facts.append(std::make_shared<IntegrityFacts>(integrity.join));
    if (!changesSince.isEmpty()) {
        const ParseResult older = loadRecordArgument(changesSince, network);
        if (!older.ok()) {
            err << older.error.toString() << '\n';
            return Unreadable;
        }
        facts << std::make_shared<history::ChangeFacts>(
            history::diffRecords(*older.record, *loaded.record));
    }
    QString reviewPath, reviewError;
    const review::ReviewPtr given
        = loadReview(loaded.record, record, reviewOption, &reviewError, &reviewPath);
    if (!reviewError.isEmpty()) {
        err << prefix << oneLine(reviewError) << '\n';
        if (reviewOption.given)
            return Unreadable;
    }
    reviewFacts->setRecord(loaded.record);
    if (given)
        reviewFacts->setData(given->data());
    facts.prepend(reviewFacts);
    if (haveFilter) {
        // Now that the record is read, its states are known: a misspelt status is an error with a
        // suggestion, as in the window, not an export of no rows. The filter asks the facts.
        const ObservationFilter::ParseResult checked
            = ObservationFilter::parse(query, *loaded.record, facts);
        if (!checked.ok())
            return malformed(checked);
        filter = *checked.filter;
    }
    ui::ReportInput input;
    input.record = loaded.record;
    input.sourcePath = recordInput.kind == open::RecordInput::Kind::File
        ? recordInput.text
        : QString(); // never overwritten
    input.sourceName = record; // the report's footer names the file, id or URL given
    if (given)
        input.review = reviewFacts;
    input.query = query.trimmed();
    input.allRows = filter.isEmpty();
    input.rows = filter.isEmpty() ? exporting::allRows(*loaded.record)
                                  : exporting::rowsMatching(*loaded.record, filter);
    input.colourRules = colourRules;
    input.facts = facts;
    input.integrity = integrity.join;
    ui::ExportOptions options;
    options.format = *format;
    options.bom = bom;
    QString error;
    // Ctrl+C from here on stops the writer at its next step (a page of a PDF), which abandons
    // its temporary file: no partial output. A PDF of many pages says how far it got, on a
    // terminal.
    const InterruptGuard interrupt;
    const bool showProgress = *format == ui::ExportFormat::Pdf && isatty(fileno(stderr));
    int shownTenths = 0;
    const exporting::Progress progress = [&](qint64 done, qint64 total) {
        if (showProgress && total > 0 && done * 10 / total > shownTenths && done < total) {
            shownTenths = int(done * 10 / total);
            //: export --format pdf on a terminal: %1 percent, %2 and %3 observation counts
            err << prefix
                << QCoreApplication::translate("pith::cli", "%1% (%2 of %3 observations)")
                       .arg(shownTenths * 10)
                       .arg(done)
                       .arg(total)
                << Qt::endl;
        }
        return !InterruptGuard::requested();
    };
    if (toStdout) {
        // Whole or not at all: a failed export sends nothing down the pipe.
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        if (!ui::exportToDevice(&buffer, input, options, &error, progress)
            || InterruptGuard::requested() || !writeToStandardOutput(buffer.data(), &error)) {
            if (InterruptGuard::requested())
                return interrupted();
            err << prefix << error << '\n';
            return Unreadable;
        }
    } else if (!ui::exportToFile(output, input, options, &error, progress)) {
        if (InterruptGuard::requested())
            return interrupted();
        err << prefix << error << '\n';
        return Unreadable;
    }
    (toStdout ? err : out) << exportedLine(input.rows.size(), loaded.record->observationCount(),
        output) << '\n';
    if (given)
        printReviewSummary(*reviewFacts, reviewPath, toStdout ? err : out);
    return Ok;
}

} // namespace pith::cli

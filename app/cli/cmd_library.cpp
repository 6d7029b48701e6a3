// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_library.h"

#include "app/cli/commands.h"
#include "app/cli/terminal.h"
#include "models/io/atomicfile.h"
#include "models/library/library.h"
#include "models/library/libraryexport.h"
#include "models/net/fetcher.h"
#include "models/open/inputrule.h"
#include "models/record/notice.h"
#include "ui/report/libraryreport.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QNetworkAccessManager>

#include <memory>

using namespace Qt::StringLiterals;

namespace pith::cli {

namespace {

// Reads the whole library (a folder's files, or a list's papers fetched) and returns when every
// entry is read or has failed. keepRecords: the observations are needed (export).
class LoadedLibrary {
public:
    bool load(
        const QString &argument, const NetworkOptions &network, bool keepRecords, QString *error)
    {
        library.setKeepRecords(keepRecords);
        library.setWatchChanges(false); // read once: no inotify watches, nor their warnings
        QEventLoop loop;
        QObject::connect(&library, &library::Library::loadingFinished, &loop, &QEventLoop::quit);
        bool ok = false;
        if (open::classifyLibraryInput(argument) == open::LibraryInputKind::Folder) {
            ok = library.openFolder(argument, error);
        } else {
            m_nam = std::make_unique<QNetworkAccessManager>();
            m_fetcher = std::make_unique<net::Fetcher>(m_nam.get());
            library.setFetcher(m_fetcher.get(), network);
            ok = library.openList(argument, error);
        }
        if (ok && library.isLoading())
            loop.exec();
        return ok;
    }
    ~LoadedLibrary()
    {
        library.setFetcher(nullptr, {});
        m_fetcher.reset();
        if (m_nam) {
            m_nam.reset();
            net::waitForNetworkThreadsToEnd();
        }
    }

    // The name an entry goes by: a folder's file by its name, a list's paper as written.
    QString nameOf(const library::LibraryEntry &e) const
    {
        return e.fromFile ? QFileInfo(e.source).fileName() : e.source;
    }
    // Why an entry could not be read, on one line: a file's message names its path already; a
    // paper's may not ("Cannot reach pith.science: ..."), so it starts with the paper.
    QString errorLine(const library::LibraryEntry &e) const
    {
        return oneLine(e.fromFile ? e.error : e.source + u": "_s + e.error);
    }

    library::Library library;

private:
    std::unique_ptr<QNetworkAccessManager> m_nam;
    std::unique_ptr<net::Fetcher> m_fetcher;
};

QString percent(int part, int whole)
{
    return whole > 0 ? QString::number(qRound(100.0 * part / whole)) : u"0"_s;
}

} // namespace

bool isLibraryArgument(const QString &argument)
{
    return open::classifyLibraryInput(argument) != open::LibraryInputKind::Record;
}

int runLibrarySummary(
    const QString &argument, const NetworkOptions &network, QTextStream &out, QTextStream &err)
{
    LoadedLibrary loaded;
    QString error;
    if (!loaded.load(argument, network, false, &error)) {
        err << "pith-ledger-cli summary: " << oneLine(error) << '\n';
        return Unreadable;
    }
    int records = 0, failed = 0, outbound = 0, inbound = 0, unresolved = 0, failing = 0,
        withEvents = 0, reviewed = 0;
    for (const library::LibraryEntry &e : loaded.library.entries()) {
        const QString name = oneLine(loaded.nameOf(e));
        if (!e.ok()) {
            ++failed;
            //: summary FOLDER|LIST: a record that could not be read, %1 its file or id
            out << QCoreApplication::translate("pith::cli", "%1: cannot be read").arg(name) << '\n';
            err << loaded.errorLine(e) << '\n';
            continue;
        }
        const library::RecordSummary &s = *e.summary;
        ++records;
        outbound += s.outbound;
        inbound += s.inbound;
        unresolved += s.unresolved;
        reviewed += s.reviewed;
        if (s.verdict == RecordVerdict::Level::Failed)
            ++failing;
        if (s.noticesWithEvents > 0)
            ++withEvents;
        QStringList parts;
        parts << u"arXiv:"_s + oneLine(s.arxivId) << oneLine(s.title);
        if (!s.asOf.isEmpty())
            parts << QCoreApplication::translate("pith::cli", "as of %1").arg(oneLine(s.asOf));
        //: summary FOLDER|LIST: %1 outbound, %2 inbound observations
        parts << QCoreApplication::translate("pith::cli", "%1 outbound, %2 inbound")
                     .arg(s.outbound)
                     .arg(s.inbound);
        //: summary FOLDER|LIST: %1 unresolved observations, %2 their share in percent
        parts << QCoreApplication::translate("pith::cli", "%1 unresolved (%2%)")
                     .arg(s.unresolved)
                     .arg(percent(s.unresolved, s.observations()));
        if (s.noticesWithEvents > 0) {
            QStringList types;
            for (const QString &type : s.eventTypes)
                types << eventTypeLabel(type);
            //: summary FOLDER|LIST: %n observations with standing-notice events, %1 their types
            parts << QCoreApplication::translate(
                "pith::cli", "%n with notice events (%1)", nullptr, s.noticesWithEvents)
                         .arg(oneLine(types.join(u", "_s)));
        }
        parts << s.verdictHeadline;
        if (!s.reviewError.isEmpty()) {
            //: summary FOLDER|LIST: a review file beside the record that could not be read
            parts << QCoreApplication::translate("pith::cli", "review file not read");
            err << "pith-ledger-cli summary: " << oneLine(s.reviewError) << '\n';
        } else if (s.hasReview)
            //: summary FOLDER|LIST: review progress, %1 reviewed of %2 observations
            parts << QCoreApplication::translate("pith::cli", "reviewed %1 of %2")
                         .arg(s.reviewed)
                         .arg(s.observations());
        out << name << ": " << parts.join(u" · "_s) << '\n';
    }
    out << '\n';
    //: summary FOLDER|LIST: the totals' first line
    out << QCoreApplication::translate("pith::cli", "%n record(s) read", nullptr, records);
    if (failed > 0)
        //: summary FOLDER|LIST: after the records read
        out << ", "
            << QCoreApplication::translate("pith::cli", "%n could not be read", nullptr, failed);
    out << '\n';
    out << "  "
        << QCoreApplication::translate("pith::cli", "%1 outbound, %2 inbound")
               .arg(outbound)
               .arg(inbound)
        << '\n';
    out << "  "
        << QCoreApplication::translate("pith::cli", "%1 unresolved (%2%)")
               .arg(unresolved)
               .arg(percent(unresolved, outbound + inbound))
        << '\n';
    //: summary FOLDER|LIST: totals, records whose verification fails
    out << "  "
        << QCoreApplication::translate(
               "pith::cli", "%n record(s) fail verification", nullptr, failing)
        << '\n';
    //: summary FOLDER|LIST: totals, records with standing-notice events
    out << "  "
        << QCoreApplication::translate(
               "pith::cli", "%n record(s) with notice events", nullptr, withEvents)
        << '\n';
    //: summary FOLDER|LIST: totals, review progress over every observation
    out << "  "
        << QCoreApplication::translate("pith::cli", "reviewed %1 of %2")
               .arg(reviewed)
               .arg(outbound + inbound)
        << '\n';
    return failed > 0 ? Unreadable : Ok;
}

int runLibraryExport(const LibraryExportRequest &request, const NetworkOptions &network,
    QTextStream &out, QTextStream &err)
{
    const QString prefix = u"pith-ledger-cli export: "_s;
    const QString format = request.formatName.toLower();
    if (format != "csv"_L1 && format != "pdf"_L1) {
        err << prefix
            << QCoreApplication::translate(
                   "pith::cli", "a folder or list exports as csv or pdf, not \"%1\"")
                   .arg(request.formatName)
            << '\n';
        return Usage;
    }
    // The query's syntax and keys are checked before anything is read.
    auto facts = std::make_shared<library::LibraryFacts>();
    const ObservationFactsList factList { facts };
    ObservationFilter filter;
    // Takes a parse of the query as the filter, or says what is wrong with it.
    const auto accept = [&](const ObservationFilter::ParseResult &parsed) {
        if (parsed.ok()) {
            filter = *parsed.filter;
            return true;
        }
        printMalformedFilter(
            err, prefix, request.query, parsed.error.message, parsed.error.position);
        return false;
    };
    if (!request.query.trimmed().isEmpty()
        && !accept(ObservationFilter::parse(request.query, factList)))
        return Usage;
    LoadedLibrary loaded;
    QString error;
    if (!loaded.load(request.argument, network, true, &error)) {
        err << prefix << oneLine(error) << '\n';
        return Unreadable;
    }
    QList<RecordPtr> records;
    int failed = 0;
    for (const library::LibraryEntry &e : loaded.library.entries()) {
        if (!e.ok() || !e.record) {
            ++failed;
            err << loaded.errorLine(e) << '\n';
            continue;
        }
        QString reviewError;
        const review::ReviewPtr review = library::readReviewFor(
            e.record, e.fromFile ? e.source : QString(), nullptr, &reviewError);
        if (!reviewError.isEmpty())
            err << prefix << oneLine(reviewError) << '\n';
        facts->add(e.record, review);
        records.append(e.record);
    }
    if (!request.query.trimmed().isEmpty()) {
        // Once the records are read, a `status:` or `notice:` value must name a state of the
        // format or one they hold, as for one record.
        QList<const Record *> all;
        for (const RecordPtr &r : std::as_const(records))
            all.append(r.get());
        if (!accept(ObservationFilter::parse(request.query, all, factList)))
            return Usage;
    }
    const QList<const Observation *> rows = library::libraryObservations(records, filter);
    qsizetype total = 0;
    for (const RecordPtr &r : std::as_const(records))
        total += r->observationCount();
    const bool toStdout = request.output == "-"_L1;
    ui::LibraryReportInput report;
    if (format == "pdf"_L1) {
        report.location = QDir::toNativeSeparators(request.argument);
        report.query = request.query.trimmed();
        for (const library::LibraryEntry &e : loaded.library.entries())
            report.records.append({ loaded.nameOf(e), e.summary, e.error });
        report.observations = rows;
        report.facts = facts.get();
        report.totalObservations = int(total);
    }
    auto write = [&](QIODevice *device, QString *problem) {
        if (format == "pdf"_L1)
            return ui::LibraryReport::writePdf(device, report, problem);
        return library::writeLibraryCsv(device, rows, *facts, request.bom, problem);
    };
    if (toStdout) {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        if (!write(&buffer, &error) || !writeToStandardOutput(buffer.data(), &error)) {
            err << prefix << error << '\n';
            return Unreadable;
        }
    } else if (!io::writeFileAtomically(request.output, write, &error)) {
        err << prefix << error << '\n';
        return Unreadable;
    }
    //: export FOLDER|LIST: %1 rows written, %2 all observations, %3 records, %4 the file written
    (toStdout ? err : out) << QCoreApplication::translate(
        "pith::cli", "Exported %1 of %2 observations of %3 records to %4")
                                  .arg(rows.size())
                                  .arg(total)
                                  .arg(records.size())
                                  .arg(request.output)
                           << '\n';
    if (failed > 0) {
        err << prefix
            << QCoreApplication::translate(
                   "pith::cli", "%n record(s) could not be read", nullptr, failed)
            << '\n';
        return Unreadable;
    }
    return Ok;
}

} // namespace pith::cli

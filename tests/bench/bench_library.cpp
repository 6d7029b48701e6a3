// SPDX-License-Identifier: GPL-3.0-or-later
// A library at scale (issue 20, item 5), without a window: writes a folder of records derived
// from the real sample record (tests/data; ids, reference numbers and titles changed so that no
// two observations are alike, every digest computed again so each record verifies), opens it
// with models/library as the window does (the library, its Records model and its Observations
// model), and prints one JSON object per figure on standard output:
//   load      the time until every record is read, peak RSS against the files' bytes, and the
//             longest block of the event loop meanwhile (a 5 ms heartbeat timer notes its gaps);
//   filter    `status:unresolved` over every observation of the library, and over one record of
//             as many observations through the single-record table's model and proxy.
//
//   bench_library SAMPLE_RECORD WORKDIR [--records N] [--observations N] [--repeat N]
#include "models/items/observationfilter.h"
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/library/library.h"
#include "models/library/librarymodel.h"
#include "models/library/libraryobservationmodel.h"
#include "models/record/canonical.h"
#include "models/record/parser.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace pith;

namespace {

double peakMiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // KiB on Linux
}

double currentMiB()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? double(fields[1].toLongLong()) * 4096.0 / (1024.0 * 1024.0) : 0;
}

void report(const QJsonObject &o)
{
    std::fputs(QJsonDocument(o).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

QByteArray compact(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }

// "sha256:..." of the canonical form of o, as record-format.md defines the digests.
QString digestOf(const QJsonObject &o)
{
    QByteArray canonical;
    QString error;
    if (!canonicalJson(compact(o), &canonical, &error)) {
        std::fprintf(stderr, "bench_library: %s\n", qPrintable(error));
        std::exit(2);
    }
    return sha256Digest(canonical);
}

// A record of `count` outbound observations for paper `arxivId`, derived from the sample: its
// observations in turn, each with a new id, reference number and title; counts, coverage, thesis
// and digests made to agree.
QByteArray deriveRecord(const QJsonObject &sample, const QString &arxivId, int serial, int count)
{
    QJsonObject record = sample;
    const QJsonArray source = sample.value(u"outbound").toArray();
    QJsonObject paper = record.value(u"paper").toObject();
    const QString title = QStringLiteral("Library benchmark paper %1: ").arg(serial)
        + paper.value(u"title").toString();
    paper.insert(u"arxiv_id", arxivId);
    paper.insert(u"title", title);
    record.insert(u"paper", paper);

    QJsonArray outbound;
    QJsonObject states
        = sample.value(u"reference_resolution").toObject().value(u"state_counts").toObject();
    for (auto it = states.begin(); it != states.end(); ++it)
        it.value() = 0;
    for (int i = 0; i < count; ++i) {
        QJsonObject o = source.at(i % source.size()).toObject();
        o.remove(u"observation_digest");
        o.insert(u"observation_id",
            QStringLiteral("%1-%2-4000-8000-%3")
                .arg(serial, 8, 16, QLatin1Char('0'))
                .arg(i, 4, 16, QLatin1Char('0'))
                .arg(serial * 1000 + i, 12, 16, QLatin1Char('0')));
        QJsonObject citation = o.value(u"citation").toObject();
        citation.insert(u"reference_index", i + 1);
        QJsonObject cited = citation.value(u"cited_paper").toObject();
        if (cited.value(u"title").isString())
            cited.insert(u"title",
                QString(cited.value(u"title").toString()
                    + QStringLiteral(" (variant %1.%2)").arg(serial).arg(i)));
        citation.insert(u"cited_paper", cited);
        QJsonObject citing = citation.value(u"citing_paper").toObject();
        citing.insert(u"arxiv_id", arxivId);
        citing.insert(u"title", title);
        citation.insert(u"citing_paper", citing);
        o.insert(u"citation", citation);
        QJsonObject links = o.value(u"links").toObject();
        links.insert(u"citing_paper", QString(QStringLiteral("/paper/") + arxivId));
        o.insert(u"links", links);
        const QString status = o.value(u"resolution").toObject().value(u"status").toString();
        states.insert(status, states.value(status).toInt() + 1);
        o.insert(u"observation_digest", digestOf(o));
        outbound.append(o);
    }
    record.insert(u"outbound", outbound);
    QJsonObject resolution = record.value(u"reference_resolution").toObject();
    resolution.insert(u"displayed", count);
    resolution.insert(u"total_outbound_references", count);
    resolution.insert(u"state_counts", states);
    record.insert(u"reference_resolution", resolution);
    QJsonArray coverage = record.value(u"coverage").toArray();
    for (int i = 0; i < coverage.size(); ++i) {
        QJsonObject lane = coverage.at(i).toObject();
        const QString name = lane.value(u"lane").toString();
        if (name == u"reference_resolution" || name == u"standing_notices") {
            lane.insert(u"denominator", count);
            lane.insert(u"records_observed", count);
        }
        coverage.replace(i, lane);
    }
    record.insert(u"coverage", coverage);
    QJsonObject links = record.value(u"links").toObject();
    for (auto it = links.begin(); it != links.end(); ++it)
        it.value() = it.value().toString().replace(QStringLiteral("2509.00217"), arxivId);
    record.insert(u"links", links);
    record.insert(u"thesis",
        QStringLiteral("As of 10 August 2026, this Paper Citation Record lists %1 of %1 outbound "
                       "references and 0 inbound Pith citation observations for arXiv:%2.")
            .arg(count)
            .arg(arxivId));
    record.remove(u"context_digest");
    const QJsonValue asOf = record.take(u"as_of");
    record.insert(u"context_digest", digestOf(record));
    record.insert(u"as_of", asOf);
    return compact(record);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

ObservationFilter filterOf(const QString &text)
{
    const auto parsed = ObservationFilter::parse(text);
    if (!parsed.ok()) {
        std::fprintf(stderr, "bench_library: bad query %s\n", qPrintable(text));
        std::exit(64);
    }
    return *parsed.filter;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments().mid(1);
    auto option = [&args](const QString &name, int fallback) {
        const int i = int(args.indexOf(name));
        if (i < 0 || i + 1 >= args.size())
            return fallback;
        const int value = std::max(1, args[i + 1].toInt());
        args.remove(i, 2);
        return value;
    };
    const int records = option(QStringLiteral("--records"), 2000);
    const int perRecord = option(QStringLiteral("--observations"), 60);
    const int repeat = option(QStringLiteral("--repeat"), 7);
    if (args.size() != 2) {
        std::fprintf(stderr,
            "usage: bench_library SAMPLE_RECORD WORKDIR [--records N] [--observations N] "
            "[--repeat N]\n");
        return 64;
    }
    QFile sampleFile(args[0]);
    if (!sampleFile.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "bench_library: %s: cannot be read\n", qPrintable(args[0]));
        return 2;
    }
    const QJsonObject sample = QJsonDocument::fromJson(sampleFile.readAll()).object();
    const QDir work(args[1]);
    const QString folder
        = work.filePath(QStringLiteral("library-%1x%2").arg(records).arg(perRecord));

    // The folder, one record at a time (written once, kept for the next run).
    QElapsedTimer timer;
    timer.start();
    QDir(folder).mkpath(QStringLiteral("."));
    qint64 bytes = 0;
    for (int i = 0; i < records; ++i) {
        const QString id = QStringLiteral("2601.%1").arg(i, 5, 10, QLatin1Char('0'));
        const QString path = QDir(folder).filePath(id + QStringLiteral(".json"));
        if (!QFileInfo::exists(path) && !writeFile(path, deriveRecord(sample, id, i, perRecord))) {
            std::fprintf(stderr, "bench_library: %s: cannot be written\n", qPrintable(path));
            return 2;
        }
        bytes += QFileInfo(path).size();
    }
    report({ { QStringLiteral("figure"), QStringLiteral("generate") },
        { QStringLiteral("records"), records }, { QStringLiteral("bytes"), bytes },
        { QStringLiteral("ms"), double(timer.nsecsElapsed()) / 1e6 } });

    // Open it as the window's library tab does: records kept for the Observations view.
    const double rssBefore = currentMiB();
    library::Library lib;
    lib.setKeepRecords(true);
    library::LibraryModel recordsModel(&lib);
    library::LibraryObservationModel observations(&lib);
    // BENCH_GAPS=1 prints every gap over 20 ms on standard error.
    const bool printGaps = qEnvironmentVariableIntValue("BENCH_GAPS") != 0;
    bool finished = false;
    QElapsedTimer heartbeat;
    qint64 longestGapNs = 0;
    int lateTicks = 0;
    QTimer tick;
    tick.setInterval(5);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 gap = heartbeat.nsecsElapsed();
        heartbeat.restart();
        longestGapNs = std::max(longestGapNs, gap);
        if (printGaps && gap > 20'000'000)
            std::fprintf(stderr, "gap %.0f ms at %.0f ms%s\n", double(gap) / 1e6,
                double(timer.nsecsElapsed()) / 1e6, finished ? " (after the last file)" : "");
        if (gap > 100'000'000)
            ++lateTicks;
    });
    bool rebuilt = false;
    QObject::connect(&lib, &library::Library::loadingFinished, [&] { finished = true; });
    QObject::connect(&observations, &library::LibraryObservationModel::rowsRebuilt, [&] {
        rebuilt = finished && observations.totalCount() > 0;
        if (rebuilt)
            app.exit(0);
    });
    timer.restart();
    heartbeat.start();
    tick.start();
    QString error;
    if (!lib.openFolder(folder, &error)) {
        std::fprintf(stderr, "bench_library: %s\n", qPrintable(error));
        return 2;
    }
    const double openCallMs = double(timer.nsecsElapsed()) / 1e6; // listing and queueing
    QTimer::singleShot(600'000, &app, [&app] { app.exit(1); });
    if (app.exec() != 0 || !rebuilt) {
        std::fprintf(stderr, "bench_library: the library did not finish loading\n");
        return 2;
    }
    tick.stop();
    const double loadMs = double(timer.nsecsElapsed()) / 1e6;
    const double peak = peakMiB();
    report({ { QStringLiteral("figure"), QStringLiteral("load") },
        { QStringLiteral("records"), int(lib.entries().size()) },
        { QStringLiteral("failed"), lib.failureCount() },
        { QStringLiteral("observations"), observations.totalCount() },
        { QStringLiteral("bytes"), bytes }, { QStringLiteral("ms"), loadMs },
        { QStringLiteral("rss_before_mib"), rssBefore },
        { QStringLiteral("rss_after_mib"), currentMiB() }, { QStringLiteral("peak_mib"), peak },
        { QStringLiteral("peak_vs_files"), peak * 1024.0 * 1024.0 / double(bytes) },
        { QStringLiteral("longest_block_ms"), double(longestGapNs) / 1e6 },
        { QStringLiteral("open_call_ms"), openCallMs },
        { QStringLiteral("blocks_over_100ms"), lateTicks } });

    // The queue gathered again (what the window does in one turn of the loop after a change).
    std::vector<double> rebuilds;
    for (int i = 0; i < 3; ++i) {
        timer.restart();
        observations.rebuild();
        rebuilds.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    report({ { QStringLiteral("figure"), QStringLiteral("rebuild") },
        { QStringLiteral("observations"), observations.totalCount() },
        { QStringLiteral("median_ms"), median(rebuilds) } });

    // The filter over every observation of the library.
    const QString query = QStringLiteral("status:unresolved");
    std::vector<double> times;
    int shown = 0;
    for (int i = 0; i < repeat; ++i) {
        observations.setQuery({});
        timer.restart();
        observations.setQuery(query);
        shown = observations.rowCount();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    report({ { QStringLiteral("figure"), QStringLiteral("filter") },
        { QStringLiteral("over"), QStringLiteral("library") }, { QStringLiteral("query"), query },
        { QStringLiteral("observations"), observations.totalCount() },
        { QStringLiteral("rows"), shown }, { QStringLiteral("median_ms"), median(times) } });

    // The same filter over one record of as many observations, in the single-record table.
    const int total = observations.totalCount();
    const QString big = work.filePath(QStringLiteral("library-one-record-%1.json").arg(total));
    if (!QFileInfo::exists(big)
        && !writeFile(big, deriveRecord(sample, QStringLiteral("2601.99999"), records, total))) {
        std::fprintf(stderr, "bench_library: %s: cannot be written\n", qPrintable(big));
        return 2;
    }
    const ParseResult parsed = loadRecordFile(big);
    if (!parsed.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(parsed.error.toString()));
        return 2;
    }
    ObservationModel model;
    ObservationFilterProxy proxy;
    proxy.setSourceModel(&model);
    model.setRecord(parsed.record);
    proxy.rowCount();
    const ObservationFilter none;
    const ObservationFilter filter = filterOf(query);
    times.clear();
    for (int i = 0; i < repeat; ++i) {
        proxy.setFilter(none);
        timer.restart();
        proxy.setFilter(filter);
        shown = proxy.rowCount();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    report({ { QStringLiteral("figure"), QStringLiteral("filter") },
        { QStringLiteral("over"), QStringLiteral("one record") },
        { QStringLiteral("query"), query },
        { QStringLiteral("observations"), int(parsed.record->observationCount()) },
        { QStringLiteral("rows"), shown }, { QStringLiteral("median_ms"), median(times) } });
    return 0;
}

// SPDX-License-Identifier: GPL-3.0-or-later
// Window-side figures over a real record file, without a window: parse (with observation
// details, as the window does), then filter changes and sorts through the same
// ObservationModel + ObservationFilterProxy pair the window uses. Prints one JSON object per
// figure on standard output (tests/bench/run turns them into its table).
//
//   bench_items RECORD [--repeat N]
#include "models/items/colourrules.h"
#include "models/items/observationfilter.h"
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/open/recordloader.h"
#include "models/record/parser.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

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

ObservationFilter filterOf(const QString &text)
{
    const auto parsed = ObservationFilter::parse(text);
    if (!parsed.ok()) {
        std::fprintf(stderr, "bench_items: bad query %s: %s\n", qPrintable(text),
            qPrintable(parsed.error.message));
        std::exit(64);
    }
    return *parsed.filter;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments().mid(1);
    int repeat = 7;
    const int r = int(args.indexOf(QStringLiteral("--repeat")));
    if (r >= 0 && r + 1 < args.size()) {
        repeat = std::max(1, args[r + 1].toInt());
        args.remove(r, 2);
    }
    if (args.size() != 1) {
        std::fprintf(stderr, "usage: bench_items RECORD [--repeat N]\n");
        return 64;
    }

    QElapsedTimer timer;
    timer.start();
    const ParseResult parsed
        = loadRecordFile(args.first(), open::windowParseOptions()); // as the window
    if (!parsed.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(parsed.error.toString()));
        return 2;
    }
    const double loadMs = double(timer.nsecsElapsed()) / 1e6;
    const qsizetype rows = parsed.record->outbound.size() + parsed.record->inbound.size();
    report({ { QStringLiteral("figure"), QStringLiteral("load") }, { QStringLiteral("ms"), loadMs },
        { QStringLiteral("rows"), rows }, { QStringLiteral("peak_mib"), peakMiB() } });

    ObservationModel model;
    ObservationFilterProxy proxy;
    proxy.setSourceModel(&model);
    timer.restart();
    model.setRecord(parsed.record);
    proxy.rowCount();
    report({ { QStringLiteral("figure"), QStringLiteral("model") },
        { QStringLiteral("ms"), double(timer.nsecsElapsed()) / 1e6 },
        { QStringLiteral("peak_mib"), peakMiB() } });

    const ObservationFilter none;
    const QStringList facets
        = { QStringLiteral("status:unresolved"), QStringLiteral("direction:inbound"),
              QStringLiteral("status:verified_exact,verified_fuzzy -notice:unavailable") };
    const QStringList texts = { QStringLiteral("parallelism"), QStringLiteral("深度学习"),
        QStringLiteral("zeitschrift") };
    // 1,000 negated words: no row holds one, so
    // every row is searched for all of them.
    QStringList words;
    for (int i = 0; i < 1000; ++i)
        words.append(QStringLiteral("-w%1q").arg(i));
    const QStringList many = { words.join(u' ') };
    for (const QStringList *group : { &facets, &texts, &many }) {
        for (const QString &q : *group) {
            const ObservationFilter f = filterOf(q);
            std::vector<double> times;
            int shown = 0;
            for (int i = 0; i < repeat; ++i) {
                proxy.setFilter(none);
                timer.restart();
                proxy.setFilter(f);
                shown = proxy.rowCount();
                times.push_back(double(timer.nsecsElapsed()) / 1e6);
            }
            report({ { QStringLiteral("figure"), QStringLiteral("filter") },
                { QStringLiteral("kind"),
                    group == &facets ? QStringLiteral("facet") : QStringLiteral("text") },
                { QStringLiteral("query"),
                    group == &many ? QStringLiteral("1000 negated words") : q },
                { QStringLiteral("median_ms"), median(times) },
                { QStringLiteral("rows"), shown } });
        }
    }
    proxy.setFilter(none);

    for (int column = 0; column < ObservationModel::ColumnCount; ++column) {
        std::vector<double> times;
        for (int i = 0; i < std::max(1, repeat / 2); ++i) {
            proxy.sort(-1);
            timer.restart();
            proxy.sort(column, i % 2 ? Qt::DescendingOrder : Qt::AscendingOrder);
            proxy.rowCount();
            times.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        report({ { QStringLiteral("figure"), QStringLiteral("sort") },
            { QStringLiteral("column"), model.headerData(column, Qt::Horizontal).toString() },
            { QStringLiteral("median_ms"), median(times) } });
    }
    // Colouring rules (issue 23): ten rules, facets, ranges and text, classified once per change
    // of the rules; the window then paints from a byte per row.
    const QStringList ruleQueries = { QStringLiteral("event:retraction"),
        QStringLiteral("digest:bad"), QStringLiteral("status:unresolved year:..2010"),
        QStringLiteral("status:parse_uncertain"),
        QStringLiteral("resolver:raw_fallback year:2020.."),
        QStringLiteral("notice:unavailable -status:unresolved"), QStringLiteral("parallelism"),
        QStringLiteral("ref:..100"), QStringLiteral("status:unresolved"),
        QStringLiteral("direction:inbound") };
    // The window's defaults (ui/paint/colourrulestyle.cpp, those this build's language knows):
    // what every record opened in the window is classified by.
    const QStringList defaultQueries = { QStringLiteral("event:retraction"),
        QStringLiteral("digest:bad"), QStringLiteral("status:unresolved") };
    for (const QStringList *queries : { &ruleQueries, &defaultQueries }) {
        ColourRuleList rules;
        for (const QString &q : *queries)
            rules.append({ q, q, QColor(0x7a0000), QColor(0xffd6d6), true });
        std::vector<double> colourTimes;
        int coloured = 0;
        for (int i = 0; i < repeat; ++i) {
            model.setColourRules({});
            timer.restart();
            QString error;
            if (!model.setColourRules(rules, &error)) {
                std::fprintf(stderr, "bench_items: %s\n", qPrintable(error));
                return 64;
            }
            colourTimes.push_back(double(timer.nsecsElapsed()) / 1e6);
            coloured = 0;
            for (const int n : model.colourRuleCounts())
                coloured += n;
        }
        report({ { QStringLiteral("figure"), QStringLiteral("colour") },
            { QStringLiteral("rules"), int(rules.size()) },
            { QStringLiteral("median_ms"), median(colourTimes) },
            { QStringLiteral("rows"), coloured } });
    }

    report({ { QStringLiteral("figure"), QStringLiteral("peak") },
        { QStringLiteral("peak_mib"), peakMiB() } });
    return 0;
}

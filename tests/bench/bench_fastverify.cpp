// SPDX-License-Identifier: GPL-3.0-or-later
// verify's canonical fast path (models/record/fastverify.h) on one thread against SHA-256 alone
// over the same bytes and against the general path (parseRecord on one thread, without details,
// as verify reads): what the fast path costs above hashing. CPU seconds, best of --runs.
//   bench_fastverify RECORD [--runs N]
#include "models/record/fastverify.h"
#include "tests/fastverify_check.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>
#include <ctime>

using namespace pith;
using namespace pith::detail;

namespace {

double cpuSeconds()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

template <typename F> double best(int runs, F &&f)
{
    double b = 1e30;
    for (int i = 0; i < runs; ++i) {
        const double start = cpuSeconds();
        f();
        b = std::min(b, cpuSeconds() - start);
    }
    return b;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench_fastverify RECORD [--runs N]\n");
        return 64;
    }
    const int runs = args.size() > 3 && args[2] == QLatin1String("--runs") ? args[3].toInt() : 3;
    QFile file(args[1]);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(args[1]));
        return 2;
    }
    const QByteArray bytes = file.readAll();
    const auto spans = test::observationSpans(bytes);
    Sha256 sha;
    std::size_t taken = 0;
    const double hash = best(runs, [&] {
        for (const auto &[start, end] : spans) {
            sha.reset();
            sha.update(std::string_view(bytes.constData() + start, std::size_t(end - start)));
            unsigned char md[EVP_MAX_MD_SIZE];
            unsigned len = 0;
            EVP_DigestFinal_ex(sha.ctx(), md, &len);
        }
    });
    const double fast = best(runs, [&] {
        taken = 0;
        FastObservation f;
        for (const auto &[start, end] : spans) {
            if (fastObservation(
                    std::string_view(bytes.constData() + start, std::size_t(end - start)), sha, &f))
                ++taken;
        }
    });
    const double general = best(runs, [&] {
        ParseOptions options;
        options.observationDetails = false;
        options.threads = 1;
        const ParseResult r = parseRecord(bytes, args[1], options);
        if (!r.ok())
            std::fprintf(stderr, "%s\n", qPrintable(r.error.toString()));
    });
    std::printf("%zu observations, %zu taken by the fast path\n", spans.size(), taken);
    std::printf("SHA-256 of the observations  %.3f s CPU\n", hash);
    std::printf("fast path (check + hash)     %.3f s CPU  %.2fx hashing\n", fast, fast / hash);
    std::printf("parseRecord, 1 thread        %.3f s CPU  %.2fx hashing (also the context)\n",
        general, general / hash);
    return 0;
}

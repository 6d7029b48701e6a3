// SPDX-License-Identifier: GPL-3.0-or-later
// floor RECORD: the least work verifying RECORD takes, as a yardstick for tests/bench/run (issue
// 24). It maps the file and computes SHA-256 over the bytes verification must hash: the whole
// file as one message (the context digest covers the record) on one thread, and each element of
// the root's "outbound" and "inbound" arrays as a message of its own (the observation digests)
// on the others, the elements found by a scan of brackets and quotes that runs on the same
// thread as their hashing. It checks nothing and builds nothing; every command of the table is
// reported as a ratio to its time. Prints one JSON line.
#include <openssl/evp.h>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

namespace {

using Span = std::pair<std::size_t, std::size_t>; // [start, end)

// The end of the string whose opening quote is at open (the index after its closing quote).
std::size_t skipString(const char *d, std::size_t n, std::size_t open)
{
    std::size_t p = open + 1;
    for (;;) {
        const void *q = std::memchr(d + p, '"', n - p);
        if (!q)
            return n;
        p = std::size_t(static_cast<const char *>(q) - d);
        std::size_t b = p;
        while (b > open + 1 && d[b - 1] == '\\')
            --b;
        if ((p - b) % 2 == 0)
            return p + 1;
        ++p;
    }
}

// Calls found(span) for each element of the root's "outbound" and "inbound" arrays.
template <typename Found> void observations(const char *d, std::size_t n, const Found &found)
{
    int depth = 0;
    std::string_view lastKey; // the last string seen in the root object
    bool inArray = false; // inside outbound or inbound (depth 2)
    std::size_t elementStart = 0;
    bool inElement = false;
    for (std::size_t p = 0; p < n;) {
        const char c = d[p];
        if (c == '"') {
            const std::size_t end = skipString(d, n, p);
            if (depth == 1)
                lastKey = std::string_view(d + p + 1, end - p - 2);
            if (inArray && depth == 2 && !inElement) {
                found(Span { p, end }); // a string element
            }
            p = end;
            continue;
        }
        if (c == '{' || c == '[') {
            if (inArray && depth == 2 && !inElement) {
                inElement = true;
                elementStart = p;
            }
            ++depth;
            if (depth == 2 && c == '[' && (lastKey == "outbound" || lastKey == "inbound"))
                inArray = true;
        } else if (c == '}' || c == ']') {
            --depth;
            if (inArray && depth == 2 && inElement) {
                found(Span { elementStart, p + 1 });
                inElement = false;
            } else if (inArray && depth == 1) {
                inArray = false;
            }
        }
        ++p;
    }
}

const EVP_MD *sha256()
{
    static const EVP_MD *md = EVP_MD_fetch(nullptr, "SHA256", nullptr);
    return md;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: floor RECORD\n");
        return 2;
    }
    const auto started = std::chrono::steady_clock::now();
    const int fd = ::open(argv[1], O_RDONLY);
    struct stat st { };
    if (fd < 0 || ::fstat(fd, &st) != 0 || st.st_size <= 0) {
        std::perror(argv[1]);
        return 2;
    }
    const std::size_t n = std::size_t(st.st_size);
    void *map = ::mmap(nullptr, n, PROT_READ, MAP_PRIVATE, fd, 0);
    if (map == MAP_FAILED) {
        std::perror("mmap");
        return 2;
    }
    const char *d = static_cast<const char *>(map);
    const EVP_MD *md = sha256();

    // the context: the whole file, one message, on its own thread
    unsigned char fileDigest[EVP_MAX_MD_SIZE];
    std::thread whole([&] {
        EVP_MD_CTX *ctx = EVP_MD_CTX_new();
        EVP_DigestInit_ex(ctx, md, nullptr);
        EVP_DigestUpdate(ctx, d, n);
        unsigned len = 0;
        EVP_DigestFinal_ex(ctx, fileDigest, &len);
        EVP_MD_CTX_free(ctx);
    });

    // the observations: found and hashed on this thread, or shared with more threads if there are
    // more cores
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const unsigned workers = cores > 2 ? cores - 1 : 1;
    std::atomic<unsigned long long> hashedBytes { 0 };
    std::atomic<unsigned char> fold { 0 }; // keeps every digest observable
    const auto hashSpans = [&](const std::vector<Span> &spans, std::size_t from, std::size_t step) {
        EVP_MD_CTX *ctx = EVP_MD_CTX_new();
        unsigned char out[EVP_MAX_MD_SIZE];
        unsigned char x = 0;
        unsigned long long bytes = 0;
        for (std::size_t i = from; i < spans.size(); i += step) {
            unsigned len = 0;
            EVP_DigestInit_ex(ctx, md, nullptr);
            EVP_DigestUpdate(ctx, d + spans[i].first, spans[i].second - spans[i].first);
            EVP_DigestFinal_ex(ctx, out, &len);
            x ^= out[0];
            bytes += spans[i].second - spans[i].first;
        }
        EVP_MD_CTX_free(ctx);
        fold ^= x;
        hashedBytes += bytes;
    };
    std::size_t count = 0;
    if (workers == 1) {
        EVP_MD_CTX *ctx = EVP_MD_CTX_new();
        unsigned char out[EVP_MAX_MD_SIZE];
        unsigned char x = 0;
        unsigned long long bytes = 0;
        observations(d, n, [&](const Span &s) {
            unsigned len = 0;
            EVP_DigestInit_ex(ctx, md, nullptr);
            EVP_DigestUpdate(ctx, d + s.first, s.second - s.first);
            EVP_DigestFinal_ex(ctx, out, &len);
            x ^= out[0];
            bytes += s.second - s.first;
            ++count;
        });
        EVP_MD_CTX_free(ctx);
        fold ^= x;
        hashedBytes += bytes;
    } else {
        std::vector<Span> spans;
        observations(d, n, [&](const Span &s) { spans.push_back(s); });
        count = spans.size();
        std::vector<std::thread> threads;
        for (unsigned t = 1; t < workers; ++t)
            threads.emplace_back(hashSpans, std::cref(spans), t, workers);
        hashSpans(spans, 0, workers);
        for (std::thread &t : threads)
            t.join();
    }
    whole.join();
    const double ms
        = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
              .count();
    std::printf("{\"figure\": \"floor\", \"bytes\": %zu, \"observations\": %zu, \"hashed_bytes\": "
                "%llu, \"ms\": %.1f, \"check\": %u}\n",
        n, count, static_cast<unsigned long long>(n + hashedBytes.load()), ms,
        unsigned(fold.load() ^ fileDigest[0]));
    ::munmap(map, n);
    ::close(fd);
    return 0;
}

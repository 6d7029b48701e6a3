// SPDX-License-Identifier: GPL-3.0-or-later
// The parallel parse: the root object is parsed and the outbound/inbound elements only
// delimited in a first pass (phase 1); then the elements are tokenized (tokenizer_p.h), read into
// the record types (fields.cpp) and hashed (canonical_p.h) in blocks by one thread per core,
// while a thread of its own hashes the record for the context digest, right behind phase 1, on
// the assumption that the input is canonical (startContextHasher). The first error in document
// order is reported: when phase 1 fails, the elements it delimited before are tokenized first, as
// an earlier error among them comes first.
#include "models/record/fastverify.h"
#include "models/record/fields_p.h"
#include "models/record/memory_p.h"
#include "models/record/notice.h"
#include "models/record/parallel.h"
#include "models/record/streamparser_p.h"

#include <QCoreApplication>
#include <QHash>

#ifdef Q_OS_UNIX
#include <sys/mman.h>
#endif

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <condition_variable>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace pith::detail {

// ---------------------------------------------------------------------------------------------
// Phase 1's delimiting, 64 bytes at a time (streamparser_p.h)

namespace {

#ifdef __SSE2__
// Bit i: byte i of the 64 at p equals c.
inline quint64 bytesEqual(const char *p, char c)
{
    const __m128i v = _mm_set1_epi8(c);
    quint64 bits = 0;
    for (int i = 0; i < 4; ++i) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * i));
        bits |= quint64(quint32(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, v)))) << (16 * i);
    }
    return bits;
}
#endif

} // namespace

// Blocks with a backslash, or after one, are read byte by byte; the others through masks: the
// quotes' running parity marks the bytes inside strings, and the brackets outside them count.
qint64 bracketedEnd(const char *d, qint64 p, qint64 size)
{
#ifdef __SSE2__
    qint64 depth = 0;
    bool inString = false;
    bool escaped = false; // inside a string, after an odd backslash
    for (qint64 q = p; q + 64 <= size; q += 64) {
        const quint64 backslashes = bytesEqual(d + q, '\\');
        if (backslashes || escaped) {
            for (qint64 i = q; i < q + 64; ++i) {
                const char c = d[i];
                if (inString) {
                    if (escaped)
                        escaped = false;
                    else if (c == '\\')
                        escaped = true;
                    else if (c == '"')
                        inString = false;
                } else if (c == '"') {
                    inString = true;
                } else if (c == '{' || c == '[') {
                    ++depth;
                } else if ((c == '}' || c == ']') && --depth == 0) {
                    return i + 1;
                }
            }
            continue;
        }
        quint64 strings = bytesEqual(d + q, '"');
        // running parity: bit i set when an odd number of quotes is at or before i
        strings ^= strings << 1;
        strings ^= strings << 2;
        strings ^= strings << 4;
        strings ^= strings << 8;
        strings ^= strings << 16;
        strings ^= strings << 32;
        if (inString)
            strings = ~strings;
        const quint64 opens = (bytesEqual(d + q, '{') | bytesEqual(d + q, '[')) & ~strings;
        const quint64 closes = (bytesEqual(d + q, '}') | bytesEqual(d + q, ']')) & ~strings;
        for (quint64 brackets = opens | closes; brackets; brackets &= brackets - 1) {
            const quint64 bit = brackets & (0 - brackets);
            if (opens & bit)
                ++depth;
            else if (--depth == 0)
                return q + qCountTrailingZeroBits(bit) + 1;
        }
        inString = strings >> 63;
    }
#else
    Q_UNUSED(d);
    Q_UNUSED(p);
    Q_UNUSED(size);
#endif
    return -1;
}

namespace {

// ---------------------------------------------------------------------------------------------
// The record

// From this size on, the context digest is hashed on a thread of its own beside phase 1.
constexpr qint64 kContextThreadBytes = qint64(1) << 20;

struct StreamedArray {
    Direction direction = Direction::Outbound;
    std::string key;
    QList<Observation> list;
    std::optional<ShapeError> firstError;
    qint64 start = 0, end = 0;
    bool separatorsCanonical = true; // no white space between the brackets and elements
    bool canonical = true; // and every element canonical (known after phase 2)
    std::vector<std::pair<qint64, qint64>> spans; // each element's bytes (phase 1)
    std::vector<std::string> canonicalText; // phase 2: canonical form of non-canonical elements
};

// What one worker of phase 2 found in a run of elements.
struct Block {
    std::size_t array = 0;
    std::size_t first = 0, last = 0; // element indices [first, last)
    std::vector<Observation> observations;
    // ParseOptions::checksOnly(): the block's rows in checks.outbound (whatever the direction),
    // its ids, its states and notice type lists (indices the commit maps to the record's)
    ObservationChecks checks;
    // first failure in the block, by element index
    std::size_t scanErrorAt = SIZE_MAX;
    ErrorKind scanError = ErrorKind::None;
    qint64 scanErrorOffset = 0;
    QString scanErrorMessage, scanErrorPointer;
    std::size_t shapeErrorAt = SIZE_MAX;
    std::optional<ShapeError> shapeError;
    qint64 fast = 0; // elements the fast path read
    QByteArray rows; // ParseOptions::rows: the block's observations as append() wrote them
};

class RecordParser {
public:
    RecordParser(const QByteArray &bytes, const ParseOptions &options)
        : m_bytes(bytes)
        , m_scan(bytes)
        , m_options(options)
    {
    }

    // Returns false with m_scan.error set (syntax, depth, duplicate, cancelled).
    bool parse();
    bool parseFirstPhase();
    // After a successful parse(): the record, or a ShapeError thrown.
    void build(Record &rec);

    Scanner &scanner() { return m_scan; }
    // The input is the caller's memory: let go of parsed pages, refill them when needed again.
    const InputRefill *refill = nullptr;
    QString refillError;
    qint64 fastObservations = 0;

private:
    bool parseRoot();
    bool scanArray(Direction dir, std::string_view key);
    bool parseElements(const std::function<void()> &first);
    void runBlock(Block &block, Scanner &scanner, Tape &tape, Interner &interner, Sha256 &sha,
        const std::function<bool()> &halted);
    bool readFast(
        Block &block, const StreamedArray &arr, std::size_t i, Interner &interner, Sha256 &sha);
    void commitChecks(Block &block, Direction direction);
    bool failInArray(qint64 pending, qint64 offset, Syntax what);
    void earliestError();
    bool progress(qint64 done, bool force = false);
    void startRows();
    void readRecord(Record &rec);
    void streamedElements(qint32 which, HashSink &sink) const;
    void release(qint64 from, qint64 to);
    void hashedUpTo(qint64 offset);
    void releaseNow(qint64 from, qint64 to);
    bool refillReleased();
    // ParseOptions::rows: the block's last Observation handed on (its bytes appended to the
    // block's rows) and kept as its checks only.
    void handOn(Block &block);
    // The observation's bytes: where they are in the kept input, or in the file they are read
    // from again (ParseOptions::sourceFile).
    void setRaw(Observation &o, qint64 offset, qint64 length, bool canonical) const
    {
        if (m_options.sourceFile)
            o.setRawJson(m_options.sourceFile, offset, length, canonical);
        else
            o.setRawJson(m_bytes, offset, length, canonical);
    }

    const QByteArray &m_bytes;
    Scanner m_scan;
    const ParseOptions &m_options;
    Tape m_root;
    std::vector<StreamedArray> m_arrays;
    std::vector<quint32> m_placeholders;
    Interner m_interner;
    Sha256 m_sha;
    // ParseOptions::checksOnly(): the observations as phase 2 commits them, and each state's index
    ObservationChecks m_checks;
    QHash<QString, quint32> m_stateIndex;
    QHash<QStringList, quint32> m_noticeIndex; // ObservationChecks::numbered()
    qint64 m_nextProgress = 0;
    std::optional<QString> m_speculativeContext; // context digest if the whole input is canonical
    bool m_rowsStarted = false; // ParseOptions::rows: started (startRows()), so rows are written
    // Pages are let go only once the speculative context digest has read them.
    std::mutex m_releaseMutex;
    bool m_releaseAllowed = false;
    qint64 m_hashedUpTo = 0; // the speculative context digest has read the input up to here
    std::vector<std::pair<qint64, qint64>> m_pendingRelease, m_released;
    qint64 m_pendingElement = -1; // where the element phase 1 could not delimit starts

    // The context digest on a thread of its own, right behind phase 1 (started when phase 1
    // reaches the first observation array, as_of and context_digest sort before it): the root's
    // bytes without those members, which is the digest when the whole record is canonical.
    void startContextHasher(quint32 arrayKey);
    void publishScanned(qint64 offset, bool done = false);
    void stopContextHasher();
    void allowRelease();
    void hashContext(
        const char *d, qint64 rootStart, const std::vector<std::pair<qint64, qint64>> &cuts);
    std::thread m_hasher;
    std::mutex m_scannedMutex;
    std::condition_variable m_scannedMore;
    qint64 m_scannedTo = 0, m_nextPublish = 0;
    bool m_scanDone = false, m_scanAbort = false;
    qint64 m_hasherStart = -1; // where the first observation array's key starts
    std::optional<QString> m_hasherDigest;

public:
    ~RecordParser() { stopContextHasher(); }
};

// Tokenizes element i of arr into tape: false with scanner's error set.
bool scanElement(Scanner &scanner, Tape &tape, const StreamedArray &arr, std::size_t i)
{
    const Path arrayPath { nullptr, arr.key };
    const Path ptr { &arrayPath, {}, qint64(i) };
    const auto [start, end] = arr.spans[i];
    tape.clear();
    scanner.pos = start;
    scanner.error = ErrorKind::None;
    if (!scanner.parseValue(tape, &ptr, 2, &kObservationShape))
        return false;
    if (scanner.pos != end) // a scalar element phase 1 delimited too widely: "nullx"
        return scanner.fail(scanner.pos, Syntax::CommaOrBracket);
    return true;
}

bool RecordParser::progress(qint64 done, bool force)
{
    if (!m_options.progress)
        return true;
    if (!force && done < m_nextProgress)
        return true;
    m_nextProgress = done + (1 << 20);
    if (!m_options.progress(std::clamp<qint64>(done, 0, m_scan.size()), m_scan.size())) {
        m_scan.error = ErrorKind::Cancelled;
        return false;
    }
    return true;
}

// Phase 1: the root, with outbound and inbound only delimited.
bool RecordParser::parseFirstPhase()
{
    // a UTF-8 byte-order mark may precede the text (RFC 8259 lets parsers ignore it)
    if (m_scan.size() >= 3 && std::memcmp(m_scan.data(), "\xEF\xBB\xBF", 3) == 0)
        m_scan.pos = 3;
    m_scan.skipWs();
    if (m_scan.pos < m_scan.size() && m_scan.data()[m_scan.pos] == '{') {
        if (!parseRoot())
            return false;
    } else {
        const Path top;
        if (!m_scan.parseValue(m_root, &top, 0, &kSpanValue)) // not a record: only its kind is read
            return false;
    }
    m_scan.skipWs();
    if (m_scan.pos != m_scan.size())
        return m_scan.fail(m_scan.pos, Syntax::EndOfFile);
    return true;
}

// Phase 1 failed: an error inside an element it delimited before (or inside the element it
// could not delimit) comes earlier in the file, and the tokenizer says more precisely what.
void RecordParser::earliestError()
{
    Scanner scanner(m_bytes);
    Tape tape;
    const auto take = [&] {
        if (scanner.error == ErrorKind::None || scanner.errorOffset > m_scan.errorOffset)
            return;
        m_scan.error = scanner.error;
        m_scan.errorOffset = scanner.errorOffset;
        m_scan.errorMessage = scanner.errorMessage;
        m_scan.errorPointer = scanner.errorPointer;
    };
    for (const StreamedArray &arr : m_arrays) {
        for (std::size_t i = 0; i < arr.spans.size(); ++i) {
            if (arr.spans[i].first > m_scan.errorOffset)
                return;
            if (!scanElement(scanner, tape, arr, i))
                return take();
        }
    }
    if (m_pendingElement >= 0 && !m_arrays.empty()) {
        const StreamedArray &arr = m_arrays.back();
        const Path arrayPath { nullptr, arr.key };
        const Path ptr { &arrayPath, {}, qint64(arr.spans.size()) };
        tape.clear();
        scanner.pos = m_pendingElement;
        scanner.error = ErrorKind::None;
        if (!scanner.parseValue(tape, &ptr, 2, &kObservationShape))
            take();
    }
}

bool RecordParser::failInArray(qint64 pending, qint64 offset, Syntax what)
{
    m_pendingElement = pending;
    return m_scan.fail(offset, what);
}

bool RecordParser::parse()
{
    if (!progress(0, true))
        return false;
    if (!parseFirstPhase()) {
        stopContextHasher();
        if (m_scan.error != ErrorKind::Cancelled)
            earliestError();
        return false;
    }
    publishScanned(m_root.nodes[0].end, true);
    startRows();
    if (!m_arrays.empty()) {
        // While the bytes are fresh: the context digest on the assumption that everything is
        // canonical (phase 2 finds out; otherwise readRecord re-serialises).
        // Unless the context hasher took it on (one core, or the root not canonical before its
        // first array), it runs on this thread while the other workers start on the elements.
        std::function<void()> speculate;
        if (m_root.nodes[0].canonical && !m_hasher.joinable()) {
            speculate = [this] {
                Writer writer(m_scan.data(), m_root);
                writer.writeStreamed = [this](qint32 which, HashSink &sink) {
                    // in steps, so that pages the workers parsed meanwhile can go once hashed
                    const StreamedArray &arr = m_arrays[std::size_t(which)];
                    constexpr qint64 kStep = qint64(4) << 20;
                    for (qint64 at = arr.start; at < arr.end; at += kStep) {
                        const qint64 to = std::min(arr.end, at + kStep);
                        sink.append(std::string_view(m_scan.data() + at, std::size_t(to - at)));
                        hashedUpTo(to);
                    }
                };
                m_sha.reset();
                HashSink sink { m_sha.ctx() };
                writer.writeObject(0, sink, { "as_of", "context_digest" });
                m_speculativeContext = m_sha.finish();
            };
        }
        const bool elements = parseElements(speculate);
        if (m_hasher.joinable()) {
            m_hasher.join();
            // as_of and context_digest before the first array, as in a canonical record: the
            // digest is the root's bytes without them (used only if the record is canonical)
            bool cutsBefore = true;
            for (quint32 k = 1; k < m_root.nodes[0].next; k = m_root.nodes[k + 1].next) {
                const std::string_view key = m_scan.text(m_root, m_root.nodes[k]);
                if ((key == "as_of" || key == "context_digest")
                    && m_root.nodes[k].start > m_hasherStart)
                    cutsBefore = false;
            }
            if (cutsBefore)
                m_speculativeContext = m_hasherDigest;
        }
        if (!elements)
            return false;
        for (std::size_t a = 0; a < m_arrays.size(); ++a) {
            Node &n = m_root.nodes[m_placeholders[a]];
            n.canonical = m_arrays[a].canonical;
            if (!n.canonical)
                m_root.nodes[0].canonical = false;
        }
    }
    return progress(m_scan.size(), true);
}

// The root object, member by member; outbound and inbound arrays are only delimited here
// (phase 1) and parsed element by element afterwards, in parallel (phase 2).
bool RecordParser::parseRoot()
{
    Scanner &s = m_scan;
    const char *d = s.data();
    m_root.nodes.emplace_back();
    {
        Node &root = m_root.nodes[0];
        root.kind = Kind::Object;
        root.start = s.pos;
    }
    ++s.pos;
    if (s.skipWs())
        m_root.nodes[0].canonical = false;
    KeySet keys(s.data(), s.size());
    quint32 unknownKept = 0; // members with keys the record does not define, with nodes
    std::string previous;
    bool first = true;
    if (s.pos < s.size() && d[s.pos] == '}') {
        ++s.pos;
    } else {
        for (;;) {
            if (s.skipWs())
                m_root.nodes[0].canonical = false;
            if (s.pos >= s.size() || d[s.pos] != '"')
                return s.fail(s.pos, Syntax::Key);
            const qint64 keyStart = s.pos;
            const std::size_t decodedBefore = m_root.decoded.size();
            const quint32 keyIndex = quint32(m_root.nodes.size());
            m_root.nodes.emplace_back();
            if (!s.parseString(m_root, m_root.nodes[keyIndex]))
                return false;
            m_root.nodes[keyIndex].next = keyIndex + 1;
            const std::string key(s.text(m_root, m_root.nodes[keyIndex]));
            if (!m_root.nodes[keyIndex].canonical)
                m_root.nodes[0].canonical = false;
            if (!keys.insert(key, keyStart)) {
                s.error = ErrorKind::Duplicate;
                s.errorOffset = s.pos;
                s.errorPointer = Path { nullptr, key }.build();
                s.errorMessage = QCoreApplication::translate("pith::RecordReader",
                    "duplicate key \"%1\": a digest over repeated keys is ambiguous")
                                     .arg(QString::fromStdString(key));
                return false;
            }
            if (!first && !(previous < key))
                m_root.nodes[0].canonical = false;
            previous = key;
            first = false;
            if (s.skipWs())
                m_root.nodes[0].canonical = false;
            if (s.pos >= s.size() || d[s.pos] != ':')
                return s.fail(s.pos, Syntax::Colon, QString::fromStdString(key));
            ++s.pos;
            if (s.skipWs())
                m_root.nodes[0].canonical = false;
            const bool isArrayKey = key == "outbound" || key == "inbound";
            bool withNodes = true;
            if (isArrayKey && s.pos < s.size() && d[s.pos] == '[') {
                if (!m_hasher.joinable() && m_root.nodes[0].canonical)
                    startContextHasher(keyIndex);
                const quint32 placeholder = quint32(m_root.nodes.size());
                m_root.nodes.emplace_back();
                if (!scanArray(key == "outbound" ? Direction::Outbound : Direction::Inbound, key))
                    return false;
                Node &n = m_root.nodes[placeholder];
                const StreamedArray &arr = m_arrays.back();
                n.kind = Kind::Array;
                n.start = arr.start;
                n.end = arr.end;
                n.canonical = arr.separatorsCanonical;
                n.count = quint32(std::min<std::size_t>(arr.spans.size(), 0xfffffffe));
                n.streamed = qint32(m_arrays.size() - 1);
                n.next = placeholder + 1;
                m_placeholders.push_back(placeholder);
                if (!n.canonical)
                    m_root.nodes[0].canonical = false;
            } else {
                const Path p { nullptr, key };
                const quint32 valueIndex = quint32(m_root.nodes.size());
                const Shape *shape = memberShape(&kRecordShape, key);
                if (!s.parseValue(m_root, &p, 1, shape ? shape : &kSpanValue))
                    return false;
                if (!m_root.nodes[valueIndex].canonical)
                    m_root.nodes[0].canonical = false;
                // an unknown key past the kept ones: checked, but no nodes (Shape::known)
                if (!kRecordShape.known(key) && unknownKept++ >= kUnknownMembersKept) {
                    m_root.nodes.resize(keyIndex);
                    m_root.decoded.resize(decodedBefore);
                    withNodes = false;
                }
            }
            if (withNodes)
                ++m_root.nodes[0].count;
            else
                ++m_root.nodes[0].unsignedInteger;
            if (s.skipWs())
                m_root.nodes[0].canonical = false;
            if (s.pos < s.size() && d[s.pos] == ',') {
                ++s.pos;
                continue;
            }
            if (s.pos < s.size() && d[s.pos] == '}') {
                ++s.pos;
                break;
            }
            return s.fail(s.pos, Syntax::CommaOrBrace, QString::fromStdString(key));
        }
    }
    m_root.nodes[0].end = s.pos;
    m_root.nodes[0].next = quint32(m_root.nodes.size());
    return true;
}

// Phase 1: where each element starts and ends, by brackets and quotes only. Elements are
// validated in phase 2; if these bounds are wrong the input is not JSON and phase 2 says so.
bool RecordParser::scanArray(Direction dir, std::string_view key)
{
    Scanner &s = m_scan;
    const char *d = s.data();
    const qint64 size = s.size();
    m_arrays.emplace_back();
    StreamedArray &arr = m_arrays.back();
    arr.direction = dir;
    arr.key = std::string(key);
    arr.start = s.pos;
    ++s.pos;
    if (s.skipWs())
        arr.separatorsCanonical = false;
    if (s.pos < size && d[s.pos] == ']') {
        ++s.pos;
        arr.end = s.pos;
        return true;
    }
    for (;;) {
        if (s.skipWs())
            arr.separatorsCanonical = false;
        const qint64 start = s.pos;
        qint64 p = s.pos;
        const qint64 bracketed
            = p < size && (d[p] == '{' || d[p] == '[') ? bracketedEnd(d, p, size) : -1;
        if (bracketed > 0) {
            p = bracketed;
        } else {
            qint64 depth = 0;
            for (;;) {
                if (p >= size)
                    return failInArray(
                        start, p, depth == 0 ? Syntax::Value : Syntax::CommaOrBracket);
                const char c = d[p];
                if (c == '"') {
                    const qint64 open = ++p;
                    for (;;) {
                        // the next quote not escaped by an odd number of backslashes
                        const void *q = std::memchr(d + p, '"', std::size_t(size - p));
                        if (!q)
                            return failInArray(start, size, Syntax::StringEnd);
                        p = static_cast<const char *>(q) - d;
                        qint64 b = p;
                        while (b > open && d[b - 1] == '\\')
                            --b;
                        if ((p - b) % 2 == 0)
                            break;
                        ++p;
                    }
                    ++p;
                    if (depth == 0)
                        break;
                } else if (c == '{' || c == '[') {
                    ++depth;
                    ++p;
                } else if (c == '}' || c == ']') {
                    if (depth == 0)
                        return failInArray(start, p, Syntax::Value);
                    --depth;
                    ++p;
                    if (depth == 0)
                        break;
                } else if (depth == 0) {
                    // a scalar element
                    while (p < size && d[p] != ',' && d[p] != ']' && d[p] != ' ' && d[p] != '\n'
                        && d[p] != '\r' && d[p] != '\t')
                        ++p;
                    break;
                } else {
                    ++p;
                }
            }
        }
        arr.spans.emplace_back(start, p);
        s.pos = p;
        if (p >= m_nextPublish)
            publishScanned(p);
        if (!progress(s.pos / 4))
            return false;
        if (s.skipWs())
            arr.separatorsCanonical = false;
        if (s.pos < size && d[s.pos] == ',') {
            ++s.pos;
            continue;
        }
        if (s.pos < size && d[s.pos] == ']') {
            ++s.pos;
            break;
        }
        return failInArray(-1, s.pos, Syntax::CommaOrBracket);
    }
    arr.end = s.pos;
    arr.canonical = arr.separatorsCanonical;
    return true;
}

void RecordParser::allowRelease()
{
    const std::lock_guard<std::mutex> lock(m_releaseMutex);
    m_releaseAllowed = true;
    for (const auto &[from, to] : m_pendingRelease)
        releaseNow(from, to);
    m_pendingRelease.clear();
}

// Phase 1 has read the input up to offset (done: all of the root, which ends there).
void RecordParser::publishScanned(qint64 offset, bool done)
{
    m_nextPublish = offset + (qint64(1) << 20);
    if (!m_hasher.joinable())
        return;
    {
        const std::lock_guard<std::mutex> lock(m_scannedMutex);
        m_scannedTo = offset;
        m_scanDone = done;
    }
    m_scannedMore.notify_one();
}

void RecordParser::stopContextHasher()
{
    if (!m_hasher.joinable())
        return;
    {
        const std::lock_guard<std::mutex> lock(m_scannedMutex);
        m_scanAbort = true;
    }
    m_scannedMore.notify_one();
    m_hasher.join();
}

// At the key of the first observation array, every member before it parsed: the members the
// context digest leaves out are cut from the bytes as the writer leaves them out (the one
// comma before, or after when no member before is written); the thread then hashes the root's
// bytes as phase 1 reads them. Its digest is the context digest if the record turns out to be
// canonical (parse() checks that no left-out member comes later).
void RecordParser::startContextHasher(quint32 arrayKey)
{
    const int threads = m_options.threads > 0 ? m_options.threads : coreCount();
    // A small record's context hashes in microseconds, less than a thread takes to start: a
    // folder of 2,000 records of 62 kB started 2,000 threads, and two jobs gained 1.5x on two
    // cores instead of the 1.8x asked. Threads asked for by number are started whatever the size.
    if (threads < 2 || (m_options.threads == 0 && m_scan.size() < kContextThreadBytes))
        return; // the first worker hashes it before the elements, as without this thread
    const char *d = m_scan.data();
    const qint64 rootStart = m_root.nodes[0].start;
    std::vector<std::pair<qint64, qint64>> cuts;
    bool emitted = false;
    for (quint32 k = 1; k < arrayKey; k = m_root.nodes[k + 1].next) {
        const Node &keyNode = m_root.nodes[k];
        const std::string_view key = m_scan.text(m_root, keyNode);
        const qint64 valueEnd = m_root.nodes[k + 1].end;
        if (key == "as_of" || key == "context_digest") {
            if (emitted)
                cuts.emplace_back(keyNode.start - 1, valueEnd);
            else
                cuts.emplace_back(keyNode.start, valueEnd + (d[valueEnd] == ',' ? 1 : 0));
        } else {
            emitted = true;
        }
    }
    m_hasherStart = m_root.nodes[arrayKey].start;
    m_hasher = std::thread([this, d, rootStart, cuts = std::move(cuts)]() noexcept {
        // no exception may leave a std::thread: out of memory, there is no speculative digest
        // and readRecord() writes the canonical form instead
        try {
            hashContext(d, rootStart, cuts);
        } catch (const std::bad_alloc &) {
            m_hasherDigest.reset();
        }
        allowRelease();
    });
}

void RecordParser::hashContext(
    const char *d, qint64 rootStart, const std::vector<std::pair<qint64, qint64>> &cuts)
{
    {
        Sha256 sha;
        sha.reset();
        HashSink sink { sha.ctx() };
        qint64 at = rootStart;
        std::size_t cut = 0;
        const auto hashTo = [&](qint64 to) {
            while (at < to) {
                if (cut < cuts.size() && at >= cuts[cut].first) {
                    at = std::max(at, cuts[cut].second);
                    ++cut;
                    continue;
                }
                const qint64 stop = cut < cuts.size() ? std::min(to, cuts[cut].first) : to;
                sink.append(std::string_view(d + at, std::size_t(stop - at)));
                at = stop;
            }
            hashedUpTo(at);
        };
        for (;;) {
            qint64 to = 0;
            bool done = false;
            {
                std::unique_lock<std::mutex> lock(m_scannedMutex);
                m_scannedMore.wait(
                    lock, [&] { return m_scanAbort || m_scanDone || m_scannedTo > at; });
                if (m_scanAbort)
                    return;
                to = m_scannedTo;
                done = m_scanDone;
            }
            hashTo(to);
            if (done)
                break;
        }
        m_hasherDigest = sha.finish();
    }
}

void RecordParser::release(qint64 from, qint64 to)
{
    if (!refill)
        return;
    const std::lock_guard<std::mutex> lock(m_releaseMutex);
    if (!m_releaseAllowed && to > m_hashedUpTo) {
        m_pendingRelease.emplace_back(from, to);
        return;
    }
    releaseNow(from, to);
}

void RecordParser::hashedUpTo(qint64 offset)
{
    if (!refill)
        return;
    const std::lock_guard<std::mutex> lock(m_releaseMutex);
    m_hashedUpTo = offset;
    const auto hashed = [offset](const std::pair<qint64, qint64> &r) { return r.second <= offset; };
    for (const auto &[from, to] : m_pendingRelease) {
        if (to <= offset)
            releaseNow(from, to);
    }
    m_pendingRelease.erase(std::remove_if(m_pendingRelease.begin(), m_pendingRelease.end(), hashed),
        m_pendingRelease.end());
}

// Called with m_releaseMutex held.
void RecordParser::releaseNow(qint64 from, qint64 to)
{
#ifdef Q_OS_UNIX
    const qint64 page = 4096;
    const auto base = reinterpret_cast<quintptr>(m_scan.data());
    const quintptr first = (base + quintptr(from) + quintptr(page) - 1) & ~quintptr(page - 1);
    const quintptr last = (base + quintptr(to)) & ~quintptr(page - 1);
    if (last > first) {
        madvise(reinterpret_cast<void *>(first), std::size_t(last - first), MADV_DONTNEED);
        m_released.emplace_back(qint64(first - base), qint64(last - base));
    }
#else
    Q_UNUSED(from);
    Q_UNUSED(to);
#endif
}

// The pages let go of, read again: the context digest of a record that is not canonical
// throughout re-serialises it from the input.
bool RecordParser::refillReleased()
{
    const std::lock_guard<std::mutex> lock(m_releaseMutex);
    for (const auto &[from, to] : m_released) {
        refillError = (*refill)(from, to);
        if (!refillError.isEmpty())
            return false;
    }
    m_released.clear();
    return true;
}

// The index of status among a block's states (a handful: neighbours mostly share one; a block
// holds 512 observations at most).
quint32 blockState(ObservationChecks &checks, const QString &status)
{
    const qsizetype at = checks.states.indexOf(status);
    if (at >= 0)
        return quint32(at);
    checks.states.append(status);
    return quint32(checks.states.size() - 1);
}

// The number of a list of notice event types among a block's (0: none). Only the last list is
// compared: a list may then be there twice, and the commit numbers the lists once for the record
// (a hash), so a record of many long distinct lists costs one comparison per observation, not
// one per list before it.
quint32 blockNoticeTypes(ObservationChecks &checks, const QStringList &types)
{
    if (types.isEmpty())
        return 0;
    if (checks.noticeTypes.isEmpty() || checks.noticeTypes.constLast() != types)
        checks.noticeTypes.append(types);
    return quint32(checks.noticeTypes.size());
}

// Element i through the canonical fast path: false when it declines (the tokenizer then reads
// it, and reports what the fast path does not word). An element it takes is canonical, valid and
// of the format's types, so what follows is what readObservation() and the writer would give.
void RecordParser::handOn(Block &block)
{
    if (!m_options.rows || block.shapeError || block.observations.empty())
        return;
    const Observation &o = block.observations.back();
    m_options.rows->append(block.rows, o);
    block.checks.append(block.checks.outbound, o, blockState(block.checks, o.resolution.status),
        blockNoticeTypes(block.checks, o.notice.eventTypes));
    block.observations.pop_back();
}

bool RecordParser::readFast(
    Block &block, const StreamedArray &arr, std::size_t i, Interner &interner, Sha256 &sha)
{
    const auto [start, end] = arr.spans[i];
    FastObservation f;
    // with details (tableFieldsOnly: the window's and the CSV export's reads), the table's fields
    FastTableFields table;
    const bool details = m_options.observationDetails;
    if (!fastObservation(std::string_view(m_scan.data() + start, std::size_t(end - start)), sha, &f,
            details ? &table : nullptr))
        return false;
    ++block.fast;
    if (block.shapeError)
        return true; // only syntax matters after the first bad observation
    // what the general path reads (fields.cpp)
    OpenArray events = f.eventCount > 0 ? OpenArray::fromValidated(
                           QByteArray(f.events.data(), qsizetype(f.events.size())), f.eventCount)
                                        : OpenArray();
    const QStringList eventTypes = readNoticeEventTypes(events);
    const bool handedOnFast = m_options.rows && m_options.rows->appendFast && details;
    if (m_options.checksOnly() || handedOnFast) {
        ObservationCheck &c = block.checks.outbound.emplace_back();
        c.position = qint32(i);
        block.checks.appendId(c, f.id);
        c.digestOk = !f.digest.empty() && f.digest == f.computedDigest();
        c.state = blockState(block.checks, interner.get(f.status));
        c.noticeTypes = blockNoticeTypes(block.checks, eventTypes);
        c.hasReferenceIndex = f.hasReferenceIndex;
        c.referenceIndex = f.referenceIndex;
        if (handedOnFast) // formatted from the bytes, no Observation built
            m_options.rows->appendFast(block.rows, FastRow { arr.direction, f, table });
        return true;
    }
    // Without details, raw JSON kept (the JSON export's read): what the general path's
    // TapeReader keeps without details, and the bytes, canonical as they are. With the table's
    // fields (tableFieldsOnly): those and the events too, the bytes when keepRawJson says so.
    Observation &o = block.observations.emplace_back();
    o.direction = arr.direction;
    o.position = int(i);
    o.allDetails = false;
    o.id = QString::fromUtf8(f.id.data(), qsizetype(f.id.size()));
    o.digest = QString::fromUtf8(f.digest.data(), qsizetype(f.digest.size()));
    const std::string_view computed = f.computedDigest();
    // equal: one shared string instead of two, as Sha256::finish
    if (computed == f.digest)
        o.computedDigest = o.digest;
    else
        o.computedDigest = QString::fromLatin1(computed.data(), qsizetype(computed.size()));
    o.resolution.status = interner.get(f.status);
    if (f.hasReferenceIndex)
        o.citation.referenceIndex = f.referenceIndex;
    o.notice.eventTypes = eventTypes;
    if (details) {
        readFastTableFields(table, o, interner);
        o.notice.events = std::move(events);
    }
    if (m_options.keepRawJson)
        setRaw(o, start, end - start, true);
    handOn(block);
    return true;
}

// A finished block's rows into the record's, in element order: their ids after the others,
// their states as the record numbers them.
void RecordParser::commitChecks(Block &block, Direction direction)
{
    ObservationChecks &from = block.checks;
    if (from.outbound.empty())
        return;
    std::vector<quint32> state(std::size_t(from.states.size()));
    for (qsizetype i = 0; i < from.states.size(); ++i)
        state[std::size_t(i)]
            = ObservationChecks::numbered(m_stateIndex, m_checks.states, from.states[i]);
    std::vector<quint32> notice(std::size_t(from.noticeTypes.size()) + 1, 0);
    for (qsizetype i = 0; i < from.noticeTypes.size(); ++i)
        notice[std::size_t(i) + 1]
            = ObservationChecks::numbered(m_noticeIndex, m_checks.noticeTypes, from.noticeTypes[i])
            + 1;
    const quint32 idBase = quint32(m_checks.ids.size());
    if (m_checks.ids.capacity() < idBase + from.ids.size()) {
        // room for as many more as the elements not committed yet, ids as long as these
        const std::size_t elements = m_checks.outbound.capacity() + m_checks.inbound.capacity();
        const std::size_t committed = m_checks.outbound.size() + m_checks.inbound.size();
        const std::size_t perElement = from.ids.size() / from.outbound.size() + 1;
        m_checks.ids.reserve(std::max(2 * m_checks.ids.capacity(),
            idBase + perElement * (std::max(elements, committed) - committed + 1)));
    }
    m_checks.ids.append(from.ids);
    auto &to = direction == Direction::Outbound ? m_checks.outbound : m_checks.inbound;
    for (ObservationCheck c : from.outbound) {
        c.idOffset += idBase;
        c.state = state[c.state];
        c.noticeTypes = notice[c.noticeTypes];
        to.push_back(c);
    }
}

void RecordParser::runBlock(Block &block, Scanner &scanner, Tape &tape, Interner &interner,
    Sha256 &sha, const std::function<bool()> &halted)
{
    StreamedArray &arr = m_arrays[block.array];
    const Path arrayPath { nullptr, arr.key };
    const bool checksOnly = m_options.checksOnly();
    if (m_options.keepsChecks()) {
        block.checks.outbound.reserve(block.last - block.first);
        block.checks.ids.reserve((block.last - block.first) * 40);
    }
    if (!checksOnly && !m_options.rows)
        block.observations.reserve(block.last - block.first);
    if (m_options.rows && block.last > block.first) // one allocation: growing it faulted pages in
        block.rows.reserve(
            qsizetype(arr.spans[block.last - 1].second - arr.spans[block.first].first)
            + 8 * qsizetype(block.last - block.first));
    // Without details, only what the fast path reads is kept (id, digest, status, reference
    // index, notice event types; and the bytes, for the JSON export): verify's read and the
    // export's. With details, the table's fields only (tableFieldsOnly): the CSV export's read
    // and the window's. Every detail (the detail pane's) is the tokenizer's.
    const bool fast
        = m_options.fastPath && (!m_options.observationDetails || m_options.tableFieldsOnly);
    for (std::size_t i = block.first; i < block.last && !halted(); ++i) {
        if (fast && readFast(block, arr, i, interner, sha))
            continue;
        const Path ptr { &arrayPath, {}, qint64(i) };
        if (!scanElement(scanner, tape, arr, i)) {
            block.scanErrorAt = i;
            block.scanError = scanner.error;
            block.scanErrorOffset = scanner.errorOffset;
            block.scanErrorMessage = scanner.errorMessage;
            block.scanErrorPointer = scanner.errorPointer;
            return;
        }
        const Node &value = tape.nodes[0];
        if (!value.canonical) {
            StringSink text;
            Writer(scanner.data(), tape).write(0, text);
            arr.canonicalText[i] = std::move(text.out);
        }
        if (block.shapeError)
            continue; // only syntax matters after the first bad observation
        const TapeReader reader(scanner.data(), tape, interner, m_options.observationDetails,
            !m_options.tableFieldsOnly);
        Observation scratch; // checksOnly: read, then kept as an ObservationCheck
        Observation &o = checksOnly
            ? scratch
            : block.observations.emplace_back(); // read in place: no move, no second destruction
        o.direction = arr.direction;
        o.position = int(i);
        o.allDetails = reader.allDetails();
        try {
            readObservation(reader, o, ptr);
        } catch (const ShapeError &e) {
            block.shapeErrorAt = i;
            block.shapeError = e;
            std::vector<Observation>().swap(block.observations);
            block.checks = ObservationChecks();
            continue;
        }
        sha.reset();
        HashSink sink { sha.ctx() };
        reader.writer().writeObject(0, sink, { "observation_digest" });
        sha.finish(o.digest, &o.computedDigest); // equal: one shared string instead of two
        if (checksOnly) {
            block.checks.append(block.checks.outbound, o,
                blockState(block.checks, o.resolution.status),
                blockNoticeTypes(block.checks, o.notice.eventTypes));
            continue;
        }
        if (reader.allDetails() || m_options.keepRawJson)
            setRaw(o, value.start, value.end - value.start, value.canonical);
        handOn(block);
    }
    if (m_options.rows && (block.shapeError || halted()))
        block.rows = QByteArray(); // a block that failed or was stopped writes nothing
    if (!arr.spans.empty() && block.last > block.first)
        release(arr.spans[block.first].first, arr.spans[block.last - 1].second);
}

// Phase 2: every element of both arrays, in blocks, by as many threads as the machine has.
bool RecordParser::parseElements(const std::function<void()> &first)
{
    std::vector<Block> blocks;
    std::size_t total = 0;
    for (std::size_t a = 0; a < m_arrays.size(); ++a) {
        StreamedArray &arr = m_arrays[a];
        const std::size_t n = arr.spans.size();
        arr.canonicalText.resize(n);
        total += n;
        constexpr std::size_t kBlock = 512;
        for (std::size_t first = 0; first < n; first += kBlock) {
            Block b;
            b.array = a;
            b.first = first;
            b.last = std::min(n, first + kBlock);
            blocks.push_back(std::move(b));
        }
    }
    int threads = m_options.threads > 0 ? m_options.threads : coreCount();
    if (total < 4096)
        threads = 1; // not worth a thread
    threads = std::clamp(threads, 1, int(std::max<std::size_t>(1, blocks.size())));

    for (StreamedArray &arr : m_arrays) {
        if (m_options.keepsChecks()) {
            (arr.direction == Direction::Outbound ? m_checks.outbound : m_checks.inbound)
                .reserve(arr.spans.size());
            continue;
        }
        arr.list.reserve(qsizetype(arr.spans.size()));
        adviseHugePages(arr.list.data(), qint64(arr.list.capacity()) * qint64(sizeof(Observation)));
    }

    std::atomic<std::size_t> next { 0 };
    std::atomic<std::size_t> done { 0 };
    std::atomic<bool> stop { false }; // cancelled
    // an allocation failed on a worker: no exception may leave a std::thread (it would end the
    // process), so the worker stops the others and the failure is thrown again after the join
    std::atomic<bool> outOfMemory { false };
    // the first block with a syntax error: later blocks need not be read, earlier ones must be
    // (the first error in document order is reported)
    std::atomic<std::size_t> failedBlock { SIZE_MAX };
    const qint64 size = m_scan.size();
    // Finished blocks move into the record's lists in element order as soon as all blocks
    // before them are in, so their memory is reused by the next blocks instead of piling up.
    std::mutex commitMutex;
    std::vector<char> finished(blocks.size(), 0);
    std::size_t committed = 0;
    // ParseOptions::rows: written in the record's order, outbound first; an inbound array before
    // the outbound one in the file (as in canonical form: keys sorted) waits for it.
    std::size_t outboundArray = SIZE_MAX;
    for (std::size_t a = 0; a < m_arrays.size(); ++a) {
        if (m_arrays[a].direction == Direction::Outbound)
            outboundArray = a;
    }
    std::vector<QByteArray> waiting; // inbound rows
    std::atomic<bool> writeFailed { false };
    const auto write = [&](Direction direction, const QByteArray &rows) {
        if (!m_rowsStarted || writeFailed || rows.isEmpty())
            return;
        if (!m_options.rows->write(direction, rows)) {
            writeFailed = true;
            stop = true;
        }
    };
    const auto commit = [&](std::size_t b) {
        const std::lock_guard<std::mutex> lock(commitMutex);
        finished[b] = 1;
        while (committed < blocks.size() && finished[committed]) {
            Block &c = blocks[committed];
            StreamedArray &arr = m_arrays[c.array];
            if (!arr.firstError && c.shapeError) {
                arr.firstError = c.shapeError;
                arr.list = QList<Observation>();
            }
            if (!arr.firstError) {
                for (Observation &o : c.observations)
                    arr.list.append(std::move(o));
                commitChecks(c, arr.direction);
                if (m_options.rows) {
                    if (arr.direction == Direction::Inbound && outboundArray != SIZE_MAX
                        && c.array < outboundArray)
                        waiting.push_back(std::move(c.rows));
                    else
                        write(arr.direction, c.rows);
                }
            }
            c.checks = ObservationChecks();
            c.rows = QByteArray();
            std::vector<Observation>().swap(
                c.observations); // really free it (= {} keeps the capacity)
            ++committed;
        }
    };
    if (!first && !m_hasher.joinable())
        allowRelease();
    const auto workOn = [&](bool reporting) {
        if (reporting && first) {
            first();
            allowRelease();
        }
        Scanner scanner(m_bytes);
        Tape tape;
        Interner interner;
        Sha256 sha;
        for (std::size_t b = next++; b < blocks.size() && !stop && b < failedBlock; b = next++) {
            runBlock(blocks[b], scanner, tape, interner, sha,
                [&] { return stop.load(std::memory_order_relaxed) || failedBlock < b; });
            commit(b);
            done += blocks[b].last - blocks[b].first;
            if (blocks[b].scanError != ErrorKind::None) {
                std::size_t seen = failedBlock;
                while (b < seen && !failedBlock.compare_exchange_weak(seen, b)) { }
            }
            if (reporting && total > 0
                && !progress(size / 4 + qint64(double(size) * 0.75 * double(done) / double(total))))
                stop = true;
        }
    };
    const auto work = [&](bool reporting) {
        try {
            workOn(reporting);
        } catch (const std::bad_alloc &) {
            outOfMemory = true;
            stop = true;
        }
    };
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t)
        helpers.emplace_back(work, false);
    work(true);
    for (std::thread &t : helpers)
        t.join();
    if (outOfMemory)
        throw std::bad_alloc();
    if (writeFailed) // what was read is not all there
        m_scan.error = ErrorKind::Cancelled;
    if (m_scan.error == ErrorKind::Cancelled)
        return false;

    // the first syntax, nesting or duplicate-key error in document order
    const Block *scanFailure = nullptr;
    for (const Block &b : blocks) {
        if (b.scanError != ErrorKind::None
            && (!scanFailure || b.array < scanFailure->array
                || (b.array == scanFailure->array && b.scanErrorAt < scanFailure->scanErrorAt)))
            scanFailure = &b;
    }
    if (scanFailure) {
        m_scan.error = scanFailure->scanError;
        m_scan.errorOffset = scanFailure->scanErrorOffset;
        m_scan.errorMessage = scanFailure->scanErrorMessage;
        m_scan.errorPointer = scanFailure->scanErrorPointer;
        return false;
    }
    for (const QByteArray &rows : waiting)
        write(Direction::Inbound, rows);
    if (writeFailed) {
        m_scan.error = ErrorKind::Cancelled;
        return false;
    }
    for (const Block &b : blocks)
        fastObservations += b.fast;
    for (std::size_t a = 0; a < m_arrays.size(); ++a) {
        StreamedArray &arr = m_arrays[a];
        for (const std::string &t : arr.canonicalText) {
            if (!t.empty()) {
                arr.canonical = false;
                break;
            }
        }
    }
    return true;
}

void RecordParser::streamedElements(qint32 which, HashSink &sink) const
{
    const StreamedArray &arr = m_arrays[std::size_t(which)];
    if (arr.canonical) {
        sink.append(std::string_view(m_scan.data() + arr.start, std::size_t(arr.end - arr.start)));
        return;
    }
    sink.append('[');
    for (std::size_t i = 0; i < arr.spans.size(); ++i) {
        if (i)
            sink.append(',');
        if (!arr.canonicalText[i].empty())
            sink.append(std::string_view(arr.canonicalText[i]));
        else
            sink.append(std::string_view(m_scan.data() + arr.spans[i].first,
                std::size_t(arr.spans[i].second - arr.spans[i].first)));
    }
    sink.append(']');
}

// ParseOptions::rows: the record's own fields to rows->start before any row is written. A record
// whose own fields are refused gets no rows written (build() reports the fault).
void RecordParser::startRows()
{
    if (!m_options.rows)
        return;
    if (m_options.rows->start) {
        Record fields;
        try {
            readRecordFields(TapeReader(m_scan.data(), m_root, m_interner, true), fields,
                [](std::string_view, Direction) {});
        } catch (const ShapeError &) {
            return;
        }
        m_options.rows->start(fields);
    }
    m_rowsStarted = true;
}

void RecordParser::readRecord(Record &rec)
{
    const TapeReader r(m_scan.data(), m_root, m_interner, true);
    const quint32 root = 0;
    readRecordFields(r, rec, [&](std::string_view key, Direction dir) {
        const Path top;
        const quint32 a = r.array(root, key, top, Need::Required);
        const Node &n = r.node(a);
        auto &list = dir == Direction::Outbound ? rec.outbound : rec.inbound;
        if (n.streamed >= 0) {
            StreamedArray &arr = m_arrays[std::size_t(n.streamed)];
            if (arr.firstError)
                throw *arr.firstError;
            list = std::move(arr.list); // empty when checksOnly: the rows are in m_checks
        } else {
            // an array parsed as a plain value (never: outbound and inbound are always streamed)
            throw ShapeError { Path { &top, key }.build(),
                QCoreApplication::translate("pith::RecordReader", "expected an array") };
        }
    });

    rec.checks = std::move(m_checks);

    if (m_speculativeContext && m_root.nodes[0].canonical) {
        rec.computedContextDigest = *m_speculativeContext;
    } else {
        if (!refillReleased())
            throw ShapeError { QString(), refillError };
        Writer writer(m_scan.data(), m_root);
        writer.writeStreamed
            = [this](qint32 which, HashSink &sink) { streamedElements(which, sink); };
        m_sha.reset();
        HashSink sink { m_sha.ctx() };
        writer.writeObject(root, sink, { "as_of", "context_digest" });
        rec.computedContextDigest = m_sha.finish();
    }
}

void RecordParser::build(Record &rec) { readRecord(rec); }

} // namespace

ParseResult streamParseRecord(const QByteArray &bytes, const QString &fileName,
    const ParseOptions &options, const InputRefill &refill)
{
    ParseResult result;
    result.error.file = fileName;
    {
        const bool bom = bytes.startsWith("\xEF\xBB\xBF");
        qsizetype i = bom ? 3 : 0;
        while (i < bytes.size()
            && (bytes[i] == ' ' || bytes[i] == '\n' || bytes[i] == '\r' || bytes[i] == '\t'
                || bytes[i] == '\v' || bytes[i] == '\f'))
            ++i;
        if (i == bytes.size()) {
            result.error.line = 1;
            result.error.column = 1;
            result.error.message = bytes.isEmpty()
                ? QCoreApplication::translate("pith::RecordReader", "the file is empty")
                : bom ? QCoreApplication::translate(
                      "pith::RecordReader", "the file holds only a byte-order mark")
                      : QCoreApplication::translate(
                          "pith::RecordReader", "the file holds only white space");
            return result;
        }
    }

    RecordParser parser(bytes, options);
    if (refill && !options.keepsInput())
        parser.refill = &refill;
    // A record built to hurt (millions of elements where the reader builds one value each) can
    // need more memory than there is: that is a message about the file, never the end of the
    // process (std::bad_alloc from the reader's own thread or, rethrown, from its workers).
    const auto outOfMemory = [&result, &bytes] {
        result.error = ParseError { result.error.file, 0, 0, QString(),
            QCoreApplication::translate(
                "pith::RecordReader", "not enough memory to read this record (%1 bytes)")
                .arg(bytes.size()) };
        return result;
    };
    bool parsed = false;
    try {
        parsed = parser.parse();
    } catch (const std::bad_alloc &) {
        return outOfMemory();
    }
    if (!parsed) {
        Scanner &s = parser.scanner();
        switch (s.error) {
        case ErrorKind::Cancelled:
            result.error.message = QCoreApplication::translate("pith::RecordReader", "cancelled");
            result.cancelled = true;
            return result;
        case ErrorKind::Duplicate:
            result.error.pointer = s.errorPointer;
            result.error.message = s.errorMessage;
            return result;
        case ErrorKind::Own:
        case ErrorKind::Depth:
        case ErrorKind::Syntax:
        case ErrorKind::None: {
            const auto [line, column] = lineColumn(bytes, s.errorOffset);
            result.error.line = line;
            result.error.column = column;
            result.error.message = s.errorMessage;
            if (s.error == ErrorKind::Syntax && bytes.trimmed().startsWith('<'))
                result.error.message += QLatin1Char(' ')
                    + QCoreApplication::translate(
                        "pith::RecordReader", "(this looks like an HTML page, not a JSON record)");
            return result;
        }
        }
    }
    auto rec = std::make_shared<Record>();
    try {
        parser.build(*rec);
    } catch (const ShapeError &e) {
        result.error.pointer = e.pointer;
        result.error.message = e.message;
        return result;
    } catch (const std::bad_alloc &) {
        return outOfMemory();
    } catch (const std::exception &e) {
        result.error.message = QString::fromUtf8(e.what());
        return result;
    }
    if (options.keepsInput())
        rec->input = bytes;
    rec->sourceFile = options.sourceFile;
    result.record = std::move(rec);
    result.fastObservations = parser.fastObservations;
    return result;
}

} // namespace pith::detail

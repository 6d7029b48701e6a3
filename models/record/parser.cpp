// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/parser.h"
#include "models/record/canonical_p.h"
#include "models/record/streamparser_p.h"

#include <QFile>
#include <QFileInfo>

#include <initializer_list>
#include <set>
#include <vector>

namespace pith {

using nlohmann::json;

QString ParseError::toString() const
{
    if (line > 0)
        return QStringLiteral("%1:%2:%3: %4").arg(file).arg(line).arg(column).arg(message);
    if (!pointer.isEmpty())
        return QStringLiteral("%1: %2: %3").arg(file, pointer, message);
    return QStringLiteral("%1: %2").arg(file, message);
}

namespace {

struct ShapeError
{
    QString pointer;
    QString message;
};

QString typeName(const json &v)
{
    switch (v.type()) {
    case json::value_t::null: return QStringLiteral("null");
    case json::value_t::boolean: return QStringLiteral("a boolean");
    case json::value_t::string: return QStringLiteral("a string");
    case json::value_t::number_integer:
    case json::value_t::number_unsigned: return QStringLiteral("an integer");
    case json::value_t::number_float: return QStringLiteral("a number with a fraction");
    case json::value_t::array: return QStringLiteral("an array");
    case json::value_t::object: return QStringLiteral("an object");
    default: return QStringLiteral("an unknown value");
    }
}

QString escapePointerToken(const std::string &key)
{
    QString k = QString::fromStdString(key);
    k.replace(QLatin1Char('~'), QStringLiteral("~0"));
    k.replace(QLatin1Char('/'), QStringLiteral("~1"));
    return k;
}

QString child(const QString &ptr, const char *key)
{
    return ptr + QLatin1Char('/') + escapePointerToken(key);
}

QString child(const QString &ptr, std::size_t index)
{
    return ptr + QLatin1Char('/') + QString::number(index);
}

enum class Need { Required, Optional };

// Reads typed values out of the DOM, throwing ShapeError (caught in parseRecord) with the
// JSON pointer of the offending value.
class Reader
{
public:
    // The value under key, or nullptr when missing (error if required) or null (when optional).
    static const json *get(const json &obj, const char *key, const QString &ptr, Need need)
    {
        const auto it = obj.find(key);
        if (it == obj.end() || it->is_null()) {
            if (need == Need::Required)
                throw ShapeError{child(ptr, key),
                                 it == obj.end() ? QStringLiteral("required key \"%1\" is missing").arg(QLatin1String(key))
                                                 : QStringLiteral("required value is null")};
            return nullptr;
        }
        return &*it;
    }

    static const json &expect(const json &v, json::value_t type, const QString &ptr, const char *what)
    {
        const bool ok = v.type() == type
                || (type == json::value_t::number_integer && v.is_number_unsigned());
        if (!ok)
            throw ShapeError{ptr, QStringLiteral("expected %1, found %2").arg(QLatin1String(what), typeName(v))};
        return v;
    }

    static QString string(const json &obj, const char *key, const QString &ptr, Need need = Need::Optional)
    {
        const json *v = get(obj, key, ptr, need);
        if (!v)
            return {};
        expect(*v, json::value_t::string, child(ptr, key), "a string");
        return QString::fromStdString(v->get_ref<const std::string &>());
    }

    static std::optional<qint64> integer(const json &obj, const char *key, const QString &ptr,
                                         Need need = Need::Optional)
    {
        const json *v = get(obj, key, ptr, need);
        if (!v)
            return std::nullopt;
        expect(*v, json::value_t::number_integer, child(ptr, key), "an integer");
        if (v->is_number_unsigned() && v->get<std::uint64_t>() > std::uint64_t(INT64_MAX))
            throw ShapeError{child(ptr, key), QStringLiteral("integer out of range")};
        return v->get<std::int64_t>();
    }

    static const json *object(const json &obj, const char *key, const QString &ptr, Need need = Need::Optional)
    {
        const json *v = get(obj, key, ptr, need);
        if (v)
            expect(*v, json::value_t::object, child(ptr, key), "an object");
        return v;
    }

    static const json *array(const json &obj, const char *key, const QString &ptr, Need need = Need::Optional)
    {
        const json *v = get(obj, key, ptr, need);
        if (v)
            expect(*v, json::value_t::array, child(ptr, key), "an array");
        return v;
    }
};

void collectUnknown(const json &obj, const QString &ptr, std::initializer_list<const char *> known,
                    QList<UnknownKey> &out)
{
    for (const auto &[key, value] : obj.items()) {
        bool isKnown = false;
        for (const char *k : known)
            isKnown = isKnown || key == k;
        if (!isKnown)
            out.append({ptr + QLatin1Char('/') + escapePointerToken(key), QString::fromStdString(value.dump())});
    }
}

QString digestExcluding(const json &obj, std::initializer_list<const char *> skip)
{
    detail::Sha256Sink sink;
    sink.append('{');
    bool first = true;
    for (const auto &[key, item] : obj.items()) {
        bool skipped = false;
        for (const char *s : skip)
            skipped = skipped || key == s;
        if (skipped)
            continue;
        if (!first)
            sink.append(',');
        first = false;
        std::string k;
        detail::writeCanonicalString(key, k);
        sink.append(std::string_view(k));
        sink.append(':');
        detail::writeCanonical(item, sink);
    }
    sink.append('}');
    return sink.finish();
}

std::optional<PaperRef> readPaperRef(const json &parent, const char *key, const QString &ptr, QList<UnknownKey> &unknown)
{
    const json *o = Reader::object(parent, key, ptr);
    if (!o)
        return std::nullopt;
    const QString p = child(ptr, key);
    PaperRef r;
    r.arxivId = Reader::string(*o, "arxiv_id", p);
    r.title = Reader::string(*o, "title", p);
    r.version = Reader::integer(*o, "version", p);
    r.submittedAt = Reader::string(*o, "submitted_at", p);
    r.lastUpdated = Reader::string(*o, "last_updated", p);
    r.snapshotObservedAt = Reader::string(*o, "snapshot_observed_at", p);
    collectUnknown(*o, p, {"arxiv_id", "title", "version", "submitted_at", "last_updated", "snapshot_observed_at"}, unknown);
    return r;
}

std::optional<CitedWork> readCitedWork(const json &parent, const QString &ptr, QList<UnknownKey> &unknown)
{
    const json *o = Reader::object(parent, "cited_work", ptr);
    if (!o)
        return std::nullopt;
    const QString p = child(ptr, "cited_work");
    CitedWork w;
    w.workId = Reader::string(*o, "work_id", p);
    w.title = Reader::string(*o, "title", p);
    w.doi = Reader::string(*o, "doi", p);
    w.arxivId = Reader::string(*o, "arxiv_id", p);
    w.pithArxivId = Reader::string(*o, "pith_arxiv_id", p);
    w.venue = Reader::string(*o, "venue", p);
    w.metadataSource = Reader::string(*o, "metadata_source", p);
    w.snapshotObservedAt = Reader::string(*o, "snapshot_observed_at", p);
    w.year = Reader::integer(*o, "year", p);
    collectUnknown(*o, p, {"work_id", "title", "doi", "arxiv_id", "pith_arxiv_id", "venue", "metadata_source",
                           "snapshot_observed_at", "year"}, unknown);
    return w;
}

QList<SourceReceipt> readReceipts(const json &parent, const char *key, const QString &ptr, QList<UnknownKey> &unknown)
{
    QList<SourceReceipt> out;
    const json *a = Reader::array(parent, key, ptr);
    if (!a)
        return out;
    const QString p = child(ptr, key);
    for (std::size_t i = 0; i < a->size(); ++i) {
        const QString ip = child(p, i);
        const json &r = Reader::expect((*a)[i], json::value_t::object, ip, "an object");
        out.append({Reader::string(r, "source", ip), Reader::string(r, "observed_at", ip)});
        collectUnknown(r, ip, {"source", "observed_at"}, unknown);
    }
    return out;
}

Observation readObservation(const json &v, Direction dir, int index, const QString &ptr)
{
    Reader::expect(v, json::value_t::object, ptr, "an object (an observation)");
    Observation o;
    o.direction = dir;
    o.position = index;
    o.id = Reader::string(v, "observation_id", ptr, Need::Required);
    o.digest = Reader::string(v, "observation_digest", ptr, Need::Required);

    const json &c = *Reader::object(v, "citation", ptr, Need::Required);
    const QString cp = child(ptr, "citation");
    o.citation.citingPaper = readPaperRef(c, "citing_paper", cp, o.unknownKeys);
    o.citation.citedPaper = readPaperRef(c, "cited_paper", cp, o.unknownKeys);
    o.citation.citedWork = readCitedWork(c, cp, o.unknownKeys);
    o.citation.referenceIndex = Reader::integer(c, "reference_index", cp);
    o.citation.source = Reader::string(c, "source", cp);
    o.citation.sourceObservedAt = Reader::string(c, "source_observed_at", cp);
    collectUnknown(c, cp, {"citing_paper", "cited_paper", "cited_work", "reference_index", "source",
                           "source_observed_at"}, o.unknownKeys);

    if (const json *l = Reader::object(v, "links", ptr)) {
        const QString lp = child(ptr, "links");
        o.citedPaperLink = Reader::string(*l, "cited_paper", lp);
        o.citingPaperLink = Reader::string(*l, "citing_paper", lp);
        collectUnknown(*l, lp, {"cited_paper", "citing_paper"}, o.unknownKeys);
    }

    const json &r = *Reader::object(v, "resolution", ptr, Need::Required);
    const QString rp = child(ptr, "resolution");
    o.resolution.status = Reader::string(r, "status", rp, Need::Required);
    o.resolution.resolverSource = Reader::string(r, "resolver_source", rp);
    o.resolution.observedAt = Reader::string(r, "observed_at", rp);
    collectUnknown(r, rp, {"status", "resolver_source", "observed_at"}, o.unknownKeys);

    const json &n = *Reader::object(v, "standing_notice", ptr, Need::Required);
    const QString np = child(ptr, "standing_notice");
    o.notice.state = Reader::string(n, "state", np, Need::Required);
    if (const json *ev = Reader::array(n, "events", np)) {
        for (const auto &e : *ev)
            o.notice.events.append(QString::fromStdString(e.dump()));
    }
    o.notice.receipts = readReceipts(n, "source_receipts", np, o.unknownKeys);
    o.notice.reason = Reader::string(n, "reason", np);
    o.notice.observation = Reader::string(n, "observation", np);
    collectUnknown(n, np, {"state", "events", "source_receipts", "reason", "observation"}, o.unknownKeys);

    collectUnknown(v, ptr, {"observation_id", "observation_digest", "citation", "links", "resolution",
                            "standing_notice"}, o.unknownKeys);
    o.computedDigest = digestExcluding(v, {"observation_digest"});
    o.setRawJson(QString::fromStdString(v.dump()));
    return o;
}

struct Cancelled
{
};

// Maps observation progress onto the second half of the byte range (the DOM parse is the first).
struct ProgressState
{
    const ParseProgress *callback = nullptr;
    qint64 total = 0;
    std::size_t observations = 0;
    std::size_t seen = 0;
    void report(qint64 done) const
    {
        if (callback && *callback && !(*callback)(done, total))
            throw Cancelled{};
    }
    void observationDone()
    {
        ++seen;
        if (callback && *callback && observations > 0 && (seen % 256 == 0 || seen == observations))
            report(total / 2 + qint64(double(total / 2) * double(seen) / double(observations)));
    }
};

void readRecord(const json &root, Record &rec, ProgressState &progress)
{
    Reader::expect(root, json::value_t::object, QString(), "an object (a Paper Citation Record)");
    const QString top;
    rec.schema = Reader::string(root, "schema", top, Need::Required);
    if (rec.schema != QLatin1String(kRecordSchema))
        throw ShapeError{QStringLiteral("/schema"),
                         QStringLiteral("unsupported schema \"%1\" (expected \"%2\")")
                                 .arg(rec.schema, QLatin1String(kRecordSchema))};
    rec.asOf = Reader::string(root, "as_of", top);
    rec.thesis = Reader::string(root, "thesis", top);
    rec.refusal = Reader::string(root, "refusal", top);
    rec.contextDigest = Reader::string(root, "context_digest", top);

    const json &p = *Reader::object(root, "paper", top, Need::Required);
    const QString pp = QStringLiteral("/paper");
    rec.paper.arxivId = Reader::string(p, "arxiv_id", pp, Need::Required);
    rec.paper.title = Reader::string(p, "title", pp);
    rec.paper.latestVersion = Reader::integer(p, "latest_version", pp);
    rec.paper.primaryCategory = Reader::string(p, "primary_category", pp);
    rec.paper.submittedAt = Reader::string(p, "submitted_at", pp);
    rec.paper.lastUpdated = Reader::string(p, "last_updated", pp);
    rec.paper.snapshotObservedAt = Reader::string(p, "snapshot_observed_at", pp);
    collectUnknown(p, pp, {"arxiv_id", "title", "latest_version", "primary_category", "submitted_at",
                           "last_updated", "snapshot_observed_at"}, rec.unknownKeys);

    if (const json *c = Reader::object(root, "caps", top)) {
        const QString cp = QStringLiteral("/caps");
        rec.caps.outbound = Reader::integer(*c, "outbound", cp);
        rec.caps.inbound = Reader::integer(*c, "inbound", cp);
        rec.caps.databaseStatements = Reader::integer(*c, "database_statements", cp);
        collectUnknown(*c, cp, {"outbound", "inbound", "database_statements"}, rec.unknownKeys);
    }

    if (const json *cov = Reader::array(root, "coverage", top)) {
        for (std::size_t i = 0; i < cov->size(); ++i) {
            const QString lp = child(QStringLiteral("/coverage"), i);
            const json &l = Reader::expect((*cov)[i], json::value_t::object, lp, "an object (a coverage lane)");
            CoverageLane lane;
            lane.lane = Reader::string(l, "lane", lp, Need::Required);
            lane.state = Reader::string(l, "state", lp);
            lane.recordsObserved = Reader::integer(l, "records_observed", lp);
            lane.denominator = Reader::integer(l, "denominator", lp);
            lane.note = Reader::string(l, "note", lp);
            lane.source = Reader::string(l, "source", lp);
            lane.sourceObservedAt = Reader::string(l, "source_observed_at", lp);
            collectUnknown(l, lp, {"lane", "state", "records_observed", "denominator", "note", "source",
                                   "source_observed_at"}, rec.unknownKeys);
            rec.coverage.append(lane);
        }
    }

    if (const json *rr = Reader::object(root, "reference_resolution", top)) {
        const QString rp = QStringLiteral("/reference_resolution");
        rec.referenceResolution.displayed = Reader::integer(*rr, "displayed", rp);
        rec.referenceResolution.totalOutboundReferences = Reader::integer(*rr, "total_outbound_references", rp);
        if (const json *sc = Reader::object(*rr, "state_counts", rp)) {
            const QString sp = child(rp, "state_counts");
            for (const auto &[state, count] : sc->items()) {
                const auto n = Reader::integer(*sc, state.c_str(), sp, Need::Required);
                rec.referenceResolution.stateCounts.append({QString::fromStdString(state), *n});
            }
        }
        collectUnknown(*rr, rp, {"displayed", "total_outbound_references", "state_counts"}, rec.unknownKeys);
    }

    if (const json *ext = Reader::array(root, "external_citation_measurements", top)) {
        for (const auto &m : *ext)
            rec.externalCitationMeasurements.append(QString::fromStdString(m.dump()));
    }
    rec.standingSources = readReceipts(root, "standing_sources", top, rec.unknownKeys);

    if (const json *l = Reader::object(root, "links", top)) {
        for (const auto &[name, path] : l->items()) {
            const QString lp = child(QStringLiteral("/links"), name.c_str());
            Reader::expect(path, json::value_t::string, lp, "a string");
            rec.links.append({QString::fromStdString(name), QString::fromStdString(path.get<std::string>())});
        }
    }

    for (const auto &[key, dir] : {std::pair{"outbound", Direction::Outbound}, std::pair{"inbound", Direction::Inbound}}) {
        const json &arr = *Reader::array(root, key, top, Need::Required);
        auto &list = dir == Direction::Outbound ? rec.outbound : rec.inbound;
        list.reserve(qsizetype(arr.size()));
        for (std::size_t i = 0; i < arr.size(); ++i) {
            list.append(readObservation(arr[i], dir, int(i), child(child(top, key), i)));
            progress.observationDone();
        }
    }

    collectUnknown(root, top, {"schema", "as_of", "thesis", "refusal", "paper", "caps", "coverage",
                               "reference_resolution", "external_citation_measurements", "standing_sources",
                               "outbound", "inbound", "links", "context_digest"}, rec.unknownKeys);
    rec.computedContextDigest = digestExcluding(root, {"as_of", "context_digest"});
}

QString syntaxMessage(const std::string &what)
{
    // nlohmann: "[json.exception.parse_error.101] parse error at line 1, column 2: <detail>"
    const QString w = QString::fromStdString(what);
    const int col = w.indexOf(QLatin1String("column "));
    const int colon = col >= 0 ? w.indexOf(QLatin1String(": "), col) : w.indexOf(QLatin1String("] "));
    return colon >= 0 ? w.mid(colon + 2) : w;
}

} // namespace

ParseResult parseRecord(const QByteArray &bytes, const QString &fileName)
{
    return detail::streamParseRecord(bytes, fileName, ParseOptions());
}

ParseResult parseRecord(const QByteArray &bytes, const QString &fileName, const ParseProgress &progress)
{
    ParseOptions options;
    options.progress = progress;
    return detail::streamParseRecord(bytes, fileName, options);
}

ParseResult parseRecord(const QByteArray &bytes, const QString &fileName, const ParseOptions &options)
{
    return detail::streamParseRecord(bytes, fileName, options);
}

// The DOM reader the streaming parser replaced, kept as the reference it is tested against.
ParseResult detail::domParseRecord(const QByteArray &bytes, const QString &fileName, const ParseProgress &progressCallback)
{
    ParseResult result;
    ProgressState progress;
    progress.callback = &progressCallback;
    progress.total = bytes.size();
    const auto cancelled = [&result, &fileName] {
        result = ParseResult();
        result.error.file = fileName;
        result.error.message = QStringLiteral("cancelled");
        result.cancelled = true;
        return result;
    };
    result.error.file = fileName;
    if (bytes.trimmed().isEmpty()) {
        result.error.line = 1;
        result.error.column = 1;
        result.error.message = bytes.isEmpty() ? QStringLiteral("the file is empty")
                                               : QStringLiteral("the file holds only white space");
        return result;
    }

    // A digest over an object with a repeated key is ambiguous: refuse it and say which key.
    std::vector<std::set<std::string>> keysPerObject;
    std::string duplicateKey;
    const json::parser_callback_t noteDuplicates = [&](int, json::parse_event_t event, json &parsed) {
        switch (event) {
        case json::parse_event_t::object_start: keysPerObject.emplace_back(); break;
        case json::parse_event_t::object_end:
            if (!keysPerObject.empty())
                keysPerObject.pop_back();
            break;
        case json::parse_event_t::key:
            if (!keysPerObject.empty() && !keysPerObject.back().insert(parsed.get<std::string>()).second
                && duplicateKey.empty())
                duplicateKey = parsed.get<std::string>();
            break;
        default: break;
        }
        return true;
    };

    try {
        progress.report(0);
    } catch (const Cancelled &) {
        return cancelled();
    }
    json root;
    try {
        root = json::parse(bytes.cbegin(), bytes.cend(), noteDuplicates, true, false);
    } catch (const json::parse_error &e) {
        const auto [line, column] = detail::lineColumn(bytes, qsizetype(e.byte) - 1);
        result.error.line = line;
        result.error.column = column;
        result.error.message = syntaxMessage(e.what());
        if (bytes.trimmed().startsWith('<'))
            result.error.message += QStringLiteral(" (this looks like an HTML page, not a JSON record)");
        return result;
    } catch (const std::exception &e) {
        result.error.line = 1;
        result.error.column = 1;
        result.error.message = QString::fromUtf8(e.what());
        return result;
    }
    if (!duplicateKey.empty()) {
        result.error.message = QStringLiteral("duplicate key \"%1\": a digest over repeated keys is ambiguous")
                                       .arg(QString::fromStdString(duplicateKey));
        return result;
    }

    auto rec = std::make_shared<Record>();
    try {
        progress.report(progress.total / 2);
        if (root.is_object()) {
            for (const char *key : {"outbound", "inbound"}) {
                const auto it = root.find(key);
                if (it != root.end() && it->is_array())
                    progress.observations += it->size();
            }
        }
        readRecord(root, *rec, progress);
        progress.report(progress.total);
    } catch (const Cancelled &) {
        return cancelled();
    } catch (const ShapeError &e) {
        result.error.pointer = e.pointer;
        result.error.message = e.message;
        return result;
    } catch (const std::exception &e) {
        result.error.message = QString::fromUtf8(e.what());
        return result;
    }
    result.record = std::move(rec);
    return result;
}

ParseResult loadRecordFile(const QString &path)
{
    return loadRecordFile(path, ParseOptions());
}

ParseResult loadRecordFile(const QString &path, const ParseOptions &options)
{
    ParseResult result;
    result.error.file = path;
    const QFileInfo info(path);
    if (!info.exists()) {
        result.error.message = QStringLiteral("no such file");
        return result;
    }
    if (info.isDir()) {
        result.error.message = QStringLiteral("is a directory, not a record file");
        return result;
    }
    if (!info.isFile()) {
        // a FIFO would block, a device may never end
        result.error.message = QStringLiteral("is not a regular file (a device, pipe or socket), not a record file");
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error.message = QStringLiteral("cannot be read: %1").arg(file.errorString());
        return result;
    }
    const bool keepsInput = options.observationDetails && !options.tableFieldsOnly; // Observation::rawJson
    if (!keepsInput && file.size() > (1 << 20)) {
        // In one piece without a copy: the file mapped, its pages let go as parsing passes them.
        if (uchar *map = file.map(0, file.size())) {
            const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(map), qsizetype(file.size()));
            ParseResult mapped = detail::streamParseRecord(bytes, path, options, true);
            file.unmap(map);
            return mapped;
        }
    }
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        result.error.message = QStringLiteral("cannot be read: %1").arg(file.errorString());
        return result;
    }
    return parseRecord(bytes, path, options);
}

} // namespace pith

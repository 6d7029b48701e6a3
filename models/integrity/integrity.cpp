// SPDX-License-Identifier: GPL-3.0-or-later
// The integrity file reader. The bytes are first checked and put in canonical form by the record
// reader's own scanner (strict UTF-8, repeated keys refused, located messages), then read field
// by field; every type fault names its JSON pointer.
#include "models/integrity/integrity.h"

#include "models/io/atomicfile.h"
#include "models/record/canonical.h"

#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using json = nlohmann::json;

namespace pith {

namespace {

QString typeName(const json &v)
{
    if (v.is_null())
        return QCoreApplication::translate("pith::RecordReader", "null");
    if (v.is_boolean())
        return QCoreApplication::translate("pith::RecordReader", "a boolean");
    if (v.is_string())
        return QCoreApplication::translate("pith::RecordReader", "a string");
    if (v.is_number_integer())
        return QCoreApplication::translate("pith::RecordReader", "an integer");
    if (v.is_number())
        return QCoreApplication::translate("pith::RecordReader", "a number with a fraction");
    if (v.is_array())
        return QCoreApplication::translate("pith::RecordReader", "an array");
    return QCoreApplication::translate("pith::RecordReader", "an object");
}

QString pointerKey(const std::string &key)
{
    QString k = QString::fromStdString(key);
    k.replace(QLatin1Char('~'), QStringLiteral("~0"));
    k.replace(QLatin1Char('/'), QStringLiteral("~1"));
    return k;
}

// Reads typed values; the first fault wins and is kept with its pointer.
class Reader {
public:
    QString errorPointer;
    QString errorMessage;
    bool failed() const { return !errorMessage.isEmpty(); }

    bool fail(const QString &pointer, const QString &message)
    {
        if (!failed()) {
            errorPointer = pointer.isEmpty() ? QStringLiteral("/") : pointer;
            errorMessage = message;
        }
        return false;
    }
    bool expect(const json &v, const QString &pointer, const QString &expected)
    {
        //: %1 the expected type ("a string"), %2 the type found
        return fail(pointer,
            QCoreApplication::translate("pith::IntegrityFile", "expected %1, found %2")
                .arg(expected, typeName(v)));
    }
    // A string or null (empty) under key of object o; absent is empty too.
    QString text(const json &o, const char *key, const QString &at)
    {
        const auto it = o.find(key);
        if (it == o.end() || it->is_null())
            return {};
        if (!it->is_string()) {
            expect(*it, at + u'/' + QLatin1String(key),
                QCoreApplication::translate("pith::RecordReader", "a string"));
            return {};
        }
        return QString::fromStdString(it->get<std::string>());
    }
    std::optional<qint64> integer(const json &o, const char *key, const QString &at)
    {
        const auto it = o.find(key);
        if (it == o.end() || it->is_null())
            return std::nullopt;
        if (it->is_number_unsigned() && it->get<quint64>() > quint64(INT64_MAX)) {
            fail(at + u'/' + QLatin1String(key),
                QCoreApplication::translate("pith::IntegrityFile", "integer out of range"));
            return std::nullopt;
        }
        if (!it->is_number_integer()) {
            expect(*it, at + u'/' + QLatin1String(key),
                QCoreApplication::translate("pith::RecordReader", "an integer"));
            return std::nullopt;
        }
        return it->get<qint64>();
    }
    std::optional<bool> boolean(const json &o, const char *key, const QString &at)
    {
        const auto it = o.find(key);
        if (it == o.end() || it->is_null())
            return std::nullopt;
        if (!it->is_boolean()) {
            expect(*it, at + u'/' + QLatin1String(key),
                QCoreApplication::translate("pith::RecordReader", "a boolean"));
            return std::nullopt;
        }
        return it->get<bool>();
    }
    // The object under key, or null when absent or null; a wrong type is a fault.
    const json *object(const json &o, const char *key, const QString &at)
    {
        const auto it = o.find(key);
        if (it == o.end() || it->is_null())
            return nullptr;
        if (!it->is_object()) {
            expect(*it, at + u'/' + QLatin1String(key),
                QCoreApplication::translate("pith::RecordReader", "an object"));
            return nullptr;
        }
        return &*it;
    }
    const json *array(const json &o, const char *key, const QString &at)
    {
        const auto it = o.find(key);
        if (it == o.end() || it->is_null())
            return nullptr;
        if (!it->is_array()) {
            expect(*it, at + u'/' + QLatin1String(key),
                QCoreApplication::translate("pith::RecordReader", "an array"));
            return nullptr;
        }
        return &*it;
    }
    bool isObject(const json &v, const QString &at)
    {
        if (v.is_object())
            return true;
        return expect(v, at, QCoreApplication::translate("pith::RecordReader", "an object"));
    }
};

void keepUnknown(const json &o, const QString &at, std::initializer_list<const char *> known,
    QList<UnknownKey> &out)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        bool isKnown = false;
        for (const char *k : known)
            isKnown = isKnown || it.key() == k;
        if (!isKnown)
            out.append({ at + u'/' + pointerKey(it.key()), QString::fromStdString(it->dump()) });
    }
}

IntegrityCounts readCounts(Reader &r, const json &o, const QString &at)
{
    IntegrityCounts c;
    c.critical = r.integer(o, "critical", at);
    c.advisory = r.integer(o, "advisory", at);
    c.informational = r.integer(o, "informational", at);
    return c;
}

QByteArray canonicalOf(const json &v)
{
    // The record recipe: our canonical writer over the value (nlohmann keeps integers of 64 bits;
    // the scanner before it has refused what is no JSON).
    QByteArray out;
    const std::string dumped = v.dump();
    QString error;
    if (!canonicalJson(QByteArrayView(dumped.data(), qsizetype(dumped.size())), &out, &error))
        return QByteArray::fromStdString(dumped);
    return out;
}

void readFile(Reader &r, const json &root, IntegrityFile &f)
{
    if (!r.isObject(root, QString()))
        return;
    f.schema = r.text(root, "schema", QString());
    f.pithNumber = r.text(root, "pith_number", QString());
    f.arxivId = r.text(root, "arxiv_id", QString());
    keepUnknown(root, QString(), { "schema", "pith_number", "arxiv_id", "integrity", "events" },
        f.unknownKeys);
    const QString ip = QStringLiteral("/integrity");
    if (const json *in = r.object(root, "integrity", QString())) {
        f.available = r.boolean(*in, "available", ip);
        f.endpoint = r.text(*in, "endpoint", ip);
        f.clean = r.boolean(*in, "clean", ip);
        f.snapshotSha256 = r.text(*in, "snapshot_sha256", ip);
        keepUnknown(*in, ip,
            { "available", "endpoint", "summary", "clean", "detectors_run", "findings",
                "snapshot_sha256" },
            f.unknownKeys);
        const QString sp = ip + QStringLiteral("/summary");
        if (const json *s = r.object(*in, "summary", ip)) {
            f.summary = readCounts(r, *s, sp);
            const QString bp = sp + QStringLiteral("/by_detector");
            if (const json *by = r.object(*s, "by_detector", sp)) {
                for (auto it = by->begin(); it != by->end(); ++it) {
                    const QString at = bp + u'/' + pointerKey(it.key());
                    if (r.isObject(*it, at))
                        f.byDetector.append(
                            { QString::fromStdString(it.key()), readCounts(r, *it, at) });
                }
            }
        }
        const QString dp = ip + QStringLiteral("/detectors_run");
        if (const json *runs = r.array(*in, "detectors_run", ip)) {
            for (std::size_t i = 0; i < runs->size(); ++i) {
                const QString at = dp + u'/' + QString::number(i);
                const json &d = (*runs)[i];
                if (!r.isObject(d, at))
                    break;
                IntegrityDetectorRun run;
                run.name = r.text(d, "name", at);
                run.version = r.text(d, "version", at);
                run.status = r.text(d, "status", at);
                run.ranAt = r.text(d, "ran_at", at);
                run.findingsCount = r.integer(d, "findings_count", at);
                f.detectorsRun.append(run);
            }
        }
        const QString fp = ip + QStringLiteral("/findings");
        if (const json *findings = r.array(*in, "findings", ip)) {
            for (std::size_t i = 0; i < findings->size(); ++i) {
                const QString at = fp + u'/' + QString::number(i);
                const json &j = (*findings)[i];
                if (!r.isObject(j, at))
                    break;
                IntegrityFinding x;
                x.pointer = at;
                x.detector = r.text(j, "detector", at);
                x.findingType = r.text(j, "finding_type", at);
                x.severity = r.text(j, "severity", at);
                x.verdictClass = r.text(j, "verdict_class", at);
                x.note = r.text(j, "note", at);
                x.snippet = r.text(j, "snippet", at);
                x.detectedDoi = r.text(j, "detected_doi", at);
                x.detectedArxivId = r.text(j, "detected_arxiv_id", at);
                x.refIndex = r.integer(j, "ref_index", at);
                x.auditedAt = r.text(j, "audited_at", at);
                keepUnknown(j, at,
                    { "detector", "finding_type", "severity", "verdict_class", "note", "snippet",
                        "detected_doi", "detected_arxiv_id", "ref_index", "audited_at" },
                    x.otherKeys);
                f.findings.append(x);
            }
        }
    }
    if (const json *events = r.array(root, "events", QString())) {
        for (std::size_t i = 0; i < events->size(); ++i) {
            const QString at = QStringLiteral("/events/") + QString::number(i);
            const json &e = (*events)[i];
            if (!r.isObject(e, at))
                break;
            IntegrityEvent ev;
            ev.pointer = at;
            ev.eventId = r.integer(e, "event_id", at);
            ev.eventType = r.text(e, "event_type", at);
            ev.payloadSha256 = r.text(e, "payload_sha256", at);
            ev.signatureB64 = r.text(e, "signature_b64", at);
            ev.signingKeyId = r.text(e, "signing_key_id", at);
            ev.createdAt = r.text(e, "created_at", at);
            const auto p = e.find("payload");
            if (p != e.end() && !p->is_null()) {
                ev.hasPayload = true;
                ev.payloadCanonical = canonicalOf(*p);
                if (p->is_object()) {
                    // What the payload is about is read tolerantly: its shape is not published.
                    const auto str = [&](const char *k) {
                        const auto it = p->find(k);
                        return it != p->end() && it->is_string()
                            ? QString::fromStdString(it->get<std::string>())
                            : QString();
                    };
                    ev.payloadDetector = str("detector");
                    ev.payloadFindingType = str("finding_type");
                    ev.payloadSnippet = str("snippet");
                    ev.payloadNote = str("note");
                    const auto ri = p->find("ref_index");
                    if (ri != p->end() && ri->is_number_integer())
                        ev.payloadRefIndex = ri->get<qint64>();
                }
            }
            f.events.append(ev);
        }
    }
    if (r.failed())
        return;
    // Detector versions and snippets of signed events, on the findings they belong to.
    for (IntegrityFinding &x : f.findings) {
        if (const IntegrityDetectorRun *run = f.detectorRun(x.detector))
            x.detectorVersion = run->version;
        if (!x.snippet.isEmpty())
            continue;
        for (const IntegrityEvent &ev : std::as_const(f.events)) {
            if (!ev.payloadSnippet.isEmpty() && ev.payloadDetector == x.detector
                && ev.payloadRefIndex && ev.payloadRefIndex == x.refIndex
                && (ev.payloadFindingType.isEmpty() || ev.payloadFindingType == x.findingType)) {
                x.snippet = ev.payloadSnippet;
                break;
            }
        }
    }
}

IntegrityParseResult failure(const QString &name, const QString &message)
{
    IntegrityParseResult r;
    r.error.file = name;
    r.error.message = message;
    return r;
}

} // namespace

bool IntegrityEvent::payloadDigestMatchesRecipe() const
{
    if (!hasPayload)
        return false;
    QString stated = payloadSha256.trimmed().toLower();
    if (stated.startsWith(QLatin1String("sha256:")))
        stated = stated.mid(7);
    return stated == computedPayloadSha256();
}

QString IntegrityEvent::computedPayloadSha256() const
{
    if (!hasPayload)
        return {};
    return sha256Digest(payloadCanonical).mid(7); // without "sha256:"
}

qint64 IntegrityFile::liveCount(const QString &severity) const
{
    qint64 n = 0;
    for (const IntegrityFinding &f : findings)
        n += !f.rescinded() && f.severity == severity;
    return n;
}

qint64 IntegrityFile::rescindedCount() const
{
    qint64 n = 0;
    for (const IntegrityFinding &f : findings)
        n += f.rescinded();
    return n;
}

const IntegrityDetectorRun *IntegrityFile::detectorRun(const QString &name) const
{
    for (const IntegrityDetectorRun &d : detectorsRun) {
        if (d.name == name)
            return &d;
    }
    return nullptr;
}

IntegrityParseResult parseIntegrity(const QByteArray &bytes, const QString &name)
{
    if (bytes.size() > kMaxIntegrityFileBytes)
        return failure(name,
            QCoreApplication::translate("pith::IntegrityFile",
                "is %1 bytes, more than the %2 bytes an integrity file may have: not read")
                .arg(bytes.size())
                .arg(kMaxIntegrityFileBytes));
    if (bytes.trimmed().isEmpty())
        return failure(name,
            QCoreApplication::translate("pith::IntegrityFile", "is empty, not an integrity file"));
    QByteArray canonical;
    JsonFault fault;
    if (!canonicalJson(
            bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes, &canonical, &fault)) {
        IntegrityParseResult r = failure(name, fault.message);
        r.error.line = fault.line;
        r.error.column = fault.column;
        r.error.pointer = fault.pointer;
        return r;
    }
    const json root = json::parse(
        canonical.constData(), canonical.constData() + canonical.size(), nullptr, false);
    if (root.is_discarded()) // cannot happen after the scanner; said rather than assumed
        return failure(name, QCoreApplication::translate("pith::IntegrityFile", "is not JSON"));
    auto file = std::make_shared<IntegrityFile>();
    file->source = name;
    Reader reader;
    readFile(reader, root, *file);
    if (reader.failed()) {
        IntegrityParseResult r = failure(name, reader.errorMessage);
        r.error.pointer = reader.errorPointer;
        return r;
    }
    IntegrityParseResult r;
    r.file = std::move(file);
    return r;
}

IntegrityParseResult loadIntegrityFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        if (const QString link = io::brokenLinkReason(path); !link.isEmpty())
            return failure(path, link);
        return failure(path, QCoreApplication::translate("pith::RecordFile", "no such file"));
    }
    if (info.isDir())
        return failure(path,
            QCoreApplication::translate(
                "pith::IntegrityFile", "is a directory, not an integrity file"));
    if (!info.isFile())
        return failure(path,
            QCoreApplication::translate("pith::IntegrityFile",
                "is not a regular file (a device, pipe or socket), not an integrity file"));
    QByteArray bytes;
#ifdef Q_OS_UNIX
    // As the record reader: a path that became a FIFO is never waited on, a file that reports no
    // size but has content is the system's, and nothing over the cap is read.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    const QString cannot = QCoreApplication::translate("pith::RecordFile", "cannot be read: %1");
    if (fd < 0)
        return failure(path, cannot.arg(QString::fromLocal8Bit(std::strerror(errno))));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer { fd };
    struct stat st = {};
    if (fstat(fd, &st) != 0)
        return failure(path, cannot.arg(QString::fromLocal8Bit(std::strerror(errno))));
    if (!S_ISREG(st.st_mode))
        return failure(path,
            QCoreApplication::translate("pith::IntegrityFile",
                "is not a regular file (a device, pipe or socket), not an integrity file"));
    if (st.st_size > kMaxIntegrityFileBytes)
        return failure(path,
            QCoreApplication::translate("pith::IntegrityFile",
                "is %1 bytes, more than the %2 bytes an integrity file may have: not read")
                .arg(qint64(st.st_size))
                .arg(kMaxIntegrityFileBytes));
    // Read up to one byte past the cap: a file that grows (or reports no size) is still bounded.
    bytes.resize(qsizetype(kMaxIntegrityFileBytes + 1));
    qint64 done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::read(fd, bytes.data() + done, std::size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return failure(path, cannot.arg(QString::fromLocal8Bit(std::strerror(errno))));
        if (n == 0)
            break;
        done += n;
    }
    bytes.truncate(qsizetype(done));
    if (st.st_size == 0 && done > 0)
        return failure(path,
            QCoreApplication::translate("pith::IntegrityFile",
                "reports a size of 0 but has content: a file the system generates (as in /proc), "
                "not an integrity file"));
#else
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return failure(path,
            QCoreApplication::translate("pith::RecordFile", "cannot be read: %1")
                .arg(file.errorString()));
    bytes = file.read(kMaxIntegrityFileBytes + 1);
#endif
    return parseIntegrity(bytes, path);
}

QString IntegrityText::severity(const QString &s)
{
    if (s == QLatin1String("critical"))
        return tr("critical");
    if (s == QLatin1String("advisory"))
        return tr("advisory");
    if (s == QLatin1String("informational"))
        return tr("informational");
    if (s.isEmpty())
        return tr("no severity");
    return QString(s).replace(QLatin1Char('_'), QLatin1Char(' '));
}

QString IntegrityText::verdictClass(const QString &v)
{
    if (v == QLatin1String("incontrovertible"))
        return tr("incontrovertible");
    if (v == QLatin1String("cross_source"))
        return tr("cross-source");
    if (v == QLatin1String("threshold_with_margin"))
        return tr("threshold with margin");
    if (v == QLatin1String("rescinded"))
        return tr("rescinded");
    return QString(v).replace(QLatin1Char('_'), QLatin1Char(' '));
}

QString IntegrityText::findingType(const QString &t)
{
    if (t == QLatin1String("unresolvable_identifier"))
        return tr("unresolvable identifier");
    if (t == QLatin1String("recoverable_identifier"))
        return tr("recoverable identifier");
    if (t == QLatin1String("broken_identifier"))
        return tr("broken identifier");
    if (t == QLatin1String("identifier_title_mismatch"))
        return tr("identifier and title disagree");
    if (t == QLatin1String("dead_url"))
        return tr("dead link");
    if (t == QLatin1String("dead_code_link"))
        return tr("dead code link");
    if (t == QLatin1String("ai_language_model_disclaimer"))
        return tr("AI language model disclaimer");
    if (t.isEmpty())
        return tr("finding of unstated type");
    return QString(t).replace(QLatin1Char('_'), QLatin1Char(' '));
}

QString IntegrityText::severityAndClass(const IntegrityFinding &f)
{
    if (f.rescinded())
        //: a withdrawn integrity finding; %1 the severity it had
        return tr("rescinded, was %1").arg(severity(f.severity));
    if (f.verdictClass.isEmpty())
        return severity(f.severity);
    return severity(f.severity) + QStringLiteral(", ") + verdictClass(f.verdictClass);
}

int severityRank(const QString &severity)
{
    if (severity == QLatin1String("critical"))
        return 0;
    if (severity == QLatin1String("advisory"))
        return 1;
    if (severity == QLatin1String("informational"))
        return 2;
    return 3;
}

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
// Pith integrity files (`<base>/pith/<arXiv id>/integrity.json`, schema pith-integrity/v1): the
// findings of Pith's integrity detectors about one paper, read as published. Every enumeration
// (severity, verdict class, finding type, detector status) is open: an unknown value is kept as
// spelled, never rejected. Wrong types are refused with a JSON pointer, as the record reader does.
#pragma once

#include "models/record/parser.h"
#include "models/record/record.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace pith {

inline constexpr auto kIntegritySchema = "https://pith.science/schemas/pith-integrity/v1.json";

// The largest integrity file read (a local file or a download): findings of one paper are a few
// kilobytes; anything near this is no integrity file.
inline constexpr qint64 kMaxIntegrityFileBytes = qint64(16) << 20;

struct IntegrityFinding {
    QString pointer; // where it is in the file: /integrity/findings/3
    QString detector;
    QString findingType;
    QString severity; // critical, advisory, informational, or as spelled
    QString verdictClass; // incontrovertible, cross_source, threshold_with_margin, rescinded, ...
    QString note;
    QString snippet; // the finding's own, else the payload of a signed event about it
    QString detectedDoi; // empty when null
    QString detectedArxivId;
    std::optional<qint64> refIndex;
    QString auditedAt;
    QString detectorVersion; // from detectors_run, by detector name
    QList<UnknownKey> otherKeys; // keys not listed above, compact JSON each

    // A withdrawn finding: shown struck through, never counted or written as a live severity.
    bool rescinded() const { return verdictClass == QLatin1String("rescinded"); }
};

struct IntegrityDetectorRun {
    QString name;
    QString version;
    QString status;
    QString ranAt;
    std::optional<qint64> findingsCount;
};

struct IntegrityCounts {
    std::optional<qint64> critical;
    std::optional<qint64> advisory;
    std::optional<qint64> informational;
};

struct IntegrityEvent {
    QString pointer; // /events/0
    std::optional<qint64> eventId;
    QString eventType;
    QString payloadSha256; // as stated
    QString signatureB64;
    QString signingKeyId;
    QString createdAt;
    bool hasPayload = false;
    QByteArray payloadCanonical; // the payload in the record recipe (canonical JSON, UTF-8)
    QString payloadDetector; // what the payload says it is about, where it says
    QString payloadFindingType;
    std::optional<qint64> payloadRefIndex;
    QString payloadSnippet;
    QString payloadNote;

    // Whether the stated payload_sha256 equals SHA-256 of payloadCanonical (hex, an optional
    // "sha256:" prefix and case ignored). Pith has not published this recipe: a difference says
    // only that it was computed differently.
    bool payloadDigestMatchesRecipe() const;
    QString computedPayloadSha256() const; // 64 lowercase hex
};

struct IntegrityFile {
    QString source; // file path or URL, for messages
    QString schema;
    QString pithNumber;
    QString arxivId;
    std::optional<bool> available;
    QString endpoint;
    IntegrityCounts summary;
    QList<QPair<QString, IntegrityCounts>> byDetector; // in the file's order
    std::optional<bool> clean;
    QList<IntegrityDetectorRun> detectorsRun;
    QList<IntegrityFinding> findings;
    QString snapshotSha256;
    QList<IntegrityEvent> events;
    QList<UnknownKey> unknownKeys;

    // Counted from the findings (rescinded ones apart), whatever the summary states.
    qint64 liveCount(const QString &severity) const;
    qint64 rescindedCount() const;
    // The detector of that name, or null.
    const IntegrityDetectorRun *detectorRun(const QString &name) const;
};

using IntegrityFilePtr = std::shared_ptr<const IntegrityFile>;

struct IntegrityParseResult {
    IntegrityFilePtr file; // null on error
    ParseError error; // "file:line:column: ..." or "file: /integrity/findings/0/ref_index: ..."
    bool ok() const { return file != nullptr; }
};

// Reads an integrity file from bytes; `name` is used in messages. Never throws.
IntegrityParseResult parseIntegrity(const QByteArray &bytes, const QString &name);
// Opens a local integrity file with the record reader's checks (no directories, FIFOs or
// devices, no file the system generates) and a size cap of kMaxIntegrityFileBytes.
IntegrityParseResult loadIntegrityFile(const QString &path);

// Wording, translated. Severity, verdict class and finding type: the known ones in words
// ("critical", "cross-source", "unresolvable identifier"), others as spelled with underscores as
// spaces.
struct IntegrityText {
    Q_DECLARE_TR_FUNCTIONS(pith::IntegrityText)
public:
    static QString severity(const QString &severity);
    static QString verdictClass(const QString &verdictClass);
    static QString findingType(const QString &type);
    // "critical, cross-source" or "rescinded (was critical)"
    static QString severityAndClass(const IntegrityFinding &f);
};

// How grave a severity is, for ordering: critical 0, advisory 1, informational 2, others 3.
int severityRank(const QString &severity);

} // namespace pith

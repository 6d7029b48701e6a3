// SPDX-License-Identifier: GPL-3.0-or-later
// Integrity files made by the tests, shaped like the published example.
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

namespace pith::test {

inline QJsonObject integrityFinding(const QString &severity, const QString &type,
    const QJsonValue &doi, const QJsonValue &arxiv, const QJsonValue &refIndex,
    const QString &verdictClass = QStringLiteral("cross_source"))
{
    return QJsonObject {
        { QStringLiteral("detector"), QStringLiteral("doi_compliance") },
        { QStringLiteral("finding_type"), type },
        { QStringLiteral("severity"), severity },
        { QStringLiteral("verdict_class"), verdictClass },
        { QStringLiteral("note"),
            QStringLiteral("Identifier is syntactically valid but does not resolve") },
        { QStringLiteral("detected_doi"), doi },
        { QStringLiteral("detected_arxiv_id"), arxiv },
        { QStringLiteral("ref_index"), refIndex },
        { QStringLiteral("audited_at"), QStringLiteral("2026-05-20T04:02:06.919055Z") },
    };
}

inline QJsonObject integrityDocument(const QJsonArray &findings, const QJsonArray &events = {},
    const QString &arxivId = QStringLiteral("2509.00217"))
{
    QJsonObject summary {
        { QStringLiteral("critical"), 1 },
        { QStringLiteral("advisory"), 0 },
        { QStringLiteral("informational"), 0 },
        { QStringLiteral("by_detector"),
            QJsonObject { { QStringLiteral("doi_compliance"),
                QJsonObject { { QStringLiteral("total"), 1 }, { QStringLiteral("critical"), 1 },
                    { QStringLiteral("advisory"), 0 },
                    { QStringLiteral("informational"), 0 } } } } },
    };
    QJsonObject integrity {
        { QStringLiteral("available"), true },
        { QStringLiteral("endpoint"), QStringLiteral("/pith/%1/integrity.json").arg(arxivId) },
        { QStringLiteral("summary"), summary },
        { QStringLiteral("clean"), findings.isEmpty() },
        { QStringLiteral("detectors_run"),
            QJsonArray { QJsonObject { { QStringLiteral("name"), QStringLiteral("doi_compliance") },
                { QStringLiteral("version"), QStringLiteral("1.0.0") },
                { QStringLiteral("status"), QStringLiteral("completed") },
                { QStringLiteral("ran_at"), QStringLiteral("2026-05-20T04:02:06.919055Z") },
                { QStringLiteral("findings_count"), findings.size() } } } },
        { QStringLiteral("findings"), findings },
        { QStringLiteral("snapshot_sha256"), QStringLiteral("b3d0cd64") },
    };
    return QJsonObject {
        { QStringLiteral("schema"),
            QStringLiteral("https://pith.science/schemas/pith-integrity/v1.json") },
        { QStringLiteral("pith_number"), arxivId },
        { QStringLiteral("arxiv_id"), arxivId },
        { QStringLiteral("integrity"), integrity },
        { QStringLiteral("events"), events },
    };
}

inline QByteArray integrityBytes(const QJsonObject &doc)
{
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

} // namespace pith::test

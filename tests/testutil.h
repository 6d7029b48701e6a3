// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for tests that change the real fixture in one place.
#pragma once

#include "models/record/canonical.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>

#include <functional>

namespace pith::test {

inline QString fixturePath()
{
    return QStringLiteral(PITH_TEST_DATA "/2509.00217.citation-record.json");
}

// The environment of the real program a test starts: offscreen, its settings, cache and data
// (history, reviews) in folders under home, so that no run reads what another run wrote.
inline QProcessEnvironment programEnvironment(const QString &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    return env;
}

inline QByteArray fixtureBytes()
{
    QFile f(fixturePath());
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open the fixture");
    return f.readAll();
}

// The fixture as JSON text after edit() changed its object tree. Digests are over the canonical
// form, so re-serialising alone leaves every digest valid.
inline QByteArray mutatedFixture(const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject root = QJsonDocument::fromJson(fixtureBytes()).object();
    edit(root);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

// root["outbound"][index] edited in place.
inline void editOutbound(
    QJsonObject &root, int index, const std::function<void(QJsonObject &)> &edit)
{
    QJsonArray out = root[QStringLiteral("outbound")].toArray();
    QJsonObject o = out[index].toObject();
    edit(o);
    out[index] = o;
    root[QStringLiteral("outbound")] = out;
}

inline QJsonObject withChild(
    QJsonObject parent, const QString &key, const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject c = parent[key].toObject();
    edit(c);
    parent[key] = c;
    return parent;
}

// The digest Pith would write over value without the given keys (tests that change a record's
// content on purpose and want its digests to hold again). Links pith_record.
inline QString digestWithout(QJsonObject value, std::initializer_list<const char *> dropped)
{
    for (const char *key : dropped)
        value.remove(QLatin1String(key));
    QByteArray canonical;
    QString error;
    if (!canonicalJson(QJsonDocument(value).toJson(QJsonDocument::Compact), &canonical, &error))
        qFatal("canonical form: %s", qPrintable(error));
    return sha256Digest(canonical);
}

// The record's context digest recomputed after an edit: only the audit can then object.
inline void refreshContextDigest(QJsonObject &root)
{
    root[QStringLiteral("context_digest")] = digestWithout(root, { "as_of", "context_digest" });
}

// An observation's digest recomputed after an edit.
inline void refreshObservationDigest(QJsonObject &observation)
{
    observation[QStringLiteral("observation_digest")]
        = digestWithout(observation, { "observation_digest" });
}

// The fixture edited, with every digest recomputed: a record whose digests all verify.
inline QByteArray consistentFixture(const std::function<void(QJsonObject &)> &edit)
{
    return mutatedFixture([&](QJsonObject &root) {
        edit(root);
        for (const char *direction : { "outbound", "inbound" }) {
            QJsonArray list = root[QLatin1String(direction)].toArray();
            for (qsizetype i = 0; i < list.size(); ++i) {
                QJsonObject o = list[i].toObject();
                refreshObservationDigest(o);
                list[i] = o;
            }
            root[QLatin1String(direction)] = list;
        }
        refreshContextDigest(root);
    });
}

// As consistentFixture, with reference_resolution's state_counts counted again from the outbound
// statuses after the edit: a copy as Pith would publish it, whose verdict is the fixture's (an
// edited status without its count is an audit error, and such a copy fails verification).
inline QByteArray publishedFixture(const std::function<void(QJsonObject &)> &edit)
{
    return consistentFixture([&](QJsonObject &root) {
        edit(root);
        QJsonObject resolution = root[QLatin1String("reference_resolution")].toObject();
        QJsonObject counts = resolution[QLatin1String("state_counts")].toObject();
        for (const QString &key : counts.keys())
            counts[key] = 0;
        for (const QJsonValue &v : root[QLatin1String("outbound")].toArray()) {
            const QString status = v.toObject()[QLatin1String("resolution")]
                                       .toObject()[QLatin1String("status")]
                                       .toString();
            counts[status] = counts[status].toInt() + 1;
        }
        resolution[QLatin1String("state_counts")] = counts;
        root[QLatin1String("reference_resolution")] = resolution;
    });
}

// Writes bytes to path (created or truncated); false when it could not. The one home for the
// test's files (several tests still have a writeFile of their own).
inline bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// The fixture, consistent, saying "32 of 30 outbound references displayed": every digest
// verifies and the audit fails (3 errors, 2 warnings: displayed-count-mismatch,
// displayed-exceeds-total, ...).
inline QByteArray countMismatchFixture()
{
    return consistentFixture([](QJsonObject &root) {
        QJsonObject rr = root[QStringLiteral("reference_resolution")].toObject();
        rr[QStringLiteral("displayed")] = 32;
        rr[QStringLiteral("total_outbound_references")] = 30;
        root[QStringLiteral("reference_resolution")] = rr;
    });
}

// A standing-notice event on outbound observation index (the digests are left to the caller).
inline void addNoticeEvent(QJsonObject &root, int index, const QJsonValue &event)
{
    editOutbound(root, index, [&](QJsonObject &o) {
        QJsonObject notice = o[QStringLiteral("standing_notice")].toObject();
        QJsonArray events = notice[QStringLiteral("events")].toArray();
        events.append(event);
        notice[QStringLiteral("events")] = events;
        o[QStringLiteral("standing_notice")] = notice;
    });
}

// The fixture, consistent, with notice events of several shapes: a typed retraction with source,
// date and URL (outbound 0); a correction under "update_type" and an untyped event (outbound 1);
// an event with no type-like key at all (outbound 4).
inline QByteArray fixtureWithNoticeEvents()
{
    return consistentFixture([](QJsonObject &root) {
        addNoticeEvent(root, 0,
            QJsonObject { { QStringLiteral("type"), QStringLiteral("retraction") },
                { QStringLiteral("source"), QStringLiteral("retraction_watch") },
                { QStringLiteral("date"), QStringLiteral("2026-05-01") },
                { QStringLiteral("url"), QStringLiteral("https://example.org/r/1") } });
        addNoticeEvent(root, 1,
            QJsonObject { { QStringLiteral("update_type"), QStringLiteral("correction") },
                { QStringLiteral("source"), QStringLiteral("crossref") } });
        addNoticeEvent(
            root, 1, QJsonObject { { QStringLiteral("source"), QStringLiteral("crossref") } });
        addNoticeEvent(
            root, 4, QJsonObject { { QStringLiteral("note"), QStringLiteral("no type") } });
    });
}

} // namespace pith::test

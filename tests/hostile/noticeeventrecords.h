// SPDX-License-Identifier: GPL-3.0-or-later
// Records with big standing-notice events on outbound observation 0 (issue 26: one event of
// several MB, or 1,000 events of 10 KB, froze the window while every paint read the events
// again), made from the real fixture with every digest recomputed. QtCore only.
#pragma once

#include "tests/testutil.h"

namespace pith::test {

// Nested values of about `bytes` bytes, so that reading an event walks many nodes.
inline QJsonArray noticePadding(qsizetype bytes, const QString &tag)
{
    QJsonArray items;
    const QString filler(40, QLatin1Char('x'));
    for (qsizetype i = 0; i < std::max<qsizetype>(1, bytes / 70); ++i)
        items.append(QJsonObject { { QStringLiteral("k"), tag }, { QStringLiteral("n"), double(i) },
            { QStringLiteral("v"), filler } });
    return items;
}

// One correction event of about `megabytes` MB (type under "update_type", its nested values
// first in key order), on outbound 0.
inline QByteArray recordWithOneHugeEvent(double megabytes = 4)
{
    return consistentFixture([megabytes](QJsonObject &root) {
        addNoticeEvent(root, 0,
            QJsonObject {
                { QStringLiteral("a_detail"),
                    noticePadding(qsizetype(megabytes * 1024 * 1024), QStringLiteral("big")) },
                { QStringLiteral("source"), QStringLiteral("crossref") },
                { QStringLiteral("update_type"), QStringLiteral("Correction") } });
    });
}

// `count` events of about `kilobytes` KB each on outbound 0: the first half untyped, the second
// half retractions (so the gravest type is not the first one met).
inline QByteArray recordWithManyEvents(int count = 1000, double kilobytes = 10)
{
    return consistentFixture([=](QJsonObject &root) {
        QJsonObject o = root[QStringLiteral("outbound")].toArray().at(0).toObject();
        QJsonObject notice = o[QStringLiteral("standing_notice")].toObject();
        QJsonArray events;
        for (int i = 0; i < count; ++i) {
            QJsonObject e { { QStringLiteral("detail"),
                noticePadding(qsizetype(kilobytes * 1024), QString::number(i)) } };
            if (i >= count / 2)
                e.insert(QStringLiteral("type"), QStringLiteral("retraction"));
            events.append(e);
        }
        notice[QStringLiteral("events")] = events;
        editOutbound(
            root, 0, [&](QJsonObject &obs) { obs[QStringLiteral("standing_notice")] = notice; });
    });
}

} // namespace pith::test

// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for tests that change the real fixture in one place.
#pragma once

#include <QFile>
#include <QJsonDocument>
#include <QJsonArray>
#include <QJsonObject>

#include <functional>

namespace pith::test {

inline QString fixturePath()
{
    return QStringLiteral(PITH_TEST_DATA "/2509.00217.citation-record.json");
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
inline void editOutbound(QJsonObject &root, int index, const std::function<void(QJsonObject &)> &edit)
{
    QJsonArray out = root[QStringLiteral("outbound")].toArray();
    QJsonObject o = out[index].toObject();
    edit(o);
    out[index] = o;
    root[QStringLiteral("outbound")] = out;
}

inline QJsonObject withChild(QJsonObject parent, const QString &key, const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject c = parent[key].toObject();
    edit(c);
    parent[key] = c;
    return parent;
}

} // namespace pith::test

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/record/openarray.h"

#include "models/record/canonical.h"
#include "models/record/canonical_p.h"

#include <algorithm>

namespace pith {

OpenArray::OpenArray(const QStringList &elements)
    : m_count(elements.size())
{
    if (elements.isEmpty())
        return;
    QByteArray json("[");
    for (qsizetype i = 0; i < elements.size(); ++i) {
        QByteArray canonical;
        QString error;
        if (!pith::canonicalJson(elements.at(i).toUtf8(), &canonical, &error))
            canonical = "null";
        if (i)
            json += ',';
        json += canonical;
    }
    json += ']';
    m_json = std::move(json);
}

OpenArray OpenArray::fromValidated(QByteArray json, qsizetype count)
{
    OpenArray a;
    if (count > 0) {
        a.m_json = std::move(json);
        a.m_count = count;
    }
    return a;
}

QStringList OpenArray::elements(qsizetype limit) const
{
    using namespace detail;
    const qsizetype n = limit < 0 ? m_count : std::min(limit, m_count);
    QStringList out;
    if (n == 0)
        return out;
    out.reserve(n);
    // one element at a time, its own containers as spans: memory is one element's, not the
    // array's
    Scanner s(m_json);
    Tape tape;
    const Path none;
    s.skipWs();
    ++s.pos; // '['
    for (qsizetype i = 0; i < n; ++i) {
        s.skipWs();
        tape.clear();
        if (!s.parseValue(tape, &none, 0, &kSpanValue))
            break; // validated when read: never
        StringSink sink;
        Writer(s.data(), tape).write(0, sink);
        out.append(QString::fromUtf8(sink.out.data(), qsizetype(sink.out.size())));
        s.skipWs();
        ++s.pos; // ',' or ']'
    }
    return out;
}

QByteArray OpenArray::canonicalJson() const
{
    if (m_count == 0)
        return QByteArrayLiteral("[]");
    QByteArray out;
    QString error;
    if (!pith::canonicalJson(m_json, &out, &error))
        return QByteArrayLiteral("[]"); // validated when read: never
    return out;
}

bool OpenArray::operator==(const OpenArray &other) const
{
    return m_count == other.m_count
        && (m_json == other.m_json || canonicalJson() == other.canonicalJson());
}

} // namespace pith

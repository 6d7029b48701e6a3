// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/net/identifier.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace pith::net {

namespace {

QString expected()
{
    return QCoreApplication::translate("pith::net::Identifier",
        "expected an arXiv id such as 2509.00217, 2509.00217v2, arXiv:2509.00217 or "
        "hep-th/9901001, "
        "an arxiv.org/abs/ URL, or a pith.science/paper/ URL");
}

// New style (April 2007 on): YYMM.NNNN until 1412, YYMM.NNNNN from 1501.
const QRegularExpression &newStyle()
{
    static const QRegularExpression re(
        u"^(\\d\\d)(\\d\\d)\\.(\\d{4,5})(?:[vV]([1-9]\\d{0,3}))?$"_s);
    return re;
}

// Old style (until March 2007): archive[.SC]/YYMMNNN, e.g. hep-th/9901001, math.GT/0309136.
const QRegularExpression &oldStyle()
{
    static const QRegularExpression re(
        u"^([A-Za-z]+(?:-[A-Za-z]+)?)(?:\\.([A-Za-z]{2}))?/(\\d\\d)(\\d\\d)(\\d{3})(?:[vV]([1-9]\\d{0,3}))?$"_s);
    return re;
}

// Parses a bare id with optional version; on failure returns an error (empty id).
NormalizedId parseBare(const QString &s)
{
    NormalizedId out;
    if (const auto m = newStyle().match(s); m.hasMatch()) {
        const int yy = m.captured(1).toInt();
        const int mm = m.captured(2).toInt();
        const int yymm = yy * 100 + mm;
        const int digits = int(m.capturedLength(3));
        if (mm < 1 || mm > 12)
            out.error = QCoreApplication::translate(
                "pith::net::Identifier", "“%1” is not an arXiv id: month %2 does not exist; %3")
                            .arg(s, m.captured(2), expected());
        else if (yymm < 704)
            out.error = QCoreApplication::translate("pith::net::Identifier",
                "“%1” is not an arXiv id: new-style ids start in April 2007 (0704); %2")
                            .arg(s, expected());
        else if ((yymm <= 1412 && digits != 4) || (yymm >= 1501 && digits != 5))
            out.error = QCoreApplication::translate("pith::net::Identifier",
                "“%1” is not an arXiv id: ids from %2 have %3 digits after the dot; %4")
                            .arg(s, m.captured(1) + m.captured(2))
                            .arg(yymm <= 1412 ? 4 : 5)
                            .arg(expected());
        else {
            out.arxivId = m.captured(1) + m.captured(2) + u'.' + m.captured(3);
            out.version = m.captured(4).toInt();
        }
        return out;
    }
    if (const auto m = oldStyle().match(s); m.hasMatch()) {
        const int yy = m.captured(3).toInt();
        const int mm = m.captured(4).toInt();
        const bool inRange = (yy >= 91 || yy <= 7) && !(yy == 91 && mm < 8) && !(yy == 7 && mm > 3);
        if (mm < 1 || mm > 12 || !inRange)
            out.error = QCoreApplication::translate("pith::net::Identifier",
                "“%1” is not an arXiv id: old-style ids run from 9108 to 0703; %2")
                            .arg(s, expected());
        else {
            out.arxivId = m.captured(1).toLower();
            if (m.hasCaptured(2))
                out.arxivId += u'.' + m.captured(2).toUpper();
            out.arxivId += u'/' + m.captured(3) + m.captured(4) + m.captured(5);
            out.version = m.captured(6).toInt();
        }
        return out;
    }
    out.error = QCoreApplication::translate(
        "pith::net::Identifier", "“%1” is not an arXiv id or a Pith URL; %2")
                    .arg(s, expected());
    return out;
}

bool isPithHost(const QString &host)
{
    return host == "pith.science"_L1 || host == "www.pith.science"_L1;
}

bool isArxivHost(const QString &host)
{
    return host == "arxiv.org"_L1 || host == "www.arxiv.org"_L1 || host == "export.arxiv.org"_L1;
}

bool sameServer(const QUrl &a, const QUrl &b)
{
    return !b.isEmpty() && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
        && a.port(a.scheme() == "http"_L1 ? 80 : 443) == b.port(b.scheme() == "http"_L1 ? 80 : 443);
}

// "<id>" or "<id>/<known page>" after "/paper/" on a Pith server.
NormalizedId fromPaperPath(const QString &rest, const QString &input)
{
    QString id = rest;
    if (id.endsWith(u'/'))
        id.chop(1);
    static const QStringList pages { u"/citation-record.json"_s, u"/citation-record"_s,
        u"/integrity"_s, u"/integrity.json"_s };
    for (const QString &page : pages) {
        if (id.endsWith(page)) {
            id.chop(page.size());
            break;
        }
    }
    NormalizedId out = parseBare(id);
    if (!out.ok())
        out.error = QCoreApplication::translate("pith::net::Identifier",
            "“%1” does not name a paper: after /paper/ an arXiv id was expected, found “%2”")
                        .arg(input, rest);
    return out;
}

NormalizedId fromUrl(const QString &input, const QUrl &url, const QUrl &base)
{
    NormalizedId out;
    const QString scheme = url.scheme().toLower();
    if (scheme != "https"_L1 && scheme != "http"_L1) {
        out.error = QCoreApplication::translate(
            "pith::net::Identifier", "“%1” is not an http or https URL; %2")
                        .arg(input, expected());
        return out;
    }
    const QString host = url.host().toLower();
    const QString path = url.path(QUrl::FullyDecoded);
    if (isArxivHost(host)) {
        for (const auto &prefix : { "/abs/"_L1, "/pdf/"_L1, "/html/"_L1 }) {
            if (path.startsWith(prefix)) {
                QString id = path.mid(prefix.size());
                if (id.endsWith(u'/'))
                    id.chop(1);
                if (prefix == "/pdf/"_L1 && id.endsWith(".pdf"_L1))
                    id.chop(4);
                out = parseBare(id);
                if (!out.ok())
                    out.error = QCoreApplication::translate("pith::net::Identifier",
                        "“%1” does not name an arXiv paper: found “%2” where an id was expected")
                                    .arg(input, id);
                return out;
            }
        }
        out.error = QCoreApplication::translate("pith::net::Identifier",
            "“%1” is an arXiv URL but not a paper's page; expected https://arxiv.org/abs/<id>")
                        .arg(input);
        return out;
    }
    if (host == "doi.org"_L1 || host == "dx.doi.org"_L1) {
        const auto prefix = "/10.48550/arxiv."_L1;
        if (path.startsWith(prefix, Qt::CaseInsensitive)) {
            out = parseBare(path.mid(prefix.size()));
            if (!out.ok())
                out.error = QCoreApplication::translate(
                    "pith::net::Identifier", "“%1” is not an arXiv DOI; %2")
                                .arg(input, expected());
            return out;
        }
        out.error = QCoreApplication::translate(
            "pith::net::Identifier", "“%1” is a DOI but not an arXiv one (10.48550/arXiv.<id>); %2")
                        .arg(input, expected());
        return out;
    }
    if (isPithHost(host) || sameServer(url, base)) {
        QString basePath = sameServer(url, base) ? base.path() : QString();
        if (basePath.endsWith(u'/'))
            basePath.chop(1);
        const QString paperPrefix = basePath + "/paper/"_L1;
        if (path.startsWith(paperPrefix))
            return fromPaperPath(path.mid(paperPrefix.size()), input);
        const QString pithPrefix = basePath + "/pith/"_L1;
        if (path.startsWith(pithPrefix))
            return fromPaperPath(path.mid(pithPrefix.size()), input);
        out.error = QCoreApplication::translate("pith::net::Identifier",
            "“%1” is a Pith URL but not a paper's; expected https://pith.science/paper/<id>")
                        .arg(input);
        return out;
    }
    out.error = QCoreApplication::translate(
        "pith::net::Identifier", "“%1” is a URL from %2, which serves no Pith records; %3")
                    .arg(input, host, expected());
    return out;
}

} // namespace

QUrl defaultBaseUrl() { return QUrl(u"https://pith.science"_s); }

NormalizedId normalizeIdentifier(const QString &rawInput, const QUrl &base)
{
    NormalizedId out;
    const QString input = rawInput.trimmed();
    if (input.isEmpty()) {
        out.error = QCoreApplication::translate("pith::net::Identifier", "Nothing to open: %1")
                        .arg(expected());
        return out;
    }
    if (input.size() > 2048) {
        out.error = QCoreApplication::translate(
            "pith::net::Identifier", "The input is %1 characters long; %2")
                        .arg(input.size())
                        .arg(expected());
        return out;
    }
    for (const QChar c : input) {
        if (c.isSpace() || c.category() == QChar::Other_Control) {
            out.error = QCoreApplication::translate(
                "pith::net::Identifier", "“%1” contains spaces or control characters; %2")
                            .arg(input, expected());
            return out;
        }
    }
    if (input.startsWith("arxiv:"_L1, Qt::CaseInsensitive))
        return parseBare(input.mid(6));
    if (input.contains("://"_L1))
        return fromUrl(input, QUrl(input, QUrl::StrictMode), base);
    // Schemeless URLs as copied from some address bars: "arxiv.org/abs/...",
    // "pith.science/paper/...".
    const QString firstSegment = input.section(u'/', 0, 0).toLower();
    if (isArxivHost(firstSegment) || isPithHost(firstSegment) || firstSegment == "doi.org"_L1)
        return fromUrl(input, QUrl("https://"_L1 + input, QUrl::StrictMode), base);
    return parseBare(input);
}

bool isArxivId(const QString &id)
{
    const NormalizedId n = parseBare(id);
    return n.ok() && n.version == 0 && n.arxivId == id;
}

std::optional<QString> followablePaperId(const QString &linkPath)
{
    const auto prefix = "/paper/"_L1;
    if (!linkPath.startsWith(prefix) || linkPath.size() > 256)
        return std::nullopt;
    const QString rest = linkPath.mid(prefix.size());
    // Only the characters an id can contain: no %, ?, #, \, whitespace, no further path segments
    // (besides the one slash of an old-style id, which parseBare checks).
    for (const QChar c : rest) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != u'.' && c != u'-' && c != u'/')
            return std::nullopt;
    }
    const NormalizedId n = parseBare(rest);
    if (!n.ok())
        return std::nullopt;
    return n.arxivId;
}

static QString withoutTrailingSlash(const QUrl &base)
{
    QString s = base.toString(QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo);
    while (s.endsWith(u'/'))
        s.chop(1);
    return s;
}

QString paperMismatch(const QString &recordId, const QString &requestedId, int requestedVersion)
{
    const NormalizedId got = parseBare(recordId.trimmed());
    if (!got.ok() || got.arxivId != requestedId) {
        //: %1 the id the record names, %2 the id asked for
        return QCoreApplication::translate("pith::net::Identifier",
            "the record is of arXiv:%1, not of arXiv:%2 as asked; "
            "it was refused")
            .arg(recordId.left(80), requestedId);
    }
    if (requestedVersion > 0 && got.version > 0 && got.version != requestedVersion) {
        //: %1 the record's id with its version, %2 the id and version asked for
        return QCoreApplication::translate("pith::net::Identifier",
            "the record is of arXiv:%1, not of arXiv:%2 as asked; "
            "it was refused")
            .arg(recordId, requestedId + u'v' + QString::number(requestedVersion));
    }
    return {};
}

QUrl recordUrl(const QUrl &base, const QString &arxivId)
{
    return QUrl(withoutTrailingSlash(base) + "/paper/"_L1 + arxivId + "/citation-record.json"_L1);
}

QUrl integrityUrl(const QUrl &base, const QString &arxivId)
{
    return QUrl(withoutTrailingSlash(base) + "/pith/"_L1 + arxivId + "/integrity.json"_L1);
}

QUrl paperPageUrl(const QUrl &base, const QString &arxivId)
{
    return QUrl(withoutTrailingSlash(base) + "/paper/"_L1 + arxivId);
}

QString shownUrl(const QUrl &url) { return url.toString(QUrl::RemoveUserInfo); }

QString baseUrlProblem(const QUrl &base)
{
    const QString shown = shownUrl(base);
    if (!base.isValid() || base.isRelative() || base.host().isEmpty())
        return QCoreApplication::translate("pith::net::Identifier",
            "The base URL “%1” is not an absolute URL with a host, such as https://pith.science")
            .arg(shown);
    const QString scheme = base.scheme().toLower();
    if (scheme != "https"_L1 && scheme != "http"_L1)
        return QCoreApplication::translate("pith::net::Identifier",
            "The base URL “%1” must start with https:// (or http:// for a local server)")
            .arg(shown);
    if (base.hasQuery() || base.hasFragment() || !base.userInfo().isEmpty())
        return QCoreApplication::translate("pith::net::Identifier",
            "The base URL “%1” must not contain a query, fragment or user name")
            .arg(shown);
    return {};
}

} // namespace pith::net

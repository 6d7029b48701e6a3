// SPDX-License-Identifier: GPL-3.0-or-later
// What people paste (arXiv ids, arXiv and Pith URLs) turned into the one arXiv id a record is
// published under, and the record's links turned into ids that may be followed.
#pragma once

#include <QString>
#include <QUrl>

#include <optional>

namespace pith::net {

// https://pith.science: the service's base URL when nothing else is configured.
QUrl defaultBaseUrl();

struct NormalizedId {
    // The id WITHOUT version, e.g. "2509.00217" or "hep-th/9901001": a record is per paper, not
    // per version (its paper.latest_version names the newest), so "2509.00217v1" and
    // "https://arxiv.org/abs/2509.00217v2" both ask for the record of 2509.00217.
    QString arxivId;
    int version = 0; // the vN the input named (informational only), 0 when it named none
    QString error; // empty on success; otherwise says what was wrong and what is expected
    bool ok() const { return error.isEmpty(); }
};

// Accepts, with surrounding whitespace ignored:
//   2509.00217  2509.00217v1  arXiv:2509.00217  hep-th/9901001  math.GT/0309136v2
//   https://arxiv.org/abs/2509.00217v2  (also /pdf/, /html/, export. and www. hosts)
//   https://doi.org/10.48550/arXiv.2509.00217
//   https://pith.science/paper/2509.00217 and .../paper/<id>/citation-record.json (also
//   /citation-record, /integrity, www.pith.science), and the same paths on `base`'s host
//   (so records served by a configured base URL can be pasted too).
// Anything else is refused with a message saying what was expected.
NormalizedId normalizeIdentifier(const QString &input, const QUrl &base = {});

// True for a bare arXiv id without version in its canonical form ("2509.00217", "hep-th/9901001").
bool isArxivId(const QString &id);

// The id a record's link points at, when the link is a followable Pith paper link: exactly a
// relative path "/paper/<arXiv id>" (an optional vN is dropped). Everything else (absolute URLs,
// "//host/...", file:, javascript:, queries, fragments, percent-escapes, dot segments, other
// paths) gives nullopt: such links are shown, never followed.
std::optional<QString> followablePaperId(const QString &linkPath);

// Empty when a record whose paper.arxiv_id is `recordId` is the record asked for as
// `requestedId` (normalised, without version) and `requestedVersion` (0: any; a record that
// names a version must name this one, one that names none is the paper's record for every
// version). Otherwise a message naming both ids: such a record is never shown, cached, saved or
// verified as the paper asked for, however well its digests check out (digests are
// self-contained, so a valid record of another paper verifies on its own terms).
QString paperMismatch(
    const QString &recordId, const QString &requestedId, int requestedVersion = 0);

// <base>/paper/<id>/citation-record.json: where the record is fetched from.
QUrl recordUrl(const QUrl &base, const QString &arxivId);
// <base>/pith/<id>/integrity.json: Pith's integrity findings about the paper.
QUrl integrityUrl(const QUrl &base, const QString &arxivId);
// <base>/paper/<id>: the paper's web page ("Open on pith.science").
QUrl paperPageUrl(const QUrl &base, const QString &arxivId);

// Empty when `base` can serve as a base URL (http or https, a host, no query or fragment);
// otherwise a message saying why not. Plain http is checked separately
// (FetchRequest::allowPlainHttp).
QString baseUrlProblem(const QUrl &base);

// `url` as shown in messages: never with a user name or password (a base URL or redirect target
// carrying credentials must not put them in an error bar, a log or a terminal).
QString shownUrl(const QUrl &url);

// Where a host name or address points, as far as its spelling tells (no name is looked up).
// Qt's URL parser turns numeric spellings into dotted addresses (0xa9fea9fe and 2852039166 both
// become 169.254.169.254), so host() of a parsed QUrl is what is classified here.
enum class AddressScope {
    Public, // anything else, including names that are looked up later
    Loopback, // 127.0.0.0/8, ::1, 0.0.0.0, ::, "localhost" and names under .localhost
    LinkLocal, // 169.254.0.0/16, fe80::/10 (cloud metadata services live here)
    Private, // 10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7, fec0::/10
};
AddressScope addressScope(const QString &host);

// Empty when a redirect from a fetch whose base URL is `base` may go to `target`; otherwise a
// message naming the target's host. A redirect may lead to a loopback, link-local or private
// address only when the base URL's own host is of the same kind (a local test server may redirect
// to another port of itself, a public server never into the user's machine or network).
QString redirectTargetProblem(const QUrl &base, const QUrl &target);

} // namespace pith::net

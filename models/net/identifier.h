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

struct NormalizedId
{
    // The id WITHOUT version, e.g. "2509.00217" or "hep-th/9901001": a record is per paper, not
    // per version (its paper.latest_version names the newest), so "2509.00217v1" and
    // "https://arxiv.org/abs/2509.00217v2" both ask for the record of 2509.00217.
    QString arxivId;
    int version = 0; // the vN the input named (informational only), 0 when it named none
    QString error;   // empty on success; otherwise says what was wrong and what is expected
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
QString paperMismatch(const QString &recordId, const QString &requestedId, int requestedVersion = 0);

// <base>/paper/<id>/citation-record.json: where the record is fetched from.
QUrl recordUrl(const QUrl &base, const QString &arxivId);
// <base>/paper/<id>: the paper's web page ("Open on pith.science").
QUrl paperPageUrl(const QUrl &base, const QString &arxivId);

// Empty when `base` can serve as a base URL (http or https, a host, no query or fragment);
// otherwise a message saying why not. Plain http is checked separately (FetchRequest::allowPlainHttp).
QString baseUrlProblem(const QUrl &base);

} // namespace pith::net

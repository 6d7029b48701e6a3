// SPDX-License-Identifier: GPL-3.0-or-later
// A record whose every text field holds markup, script links, file: links and spreadsheet
// formulas, and the rule that decides what a person would actually see of a string.
#pragma once

#include "models/record/parser.h"
#include "tests/testutil.h"

#include <QJsonArray>
#include <QStringList>
#include <QTextDocument>

namespace pith::test {

// Each must appear literally wherever its field is shown.
inline const QStringList &hostileStrings()
{
    static const QStringList strings = {
        QStringLiteral("<b>Bold</b> title"),
        QStringLiteral("<img src=x onerror=alert(1)> cited"),
        QStringLiteral("<a href=\"javascript:alert(1)\">click</a> work"),
        QStringLiteral("file:///etc/passwd <i>it</i>"),
        QStringLiteral("<script>alert(\"note\")</script> & <u>note</u>"),
        QStringLiteral("<h1>verified_exact</h1>"),
        QStringLiteral("<tt>raw_fallback</tt>"),
        QStringLiteral("<s>unavailable</s>"),
        QStringLiteral("<a href=\"file:///etc/passwd\">reason</a>"),
        QStringLiteral("<table><tr><td>observation</td></tr></table>"),
        QStringLiteral("<font color=red>lane</font>"),
        QStringLiteral("<big>source</big>"),
    };
    return strings;
}

// The formula a hostile title carries into a spreadsheet.
inline QString hostileFormula()
{
    return QStringLiteral("=HYPERLINK(\"http://evil.example\",\"x\")");
}

// The real fixture with hostile text in every text field a person reads. Digests are left as they
// come out (the content changed, so they mismatch): the point here is the text.
inline QByteArray hostileRecordBytes()
{
    const QStringList &h = hostileStrings();
    return mutatedFixture([&](QJsonObject &r) {
        r = withChild(
            r, QStringLiteral("paper"), [&](QJsonObject &p) { p[QStringLiteral("title")] = h[0]; });
        r[QStringLiteral("thesis")] = h[4];
        r[QStringLiteral("refusal")] = h[3];
        editOutbound(r, 0, [&](QJsonObject &o) {
            o = withChild(o, QStringLiteral("citation"), [&](QJsonObject &c) {
                c = withChild(c, QStringLiteral("cited_paper"),
                    [&](QJsonObject &p) { p[QStringLiteral("title")] = h[1]; });
                c[QStringLiteral("source")] = h[11];
            });
            o = withChild(o, QStringLiteral("links"), [&](QJsonObject &l) {
                l[QStringLiteral("cited_paper")] = QStringLiteral("javascript:alert(1)");
            });
            o = withChild(o, QStringLiteral("resolution"), [&](QJsonObject &res) {
                res[QStringLiteral("status")] = h[5];
                res[QStringLiteral("resolver_source")] = h[6];
            });
            o = withChild(o, QStringLiteral("standing_notice"), [&](QJsonObject &n) {
                n[QStringLiteral("state")] = h[7];
                n[QStringLiteral("reason")] = h[8];
            });
        });
        editOutbound(r, 1, [&](QJsonObject &o) {
            o = withChild(o, QStringLiteral("citation"), [&](QJsonObject &c) {
                c[QStringLiteral("cited_paper")] = QJsonValue::Null;
                c = withChild(c, QStringLiteral("cited_work"), [&](QJsonObject &w) {
                    w[QStringLiteral("title")] = hostileFormula();
                    w[QStringLiteral("doi")] = QStringLiteral("+1-555 @doi <b>x</b>");
                });
            });
            o = withChild(o, QStringLiteral("links"), [&](QJsonObject &l) {
                l[QStringLiteral("cited_paper")] = QStringLiteral("file:///etc/passwd");
            });
            o = withChild(o, QStringLiteral("standing_notice"),
                [&](QJsonObject &n) { n[QStringLiteral("observation")] = h[9]; });
        });
        editOutbound(r, 2, [&](QJsonObject &o) {
            o = withChild(o, QStringLiteral("links"), [&](QJsonObject &l) {
                l[QStringLiteral("cited_paper")]
                    = QStringLiteral("https://evil.example/paper/2507.07120");
            });
            o = withChild(o, QStringLiteral("citation"), [&](QJsonObject &c) {
                c = withChild(c, QStringLiteral("cited_paper"),
                    [&](QJsonObject &p) { p[QStringLiteral("title")] = h[2]; });
            });
        });
        QJsonArray coverage = r[QStringLiteral("coverage")].toArray();
        QJsonObject lane = coverage[0].toObject();
        lane[QStringLiteral("note")] = h[10];
        lane[QStringLiteral("source")] = h[11];
        coverage[0] = lane;
        r[QStringLiteral("coverage")] = coverage;
        r = withChild(r, QStringLiteral("links"), [&](QJsonObject &l) {
            l[QStringLiteral("paper")] = QStringLiteral("https://evil.example/paper/2509.00217");
        });
    });
}

inline RecordPtr hostileRecord()
{
    const ParseResult r = parseRecord(hostileRecordBytes(), QStringLiteral("hostile-text.json"));
    if (!r.ok())
        qFatal("the hostile-text record does not parse: %s", qPrintable(r.error.toString()));
    return r.record;
}

// What a person sees of text Qt would show with the given format guess: rich text is rendered,
// plain text shown as it is. Qt::AutoText (labels, tooltips) guesses with Qt::mightBeRichText.
inline QString shownText(const QString &text, Qt::TextFormat format = Qt::AutoText)
{
    const bool rich
        = format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text));
    if (!rich)
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

// Empty when every hostile string that `text` carries (raw or escaped) is shown literally; else
// which one is not.
inline QString hostileShownWrongly(const QString &text, Qt::TextFormat format = Qt::AutoText)
{
    const QString shown = shownText(text, format);
    // QTextDocument turns the <br> of escaped multi-line text into U+2029; compare on one line.
    QString flat = shown;
    flat.replace(QChar(0x2029), QLatin1Char('\n'));
    for (const QString &h : hostileStrings()) {
        if ((text.contains(h) || text.contains(h.toHtmlEscaped())) && !flat.contains(h))
            return QStringLiteral("\"%1\" is shown as \"%2\"").arg(h, shown.left(300));
    }
    return {};
}

} // namespace pith::test

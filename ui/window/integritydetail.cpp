// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/integritydetail.h"

#include "models/items/displaytext.h"

#include <QCoreApplication>

namespace pith::ui {

namespace {

QString esc(const QString &s) { return displayCapped(s).toHtmlEscaped(); }

bool eventIsAbout(const IntegrityEvent &e, const IntegrityFinding &f)
{
    return e.payloadRefIndex && e.payloadRefIndex == f.refIndex && e.payloadDetector == f.detector
        && (e.payloadFindingType.isEmpty() || e.payloadFindingType == f.findingType);
}

} // namespace

QString integrityFindingsHtml(
    const IntegrityJoin &join, const Observation &o, const IntegrityKeys &keys)
{
    const QList<int> at = join.at(o);
    if (at.isEmpty())
        return {};
    QString html = QStringLiteral("<h3>%1</h3>")
                       .arg(QCoreApplication::translate("pith::ui::IntegrityDetail",
                           "Pith integrity findings (%n)", nullptr, int(at.size()))
                                .toHtmlEscaped());
    for (const int j : at) {
        const JoinedFinding &jf = join.joined.at(j);
        const IntegrityFinding &f = join.finding(jf);
        QString head = esc(IntegrityText::findingType(f.findingType)) + QStringLiteral(" — ")
            + esc(IntegrityText::severityAndClass(f));
        if (f.rescinded())
            head = QStringLiteral("<s>") + head + QStringLiteral("</s>");
        html += QStringLiteral("<p><b>%1</b><br/><i>%2</i>")
                    .arg(head, esc(IntegrityJoinText::label(jf.kind)));
        const auto row = [&](const QString &label, const QString &value) {
            if (!value.isEmpty())
                html += QStringLiteral("<br/>%1: %2").arg(label.toHtmlEscaped(), esc(value));
        };
        row(QCoreApplication::translate("pith::ui::IntegrityDetail", "Note"), f.note);
        row(QCoreApplication::translate("pith::ui::IntegrityDetail", "Snippet"), f.snippet);
        row(QCoreApplication::translate("pith::ui::IntegrityDetail", "Detected DOI"),
            f.detectedDoi);
        row(QCoreApplication::translate("pith::ui::IntegrityDetail", "Detected arXiv id"),
            f.detectedArxivId);
        row(QCoreApplication::translate("pith::ui::IntegrityDetail", "ref_index"),
            f.refIndex ? QString::number(*f.refIndex) : QString());
        row(QCoreApplication::translate("pith::ui::IntegrityDetail", "Audited at"), f.auditedAt);
        row(QCoreApplication::translate("pith::ui::IntegrityDetail", "Detector"),
            f.detectorVersion.isEmpty() ? f.detector : f.detector + u' ' + f.detectorVersion);
        for (const IntegrityEvent &e : join.file->events) {
            if (!eventIsAbout(e, f))
                continue;
            const EventCheck check = checkEvent(e, keys);
            html += QStringLiteral("<br/>%1<br/>&nbsp;&nbsp;%2<br/>&nbsp;&nbsp;%3")
                        .arg(esc(eventHeadline(e)), check.digestText().toHtmlEscaped(),
                            esc(check.signatureText(e.signingKeyId)));
        }
        html += QStringLiteral("</p>");
    }
    return html;
}

QString integrityOverviewText(const IntegrityJoin &join, const IntegrityKeys &keys)
{
    QStringList lines;
    lines << integritySummaryLine(*join.file);
    lines << join.file->source;
    lines << join.refIndexBasis();
    //: %n findings on their rows
    lines << QCoreApplication::translate("pith::ui::IntegrityDetail",
        "%n finding(s) joined to references", nullptr, int(join.joined.size()));
    for (const UnjoinedFinding &u : join.unjoined)
        lines << QCoreApplication::translate("pith::ui::IntegrityDetail", "Not joined: %1 — %2")
                     .arg(displayCapped(findingLine(join.file->findings.at(u.finding))), u.reason);
    for (const IntegrityEvent &e : join.file->events) {
        const EventCheck check = checkEvent(e, keys);
        lines << displayCapped(eventHeadline(e)) + QStringLiteral(": ") + check.digestText()
                + QStringLiteral("; ") + displayCapped(check.signatureText(e.signingKeyId));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace pith::ui

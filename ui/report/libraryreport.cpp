// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/libraryreport.h"

#include "models/items/displaytext.h"
#include "models/record/notice.h"
#include "models/record/wording.h"
#include "models/review/review.h"
#include "ui/report/reportrenderer.h"
#include "version.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>

using namespace Qt::StringLiterals;

namespace pith::ui {

namespace {

// Lines of text down the pages, a new page when the next line would not fit.
class Flow {
public:
    Flow(QPdfWriter *writer, QPainter *painter)
        : m_writer(writer)
        , m_painter(painter)
    {
    }
    bool line(
        const QString &text, qreal points, bool bold = false, const QColor &colour = Qt::black)
    {
        QFont font(u"DejaVu Sans"_s);
        font.setPointSizeF(points);
        font.setBold(bold);
        m_painter->setFont(font);
        const QFontMetricsF metrics(font, m_writer);
        const qreal height = metrics.lineSpacing();
        if (m_y + height > m_writer->height()) {
            if (!m_writer->newPage())
                return false;
            m_y = 0;
        }
        m_painter->setPen(colour);
        const QString shown = metrics.elidedText(
            displayCapped(text).simplified(), Qt::ElideRight, m_writer->width());
        m_painter->drawText(QPointF(0, m_y + metrics.ascent()), shown);
        m_y += height;
        return true;
    }
    void space(qreal points) { m_y += points * m_writer->resolution() / 72.0; }

private:
    QPdfWriter *m_writer;
    QPainter *m_painter;
    qreal m_y = 0;
};

QString percent(int part, int whole)
{
    return whole > 0 ? QString::number(qRound(100.0 * part / whole)) : u"0"_s;
}

} // namespace

bool LibraryReport::writePdf(QIODevice *device, const LibraryReportInput &input, QString *error)
{
    QPdfWriter writer(device);
    writer.setResolution(300);
    writer.setPageLayout(QPageLayout(QPageSize(paperSizeForLocale(QLocale::system())),
        QPageLayout::Portrait, QMarginsF(15, 14, 15, 12), QPageLayout::Millimeter));
    writer.setCreator(QStringLiteral("Pith Ledger " PITH_LEDGER_VERSION));
    //: library report: the document's title, %1 the folder or list
    writer.setTitle(tr("Library report: %1").arg(input.location));
    QPainter painter;
    if (!painter.begin(&writer)) {
        if (error)
            *error = tr("cannot draw on the output device");
        return false;
    }
    Flow flow(&writer, &painter);
    bool ok = flow.line(tr("Library report: %1").arg(input.location), 14, true);
    int read = 0, outbound = 0, inbound = 0, unresolved = 0, failing = 0, reviewed = 0;
    for (const LibraryReportInput::Line &l : input.records) {
        if (!l.summary)
            continue;
        ++read;
        outbound += l.summary->outbound;
        inbound += l.summary->inbound;
        unresolved += l.summary->unresolved;
        reviewed += l.summary->reviewed;
        if (l.summary->verdict == RecordVerdict::Level::Failed)
            ++failing;
    }
    const int unreadable = int(input.records.size()) - read;
    flow.space(6);
    //: library report: heading of the records' lines
    ok = ok && flow.line(tr("Records"), 11, true);
    const QColor bad(0xb0, 0x1e, 0x1e);
    for (const LibraryReportInput::Line &l : input.records) {
        if (!ok)
            break;
        if (!l.summary) {
            //: library report: a record that could not be read, %1 its name, %2 why
            ok = flow.line(tr("%1: cannot be read: %2").arg(l.name, l.error), 8, false, bad);
            continue;
        }
        const library::RecordSummary &s = *l.summary;
        QString text = l.name + u": arXiv:"_s + s.arxivId + u" · "_s + s.verdictHeadline
            + u" · "_s
            //: library report: %1 outbound, %2 inbound, %3 unresolved, %4 their share in percent
            + tr("%1 outbound, %2 inbound, %3 unresolved (%4%)")
                  .arg(s.outbound)
                  .arg(s.inbound)
                  .arg(s.unresolved)
                  .arg(percent(s.unresolved, s.observations()));
        if (s.noticesWithEvents > 0) {
            QStringList types;
            for (const QString &t : s.eventTypes)
                types << eventTypeLabel(t);
            text += u" · "_s + types.join(u", "_s);
        }
        if (s.hasReview)
            //: library report: review progress, %1 reviewed of %2 observations
            text += u" · "_s + tr("reviewed %1 of %2").arg(s.reviewed).arg(s.observations());
        ok = flow.line(
            text, 8, false, s.verdict == RecordVerdict::Level::Failed ? bad : QColor(Qt::black));
    }
    flow.space(6);
    //: library report: heading of the totals
    ok = ok && flow.line(tr("Totals"), 11, true);
    const QStringList counts {
        //: library report totals: records read
        tr("%n record(s) read", nullptr, read),
        //: library report totals: records that could not be read
        tr("%n could not be read", nullptr, unreadable),
        //: library report totals: records whose verification fails (the verb agrees with them)
        tr("%n fail(s) verification", nullptr, failing),
    };
    ok = ok && flow.line(counts.join(u", "_s), 8);
    //: library report totals: %1 outbound, %2 inbound, %3 unresolved, %4 share, %5 reviewed
    ok = ok
        && flow.line(tr("%1 outbound, %2 inbound, %3 unresolved (%4%), %5 reviewed")
                         .arg(outbound)
                         .arg(inbound)
                         .arg(unresolved)
                         .arg(percent(unresolved, outbound + inbound))
                         .arg(reviewed),
            8);
    flow.space(6);
    //: library report: heading of the observations, %1 shown, %2 of all
    ok = ok
        && flow.line(tr("Observations: %1 of %2")
                         .arg(QLocale().toString(qlonglong(input.observations.size())),
                             QLocale().toString(qlonglong(input.totalObservations))),
            11, true);
    if (ok && !input.query.isEmpty())
        //: library report: the query the observations were selected by
        ok = flow.line(tr("Query: %1").arg(input.query), 8);
    for (const Observation *o : input.observations) {
        if (!ok)
            break;
        const Record *record = input.facts ? input.facts->recordOf(*o) : nullptr;
        QString text = (record ? record->paper.arxivId : QString()) + u"  "_s
            + (o->direction == Direction::Outbound ? u"→ "_s : u"← "_s)
            + (o->citation.referenceIndex ? QString::number(*o->citation.referenceIndex)
                                          : QString())
            + u"  "_s + stateLabel(o->resolution.status);
        // what the record's line says of it, said on its own line too, before the title (which
        // a long line elides): a digest that does not match (the line in red, as the record's)
        // and its notice's events
        if (!o->digestOk())
            //: library report: an observation line's mark when its digest does not match
            text += u"  · "_s + tr("digest does not match");
        if (const QStringList &events = noticeEventTypes(o->notice); !events.isEmpty()) {
            QStringList labels;
            for (const QString &t : events)
                labels << eventTypeLabel(t);
            text += u"  · "_s + labels.join(u", "_s);
        }
        if (const review::Review *r = input.facts ? input.facts->reviewOf(*o) : nullptr) {
            if (const QString d = review::reportDecision(*r, o->id); !d.isEmpty())
                text += u"  ["_s + d + u"]"_s;
        }
        text += u"  "_s + o->otherTitle();
        ok = flow.line(text, 7, false, o->digestOk() ? QColor(Qt::black) : bad);
    }
    if (!painter.end() || !ok) {
        if (error)
            *error = tr("drawing the report failed");
        return false;
    }
    return true;
}

} // namespace pith::ui

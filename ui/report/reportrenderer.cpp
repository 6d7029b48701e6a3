// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/reportrenderer.h"

#include "models/integrity/eventcheck.h"
#include "models/items/displaytext.h"
#include "models/record/notice.h"
#include "models/record/verdict.h"
#include "models/record/wording.h"
#include "ui/paint/breakdownpaint.h"
#include "ui/paint/coveragepaint.h"
#include "ui/paint/findingstyle.h"
#include "ui/paint/integritystyle.h"
#include "ui/paint/statusstyle.h"
#include "version.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QTextLayout>

#include <memory>

namespace pith::ui {

ReportInput ReportInput::allOf(RecordPtr record, const QString &sourcePath)
{
    ReportInput in;
    if (record)
        in.rows = exporting::allRows(*record);
    in.record = std::move(record);
    in.allRows = true;
    in.sourcePath = sourcePath;
    return in;
}

QPageSize::PageSizeId paperSizeForLocale(const QLocale &locale)
{
    // CLDR supplemental data, paperSize "US-Letter".
    switch (locale.territory()) {
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::PuertoRico:
    case QLocale::Belize:
    case QLocale::Chile:
    case QLocale::Colombia:
    case QLocale::CostaRica:
    case QLocale::Guatemala:
    case QLocale::Nicaragua:
    case QLocale::Panama:
    case QLocale::Philippines:
    case QLocale::ElSalvador:
    case QLocale::Venezuela:
        return QPageSize::Letter;
    default:
        return QPageSize::A4;
    }
}

namespace {

// The report is laid out in logical units of 1/288 inch (a quarter point): fine enough for
// integer pixel font sizes, coarse enough that the shared painters' 1-unit pens stay visible.
constexpr qreal kLogicalDpi = 288.0;
constexpr qreal pt(qreal points) { return points * kLogicalDpi / 72.0; }

QFont makeFont(qreal points, bool bold = false, bool mono = false)
{
    QFont f
        = QFontDatabase::systemFont(mono ? QFontDatabase::FixedFont : QFontDatabase::GeneralFont);
    f.setPixelSize(qRound(pt(points)));
    f.setBold(bold);
    // No cosmetic shaping (scripts that need it still get it): "fi" stays two letters in the
    // PDF's text, so a reader's search and copy find "verifies", not a ligature glyph.
    f.setStyleStrategy(QFont::StyleStrategy(QFont::PreferAntialias | QFont::PreferNoShaping));
    return f;
}

// Text from the record is drawn as plain text: line breaks and tabs become spaces, and no more
// than a page shows (displaytext.h: layout is quadratic in the length of a word).
QString plain(const QString &s) { return displayCapped(s).simplified(); }

const QColor kText(0x11, 0x11, 0x11);
const QColor kSecondary(0x55, 0x55, 0x55);
const QColor kRule(0x99, 0x99, 0x99);
const QColor kZebra(0xf3, 0xf4, 0xf6);
const QColor kBadRow(0xfd, 0xe8, 0xe8);
const QColor kBad(0xb0, 0x1e, 0x1e);
const QColor kReview(0x1f, 0x4e, 0x8c); // a review's decision and note beside a row
const QColor kHeaderFill(0xe4, 0xe7, 0xec);

// A paragraph wrapped to a width (at word boundaries, or anywhere inside a word longer than the
// line), at most maxLines lines, the last one elided when cut. A '\n' in the text starts a new
// line (QTextLayout itself reads it as a space).
class Paragraph {
public:
    Paragraph(const QString &lines, const QFont &font, qreal width, QPaintDevice *device,
        int maxLines = 0)
    {
        const QString text = QString(lines).replace(u'\n', QChar::LineSeparator);
        layout(text, font, width, device);
        if (maxLines > 0 && m_layout->lineCount() > maxLines) {
            const QTextLine last = m_layout->lineAt(maxLines - 1);
            const QFontMetricsF fm(font, device);
            const QString cut = text.left(last.textStart())
                + fm.elidedText(text.mid(last.textStart()), Qt::ElideRight, width);
            layout(cut, font, width, device);
        }
    }
    qreal height() const { return m_height; }
    void draw(QPainter &p, const QPointF &at, const QColor &colour) const
    {
        p.setPen(colour);
        m_layout->draw(&p, at);
    }

private:
    void layout(const QString &text, const QFont &font, qreal width, QPaintDevice *device)
    {
        m_layout = std::make_unique<QTextLayout>(text, font, device);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        m_layout->setTextOption(option);
        m_layout->beginLayout();
        m_height = 0;
        for (QTextLine line = m_layout->createLine(); line.isValid();
             line = m_layout->createLine()) {
            line.setLineWidth(width);
            line.setPosition(QPointF(0, m_height));
            m_height += line.height();
        }
        m_layout->endLayout();
    }
    std::unique_ptr<QTextLayout> m_layout;
    qreal m_height = 0;
};

enum Column {
    ColDirection,
    ColRef,
    ColWork,
    ColYear,
    ColStatus,
    ColResolver,
    ColNotice,
    ColDigest,
    ColCount
};

class Composer {
    Q_DECLARE_TR_FUNCTIONS(pith::ui::ReportRenderer)

public:
    Composer(const ReportInput &input, QPaintDevice *device, const QSizeF &page)
        : m_in(input)
        , m_record(*input.record)
        , m_device(device)
        , m_page(page)
        , m_observations(exporting::observationsForRows(m_record, input.rows))
        , m_summary(integritySummary(&m_record))
        , m_colours(input.colourRules, &m_record, input.facts)
    {
        m_fonts.label = makeFont(8, true);
        m_fonts.title = makeFont(16, true);
        m_fonts.meta = makeFont(9);
        m_fonts.body = makeFont(9.5);
        m_fonts.small = makeFont(7.5);
        m_fonts.mono = makeFont(7.5, false, true);
        m_fonts.section = makeFont(10.5, true);
        m_fonts.header = makeFont(7.5, true);
        m_fonts.cell = makeFont(8);
        m_fonts.cellSmall = makeFont(6.5);
        m_fonts.footer = makeFont(6.5);
        m_fonts.verdict = makeFont(10, true);
        m_fonts.lanes = makeFont(8);

        // Dir., Ref., work, Year, Status, Resolver, Notice, Digest: the work takes what is left.
        const qreal fixed = pt(22) + pt(25) + pt(28) + pt(80) + pt(62) + pt(58) + pt(34);
        m_widths = { pt(22), pt(25), std::max(pt(120), m_page.width() - fixed), pt(28), pt(80),
            pt(62), pt(58), pt(34) };
        m_exportedAt
            = (input.exportedAt.isValid() ? input.exportedAt : QDateTime::currentDateTimeUtc())
                  .toUTC();
        paginate();
    }

    int pageCount() const { return int(m_pages.size()); }

    // Paints page `index` (0-based) at the painter's origin.
    void paintPage(QPainter &p, int index) const
    {
        qreal y = 0;
        if (index == 0)
            y = paintFront(&p);
        else
            y = paintRunningHeader(&p);
        const Page &page = m_pages.at(index);
        if (!m_observations.isEmpty()) {
            y = paintTableHeader(&p, y);
            for (int i = page.first; i < page.first + page.count; ++i)
                y = paintRow(&p, i, y);
        } else if (index == 0) {
            Paragraph none(
                tr("No observation is selected."), m_fonts.body, m_page.width(), m_device);
            none.draw(p, QPointF(0, y + pt(4)), kSecondary);
        }
        paintFooter(p, index);
    }

    int rowsThrough(int pageIndex) const
    {
        const Page &page = m_pages.at(pageIndex);
        return page.first + page.count;
    }

private:
    struct Fonts {
        QFont label, title, meta, body, small, mono, section, header, cell, cellSmall, footer,
            verdict, lanes;
    };
    struct Page {
        int first = 0;
        int count = 0;
    };

    qreal footerHeight() const
    {
        const QFontMetricsF fm(m_fonts.footer, m_device);
        return pt(6) + 4 * fm.height() + pt(2);
    }

    qreal bodyBottom() const { return m_page.height() - footerHeight(); }

    void paginate()
    {
        const qreal front = paintFront(nullptr);
        const qreal running = paintRunningHeader(nullptr);
        const qreal header = paintTableHeader(nullptr, 0);
        m_rowHeights.reserve(m_observations.size());
        for (int i = 0; i < m_observations.size(); ++i)
            m_rowHeights.append(paintRow(nullptr, i, 0));

        Page page;
        qreal y = front + header;
        for (int i = 0; i < m_observations.size(); ++i) {
            const qreal h = m_rowHeights.at(i);
            if (page.count > 0 && y + h > bodyBottom()) {
                m_pages.append(page);
                page = Page { i, 0 };
                y = running + header;
            }
            y += h;
            ++page.count;
        }
        m_pages.append(page);
    }

    // The title block, integrity verdict, coverage and breakdown, and the table's caption.
    qreal paintFront(QPainter *p) const
    {
        const qreal w = m_page.width();
        qreal y = 0;
        auto para = [&](const QString &text, const QFont &font, const QColor &colour,
                        qreal gapAfter, int maxLines = 0) {
            if (text.isEmpty())
                return;
            Paragraph par(text, font, w, m_device, maxLines);
            if (p)
                par.draw(*p, QPointF(0, y), colour);
            y += par.height() + gapAfter;
        };

        //: Small heading above the paper title in the printed report
        para(tr("Paper Citation Record report"), m_fonts.label, kSecondary, pt(3));
        const QString title = plain(m_record.paper.title);
        para(title.isEmpty() ? tr("(untitled paper)") : title, m_fonts.title, kText, pt(4), 6);

        QStringList meta;
        QString id = QStringLiteral("arXiv:") + plain(m_record.paper.arxivId);
        if (m_record.paper.latestVersion)
            id += QStringLiteral(" v%1").arg(*m_record.paper.latestVersion);
        meta << id;
        if (!m_record.paper.primaryCategory.isEmpty())
            meta << plain(m_record.paper.primaryCategory);
        if (!m_record.asOf.isEmpty()) {
            const QString date = longDate(m_record.asOf);
            //: %1 is a date, %2 the exact RFC 3339 time it comes from
            meta << (date.isEmpty() ? tr("as of %1").arg(plain(m_record.asOf))
                                    : tr("as of %1 (%2)").arg(date, plain(m_record.asOf)));
        }
        para(meta.join(QStringLiteral("  ·  ")), m_fonts.meta, kText, pt(6));
        const auto subset = m_summary.verdict.subset;
        para(plain(subset ? subset->sentence(m_record.paper.arxivId) : m_record.thesis),
            m_fonts.body, kText, pt(3), 8);
        para(plain(m_record.refusal), m_fonts.small, kSecondary, pt(8), 6);
        // Standing notices first, as the window's header and the CLI's summary say them.
        for (const auto &[type, sentence] : noticeSummaryLines(m_record))
            para(QStringLiteral("\u2691 ") + plain(sentence), m_fonts.body, kText, pt(3), 2);

        y = paintVerdict(p, y) + pt(6);
        y = paintFindings(p, y) + pt(10);
        if (m_in.integrity && m_in.integrity->file)
            y = paintIntegrity(p, y) + pt(10);
        y = paintPanels(p, y) + pt(10);

        // The review kept beside the record (issue 19): its summary before the rows.
        if (m_in.review) {
            para(tr("Review"), m_fonts.section, kText, pt(2));
            for (const QString &line : review::summaryLines(*m_in.review))
                para(plain(line), m_fonts.body, kText, pt(2), 6);
            y += pt(8);
        }

        // Caption of the table.
        const qsizetype total = m_record.observationCount();
        QString caption;
        if (m_in.allRows)
            caption = tr("Observations: all %Ln", nullptr, int(total));
        else
            //: %1 selected rows, %2 all rows of the record
            caption = tr("Observations: %1 of %2 shown")
                          .arg(QLocale().toString(qlonglong(m_observations.size())),
                              QLocale().toString(qlonglong(total)));
        para(caption, m_fonts.section, kText, pt(2));
        const QString query = m_in.query.trimmed().isEmpty()
            ? tr("Query: none (no filter)")
            : tr("Query: %1").arg(plain(m_in.query));
        para(query, m_fonts.meta, kSecondary, pt(5), 4);
        return y;
    }

    qreal paintVerdict(QPainter *p, qreal top) const
    {
        const qreal w = m_page.width();
        const qreal pad = pt(7);
        const qreal marker = pt(16);
        const qreal textX = pad + marker + pt(8);
        const qreal textW = w - textX - pad;
        const IntegritySummary &summary = m_summary;
        Paragraph verdict(summary.verdict.sentence(), m_fonts.verdict, textW, m_device, 3);
        const QString digest = m_record.contextDigest.isEmpty()
            ? tr("Context digest: not stated")
            : tr("Context digest: %1").arg(plain(m_record.contextDigest));
        Paragraph digestLine(digest, m_fonts.mono, textW, m_device, 2);
        QString computed;
        if (m_record.contextDigestState() == Record::ContextDigestState::Mismatch)
            computed = tr("Recomputed: %1").arg(m_record.computedContextDigest);
        Paragraph computedLine(computed, m_fonts.mono, textW, m_device, 2);
        const qreal inner = verdict.height() + pt(2) + digestLine.height()
            + (computed.isEmpty() ? 0 : computedLine.height());
        const qreal h = std::max(marker, inner) + 2 * pad;
        if (p) {
            const QColor colour = integrityColour(summary.level, false);
            QColor fill = colour;
            fill.setAlphaF(0.08f);
            p->save();
            p->setRenderHint(QPainter::Antialiasing);
            p->setPen(QPen(colour, pt(1)));
            p->setBrush(fill);
            p->drawRoundedRect(QRectF(pt(0.5), top, w - pt(1), h), pt(4), pt(4));
            paintIntegrityMarker(*p, QRectF(pad, top + (h - marker) / 2, marker, marker),
                summary.level, printPalette());
            p->restore();
            qreal y = top + (h - inner) / 2;
            verdict.draw(*p, QPointF(textX, y), kText);
            y += verdict.height() + pt(2);
            digestLine.draw(*p, QPointF(textX, y), kSecondary);
            y += digestLine.height();
            if (!computed.isEmpty())
                computedLine.draw(*p, QPointF(textX, y), kBad);
        }
        return top + h;
    }

    // The audit findings right under the verdict: severity, code, message and JSON pointer each,
    // so a printed page shows why the verdict is what it is. At most kMaxFindings; the rest
    // counted.
    qreal paintFindings(QPainter *p, qreal top) const
    {
        constexpr int kMaxFindings = 12;
        const QList<Finding> &findings = m_summary.verdict.findings;
        const qreal w = m_page.width();
        qreal y = top;
        auto para = [&](const QString &text, const QFont &font, qreal x, qreal width,
                        const QColor &colour, int maxLines) {
            Paragraph par(text, font, width, m_device, maxLines);
            if (p)
                par.draw(*p, QPointF(x, y), colour);
            return par.height();
        };
        //: Report section heading; %n the number of audit findings
        y += para(tr("Audit findings (%n)", nullptr, int(findings.size())), m_fonts.section, 0, w,
                 kText, 1)
            + pt(2);
        if (findings.isEmpty()) {
            y += para(tr("The audit reports no finding."), m_fonts.meta, 0, w, kSecondary, 1);
            return y;
        }
        const qreal sevW = pt(48);
        const qreal codeW = pt(120);
        const qreal pointerW = pt(130);
        const qreal messageW = std::max(pt(80), w - sevW - codeW - pointerW - pt(12));
        for (qsizetype i = 0; i < findings.size() && i < kMaxFindings; ++i) {
            const Finding &f = findings.at(i);
            const bool error = f.severity == Finding::Severity::Error;
            const QColor colour = error ? kBad : integrityColour(IntegrityLevel::Warnings, false);
            QFont bold = m_fonts.cell;
            bold.setBold(true);
            const qreal h = std::max({ para(severityLabel(f.severity), bold, 0, sevW, colour, 1),
                para(f.code, m_fonts.mono, sevW + pt(4), codeW, kText, 2),
                para(
                    plain(f.displayText()), m_fonts.cell, sevW + codeW + pt(8), messageW, kText, 4),
                para(f.pointer.isEmpty() ? QStringLiteral("—") : plain(f.pointer), m_fonts.mono,
                    w - pointerW, pointerW, kSecondary, 3) });
            y += h + pt(1.5);
        }
        if (findings.size() > kMaxFindings)
            //: Under the report's findings list; %n findings not printed
            y += para(tr("%n more finding(s) not printed; pith-ledger-cli verify lists every one.",
                          nullptr, int(findings.size() - kMaxFindings)),
                m_fonts.meta, 0, w, kSecondary, 2);
        return y;
    }

    // Pith's integrity findings (issue 22): the summary, how ref_index was read, the findings that
    // joined no reference with the reason, and the signed events; the joined ones are on their
    // rows.
    qreal paintIntegrity(QPainter *p, qreal top) const
    {
        constexpr int kMaxLines = 12;
        const IntegrityJoin &join = *m_in.integrity;
        const IntegrityFile &file = *join.file;
        const qreal w = m_page.width();
        qreal y = top;
        auto para = [&](const QString &text, const QFont &font, qreal x, const QColor &colour,
                        int maxLines) {
            Paragraph par(text, font, w - x, m_device, maxLines);
            if (p)
                par.draw(*p, QPointF(x, y), colour);
            y += par.height() + pt(1.5);
        };
        //: Report section heading; %1 file or URL the findings came from
        para(tr("Pith integrity findings"), m_fonts.section, 0, kText, 1);
        para(plain(integritySummaryLine(file)), m_fonts.meta, 0, kText, 2);
        para(tr("Source: %1").arg(plain(file.source)), m_fonts.small, 0, kSecondary, 2);
        //: %n findings shown on their rows below
        para(tr("%n finding(s) joined to the references below (marked in the table).", nullptr,
                 int(join.joined.size()))
                + u' ' + plain(join.refIndexBasis()),
            m_fonts.meta, 0, kText, 4);
        if (!join.unjoined.isEmpty())
            para(tr("Not joined to a reference (%n):", nullptr, int(join.unjoined.size())),
                m_fonts.meta, 0, kText, 1);
        int lines = 0;
        for (const UnjoinedFinding &u : join.unjoined) {
            if (++lines > kMaxLines)
                break;
            const IntegrityFinding &f = file.findings.at(u.finding);
            QFont font = m_fonts.cell;
            font.setStrikeOut(f.rescinded());
            para(QStringLiteral("\u25C6 ") + plain(findingLine(f)) + QStringLiteral(" — ")
                    + plain(u.reason),
                font, pt(8), f.rescinded() ? kSecondary : kText, 3);
        }
        for (const IntegrityEvent &e : file.events) {
            if (++lines > kMaxLines)
                break;
            const EventCheck check = checkEvent(e, {});
            para(plain(eventHeadline(e)) + QStringLiteral(": ") + check.digestText()
                    + QStringLiteral("; ") + plain(check.signatureText(e.signingKeyId)),
                m_fonts.small, pt(8), kSecondary, 3);
        }
        if (lines > kMaxLines)
            para(tr("More not printed; pith-ledger-cli summary --integrity lists every one."),
                m_fonts.meta, 0, kSecondary, 2);
        return y;
    }

    // Coverage lanes on the left, resolution breakdown on the right, as in the window.
    qreal paintPanels(QPainter *p, qreal top) const
    {
        const qreal gap = pt(14);
        const qreal colW = (m_page.width() - gap) * 0.56; // coverage; the breakdown gets the rest
        const qreal rightW = m_page.width() - gap - colW;
        const QFontMetricsF sectionFm(m_fonts.section, m_device);
        const QFontMetricsF laneFm(m_fonts.lanes, m_device);
        const qreal headH = sectionFm.height() + pt(3);

        CoverageBarsOptions coverageOptions;
        coverageOptions.showSource = true;
        const qreal coverageH
            = coverageBarsHeightForWidth(m_record.coverage, laneFm, colW, coverageOptions);
        // as many states as two columns of twelve hold; a record with thousands folds the rest
        const QList<BreakdownEntry> entries = foldBreakdownEntries(breakdownEntries(m_record),
            m_record.referenceResolution.stateCountsNotKept, kBreakdownEntriesDrawn);
        BreakdownOptions breakdownOptions;
        breakdownOptions.caption = breakdownCaption(m_record);
        breakdownOptions.captionWarning = !m_summary.verdict.displayedCountFindings().isEmpty();
        breakdownOptions.maxLegendColumns = 2;
        const QSizeF breakdownSize = breakdownSizeHint(entries, laneFm, breakdownOptions);
        // The shared painters lay out inside the rect they are given; measure the breakdown at our
        // width.
        const BreakdownLayout measured = layoutBreakdown(
            QRectF(0, 0, rightW, breakdownSize.height() * 4), entries, laneFm, breakdownOptions);
        const qreal breakdownH = std::max(measured.size.height(), laneFm.height() * 2);
        const qreal h = headH + std::max(coverageH, breakdownH);
        if (!p)
            return top + h;

        const QPalette palette = printPalette();
        p->setFont(m_fonts.section);
        p->setPen(kText);
        // lanes past the ones kept (a record built to hurt) are counted, not drawn
        const QString cut = shownOfNote(m_record.coverage.size(), m_record.coverageCount());
        QString heading = tr("Coverage");
        if (!cut.isEmpty())
            //: PDF heading of the coverage lanes when not all are drawn: %1 "shown 1,000 of 2,500"
            heading = tr("Coverage (%1)").arg(cut);
        p->drawText(
            QRectF(0, top, colW, sectionFm.height()), Qt::AlignLeft | Qt::AlignVCenter, heading);
        p->drawText(QRectF(colW + gap, top, rightW, sectionFm.height()),
            Qt::AlignLeft | Qt::AlignVCenter, tr("Reference resolution"));
        p->setFont(m_fonts.lanes);
        paintCoverageBars(*p, QRectF(0, top + headH, colW, coverageH), m_record.coverage, palette,
            coverageOptions);
        paintBreakdown(*p, QRectF(colW + gap, top + headH, rightW, breakdownH), entries, palette,
            breakdownOptions);
        return top + h;
    }

    qreal paintRunningHeader(QPainter *p) const
    {
        const QFontMetricsF fm(m_fonts.small, m_device);
        const qreal h = fm.height() + pt(8);
        if (p) {
            QString id = QStringLiteral("arXiv:") + plain(m_record.paper.arxivId);
            if (m_record.paper.latestVersion)
                id += QStringLiteral(" v%1").arg(*m_record.paper.latestVersion);
            const QString text
                = fm.elidedText(id + QStringLiteral("  ·  ") + plain(m_record.paper.title),
                    Qt::ElideRight, m_page.width());
            p->setFont(m_fonts.small);
            p->setPen(kSecondary);
            p->drawText(
                QRectF(0, 0, m_page.width(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter, text);
            p->setPen(QPen(kRule, pt(0.5)));
            p->drawLine(
                QPointF(0, fm.height() + pt(3)), QPointF(m_page.width(), fm.height() + pt(3)));
        }
        return h;
    }

    QString headerText(int column) const
    {
        switch (column) {
        //: Report table header: outbound or inbound (abbreviated)
        case ColDirection:
            return tr("Dir.");
        //: Report table header: reference number in the citing paper's bibliography
        case ColRef:
            return tr("Ref.");
        //: Report table header: the paper on the other end of the citation
        case ColWork:
            return tr("Cited or citing work");
        case ColYear:
            return tr("Year");
        //: Report table header: resolution status
        case ColStatus:
            return tr("Status");
        case ColResolver:
            return tr("Resolver");
        //: Report table header: standing notice (retractions, corrections)
        case ColNotice:
            return tr("Notice");
        //: Report table header: whether the observation digest verifies
        case ColDigest:
            return tr("Digest");
        default:
            return {};
        }
    }

    static constexpr qreal kCellPadX = pt(3);
    static constexpr qreal kCellPadY = pt(2.5);

    qreal columnX(int column) const
    {
        qreal x = 0;
        for (int c = 0; c < column; ++c)
            x += m_widths.at(c);
        return x;
    }

    qreal paintTableHeader(QPainter *p, qreal top) const
    {
        qreal h = 0;
        QList<std::shared_ptr<Paragraph>> cells;
        for (int c = 0; c < ColCount; ++c) {
            cells.append(std::make_shared<Paragraph>(
                headerText(c), m_fonts.header, m_widths.at(c) - 2 * kCellPadX, m_device, 2));
            h = std::max(h, cells.last()->height());
        }
        h += 2 * kCellPadY;
        if (p) {
            p->fillRect(QRectF(0, top, m_page.width(), h), kHeaderFill);
            for (int c = 0; c < ColCount; ++c)
                cells.at(c)->draw(*p, QPointF(columnX(c) + kCellPadX, top + kCellPadY), kText);
            p->setPen(QPen(kText, pt(0.75)));
            p->drawLine(QPointF(0, top + h), QPointF(m_page.width(), top + h));
        }
        return top + h;
    }

    qreal paintRow(QPainter *p, int index, qreal top) const
    {
        const Observation &o = *m_observations.at(index);
        // The work column keeps a wider gutter before Year, so the two never read as one line.
        auto width
            = [&](int c) { return m_widths.at(c) - 2 * kCellPadX - (c == ColWork ? pt(8) : 0); };
        auto x = [&](int c) { return columnX(c) + kCellPadX; };

        const bool outbound = o.direction == Direction::Outbound;
        //: Report table: an outbound observation (this paper cites the work), abbreviated
        Paragraph dir(outbound ? tr("out") : tr("in", "inbound observation"), m_fonts.cell,
            width(ColDirection), m_device, 1);
        Paragraph ref(o.citation.referenceIndex ? QString::number(*o.citation.referenceIndex)
                                                : QStringLiteral("–"),
            m_fonts.cell, width(ColRef), m_device, 1);
        const QString title = plain(o.otherTitle());
        Paragraph work(title.isEmpty() ? tr("(untitled work)") : title, m_fonts.cell,
            width(ColWork), m_device, 6);
        QStringList ids;
        if (!o.otherArxivId().isEmpty())
            ids << QStringLiteral("arXiv:") + plain(o.otherArxivId());
        if (!o.otherDoi().isEmpty())
            ids << QStringLiteral("DOI ") + plain(o.otherDoi());
        Paragraph idLine(
            ids.join(QStringLiteral("  ·  ")), m_fonts.cellSmall, width(ColWork), m_device, 2);
        Paragraph year(o.otherYear() ? QString::number(*o.otherYear()) : QString(), m_fonts.cell,
            width(ColYear), m_device, 1);
        const StatusStyle style = statusStyle(o.resolution.status, false);
        const qreal swatch = pt(7);
        Paragraph status(style.label.isEmpty() ? tr("(none)") : plain(style.label), m_fonts.cell,
            width(ColStatus) - swatch - pt(4), m_device, 3);
        Paragraph resolver(o.resolution.resolverSource.isEmpty()
                ? QStringLiteral("—")
                : plain(o.resolution.resolverSource),
            m_fonts.cell, width(ColResolver), m_device, 3);
        // The notice: its event types (gravest first) or its state; each event in full under the
        // work.
        const QList<NoticeEvent> events = noticeEvents(o.notice);
        const QString noticeText = plain(noticeLabel(o.notice));
        QFont noticeFont = m_fonts.cell;
        noticeFont.setBold(!events.isEmpty());
        Paragraph notice(noticeText, noticeFont, width(ColNotice), m_device, 3);
        QString noticeDetail;
        if (!o.notice.reason.isEmpty())
            noticeDetail = plain(stateDisplayName(o.notice.reason));
        Paragraph noticeSmall(noticeDetail, m_fonts.cellSmall, width(ColNotice), m_device, 3);
        QStringList eventLines;
        // first, so that the paragraph's line limit never cuts it off
        if (const QString unread = unreadEventsNote(o.notice); !unread.isEmpty())
            eventLines.append(plain(unread));
        for (const NoticeEvent &e : events)
            eventLines.append(QStringLiteral("\u2691 ") + plain(e.line()));
        Paragraph eventPara(eventLines.join(QLatin1Char('\n')), m_fonts.cellSmall, width(ColWork),
            m_device, 4 * int(events.size()) + 1);
        // Pith integrity findings joined to this row: live ones in their severity's colour,
        // rescinded ones struck through.
        QStringList liveLines, rescindedLines;
        QString gravest;
        if (m_in.integrity) {
            for (const int j : m_in.integrity->at(o)) {
                const JoinedFinding &jf = m_in.integrity->joined.at(j);
                const IntegrityFinding &f = m_in.integrity->finding(jf);
                const QString line = QStringLiteral("\u25C6 ") + plain(findingLine(f))
                    + QStringLiteral(" · ") + IntegrityJoinText::label(jf.kind);
                if (f.rescinded()) {
                    rescindedLines.append(line);
                } else {
                    if (gravest.isEmpty())
                        gravest = f.severity;
                    liveLines.append(line);
                }
            }
        }
        Paragraph findingPara(liveLines.join(QLatin1Char('\n')), m_fonts.cellSmall, width(ColWork),
            m_device, 4 * int(liveLines.size()));
        QFont struck = m_fonts.cellSmall;
        struck.setStrikeOut(true);
        Paragraph rescindedPara(rescindedLines.join(QLatin1Char('\n')), struck, width(ColWork),
            m_device, 4 * int(rescindedLines.size()));
        const qreal findingsH = (liveLines.isEmpty() ? 0 : pt(1) + findingPara.height())
            + (rescindedLines.isEmpty() ? 0 : pt(1) + rescindedPara.height());
        // The review's decision and note beside the row.
        QString reviewText;
        if (m_in.review) {
            const QString decision = review::reportDecision(*m_in.review, o.id);
            const QString note = m_in.review->entry(o.id).note;
            if (!decision.isEmpty() || !note.isEmpty())
                //: Report table: the review's decision (or "not reviewed") and its note
                reviewText
                    = tr("Review: %1").arg(decision.isEmpty() ? tr("not reviewed") : decision)
                    + (note.isEmpty() ? QString() : QStringLiteral(" \u2014 ") + plain(note));
        }
        Paragraph reviewPara(reviewText, m_fonts.cellSmall, width(ColWork), m_device, 8);
        const qreal reviewH = reviewText.isEmpty() ? 0 : pt(1) + reviewPara.height();
        //: Report table: the observation digest verifies / does not
        Paragraph digest(o.digestOk() ? tr("ok", "digest") : tr("BAD", "digest"), m_fonts.cell,
            width(ColDigest), m_device, 1);

        const qreal workH = work.height() + (ids.isEmpty() ? 0 : pt(1) + idLine.height())
            + (eventLines.isEmpty() ? 0 : pt(1) + eventPara.height()) + findingsH + reviewH;
        const qreal noticeH = notice.height() + (noticeDetail.isEmpty() ? 0 : noticeSmall.height());
        qreal content = std::max({ dir.height(), ref.height(), workH, year.height(),
            status.height(), resolver.height(), noticeH, digest.height() });
        const qreal h = content + 2 * kCellPadY;
        if (!p)
            return top + h;

        // A colouring rule's colours, as in the window's table (they win over the failure tint;
        // the digest cell still says BAD in bold).
        const int ruleIndex = m_colours.classify(o);
        const ColourRule *rule = ruleIndex >= 0 ? &m_in.colourRules.at(ruleIndex) : nullptr;
        const QColor text = rule && rule->foreground.isValid() ? rule->foreground : kText;
        if (rule && rule->background.isValid())
            p->fillRect(QRectF(0, top, m_page.width(), h), rule->background);
        else if (!o.digestOk())
            p->fillRect(QRectF(0, top, m_page.width(), h), kBadRow);
        else if (index % 2 == 1)
            p->fillRect(QRectF(0, top, m_page.width(), h), kZebra);
        const qreal y = top + kCellPadY;
        dir.draw(*p, QPointF(x(ColDirection), y), text);
        ref.draw(*p, QPointF(x(ColRef), y), text);
        work.draw(*p, QPointF(x(ColWork), y), title.isEmpty() ? kSecondary : text);
        if (!ids.isEmpty())
            idLine.draw(*p, QPointF(x(ColWork), y + work.height() + pt(1)), kSecondary);
        if (!eventLines.isEmpty())
            eventPara.draw(*p,
                QPointF(x(ColWork),
                    y + work.height() + (ids.isEmpty() ? 0 : pt(1) + idLine.height()) + pt(1)),
                kBad);
        {
            qreal fy = y + workH - reviewH - findingsH;
            if (!liveLines.isEmpty()) {
                fy += pt(1);
                findingPara.draw(
                    *p, QPointF(x(ColWork), fy), findingStyle(gravest, false, false).colour);
                fy += findingPara.height();
            }
            if (!rescindedLines.isEmpty())
                rescindedPara.draw(*p, QPointF(x(ColWork), fy + pt(1)), kSecondary);
        }
        if (!reviewText.isEmpty())
            reviewPara.draw(*p, QPointF(x(ColWork), y + workH - reviewPara.height()), kReview);
        year.draw(*p, QPointF(x(ColYear), y), text);

        const QFontMetricsF fm(m_fonts.cell, m_device);
        const QRectF swatchRect(x(ColStatus), y + (fm.height() - swatch) / 2, swatch, swatch);
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        paintStatusSwatch(*p, swatchRect, style, false);
        p->restore();
        status.draw(*p, QPointF(x(ColStatus) + swatch + pt(4), y), text);
        resolver.draw(*p, QPointF(x(ColResolver), y),
            o.resolution.resolverSource.isEmpty() ? kSecondary : text);
        notice.draw(*p, QPointF(x(ColNotice), y), events.isEmpty() ? text : kBad);
        if (!noticeDetail.isEmpty())
            noticeSmall.draw(*p, QPointF(x(ColNotice), y + notice.height()), kSecondary);
        if (!o.digestOk()) {
            QFont bold = m_fonts.cell;
            bold.setBold(true);
            Paragraph bad(tr("BAD", "digest"), bold, width(ColDigest), m_device, 1);
            bad.draw(*p, QPointF(x(ColDigest), y), kBad);
        } else {
            digest.draw(*p, QPointF(x(ColDigest), y), text);
        }
        p->setPen(QPen(QColor(0xd0, 0xd3, 0xd8), pt(0.4)));
        p->drawLine(QPointF(0, top + h), QPointF(m_page.width(), top + h));
        return top + h;
    }

    void paintFooter(QPainter &p, int index) const
    {
        QFont bold = m_fonts.footer;
        bold.setBold(true);
        const QFontMetricsF fm(m_fonts.footer, m_device);
        const QFontMetricsF boldFm(bold, m_device);
        const qreal top = bodyBottom() + pt(4);
        const qreal w = m_page.width();
        p.setPen(QPen(kRule, pt(0.5)));
        p.drawLine(QPointF(0, top), QPointF(w, top));

        const qreal line1 = top + pt(2);
        const qreal line2 = line1 + fm.height();
        // Two texts on one line; the one that must stay whole (page number, digest) gets its
        // width first, the other is elided into what is left.
        auto drawPair = [&](qreal y, const QString &left, const QFont &leftFont,
                            const QColor &leftColour, const QString &right, const QFont &rightFont,
                            const QColor &rightColour, bool keepLeft) {
            const QFontMetricsF lfm(leftFont, m_device);
            const QFontMetricsF rfm(rightFont, m_device);
            const qreal gap = pt(8);
            qreal leftW, rightW;
            if (keepLeft) {
                leftW = std::min(w, lfm.horizontalAdvance(left) + pt(1));
                rightW = std::max<qreal>(0, w - leftW - gap);
            } else {
                rightW = std::min(w / 2, rfm.horizontalAdvance(right) + pt(1));
                leftW = w - rightW - gap;
            }
            p.setFont(rightFont);
            p.setPen(rightColour);
            p.drawText(QRectF(w - rightW, y, rightW, fm.height()),
                Qt::AlignRight | Qt::AlignVCenter, rfm.elidedText(right, Qt::ElideLeft, rightW));
            p.setFont(leftFont);
            p.setPen(leftColour);
            p.drawText(QRectF(0, y, leftW, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                lfm.elidedText(left, Qt::ElideRight, leftW));
        };

        const QString query = m_in.query.trimmed().isEmpty()
            ? tr("Query: none (no filter)")
            : tr("Query: %1").arg(plain(m_in.query));
        //: Footer of every report page; %1 page number, %2 page count
        const QString pageText = tr("Page %1 of %2").arg(index + 1).arg(pageCount());
        drawPair(line1, query, m_fonts.footer, kText, pageText, bold, kText, false);

        const QString digest = m_record.contextDigest.isEmpty()
            ? tr("Context digest: not stated")
            : tr("Context digest: %1").arg(plain(m_record.contextDigest));
        //: Report footer; %1 program version, %2 export time (UTC)
        const QString tail
            = tr("Pith Ledger %1  ·  exported %2")
                  .arg(QStringLiteral(PITH_LEDGER_VERSION),
                      m_exportedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")));
        drawPair(
            line2, digest, m_fonts.footer, kSecondary, QString(), m_fonts.footer, kSecondary, true);
        // The input a printed page came from: the file or URL, and the record's as_of.
        const QString where = m_in.sourceName.isEmpty() ? m_in.sourcePath : m_in.sourceName;
        //: Report footer; %1 the file path or URL the record was read from
        const QString source
            = where.isEmpty() ? tr("Source: not recorded") : tr("Source: %1").arg(plain(where));
        //: Report footer; %1 the record's as_of time as stated
        const QString asOf = m_record.asOf.isEmpty() ? tr("as_of: not stated")
                                                     : tr("as_of %1").arg(plain(m_record.asOf));
        drawPair(line2 + fm.height(), source, m_fonts.footer, kSecondary, asOf, m_fonts.footer,
            kSecondary, false);
        drawPair(line2 + 2 * fm.height(), tail, m_fonts.footer, kSecondary, QString(),
            m_fonts.footer, kSecondary, true);
    }

    const ReportInput &m_in;
    const Record &m_record;
    QPaintDevice *m_device;
    QSizeF m_page; // the body of a page, logical units
    QList<const Observation *> m_observations;
    IntegritySummary m_summary; // the record's verdict, the same the window's badge shows
    QList<qreal> m_widths;
    QList<qreal> m_rowHeights;
    ColourClassifier m_colours;
    QList<Page> m_pages;
    QDateTime m_exportedAt;
    Fonts m_fonts;
};

// Logical units per device pixel and the page body in logical units.
struct DeviceGeometry {
    qreal scale = 1; // device pixels per logical unit
    QSizeF page;
};

DeviceGeometry geometry(QPagedPaintDevice *device)
{
    DeviceGeometry g;
    g.scale = qreal(device->logicalDpiX()) / kLogicalDpi;
    g.page = QSizeF(device->width() / g.scale, device->height() / g.scale);
    return g;
}

} // namespace

ReportRenderer::ReportRenderer(ReportInput input)
    : m_input(std::move(input))
{
}

int ReportRenderer::pageCount(QPagedPaintDevice *device) const
{
    if (!m_input.record || !device)
        return 0;
    const DeviceGeometry g = geometry(device);
    return Composer(m_input, device, g.page).pageCount();
}

bool ReportRenderer::render(
    QPagedPaintDevice *device, QString *error, const exporting::Progress &progress) const
{
    auto fail = [&](const QString &reason) {
        if (error)
            *error = reason;
        return false;
    };
    if (!m_input.record)
        return fail(tr("there is no record to report on"));
    const DeviceGeometry g = geometry(device);
    if (g.page.width() < pt(200) || g.page.height() < pt(200))
        return fail(tr("the page is too small for the report"));

    const Composer composer(m_input, device, g.page);
    QPainter painter;
    if (!painter.begin(device))
        return fail(tr("cannot draw on the output device"));
    painter.setRenderHint(QPainter::TextAntialiasing);
    const int pages = composer.pageCount();
    const qint64 rows = m_input.rows.size();
    for (int i = 0; i < pages; ++i) {
        if (i > 0 && !device->newPage()) {
            painter.end();
            return fail(tr("cannot start a new page"));
        }
        painter.save();
        painter.scale(g.scale, g.scale);
        composer.paintPage(painter, i);
        painter.restore();
        if (progress && !progress(std::min<qint64>(composer.rowsThrough(i), rows), rows)) {
            painter.end();
            return fail(tr("the export was cancelled"));
        }
    }
    if (!painter.end())
        return fail(tr("drawing the report failed"));
    return true;
}

bool writePdf(QIODevice *device, const ReportInput &input, QString *error,
    const exporting::Progress &progress)
{
    QPdfWriter writer(device);
    writer.setResolution(int(kLogicalDpi));
    writer.setPageLayout(QPageLayout(QPageSize(paperSizeForLocale(QLocale::system())),
        QPageLayout::Portrait, QMarginsF(15, 14, 15, 12), QPageLayout::Millimeter));
    writer.setCreator(QStringLiteral("Pith Ledger " PITH_LEDGER_VERSION));
    if (input.record)
        writer.setTitle(input.record->paper.title.simplified());
    if (!ReportRenderer(input).render(&writer, error, progress))
        return false;
    return true;
}

} // namespace pith::ui

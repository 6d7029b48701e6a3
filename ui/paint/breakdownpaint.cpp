// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/paint/breakdownpaint.h"

#include "models/items/resolutionsummarymodel.h"
#include "models/record/audit.h"
#include "models/record/verdict.h"
#include "models/record/wording.h"
#include "ui/paint/integritystyle.h"
#include "ui/paint/statusstyle.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pith::ui {

namespace {

// The caption as drawn: with a warning sign in front when a finding contradicts it (not colour
// alone).
QString captionText(const BreakdownOptions &options)
{
    return options.captionWarning ? QStringLiteral("\u26a0 ") + options.caption : options.caption;
}

struct Metrics {
    qreal pad = 0; // left/right inside the rect
    qreal line = 0; // one text line
    qreal barHeight = 0;
    qreal minSegment = 0;
    qreal swatch = 0;
    qreal entryHeight = 0;
    qreal gap = 0;
};

Metrics metricsFor(const QFontMetricsF &fm)
{
    Metrics m;
    m.line = fm.height();
    m.pad = std::round(fm.height() * 0.5);
    m.barHeight = std::round(fm.height() * 1.7);
    m.minSegment = fm.height() * 1.1;
    m.swatch = std::round(fm.height() * 1.05);
    m.entryHeight = std::round(fm.height() * 1.55);
    m.gap = std::round(fm.height() * 0.5);
    return m;
}

QString countText(qint64 count) { return QLocale().toString(count); }

qreal legendEntryWidth(
    const QList<BreakdownEntry> &entries, const QFontMetricsF &fm, const Metrics &m)
{
    qreal label = 0, count = 0;
    for (const BreakdownEntry &e : entries) {
        label = std::max(label, fm.horizontalAdvance(stateLabel(e.state)));
        count = std::max(count, fm.horizontalAdvance(countText(e.count)));
    }
    return m.swatch + m.gap + label + 2 * m.gap + count + 2 * m.gap;
}

// Widths proportional to the counts, but every non-empty state at least minSegment wide so it
// stays visible and clickable; the rest is shared among the larger states.
QList<qreal> segmentWidths(const QList<BreakdownEntry> &entries, qreal width, qreal minSegment)
{
    QList<qreal> widths(entries.size(), 0.0);
    qint64 total = 0;
    int nonZero = 0;
    for (const BreakdownEntry &e : entries) {
        total += std::max<qint64>(0, e.count);
        nonZero += e.count > 0 ? 1 : 0;
    }
    if (total <= 0 || width <= 0)
        return widths;
    if (nonZero * minSegment >= width)
        minSegment = 0;
    QList<bool> pinned(entries.size(), false);
    for (int round = 0; round < int(entries.size()) + 1; ++round) {
        qreal pinnedWidth = 0;
        qint64 freeTotal = 0;
        for (qsizetype i = 0; i < entries.size(); ++i) {
            if (entries[i].count <= 0)
                continue;
            if (pinned[i])
                pinnedWidth += minSegment;
            else
                freeTotal += entries[i].count;
        }
        bool changed = false;
        for (qsizetype i = 0; i < entries.size(); ++i) {
            if (entries[i].count <= 0)
                continue;
            if (pinned[i]) {
                widths[i] = minSegment;
                continue;
            }
            widths[i] = freeTotal > 0
                ? (width - pinnedWidth) * double(entries[i].count) / double(freeTotal)
                : 0;
            if (widths[i] < minSegment) {
                pinned[i] = true;
                changed = true;
            }
        }
        if (!changed)
            break;
    }
    return widths;
}

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
        float(a.greenF() * (1 - t) + b.greenF() * t), float(a.blueF() * (1 - t) + b.blueF() * t));
}

} // namespace

QList<BreakdownEntry> breakdownEntries(const Record &record)
{
    QList<BreakdownEntry> entries;
    for (const ResolutionSummaryModel::Row &row : ResolutionSummaryModel::rowsFor(record))
        entries.append({ row.state, row.count, row.known });
    return entries;
}

QList<BreakdownEntry> foldBreakdownEntries(
    const QList<BreakdownEntry> &entries, qsizetype notKept, qsizetype maxEntries)
{
    if (entries.size() <= maxEntries && notKept == 0)
        return entries;
    // the known six, then the other states with the most observations, one slot for the rest
    QList<BreakdownEntry> shown, others;
    for (const BreakdownEntry &e : entries)
        (e.known ? shown : others).append(e);
    std::stable_sort(others.begin(), others.end(),
        [](const BreakdownEntry &a, const BreakdownEntry &b) { return a.count > b.count; });
    const qsizetype room = std::max<qsizetype>(0, maxEntries - shown.size() - 1);
    const qsizetype kept = std::min(room, others.size());
    shown.append(others.first(kept));
    qint64 count = 0;
    for (qsizetype i = kept; i < others.size(); ++i)
        count += others[i].count;
    const qsizetype folded = others.size() - kept + notKept;
    //: The breakdown's last entry when it cannot draw every state (a record with thousands)
    shown.append({ QCoreApplication::translate(
                       "pith::ui::Breakdown", "%Ln more state(s)", nullptr, int(folded)),
        count, false, true });
    return shown;
}

QString breakdownCaption(const Record &record)
{
    if (const auto subset = exportSubset(record))
        //: Above the breakdown chart of an exported subset; %1 exported, %2 the source's outbound
        //: observations
        return QCoreApplication::translate(
            "pith::ui::Breakdown", "%1 of %2 outbound observations exported")
            .arg(QLocale().toString(subset->selectedOutbound),
                QLocale().toString(subset->sourceOutbound));
    const auto &rr = record.referenceResolution;
    const QString shown = rr.displayed ? QLocale().toString(*rr.displayed) : QStringLiteral("?");
    const QString total = rr.totalOutboundReferences
        ? QLocale().toString(*rr.totalOutboundReferences)
        : QStringLiteral("?");
    //: Above the breakdown chart, official wording; %1 displayed, %2 total outbound references
    return QCoreApplication::translate(
        "pith::ui::Breakdown", "%1 of %2 outbound references displayed")
        .arg(shown, total);
}

QString breakdownCaptionProblem(const Record &record)
{
    QStringList lines;
    for (const Finding &f : recordVerdict(record).displayedCountFindings())
        lines.append(severityLabel(f.severity) + QStringLiteral(" [") + f.code
            + QStringLiteral("]: ") + f.displayText());
    return lines.join(QLatin1Char('\n'));
}

QString breakdownDescription(const QList<BreakdownEntry> &entries)
{
    QStringList lines;
    for (const BreakdownEntry &e : entries) {
        //: Accessible description of one breakdown segment; %1 the state name
        lines.append(QCoreApplication::translate(
            "pith::ui::Breakdown", "%1: %n observation(s)", nullptr, int(e.count))
                         .arg(stateLabel(e.state)));
    }
    return lines.join(QLatin1Char('\n'));
}

int BreakdownLayout::hitTest(const QPointF &p) const
{
    for (qsizetype i = 0; i < segments.size(); ++i) {
        if (segments[i].contains(p))
            return int(i);
    }
    return -1;
}

BreakdownLayout layoutBreakdown(const QRectF &rect, const QList<BreakdownEntry> &entries,
    const QFontMetricsF &fm, const BreakdownOptions &options)
{
    const Metrics m = metricsFor(fm);
    BreakdownLayout layout;
    const qreal left = rect.left() + m.pad;
    const qreal width = std::max<qreal>(0, rect.width() - 2 * m.pad);
    qreal y = rect.top() + m.pad / 2;

    if (!options.caption.isEmpty()) {
        // The caption wraps in a narrow panel rather than being cut.
        const qreal h = std::max(m.line,
            fm.boundingRect(QRectF(0, 0, std::max<qreal>(1, width), 1e6),
                  Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, captionText(options))
                .height());
        layout.captionRect = QRectF(left, y, width, h);
        y += h + m.gap / 2;
    }
    layout.barRect = QRectF(left, y, width, m.barHeight);
    const QList<qreal> widths = segmentWidths(entries, width, m.minSegment);
    qreal x = left;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        BreakdownSegment s;
        s.state = entries[i].state;
        s.count = entries[i].count;
        s.known = entries[i].known;
        if (widths[i] > 0)
            s.barRect = QRectF(x, y, widths[i], m.barHeight);
        x += widths[i];
        layout.segments.append(s);
    }
    y += m.barHeight + m.gap;

    const qreal entryWidth = legendEntryWidth(entries, fm, m);
    const int columns = std::clamp(
        int(width / std::max<qreal>(1, entryWidth)), 1, std::max(1, options.maxLegendColumns));
    const qreal columnWidth = width / columns;
    for (qsizetype i = 0; i < layout.segments.size(); ++i) {
        const int row = int(i) / columns;
        const int col = int(i) % columns;
        layout.segments[i].legendRect = QRectF(left + col * columnWidth, y + row * m.entryHeight,
            std::min(columnWidth, entryWidth + m.gap * 2), m.entryHeight);
    }
    const qsizetype rows = (entries.size() + columns - 1) / columns;
    y += rows * m.entryHeight;
    layout.size = QSizeF(rect.width(), y - rect.top() + m.pad / 2);
    return layout;
}

QSizeF breakdownSizeHint(
    const QList<BreakdownEntry> &entries, const QFontMetricsF &fm, const BreakdownOptions &options)
{
    const Metrics m = metricsFor(fm);
    const int columns = std::max(
        1, std::min<int>(options.maxLegendColumns, int(std::max<qsizetype>(1, entries.size()))));
    const qreal width = std::max(legendEntryWidth(entries, fm, m) * columns,
                            fm.horizontalAdvance(captionText(options)))
        + 2 * m.pad;
    const BreakdownLayout l = layoutBreakdown(QRectF(0, 0, width, 10000), entries, fm, options);
    return { std::ceil(width), std::ceil(l.size.height()) };
}

BreakdownLayout paintBreakdown(QPainter &painter, const QRectF &rect,
    const QList<BreakdownEntry> &entries, const QPalette &palette, const BreakdownOptions &options)
{
    const QFontMetricsF fm(painter.font(), painter.device());
    const Metrics m = metricsFor(fm);
    const BreakdownLayout layout = layoutBreakdown(rect, entries, fm, options);
    const bool dark = isDarkPalette(palette);
    const QColor text = palette.color(QPalette::WindowText);
    const QColor window = palette.color(QPalette::Window);
    const QColor secondary = mix(text, window, 0.3);
    const QColor highlight = palette.color(QPalette::Highlight);

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);

    if (!layout.captionRect.isEmpty()) {
        painter.setPen(
            options.captionWarning ? integrityColour(IntegrityLevel::Warnings, dark) : text);
        painter.drawText(layout.captionRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
            captionText(options));
    }

    // The track, visible when there is nothing to divide.
    qint64 total = 0;
    for (const BreakdownEntry &e : entries)
        total += std::max<qint64>(0, e.count);
    painter.setPen(QPen(mix(window, text, 0.45), 1.0, total > 0 ? Qt::SolidLine : Qt::DashLine));
    painter.setBrush(mix(window, text, dark ? 0.12 : 0.06));
    painter.drawRect(layout.barRect.adjusted(0.5, 0.5, -0.5, -0.5));
    if (total == 0) {
        painter.setPen(secondary);
        painter.drawText(layout.barRect, Qt::AlignCenter,
            QCoreApplication::translate("pith::ui::Breakdown", "No outbound observation"));
    }

    for (qsizetype i = 0; i < layout.segments.size(); ++i) {
        const BreakdownSegment &s = layout.segments[i];
        const StatusStyle style = statusStyle(s.state, dark);
        if (s.barRect.isEmpty())
            continue;
        paintStatusSwatch(painter, s.barRect, style, false);
        if (i == options.hovered) {
            QColor tint = style.onFill;
            tint.setAlphaF(0.18f);
            painter.fillRect(s.barRect, tint);
        }
        // Marker and count on a small chip of plain fill, so the hatch never sits under text.
        const QString count = countText(s.count);
        const qreal marker = std::round(m.line * 0.62);
        const qreal chipW = marker + m.line * 0.3 + fm.horizontalAdvance(count) + m.line * 0.5;
        const qreal chipH = m.line * 1.1;
        if (chipW <= s.barRect.width() - 2) {
            const QRectF chip(s.barRect.center().x() - chipW / 2,
                s.barRect.center().y() - chipH / 2, chipW, chipH);
            painter.setPen(Qt::NoPen);
            painter.setBrush(style.fill);
            painter.drawRoundedRect(chip, chipH / 4, chipH / 4);
            paintStatusMarker(painter,
                QRectF(chip.left() + m.line * 0.25, chip.center().y() - marker / 2, marker, marker),
                style.shape, style.onFill);
            painter.setPen(style.onFill);
            painter.drawText(QRectF(chip.left() + m.line * 0.25 + marker + m.line * 0.2, chip.top(),
                                 fm.horizontalAdvance(count) + 1, chipH),
                Qt::AlignLeft | Qt::AlignVCenter, count);
        } else if (marker + 2 <= s.barRect.width()) {
            paintStatusMarker(painter,
                QRectF(s.barRect.center().x() - marker / 2, s.barRect.center().y() - marker / 2,
                    marker, marker),
                style.shape, style.onFill);
        }
    }
    // Separators between segments in the window colour, so adjacent states never merge.
    painter.setPen(QPen(window, std::max<qreal>(1.0, m.line / 12)));
    for (qsizetype i = 0; i < layout.segments.size(); ++i) {
        const QRectF &r = layout.segments[i].barRect;
        if (!r.isEmpty() && r.right() < layout.barRect.right() - 1)
            painter.drawLine(QPointF(r.right(), r.top()), QPointF(r.right(), r.bottom()));
    }

    // Legend: swatch with the shape, name, count.
    for (qsizetype i = 0; i < layout.segments.size(); ++i) {
        const BreakdownSegment &s = layout.segments[i];
        const StatusStyle style = statusStyle(s.state, dark);
        const QRectF entry = s.legendRect;
        if (i == options.hovered || i == options.current) {
            QColor tint = highlight;
            tint.setAlphaF(i == options.current ? 0.18f : 0.09f);
            painter.setPen(Qt::NoPen);
            painter.setBrush(tint);
            painter.drawRoundedRect(entry.adjusted(-m.gap / 3, 1, 0, -1), 3, 3);
        }
        const QRectF swatch(entry.left(), entry.center().y() - m.swatch / 2, m.swatch, m.swatch);
        paintStatusSwatch(painter, swatch, style, true);
        const QString count = countText(s.count);
        const qreal countWidth = fm.horizontalAdvance(count);
        const QRectF countRect(
            entry.right() - m.gap - countWidth, entry.top(), countWidth + 1, entry.height());
        const QRectF labelRect(swatch.right() + m.gap, entry.top(),
            std::max<qreal>(0, countRect.left() - swatch.right() - 2 * m.gap), entry.height());
        painter.setPen(s.count > 0 ? text : secondary);
        painter.drawText(labelRect, Qt::AlignLeft | Qt::AlignVCenter,
            fm.elidedText(style.label, Qt::ElideRight, labelRect.width()));
        painter.drawText(countRect, Qt::AlignRight | Qt::AlignVCenter, count);
    }

    // Focus: a solid frame round the current bar segment and a dotted one round its legend entry.
    if (options.current >= 0 && options.current < layout.segments.size()) {
        const BreakdownSegment &s = layout.segments[options.current];
        painter.setBrush(Qt::NoBrush);
        if (!s.barRect.isEmpty()) {
            painter.setPen(QPen(text, std::max<qreal>(2.0, m.line / 8)));
            painter.drawRect(s.barRect.adjusted(1, 1, -1, -1));
        }
        painter.setPen(QPen(highlight, 1.0, Qt::DotLine));
        painter.drawRoundedRect(s.legendRect.adjusted(-m.gap / 3 + 0.5, 1.5, -0.5, -1.5), 3, 3);
    }
    painter.restore();
    return layout;
}

BreakdownLayout paintBreakdown(
    QPainter &painter, const QRectF &rect, const Record &record, const QPalette &palette)
{
    BreakdownOptions options;
    options.caption = breakdownCaption(record);
    options.captionWarning = !breakdownCaptionProblem(record).isEmpty();
    return paintBreakdown(painter, rect, breakdownEntries(record), palette, options);
}

} // namespace pith::ui

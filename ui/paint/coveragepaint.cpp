// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/paint/coveragepaint.h"

#include "models/record/wording.h"
#include "ui/paint/statusstyle.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

namespace pith::ui {

namespace {

struct LaneMetrics {
    qreal text = 0; // one text line
    qreal gap = 0; // text to bar
    qreal bar = 0; // bar track height
    qreal after = 0; // below a lane
};

LaneMetrics laneMetrics(const QFontMetricsF &fm)
{
    LaneMetrics m;
    m.text = fm.height();
    m.gap = std::max<qreal>(2.0, fm.height() * 0.2);
    m.bar = std::max<qreal>(6.0, fm.height() * 0.62);
    m.after = std::max<qreal>(4.0, fm.height() * 0.55);
    return m;
}

int extraLines(const CoverageBarsOptions &o)
{
    return (o.showNote ? 1 : 0) + (o.showSource ? 1 : 0);
}

constexpr int kTextFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

// Height of text wrapped at width: lane wordings wrap in a narrow side panel instead of being
// cut, so the official wording is always readable whole.
qreal wrappedHeight(const QFontMetricsF &fm, const QString &text, qreal width)
{
    if (text.isEmpty())
        return fm.height();
    return std::max(fm.height(),
        fm.boundingRect(QRectF(0, 0, std::max<qreal>(1, width), 1e6), kTextFlags, text).height());
}

qreal innerWidth(const QFontMetricsF &fm, qreal width)
{
    return std::max<qreal>(1, width - 2 * fm.height() * 0.5);
}

qreal laneHeightFor(const CoverageLane &lane, const QFontMetricsF &fm, qreal width,
    const CoverageBarsOptions &options)
{
    const LaneMetrics m = laneMetrics(fm);
    const qreal w = innerWidth(fm, width);
    qreal h = wrappedHeight(fm, coverageLaneText(lane), w) + m.gap + m.bar;
    if (extraLines(options))
        h += m.gap;
    if (options.showNote)
        h += wrappedHeight(fm, lane.note, w);
    if (options.showSource)
        h += wrappedHeight(fm, coverageSourceLine(lane), w);
    return h + m.after;
}

QColor mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
        float(a.greenF() * (1 - t) + b.greenF() * t), float(a.blueF() * (1 - t) + b.blueF() * t));
}

} // namespace

std::optional<double> coverageFraction(const CoverageLane &lane)
{
    if (!lane.recordsObserved || !lane.denominator || *lane.denominator <= 0)
        return std::nullopt;
    const double f = double(*lane.recordsObserved) / double(*lane.denominator);
    return std::clamp(f, 0.0, 1.0);
}

QString coverageLaneText(const CoverageLane &lane)
{
    QString state = stateDisplayName(lane.state);
    //: Coverage lane state
    if (lane.state == u"measured")
        state = QCoreApplication::translate("pith::ui::CoverageBars", "measured");
    QString name = stateDisplayName(lane.lane);
    //: Coverage lane names (record-format.md)
    if (lane.lane == u"reference_resolution")
        name = QCoreApplication::translate("pith::ui::CoverageBars", "reference resolution");
    else if (lane.lane == u"standing_notices")
        name = QCoreApplication::translate("pith::ui::CoverageBars", "standing notices");
    else if (lane.lane == u"inbound_itemization")
        name = QCoreApplication::translate("pith::ui::CoverageBars", "inbound itemization");
    else if (lane.lane == u"external_citation_measurements")
        name = QCoreApplication::translate(
            "pith::ui::CoverageBars", "external citation measurements");
    const QString observed
        = lane.recordsObserved ? QLocale().toString(*lane.recordsObserved) : QStringLiteral("?");
    const QString denominator
        = lane.denominator ? QLocale().toString(*lane.denominator) : QStringLiteral("?");
    //: Coverage lane, official wording "measured 21 of 21 reference resolution"; %1 state, %2
    //: observed, %3 denominator, %4 lane
    return QCoreApplication::translate("pith::ui::CoverageBars", "%1 %2 of %3 %4")
        .arg(state, observed, denominator, name);
}

QString coverageSourceLine(const CoverageLane &lane)
{
    const QString source = lane.source.isEmpty()
        ? QCoreApplication::translate("pith::ui::CoverageBars", "no source named")
        : lane.source;
    if (lane.sourceObservedAt.isEmpty())
        //: Coverage lane source without an observation time; %1 the source names
        return QCoreApplication::translate(
            "pith::ui::CoverageBars", "Source: %1, observation time not stated")
            .arg(source);
    //: Coverage lane source, official wording; %1 the source names, %2 an ISO time
    return QCoreApplication::translate("pith::ui::CoverageBars", "Source: %1, observed %2")
        .arg(source, lane.sourceObservedAt);
}

qreal coverageLaneHeight(const QFontMetricsF &metrics, const CoverageBarsOptions &options)
{
    const LaneMetrics m = laneMetrics(metrics);
    return m.text + m.gap + m.bar + extraLines(options) * m.text + (extraLines(options) ? m.gap : 0)
        + m.after;
}

QSizeF coverageBarsSizeHint(const QList<CoverageLane> &lanes, const QFontMetricsF &metrics,
    const CoverageBarsOptions &options)
{
    qreal width = metrics.horizontalAdvance(QLatin1Char('M')) * 24;
    for (const CoverageLane &lane : lanes) {
        width = std::max(width, metrics.horizontalAdvance(coverageLaneText(lane)));
        if (options.showNote)
            width = std::max(width, metrics.horizontalAdvance(lane.note));
        if (options.showSource)
            width = std::max(width, metrics.horizontalAdvance(coverageSourceLine(lane)));
    }
    const qreal pad = metrics.height() * 0.5;
    const qreal w = std::ceil(width + 2 * pad) + 1;
    return { w, coverageBarsHeightForWidth(lanes, metrics, w, options) };
}

QList<QRectF> layoutCoverageBars(const QRectF &rect, const QList<CoverageLane> &lanes,
    const QFontMetricsF &metrics, const CoverageBarsOptions &options)
{
    QList<QRectF> rects;
    const qreal pad = metrics.height() * 0.5;
    qreal y = rect.top() + pad / 2;
    for (const CoverageLane &lane : lanes) {
        const qreal h = laneHeightFor(lane, metrics, rect.width(), options);
        rects.append(QRectF(rect.left(), y, rect.width(), h));
        y += h;
    }
    return rects;
}

qreal coverageBarsHeightForWidth(const QList<CoverageLane> &lanes, const QFontMetricsF &metrics,
    qreal width, const CoverageBarsOptions &options)
{
    const qreal pad = metrics.height() * 0.5;
    if (lanes.isEmpty())
        return std::ceil(wrappedHeight(metrics,
                             QCoreApplication::translate(
                                 "pith::ui::CoverageBars", "The record states no coverage lane."),
                             innerWidth(metrics, width))
            + pad * 1.5);
    qreal h = pad;
    for (const CoverageLane &lane : lanes)
        h += laneHeightFor(lane, metrics, width, options);
    return std::ceil(h);
}

QList<QRectF> paintCoverageBars(QPainter &painter, const QRectF &rect,
    const QList<CoverageLane> &lanes, const QPalette &palette, const CoverageBarsOptions &options)
{
    const QFontMetricsF fm(painter.font(), painter.device());
    const LaneMetrics m = laneMetrics(fm);
    const QList<QRectF> rects = layoutCoverageBars(rect, lanes, fm, options);
    const bool dark = isDarkPalette(palette);
    const QColor text = palette.color(QPalette::WindowText);
    const QColor window = palette.color(QPalette::Window);
    const QColor secondary = mix(text, window, 0.32);
    const QColor track = mix(window, text, dark ? 0.14 : 0.08);
    const QColor trackEdge = mix(window, text, 0.45);
    // "measured" in a slate blue that is no resolution state's colour; other lane states grey.
    const QColor measured = dark ? QColor(0x8f, 0xb6, 0xe0) : QColor(0x2e, 0x56, 0x8c);
    const QColor other = dark ? QColor(0xa8, 0xa8, 0xa8) : QColor(0x6b, 0x6b, 0x6b);
    const qreal pad = fm.height() * 0.5;

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (qsizetype i = 0; i < lanes.size(); ++i) {
        const CoverageLane &lane = lanes.at(i);
        const QRectF row = rects.at(i);
        const QRectF inner = row.adjusted(pad, 0, -pad, 0);

        if (i == options.hovered || i == options.current) {
            QColor tint = palette.color(QPalette::Highlight);
            tint.setAlphaF(i == options.current ? 0.16f : 0.08f);
            painter.setPen(Qt::NoPen);
            painter.setBrush(tint);
            painter.drawRoundedRect(row.adjusted(1, 0, -1, -m.after / 2), 3, 3);
        }
        if (i == options.current) {
            QPen focus(palette.color(QPalette::Highlight), 1.0, Qt::DotLine);
            painter.setPen(focus);
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(row.adjusted(1.5, 0.5, -1.5, -m.after / 2), 3, 3);
        }

        qreal y = row.top();
        painter.setPen(text);
        const QString wording = coverageLaneText(lane);
        const qreal wordingHeight = wrappedHeight(fm, wording, inner.width());
        painter.drawText(
            QRectF(inner.left(), y, inner.width(), wordingHeight), kTextFlags, wording);
        y += wordingHeight + m.gap;

        const QRectF bar(inner.left(), y, inner.width(), m.bar);
        painter.setPen(Qt::NoPen);
        painter.setBrush(track);
        painter.drawRoundedRect(bar, m.bar / 4, m.bar / 4);
        const std::optional<double> fraction = coverageFraction(lane);
        const bool isMeasured = lane.state == QLatin1String("measured");
        if (fraction && *fraction > 0) {
            const QRectF filled(bar.left(), bar.top(),
                std::max(bar.height() / 2, bar.width() * *fraction), bar.height());
            painter.setBrush(isMeasured ? measured : other);
            painter.drawRoundedRect(filled, m.bar / 4, m.bar / 4);
            if (!isMeasured)
                paintStatusPattern(
                    painter, filled, StatusPattern::Horizontal, dark ? Qt::black : Qt::white);
        }
        // Nothing to divide by (0 of 0, or a missing number): a dashed outline says "no scale".
        QPen edge(trackEdge, 1.0, fraction ? Qt::SolidLine : Qt::DashLine);
        painter.setPen(edge);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(bar.adjusted(0.5, 0.5, -0.5, -0.5), m.bar / 4, m.bar / 4);
        y += m.bar;

        if (extraLines(options))
            y += m.gap;
        painter.setPen(secondary);
        if (options.showNote) {
            const qreal h = wrappedHeight(fm, lane.note, inner.width());
            painter.drawText(QRectF(inner.left(), y, inner.width(), h), kTextFlags, lane.note);
            y += h;
        }
        if (options.showSource) {
            const QString source = coverageSourceLine(lane);
            painter.drawText(
                QRectF(inner.left(), y, inner.width(), wrappedHeight(fm, source, inner.width())),
                kTextFlags, source);
        }
    }
    if (lanes.isEmpty()) {
        painter.setPen(secondary);
        painter.drawText(rect.adjusted(pad, pad / 2, -pad, 0), kTextFlags,
            QCoreApplication::translate(
                "pith::ui::CoverageBars", "The record states no coverage lane."));
    }
    painter.restore();
    return rects;
}

QList<QRectF> paintCoverageBars(QPainter &painter, const QRectF &rect, const Record &record,
    const QPalette &palette, const CoverageBarsOptions &options)
{
    return paintCoverageBars(painter, rect, record.coverage, palette, options);
}

} // namespace pith::ui

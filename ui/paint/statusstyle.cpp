// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/paint/statusstyle.h"
#include "ui/paint/marks.h"

#include "models/record/wording.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace pith::ui {

namespace {

struct KnownState {
    const char *symbol;
    StatusShape shape;
    StatusPattern pattern;
    QRgb light; // on a light page; >= 3:1 against white
    QRgb dark; // on a dark page; >= 3:1 against #2b2b2b-ish windows
};

// Hues after Okabe & Ito's colour-blind-safe set, darkened for light pages and lightened for
// dark ones. Hue alone is still not relied on: shape and hatch differ for every state.
// One entry per state of knownResolutionStates() (models/record/wording.h), in its order.
const KnownState kKnown[] = {
    { "\u2713", StatusShape::Disc, StatusPattern::Solid, 0xff007a5a, 0xff3cc79c }, // verified_exact
    { "\u2248", StatusShape::Ring, StatusPattern::ForwardDiagonal, 0xff0068a8,
        0xff5db8ec }, // verified_fuzzy
    { "?", StatusShape::Square, StatusPattern::CrossHatch, 0xffb35f00, 0xfff2a93b }, // unresolved
    { "~", StatusShape::Diamond, StatusPattern::Dots, 0xff9c3f78, 0xffe08fc0 }, // parse_uncertain
    { "\u2717", StatusShape::Cross, StatusPattern::BackwardDiagonal, 0xffbf3d0a,
        0xffff8a57 }, // malformed_identifier
    { "\u2260", StatusShape::Triangle, StatusPattern::Vertical, 0xff6f6300,
        0xffe3d450 }, // metadata_mismatch
};

const KnownState *findKnown(const QString &state)
{
    const qsizetype i = knownResolutionStates().indexOf(state);
    Q_ASSERT(knownResolutionStates().size() == qsizetype(std::size(kKnown)));
    return i >= 0 && i < qsizetype(std::size(kKnown)) ? &kKnown[i] : nullptr;
}

double channel(double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }

double luminance(const QColor &c)
{
    const QColor rgb = c.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF())
        + 0.0722 * channel(rgb.blueF());
}

} // namespace

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QPalette printPalette()
{
    QPalette p(QColor(0xff, 0xff, 0xff));
    p.setColor(QPalette::Window, Qt::white);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::Text, Qt::black);
    p.setColor(QPalette::Mid, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::PlaceholderText, QColor(0x55, 0x55, 0x55));
    p.setColor(QPalette::Highlight, QColor(0x1f, 0x5f, 0x9f));
    p.setColor(QPalette::HighlightedText, Qt::white);
    return p;
}

double contrastRatio(const QColor &a, const QColor &b)
{
    double la = luminance(a);
    double lb = luminance(b);
    if (la < lb)
        std::swap(la, lb);
    return (la + 0.05) / (lb + 0.05);
}

StatusStyle statusStyle(const QString &state, bool dark)
{
    StatusStyle s;
    s.state = state;
    s.label = stateLabel(state);
    if (const KnownState *k = findKnown(state)) {
        s.known = true;
        s.symbol = QString::fromUtf8(k->symbol);
        s.shape = k->shape;
        s.pattern = k->pattern;
        s.fill = QColor::fromRgb(dark ? k->dark : k->light);
    } else {
        // Any other state: neutral grey with its own shape and hatch, and its name as spelled.
        s.symbol = QStringLiteral("\u2022");
        s.shape = StatusShape::Dash;
        s.pattern = StatusPattern::Horizontal;
        s.fill = dark ? QColor(0xa8, 0xa8, 0xa8) : QColor(0x6b, 0x6b, 0x6b);
    }
    s.onFill = contrastRatio(s.fill, Qt::black) >= contrastRatio(s.fill, Qt::white)
        ? QColor(Qt::black)
        : QColor(Qt::white);
    s.edge = dark ? s.fill.lighter(130) : s.fill.darker(140);
    return s;
}

void paintStatusMarker(
    QPainter &painter, const QRectF &rect, StatusShape shape, const QColor &colour)
{
    const qreal side = std::min(rect.width(), rect.height());
    if (side <= 0)
        return;
    const QRectF r(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side);
    const QRectF in = r.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1);
    const qreal stroke = std::max<qreal>(1.0, side * 0.16);

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    QPen pen(colour, stroke, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    switch (shape) {
    case StatusShape::Disc:
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawEllipse(in);
        break;
    case StatusShape::Ring:
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(in.adjusted(stroke / 2, stroke / 2, -stroke / 2, -stroke / 2));
        break;
    case StatusShape::Square:
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(in.adjusted(stroke, stroke, -stroke, -stroke));
        break;
    case StatusShape::Diamond: {
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawPath(diamondPath(in));
        break;
    }
    case StatusShape::Cross: {
        painter.setPen(pen);
        const QRectF c = in.adjusted(stroke / 2, stroke / 2, -stroke / 2, -stroke / 2);
        painter.drawLine(c.topLeft(), c.bottomRight());
        painter.drawLine(c.topRight(), c.bottomLeft());
        break;
    }
    case StatusShape::Triangle: {
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawPath(trianglePath(in));
        break;
    }
    case StatusShape::Dash:
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawRect(QRectF(in.left(), in.center().y() - stroke, in.width(), 2 * stroke));
        break;
    }
    painter.restore();
}

void paintStatusPattern(
    QPainter &painter, const QRectF &rect, StatusPattern pattern, const QColor &colour)
{
    if (pattern == StatusPattern::Solid || rect.isEmpty())
        return;
    const QFontMetricsF fm(painter.font(), painter.device());
    const qreal step = std::max<qreal>(4.0, fm.height() * 0.42);
    const qreal width = std::max<qreal>(1.0, fm.height() / 14.0);

    painter.save();
    painter.setClipRect(rect, Qt::IntersectClip);
    painter.setRenderHint(QPainter::Antialiasing, true);
    QColor c = colour;
    c.setAlphaF(0.3f);
    painter.setPen(QPen(c, width));
    painter.setBrush(Qt::NoBrush);
    const qreal x0 = rect.left(), x1 = rect.right(), y0 = rect.top(), y1 = rect.bottom();
    const qreal h = rect.height();
    auto forward = [&] {
        for (qreal x = x0 - h; x < x1 + h; x += step)
            painter.drawLine(QPointF(x, y1), QPointF(x + h, y0));
    };
    auto backward = [&] {
        for (qreal x = x0 - h; x < x1 + h; x += step)
            painter.drawLine(QPointF(x, y0), QPointF(x + h, y1));
    };
    switch (pattern) {
    case StatusPattern::Solid:
        break;
    case StatusPattern::ForwardDiagonal:
        forward();
        break;
    case StatusPattern::BackwardDiagonal:
        backward();
        break;
    case StatusPattern::CrossHatch:
        forward();
        backward();
        break;
    case StatusPattern::Horizontal:
        for (qreal y = y0 + step / 2; y < y1; y += step)
            painter.drawLine(QPointF(x0, y), QPointF(x1, y));
        break;
    case StatusPattern::Vertical:
        for (qreal x = x0 + step / 2; x < x1; x += step)
            painter.drawLine(QPointF(x, y0), QPointF(x, y1));
        break;
    case StatusPattern::Dots: {
        painter.setPen(Qt::NoPen);
        painter.setBrush(c);
        const qreal d = std::max<qreal>(1.5, width * 1.8);
        int row = 0;
        for (qreal y = y0 + step / 2; y < y1; y += step, ++row) {
            for (qreal x = x0 + (row % 2 ? step : step / 2); x < x1; x += step)
                painter.drawEllipse(QPointF(x, y), d / 2, d / 2);
        }
        break;
    }
    }
    painter.restore();
}

void paintStatusSwatch(
    QPainter &painter, const QRectF &rect, const StatusStyle &style, bool withMarker)
{
    if (rect.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(Qt::NoPen);
    painter.setBrush(style.fill);
    painter.drawRect(rect);
    paintStatusPattern(painter, rect, style.pattern, style.onFill);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(style.edge, 1.0));
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5));
    if (withMarker) {
        const qreal m = std::min(rect.width(), rect.height()) * 0.7;
        if (m >= 6)
            paintStatusMarker(painter,
                QRectF(rect.center().x() - m / 2, rect.center().y() - m / 2, m, m), style.shape,
                style.onFill);
    }
    painter.restore();
}

} // namespace pith::ui

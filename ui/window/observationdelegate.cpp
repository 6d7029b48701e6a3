// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/observationdelegate.h"

#include "models/items/observationmodel.h"
#include "ui/paint/changestyle.h"
#include "ui/paint/findingstyle.h"
#include "ui/paint/integritystyle.h"
#include "ui/paint/noticestyle.h"
#include "ui/paint/statusstyle.h"

#include <QPainter>
#include <QPixmap>

namespace pith::ui {

ObservationDelegate::ObservationDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

bool ObservationDelegate::rowFailsDigest(const QModelIndex &index)
{
    const QModelIndex digest = index.siblingAtColumn(ObservationModel::Digest);
    return digest.isValid() && !digest.data(ObservationModel::SortRole).toBool();
}

QIcon ObservationDelegate::marker(const QString &name, int side, const QStyleOptionViewItem &option,
    const std::function<void(QPainter &, const QRectF &)> &paint) const
{
    // The markers' painters read only whether the palette is dark.
    const qreal ratio = option.widget ? option.widget->devicePixelRatioF() : 1.0;
    const QString key = name + u'|' + QString::number(side) + u'|' + QString::number(ratio) + u'|'
        + (isDarkPalette(option.palette) ? u'd' : u'l');
    if (const auto found = m_markers.constFind(key); found != m_markers.cend())
        return *found;
    QPixmap pixmap(QSize(side, side) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    {
        QPainter p(&pixmap);
        paint(p, QRectF(0, 0, side, side));
    }
    const QIcon icon(pixmap);
    m_markers.insert(key, icon);
    return icon;
}

void ObservationDelegate::initStyleOption(
    QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const bool dark = isDarkPalette(option->palette);
    // A colouring rule's colours (the model's, issue 23) win over the failure tint: the user
    // chose them, and the default rules colour a failing digest themselves. The Digest cell
    // stays bold.
    const bool ruleColoured
        = index.data(Qt::BackgroundRole).isValid() || index.data(Qt::ForegroundRole).isValid();
    if (rowFailsDigest(index) && ruleColoured) {
        if (index.column() == ObservationModel::Digest)
            option->font.setBold(true);
    } else if (rowFailsDigest(index)) {
        // The failure colour on the row itself, with a tint; selected rows keep the selection
        // colours.
        const QColor bad = integrityColour(IntegrityLevel::ObservationFailures, dark);
        QColor tint = bad;
        tint.setAlphaF(0.14f);
        option->backgroundBrush = tint;
        option->palette.setColor(QPalette::Text, bad);
        if (index.column() == ObservationModel::Digest)
            option->font.setBold(true);
    } else if (const QModelIndex first = index.siblingAtColumn(0);
               !first.data(Qt::BackgroundRole).isValid()
               && !first.data(Qt::ForegroundRole).isValid()) {
        // While the tab is compared with an older copy, a changed row is tinted by how it
        // changed (the model's role, set once per comparison); a rule's colours and the
        // failure tint say more and win, across the row (the Review cell has no rule colours
        // of its own: its row's first cell says).
        if (const QString kind = index.data(ObservationModel::ChangeKindRole).toString();
            !kind.isEmpty()) {
            const ChangeColours colours = changeColours(kind, dark);
            option->backgroundBrush = colours.background;
            option->palette.setColor(QPalette::Text, colours.foreground);
        }
    }
    if (index.column() == ObservationModel::Findings) {
        // Pith integrity findings: the gravest severity's marker; rescinded only: struck through.
        const QString severity = index.data(ObservationModel::FindingSeverityRole).toString();
        if (!severity.isEmpty()) {
            const bool rescinded = severity == u"rescinded";
            const int side = option->fontMetrics.height() * 3 / 4;
            option->features |= QStyleOptionViewItem::HasDecoration;
            option->icon
                = marker(u'F' + severity, side, *option, [&](QPainter &p, const QRectF &rect) {
                      paintFindingMarker(p, rect, severity, rescinded, option->palette);
                  });
            option->decorationSize = QSize(side, side);
            option->font.setStrikeOut(rescinded);
            if (!rescinded)
                option->palette.setColor(
                    QPalette::Text, findingStyle(severity, false, dark).colour);
        }
    }
    if (index.column() == ObservationModel::Notice) {
        const QString kind = index.data(ObservationModel::NoticeKindRole).toString();
        const NoticeStyle style = noticeStyle(kind, dark);
        if (style.shape != NoticeShape::None) {
            const int side = option->fontMetrics.height() * 3 / 4;
            option->features |= QStyleOptionViewItem::HasDecoration;
            option->icon = marker(u'N' + kind, side, *option, [&](QPainter &p, const QRectF &rect) {
                paintNoticeMarker(p, rect, kind, option->palette);
            });
            option->decorationSize = QSize(side, side);
        }
        if (style.alarming) {
            if (!ruleColoured) // the rule's text colour is the one that reads on its background
                option->palette.setColor(QPalette::Text, style.colour);
            option->font.setBold(true);
        } else if (!ruleColoured && (kind == u"measured" || kind == u"unavailable")) {
            option->palette.setColor(
                QPalette::Text, option->palette.color(QPalette::PlaceholderText));
        }
    }
}

} // namespace pith::ui

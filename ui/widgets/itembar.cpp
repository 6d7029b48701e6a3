// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/itembar.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace pith::ui {

ItemBar::ItemBar(QWidget *parent)
    : QWidget(parent)
{
}

void ItemBar::retranslate() { updateAccessibility(); }

int ItemBar::keyTarget(const QKeyEvent *event, bool leftRight) const
{
    const int n = itemCount();
    if (n == 0)
        return -2;
    const int current = currentItem();
    switch (event->key()) {
    case Qt::Key_Left:
        if (!leftRight)
            return -2;
        [[fallthrough]];
    case Qt::Key_Up:
        return current <= 0 ? 0 : current - 1;
    case Qt::Key_Right:
        if (!leftRight)
            return -2;
        [[fallthrough]];
    case Qt::Key_Down:
        return current < 0 ? 0 : std::min(n - 1, current + 1);
    case Qt::Key_Home:
        return 0;
    case Qt::Key_End:
        return n - 1;
    default:
        return -2;
    }
}

void ItemBar::mouseMoveEvent(QMouseEvent *event)
{
    const int index = itemAt(event->position().toPoint());
    if (index != m_hovered) {
        m_hovered = index;
        if (m_pointingHand)
            setCursor(index >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void ItemBar::leaveEvent(QEvent *event)
{
    m_hovered = -1;
    update();
    QWidget::leaveEvent(event);
}

void ItemBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ItemBar::focusInEvent(QFocusEvent *event)
{
    if (currentItem() < 0 && itemCount() > 0)
        setCurrentItem(0);
    update();
    QWidget::focusInEvent(event);
}

void ItemBar::focusOutEvent(QFocusEvent *event)
{
    update();
    QWidget::focusOutEvent(event);
}

} // namespace pith::ui

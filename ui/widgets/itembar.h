// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QKeyEvent;

namespace pith::ui {

// What the interactive bar widgets (coverage bars, resolution breakdown) share: the item under
// the pointer, the current item the keyboard moves and focus shows, the repaints on hover and
// focus, the geometry on a font change and the accessible text on a language change.
class ItemBar : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ItemBar)

public:
    explicit ItemBar(QWidget *parent = nullptr);

protected:
    virtual int itemCount() const = 0;
    virtual int itemAt(const QPoint &pos) const = 0; // -1 outside every item
    virtual int currentItem() const = 0;
    virtual void setCurrentItem(int index) = 0;
    // The accessible name and description, from the current item and the record.
    virtual void updateAccessibility() = 0;
    // After a language change: texts made in the program's language, then the accessibility.
    virtual void retranslate();

    // The item a navigation key moves the current one to: Up and Down (and Left and Right when
    // `leftRight`), Home, End; -2 when the key is none of them or there is no item.
    int keyTarget(const QKeyEvent *event, bool leftRight) const;

    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

    bool m_pointingHand = false; // the items are clicked: a pointing hand over them
    int m_hovered = -1;
};

} // namespace pith::ui

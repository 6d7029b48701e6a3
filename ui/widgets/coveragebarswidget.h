// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include "ui/widgets/itembar.h"

namespace pith::ui {

// The coverage vector, one bar per lane, drawn by pith_paint's paintCoverageBars(). Hovering
// a lane (or moving to it with Up/Down when focused) shows its note, source and observed time
// (local and UTC) in a tooltip. The accessible description lists every lane's wording.
class CoverageBarsWidget final : public ItemBar {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CoverageBarsWidget)

public:
    explicit CoverageBarsWidget(QWidget *parent = nullptr);

    void setRecord(RecordPtr record);
    RecordPtr record() const { return m_record; }

    int laneCount() const;
    QRect laneRect(int lane) const; // in widget coordinates, empty for a bad index
    int laneAt(const QPoint &pos) const; // -1 outside every lane
    int currentLane() const { return m_current; }
    void setCurrentLane(int lane);
    // Rich text with every record string escaped: wording, note, source, observed time.
    QString laneToolTip(int lane) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

signals:
    void currentLaneChanged(int lane);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    int itemCount() const override { return laneCount(); }
    int itemAt(const QPoint &pos) const override { return laneAt(pos); }
    int currentItem() const override { return m_current; }
    void setCurrentItem(int index) override { setCurrentLane(index); }
    void updateAccessibility() override;

private:
    QList<QRectF> lanesLayout() const;

    RecordPtr m_record;
    int m_current = -1;
};

} // namespace pith::ui

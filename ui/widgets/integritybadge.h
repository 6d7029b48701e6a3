// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"
#include "ui/paint/integritystyle.h"

#include <QAbstractButton>

namespace pith::ui {

// The record's integrity verdict as a flat button: a shape (check / cross / warning triangle)
// plus text ("All digests verified", "1 observation fails", "Context digest mismatch"), never
// colour alone. Activated by click, Space, Enter or Return: it emits QAbstractButton::clicked().
class IntegrityBadge final : public QAbstractButton {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(IntegrityBadge)

public:
    explicit IntegrityBadge(QWidget *parent = nullptr);

    void setRecord(RecordPtr record);
    const IntegritySummary &summary() const { return m_summary; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool hitButton(const QPoint &pos) const override;
    void enterEvent(QEnterEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    void refresh();

    RecordPtr m_record;
    IntegritySummary m_summary;
    bool m_hovered = false;
};

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace pith {
class ObservationModel;
}

namespace pith::ui {

class FlowLayout;

// Above the table, under the filter bar: the colouring rules that colour rows of the record,
// each with its colours, its name and how many rows it colours (issue 23). A click asks to
// filter by the rule's query. Hidden while no rule colours a row or View > Colour Rows is off.
// Child object names for tests: colourLegendButton (one per rule shown, property "ruleIndex").
class ColourLegend final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ColourLegend)

public:
    explicit ColourLegend(const ObservationModel *model, QWidget *parent = nullptr);

    QList<QToolButton *> buttons() const { return m_buttons; }

signals:
    void filterRequested(const QString &query);

private:
    void rebuild();

    const ObservationModel *m_model;
    FlowLayout *m_flow = nullptr;
    QLabel *m_label = nullptr;
    QList<QToolButton *> m_buttons;
};

} // namespace pith::ui

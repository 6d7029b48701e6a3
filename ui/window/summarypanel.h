// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QWidget>

namespace pith::ui {

class BreakdownChart;
class CoverageBarsWidget;
class ExternalMeasurementsPanel;
class StandingSourcesPanel;

// The side panel of a record tab: coverage lanes, the resolution breakdown (a click on a state
// asks to filter on it), standing sources and external citation measurements, each under a
// heading. The parts are the widgets of ui/widgets.
class SummaryPanel final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SummaryPanel)

public:
    explicit SummaryPanel(QWidget *parent = nullptr);
    void setRecord(RecordPtr record);

    BreakdownChart *breakdownChart() const { return m_chart; }
    CoverageBarsWidget *coverageBars() const { return m_coverage; }

signals:
    void stateActivated(const QString &state);

private:
    CoverageBarsWidget *m_coverage = nullptr;
    BreakdownChart *m_chart = nullptr;
    StandingSourcesPanel *m_sources = nullptr;
    ExternalMeasurementsPanel *m_external = nullptr;
};

} // namespace pith::ui

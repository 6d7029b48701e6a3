// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/summarypanel.h"

#include "ui/widgets/breakdownchart.h"
#include "ui/widgets/coveragebarswidget.h"
#include "ui/widgets/externalmeasurementspanel.h"
#include "ui/widgets/standingsourcespanel.h"

#include <QGroupBox>
#include <QVBoxLayout>

namespace pith::ui {

namespace {

QGroupBox *section(const QString &title, QWidget *content, QWidget *parent)
{
    auto *box = new QGroupBox(title, parent);
    box->setFlat(true);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(content);
    return box;
}

} // namespace

SummaryPanel::SummaryPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("summaryPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 4, 0);

    m_coverage = new CoverageBarsWidget(this);
    m_coverage->setObjectName(QStringLiteral("coverageBars"));
    m_chart = new BreakdownChart(this);
    m_chart->setObjectName(QStringLiteral("breakdownChart"));
    m_chart->setToolTip(tr("Click a state to filter the table to it"));
    m_sources = new StandingSourcesPanel(this);
    m_sources->setObjectName(QStringLiteral("standingSourcesPanel"));
    m_external = new ExternalMeasurementsPanel(this);
    m_external->setObjectName(QStringLiteral("externalMeasurementsPanel"));

    //: Side panel heading: the record's coverage vector
    layout->addWidget(section(tr("Coverage"), m_coverage, this));
    //: Side panel heading: counts per resolution state
    layout->addWidget(section(tr("Resolution breakdown"), m_chart, this));
    //: Side panel heading: sources checked for retractions and corrections
    layout->addWidget(section(tr("Standing sources"), m_sources, this));
    //: Side panel heading
    layout->addWidget(section(tr("External citation measurements"), m_external, this));
    layout->addStretch(1);

    connect(m_chart, &BreakdownChart::stateActivated, this, &SummaryPanel::stateActivated);
}

void SummaryPanel::setRecord(RecordPtr record)
{
    // lanes past the ones the reader keeps (a record built to hurt) are counted, not drawn
    if (auto *box = qobject_cast<QGroupBox *>(m_coverage->parentWidget())) {
        const QString cut
            = record ? shownOfNote(record->coverage.size(), record->coverageCount()) : QString();
        //: Side panel heading: the record's coverage vector
        QString title = tr("Coverage");
        if (!cut.isEmpty())
            //: Side panel heading when not all lanes are drawn: %1 "shown 1,000 of 2,500"
            title = tr("Coverage (%1)").arg(cut);
        box->setTitle(title);
    }
    m_coverage->setRecord(record);
    m_chart->setRecord(record);
    // a record with thousands of states: the chart draws some, one entry stands for the rest
    if (auto *box = qobject_cast<QGroupBox *>(m_chart->parentWidget())) {
        const QString cut = shownOfNote(m_chart->statesDrawn(), m_chart->stateCount());
        //: Side panel heading: counts per resolution state
        QString title = tr("Resolution breakdown");
        if (!cut.isEmpty())
            //: Side panel heading when not every state is drawn: %1 "shown 23 of 2,506"
            title = tr("Resolution breakdown (%1)").arg(cut);
        box->setTitle(title);
    }
    m_sources->setRecord(record);
    m_external->setRecord(std::move(record));
}

} // namespace pith::ui

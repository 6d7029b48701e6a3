// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/externalmeasurementspanel.h"

#include "models/items/displaytext.h"
#include "models/items/jsontext.h"
#include "models/record/wording.h"

#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace pith::ui {

ExternalMeasurementsPanel::ExternalMeasurementsPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("externalMeasurementsPanel"));
    m_rows = new QVBoxLayout(this);
    m_rows->setContentsMargins(0, 0, 0, 0);
    setAccessibleName(tr("External citation measurements"));
    rebuild();
}

void ExternalMeasurementsPanel::setRecord(RecordPtr record)
{
    m_record = std::move(record);
    rebuild();
}

QStringList ExternalMeasurementsPanel::blocks() const
{
    QStringList out;
    for (const QLabel *l : m_labels)
        out << l->text();
    return out;
}

QString ExternalMeasurementsPanel::describeMeasurement(const QString &json)
{
    const std::optional<QList<JsonField>> fields = jsonObjectFields(json);
    if (!fields)
        return json;
    const auto valueText = [](const JsonField &f) { return f.null ? tr("not stated") : f.text; };
    QStringList lines;
    // The source first: a measurement is only meaningful with the source that made it.
    for (const JsonField &f : *fields) {
        if (f.key == QLatin1String("source"))
            lines << tr("Source: %1").arg(valueText(f));
    }
    for (const JsonField &f : *fields) {
        if (f.key == QLatin1String("source"))
            continue;
        //: One field of an external measurement: "observed at: 2026-06-30T16:04:52Z"
        lines << tr("%1: %2").arg(stateDisplayName(f.key), valueText(f));
    }
    if (lines.isEmpty())
        return tr("(empty measurement)");
    return lines.join(QLatin1Char('\n'));
}

void ExternalMeasurementsPanel::rebuild()
{
    qDeleteAll(m_labels);
    m_labels.clear();
    auto add = [this](const QString &text) {
        auto *label = new QLabel(this);
        label->setObjectName(QStringLiteral("externalMeasurementText"));
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setText(text);
        m_rows->addWidget(label);
        m_labels << label;
    };
    const qsizetype count = m_record ? m_record->externalCitationMeasurements.size() : 0;
    constexpr qsizetype kMaxBlocks = 100;
    // only the blocks listed are read: the record keeps the measurements as bytes
    if (m_record) {
        for (const QString &m : m_record->externalCitationMeasurements.elements(kMaxBlocks))
            add(displayCapped(describeMeasurement(m), 4000));
    }
    if (count > kMaxBlocks)
        add(tr("%Ln more measurement(s) not listed", nullptr,
            int(std::min<qsizetype>(count - kMaxBlocks, INT_MAX))));
    if (count == 0)
        // Official wording of the pith.science rendering.
        add(m_record ? tr("No source-named external measurement is stored.") : QString());
    setAccessibleDescription(blocks().join(QStringLiteral("\n\n")));
}

} // namespace pith::ui

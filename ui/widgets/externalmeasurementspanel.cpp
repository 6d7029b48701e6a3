// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/externalmeasurementspanel.h"

#include "models/items/displaytext.h"
#include "models/record/wording.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QVBoxLayout>

namespace pith::ui {

namespace {

QString valueText(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Double: {
        const double d = v.toDouble();
        return d == double(qint64(d)) ? QString::number(qint64(d)) : QString::number(d, 'g', 17);
    }
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Null:
        return ExternalMeasurementsPanel::tr("not stated");
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    case QJsonValue::Undefined:
        break;
    }
    return {};
}

} // namespace

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
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return json;
    const QJsonObject o = doc.object();
    QStringList lines;
    // The source first: a measurement is only meaningful with the source that made it.
    if (o.contains(QLatin1String("source")))
        lines << tr("Source: %1").arg(valueText(o.value(QLatin1String("source"))));
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() == QLatin1String("source"))
            continue;
        //: One field of an external measurement: "observed at: 2026-06-30T16:04:52Z"
        lines << tr("%1: %2").arg(stateDisplayName(it.key()), valueText(it.value()));
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
    const QStringList measurements
        = m_record ? m_record->externalCitationMeasurements : QStringList();
    constexpr qsizetype kMaxBlocks = 100;
    for (qsizetype i = 0; i < measurements.size() && i < kMaxBlocks; ++i)
        add(displayCapped(describeMeasurement(measurements.at(i)), 4000));
    if (measurements.size() > kMaxBlocks)
        add(tr(
            "%n more measurement(s) not listed", nullptr, int(measurements.size() - kMaxBlocks)));
    if (measurements.isEmpty())
        // Official wording of the pith.science rendering.
        add(m_record ? tr("No source-named external measurement is stored.") : QString());
    setAccessibleDescription(blocks().join(QStringLiteral("\n\n")));
}

} // namespace pith::ui

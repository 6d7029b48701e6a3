// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace pith::ui {

// The record's external citation measurements. Empty: the official "No source-named external
// measurement is stored."; otherwise one block per measurement, source first, then every other
// field as "key: value" (nested values as compact JSON), all plain text.
class ExternalMeasurementsPanel final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExternalMeasurementsPanel)

public:
    explicit ExternalMeasurementsPanel(QWidget *parent = nullptr);

    void setRecord(RecordPtr record);
    RecordPtr record() const { return m_record; }
    QStringList blocks() const; // the text of each block as shown

    // One measurement (compact JSON) worded for people; not-an-object JSON is shown as it is.
    static QString describeMeasurement(const QString &json);

private:
    void rebuild();

    RecordPtr m_record;
    QVBoxLayout *m_rows = nullptr;
    QList<QLabel *> m_labels;
};

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace pith::ui {

// The record's header: title, id and version, category, as-of date, thesis, refusal and the
// integrity verdict.
class HeaderBox final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeaderBox)

public:
    explicit HeaderBox(QWidget *parent = nullptr);
    void setRecord(RecordPtr record);

private:
    QLabel *m_title = nullptr;
    QLabel *m_meta = nullptr;
    QLabel *m_thesis = nullptr;
    QLabel *m_refusal = nullptr;
    QLabel *m_integrity = nullptr;
};

// The side panel: coverage lanes, the resolution breakdown (a click on a state asks to filter
// on it), standing sources and external citation measurements.
class SummaryPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SummaryPanel)

public:
    explicit SummaryPanel(QWidget *parent = nullptr);
    void setRecord(RecordPtr record);

signals:
    void stateActivated(const QString &state);

private:
    void rebuild();

    RecordPtr m_record;
    QVBoxLayout *m_layout = nullptr;
    QList<QWidget *> m_parts;
};

} // namespace pith::ui

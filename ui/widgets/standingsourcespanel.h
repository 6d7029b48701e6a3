// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace pith::ui {

// The record's standing sources: one line per source checked for standing notices, with the
// observation time in the user's locale (UTC ISO time in the tooltip). Plain text only.
// An empty list reads "No standing source is recorded.". Child objectName: "standingSourcesText".
class StandingSourcesPanel final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StandingSourcesPanel)

public:
    explicit StandingSourcesPanel(QWidget *parent = nullptr);

    void setRecord(RecordPtr record);
    RecordPtr record() const { return m_record; }
    // The lines as shown, for tests and copy.
    QStringList lines() const;

private:
    void rebuild();

    RecordPtr m_record;
    QVBoxLayout *m_rows = nullptr;
    QList<QLabel *> m_labels;
};

} // namespace pith::ui

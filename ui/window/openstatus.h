// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace pith::open {
class OpenJob;
class RecordOpener;
} // namespace pith::open

namespace pith::ui {

// The status bar's part that shows what a RecordOpener is doing: the active job's name and stage
// ("Opening x…", "Fetching y… 3 MB"), its progress and a button that cancels every job. Hidden
// while the opener is idle.
class OpenStatus final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OpenStatus)

public:
    explicit OpenStatus(QWidget *parent = nullptr);
    ~OpenStatus() override;

    // Not owned; replacing it stops listening to the old one.
    void setOpener(open::RecordOpener *opener);
    // The label's text ("Opening x…"), empty while hidden.
    QString text() const;

private:
    void setBusy(bool busy, const QString &what = {});
    void updateBusy();
    void updateProgress();

    QPointer<open::RecordOpener> m_opener;
    QLabel *m_busyLabel;
    QProgressBar *m_progress;
    QToolButton *m_cancel;
    QPointer<open::OpenJob> m_shownJob; // the job shown, and at which stage
    int m_shownState = -1;
};

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QListWidget;

namespace pith::ui {

// What an empty window shows: the bundled sample record, Open, and the recent files.
class StartPage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StartPage)

public:
    explicit StartPage(QWidget *parent = nullptr);
    void setRecentFiles(const QStringList &files);

signals:
    void openSampleRequested();
    void openFileRequested();
    void openRecentRequested(const QString &path);
    void openLocationRequested();

private:
    QListWidget *m_recent = nullptr;
};

} // namespace pith::ui

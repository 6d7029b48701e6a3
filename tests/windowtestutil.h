// SPDX-License-Identifier: GPL-3.0-or-later
// The real window in a test, set up one way everywhere: settings in a file of the test's own,
// the window shown and exposed, records opened and waited for. For tests that link pith_window
// (tests/testutil.h stays QtCore-only for the unit tests).
#pragma once

#include "tests/testutil.h"
#include "ui/window/mainwindow.h"
#include "ui/window/recordview.h"
#include "ui/window/settings.h"

#include <QFile>
#include <QTest>

#include <memory>

namespace pith::test {

// Settings over `path`, removed first: every test starts from the defaults.
inline std::unique_ptr<ui::Settings> freshSettings(const QString &path)
{
    QFile::remove(path);
    return std::make_unique<ui::Settings>(path);
}

// Shows the window and waits until it is on screen (the offscreen platform's screen); false if
// it never was.
inline bool showAndExpose(QWidget *window)
{
    window->show();
    return QTest::qWaitForWindowExposed(window);
}

// Opens the files in the window and waits until nothing is loading and the current tab shows a
// record; that tab, or null when it did not come within `timeoutMs`.
inline ui::RecordView *openAndWait(
    ui::MainWindow *window, const QStringList &paths, int timeoutMs = 20000)
{
    window->openFiles(paths);
    const bool shown = QTest::qWaitFor(
        [window] {
            return window->isIdle() && window->currentView() && window->currentView()->record();
        },
        timeoutMs);
    return shown ? window->currentView() : nullptr;
}

} // namespace pith::test

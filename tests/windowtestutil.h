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
#include <QTemporaryDir>
#include <QTest>

#include <functional>
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

// What every window test sets up: a temporary folder, settings in a file of it, and the real
// window over them, shown and exposed. A test class derives from it and declares its own slots;
// its init() calls startWindow() (QVERIFY it), its cleanup() closeWindow().
class WindowTest : public QObject {
protected:
    QString settingsPath() const { return m_dir.filePath(QStringLiteral("settings.ini")); }

    // Settings with every default (then `settings`, e.g. a base URL), a new window over them
    // (then `window`, e.g. a fetcher or a size, before it is shown), shown and exposed; false
    // when it never came on screen.
    bool startWindow(const std::function<void(ui::Settings &)> &settings = {},
        const std::function<void(ui::MainWindow &)> &window = {})
    {
        m_window.reset();
        m_settings = freshSettings(settingsPath());
        if (settings)
            settings(*m_settings);
        return makeWindow(window);
    }

    // As after quitting and starting again: the window goes, the settings are read anew from
    // their file, and a new window is shown over them.
    bool reopenWindow(const std::function<void(ui::MainWindow &)> &window = {})
    {
        m_window.reset();
        m_settings = std::make_unique<ui::Settings>(settingsPath());
        return makeWindow(window);
    }

    // The window first, then its settings.
    void closeWindow()
    {
        m_window.reset();
        m_settings.reset();
    }

    QTemporaryDir m_dir;
    std::unique_ptr<ui::Settings> m_settings;
    std::unique_ptr<ui::MainWindow> m_window;

private:
    bool makeWindow(const std::function<void(ui::MainWindow &)> &window)
    {
        m_window = std::make_unique<ui::MainWindow>(m_settings.get());
        if (window)
            window(*m_window);
        return showAndExpose(m_window.get());
    }
};

} // namespace pith::test

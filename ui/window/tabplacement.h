// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/open/openjob.h"
#include "ui/window/recordsource.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QTabWidget;

namespace pith::open {
class RecordOpener;
} // namespace pith::open

namespace pith::ui {

class LibraryTab;
class RecordView;

// Where opened records go: which tab a load lands in (a new one, the tab it was asked from, or
// the tab already showing the file or paper), and the open tabs as a session ("file:PATH",
// "paper:ID", "sample:") put back in their order. It knows the tab widget and the opener, not the
// window's chrome: MainWindow passes the user's intents on and shows what it reports.
class TabPlacement final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TabPlacement)

public:
    // Makes a record view with the window's connections, not yet a tab.
    using ViewFactory = std::function<RecordView *()>;
    // Adds a view the factory made as the tab widget's last tab (the window brings what may have
    // changed since it was made up to date: colours, column layout).
    using ViewAdder = std::function<void(RecordView *)>;
    // How a record reached its tab.
    enum class Placed {
        NewTab,
        Navigated, // the tab it was asked from: the previous record is on its Back history
        Reloaded, // the same tab, read again
    };
    Q_ENUM(Placed)

    explicit TabPlacement(QObject *parent = nullptr);
    ~TabPlacement() override;

    // Not owned. Records go into the tabs of `tabs`; makeView() makes a new one, addView() adds it.
    // A load bound for a new tab has its view made when it starts (tests/bench: creating a record
    // view was an eighth of the block in which a big record arrived); it waits hidden.
    void setTabs(QTabWidget *tabs, ViewFactory makeView, ViewAdder addView);
    // Not owned: what opens the records.
    void setOpener(open::RecordOpener *opener);

    RecordView *currentView() const;
    QList<RecordView *> views() const;
    // The tab showing this file (by absolute path) or this paper (by normalised arXiv id).
    RecordView *viewShowing(const QString &path) const;
    RecordView *viewShowingPaper(const QString &arxivId) const;

    // A record file, in a new tab or the one already showing it; a folder or a list of papers
    // opens as a library.
    void openFile(const QString &path);
    // A folder, or a list of papers (fetched), as a library in a tab of its own; the records it
    // opens come in tabs of their own. One that cannot be opened is reported as libraryFailed().
    // asList: the file is a list of papers whatever it looks like (File > Open List of Papers).
    void openLibrary(const QString &folder, bool asList = false);
    void openSample();
    // An arXiv id or URL: a paper already open is shown where it is (alreadyOpen()); else it is
    // fetched into a new tab, or (newTab false) into the current tab, which navigates to it.
    void openPaper(const QString &arxivId, bool newTab);
    // Reads the view's record again into the same view.
    void reload(RecordView *view);
    // Shows a record that is already parsed in a new tab.
    RecordView *showInNewTab(RecordPtr record, const RecordSource &source);

    // How a tab is written in the session: "file:PATH", "paper:ID" or "sample:".
    static QString sessionEntry(const RecordSource &source);
    // The record tabs in their order, as session entries.
    QStringList sessionEntries() const;
    // Opens the session's tabs; once the opener is idle they are put back in the session's order
    // (files and fetches finish in any order) and the one whose entry is `current` is chosen.
    void restoreSession(const QStringList &entries, const QString &current);

    static QString sampleRecordPath();

signals:
    // A record reached `view`; view is null when the tab it was asked for was closed meanwhile
    // (the record is dropped). fetchedBytes: a fetched record's bytes as they came.
    void placed(pith::ui::RecordView *view, const pith::RecordPtr &record,
        const pith::ui::RecordSource &source, const QByteArray &fetchedBytes,
        pith::ui::TabPlacement::Placed how);
    // openPaper() found the paper open in `view` and made it current.
    void alreadyOpen(pith::ui::RecordView *view);
    void libraryOpened(pith::ui::LibraryTab *tab);
    void libraryFailed(const QString &message);
    void failed(const pith::open::OpenFailure &failure);
    // `state`: where the job was when it was cancelled (OpenJob::cancelled()).
    void cancelled(pith::open::OpenJob::State state, const pith::ui::RecordSource &source);

private:
    // Where an open's record goes: a new tab, or the tab it was asked for from.
    struct Target {
        QPointer<RecordView> view; // show it in this view (null: a new tab)
        bool wantsView = false; // the view was closed meanwhile: drop the result
        bool navigate = false; // push the view's current record onto its Back history
    };

    void fetch(const QString &input, RecordView *target, bool navigate);
    void track(open::OpenJob *job, const Target &target);
    void onLoaded(const Target &target, const RecordPtr &record, const RecordSource &source,
        const QByteArray &fetchedBytes);
    void arrange(const QStringList &entries, const QString &current);

    QPointer<QTabWidget> m_tabs;
    ViewFactory m_makeView;
    ViewAdder m_addView;
    QPointer<RecordView> m_spare; // made for a load bound for a new tab; not yet a tab
    open::RecordOpener *m_opener = nullptr;
};

} // namespace pith::ui

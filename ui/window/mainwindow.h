// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/items/colourrules.h"
#include "ui/window/recordsource.h"
#include "ui/window/tabplacement.h"
#include "ui/window/windowactions.h"

#include <QMainWindow>
#include <QPointer>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QStackedWidget;
class QTabWidget;
class QToolButton;

namespace pith::net {
class Fetcher;
} // namespace pith::net

namespace pith::open {
class RecordOpener;
struct OpenFailure;
} // namespace pith::open

namespace pith::ui {

class ColourRulesMenu;
class HistoryTracker;
class RecordView;
class ReviewMenu;
class Settings;
class OpenStatus;
class StartPage;
struct ReportInput;

// The browser window: tabs of records, a start page, menus, toolbar, location bar and status
// bar. It passes what the user asks for to the TabPlacement, which opens records through the
// RecordOpener (models/open) and puts each in its tab, and shows what they report; a file that
// fails to open is reported in the message bar and leaves every open tab as it was.
class MainWindow final : public QMainWindow {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(Settings *settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Queues files to open, each in a new tab (or the tab already showing it).
    void openFiles(const QStringList &paths);
    // Opens a folder, or a list of papers (fetched), as a library in a tab of its own (File >
    // Open Library Folder, a dropped folder or list, one on the command line); records it opens
    // come in tabs of their own. asList: the file is a list of papers whatever it looks like (File
    // > Open List of Papers).
    void openLibrary(const QString &folder, bool asList = false);
    void openSample();
    // What the location bar does: a file path opens the file, anything else is fetched.
    void openLocation(const QString &text, bool newTab = true);
    // Fetches the record of an arXiv id; the tab navigates to it (newTab: a new tab).
    void openPaper(const QString &arxivId, bool newTab);
    void reloadCurrent();
    // An entry of Open Recent: a file path, or a fetched paper's arXiv id (in a new tab).
    void openRecent(const QString &entry);
    // Opens the tabs the last session left open (Settings::sessionTabs()).
    void restoreSession();
    // Not owned: what opens records (app/gui/main.cpp passes the program's). Until one is set the
    // window uses one of its own over the settings, without a fetcher.
    void setOpener(open::RecordOpener *opener);
    open::RecordOpener *opener() const { return m_opener; }
    // Not owned: which tab each record goes to, and the session's tabs (app/gui/main.cpp passes
    // the program's). The window gives it its tabs and opener; until one is set, its own.
    void setPlacement(TabPlacement *placement);
    // The opener's fetcher (not owned); without one, ids and URLs cannot be opened.
    void setFetcher(net::Fetcher *fetcher);
    void openWebPage();
    void exportRecord();
    void printRecord(bool preview);
    // What a report of the tab shows, as the tab shows it: the shown rows in their order, the
    // filter, the colours when the rows are coloured, the review, the integrity findings and the
    // facts the rules ask. Export and print both start from it.
    ReportInput reportInput(RecordView *view) const;
    void closeTab(int index);
    // View > Colouring Rules: the dialog (non-modal; applying it recolours every tab).
    void showColourRules();
    void setColourRules(const ColourRuleList &rules);
    const ColourRuleList &colourRules() const;
    void setColourRows(bool shown);
    // Pith integrity findings for the current tab's record: a file, or "auto" to fetch
    // <base>/pith/<id>/integrity.json (File > Load Integrity Findings, --integrity).
    void loadIntegrity(const QString &fileOrAuto);

    RecordView *currentView() const;
    QList<RecordView *> views() const;
    // True while nothing is being loaded or fetched.
    bool isIdle() const;
    // The message bar's text (empty when hidden).
    QString errorText() const;
    // How many records asked for could not be opened (read, fetched or parsed) since the start:
    // --screenshot exits 2 when any could not.
    int failedOpens() const { return m_failedOpens; }
    // The languages for the Preferences dialog: code -> native name, English first.
    void setAvailableLanguages(const QList<QPair<QString, QString>> &languages);
    // The opener's --base-url override and base URL.
    void setBaseUrlOverride(const QUrl &url);
    QUrl baseUrl() const;

    // The history (issue 21): keeps every record shown and says what changed; adds its Go menu
    // entries and Preferences box. Not owned; set after setFetcher(). Without one, no history.
    void setHistoryTracker(HistoryTracker *tracker);
    // Shows a record that is already parsed (a stored copy) in a new tab.
    RecordView *openRecordInTab(RecordPtr record, const RecordSource &source);

signals:
    void idle();
    // Emitted after the language preference changed; the composition root applies it.
    void languageChosen(const QString &code);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void connectActions();
    void createMenus();
    void createToolBar();
    void createStatusBar();
    void showFailure(const open::OpenFailure &failure);
    void showCancelled(open::OpenJob::State state, const RecordSource &source);
    void onPlaced(RecordView *view, const RecordPtr &record, const RecordSource &source,
        const QByteArray &fetchedBytes, TabPlacement::Placed how);
    RecordView *makeView();
    void addViewTab(RecordView *view);
    // The tab's text and tooltip from its view's title and source; the actions and title follow.
    void labelTab(RecordView *view);
    void saveSession();
    void switchTab(int index);
    void updateActions();
    void updateTitle();
    // The error bar lists every failure since it was last dismissed, not only the last one
    // (opening five files of which two fail names both). `about` (a file path, an id) ties a
    // message to what failed: opening that again successfully takes it away; messages about
    // nothing in particular go with any successful open, as before.
    void showError(const QString &message);
    void showErrorAbout(const QString &about, const QString &message);
    void clearErrorsAbout(const QString &about);
    void showErrors();
    void hideError();
    void checkIdle();
    void rebuildRecentMenu();
    void showPreferences();
    void showAbout();
    void openFileDialog();
    void copy();
    void findInRecord();

    Settings *m_settings;
    WindowActions m_actions;
    QStackedWidget *m_stack = nullptr;
    StartPage *m_startPage = nullptr;
    QTabWidget *m_tabs = nullptr;
    QWidget *m_errorBar = nullptr;
    QLabel *m_errorLabel = nullptr;
    struct ErrorMessage {
        QString about; // normalised: an absolute path or the input as given; "" for none
        QString text;
    };
    QList<ErrorMessage> m_errors;
    int m_failedOpens = 0;
    QLineEdit *m_location = nullptr;
    OpenStatus *m_openStatus = nullptr; // the status bar's progress of the opener's jobs
    open::RecordOpener *m_opener = nullptr;
    open::RecordOpener *m_ownOpener = nullptr; // until setOpener()
    TabPlacement *m_placement = nullptr;
    TabPlacement *m_ownPlacement = nullptr; // until setPlacement()
    class IntegrityLoader *m_integrityLoader = nullptr;
    QList<QPair<QString, QString>> m_languages;
    QUrl m_baseUrlOverride;
    HistoryTracker *m_history = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_goMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_forgetCachedAction = nullptr; // File > Forget Cached Copy
    void forgetCachedCopy();
    ColourRulesMenu *m_colours = nullptr; // View > Colour Rows, Colouring Rules
    ReviewMenu *m_reviewMenu = nullptr; // File/Edit/Review entries of the tab's review
};

} // namespace pith::ui

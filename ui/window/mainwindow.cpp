// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/mainwindow.h"

#include "models/items/observationfilterproxy.h"
#include "models/net/fetcher.h"
#include "models/net/identifier.h"
#include "models/net/recordcache.h"
#include "ui/report/exportdialog.h"
#include "ui/report/printing.h"
#include "ui/widgets/integritybadge.h"
#include "ui/widgets/integritydialog.h" // RecordHeader holds a QPointer to it
#include "ui/widgets/recordheader.h"
#include "ui/window/filterbar.h"
#include "ui/window/observationtable.h"
#include "ui/window/plaintext.h"
#include "ui/window/preferencesdialog.h"
#include "ui/window/recordloader.h"
#include "ui/window/recordview.h"
#include "ui/window/reviewcontroller.h"
#include "ui/window/reviewmenu.h"
#include "ui/window/settings.h"
#include "ui/window/startpage.h"
#include "version.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTextEdit>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

namespace pith::ui {

namespace {

constexpr int kStatusTimeoutMs = 6000;

QIcon themeIcon(const char *name, QStyle::StandardPixmap fallback)
{
    return QIcon::fromTheme(
        QString::fromLatin1(name), QApplication::style()->standardIcon(fallback));
}

// Where a tab's record came from, as a report's footer names it: the file path or the URL.
QString reportSourceName(const RecordSource &source)
{
    if (source.kind == RecordSource::Kind::Fetched && source.url.isValid())
        return source.url.toString();
    return source.location;
}

} // namespace

MainWindow::MainWindow(Settings *settings, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_loader(new RecordLoader(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    setWindowIcon(QIcon::fromTheme(QStringLiteral("science.pith.Ledger"),
        QIcon(QStringLiteral(":/pith/icons/science.pith.Ledger.svg"))));

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    m_errorBar = new QFrame(central);
    m_errorBar->setObjectName(QStringLiteral("errorBar"));
    m_errorBar->setAutoFillBackground(true);
    {
        QPalette pal = m_errorBar->palette();
        pal.setColor(QPalette::Window, QColor(0xf8, 0xd7, 0xda));
        pal.setColor(QPalette::WindowText, QColor(0x58, 0x15, 0x1c));
        m_errorBar->setPalette(pal);
    }
    auto *errorLayout = new QHBoxLayout(m_errorBar);
    errorLayout->setContentsMargins(8, 4, 4, 4);
    m_errorLabel = new QLabel(m_errorBar);
    m_errorLabel->setObjectName(QStringLiteral("errorLabel"));
    m_errorLabel->setTextFormat(Qt::PlainText);
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorLabel->setAccessibleName(tr("Error message"));
    auto *dismiss = new QToolButton(m_errorBar);
    dismiss->setAutoRaise(true);
    dismiss->setIcon(themeIcon("window-close", QStyle::SP_DialogCloseButton));
    dismiss->setToolTip(tr("Dismiss"));
    dismiss->setAccessibleName(tr("Dismiss the error message"));
    connect(dismiss, &QToolButton::clicked, this, &MainWindow::hideError);
    errorLayout->addWidget(m_errorLabel, 1);
    errorLayout->addWidget(dismiss);
    m_errorBar->hide();
    layout->addWidget(m_errorBar);

    m_stack = new QStackedWidget(central);
    m_startPage = new StartPage(m_stack);
    m_tabs = new QTabWidget(m_stack);
    m_tabs->setObjectName(QStringLiteral("recordTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setElideMode(Qt::ElideRight);
    m_stack->addWidget(m_startPage);
    m_stack->addWidget(m_tabs);
    layout->addWidget(m_stack, 1);
    setCentralWidget(central);

    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &MainWindow::closeTab);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        updateActions();
        updateTitle();
    });
    connect(m_startPage, &StartPage::openSampleRequested, this, &MainWindow::openSample);
    connect(m_startPage, &StartPage::openFileRequested, this, &MainWindow::openFileDialog);
    connect(m_startPage, &StartPage::openRecentRequested, this, &MainWindow::openRecent);

    connect(m_loader, &RecordLoader::progress, this,
        [this](int perMille) { m_progress->setValue(perMille); });
    connect(m_loader, &RecordLoader::finished, this, [this](const ParseResult &result) {
        const PendingLoad load = *m_current;
        m_current.reset();
        onLoaded(load, result);
        processQueue();
    });
    connect(m_loader, &RecordLoader::cancelled, this, [this] {
        if (m_current)
            statusBar()->showMessage(tr("Opening %1 was cancelled.")
                                         .arg(QFileInfo(m_current->source.location).fileName()),
                kStatusTimeoutMs);
        m_current.reset();
        processQueue();
    });

    createActions();
    createMenus();
    createToolBar();
    createStatusBar();
    connect(
        m_startPage, &StartPage::openLocationRequested, m_openLocationAction, &QAction::trigger);

    m_startPage->setRecentFiles(m_settings->recentFiles());
    resize(1280, 820);
    if (!restoreGeometry(m_settings->windowGeometry()))
        resize(1280, 820);
    restoreState(m_settings->windowState());
    if (!m_settings->notice().isEmpty())
        showError(m_settings->notice());
    updateActions();
    updateTitle();
}

MainWindow::~MainWindow() = default;

QString MainWindow::sampleRecordPath() { return QStringLiteral(":/pith/sample-record.json"); }

void MainWindow::createActions()
{
    m_openAction
        = new QAction(themeIcon("document-open", QStyle::SP_DialogOpenButton), tr("&Open…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setToolTip(tr("Open a record file (Ctrl+O)"));
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openFileDialog);

    m_openLocationAction = new QAction(tr("Open &Location…"), this);
    m_openLocationAction->setShortcut(QKeySequence(tr("Ctrl+L")));
    m_openLocationAction->setToolTip(
        tr("Type an arXiv id, an arXiv or pith.science URL, or a file path (Ctrl+L)"));
    connect(m_openLocationAction, &QAction::triggered, this, [this] {
        m_location->setFocus(Qt::ShortcutFocusReason);
        m_location->selectAll();
    });

    m_openSampleAction = new QAction(tr("Open &Sample Record"), this);
    connect(m_openSampleAction, &QAction::triggered, this, &MainWindow::openSample);

    m_reloadAction
        = new QAction(themeIcon("view-refresh", QStyle::SP_BrowserReload), tr("Reloa&d"), this);
    m_reloadAction->setShortcuts({ QKeySequence::Refresh, QKeySequence(tr("Ctrl+R")) });
    m_reloadAction->setToolTip(tr("Read the record again (F5, Ctrl+R)"));
    connect(m_reloadAction, &QAction::triggered, this, &MainWindow::reloadCurrent);

    m_exportAction = new QAction(
        themeIcon("document-save-as", QStyle::SP_DialogSaveButton), tr("&Export…"), this);
    m_exportAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    m_printAction
        = new QAction(themeIcon("document-print", QStyle::SP_FileIcon), tr("&Print…"), this);
    m_printAction->setShortcut(QKeySequence::Print);
    m_printPreviewAction = new QAction(tr("Print Pre&view…"), this);
    m_exportAction->setToolTip(
        tr("Export the shown rows or all of them as CSV, JSON or PDF (Ctrl+E)"));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportRecord);
    connect(m_printAction, &QAction::triggered, this, [this] { printRecord(false); });
    connect(m_printPreviewAction, &QAction::triggered, this, [this] { printRecord(true); });

    m_closeTabAction = new QAction(tr("&Close Tab"), this);
    // Ctrl+W on every platform (some key schemes know only Ctrl+F4 as Close)
    QList<QKeySequence> closeKeys = QKeySequence::keyBindings(QKeySequence::Close);
    if (!closeKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_W)))
        closeKeys.prepend(QKeySequence(Qt::CTRL | Qt::Key_W));
    m_closeTabAction->setShortcuts(closeKeys);
    connect(m_closeTabAction, &QAction::triggered, this, [this] {
        if (m_tabs->count() > 0)
            closeTab(m_tabs->currentIndex());
    });

    m_quitAction = new QAction(
        themeIcon("application-exit", QStyle::SP_DialogCloseButton), tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_copyAction = new QAction(themeIcon("edit-copy", QStyle::SP_FileIcon), tr("&Copy Rows"), this);
    m_copyAction->setShortcut(QKeySequence::Copy);
    m_copyAction->setToolTip(tr("Copy the selected rows as tab-separated text (Ctrl+C)"));
    connect(m_copyAction, &QAction::triggered, this, &MainWindow::copy);

    m_findAction = new QAction(
        themeIcon("edit-find", QStyle::SP_FileDialogContentsView), tr("&Find…"), this);
    m_findAction->setShortcut(QKeySequence::Find);
    m_findAction->setToolTip(tr("Focus the filter (Ctrl+F)"));
    connect(m_findAction, &QAction::triggered, this, &MainWindow::findInRecord);

    m_clearFilterAction = new QAction(tr("C&lear Filter"), this);
    m_clearFilterAction->setShortcut(QKeySequence(tr("Ctrl+Shift+F")));
    connect(m_clearFilterAction, &QAction::triggered, this, [this] {
        if (RecordView *v = currentView())
            v->setQuery(QString());
    });

    m_preferencesAction
        = new QAction(themeIcon("preferences-system", QStyle::SP_FileDialogDetailedView),
            tr("&Preferences…"), this);
    m_preferencesAction->setShortcut(QKeySequence::Preferences);
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
    connect(m_preferencesAction, &QAction::triggered, this, &MainWindow::showPreferences);

    m_nextUnresolvedAction = new QAction(
        themeIcon("go-down", QStyle::SP_ArrowDown), tr("&Next Unresolved Reference"), this);
    m_nextUnresolvedAction->setShortcut(QKeySequence(Qt::Key_F3));
    m_nextUnresolvedAction->setToolTip(
        tr("Select the next shown reference that is not verified and not reviewed (F3)"));
    connect(m_nextUnresolvedAction, &QAction::triggered, this, [this] {
        if (RecordView *v = currentView())
            v->selectNextUnresolved(true);
    });
    m_prevUnresolvedAction = new QAction(
        themeIcon("go-up", QStyle::SP_ArrowUp), tr("&Previous Unresolved Reference"), this);
    m_prevUnresolvedAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3));
    m_prevUnresolvedAction->setToolTip(
        tr("Select the previous shown reference that is not verified and not reviewed "
           "(Shift+F3)"));
    connect(m_prevUnresolvedAction, &QAction::triggered, this, [this] {
        if (RecordView *v = currentView())
            v->selectNextUnresolved(false);
    });

    m_backAction = new QAction(themeIcon("go-previous", QStyle::SP_ArrowBack), tr("&Back"), this);
    m_backAction->setShortcut(QKeySequence::Back);
    m_backAction->setToolTip(tr("Back to the previous record in this tab (Alt+Left)"));
    connect(m_backAction, &QAction::triggered, this, [this] {
        if (RecordView *v = currentView())
            v->goBack();
    });
    m_forwardAction
        = new QAction(themeIcon("go-next", QStyle::SP_ArrowForward), tr("&Forward"), this);
    m_forwardAction->setShortcut(QKeySequence::Forward);
    m_forwardAction->setToolTip(tr("Forward to the next record in this tab (Alt+Right)"));
    connect(m_forwardAction, &QAction::triggered, this, [this] {
        if (RecordView *v = currentView())
            v->goForward();
    });

    m_webPageAction = new QAction(themeIcon("internet-web-browser", QStyle::SP_DriveNetIcon),
        tr("Open on pith.&science"), this);
    m_webPageAction->setToolTip(tr("Open this record's web page in the browser"));
    connect(m_webPageAction, &QAction::triggered, this, &MainWindow::openWebPage);

    m_aboutAction = new QAction(tr("&About Pith Ledger"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAction = new QAction(tr("About &Qt"), this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);

    m_nextTabAction = new QAction(tr("Ne&xt Tab"), this);
    m_nextTabAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    connect(m_nextTabAction, &QAction::triggered, this,
        [this] { switchTab(m_tabs->currentIndex() + 1); });
    m_previousTabAction = new QAction(tr("Pre&vious Tab"), this);
    m_previousTabAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    connect(m_previousTabAction, &QAction::triggered, this,
        [this] { switchTab(m_tabs->currentIndex() - 1); });
    for (int i = 0; i < 9; ++i) {
        auto *a = new QAction(this);
        a->setObjectName(QStringLiteral("actionTab%1").arg(i + 1));
        a->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i)));
        // Alt+9 is the last tab, as in browsers.
        connect(a, &QAction::triggered, this,
            [this, i] { switchTab(i == 8 ? m_tabs->count() - 1 : i); });
        addAction(a);
        m_tabNumberActions.append(a);
    }

    const QList<QPair<QAction *, const char *>> names = {
        { m_nextTabAction, "actionNextTab" },
        { m_previousTabAction, "actionPreviousTab" },
        { m_openAction, "actionOpen" },
        { m_openLocationAction, "actionOpenLocation" },
        { m_openSampleAction, "actionOpenSample" },
        { m_reloadAction, "actionReload" },
        { m_exportAction, "actionExport" },
        { m_printAction, "actionPrint" },
        { m_printPreviewAction, "actionPrintPreview" },
        { m_closeTabAction, "actionCloseTab" },
        { m_quitAction, "actionQuit" },
        { m_copyAction, "actionCopy" },
        { m_findAction, "actionFind" },
        { m_clearFilterAction, "actionClearFilter" },
        { m_preferencesAction, "actionPreferences" },
        { m_nextUnresolvedAction, "actionNextUnresolved" },
        { m_prevUnresolvedAction, "actionPreviousUnresolved" },
        { m_backAction, "actionBack" },
        { m_forwardAction, "actionForward" },
        { m_webPageAction, "actionOpenWebPage" },
        { m_aboutAction, "actionAbout" },
        { m_aboutQtAction, "actionAboutQt" },
    };
    for (const auto &[action, name] : names)
        action->setObjectName(QString::fromLatin1(name));

    // Window-wide shortcuts also work while the focus is in a tab's widgets.
    for (QAction *a : { m_openAction, m_openLocationAction, m_reloadAction, m_exportAction,
             m_printAction, m_closeTabAction, m_quitAction, m_findAction, m_clearFilterAction,
             m_nextUnresolvedAction, m_prevUnresolvedAction, m_backAction, m_forwardAction,
             m_copyAction, m_nextTabAction, m_previousTabAction, m_printPreviewAction,
             m_preferencesAction, m_webPageAction })
        addAction(a);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(tr("&File"));
    m_fileMenu->addAction(m_openAction);
    m_fileMenu->addAction(m_openLocationAction);
    m_recentMenu = m_fileMenu->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    m_fileMenu->addAction(m_openSampleAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_reloadAction);
    m_forgetCachedAction
        = m_fileMenu->addAction(tr("&Forget Cached Copy"), this, &MainWindow::forgetCachedCopy);
    m_forgetCachedAction->setObjectName(QStringLiteral("actionForgetCachedCopy"));
    m_forgetCachedAction->setToolTip(
        tr("Remove this record's copy from the cache; the next open fetches it anew"));
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addAction(m_printPreviewAction);
    m_fileMenu->addAction(m_printAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_closeTabAction);
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    m_editMenu->addAction(m_copyAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_findAction);
    m_editMenu->addAction(m_clearFilterAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_preferencesAction);

    m_goMenu = menuBar()->addMenu(tr("&Go"));
    m_goMenu->addAction(m_backAction);
    m_goMenu->addAction(m_forwardAction);
    m_goMenu->addSeparator();
    m_goMenu->addAction(m_nextUnresolvedAction);
    m_goMenu->addAction(m_prevUnresolvedAction);
    m_goMenu->addSeparator();
    m_goMenu->addAction(m_nextTabAction);
    m_goMenu->addAction(m_previousTabAction);
    m_goMenu->addSeparator();
    m_goMenu->addAction(m_webPageAction);

    m_helpMenu = menuBar()->addMenu(tr("&Help"));
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);

    m_reviewMenu = new ReviewMenu(this, m_fileMenu, m_exportAction, m_editMenu, m_goMenu);
}

void MainWindow::createToolBar()
{
    QToolBar *bar = addToolBar(tr("Navigation"));
    bar->setObjectName(QStringLiteral("navigationToolBar"));
    bar->setMovable(false);
    // Navigation buttons are icons alone; the record actions also say what they do.
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (QAction *a : { m_backAction, m_forwardAction, m_reloadAction, m_openAction })
        a->setPriority(QAction::LowPriority);
    m_nextUnresolvedAction->setIconText(tr("Next Unresolved"));
    m_prevUnresolvedAction->setIconText(tr("Previous Unresolved"));
    m_exportAction->setIconText(tr("Export"));
    m_webPageAction->setIconText(tr("Web Page"));
    bar->addAction(m_backAction);
    bar->addAction(m_forwardAction);
    bar->addAction(m_reloadAction);
    bar->addSeparator();
    bar->addAction(m_openAction);
    m_location = new QLineEdit(bar);
    m_location->setObjectName(QStringLiteral("locationBar"));
    m_location->setPlaceholderText(
        tr("arXiv id, arXiv or pith.science URL, or a file path (Ctrl+L)"));
    m_location->setAccessibleName(tr("Location"));
    m_location->setClearButtonEnabled(true);
    m_location->setMinimumWidth(280);
    connect(m_location, &QLineEdit::returnPressed, this, [this] {
        const QString text = m_location->text().trimmed();
        if (!text.isEmpty())
            openLocation(text,
                QApplication::keyboardModifiers().testFlag(Qt::AltModifier) || !currentView());
    });
    bar->addWidget(m_location);
    bar->addSeparator();
    bar->addAction(m_prevUnresolvedAction);
    bar->addAction(m_nextUnresolvedAction);
    bar->addAction(m_exportAction);
    bar->addAction(m_webPageAction);
}

void MainWindow::createStatusBar()
{
    m_busyLabel = new QLabel(statusBar());
    m_busyLabel->setTextFormat(Qt::PlainText);
    m_progress = new QProgressBar(statusBar());
    m_progress->setObjectName(QStringLiteral("loadProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(200);
    m_progress->setTextVisible(false);
    m_progress->setAccessibleName(tr("Progress"));
    m_cancel = new QToolButton(statusBar());
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setIcon(themeIcon("process-stop", QStyle::SP_BrowserStop));
    m_cancel->setToolTip(tr("Cancel"));
    m_cancel->setAccessibleName(tr("Cancel loading"));
    m_cancel->setAutoRaise(true);
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        m_queue.clear();
        m_loader->cancel();
        if (m_fetcher) {
            for (auto it = m_fetches.cbegin(); it != m_fetches.cend(); ++it)
                m_fetcher->cancel(it.key());
        }
    });
    statusBar()->addPermanentWidget(m_busyLabel);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    setBusy(false);
}

void MainWindow::setBusy(bool busy, const QString &what)
{
    m_busyLabel->setText(what);
    m_busyLabel->setVisible(busy);
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    if (busy)
        m_progress->setValue(0);
}

RecordView *MainWindow::currentView() const
{
    return qobject_cast<RecordView *>(m_tabs->currentWidget());
}

QList<RecordView *> MainWindow::views() const
{
    QList<RecordView *> out;
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (auto *v = qobject_cast<RecordView *>(m_tabs->widget(i)))
            out.append(v);
    }
    return out;
}

bool MainWindow::isIdle() const { return !m_current && m_queue.isEmpty() && m_fetches.isEmpty(); }

void MainWindow::checkIdle()
{
    if (isIdle()) {
        setBusy(false);
        emit idle();
    }
}

void MainWindow::updateBusy()
{
    if (m_current)
        return; // the load shows its own progress
    if (!m_fetches.isEmpty()) {
        setBusy(true, tr("Fetching %1…").arg(m_fetches.constBegin()->input));
        m_progress->setRange(0, 0);
    } else {
        checkIdle();
    }
}

QString MainWindow::errorText() const
{
    return m_errorBar->isHidden() ? QString() : m_errorLabel->text();
}

void MainWindow::setAvailableLanguages(const QList<QPair<QString, QString>> &languages)
{
    m_languages = languages;
}

void MainWindow::setBaseUrlOverride(const QUrl &url) { m_baseUrlOverride = url; }

QUrl MainWindow::baseUrl() const
{
    return m_baseUrlOverride.isValid() ? m_baseUrlOverride : m_settings->baseUrl();
}

void MainWindow::showError(const QString &message)
{
    m_errorLabel->setText(message);
    m_errorBar->show();
}

void MainWindow::hideError()
{
    m_errorBar->hide();
    m_errorLabel->clear();
}

void MainWindow::openFiles(const QStringList &paths)
{
    for (const QString &path : paths) {
        if (RecordView *existing = viewShowing(path)) {
            m_tabs->setCurrentWidget(existing);
            continue;
        }
        PendingLoad load;
        load.source.kind = RecordSource::Kind::File;
        load.source.location = path;
        m_queue.append(load);
    }
    processQueue();
}

void MainWindow::openSample()
{
    PendingLoad load;
    load.source.kind = RecordSource::Kind::Sample;
    load.source.location = sampleRecordPath();
    m_queue.append(load);
    processQueue();
}

void MainWindow::openLocation(const QString &text, bool newTab)
{
    const QFileInfo info(
        text.startsWith(QStringLiteral("file://")) ? QUrl(text).toLocalFile() : text);
    if (info.exists() || text.startsWith(u'/') || text.startsWith(u'.')) {
        openFiles({ info.filePath() });
        return;
    }
    openPaper(text, newTab);
}

void MainWindow::openPaper(const QString &arxivId, bool newTab)
{
    // A paper already open is shown where it is, not fetched into a second tab.
    if (RecordView *open = viewShowingPaper(arxivId)) {
        m_tabs->setCurrentWidget(open);
        statusBar()->showMessage(
            tr("%1 is already open in this tab.").arg(plain::elided(open->title(), 60)),
            kStatusTimeoutMs);
        return;
    }
    RecordView *target = newTab ? nullptr : currentView();
    startFetch(arxivId, target, target != nullptr);
}

RecordView *MainWindow::viewShowingPaper(const QString &arxivId) const
{
    const QString id = net::normalizeIdentifier(arxivId, baseUrl()).arxivId;
    if (id.isEmpty())
        return nullptr;
    for (RecordView *v : views()) {
        if (v->record() && net::normalizeIdentifier(v->record()->paper.arxivId).arxivId == id)
            return v;
    }
    return nullptr;
}

void MainWindow::openRecent(const QString &entry)
{
    if (Settings::isRecentPaper(entry))
        openPaper(entry, true);
    else
        openFiles({ entry });
}

void MainWindow::switchTab(int index)
{
    const int n = m_tabs->count();
    if (n == 0)
        return;
    if (index >= n || index < 0)
        index = (index % n + n) % n; // Ctrl+PgDn on the last tab goes round to the first
    m_tabs->setCurrentIndex(index);
}

namespace {

// How a tab is written in the session: "file:PATH", "paper:ID" or "sample:".
QString sessionEntry(const RecordSource &s)
{
    switch (s.kind) {
    case RecordSource::Kind::File:
        return QStringLiteral("file:") + QFileInfo(s.location).absoluteFilePath();
    case RecordSource::Kind::Fetched:
        return QStringLiteral("paper:") + s.location;
    case RecordSource::Kind::Sample:
        return QStringLiteral("sample:");
    }
    return {};
}

} // namespace

void MainWindow::saveSession()
{
    QStringList tabs;
    for (RecordView *v : views())
        tabs.append(sessionEntry(v->source()));
    m_settings->setSessionTabs(tabs);
    m_settings->setSessionCurrentTab(std::max(0, m_tabs->currentIndex()));
}

void MainWindow::restoreSession()
{
    const QStringList tabs = m_settings->sessionTabs();
    const QString current = tabs.value(m_settings->sessionCurrentTab());
    for (const QString &tab : tabs) {
        if (tab.startsWith(u"file:"))
            openFiles({ tab.mid(5) });
        else if (tab.startsWith(u"paper:"))
            startFetch(tab.mid(6), nullptr, false);
        else if (tab == u"sample:")
            openSample();
    }
    // Files and fetches finish in any order: once all are in, the tabs are put back in the
    // session's order and the one that was current is chosen.
    if (!tabs.isEmpty()) {
        auto *once = new QObject(this);
        connect(this, &MainWindow::idle, once, [this, once, tabs, current] {
            QList<RecordView *> placed;
            for (const QString &entry : tabs) {
                for (RecordView *v : views()) {
                    if (!placed.contains(v) && sessionEntry(v->source()) == entry) {
                        m_tabs->tabBar()->moveTab(m_tabs->indexOf(v), int(placed.size()));
                        placed.append(v);
                        break;
                    }
                }
            }
            for (RecordView *v : std::as_const(placed)) {
                if (sessionEntry(v->source()) == current) {
                    m_tabs->setCurrentWidget(v);
                    break;
                }
            }
            once->deleteLater();
        });
    }
}

void MainWindow::reloadCurrent()
{
    RecordView *v = currentView();
    if (!v)
        return;
    const RecordSource &s = v->source();
    if (s.kind == RecordSource::Kind::Fetched) {
        startFetch(s.location, v, false);
        return;
    }
    PendingLoad load;
    load.source = s;
    load.target = v;
    load.wantsTarget = true;
    m_queue.append(load);
    processQueue();
}

void MainWindow::setFetcher(net::Fetcher *fetcher)
{
    if (m_fetcher)
        disconnect(m_fetcher, nullptr, this, nullptr);
    m_fetcher = fetcher;
    if (!m_fetcher)
        return;
    connect(m_fetcher, &net::Fetcher::finished, this, &MainWindow::onFetched);
    connect(m_fetcher, &net::Fetcher::progress, this,
        [this](quint64 id, qint64 received, qint64 total) {
            if (!m_fetches.contains(id) || m_current)
                return;
            if (total > 0) {
                m_progress->setRange(0, 1000);
                m_progress->setValue(int(received * 1000 / total));
            }
            m_busyLabel->setText(
                tr("Fetching %1… %2")
                    .arg(m_fetches.value(id).input, QLocale().formattedDataSize(received)));
        });
}

void MainWindow::startFetch(const QString &input, RecordView *target, bool navigate)
{
    if (!m_fetcher) {
        showError(tr("Cannot fetch \"%1\": this window has no network access.").arg(input));
        return;
    }
    const QUrl base = baseUrl();
    const net::NormalizedId id = net::normalizeIdentifier(input, base);
    if (!id.ok()) {
        showError(tr("Cannot open \"%1\": %2").arg(input, id.error));
        return;
    }
    net::FetchRequest request;
    request.input = id.arxivId;
    request.baseUrl = base;
    request.timeout = std::chrono::seconds(m_settings->networkTimeoutSeconds());
    request.maxBytes = m_settings->downloadCapBytes();
    // Plain http only because the user configured such a base (preferences or --base-url).
    request.allowPlainHttp = base.scheme() == u"http";
    request.useCache = true;
    const quint64 fetchId = m_fetcher->fetch(request);
    m_fetches.insert(fetchId, PendingFetch { id.arxivId, target, target != nullptr, navigate });
    updateBusy();
}

void MainWindow::onFetched(quint64 id, const net::FetchResult &result)
{
    if (!m_fetches.contains(id))
        return;
    const PendingFetch fetch = m_fetches.take(id);
    if (!result.ok) {
        if (result.error == net::FetchError::Cancelled)
            statusBar()->showMessage(
                tr("Fetching %1 was cancelled.").arg(fetch.input), kStatusTimeoutMs);
        else
            showError(tr("Could not fetch the record of %1: %2").arg(fetch.input, result.message));
        updateBusy();
        return;
    }
    PendingLoad load;
    load.source.kind = RecordSource::Kind::Fetched;
    load.source.location = result.arxivId.isEmpty() ? fetch.input : result.arxivId;
    load.source.url = result.finalUrl.isValid() ? result.finalUrl : result.requestUrl;
    load.source.fromCache = result.fromCache && !result.revalidated;
    load.source.fetchedAt = result.fetchedAt;
    // the banner says "cached copy, fetched ..." itself: only why the network was not used
    load.source.cacheReason = result.networkMessage;
    load.source.cachePath = result.fromCache ? result.cachePath : QString();
    load.bytes = result.bytes;
    load.target = fetch.target;
    load.wantsTarget = fetch.wantsTarget;
    load.navigate = fetch.navigate;
    m_queue.append(load);
    processQueue();
}

void MainWindow::openWebPage()
{
    RecordView *v = currentView();
    if (!v || !v->record())
        return;
    const QString id = net::normalizeIdentifier(v->record()->paper.arxivId).arxivId;
    if (id.isEmpty() || !net::isArxivId(id)) {
        showError(tr("This record's arXiv id \"%1\" is not one the web page can be opened for.")
                      .arg(v->record()->paper.arxivId));
        return;
    }
    // The desktop opens whatever it is handed (smb:, file:, a program's own scheme): only an
    // http(s) base URL is ever turned into a link to open.
    if (const QString problem = net::baseUrlProblem(baseUrl()); !problem.isEmpty()) {
        showError(problem);
        return;
    }
    const QUrl url = net::paperPageUrl(baseUrl(), id);
    if (!QDesktopServices::openUrl(url))
        showError(tr("Could not open %1 in the browser.").arg(url.toString()));
    else
        statusBar()->showMessage(tr("Opened %1").arg(url.toString()), kStatusTimeoutMs);
}

void MainWindow::exportRecord()
{
    RecordView *v = currentView();
    if (!v || !v->record())
        return;
    const QString sourcePath
        = v->source().kind == RecordSource::Kind::File ? v->source().location : QString();
    auto *dialog
        = new ExportDialog(v->record(), v->shownSourceRows(), v->query(), this, sourcePath);
    dialog->setSourceName(reportSourceName(v->source()));
    dialog->setReview(v->reviewController()->forReports());
    dialog->setObjectName(QStringLiteral("exportDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ExportDialog::exported, this, [this](const QString &path) {
        statusBar()->showMessage(tr("Exported to %1").arg(path), kStatusTimeoutMs);
    });
    dialog->open();
}

void MainWindow::printRecord(bool preview)
{
    RecordView *v = currentView();
    if (!v || !v->record())
        return;
    ReportInput input;
    input.record = v->record();
    input.rows = v->shownSourceRows();
    input.allRows = v->shownCount() == v->totalCount();
    input.query = v->query();
    if (v->source().kind == RecordSource::Kind::File)
        input.sourcePath = v->source().location;
    input.sourceName = reportSourceName(v->source());
    input.review = v->reviewController()->forReports();
    if (preview)
        previewReport(this, input);
    else
        printReport(this, input);
}

void MainWindow::processQueue()
{
    if (m_current || m_loader->isRunning()) {
        return;
    }
    if (m_queue.isEmpty()) {
        checkIdle();
        return;
    }
    m_current = m_queue.takeFirst();
    const RecordSource &s = m_current->source;
    const QString name = s.kind == RecordSource::Kind::Sample ? tr("the sample record")
        : s.kind == RecordSource::Kind::Fetched               ? s.location
                                                              : QFileInfo(s.location).fileName();
    setBusy(true, tr("Opening %1…").arg(name));
    m_progress->setRange(0, 1000);
    if (m_current->bytes)
        m_loader->loadBytes(*m_current->bytes,
            !s.cachePath.isEmpty() ? s.cachePath
                : s.url.isValid()  ? s.url.toString()
                                   : s.location);
    else
        m_loader->loadFile(s.location);
}

void MainWindow::onLoaded(const PendingLoad &load, const ParseResult &result)
{
    if (!result.ok()) {
        // Whatever was open stays as it was.
        showError(tr("Could not open the record: %1").arg(result.error.toString()));
        return;
    }
    hideError();
    const RecordSource &source = load.source;
    RecordView *view = load.target;
    if (load.wantsTarget && !view)
        return; // its tab was closed meanwhile
    if (view && load.navigate) {
        view->navigateTo(result.record, source);
        m_tabs->setCurrentWidget(view);
    } else if (view) {
        view->setRecord(result.record, source);
        statusBar()->showMessage(tr("Reloaded %1").arg(view->title()), kStatusTimeoutMs);
    } else {
        view = addView();
        view->navigateTo(result.record, source);
        m_tabs->setCurrentWidget(view);
    }
    if (!view->filterBar()->hasError()) {
        const Record &r = *result.record;
        // The badge's verdict (digests and audit), so the status bar never says less than it.
        //: Status bar after opening: %1 title, %2 and %3 counts of outbound and inbound
        //: observations, %4 the integrity verdict
        statusBar()->showMessage(tr("%1: %2 outbound and %3 inbound observations. %4")
                                     .arg(plain::elided(view->title(), 50),
                                         QLocale().toString(qlonglong(r.outbound.size())),
                                         QLocale().toString(qlonglong(r.inbound.size())),
                                         view->header()->integrityBadge()->summary().description),
            kStatusTimeoutMs * 2);
    }
    if (source.kind == RecordSource::Kind::File) {
        m_settings->addRecentFile(source.location);
        m_startPage->setRecentFiles(m_settings->recentFiles());
    } else if (source.kind == RecordSource::Kind::Fetched) {
        m_settings->addRecentPaper(source.location); // by id, beside the files
        m_startPage->setRecentFiles(m_settings->recentFiles());
    }
    const int index = m_tabs->indexOf(view);
    m_tabs->setTabText(index, plain::mnemonicSafe(plain::elided(view->title(), 40)));
    m_tabs->setTabToolTip(index, plain::toolTip(view->title() + u'\n' + source.location));
    updateActions();
    updateTitle();
}

RecordView *MainWindow::addView()
{
    auto *view = new RecordView(m_settings, m_tabs);
    connect(view, &RecordView::statusMessage, this,
        [this](const QString &m) { statusBar()->showMessage(m, kStatusTimeoutMs); });
    connect(view, &RecordView::openPaperRequested, this, &MainWindow::openPaper);
    connect(view, &RecordView::historyChanged, this, [this, view] {
        const int index = m_tabs->indexOf(view);
        m_tabs->setTabText(index, plain::mnemonicSafe(plain::elided(view->title(), 40)));
        m_tabs->setTabToolTip(
            index, plain::toolTip(view->title() + u'\n' + view->source().location));
        updateActions();
        updateTitle();
    });
    connect(view, &RecordView::selectionChanged, this, &MainWindow::updateActions);
    m_tabs->addTab(view, QString());
    m_stack->setCurrentWidget(m_tabs);
    return view;
}

RecordView *MainWindow::viewShowing(const QString &path) const
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (RecordView *v : views()) {
        if (v->source().kind == RecordSource::Kind::File
            && QFileInfo(v->source().location).absoluteFilePath() == absolute)
            return v;
    }
    return nullptr;
}

void MainWindow::closeTab(int index)
{
    auto *view = qobject_cast<RecordView *>(m_tabs->widget(index));
    if (!view)
        return;
    view->saveLayout();
    m_tabs->removeTab(index);
    view->deleteLater();
    if (m_tabs->count() == 0) {
        m_startPage->setRecentFiles(m_settings->recentFiles());
        m_stack->setCurrentWidget(m_startPage);
    }
    updateActions();
    updateTitle();
}

void MainWindow::updateActions()
{
    RecordView *v = currentView();
    const bool has = v != nullptr;
    for (QAction *a : { m_reloadAction, m_exportAction, m_printAction, m_printPreviewAction,
             m_closeTabAction, m_findAction, m_clearFilterAction, m_nextUnresolvedAction,
             m_prevUnresolvedAction, m_webPageAction })
        a->setEnabled(has);
    m_backAction->setEnabled(has && v->canGoBack());
    m_forwardAction->setEnabled(has && v->canGoForward());
    m_copyAction->setEnabled(has);
    if (m_reviewMenu)
        m_reviewMenu->setView(v);
    if (m_forgetCachedAction)
        m_forgetCachedAction->setEnabled(has && v->source().kind == RecordSource::Kind::Fetched
            && m_fetcher && m_fetcher->cache());
}

void MainWindow::forgetCachedCopy()
{
    RecordView *v = currentView();
    if (!v || v->source().kind != RecordSource::Kind::Fetched || !m_fetcher || !m_fetcher->cache())
        return;
    const QString id = v->source().location;
    if (m_fetcher->cache()->remove(baseUrl(), id))
        statusBar()->showMessage(
            tr("Forgot the cached copy of arXiv:%1; the next open fetches it anew.").arg(id),
            kStatusTimeoutMs);
    else
        statusBar()->showMessage(
            tr("There is no cached copy of arXiv:%1.").arg(id), kStatusTimeoutMs);
}

void MainWindow::updateTitle()
{
    RecordView *v = currentView();
    QString title = v ? plain::elided(v->title(), 80) : QString();
    // "[*]" is the window-modified placeholder; a record's title must not be read as one.
    title.replace(QStringLiteral("[*]"), QStringLiteral("[*][*]"));
    setWindowTitle(title.isEmpty() ? tr("Pith Ledger") : tr("%1 — Pith Ledger").arg(title));
    if (v && v->record()) {
        m_location->setText(v->source().kind == RecordSource::Kind::Fetched
                ? v->source().location
                : v->record()->paper.arxivId);
    }
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_settings->recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files.at(i);
        QString label
            = plain::mnemonicSafe(Settings::isRecentPaper(path) ? QStringLiteral("arXiv:") + path
                                                                : QFileInfo(path).fileName());
        if (i < 9)
            label = QStringLiteral("&%1 %2").arg(i + 1).arg(label);
        QAction *a = m_recentMenu->addAction(label, this, [this, path] { openRecent(path); });
        a->setToolTip(path);
        a->setStatusTip(path);
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
    m_recentMenu->addSeparator();
    m_recentMenu
        ->addAction(tr("&Clear List"), this,
            [this] {
                m_settings->clearRecentFiles();
                m_startPage->setRecentFiles({});
            })
        ->setEnabled(!files.isEmpty());
}

void MainWindow::openFileDialog()
{
    auto *dialog = new QFileDialog(this, tr("Open Record"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFiles);
    dialog->setNameFilters({ tr("Citation records (*.json)"), tr("All files (*)") });
    const QStringList recent = m_settings->recentFiles();
    if (!recent.isEmpty())
        dialog->setDirectory(QFileInfo(recent.constFirst()).absolutePath());
    connect(dialog, &QFileDialog::filesSelected, this, &MainWindow::openFiles);
    dialog->open();
}

void MainWindow::copy()
{
    // Text widgets copy their own selection; the window copies table rows.
    QWidget *focus = QApplication::focusWidget();
    if (auto *edit = qobject_cast<QLineEdit *>(focus); edit && edit->hasSelectedText()) {
        edit->copy();
        return;
    }
    if (auto *text = qobject_cast<QTextEdit *>(focus); text && text->textCursor().hasSelection()) {
        text->copy();
        return;
    }
    if (auto *text = qobject_cast<QPlainTextEdit *>(focus);
        text && text->textCursor().hasSelection()) {
        text->copy();
        return;
    }
    RecordView *v = currentView();
    if (!v)
        return;
    const QString tsv = v->selectedRowsTsv();
    if (tsv.isEmpty()) {
        statusBar()->showMessage(tr("Select rows to copy them."), kStatusTimeoutMs);
        return;
    }
    QGuiApplication::clipboard()->setText(tsv);
    const int rows = int(v->table()->selectedProxyRows().size());
    statusBar()->showMessage(
        tr("Copied %n row(s) as tab-separated text.", nullptr, rows), kStatusTimeoutMs);
}

void MainWindow::findInRecord()
{
    if (RecordView *v = currentView())
        v->filterBar()->focusQuery();
}

void MainWindow::showPreferences()
{
    auto *dialog = new PreferencesDialog(
        m_settings, m_languages, this, m_fetcher ? m_fetcher->cache() : nullptr);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setBaseUrlInUse(baseUrl());
    connect(dialog, &PreferencesDialog::languageChanged, this, &MainWindow::languageChosen);
    dialog->open();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Pith Ledger"),
        tr("<h3>Pith Ledger %1</h3>"
           "<p>A desktop browser for Pith Paper Citation Records: what a paper cites, who cites "
           "it, "
           "how each reference was resolved, and whether every SHA-256 digest verifies.</p>"
           "<p>Licensed under the GNU General Public License, version 3 or later.</p>")
            .arg(QStringLiteral(PITH_LEDGER_VERSION)));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (RecordView *v = currentView())
        v->saveLayout();
    saveSession();
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    if (!m_settings->sync())
        qWarning("%s",
            qUtf8Printable(m_settings->lastError())); // the window is going; the old file stays

    m_queue.clear();
    m_loader->cancel();
    if (m_fetcher) {
        const QList<quint64> ids = m_fetches.keys();
        m_fetches.clear();
        for (quint64 id : ids)
            m_fetcher->cancel(id);
    }
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls()) {
        for (const QUrl &url : event->mimeData()->urls()) {
            if (url.isLocalFile()) {
                event->acceptProposedAction();
                return;
            }
        }
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths.append(url.toLocalFile());
    }
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    openFiles(paths);
}

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/mainwindow.h"

#include "models/items/displaytext.h"
#include "models/items/observationfilterproxy.h"
#include "models/library/library.h"
#include "models/net/fetcher.h"
#include "models/net/identifier.h"
#include "models/open/inputrule.h"
#include "models/open/recordopener.h"
#include "ui/paint/messagestyle.h"
#include "ui/paint/statusstyle.h"
#include "ui/reportdialogs/exportdialog.h"
#include "ui/reportdialogs/printing.h"
#include "ui/widgets/integritybadge.h"
#include "ui/widgets/integritydialog.h" // RecordHeader holds a QPointer to it
#include "ui/widgets/recordheader.h"
#include "ui/window/colourrulesmenu.h"
#include "ui/window/filterbar.h"
#include "ui/window/historytracker.h"
#include "ui/window/integrityloader.h"
#include "ui/window/librarytab.h"
#include "ui/window/observationtable.h"
#include "ui/window/openstatus.h"
#include "ui/window/preferencesdialog.h"
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
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTextEdit>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>

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
    , m_actions(this)
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
    m_errorBar->setPalette(messageBarPalette(MessageTone::Error, m_errorBar->palette()));
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

    connectActions();
    createMenus();
    createToolBar();
    createStatusBar();
    m_ownOpener = new open::RecordOpener(this);
    m_ownOpener->setPolicyProvider([settings] { return settings->fetchPolicy(); });
    m_ownPlacement = new TabPlacement(this);
    setPlacement(m_ownPlacement);
    setOpener(m_ownOpener);
    connect(
        m_startPage, &StartPage::openLocationRequested, m_actions.openLocation, &QAction::trigger);

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

void MainWindow::connectActions()
{
    connect(m_actions.open, &QAction::triggered, this, &MainWindow::openFileDialog);
    connect(m_actions.openLocation, &QAction::triggered, this, [this] {
        m_location->setFocus(Qt::ShortcutFocusReason);
        m_location->selectAll();
    });
    connect(m_actions.openSample, &QAction::triggered, this, &MainWindow::openSample);
    connect(m_actions.reload, &QAction::triggered, this, &MainWindow::reloadCurrent);
    connect(m_actions.exportRecord, &QAction::triggered, this, &MainWindow::exportRecord);
    connect(m_actions.print, &QAction::triggered, this, [this] { printRecord(false); });
    connect(m_actions.printPreview, &QAction::triggered, this, [this] { printRecord(true); });
    connect(m_actions.closeTab, &QAction::triggered, this, [this] {
        if (m_tabs->count() > 0)
            closeTab(m_tabs->currentIndex());
    });
    connect(m_actions.quit, &QAction::triggered, this, &QWidget::close);
    connect(m_actions.copy, &QAction::triggered, this, &MainWindow::copy);
    connect(m_actions.find, &QAction::triggered, this, &MainWindow::findInRecord);
    connect(m_actions.clearFilter, &QAction::triggered, this, [this] {
        if (RecordView *v = currentView())
            v->setQuery(QString());
    });
    connect(m_actions.preferences, &QAction::triggered, this, &MainWindow::showPreferences);
    connect(m_actions.nextUnresolved, &QAction::triggered, this, [this] {
        if (RecordView *v = currentView())
            v->selectNextUnresolved(true);
    });
    connect(m_actions.prevUnresolved, &QAction::triggered, this, [this] {
        if (RecordView *v = currentView())
            v->selectNextUnresolved(false);
    });
    connect(m_actions.back, &QAction::triggered, this, [this] {
        if (RecordView *v = currentView())
            v->goBack();
    });
    connect(m_actions.forward, &QAction::triggered, this, [this] {
        if (RecordView *v = currentView())
            v->goForward();
    });
    connect(m_actions.webPage, &QAction::triggered, this, &MainWindow::openWebPage);
    connect(m_actions.about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_actions.aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(m_actions.nextTab, &QAction::triggered, this,
        [this] { switchTab(m_tabs->currentIndex() + 1); });
    connect(m_actions.previousTab, &QAction::triggered, this,
        [this] { switchTab(m_tabs->currentIndex() - 1); });
    for (int i = 0; i < m_actions.tabNumbers.size(); ++i) {
        // Alt+9 is the last tab, as in browsers.
        connect(m_actions.tabNumbers.at(i), &QAction::triggered, this,
            [this, i] { switchTab(i == 8 ? m_tabs->count() - 1 : i); });
    }
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(tr("&File"));
    m_fileMenu->addAction(m_actions.open);
    m_fileMenu->addAction(m_actions.openLocation);
    m_fileMenu->addAction(tr("Open Li&brary Folder…"), this, [this] {
        auto *dialog = new QFileDialog(this, tr("Open a Folder of Records"));
        dialog->setFileMode(QFileDialog::Directory);
        dialog->setOption(QFileDialog::ShowDirsOnly);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QFileDialog::fileSelected, this,
            [this](const QString &path) { openLibrary(path); });
        dialog->open();
    });
    // A text file of arXiv ids or URLs, one per line: each paper fetched into one library.
    QAction *openList = m_fileMenu->addAction(tr("Open Lis&t of Papers…"), this, [this] {
        auto *dialog = new QFileDialog(this, tr("Open a List of Papers"));
        dialog->setObjectName(QStringLiteral("openPaperListDialog"));
        dialog->setFileMode(QFileDialog::ExistingFile);
        dialog->setNameFilters({ tr("Lists of papers (*.txt *.list)"), tr("All files (*)") });
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QFileDialog::fileSelected, this,
            [this](const QString &path) { openLibrary(path, true); });
        dialog->open();
    });
    openList->setObjectName(QStringLiteral("actionOpenPaperList"));
    openList->setToolTip(tr("Fetch every paper of a text file of arXiv ids or URLs, one per line, "
                            "into one library"));
    m_recentMenu = m_fileMenu->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    m_fileMenu->addAction(m_actions.openSample);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_actions.reload);
    m_forgetCachedAction
        = m_fileMenu->addAction(tr("&Forget Cached Copy"), this, &MainWindow::forgetCachedCopy);
    m_forgetCachedAction->setObjectName(QStringLiteral("actionForgetCachedCopy"));
    m_forgetCachedAction->setToolTip(
        tr("Remove this record's copy from the cache; the next open fetches it anew"));
    m_fileMenu->addSeparator();
    QAction *integrityFile = m_fileMenu->addAction(tr("Load Inte&grity Findings…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Load Integrity Findings"),
            QString(), tr("Pith integrity files (*.json);;All files (*)"));
        if (!path.isEmpty())
            loadIntegrity(path);
    });
    integrityFile->setObjectName(QStringLiteral("actionLoadIntegrityFile"));
    QAction *integrityFetch = m_fileMenu->addAction(
        tr("Fetc&h Integrity Findings"), this, [this] { loadIntegrity(QStringLiteral("auto")); });
    integrityFetch->setObjectName(QStringLiteral("actionFetchIntegrity"));
    integrityFetch->setToolTip(tr("Fetch Pith's integrity findings about this paper and show "
                                  "them on the references they concern"));
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_actions.exportRecord);
    m_fileMenu->addAction(m_actions.printPreview);
    m_fileMenu->addAction(m_actions.print);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_actions.closeTab);
    m_fileMenu->addAction(m_actions.quit);

    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    m_editMenu->addAction(m_actions.copy);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_actions.find);
    m_editMenu->addAction(m_actions.clearFilter);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_actions.preferences);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_colours = new ColourRulesMenu(
        this, m_settings, m_viewMenu, [this] { return views(); }, [this] { return currentView(); });
    connect(m_colours, &ColourRulesMenu::error, this, &MainWindow::showError);

    m_goMenu = menuBar()->addMenu(tr("&Go"));
    m_goMenu->addAction(m_actions.back);
    m_goMenu->addAction(m_actions.forward);
    m_goMenu->addSeparator();
    m_goMenu->addAction(m_actions.nextUnresolved);
    m_goMenu->addAction(m_actions.prevUnresolved);
    m_goMenu->addSeparator();
    m_goMenu->addAction(m_actions.nextTab);
    m_goMenu->addAction(m_actions.previousTab);
    m_goMenu->addSeparator();
    m_goMenu->addAction(m_actions.webPage);

    m_helpMenu = menuBar()->addMenu(tr("&Help"));
    m_helpMenu->addAction(m_actions.about);
    m_helpMenu->addAction(m_actions.aboutQt);

    m_reviewMenu = new ReviewMenu(this, m_fileMenu, m_actions.exportRecord, m_editMenu, m_goMenu);
}

void MainWindow::createToolBar()
{
    QToolBar *bar = addToolBar(tr("Navigation"));
    bar->setObjectName(QStringLiteral("navigationToolBar"));
    bar->setMovable(false);
    // Navigation buttons are icons alone; the record actions also say what they do.
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (QAction *a : { m_actions.back, m_actions.forward, m_actions.reload, m_actions.open })
        a->setPriority(QAction::LowPriority);
    m_actions.nextUnresolved->setIconText(tr("Next Unresolved"));
    m_actions.prevUnresolved->setIconText(tr("Previous Unresolved"));
    m_actions.exportRecord->setIconText(tr("Export"));
    m_actions.webPage->setIconText(tr("Web Page"));
    bar->addAction(m_actions.back);
    bar->addAction(m_actions.forward);
    bar->addAction(m_actions.reload);
    bar->addSeparator();
    bar->addAction(m_actions.open);
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
    bar->addAction(m_actions.prevUnresolved);
    bar->addAction(m_actions.nextUnresolved);
    bar->addAction(m_actions.exportRecord);
    bar->addAction(m_actions.webPage);
}

void MainWindow::createStatusBar()
{
    m_openStatus = new OpenStatus(statusBar());
    statusBar()->addPermanentWidget(m_openStatus);
}

RecordView *MainWindow::currentView() const { return m_placement->currentView(); }

QList<RecordView *> MainWindow::views() const { return m_placement->views(); }

bool MainWindow::isIdle() const
{
    if (!m_opener->isIdle() || (m_integrityLoader && m_integrityLoader->isBusy()))
        return false;
    // A library still reading or fetching its records is work in progress too (--screenshot
    // waits for it).
    const QList<LibraryTab *> libraries = findChildren<LibraryTab *>();
    return std::none_of(libraries.cbegin(), libraries.cend(),
        [](const LibraryTab *tab) { return tab->library()->isLoading(); });
}

void MainWindow::checkIdle()
{
    if (isIdle())
        emit idle();
}

QString MainWindow::errorText() const
{
    return m_errorBar->isHidden() ? QString() : m_errorLabel->text();
}

void MainWindow::setAvailableLanguages(const QList<QPair<QString, QString>> &languages)
{
    m_languages = languages;
}

void MainWindow::setBaseUrlOverride(const QUrl &url) { m_opener->setBaseUrlOverride(url); }

QUrl MainWindow::baseUrl() const { return m_opener->baseUrl(); }

namespace {

// A file named in two spellings (relative, absolute) is one thing that failed.
QString errorSubject(const QString &about)
{
    if (about.isEmpty())
        return about;
    const QFileInfo info(about);
    return info.isAbsolute() || info.exists() ? info.absoluteFilePath() : about;
}

} // namespace

void MainWindow::showError(const QString &message) { showErrorAbout(QString(), message); }

void MainWindow::showErrorAbout(const QString &about, const QString &message)
{
    const QString subject = errorSubject(about);
    // A newer message about the same thing replaces the older one, in the newer one's place.
    m_errors.removeIf([&](const ErrorMessage &e) {
        return e.text == message || (!subject.isEmpty() && e.about == subject);
    });
    m_errors.append({ subject, message });
    showErrors();
}

void MainWindow::clearErrorsAbout(const QString &about)
{
    const QString subject = errorSubject(about);
    m_errors.removeIf(
        [&](const ErrorMessage &e) { return e.about.isEmpty() || e.about == subject; });
    showErrors();
}

void MainWindow::showErrors()
{
    if (m_errors.isEmpty()) {
        m_errorBar->hide();
        m_errorLabel->clear();
        return;
    }
    // The newest last, where the eye ends; a long run says how many came before.
    constexpr qsizetype kShown = 5;
    QStringList lines;
    const qsizetype skipped = std::max<qsizetype>(0, m_errors.size() - kShown);
    if (skipped > 0)
        lines << tr("%n earlier error(s) not shown", nullptr, int(skipped));
    for (qsizetype i = skipped; i < m_errors.size(); ++i)
        lines << m_errors.at(i).text;
    m_errorLabel->setText(lines.join(QLatin1Char('\n')));
    m_errorBar->show();
}

void MainWindow::hideError()
{
    m_errors.clear();
    showErrors();
}

void MainWindow::openFiles(const QStringList &paths)
{
    for (const QString &path : paths)
        m_placement->openFile(path); // a folder or a list opens as a library
}

void MainWindow::openLibrary(const QString &folder, bool asList)
{
    m_placement->openLibrary(folder, asList);
}

void MainWindow::openSample() { m_placement->openSample(); }

void MainWindow::openLocation(const QString &text, bool newTab)
{
    // The file-or-id rule the command line follows too.
    const open::RecordInput input = open::classifyRecordInput(text, baseUrl());
    if (input.kind == open::RecordInput::Kind::File)
        openFiles({ input.text });
    else
        openPaper(input.text, newTab);
}

void MainWindow::openPaper(const QString &arxivId, bool newTab)
{
    m_placement->openPaper(arxivId, newTab);
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

void MainWindow::saveSession()
{
    m_settings->setSessionTabs(m_placement->sessionEntries());
    m_settings->setSessionCurrentTab(std::max(0, m_tabs->currentIndex()));
}

void MainWindow::restoreSession()
{
    const QStringList tabs = m_settings->sessionTabs();
    m_placement->restoreSession(tabs, tabs.value(m_settings->sessionCurrentTab()));
}

void MainWindow::reloadCurrent() { m_placement->reload(currentView()); }

void MainWindow::setOpener(open::RecordOpener *opener)
{
    if (m_opener)
        disconnect(m_opener, nullptr, this, nullptr);
    m_opener = opener ? opener : m_ownOpener;
    m_openStatus->setOpener(m_opener);
    m_placement->setOpener(m_opener);
    connect(m_opener, &open::RecordOpener::idle, this, &MainWindow::checkIdle);
    updateActions();
}

void MainWindow::setPlacement(TabPlacement *placement)
{
    if (m_placement)
        disconnect(m_placement, nullptr, this, nullptr);
    m_placement = placement ? placement : m_ownPlacement;
    m_placement->setTabs(
        m_tabs, [this] { return makeView(); }, [this](RecordView *view) { addViewTab(view); });
    m_placement->setOpener(m_opener);
    connect(m_placement, &TabPlacement::placed, this, &MainWindow::onPlaced);
    connect(m_placement, &TabPlacement::failed, this, &MainWindow::showFailure);
    connect(m_placement, &TabPlacement::cancelled, this, &MainWindow::showCancelled);
    connect(m_placement, &TabPlacement::libraryFailed, this, &MainWindow::showError);
    connect(m_placement, &TabPlacement::libraryOpened, this, [this](LibraryTab *tab) {
        tab->setReviewerName(m_settings->reviewerName()); // decisions taken in its queue
        connect(tab->library(), &library::Library::loadingFinished, this, &MainWindow::checkIdle);
        m_stack->setCurrentWidget(m_tabs);
    });
    connect(m_placement, &TabPlacement::alreadyOpen, this, [this](RecordView *open) {
        statusBar()->showMessage(
            tr("%1 is already open in this tab.").arg(plain::elided(open->title(), 60)),
            kStatusTimeoutMs);
    });
}

void MainWindow::loadIntegrity(const QString &fileOrAuto)
{
    if (!m_integrityLoader) {
        m_integrityLoader = new IntegrityLoader(this);
        connect(m_integrityLoader, &IntegrityLoader::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, kStatusTimeoutMs); });
        connect(m_integrityLoader, &IntegrityLoader::error, this, &MainWindow::showError);
        connect(m_integrityLoader, &IntegrityLoader::finished, this, &MainWindow::checkIdle);
    }
    m_integrityLoader->setFetcher(m_opener->fetcher());
    // The policy every fetch of the window follows (base URL, deadline, cap, plain http).
    m_integrityLoader->load(currentView(), fileOrAuto, m_opener->policy().request({}));
}

void MainWindow::setFetcher(net::Fetcher *fetcher)
{
    m_opener->setFetcher(fetcher);
    updateActions();
}

void MainWindow::showCancelled(open::OpenJob::State state, const RecordSource &source)
{
    if (state == open::OpenJob::State::Parsing)
        statusBar()->showMessage(
            tr("Opening %1 was cancelled.").arg(QFileInfo(source.location).fileName()),
            kStatusTimeoutMs);
    else if (state == open::OpenJob::State::Fetching)
        statusBar()->showMessage(
            tr("Fetching %1 was cancelled.").arg(source.location), kStatusTimeoutMs);
}

void MainWindow::showFailure(const open::OpenFailure &failure)
{
    // Whatever was open stays as it was.
    ++m_failedOpens;
    switch (failure.stage) {
    case open::OpenFailure::Stage::NoNetwork:
        showErrorAbout(failure.input,
            tr("Cannot fetch \"%1\": this window has no network access.").arg(failure.input));
        break;
    case open::OpenFailure::Stage::InvalidInput:
        showErrorAbout(
            failure.input, tr("Cannot open \"%1\": %2").arg(failure.input, failure.message));
        break;
    case open::OpenFailure::Stage::Fetch:
        showErrorAbout(failure.input,
            tr("Could not fetch the record of %1: %2").arg(failure.input, failure.message));
        break;
    case open::OpenFailure::Stage::Parse:
        showErrorAbout(failure.input, tr("Could not open the record: %1").arg(failure.message));
        break;
    }
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
    auto *dialog = new ExportDialog(reportInput(v), this);
    dialog->setColourRules(m_colours->rules(), m_colours->rowsColoured());
    dialog->setObjectName(QStringLiteral("exportDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ExportDialog::exported, this, [this](const QString &path) {
        statusBar()->showMessage(tr("Exported to %1").arg(path), kStatusTimeoutMs);
    });
    dialog->open();
}

void MainWindow::showColourRules() { m_colours->showDialog(); }

void MainWindow::setColourRules(const ColourRuleList &rules) { m_colours->setRules(rules); }

const ColourRuleList &MainWindow::colourRules() const { return m_colours->rules(); }

void MainWindow::setColourRows(bool shown) { m_colours->setRowsColoured(shown); }

ReportInput MainWindow::reportInput(RecordView *v) const
{
    ReportInput input;
    input.record = v->record();
    input.rows = v->shownSourceRows();
    input.allRows = v->shownCount() == v->totalCount();
    input.query = v->query();
    if (v->source().kind == RecordSource::Kind::File)
        input.sourcePath = v->source().location;
    input.sourceName = reportSourceName(v->source());
    if (m_colours->rowsColoured()) // drawn as the table shows them
        input.colourRules = m_colours->rules();
    input.facts = v->filterBar()->facts();
    input.integrity = v->integrity(); // the Findings column's findings: in the reports too
    input.review = v->reviewController()->forReports();
    return input;
}

void MainWindow::printRecord(bool preview)
{
    RecordView *v = currentView();
    if (!v || !v->record())
        return;
    const ReportInput input = reportInput(v);
    if (preview)
        previewReport(this, input);
    else
        printReport(this, input);
}

void MainWindow::onPlaced(RecordView *view, const RecordPtr &record, const RecordSource &source,
    const QByteArray &fetchedBytes, TabPlacement::Placed how)
{
    // What failed before about this file or paper is no longer so; failures of others stay.
    clearErrorsAbout(source.location);
    if (!view)
        return; // its tab was closed meanwhile
    if (how == TabPlacement::Placed::Reloaded)
        statusBar()->showMessage(tr("Reloaded %1").arg(view->title()), kStatusTimeoutMs);
    if (!view->filterBar()->hasError()) {
        const Record &r = *record;
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
    labelTab(view);
    if (m_history) // keep this copy; say what changed since the one seen last
        m_history->recordShown(view, fetchedBytes);
}

void MainWindow::setHistoryTracker(HistoryTracker *tracker)
{
    m_history = tracker;
    if (!tracker)
        return;
    tracker->addActions(m_goMenu, [this] { return currentView(); });
    tracker->setFetcher(m_opener->fetcher(), [this] { return baseUrl(); });
    connect(tracker, &HistoryTracker::statusMessage, this,
        [this](const QString &m) { statusBar()->showMessage(m, kStatusTimeoutMs); });
    connect(tracker, &HistoryTracker::openPaperRequested, this, &MainWindow::openPaper);
    connect(tracker, &HistoryTracker::openStoredCopyRequested, this,
        [this, tracker](
            RecordPtr record, const RecordSource &source, const history::SnapshotInfo &info) {
            tracker->markStoredCopy(openRecordInTab(std::move(record), source), info);
        });
}

RecordView *MainWindow::openRecordInTab(RecordPtr record, const RecordSource &source)
{
    RecordView *view = m_placement->showInNewTab(std::move(record), source);
    labelTab(view);
    return view;
}

RecordView *MainWindow::makeView()
{
    auto *view = new RecordView(m_settings, m_tabs); // hidden until it is a tab
    connect(view, &RecordView::statusMessage, this,
        [this](const QString &m) { statusBar()->showMessage(m, kStatusTimeoutMs); });
    connect(view, &RecordView::openPaperRequested, this, &MainWindow::openPaper);
    connect(view, &RecordView::historyChanged, this, [this, view] { labelTab(view); });
    connect(view, &RecordView::selectionChanged, this, &MainWindow::updateActions);
    view->ensurePolished(); // the style's work, while the record loads
    return view;
}

void MainWindow::addViewTab(RecordView *view)
{
    // Made ahead of its record: the rules and the layout may have changed while it waited.
    view->restoreLayout();
    m_colours->apply(view);
    m_tabs->addTab(view, QString());
    m_stack->setCurrentWidget(m_tabs);
}

void MainWindow::labelTab(RecordView *view)
{
    const int index = m_tabs->indexOf(view);
    m_tabs->setTabText(index, plain::mnemonicSafe(plain::elided(view->title(), 40)));
    m_tabs->setTabToolTip(index, plain::toolTip(view->title() + u'\n' + view->source().location));
    updateActions();
    updateTitle();
}

void MainWindow::closeTab(int index)
{
    QWidget *tab = m_tabs->widget(index);
    if (!tab)
        return;
    if (auto *view = qobject_cast<RecordView *>(tab))
        view->saveLayout();
    m_tabs->removeTab(index);
    tab->deleteLater();
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
    for (QAction *a : { m_actions.reload, m_actions.exportRecord, m_actions.print,
             m_actions.printPreview, m_actions.closeTab, m_actions.find, m_actions.clearFilter,
             m_actions.nextUnresolved, m_actions.prevUnresolved, m_actions.webPage })
        a->setEnabled(has);
    m_actions.back->setEnabled(has && v->canGoBack());
    m_actions.forward->setEnabled(has && v->canGoForward());
    m_actions.copy->setEnabled(has);
    if (m_reviewMenu)
        m_reviewMenu->setView(v);
    if (m_forgetCachedAction)
        m_forgetCachedAction->setEnabled(
            has && v->source().kind == RecordSource::Kind::Fetched && m_opener->cache());
}

void MainWindow::forgetCachedCopy()
{
    RecordView *v = currentView();
    if (!v || v->source().kind != RecordSource::Kind::Fetched || !m_opener->cache())
        return;
    const QString id = v->source().location;
    if (m_opener->forgetCachedCopy(v->source()))
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
    auto *dialog = new PreferencesDialog(m_settings, m_languages, this, m_opener->cache());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setBaseUrlInUse(baseUrl());
    connect(dialog, &PreferencesDialog::languageChanged, this, &MainWindow::languageChosen);
    // A key added takes effect at once, not at the next reload.
    connect(dialog, &PreferencesDialog::integrityKeysChanged, this, [this] {
        for (RecordView *v : views())
            v->refreshIntegrityKeys();
    });
    if (m_history)
        m_history->extendPreferences(dialog);
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

    m_opener->cancelAll();
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

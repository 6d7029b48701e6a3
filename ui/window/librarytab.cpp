// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/librarytab.h"

#include "models/io/atomicfile.h"
#include "models/items/displaytext.h"
#include "models/library/library.h"
#include "models/library/librarymodel.h"
#include "models/library/libraryobservationmodel.h"
#include "models/review/reviewsession.h"
#include "ui/paint/integritystyle.h"
#include "ui/paint/statusstyle.h"
#include "ui/report/libraryreport.h"
#include "ui/window/detailpane.h"
#include "ui/window/filterbar.h"
#include "ui/window/flowlayout.h"
#include "ui/window/observationtable.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace pith::ui {

using library::LibraryModel;

namespace {

// The note is saved this long after typing stops, as in a record's tab.
constexpr int kNoteDelayMs = 400;

// The Records table's rows, sorted, with the Verdict cell in the colour and with the marker of
// the record tab's badge (ui/paint/integritystyle.h), on the palette of the view.
class RecordsProxy final : public QSortFilterProxyModel {
public:
    RecordsProxy(
        QWidget *view, const library::Library *library, const library::RecordFacetFilter *filter)
        : QSortFilterProxyModel(view)
        , m_view(view)
        , m_library(library)
        , m_filter(filter)
    {
    }

    // The facets select the records; the proxy only asks them.
    bool filterAcceptsRow(int sourceRow, const QModelIndex &) const override
    {
        const QList<library::LibraryEntry> &entries = m_library->entries();
        return m_filter->isEmpty() || sourceRow >= entries.size()
            || m_filter->matches(entries.at(sourceRow));
    }
    void refilter() { invalidateRowsFilter(); }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (index.column() != LibraryModel::VerdictColumn
            || (role != Qt::ForegroundRole && role != Qt::DecorationRole))
            return QSortFilterProxyModel::data(index, role);
        const QVariant verdict = QSortFilterProxyModel::data(index, LibraryModel::VerdictRole);
        if (!verdict.isValid())
            return {};
        const IntegrityLevel level = integrityLevel(RecordVerdict::Level(verdict.toInt()));
        const QPalette palette = m_view->palette();
        if (role == Qt::ForegroundRole)
            return integrityColour(level, isDarkPalette(palette));
        const int side = m_view->fontMetrics().height();
        const qreal ratio = m_view->devicePixelRatioF();
        QPixmap pixmap(QSize(side, side) * ratio);
        pixmap.setDevicePixelRatio(ratio);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paintIntegrityMarker(painter, QRectF(1, 1, side - 2, side - 2), level, palette);
        painter.end();
        return QIcon(pixmap);
    }

private:
    QWidget *m_view;
    const library::Library *m_library;
    const library::RecordFacetFilter *m_filter;
};

} // namespace

LibraryTab::LibraryTab(QWidget *parent)
    : QWidget(parent)
    , m_library(new library::Library(this))
    , m_model(new LibraryModel(m_library, this))
    , m_proxy(nullptr)
    , m_heading(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("&Cancel"), this))
    , m_records(new QTableView(this))
    , m_views(new QTabWidget(this))
    , m_observationModel(nullptr)
    , m_observationProxy(new QSortFilterProxyModel(this))
    , m_filterBar(new FilterBar(this))
    , m_queryMessage(new QLabel(this))
    , m_export(new QPushButton(tr("&Export…"), this))
    , m_observations(new QTableView(this))
    , m_detail(new DetailPane(this))
    , m_decisionLine(new QLabel(this))
    , m_decisionMessage(new QLabel(this))
    , m_note(new QPlainTextEdit(this))
    , m_noteTimer(new QTimer(this))
    , m_undoAction(new QAction(this))
    , m_redoAction(new QAction(this))
    , m_recordFacetBox(new QWidget(this))
    , m_recordFacetTimer(new QTimer(this))
{
    // The Observations table reads the records themselves.
    m_library->setKeepRecords(true);
    m_observationModel = new library::LibraryObservationModel(m_library, this);
    setObjectName(QStringLiteral("libraryTab"));
    m_heading->setObjectName(QStringLiteral("libraryHeading"));
    m_heading->setTextFormat(Qt::PlainText); // file names are data, never markup
    m_progress->setObjectName(QStringLiteral("libraryProgress"));
    m_cancel->setObjectName(QStringLiteral("libraryCancel"));
    m_records->setObjectName(QStringLiteral("libraryRecords"));

    m_proxy = new RecordsProxy(m_records, m_library, &m_recordFilter);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(LibraryModel::SortRole);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_records->setModel(m_proxy);
    m_records->setSortingEnabled(true);
    m_records->sortByColumn(LibraryModel::SourceColumn, Qt::AscendingOrder);
    m_records->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_records->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_records->setWordWrap(false);
    m_records->verticalHeader()->hide();
    // As the record table's: the title takes the room the others leave (they are sized to their
    // contents, capped, when rows come), every column can be resized.
    m_records->horizontalHeader()->setStretchLastSection(false);
    fitTableColumns(m_records, LibraryModel::TitleColumn);
    connect(m_records, &QTableView::activated, this, &LibraryTab::openRow);

    m_views->setObjectName(QStringLiteral("libraryViews"));
    m_filterBar->setObjectName(QStringLiteral("libraryFilterBar"));
    m_filterBar->setTabSuccessor(m_observations);
    m_filterBar->lineEdit()->setPlaceholderText(
        tr("Filter every record's observations: status:unresolved review:none paper:2509.00217"));
    m_queryMessage->setObjectName(QStringLiteral("libraryQueryMessage"));
    m_queryMessage->setTextFormat(Qt::PlainText);
    m_observations->setObjectName(QStringLiteral("libraryObservations"));
    m_observationProxy->setSourceModel(m_observationModel);
    m_observationProxy->setSortRole(library::LibraryObservationModel::SortRole);
    m_observationProxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_observations->setModel(m_observationProxy);
    m_observations->setSortingEnabled(true);
    m_observations->sortByColumn(-1, Qt::AscendingOrder); // the records' own order
    m_observations->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_observations->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_observations->setWordWrap(false);
    m_observations->verticalHeader()->hide();
    m_observations->horizontalHeader()->setStretchLastSection(false);
    fitTableColumns(m_observations, library::LibraryObservationModel::TitleColumn);
    connect(m_observations, &QTableView::activated, this, &LibraryTab::openObservation);
    connect(m_filterBar, &FilterBar::filterChanged, this, &LibraryTab::applyQuery);
    connect(m_observationModel, &library::LibraryObservationModel::rowsRebuilt, this,
        &LibraryTab::takeRecords);

    auto *observationsPage = new QWidget(this);
    auto *observationsLayout = new QVBoxLayout(observationsPage);
    observationsLayout->setContentsMargins(0, 0, 0, 0);
    auto *queryRow = new QHBoxLayout;
    queryRow->addWidget(m_filterBar, 1);
    queryRow->addWidget(m_export);
    observationsLayout->addLayout(queryRow);
    observationsLayout->addWidget(m_queryMessage);
    m_export->setObjectName(QStringLiteral("libraryExport"));
    m_export->setToolTip(tr("Write the shown observations as CSV, or the library report as PDF"));
    connect(m_export, &QPushButton::clicked, this, [this] {
        auto *dialog = new QFileDialog(this, tr("Export the Library"));
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        dialog->setNameFilters({ tr("CSV (*.csv)"), tr("PDF library report (*.pdf)") });
        dialog->setDefaultSuffix(QStringLiteral("csv"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
            QString error;
            m_queryMessage->setText(exportShown(path, &error)
                    //: Library tab: after an export, %1 the file written
                    ? tr("Exported to %1").arg(QDir::toNativeSeparators(path))
                    : error);
        });
        dialog->open();
    });
    // The queue's detail pane, with the review decision of its observation above it.
    m_detail->setObjectName(QStringLiteral("libraryDetailPane"));
    auto *editor = new QWidget(this);
    editor->setObjectName(QStringLiteral("libraryReviewEditor"));
    auto *editorLayout = new QVBoxLayout(editor);
    editorLayout->setContentsMargins(0, 0, 0, 0);
    m_decisionLine->setObjectName(QStringLiteral("libraryDecision"));
    m_decisionLine->setTextFormat(Qt::PlainText);
    m_decisionLine->setWordWrap(true);
    m_decisionMessage->setObjectName(QStringLiteral("libraryDecisionMessage"));
    m_decisionMessage->setTextFormat(Qt::PlainText);
    m_decisionMessage->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    const QList<review::Decision> decisions = review::allDecisions();
    for (int i = 0; i < decisions.size(); ++i) {
        const review::Decision d = decisions[i];
        // Keys 1-5 in the queue, as in a record's table.
        auto *action = new QAction(review::decisionLabel(d), m_observations);
        action->setShortcut(QKeySequence(QString::number(i + 1)));
        action->setShortcutContext(Qt::WidgetShortcut);
        m_observations->addAction(action);
        connect(action, &QAction::triggered, this, [this, d] { decide(d); });
        auto *button = new QPushButton(review::decisionLabel(d), editor);
        button->setObjectName(u"libraryDecide_"_s + review::decisionKey(d));
        //: Library queue: the tooltip of a decision button, %1 its key
        button->setToolTip(tr("Key %1 in the table").arg(i + 1));
        button->setEnabled(false);
        connect(button, &QPushButton::clicked, this, [this, d] { decide(d); });
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    editorLayout->addWidget(m_decisionLine);
    editorLayout->addLayout(buttons);
    // The note, as in a record's tab: saved shortly after typing stops, or when the row changes.
    m_note->setObjectName(QStringLiteral("libraryNote"));
    m_note->setPlaceholderText(QCoreApplication::translate(
        "pith::ui::ReviewController", "Review note on this observation"));
    m_note->setTabChangesFocus(true);
    m_note->setMaximumHeight(m_note->fontMetrics().lineSpacing() * 4 + 12);
    m_note->setEnabled(false);
    m_noteTimer->setSingleShot(true);
    m_noteTimer->setInterval(kNoteDelayMs);
    connect(m_noteTimer, &QTimer::timeout, this, &LibraryTab::saveNote);
    connect(m_note, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_noteFor.isEmpty() && m_note->isEnabled())
            m_noteTimer->start();
    });
    editorLayout->addWidget(m_note);
    editorLayout->addWidget(m_decisionMessage);
    m_detail->setReviewEditor(editor);
    m_detail->setObservation(nullptr);
    connect(m_detail, &DetailPane::openPaperRequested, this,
        [this](const QString &arxivId, bool) { emit openRecordRequested(arxivId, false); });
    connect(m_observations->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &LibraryTab::showCurrentObservation);
    // The current observation stays current when the rows are selected or gathered again (a
    // decision, a note, the folder changing).
    connect(m_observationModel, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        if (m_noteTimer->isActive())
            saveNote();
    });
    connect(m_observationModel, &QAbstractItemModel::modelReset, this, [this] {
        if (m_noteRecord && !m_noteFor.isEmpty())
            selectObservation(m_noteRecord, m_noteFor);
        showCurrentObservation();
    });
    // Undo and redo of what was taken in the queue, in whichever record (the note editor keeps
    // its own for the text being typed).
    m_undoAction->setObjectName(QStringLiteral("libraryUndo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction->setObjectName(QStringLiteral("libraryRedo"));
    m_redoAction->setShortcuts(
        { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo });
    for (QAction *a : { m_undoAction, m_redoAction }) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        observationsPage->addAction(a);
    }
    connect(m_undoAction, &QAction::triggered, this, &LibraryTab::undo);
    connect(m_redoAction, &QAction::triggered, this, &LibraryTab::redo);
    updateUndoActions();
    auto *split = new QSplitter(Qt::Horizontal, observationsPage);
    split->setObjectName(QStringLiteral("libraryQueueSplitter"));
    split->addWidget(m_observations);
    split->addWidget(m_detail);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    observationsLayout->addWidget(split, 1);
    // The Records table's facets, counted again shortly after the library changes.
    m_recordFacetBox->setObjectName(QStringLiteral("libraryRecordFacets"));
    new FlowLayout(m_recordFacetBox);
    m_recordFacetTimer->setSingleShot(true);
    m_recordFacetTimer->setInterval(100);
    connect(m_recordFacetTimer, &QTimer::timeout, this, &LibraryTab::updateRecordFacets);
    for (auto signal : { &library::Library::entryAdded, &library::Library::entryChanged,
             &library::Library::summaryChanged, &library::Library::entryRemoved })
        connect(m_library, signal, this, [this] {
            if (!m_recordFacetTimer->isActive()) // while files keep coming, every 100 ms
                m_recordFacetTimer->start();
        });
    auto *recordsPage = new QWidget(this);
    auto *recordsLayout = new QVBoxLayout(recordsPage);
    recordsLayout->setContentsMargins(0, 0, 0, 0);
    recordsLayout->addWidget(m_recordFacetBox);
    recordsLayout->addWidget(m_records, 1);
    //: Library tab: the table of records
    m_views->addTab(recordsPage, tr("&Records"));
    //: Library tab: every observation of every record
    m_views->addTab(observationsPage, tr("O&bservations"));

    auto *top = new QHBoxLayout;
    top->addWidget(m_heading, 1);
    top->addWidget(m_progress);
    top->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_views, 1);

    connect(m_cancel, &QPushButton::clicked, m_library, &library::Library::cancel);
    connect(m_library, &library::Library::progress, this, [this](int done, int total) {
        m_progress->setRange(0, qMax(1, total));
        m_progress->setValue(done);
        updateHeading();
        if (done == qMin(total, 20)) // the first rows size the columns; all of them at the end
            fitTableColumns(m_records, LibraryModel::TitleColumn);
    });
    connect(m_library, &library::Library::loadingFinished, this, [this] {
        updateHeading();
        fitTableColumns(m_records, LibraryModel::TitleColumn);
    });
    connect(m_library, &library::Library::entryChanged, this, &LibraryTab::updateHeading);
    connect(m_library, &library::Library::entryRemoved, this, &LibraryTab::updateHeading);
    updateHeading();
}

LibraryTab::~LibraryTab() = default;

bool LibraryTab::openFolder(const QString &path, QString *error)
{
    if (!m_library->openFolder(path, error))
        return false;
    updateHeading();
    emit titleChanged();
    return true;
}

bool LibraryTab::openList(
    const QString &path, net::Fetcher *fetcher, const open::FetchPolicy &policy, QString *error)
{
    m_library->setFetcher(fetcher, policy);
    if (!m_library->openList(path, error))
        return false;
    updateHeading();
    emit titleChanged();
    return true;
}

QString LibraryTab::location() const { return m_library->location(); }

QString LibraryTab::title() const
{
    const QString name = QFileInfo(m_library->location()).fileName();
    //: Tab title of a library: %1 the folder's name
    return tr("%1 (library)").arg(name);
}

void LibraryTab::updateHeading()
{
    const int all = int(m_library->entries().size());
    const int failed = m_library->failureCount();
    const int pending = m_library->pendingCount();
    QString text = QDir::toNativeSeparators(m_library->location()) + u"  ·  "
        + tr("%n record(s)", nullptr, all - failed - pending);
    if (failed > 0)
        text += u", " + tr("%n cannot be read", nullptr, failed);
    if (pending > 0)
        text += u", " + tr("%n still to read", nullptr, pending);
    m_heading->setText(text);
    const bool loading = m_library->isLoading();
    m_progress->setVisible(loading);
    m_cancel->setVisible(loading);
}

void LibraryTab::showObservations() { m_views->setCurrentIndex(1); }

bool LibraryTab::exportShown(const QString &path, QString *error)
{
    QList<const Observation *> shown;
    for (int r = 0; r < m_observationProxy->rowCount(); ++r) {
        const int row = m_observationProxy->mapToSource(m_observationProxy->index(r, 0)).row();
        if (const Observation *o = m_observationModel->observationAt(row))
            shown.append(o);
    }
    const library::LibraryFacts &facts = m_observationModel->facts();
    if (path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive)) {
        LibraryReportInput report;
        report.location = QDir::toNativeSeparators(m_library->location());
        report.query = m_observationModel->query().trimmed();
        for (const library::LibraryEntry &e : m_library->entries())
            report.records.append(
                { e.fromFile ? QFileInfo(e.source).fileName() : e.source, e.summary, e.error });
        report.observations = shown;
        report.facts = &facts;
        report.totalObservations = m_observationModel->totalCount();
        return io::writeFileAtomically(
            path,
            [&](QIODevice *device, QString *problem) {
                return LibraryReport::writePdf(device, report, problem);
            },
            error);
    }
    return io::writeFileAtomically(
        path,
        [&](QIODevice *device, QString *problem) {
            return library::writeLibraryCsv(device, shown, facts, false, problem);
        },
        error);
}

QLineEdit *LibraryTab::queryEdit() const { return m_filterBar->lineEdit(); }

void LibraryTab::takeRecords()
{
    // The filter bar counts its facets over the records gathered, with their reviews' keys; the
    // model has applied the query to them already.
    m_filterBar->setRecords(m_observationModel->records());
    m_filterBar->setFacts({ m_observationModel->sharedFacts() });
    updateObservationCount();
    // The queue's Title, too, takes the room its other columns (sized to their contents) leave.
    fitTableColumns(m_observations, library::LibraryObservationModel::TitleColumn);
}

void LibraryTab::applyQuery()
{
    // The filter bar has parsed the query (and says what is wrong with a malformed one).
    const QString query = m_filterBar->appliedQuery();
    if (query != m_observationModel->query() && !m_observationModel->setQuery(query))
        return;
    updateObservationCount();
}

void LibraryTab::updateObservationCount()
{
    const QString query = m_observationModel->query().trimmed();
    //: Library tab: %1 observations shown of %n in all records
    m_queryMessage->setText(tr("%1 of %n observation(s)", nullptr, m_observationModel->totalCount())
                                .arg(m_observationModel->rowCount())
        + (query.isEmpty() ? QString() : u"  ·  " + query));
    m_filterBar->setShownCount(m_observationModel->rowCount(), m_observationModel->totalCount());
}

void LibraryTab::showCurrentObservation()
{
    const QModelIndex current = m_observations->currentIndex();
    const int row = current.isValid() ? m_observationProxy->mapToSource(current).row() : -1;
    const Observation *o = m_observationModel->observationAt(row);
    const RecordPtr record = m_observationModel->recordAt(row);
    if (m_noteTimer->isActive() && (!o || o->id != m_noteFor || record != m_noteRecord))
        saveNote();
    m_detail->setObservation(o);
    const review::ReviewPtr review = m_observationModel->reviewAt(row);
    for (QPushButton *button : m_detail->findChildren<QPushButton *>()) {
        if (button->objectName().startsWith(u"libraryDecide_"))
            button->setEnabled(o != nullptr);
    }
    const QString note = o && review ? review->entry(o->id).note : QString();
    const bool same = o && o->id == m_noteFor && record == m_noteRecord;
    if (!same || (!m_noteTimer->isActive() && m_note->toPlainText() != note)) {
        const QSignalBlocker blocker(m_note);
        m_note->setPlainText(note);
    }
    m_note->setEnabled(o != nullptr && review != nullptr);
    m_noteRecord = o ? record : nullptr;
    m_noteFor = o ? o->id : QString();
    m_noteSource = o ? m_observationModel->sourceAt(row) : QString();
    m_noteFromFile = m_observationModel->fromFileAt(row);
    if (!o || !review) {
        m_decisionLine->clear();
        return;
    }
    const QString decision = review::reportDecision(*review, o->id);
    m_decisionLine->setText(decision.isEmpty()
            //: Library queue, detail pane: the observation has no review decision
            ? tr("Not reviewed yet")
            //: Library queue, detail pane: %1 the observation's review decision
            : tr("Review decision: %1").arg(decision));
}

bool LibraryTab::editReview(const RecordPtr &record, const QString &source, bool fromFile,
    const QString &observationId, const std::function<bool(review::Review &, QString *)> &change,
    Edit *done)
{
    const review::ReviewPtr review
        = record ? m_observationModel->facts().reviewFor(record.get()) : nullptr;
    if (!review) {
        //: Library queue: the record of an undo step is no longer in the library
        m_decisionMessage->setText(tr("The record is no longer in the library"));
        return false;
    }
    bool saved = false;
    QString message;
    {
        // The review file is read again (another window may have written it since), and the
        // change written on top of what it holds then, under its lock: the record's own tab,
        // which may have it open, keeps its decisions and shows this one.
        review::ReviewSession session(review);
        QStringList messages;
        session.openDefault(
            library::reviewPathOf(*record, fromFile ? source : QString()), &messages);
        const QString readOnly = review->readOnlyReason();
        QString problem;
        if (!readOnly.isEmpty() || !session.isWritable()) {
            review->setReadOnlyReason({});
            //: Library queue: %1 why the decision could not be saved
            message = tr("The decision was not saved: %1")
                          .arg(readOnly.isEmpty() ? messages.join(u' ') : readOnly);
        } else {
            review->setReviewer(m_reviewer.isEmpty() ? review::defaultReviewerName() : m_reviewer);
            const review::Entry before = review->entry(observationId);
            if (!change(*review, &problem)) {
                message = tr("The decision was not saved: %1").arg(problem);
            } else {
                QString error;
                saved = session.saveNow(&error);
                message = saved
                    //: Library queue: %1 the review file the decision was saved to
                    ? tr("Saved to %1").arg(QDir::toNativeSeparators(session.path()))
                    : tr("The decision was not saved: %1").arg(error);
                if (saved && done)
                    *done = Edit { source, fromFile, observationId, before,
                        review->entry(observationId), review->undoText() };
            }
        }
    }
    m_library->refreshReview(m_library->indexOf(source));
    m_decisionMessage->setText(message);
    return saved;
}

bool LibraryTab::decide(review::Decision decision)
{
    const QModelIndex current = m_observations->currentIndex();
    const int row = current.isValid() ? m_observationProxy->mapToSource(current).row() : -1;
    const Observation *o = m_observationModel->observationAt(row);
    const RecordPtr record = m_observationModel->recordAt(row);
    if (!o || !record || !m_observationModel->reviewAt(row))
        return false;
    if (m_noteTimer->isActive())
        saveNote(); // the note typed goes first, as in a record's tab
    Edit done;
    const bool saved = editReview(
        record, m_observationModel->sourceAt(row), m_observationModel->fromFileAt(row), o->id,
        [&](review::Review &r, QString *) {
            r.setDecision({ o->id }, decision);
            return true;
        },
        &done);
    if (saved && !done.before.sameContent(done.after)) {
        m_undo.append(done);
        m_redo.clear();
    }
    // `review:` may select other rows now; the next row of the queue becomes current.
    const int proxyRow = current.row();
    m_observationModel->reviewsChanged();
    m_filterBar->factsChanged();
    const int again = m_observationModel->rowOf(o);
    int next = again >= 0
        ? m_observationProxy->mapFromSource(m_observationModel->index(again, 0)).row() + 1
        : proxyRow;
    if (!saved && again >= 0)
        next -= 1; // nothing taken: stay on it
    next = qMin(next, m_observationProxy->rowCount() - 1);
    if (next >= 0)
        m_observations->setCurrentIndex(m_observationProxy->index(next, 0));
    m_observations->setFocus(); // keys 1-5 go on in the table after a button
    updateUndoActions();
    return saved;
}

bool LibraryTab::saveNote()
{
    m_noteTimer->stop();
    if (m_noteFor.isEmpty() || !m_noteRecord)
        return false;
    const QString id = m_noteFor;
    const QString text = m_note->toPlainText();
    Edit done;
    const bool saved = editReview(
        m_noteRecord, m_noteSource, m_noteFromFile, id,
        [&](review::Review &r, QString *) {
            r.setNote(id, text);
            return true;
        },
        &done);
    if (saved && !done.before.sameContent(done.after)) {
        m_undo.append(done);
        m_redo.clear();
    }
    m_observationModel->reviewsChanged(); // `note:` may select other rows now
    m_filterBar->factsChanged();
    updateUndoActions();
    return saved;
}

bool LibraryTab::undo() { return step(true); }

bool LibraryTab::redo() { return step(false); }

bool LibraryTab::step(bool back)
{
    if (m_noteTimer->isActive())
        saveNote(); // a note being typed is the last step to undo
    QList<Edit> &from = back ? m_undo : m_redo;
    if (from.isEmpty())
        return false;
    const Edit e = from.last();
    const int index = m_library->indexOf(e.source);
    const RecordPtr record = index >= 0 ? m_library->entries().at(index).record : nullptr;
    const review::Entry expected = back ? e.after : e.before;
    const review::Entry wanted = back ? e.before : e.after;
    const bool saved = editReview(
        record, e.source, e.fromFile, e.observationId,
        [&](review::Review &r, QString *problem) {
            if (!r.entry(e.observationId).sameContent(expected)) {
                //: Library queue: undo or redo refused, the review file has another decision
                //: or note for the observation than the queue left there
                *problem = tr("the review file has changed this observation since");
                return false;
            }
            r.setEntry(e.observationId, wanted, e.text);
            return true;
        },
        nullptr);
    if (saved) {
        from.removeLast();
        (back ? m_redo : m_undo).append(e);
    }
    m_observationModel->reviewsChanged();
    m_filterBar->factsChanged();
    if (saved)
        selectObservation(record, e.observationId);
    updateUndoActions();
    return saved;
}

void LibraryTab::selectObservation(const RecordPtr &record, const QString &observationId)
{
    if (!record)
        return;
    for (const auto *list : { &record->outbound, &record->inbound }) {
        for (const Observation &o : *list) {
            if (o.id != observationId)
                continue;
            const int row = m_observationModel->rowOf(&o);
            if (row >= 0)
                m_observations->setCurrentIndex(
                    m_observationProxy->mapFromSource(m_observationModel->index(row, 0)));
            return;
        }
    }
}

void LibraryTab::updateRecordFacets()
{
    const QList<library::LibraryEntry> &entries = m_library->entries();
    QList<std::pair<QString, QString>> offered;
    for (const QString &key : library::RecordFacetFilter::keys()) {
        for (const QString &value : library::RecordFacetFilter::values(key, entries))
            offered.append({ key, value });
    }
    bool same = offered.size() == m_recordFacets.size();
    for (int i = 0; same && i < offered.size(); ++i)
        same = offered[i].first == m_recordFacets[i].key
            && offered[i].second == m_recordFacets[i].value;
    if (!same) {
        // A group (its label and buttons) wraps as a whole, as in the filter bar.
        QLayout *layout = m_recordFacetBox->layout();
        while (QLayoutItem *item = layout->takeAt(0)) {
            if (item->widget())
                item->widget()->deleteLater(); // a button may be the one being clicked
            delete item;
        }
        m_recordFacets.clear();
        QHBoxLayout *row = nullptr;
        QString group;
        for (const auto &[key, value] : offered) {
            if (key != group) {
                auto *box = new QWidget(m_recordFacetBox);
                row = new QHBoxLayout(box);
                row->setContentsMargins(0, 0, 12, 0);
                row->setSpacing(0);
                row->addWidget(new QLabel(library::RecordFacetFilter::keyLabel(key), box));
                layout->addWidget(box);
                group = key;
            }
            auto *b = new QToolButton(row->parentWidget());
            b->setCheckable(true);
            b->setAutoRaise(true);
            b->setObjectName(QStringLiteral("recordFacet_%1_%2").arg(key, value));
            //: Library Records facet tooltip: %1 the value ("failing")
            b->setToolTip(tr("Show only the records that are %1 (again: all)")
                              .arg(library::RecordFacetFilter::valueLabel(key, value)));
            // Copies: clang 14 cannot capture structured bindings.
            connect(b, &QToolButton::clicked, this, [this, k = key, v = value] {
                m_recordFilter.toggle(k, v);
                static_cast<RecordsProxy *>(m_proxy)->refilter();
                updateRecordFacets();
            });
            row->addWidget(b);
            m_recordFacets.append({ key, value, b });
        }
    }
    const QHash<QString, int> counts = m_recordFilter.counts(entries);
    for (const RecordFacetButton &f : std::as_const(m_recordFacets)) {
        const int n = counts.value(f.key + u':' + f.value);
        const bool active = m_recordFilter.isSelected(f.key, f.value);
        f.button->setText(plain::mnemonicSafe(
            library::RecordFacetFilter::valueLabel(f.key, f.value) + u' ' + QLocale().toString(n)));
        f.button->setChecked(active);
        f.button->setEnabled(active || n > 0);
    }
}

void LibraryTab::updateUndoActions()
{
    m_undoAction->setEnabled(!m_undo.isEmpty());
    m_redoAction->setEnabled(!m_redo.isEmpty());
    //: Library queue: the undo action, %1 what it undoes ("Mark as confirmed")
    m_undoAction->setText(m_undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(m_undo.last().text));
    //: Library queue: the redo action, %1 what it redoes
    m_redoAction->setText(m_redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(m_redo.last().text));
}

void LibraryTab::openObservation(const QModelIndex &proxyIndex)
{
    if (!proxyIndex.isValid())
        return;
    const QModelIndex source = m_observationProxy->mapToSource(proxyIndex);
    emit openRecordRequested(source.data(library::LibraryObservationModel::SourceRole).toString(),
        source.data(library::LibraryObservationModel::FromFileRole).toBool());
}

void LibraryTab::openRow(const QModelIndex &proxyIndex)
{
    if (!proxyIndex.isValid())
        return;
    const QModelIndex source = m_proxy->mapToSource(proxyIndex);
    const LibraryModel *model = m_model;
    const QModelIndex cell = model->index(source.row(), 0);
    if (cell.data(LibraryModel::FailedRole).toBool())
        return; // nothing to open; the row's tooltip has the message
    emit openRecordRequested(cell.data(LibraryModel::SourceRole).toString(),
        cell.data(LibraryModel::FromFileRole).toBool());
}

} // namespace pith::ui

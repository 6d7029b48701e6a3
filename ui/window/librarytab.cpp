// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/librarytab.h"

#include "models/io/atomicfile.h"
#include "models/library/library.h"
#include "models/library/librarymodel.h"
#include "models/library/libraryobservationmodel.h"
#include "models/review/reviewsession.h"
#include "ui/paint/integritystyle.h"
#include "ui/paint/statusstyle.h"
#include "ui/report/libraryreport.h"
#include "ui/window/detailpane.h"
#include "ui/window/filterbar.h"

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
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace pith::ui {

using library::LibraryModel;

namespace {

// The Records table's rows, sorted, with the Verdict cell in the colour and with the marker of
// the record tab's badge (ui/paint/integritystyle.h), on the palette of the view.
class RecordsProxy final : public QSortFilterProxyModel {
public:
    explicit RecordsProxy(QWidget *view)
        : QSortFilterProxyModel(view)
        , m_view(view)
    {
    }

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

    m_proxy = new RecordsProxy(m_records);
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
    m_records->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_records->horizontalHeader()->setSectionResizeMode(
        LibraryModel::TitleColumn, QHeaderView::Stretch);
    // Event types can be many words: the title keeps the room, the tooltip has them all.
    m_records->horizontalHeader()->setSectionResizeMode(
        LibraryModel::NoticesColumn, QHeaderView::Interactive);
    m_records->horizontalHeader()->resizeSection(LibraryModel::NoticesColumn, 160);
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
    m_observations->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_observations->horizontalHeader()->setSectionResizeMode(
        library::LibraryObservationModel::TitleColumn, QHeaderView::Stretch);
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
    editorLayout->addWidget(m_decisionMessage);
    m_detail->setReviewEditor(editor);
    m_detail->setObservation(nullptr);
    connect(m_detail, &DetailPane::openPaperRequested, this,
        [this](const QString &arxivId, bool) { emit openRecordRequested(arxivId, false); });
    connect(m_observations->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &LibraryTab::showCurrentObservation);
    connect(m_observationModel, &QAbstractItemModel::modelReset, this,
        &LibraryTab::showCurrentObservation);
    auto *split = new QSplitter(Qt::Horizontal, observationsPage);
    split->setObjectName(QStringLiteral("libraryQueueSplitter"));
    split->addWidget(m_observations);
    split->addWidget(m_detail);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    observationsLayout->addWidget(split, 1);
    //: Library tab: the table of records
    m_views->addTab(m_records, tr("&Records"));
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
    });
    connect(m_library, &library::Library::loadingFinished, this, &LibraryTab::updateHeading);
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
    //: Library tab: %1 observations shown of %2 in all records
    m_queryMessage->setText(tr("%1 of %2 observations")
                                .arg(m_observationModel->rowCount())
                                .arg(m_observationModel->totalCount())
        + (query.isEmpty() ? QString() : u"  ·  " + query));
    m_filterBar->setShownCount(m_observationModel->rowCount(), m_observationModel->totalCount());
}

void LibraryTab::showCurrentObservation()
{
    const QModelIndex current = m_observations->currentIndex();
    const int row = current.isValid() ? m_observationProxy->mapToSource(current).row() : -1;
    const Observation *o = m_observationModel->observationAt(row);
    m_detail->setObservation(o);
    const review::ReviewPtr review = m_observationModel->reviewAt(row);
    for (QPushButton *button : m_detail->findChildren<QPushButton *>()) {
        if (button->objectName().startsWith(u"libraryDecide_"))
            button->setEnabled(o != nullptr);
    }
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

bool LibraryTab::decide(review::Decision decision)
{
    const QModelIndex current = m_observations->currentIndex();
    const int row = current.isValid() ? m_observationProxy->mapToSource(current).row() : -1;
    const Observation *o = m_observationModel->observationAt(row);
    const RecordPtr record = m_observationModel->recordAt(row);
    const review::ReviewPtr review = m_observationModel->reviewAt(row);
    if (!o || !record || !review)
        return false;
    const QString source = m_observationModel->sourceAt(row);
    const bool fromFile = m_observationModel->fromFileAt(row);
    bool saved = false;
    QString message;
    {
        // The review file is read again (another window may have written it since), locked,
        // written and let go at once: the record's own tab can open it next.
        review::ReviewSession session(review);
        QStringList messages;
        session.openDefault(
            library::reviewPathOf(*record, fromFile ? source : QString()), &messages);
        const QString readOnly = review->readOnlyReason();
        if (!readOnly.isEmpty() || !session.isWritable()) {
            review->setReadOnlyReason({});
            //: Library queue: %1 why the decision could not be saved
            message = tr("The decision was not saved: %1")
                          .arg(readOnly.isEmpty() ? messages.join(u' ') : readOnly);
        } else {
            review->setReviewer(m_reviewer.isEmpty() ? review::defaultReviewerName() : m_reviewer);
            review->setDecision({ o->id }, decision);
            QString error;
            saved = session.saveNow(&error);
            message = saved
                //: Library queue: %1 the review file the decision was saved to
                ? tr("Saved to %1").arg(QDir::toNativeSeparators(session.path()))
                : tr("The decision was not saved: %1").arg(error);
        }
    }
    m_library->refreshReview(m_library->indexOf(source));
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
    m_decisionMessage->setText(message);
    m_observations->setFocus(); // keys 1-5 go on in the table after a button
    return saved;
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

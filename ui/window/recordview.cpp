// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/recordview.h"

#include "models/integrity/integrityfacts.h"
#include "models/items/displaytext.h"
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/items/queryedit.h"
#include "models/record/notice.h"
#include "models/record/parser.h"
#include "models/record/wording.h"
#include "ui/paint/messagestyle.h"
#include "ui/widgets/integritydialog.h" // RecordHeader holds a QPointer to it
#include "ui/widgets/recordheader.h"
#include "ui/window/colourlegend.h"
#include "ui/window/detailpane.h"
#include "ui/window/filterbar.h"
#include "ui/window/integritydetail.h"
#include "ui/window/observationdelegate.h"
#include "ui/window/observationtable.h"
#include "ui/window/reviewcontroller.h"
#include "ui/window/settings.h"
#include "ui/window/summarypanel.h"

#include <QApplication>
#include <QClipboard>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QVBoxLayout>

namespace pith::ui {

namespace {

const QString kMainSplitter = QStringLiteral("record/main");
const QString kTableSplitter = QStringLiteral("record/table");
// Not "record/observationTable": a layout saved under that name has every column shown at a fixed
// width, which scrolls sideways now that Title stretches; it starts from the defaults once.
const QString kTableHeader = QStringLiteral("record/observationColumns");

} // namespace

RecordView::RecordView(Settings *settings, QWidget *parent)
    : QWidget(parent)
    , m_settings(settings)
    , m_model(new ObservationModel(this))
    , m_proxy(new ObservationFilterProxy(this))
{
    setObjectName(QStringLiteral("recordView"));
    m_proxy->setSourceModel(m_model);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    m_header = new RecordHeader(this);
    m_header->setObjectName(QStringLiteral("recordHeader"));
    layout->addWidget(m_header);

    m_integrityNote = new QLabel(this);
    m_integrityNote->setObjectName(QStringLiteral("integritySummary"));
    m_integrityNote->setTextFormat(Qt::PlainText);
    m_integrityNote->setWordWrap(true);
    m_integrityNote->hide();
    layout->addWidget(m_integrityNote);

    m_cacheNote = new QLabel(this);
    m_cacheNote->setObjectName(QStringLiteral("cacheNote"));
    m_cacheNote->setTextFormat(Qt::PlainText);
    m_cacheNote->setWordWrap(true);
    m_cacheNote->setFrameShape(QFrame::StyledPanel);
    m_cacheNote->setAutoFillBackground(true);
    m_cacheNote->setPalette(messageBarPalette(MessageTone::Warning, m_cacheNote->palette()));
    m_cacheNote->hide();
    layout->addWidget(m_cacheNote);

    m_mainSplitter = new QSplitter(Qt::Horizontal, this);
    m_mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    m_mainSplitter->setChildrenCollapsible(false);

    auto *sideScroll = new QScrollArea(m_mainSplitter);
    sideScroll->setWidgetResizable(true);
    sideScroll->setFrameShape(QFrame::NoFrame);
    m_summary = new SummaryPanel(sideScroll);
    sideScroll->setWidget(m_summary);
    sideScroll->setMinimumWidth(280);
    connect(m_summary, &SummaryPanel::stateActivated, this, [this](const QString &state) {
        setQuery(query::set(query(), QStringLiteral("status"), state));
        emit statusMessage(tr("Filtered to %1").arg(stateLabel(state)));
    });

    m_tableSplitter = new QSplitter(Qt::Vertical, m_mainSplitter);
    m_tableSplitter->setObjectName(QStringLiteral("tableSplitter"));
    m_tableSplitter->setChildrenCollapsible(false);
    auto *tableBox = new QWidget(m_tableSplitter);
    auto *tableLayout = new QVBoxLayout(tableBox);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    m_filterBar = new FilterBar(tableBox);
    m_filterBar->setSettings(m_settings);
    m_table = new ObservationTable(tableBox);
    m_filterBar->setTabSuccessor(m_table);
    m_table->setModel(m_proxy);
    m_legend = new ColourLegend(m_model, tableBox);
    connect(m_legend, &ColourLegend::filterRequested, m_filterBar, &FilterBar::setQuery);
    tableLayout->addWidget(m_filterBar);
    tableLayout->addWidget(m_legend);
    tableLayout->addWidget(m_table, 1);
    m_detail = new DetailPane(m_tableSplitter);
    m_detail->setObjectName(QStringLiteral("detailPane"));

    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 1);
    m_mainSplitter->setSizes({ 330, 900 });
    m_tableSplitter->setSizes({ 420, 300 });
    layout->addWidget(m_mainSplitter, 1);

    // Title takes the width the others leave; they fit their header and contents per record.
    m_table->setStretchColumn(ObservationModel::Title);
    // Standing notices near the left, where a retraction is seen (a saved layout wins; Reset
    // Columns comes back to this order).
    QList<int> order;
    for (int c = 0; c < m_proxy->columnCount(); ++c) {
        if (c != ObservationModel::Notice)
            order.append(c);
    }
    order.insert(order.indexOf(ObservationModel::Title), ObservationModel::Notice);
    order.removeAll(ObservationModel::Findings);
    order.insert(order.indexOf(ObservationModel::Title), ObservationModel::Findings);
    order.removeOne(ObservationModel::Review); // the reviewer's decision beside the state
    order.insert(order.indexOf(ObservationModel::Status) + 1, ObservationModel::Review);
    m_table->setDefaultColumnOrder(order);
    // A deliberate choice at 1280 pixels: the full timestamp and the event count give Title its
    // room; the header's menu shows them.
    m_table->setDefaultHiddenColumns({ ObservationModel::ObservedAt, ObservationModel::Events });
    for (int c : { ObservationModel::ObservedAt, ObservationModel::Events })
        m_table->horizontalHeader()->hideSection(c);
    m_table->horizontalHeader()->setSortIndicator(ObservationModel::Direction, Qt::AscendingOrder);
    m_table->setItemDelegate(new ObservationDelegate(m_table));
    m_table->setSortingEnabled(true);
    restoreLayout();
    connect(m_table, &ObservationTable::columnsChanged, this, &RecordView::saveLayout);

    connect(m_filterBar, &FilterBar::filterChanged, this, [this](const ObservationFilter &f) {
        m_proxy->setFilter(f);
        updateCount();
        // The detail pane shows only what the table shows: a filtered-out observation leaves it.
        onCurrentRowChanged();
    });
    // Colouring rules ask the same facts as the query (a review's decisions, findings, changes).
    connect(m_filterBar, &FilterBar::factsUpdated, this, [this] {
        if (m_model->colourFacts() != m_filterBar->facts())
            m_model->setColourFacts(m_filterBar->facts());
        else
            m_model->colourFactsChanged();
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &RecordView::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &RecordView::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &RecordView::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &RecordView::updateCount);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &RecordView::onCurrentRowChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &RecordView::selectionChanged);
    connect(m_detail, &DetailPane::openPaperRequested, this, &RecordView::openPaperRequested);
    connect(m_header, &RecordHeader::observationRequested, this, [this](const QString &id) {
        if (!selectObservation(id)) {
            setQuery(QString()); // the filter hid it: show every row, then select it
            selectObservation(id);
        }
    });
    connect(m_header, &RecordHeader::eventFilterRequested, this, [this](const QString &type) {
        setQuery(query::set(query(), QStringLiteral("event"), type));
        //: Status bar after a click on the header's notice line; %1 the event type's name
        emit statusMessage(tr("Filtered to observations whose notice has the event “%1”")
                               .arg(eventTypeLabel(type)));
    });
    connect(m_table, &ObservationTable::openRequested, this,
        [this](const QModelIndex &index, bool newTab) {
            // Outbound rows lead to the cited paper, inbound rows to the citing one.
            if (const Observation *o = observationAtProxyRow(index.row()))
                openRow(index.row(), newTab, o->direction == Direction::Inbound);
        });
    // The review kept beside the record (issue 19): its strip under the header.
    m_review = new ReviewController(this, m_settings);
    layout->insertWidget(layout->indexOf(m_cacheNote) + 1, m_review->bar());
    connect(m_review, &ReviewController::statusMessage, this, &RecordView::statusMessage);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex index = m_table->indexAt(pos);
        QMenu menu(this);
        fillContextMenu(&menu, index.isValid() ? index.row() : -1);
        menu.exec(m_table->viewport()->mapToGlobal(pos));
    });
}

RecordView::~RecordView() = default;

void RecordView::restoreLayout()
{
    if (!m_settings)
        return;
    m_mainSplitter->restoreState(m_settings->splitterState(kMainSplitter));
    m_tableSplitter->restoreState(m_settings->splitterState(kTableSplitter));
    QHeaderView *h = m_table->horizontalHeader();
    if (h->restoreState(m_settings->headerState(kTableHeader))) {
        m_table->setStretchColumn(ObservationModel::Title); // a state saved before Title stretched
        m_table->sortByColumn(h->sortIndicatorSection(), h->sortIndicatorOrder());
    }
}

void RecordView::saveLayout() const
{
    if (!m_settings)
        return;
    m_settings->setSplitterState(kMainSplitter, m_mainSplitter->saveState());
    m_settings->setSplitterState(kTableSplitter, m_tableSplitter->saveState());
    m_settings->setHeaderState(kTableHeader, m_table->horizontalHeader()->saveState());
}

void RecordView::refreshIntegrityKeys()
{
    if (m_integrity)
        setIntegrity(m_integrity->file);
}

void RecordView::setIntegrity(IntegrityFilePtr file)
{
    m_integrity = file && m_record ? joinIntegrity(*m_record, file) : nullptr;
    m_model->setIntegrity(m_integrity);
    const QHash<QString, QString> keys = m_settings->integrityKeys();
    m_detail->setIntegrity(m_integrity, keys);
    // Replaces this tab's integrity facts; the review's and history's stay.
    ObservationFactsList facts = m_filterBar->facts();
    facts.removeIf([](const std::shared_ptr<const ObservationFacts> &f) {
        return dynamic_cast<const IntegrityFacts *>(f.get()) != nullptr;
    });
    if (m_integrity)
        facts << std::make_shared<IntegrityFacts>(m_integrity);
    m_filterBar->setFacts(facts);
    m_proxy->refilter();
    m_table->setColumnHidden(ObservationModel::Findings, !m_integrity);
    if (m_integrity) {
        m_integrityNote->setText(integritySummaryLine(*m_integrity->file)
            + QStringLiteral(" · ")
            //: record header: %1 findings on rows, %2 findings that joined no reference
            + tr("%1 on references, %2 not joined")
                  .arg(m_integrity->joined.size())
                  .arg(m_integrity->unjoined.size()));
        m_integrityNote->setToolTip(plain::toolTip(integrityOverviewText(*m_integrity, keys)));
    }
    m_integrityNote->setVisible(m_integrity != nullptr);
    m_table->fitColumns();
}

void RecordView::setRecord(RecordPtr record, const RecordSource &source)
{
    // The selection survives a reload when the observation is still there.
    const Observation *selected = observationAtProxyRow(m_table->currentIndex().row());
    const QString selectedId = selected ? selected->id : QString();
    if (m_integrity)
        m_model->setIntegrity(nullptr); // joined to the old record's rows
    m_record = std::move(record);
    m_source = source;
    m_model->setRecord(m_record);
    m_table->fitColumns();
    // After the columns fit: the Review column stays narrow (its mark says the decision, the
    // tooltip has it whole), so Title keeps its room.
    m_review->setRecord(m_record, m_source);
    m_header->setRecord(m_record);
    m_summary->setRecord(m_record);
    m_filterBar->setRecord(m_record);
    m_detail->setObservation(nullptr);
    // Integrity findings are about one paper: kept (joined again) on a reload, dropped otherwise.
    if (m_integrity) {
        const IntegrityFilePtr file = m_integrity->file;
        const bool samePaper = file && m_record
            && (file->arxivId.isEmpty()
                || normalizedArxivId(file->arxivId) == normalizedArxivId(m_record->paper.arxivId));
        setIntegrity(samePaper ? file : nullptr);
    } else {
        m_table->setColumnHidden(ObservationModel::Findings, true);
    }

    if (m_source.kind == RecordSource::Kind::Fetched && m_source.fromCache) {
        const QString when
            = QLocale().toString(m_source.fetchedAt.toLocalTime(), QLocale::ShortFormat);
        m_cacheNote->setText(m_source.cacheReason.isEmpty()
                ? tr("Cached copy, fetched %1.").arg(when)
                //: %1 when the copy was fetched, %2 why the network could not be used
                : tr("Cached copy, fetched %1. The network could not be used: %2")
                      .arg(when, m_source.cacheReason));
        m_cacheNote->setToolTip(plain::toolTip(m_source.fetchedAt.toUTC().toString(Qt::ISODate)));
        m_cacheNote->show();
    } else {
        m_cacheNote->hide();
    }
    // The query stays (FilterBar::setRecord applied it): reviewers reload and move between
    // records with the same question.
    updateCount();
    int row = 0;
    for (int r = 0; !selectedId.isEmpty() && r < m_proxy->rowCount(); ++r) {
        if (observationAtProxyRow(r)->id == selectedId) {
            row = r;
            break;
        }
    }
    selectProxyRow(row);
    emit recordChanged();
}

QString RecordView::title() const
{
    if (m_record && !m_record->paper.title.isEmpty())
        return m_record->paper.title;
    if (m_source.kind == RecordSource::Kind::Fetched)
        return m_source.location;
    return QFileInfo(m_source.location).fileName();
}

void RecordView::setColourRules(const ColourRuleList &rules, bool shown)
{
    m_model->setColourRules(rules);
    m_model->setColouringShown(shown);
}

QString RecordView::query() const { return m_filterBar->query(); }

void RecordView::setQuery(const QString &text) { m_filterBar->setQuery(text); }

int RecordView::shownCount() const { return m_proxy->rowCount(); }

int RecordView::totalCount() const { return m_model->rowCount(); }

QList<Observation> RecordView::shownObservations() const
{
    QList<Observation> out;
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        if (const Observation *o = observationAtProxyRow(r))
            out.append(*o);
    }
    return out;
}

QList<int> RecordView::shownSourceRows() const
{
    QList<int> rows;
    rows.reserve(m_proxy->rowCount());
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        rows.append(m_proxy->mapToSource(m_proxy->index(r, 0)).row());
    return rows;
}

QString RecordView::selectedRowsTsv(bool raw) const { return m_table->selectedRowsTsv(raw); }

const Observation *RecordView::observationAtProxyRow(int row) const
{
    if (row < 0 || row >= m_proxy->rowCount())
        return nullptr;
    const QModelIndex source = m_proxy->mapToSource(m_proxy->index(row, 0));
    return m_model->observation(source.row());
}

void RecordView::selectProxyRow(int row)
{
    const QModelIndex index = m_proxy->index(row, ObservationModel::Title);
    if (!index.isValid())
        return;
    m_table->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    // Scrolls to the row only: the table stays at the column the user looks at.
    QScrollBar *sideways = m_table->horizontalScrollBar();
    const int x = sideways->value();
    m_table->scrollTo(index);
    sideways->setValue(x);
}

bool RecordView::selectObservation(const QString &observationId)
{
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const Observation *o = observationAtProxyRow(r);
        if (o && o->id == observationId) {
            selectProxyRow(r);
            m_table->setFocus(Qt::OtherFocusReason);
            return true;
        }
    }
    return false;
}

bool RecordView::selectNextUnresolved(bool forward)
{
    const int n = m_proxy->rowCount();
    if (n == 0)
        return false;
    const int current
        = m_table->currentIndex().isValid() ? m_table->currentIndex().row() : (forward ? -1 : n);
    for (int step = 1; step <= n; ++step) {
        const int row = ((forward ? current + step : current - step) % n + n) % n;
        const Observation *o = observationAtProxyRow(row);
        if (o && !isVerifiedState(o->resolution.status) && !m_review->review()->isReviewed(o->id)) {
            selectProxyRow(row);
            return true;
        }
    }
    emit statusMessage(tr("No shown reference is unresolved and unreviewed."));
    return false;
}

void RecordView::updateCount() { m_filterBar->setShownCount(shownCount(), totalCount()); }

void RecordView::onCurrentRowChanged()
{
    const QModelIndex current = m_table->currentIndex();
    m_detail->setObservation(current.isValid() ? observationAtProxyRow(current.row()) : nullptr);
    if (m_review) // null while it is being made
        m_review->setCurrent(current.isValid() ? observationAtProxyRow(current.row()) : nullptr);
}

void RecordView::openRow(int proxyRow, bool newTab, bool citing)
{
    const Observation *row = observationAtProxyRow(proxyRow);
    if (!row)
        return;
    const Observation o = withAllDetails(*row); // the links are not among the table's fields
    const QString link = citing ? o.citingPaperLink : o.citedPaperLink;
    const QString id = followablePaperId(link);
    if (id.isEmpty()) {
        emit statusMessage(link.isEmpty()
                ? tr("This reference has no Pith link to a paper record, so it cannot be followed.")
                : tr("The link \"%1\" is not a Pith paper link, so it is not followed.").arg(link));
        return;
    }
    emit openPaperRequested(id, newTab);
}

void RecordView::fillContextMenu(QMenu *menu, int proxyRow)
{
    const Observation *o = observationAtProxyRow(proxyRow);
    QAction *copy = menu->addAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("&Copy Rows"),
        this, [this] { QGuiApplication::clipboard()->setText(selectedRowsTsv()); });
    copy->setShortcut(QKeySequence::Copy);
    copy->setEnabled(!m_table->selectedProxyRows().isEmpty());
    QAction *copyRaw = menu->addAction(tr("Copy Rows Ra&w"), this,
        [this] { QGuiApplication::clipboard()->setText(selectedRowsTsv(true)); });
    copyRaw->setObjectName(QStringLiteral("copyRowsRawAction"));
    copyRaw->setToolTip(tr("Copy the selected rows without the apostrophe that keeps a spreadsheet "
                           "from running a cell as a formula"));
    copyRaw->setEnabled(copy->isEnabled());
    if (o) {
        const Observation obs = withAllDetails(*o); // the links are not among the table's fields
        menu->addAction(tr("Copy &Title"), this,
                [obs] { QGuiApplication::clipboard()->setText(obs.otherTitle()); })
            ->setEnabled(!obs.otherTitle().isEmpty());
        menu->addAction(tr("Copy &arXiv Id"), this,
                [obs] { QGuiApplication::clipboard()->setText(obs.otherArxivId()); })
            ->setEnabled(!obs.otherArxivId().isEmpty());
        menu->addAction(tr("Copy &DOI"), this,
                [obs] { QGuiApplication::clipboard()->setText(obs.otherDoi()); })
            ->setEnabled(!obs.otherDoi().isEmpty());
        menu->addSeparator();
        const bool inbound = obs.direction == Direction::Inbound;
        const QString link = inbound ? obs.citingPaperLink : obs.citedPaperLink;
        const bool followable = !followablePaperId(link).isEmpty();
        QAction *open = menu->addAction(
            inbound ? tr("Open the Citing Paper's &Record") : tr("Open the Cited Paper's &Record"),
            this, [this, proxyRow, inbound] { openRow(proxyRow, false, inbound); });
        QAction *openTab = menu->addAction(tr("Open in &New Tab"), this,
            [this, proxyRow, inbound] { openRow(proxyRow, true, inbound); });
        open->setEnabled(followable);
        openTab->setEnabled(followable);
        if (!followable) {
            const QString why = link.isEmpty() ? tr("no Pith link: cannot be followed")
                                               : tr("not a Pith paper link: not followed");
            menu->addAction(why)->setEnabled(false);
        }
        menu->addSeparator();
        const QString state = obs.resolution.status;
        menu->addAction(tr("&Show Only \"%1\"").arg(plain::mnemonicSafe(stateLabel(state))), this,
            [this, state] { setQuery(query::set(query(), QStringLiteral("status"), state)); });
        menu->addAction(
            tr("&Hide \"%1\"").arg(plain::mnemonicSafe(stateLabel(state))), this, [this, state] {
                const QString term = state.contains(u' ')
                    ? QStringLiteral("-status:\"%1\"").arg(state)
                    : QStringLiteral("-status:%1").arg(state);
                setQuery(QString(query().trimmed() + u' ' + term).trimmed());
            });
    }
    m_review->fillContextMenu(menu);
    menu->addAction(tr("C&lear Filter"), this, [this] { setQuery(QString()); })
        ->setEnabled(!query().isEmpty());
}

HistoryEntry RecordView::currentEntry() const
{
    HistoryEntry e;
    e.source = m_source;
    e.record = m_record;
    e.query = query();
    const QHeaderView *h = m_table->horizontalHeader();
    e.sortColumn = h->sortIndicatorSection();
    e.sortOrder = h->sortIndicatorOrder();
    if (const Observation *o = observationAtProxyRow(m_table->currentIndex().row()))
        e.selectedId = o->id;
    e.scrollY = m_table->verticalScrollBar()->value();
    e.scrollX = m_table->horizontalScrollBar()->value();
    return e;
}

void RecordView::restore(const HistoryEntry &entry)
{
    // The page as it was left: its query first, so that the record is filtered once.
    m_filterBar->setQuery(entry.query);
    setRecord(entry.record, entry.source);
    if (entry.sortColumn >= 0)
        m_table->sortByColumn(entry.sortColumn, entry.sortOrder);
    int row = 0;
    for (int r = 0; !entry.selectedId.isEmpty() && r < m_proxy->rowCount(); ++r) {
        if (observationAtProxyRow(r)->id == entry.selectedId) {
            row = r;
            break;
        }
    }
    selectProxyRow(row);
    m_table->scrollToOffsets(entry.scrollY, entry.scrollX);
}

void RecordView::navigateTo(RecordPtr record, const RecordSource &source)
{
    if (m_record)
        m_back.append(currentEntry());
    m_forward.clear();
    // The query belongs to the page: a followed citation opens unfiltered, and Back brings the
    // old page's query back.
    m_filterBar->setQuery(QString());
    setRecord(std::move(record), source);
    m_table->scrollToOffsets(0, 0);
    emit historyChanged();
}

bool RecordView::goBack()
{
    if (m_back.isEmpty())
        return false;
    m_forward.prepend(currentEntry());
    restore(m_back.takeLast());
    emit historyChanged();
    return true;
}

bool RecordView::goForward()
{
    if (m_forward.isEmpty())
        return false;
    m_back.append(currentEntry());
    restore(m_forward.takeFirst());
    emit historyChanged();
    return true;
}

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/librarytab.h"

#include "models/io/atomicfile.h"
#include "models/library/library.h"
#include "models/library/librarymodel.h"
#include "models/library/libraryobservationmodel.h"
#include "ui/report/libraryreport.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace pith::ui {

using library::LibraryModel;

LibraryTab::LibraryTab(QWidget *parent)
    : QWidget(parent)
    , m_library(new library::Library(this))
    , m_model(new LibraryModel(m_library, this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_heading(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("&Cancel"), this))
    , m_records(new QTableView(this))
    , m_views(new QTabWidget(this))
    , m_observationModel(nullptr)
    , m_observationProxy(new QSortFilterProxyModel(this))
    , m_query(new QLineEdit(this))
    , m_queryMessage(new QLabel(this))
    , m_export(new QPushButton(tr("&Export…"), this))
    , m_observations(new QTableView(this))
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
    m_query->setObjectName(QStringLiteral("libraryQuery"));
    m_query->setClearButtonEnabled(true);
    m_query->setPlaceholderText(
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
    connect(m_query, &QLineEdit::returnPressed, this, &LibraryTab::applyQuery);
    connect(m_observationModel, &library::LibraryObservationModel::rowsRebuilt, this,
        &LibraryTab::updateObservationCount);

    auto *observationsPage = new QWidget(this);
    auto *observationsLayout = new QVBoxLayout(observationsPage);
    observationsLayout->setContentsMargins(0, 0, 0, 0);
    auto *queryRow = new QHBoxLayout;
    queryRow->addWidget(m_query, 1);
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
    observationsLayout->addWidget(m_observations, 1);
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

void LibraryTab::applyQuery()
{
    QString error;
    if (!m_observationModel->setQuery(m_query->text(), &error)) {
        m_queryMessage->setText(error);
        return;
    }
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

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/librarytab.h"

#include "models/library/library.h"
#include "models/library/librarymodel.h"

#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
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
{
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

    auto *top = new QHBoxLayout;
    top->addWidget(m_heading, 1);
    top->addWidget(m_progress);
    top->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_records, 1);

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

QString LibraryTab::location() const { return m_library->location(); }

QString LibraryTab::title() const
{
    const QString name = QDir(m_library->location()).dirName();
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

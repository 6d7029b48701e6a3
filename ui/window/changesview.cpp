// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/changesview.h"

#include "models/history/changefilterproxy.h"
#include "models/history/changetablemodel.h"
#include "models/items/displaytext.h"
#include "ui/paint/changestyle.h"
#include "ui/window/filterbar.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace pith::ui {

using history::ChangeTableModel;

namespace {

// The change kind's colours on every cell of its row (the model's KindKeyRole); a selected row
// keeps the selection's colours.
class ChangeDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const QString kind = index.data(ChangeTableModel::KindKeyRole).toString();
        if (kind.isEmpty())
            return;
        const ChangeColours colours = changeColours(kind, option->palette);
        option->backgroundBrush = colours.background;
        option->palette.setColor(QPalette::Text, colours.foreground);
    }
};

} // namespace

ChangesView::ChangesView(QWidget *parent)
    : QWidget(parent, Qt::Window)
{
    setObjectName(u"changesView"_s);
    auto *layout = new QVBoxLayout(this);
    m_sentence = new QLabel(this);
    m_sentence->setObjectName(u"changesSentence"_s);
    m_sentence->setTextFormat(Qt::PlainText);
    m_sentence->setWordWrap(true);
    layout->addWidget(m_sentence);

    m_filterBar = new FilterBar(this);
    m_filterBar->setObjectName(u"changesFilterBar"_s);
    layout->addWidget(m_filterBar);

    m_model = new ChangeTableModel(this);
    m_proxy = new history::ChangeFilterProxy(this);
    m_proxy->setSourceModel(m_model);
    m_table = new QTableView(this);
    m_table->setObjectName(u"changesTable"_s);
    m_table->setModel(m_proxy);
    m_table->setItemDelegate(new ChangeDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The diff's order (direction, reference index, kind) until a header is clicked.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_filterBar->setTabSuccessor(m_table);

    m_detail = new QTextBrowser(this);
    m_detail->setObjectName(u"changeBeforeAfter"_s);
    m_detail->setOpenLinks(false);
    //: accessible name of the Changes view's pane with the selected change's before and after
    m_detail->setAccessibleName(tr("Before and after"));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ 320, 180 });
    layout->addWidget(splitter, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    //: Changes view: select the selected change's observation in the tab's table
    m_selectInTab = buttons->addButton(tr("&Select in Tab"), QDialogButtonBox::ActionRole);
    m_selectInTab->setObjectName(u"selectInTabButton"_s);
    //: Changes view: open the copy the tab is compared with in a tab of its own
    m_openOlder = buttons->addButton(tr("&Open Older Copy"), QDialogButtonBox::ActionRole);
    m_openOlder->setObjectName(u"openOlderCopyButton"_s);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QWidget::close);
    connect(m_openOlder, &QPushButton::clicked, this, &ChangesView::openOlderRequested);
    auto selectInTab = [this] {
        const int row = currentSourceRow();
        const QString id
            = m_model->data(m_model->index(row, 0), ChangeTableModel::NewIdRole).toString();
        if (!id.isEmpty())
            emit selectInTabRequested(id);
    };
    connect(m_selectInTab, &QPushButton::clicked, this, selectInTab);
    connect(m_table, &QTableView::activated, this, selectInTab);

    connect(m_filterBar, &FilterBar::filterChanged, this, [this](const ObservationFilter &f) {
        m_proxy->setFilter(f);
        m_filterBar->setShownCount(m_proxy->rowCount(), m_model->rowCount());
        updateDetail();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &ChangesView::updateDetail);
    resize(960, 560);
}

ChangesView::~ChangesView() = default;

void ChangesView::setChanges(std::shared_ptr<const history::ChangeFacts> facts, RecordPtr older,
    RecordPtr newer, const QString &olderDate, const ObservationFactsList &otherFacts,
    bool canOpenOlder)
{
    const QString sentence = facts ? history::diffSentence(facts->diff(), olderDate) : QString();
    if (newer)
        //: title of the Changes view: %1 the paper's arXiv id
        setWindowTitle(tr("Changes in arXiv:%1").arg(newer->paper.arxivId));
    m_sentence->setText(sentence);
    m_model->setChanges(std::move(facts), std::move(older), newer);
    ObservationFactsList list = otherFacts;
    list << m_proxy->rowFacts();
    m_filterBar->setFacts(list);
    m_filterBar->setRecord(newer); // applies the query: filterChanged counts the rows
    m_table->resizeColumnsToContents();
    for (int c = 0; c < ChangeTableModel::ColumnCount; ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), 320));
    m_openOlder->setEnabled(canOpenOlder);
    if (m_proxy->rowCount() > 0)
        selectRow(0);
    updateDetail();
}

void ChangesView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateDetail();
}

void ChangesView::selectRow(int proxyRow) { m_table->setCurrentIndex(m_proxy->index(proxyRow, 0)); }

QString ChangesView::beforeAfterText() const { return m_detail->toPlainText(); }

int ChangesView::currentSourceRow() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? m_proxy->mapToSource(current).row() : -1;
}

void ChangesView::updateDetail()
{
    const int row = currentSourceRow();
    m_selectInTab->setEnabled(row >= 0
        && !m_model->data(m_model->index(row, 0), ChangeTableModel::NewIdRole)
                .toString()
                .isEmpty());
    if (row < 0) {
        m_detail->clear();
        return;
    }
    auto cell = [this, row](int column) {
        return plain::html(plain::elided(
            m_model->data(m_model->index(row, column), ChangeTableModel::FullTextRole).toString(),
            2000));
    };
    const ChangeColours colours = changeColours(m_model->kindKey(row), palette());
    QString html = u"<p style=\"background-color:%1; color:%2\"><b>%3</b></p>"_s.arg(
        colours.background.name(), colours.foreground.name(), cell(ChangeTableModel::Kind));
    if (const QString title = cell(ChangeTableModel::Title); !title.isEmpty())
        html += u"<p>"_s + title + u"</p>"_s;
    //: Changes view, before/after pane: the value in the older copy
    html += u"<p><b>"_s + tr("Before:") + u"</b> "_s + cell(ChangeTableModel::Before) + u"</p>"_s;
    //: Changes view, before/after pane: the value in the copy the tab shows
    html += u"<p><b>"_s + tr("Now:") + u"</b> "_s + cell(ChangeTableModel::After) + u"</p>"_s;
    if (const history::ObservationChange *c = m_model->observationChange(row)) {
        if (!c->fields.isEmpty())
            //: Changes view, before/after pane: the JSON pointers of the fields that changed
            html += u"<p>"_s + tr("Fields: %1").arg(plain::html(c->fields.join(u", "_s)))
                + u"</p>"_s;
        if (!c->id().isEmpty())
            //: Changes view, before/after pane: the observation's id
            html += u"<p>"_s + tr("Observation: %1").arg(plain::html(c->id())) + u"</p>"_s;
    }
    m_detail->setHtml(html);
}

} // namespace pith::ui

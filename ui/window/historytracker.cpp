// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/historytracker.h"

#include "models/items/displaytext.h"
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/net/fetcher.h"
#include "models/record/parser.h"
#include "ui/window/detailpane.h"
#include "ui/window/filterbar.h"
#include "ui/window/observationtable.h"
#include "ui/window/recordview.h"

#include <QAction>
#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace pith::ui {

using history::ChangeFacts;
using history::ChangeKind;
using history::ObservationChange;
using history::RecordDiff;
using history::SnapshotInfo;

namespace {

// The window keeps copies up to this size: reading, compressing and writing one happens on the
// GUI thread (about 0.1 s per MiB on a loaded machine). Real records are well below it;
// `pith-ledger-cli watch` keeps any size.
constexpr qint64 kMaxStoredBytes = qint64(16) << 20;

QString verdictLabel(const QString &key)
{
    if (key == "clean"_L1)
        return HistoryTracker::tr("all digests verified");
    if (key == "warnings"_L1)
        return HistoryTracker::tr("warnings");
    if (key == "failed"_L1)
        return HistoryTracker::tr("fails verification");
    return key;
}

QString escapeHtml(const QString &text) { return text.toHtmlEscaped(); }

QString sizeText(qint64 bytes) { return QLocale().formattedDataSize(bytes); }

} // namespace

HistoryTracker::HistoryTracker(const QString &storePath, QObject *parent)
    : QObject(parent)
    , m_storePath(storePath)
    , m_watch(std::make_unique<history::WatchList>(history::WatchList::pathBeside(storePath)))
{
    m_watch->load();
}

HistoryTracker::~HistoryTracker() = default;

history::SnapshotStore *HistoryTracker::store()
{
    if (!m_storeTried) {
        m_storeTried = true;
        auto store = std::make_unique<history::SnapshotStore>(m_storePath);
        if (store->open()) {
            m_store = std::move(store);
            if (!m_store->notice().isEmpty())
                emit statusMessage(m_store->notice());
        } else {
            m_problem = store->error();
            emit statusMessage(m_problem);
        }
    }
    return m_store.get();
}

HistoryTracker::ViewState &HistoryTracker::stateOf(RecordView *view)
{
    if (!m_views.contains(view))
        connect(view, &QObject::destroyed, this, [this, view] { m_views.remove(view); });
    return m_views[view];
}

std::shared_ptr<const ChangeFacts> HistoryTracker::changes(RecordView *view) const
{
    return m_views.value(view).facts;
}

void HistoryTracker::recordShown(RecordView *view, const QByteArray &bytesIn)
{
    if (!view || !view->record())
        return;
    const RecordPtr record = view->record();
    const RecordSource &source = view->source();
    QByteArray bytes = bytesIn.size() <= kMaxStoredBytes ? bytesIn : QByteArray();
    if (bytes.isEmpty() && source.kind == RecordSource::Kind::File) {
        QFile f(source.location);
        if (f.size() <= kMaxStoredBytes && f.open(QIODevice::ReadOnly))
            bytes = f.readAll();
    }
    // A new record in this tab: what was said about the one before no longer holds.
    setFacts(view, nullptr);
    if (ViewState &s = stateOf(view); s.banner)
        s.banner->hide();
    history::SnapshotStore *snapshots = store();
    if (bytes.isEmpty() || !snapshots || source.kind == RecordSource::Kind::Sample)
        return;
    const QString from = source.kind == RecordSource::Kind::Fetched
        ? (source.url.isEmpty() ? source.location : source.url.toString())
        : QFileInfo(source.location).absoluteFilePath();
    const history::StoreResult stored = snapshots->store(bytes, *record, from);
    if (!stored.ok) {
        emit statusMessage(stored.error);
        return;
    }
    if (m_watch->isChanged(record->paper.arxivId)) {
        m_watch->setChanged(record->paper.arxivId, false); // looked at
        m_watch->save();
    }
    if (!stored.previous || stored.previous->contextDigest == stored.snapshot.contextDigest)
        return;
    // Only forward in time: opening an older file is not "what changed since".
    if (record->asOf < stored.previous->asOf)
        return;
    const ParseResult old = parseRecord(snapshots->bytes(stored.previous->id), snapshots->path());
    if (!old.ok())
        return;
    showChanges(view, *old.record, history::shortDate(stored.previous->asOf));
}

void HistoryTracker::showChanges(RecordView *view, const Record &older, const QString &olderDate)
{
    auto facts = std::make_shared<ChangeFacts>(history::diffRecords(older, *view->record()));
    const RecordDiff &diff = facts->diff();
    QString html = escapeHtml(history::diffSentence(diff, olderDate));
    if (!diff.same()) {
        //: a link in the banner: filters the table to the rows that changed
        html += u"  <a href=\"changes\">"_s + tr("Show changes") + u"</a>"_s;
        //: a link in the banner: a table of every change, removed observations included
        html += u" \u00b7 <a href=\"all\">"_s + tr("List all") + u"</a>"_s;
        setFacts(view, facts);
    }
    showBanner(view, html, diff.same() ? u"same"_s : u"changes"_s);
}

void HistoryTracker::markStoredCopy(RecordView *view, const SnapshotInfo &info)
{
    //: banner on a tab showing a copy from the history: %1 its as_of date, %2 when it was
    //: kept, %3 where it came from
    showBanner(view,
        escapeHtml(tr("Stored copy as of %1, kept %2 from %3. Reload fetches the current one.")
                       .arg(history::shortDate(info.asOf),
                           QLocale().toString(info.storedAt.toLocalTime(), QLocale::ShortFormat),
                           info.source)),
        u"stored"_s);
}

void HistoryTracker::setFacts(RecordView *view, std::shared_ptr<ChangeFacts> facts)
{
    ViewState &s = stateOf(view);
    ObservationFactsList list = view->filterBar()->facts();
    const bool had = s.facts != nullptr;
    if (s.facts)
        list.removeAll(std::shared_ptr<const ObservationFacts>(s.facts));
    s.facts = std::move(facts);
    if (s.facts)
        list << s.facts;
    if (had || s.facts)
        view->filterBar()->setFacts(list);
    updateDetail(view);
}

void HistoryTracker::showBanner(RecordView *view, const QString &html, const QString &kind)
{
    ViewState &s = stateOf(view);
    if (!s.banner) {
        auto *banner = new QFrame(view);
        banner->setObjectName(u"changesBanner"_s);
        banner->setFrameShape(QFrame::StyledPanel);
        banner->setAutoFillBackground(true);
        QPalette pal = banner->palette();
        pal.setColor(QPalette::Window, QColor(0xe3, 0xef, 0xfb));
        pal.setColor(QPalette::WindowText, QColor(0x0b, 0x2a, 0x4a));
        banner->setPalette(pal);
        auto *row = new QHBoxLayout(banner);
        row->setContentsMargins(8, 4, 4, 4);
        auto *text = new QLabel(banner);
        text->setObjectName(u"changesBannerText"_s);
        text->setTextFormat(Qt::RichText);
        text->setWordWrap(true);
        text->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
        connect(text, &QLabel::linkActivated, this, [this, view](const QString &link) {
            if (link == "changes"_L1)
                view->setQuery(QLatin1String(history::kChangeKey) + ":any"_L1);
            else if (link == "all"_L1)
                showChangesDialog(view);
        });
        auto *close = new QToolButton(banner);
        close->setObjectName(u"changesBannerClose"_s);
        close->setAutoRaise(true);
        close->setText(u"\u00d7"_s);
        close->setToolTip(tr("Hide this note"));
        close->setAccessibleName(tr("Hide this note"));
        connect(close, &QToolButton::clicked, banner, &QWidget::hide);
        row->addWidget(text, 1);
        row->addWidget(close, 0, Qt::AlignTop);
        // Below the header and the cache note, above the panels and the table.
        if (auto *layout = qobject_cast<QVBoxLayout *>(view->layout()))
            layout->insertWidget(std::min(2, layout->count()), banner);
        s.banner = banner;
        s.bannerText = text;
    }
    s.banner->setProperty("kind", kind);
    s.bannerText->setText(html);
    s.banner->show();
}

void HistoryTracker::updateDetail(RecordView *view)
{
    ViewState &s = stateOf(view);
    if (!s.detail) {
        auto *splitter = qobject_cast<QSplitter *>(view->detailPane()->parentWidget());
        if (!splitter)
            return;
        auto *label = new QLabel(splitter);
        label->setObjectName(u"changeDetail"_s);
        label->setTextFormat(Qt::RichText);
        label->setWordWrap(true);
        label->setFrameShape(QFrame::StyledPanel);
        label->setMargin(6);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        splitter->insertWidget(splitter->indexOf(view->detailPane()), label);
        splitter->setStretchFactor(splitter->indexOf(label), 0);
        connect(view, &RecordView::selectionChanged, this, [this, view] { updateDetail(view); });
        s.detail = label;
        s.detail->hide();
    }
    const Observation *o = nullptr;
    const QModelIndex current = view->table()->currentIndex();
    if (s.facts && current.isValid())
        o = view->model()->observation(view->proxy()->mapToSource(current).row());
    const QList<ObservationChange> list
        = o ? s.facts->changesOf(o->id) : QList<ObservationChange>();
    if (list.isEmpty()) {
        s.detail->hide();
        return;
    }
    QString html = u"<b>"_s + tr("Changed since the older copy") + u"</b>"_s;
    for (const ObservationChange &c : list) {
        html += u"<br>"_s + escapeHtml(history::changeKindLabel(c.kind));
        if (!c.before.isEmpty() || !c.after.isEmpty())
            //: before/after of a change, %1 the older value, %2 the newer
            html += u": "_s
                + escapeHtml(tr("before: %1; now: %2")
                                 .arg(plain::elided(history::changeText(c, false), 400),
                                     plain::elided(history::changeText(c, true), 400)));
    }
    s.detail->setText(html);
    s.detail->setAutoFillBackground(true);
    QPalette pal = s.detail->palette();
    pal.setColor(QPalette::Window, kindColour(history::changeKindKey(list.first().kind)));
    pal.setColor(QPalette::WindowText, QColor(0x1a, 0x1a, 0x1a));
    s.detail->setPalette(pal);
    s.detail->show();
}

QColor HistoryTracker::kindColour(const QString &kindKey)
{
    // Light tints, one per kind, readable under dark text in either palette's table.
    if (kindKey == "added"_L1)
        return QColor(0xe1, 0xf3, 0xdf);
    if (kindKey == "removed"_L1)
        return QColor(0xfa, 0xe0, 0xe0);
    if (kindKey == "resolution"_L1)
        return QColor(0xdf, 0xec, 0xfa);
    if (kindKey == "notice"_L1)
        return QColor(0xfd, 0xf0, 0xc4);
    if (kindKey == "cited_work"_L1)
        return QColor(0xee, 0xe4, 0xfa);
    return QColor(0xec, 0xec, 0xec);
}

void HistoryTracker::showChangesDialog(RecordView *view)
{
    const std::shared_ptr<const ChangeFacts> facts = changes(view);
    if (!facts)
        return;
    const RecordDiff &diff = facts->diff();
    auto *dialog = new QDialog(view->window());
    dialog->setObjectName(u"changesDialog"_s);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Changes in arXiv:%1").arg(diff.newArxivId));
    auto *layout = new QVBoxLayout(dialog);
    auto *sentence = new QLabel(history::diffSentence(diff, history::shortDate(diff.oldAsOf)));
    sentence->setTextFormat(Qt::PlainText);
    sentence->setWordWrap(true);
    layout->addWidget(sentence);
    auto *table = new QTableWidget(int(diff.observations.size() + diff.record.size()), 7, dialog);
    table->setObjectName(u"changesTable"_s);
    table->setHorizontalHeaderLabels({ tr("Change"), tr("Direction"), tr("Ref."), tr("Title"),
        tr("Before"), tr("Now"), tr("Observation") });
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    int row = 0;
    auto put = [table, &row](int column, const QString &text, const QString &kind) {
        auto *item = new QTableWidgetItem(plain::elided(text, 200));
        item->setToolTip(plain::toolTip(plain::elided(text, 2000)));
        item->setBackground(kindColour(kind));
        item->setForeground(QColor(0x1a, 0x1a, 0x1a));
        item->setData(Qt::UserRole, kind);
        table->setItem(row, column, item);
    };
    for (const ObservationChange &c : diff.observations) {
        const QString kind = history::changeKindKey(c.kind);
        put(0, history::changeKindLabel(c.kind), kind);
        put(1, c.direction == Direction::Outbound ? tr("outbound") : tr("inbound"), kind);
        put(2, c.referenceIndex ? QString::number(*c.referenceIndex) : QString(), kind);
        put(3, c.title, kind);
        put(4, history::changeText(c, false), kind);
        put(5, history::changeText(c, true), kind);
        put(6, c.id(), kind);
        table->item(row, 6)->setData(Qt::UserRole + 1, c.newId);
        ++row;
    }
    for (const history::RecordChange &c : diff.record) {
        const QString kind = u"record"_s;
        put(0, history::recordAreaKey(c.area), kind);
        put(1, QString(), kind);
        put(2, QString(), kind);
        put(3, c.field, kind);
        put(4, c.before, kind);
        put(5, c.after, kind);
        put(6, QString(), kind);
        ++row;
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(table, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    // A row of the newer copy: select it in the tab.
    connect(table, &QTableWidget::cellActivated, dialog, [table, view = QPointer(view)](int r) {
        const QString id = table->item(r, 6)->data(Qt::UserRole + 1).toString();
        if (view && !id.isEmpty() && !view->selectObservation(id)) {
            view->setQuery(QString());
            view->selectObservation(id);
        }
    });
    dialog->resize(900, 420);
    dialog->show();
}

void HistoryTracker::addActions(QMenu *goMenu, const std::function<RecordView *()> &currentView)
{
    goMenu->addSeparator();
    QAction *history = goMenu->addAction(tr("&History of This Paper..."));
    history->setObjectName(u"historyAction"_s);
    connect(history, &QAction::triggered, this, [this, currentView, goMenu] {
        if (RecordView *v = currentView())
            showHistoryDialog(v, goMenu->parentWidget());
    });
    QAction *watch = goMenu->addAction(tr("W&atch This Paper"));
    watch->setObjectName(u"watchAction"_s);
    watch->setCheckable(true);
    connect(watch, &QAction::triggered, this, [this, currentView, watch](bool on) {
        RecordView *v = currentView();
        if (!v || !v->record())
            return;
        const QString id = v->record()->paper.arxivId;
        on ? m_watch->add(id) : m_watch->remove(id);
        QString error;
        if (!m_watch->save(&error))
            emit statusMessage(error);
        else
            emit statusMessage(
                on ? tr("Watching arXiv:%1").arg(id) : tr("No longer watching arXiv:%1").arg(id));
        watch->setChecked(m_watch->contains(id));
    });
    QAction *watched = goMenu->addAction(tr("Wat&ched Papers..."));
    watched->setObjectName(u"watchedPapersAction"_s);
    connect(watched, &QAction::triggered, this,
        [this, goMenu] { showWatchDialog(goMenu->parentWidget()); });
    connect(goMenu, &QMenu::aboutToShow, this, [this, currentView, history, watch] {
        RecordView *v = currentView();
        const bool has = v && v->record();
        history->setEnabled(has);
        watch->setEnabled(has);
        watch->setChecked(has && m_watch->contains(v->record()->paper.arxivId));
    });
}

void HistoryTracker::showHistoryDialog(RecordView *view, QWidget *parent)
{
    history::SnapshotStore *snapshots = store();
    if (!view || !view->record() || !snapshots) {
        emit statusMessage(m_problem);
        return;
    }
    const QString arxivId = view->record()->paper.arxivId;
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(u"historyDialog"_s);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("History of arXiv:%1").arg(arxivId));
    auto *layout = new QVBoxLayout(dialog);
    auto *list = new QTreeWidget(dialog);
    list->setObjectName(u"snapshotList"_s);
    list->setRootIsDecorated(false);
    list->setHeaderLabels({ tr("As of"), tr("Kept"), tr("Context digest"), tr("Source"),
        tr("Outbound"), tr("Inbound"), tr("Verdict") });
    const QString shownDigest = view->record()->computedContextDigest;
    for (const SnapshotInfo &s : snapshots->snapshots(arxivId)) {
        auto *item = new QTreeWidgetItem(list);
        item->setText(0, history::shortDate(s.asOf));
        item->setText(1, QLocale().toString(s.storedAt.toLocalTime(), QLocale::ShortFormat));
        item->setText(2, s.contextDigest.mid(7, 12));
        item->setToolTip(2, s.contextDigest);
        item->setText(3, plain::elided(s.source, 80));
        item->setToolTip(3, plain::toolTip(s.source));
        item->setText(4, QLocale().toString(s.outbound));
        item->setText(5, QLocale().toString(s.inbound));
        item->setText(6, verdictLabel(s.verdict));
        item->setData(0, Qt::UserRole, s.id);
        if (s.contextDigest == shownDigest) {
            QFont f = item->font(0);
            f.setBold(true);
            for (int c = 0; c < 7; ++c)
                item->setFont(c, f);
            item->setToolTip(0, tr("The copy this tab shows"));
        }
    }
    list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    if (list->topLevelItemCount() > 0)
        list->setCurrentItem(list->topLevelItem(0));
    layout->addWidget(new QLabel(
        tr("Every copy of this paper the program opened or fetched, newest first.", nullptr),
        dialog));
    layout->addWidget(list, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton *open = buttons->addButton(tr("&Open Read-Only"), QDialogButtonBox::ActionRole);
    open->setObjectName(u"openSnapshotButton"_s);
    QPushButton *compare
        = buttons->addButton(tr("&Compare with This Tab"), QDialogButtonBox::ActionRole);
    compare->setObjectName(u"compareSnapshotButton"_s);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto load = [this, list]() -> std::pair<RecordPtr, std::optional<SnapshotInfo>> {
        QTreeWidgetItem *item = list->currentItem();
        history::SnapshotStore *snapshots = store();
        if (!item || !snapshots)
            return {};
        const qint64 id = item->data(0, Qt::UserRole).toLongLong();
        const ParseResult r = parseRecord(snapshots->bytes(id), snapshots->path());
        if (!r.ok()) {
            emit statusMessage(r.error.toString());
            return {};
        }
        return { r.record, snapshots->snapshot(id) };
    };
    auto openSelected = [this, load, dialog] {
        const auto [record, info] = load();
        if (!record || !info)
            return;
        RecordSource source;
        source.kind = RecordSource::Kind::Fetched; // Reload fetches the paper's current copy
        source.location = record->paper.arxivId;
        source.fetchedAt = info->storedAt;
        emit openStoredCopyRequested(record, source, *info);
        dialog->accept();
    };
    connect(open, &QPushButton::clicked, dialog, openSelected);
    connect(list, &QTreeWidget::itemActivated, dialog, openSelected);
    connect(compare, &QPushButton::clicked, dialog, [this, load, dialog, view = QPointer(view)] {
        const auto [record, info] = load();
        if (!record || !info || !view)
            return;
        showChanges(view, *record, history::shortDate(info->asOf));
        dialog->accept();
    });
    dialog->resize(760, 360);
    dialog->show();
}

void HistoryTracker::extendPreferences(QDialog *dialog)
{
    auto *layout = qobject_cast<QVBoxLayout *>(dialog->layout());
    history::SnapshotStore *snapshots = store();
    if (!layout || !snapshots)
        return;
    auto *box = new QGroupBox(tr("History"), dialog);
    box->setObjectName(u"historyBox"_s);
    auto *boxLayout = new QHBoxLayout(box);
    auto *size = new QLabel(box);
    size->setObjectName(u"historySizeLabel"_s);
    size->setTextFormat(Qt::PlainText);
    size->setWordWrap(true);
    auto *keep = new QSpinBox(box);
    keep->setObjectName(u"historyKeepSpin"_s);
    keep->setRange(1, 1000);
    keep->setValue(20);
    //: Preferences, history: prune to the newest N copies of each paper (N in the spin box)
    keep->setPrefix(tr("keep the newest "));
    keep->setSuffix(tr(" per paper"));
    auto *prune = new QPushButton(tr("&Prune"), box);
    prune->setObjectName(u"historyPruneButton"_s);
    auto refresh = [size, snapshots] {
        //: %n copies, %1 their size on disk, %2 the database file
        size->setText(tr("%n stored cop(ies), %1 in %2", nullptr, snapshots->count())
                          .arg(sizeText(snapshots->sizeOnDisk()), snapshots->path()));
    };
    refresh();
    connect(prune, &QPushButton::clicked, box, [this, snapshots, keep, refresh] {
        const int removed = snapshots->prune(keep->value());
        emit statusMessage(
            removed < 0 ? snapshots->error() : tr("Removed %n older cop(ies)", nullptr, removed));
        refresh();
    });
    boxLayout->addWidget(size, 1);
    boxLayout->addWidget(keep);
    boxLayout->addWidget(prune);
    layout->insertWidget(std::max(0, layout->count() - 1), box);
}

void HistoryTracker::setFetcher(net::Fetcher *fetcher, std::function<QUrl()> baseUrl)
{
    m_baseUrl = std::move(baseUrl);
    // The old fetcher's answers are no longer listened to.
    for (const QPointer<net::FetchJob> &job : std::as_const(m_watchFetches)) {
        if (job)
            disconnect(job, nullptr, this, nullptr);
    }
    m_watchFetches.clear();
    m_fetcher = fetcher;
    if (!m_fetcher)
        return;
    // "Check at start" in the Watched Papers dialog: once the window is up.
    if (m_watch->checkAtStart() && !m_checkedAtStart) {
        m_checkedAtStart = true;
        QTimer::singleShot(0, this, &HistoryTracker::checkWatched);
    }
}

void HistoryTracker::showWatchDialog(QWidget *parent)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(u"watchDialog"_s);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Watched Papers"));
    auto *layout = new QVBoxLayout(dialog);
    auto *list = new QListWidget(dialog);
    list->setObjectName(u"watchList"_s);
    auto fill = [this, list] {
        list->clear();
        m_watch->load();
        for (const QString &id : m_watch->papers()) {
            auto *item = new QListWidgetItem(list);
            const bool changed = m_watch->isChanged(id);
            item->setText(changed ? tr("arXiv:%1 (changed)").arg(id) : u"arXiv:"_s + id);
            item->setData(Qt::UserRole, id);
            if (changed) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
        }
    };
    fill();
    layout->addWidget(new QLabel(
        tr("Papers checked for new copies on demand; changed ones are marked until opened.\n%1")
            .arg(m_watch->path()),
        dialog));
    layout->addWidget(list, 1);
    auto *atStart = new QCheckBox(tr("Check when the program &starts"), dialog);
    atStart->setObjectName(u"watchAtStartCheck"_s);
    atStart->setChecked(m_watch->checkAtStart());
    connect(atStart, &QCheckBox::toggled, this, [this](bool on) {
        m_watch->load();
        m_watch->setCheckAtStart(on);
        QString error;
        if (!m_watch->save(&error))
            emit statusMessage(error);
    });
    layout->addWidget(atStart);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton *check = buttons->addButton(tr("Check &Now"), QDialogButtonBox::ActionRole);
    check->setObjectName(u"watchCheckButton"_s);
    check->setEnabled(m_fetcher != nullptr);
    QPushButton *open = buttons->addButton(tr("&Open"), QDialogButtonBox::ActionRole);
    QPushButton *remove = buttons->addButton(tr("&Remove"), QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    connect(check, &QPushButton::clicked, dialog, [this] { checkWatched(); });
    connect(this, &HistoryTracker::watchCheckFinished, dialog, fill);
    auto openCurrent = [this, list, dialog] {
        if (QListWidgetItem *item = list->currentItem()) {
            emit openPaperRequested(item->data(Qt::UserRole).toString(), true);
            dialog->accept();
        }
    };
    connect(open, &QPushButton::clicked, dialog, openCurrent);
    connect(list, &QListWidget::itemActivated, dialog, openCurrent);
    connect(remove, &QPushButton::clicked, dialog, [this, list, fill] {
        if (QListWidgetItem *item = list->currentItem()) {
            m_watch->remove(item->data(Qt::UserRole).toString());
            m_watch->save();
            fill();
        }
    });
    dialog->resize(420, 320);
    dialog->show();
}

void HistoryTracker::checkWatched()
{
    if (!m_fetcher || !m_watchFetches.isEmpty())
        return;
    m_watch->load();
    m_checkChanged = 0;
    m_checkFailed = 0;
    for (const QString &id : m_watch->papers()) {
        net::FetchRequest request;
        request.input = id;
        if (m_baseUrl) {
            request.baseUrl = m_baseUrl();
            request.allowPlainHttp = request.baseUrl.scheme() == "http"_L1;
        }
        net::FetchJob *job = m_fetcher->fetch(request);
        m_watchFetches.append(job);
        connect(job, &net::FetchJob::finished, this,
            [this, job, id](const net::FetchResult &result) { onFetched(job, id, result); });
    }
    if (m_watchFetches.isEmpty())
        emit watchCheckFinished(0, 0);
}

void HistoryTracker::onFetched(
    net::FetchJob *job, const QString &paper, const net::FetchResult &result)
{
    m_watchFetches.removeAll(job);
    history::SnapshotStore *snapshots = store();
    const ParseResult parsed
        = result.ok ? parseRecord(result.bytes, result.requestUrl.toString()) : ParseResult();
    if (!parsed.ok() || !snapshots) {
        ++m_checkFailed;
    } else {
        const history::StoreResult stored
            = snapshots->store(result.bytes, *parsed.record, result.requestUrl.toString());
        if (!stored.ok) {
            ++m_checkFailed;
        } else if (stored.previous
            && stored.previous->contextDigest != stored.snapshot.contextDigest) {
            ++m_checkChanged;
            m_watch->setChanged(paper, true);
        }
    }
    if (m_watchFetches.isEmpty()) {
        m_watch->save();
        //: after checking the watched papers
        emit statusMessage(tr("Watched papers checked: %n changed", nullptr, m_checkChanged)
            + (m_checkFailed ? u", "_s + tr("%n could not be fetched", nullptr, m_checkFailed)
                             : QString()));
        emit watchCheckFinished(m_checkChanged, m_checkFailed);
    }
}

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/historytracker.h"

#include "models/history/reviewcarryover.h"
#include "models/items/displaytext.h"
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/net/fetcher.h"
#include "models/record/parser.h"
#include "models/record/verdict.h"
#include "models/review/reviewfile.h"
#include "ui/paint/changestyle.h"
#include "ui/window/changesview.h"
#include "ui/window/detailpane.h"
#include "ui/window/filterbar.h"
#include "ui/window/observationtable.h"
#include "ui/window/recordview.h"
#include "ui/window/reviewcontroller.h"

#include <QAction>
#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace pith::ui {

using history::ChangeFacts;
using history::ChangeKind;
using history::ObservationChange;
using history::RecordDiff;
using history::SnapshotInfo;

namespace {

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
    , m_writer(std::make_unique<history::SnapshotWriter>(storePath))
{
    m_watch->load(); // too early for the status bar: loadWatchList() says it when next read
    connect(m_writer.get(), &history::SnapshotWriter::finished, this, &HistoryTracker::onStored);
}

HistoryTracker::~HistoryTracker() = default;

bool HistoryTracker::loadWatchList()
{
    QString error;
    if (m_watch->load(&error))
        return true;
    emit statusMessage(error); // a FIFO or link in its place: refused, never waited on
    return false;
}

history::SnapshotStore *HistoryTracker::store()
{
    if (!m_storeTried) {
        m_storeTried = true;
        auto store = std::make_unique<history::SnapshotStore>(m_storePath);
        // Opened on the window's thread: a database another process holds is waited for
        // briefly, and tried again the next time it is needed.
        store->setBusyWait(2000);
        if (store->open()) {
            m_store = std::move(store);
            if (!m_store->notice().isEmpty())
                emit statusMessage(m_store->notice());
        } else {
            m_problem = store->error();
            m_storeTried = !store->inUse();
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

void HistoryTracker::recordShown(RecordView *view, const QByteArray &bytes)
{
    if (!view || !view->record())
        return;
    const RecordPtr record = view->record();
    const RecordSource &source = view->source();
    // A new record in this tab: what was said about the one before no longer holds.
    setFacts(view, nullptr);
    if (ViewState &s = stateOf(view); s.banner)
        s.banner->hide();
    if (source.kind == RecordSource::Kind::Sample
        || (bytes.isEmpty() && source.kind != RecordSource::Kind::File))
        return;
    // A subset exported by Pith Ledger is no copy of the paper's record (the store refuses it
    // too): not kept, not compared.
    if (recordVerdict(*record).subset)
        return;
    // Opened here once, so that a damaged database is set aside and reported before the worker
    // opens its own connection.
    if (!store())
        return;
    const QString from = source.kind == RecordSource::Kind::Fetched
        ? (source.url.isEmpty() ? source.location : source.url.toString())
        : QFileInfo(source.location).absoluteFilePath();
    // The bytes it was parsed from: the file may have changed since (any size: compressed and
    // written on the writer's thread, which reads a big file's again: Record::inputBytes()).
    const quint64 ticket = m_writer->store(bytes, record, from);
    m_pendingWrites.insert(ticket, { QPointer<RecordView>(view), record });
}

void HistoryTracker::onStored(quint64 ticket, const history::SnapshotWriteOutcome &outcome)
{
    if (m_watchWrites.contains(ticket)) {
        onWatchedStored(m_watchWrites.take(ticket), outcome.result);
        return;
    }
    const PendingWrite pending = m_pendingWrites.take(ticket);
    const history::StoreResult &stored = outcome.result;
    if (!stored.ok) {
        if (!stored.error.isEmpty())
            emit statusMessage(stored.error);
        emit copyKept(false);
        return;
    }
    const RecordPtr record = pending.record;
    if (record && m_watch->isChanged(record->paper.arxivId)) {
        m_watch->setChanged(record->paper.arxivId, false); // looked at
        m_watch->save();
    }
    emit copyKept(true);
    // The tab may have moved on to another record meanwhile: then this is no longer news.
    RecordView *view = pending.view;
    if (!view || !record || view->record() != record)
        return;
    // Two records of the paper that each say they are the one at this as_of: not changes.
    if (stored.conflict) {
        showBanner(view,
            escapeHtml(history::conflictSentence(
                record->asOf, stored.snapshot.source, stored.conflict->source)),
            u"conflict"_s);
        return;
    }
    if (!stored.previous || stored.previous->contextDigest == stored.snapshot.contextDigest
        || !outcome.previous)
        return;
    // The baseline is never after the record (StoreResult::previous): an older file opened is
    // compared with the copy before it, and says that it is older.
    showChanges(view, outcome.previous, history::shortDate(stored.previous->asOf), stored.previous,
        stored.failingSkipped,
        stored.newer ? history::olderCopySentence(record->asOf, stored.newer->lastAsOf)
                     : QString());
}

void HistoryTracker::showChanges(RecordView *view, RecordPtr older, const QString &olderDate,
    const std::optional<SnapshotInfo> &olderInfo, int failingSkipped, const QString &before)
{
    if (!view || !view->record() || !older)
        return;
    auto facts = std::make_shared<ChangeFacts>(history::diffRecords(*older, *view->record()));
    const RecordDiff &diff = facts->diff();
    // What a copy that fails verification claims changed is said to be its claim, first.
    const RecordVerdict verdict = recordVerdict(*view->record());
    QString sentence = history::diffSentence(diff, olderDate);
    if (!verdict.ok())
        sentence = history::failingCopySentence(verdict.headline()) + u' ' + sentence;
    if (!before.isEmpty())
        sentence = before + u' ' + sentence;
    QString html = escapeHtml(history::withFailingSkipped(sentence, failingSkipped));
    if (!diff.same()) {
        //: a link in the banner: opens the Changes view, a table of every change
        html += u"  <a href=\"view\">"_s + tr("Show changes") + u"</a>"_s;
        //: a link in the banner: filters the tab's table to the rows that changed
        html += u" \u00b7 <a href=\"changes\">"_s + tr("Filter the table") + u"</a>"_s;
        carryReview(view, diff, olderDate, olderInfo);
        ViewState &s = stateOf(view);
        s.older = std::move(older);
        s.olderDate = olderDate;
        s.olderInfo = olderInfo;
        setFacts(view, facts);
    }
    showBanner(view, html, !verdict.ok() ? u"failing"_s : diff.same() ? u"same"_s : u"changes"_s);
}

void HistoryTracker::carryReview(RecordView *view, const RecordDiff &diff, const QString &olderDate,
    const std::optional<SnapshotInfo> &olderInfo)
{
    ReviewController *controller = view->reviewController();
    if (!controller || !controller->review() || !controller->review()->readOnlyReason().isEmpty())
        return;
    review::Review &current = *controller->review();
    const QString arxivId = view->record()->paper.arxivId;
    // A newer copy read from another file starts without a review of its own: the older copy's
    // (beside the file it was read from) is offered, and taken only when the reviewer says so.
    if (current.data().entries.isEmpty() && olderInfo && QDir::isAbsolutePath(olderInfo->source)
        && !controller->carryOverDeclined()) {
        const QString path = review::reviewPathBesideFile(olderInfo->source);
        if ((!controller->session() || controller->session()->path() != path)
            && QFileInfo::exists(path)) {
            QString error;
            const std::optional<review::ReviewData> old = review::readReviewFile(path, &error);
            if (!old) {
                emit statusMessage(error);
            } else if (review::paperMismatch(*old, arxivId).isEmpty()) {
                review::ReviewData offered { arxivId, old->recordNote, old->entries };
                history::carryReviewOver(offered, diff); // under the ids of this copy
                const QHash<QString, QString> ids = digestsById(*view->record());
                int count = 0;
                for (auto it = offered.entries.cbegin(); it != offered.entries.cend(); ++it)
                    count += ids.contains(it.key()) ? 1 : 0;
                if (count > 0 || !offered.recordNote.note.isEmpty())
                    controller->offerCarryOver(path, offered, count, olderDate);
            }
        }
    }
    // The tab's own review: its entries follow their observations to the ids of this copy, one
    // undoable step saved as any change (the same review, nothing taken from elsewhere).
    review::ReviewData data = current.data();
    if (history::carryReviewOver(data, diff) == 0)
        return;
    //: Undo/redo text: a review's decisions moved to the ids of a newer copy of the paper
    current.replaceWith(data, tr("Follow the newer copy"));
    int stale = 0;
    current.decisionCounts(&stale);
    emit statusMessage(ReviewController::carriedOverMessage(olderDate, stale));
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
    // The rows' tints by kind: the first change of each observation (the diff's order).
    QHash<QString, QString> kinds;
    if (s.facts)
        for (const ObservationChange &c : s.facts->diff().observations)
            if (!c.newId.isEmpty() && !kinds.contains(c.newId))
                kinds.insert(c.newId, history::changeKindKey(c.kind));
    view->model()->setChangeKinds(kinds);
    if (!s.facts) {
        s.older.reset();
        s.olderInfo.reset();
        if (s.changesView)
            s.changesView->close();
    } else if (s.changesView) {
        showChangesView(view); // the open view follows the new comparison
    }
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
        // The changes' own tint (ui/paint/changestyle.h), light or dark as the window is.
        QPalette pal = banner->palette();
        const ChangeColours colours = changeColours(u"resolution"_s, pal);
        pal.setColor(QPalette::Window, colours.background);
        pal.setColor(QPalette::WindowText, colours.foreground);
        pal.setColor(QPalette::Link, colours.foreground);
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
            else if (link == "view"_L1)
                showChangesView(view);
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
    const ChangeColours colours
        = changeColours(history::changeKindKey(list.first().kind), view->palette());
    pal.setColor(QPalette::Window, colours.background);
    pal.setColor(QPalette::WindowText, colours.foreground);
    s.detail->setPalette(pal);
    s.detail->show();
}

ChangesView *HistoryTracker::showChangesView(RecordView *view)
{
    ViewState &s = stateOf(view);
    if (!s.facts)
        return nullptr;
    if (!s.changesView) {
        auto *changes = new ChangesView(view); // a window of its own, gone with its tab
        changes->setAttribute(Qt::WA_DeleteOnClose);
        connect(changes, &ChangesView::selectInTabRequested, view, [view](const QString &id) {
            if (!view->selectObservation(id)) { // hidden by the tab's filter
                view->setQuery(QString());
                view->selectObservation(id);
            }
            view->window()->activateWindow();
        });
        connect(changes, &ChangesView::openOlderRequested, this,
            [this, view] { openComparedCopy(view); });
        s.changesView = changes;
    }
    // The tab's other facts (a review, findings) answer their keys in the Changes view too.
    ObservationFactsList others = view->filterBar()->facts();
    others.removeAll(std::shared_ptr<const ObservationFacts>(s.facts));
    s.changesView->setChanges(
        s.facts, s.older, view->record(), s.olderDate, others, s.olderInfo.has_value());
    s.changesView->show();
    s.changesView->raise();
    return s.changesView;
}

void HistoryTracker::openComparedCopy(RecordView *view)
{
    const ViewState s = m_views.value(view);
    if (!s.older || !s.olderInfo)
        return;
    RecordSource source;
    source.kind = RecordSource::Kind::Fetched; // Reload fetches the paper's current copy
    source.location = s.older->paper.arxivId;
    source.fetchedAt = s.olderInfo->storedAt;
    emit openStoredCopyRequested(s.older, source, *s.olderInfo);
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
    auto fill = [this, list, arxivId, shownDigest] {
        list->clear();
        history::SnapshotStore *snapshots = store();
        if (!snapshots)
            return;
        // Newest first by as_of, the order the comparisons take them in.
        QList<SnapshotInfo> copies = snapshots->snapshots(arxivId);
        std::stable_sort(copies.begin(), copies.end(), [](const auto &a, const auto &b) {
            return history::compareAsOf(a.lastAsOf, b.lastAsOf) > 0;
        });
        // Another content not failing with an as_of of its own: both are conflicting copies.
        auto conflictOf = [&copies](const SnapshotInfo &s) -> const SnapshotInfo * {
            if (s.verdict == "failed"_L1)
                return nullptr;
            for (const SnapshotInfo &o : std::as_const(copies))
                if (o.id != s.id && o.verdict != "failed"_L1
                    && (history::seenWithAsOf(o, s.asOf) || history::seenWithAsOf(o, s.lastAsOf)))
                    return &o;
            return nullptr;
        };
        for (const SnapshotInfo &s : std::as_const(copies)) {
            auto *item = new QTreeWidgetItem(list);
            item->setText(0, history::asOfRange(s.asOf, s.lastAsOf));
            if (const SnapshotInfo *other = conflictOf(s)) {
                //: History list, after a copy's as_of: another copy has the same as_of
                item->setText(0, item->text(0) + u" "_s + tr("(conflicting)"));
                item->setToolTip(0,
                    history::conflictSentence(
                        history::seenWithAsOf(*other, s.asOf) ? s.asOf : s.lastAsOf, s.source,
                        other->source));
            }
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
                const QString conflict = item->toolTip(0);
                item->setToolTip(0,
                    tr("The copy this tab shows")
                        + (conflict.isEmpty() ? QString() : u"\n"_s + conflict));
            }
        }
        if (list->topLevelItemCount() > 0)
            list->setCurrentItem(list->topLevelItem(0));
    };
    fill();
    list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
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
    QPushButton *forget = buttons->addButton(tr("&Forget This Copy"), QDialogButtonBox::ActionRole);
    forget->setObjectName(u"forgetSnapshotButton"_s);
    //: removes every stored copy of the paper from the history, after asking
    QPushButton *clear
        = buttons->addButton(tr("C&lear This Paper's History..."), QDialogButtonBox::ActionRole);
    clear->setObjectName(u"clearHistoryButton"_s);
    layout->addWidget(buttons);
    // Removed from the history database; the tabs and files that show a copy keep it.
    const auto removed = [this, fill](int n) {
        if (n < 0)
            emit statusMessage(store() ? store()->error() : m_problem);
        else
            //: status bar after forgetting copies of a paper in the history
            emit statusMessage(tr("%n cop(ies) removed from the history", nullptr, n));
        fill();
    };
    connect(forget, &QPushButton::clicked, dialog, [this, list, removed] {
        QTreeWidgetItem *item = list->currentItem();
        if (item && store())
            removed(store()->forget(item->data(0, Qt::UserRole).toLongLong()));
    });
    connect(clear, &QPushButton::clicked, dialog, [this, dialog, arxivId, removed] {
        auto *ask = new QMessageBox(QMessageBox::Question, tr("Clear History"),
            //: %1 the arXiv id
            tr("Remove every copy of arXiv:%1 kept in the history? Open tabs and record files "
               "are not touched.")
                .arg(arxivId),
            QMessageBox::Yes | QMessageBox::Cancel, dialog);
        ask->setObjectName(u"clearHistoryQuestion"_s);
        ask->setDefaultButton(QMessageBox::Cancel);
        ask->setAttribute(Qt::WA_DeleteOnClose);
        connect(ask, &QMessageBox::finished, dialog, [this, arxivId, removed](int answer) {
            if (answer == QMessageBox::Yes && store())
                removed(store()->clearPaper(arxivId));
        });
        ask->open();
    });
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
        showChanges(view, record, history::shortDate(info->asOf), info);
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
        loadWatchList();
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
        loadWatchList();
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
    if (!m_fetcher || !m_watchFetches.isEmpty() || !m_watchWrites.isEmpty())
        return;
    loadWatchList();
    m_checkChanged = 0;
    m_checkFailed = 0;
    m_checkFailing = 0;
    m_checkConflicting = 0;
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
    const ParseResult parsed
        = result.ok ? parseRecord(result.bytes, result.requestUrl.toString()) : ParseResult();
    if (!parsed.ok() || !store())
        ++m_checkFailed;
    else // kept on the writer's thread, as every copy the window keeps
        m_watchWrites.insert(
            m_writer->store(result.bytes, parsed.record, result.requestUrl.toString()), paper);
    finishWatchCheckIfDone();
}

void HistoryTracker::onWatchedStored(const QString &paper, const history::StoreResult &stored)
{
    if (!stored.ok) {
        ++m_checkFailed;
    } else if (stored.snapshot.verdict == "failed"_L1) {
        ++m_checkFailing; // kept, never a baseline, not marked changed on its word
    } else if (stored.conflict) {
        ++m_checkConflicting; // two contents for one as_of: neither is a change
    } else if (stored.previous && stored.previous->contextDigest != stored.snapshot.contextDigest) {
        ++m_checkChanged;
        m_watch->setChanged(paper, true);
    }
    finishWatchCheckIfDone();
}

void HistoryTracker::finishWatchCheckIfDone()
{
    if (!m_watchFetches.isEmpty() || !m_watchWrites.isEmpty())
        return;
    m_watch->save();
    //: after checking the watched papers
    emit statusMessage(tr("Watched papers checked: %n changed", nullptr, m_checkChanged)
        + (m_checkFailing
                //: after "Watched papers checked: 2 changed": fetched copies whose digests or
                //: audit fail (kept, not compared with)
                ? u", "_s + tr("%n fail(s) verification", nullptr, m_checkFailing)
                : QString())
        + (m_checkConflicting
                //: after "Watched papers checked: 2 changed": fetched copies of another content
                //: than a kept copy with the same as_of (not compared with it)
                ? u", "_s + tr("%n conflict(s) with a copy kept", nullptr, m_checkConflicting)
                : QString())
        + (m_checkFailed ? u", "_s + tr("%n could not be fetched", nullptr, m_checkFailed)
                         : QString()));
    emit watchCheckFinished(m_checkChanged, m_checkFailed);
}

} // namespace pith::ui

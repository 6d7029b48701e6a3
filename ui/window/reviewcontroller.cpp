// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/reviewcontroller.h"

#include "models/items/displaytext.h"
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/review/reviewfile.h"
#include "ui/window/detailpane.h"
#include "ui/window/filterbar.h"
#include "ui/window/observationtable.h"
#include "ui/window/recordview.h"
#include "ui/window/reviewmergedialog.h"
#include "ui/window/settings.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPainter>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QTimer>
#include <QVBoxLayout>

namespace pith::ui {

using review::Decision;

namespace {

// Delay between the last key typed in the note editor and the note taken as a change (then
// saved within ReviewSession::kSaveDelayMs): together well under a second.
constexpr int kNoteDelayMs = 400;

// "needs fix by Ada, 03/12/2026 10:00", leaving out who or when where a review file has not
// said (a hand-written one, an older program's).
QString decidedText(const review::Entry &e)
{
    const QString decision = review::decisionLabel(e.decision);
    const QString when
        = e.at.isValid() ? QLocale().toString(e.at.toLocalTime(), QLocale::ShortFormat) : QString();
    if (!e.reviewer.isEmpty() && !when.isEmpty())
        //: %1 decision, %2 reviewer, %3 date and time
        return ReviewController::tr("%1 by %2, %3").arg(decision, e.reviewer, when);
    if (!e.reviewer.isEmpty())
        //: %1 decision, %2 reviewer
        return ReviewController::tr("%1 by %2").arg(decision, e.reviewer);
    if (!when.isEmpty())
        //: %1 decision, %2 date and time
        return ReviewController::tr("%1, %2").arg(decision, when);
    return decision;
}

QColor decisionColor(Decision d, bool stale)
{
    if (stale)
        return QColor(0xc6, 0x8a, 0x00);
    switch (d) {
    case Decision::Confirmed:
        return QColor(0x2e, 0x7d, 0x32);
    case Decision::NeedsFix:
        return QColor(0xd8, 0x5c, 0x00);
    case Decision::NotResolvable:
        return QColor(0x60, 0x7d, 0x8b);
    case Decision::Disputed:
        return QColor(0xc0, 0x1c, 0x28);
    case Decision::Unreviewed:
        break;
    }
    return {};
}

// The decision's mark: a filled disc with a sign, drawn once per kind.
QIcon decisionIcon(Decision d, bool stale)
{
    static QHash<int, QIcon> cache;
    const int key = int(d) * 2 + (stale ? 1 : 0);
    if (const auto it = cache.constFind(key); it != cache.cend())
        return *it;
    QPixmap pm(32, 32);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(decisionColor(d, stale));
    p.setPen(Qt::NoPen);
    p.drawEllipse(QRectF(2, 2, 28, 28));
    QPen pen(Qt::white, 4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    if (stale) {
        p.drawLine(QPointF(16, 8), QPointF(16, 18));
        p.drawPoint(QPointF(16, 24));
    } else {
        switch (d) {
        case Decision::Confirmed:
            p.drawPolyline(QPolygonF({ QPointF(9, 16), QPointF(14, 22), QPointF(23, 10) }));
            break;
        case Decision::NeedsFix:
            p.drawLine(QPointF(16, 8), QPointF(16, 18));
            p.drawPoint(QPointF(16, 24));
            break;
        case Decision::NotResolvable:
            p.drawLine(QPointF(9, 16), QPointF(23, 16));
            break;
        case Decision::Disputed:
            p.drawLine(QPointF(10, 10), QPointF(22, 22));
            p.drawLine(QPointF(22, 10), QPointF(10, 22));
            break;
        case Decision::Unreviewed:
            break;
        }
    }
    p.end();
    const QIcon icon(pm);
    cache.insert(key, icon);
    return icon;
}

// "Ref. 3: Title" for the merge dialog.
QString rowName(const Observation &o)
{
    const QString title = plain::elided(o.otherTitle(), 80);
    return o.citation.referenceIndex
        //: names a reference in the merge dialog: %1 its number, %2 its title
        ? ReviewController::tr("Ref. %1: %2").arg(*o.citation.referenceIndex).arg(title)
        : title;
}

} // namespace

ReviewController::ReviewController(RecordView *view, Settings *settings)
    : QObject(view)
    , m_view(view)
    , m_settings(settings)
    , m_review(std::make_shared<review::Review>())
{
    setObjectName(QStringLiteral("reviewController"));
    // The strip under the header.
    m_bar = new QWidget(view);
    m_bar->setObjectName(QStringLiteral("reviewBar"));
    auto *barLayout = new QVBoxLayout(m_bar);
    barLayout->setContentsMargins(0, 0, 0, 0);
    auto *line = new QHBoxLayout;
    m_progress = new QLabel(m_bar);
    m_progress->setObjectName(QStringLiteral("reviewProgress"));
    m_progress->setTextFormat(Qt::PlainText);
    line->addWidget(m_progress);
    m_recordNote = new QLineEdit(m_bar);
    m_recordNote->setObjectName(QStringLiteral("recordNote"));
    m_recordNote->setPlaceholderText(tr("Record note (your review's note on the whole record)"));
    m_recordNote->setClearButtonEnabled(true);
    line->addWidget(m_recordNote, 1);
    barLayout->addLayout(line);
    m_message = new QLabel(m_bar);
    m_message->setObjectName(QStringLiteral("reviewMessage"));
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setFrameShape(QFrame::StyledPanel);
    m_message->setAutoFillBackground(true);
    {
        QPalette pal = m_message->palette();
        pal.setColor(QPalette::Window, QColor(0xfd, 0xf3, 0xc8));
        pal.setColor(QPalette::WindowText, QColor(0x3d, 0x34, 0x00));
        m_message->setPalette(pal);
    }
    m_message->hide();
    barLayout->addWidget(m_message);
    // The question whether another copy's decisions come along, in the message's colours.
    {
        auto *carry = new QFrame(m_bar);
        carry->setObjectName(QStringLiteral("reviewCarryBar"));
        carry->setFrameShape(QFrame::StyledPanel);
        carry->setAutoFillBackground(true);
        carry->setPalette(m_message->palette());
        auto *row = new QHBoxLayout(carry);
        row->setContentsMargins(6, 3, 3, 3);
        m_carryText = new QLabel(carry);
        m_carryText->setObjectName(QStringLiteral("reviewCarryText"));
        m_carryText->setTextFormat(Qt::PlainText);
        m_carryText->setWordWrap(true);
        row->addWidget(m_carryText, 1);
        auto *take = new QPushButton(tr("&Carry Over"), carry);
        take->setObjectName(QStringLiteral("reviewCarryOverButton"));
        row->addWidget(take);
        auto *empty = new QPushButton(tr("Start &Empty"), carry);
        empty->setObjectName(QStringLiteral("reviewStartEmptyButton"));
        row->addWidget(empty);
        connect(take, &QPushButton::clicked, this, &ReviewController::carryOver);
        connect(empty, &QPushButton::clicked, this, [this] {
            m_carryDeclined = true;
            m_carried = {};
            m_carryBar->hide();
        });
        carry->hide();
        barLayout->addWidget(carry);
        m_carryBar = carry;
    }
    connect(m_recordNote, &QLineEdit::editingFinished, this, [this] {
        takeReviewerName();
        m_review->setRecordNote(m_recordNote->text());
    });

    // The note editor in the detail pane.
    m_editor = new QWidget;
    m_editor->setObjectName(QStringLiteral("reviewEditor"));
    auto *editorLayout = new QVBoxLayout(m_editor);
    editorLayout->setContentsMargins(0, 0, 0, 0);
    m_decisionLine = new QLabel(m_editor);
    m_decisionLine->setObjectName(QStringLiteral("reviewDecision"));
    m_decisionLine->setTextFormat(Qt::PlainText);
    m_decisionLine->setWordWrap(true);
    editorLayout->addWidget(m_decisionLine);
    m_note = new QPlainTextEdit(m_editor);
    m_note->setObjectName(QStringLiteral("reviewNote"));
    m_note->setPlaceholderText(tr("Review note on this observation"));
    m_note->setTabChangesFocus(true);
    m_note->setMaximumHeight(m_note->fontMetrics().lineSpacing() * 4 + 12);
    m_note->setEnabled(false);
    editorLayout->addWidget(m_note);
    view->detailPane()->setReviewEditor(m_editor);
    m_noteTimer = new QTimer(this);
    m_noteTimer->setSingleShot(true);
    m_noteTimer->setInterval(kNoteDelayMs);
    connect(m_noteTimer, &QTimer::timeout, this, &ReviewController::commitNote);
    connect(m_note, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_settingNote)
            m_noteTimer->start();
    });

    // Keys 1-5 on the table: the decision on every selected row.
    const QList<Decision> decisions = review::allDecisions();
    const char *const texts[] = {
        QT_TR_NOOP("Mark &Unreviewed"),
        QT_TR_NOOP("Mark &Confirmed"),
        QT_TR_NOOP("Mark Needs &Fix"),
        QT_TR_NOOP("Mark &Not Resolvable"),
        QT_TR_NOOP("Mark &Disputed"),
    };
    for (int i = 0; i < decisions.size(); ++i) {
        const Decision d = decisions.at(i);
        auto *a = new QAction(decisionIcon(d, false), tr(texts[i]), this);
        a->setObjectName(QStringLiteral("actionReview_%1").arg(review::decisionKey(d)));
        a->setShortcut(QKeySequence(Qt::Key(Qt::Key_1 + i)));
        // Only from the table: the keys stay digits in the filter and the note.
        a->setShortcutContext(Qt::WidgetShortcut);
        //: %1 a decision, %2 its key
        a->setToolTip(tr("Mark the selected rows %1 (%2)")
                          .arg(review::decisionLabel(d), QString::number(i + 1)));
        connect(a, &QAction::triggered, this, [this, d] { decide(d); });
        view->table()->addAction(a);
        m_decisionActions.append(a);
    }

    view->model()->setReviewCell([this](const Observation &o, int role) { return cell(o, role); });
    {
        // Beside the other facts of the tab (integrity findings, changes), never instead of them.
        ObservationFactsList facts = view->filterBar()->facts();
        facts.removeAll(std::shared_ptr<const ObservationFacts>(m_review));
        facts.prepend(m_review);
        view->filterBar()->setFacts(facts);
    }
    connect(m_review.get(), &review::Review::changed, this, &ReviewController::onReviewChanged);
    connect(m_review.get(), &review::Review::undoStateChanged, this,
        &ReviewController::undoStateChanged);
    for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
        connect(view->proxy(), signal, this, &ReviewController::updateProgress);
    connect(
        view->proxy(), &QAbstractItemModel::modelReset, this, &ReviewController::updateProgress);
    connect(
        view->proxy(), &QAbstractItemModel::layoutChanged, this, &ReviewController::updateProgress);
}

ReviewController::~ReviewController()
{
    if (m_noteTimer->isActive())
        commitNote();
    m_session.reset(); // writes what is pending
}

QString ReviewController::defaultPath(const Record &record, const RecordSource &source)
{
    if (source.kind == RecordSource::Kind::File && !source.location.startsWith(u':'))
        return review::reviewPathBesideFile(source.location);
    return review::reviewPathForPaper(record.paper.arxivId);
}

void ReviewController::setRecord(const RecordPtr &record, const RecordSource &source)
{
    if (m_noteTimer->isActive())
        commitNote();
    m_noteFor.clear();
    if (!record)
        return;
    const QString path = defaultPath(*record, source);
    const bool samePaper
        = m_session && path == m_sessionDefault && m_review->arxivId() == record->paper.arxivId;
    // The table, its filter and the progress line follow the review once, at the end: the
    // record and then its review file each said "changed", and each refilter of 120,000 rows
    // took 20-40 ms of the GUI thread while the record arrived.
    m_deferChanges = true;
    const auto changedOnce = qScopeGuard([this] {
        m_deferChanges = false;
        onReviewChanged();
    });
    m_review->setRecord(record); // what changed since a decision is stale from here on
    if (samePaper)
        return;
    m_session.reset();
    m_sessionDefault = path;
    // An offer of another copy's decisions was made to the review before.
    m_carryBar->hide();
    m_carried = {};
    m_carryDeclined = false;
    m_session = std::make_unique<review::ReviewSession>(m_review);
    connect(m_session.get(), &review::ReviewSession::saveFailed, this, [this](const QString &why) {
        //: %1 why the review file could not be written
        showMessages({ tr("Your review could not be saved: %1").arg(why) });
        m_saveFailedShown = true;
    });
    connect(m_session.get(), &review::ReviewSession::saved, this, [this] {
        if (m_saveFailedShown) // saved after all
            showMessages({});
        m_saveFailedShown = false;
    });
    connect(m_session.get(), &review::ReviewSession::updatedFromFile, this, [this] {
        //: status bar: %1 the review file, which another window or program wrote
        emit statusMessage(tr("Took in the decisions saved to %1 elsewhere")
                               .arg(QDir::toNativeSeparators(m_session->path())));
    });
    QStringList messages;
    m_session->openDefault(path, &messages);
    showMessages(messages);
}

void ReviewController::offerCarryOver(const QString &sourcePath, const review::ReviewData &carried,
    int count, const QString &olderDate)
{
    if (m_carryDeclined || (carried.entries.isEmpty() && carried.recordNote.note.isEmpty()))
        return;
    m_carried = carried;
    m_carriedDate = olderDate;
    const QString name = QFileInfo(sourcePath).fileName();
    m_carryText->setText(count > 0
            //: the bar above a tab's table: %n decisions or notes of the review of another copy of
            //: the paper (the file %1) that apply to the copy the tab shows
            ? tr("%n decision(s) or note(s) from %1 apply to this copy.", nullptr, count).arg(name)
            //: the bar above a tab's table: the review of another copy (the file %1) has a note
            //: on the whole record only
            : tr("The record note of %1 applies to this copy.").arg(name));
    m_carryText->setToolTip(QDir::toNativeSeparators(sourcePath));
    m_carryBar->show();
}

void ReviewController::carryOver()
{
    m_carryBar->hide();
    if (!m_review->readOnlyReason().isEmpty()) {
        emit statusMessage(m_review->readOnlyReason());
        return;
    }
    // Where this review decided something of its own since, its decision stays.
    review::ReviewData target = m_review->data();
    for (auto it = m_carried.entries.cbegin(); it != m_carried.entries.cend(); ++it) {
        if (!target.entries.contains(it.key()))
            target.entries.insert(it.key(), it.value());
    }
    if (target.recordNote.note.isEmpty())
        target.recordNote = m_carried.recordNote;
    m_carried = {};
    //: Undo/redo text: the decisions of another copy's review taken in
    m_review->replaceWith(target, tr("Carry review over"));
    int stale = 0;
    m_review->decisionCounts(&stale);
    emit statusMessage(carriedOverMessage(m_carriedDate, stale));
}

QString ReviewController::carriedOverMessage(const QString &olderDate, int stale)
{
    //: status bar: review decisions taken over from the older copy of the paper (%1 its date);
    //: %n how many of them are to be looked at again because their observation changed
    return tr("Review carried over from the copy of %1: %n decision(s) to look at again "
              "(review:stale)",
        nullptr, stale)
        .arg(olderDate);
}

void ReviewController::showMessages(const QStringList &messages)
{
    m_message->setText(messages.join(u'\n'));
    m_message->setVisible(!messages.isEmpty());
    if (!messages.isEmpty())
        emit statusMessage(messages.constFirst());
}

std::shared_ptr<const review::Review> ReviewController::forReports() const
{
    const review::ReviewData &d = m_review->data();
    if (d.entries.isEmpty() && d.recordNote.note.isEmpty())
        return nullptr;
    return m_review;
}

QString ReviewController::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

QVariant ReviewController::cell(const Observation &o, int role) const
{
    const review::Entry e = m_review->entry(o.id);
    const bool stale = m_review->isStale(o.id);
    const Decision d = e.decision;
    switch (role) {
    case Qt::DisplayRole:
    case ObservationModel::FullTextRole: {
        QString text = stale            ? review::staleLabel()
            : d == Decision::Unreviewed ? QString()
                                        : review::decisionLabel(d);
        if (!e.note.isEmpty())
            text = QString(text + u" \u270E").trimmed(); // ✎: the observation has a note
        return text;
    }
    case Qt::DecorationRole:
        return d == Decision::Unreviewed ? QVariant() : QVariant(decisionIcon(d, stale));
    case Qt::ToolTipRole: {
        if (e.isEmpty())
            return {};
        QStringList lines;
        if (d != Decision::Unreviewed)
            lines.append(decidedText(e));
        if (stale)
            lines.append(tr("The observation changed since it was reviewed: not counted as "
                            "reviewed until looked at again."));
        if (!e.note.isEmpty())
            lines.append(e.note);
        return plain::toolTip(lines.join(u'\n'));
    }
    case ObservationModel::SortRole:
        // Unreviewed first, then stale, then the decisions in key order.
        return stale ? 1 : d == Decision::Unreviewed ? 0 : int(d) * 2;
    default:
        return {};
    }
}

void ReviewController::onReviewChanged()
{
    if (m_deferChanges)
        return; // setRecord() calls it once it is done
    m_view->model()->reviewChanged();
    m_view->proxy()->refilter();
    m_view->filterBar()->factsChanged();
    if (!m_recordNote->hasFocus())
        m_recordNote->setText(m_review->data().recordNote.note);
    m_recordNote->setReadOnly(!m_review->readOnlyReason().isEmpty());
    // The editor follows undo/redo and merges, unless the reviewer is typing in it.
    if (!m_noteFor.isEmpty() && !m_noteTimer->isActive()) {
        const QString stored = m_review->entry(m_noteFor).note;
        if (m_note->toPlainText() != stored) {
            m_settingNote = true;
            m_note->setPlainText(stored);
            m_settingNote = false;
        }
    }
    updateProgress();
    if (m_view->table()->currentIndex().isValid())
        setCurrent(m_view->model()->observation(
            m_view->proxy()->mapToSource(m_view->table()->currentIndex()).row()));
    else
        setCurrent(nullptr);
}

void ReviewController::updateProgress()
{
    const QString text = progressText();
    m_progress->setText(text);
    const QString path = m_session ? m_session->path() : QString();
    m_progress->setToolTip(path.isEmpty() ? m_review->readOnlyReason()
                                          //: %1 the review file
                                          : tr("Saved in %1").arg(QDir::toNativeSeparators(path)));
}

QString ReviewController::progressText() const
{
    const ObservationFilterProxy *proxy = m_view->proxy();
    const int shownCount = proxy->rowCount();
    int reviewed = 0;
    // A review without entries (every record as it first opens) has reviewed none: no walk over
    // 120,000 shown rows to count them.
    if (!m_review->data().entries.isEmpty()) {
        QList<const Observation *> shown;
        shown.reserve(shownCount);
        for (int r = 0; r < shownCount; ++r)
            shown.append(
                m_view->model()->observation(proxy->mapToSource(proxy->index(r, 0)).row()));
        reviewed = m_review->reviewedCount(shown);
    }
    const QLocale locale;
    //: review progress: %1 rows with a decision, %2 rows shown (the plural follows %2)
    return tr("Reviewed %1 of %2 shown", nullptr, shownCount)
        .arg(locale.toString(reviewed), locale.toString(shownCount));
}

void ReviewController::setCurrent(const Observation *observation)
{
    if (m_noteTimer->isActive())
        commitNote();
    const QString id = observation ? observation->id : QString();
    const review::Entry e = observation ? m_review->entry(id) : review::Entry();
    if (id != m_noteFor || m_note->toPlainText() != e.note) {
        m_settingNote = true;
        m_note->setPlainText(e.note);
        m_settingNote = false;
    }
    m_noteFor = id;
    m_note->setEnabled(observation != nullptr);
    m_note->setReadOnly(!m_review->readOnlyReason().isEmpty());
    if (!observation) {
        m_decisionLine->clear();
        return;
    }
    if (m_review->isStale(id))
        //: %1 the decision taken before the observation changed
        m_decisionLine->setText(tr("Review: %1 (changed since reviewed: press its key again to "
                                   "confirm it)")
                                    .arg(review::decisionLabel(e.decision)));
    else if (e.decision != Decision::Unreviewed)
        //: %1 the decision, who took it and when ("needs fix by Ada, 03/12/2026 10:00")
        m_decisionLine->setText(tr("Review: %1").arg(decidedText(e)));
    else
        m_decisionLine->setText(tr("Review: not reviewed (keys 1-5 decide)"));
}

void ReviewController::takeReviewerName()
{
    // The Preferences may have changed it since the last decision.
    if (m_settings)
        m_review->setReviewer(m_settings->reviewerName());
}

void ReviewController::commitNote()
{
    m_noteTimer->stop();
    if (m_noteFor.isEmpty())
        return;
    takeReviewerName();
    m_review->setNote(m_noteFor, m_note->toPlainText());
}

void ReviewController::decide(Decision decision)
{
    if (!m_review->readOnlyReason().isEmpty()) {
        emit statusMessage(m_review->readOnlyReason());
        return;
    }
    if (m_noteTimer->isActive())
        commitNote();
    ObservationTable *table = m_view->table();
    const QList<int> rows = table->selectedProxyRows();
    QStringList ids;
    for (int r : rows) {
        const QModelIndex source = m_view->proxy()->mapToSource(m_view->proxy()->index(r, 0));
        if (const Observation *o = m_view->model()->observation(source.row()))
            ids.append(o->id);
    }
    if (ids.isEmpty())
        return;
    const int currentRow = table->currentIndex().row();
    const QString currentId = ids.size() == 1 ? ids.constFirst() : QString();
    takeReviewerName();
    m_review->setDecision(ids, decision);
    //: status bar: %1 a decision, %n how many rows
    emit statusMessage(
        tr("Marked %n row(s) %1", nullptr, int(ids.size())).arg(review::decisionLabel(decision)));
    if (currentId.isEmpty())
        return;
    // One row: on to the next, as a reviewer goes down the list (when the filter hid the row,
    // the next one is now at its place).
    const bool stillShown = m_view->selectObservation(currentId);
    const int next = stillShown ? currentRow + 1 : currentRow;
    if (next < m_view->proxy()->rowCount())
        m_view->selectProxyRow(next);
    else if (!stillShown && m_view->proxy()->rowCount() > 0)
        m_view->selectProxyRow(m_view->proxy()->rowCount() - 1);
    table->setFocus(Qt::OtherFocusReason);
}

void ReviewController::fillContextMenu(QMenu *menu)
{
    QMenu *sub = menu->addMenu(tr("Re&view"));
    sub->setObjectName(QStringLiteral("reviewContextMenu"));
    for (QAction *a : std::as_const(m_decisionActions)) {
        a->setEnabled(!m_view->table()->selectedProxyRows().isEmpty()
            && m_review->readOnlyReason().isEmpty());
        sub->addAction(a);
    }
}

bool ReviewController::saveAs(const QString &path, QString *error)
{
    if (!m_session)
        return false;
    if (!m_session->saveAs(path, error))
        return false;
    showMessages({});
    updateProgress();
    return true;
}

bool ReviewController::mergeFrom(const QString &path, QWidget *dialogParent, QString *error)
{
    if (!m_review->readOnlyReason().isEmpty()) {
        *error = m_review->readOnlyReason();
        return false;
    }
    const RecordPtr record = m_review->record();
    const std::optional<review::ReviewData> theirs = review::ReviewSession::readForMerge(
        path, record ? record->paper.arxivId : QString(), error);
    if (!theirs)
        return false;
    const review::MergeResult result = review::merge(m_review->data(), *theirs);
    const QString name = QDir::toNativeSeparators(path);
    if (result.conflicts.isEmpty()) {
        m_review->applyMerge(result, {});
        //: %1 the colleague's review file, %n entries taken from it
        emit statusMessage(tr("Took in %1: %n decision(s) or note(s) added, no conflicts.", nullptr,
            result.takenFromTheirs)
                               .arg(name));
        return true;
    }
    QHash<QString, QString> titles;
    if (record) {
        for (const auto *list : { &record->outbound, &record->inbound }) {
            for (const Observation &o : *list)
                titles.insert(o.id, rowName(o));
        }
    }
    auto *dialog = new ReviewMergeDialog(result, titles, path, dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this, dialog, name](int code) {
        if (code != QDialog::Accepted) {
            emit statusMessage(tr("Nothing was taken in from %1.").arg(name));
            return;
        }
        m_review->applyMerge(dialog->result(), dialog->choices());
        emit statusMessage(tr("Took in %1.").arg(name));
    });
    dialog->open();
    return true;
}

} // namespace pith::ui

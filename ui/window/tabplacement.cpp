// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/tabplacement.h"

#include "models/items/displaytext.h"
#include "models/net/identifier.h"
#include "models/open/inputrule.h"
#include "models/open/recordopener.h"
#include "ui/window/librarytab.h"
#include "ui/window/recordview.h"

#include <QFileInfo>
#include <QTabBar>
#include <QTabWidget>

namespace pith::ui {

TabPlacement::TabPlacement(QObject *parent)
    : QObject(parent)
{
}

TabPlacement::~TabPlacement() = default;

QString TabPlacement::sampleRecordPath() { return QStringLiteral(":/pith/sample-record.json"); }

void TabPlacement::setTabs(QTabWidget *tabs, ViewFactory makeView, ViewAdder addView)
{
    m_tabs = tabs;
    m_makeView = std::move(makeView);
    m_addView = std::move(addView);
}

void TabPlacement::setOpener(open::RecordOpener *opener) { m_opener = opener; }

RecordView *TabPlacement::currentView() const
{
    return m_tabs ? qobject_cast<RecordView *>(m_tabs->currentWidget()) : nullptr;
}

QList<RecordView *> TabPlacement::views() const
{
    QList<RecordView *> out;
    for (int i = 0; m_tabs && i < m_tabs->count(); ++i) {
        if (auto *v = qobject_cast<RecordView *>(m_tabs->widget(i)))
            out.append(v);
    }
    return out;
}

RecordView *TabPlacement::viewShowing(const QString &path) const
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (RecordView *v : views()) {
        if (v->source().kind == RecordSource::Kind::File
            && QFileInfo(v->source().location).absoluteFilePath() == absolute)
            return v;
    }
    return nullptr;
}

RecordView *TabPlacement::viewShowingPaper(const QString &arxivId) const
{
    const QString id = net::normalizeIdentifier(arxivId, m_opener->baseUrl()).arxivId;
    if (id.isEmpty())
        return nullptr;
    for (RecordView *v : views()) {
        if (v->record() && net::normalizeIdentifier(v->record()->paper.arxivId).arxivId == id)
            return v;
    }
    return nullptr;
}

void TabPlacement::openFile(const QString &path)
{
    if (open::classifyLibraryInput(path) != open::LibraryInputKind::Record) {
        openLibrary(path); // a folder, or a list of papers
        return;
    }
    if (RecordView *existing = viewShowing(path)) {
        m_tabs->setCurrentWidget(existing);
        return;
    }
    track(m_opener->openFile(path), {});
}

void TabPlacement::openLibrary(const QString &folder, bool asList)
{
    auto *tab = new LibraryTab(m_tabs);
    QString error;
    const bool opened = asList || open::classifyLibraryInput(folder) == open::LibraryInputKind::List
        ? tab->openList(folder, m_opener->fetcher(), m_opener->policy(), &error)
        : tab->openFolder(folder, &error);
    if (!opened) {
        delete tab;
        emit libraryFailed(error);
        return;
    }
    connect(
        tab, &LibraryTab::openRecordRequested, this, [this](const QString &source, bool fromFile) {
            if (fromFile)
                openFile(source);
            else
                openPaper(source, true);
        });
    const int index = m_tabs->addTab(tab, plain::mnemonicSafe(plain::elided(tab->title(), 40)));
    m_tabs->setTabToolTip(index, plain::toolTip(tab->location()));
    m_tabs->setCurrentIndex(index);
    emit libraryOpened(tab);
}

void TabPlacement::openSample() { track(m_opener->openSample(sampleRecordPath()), {}); }

void TabPlacement::openPaper(const QString &arxivId, bool newTab)
{
    // A paper already open is shown where it is, not fetched into a second tab.
    if (RecordView *open = viewShowingPaper(arxivId)) {
        m_tabs->setCurrentWidget(open);
        emit alreadyOpen(open);
        return;
    }
    RecordView *target = newTab ? nullptr : currentView();
    fetch(arxivId, target, target != nullptr);
}

void TabPlacement::reload(RecordView *view)
{
    if (view)
        track(m_opener->reload(view->source()), { view, true, false });
}

void TabPlacement::fetch(const QString &input, RecordView *target, bool navigate)
{
    track(m_opener->fetch(input), { target, target != nullptr, navigate });
}

void TabPlacement::track(open::OpenJob *job, const Target &target)
{
    if (!target.wantsView && !m_spare && m_makeView)
        m_spare = m_makeView();
    connect(job, &open::OpenJob::finished, this,
        [this, target, job](const RecordPtr &record, const RecordSource &source) {
            onLoaded(target, record, source, job->fetchedBytes());
        });
    connect(job, &open::OpenJob::failed, this, &TabPlacement::failed);
    connect(job, &open::OpenJob::cancelled, this,
        [this, job](open::OpenJob::State state) { emit cancelled(state, job->source()); });
}

void TabPlacement::onLoaded(const Target &target, const RecordPtr &record,
    const RecordSource &source, const QByteArray &fetchedBytes)
{
    RecordView *view = target.view;
    if (target.wantsView && !view) {
        emit placed(nullptr, record, source, fetchedBytes, Placed::Reloaded);
        return; // its tab was closed meanwhile
    }
    Placed how = Placed::NewTab;
    if (view && target.navigate) {
        view->navigateTo(record, source);
        m_tabs->setCurrentWidget(view);
        how = Placed::Navigated;
    } else if (view) {
        view->setRecord(record, source);
        how = Placed::Reloaded;
    } else {
        view = showInNewTab(record, source);
    }
    emit placed(view, record, source, fetchedBytes, how);
}

RecordView *TabPlacement::showInNewTab(RecordPtr record, const RecordSource &source)
{
    RecordView *view = m_spare ? m_spare.data() : m_makeView();
    m_spare.clear();
    m_addView(view);
    view->navigateTo(std::move(record), source);
    m_tabs->setCurrentWidget(view);
    return view;
}

QString TabPlacement::sessionEntry(const RecordSource &s)
{
    switch (s.kind) {
    case RecordSource::Kind::File:
        return QStringLiteral("file:") + QFileInfo(s.location).absoluteFilePath();
    case RecordSource::Kind::Fetched:
        return QStringLiteral("paper:") + s.location;
    case RecordSource::Kind::Sample:
        return QStringLiteral("sample:");
    }
    return {};
}

QStringList TabPlacement::sessionEntries() const
{
    QStringList entries;
    for (RecordView *v : views())
        entries.append(sessionEntry(v->source()));
    return entries;
}

void TabPlacement::restoreSession(const QStringList &entries, const QString &current)
{
    for (const QString &entry : entries) {
        if (entry.startsWith(u"file:"))
            openFile(entry.mid(5));
        else if (entry.startsWith(u"paper:"))
            fetch(entry.mid(6), nullptr, false);
        else if (entry == u"sample:")
            openSample();
    }
    // Files and fetches finish in any order: once all are in, the tabs are put back in the
    // session's order and the one that was current is chosen.
    if (!entries.isEmpty()) {
        auto *once = new QObject(this);
        connect(m_opener, &open::RecordOpener::idle, once, [this, once, entries, current] {
            arrange(entries, current);
            once->deleteLater();
        });
    }
}

void TabPlacement::arrange(const QStringList &entries, const QString &current)
{
    if (!m_tabs)
        return;
    QList<RecordView *> placed;
    for (const QString &entry : entries) {
        for (RecordView *v : views()) {
            if (!placed.contains(v) && sessionEntry(v->source()) == entry) {
                m_tabs->tabBar()->moveTab(m_tabs->indexOf(v), int(placed.size()));
                placed.append(v);
                break;
            }
        }
    }
    for (RecordView *v : std::as_const(placed)) {
        if (sessionEntry(v->source()) == current) {
            m_tabs->setCurrentWidget(v);
            break;
        }
    }
}

} // namespace pith::ui

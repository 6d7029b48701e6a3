// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/openstatus.h"

#include "models/open/recordopener.h"

#include <QApplication>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QStyle>
#include <QToolButton>

namespace pith::ui {

OpenStatus::OpenStatus(QWidget *parent)
    : QWidget(parent)
    , m_busyLabel(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
{
    setObjectName(QStringLiteral("openStatus"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_busyLabel->setTextFormat(Qt::PlainText);
    m_busyLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter); // beside its bar
    m_progress->setObjectName(QStringLiteral("loadProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(200);
    m_progress->setTextVisible(false);
    m_progress->setAccessibleName(tr("Progress"));
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setIcon(QIcon::fromTheme(QStringLiteral("process-stop"),
        QApplication::style()->standardIcon(QStyle::SP_BrowserStop)));
    m_cancel->setToolTip(tr("Cancel"));
    m_cancel->setAccessibleName(tr("Cancel loading"));
    m_cancel->setAutoRaise(true);
    connect(m_cancel, &QToolButton::clicked, this, [this] {
        if (m_opener)
            m_opener->cancelAll();
    });
    layout->addWidget(m_busyLabel);
    layout->addWidget(m_progress);
    layout->addWidget(m_cancel);
    setBusy(false);
}

OpenStatus::~OpenStatus() = default;

void OpenStatus::setOpener(open::RecordOpener *opener)
{
    if (m_opener)
        disconnect(m_opener, nullptr, this, nullptr);
    m_opener = opener;
    m_shownJob.clear();
    if (m_opener) {
        connect(m_opener, &open::RecordOpener::activityChanged, this, &OpenStatus::updateBusy);
        connect(m_opener, &open::RecordOpener::activeProgressChanged, this,
            &OpenStatus::updateProgress);
    }
    updateBusy();
}

QString OpenStatus::text() const { return isHidden() ? QString() : m_busyLabel->text(); }

void OpenStatus::setBusy(bool busy, const QString &what)
{
    m_busyLabel->setText(what);
    setVisible(busy);
    if (busy)
        m_progress->setValue(0);
}

void OpenStatus::updateBusy()
{
    open::OpenJob *job = m_opener ? m_opener->activeJob() : nullptr;
    if (!job) {
        m_shownJob.clear();
        setBusy(false);
        return;
    }
    // setBusy() starts the bar anew: only when another job, or another stage of it, is shown
    if (job != m_shownJob || int(job->state()) != m_shownState) {
        m_shownJob = job;
        m_shownState = int(job->state());
        const open::RecordSource &s = job->source();
        if (job->state() == open::OpenJob::State::Parsing) {
            const QString name = s.kind == open::RecordSource::Kind::Sample
                ? tr("the sample record")
                : s.kind == open::RecordSource::Kind::Fetched ? s.location
                                                              : QFileInfo(s.location).fileName();
            setBusy(true, tr("Opening %1…").arg(name));
            m_progress->setRange(0, 1000);
        } else {
            setBusy(true, tr("Fetching %1…").arg(s.location));
            m_progress->setRange(0, 0);
        }
    }
    updateProgress();
}

void OpenStatus::updateProgress()
{
    open::OpenJob *job = m_shownJob;
    if (!job)
        return;
    if (job->state() == open::OpenJob::State::Parsing) {
        m_progress->setValue(job->progress());
    } else if (job->state() == open::OpenJob::State::Fetching && job->receivedBytes() > 0) {
        if (job->totalBytes() > 0) {
            m_progress->setRange(0, 1000);
            m_progress->setValue(int(job->receivedBytes() * 1000 / job->totalBytes()));
        }
        m_busyLabel->setText(
            tr("Fetching %1… %2")
                .arg(job->source().location, QLocale().formattedDataSize(job->receivedBytes())));
    }
}

} // namespace pith::ui

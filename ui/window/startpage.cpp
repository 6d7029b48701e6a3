// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/startpage.h"

#include "ui/window/settings.h"

#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace pith::ui {

StartPage::StartPage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("startPage"));
    auto *outer = new QHBoxLayout(this);
    auto *column = new QVBoxLayout;
    outer->addStretch(1);
    outer->addLayout(column, 2);
    outer->addStretch(1);

    auto *title = new QLabel(tr("Pith Ledger"), this);
    QFont f = title->font();
    f.setPointSizeF(f.pointSizeF() * 2.0);
    f.setBold(true);
    title->setFont(f);
    auto *intro = new QLabel(tr("Browse Pith Paper Citation Records: what a paper cites, who cites "
                                "it, how each reference "
                                "was resolved, and whether every digest verifies."),
        this);
    intro->setWordWrap(true);

    auto *sample = new QPushButton(tr("Open the &Sample Record"), this);
    sample->setObjectName(QStringLiteral("openSampleButton"));
    sample->setToolTip(tr("The bundled record of arXiv:2509.00217 (21 outbound references)"));
    sample->setDefault(true);
    auto *open = new QPushButton(tr("&Open a File…"), this);
    auto *location = new QPushButton(tr("Open by arXiv &Id or URL…"), this);
    connect(sample, &QPushButton::clicked, this, &StartPage::openSampleRequested);
    connect(open, &QPushButton::clicked, this, &StartPage::openFileRequested);
    connect(location, &QPushButton::clicked, this, &StartPage::openLocationRequested);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(sample);
    buttons->addWidget(open);
    buttons->addWidget(location);
    buttons->addStretch(1);

    auto *recentLabel = new QLabel(tr("&Recent files"), this);
    m_recent = new QListWidget(this);
    m_recent->setObjectName(QStringLiteral("recentList"));
    m_recent->setAccessibleName(tr("Recent files"));
    recentLabel->setBuddy(m_recent);
    connect(m_recent, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        emit openRecentRequested(item->data(Qt::UserRole).toString());
    });

    auto *hint = new QLabel(tr("You can also drop record files on this window."), this);
    hint->setEnabled(false);

    column->addStretch(1);
    column->addWidget(title);
    column->addWidget(intro);
    column->addSpacing(12);
    column->addLayout(buttons);
    column->addSpacing(12);
    column->addWidget(recentLabel);
    column->addWidget(m_recent, 2);
    column->addWidget(hint);
    column->addStretch(1);
}

void StartPage::setRecentFiles(const QStringList &files)
{
    m_recent->clear();
    for (const QString &path : files) {
        // A list item shows its text literally.
        // a fetched paper is kept by its arXiv id, a file by its path
        const QString text = Settings::isRecentPaper(path)
            ? QStringLiteral("arXiv:") + path
            : QStringLiteral("%1 — %2").arg(QFileInfo(path).fileName(), path);
        auto *item = new QListWidgetItem(text, m_recent);
        item->setData(Qt::UserRole, path);
        item->setToolTip(path.toHtmlEscaped().prepend(QStringLiteral("<p>")));
    }
    if (files.isEmpty()) {
        auto *item = new QListWidgetItem(tr("No recent files yet."), m_recent);
        item->setFlags(Qt::NoItemFlags);
    }
}

} // namespace pith::ui

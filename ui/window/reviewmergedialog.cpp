// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/reviewmergedialog.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QDir>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace pith::ui {

namespace {

QString describe(const review::Entry &e, bool recordNote)
{
    QStringList parts;
    if (!recordNote)
        parts.append(review::decisionLabel(e.decision));
    if (!e.note.isEmpty())
        //: a review note quoted in the merge dialog
        parts.append(ReviewMergeDialog::tr("note: “%1”").arg(e.note));
    if (!e.reviewer.isEmpty() || e.at.isValid())
        //: who decided and when, in the merge dialog
        parts.append(
            ReviewMergeDialog::tr("(%1, %2)")
                .arg(e.reviewer, QLocale().toString(e.at.toLocalTime(), QLocale::ShortFormat)));
    return parts.join(u' ');
}

} // namespace

ReviewMergeDialog::ReviewMergeDialog(const review::MergeResult &result,
    const QHash<QString, QString> &titles, const QString &theirFile, QWidget *parent)
    : QDialog(parent)
    , m_result(result)
{
    setObjectName(QStringLiteral("reviewMergeDialog"));
    setWindowTitle(tr("Take in a Review"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        //: %1 the colleague's review file, %n how many observations both changed differently
        tr("%1 and your review disagree on %n item(s). Choose the version to keep for each; the "
           "other decisions of both are combined.",
            nullptr, int(result.conflicts.size()))
            .arg(QDir::toNativeSeparators(theirFile)),
        this);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto *box = new QWidget(scroll);
    auto *list = new QVBoxLayout(box);
    for (int i = 0; i < result.conflicts.size(); ++i) {
        const review::Conflict &c = result.conflicts.at(i);
        const bool recordNote = c.observationId.isEmpty();
        auto *group = new QGroupBox(
            recordNote ? tr("Record note") : titles.value(c.observationId, c.observationId), box);
        auto *g = new QVBoxLayout(group);
        auto *mine = new QRadioButton(tr("Mine: %1").arg(describe(c.mine, recordNote)), group);
        auto *theirs
            = new QRadioButton(tr("Theirs: %1").arg(describe(c.theirs, recordNote)), group);
        mine->setObjectName(QStringLiteral("mine_%1").arg(i));
        theirs->setObjectName(QStringLiteral("theirs_%1").arg(i));
        mine->setChecked(true);
        auto *buttons = new QButtonGroup(group);
        buttons->addButton(mine);
        buttons->addButton(theirs);
        g->addWidget(mine);
        g->addWidget(theirs);
        list->addWidget(group);
        m_theirs.append(theirs);
    }
    list->addStretch(1);
    scroll->setWidget(box);
    layout->addWidget(scroll, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Take In"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 420);
}

QList<bool> ReviewMergeDialog::choices() const
{
    QList<bool> out;
    for (const QRadioButton *b : m_theirs)
        out.append(b->isChecked());
    return out;
}

void ReviewMergeDialog::choose(int i, bool theirs)
{
    if (i < 0 || i >= m_theirs.size())
        return;
    if (theirs)
        m_theirs.at(i)->setChecked(true);
    else
        findChild<QRadioButton *>(QStringLiteral("mine_%1").arg(i))->setChecked(true);
}

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/recordheader.h"

#include "models/items/displaytext.h"
#include "models/record/notice.h"
#include "models/record/subset.h"
#include "ui/paint/integritystyle.h"
#include "ui/paint/statusstyle.h"
#include "ui/widgets/integritybadge.h"
#include "ui/widgets/integritydialog.h"

#include <QDateTime>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QHideEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTimeZone>
#include <QVBoxLayout>

#include <algorithm>

namespace pith::ui {

namespace {

QLabel *plainLabel(QWidget *parent, const QString &objectName, bool wrap)
{
    auto *l = new QLabel(parent);
    l->setObjectName(objectName);
    l->setTextFormat(Qt::PlainText); // record text is data, never markup
    l->setWordWrap(wrap);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setSizePolicy(
        wrap ? QSizePolicy::Expanding : QSizePolicy::Preferred, QSizePolicy::Preferred);
    // A wrapped label is at least as wide as its longest word: a title of 2,000 characters
    // without a space made the window 25,000 pixels wide. The word is clipped instead.
    if (wrap)
        l->setMinimumWidth(1);
    return l;
}

QDateTime parseTime(const QString &text)
{
    QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(text, Qt::ISODate);
    return t;
}

} // namespace

RecordHeader::RecordHeader(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("recordHeader"));
    m_title = plainLabel(this, QStringLiteral("titleLabel"), true);
    m_arxivId = plainLabel(this, QStringLiteral("arxivIdLabel"), false);
    m_category = plainLabel(this, QStringLiteral("categoryLabel"), false);
    m_asOf = plainLabel(this, QStringLiteral("asOfLabel"), false);
    m_thesis = plainLabel(this, QStringLiteral("thesisLabel"), true);
    m_refusal = plainLabel(this, QStringLiteral("refusalLabel"), true);
    m_badge = new IntegrityBadge(this);
    m_notices = new QWidget(this);
    m_notices->setObjectName(QStringLiteral("noticeSummary"));
    m_notices->setAccessibleName(tr("Standing notices"));
    auto *noticeLayout = new QVBoxLayout(m_notices);
    noticeLayout->setContentsMargins(0, 0, 0, 0);
    noticeLayout->setSpacing(0);
    m_notices->hide();

    m_title->setAccessibleName(tr("Paper title"));
    m_arxivId->setAccessibleName(tr("arXiv identifier and version"));
    m_category->setAccessibleName(tr("Primary category"));
    m_category->setToolTip(tr("Primary arXiv category"));
    m_asOf->setAccessibleName(tr("Record assembled"));
    m_thesis->setAccessibleName(tr("Thesis"));
    m_refusal->setAccessibleName(tr("Refusal"));

    auto *top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_badge, 0, Qt::AlignTop | Qt::AlignRight);

    auto *meta = new QHBoxLayout;
    meta->setSpacing(fontMetrics().horizontalAdvance(QLatin1Char('M')));
    meta->addWidget(m_arxivId);
    meta->addWidget(m_category);
    meta->addWidget(m_asOf);
    meta->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(meta);
    layout->addWidget(m_notices);
    layout->addWidget(m_thesis);
    layout->addWidget(m_refusal);

    connect(m_badge, &IntegrityBadge::clicked, this, [this] {
        emit integrityDetailsRequested();
        if (m_opensDialog)
            showIntegrityDetails();
    });
    applyFonts();
    refresh();
}

void RecordHeader::setRecord(RecordPtr record)
{
    m_record = std::move(record);
    refresh();
    if (m_dialog)
        m_dialog->setRecord(m_record);
}

void RecordHeader::showIntegrityDetails()
{
    if (!m_dialog) {
        m_dialog = new IntegrityDialog(this);
        m_dialog->setRecord(m_record);
        connect(m_dialog, &IntegrityDialog::observationActivated, this,
            &RecordHeader::observationRequested);
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

void RecordHeader::applyFonts()
{
    QFont title = font();
    title.setPointSizeF(title.pointSizeF() * 1.4);
    title.setBold(true);
    m_title->setFont(title);
    QFont meta = font();
    meta.setBold(true);
    m_arxivId->setFont(meta);
    QFont refusal = font();
    refusal.setItalic(true);
    m_refusal->setFont(refusal);
}

void RecordHeader::hideEvent(QHideEvent *event)
{
    // Another tab was chosen: this tab's integrity details do not stay over it.
    if (m_dialog && !event->spontaneous())
        m_dialog->close();
    QWidget::hideEvent(event);
}

void RecordHeader::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        applyFonts();
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void RecordHeader::refresh()
{
    const Record *r = m_record.get();
    m_badge->setRecord(m_record);
    if (!r) {
        m_title->setText(tr("No record open"));
        for (QLabel *l : { m_arxivId, m_category, m_asOf, m_thesis, m_refusal }) {
            l->clear();
            l->setToolTip(QString());
        }
        setAccessibleName(tr("Record header"));
        setAccessibleDescription(QString());
        return;
    }
    const Paper &p = r->paper;
    m_title->setText(p.title.isEmpty() ? tr("(untitled)") : displayCapped(p.title));
    m_title->setToolTip(p.title.isEmpty() ? QString() : plain::toolTip(displayCapped(p.title)));

    QString id = p.arxivId.isEmpty() ? tr("arXiv id not stated") : tr("arXiv:%1").arg(p.arxivId);
    if (p.latestVersion)
        //: arXiv id followed by its version, e.g. "arXiv:2509.00217 v1"
        id = tr("%1 v%2").arg(id).arg(*p.latestVersion);
    m_arxivId->setText(displayCapped(id, 200));
    m_arxivId->setToolTip(
        plain::toolTip(tr("Submitted %1, last updated %2")
                           .arg(p.submittedAt.isEmpty() ? tr("(not stated)") : p.submittedAt,
                               p.lastUpdated.isEmpty() ? tr("(not stated)") : p.lastUpdated)));

    // A record without a category shows nothing there, not a placeholder.
    m_category->setText(displayCapped(p.primaryCategory, 200));
    m_category->setVisible(!p.primaryCategory.isEmpty());

    // The record's own (UTC) date, as its thesis words it, in the user's locale; the exact UTC
    // time and the local time on hover.
    const QDateTime asOf = parseTime(r->asOf);
    if (asOf.isValid()) {
        const QDateTime utc = asOf.toUTC();
        // The date as the thesis words it, in the program's language ("10 August 2026",
        // "10. August 2026"), and the time of day in UTC.
        //: %1 the record's date, %2 its time of day in UTC
        m_asOf->setText(tr("As of %1, %2 UTC")
                            .arg(longDate(utc.toString(Qt::ISODate)),
                                QLocale().toString(utc.time(), QLocale::ShortFormat)));
        m_asOf->setToolTip(
            plain::toolTip(tr("Assembled %1 (UTC)\nLocal time: %2")
                               .arg(utc.toString(Qt::ISODateWithMs),
                                   QLocale().toString(asOf.toLocalTime(), QLocale::LongFormat))));
    } else {
        const QString asOfText = displayCapped(r->asOf, 100);
        m_asOf->setText(r->asOf.isEmpty() ? tr("As of: not stated") : tr("As of %1").arg(asOfText));
        m_asOf->setToolTip(r->asOf.isEmpty()
                ? QString()
                : plain::toolTip(tr("Not an RFC 3339 time: %1").arg(asOfText)));
    }

    // Standing notices first: a curator must not miss a cited work's retraction.
    // Plain-text flat buttons (record text is never markup), in the failure colour, bold.
    qDeleteAll(m_notices->findChildren<QPushButton *>(Qt::FindDirectChildrenOnly));
    const auto lines = noticeLines();
    for (const auto &[type, sentence] : lines) {
        auto *b = new QPushButton(m_notices);
        b->setObjectName(QStringLiteral("noticeButton_") + type);
        b->setFlat(true);
        b->setCursor(Qt::PointingHandCursor);
        QString text = sentence;
        b->setText(text.replace(QLatin1Char('&'), QStringLiteral("&&")));
        b->setToolTip(tr("Click to show only these rows."));
        b->setAccessibleName(sentence);
        const QColor colour
            = integrityColour(IntegrityLevel::ObservationFailures, isDarkPalette(palette()));
        b->setStyleSheet(QStringLiteral("QPushButton { text-align: left; padding: 1px 0px; border: "
                                        "none; font-weight: bold; color: %1; }")
                             .arg(colour.name()));
        const QString key = type;
        connect(b, &QPushButton::clicked, this, [this, key] { emit eventFilterRequested(key); });
        m_notices->layout()->addWidget(b);
    }
    m_notices->setVisible(!lines.isEmpty());

    // A subset exported by Pith Ledger says what it is; the source's thesis no longer describes it.
    if (const auto subset = exportSubset(*r)) {
        m_thesis->setText(displayCapped(subset->sentence(p.arxivId)));
        m_thesis->setToolTip(
            plain::toolTip(tr("The source record's thesis: %1").arg(displayCapped(r->thesis))));
        m_thesis->setVisible(true);
    } else {
        m_thesis->setText(displayCapped(r->thesis));
        m_thesis->setToolTip(QString());
        m_thesis->setVisible(!r->thesis.isEmpty());
    }
    m_refusal->setText(displayCapped(r->refusal));
    m_refusal->setVisible(!r->refusal.isEmpty());

    setAccessibleName(tr("Record header: %1").arg(m_title->text()));
    setAccessibleDescription(
        QStringList({ m_arxivId->text(), m_category->text(), m_asOf->text(),
                        m_badge->summary().text, m_thesis->text(), m_refusal->text() })
            .join(QLatin1Char('\n')));
}

QString RecordHeader::noticeSummary() const
{
    QStringList sentences;
    for (const auto &[type, sentence] : noticeLines())
        sentences.append(sentence);
    return sentences.join(QLatin1Char('\n'));
}

QList<QPair<QString, QString>> RecordHeader::noticeLines() const
{
    return m_record ? noticeSummaryLines(*m_record) : QList<QPair<QString, QString>>();
}

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/standingsourcespanel.h"

#include "models/items/displaytext.h"

#include <QDateTime>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace pith::ui {

StandingSourcesPanel::StandingSourcesPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("standingSourcesPanel"));
    m_rows = new QVBoxLayout(this);
    m_rows->setContentsMargins(0, 0, 0, 0);
    setAccessibleName(tr("Standing sources"));
    rebuild();
}

void StandingSourcesPanel::setRecord(RecordPtr record)
{
    m_record = std::move(record);
    rebuild();
}

QStringList StandingSourcesPanel::lines() const
{
    QStringList out;
    for (const QLabel *l : m_labels)
        out << l->text();
    return out;
}

void StandingSourcesPanel::rebuild()
{
    qDeleteAll(m_labels);
    m_labels.clear();
    auto addLine = [this](const QString &text, const QString &toolTip) {
        auto *label = new QLabel(this);
        label->setObjectName(QStringLiteral("standingSourcesText"));
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setText(text);
        if (!toolTip.isEmpty())
            label->setToolTip(plain::toolTip(toolTip));
        m_rows->addWidget(label);
        m_labels << label;
    };
    const QList<SourceReceipt> sources
        = m_record ? m_record->standingSources : QList<SourceReceipt>();
    // One label per source; a hostile file with thousands of them gets a count, not thousands of
    // labels.
    constexpr qsizetype kMaxLines = 200;
    for (qsizetype i = 0; i < sources.size() && i < kMaxLines; ++i) {
        const SourceReceipt &s = sources.at(i);
        QDateTime t = QDateTime::fromString(s.observedAt, Qt::ISODateWithMs);
        if (!t.isValid())
            t = QDateTime::fromString(s.observedAt, Qt::ISODate);
        const QString name
            = s.source.isEmpty() ? tr("(unnamed source)") : displayCapped(s.source, 500);
        if (t.isValid()) {
            //: A standing source and when it was checked; %2 a local date and time
            addLine(tr("%1, observed %2")
                        .arg(name, QLocale().toString(t.toLocalTime(), QLocale::ShortFormat)),
                tr("Observed %1 (UTC)").arg(t.toUTC().toString(Qt::ISODateWithMs)));
        } else if (!s.observedAt.isEmpty()) {
            addLine(tr("%1, observed %2").arg(name, displayCapped(s.observedAt, 100)), QString());
        } else {
            addLine(tr("%1, observation time not stated").arg(name), QString());
        }
    }
    // the record's count: the reader keeps the first kElementsKept sources
    const qsizetype total = m_record ? m_record->standingSourceCount() : 0;
    if (total > kMaxLines)
        addLine(tr("%Ln more source(s) not listed", nullptr,
                    int(std::min<qsizetype>(total - kMaxLines, INT_MAX))),
            QString());
    if (sources.isEmpty())
        addLine(m_record ? tr("No standing source is recorded.") : QString(), QString());
    setAccessibleDescription(lines().join(QLatin1Char('\n')));
}

} // namespace pith::ui

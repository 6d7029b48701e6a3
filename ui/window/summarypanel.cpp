// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/summarypanel.h"

#include "models/record/audit.h"
#include "models/record/wording.h"
#include "ui/window/plaintext.h"

#include <QGroupBox>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace pith::ui {

namespace {

QLabel *plainLabel(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

} // namespace

HeaderBox::HeaderBox(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("recordHeader"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_title = plainLabel(QString(), this);
    m_title->setObjectName(QStringLiteral("headerTitle"));
    QFont f = m_title->font();
    f.setPointSizeF(f.pointSizeF() * 1.35);
    f.setBold(true);
    m_title->setFont(f);
    m_meta = plainLabel(QString(), this);
    m_thesis = plainLabel(QString(), this);
    m_refusal = plainLabel(QString(), this);
    QFont small = m_refusal->font();
    small.setItalic(true);
    m_refusal->setFont(small);
    m_integrity = plainLabel(QString(), this);
    m_integrity->setObjectName(QStringLiteral("integrityBadge"));
    for (QLabel *l : {m_title, m_meta, m_thesis, m_refusal, m_integrity})
        layout->addWidget(l);
}

void HeaderBox::setRecord(RecordPtr record)
{
    if (!record)
        return;
    const Record &r = *record;
    m_title->setText(r.paper.title.isEmpty() ? tr("Untitled paper") : r.paper.title);
    m_title->setAccessibleName(tr("Paper title"));
    QString id = r.paper.arxivId;
    if (r.paper.latestVersion)
        id += QStringLiteral(" v%1").arg(*r.paper.latestVersion);
    m_meta->setText(tr("arXiv:%1 · %2 · as of %3 · %4").arg(id, r.paper.primaryCategory, r.asOf, r.schema));
    m_thesis->setText(r.thesis);
    m_refusal->setText(r.refusal);
    m_integrity->setText(integrityVerdict(r));
}

SummaryPanel::SummaryPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("summaryPanel"));
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
}

void SummaryPanel::setRecord(RecordPtr record)
{
    m_record = std::move(record);
    rebuild();
}

void SummaryPanel::rebuild()
{
    qDeleteAll(m_parts);
    m_parts.clear();
    while (QLayoutItem *item = m_layout->takeAt(0))
        delete item;
    if (!m_record)
        return;
    const Record &r = *m_record;

    auto *coverage = new QGroupBox(tr("Coverage"), this);
    coverage->setObjectName(QStringLiteral("coverageBox"));
    auto *cl = new QVBoxLayout(coverage);
    for (const CoverageLane &lane : r.coverage) {
        auto *l = plainLabel(laneWording(lane), coverage);
        l->setToolTip(plain::toolTip(tr("%1\nSource: %2, observed %3").arg(lane.note, lane.source, lane.sourceObservedAt)));
        cl->addWidget(l);
    }
    m_parts.append(coverage);

    auto *breakdown = new QGroupBox(tr("Resolution breakdown"), this);
    breakdown->setObjectName(QStringLiteral("breakdownBox"));
    auto *bl = new QVBoxLayout(breakdown);
    QStringList states = knownResolutionStates();
    QHash<QString, int> counts;
    for (const Observation &o : r.outbound) {
        counts[o.resolution.status] += 1;
        if (!states.contains(o.resolution.status))
            states.append(o.resolution.status);
    }
    for (const QString &s : std::as_const(states)) {
        auto *b = new QToolButton(breakdown);
        b->setObjectName(QStringLiteral("breakdown_%1").arg(s));
        b->setText(plain::mnemonicSafe(QStringLiteral("%1  %2").arg(stateDisplayName(s)).arg(counts.value(s))));
        b->setAutoRaise(true);
        b->setToolTip(plain::toolTip(tr("Filter the table to %1").arg(stateDisplayName(s))));
        connect(b, &QToolButton::clicked, this, [this, s] { emit stateActivated(s); });
        bl->addWidget(b);
    }
    m_parts.append(breakdown);

    auto *sources = new QGroupBox(tr("Standing sources"), this);
    auto *sl = new QVBoxLayout(sources);
    if (r.standingSources.isEmpty())
        sl->addWidget(plainLabel(tr("No standing source is listed."), sources));
    for (const SourceReceipt &s : r.standingSources)
        sl->addWidget(plainLabel(tr("%1, observed %2").arg(s.source, s.observedAt), sources));
    m_parts.append(sources);

    auto *external = new QGroupBox(tr("External citation measurements"), this);
    auto *el = new QVBoxLayout(external);
    if (r.externalCitationMeasurements.isEmpty())
        el->addWidget(plainLabel(tr("No source-named external measurement is stored."), external));
    for (const QString &m : r.externalCitationMeasurements)
        el->addWidget(plainLabel(m, external));
    m_parts.append(external);

    for (QWidget *w : std::as_const(m_parts))
        m_layout->addWidget(w);
    m_layout->addStretch(1);
}

} // namespace pith::ui

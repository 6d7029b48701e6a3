// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/integritydialog.h"

#include "models/items/displaytext.h"
#include "models/record/audit.h"
#include "models/record/wording.h"
#include "ui/paint/integritystyle.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pith::ui {

namespace {

enum FailureColumn { FailRef, FailDirection, FailId, FailStated, FailComputed, FailColumnCount };
constexpr int kObservationIdRole = Qt::UserRole; // on an item: the observation it leads to
enum FindingColumn { FindSeverity, FindCode, FindMessage, FindPointer, FindColumnCount };

QLabel *plainLabel(QWidget *parent, const QString &objectName)
{
    auto *l = new QLabel(parent);
    l->setObjectName(objectName);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    return l;
}

void setItemText(QTreeWidgetItem *item, int column, const QString &text)
{
    item->setText(column, text);
    item->setToolTip(column, plain::toolTip(text));
}

} // namespace

IntegrityDialog::IntegrityDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("integrityDialog"));
    setWindowTitle(tr("Integrity"));
    setModal(false);
    setSizeGripEnabled(true);

    auto *layout = new QVBoxLayout(this);
    m_summary = plainLabel(this, QStringLiteral("integritySummaryLabel"));
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    layout->addWidget(m_summary);
    m_context = plainLabel(this, QStringLiteral("contextDigestLabel"));
    m_context->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    layout->addWidget(m_context);

    auto *failBox = new QGroupBox(tr("Observation digests that do not match"), this);
    auto *failLayout = new QVBoxLayout(failBox);
    m_failures = new QTreeWidget(failBox);
    m_failures->setObjectName(QStringLiteral("digestFailuresView"));
    m_failures->setColumnCount(FailColumnCount);
    m_failures->setHeaderLabels({
        //: Column: the reference's number in the citing paper's bibliography, as in the table
        tr("Ref."),
        //: Column: outbound or inbound
        tr("Direction"),
        //: Column: observation UUID
        tr("Observation"),
        //: Column: digest written in the record
        tr("Stated digest"),
        //: Column: digest recomputed over the canonical form
        tr("Computed digest"),
    });
    m_failures->setRootIsDecorated(false);
    m_failures->setUniformRowHeights(true);
    m_failures->setAlternatingRowColors(true);
    m_failures->setAccessibleName(tr("Observation digests that do not match"));
    // Both ends of a digest stay visible; the whole value is in the tooltip and in Copy.
    m_failures->setTextElideMode(Qt::ElideMiddle);
    failLayout->addWidget(m_failures);
    m_noFailures = plainLabel(failBox, QStringLiteral("noDigestFailuresLabel"));
    m_noFailures->setText(tr("Every observation digest matches."));
    failLayout->addWidget(m_noFailures);
    layout->addWidget(failBox, 1);

    auto *findBox = new QGroupBox(tr("Audit findings"), this);
    auto *findLayout = new QVBoxLayout(findBox);
    m_findings = new QTreeWidget(findBox);
    m_findings->setObjectName(QStringLiteral("auditFindingsView"));
    m_findings->setColumnCount(FindColumnCount);
    m_findings->setHeaderLabels({
        //: Column: error or warning
        tr("Severity"),
        //: Column: stable finding code such as state-count-mismatch
        tr("Code"),
        tr("Message"),
        //: Column: JSON pointer into the record
        tr("Where"),
    });
    m_findings->setRootIsDecorated(false);
    m_findings->setUniformRowHeights(true);
    m_findings->setAlternatingRowColors(true);
    m_findings->setAccessibleName(tr("Audit findings"));
    findLayout->addWidget(m_findings);
    m_noFindings = plainLabel(findBox, QStringLiteral("noAuditFindingsLabel"));
    m_noFindings->setText(tr("The audit reports no finding."));
    findLayout->addWidget(m_noFindings);
    layout->addWidget(findBox, 1);

    for (QTreeWidget *view : { m_failures, m_findings }) {
        connect(view, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
            const QString id = item->data(0, kObservationIdRole).toString();
            if (!id.isEmpty())
                emit observationActivated(id);
        });
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyButton"));
    copy->setToolTip(tr("Copy the failures and findings as text"));
    connect(copy, &QPushButton::clicked, this, &IntegrityDialog::copyToClipboard);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    const QFontMetrics fm(font());
    resize(fm.horizontalAdvance(QLatin1Char('M')) * 80, fm.height() * 32);
    setRecord(nullptr);
}

void IntegrityDialog::setRecord(RecordPtr record)
{
    m_record = std::move(record);
    m_failures->clear();
    m_findings->clear();

    const IntegritySummary summary = integritySummary(m_record.get());
    // The verdict's sentence leads with what fails, as the badge's text does.
    m_summary->setText(summary.description);
    if (!m_record) {
        m_context->clear();
        m_noFailures->hide();
        m_noFindings->hide();
        return;
    }
    const Record &r = *m_record;
    setWindowTitle(tr("Integrity of arXiv:%1").arg(r.paper.arxivId));
    const QString none = tr("(none stated)");
    m_context->setText(
        tr("Context digest stated:   %1\nContext digest computed: %2")
            .arg(r.contextDigest.isEmpty() ? none : r.contextDigest, r.computedContextDigest));

    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    // A hostile file can fail a million digests; list enough to act on and count the rest.
    constexpr int kMaxRows = 5000;
    int failed = 0;
    for (const auto *list : { &r.outbound, &r.inbound }) {
        for (const Observation &o : *list) {
            if (o.digestOk())
                continue;
            if (++failed > kMaxRows)
                continue;
            auto *item = new QTreeWidgetItem(m_failures);
            setItemText(item, FailRef,
                o.citation.referenceIndex ? QString::number(*o.citation.referenceIndex)
                                          : QStringLiteral("–"));
            setItemText(item, FailId, o.id.isEmpty() ? none : o.id);
            setItemText(item, FailDirection, directionLabel(o.direction));
            item->setData(FailRef, kObservationIdRole, o.id);
            item->setToolTip(
                FailRef, tr("Double-click or press Enter to select this row in the table."));
            setItemText(item, FailStated, o.digest.isEmpty() ? none : o.digest);
            setItemText(item, FailComputed, o.computedDigest);
            item->setFont(FailStated, fixed);
            item->setFont(FailComputed, fixed);
        }
    }
    if (failed > kMaxRows) {
        auto *more = new QTreeWidgetItem(m_failures);
        more->setText(FailRef, tr("%Ln more not listed", nullptr, failed - kMaxRows));
        more->setFlags(Qt::ItemIsEnabled);
    }
    const QList<Finding> &findings = summary.verdict.findings;
    for (qsizetype i = 0; i < findings.size() && i < kMaxRows; ++i) {
        const Finding &f = findings.at(i);
        auto *item = new QTreeWidgetItem(m_findings);
        const bool error = f.severity == Finding::Severity::Error;
        // Text and a sign, not colour alone.
        setItemText(item, FindSeverity,
            (error ? QStringLiteral("\u2716 ") : QStringLiteral("\u26a0 "))
                + severityLabel(f.severity));
        setItemText(item, FindCode, f.code);
        setItemText(item, FindMessage, f.displayText());
        setItemText(item, FindPointer, f.pointer);
        // A finding inside one observation leads to it too.
        static const QRegularExpression inObservation(
            QStringLiteral("^/(%1)/(\\d+)(/|$)").arg(directionNames().join(u'|')));
        const auto m = inObservation.match(f.pointer);
        if (m.hasMatch()) {
            const QList<Observation> &list
                = directionFromName(m.captured(1)) == Direction::Outbound ? r.outbound : r.inbound;
            const qsizetype index = m.captured(2).toLongLong();
            if (index >= 0 && index < list.size())
                item->setData(FindSeverity, kObservationIdRole, list.at(index).id);
        }
    }
    if (findings.size() > kMaxRows) {
        auto *more = new QTreeWidgetItem(m_findings);
        more->setText(
            FindMessage, tr("%Ln more not listed", nullptr, int(findings.size() - kMaxRows)));
        more->setFlags(Qt::ItemIsEnabled);
    }
    for (QTreeWidget *view : { m_failures, m_findings }) {
        for (int c = 0; c < view->columnCount(); ++c)
            view->resizeColumnToContents(c);
    }
    const int digestWidth = QFontMetrics(fixed).horizontalAdvance(QLatin1Char('0')) * 30;
    m_failures->setColumnWidth(
        FailStated, std::min(m_failures->columnWidth(FailStated), digestWidth));
    m_failures->setColumnWidth(
        FailComputed, std::min(m_failures->columnWidth(FailComputed), digestWidth));
    m_failures->header()->setStretchLastSection(true);
    m_failures->setVisible(failed > 0);
    m_noFailures->setVisible(failed == 0);
    m_findings->setVisible(m_findings->topLevelItemCount() > 0);
    m_noFindings->setVisible(m_findings->topLevelItemCount() == 0);
    // Only a box with rows takes the spare height.
    if (auto *box = qobject_cast<QBoxLayout *>(layout())) {
        box->setStretchFactor(m_failures->parentWidget(), failed > 0 ? 1 : 0);
        box->setStretchFactor(
            m_findings->parentWidget(), m_findings->topLevelItemCount() > 0 ? 1 : 0);
    }
    if (auto *box = qobject_cast<QGroupBox *>(m_failures->parentWidget()))
        box->setTitle(tr("Observation digests that do not match (%Ln)", nullptr, failed));
    if (auto *box = qobject_cast<QGroupBox *>(m_findings->parentWidget()))
        box->setTitle(tr("Audit findings (%Ln)", nullptr, int(findings.size())));
}

QString IntegrityDialog::asText() const
{
    QStringList lines;
    lines << m_summary->text() << m_context->text() << QString();
    for (QTreeWidget *view : { m_failures, m_findings }) {
        QStringList header;
        for (int c = 0; c < view->columnCount(); ++c)
            header << view->headerItem()->text(c);
        lines << header.join(QLatin1Char('\t'));
        for (int i = 0; i < view->topLevelItemCount(); ++i) {
            QStringList cells;
            for (int c = 0; c < view->columnCount(); ++c)
                cells << view->topLevelItem(i)->text(c);
            lines << cells.join(QLatin1Char('\t'));
        }
        lines << QString();
    }
    return lines.join(QLatin1Char('\n'));
}

void IntegrityDialog::copyToClipboard() const
{
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setText(asText());
}

} // namespace pith::ui

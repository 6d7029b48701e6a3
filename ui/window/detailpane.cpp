// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/detailpane.h"

#include "ui/window/integritydetail.h"

#include "models/items/displaytext.h"
#include "models/items/jsontext.h"
#include "models/net/identifier.h"
#include "models/record/notice.h"
#include "models/record/parser.h"
#include "models/record/wording.h"
#include "ui/paint/messagestyle.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace pith::ui {

namespace {

bool isWebUrl(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    return url.isValid() && (url.scheme() == u"https" || url.scheme() == u"http")
        && !url.host().isEmpty();
}

QString orNone(const QString &v)
{
    //: Shown for a field whose value is null or missing
    return v.isEmpty() ? DetailPane::tr("none") : v;
}

QString orNone(const std::optional<qint64> &v)
{
    return v ? QString::number(*v) : DetailPane::tr("none");
}

void addPaper(
    QList<DetailSection> &sections, const QString &heading, const SharedOptional<PaperRef> &p)
{
    DetailSection s { heading, {} };
    if (!p) {
        s.rows.append({ DetailPane::tr("Paper"), DetailPane::tr("none") });
    } else {
        s.rows.append({ DetailPane::tr("Title"), orNone(p->title) });
        const QString id
            = p->version ? QStringLiteral("%1 v%2").arg(p->arxivId).arg(*p->version) : p->arxivId;
        s.rows.append({ DetailPane::tr("arXiv id"), orNone(id) });
        s.rows.append({ DetailPane::tr("Submitted"), orNone(p->submittedAt) });
        s.rows.append({ DetailPane::tr("Last updated"), orNone(p->lastUpdated) });
        s.rows.append({ DetailPane::tr("Snapshot observed"), orNone(p->snapshotObservedAt) });
    }
    sections.append(s);
}

} // namespace

ObservationDetail ObservationDetail::of(const Observation &o)
{
    ObservationDetail d;
    const QString title
        = o.otherTitle().isEmpty() ? DetailPane::tr("an untitled work") : o.otherTitle();
    d.headline = o.direction == Direction::Inbound
        ? DetailPane::tr("%1 cites this paper.").arg(title)
        : DetailPane::tr("This paper cites %1.").arg(title);
    if (o.citation.referenceIndex)
        d.reference = DetailPane::tr("Reference %1").arg(*o.citation.referenceIndex);
    const QString resolver = o.resolution.resolverSource.isEmpty()
        ? DetailPane::tr("no resolver link")
        : o.resolution.resolverSource;
    d.resolution = DetailPane::tr("Resolution: %1; %2, observed %3")
                       .arg(stateLabel(o.resolution.status), resolver, o.resolution.observedAt);
    if (o.notice.state == u"unavailable")
        d.notice = DetailPane::tr("Unavailable: %1.")
                       .arg(stateDisplayName(o.notice.reason.isEmpty()
                               ? DetailPane::tr("no reason given")
                               : o.notice.reason));
    else if (!o.notice.observation.isEmpty())
        d.notice = o.notice.observation;
    else
        d.notice = stateDisplayName(o.notice.state);
    d.digestOk = o.digestOk();
    if (o.digest.isEmpty())
        d.digestCheck
            = DetailPane::tr("No observation digest is stated; computed %1.").arg(o.computedDigest);
    else if (d.digestOk)
        d.digestCheck = DetailPane::tr("The observation digest verifies.");
    else
        d.digestCheck = DetailPane::tr("The observation digest does NOT match: the record states "
                                       "%1, the observation hashes to %2.")
                            .arg(o.digest, o.computedDigest);

    DetailSection obs { DetailPane::tr("Observation"), {} };
    obs.rows.append({ DetailPane::tr("Direction"),
        o.direction == Direction::Outbound ? DetailPane::tr("outbound")
                                           : DetailPane::tr("inbound") });
    obs.rows.append({ DetailPane::tr("Observation id"), orNone(o.id) });
    obs.rows.append({ DetailPane::tr("Stated digest"), orNone(o.digest) });
    obs.rows.append({ DetailPane::tr("Computed digest"), o.computedDigest });
    obs.rows.append({ DetailPane::tr("Reference index"), orNone(o.citation.referenceIndex) });
    obs.rows.append({ DetailPane::tr("Citation source"), orNone(o.citation.source) });
    obs.rows.append(
        { DetailPane::tr("Citation source observed"), orNone(o.citation.sourceObservedAt) });
    d.sections.append(obs);

    DetailSection res { DetailPane::tr("Resolution"), {} };
    res.rows.append({ DetailPane::tr("Status"), orNone(o.resolution.status) });
    res.rows.append({ DetailPane::tr("Resolver"), orNone(o.resolution.resolverSource) });
    res.rows.append({ DetailPane::tr("Observed"), orNone(o.resolution.observedAt) });
    d.sections.append(res);

    addPaper(d.sections, DetailPane::tr("Citing paper"), o.citation.citingPaper);
    addPaper(d.sections, DetailPane::tr("Cited paper"), o.citation.citedPaper);

    DetailSection work { DetailPane::tr("Cited work"), {} };
    if (!o.citation.citedWork) {
        work.rows.append({ DetailPane::tr("Work"), DetailPane::tr("none") });
    } else {
        const CitedWork &w = *o.citation.citedWork;
        work.rows.append({ DetailPane::tr("Work id"), orNone(w.workId) });
        work.rows.append({ DetailPane::tr("Title"), orNone(w.title) });
        work.rows.append({ DetailPane::tr("DOI"), orNone(w.doi) });
        work.rows.append({ DetailPane::tr("arXiv id"), orNone(w.arxivId) });
        work.rows.append({ DetailPane::tr("Pith arXiv id"), orNone(w.pithArxivId) });
        work.rows.append({ DetailPane::tr("Venue"), orNone(w.venue) });
        work.rows.append({ DetailPane::tr("Year"), orNone(w.year) });
        work.rows.append({ DetailPane::tr("Metadata source"), orNone(w.metadataSource) });
        work.rows.append({ DetailPane::tr("Snapshot observed"), orNone(w.snapshotObservedAt) });
    }
    d.sections.append(work);

    DetailSection links { DetailPane::tr("Links"), {} };
    links.rows.append({ DetailPane::tr("Cited paper"), orNone(o.citedPaperLink) });
    links.rows.append({ DetailPane::tr("Citing paper"), orNone(o.citingPaperLink) });
    d.sections.append(links);

    //: Heading as on pith.science
    DetailSection notice { DetailPane::tr("Source-reported events for the cited work"), {} };
    notice.rows.append({ DetailPane::tr("State"), orNone(o.notice.state) });
    if (!o.notice.reason.isEmpty())
        notice.rows.append({ DetailPane::tr("Reason"), o.notice.reason });
    if (!o.notice.observation.isEmpty())
        notice.rows.append({ DetailPane::tr("Observation"), o.notice.observation });
    if (o.notice.events.isEmpty())
        notice.rows.append({ DetailPane::tr("Events"), DetailPane::tr("none") });
    // the first kNoticeEventsRead; how many more, before them (not a thousand rows down)
    if (const QString unread = unreadEventsNote(o.notice); !unread.isEmpty())
        notice.rows.append({ DetailPane::tr("Events"), unread });
    const QList<NoticeEvent> events = noticeEvents(o.notice);
    for (qsizetype i = 0; i < events.size(); ++i) {
        const NoticeEvent &e = events.at(i);
        notice.rows.append({ DetailPane::tr("Event %1").arg(i + 1), e.line() });
        d.events.append({ e.line(false), e.url });
    }
    if (o.notice.receipts.isEmpty())
        notice.rows.append({ DetailPane::tr("Source receipts"), DetailPane::tr("none") });
    if (const QString note = shownOfNote(o.notice.receipts.size(), o.notice.receiptCount());
        !note.isEmpty())
        notice.rows.append({ DetailPane::tr("Source receipts"), note });
    for (const SourceReceipt &r : o.notice.receipts)
        notice.rows.append({ DetailPane::tr("Receipt"),
            DetailPane::tr("%1, observed %2").arg(r.source, r.observedAt) });
    d.sections.append(notice);

    if (!o.unknownKeys.isEmpty()) {
        //: Keys in the observation that the format does not define
        DetailSection unknown { DetailPane::tr("Keys this version does not know"), {} };
        if (const QString note
            = shownOfNote(o.unknownKeys.size(), o.unknownKeys.size() + o.unknownKeysNotKept);
            !note.isEmpty())
            //: Row label before "shown 1,000 of 2,500": how many unknown keys are listed
            unknown.rows.append({ DetailPane::tr("Keys"), note });
        for (const UnknownKey &k : o.unknownKeys)
            unknown.rows.append({ k.pointer, k.json });
        d.sections.append(unknown);
    }
    return d;
}

QString ObservationDetail::toHtml(const QPalette &palette) const
{
    // What is shown is capped (displaytext.h); toPlainText() and the copy buttons keep it whole.
    const auto shown = [](const QString &text) { return plain::html(displayCapped(text)); };
    QString h;
    h += QStringLiteral("<p style='font-size:large'><b>%1</b></p>").arg(shown(headline));
    if (!reference.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(shown(reference));
    h += QStringLiteral("<p>%1</p>").arg(shown(resolution));
    h += QStringLiteral("<p><i>%1</i><br>%2</p>")
             .arg(
                 shown(DetailPane::tr("Source-reported events for the cited work")), shown(notice));
    if (!events.isEmpty()) {
        h += QStringLiteral("<ul>");
        for (const auto &[line, url] : events) {
            h += QStringLiteral("<li><b>%1</b>").arg(shown(line));
            // Only web links are offered: a record's text never opens a local file or program.
            if (isWebUrl(url))
                h += QStringLiteral(" · <a href=\"%1\">%2</a>")
                         .arg(QString::fromLatin1(QUrl(url).toEncoded()).toHtmlEscaped(),
                             shown(url));
            else if (!url.isEmpty())
                h += QStringLiteral(" · %1").arg(shown(url));
            h += QStringLiteral("</li>");
        }
        h += QStringLiteral("</ul>");
    }
    const QString colour
        = messageTextColour(digestOk ? MessageTone::Passed : MessageTone::Error, palette).name();
    h += QStringLiteral("<p><span style='color:%1'>&#9679;</span> %2</p>")
             .arg(colour, shown(digestCheck));
    for (const DetailSection &s : sections) {
        h += QStringLiteral("<h4>%1</h4><table cellspacing='0' cellpadding='2'>")
                 .arg(shown(s.heading));
        for (const auto &row : s.rows)
            h += QStringLiteral("<tr><td style='padding-right:12px'><i>%1</i></td><td>%2</td></tr>")
                     .arg(shown(row.first), shown(row.second));
        h += QStringLiteral("</table>");
    }
    return h;
}

QString ObservationDetail::toPlainText() const
{
    QStringList lines { headline };
    if (!reference.isEmpty())
        lines.append(reference);
    lines.append(resolution);
    lines.append(notice);
    lines.append(digestCheck);
    for (const DetailSection &s : sections) {
        lines.append(QString());
        lines.append(s.heading);
        for (const auto &row : s.rows)
            lines.append(QStringLiteral("  %1: %2").arg(row.first, row.second));
    }
    return lines.join(u'\n') + u'\n';
}

QString followablePaperId(const QString &link)
{
    // One rule for what may be followed, shared with the fetcher (models/net).
    return net::followablePaperId(link).value_or(QString());
}

DetailPane::DetailPane(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *tabs = new QTabWidget(this);
    tabs->setDocumentMode(true);
    m_text = new QTextBrowser(tabs);
    m_text->setObjectName(QStringLiteral("detailText"));
    m_text->setOpenLinks(false);
    m_text->setOpenExternalLinks(false);
    m_text->setAccessibleName(tr("Observation details"));
    // A standing-notice event's URL opens in the browser; nothing else the text holds is followed.
    connect(m_text, &QTextBrowser::anchorClicked, this, [](const QUrl &url) {
        if ((url.scheme() == u"https" || url.scheme() == u"http") && !url.host().isEmpty())
            QDesktopServices::openUrl(url);
    });
    m_json = new QPlainTextEdit(tabs);
    m_json->setObjectName(QStringLiteral("detailRawJson"));
    m_json->setReadOnly(true);
    m_json->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_json->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_json->setAccessibleName(tr("Raw JSON of the observation"));
    tabs->addTab(m_text, tr("Details"));
    tabs->addTab(m_json, tr("Raw JSON"));
    layout->addWidget(tabs, 1);

    m_followNote = new QLabel(this);
    m_followNote->setObjectName(QStringLiteral("followNote"));
    m_followNote->setTextFormat(Qt::PlainText);
    m_followNote->setWordWrap(true);
    layout->addWidget(m_followNote);

    auto *buttons = new QHBoxLayout;
    m_openCited = new QPushButton(tr("Open the Cited Paper's Record"), this);
    m_openCited->setObjectName(QStringLiteral("openCitedButton"));
    m_openCited->setToolTip(tr("Fetch and open the record of the paper this observation links to "
                               "(Ctrl+click: in a new tab)"));
    m_openCiting = new QPushButton(tr("Open the Citing Paper's Record"), this);
    m_openCiting->setObjectName(QStringLiteral("openCitingButton"));
    m_openCiting->setToolTip(
        tr("Fetch and open the record of the citing paper (Ctrl+click: in a new tab)"));
    auto follow = [this](bool cited) {
        if (!m_observation)
            return;
        const QString id = followablePaperId(
            cited ? m_observation->citedPaperLink : m_observation->citingPaperLink);
        if (!id.isEmpty())
            emit openPaperRequested(
                id, QApplication::keyboardModifiers().testFlag(Qt::ControlModifier));
    };
    connect(m_openCited, &QPushButton::clicked, this, [follow] { follow(true); });
    connect(m_openCiting, &QPushButton::clicked, this, [follow] { follow(false); });
    buttons->addWidget(m_openCited);
    buttons->addWidget(m_openCiting);
    buttons->addStretch(1);

    struct CopyAction {
        QString label;
        QString tip;
        std::function<QString(const Observation &)> text;
        bool fromBytes; // reads the observation's bytes (not the table's fields)
    };
    const CopyAction copies[] = {
        { tr("Copy Text"), tr("Copy the details as plain text"),
            [](const Observation &o) { return ObservationDetail::of(o).toPlainText(); }, true },
        { tr("Copy JSON"), tr("Copy the observation's JSON, pretty-printed"),
            [](const Observation &o) { return prettyJson(o.rawJson()); }, true },
        { tr("Copy ID"), tr("Copy the observation id"), [](const Observation &o) { return o.id; },
            false },
        { tr("Copy Digest"), tr("Copy the stated observation digest"),
            [](const Observation &o) { return o.digest; }, false },
    };
    for (const CopyAction &c : copies) {
        auto *b = new QPushButton(c.label, this);
        b->setToolTip(c.tip);
        b->setFlat(true);
        auto fn = c.text;
        connect(b, &QPushButton::clicked, this, [this, fn] {
            if (m_observation)
                QGuiApplication::clipboard()->setText(fn(*m_observation));
        });
        buttons->addWidget(b);
        m_copyButtons.append({ b, c.fromBytes });
    }
    layout->addLayout(buttons);
    setObservation(nullptr);
}

void DetailPane::setObservation(const Observation *observation)
{
    if (observation)
        m_observation = withAllDetails(*observation); // the window's rows keep the table's fields
    else
        m_observation.reset();
    // A big record's bytes are read again from its file (ParseOptions::rawJsonFromFile): when
    // the file changed since, its fields and JSON are not shown as if they were the record's.
    const QString unreadable = m_observation ? m_observation->rawJsonProblem() : QString();
    if (!m_observation) {
        m_text->setHtml(QStringLiteral("<p><i>%1</i></p>")
                            .arg(tr("Select an observation to see it in full.").toHtmlEscaped()));
        m_json->clear();
    } else if (!unreadable.isEmpty()) {
        //: %1 why, e.g. "changed on disk since it was opened: open it again to see the record as
        //: it is now"
        const QString message
            = tr("This observation's details cannot be shown: the record's file %1.")
                  .arg(unreadable);
        m_text->setHtml(QStringLiteral("<p><b>%1</b></p>").arg(message.toHtmlEscaped()));
        m_json->setPlainText(message);
    } else {
        QString html = ObservationDetail::of(*m_observation).toHtml(m_text->palette());
        if (m_integrity)
            html += integrityFindingsHtml(*m_integrity, *m_observation, m_integrityKeys);
        m_text->setHtml(html);
        // cut for the view (a line per element: an observation of 10 million zeros would lay out
        // 80 million characters), and only that much of it written (the canonical form of
        // 10 million receipts is 30 MB, twice that as text); Copy JSON copies it whole
        constexpr qsizetype kJsonViewMaxChars = 200000;
        bool cut = false;
        QString json = prettyJson(
            QString::fromUtf8(m_observation->rawJsonBytesPrefix(kJsonViewMaxChars, &cut)),
            kJsonViewMaxChars);
        if (cut && !json.endsWith(u'\u2026'))
            json += QStringLiteral("\n\u2026");
        m_json->setPlainText(json);
    }
    // Copy ID and Copy Digest stay: they are the table's, read with the record.
    for (const auto &[button, fromBytes] : std::as_const(m_copyButtons))
        button->setEnabled(m_observation.has_value() && (unreadable.isEmpty() || !fromBytes));
    updateFollowButtons();
}

void DetailPane::setIntegrity(IntegrityJoinPtr join, const QHash<QString, QString> &keys)
{
    m_integrity = std::move(join);
    m_integrityKeys = keys;
    std::optional<Observation> current = m_observation;
    setObservation(current ? &*current : nullptr);
}

void DetailPane::updateFollowButtons()
{
    const bool has = m_observation.has_value();
    const QString cited = has ? followablePaperId(m_observation->citedPaperLink) : QString();
    const QString citing = has ? followablePaperId(m_observation->citingPaperLink) : QString();
    const bool inbound = has && m_observation->direction == Direction::Inbound;
    m_openCited->setEnabled(!cited.isEmpty());
    m_openCiting->setEnabled(!citing.isEmpty());
    m_openCiting->setVisible(inbound);
    m_openCited->setVisible(!inbound);
    QString note;
    if (has && !inbound && cited.isEmpty())
        note = m_observation->citedPaperLink.isEmpty()
            ? tr("This reference has no Pith link to a paper record, so it cannot be followed.")
            : tr("This reference's link \"%1\" is not a Pith paper link, so it is not followed.")
                  .arg(m_observation->citedPaperLink);
    else if (has && inbound && citing.isEmpty())
        note = tr("This citation has no Pith link to the citing paper's record, so it cannot be "
                  "followed.");
    m_followNote->setText(note);
    m_followNote->setVisible(!note.isEmpty());
}

void DetailPane::setReviewEditor(QWidget *editor)
{
    if (auto *box = qobject_cast<QVBoxLayout *>(layout()))
        box->insertWidget(0, editor);
}

QString DetailPane::text() const { return m_text->toPlainText(); }

QString DetailPane::rawJson() const { return m_json->toPlainText(); }

} // namespace pith::ui

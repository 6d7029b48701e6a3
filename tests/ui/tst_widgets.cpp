// SPDX-License-Identifier: GPL-3.0-or-later
// The custom widgets and the painters they share with the PDF report, on the real fixture,
// under the offscreen platform: texts, integrity states, chart clicks and keys, tooltips,
// hostile record text, dark palettes, accessibility. Writes a PNG of every widget (light and
// dark) to ./widgets-screenshots for people to look at, each checked for what it must show.
#include "app/common/language.h"
#include "models/record/audit.h"
#include "models/record/parser.h"
#include "models/record/wording.h"
#include "tests/testutil.h"
#include "ui/paint/breakdownpaint.h"
#include "ui/paint/coveragepaint.h"
#include "ui/paint/integritystyle.h"
#include "ui/paint/statusstyle.h"
#include "ui/widgets/breakdownchart.h"
#include "ui/widgets/coveragebarswidget.h"
#include "ui/widgets/externalmeasurementspanel.h"
#include "ui/widgets/integritybadge.h"
#include "ui/widgets/integritydialog.h"
#include "ui/widgets/recordheader.h"
#include "ui/widgets/standingsourcespanel.h"

#include <QAccessible>
#include <QApplication>
#include <QBuffer>
#include <QDir>
#include <QGroupBox>
#include <QHelpEvent>
#include <QJsonArray>
#include <QLabel>
#include <QPainter>
#include <QPdfWriter>
#include <QSignalSpy>
#include <QTest>
#include <QTextDocument>
#include <QToolTip>

#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

#include <cstdlib>

using namespace pith;
using namespace pith::test;
using namespace pith::ui;

namespace {

const QString kHostile = QStringLiteral(
    "<b>x</b><img src=\"file:///etc/passwd\"> & <a href=\"https://evil.example\">y</a>");

// A grabbed widget saved as PNG and read back from the file, as people will see it.
QImage savedImage(const QPixmap &pixmap, const QString &path)
{
    if (!pixmap.save(path))
        return {};
    return QImage(path).convertToFormat(QImage::Format_RGB32);
}

// How many pixels are within tolerance of colour in every channel (antialiased edges are not).
int pixelsNear(const QImage &image, const QColor &colour, int tolerance = 4)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            if (std::abs(qRed(line[x]) - colour.red()) <= tolerance
                && std::abs(qGreen(line[x]) - colour.green()) <= tolerance
                && std::abs(qBlue(line[x]) - colour.blue()) <= tolerance)
                ++n;
        }
    }
    return n;
}

int distinctColours(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            colours.insert(line[x]);
    }
    return int(colours.size());
}

RecordPtr parse(const QByteArray &bytes)
{
    const ParseResult r = parseRecord(bytes, QStringLiteral("test.json"));
    if (!r.ok())
        qWarning("%s", qPrintable(r.error.toString()));
    return r.record;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x26, 0x28, 0x2b), base(0x1d, 0x1f, 0x21), text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window.lighter(115));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window.lighter(120));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe0));
    p.setColor(QPalette::HighlightedText, Qt::black);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    return p;
}

QPalette lightPalette()
{
    QPalette p(QColor(0xef, 0xef, 0xef));
    p.setColor(QPalette::Window, QColor(0xf6, 0xf6, 0xf6));
    p.setColor(QPalette::WindowText, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::Highlight, QColor(0x1f, 0x6f, 0xc5));
    p.setColor(QPalette::HighlightedText, Qt::white);
    return p;
}

// Pixels close to colour c (all channels within tolerance).
int countNear(const QImage &image, const QColor &c, int tolerance = 40)
{
    int n = 0;
    const QImage img = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < img.height(); ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(img.constScanLine(y));
        for (int x = 0; x < img.width(); ++x) {
            const QRgb p = line[x];
            if (std::abs(qRed(p) - c.red()) <= tolerance
                && std::abs(qGreen(p) - c.green()) <= tolerance
                && std::abs(qBlue(p) - c.blue()) <= tolerance)
                ++n;
        }
    }
    return n;
}

QString plainOfRich(const QString &rich)
{
    QTextDocument doc;
    doc.setHtml(rich);
    return doc.toPlainText();
}

QString toolTipAt(QWidget *w, const QPoint &pos)
{
    QToolTip::hideText();
    QHelpEvent help(QEvent::ToolTip, pos, w->mapToGlobal(pos));
    QApplication::sendEvent(w, &help);
    return QToolTip::text();
}

} // namespace

class TestWidgets : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void barsShareHoverAndFocus();

    void statusStylesAreDistinctAndReadable();
    void integritySummaries();
    void paintersOnImageAndPdf();

    void headerTexts();
    void headerWithoutRecordAndOddFields();
    void badgeStates();
    void badgeOpensDialogByClickAndKeys();
    void dialogListsFailuresAndFindings();

    void largeListsAreCapped();
    void coverageBars();
    void coverageToolTips();

    void chartEntriesMatchRecord();
    void chartClickEmitsState();
    void chartKeyboard();
    void chartToolTip();
    void chartUnknownState();
    void chartThousandsOfStates();

    void panels();

    void hostileTextShownLiterally();
    void darkPaletteReadable();
    void accessibleNames();
    void screenshots();

private:
    RecordPtr m_record;
};

void TestWidgets::initTestCase()
{
    const ParseResult r = loadRecordFile(fixturePath());
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    m_record = r.record;
    QApplication::setPalette(lightPalette());
    // As the program does: English plural forms of "%n" strings come from pith_ledger_en.qm.
    const LanguageSetup language = setupLanguage(QStringLiteral("en"));
    QVERIFY2(language.ok(), qPrintable(language.error));
}

void TestWidgets::statusStylesAreDistinctAndReadable()
{
    QStringList states = knownResolutionStates();
    states << QStringLiteral("some_future_state");
    for (bool dark : { false, true }) {
        const QColor page = dark ? QColor(0x26, 0x28, 0x2b) : QColor(Qt::white);
        QSet<int> shapes, patterns;
        QSet<QString> symbols, fills;
        for (const QString &state : states) {
            const StatusStyle s = statusStyle(state, dark);
            QVERIFY2(contrastRatio(s.fill, page) >= 3.0,
                qPrintable(QStringLiteral("%1 on %2: %3")
                               .arg(state, page.name())
                               .arg(contrastRatio(s.fill, page))));
            QVERIFY2(contrastRatio(s.onFill, s.fill) >= 4.5, qPrintable(state));
            QVERIFY(!s.symbol.isEmpty());
            QVERIFY(!s.label.isEmpty());
            shapes.insert(int(s.shape));
            patterns.insert(int(s.pattern));
            symbols.insert(s.symbol);
            fills.insert(s.fill.name());
        }
        // Every state has its own shape, hatch and symbol, so colour is never the only carrier.
        QCOMPARE(shapes.size(), states.size());
        QCOMPARE(patterns.size(), states.size());
        QCOMPARE(symbols.size(), states.size());
        QCOMPARE(fills.size(), states.size());
    }
    QCOMPARE(statusStyle(QStringLiteral("parse_uncertain"), false).label,
        QStringLiteral("parse uncertain"));
    QCOMPARE(statusStyle(QStringLiteral("odd_state"), false).label,
        QStringLiteral("odd_state")); // as spelled
    QVERIFY(isDarkPalette(darkPalette()));
    QVERIFY(!isDarkPalette(lightPalette()));
    QVERIFY(!isDarkPalette(printPalette()));
}

void TestWidgets::integritySummaries()
{
    QCOMPARE(integritySummary(m_record.get()).level, IntegrityLevel::Verified);
    QCOMPARE(integritySummary(m_record.get()).text, QStringLiteral("All digests verified"));
    QCOMPARE(integritySummary(nullptr).level, IntegrityLevel::NoRecord);

    const RecordPtr tampered = parse(mutatedFixture([](QJsonObject &root) {
        editOutbound(root, 2, [](QJsonObject &o) {
            o[QStringLiteral("observation_id")] = QStringLiteral("tampered");
        });
    }));
    QVERIFY(tampered);
    const IntegritySummary s = integritySummary(tampered.get());
    QCOMPARE(s.level, IntegrityLevel::ObservationFailures);
    QCOMPARE(s.failures, 1);
    QCOMPARE(s.text, QStringLiteral("1 observation fails · Context digest mismatch"));

    const RecordPtr two = parse(mutatedFixture([](QJsonObject &root) {
        for (int i : { 0, 5 })
            editOutbound(root, i,
                [](QJsonObject &o) { o[QStringLiteral("observation_id")] = QStringLiteral("x"); });
    }));
    QCOMPARE(integritySummary(two.get()).text,
        QStringLiteral("2 observations fail · Context digest mismatch · Audit failed: 1 error"));
}

void TestWidgets::paintersOnImageAndPdf()
{
    // On a QImage: four lanes, six states; the bar holds only the states with observations.
    QImage image(800, 600, QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        p.setFont(QFont(QStringLiteral("DejaVu Sans"), 10));
        const QList<QRectF> lanes
            = paintCoverageBars(p, QRectF(0, 0, 800, 300), *m_record, printPalette());
        QCOMPARE(lanes.size(), 4);
        for (int i = 1; i < lanes.size(); ++i)
            QVERIFY(lanes[i].top() >= lanes[i - 1].bottom() - 0.01);
        const BreakdownLayout layout
            = paintBreakdown(p, QRectF(0, 300, 800, 300), *m_record, printPalette());
        QCOMPARE(layout.segments.size(), 6);
        QVERIFY(!layout.captionRect.isEmpty());
        int withBar = 0;
        for (int i = 0; i < layout.segments.size(); ++i) {
            const BreakdownSegment &s = layout.segments[i];
            QVERIFY(!s.legendRect.isEmpty());
            QCOMPARE(s.barRect.isEmpty(), s.count == 0);
            withBar += s.barRect.isEmpty() ? 0 : 1;
            QCOMPARE(layout.hitTest(s.legendRect.center()), i);
            if (!s.barRect.isEmpty())
                QCOMPARE(layout.hitTest(s.barRect.center()), i);
        }
        QCOMPARE(withBar, 2);
        // Proportional: 11 fuzzy vs 10 unresolved.
        const QRectF fuzzy = layout.segments[1].barRect, unresolved = layout.segments[2].barRect;
        QVERIFY(fuzzy.width() > unresolved.width());
        QVERIFY(qAbs(fuzzy.width() + unresolved.width() - layout.barRect.width()) < 1.0);
        QVERIFY(layout.size.height() <= 300);
    }
    // Ink was put down: dark text pixels and the two segment colours.
    QVERIFY(countNear(image, Qt::black, 60) > 200);
    QVERIFY(countNear(image, statusStyle(QStringLiteral("verified_fuzzy"), false).fill, 20) > 500);
    QVERIFY(countNear(image, statusStyle(QStringLiteral("unresolved"), false).fill, 20) > 300);

    // On a PDF device (what the report uses), through the same functions.
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    {
        QPdfWriter pdf(&buffer);
        QPainter p(&pdf);
        QVERIFY(p.isActive());
        const QRectF page(0, 0, pdf.width(), pdf.height() / 2.0);
        QCOMPARE(paintCoverageBars(p, page, *m_record, printPalette()).size(), 4);
        const BreakdownLayout l
            = paintBreakdown(p, page.translated(0, page.height()), *m_record, printPalette());
        // Sizes follow the device's font metrics (1200 dpi here), not screen pixels.
        QVERIFY(l.barRect.height() > 40);
    }
    QVERIFY(buffer.data().startsWith("%PDF"));

    // Empty inputs draw something sensible and return empty layouts, no crash.
    QImage small(200, 100, QImage::Format_ARGB32);
    small.fill(Qt::white);
    QPainter p(&small);
    QVERIFY(paintCoverageBars(p, QRectF(0, 0, 200, 100), QList<CoverageLane>(), printPalette())
                .isEmpty());
    QVERIFY(paintBreakdown(p, QRectF(0, 0, 200, 100), QList<BreakdownEntry>(), printPalette())
                .segments.isEmpty());
    QVERIFY(paintBreakdown(p, QRectF(0, 0, 0, 0), breakdownEntries(*m_record), printPalette())
                .segments.size()
        == 6);
}

void TestWidgets::headerTexts()
{
    RecordHeader header;
    header.setRecord(m_record);
    auto label = [&header](const char *name) {
        auto *l = header.findChild<QLabel *>(QLatin1String(name));
        if (!l)
            qFatal("no label %s", name);
        return l;
    };
    QCOMPARE(label("titleLabel")->text(), m_record->paper.title);
    QCOMPARE(label("arxivIdLabel")->text(), QStringLiteral("arXiv:2509.00217 v1"));
    QCOMPARE(label("categoryLabel")->text(), QStringLiteral("cs.LG"));
    QCOMPARE(label("asOfLabel")->text(),
        QStringLiteral("As of 10 August 2026, %1 UTC")
            .arg(QLocale().toString(QTime(10, 32), QLocale::ShortFormat)));
    QVERIFY(label("asOfLabel")->toolTip().contains(QStringLiteral("2026-08-10T10:32:00")));
    QVERIFY(label("asOfLabel")->toolTip().contains(QStringLiteral("UTC")));
    QCOMPARE(label("thesisLabel")->text(), m_record->thesis);
    QCOMPARE(label("refusalLabel")->text(), m_record->refusal);
    QVERIFY(label("thesisLabel")->wordWrap());
    QVERIFY(label("refusalLabel")->wordWrap());
    for (QLabel *l : header.findChildren<QLabel *>())
        QCOMPARE(l->textFormat(), Qt::PlainText);
    QCOMPARE(header.integrityBadge()->text(), QStringLiteral("All digests verified"));
}

void TestWidgets::headerWithoutRecordAndOddFields()
{
    RecordHeader header;
    header.resize(600, 200);
    QVERIFY(!header.grab().isNull());
    QVERIFY(!header.integrityBadge()->isEnabled());

    const RecordPtr odd = parse(mutatedFixture([](QJsonObject &root) {
        QJsonObject paper = root[QStringLiteral("paper")].toObject();
        paper[QStringLiteral("title")] = QString();
        paper[QStringLiteral("primary_category")] = QString();
        root[QStringLiteral("paper")] = paper;
        root[QStringLiteral("as_of")] = QStringLiteral("sometime");
        root[QStringLiteral("thesis")] = QString();
        root[QStringLiteral("coverage")] = QJsonArray();
        root[QStringLiteral("outbound")] = QJsonArray();
        root[QStringLiteral("standing_sources")] = QJsonArray();
    }));
    QVERIFY(odd);
    header.setRecord(odd);
    QCOMPARE(header.findChild<QLabel *>(QStringLiteral("titleLabel"))->text(),
        QStringLiteral("(untitled)"));
    QCOMPARE(header.findChild<QLabel *>(QStringLiteral("asOfLabel"))->text(),
        QStringLiteral("As of sometime"));
    // no category: nothing shown there, not a "no category" placeholder
    QVERIFY(header.findChild<QLabel *>(QStringLiteral("categoryLabel"))->isHidden());
    QVERIFY(!header.grab().isNull());

    CoverageBarsWidget bars;
    BreakdownChart chart;
    StandingSourcesPanel sources;
    for (const RecordPtr &r : { RecordPtr(), odd, m_record, RecordPtr() }) {
        bars.setRecord(r);
        chart.setRecord(r);
        sources.setRecord(r);
        bars.resize(bars.sizeHint());
        chart.resize(400, chart.heightForWidth(400));
        QVERIFY(!bars.grab().isNull());
        QVERIFY(!chart.grab().isNull());
        QTest::keyClick(&chart, Qt::Key_Right);
        QTest::keyClick(&chart, Qt::Key_Return);
        QTest::keyClick(&bars, Qt::Key_Down);
    }
    chart.setRecord(odd);
    QCOMPARE(chart.entries().size(), 6); // the six known states, all 0
    sources.setRecord(odd);
    QCOMPARE(sources.lines(), QStringList { QStringLiteral("No standing source is recorded.") });
}

void TestWidgets::badgeStates()
{
    IntegrityBadge badge;
    badge.setRecord(m_record);
    QCOMPARE(badge.text(), QStringLiteral("All digests verified"));
    QCOMPARE(badge.summary().level, IntegrityLevel::Verified);

    // One observation changed: its digest no longer matches.
    badge.setRecord(parse(mutatedFixture([](QJsonObject &root) {
        editOutbound(root, 3, [](QJsonObject &o) {
            o[QStringLiteral("citation")]
                = withChild(o[QStringLiteral("citation")].toObject(), QStringLiteral("cited_paper"),
                    [](QJsonObject &c) { c[QStringLiteral("title")] = QStringLiteral("Changed"); });
        });
    })));
    QCOMPARE(badge.text(), QStringLiteral("1 observation fails · Context digest mismatch"));
    QCOMPARE(badge.summary().level, IntegrityLevel::ObservationFailures);
    QVERIFY(badge.accessibleDescription().contains(QStringLiteral("1 of 21")));

    // Only record-level content changed: observations verify, the context digest does not.
    badge.setRecord(parse(mutatedFixture(
        [](QJsonObject &root) { root[QStringLiteral("refusal")] = QStringLiteral("Changed."); })));
    QCOMPARE(badge.text(), QStringLiteral("Context digest mismatch"));
    QCOMPARE(badge.summary().level, IntegrityLevel::ContextMismatch);

    badge.setRecord(parse(
        mutatedFixture([](QJsonObject &root) { root.remove(QStringLiteral("context_digest")); })));
    QCOMPARE(badge.summary().level, IntegrityLevel::ContextMissing);
    QCOMPARE(badge.text(), QStringLiteral("No context digest"));

    // Not colour alone: the text differs per state, and the marker's shape differs too.
    QImage a(32, 32, QImage::Format_ARGB32), b(32, 32, QImage::Format_ARGB32);
    for (auto [img, level] : { std::pair { &a, IntegrityLevel::Verified },
             std::pair { &b, IntegrityLevel::ContextMismatch } }) {
        img->fill(Qt::transparent);
        QPainter p(img);
        paintIntegrityMarker(p, QRectF(0, 0, 32, 32), level, printPalette());
    }
    // Opaque coverage differs: a circle against a triangle.
    auto opaque = [](const QImage &img) {
        int n = 0;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x)
                n += qAlpha(img.pixel(x, y)) > 128 ? 1 : 0;
        return n;
    };
    QVERIFY(std::abs(opaque(a) - opaque(b)) > 60);
}

void TestWidgets::badgeOpensDialogByClickAndKeys()
{
    RecordHeader header;
    header.setRecord(m_record);
    header.show();
    QVERIFY(QTest::qWaitForWindowExposed(&header));
    QSignalSpy requested(&header, &RecordHeader::integrityDetailsRequested);
    IntegrityBadge *badge = header.integrityBadge();
    QVERIFY(badge->focusPolicy() & Qt::TabFocus);

    QVERIFY(!header.integrityDialog());
    QTest::mouseClick(badge, Qt::LeftButton, {}, badge->rect().center());
    QCOMPARE(requested.count(), 1);
    QVERIFY(header.integrityDialog());
    QTRY_VERIFY(header.integrityDialog()->isVisible());
    QVERIFY(!header.integrityDialog()->isModal());
    header.integrityDialog()->hide();

    badge->setFocus();
    QTest::keyClick(badge, Qt::Key_Return);
    QCOMPARE(requested.count(), 2);
    QTRY_VERIFY(header.integrityDialog()->isVisible());
    header.integrityDialog()->hide();
    QTest::keyClick(badge, Qt::Key_Space);
    QCOMPARE(requested.count(), 3);
    QTest::keyClick(badge, Qt::Key_Enter);
    QCOMPARE(requested.count(), 4);

    // A window that shows details itself only gets the signal.
    header.integrityDialog()->hide();
    header.setOpensIntegrityDialog(false);
    QTest::mouseClick(badge, Qt::LeftButton, {}, badge->rect().center());
    QCOMPARE(requested.count(), 5);
    QVERIFY(!header.integrityDialog()->isVisible());
}

void TestWidgets::dialogListsFailuresAndFindings()
{
    // Observation 4 tampered and the displayed count contradicting state_counts: one digest
    // failure (also the context digest) and audit findings.
    const RecordPtr r = parse(mutatedFixture([](QJsonObject &root) {
        editOutbound(root, 4, [](QJsonObject &o) {
            o = withChild(o, QStringLiteral("resolution"), [](QJsonObject &res) {
                res[QStringLiteral("status")] = QStringLiteral("verified_exact");
            });
        });
        root = withChild(root, QStringLiteral("reference_resolution"),
            [](QJsonObject &rr) { rr[QStringLiteral("displayed")] = 20; });
    }));
    QVERIFY(r);
    const Observation &tampered = r->outbound.at(4);
    QVERIFY(!tampered.digestOk());

    RecordHeader header;
    header.setRecord(r);
    QCOMPARE(header.integrityBadge()->text(),
        QStringLiteral(
            "1 observation fails · Context digest mismatch · Audit failed: 4 errors, 1 warning"));
    header.showIntegrityDetails();
    IntegrityDialog *dialog = header.integrityDialog();
    QVERIFY(dialog);
    QTreeWidget *failures = dialog->findChild<QTreeWidget *>(QStringLiteral("digestFailuresView"));
    QTreeWidget *findings = dialog->findChild<QTreeWidget *>(QStringLiteral("auditFindingsView"));
    QVERIFY(failures && findings);
    QCOMPARE(failures->topLevelItemCount(), 1);
    QTreeWidgetItem *row = failures->topLevelItem(0);
    // The table's language: the reference number and the direction, then the id.
    QCOMPARE(row->text(0), QString::number(*tampered.citation.referenceIndex));
    QCOMPARE(row->text(1), QStringLiteral("outbound"));
    QCOMPARE(row->text(2), tampered.id);
    QCOMPARE(row->text(3), tampered.digest);
    QCOMPARE(row->text(4), tampered.computedDigest);
    QVERIFY(row->text(3) != row->text(4));

    const QList<Finding> expected = auditRecord(*r);
    QVERIFY(!expected.isEmpty());
    QCOMPARE(findings->topLevelItemCount(), expected.size());
    for (int i = 0; i < expected.size(); ++i) {
        QVERIFY(findings->topLevelItem(i)->text(0).contains(expected[i].severityName()));
        QCOMPARE(findings->topLevelItem(i)->text(1), expected[i].code);
        QCOMPARE(findings->topLevelItem(i)->text(2), expected[i].message);
        QCOMPARE(findings->topLevelItem(i)->text(3), expected[i].pointer);
    }
    const QLabel *context = dialog->findChild<QLabel *>(QStringLiteral("contextDigestLabel"));
    QVERIFY(context->text().contains(r->contextDigest));
    QVERIFY(context->text().contains(r->computedContextDigest));

    // setRecord on the header keeps the open dialog in sync.
    header.setRecord(m_record);
    QCOMPARE(failures->topLevelItemCount(), 0);
    QCOMPARE(findings->topLevelItemCount(), auditRecord(*m_record).size());

    // A finding inside an observation leads to it (Enter in the dialog selects its row): the
    // seventh reference numbered 6 as the sixth is.
    const RecordPtr repeated = parse(mutatedFixture([](QJsonObject &root) {
        editOutbound(root, 6, [](QJsonObject &o) {
            o = withChild(o, QStringLiteral("citation"),
                [](QJsonObject &c) { c[QStringLiteral("reference_index")] = 6; });
        });
    }));
    QVERIFY(repeated);
    header.setRecord(repeated);
    const QList<Finding> repeatedFindings = auditRecord(*repeated);
    QCOMPARE(findings->topLevelItemCount(), repeatedFindings.size());
    int leading = 0;
    for (int i = 0; i < repeatedFindings.size(); ++i) {
        const QString id = findings->topLevelItem(i)->data(0, Qt::UserRole).toString();
        const QStringList parts = repeatedFindings[i].pointer.split(u'/');
        const std::optional<Direction> direction
            = parts.size() > 2 ? directionFromName(parts[1]) : std::nullopt;
        if (!direction) {
            QVERIFY2(id.isEmpty(), qPrintable(repeatedFindings[i].pointer));
            continue;
        }
        const QList<Observation> &list
            = *direction == Direction::Outbound ? repeated->outbound : repeated->inbound;
        QCOMPARE(id, list.at(parts[2].toInt()).id);
        ++leading;
    }
    QVERIFY(leading > 0);
}

void TestWidgets::largeListsAreCapped()
{
    // 6300 observations with changed ids (all digests fail) and 250 standing sources: the dialog
    // lists 5000 and counts the rest; the panel shows 200 lines and a count.
    const RecordPtr r = parse(mutatedFixture([](QJsonObject &root) {
        const QJsonArray out = root[QStringLiteral("outbound")].toArray();
        QJsonArray many;
        for (int i = 0; i < 6300; ++i) {
            QJsonObject o = out.at(i % out.size()).toObject();
            o[QStringLiteral("observation_id")] = QStringLiteral("copy-%1").arg(i);
            many.append(o);
        }
        root[QStringLiteral("outbound")] = many;
        QJsonArray sources;
        for (int i = 0; i < 250; ++i)
            sources.append(QJsonObject { { QStringLiteral("source"), QStringLiteral("s%1").arg(i) },
                { QStringLiteral("observed_at"), QStringLiteral("2026-08-10T06:31:04Z") } });
        root[QStringLiteral("standing_sources")] = sources;
    }));
    QVERIFY(r);
    QCOMPARE(r->digestFailures().size(), 6300);
    IntegrityDialog dialog;
    dialog.setRecord(r);
    QCOMPARE(dialog.digestFailuresView()->topLevelItemCount(), 5001);
    QCOMPARE(dialog.digestFailuresView()->topLevelItem(5000)->text(0),
        QStringLiteral("1,300 more not listed"));
    auto *box = qobject_cast<QGroupBox *>(dialog.digestFailuresView()->parentWidget());
    QVERIFY(box && box->title().contains(QStringLiteral("(6,300)")));
    QCOMPARE(integritySummary(r.get()).text,
        QStringLiteral(
            "6,300 observations fail · Context digest mismatch · Audit failed: 27 errors"));

    StandingSourcesPanel sources;
    sources.setRecord(r);
    QCOMPARE(sources.lines().size(), 201);
    QCOMPARE(sources.lines().last(), QStringLiteral("50 more sources not listed"));
    // past the elements the reader keeps (kElementsKept), the record's count, not the list's
    auto cut = std::make_shared<Record>(*r);
    cut->standingSourcesNotKept = 10000000 - 250;
    cut->coverageNotKept = 10000000;
    sources.setRecord(cut);
    QCOMPARE(sources.lines().size(), 201);
    QCOMPARE(sources.lines().last(), QStringLiteral("9,999,800 more sources not listed"));
    CoverageBarsWidget bars;
    bars.setRecord(cut);
    QCOMPARE(bars.accessibleDescription().split(u'\n').last(),
        pith::shownOfNote(cut->coverage.size(), cut->coverage.size() + 10000000));
    QVERIFY(bars.accessibleDescription().endsWith(
        u" of " + QLocale().toString(cut->coverage.size() + 10000000)));

    BreakdownChart chart;
    chart.setRecord(r);
    QCOMPARE(chart.entries().at(1).count, 11 * 300);
}

void TestWidgets::coverageBars()
{
    CoverageBarsWidget bars;
    bars.setRecord(m_record);
    bars.resize(bars.sizeHint());
    QCOMPARE(bars.laneCount(), 4);
    const QFontMetrics fm(bars.font());
    QVERIFY(bars.sizeHint().width() >= fm.horizontalAdvance(laneWording(m_record->coverage.at(0))));
    QVERIFY(bars.sizeHint().height() >= 4 * 2 * fm.height());
    QCOMPARE(bars.heightForWidth(bars.sizeHint().width()), bars.sizeHint().height());
    // Narrow: the wordings wrap (more height), never cut.
    QVERIFY(bars.hasHeightForWidth());
    QVERIFY(bars.heightForWidth(fm.horizontalAdvance(QLatin1Char('M')) * 10)
        > bars.sizeHint().height());
    for (int i = 0; i < 4; ++i) {
        QVERIFY(!bars.laneRect(i).isEmpty());
        QCOMPARE(bars.laneAt(bars.laneRect(i).center()), i);
    }
    QVERIFY(bars.laneRect(4).isEmpty());
    QCOMPARE(laneWording(m_record->coverage.at(0)),
        QStringLiteral("measured 21 of 21 reference resolution"));
    const QString description = bars.accessibleDescription();
    for (const CoverageLane &lane : m_record->coverage)
        QVERIFY2(description.contains(laneWording(lane)), qPrintable(description));

    // Bigger font, bigger widget: sizes come from font metrics.
    const QSize before = bars.sizeHint();
    QFont big = bars.font();
    big.setPointSizeF(big.pointSizeF() * 2);
    bars.setFont(big);
    QVERIFY(bars.sizeHint().height() > before.height() * 1.5);

    // Keyboard: Down moves the current lane.
    bars.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bars));
    bars.setFocus();
    QSignalSpy moved(&bars, &CoverageBarsWidget::currentLaneChanged);
    bars.setCurrentLane(0);
    QTest::keyClick(&bars, Qt::Key_Down);
    QCOMPARE(bars.currentLane(), 1);
    QTest::keyClick(&bars, Qt::Key_End);
    QCOMPARE(bars.currentLane(), 3);
    QVERIFY(moved.count() >= 2);
}

void TestWidgets::coverageToolTips()
{
    CoverageBarsWidget bars;
    bars.setRecord(m_record);
    bars.resize(bars.sizeHint());
    bars.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bars));
    for (int i = 0; i < bars.laneCount(); ++i) {
        const CoverageLane &lane = m_record->coverage.at(i);
        const QString plain = plainOfRich(bars.laneToolTip(i));
        QVERIFY2(plain.contains(lane.note), qPrintable(plain));
        QVERIFY2(plain.contains(QStringLiteral("Source: ") + lane.source), qPrintable(plain));
        if (!lane.sourceObservedAt.isEmpty())
            QVERIFY2(plain.contains(lane.sourceObservedAt), qPrintable(plain));
    }
    // The real tooltip event at lane 1 shows lane 1's note.
    const QString shown = toolTipAt(&bars, bars.laneRect(1).center());
    QVERIFY2(plainOfRich(shown).contains(m_record->coverage.at(1).note), qPrintable(shown));
    QVERIFY(plainOfRich(shown).contains(
        QStringLiteral("scholarly_work_events, retraction_status_cache")));
}

void TestWidgets::chartEntriesMatchRecord()
{
    BreakdownChart chart;
    chart.setRecord(m_record);
    const QList<BreakdownEntry> &e = chart.entries();
    QCOMPARE(e.size(), 6);
    QStringList states;
    for (const BreakdownEntry &x : e)
        states << x.state;
    QCOMPARE(states, knownResolutionStates());
    QCOMPARE(e[0].count, 0);
    QCOMPARE(e[1].count, 11);
    QCOMPARE(e[2].count, 10);
    const QString d = chart.accessibleDescription();
    QVERIFY2(d.contains(QStringLiteral("verified fuzzy: 11 observations")), qPrintable(d));
    QVERIFY2(d.contains(QStringLiteral("unresolved: 10 observations")), qPrintable(d));
    QVERIFY2(d.contains(QStringLiteral("metadata mismatch: 0 observations")), qPrintable(d));
    QVERIFY2(d.contains(QStringLiteral("21 of 21 outbound references displayed")), qPrintable(d));
}

void TestWidgets::chartClickEmitsState()
{
    BreakdownChart chart;
    chart.setRecord(m_record);
    chart.resize(640, chart.heightForWidth(640));
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QSignalSpy spy(&chart, &BreakdownChart::stateActivated);

    const QRect unresolved = chart.barRect(QStringLiteral("unresolved"));
    QVERIFY(!unresolved.isEmpty());
    QTest::mouseClick(&chart, Qt::LeftButton, {}, unresolved.center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("unresolved"));

    QTest::mouseClick(
        &chart, Qt::LeftButton, {}, chart.segmentRect(QStringLiteral("verified_fuzzy")).center());
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).toString(), QStringLiteral("verified_fuzzy"));

    // A state without observations has no bar segment but its legend entry is clickable.
    QVERIFY(chart.barRect(QStringLiteral("parse_uncertain")).isEmpty());
    QTest::mouseClick(
        &chart, Qt::LeftButton, {}, chart.legendRect(QStringLiteral("parse_uncertain")).center());
    QCOMPARE(spy.count(), 3);
    QCOMPARE(spy.at(2).at(0).toString(), QStringLiteral("parse_uncertain"));

    // Legend of a state with a bar works too; a click outside everything emits nothing.
    QTest::mouseClick(
        &chart, Qt::LeftButton, {}, chart.legendRect(QStringLiteral("unresolved")).center());
    QCOMPARE(spy.at(3).at(0).toString(), QStringLiteral("unresolved"));
    QTest::mouseClick(&chart, Qt::LeftButton, {}, QPoint(1, chart.height() - 1));
    QCOMPARE(spy.count(), 4);
    // Segment rectangles are where the painter put the colours.
    const QImage img = chart.grab().toImage();
    const QColor fuzzyFill = statusStyle(QStringLiteral("verified_fuzzy"), chart.palette()).fill;
    const QRect fuzzyBar = chart.barRect(QStringLiteral("verified_fuzzy"));
    const QColor sample = img.pixelColor(fuzzyBar.left() + 3, fuzzyBar.top() + 3);
    QVERIFY2(contrastRatio(sample, fuzzyFill) < 1.6,
        qPrintable(sample.name() + QLatin1Char(' ') + fuzzyFill.name()));

    // High-DPI: rendered at device pixel ratio 2, the same logical rectangles hold the colours.
    QImage hi(chart.size() * 2, QImage::Format_ARGB32);
    hi.setDevicePixelRatio(2);
    hi.fill(Qt::white);
    chart.render(&hi);
    // A third or more of a 10x10 logical patch inside each segment carries its fill (the rest:
    // hatch).
    auto mostlyFill = [&hi](const QRect &logical, const QColor &fill) {
        const QImage patch = hi.copy(QRect(logical.topLeft() * 2, logical.size() * 2));
        return countNear(patch, fill, 12) * 3 > patch.width() * patch.height();
    };
    QVERIFY(mostlyFill(QRect(fuzzyBar.left() + 2, fuzzyBar.top() + 2, 10, 10), fuzzyFill));
    const QRect unresolvedBar = chart.barRect(QStringLiteral("unresolved"));
    QVERIFY(mostlyFill(QRect(unresolvedBar.right() - 12, unresolvedBar.bottom() - 12, 10, 10),
        statusStyle(QStringLiteral("unresolved"), chart.palette()).fill));
}

void TestWidgets::chartKeyboard()
{
    BreakdownChart chart;
    chart.setRecord(m_record);
    chart.resize(640, chart.heightForWidth(640));
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QVERIFY(chart.focusPolicy() & Qt::TabFocus);
    chart.setFocus();
    QTRY_VERIFY(chart.hasFocus());
    QSignalSpy activated(&chart, &BreakdownChart::stateActivated);
    QSignalSpy moved(&chart, &BreakdownChart::currentStateChanged);

    QCOMPARE(chart.currentIndex(), 0); // focus picks the first segment
    QTest::keyClick(&chart, Qt::Key_Right);
    QCOMPARE(chart.currentState(), QStringLiteral("verified_fuzzy"));
    QTest::keyClick(&chart, Qt::Key_Right);
    QCOMPARE(chart.currentState(), QStringLiteral("unresolved"));
    QTest::keyClick(&chart, Qt::Key_Return);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toString(), QStringLiteral("unresolved"));
    QTest::keyClick(&chart, Qt::Key_Left);
    QTest::keyClick(&chart, Qt::Key_Space);
    QCOMPARE(activated.at(1).at(0).toString(), QStringLiteral("verified_fuzzy"));
    QTest::keyClick(&chart, Qt::Key_End);
    QCOMPARE(chart.currentState(), QStringLiteral("metadata_mismatch"));
    QTest::keyClick(&chart, Qt::Key_Right); // stays at the end
    QCOMPARE(chart.currentState(), QStringLiteral("metadata_mismatch"));
    QTest::keyClick(&chart, Qt::Key_Enter);
    QCOMPARE(activated.at(2).at(0).toString(), QStringLiteral("metadata_mismatch"));
    QTest::keyClick(&chart, Qt::Key_Home);
    QCOMPARE(chart.currentState(), QStringLiteral("verified_exact"));
    QVERIFY(moved.count() >= 5);

    // The focused segment is drawn with a frame: the image differs from the unfocused one.
    const QImage focused = chart.grab().toImage();
    chart.clearFocus();
    QTRY_VERIFY(!chart.hasFocus());
    QVERIFY(chart.grab().toImage() != focused);
}

void TestWidgets::chartToolTip()
{
    BreakdownChart chart;
    chart.setRecord(m_record);
    chart.resize(640, chart.heightForWidth(640));
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QString tip
        = plainOfRich(toolTipAt(&chart, chart.barRect(QStringLiteral("unresolved")).center()));
    QVERIFY2(tip.contains(QStringLiteral("unresolved: 10 of 21")), qPrintable(tip));
    const QString legendTip = plainOfRich(
        toolTipAt(&chart, chart.legendRect(QStringLiteral("verified_exact")).center()));
    QVERIFY2(legendTip.contains(QStringLiteral("verified exact: 0 of 21")), qPrintable(legendTip));
}

void TestWidgets::chartUnknownState()
{
    // An unknown state is kept as spelled, counted, drawn and clickable; hostile spelling too.
    const QString odd = QStringLiteral("<i>future</i>_state");
    const RecordPtr r = parse(mutatedFixture([&odd](QJsonObject &root) {
        for (int i : { 0, 1, 2 })
            editOutbound(root, i, [&odd](QJsonObject &o) {
                o = withChild(o, QStringLiteral("resolution"),
                    [&odd](QJsonObject &res) { res[QStringLiteral("status")] = odd; });
            });
    }));
    QVERIFY(r);
    BreakdownChart chart;
    chart.setRecord(r);
    QCOMPARE(chart.entries().size(), 7);
    QCOMPARE(chart.entries().last().state, odd);
    QCOMPARE(chart.entries().last().count, 3);
    QVERIFY(!chart.entries().last().known);
    QVERIFY(chart.accessibleDescription().contains(odd + QStringLiteral(": 3 observations")));
    chart.resize(640, chart.heightForWidth(640));
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QSignalSpy spy(&chart, &BreakdownChart::stateActivated);
    QTest::mouseClick(&chart, Qt::LeftButton, {}, chart.barRect(odd).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), odd);
    const QString tip = toolTipAt(&chart, chart.barRect(odd).center());
    QVERIFY2(plainOfRich(tip).contains(odd + QStringLiteral(": 3 of 21")), qPrintable(tip));
}

// A record listing thousands of states (2,500 more in state_counts, one of them the status of
// three observations): the chart draws the thousand the reader keeps, at once (an index, not a
// search per state), and the PDF's breakdown folds all but the known six and the states with
// the most observations into one "N more states" entry, the states only counted among them.
void TestWidgets::chartThousandsOfStates()
{
    const RecordPtr r = parse(mutatedFixture([](QJsonObject &root) {
        root[QStringLiteral("reference_resolution")]
            = withChild(root[QStringLiteral("reference_resolution")].toObject(),
                QStringLiteral("state_counts"), [](QJsonObject &counts) {
                    for (int i = 0; i < 2500; ++i)
                        counts[QStringLiteral("zz%1").arg(i, 5, 10, QLatin1Char('0'))] = 0;
                });
        for (int i : { 0, 1, 2 })
            editOutbound(root, i, [](QJsonObject &o) {
                o = withChild(o, QStringLiteral("resolution"), [](QJsonObject &res) {
                    res[QStringLiteral("status")] = QStringLiteral("zz02400");
                });
            });
    }));
    QVERIFY(r);
    const ReferenceResolution &rr = r->referenceResolution;
    QCOMPARE(rr.stateCounts.size(), kElementsKept);
    QCOMPARE(rr.stateCountsNotKept, 2506 - kElementsKept);
    // the six known, 994 stated, and zz02400 (stated past the kept ones, seen in observations)
    const QList<BreakdownEntry> entries = breakdownEntries(*r);
    QCOMPARE(entries.size(), kElementsKept + 1);
    QCOMPARE(entries.last().state, QStringLiteral("zz02400"));
    QCOMPARE(entries.last().count, 3);
    const QList<BreakdownEntry> folded = foldBreakdownEntries(entries, rr.stateCountsNotKept, 24);
    QCOMPARE(folded.size(), 24);
    QVERIFY(folded.last().folded);
    QCOMPARE(std::count_if(folded.cbegin(), folded.cend(), [](auto &e) { return e.folded; }), 1);
    for (int i = 0; i < 6; ++i)
        QVERIFY(folded[i].known);
    QCOMPARE(folded[6].state, QStringLiteral("zz02400")); // the most observations first
    QCOMPARE(folded[7].state, QStringLiteral("zz00000")); // then as the record lists them
    // 995 unknown entries, 17 drawn, plus the 1,506 states only counted
    QCOMPARE(folded.last().state,
        QStringLiteral("%1 more states").arg(QLocale().toString(995 - 17 + 1506)));
    QCOMPARE(folded.last().count, 0);
    qint64 observations = 0;
    for (const BreakdownEntry &e : folded)
        observations += e.count;
    QCOMPARE(observations, r->outbound.size()); // every observation is in one entry
    // few states: nothing folded
    QCOMPARE(foldBreakdownEntries(breakdownEntries(*m_record), 0, 24).size(), 6);

    // The side panel's chart draws what the report draws (its legend listed all 1,001 entries,
    // a long scroll); the folded entry is no state, so activating it filters nothing.
    BreakdownChart chart;
    chart.resize(300, 200);
    chart.setRecord(r);
    QCOMPARE(chart.entries().size(), kBreakdownEntriesDrawn);
    QCOMPARE(chart.entries().last().state, folded.last().state);
    QVERIFY(chart.entries().last().folded);
    const qreal unfolded
        = layoutBreakdown(QRectF(0, 0, 300, 1e7), entries, QFontMetricsF(chart.font()), {})
              .size.height();
    QVERIFY2(chart.heightForWidth(300) * 20 < unfolded,
        qPrintable(QStringLiteral("%1 of %2").arg(chart.heightForWidth(300)).arg(unfolded)));
    QSignalSpy activated(&chart, &BreakdownChart::stateActivated);
    chart.setFocus();
    chart.setCurrentIndex(int(kBreakdownEntriesDrawn) - 1);
    QTest::keyClick(&chart, Qt::Key_Return);
    QCOMPARE(activated.size(), 0);
    chart.setCurrentIndex(6);
    QTest::keyClick(&chart, Qt::Key_Return);
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.first().first().toString(), QStringLiteral("zz02400"));
}

void TestWidgets::panels()
{
    StandingSourcesPanel sources;
    sources.setRecord(m_record);
    const QStringList lines = sources.lines();
    QCOMPARE(lines.size(), 2);
    QVERIFY(lines[0].startsWith(QStringLiteral("crossref, observed ")));
    QVERIFY(lines[1].startsWith(QStringLiteral("retraction_watch, observed ")));
    const auto labels = sources.findChildren<QLabel *>();
    QCOMPARE(labels.size(), 2);
    QVERIFY(labels[0]->toolTip().contains(QStringLiteral("2026-08-10T06:31:04.303")));
    for (QLabel *l : labels)
        QCOMPARE(l->textFormat(), Qt::PlainText);
    QVERIFY(sources.accessibleDescription().contains(QStringLiteral("retraction_watch")));

    ExternalMeasurementsPanel external;
    external.setRecord(m_record);
    QCOMPARE(external.blocks(),
        QStringList { QStringLiteral("No source-named external measurement is stored.") });

    const RecordPtr withMeasurement = parse(mutatedFixture([](QJsonObject &root) {
        QJsonObject m;
        m[QStringLiteral("source")] = QStringLiteral("arxiv_reference");
        m[QStringLiteral("count")] = 12;
        m[QStringLiteral("observed_at")] = QStringLiteral("2026-06-30T16:04:52Z");
        m[QStringLiteral("note")] = QStringLiteral("<b>not bold</b>");
        root[QStringLiteral("external_citation_measurements")] = QJsonArray { m };
    }));
    QVERIFY(withMeasurement);
    external.setRecord(withMeasurement);
    QCOMPARE(external.blocks().size(), 1);
    const QString block = external.blocks().first();
    QVERIFY2(block.startsWith(QStringLiteral("Source: arxiv_reference\n")), qPrintable(block));
    QVERIFY(block.contains(QStringLiteral("count: 12")));
    QVERIFY(block.contains(QStringLiteral("observed at: 2026-06-30T16:04:52Z")));
    QVERIFY(block.contains(QStringLiteral("note: <b>not bold</b>")));
    for (QLabel *l : external.findChildren<QLabel *>())
        QCOMPARE(l->textFormat(), Qt::PlainText);
    QCOMPARE(ExternalMeasurementsPanel::describeMeasurement(QStringLiteral("[1,2]")),
        QStringLiteral("[1,2]"));
    external.setRecord(nullptr);
    QCOMPARE(external.blocks().size(), 1);
}

void TestWidgets::hostileTextShownLiterally()
{
    const RecordPtr r = parse(mutatedFixture([](QJsonObject &root) {
        QJsonObject paper = root[QStringLiteral("paper")].toObject();
        paper[QStringLiteral("title")] = kHostile;
        paper[QStringLiteral("primary_category")] = QStringLiteral("<u>cs</u>");
        root[QStringLiteral("paper")] = paper;
        root[QStringLiteral("thesis")] = kHostile;
        QJsonArray cov = root[QStringLiteral("coverage")].toArray();
        QJsonObject lane = cov[0].toObject();
        lane[QStringLiteral("note")] = kHostile;
        lane[QStringLiteral("source")] = QStringLiteral("<i>src</i>");
        cov[0] = lane;
        root[QStringLiteral("coverage")] = cov;
        QJsonArray ss = root[QStringLiteral("standing_sources")].toArray();
        QJsonObject s0 = ss[0].toObject();
        s0[QStringLiteral("source")] = kHostile;
        ss[0] = s0;
        root[QStringLiteral("standing_sources")] = ss;
    }));
    QVERIFY(r);
    QCOMPARE(r->paper.title, kHostile);

    RecordHeader header;
    header.setRecord(r);
    auto *title = header.findChild<QLabel *>(QStringLiteral("titleLabel"));
    QCOMPARE(title->text(), kHostile);
    QCOMPARE(title->textFormat(), Qt::PlainText);
    QCOMPARE(plainOfRich(title->toolTip()), kHostile);
    QCOMPARE(header.findChild<QLabel *>(QStringLiteral("categoryLabel"))->text(),
        QStringLiteral("<u>cs</u>"));
    QCOMPARE(header.findChild<QLabel *>(QStringLiteral("thesisLabel"))->text(), kHostile);
    for (QLabel *l : header.findChildren<QLabel *>()) {
        QCOMPARE(l->textFormat(), Qt::PlainText);
        if (!l->toolTip().isEmpty())
            QVERIFY2(!l->toolTip().contains(QStringLiteral("<img")), qPrintable(l->toolTip()));
    }
    QVERIFY(header.accessibleName().contains(kHostile)); // accessible text is plain, not rendered

    // The title is drawn as its characters: the label's rendering has as much ink as a plain
    // label with the same literal text, far more than "x" bold (what markup would show).
    header.resize(900, header.heightForWidth(900) > 0 ? header.heightForWidth(900) : 300);
    QLabel literal;
    literal.setTextFormat(Qt::PlainText);
    literal.setFont(title->font());
    literal.setText(kHostile);
    literal.adjustSize();
    QLabel markup;
    markup.setTextFormat(Qt::RichText);
    markup.setFont(title->font());
    markup.setText(kHostile);
    markup.adjustSize();
    QVERIFY(literal.sizeHint().width() > 3 * markup.sizeHint().width());
    QVERIFY(title->sizeHint().width() >= literal.sizeHint().width() * 0.9 || title->wordWrap());

    CoverageBarsWidget bars;
    bars.setRecord(r);
    const QString tip = bars.laneToolTip(0);
    QVERIFY(!tip.contains(QStringLiteral("<img")));
    QVERIFY(!tip.contains(QStringLiteral("<i>src")));
    QVERIFY2(plainOfRich(tip).contains(kHostile), qPrintable(tip));
    QVERIFY(plainOfRich(tip).contains(QStringLiteral("Source: <i>src</i>")));

    StandingSourcesPanel sources;
    sources.setRecord(r);
    QVERIFY(sources.lines().first().startsWith(kHostile));

    // The integrity dialog shows ids and messages as item text (never rendered) and escapes
    // tooltips.
    const RecordPtr badId = parse(mutatedFixture([](QJsonObject &root) {
        editOutbound(
            root, 0, [](QJsonObject &o) { o[QStringLiteral("observation_id")] = kHostile; });
    }));
    IntegrityDialog dialog;
    dialog.setRecord(badId);
    QTreeWidgetItem *row = dialog.digestFailuresView()->topLevelItem(0);
    QVERIFY(row);
    QCOMPARE(row->text(2), kHostile); // the id column, after Ref. and direction
    QCOMPARE(plainOfRich(row->toolTip(2)), kHostile);
}

void TestWidgets::darkPaletteReadable()
{
    const QPalette dark = darkPalette();
    QWidget page;
    page.setPalette(dark);
    page.setAutoFillBackground(true);
    auto *layout = new QVBoxLayout(&page);
    auto *header = new RecordHeader(&page);
    auto *bars = new CoverageBarsWidget(&page);
    auto *chart = new BreakdownChart(&page);
    layout->addWidget(header);
    layout->addWidget(bars);
    layout->addWidget(chart);
    header->setRecord(m_record);
    bars->setRecord(m_record);
    chart->setRecord(m_record);
    page.resize(820, page.sizeHint().height());
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));

    const QColor window = dark.color(QPalette::Window);
    const QColor text = dark.color(QPalette::WindowText);
    QVERIFY(contrastRatio(text, window) > 7);
    for (QWidget *w : std::initializer_list<QWidget *> { header, bars, chart }) {
        QCOMPARE(w->palette().color(QPalette::Window), window);
        w->setAutoFillBackground(true);
        const QImage img = w->grab().toImage();
        // Background is the dark window colour, and light text-coloured ink is present.
        const QColor corner = img.pixelColor(1, 1);
        QVERIFY2(contrastRatio(corner, window) < 1.2, qPrintable(corner.name()));
        const int ink = countNear(img, text, 50);
        QVERIFY2(ink > 80,
            qPrintable(QStringLiteral("%1: %2 text pixels").arg(w->objectName()).arg(ink)));
        // And no dark text on the dark background: pixels near black are rarer than light ink.
        QVERIFY(countNear(img, Qt::black, 20) < ink);
    }
    // The chart's fills are the dark-palette variants.
    const QImage chartImage = chart->grab().toImage();
    const QRect fuzzy = chart->barRect(QStringLiteral("verified_fuzzy"));
    const QColor sample = chartImage.pixelColor(fuzzy.left() + 3, fuzzy.top() + 3);
    QVERIFY2(contrastRatio(sample, statusStyle(QStringLiteral("verified_fuzzy"), true).fill) < 1.6,
        qPrintable(sample.name()));
    QVERIFY(contrastRatio(sample, window) >= 3.0);
}

void TestWidgets::accessibleNames()
{
    RecordHeader header;
    CoverageBarsWidget bars;
    BreakdownChart chart;
    StandingSourcesPanel sources;
    ExternalMeasurementsPanel external;
    header.setRecord(m_record);
    bars.setRecord(m_record);
    chart.setRecord(m_record);
    sources.setRecord(m_record);
    external.setRecord(m_record);
    for (QWidget *w : std::initializer_list<QWidget *> {
             &header, header.integrityBadge(), &bars, &chart, &sources, &external }) {
        QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName()));
        QVERIFY2(!w->accessibleDescription().isEmpty(), qPrintable(w->objectName()));
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        QVERIFY(iface);
        QCOMPARE(iface->text(QAccessible::Name), w->accessibleName());
        QCOMPARE(iface->text(QAccessible::Description), w->accessibleDescription());
    }
    QCOMPARE(header.integrityBadge()->accessibleName(),
        QStringLiteral("Integrity: All digests verified"));
    QAccessibleInterface *badge = QAccessible::queryAccessibleInterface(header.integrityBadge());
    QCOMPARE(badge->role(), QAccessible::Button);
    QVERIFY(external.accessibleDescription().contains(
        QStringLiteral("No source-named external measurement is stored.")));
    // Keyboard reachable: every interactive custom widget takes Tab focus.
    for (QWidget *w : std::initializer_list<QWidget *> { header.integrityBadge(), &bars, &chart })
        QVERIFY(w->focusPolicy() & Qt::TabFocus);
}

void TestWidgets::screenshots()
{
    // PNGs for people to look at, every widget in a light and a dark palette; each is read back
    // and checked for what it must show: the palette's background, the colour of every state the
    // record holds, the verdict's colour, a legend that folds when narrow.
    const QString dir = QDir::current().absoluteFilePath(QStringLiteral("widgets-screenshots"));
    QVERIFY(QDir().mkpath(dir));
    const RecordPtr tampered = parse(mutatedFixture([](QJsonObject &root) {
        editOutbound(root, 2, [](QJsonObject &o) {
            o[QStringLiteral("observation_id")] = QStringLiteral("tampered");
        });
    }));
    QVERIFY(tampered);
    const IntegrityLevel cleanLevel = integritySummary(m_record.get()).level;
    const IntegrityLevel tamperedLevel = integritySummary(tampered.get()).level;
    QCOMPARE(tamperedLevel, IntegrityLevel::ObservationFailures);
    QVERIFY(!integrityFails(cleanLevel));
    QSet<QString> states;
    for (const Observation &o : m_record->outbound)
        states.insert(o.resolution.status);
    for (const Observation &o : m_record->inbound)
        states.insert(o.resolution.status);
    QVERIFY(states.size() >= 2);

    QList<QRgb> backgrounds;
    for (const auto &[name, palette] : { std::pair { QStringLiteral("light"), lightPalette() },
             std::pair { QStringLiteral("dark"), darkPalette() } }) {
        const bool dark = name == QLatin1String("dark");
        QWidget page;
        page.setPalette(palette);
        page.setAutoFillBackground(true);
        auto *layout = new QVBoxLayout(&page);
        auto *header = new RecordHeader(&page);
        auto *bars = new CoverageBarsWidget(&page);
        auto *chart = new BreakdownChart(&page);
        auto *sourcesBox = new QGroupBox(QStringLiteral("Standing sources"), &page);
        auto *sources = new StandingSourcesPanel(sourcesBox);
        (new QVBoxLayout(sourcesBox))->addWidget(sources);
        auto *externalBox = new QGroupBox(QStringLiteral("External citation measurements"), &page);
        auto *external = new ExternalMeasurementsPanel(externalBox);
        (new QVBoxLayout(externalBox))->addWidget(external);
        layout->addWidget(header);
        layout->addWidget(bars);
        layout->addWidget(chart);
        layout->addWidget(sourcesBox);
        layout->addWidget(externalBox);
        layout->addStretch(1);
        header->setRecord(m_record);
        bars->setRecord(m_record);
        chart->setRecord(m_record);
        sources->setRecord(m_record);
        external->setRecord(m_record);
        page.resize(860, page.sizeHint().height());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        chart->setFocus();
        QTest::keyClick(chart, Qt::Key_Right);

        const QImage whole
            = savedImage(page.grab(), dir + QStringLiteral("/widgets-%1.png").arg(name));
        QVERIFY2(!whole.isNull(), "widgets PNG not written or not readable");
        QCOMPARE(whole.size(), page.size() * page.devicePixelRatio());
        QVERIFY2(distinctColours(whole) >= 16, "the page is (nearly) blank");
        // The page is painted in the palette's window colour, so light and dark differ.
        const QColor window = palette.color(QPalette::Window);
        QCOMPARE(QColor(whole.pixel(whole.width() - 2, whole.height() - 2)).rgb(), window.rgb());
        backgrounds << window.rgb();

        const QImage breakdown
            = savedImage(chart->grab(), dir + QStringLiteral("/breakdown-%1.png").arg(name));
        QVERIFY(!breakdown.isNull());
        for (const QString &state : states) {
            const QColor fill = statusStyle(state, dark).fill;
            QVERIFY2(pixelsNear(breakdown, fill) >= 20,
                qPrintable(QStringLiteral("%1: the breakdown shows no %2 in the colour of \"%3\"")
                               .arg(name, fill.name(), state)));
        }
        const QImage coverage
            = savedImage(bars->grab(), dir + QStringLiteral("/coverage-%1.png").arg(name));
        QVERIFY(!coverage.isNull());
        QVERIFY2(distinctColours(coverage) >= 8, "the coverage bars are (nearly) blank");

        const QColor failure = integrityColour(IntegrityLevel::ObservationFailures, dark);
        const QColor clean = integrityColour(cleanLevel, dark);
        const QImage cleanHeader
            = savedImage(header->grab(), dir + QStringLiteral("/header-%1.png").arg(name));
        QVERIFY(!cleanHeader.isNull());
        QVERIFY2(pixelsNear(cleanHeader, clean) >= 10, "the badge is not in the verdict's colour");
        QCOMPARE(pixelsNear(cleanHeader, failure), 0);

        // The window's side panel is narrow: the legend folds into more rows.
        {
            BreakdownChart narrow;
            narrow.setPalette(palette);
            narrow.setAutoFillBackground(true);
            narrow.setRecord(m_record);
            narrow.resize(220, narrow.heightForWidth(220));
            QVERIFY(narrow.height() > chart->heightForWidth(chart->width()));
            const QImage narrowImage = savedImage(
                narrow.grab(), dir + QStringLiteral("/breakdown-narrow-%1.png").arg(name));
            QCOMPARE(narrowImage.size(), narrow.size() * narrow.devicePixelRatio());
            for (const QString &state : states)
                QVERIFY(pixelsNear(narrowImage, statusStyle(state, dark).fill) >= 20);
            CoverageBarsWidget narrowBars;
            narrowBars.setPalette(palette);
            narrowBars.setAutoFillBackground(true);
            narrowBars.setRecord(m_record);
            narrowBars.resize(200, narrowBars.heightForWidth(200));
            const QImage narrowCoverage = savedImage(
                narrowBars.grab(), dir + QStringLiteral("/coverage-narrow-%1.png").arg(name));
            QCOMPARE(narrowCoverage.size(), narrowBars.size() * narrowBars.devicePixelRatio());
            QVERIFY(distinctColours(narrowCoverage) >= 8);
        }

        header->setRecord(tampered);
        QCoreApplication::processEvents(); // let the layout give the badge its new width
        const QImage tamperedHeader
            = savedImage(header->grab(), dir + QStringLiteral("/header-tampered-%1.png").arg(name));
        QVERIFY(!tamperedHeader.isNull());
        QVERIFY2(pixelsNear(tamperedHeader, failure) >= 10,
            "a failing record's badge is not in the failure colour");
        header->showIntegrityDetails();
        header->integrityDialog()->setPalette(palette);
        QVERIFY(QTest::qWaitForWindowExposed(header->integrityDialog()));
        const QImage dialog = savedImage(header->integrityDialog()->grab(),
            dir + QStringLiteral("/integrity-dialog-%1.png").arg(name));
        QVERIFY(!dialog.isNull());
        QVERIFY2(distinctColours(dialog) >= 8, "the integrity dialog is (nearly) blank");
        header->integrityDialog()->close();
    }
    QCOMPARE(backgrounds.size(), 2);
    QVERIFY(backgrounds[0] != backgrounds[1]);
    qInfo("screenshots in %s", qPrintable(dir));
}

// The two bar widgets share their hover, focus and key handling (ui/widgets/itembar.h): focus
// makes the first item current, the chart's items are clicked (a pointing hand over them), the
// coverage lanes are not and take Up/Down only.
void TestWidgets::barsShareHoverAndFocus()
{
    BreakdownChart chart;
    chart.setRecord(m_record);
    chart.resize(640, chart.heightForWidth(640));
    CoverageBarsWidget bars;
    bars.setRecord(m_record);
    bars.resize(400, bars.heightForWidth(400));
    for (QWidget *w : { static_cast<QWidget *>(&chart), static_cast<QWidget *>(&bars) }) {
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
    }
    chart.clearFocus();
    chart.setCurrentIndex(-1);
    chart.activateWindow();
    chart.setFocus();
    QTRY_COMPARE(chart.currentIndex(), 0);
    bars.clearFocus();
    bars.setCurrentLane(-1);
    QCOMPARE(bars.currentLane(), -1);
    bars.activateWindow();
    bars.setFocus();
    QTRY_COMPARE(bars.currentLane(), 0);
    QTest::keyClick(&bars, Qt::Key_Right); // not a lane key
    QCOMPARE(bars.currentLane(), 0);

    const QPoint onSegment = chart.segmentRect(chart.entries().constFirst().state).center();
    QTest::mouseMove(&chart, onSegment);
    QTRY_COMPARE(chart.cursor().shape(), Qt::PointingHandCursor);
    QTest::mouseMove(&chart, QPoint(chart.width() - 1, chart.height() - 1));
    QTRY_COMPARE(chart.cursor().shape(), Qt::ArrowCursor);
    QTest::mouseMove(&bars, bars.laneRect(0).center());
    QCOMPARE(bars.cursor().shape(), Qt::ArrowCursor);
}

QTEST_MAIN(TestWidgets)
#include "tst_widgets.moc"

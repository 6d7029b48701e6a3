// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile text, below the widgets: record strings full of markup, script and
// file: links and spreadsheet formulas stay literal text in the item models (what views draw and
// what tooltips show), in the CSV (formulas neutralised), and only relative /paper/<arXiv id>
// links are ever followable.
#include "models/export/csvwriter.h"
#include "models/items/coveragemodel.h"
#include "models/items/observationmodel.h"
#include "models/items/resolutionsummarymodel.h"
#include "models/net/identifier.h"
#include "tests/hostile/hostiletext.h"

#include <QBuffer>
#include <QTest>

using namespace pith;
using namespace pith::test;

class TestHostileText : public QObject {
    Q_OBJECT
private slots:
    void recordKeepsTheTextVerbatim();
    void itemModelsShowLiteralText();
    void csvNeutralisesFormulas();
    void onlyRelativePaperLinksAreFollowable_data();
    void onlyRelativePaperLinksAreFollowable();
    void recordLinksAreNotFollowable();
};

void TestHostileText::recordKeepsTheTextVerbatim()
{
    const RecordPtr r = hostileRecord();
    QCOMPARE(r->paper.title, hostileStrings()[0]);
    QCOMPARE(r->outbound[0].citation.citedPaper->title, hostileStrings()[1]);
    QCOMPARE(r->outbound[0].resolution.status, hostileStrings()[5]);
    QCOMPARE(r->outbound[1].otherTitle(), hostileFormula());
    QCOMPARE(r->coverage[0].note, hostileStrings()[10]);
    QCOMPARE(r->outbound[0].citedPaperLink, QStringLiteral("javascript:alert(1)"));
}

// Every cell of every model, in the roles a view draws (DisplayRole, which the delegate draws as
// plain text, so it must be the literal string and not an escaped one) and shows as a tooltip
// (QToolTip guesses rich text, so a raw "<b>" there would render).
void TestHostileText::itemModelsShowLiteralText()
{
    const RecordPtr r = hostileRecord();
    ObservationModel observations;
    observations.setRecord(r);
    CoverageModel coverage;
    coverage.setRecord(r);
    ResolutionSummaryModel summary;
    summary.setRecord(r);
    int hostileCells = 0;
    QStringList problems;
    for (const QAbstractItemModel *model : { static_cast<const QAbstractItemModel *>(&observations),
             static_cast<const QAbstractItemModel *>(&coverage),
             static_cast<const QAbstractItemModel *>(&summary) }) {
        const QString name = QString::fromLatin1(model->metaObject()->className());
        for (int row = 0; row < model->rowCount(); ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                const QString display = index.data(Qt::DisplayRole).toString();
                for (const QString &h : hostileStrings()) {
                    if (display.contains(h))
                        ++hostileCells;
                    if (display.contains(h.toHtmlEscaped()))
                        problems << QStringLiteral(
                            "%1 %2,%3 DisplayRole is escaped (the view would show entities): %4")
                                        .arg(name)
                                        .arg(row)
                                        .arg(column)
                                        .arg(display);
                }
                const QString tip = index.data(Qt::ToolTipRole).toString();
                const QString wrong = hostileShownWrongly(tip);
                if (!wrong.isEmpty())
                    problems << QStringLiteral("%1 %2,%3 ToolTipRole: %4")
                                    .arg(name)
                                    .arg(row)
                                    .arg(column)
                                    .arg(wrong);
            }
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    // Titles, states, resolver, notice state and reason and the lane note reach the models.
    QVERIFY2(hostileCells >= 5, qPrintable(QString::number(hostileCells)));
}

// A spreadsheet evaluates a cell starting with = + - @ TAB CR: the CSV must start such text with
// an apostrophe, and markup stays as written (a CSV has no markup).
void TestHostileText::csvNeutralisesFormulas()
{
    const RecordPtr r = hostileRecord();
    QList<const Observation *> rows;
    for (const Observation &o : r->outbound)
        rows.append(&o);
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    QString error;
    QVERIFY2(exporting::writeCsv(&buffer, rows, {}, &error), qPrintable(error));
    const QByteArray csv = buffer.data();
    QVERIFY(!csv.contains(",=HYPERLINK"));
    QVERIFY(!csv.contains(",\"=HYPERLINK"));
    QVERIFY2(
        csv.contains("\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"x\"\")\""), csv.constData());
    QVERIFY(csv.contains(",'+1-555 @doi <b>x</b>,"));
    QVERIFY(csv.contains("<img src=x onerror=alert(1)> cited"));
    QVERIFY(csv.contains("<h1>verified_exact</h1>"));
    // Every text field that starts a formula is neutralised, whatever the column.
    for (const QString &value :
        { QStringLiteral("=1+1"), QStringLiteral("+1"), QStringLiteral("-1"),
            QStringLiteral("@SUM(A1)"), QStringLiteral("\t=1"), QStringLiteral("\r=1") }) {
        const QByteArray field = exporting::csvTextField(value);
        QVERIFY2(field.startsWith("'") || field.startsWith("\"'"), field.constData());
    }
}

void TestHostileText::onlyRelativePaperLinksAreFollowable_data()
{
    QTest::addColumn<QString>("link");
    QTest::addColumn<QString>("id"); // empty: never followed
    QTest::newRow("relative paper link")
        << QStringLiteral("/paper/2507.07120") << QStringLiteral("2507.07120");
    QTest::newRow("old-style id") << QStringLiteral("/paper/hep-th/9901001")
                                  << QStringLiteral("hep-th/9901001");
    const QStringList refused = {
        QStringLiteral("file:///etc/passwd"),
        QStringLiteral("file:/paper/2507.07120"),
        QStringLiteral("javascript:alert(1)"),
        QStringLiteral("JavaScript:alert(document.cookie)"),
        QStringLiteral("data:text/html,<b>x</b>"),
        QStringLiteral("https://evil.example/paper/2507.07120"),
        QStringLiteral("http://pith.science/paper/2507.07120"),
        QStringLiteral("//evil.example/paper/2507.07120"),
        QStringLiteral("/paper/../../etc/passwd"),
        QStringLiteral("/paper/2507.07120/../../x"),
        QStringLiteral("/paper/2507.07120?redirect=https://evil.example"),
        QStringLiteral("/paper/2507.07120#x"),
        QStringLiteral("/paper/%32507.07120"),
        QStringLiteral("/paper/<b>2507.07120</b>"),
        QStringLiteral("/paper/not-an-id"),
        QStringLiteral("/paper/"),
        QStringLiteral("paper/2507.07120"),
        QStringLiteral("/Paper/2507.07120"),
        QStringLiteral("/pith/2507.07120/integrity.json"),
        QStringLiteral("/paper/2507.07120/citation-record.json"),
        QStringLiteral("\\\\evil.example\\paper\\2507.07120"),
        QStringLiteral("/paper/2507.07120\njavascript:alert(1)"),
        QStringLiteral(""),
    };
    for (const QString &l : refused)
        QTest::newRow(qPrintable(QStringLiteral("refuse ")
            + QString(l).replace(QLatin1Char('\n'), QStringLiteral("\\n"))))
            << l << QString();
}

void TestHostileText::onlyRelativePaperLinksAreFollowable()
{
    QFETCH(QString, link);
    QFETCH(QString, id);
    const std::optional<QString> got = net::followablePaperId(link);
    if (id.isEmpty())
        QVERIFY2(!got, qPrintable(QStringLiteral("followable as %1").arg(got.value_or(QString()))));
    else
        QCOMPARE(got.value_or(QStringLiteral("(refused)")), id);
}

// The hostile record's own links: javascript:, file: and an absolute URL are never followable.
void TestHostileText::recordLinksAreNotFollowable()
{
    const RecordPtr r = hostileRecord();
    QVERIFY(!net::followablePaperId(r->outbound[0].citedPaperLink));
    QVERIFY(!net::followablePaperId(r->outbound[1].citedPaperLink));
    QVERIFY(!net::followablePaperId(r->outbound[2].citedPaperLink));
    QCOMPARE(net::followablePaperId(r->outbound[3].citedPaperLink).value_or(QString()),
        r->outbound[3].citedPaperLink.mid(7));
}

QTEST_MAIN(TestHostileText)
#include "tst_hostiletext.moc"

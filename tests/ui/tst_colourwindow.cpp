// SPDX-License-Identifier: GPL-3.0-or-later
// Colouring rules in the real window (issue 23): the dialog (edit, reorder, import/export round
// trip, refused queries), the table's painted rows, the legend's counts and clicks, Colour Rows,
// and rules kept in the settings (a broken stored list falls back to the defaults).
#include "windowtestutil.h"

#include "app/common/language.h"
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "ui/paint/colourrulestyle.h"
#include "ui/paint/statusstyle.h"
#include "ui/report/factkinds.h"
#include "ui/window/colourlegend.h"
#include "ui/window/colourrulesdialog.h"
#include "ui/window/filterbar.h"
#include "ui/window/mainwindow.h"
#include "ui/window/observationtable.h"
#include "ui/window/recordview.h"
#include "ui/window/settings.h"

#include <QAbstractItemView>
#include <QAction>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStringListModel>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace pith;
using namespace pith::ui;
using namespace Qt::StringLiterals;

namespace {
constexpr int kWait = 20000;
const QString kQuery = QStringLiteral("status:unresolved year:..2021");
const QColor kFg(0x20, 0x10, 0x00);
const QColor kBg(0xff, 0xc8, 0x40);
} // namespace

class TestColourWindow final : public test::WindowTest {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void defaultsReadInBothPalettes();
    void userRuleColoursTableAndLegend();
    void invalidQueryRefusedInTheDialog();
    void queryCompletesAsInTheFilterBar();
    void reorderByButtonsAndByDrag();
    void importExportRoundTrip();
    void colourRowsToggle();
    void brokenStoredRulesGiveTheDefaults();

private:
    RecordView *openFixture();
    ColourRulesDialog *openDialog();
    // Rows of the fixture the query selects, straight from the JSON.
    static int oldUnresolvedInFixture();
};

void TestColourWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(setupLanguage(QStringLiteral("en")).ok());
}

void TestColourWindow::init()
{
    QVERIFY(startWindow({}, [](MainWindow &window) { window.resize(1400, 900); }));
}

void TestColourWindow::cleanup() { closeWindow(); }

RecordView *TestColourWindow::openFixture()
{
    return test::openAndWait(m_window.get(), { test::fixturePath() }, kWait);
}

ColourRulesDialog *TestColourWindow::openDialog()
{
    auto *action = m_window->findChild<QAction *>(QStringLiteral("actionColourRules"));
    if (!action)
        return nullptr;
    action->trigger();
    auto *dialog = m_window->findChild<ColourRulesDialog *>();
    if (dialog && !QTest::qWaitForWindowExposed(dialog))
        return nullptr;
    return dialog;
}

int TestColourWindow::oldUnresolvedInFixture()
{
    const QJsonObject root = QJsonDocument::fromJson(test::fixtureBytes()).object();
    int n = 0;
    for (const QJsonValue &o : root.value(u"outbound").toArray()) {
        const QJsonObject obs = o.toObject();
        const QJsonValue year
            = obs.value(u"citation").toObject().value(u"cited_work").toObject().value(u"year");
        if (obs.value(u"resolution").toObject().value(u"status").toString() == u"unresolved"
            && year.isDouble() && year.toInt() <= 2021)
            ++n;
    }
    return n;
}

void TestColourWindow::defaultsReadInBothPalettes()
{
    for (const bool dark : { false, true }) {
        const ColourRuleList rules = DefaultColourRules::rules(dark);
        QStringList queries;
        for (const ColourRule &r : rules) {
            queries.append(r.query);
            QVERIFY2(ColourRules::checkQuery(r.query, everyFactKind()) == std::nullopt,
                qPrintable(r.query));
            QVERIFY2(contrastRatio(r.foreground, r.background) >= 4.5, qPrintable(r.name));
            // The row stands apart from the table's own base colour (by hue where a dark
            // palette leaves little room for lightness).
            const QColor base = dark ? QColor(0x2a, 0x2a, 0x2a) : QColor(Qt::white);
            const int dr = r.background.red() - base.red(),
                      dg = r.background.green() - base.green(),
                      db = r.background.blue() - base.blue();
            QVERIFY2(
                contrastRatio(r.background, base) >= 1.15 || dr * dr + dg * dg + db * db >= 48 * 48,
                qPrintable(r.name));
        }
        // Gravest first, every default of the issue: the finding and review lines are kept
        // whether or not the record at hand has findings or a review.
        QCOMPARE(queries,
            QStringList({ u"event:retraction"_s, u"digest:bad"_s, u"finding:critical"_s,
                u"review:needs_fix"_s, u"status:unresolved"_s }));
    }
    // What a new window starts with.
    QCOMPARE(
        m_window->colourRules(), DefaultColourRules::rules(isDarkPalette(m_window->palette())));
}

void TestColourWindow::userRuleColoursTableAndLegend()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    ColourRulesDialog *dialog = openDialog();
    QVERIFY(dialog);
    const int before = dialog->ruleList()->count();
    QTest::mouseClick(
        dialog->findChild<QPushButton *>(QStringLiteral("addButton")), Qt::LeftButton);
    QCOMPARE(dialog->ruleList()->count(), before + 1);
    auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("nameEdit"));
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Old and unresolved"));
    QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("queryEdit")), kQuery);
    dialog->setCurrentColours(kFg, kBg);
    // The colour buttons show what they set.
    const QImage swatch = dialog->findChild<QPushButton *>(QStringLiteral("backgroundButton"))
                              ->icon()
                              .pixmap(QSize(16, 16))
                              .toImage();
    QCOMPARE(swatch.pixelColor(swatch.width() / 2, swatch.height() / 2), kBg);
    // Up to the top, by the buttons.
    auto *up = dialog->findChild<QPushButton *>(QStringLiteral("upButton"));
    while (dialog->ruleList()->currentRow() > 0)
        QTest::mouseClick(up, Qt::LeftButton);
    QVERIFY(!up->isEnabled());
    auto *ok = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))
                   ->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    QTest::mouseClick(ok, Qt::LeftButton);
    QTRY_VERIFY(!m_window->findChild<ColourRulesDialog *>()
        || !m_window->findChild<ColourRulesDialog *>()->isVisible());

    const ColourRule &first = m_window->colourRules().first();
    QCOMPARE(first.name, QStringLiteral("Old and unresolved"));
    QCOMPARE(first.query, kQuery);
    QCOMPARE(first.background, kBg);
    QCOMPARE(m_settings->colourRules()->first(), first); // kept

    // The table: those rows painted in the rule's background.
    const int expected = oldUnresolvedInFixture();
    QVERIFY(expected > 0);
    ObservationTable *table = view->table();
    int painted = 0;
    QTRY_VERIFY(view->colourLegend()->isVisible());
    table->scrollToTop();
    const QImage image = table->viewport()->grab().toImage();
    for (int row = 0; row < view->proxy()->rowCount(); ++row) {
        const QModelIndex index = view->proxy()->index(row, ObservationModel::Year);
        const QRect rect = table->visualRect(index);
        if (!rect.isValid() || rect.bottom() >= image.height()
            || table->selectionModel()->isRowSelected(row))
            continue;
        const QColor pixel = image.pixelColor(rect.left() + 3, rect.center().y());
        const bool ruled = index.data(ObservationModel::ColourRuleRole).toInt() == 0;
        QCOMPARE(pixel == kBg, ruled);
        painted += ruled;
    }
    QVERIFY(painted > 0);

    // The legend: the rule with its count; a click filters by its query.
    QToolButton *entry = nullptr;
    for (QToolButton *b : view->colourLegend()->buttons()) {
        if (b->property("ruleIndex").toInt() == 0)
            entry = b;
    }
    QVERIFY(entry);
    QCOMPARE(entry->text(), QStringLiteral("Old and unresolved: %1").arg(expected));
    QTest::mouseClick(entry, Qt::LeftButton);
    QCOMPARE(view->filterBar()->query(), kQuery);
    QTRY_COMPARE(view->shownCount(), expected);
    // Only rules that colour a row are listed, each with its count.
    const QList<int> counts = view->model()->colourRuleCounts();
    QCOMPARE(view->colourLegend()->buttons().size(),
        int(std::count_if(counts.begin(), counts.end(), [](int n) { return n > 0; })));
}

void TestColourWindow::invalidQueryRefusedInTheDialog()
{
    ColourRulesDialog *dialog = openDialog();
    QVERIFY(dialog);
    dialog->ruleList()->setCurrentRow(0);
    auto *query = dialog->findChild<QLineEdit *>(QStringLiteral("queryEdit"));
    query->selectAll();
    QTest::keyClicks(query, QStringLiteral("status:unresolved yaer:2019"));
    auto *error = dialog->findChild<QLabel *>(QStringLiteral("queryErrorLabel"));
    QVERIFY(error->isVisible());
    const auto parsed
        = ObservationFilter::parse(QStringLiteral("status:unresolved yaer:2019"), everyFactKind());
    QCOMPARE(error->text(), QStringLiteral("Column 19: ") + parsed.error.message);
    auto *buttons = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
    QVERIFY(!buttons->button(QDialogButtonBox::Ok)->isEnabled());
    const ColourRuleList before = m_window->colourRules();
    dialog->accept(); // as Enter would: refused, with the rule and the message
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->messageText().contains(u"rule 1"));
    QCOMPARE(m_window->colourRules(), before);
    // Fixing it lets it through.
    query->selectAll();
    QTest::keyClicks(query, QStringLiteral("status:unresolved year:2019"));
    QVERIFY(error->isHidden());
    QVERIFY(buttons->button(QDialogButtonBox::Ok)->isEnabled());
}

void TestColourWindow::queryCompletesAsInTheFilterBar()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    ColourRulesDialog *dialog = openDialog();
    QVERIFY(dialog);
    dialog->ruleList()->setCurrentRow(0);
    auto *query = dialog->findChild<QLineEdit *>(QStringLiteral("queryEdit"));
    query->selectAll();
    QTest::keyClicks(query, QStringLiteral("year:..2021 resol"));
    // The same candidates as the tab's filter bar: its keys, then the record's values.
    const QString text = query->text();
    QCOMPARE(dialog->completer()->completionModel()->rowCount(), 1);
    QCOMPARE(dialog->completer()->currentCompletion(), QStringLiteral("resolver:"));
    const auto *offered = qobject_cast<QStringListModel *>(dialog->completer()->model());
    QVERIFY(offered);
    QCOMPARE(offered->stringList(), view->filterBar()->completionsAt(text, int(text.size())));
    emit dialog->completer()->activated(QStringLiteral("resolver:"));
    QCOMPARE(query->text(), QStringLiteral("year:..2021 resolver:"));
    QTest::keyClicks(query, QStringLiteral("raw"));
    QCOMPARE(dialog->completer()->currentCompletion(), QStringLiteral("resolver:raw_fallback"));
    emit dialog->completer()->activated(QStringLiteral("resolver:raw_fallback"));
    QCOMPARE(query->text(), QStringLiteral("year:..2021 resolver:raw_fallback"));
    QCOMPARE(dialog->rules().first().query, query->text()); // the rule follows the completion
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("queryErrorLabel"))->isHidden());
}

void TestColourWindow::reorderByButtonsAndByDrag()
{
    ColourRulesDialog *dialog = openDialog();
    QVERIFY(dialog);
    const ColourRuleList start = dialog->rules();
    QVERIFY(start.size() >= 3);
    dialog->ruleList()->setCurrentRow(0);
    QTest::mouseClick(
        dialog->findChild<QPushButton *>(QStringLiteral("downButton")), Qt::LeftButton);
    ColourRuleList expected = start;
    expected.move(0, 1);
    QCOMPARE(dialog->rules(), expected);
    // A drop in the list moves the row in its model; the rules follow the list's order.
    QVERIFY(dialog->ruleList()->model()->moveRow(QModelIndex(), 2, QModelIndex(), 0));
    expected.move(2, 0);
    QCOMPARE(dialog->rules(), expected);
    // Disabling by the check box.
    dialog->ruleList()->item(0)->setCheckState(Qt::Unchecked);
    QVERIFY(!dialog->rules().first().enabled);
    QTest::mouseClick(dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))
                          ->button(QDialogButtonBox::Apply),
        Qt::LeftButton);
    expected[0].enabled = false;
    QCOMPARE(m_window->colourRules(), expected);
}

void TestColourWindow::importExportRoundTrip()
{
    ColourRulesDialog *dialog = openDialog();
    QVERIFY(dialog);
    ColourRuleList rules = dialog->rules();
    rules.prepend({ QStringLiteral("Mine"), kQuery, kFg, kBg, true });
    rules[1].enabled = false;
    dialog->setRules(rules);
    const QString path = m_dir.filePath(QStringLiteral("rules.json"));
    QVERIFY(dialog->exportTo(path));
    QVERIFY(dialog->messageText().contains(path));
    dialog->resetToDefaults();
    QVERIFY(dialog->rules() != rules);
    QVERIFY(dialog->importFrom(path));
    QCOMPARE(dialog->rules(), rules);

    // A bad file: a message naming the file and the place, the rules as they were.
    const QString bad = m_dir.filePath(QStringLiteral("bad.json"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"pith_ledger_colour_rules\": 1, \"rules\": [{\"name\": \"x\", \"query\": \"\", "
            "\"foreground\": \"#12345\"}]}");
    f.close();
    QVERIFY(!dialog->importFrom(bad));
    QCOMPARE(dialog->messageText(),
        QStringLiteral("Not imported: %1: /rules/0/foreground: \"#12345\" is no colour of the form "
                       "#rrggbb")
            .arg(bad));
    QCOMPARE(dialog->rules(), rules);
    // A record is no rules file.
    QVERIFY(!dialog->importFrom(test::fixturePath()));
    QVERIFY(dialog->messageText().contains(u"no colouring rules file"));
}

void TestColourWindow::colourRowsToggle()
{
    RecordView *view = openFixture();
    QVERIFY(view);
    QTRY_VERIFY(view->colourLegend()->isVisible());
    const QModelIndex unresolved = [&] {
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            if (view->model()->observation(row)->resolution.status == u"unresolved")
                return view->model()->index(row, 0);
        }
        return QModelIndex();
    }();
    QVERIFY(unresolved.data(Qt::BackgroundRole).isValid());
    auto *toggle = m_window->findChild<QAction *>(QStringLiteral("actionColourRows"));
    QVERIFY(toggle && toggle->isChecked());
    toggle->trigger();
    QVERIFY(!unresolved.data(Qt::BackgroundRole).isValid());
    QVERIFY(!view->colourLegend()->isVisible());
    QVERIFY(!m_settings->colourRows());
    toggle->trigger();
    QVERIFY(unresolved.data(Qt::BackgroundRole).isValid());
    QVERIFY(m_settings->colourRows());
}

void TestColourWindow::brokenStoredRulesGiveTheDefaults()
{
    cleanup();
    {
        QSettings raw(settingsPath(), QSettings::IniFormat);
        raw.setValue(QStringLiteral("colouring/rules"), QStringLiteral("{\"rules\": [1, 2"));
        raw.setValue(QStringLiteral("colouring/shown"), QStringLiteral("banana"));
    }
    m_settings = std::make_unique<Settings>(settingsPath());
    QVERIFY(!m_settings->colourRules());
    m_window = std::make_unique<MainWindow>(m_settings.get());
    QCOMPARE(
        m_window->colourRules(), DefaultColourRules::rules(isDarkPalette(m_window->palette())));
    // A list of more rules than a row can name is not believed either.
    ColourRuleList many;
    for (int i = 0; i <= ColourRules::kMaxRules; ++i)
        many.append({ QStringLiteral("r"), QString(), kFg, kBg, true });
    m_settings->setColourRules(many);
    QVERIFY(!m_settings->colourRules());
    m_settings->setColourRules(many.mid(0, 3));
    QCOMPARE(m_settings->colourRules()->size(), 3);
}

QTEST_MAIN(TestColourWindow)
#include "tst_colourwindow.moc"

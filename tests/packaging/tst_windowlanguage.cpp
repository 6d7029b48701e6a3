// SPDX-License-Identifier: GPL-3.0-or-later
// The real main window under --lang's language: menu titles translated, keyboard mnemonics
// unique in every menu of every language, and the accessibility names and descriptions of the
// record view's own widgets present (in the chosen language) once a record is open.
#include "app/common/language.h"
#include "models/items/observationmodel.h"
#include "tests/testutil.h"
#include "ui/window/filterbar.h"
#include "ui/window/mainwindow.h"
#include "ui/window/observationtable.h"
#include "ui/window/recordview.h"
#include "ui/window/settings.h"

#include <QAccessible>
#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace pith::test;

using namespace Qt::StringLiterals;

namespace {

// The mnemonic of a menu text: the character after a single '&', lower-cased; 0 if none.
QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

// "File > Open Recent: the mnemonic 'r' is used by "&Reload" and "Open &Recent"" for every clash.
void collectClashes(const QString &where, const QList<QAction *> &actions, QStringList &clashes,
    QStringList &missing)
{
    QHash<QChar, QString> seen;
    for (QAction *a : actions) {
        if (a->isSeparator() || !a->isVisible() || a->text().isEmpty())
            continue;
        const QChar m = mnemonic(a->text());
        if (m.isNull()) {
            // Entries added at run time (recent files) and disabled placeholders need none.
            if (a->isEnabled() && a->menu())
                missing.append(QStringLiteral("%1: \"%2\"").arg(where, a->text()));
        } else if (seen.contains(m)) {
            clashes.append(QStringLiteral("%1: '%2' in \"%3\" and \"%4\"")
                               .arg(where, QString(m), seen.value(m), a->text()));
        } else {
            seen.insert(m, a->text());
        }
        if (QMenu *sub = a->menu())
            collectClashes(
                where + QStringLiteral(" > ") + a->text(), sub->actions(), clashes, missing);
    }
}

QStringList menuTitles(const QMainWindow &window)
{
    QStringList titles;
    for (QAction *a : window.menuBar()->actions()) {
        if (!a->isSeparator())
            titles.append(a->text());
    }
    return titles;
}

} // namespace

class TestWindowLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup() { pith::setupLanguage(QStringLiteral("en")); }
    void menusFollowLanguage_data();
    void menusFollowLanguage();
    void customWidgetsAreNamed_data();
    void customWidgetsAreNamed();
    void facetsSayWhatTheTableSays_data();
    void facetsSayWhatTheTableSays();

private:
    QTemporaryDir m_dir;
    QStringList m_englishTitles;
};

void TestWindowLanguage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    pith::setupLanguage(QStringLiteral("en"));
    pith::ui::Settings settings(m_dir.filePath(QStringLiteral("en.ini")));
    pith::ui::MainWindow window(&settings);
    m_englishTitles = menuTitles(window);
    QVERIFY2(
        m_englishTitles.contains(QStringLiteral("&File")), qPrintable(m_englishTitles.join(u' ')));
}

void TestWindowLanguage::menusFollowLanguage_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("fileMenu");
    QTest::newRow("German") << u"de"_s << u"&Datei"_s;
    QTest::newRow("French") << u"fr"_s << u"&Fichier"_s;
    QTest::newRow("English") << u"en"_s << u"&File"_s;
}

void TestWindowLanguage::menusFollowLanguage()
{
    QFETCH(QString, lang);
    QFETCH(QString, fileMenu);
    QVERIFY(pith::setupLanguage(lang).programTranslation);
    pith::ui::Settings settings(m_dir.filePath(lang + QStringLiteral(".ini")));
    pith::ui::MainWindow window(&settings);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    const QStringList titles = menuTitles(window);
    QCOMPARE(titles.size(), m_englishTitles.size());
    QCOMPARE(titles.value(0), fileMenu);
    if (lang != QLatin1String("en")) {
        for (qsizetype i = 0; i < titles.size(); ++i)
            QVERIFY2(titles.at(i) != m_englishTitles.at(i),
                qPrintable(QStringLiteral("menu \"%1\" is not translated").arg(titles.at(i))));
    }

    // Every menu reachable with Alt+letter, and no letter used twice in one menu.
    QStringList clashes;
    QStringList missing;
    collectClashes(QStringLiteral("menu bar"), window.menuBar()->actions(), clashes, missing);
    for (const QString &t : titles) {
        if (mnemonic(t).isNull())
            missing.append(QStringLiteral("menu bar: \"%1\"").arg(t));
    }
    QVERIFY2(missing.isEmpty(),
        qPrintable(QStringLiteral("without a mnemonic: ") + missing.join(QStringLiteral("; "))));
    // The menus of an open record too: the table's context menu, its header's column chooser
    // and the saved-filters drop-down.
    window.openFiles({ fixturePath() });
    QTRY_VERIFY_WITH_TIMEOUT(window.isIdle() && window.currentView(), 60000);
    pith::ui::RecordView *view = window.currentView();
    QMenu context;
    view->fillContextMenu(&context, 0);
    collectClashes(QStringLiteral("table context menu"), context.actions(), clashes, missing);
    std::unique_ptr<QMenu> columns(view->table()->createHeaderMenu(nullptr));
    collectClashes(QStringLiteral("column menu"), columns->actions(), clashes, missing);
    QMenu *saved = view->filterBar()->savedFiltersButton()->menu();
    emit saved->aboutToShow();
    collectClashes(QStringLiteral("saved filters menu"), saved->actions(), clashes, missing);
    // No letter twice in one menu, in any language: a clash makes Alt+letter cycle instead of act.
    QVERIFY2(clashes.isEmpty(),
        qPrintable(QStringLiteral("mnemonic clashes: ") + clashes.join(QStringLiteral("; "))));
}

void TestWindowLanguage::customWidgetsAreNamed_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("English") << u"en"_s;
    QTest::newRow("German") << u"de"_s;
}

void TestWindowLanguage::customWidgetsAreNamed()
{
    QFETCH(QString, lang);
    pith::setupLanguage(lang);
    pith::ui::Settings settings(m_dir.filePath(lang + QStringLiteral("-record.ini")));
    pith::ui::MainWindow window(&settings);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openFiles({ fixturePath() });
    QTRY_VERIFY_WITH_TIMEOUT(window.isIdle() && !window.views().isEmpty(), 60000);
    QCOMPARE(window.errorText(), QString());

    // The project's own widgets that draw a state (coverage bars, breakdown chart, badge) or
    // take keyboard focus must say what they are to a screen reader; those that draw a state
    // must also describe it in words.
    const QStringList needDescription { QStringLiteral("pith::ui::CoverageBarsWidget"),
        QStringLiteral("pith::ui::BreakdownChart"), QStringLiteral("pith::ui::IntegrityBadge") };
    QStringList unnamed;
    QStringList undescribed;
    QSet<QString> seenClasses;
    const QList<QWidget *> widgets = window.findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        const QString cls = QString::fromLatin1(w->metaObject()->className());
        if (!cls.startsWith(QLatin1String("pith::ui::")) || !w->isVisibleTo(&window))
            continue;
        seenClasses.insert(cls);
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        QVERIFY(iface);
        // Containers need no name of their own; what draws a state or takes focus does.
        const bool mustBeNamed = needDescription.contains(cls) || (w->focusPolicy() & Qt::TabFocus);
        if (mustBeNamed && iface->text(QAccessible::Name).trimmed().isEmpty())
            unnamed.append(cls);
        if (needDescription.contains(cls)
            && iface->text(QAccessible::Description).trimmed().isEmpty())
            undescribed.append(cls);
    }
    for (const QString &cls : needDescription)
        QVERIFY2(seenClasses.contains(cls),
            qPrintable(cls + QStringLiteral(" is not shown for the fixture")));
    QVERIFY2(unnamed.isEmpty(),
        qPrintable(QStringLiteral("no accessible name: ") + unnamed.join(QStringLiteral(", "))));
    QVERIFY2(undescribed.isEmpty(),
        qPrintable(QStringLiteral("no accessible description: ")
            + undescribed.join(QStringLiteral(", "))));
}

void TestWindowLanguage::facetsSayWhatTheTableSays_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QStringList>("expected"); // facet object name = the label it starts with
    QTest::newRow("German") << u"de"_s
                            << QStringList { u"facet_direction_outbound=ausgehend"_s,
                                   u"facet_notice_measured=gemessen"_s,
                                   u"facet_notice_unavailable=nicht verfügbar"_s,
                                   u"facet_status_unresolved=nicht aufgelöst"_s };
    QTest::newRow("French") << u"fr"_s
                            << QStringList { u"facet_direction_outbound=sortante"_s,
                                   u"facet_notice_measured=mesuré"_s };
    QTest::newRow("English") << u"en"_s
                             << QStringList { u"facet_direction_outbound=outbound"_s,
                                    u"facet_notice_measured=measured"_s,
                                    u"facet_notice_unavailable=unavailable"_s };
}

void TestWindowLanguage::facetsSayWhatTheTableSays()
{
    // The facet buttons above the table name a value as the table's cells do, in the language in
    // use (the query keeps the record's spelling): "ausgehend 21", not "outbound 21" over a
    // column of "ausgehend".
    QFETCH(QString, lang);
    QFETCH(QStringList, expected);
    QVERIFY(pith::setupLanguage(lang).programTranslation || lang == u"en"_s);
    pith::ui::Settings settings(m_dir.filePath(lang + QStringLiteral("-facets.ini")));
    pith::ui::MainWindow window(&settings);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openFiles({ fixturePath() });
    QTRY_VERIFY_WITH_TIMEOUT(window.isIdle() && window.currentView(), 60000);
    pith::ui::RecordView *view = window.currentView();
    const auto button
        = [&](const QString &name) { return view->filterBar()->findChild<QToolButton *>(name); };
    for (const QString &pair : expected) {
        const QString name = pair.section(u'=', 0, 0), label = pair.section(u'=', 1);
        QToolButton *b = button(name);
        QVERIFY2(b, qPrintable(name));
        QVERIFY2(b->text().startsWith(label + u' '), qPrintable(name + u": "_s + b->text()));
        QVERIFY2(b->accessibleName().endsWith(u": "_s + label), qPrintable(b->accessibleName()));
    }
    // The labels are the table's: the first row's direction and notice cells.
    const QAbstractItemModel *model = view->table()->model();
    const QString direction = model->index(0, pith::ObservationModel::Direction).data().toString();
    QVERIFY(button(u"facet_direction_outbound"_s)->text().startsWith(direction + u' '));
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex notice = model->index(row, pith::ObservationModel::Notice);
        if (notice.data(Qt::DisplayRole).toString()
            == button(u"facet_notice_unavailable"_s)->text().section(u' ', 0, -2))
            return; // the unavailable rows' cell reads as the facet
    }
    QFAIL("no row's Notice cell reads as the unavailable facet");
}

QTEST_MAIN(TestWindowLanguage)
#include "tst_windowlanguage.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// pith_appcommon's language setup with the translations really embedded in the program: every
// entry of every .ts file must come back from QCoreApplication::translate() once its language
// is set up, with the right plural form for each count; Qt's own translations load too.
#include "app/common/language.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

struct TsMessage {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    bool unfinished = false; // translations_complete reports these
    QStringList translations; // one, or the plural forms
};

QList<TsMessage> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name"))
            context = xml.readElementText();
        else if (name == QLatin1String("message")) {
            current = TsMessage { context, {}, {},
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), false,
                {} };
        } else if (name == QLatin1String("source"))
            current.source = xml.readElementText();
        else if (name == QLatin1String("comment"))
            current.comment = xml.readElementText();
        else if (name == QLatin1String("translation")) {
            current.unfinished = !xml.attributes().value(QLatin1String("type")).isEmpty();
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.translations.append(xml.readElementText());
            } else {
                current.translations.append(xml.readElementText());
            }
            messages.append(current);
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

QString tsPath(const QString &code)
{
    return QStringLiteral(PITH_TRANSLATIONS_DIR "/pith_ledger_%1.ts").arg(code);
}

// Which plural form a count takes: German and English "1" vs the rest, French 0 and 1 vs the rest.
int pluralIndex(const QString &code, int n)
{
    if (code == QLatin1String("fr"))
        return n <= 1 ? 0 : 1;
    return n == 1 ? 0 : 1;
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { pith::setupLanguage(QStringLiteral("en")); }
    void availableLanguages();
    void matchLanguage_data();
    void matchLanguage();
    void takeLanguageOption_data();
    void takeLanguageOption();
    void everyEntryIsEmbedded_data();
    void everyEntryIsEmbedded();
    void qtOwnTranslations_data();
    void qtOwnTranslations();
    void unknownLanguageFallsBack();
    void switchingReplacesTranslators();
    void explicitLanguageSetsDefaultLocale();
};

void TestLanguage::availableLanguages()
{
    const QList<pith::LanguageInfo> languages = pith::availableLanguages();
    QStringList codes;
    for (const auto &l : languages)
        codes.append(l.code);
    QCOMPARE(
        codes, (QStringList { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr") }));
    QCOMPARE(languages.at(0).nativeName, QStringLiteral("English"));
    QCOMPARE(languages.at(1).nativeName, QStringLiteral("Deutsch"));
    QCOMPARE(languages.at(2).nativeName, QStringLiteral("Français"));
}

void TestLanguage::matchLanguage_data()
{
    QTest::addColumn<QString>("requested");
    QTest::addColumn<QString>("code");
    QTest::newRow("plain code") << u"de"_s << u"de"_s;
    QTest::newRow("POSIX locale name") << u"de_DE"_s << u"de"_s;
    QTest::newRow("BCP 47 region") << u"de-AT"_s << u"de"_s;
    QTest::newRow("with encoding") << u"fr_FR.UTF-8"_s << u"fr"_s;
    QTest::newRow("with modifier") << u"fr_BE@euro"_s << u"fr"_s;
    QTest::newRow("C is English") << u"C"_s << u"en"_s;
    QTest::newRow("C.UTF-8 is English") << u"C.UTF-8"_s << u"en"_s;
    QTest::newRow("POSIX is English") << u"POSIX"_s << u"en"_s;
    QTest::newRow("British English") << u"en_GB"_s << u"en"_s;
    QTest::newRow("untranslated language") << u"ja_JP"_s << u""_s;
    QTest::newRow("nonsense") << u"xx"_s << u""_s;
    QTest::newRow("empty") << u""_s << u""_s;
}

void TestLanguage::matchLanguage()
{
    QFETCH(QString, requested);
    QFETCH(QString, code);
    QCOMPARE(pith::matchLanguage(requested), code);
}

void TestLanguage::takeLanguageOption_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("rest");
    QTest::addColumn<bool>("valueMissing");
    QTest::newRow("absent") << QStringList { u"verify"_s, u"a.json"_s } << u""_s
                            << QStringList { u"verify"_s, u"a.json"_s } << false;
    QTest::newRow("separate value")
        << QStringList { u"verify"_s, u"--lang"_s, u"de"_s, u"a.json"_s } << u"de"_s
        << QStringList { u"verify"_s, u"a.json"_s } << false;
    QTest::newRow("joined value") << QStringList { u"--lang=fr"_s, u"--help"_s } << u"fr"_s
                                  << QStringList { u"--help"_s } << false;
    QTest::newRow("last one wins")
        << QStringList { u"--lang"_s, u"de"_s, u"--lang=fr"_s, u"summary"_s } << u"fr"_s
        << QStringList { u"summary"_s } << false;
    QTest::newRow("no value at the end")
        << QStringList { u"--help"_s, u"--lang"_s } << u""_s << QStringList { u"--help"_s } << true;
    QTest::newRow("option instead of value")
        << QStringList { u"--lang"_s, u"--help"_s } << u""_s << QStringList { u"--help"_s } << true;
    QTest::newRow("empty joined value")
        << QStringList { u"--lang="_s, u"x"_s } << u""_s << QStringList { u"x"_s } << true;
    QTest::newRow("after -- is data")
        << QStringList { u"summary"_s, u"--"_s, u"--lang"_s, u"de"_s } << u""_s
        << QStringList { u"summary"_s, u"--"_s, u"--lang"_s, u"de"_s } << false;
    QTest::newRow("similar option untouched") << QStringList { u"--language"_s, u"de"_s } << u""_s
                                              << QStringList { u"--language"_s, u"de"_s } << false;
}

void TestLanguage::takeLanguageOption()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, language);
    QFETCH(QStringList, rest);
    QFETCH(bool, valueMissing);
    bool missing = !valueMissing;
    QCOMPARE(pith::takeLanguageOption(arguments, &missing), language);
    QCOMPARE(arguments, rest);
    QCOMPARE(missing, valueMissing);
}

void TestLanguage::everyEntryIsEmbedded_data()
{
    QTest::addColumn<QString>("code");
    QTest::newRow("German") << u"de"_s;
    QTest::newRow("French") << u"fr"_s;
    QTest::newRow("English plural forms") << u"en"_s;
}

void TestLanguage::everyEntryIsEmbedded()
{
    QFETCH(QString, code);
    const pith::LanguageSetup setup = pith::setupLanguage(code);
    QVERIFY2(setup.ok(), qPrintable(setup.error));
    QCOMPARE(setup.code, code);
    QVERIFY(!setup.fromSystem);
    QVERIFY2(setup.programTranslation, "the program's .qm is not embedded under :/i18n");
    QCOMPARE(pith::currentLanguage(), code);

    const QList<TsMessage> messages = readTs(tsPath(code));
    if (code != QLatin1String("en"))
        QVERIFY2(messages.size() > 50, "suspiciously few messages in the .ts file");
    int plurals = 0;
    for (const TsMessage &m : messages) {
        if (m.unfinished)
            continue;
        const QByteArray context = m.context.toUtf8();
        const QByteArray source = m.source.toUtf8();
        const QByteArray comment = m.comment.toUtf8();
        const char *disambiguation = m.comment.isEmpty() ? nullptr : comment.constData();
        if (!m.numerus) {
            QCOMPARE(QCoreApplication::translate(
                         context.constData(), source.constData(), disambiguation),
                m.translations.value(0));
            continue;
        }
        ++plurals;
        QCOMPARE(m.translations.size(), 2);
        for (int n : { 0, 1, 2, 7 }) {
            QString expected = m.translations.at(pluralIndex(code, n));
            expected.replace(QLatin1String("%Ln"), QLocale().toString(n)); // digit grouping
            expected.replace(QLatin1String("%n"), QString::number(n));
            const QString actual = QCoreApplication::translate(
                context.constData(), source.constData(), disambiguation, n);
            if (actual != expected)
                QFAIL(
                    qPrintable(QStringLiteral("%1 / \"%2\" with n=%3: got \"%4\", expected \"%5\"")
                                   .arg(m.context, m.source)
                                   .arg(n)
                                   .arg(actual, expected)));
        }
    }
    QVERIFY2(plurals > 0, "no %n entry was checked");
}

void TestLanguage::qtOwnTranslations_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("cancel");
    QTest::newRow("German") << u"de"_s << u"Abbrechen"_s;
    QTest::newRow("French") << u"fr"_s << u"Annuler"_s;
}

void TestLanguage::qtOwnTranslations()
{
    QFETCH(QString, code);
    QFETCH(QString, cancel);
    const pith::LanguageSetup setup = pith::setupLanguage(code);
    QVERIFY2(setup.qtTranslation,
        qPrintable(QStringLiteral("qtbase_%1.qm not found in %2 (package qt6-translations-l10n)")
                       .arg(code, QLibraryInfo::path(QLibraryInfo::TranslationsPath))));
    // The text of the standard Cancel button in Qt's own dialogs.
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), cancel);
}

void TestLanguage::unknownLanguageFallsBack()
{
    // ctest runs with LANG=C.UTF-8, so the system's language is English.
    const pith::LanguageSetup setup = pith::setupLanguage(QStringLiteral("xx"));
    QVERIFY(!setup.ok());
    QVERIFY(setup.fromSystem);
    QCOMPARE(setup.code, QStringLiteral("en"));
    QVERIFY2(setup.error.contains(QLatin1String("\"xx\""))
            && setup.error.contains(QLatin1String("en, de, fr")),
        qPrintable(setup.error));
}

void TestLanguage::switchingReplacesTranslators()
{
    pith::setupLanguage(QStringLiteral("de"));
    QVERIFY(pith::languageOptionHelp().contains(QLatin1String("SPRACHE")));
    pith::setupLanguage(QStringLiteral("fr"));
    QVERIFY(pith::languageOptionHelp().contains(QLatin1String("LANGUE")));
    QVERIFY(!pith::languageOptionHelp().contains(QLatin1String("SPRACHE")));
    pith::setupLanguage(QStringLiteral("en"));
    QCOMPARE(pith::languageOptionHelp(),
        QStringLiteral("  --lang LANG               use language LANG (en, de, fr) instead of the "
                       "system's\n"));
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
}

void TestLanguage::explicitLanguageSetsDefaultLocale()
{
    pith::setupLanguage(QStringLiteral("de_AT"));
    QCOMPARE(QLocale().language(), QLocale::German);
    QCOMPARE(QLocale().territory(), QLocale::Austria);
    pith::setupLanguage(QStringLiteral("de_DE"));
    QCOMPARE(QLocale().toString(1234.5, 'f', 1), QStringLiteral("1.234,5"));
    pith::setupLanguage(QStringLiteral("fr"));
    QCOMPARE(QLocale().language(), QLocale::French);
    // Back to the system's formats (C.UTF-8 under ctest).
    pith::setupLanguage(QString());
    QCOMPARE(QLocale().name(), QLocale::system().name());
}

QTEST_GUILESS_MAIN(TestLanguage)
#include "tst_language.moc"

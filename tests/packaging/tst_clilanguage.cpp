// SPDX-License-Identifier: GPL-3.0-or-later
// The real pith-ledger-cli speaks the system locale's language or --lang's, while its
// machine-readable output stays the same in every language.
#include "tests/testutil.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace pith::test;
using namespace Qt::StringLiterals;

class TestCliLanguage : public QObject {
    Q_OBJECT
private slots:
    void helpFollowsLocale_data();
    void helpFollowsLocale();
    void languageOptionBeatsLocale();
    void summaryCountsStandApart_data();
    void summaryCountsStandApart();
    void badLanguageOption_data();
    void badLanguageOption();
    void unknownCommandTranslated();
    void jsonIsLocaleIndependent();

private:
    struct Run {
        int exitCode;
        QString out;
        QString err;
    };
    // Runs the CLI with LANG=lang and nothing else that chooses a language.
    static Run run(const QString &lang, const QStringList &args)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : { "LANGUAGE", "LC_ALL", "LC_MESSAGES" })
            env.remove(QString::fromLatin1(name));
        env.insert(QStringLiteral("LANG"), lang);
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(PITH_CLI_PATH), args);
        if (!p.waitForFinished(60000))
            qFatal("pith-ledger-cli did not finish");
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError()) };
    }
};

void TestCliLanguage::helpFollowsLocale_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QString>("notExpected");
    QTest::newRow("German")
        << u"de_DE.UTF-8"_s
        << QStringList { u"Aufruf: pith-ledger-cli [--lang SPRACHE] BEFEHL [OPTIONEN]"_s,
               u"Befehle:"_s, u"diese Hilfe anzeigen"_s, u"Sprache SPRACHE (en, de, fr)"_s }
        << u"Usage:"_s;
    QTest::newRow("French")
        << u"fr_FR.UTF-8"_s
        << QStringList { u"pith-ledger-cli [--lang LANGUE] COMMANDE [OPTIONS]"_s,
               u"afficher cette aide"_s }
        << u"Usage: "_s;
    QTest::newRow("English")
        << u"en_US.UTF-8"_s
        << QStringList { u"Usage: pith-ledger-cli [--lang LANG] COMMAND [OPTIONS]"_s }
        << u"Befehle"_s;
    QTest::newRow("C locale") << u"C.UTF-8"_s
                              << QStringList { u"Usage: pith-ledger-cli"_s, u"show this help"_s }
                              << u"Befehle"_s;
    QTest::newRow("untranslated language")
        << u"ja_JP.UTF-8"_s << QStringList { u"Usage: pith-ledger-cli"_s } << u"Befehle"_s;
}

void TestCliLanguage::helpFollowsLocale()
{
    QFETCH(QString, lang);
    QFETCH(QStringList, expected);
    QFETCH(QString, notExpected);
    const Run r = run(lang, { QStringLiteral("--help") });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QString());
    for (const QString &text : expected)
        QVERIFY2(r.out.contains(text),
            qPrintable(QStringLiteral("missing \"%1\" in:\n%2").arg(text, r.out)));
    QVERIFY2(!r.out.contains(notExpected), qPrintable(r.out));
    // The help reads as one table: a description beside a command or option starts where the
    // lines under it do (column 28); the placeholders are the language's own words.
    const QStringList lines = r.out.split(u'\n');
    for (const QString &line : lines) {
        static const QRegularExpression beside(u"^  [-a-z].*?\\S(  +)\\S"_s);
        const QRegularExpressionMatch m = beside.match(line);
        if (m.hasMatch())
            QVERIFY2(m.capturedEnd(1) == 28, qPrintable(u"not at column 28: "_s + line));
        else if (line.startsWith(u"   "_s))
            QVERIFY2(line.startsWith(QString(28, u' ')) || line.startsWith(u"         ["_s),
                qPrintable(u"not at column 28: "_s + line));
    }
    if (!r.out.startsWith(u"Usage: "_s)) {
        static const QRegularExpression english(
            u"\\b(RECORD|FOLDER|LIST|QUERY|OUT|FILE|OLD|NEW|COMMAND|LANG)\\b"_s);
        QVERIFY2(!english.match(r.out).hasMatch(),
            qPrintable(u"an English placeholder: "_s + english.match(r.out).captured(0)));
    }
}

void TestCliLanguage::languageOptionBeatsLocale()
{
    Run r = run(QStringLiteral("C.UTF-8"),
        { QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--help") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(QLatin1String("Aufruf:")), qPrintable(r.out));
    r = run(
        QStringLiteral("de_DE.UTF-8"), { QStringLiteral("--help"), QStringLiteral("--lang=fr") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("COMMANDE")), qPrintable(r.out));
    r = run(QStringLiteral("de_DE.UTF-8"),
        { QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help") });
    QVERIFY2(r.out.startsWith(QLatin1String("Usage:")), qPrintable(r.out));
}

void TestCliLanguage::summaryCountsStandApart_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("English") << u"en"_s;
    QTest::newRow("German") << u"de"_s;
    QTest::newRow("French") << u"fr"_s; // "métadonnées discordantes" is 24 characters
}

// The resolution breakdown of `summary` lines its counts up after the longest state's name in
// each language: every name stands apart from its count.
void TestCliLanguage::summaryCountsStandApart()
{
    QFETCH(QString, lang);
    const Run r = run(u"C.UTF-8"_s, { u"--lang"_s, lang, u"summary"_s, fixturePath() });
    QCOMPARE(r.exitCode, 0);
    // "  verified exact   12": a name without digits, then its count
    static const QRegularExpression breakdown(u"^  (\\D+?)(\\d+)$"_s);
    int counted = 0;
    qsizetype column = -1;
    for (const QString &line : r.out.split(u'\n')) {
        const QRegularExpressionMatch m = breakdown.match(line);
        if (!m.hasMatch())
            continue;
        ++counted;
        QVERIFY2(m.captured(1).endsWith(u' '), qPrintable(line));
        if (column < 0)
            column = m.capturedStart(2);
        QCOMPARE(m.capturedStart(2), column); // one column for every count
    }
    QCOMPARE(counted, 6); // the six states
}

void TestCliLanguage::badLanguageOption_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown, English")
        << u"C.UTF-8"_s << QStringList { u"--lang"_s, u"xx"_s, u"--help"_s }
        << u"pith-ledger-cli: unknown language \"xx\" (available: en, de, fr)\n"_s;
    QTest::newRow("unknown, German")
        << u"de_DE.UTF-8"_s << QStringList { u"--lang"_s, u"xx"_s, u"--help"_s }
        << u"pith-ledger-cli: unbekannte Sprache „xx“ (verfügbar: en, de, fr)\n"_s;
    QTest::newRow("missing value")
        << u"C.UTF-8"_s << QStringList { u"--help"_s, u"--lang"_s }
        << u"pith-ledger-cli: the option --lang needs a value, such as de or fr\n"_s;
}

void TestCliLanguage::badLanguageOption()
{
    QFETCH(QString, lang);
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(lang, args);
    QCOMPARE(r.exitCode, 64);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, message);
}

void TestCliLanguage::unknownCommandTranslated()
{
    const Run r = run(QStringLiteral("de_DE.UTF-8"), { QStringLiteral("frobnicate") });
    QCOMPARE(r.exitCode, 64);
    QVERIFY2(r.err.startsWith(QStringLiteral("pith-ledger-cli: unbekannter Befehl „frobnicate“\n")),
        qPrintable(r.err));
    QVERIFY(r.err.contains(QLatin1String("Aufruf:")));
}

void TestCliLanguage::jsonIsLocaleIndependent()
{
    const QStringList args { QStringLiteral("verify"), QStringLiteral("--json"), fixturePath() };
    const Run c = run(QStringLiteral("C.UTF-8"), args);
    QCOMPARE(c.exitCode, 0);
    QVERIFY(c.out.contains(QLatin1String("\"ok\":true")));
    for (const QString &lang : { QStringLiteral("de_DE.UTF-8"), QStringLiteral("fr_FR.UTF-8") }) {
        const Run r = run(lang, args);
        QCOMPARE(r.exitCode, c.exitCode);
        QCOMPARE(r.out, c.out);
        const Run opt = run(QStringLiteral("C.UTF-8"),
            QStringList { QStringLiteral("--lang"), lang.left(2) } + args);
        QCOMPARE(opt.out, c.out);
    }
}

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/common/language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

namespace pith {

namespace {

const QString kResourceDir = QStringLiteral(":/i18n");
const QString kProgramPrefix = QStringLiteral("pith_ledger_");
const QString kSourceLanguage = QStringLiteral("en");

// Owned by the application object; replaced on every setupLanguage() call.
QPointer<QTranslator> s_programTranslator;
QPointer<QTranslator> s_qtTranslator;
QString s_current = kSourceLanguage;

QStringList embeddedCodes()
{
    QStringList codes;
    const QStringList files
        = QDir(kResourceDir).entryList({ kProgramPrefix + QStringLiteral("*.qm") }, QDir::Files);
    for (const QString &file : files) {
        const QString code = file.mid(kProgramPrefix.size()).chopped(3);
        // pith_ledger_en.qm only holds English plural forms; English is listed first anyway.
        if (!code.isEmpty() && code != kSourceLanguage)
            codes.append(code);
    }
    codes.sort();
    return codes;
}

void removeTranslator(QPointer<QTranslator> &translator)
{
    if (translator) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    translator = nullptr;
}

QPointer<QTranslator> loadTranslator(const QString &fileName, const QString &directory)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(fileName, directory) && QCoreApplication::installTranslator(translator))
        return translator;
    delete translator;
    return nullptr;
}

} // namespace

QList<LanguageInfo> availableLanguages()
{
    QList<LanguageInfo> languages { { kSourceLanguage, QStringLiteral("English") } };
    for (const QString &code : embeddedCodes()) {
        QString name = QLocale(code).nativeLanguageName();
        if (!name.isEmpty())
            name[0] = name[0].toUpper(); // "français" heads a menu entry as "Français"
        languages.append({ code, name.isEmpty() ? code : name });
    }
    return languages;
}

QString takeLanguageOption(QStringList &arguments, bool *valueMissing)
{
    if (valueMissing)
        *valueMissing = false;
    const QString option = QStringLiteral("--lang");
    QString language;
    for (qsizetype i = 0; i < arguments.size();) {
        const QString &arg = arguments.at(i);
        if (arg == QLatin1String("--"))
            break;
        if (arg == option) {
            if (i + 1 < arguments.size() && !arguments.at(i + 1).startsWith(QLatin1Char('-'))) {
                language = arguments.at(i + 1);
                arguments.remove(i, 2);
            } else {
                if (valueMissing)
                    *valueMissing = true;
                arguments.remove(i);
            }
            continue;
        }
        if (arg.startsWith(option + QLatin1Char('='))) {
            language = arg.mid(option.size() + 1);
            if (language.isEmpty() && valueMissing)
                *valueMissing = true;
            arguments.remove(i);
            continue;
        }
        ++i;
    }
    return language;
}

QString languageOptionHelp()
{
    QStringList codes { kSourceLanguage };
    codes += embeddedCodes();
    return QCoreApplication::translate("pith::Language",
        "  --lang LANG               use language LANG (%1) instead of the system's\n")
        .arg(codes.join(QStringLiteral(", ")));
}

QString languageValueMissingMessage()
{
    return QCoreApplication::translate(
        "pith::Language", "the option --lang needs a value, such as de or fr");
}

QString matchLanguage(const QString &requested)
{
    QString name = requested.trimmed();
    name = name.left(name.indexOf(QLatin1Char('.'))); // "de_DE.UTF-8" -> "de_DE"
    name = name.left(name.indexOf(QLatin1Char('@'))); // "ca_ES@valencia" -> "ca_ES"
    if (name.isEmpty())
        return {};
    if (name == QLatin1String("C") || name == QLatin1String("POSIX"))
        return kSourceLanguage;
    const QLocale locale(name);
    if (locale.language() == QLocale::C)
        return {};
    const QString code = QLocale::languageToCode(locale.language());
    if (code == kSourceLanguage || embeddedCodes().contains(code))
        return code;
    return {};
}

LanguageSetup setupLanguage(const QString &requested)
{
    Q_ASSERT(QCoreApplication::instance());
    LanguageSetup setup;
    if (!requested.isEmpty()) {
        setup.code = matchLanguage(requested);
        if (!setup.code.isEmpty()) {
            const QLocale asked(requested.left(requested.indexOf(QLatin1Char('.'))));
            setup.locale = QLocale::languageToCode(asked.language()) == setup.code
                ? asked
                : QLocale(setup.code);
        }
    }
    if (setup.code.isEmpty()) {
        setup.fromSystem = true;
        setup.locale = QLocale::system();
        const QStringList uiLanguages = QLocale::system().uiLanguages();
        for (const QString &ui : uiLanguages) {
            setup.code = matchLanguage(ui);
            if (!setup.code.isEmpty())
                break;
        }
        if (setup.code.isEmpty())
            setup.code = kSourceLanguage;
    }

    removeTranslator(s_programTranslator);
    removeTranslator(s_qtTranslator);
    s_programTranslator = loadTranslator(kProgramPrefix + setup.code, kResourceDir);
    setup.programTranslation = !s_programTranslator.isNull();
    if (setup.code != kSourceLanguage) {
        s_qtTranslator = loadTranslator(QStringLiteral("qtbase_") + setup.code,
            QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        setup.qtTranslation = !s_qtTranslator.isNull();
    }
    QLocale::setDefault(setup.locale); // a later call with "" returns to the system's formats
    s_current = setup.code;

    if (!requested.isEmpty() && setup.fromSystem) {
        QStringList codes { kSourceLanguage };
        codes += embeddedCodes();
        setup.error = QCoreApplication::translate(
            "pith::Language", "unknown language \"%1\" (available: %2)")
                          .arg(requested, codes.join(QStringLiteral(", ")));
    }
    return setup;
}

QString currentLanguage() { return s_current; }

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

// Language setup shared by pith-ledger and pith-ledger-cli (QtCore only).
//
// The program's own translations are compiled into the executables as resources under
// ":/i18n/pith_ledger_<code>.qm"; Qt's own translations (qtbase_<code>.qm, so standard dialogs
// and buttons speak the same language) are loaded from QLibraryInfo's translations path
// (Debian package qt6-translations-l10n).
//
// Typical start of a main():
//     QCoreApplication app(argc, argv);
//     QStringList args = app.arguments();
//     QString error;
//     const QString lang = pith::takeLanguageOption(args, &error);   // "--lang de" / "--lang=de"
//     const pith::LanguageSetup setup = pith::setupLanguage(lang);    // empty: the system locale
//     if (!setup.ok()) ... setup.error (translated) ...
namespace pith {

struct LanguageInfo {
    QString code; // "en", "de", "fr": what --lang and the preferences store
    QString nativeName; // "English", "Deutsch", "français": what a language menu shows
};

struct LanguageSetup {
    QString code; // the language in effect: "en", "de", "fr"
    QLocale locale; // the locale the translators were chosen for
    bool programTranslation = false; // a pith_ledger_<code>.qm was installed
    bool qtTranslation = false; // Qt's own qtbase_<code>.qm was installed
    bool fromSystem = false; // chosen from the system locale, not asked for
    QString error; // non-empty: the requested language is not available
    bool ok() const { return error.isEmpty(); }
};

// The languages the program is translated into, English (the source language) first, then the
// embedded translations sorted by code. For the Preferences dialog's language list.
QList<LanguageInfo> availableLanguages();

// Finds "--lang LANG" or "--lang=LANG" in a raw argument list (the program name may be
// included), removes it, and returns LANG; the last one wins. Returns "" when the option is
// absent; a "--lang" without a value is removed too and sets *valueMissing. Arguments after a
// lone "--" are left alone. Works on raw arguments so it can run before a QCommandLineParser,
// whose help texts need the translator already installed.
QString takeLanguageOption(QStringList &arguments, bool *valueMissing = nullptr);

// The translated help line for the option, for both executables' usage texts, e.g.
// "  --lang LANG               use language LANG (en, de, fr) instead of the system's".
QString languageOptionHelp();

// The translated message for a "--lang" given without a value.
QString languageValueMissingMessage();

// Maps a user's spelling ("de", "de_DE", "de-AT", "fr_FR.UTF-8", "C", "en_GB") to a code of
// availableLanguages(), or returns "" when no translation fits.
QString matchLanguage(const QString &requested);

// Installs the translators on QCoreApplication::instance() (which must exist), replacing any
// installed by an earlier call, so the GUI can switch languages at run time (widgets receive
// QEvent::LanguageChange). requested empty: follow the system locale (QLocale::system()'s UI
// languages, i.e. LANGUAGE, LC_ALL, LC_MESSAGES, LANG), falling back to English silently.
// requested non-empty: that language, and QLocale::setDefault() so that dates and numbers in
// the window follow it too. An unknown language sets error (translated, listing the available
// codes) and otherwise behaves as if requested were empty.
LanguageSetup setupLanguage(const QString &requested = QString());

// The code set by the last setupLanguage() call ("en" before any call).
QString currentLanguage();

} // namespace pith

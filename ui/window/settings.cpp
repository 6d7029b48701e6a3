// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/settings.h"

#include "models/io/atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>

namespace pith::ui {

namespace {

constexpr auto kGeometry = "window/geometry";
constexpr auto kState = "window/state";
constexpr auto kRecent = "files/recent";
constexpr auto kBaseUrl = "network/baseUrl";
constexpr auto kTimeout = "network/timeoutSeconds";
constexpr auto kCap = "network/downloadCapBytes";
constexpr auto kLanguage = "ui/language";
constexpr auto kSavedFilters = "filters/saved";
constexpr auto kSessionTabs = "session/tabs";
constexpr auto kSessionCurrent = "session/current";
constexpr auto kRestoreSession = "session/restore";

QString key(const char *k)
{
    return QString::fromLatin1(k);
}

// Where QSettings keeps the user's settings on Unix: <config>/<organization>/<application>.conf
QString userSettingsFile()
{
    QString organization = QCoreApplication::organizationName();
    if (organization.isEmpty())
        organization = QStringLiteral("Unknown Organization");
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QLatin1Char('/') + organization
            + QLatin1Char('/') + QCoreApplication::applicationName() + QStringLiteral(".conf");
}

QByteArray readFileIfSmall(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || f.size() > 16 * 1024 * 1024)
        return {};
    return f.readAll();
}

} // namespace

Settings::Settings()
    : Settings(userSettingsFile())
{
}

Settings::Settings(const QString &iniFile)
    : m_path(iniFile), m_shadowDir(std::make_unique<QTemporaryDir>())
{
    setAsideUnexpected();
    const QString shadow = m_shadowDir->filePath(QStringLiteral("settings.conf"));
    if (QFileInfo(m_path).isFile())
        QFile::copy(m_path, shadow);
    m_settings = std::make_unique<QSettings>(shadow, QSettings::IniFormat);
}

Settings::~Settings()
{
    sync();
    m_settings.reset();
}

bool Settings::setAsideUnexpected()
{
    const QString kind = io::unexpectedFileKind(m_path, false);
    if (kind.isEmpty())
        return true;
    QString error;
    const QString movedTo = io::setAside(m_path, &error);
    if (movedTo.isEmpty()) {
        m_notice = error;
        return false;
    }
    //: %1 the settings file, %2 what it was (e.g. "a symbolic link"), %3 where it was moved
    m_notice = QCoreApplication::translate("pith::ui::Settings", "The settings file %1 was %2, not a regular file; it "
                                           "was set aside as %3 and a new one is written")
                       .arg(QDir::toNativeSeparators(m_path), kind, QDir::toNativeSeparators(movedTo));
    return true;
}

QUrl Settings::defaultBaseUrl()
{
    return QUrl(QStringLiteral("https://pith.science"));
}

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(key(kGeometry)).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(key(kGeometry), geometry);
}

QByteArray Settings::windowState() const
{
    return m_settings->value(key(kState)).toByteArray();
}

void Settings::setWindowState(const QByteArray &state)
{
    m_settings->setValue(key(kState), state);
}

QByteArray Settings::splitterState(const QString &name) const
{
    return m_settings->value(QStringLiteral("splitters/") + name).toByteArray();
}

void Settings::setSplitterState(const QString &name, const QByteArray &state)
{
    m_settings->setValue(QStringLiteral("splitters/") + name, state);
}

QByteArray Settings::headerState(const QString &name) const
{
    return m_settings->value(QStringLiteral("headers/") + name).toByteArray();
}

void Settings::setHeaderState(const QString &name, const QByteArray &state)
{
    m_settings->setValue(QStringLiteral("headers/") + name, state);
}

QStringList Settings::recentFiles() const
{
    QStringList files = m_settings->value(key(kRecent)).toStringList();
    files.removeAll(QString());
    files.removeDuplicates();
    return files.mid(0, kMaxRecentFiles);
}

void Settings::addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    m_settings->setValue(key(kRecent), files.mid(0, kMaxRecentFiles));
}

void Settings::addRecentPaper(const QString &arxivId)
{
    QStringList entries = recentFiles();
    entries.removeAll(arxivId);
    entries.prepend(arxivId);
    m_settings->setValue(key(kRecent), entries.mid(0, kMaxRecentFiles));
}

bool Settings::isRecentPaper(const QString &entry)
{
    // files are kept as absolute paths; an id ("2509.00217", "hep-th/9901001") never is one
    return !QFileInfo(entry).isAbsolute() && !entry.startsWith(u':');
}

void Settings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    files.removeAll(path);
    m_settings->setValue(key(kRecent), files);
}

void Settings::clearRecentFiles()
{
    m_settings->remove(key(kRecent));
}

QUrl Settings::baseUrl() const
{
    const QUrl url(m_settings->value(key(kBaseUrl)).toString());
    return url.isValid() && !url.host().isEmpty() ? url : defaultBaseUrl();
}

void Settings::setBaseUrl(const QUrl &url)
{
    if (url == defaultBaseUrl() || !url.isValid())
        m_settings->remove(key(kBaseUrl));
    else
        m_settings->setValue(key(kBaseUrl), url.toString());
}

QString Settings::language() const
{
    return m_settings->value(key(kLanguage)).toString();
}

void Settings::setLanguage(const QString &language)
{
    if (language.isEmpty())
        m_settings->remove(key(kLanguage));
    else
        m_settings->setValue(key(kLanguage), language);
}

int Settings::networkTimeoutSeconds() const
{
    bool ok = false;
    const int v = m_settings->value(key(kTimeout)).toInt(&ok);
    return ok && v > 0 ? v : kDefaultTimeoutSeconds;
}

void Settings::setNetworkTimeoutSeconds(int seconds)
{
    m_settings->setValue(key(kTimeout), seconds);
}

qint64 Settings::downloadCapBytes() const
{
    bool ok = false;
    const qint64 v = m_settings->value(key(kCap)).toLongLong(&ok);
    return ok && v > 0 ? v : kDefaultDownloadCapBytes;
}

void Settings::setDownloadCapBytes(qint64 bytes)
{
    m_settings->setValue(key(kCap), bytes);
}

QList<Settings::SavedFilter> Settings::savedFilters() const
{
    QList<SavedFilter> out;
    const int n = m_settings->beginReadArray(key(kSavedFilters));
    for (int i = 0; i < n; ++i) {
        m_settings->setArrayIndex(i);
        SavedFilter f{m_settings->value(QStringLiteral("name")).toString(), m_settings->value(QStringLiteral("query")).toString()};
        if (!f.name.isEmpty() && std::none_of(out.cbegin(), out.cend(), [&](const SavedFilter &o) { return o.name == f.name; }))
            out.append(f);
    }
    m_settings->endArray();
    return out;
}

void Settings::setSavedFilters(const QList<SavedFilter> &filters)
{
    m_settings->remove(key(kSavedFilters));
    m_settings->beginWriteArray(key(kSavedFilters), int(filters.size()));
    for (int i = 0; i < filters.size(); ++i) {
        m_settings->setArrayIndex(i);
        m_settings->setValue(QStringLiteral("name"), filters.at(i).name);
        m_settings->setValue(QStringLiteral("query"), filters.at(i).query);
    }
    m_settings->endArray();
}

QStringList Settings::sessionTabs() const
{
    return m_settings->value(key(kSessionTabs)).toStringList();
}

void Settings::setSessionTabs(const QStringList &tabs)
{
    m_settings->setValue(key(kSessionTabs), tabs);
}

int Settings::sessionCurrentTab() const
{
    return m_settings->value(key(kSessionCurrent), 0).toInt();
}

void Settings::setSessionCurrentTab(int index)
{
    m_settings->setValue(key(kSessionCurrent), index);
}

bool Settings::restoreSession() const
{
    return m_settings->value(key(kRestoreSession), true).toBool();
}

void Settings::setRestoreSession(bool restore)
{
    m_settings->setValue(key(kRestoreSession), restore);
}

bool Settings::sync()
{
    m_lastError.clear();
    m_settings->sync();
    QFile shadow(m_settings->fileName());
    QByteArray text;
    if (m_settings->status() == QSettings::NoError && shadow.open(QIODevice::ReadOnly))
        text = shadow.readAll();
    // The private copy is written by QSettings, whose own writes go unchecked: read it back,
    // and write nothing that lost a key on the way.
    const qsizetype keys = m_settings->allKeys().size();
    if (m_settings->status() != QSettings::NoError || (keys > 0 && text.isEmpty())
        || QSettings(shadow.fileName(), QSettings::IniFormat).allKeys().size() != keys) {
        //: %1 the settings file
        m_lastError = QCoreApplication::translate("pith::ui::Settings", "cannot write %1: the settings could not be "
                                                  "prepared in %2")
                              .arg(QDir::toNativeSeparators(m_path), QDir::toNativeSeparators(m_shadowDir->path()));
        return false;
    }
    if (!setAsideUnexpected()) {
        m_lastError = m_notice;
        return false;
    }
    // Nothing to write: the file already says this (or there is no file and nothing to say).
    const QFileInfo current(m_path);
    if (current.isFile() ? readFileIfSmall(m_path) == text : keys == 0)
        return true;
    QDir().mkpath(current.absolutePath());
    io::WriteOptions options;
    options.followSymlinks = false;
    return io::writeFileAtomically(m_path, text, &m_lastError, options);
}

QString Settings::fileName() const
{
    return m_path;
}

} // namespace pith::ui

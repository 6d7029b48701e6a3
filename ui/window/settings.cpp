// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/settings.h"
#include "ui/report/factkinds.h"

#include "models/review/review.h"

#include "models/io/atomicfile.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMargins>
#include <QRect>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <functional>
#include <optional>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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
constexpr auto kColourRules = "colouring/rules";
constexpr auto kColourRows = "colouring/shown";
constexpr auto kIntegrityKeys = "integrity/signingKeys";
constexpr auto kReviewerName = "review/reviewer";

QString key(const char *k) { return QString::fromLatin1(k); }

// Where QSettings keeps the user's settings on Unix: <config>/<organization>/<application>.conf
QString userSettingsFile()
{
    QString organization = QCoreApplication::organizationName();
    if (organization.isEmpty())
        organization = QStringLiteral("Unknown Organization");
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)
        + QLatin1Char('/') + organization + QLatin1Char('/') + QCoreApplication::applicationName()
        + QStringLiteral(".conf");
}

// A number of the file brought into [low, high]: a number out of range (even one no integer
// type holds) is clamped, what is no number gives fallback.
qint64 clampedNumber(const QVariant &value, qint64 low, qint64 high, qint64 fallback)
{
    const QString text = value.toString().trimmed();
    bool ok = false;
    const qint64 v = text.toLongLong(&ok);
    if (ok)
        return std::clamp(v, low, high);
    const double d = text.toDouble(&ok);
    if (!ok || std::isnan(d))
        return fallback;
    return d < 0 ? low : high;
}

// The first maxCount entries that are not empty, at most maxLength long and `acceptable`.
QStringList boundedList(const QVariant &value, int maxCount, int maxLength,
    const std::function<bool(const QString &)> &acceptable = {})
{
    QStringList out;
    const QStringList all = value.toStringList();
    for (const QString &entry : all) {
        if (out.size() >= maxCount)
            break;
        if (!entry.isEmpty() && entry.size() <= maxLength && (!acceptable || acceptable(entry)))
            out.append(entry);
    }
    return out;
}

// Room kept around a window's client area for the title bar and borders.
constexpr QMargins kFrameAllowance(10, 40, 10, 10);

// Every rectangle of a QWidget::saveGeometry() block shrunk to fit `bounds` and moved into it;
// empty when the block is not one.
QByteArray clampGeometry(const QByteArray &geometry, const QRect &bounds)
{
    QDataStream in(geometry);
    in.setVersion(QDataStream::Qt_4_0); // as QWidget::saveGeometry() writes it
    quint32 magic = 0;
    quint16 major = 0;
    quint16 minor = 0;
    in >> magic >> major >> minor;
    if (magic != 0x1D9D0CB || major < 1 || major > 3)
        return {};
    QRect frame, normal, restored;
    qint32 screen = 0, screenWidth = 0;
    quint8 maximized = 0, fullScreen = 0;
    in >> frame >> normal >> screen >> maximized >> fullScreen;
    if (major > 1)
        in >> screenWidth;
    if (major > 2)
        in >> restored;
    if (in.status() != QDataStream::Ok)
        return {};
    bool usable = true;
    const auto clamp = [&usable](QRect &r, const QRect &bounds) {
        if (r.width() <= 0 || r.height() <= 0) {
            usable = false;
            return;
        }
        r.setSize(
            QSize(std::min(r.width(), bounds.width()), std::min(r.height(), bounds.height())));
        r.moveLeft(std::clamp(r.left(), bounds.left(), bounds.right() - r.width() + 1));
        r.moveTop(std::clamp(r.top(), bounds.top(), bounds.bottom() - r.height() + 1));
    };
    // The frame fits the screens; the client area (which Qt places below the frame's title bar,
    // whatever the saved rectangles say) leaves room for a window manager's decorations.
    const QRect client = bounds.adjusted(kFrameAllowance.left(), kFrameAllowance.top(),
        -kFrameAllowance.right(), -kFrameAllowance.bottom());
    clamp(frame, bounds);
    clamp(normal, client);
    if (major > 2)
        clamp(restored, client);
    if (!usable)
        return {};
    QByteArray out;
    QDataStream stream(&out, QIODevice::WriteOnly);
    stream.setVersion(QDataStream::Qt_4_0);
    stream << magic << major << minor << frame << normal << screen << maximized << fullScreen;
    if (major > 1)
        stream << std::clamp(screenWidth, 0, bounds.width());
    if (major > 2)
        stream << restored;
    return out;
}

// What the screens present cover; without screens, a modest desktop.
QRect screensBounds()
{
    QRect bounds;
    const QList<QScreen *> screens = QGuiApplication::screens();
    for (const QScreen *screen : screens)
        bounds = bounds.united(screen->availableGeometry());
    return bounds.isValid() ? bounds : QRect(0, 0, 1920, 1080);
}

// A language code as the Preferences and --lang write it ("de", "fr_FR", "de-AT", "fr_FR.UTF-8").
bool looksLikeLanguage(const QString &code)
{
    static const QRegularExpression re(
        QStringLiteral("^[A-Za-z]{1,8}([_.@-][A-Za-z0-9]{1,16}){0,4}$"));
    return code.size() <= 64 && re.match(code).hasMatch();
}

} // namespace

Settings::Settings()
    : Settings(userSettingsFile())
{
}

Settings::Settings(const QString &iniFile)
    : m_path(iniFile)
    , m_shadowDir(std::make_unique<QTemporaryDir>())
{
    setAsideUnexpected();
    const QString shadow = m_shadowDir->filePath(QStringLiteral("settings.conf"));
    qint64 size = -1;
    if (const std::optional<QByteArray> text
        = io::readRegularFile(m_path, kMaxFileBytes, nullptr, &size)) {
        QFile copy(shadow);
        if (copy.open(QIODevice::WriteOnly))
            copy.write(*text);
    } else if (size > kMaxFileBytes) {
        QString error;
        const QString movedTo = io::setAside(m_path, &error);
        //: %1 the settings file, %2 its size in bytes, %3 the largest size read, %4 where it was
        //: moved
        m_notice = movedTo.isEmpty()
            ? error
            : QCoreApplication::translate("pith::ui::Settings",
                "The settings file %1 has %2 bytes, more than "
                "the %3 a settings file may have; it was set aside as %4 and a new "
                "one is written")
                  .arg(QDir::toNativeSeparators(m_path))
                  .arg(size)
                  .arg(kMaxFileBytes)
                  .arg(QDir::toNativeSeparators(movedTo));
    }
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
    m_notice = QCoreApplication::translate("pith::ui::Settings",
        "The settings file %1 was %2, not a regular file; it "
        "was set aside as %3 and a new one is written")
                   .arg(QDir::toNativeSeparators(m_path), kind, QDir::toNativeSeparators(movedTo));
    return true;
}

QByteArray Settings::layout(const QString &name) const
{
    const QByteArray bytes = m_settings->value(name).toByteArray();
    return bytes.size() <= kMaxLayoutBytes ? bytes : QByteArray();
}

QByteArray Settings::windowGeometry() const
{
    const QByteArray geometry = layout(key(kGeometry));
    return geometry.isEmpty() ? geometry : clampGeometry(geometry, screensBounds());
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(key(kGeometry), geometry);
}

QByteArray Settings::windowState() const { return layout(key(kState)); }

void Settings::setWindowState(const QByteArray &state) { m_settings->setValue(key(kState), state); }

QByteArray Settings::splitterState(const QString &name) const
{
    return layout(QStringLiteral("splitters/") + name);
}

void Settings::setSplitterState(const QString &name, const QByteArray &state)
{
    m_settings->setValue(QStringLiteral("splitters/") + name, state);
}

QByteArray Settings::headerState(const QString &name) const
{
    return layout(QStringLiteral("headers/") + name);
}

void Settings::setHeaderState(const QString &name, const QByteArray &state)
{
    m_settings->setValue(QStringLiteral("headers/") + name, state);
}

QStringList Settings::recentFiles() const
{
    QStringList files
        = boundedList(m_settings->value(key(kRecent)), 10 * kMaxRecentFiles, kMaxPathLength);
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

void Settings::clearRecentFiles() { m_settings->remove(key(kRecent)); }

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
    const QString language = m_settings->value(key(kLanguage)).toString().trimmed();
    return looksLikeLanguage(language) ? language : QString();
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
    return int(clampedNumber(m_settings->value(key(kTimeout)), kMinTimeoutSeconds,
        kMaxTimeoutSeconds, kDefaultTimeoutSeconds));
}

void Settings::setNetworkTimeoutSeconds(int seconds)
{
    m_settings->setValue(key(kTimeout), seconds);
}

qint64 Settings::downloadCapBytes() const
{
    return clampedNumber(m_settings->value(key(kCap)), kMinDownloadCapBytes, kMaxDownloadCapBytes,
        kDefaultDownloadCapBytes);
}

void Settings::setDownloadCapBytes(qint64 bytes) { m_settings->setValue(key(kCap), bytes); }

open::FetchPolicy Settings::fetchPolicy() const
{
    open::FetchPolicy policy;
    policy.baseUrl = baseUrl();
    // The base URL is the user's (Preferences): a plain http:// one was asked for.
    policy.baseUrlGiven = true;
    policy.timeout = std::chrono::seconds(networkTimeoutSeconds());
    policy.maxBytes = downloadCapBytes();
    policy.useCache = true;
    return policy;
}

QList<Settings::SavedFilter> Settings::savedFilters() const
{
    QList<SavedFilter> out;
    // The count is the file's word: only as many entries are looked at as could be kept.
    const int n = std::min(m_settings->beginReadArray(key(kSavedFilters)), 2 * kMaxSavedFilters);
    for (int i = 0; i < n && out.size() < kMaxSavedFilters; ++i) {
        m_settings->setArrayIndex(i);
        SavedFilter f { m_settings->value(QStringLiteral("name")).toString(),
            m_settings->value(QStringLiteral("query")).toString() };
        if (!f.name.isEmpty() && f.name.size() <= kMaxSavedFilterNameLength
            && f.query.size() <= kMaxSavedQueryLength
            && std::none_of(
                out.cbegin(), out.cend(), [&](const SavedFilter &o) { return o.name == f.name; }))
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
    return boundedList(m_settings->value(key(kSessionTabs)), kMaxSessionTabs, kMaxPathLength + 6,
        [](const QString &tab) {
            return tab.startsWith(u"file:") || tab.startsWith(u"paper:") || tab == u"sample:";
        });
}

void Settings::setSessionTabs(const QStringList &tabs)
{
    m_settings->setValue(key(kSessionTabs), tabs);
}

int Settings::sessionCurrentTab() const
{
    return int(clampedNumber(m_settings->value(key(kSessionCurrent), 0), 0,
        std::max<qsizetype>(0, sessionTabs().size() - 1), 0));
}

void Settings::setSessionCurrentTab(int index)
{
    m_settings->setValue(key(kSessionCurrent), index);
}

QString Settings::reviewerName() const
{
    const QString name
        = m_settings->value(key(kReviewerName)).toString().simplified().left(kMaxReviewerLength);
    return name.isEmpty() ? review::defaultReviewerName() : name;
}

void Settings::setReviewerName(const QString &name)
{
    const QString clean = name.simplified().left(kMaxReviewerLength);
    if (clean.isEmpty() || clean == review::defaultReviewerName())
        m_settings->remove(key(kReviewerName));
    else
        m_settings->setValue(key(kReviewerName), clean);
}

bool Settings::restoreSession() const
{
    return m_settings->value(key(kRestoreSession), true).toBool();
}

void Settings::setRestoreSession(bool restore)
{
    m_settings->setValue(key(kRestoreSession), restore);
}

std::optional<ColourRuleList> Settings::colourRules() const
{
    const QVariant stored = m_settings->value(key(kColourRules));
    if (!stored.isValid() || stored.typeId() != QMetaType::QString)
        return std::nullopt;
    const QString text = stored.toString();
    if (text.size() > ColourRules::kMaxFileBytes)
        return std::nullopt;
    ColourRules::ReadResult read
        = ColourRules::fromJson(text.toUtf8(), fileName(), ui::everyFactKind());
    if (!read.ok())
        return std::nullopt;
    return std::move(read.rules);
}

void Settings::setColourRules(const ColourRuleList &rules)
{
    m_settings->setValue(key(kColourRules), QString::fromUtf8(ColourRules::toJson(rules)));
}

bool Settings::colourRows() const { return m_settings->value(key(kColourRows), true).toBool(); }

void Settings::setColourRows(bool on) { m_settings->setValue(key(kColourRows), on); }
QString Settings::integrityKeysText() const
{
    QStringList kept;
    const QStringList lines = m_settings->value(key(kIntegrityKeys))
                                  .toString()
                                  .left(kMaxIntegrityKeys * (kMaxIntegrityKeyLine + 1))
                                  .split(u'\n');
    for (const QString &line : lines) {
        const QString t = line.trimmed();
        if (!t.isEmpty() && t.size() <= kMaxIntegrityKeyLine && kept.size() < kMaxIntegrityKeys)
            kept.append(t);
    }
    return kept.join(u'\n');
}

void Settings::setIntegrityKeysText(const QString &text)
{
    m_settings->setValue(key(kIntegrityKeys), text.trimmed());
}

QHash<QString, QString> Settings::integrityKeys() const
{
    QHash<QString, QString> keys;
    for (const QString &line : integrityKeysText().split(u'\n')) {
        const QStringList parts = line.simplified().split(u' ');
        if (parts.size() == 2)
            keys.insert(parts.at(0), parts.at(1));
    }
    return keys;
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
        m_lastError = QCoreApplication::translate("pith::ui::Settings",
            "cannot write %1: the settings could not be "
            "prepared in %2")
                          .arg(QDir::toNativeSeparators(m_path),
                              QDir::toNativeSeparators(m_shadowDir->path()));
        return false;
    }
    if (!setAsideUnexpected()) {
        m_lastError = m_notice;
        return false;
    }
    // Nothing to write: the file already says this (or there is no file and nothing to say).
    const QFileInfo current(m_path);
    if (current.isFile() ? io::readRegularFile(m_path, kMaxFileBytes) == text : keys == 0)
        return true;
    QDir().mkpath(current.absolutePath());
    io::WriteOptions options;
    options.followSymlinks = false;
    return io::writeFileAtomically(m_path, text, &m_lastError, options);
}

QString Settings::fileName() const { return m_path; }

} // namespace pith::ui

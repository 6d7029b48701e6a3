// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/items/colourrules.h"
#include "models/open/fetchpolicy.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>
#include <optional>

class QSettings;
class QTemporaryDir;

namespace pith::ui {

// The one typed wrapper over QSettings: every key and every default lives in settings.cpp.
// The default constructor uses the application's user settings; tests pass a file of their own.
// The settings file is written only through pith::io::writeFileAtomically (every write checked:
// on a full disk the old file stays and sync() says why) and never through a symlink, device or
// FIFO: such a node at the file's place is set aside (notice() says so) and a new file written.
class Settings final {
public:
    Settings();
    explicit Settings(const QString &iniFile);
    ~Settings();
    Q_DISABLE_COPY_MOVE(Settings)

    // Every value is validated and clamped when it is read, whatever the file says: a value
    // outside its range is brought into it, one that is no value of its kind gives the default.
    static constexpr int kMaxRecentFiles = 10;
    // The fetcher's defaults (models/net/fetchtypes.h), the one home of these values.
    static QUrl defaultBaseUrl() { return net::defaultBaseUrl(); }
    static constexpr int kDefaultTimeoutSeconds
        = int(std::chrono::duration_cast<std::chrono::seconds>(net::kDefaultTimeout).count());
    static constexpr int kMinTimeoutSeconds = 1;
    static constexpr int kMaxTimeoutSeconds = 600;
    static constexpr qint64 kDefaultDownloadCapBytes = net::kDefaultMaxBytes;
    static constexpr qint64 kMinDownloadCapBytes = qint64(1) * 1024 * 1024;
    static constexpr qint64 kMaxDownloadCapBytes = qint64(4096) * 1024 * 1024;
    // Bounds of the lists and texts read back: more entries are dropped, a longer entry is left
    // out.
    static constexpr int kMaxSessionTabs = 100;
    static constexpr int kMaxSavedFilters = 200;
    static constexpr int kMaxSavedFilterNameLength = 200;
    static constexpr int kMaxSavedQueryLength = 10000;
    static constexpr int kMaxPathLength = 4096;
    // Saved layouts (geometry, window, splitter and header states) longer than this are ignored.
    static constexpr int kMaxLayoutBytes = 64 * 1024;
    // A settings file larger than this is set aside, unread.
    static constexpr qint64 kMaxFileBytes = qint64(4) * 1024 * 1024;

    // Clamped to the screens present (the union of their available areas): a saved window larger
    // than them is shrunk and one outside them moved back in. Empty when unusable.
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    // Splitter and header layouts by a stable name, e.g. "record/main" or "table/header".
    QByteArray splitterState(const QString &name) const;
    void setSplitterState(const QString &name, const QByteArray &state);
    QByteArray headerState(const QString &name) const;
    void setHeaderState(const QString &name, const QByteArray &state);

    // Most recent first, without duplicates, at most kMaxRecentFiles: absolute file paths and
    // the arXiv ids of fetched papers.
    QStringList recentFiles() const;
    void addRecentFile(const QString &path);
    void addRecentPaper(const QString &arxivId);
    // Whether a recentFiles() entry is a fetched paper's id rather than a file.
    static bool isRecentPaper(const QString &entry);
    void removeRecentFile(const QString &path);
    void clearRecentFiles();

    QUrl baseUrl() const;
    void setBaseUrl(const QUrl &url);
    // Empty means the system's language; so does a value that is no language code ("de", "fr_FR").
    QString language() const;
    void setLanguage(const QString &language);
    // Within [kMinTimeoutSeconds, kMaxTimeoutSeconds] and [kMinDownloadCapBytes,
    // kMaxDownloadCapBytes].
    int networkTimeoutSeconds() const;
    void setNetworkTimeoutSeconds(int seconds);
    qint64 downloadCapBytes() const;
    void setDownloadCapBytes(qint64 bytes);
    // How the window fetches: the base URL, timeout and cap above, with the cache.
    open::FetchPolicy fetchPolicy() const;

    struct SavedFilter {
        QString name;
        QString query;
        bool operator==(const SavedFilter &) const = default;
    };
    // In the order they were saved; a name is there once; at most kMaxSavedFilters.
    QList<SavedFilter> savedFilters() const;
    void setSavedFilters(const QList<SavedFilter> &filters);

    // The tabs open when the window last closed ("file:PATH", "paper:ID", "sample:"), and
    // whether the next start opens them again (default: yes). At most kMaxSessionTabs entries,
    // each of a known kind; the current tab is one of them.
    QStringList sessionTabs() const;
    void setSessionTabs(const QStringList &tabs);
    int sessionCurrentTab() const;
    void setSessionCurrentTab(int index);
    bool restoreSession() const;
    void setRestoreSession(bool restore);
    // Pith's public keys for signed integrity events (Edit > Preferences), one "KEYID KEY" line
    // each (KEY: base64 of the 32 raw Ed25519 bytes or of the DER public key). Read bounded: at
    // most kMaxIntegrityKeys lines of at most kMaxIntegrityKeyLine characters, others dropped.
    static constexpr int kMaxIntegrityKeys = 32;
    static constexpr int kMaxIntegrityKeyLine = 1000;
    QString integrityKeysText() const;
    void setIntegrityKeysText(const QString &text);
    QHash<QString, QString> integrityKeys() const; // key id -> key

    // The colouring rules in the rules file's JSON form, read as an imported file is
    // (at most ColourRules::kMaxRules, every query checked). nullopt when none were saved or
    // what is stored is no valid list: the defaults for the palette apply, never an error.
    std::optional<ColourRuleList> colourRules() const;
    void setColourRules(const ColourRuleList &rules);
    // View > Colour Rows (default: on).
    bool colourRows() const;
    void setColourRows(bool on);
    // The name a review records with each decision: default the account's name; one
    // line of at most kMaxReviewerLength characters.
    static constexpr int kMaxReviewerLength = 200;
    QString reviewerName() const;
    void setReviewerName(const QString &name);

    // Writes the settings file; false when it could not be written (lastError() says why, naming
    // the file and the cause), and then the file on disk is as it was.
    bool sync();
    QString lastError() const { return m_lastError; }
    // Set when the settings file was not a regular file and was set aside; empty otherwise.
    QString notice() const { return m_notice; }
    QString fileName() const;

private:
    bool setAsideUnexpected();
    QByteArray layout(const QString &key) const;

    QString m_path;
    QString m_lastError;
    QString m_notice;
    // QSettings works on a private copy; sync() writes that copy's text to m_path, checked.
    std::unique_ptr<QTemporaryDir> m_shadowDir;
    std::unique_ptr<QSettings> m_settings;
};

} // namespace pith::ui

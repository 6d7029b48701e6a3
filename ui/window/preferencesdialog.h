// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QPlainTextEdit;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace pith::net {
class RecordCache;
}

namespace pith::ui {

class Settings;

// Base URL, language, network timeout and download cap, written through Settings on OK.
class PreferencesDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PreferencesDialog)

public:
    // languages: code -> native name; empty hides the choice.
    // `cache` (may be null) gets a "Clear cache" button showing its size.
    PreferencesDialog(Settings *settings, const QList<QPair<QString, QString>> &languages,
        QWidget *parent = nullptr, net::RecordCache *cache = nullptr);

    // Validates and stores; false (with the reason shown) when the base URL is unusable.
    bool apply();
    // The base URL this session fetches from; when it is not the stored one (--base-url was
    // given), the dialog says so beside the setting.
    void setBaseUrlInUse(const QUrl &url);

signals:
    void languageChanged(const QString &code);
    // The Pith signing keys were changed (and stored): open tabs check signatures with them.
    void integrityKeysChanged();

private:
    void accept() override;

    Settings *m_settings;
    QLineEdit *m_baseUrl = nullptr;
    QComboBox *m_language = nullptr;
    QSpinBox *m_timeout = nullptr;
    QSpinBox *m_cap = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_clearCache = nullptr;
    net::RecordCache *m_cache = nullptr;
    void updateCacheButton();
    QLabel *m_baseUrlInUse = nullptr;
    QCheckBox *m_restoreSession = nullptr;
    QPlainTextEdit *m_integrityKeys = nullptr;
    QLineEdit *m_reviewer = nullptr;
};

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/preferencesdialog.h"

#include "models/integrity/eventcheck.h"

#include "models/net/identifier.h"
#include "models/net/recordcache.h"
#include "ui/window/settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QUrl>
#include <QVBoxLayout>

namespace pith::ui {

PreferencesDialog::PreferencesDialog(Settings *settings,
    const QList<QPair<QString, QString>> &languages, QWidget *parent, net::RecordCache *cache)
    : QDialog(parent)
    , m_settings(settings)
    , m_cache(cache)
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;

    m_baseUrl = new QLineEdit(m_settings->baseUrl().toString(), this);
    m_baseUrl->setObjectName(QStringLiteral("baseUrlEdit"));
    m_baseUrl->setToolTip(tr("Where records are fetched from: BASE/paper/ID/citation-record.json. "
                             "Plain http is used only when you enter an http:// address here."));
    form->addRow(tr("&Base URL:"), m_baseUrl);
    m_baseUrlInUse = new QLabel(this);
    m_baseUrlInUse->setObjectName(QStringLiteral("baseUrlInUseLabel"));
    m_baseUrlInUse->setTextFormat(Qt::PlainText);
    m_baseUrlInUse->setWordWrap(true);
    m_baseUrlInUse->hide();
    form->addRow(QString(), m_baseUrlInUse);

    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(tr("System default"), QString());
    for (const auto &[code, name] : languages)
        m_language->addItem(QStringLiteral("%1 (%2)").arg(name, code), code);
    const int current = m_language->findData(m_settings->language());
    m_language->setCurrentIndex(current < 0 ? 0 : current);
    m_language->setToolTip(tr("The language of the window; takes full effect on the next start"));
    form->addRow(tr("&Language:"), m_language);
    m_language->setEnabled(!languages.isEmpty());

    m_timeout = new QSpinBox(this);
    m_timeout->setObjectName(QStringLiteral("timeoutSpin"));
    m_timeout->setRange(Settings::kMinTimeoutSeconds, Settings::kMaxTimeoutSeconds);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setValue(m_settings->networkTimeoutSeconds());
    form->addRow(tr("Network &timeout:"), m_timeout);

    m_cap = new QSpinBox(this);
    m_cap->setObjectName(QStringLiteral("capSpin"));
    m_cap->setRange(int(Settings::kMinDownloadCapBytes / (1024 * 1024)),
        int(Settings::kMaxDownloadCapBytes / (1024 * 1024)));
    m_cap->setSuffix(tr(" MiB"));
    m_cap->setValue(int(m_settings->downloadCapBytes() / (1024 * 1024)));
    m_cap->setToolTip(
        tr("A download larger than this is stopped, so a hostile server cannot exhaust memory"));
    form->addRow(tr("Largest &download:"), m_cap);

    m_restoreSession = new QCheckBox(tr("&Reopen the last session's tabs on start"), this);
    m_restoreSession->setObjectName(QStringLiteral("restoreSessionCheck"));
    m_restoreSession->setChecked(m_settings->restoreSession());
    form->addRow(QString(), m_restoreSession);

    m_integrityKeys = new QPlainTextEdit(m_settings->integrityKeysText(), this);
    m_integrityKeys->setObjectName(QStringLiteral("integrityKeysEdit"));
    m_integrityKeys->setTabChangesFocus(true);
    m_integrityKeys->setMaximumHeight(m_integrityKeys->fontMetrics().height() * 4);
    m_integrityKeys->setToolTip(tr("Pith's public keys for signed integrity events, one per line: "
                                   "the key id, a space, and the Ed25519 key in base64. Only with "
                                   "a key for its key id is an event's signature checked."));
    form->addRow(tr("Pith signing &keys:"), m_integrityKeys);
    m_reviewer = new QLineEdit(m_settings->reviewerName(), this);
    m_reviewer->setObjectName(QStringLiteral("reviewerEdit"));
    m_reviewer->setMaxLength(Settings::kMaxReviewerLength);
    m_reviewer->setToolTip(
        tr("Kept with each review decision and note (empty: your account's name)"));
    form->addRow(tr("Your &name in reviews:"), m_reviewer);

    if (m_cache) {
        m_clearCache = new QPushButton(this);
        m_clearCache->setObjectName(QStringLiteral("clearCacheButton"));
        m_clearCache->setToolTip(tr("Remove every fetched record kept for offline use, in %1")
                                     .arg(m_cache->directory()));
        connect(m_clearCache, &QPushButton::clicked, this, [this] {
            QString error;
            if (!m_cache->clear(&error)) {
                m_problem->setText(error);
                m_problem->show();
            }
            updateCacheButton();
        });
        form->addRow(tr("Fetched records:"), m_clearCache);
        updateCacheButton();
    }
    layout->addLayout(form);

    m_problem = new QLabel(this);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->hide();
    layout->addWidget(m_problem);

    auto *buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
    connect(
        buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] {
            m_baseUrl->setText(Settings::defaultBaseUrl().toString());
            m_timeout->setValue(Settings::kDefaultTimeoutSeconds);
            m_cap->setValue(int(Settings::kDefaultDownloadCapBytes / (1024 * 1024)));
        });
    layout->addWidget(buttons);
}

void PreferencesDialog::updateCacheButton()
{
    const qint64 size = m_cache->sizeOnDisk();
    //: %1 the size of the cache, e.g. "1.2 MiB"
    m_clearCache->setText(
        tr("Clear &Cache (%1)")
            .arg(locale().formattedDataSize(size, 1, QLocale::DataSizeIecFormat)));
    m_clearCache->setEnabled(size > 0);
}

bool PreferencesDialog::apply()
{
    const QUrl url = QUrl::fromUserInput(m_baseUrl->text().trimmed());
    if (!url.isValid() || url.host().isEmpty()
        || (url.scheme() != u"https" && url.scheme() != u"http")) {
        m_problem->setText(tr("The base URL must be an http:// or https:// address with a host, "
                              "e.g. https://pith.science"));
        m_problem->show();
        return false;
    }
    // A user name or password (or a query) would be refused at every fetch: refused here, without
    // showing it, instead of being stored.
    if (const QString problem = net::baseUrlProblem(url); !problem.isEmpty()) {
        m_problem->setText(problem);
        m_problem->show();
        return false;
    }
    m_settings->setBaseUrl(url.adjusted(QUrl::StripTrailingSlash));
    m_settings->setNetworkTimeoutSeconds(m_timeout->value());
    m_settings->setDownloadCapBytes(qint64(m_cap->value()) * 1024 * 1024);
    m_settings->setRestoreSession(m_restoreSession->isChecked());
    for (const QString &line : m_integrityKeys->toPlainText().split(u'\n')) {
        const QStringList parts = line.simplified().split(u' ');
        QString why;
        if (!line.trimmed().isEmpty()
            && (parts.size() != 2 || !isEd25519PublicKey(parts.at(1), &why))) {
            //: %1 the line of the keys field, %2 why it is no key
            m_problem->setText(tr("Pith signing keys: \"%1\" is not \"KEYID KEY\" with an Ed25519 "
                                  "key%2")
                                   .arg(line.trimmed().left(80),
                                       why.isEmpty() ? QString() : QStringLiteral(": ") + why));
            m_problem->show();
            return false;
        }
    }
    const bool keysChanged
        = m_integrityKeys->toPlainText().trimmed() != m_settings->integrityKeysText().trimmed();
    m_settings->setIntegrityKeysText(m_integrityKeys->toPlainText());
    if (keysChanged)
        emit integrityKeysChanged();
    m_settings->setReviewerName(m_reviewer->text());
    const QString language = m_language->currentData().toString();
    if (language != m_settings->language()) {
        m_settings->setLanguage(language);
        emit languageChanged(language);
    }
    if (!m_settings->sync()) {
        m_problem->setText(m_settings->lastError());
        m_problem->show();
        return false;
    }
    return true;
}

void PreferencesDialog::setBaseUrlInUse(const QUrl &url)
{
    const bool differs = url.isValid()
        && url.adjusted(QUrl::StripTrailingSlash)
            != m_settings->baseUrl().adjusted(QUrl::StripTrailingSlash);
    m_baseUrlInUse->setText(differs ? tr("In use now: %1 (given with --base-url); the address "
                                         "above applies from the next start.")
                                          .arg(url.toString())
                                    : QString());
    m_baseUrlInUse->setVisible(differs);
}

void PreferencesDialog::accept()
{
    if (apply())
        QDialog::accept();
}

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/integrity/eventcheck.h"

#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

#include <memory>

namespace pith {

namespace {

struct PkeyFree {
    void operator()(EVP_PKEY *k) const { EVP_PKEY_free(k); }
};
using Pkey = std::unique_ptr<EVP_PKEY, PkeyFree>;

Pkey readKey(const QString &text, QString *error)
{
    const QByteArray t = text.trimmed().toLatin1();
    Pkey key;
    if (t.startsWith("-----BEGIN")) {
        BIO *bio = BIO_new_mem_buf(t.constData(), int(t.size()));
        key.reset(PEM_read_bio_PUBKEY(bio, nullptr, nullptr, nullptr));
        BIO_free(bio);
    } else {
        const auto decoded
            = QByteArray::fromBase64Encoding(t, QByteArray::AbortOnBase64DecodingErrors);
        if (decoded && decoded.decoded.size() == 32) {
            key.reset(EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr,
                reinterpret_cast<const unsigned char *>(decoded.decoded.constData()), 32));
        } else if (decoded && !decoded.decoded.isEmpty()) {
            const auto *p = reinterpret_cast<const unsigned char *>(decoded.decoded.constData());
            key.reset(d2i_PUBKEY(nullptr, &p, long(decoded.decoded.size())));
        }
    }
    if (!key) {
        if (error)
            *error = EventCheck::tr("not a public key (PEM, or base64 of 32 raw bytes or of DER)");
        return {};
    }
    if (EVP_PKEY_id(key.get()) != EVP_PKEY_ED25519) {
        if (error)
            *error = EventCheck::tr("not an Ed25519 key");
        return {};
    }
    return key;
}

} // namespace

bool isEd25519PublicKey(const QString &text, QString *error)
{
    return readKey(text, error) != nullptr;
}

EventCheck checkEvent(const IntegrityEvent &event, const IntegrityKeys &keys)
{
    EventCheck c;
    c.digestMatches = event.payloadDigestMatchesRecipe();
    if (event.signatureB64.trimmed().isEmpty()) {
        c.signature = SignatureState::Absent;
        return c;
    }
    const auto it = keys.constFind(event.signingKeyId);
    if (it == keys.constEnd() || it->trimmed().isEmpty()) {
        c.signature = SignatureState::NotChecked;
        return c;
    }
    QString why;
    const Pkey key = readKey(*it, &why);
    const auto signature = QByteArray::fromBase64Encoding(
        event.signatureB64.trimmed().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!key || !signature || !event.hasPayload) {
        c.signature = SignatureState::Unusable;
        c.problem = !key ? why
            : !signature ? EventCheck::tr("the signature is not base64")
                         : EventCheck::tr("the event has no payload");
        return c;
    }
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    bool ok = ctx && EVP_DigestVerifyInit(ctx, nullptr, nullptr, nullptr, key.get()) == 1
        && EVP_DigestVerify(ctx,
               reinterpret_cast<const unsigned char *>(signature.decoded.constData()),
               std::size_t(signature.decoded.size()),
               reinterpret_cast<const unsigned char *>(event.payloadCanonical.constData()),
               std::size_t(event.payloadCanonical.size()))
            == 1;
    EVP_MD_CTX_free(ctx);
    c.signature = ok ? SignatureState::Verified : SignatureState::DoesNotVerify;
    return c;
}

QString EventCheck::digestText() const
{
    if (digestMatches)
        return tr("payload digest matches the record recipe");
    return tr("payload digest computed differently (Pith has not published this recipe)");
}

QString EventCheck::signatureText(const QString &keyId) const
{
    switch (signature) {
    case SignatureState::Absent:
        return tr("no signature");
    case SignatureState::NotChecked:
        if (keyId.isEmpty())
            return tr("Ed25519 signature present, not checked (the event names no signing key)");
        //: %1 the signing key id
        return tr("Ed25519 signature present, not checked (no public key for %1 in the "
                  "preferences)")
            .arg(keyId);
    case SignatureState::Verified:
        return tr("Ed25519 signature verifies with the key added for %1, over the payload in the "
                  "record recipe (Pith has not published what it signs)")
            .arg(keyId);
    case SignatureState::DoesNotVerify:
        return tr("Ed25519 signature does not verify with the key added for %1 over the payload "
                  "in the record recipe (Pith has not published what it signs, so it may sign "
                  "other bytes)")
            .arg(keyId);
    case SignatureState::Unusable:
        break;
    }
    return tr("Ed25519 signature not checked: %1").arg(problem);
}

QString eventHeadline(const IntegrityEvent &event)
{
    QStringList parts;
    if (event.eventId)
        parts.append(EventCheck::tr("event %1").arg(*event.eventId));
    if (!event.eventType.isEmpty())
        parts.append(event.eventType);
    if (!event.signingKeyId.isEmpty())
        parts.append(EventCheck::tr("key %1").arg(event.signingKeyId));
    if (!event.createdAt.isEmpty())
        parts.append(event.createdAt);
    return parts.join(QStringLiteral(" · "));
}

} // namespace pith

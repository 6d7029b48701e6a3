// SPDX-License-Identifier: GPL-3.0-or-later
// What can be said about Pith's signed integrity events. Pith has not published how
// payload_sha256 and the signature are computed, so the payload digest is recomputed with the
// record recipe (models/record canonical form + SHA-256) and the result worded with that caveat,
// never as tampering; the Ed25519 signature is checked (OpenSSL) only when the user has added
// Pith's public key for the event's key id, over the payload bytes in the record recipe.
#pragma once

#include "models/integrity/integrity.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace pith {

// Public keys by key id ("pith-v1-2026-05"), as the user gave them: PEM ("-----BEGIN PUBLIC
// KEY-----"), or base64 of the 32 raw bytes or of the DER SubjectPublicKeyInfo.
using IntegrityKeys = QHash<QString, QString>;

enum class SignatureState {
    Absent, // the event carries no signature
    NotChecked, // present; no key configured for its key id
    Verified, // checked with the configured key over the payload in the record recipe
    DoesNotVerify, // checked, and it does not verify over those bytes
    Unusable, // the configured key or the signature cannot be read
};

struct EventCheck {
    Q_DECLARE_TR_FUNCTIONS(pith::EventCheck)
public:
    bool digestMatches = false;
    SignatureState signature = SignatureState::Absent;
    QString problem; // Unusable: why

    // "payload digest matches the record recipe" / "payload digest computed differently (Pith
    // has not published this recipe)" / "no payload"
    QString digestText() const;
    // "signature present, not checked (no key for pith-v1-2026-05 in the preferences)", ...
    QString signatureText(const QString &keyId) const;
};

EventCheck checkEvent(const IntegrityEvent &event, const IntegrityKeys &keys);

// Whether text is an Ed25519 public key in one of the forms above (the preferences check it).
bool isEd25519PublicKey(const QString &text, QString *error = nullptr);

// "event 4703 · pith.integrity.v1 · key pith-v1-2026-05 · 2026-05-20T04:02:41Z", translated.
QString eventHeadline(const IntegrityEvent &event);

} // namespace pith

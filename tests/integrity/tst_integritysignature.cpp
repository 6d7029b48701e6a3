// SPDX-License-Identifier: GPL-3.0-or-later
// Signed integrity events: the payload digest recomputed with the record recipe (Python's
// json.dumps(sort_keys, compact, ensure_ascii=False) as the oracle), and the Ed25519 signature
// checked with a key pair made by the test with the openssl command line, only when a key for
// the event's key id is configured.
#include "models/integrity/eventcheck.h"
#include "models/integrity/integrity.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace pith;

class TestIntegritySignature : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void digestWithTheRecordRecipe();
    void signatureNotCheckedWithoutKey();
    void signatureVerifies();
    void signatureOverOtherBytes();
    void unusableKeys();

private:
    QByteArray run(const QString &program, const QStringList &args, const QByteArray &input = {});
    IntegrityEvent eventWith(const QString &digest, const QString &signature);
    QTemporaryDir m_dir;
    QByteArray m_file; // the integrity file, signature and digest filled in by initTestCase
    QString m_publicPem;
    QString m_publicRawB64;
    QString m_otherPublicPem;
    QString m_signature; // over the payload in the record recipe
    QString m_pythonDigest;
};

namespace {

// Non-ASCII, escapes, nesting and keys out of order: the recipe must sort and keep UTF-8 raw.
const QByteArray kPayload = R"({"snippet": "E. B. Lindgren, B. Stamm — “Ω”\n", "ref_index": 54,
    "detector": "doi_compliance", "nested": {"b": [1, 2.5, null], "a": true}, "note": "x\"y"})";

} // namespace

QByteArray TestIntegritySignature::run(
    const QString &program, const QStringList &args, const QByteArray &input)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForStarted(30000))
        return {};
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    if (p.exitCode() != 0)
        qWarning("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
    return p.readAllStandardOutput();
}

void TestIntegritySignature::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString key = m_dir.filePath(u"key.pem"_qs);
    const QString other = m_dir.filePath(u"other.pem"_qs);
    run(u"openssl"_qs, { u"genpkey"_qs, u"-algorithm"_qs, u"ed25519"_qs, u"-out"_qs, key });
    run(u"openssl"_qs, { u"genpkey"_qs, u"-algorithm"_qs, u"ed25519"_qs, u"-out"_qs, other });
    m_publicPem
        = QString::fromLatin1(run(u"openssl"_qs, { u"pkey"_qs, u"-in"_qs, key, u"-pubout"_qs }));
    m_otherPublicPem
        = QString::fromLatin1(run(u"openssl"_qs, { u"pkey"_qs, u"-in"_qs, other, u"-pubout"_qs }));
    QVERIFY(m_publicPem.contains(u"BEGIN PUBLIC KEY"_qs));
    // The raw 32 bytes are the last 32 of the DER SubjectPublicKeyInfo.
    const QByteArray der = run(
        u"openssl"_qs, { u"pkey"_qs, u"-in"_qs, key, u"-pubout"_qs, u"-outform"_qs, u"DER"_qs });
    QCOMPARE(der.size(), 44);
    m_publicRawB64 = QString::fromLatin1(der.right(32).toBase64());

    // Python: the canonical bytes and their SHA-256.
    const QString py
        = u"import json,sys,hashlib\n"
          "v=json.loads(sys.stdin.buffer.read())\n"
          "b=json.dumps(v,sort_keys=True,separators=(',',':'),ensure_ascii=False).encode()\n"
          "open(sys.argv[1],'wb').write(b)\n"
          "print(hashlib.sha256(b).hexdigest())\n"_qs;
    const QString canonicalFile = m_dir.filePath(u"payload.bin"_qs);
    m_pythonDigest = QString::fromLatin1(
        run(QStringLiteral(PITH_PYTHON), { u"-c"_qs, py, canonicalFile }, kPayload))
                         .trimmed();
    QCOMPARE(m_pythonDigest.size(), 64);
    const QString sig = m_dir.filePath(u"sig.bin"_qs);
    run(u"openssl"_qs,
        { u"pkeyutl"_qs, u"-sign"_qs, u"-inkey"_qs, key, u"-rawin"_qs, u"-in"_qs, canonicalFile,
            u"-out"_qs, sig });
    QFile s(sig);
    QVERIFY(s.open(QIODevice::ReadOnly));
    m_signature = QString::fromLatin1(s.readAll().toBase64());
    QVERIFY(!m_signature.isEmpty());
}

IntegrityEvent TestIntegritySignature::eventWith(const QString &digest, const QString &signature)
{
    const QByteArray file = R"({"events":[{"event_id":4703,"event_type":"pith.integrity.v1",)"
                            R"("payload_sha256":")"
        + digest.toLatin1() + R"(","signature_b64":")" + signature.toLatin1()
        + R"(","signing_key_id":"pith-v1-2026-05","created_at":"2026-05-20T04:02:41+00:00","payload":)"
        + kPayload + "}]}";
    const IntegrityParseResult r = parseIntegrity(file, u"signed.json"_qs);
    if (!r.ok())
        qFatal("%s", qUtf8Printable(r.error.toString()));
    return r.file->events.first();
}

void TestIntegritySignature::digestWithTheRecordRecipe()
{
    const IntegrityEvent e = eventWith(m_pythonDigest, m_signature);
    QCOMPARE(e.computedPayloadSha256(), m_pythonDigest);
    QVERIFY(e.payloadDigestMatchesRecipe());
    QVERIFY(eventWith(u"sha256:"_qs + m_pythonDigest.toUpper(), {}).payloadDigestMatchesRecipe());
    const EventCheck check = checkEvent(e, {});
    QCOMPARE(check.digestText(), u"payload digest matches the record recipe"_qs);
    // Another digest: computed differently, never "tampered".
    const EventCheck other = checkEvent(eventWith(QString(64, u'0'), m_signature), {});
    QCOMPARE(other.digestText(),
        u"payload digest computed differently (Pith has not published this recipe)"_qs);
    QVERIFY(!other.digestText().contains(u"tamper"_qs));
    QCOMPARE(eventHeadline(e),
        u"event 4703 · pith.integrity.v1 · key pith-v1-2026-05 · 2026-05-20T04:02:41+00:00"_qs);
}

void TestIntegritySignature::signatureNotCheckedWithoutKey()
{
    const IntegrityEvent e = eventWith(m_pythonDigest, m_signature);
    EventCheck c = checkEvent(e, {});
    QCOMPARE(c.signature, SignatureState::NotChecked);
    QVERIFY(c.signatureText(e.signingKeyId).contains(u"present, not checked"_qs));
    // A key for another key id does not count.
    c = checkEvent(e, { { u"pith-v0"_qs, m_publicPem } });
    QCOMPARE(c.signature, SignatureState::NotChecked);
    QCOMPARE(checkEvent(eventWith(m_pythonDigest, {}), {}).signature, SignatureState::Absent);
}

void TestIntegritySignature::signatureVerifies()
{
    const IntegrityEvent e = eventWith(m_pythonDigest, m_signature);
    for (const QString &key : { m_publicPem, m_publicRawB64 }) {
        const EventCheck c = checkEvent(e, { { u"pith-v1-2026-05"_qs, key } });
        QCOMPARE(c.signature, SignatureState::Verified);
        QVERIFY(
            c.signatureText(e.signingKeyId).contains(u"Pith has not published what it signs"_qs));
    }
}

void TestIntegritySignature::signatureOverOtherBytes()
{
    // Another key, or a signature over other bytes: does not verify, said with the caveat.
    const IntegrityEvent e = eventWith(m_pythonDigest, m_signature);
    EventCheck c = checkEvent(e, { { u"pith-v1-2026-05"_qs, m_otherPublicPem } });
    QCOMPARE(c.signature, SignatureState::DoesNotVerify);
    QVERIFY(c.signatureText(e.signingKeyId).contains(u"may sign other bytes"_qs));
    QByteArray flipped = QByteArray::fromBase64(m_signature.toLatin1());
    flipped[0] = char(flipped[0] ^ 1);
    c = checkEvent(eventWith(m_pythonDigest, QString::fromLatin1(flipped.toBase64())),
        { { u"pith-v1-2026-05"_qs, m_publicPem } });
    QCOMPARE(c.signature, SignatureState::DoesNotVerify);
}

void TestIntegritySignature::unusableKeys()
{
    const IntegrityEvent e = eventWith(m_pythonDigest, m_signature);
    EventCheck c = checkEvent(e, { { u"pith-v1-2026-05"_qs, u"not a key"_qs } });
    QCOMPARE(c.signature, SignatureState::Unusable);
    QVERIFY(c.signatureText(e.signingKeyId).startsWith(u"Ed25519 signature not checked: "_qs));
    QString why;
    QVERIFY(!isEd25519PublicKey(u"AAAA"_qs, &why));
    QVERIFY(!why.isEmpty());
    QVERIFY(isEd25519PublicKey(m_publicPem));
    c = checkEvent(
        eventWith(m_pythonDigest, u"%%%"_qs), { { u"pith-v1-2026-05"_qs, m_publicPem } });
    QCOMPARE(c.signature, SignatureState::Unusable);
}

QTEST_GUILESS_MAIN(TestIntegritySignature)
#include "tst_integritysignature.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// Every JSON number spelling read and written exactly as Python's json module does, in the
// canonical writer, in open fields of a record (digests computed by Python) and in typed fields.
#include "models/record/canonical.h"
#include "models/record/parser.h"
#include "tests/testutil.h"

#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace pith;

namespace {

// Big integers of both signs, 64-bit edges, exponents, trailing zeros, subnormals, the largest
// double, a double that rounds, ties, negative zero in both kinds.
const QStringList kSpellings = {
    QStringLiteral("0"),
    QStringLiteral("-0"),
    QStringLiteral("1"),
    QStringLiteral("-1"),
    QStringLiteral("9007199254740993"),
    QStringLiteral("9223372036854775807"),
    QStringLiteral("9223372036854775808"),
    QStringLiteral("-9223372036854775808"),
    QStringLiteral("-9223372036854775809"),
    QStringLiteral("18446744073709551615"),
    QStringLiteral("18446744073709551616"),
    QStringLiteral("-18446744073709551616"),
    QStringLiteral("123456789012345678901234567890123456789"),
    QStringLiteral("-99999999999999999999"),
    QStringLiteral("1E5"),
    QStringLiteral("1e5"),
    QStringLiteral("1E+5"),
    QStringLiteral("1e-5"),
    QStringLiteral("1e-07"),
    QStringLiteral("2.50"),
    QStringLiteral("5e-324"),
    QStringLiteral("4.9406564584124654e-324"),
    QStringLiteral("2.2250738585072014e-308"),
    QStringLiteral("1.7976931348623157e308"),
    QStringLiteral("12345678901234567890e-5"),
    QStringLiteral("0.1"),
    QStringLiteral("0.30000000000000004"),
    QStringLiteral("-0.0"),
    QStringLiteral("-0e-0"),
    QStringLiteral("0e0"),
    QStringLiteral("1.0"),
    QStringLiteral("100.0"),
    QStringLiteral("1e15"),
    QStringLiteral("1e16"),
    QStringLiteral("1e22"),
    QStringLiteral("1e23"),
    QStringLiteral("1.5e300"),
    QStringLiteral("1e-999"),
    QStringLiteral("-1.5e-7"),
    QStringLiteral("123.456e2"),
    QStringLiteral("9007199254740993.0"),
    QStringLiteral("1.00000000000000011102230246251565404236316680908203125"),
    QStringLiteral("1.0000000000000000000000000000001"),
    QStringLiteral("0.000123"),
    QStringLiteral("1234567890123456.7"),
};

} // namespace

class TestNumbers : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void spelling_data();
    void spelling();

private:
    QTemporaryDir m_dir;
    QList<QJsonObject> m_oracle;
};

void TestNumbers::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QJsonObject job { { QStringLiteral("fixture"), pith::test::fixturePath() },
        { QStringLiteral("out"), m_dir.path() },
        { QStringLiteral("spellings"), QJsonArray::fromStringList(kSpellings) } };
    QProcess p;
    p.start(QStringLiteral(PITH_PYTHON), { QStringLiteral(PITH_NUMBER_ORACLE) });
    QVERIFY(p.waitForStarted());
    p.write(QJsonDocument(job).toJson(QJsonDocument::Compact));
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(60000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        if (!line.isEmpty())
            m_oracle.append(QJsonDocument::fromJson(line).object());
    }
    QCOMPARE(m_oracle.size(), kSpellings.size());
}

void TestNumbers::spelling_data()
{
    QTest::addColumn<int>("index");
    for (int i = 0; i < kSpellings.size(); ++i)
        QTest::newRow(qPrintable(kSpellings[i])) << i;
}

void TestNumbers::spelling()
{
    QFETCH(int, index);
    const QJsonObject oracle = m_oracle[index];
    const QByteArray spelling = kSpellings[index].toUtf8();
    QCOMPARE(oracle[QStringLiteral("spelling")].toString(), kSpellings[index]);
    const QByteArray canonical = oracle[QStringLiteral("canonical")].toString().toUtf8();

    // the canonical writer, from compact and spaced input
    for (const QByteArray &input :
        { QByteArray("{\"n\":" + spelling + "}"), QByteArray("{ \"n\" :\n " + spelling + " }") }) {
        QByteArray out;
        QString error;
        QVERIFY2(canonicalJson(input, &out, &error), qPrintable(error));
        QCOMPARE(out, QByteArray("{\"n\":" + canonical + "}"));
        QCOMPARE(sha256Digest(out), oracle[QStringLiteral("digest")].toString());
    }

    // open fields: the record Python sealed verifies, on the slice path and the re-serialising one
    for (const char *key : { "compact", "pretty" }) {
        const QString path = oracle[QLatin1String(key)].toString();
        const ParseResult r = loadRecordFile(path);
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QVERIFY2(r.record->digestFailures().isEmpty(), key);
        QCOMPARE(r.record->contextDigestState(), Record::ContextDigestState::Ok);
        QCOMPARE(r.record->externalCitationMeasurements.elements(),
            QStringList { QString::fromUtf8(canonical) });
        const Observation &o = r.record->outbound[0];
        QCOMPARE(o.unknownKeys.size(), 1);
        QCOMPARE(o.unknownKeys[0].pointer, QStringLiteral("/outbound/0/x_number"));
        QCOMPARE(o.unknownKeys[0].json, QString::fromUtf8(canonical));
        QVERIFY(o.rawJson().contains(
            QStringLiteral("\"x_number\":") + QString::fromUtf8(canonical) + QLatin1Char('}')));
        const ParseResult lean = [&] {
            ParseOptions options;
            options.observationDetails = false;
            return loadRecordFile(path, options);
        }();
        QVERIFY2(lean.ok(), qPrintable(lean.error.toString()));
        QVERIFY(lean.record->digestFailures().isEmpty());
        QCOMPARE(lean.record->contextDigestState(), Record::ContextDigestState::Ok);
    }

    // a typed field: an integer in 64 bits is read, anything else is refused and named
    const ParseResult typed = loadRecordFile(oracle[QStringLiteral("typed")].toString());
    const QJsonObject meaning = oracle[QStringLiteral("meaning")].toObject();
    if (meaning.contains(QStringLiteral("value"))) {
        QVERIFY2(typed.ok(), qPrintable(typed.error.toString()));
        QVERIFY(typed.record->caps.outbound);
        QCOMPARE(QString::number(*typed.record->caps.outbound),
            meaning[QStringLiteral("value")].toString());
        QVERIFY(typed.record->digestFailures().isEmpty());
        QCOMPARE(typed.record->contextDigestState(), Record::ContextDigestState::Ok);
    } else {
        QVERIFY(!typed.ok());
        QCOMPARE(typed.error.pointer, QStringLiteral("/caps/outbound"));
        const QString expected
            = meaning[QStringLiteral("error")].toString() == QLatin1String("out of range")
            ? QStringLiteral("integer out of range")
            : QStringLiteral("expected an integer, found a number with a fraction");
        QCOMPARE(typed.error.message, expected);
    }
}

QTEST_GUILESS_MAIN(TestNumbers)
#include "tst_numbers.moc"

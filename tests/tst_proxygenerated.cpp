// SPDX-License-Identifier: GPL-3.0-or-later
// The filter proxy on generated records (tests/bench/gen_record.py), its row counts checked
// against an independent Python oracle (tests/bench/filter_oracle.py) reading the same JSON.
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/record/parser.h"

#include <QAbstractItemModelTester>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace pith;

class TestProxyGenerated : public QObject
{
    Q_OBJECT

private slots:
    void rowCountsMatchTheOracle_data();
    void rowCountsMatchTheOracle();
};

static const QStringList kQueries = {
    QStringLiteral("direction:outbound"),
    QStringLiteral("direction:inbound"),
    QStringLiteral("status:unresolved"),
    QStringLiteral("status:verified_exact,verified_fuzzy"),
    QStringLiteral("-status:unresolved"),
    QStringLiteral("status:retracted_upstream"),
    QStringLiteral("notice:unavailable"),
    QStringLiteral("-notice:unavailable direction:outbound"),
    QStringLiteral("status:parse_uncertain,malformed_identifier,metadata_mismatch -direction:inbound"),
    QStringLiteral("resolver:raw_fallback"),
    QStringLiteral("-resolver:raw_fallback status:verified_fuzzy"),
};

static QString run(const QString &program, const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForStarted(30000))
        return {};
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(300000) || p.exitCode() != 0) {
        qWarning("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

void TestProxyGenerated::rowCountsMatchTheOracle_data()
{
    QTest::addColumn<int>("outbound");
    QTest::addColumn<int>("inbound");
    QTest::addColumn<int>("seed");
    QTest::newRow("small, outbound only") << 60 << 0 << 3;
    QTest::newRow("mixed") << 700 << 150 << 11;
    QTest::newRow("inbound heavy") << 40 << 900 << 29;
}

void TestProxyGenerated::rowCountsMatchTheOracle()
{
    QFETCH(int, outbound);
    QFETCH(int, inbound);
    QFETCH(int, seed);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("generated.json"));
    const QString bench = QStringLiteral(PITH_SOURCE_DIR "/tests/bench/");
    QVERIFY(!run(QStringLiteral(PITH_PYTHON), {bench + QStringLiteral("gen_record.py"), QStringLiteral("--outbound"),
                                               QString::number(outbound), QStringLiteral("--inbound"),
                                               QString::number(inbound), QStringLiteral("--seed"),
                                               QString::number(seed), QStringLiteral("-o"), path})
                 .isNull());

    const QString oracle = run(QStringLiteral(PITH_PYTHON), {bench + QStringLiteral("filter_oracle.py"), path},
                               kQueries.join(QLatin1Char('\n')).toUtf8());
    QStringList lines = oracle.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), kQueries.size());

    const ParseResult parsed = loadRecordFile(path);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.toString()));
    ObservationModel model;
    model.setRecord(parsed.record);
    QCOMPARE(model.rowCount(), outbound + inbound);
    ObservationFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);

    int nonTrivial = 0;
    for (const QString &line : std::as_const(lines)) {
        const qsizetype tab = line.indexOf(QLatin1Char('\t'));
        QVERIFY(tab > 0);
        const int expected = line.left(tab).toInt();
        const QString query = line.mid(tab + 1);
        const auto filter = ObservationFilter::parse(query);
        QVERIFY2(filter.filter, qPrintable(query));
        proxy.setFilter(*filter.filter);
        QVERIFY2(proxy.rowCount() == expected,
                 qPrintable(QStringLiteral("%1: %2 rows, oracle %3").arg(query).arg(proxy.rowCount()).arg(expected)));
        if (expected > 0 && expected < outbound + inbound)
            ++nonTrivial;
    }
    // The generated mix must make most queries discriminate, or the comparison proves little.
    QVERIFY2(nonTrivial >= kQueries.size() / 2, qPrintable(QString::number(nonTrivial)));
}

QTEST_GUILESS_MAIN(TestProxyGenerated)
#include "tst_proxygenerated.moc"

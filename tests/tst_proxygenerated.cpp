// SPDX-License-Identifier: GPL-3.0-or-later
// The filter proxy on generated records (tests/bench/gen_record.py), its row counts checked
// against an independent Python oracle (tests/bench/filter_oracle.py) reading the same JSON.
#include "models/items/observationfilterproxy.h"
#include "models/items/observationmodel.h"
#include "models/record/parser.h"

#include <QAbstractItemModelTester>
#include <QProcess>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>

#include <numeric>

using namespace pith;
using namespace Qt::StringLiterals;

class TestProxyGenerated : public QObject {
    Q_OBJECT

private slots:
    void rowCountsMatchTheOracle_data();
    void rowCountsMatchTheOracle();
    void sortMatchesPlainProxy_data();
    void sortMatchesPlainProxy();
    void sortRanksFollowTheRecord();
    void sortRanksFollowAChangedColumn();
    void rowsInTheAskedOrderAreNotSorted();
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
    QStringLiteral(
        "status:parse_uncertain,malformed_identifier,metadata_mismatch -direction:inbound"),
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
    QVERIFY(!run(QStringLiteral(PITH_PYTHON),
        { bench + QStringLiteral("gen_record.py"), QStringLiteral("--outbound"),
            QString::number(outbound), QStringLiteral("--inbound"), QString::number(inbound),
            QStringLiteral("--seed"), QString::number(seed), QStringLiteral("-o"), path })
                 .isNull());

    const QString oracle
        = run(QStringLiteral(PITH_PYTHON), { bench + QStringLiteral("filter_oracle.py"), path },
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
            qPrintable(QStringLiteral("%1: %2 rows, oracle %3")
                           .arg(query)
                           .arg(proxy.rowCount())
                           .arg(expected)));
        if (expected > 0 && expected < outbound + inbound)
            ++nonTrivial;
    }
    // The generated mix must make most queries discriminate, or the comparison proves little.
    QVERIFY2(nonTrivial >= kQueries.size() / 2, qPrintable(QString::number(nonTrivial)));
}

// The oracle for the sort: Qt's own QSortFilterProxyModel comparing SortRole QVariants row by row,
// with the same filter; ObservationFilterProxy ranks typed keys instead (observationfilterproxy.h).
// Its one rule on top of Qt's: a missing key or an empty text sorts last in both directions.
class PlainProxy : public QSortFilterProxyModel {
public:
    ObservationFilter filter;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        const auto missing = [this](const QModelIndex &i) {
            const QVariant v = i.data(sortRole());
            return !v.isValid() || (v.typeId() == QMetaType::QString && v.toString().isEmpty());
        };
        const bool l = missing(left), r = missing(right);
        if (l || r)
            return l != r && (sortOrder() == Qt::DescendingOrder ? l : r);
        return QSortFilterProxyModel::lessThan(left, right);
    }

    bool filterAcceptsRow(int row, const QModelIndex &) const override
    {
        const auto *model = static_cast<const ObservationModel *>(sourceModel());
        return filter.matches(*model->observation(row));
    }
};

static QString generate(const QTemporaryDir &dir, int outbound, int inbound, int seed)
{
    const QString path = dir.filePath(QStringLiteral("generated-%1.json").arg(seed));
    const QString bench = QStringLiteral(PITH_SOURCE_DIR "/tests/bench/");
    if (run(QStringLiteral(PITH_PYTHON),
            { bench + QStringLiteral("gen_record.py"), QStringLiteral("--outbound"),
                QString::number(outbound), QStringLiteral("--inbound"), QString::number(inbound),
                QStringLiteral("--seed"), QString::number(seed), QStringLiteral("-o"), path })
            .isNull())
        return {};
    return path;
}

// A generated record with texts and timestamps that stress the typed keys: case variants,
// shared long prefixes, non-ASCII case folding, astral characters, empty and missing values,
// timestamps in every form (offsets, microseconds, local time, invalid), failing digests.
static RecordPtr stressedRecord(const RecordPtr &generated)
{
    auto record = std::make_shared<Record>(*generated);
    const QStringList titles = { QStringLiteral("deep learning"), QStringLiteral("Deep Learning"),
        QStringLiteral("DEEP LEARNING!"), QStringLiteral("Deep learning for kernels, part 2"),
        QStringLiteral("Deep learning for kernels, part 10"), QStringLiteral("Straße"),
        QStringLiteral("STRASSE"), QStringLiteral("Éclair"), QStringLiteral("éclair"),
        QStringLiteral("ǅungla"), QStringLiteral("İstanbul"), QStringLiteral("ΣΊΣΥΦΟΣ"),
        QStringLiteral("σίσυφος"), QString::fromUtf8("\xF0\x90\x90\x80 Deseret"),
        QString::fromUtf8("\xF0\x90\x90\xA8 deseret"), QString::fromUtf8("\xF0\x9F\x98\x80 emoji"),
        QStringLiteral("\uFFFD replacement"), QString(), QStringLiteral("a"), QStringLiteral("A"),
        QStringLiteral("aaaaaaaa"), QStringLiteral("aaaaaaaab"), QStringLiteral("aaaaaaaa\u0000"),
        QStringLiteral("Zeta"), QStringLiteral("zeta"), QStringLiteral("_under"),
        QStringLiteral("[bracket"), QStringLiteral("~tilde") };
    const QStringList times = { QStringLiteral("2026-08-03T02:17:30.520801Z"),
        QStringLiteral("2026-08-03T02:17:30.5205Z"), QStringLiteral("2026-08-03T02:17:30.999999Z"),
        QStringLiteral("2026-08-03T02:17:31Z"), QStringLiteral("2026-08-03T04:17:30.520+02:00"),
        QStringLiteral("2026-08-02T21:17:30-05:00"), QStringLiteral("2026-08-03T02:17:30"),
        QStringLiteral("2026-08-03T24:00:00Z"), QStringLiteral("2026-02-29T00:00:00Z"),
        QStringLiteral("2024-02-29T00:00:00Z"), QStringLiteral("2026-13-01T00:00:00Z"),
        QStringLiteral("not a time"), QString(), QStringLiteral("1970-01-01T00:00:00.000Z"),
        QStringLiteral("1969-12-31T23:59:59.999Z"), QStringLiteral("2026-08-03T02:17:30,5Z") };
    for (qsizetype i = 0; i < record->outbound.size(); ++i) {
        Observation &o = record->outbound[i];
        if (i % 3 == 0 && o.citation.citedPaper)
            o.citation.citedPaper->title = titles.at((i / 3) % titles.size());
        if (i % 2 == 0)
            o.resolution.observedAt = times.at((i / 2) % times.size());
        if (i % 7 == 0)
            o.computedDigest = QStringLiteral("tampered"); // the Digest column reads "bad" here
    }
    return record;
}

void TestProxyGenerated::sortMatchesPlainProxy_data()
{
    QTest::addColumn<int>("caseSensitivity");
    QTest::addColumn<bool>("localeAware");
    QTest::addColumn<QString>("query");
    QTest::newRow("case-insensitive (the default)")
        << int(Qt::CaseInsensitive) << false << QString();
    QTest::newRow("case-sensitive") << int(Qt::CaseSensitive) << false << QString();
    QTest::newRow("locale-aware") << int(Qt::CaseInsensitive) << true << QString();
    QTest::newRow("filtered") << int(Qt::CaseInsensitive) << false
                              << QStringLiteral("-status:unresolved");
}

void TestProxyGenerated::sortMatchesPlainProxy()
{
    QFETCH(int, caseSensitivity);
    QFETCH(bool, localeAware);
    QFETCH(QString, query);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = generate(dir, 700, 150, 11);
    QVERIFY(!path.isEmpty());
    const ParseResult parsed = loadRecordFile(path);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.toString()));
    ObservationModel model;
    model.setRecord(stressedRecord(parsed.record));

    ObservationFilterProxy ours;
    QCOMPARE(ours.sortCaseSensitivity(), Qt::CaseInsensitive);
    ours.setSourceModel(&model);
    PlainProxy plain;
    plain.setSourceModel(&model);
    plain.setSortRole(ObservationModel::SortRole);
    for (QSortFilterProxyModel *proxy : { static_cast<QSortFilterProxyModel *>(&ours),
             static_cast<QSortFilterProxyModel *>(&plain) }) {
        proxy->setSortCaseSensitivity(Qt::CaseSensitivity(caseSensitivity));
        proxy->setSortLocaleAware(localeAware);
    }
    if (!query.isEmpty()) {
        const auto filter = ObservationFilter::parse(query);
        QVERIFY(filter.filter);
        ours.setFilter(*filter.filter);
        plain.filter = *filter.filter;
        plain.invalidate();
    }
    QVERIFY(ours.rowCount() > 100);
    QCOMPARE(ours.rowCount(), plain.rowCount());

    for (int column = 0; column < ObservationModel::ColumnCount; ++column) {
        if (column == ObservationModel::Findings)
            continue; // integrity findings kept beside the record: none here (tst_integritywindow)
        if (column == ObservationModel::Review)
            continue; // kept beside the record, empty here (tests/ui/tst_reviewwindow sorts it)
        for (const Qt::SortOrder order : { Qt::AscendingOrder, Qt::DescendingOrder }) {
            ours.sort(column, order);
            plain.sort(column, order);
            int distinct = 0;
            for (int row = 0; row < ours.rowCount(); ++row) {
                const int a = ours.mapToSource(ours.index(row, 0)).row();
                const int b = plain.mapToSource(plain.index(row, 0)).row();
                if (a != b)
                    QFAIL(qPrintable(
                        QStringLiteral(
                            "column %1, %2, row %3: source row %4, plain proxy %5 (%6 / %7)")
                            .arg(column)
                            .arg(order == Qt::AscendingOrder ? "ascending"_L1 : "descending"_L1)
                            .arg(row)
                            .arg(a)
                            .arg(b)
                            .arg(model.index(a, column).data(ObservationModel::SortRole).toString(),
                                model.index(b, column)
                                    .data(ObservationModel::SortRole)
                                    .toString())));
                if (row > 0
                    && ours.index(row, column).data(ObservationModel::SortRole)
                        != ours.index(row - 1, column).data(ObservationModel::SortRole))
                    ++distinct;
            }
            // Each column must actually order something, or the comparison proves little.
            QVERIFY2(distinct > 0, qPrintable(QString::number(column)));
        }
    }
}

void TestProxyGenerated::sortRanksFollowTheRecord()
{
    // Ranks are cached per column; a new record, changed sort settings or a re-sort after a model
    // reset must not reuse them.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString first = generate(dir, 300, 20, 5), second = generate(dir, 200, 40, 6);
    QVERIFY(!first.isEmpty() && !second.isEmpty());
    const ParseResult a = loadRecordFile(first), b = loadRecordFile(second);
    QVERIFY(a.ok() && b.ok());
    ObservationModel model;
    ObservationFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    const auto checkSorted = [&](int column) {
        for (int row = 1; row < proxy.rowCount(); ++row) {
            const QVariant current = proxy.index(row, column).data(ObservationModel::SortRole);
            if (!current.isValid() || current.toString().isEmpty())
                continue; // missing values and empty texts sort last
            const QString previous
                = proxy.index(row - 1, column).data(ObservationModel::SortRole).toString();
            if (previous.compare(current.toString(), proxy.sortCaseSensitivity()) > 0)
                return false;
        }
        return true;
    };
    model.setRecord(a.record);
    proxy.sort(ObservationModel::Title);
    QVERIFY(checkSorted(ObservationModel::Title));
    model.setRecord(b.record);
    QCOMPARE(proxy.rowCount(), 240);
    QVERIFY(checkSorted(ObservationModel::Title));
    proxy.setSortCaseSensitivity(Qt::CaseSensitive);
    QVERIFY(checkSorted(ObservationModel::Title));
    proxy.sort(ObservationModel::Doi, Qt::AscendingOrder);
    QVERIFY(checkSorted(ObservationModel::Doi));
}

void TestProxyGenerated::sortRanksFollowAChangedColumn()
{
    // The Review column's values change without a reset (a decision taken): sorted by that
    // column, the rows follow; sorted by another, the order stays and a refilter without a query
    // moves nothing (no layout change: the view keeps its place); with a query that reads the
    // facts, the rows shown follow them.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = generate(dir, 300, 20, 8);
    QVERIFY(!path.isEmpty());
    const ParseResult parsed = loadRecordFile(path);
    QVERIFY(parsed.ok());
    ObservationModel model;
    QHash<QString, int> decided; // observation id -> a sortable decision
    model.setReviewCell([&decided](const Observation &o, int role) -> QVariant {
        if (role != ObservationModel::SortRole && role != Qt::DisplayRole)
            return {};
        const auto it = decided.constFind(o.id);
        return it == decided.cend() ? QVariant() : QVariant(*it);
    });
    model.setRecord(parsed.record);
    ObservationFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    const auto sourceOrder = [&] {
        QList<int> rows;
        for (int row = 0; row < proxy.rowCount(); ++row)
            rows << proxy.mapToSource(proxy.index(row, 0)).row();
        return rows;
    };
    const auto decide = [&](int seed) {
        decided.clear();
        for (int row = 0; row < model.rowCount(); row += 3)
            decided.insert(model.observation(row)->id, (row * 7 + seed) % 5);
        model.reviewChanged();
    };
    const auto sortedByDecision = [&] {
        int last = -1;
        for (int row = 0; row < proxy.rowCount(); ++row) {
            const QVariant v
                = proxy.index(row, ObservationModel::Review).data(ObservationModel::SortRole);
            if (!v.isValid()) {
                last = std::numeric_limits<int>::max(); // missing keys last, then only those
                continue;
            }
            if (v.toInt() < last)
                return false;
            last = v.toInt();
        }
        return true;
    };

    proxy.sort(ObservationModel::Review);
    decide(1);
    QVERIFY(sortedByDecision());
    const QList<int> first = sourceOrder();
    decide(3); // other values: the cached ranks must not decide the order
    QVERIFY(sortedByDecision());
    QVERIFY(sourceOrder() != first);

    proxy.sort(ObservationModel::Title);
    const QList<int> byTitle = sourceOrder();
    QSignalSpy layouts(&proxy, &QAbstractItemModel::layoutChanged);
    QSignalSpy resets(&proxy, &QAbstractItemModel::modelReset);
    QSignalSpy filterChanged(&proxy, &ObservationFilterProxy::filterChanged);
    decide(4);
    proxy.refilter();
    QCOMPARE(filterChanged.size(), 1);
    QCOMPARE(layouts.size(), 0);
    QCOMPARE(resets.size(), 0);
    QCOMPARE(sourceOrder(), byTitle);

    // With a query, and sorted by a column of facts, a refilter ranks the rows again.
    const auto filter = ObservationFilter::parse(QStringLiteral("direction:outbound"));
    QVERIFY(filter.filter);
    proxy.setFilter(*filter.filter);
    QCOMPARE(proxy.rowCount(), 300);
    proxy.sort(ObservationModel::Review);
    decide(2);
    proxy.refilter();
    QCOMPARE(proxy.rowCount(), 300);
    QVERIFY(sortedByDecision());
}

void TestProxyGenerated::rowsInTheAskedOrderAreNotSorted()
{
    // The default order (Direction: outbound, then inbound, each by reference number) is the
    // order Pith lists a record in: the proxy then keeps the record's own order without sorting
    // (sortColumn() -1) and the rows are where a sort would put them. A record out of that order,
    // a descending sort or another column sorts as before; the choice follows every new record.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = generate(dir, 300, 60, 14);
    QVERIFY(!path.isEmpty());
    const ParseResult parsed = loadRecordFile(path);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error.toString()));
    auto inOrder = std::make_shared<Record>(*parsed.record);
    for (QList<Observation> *rows : { &inOrder->outbound, &inOrder->inbound }) {
        for (qsizetype i = 0; i < rows->size(); ++i)
            (*rows)[i].citation.referenceIndex = i + 1;
    }
    // Rows without a number come last in their direction, and equal keys keep their order.
    for (qsizetype i = inOrder->inbound.size() - 3; i < inOrder->inbound.size(); ++i)
        inOrder->inbound[i].citation.referenceIndex.reset();
    auto outOfOrder = std::make_shared<Record>(*inOrder);
    std::swap(outOfOrder->outbound[3].citation.referenceIndex,
        outOfOrder->outbound[200].citation.referenceIndex);

    ObservationModel model;
    ObservationFilterProxy ours;
    QAbstractItemModelTester tester(&ours, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ours.setSourceModel(&model);
    PlainProxy plain;
    plain.setSourceModel(&model);
    plain.setSortRole(ObservationModel::SortRole);
    const auto sortBoth = [&](int column, Qt::SortOrder order) {
        ours.sort(column, order);
        plain.sort(column, order);
    };
    const auto sourceRows = [](const QSortFilterProxyModel &proxy) {
        QList<int> rows;
        for (int row = 0; row < proxy.rowCount(); ++row)
            rows.append(proxy.mapToSource(proxy.index(row, 0)).row());
        return rows;
    };
    QList<int> identity(360);
    std::iota(identity.begin(), identity.end(), 0);

    sortBoth(ObservationModel::Direction, Qt::AscendingOrder);
    model.setRecord(inOrder);
    QVERIFY(model.rowsInOrderOf(ObservationModel::Direction));
    QCOMPARE(ours.askedSortColumn(), int(ObservationModel::Direction));
    QCOMPARE(ours.sortColumn(), -1);
    QCOMPARE(sourceRows(ours), identity);
    QCOMPARE(sourceRows(ours), sourceRows(plain));

    model.setRecord(outOfOrder);
    QVERIFY(!model.rowsInOrderOf(ObservationModel::Direction));
    QCOMPARE(ours.sortColumn(), int(ObservationModel::Direction));
    QVERIFY(sourceRows(ours) != identity);
    QCOMPARE(sourceRows(ours), sourceRows(plain));

    model.setRecord(inOrder);
    QCOMPARE(ours.sortColumn(), -1);
    QCOMPARE(sourceRows(ours), sourceRows(plain));

    for (const Qt::SortOrder order : { Qt::DescendingOrder, Qt::AscendingOrder }) {
        for (const int column : { int(ObservationModel::Direction), int(ObservationModel::Year) }) {
            sortBoth(column, order);
            // A re-sort keeps equal keys in the order they were shown in (the previous column's);
            // mapped anew, both proxies start from the record's order.
            ours.invalidate();
            plain.invalidate();
            QCOMPARE(ours.askedSortColumn(), column);
            QCOMPARE(ours.askedSortOrder(), order);
            const bool asItIs
                = column == ObservationModel::Direction && order == Qt::AscendingOrder;
            QCOMPARE(ours.sortColumn(), asItIs ? -1 : column);
            QCOMPARE(sourceRows(ours), sourceRows(plain));
        }
    }
    QVERIFY(!model.rowsInOrderOf(ObservationModel::Year)); // only Direction is known

    // Filtered: the rows kept, still in the record's order.
    const auto inbound = ObservationFilter::parse(QStringLiteral("direction:inbound"));
    QVERIFY(inbound.filter);
    sortBoth(ObservationModel::Direction, Qt::AscendingOrder);
    ours.setFilter(*inbound.filter);
    plain.filter = *inbound.filter;
    plain.invalidate();
    QCOMPARE(ours.rowCount(), 60);
    QCOMPARE(sourceRows(ours), sourceRows(plain));
    QCOMPARE(sourceRows(ours), identity.mid(300));
}

QTEST_GUILESS_MAIN(TestProxyGenerated)
#include "tst_proxygenerated.moc"

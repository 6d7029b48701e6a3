// SPDX-License-Identifier: GPL-3.0-or-later
// `pith-ledger-cli export --format pdf` of a large generated record, stopped by SIGINT (Ctrl+C)
// or SIGTERM once it has started writing: exit code 130, no output file and no temporary file
// left, an existing file at the destination kept byte for byte. The real CLI in a child process;
// "started writing" is its open file descriptor in the destination folder (the atomic writer's
// temporary file, unnamed on Linux).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <sys/types.h>

using namespace Qt::StringLiterals;

namespace {

// True once the process holds a file descriptor on a file in dir.
bool writesInto(qint64 pid, const QString &dir)
{
    const QString fds = u"/proc/%1/fd"_s.arg(pid);
    const QStringList entries = QDir(fds).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
    for (const QString &fd : entries) {
        const QString target = QFile::symLinkTarget(fds + u'/' + fd);
        if (target.startsWith(dir + u'/'))
            return true;
    }
    return false;
}

} // namespace

class TestExportInterrupt : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_record;

private slots:
    void initTestCase()
    {
#ifndef Q_OS_LINUX
        QSKIP("reads /proc to see the export start writing");
#endif
        QVERIFY(m_dir.isValid());
        m_record = m_dir.filePath(u"large.json"_s);
        QProcess gen;
        gen.start(QStringLiteral(PITH_PYTHON),
            { QStringLiteral(PITH_GEN_RECORD), u"--outbound"_s, u"20000"_s, u"--inbound"_s, u"0"_s,
                u"-o"_s, m_record });
        QVERIFY(gen.waitForFinished(300000));
        QCOMPARE(gen.exitCode(), 0);
    }

    void signalLeavesNoFile_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addColumn<QByteArray>("existing"); // at the destination before; empty: none
        QTest::newRow("Ctrl+C, new file") << int(SIGINT) << QByteArray();
        QTest::newRow("Ctrl+C, file kept") << int(SIGINT) << QByteArray("an earlier report\n");
        QTest::newRow("SIGTERM, new file") << int(SIGTERM) << QByteArray();
    }

    void signalLeavesNoFile()
    {
        QFETCH(int, signal);
        QFETCH(QByteArray, existing);
        const QString outDir = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()));
        QVERIFY(QDir().mkpath(outDir));
        const QString out = QDir(outDir).canonicalPath() + u"/report.pdf"_s;
        if (!existing.isEmpty()) {
            QFile f(out);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(existing);
        }
        QProcess cli;
        cli.start(QStringLiteral(PITH_CLI_PATH),
            { u"export"_s, m_record, u"--format"_s, u"pdf"_s, u"-o"_s, out });
        QVERIFY(cli.waitForStarted());
        // Wait (without a time bound of our own) until the PDF is being written: the record is
        // read and laid out first. A process that ends before it writes fails the test below.
        bool writing = false;
        while (cli.state() == QProcess::Running
            && !(writing = writesInto(cli.processId(), QDir(outDir).canonicalPath())))
            QThread::msleep(20);
        QVERIFY2(writing, cli.readAllStandardError().constData());
        QCOMPARE(::kill(pid_t(cli.processId()), signal), 0);
        QVERIFY(cli.waitForFinished(120000));
        const QByteArray err = cli.readAllStandardError();
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit); // it stopped itself
        QCOMPARE(cli.exitCode(), 130);
        QVERIFY2(err.contains("interrupted: nothing was written to"), err.constData());
        QVERIFY(!cli.readAllStandardOutput().contains("Exported"));
        // nothing but what was there before
        const QStringList left
            = QDir(outDir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        if (existing.isEmpty()) {
            QCOMPARE(left, QStringList());
        } else {
            QCOMPARE(left, QStringList { u"report.pdf"_s });
            QFile f(out);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), existing);
        }
    }
};

QTEST_GUILESS_MAIN(TestExportInterrupt)
#include "tst_exportinterrupt.moc"

// SPDX-License-Identifier: GPL-3.0-or-later
// `pith-ledger-cli export` of a large generated record, as a PDF and as CSV and JSON written as
// the record is read, stopped by SIGINT (Ctrl+C) or SIGTERM once it has started writing: exit
// code 130, no output file and no temporary file left, an existing file at the destination kept
// byte for byte. The real CLI in a child process; "started writing" is its open file descriptor
// in the destination folder (the atomic writer's temporary file, unnamed on Linux), and the
// child is stopped (SIGSTOP) the moment it is seen, signalled, then let go on (SIGCONT), so a
// CSV export that takes a tenth of a second is caught while it reads.
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
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("signal");
        QTest::addColumn<QByteArray>("existing"); // at the destination before; empty: none
        QTest::newRow("PDF, Ctrl+C, new file") << u"pdf"_s << int(SIGINT) << QByteArray();
        QTest::newRow("PDF, Ctrl+C, file kept")
            << u"pdf"_s << int(SIGINT) << QByteArray("an earlier report\n");
        QTest::newRow("PDF, SIGTERM, new file") << u"pdf"_s << int(SIGTERM) << QByteArray();
        QTest::newRow("CSV, Ctrl+C, file kept")
            << u"csv"_s << int(SIGINT) << QByteArray("an earlier report\n");
        QTest::newRow("JSON, Ctrl+C, new file") << u"json"_s << int(SIGINT) << QByteArray();
    }

    void signalLeavesNoFile()
    {
        QFETCH(QString, format);
        QFETCH(int, signal);
        QFETCH(QByteArray, existing);
        const QString outDir = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()));
        QVERIFY(QDir().mkpath(outDir));
        const QString out = QDir(outDir).canonicalPath() + u"/report."_s + format;
        QProcess cli;
        // A CSV or JSON export may end before it is seen writing (it takes a tenth of a second):
        // then again, a few times.
        bool writing = false;
        for (int attempt = 0; attempt < 5 && !writing; ++attempt) {
            QFile::remove(out);
            if (!existing.isEmpty()) {
                QFile f(out);
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(existing);
            }
            cli.start(QStringLiteral(PITH_CLI_PATH),
                { u"export"_s, m_record, u"--format"_s, format, u"-o"_s, out });
            QVERIFY(cli.waitForStarted());
            // Wait (without a time bound of our own) until the file is being written.
            while (cli.state() == QProcess::Running
                && !(writing = writesInto(cli.processId(), QDir(outDir).canonicalPath())))
                QThread::usleep(200);
            if (!writing)
                QVERIFY(cli.waitForFinished(120000));
        }
        QVERIFY2(writing, cli.readAllStandardError().constData());
        const auto pid = pid_t(cli.processId());
        QCOMPARE(::kill(pid, SIGSTOP), 0); // held where it was seen, then signalled
        QCOMPARE(::kill(pid, signal), 0);
        QCOMPARE(::kill(pid, SIGCONT), 0);
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
            QCOMPARE(left, QStringList { u"report."_s + format });
            QFile f(out);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), existing);
        }
    }
};

QTEST_GUILESS_MAIN(TestExportInterrupt)
#include "tst_exportinterrupt.moc"

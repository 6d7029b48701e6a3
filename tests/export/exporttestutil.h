// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the export tests: running programs, reading files, generated records.
#pragma once

#include "tests/testutil.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTest>

namespace pith::test {

struct ProcessRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline ProcessRun runProgram(
    const QString &program, const QStringList &args, const QProcessEnvironment &env = {})
{
    QProcess p;
    if (!env.isEmpty())
        p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForStarted(30000))
        return { -1, {}, QByteArrayLiteral("could not start ") + program.toUtf8() };
    if (!p.waitForFinished(180000)) {
        p.kill();
        p.waitForFinished();
        return { -1, {}, QByteArrayLiteral("timed out: ") + program.toUtf8() };
    }
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError() };
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A record from tests/bench/gen_record.py (valid digests; exotic titles included).
inline bool generateRecord(const QString &path, int outbound, int inbound, int seed = 1)
{
    const ProcessRun r = runProgram(QStringLiteral(PITH_PYTHON),
        { QStringLiteral(PITH_GEN_RECORD), QStringLiteral("--outbound"), QString::number(outbound),
            QStringLiteral("--inbound"), QString::number(inbound), QStringLiteral("--seed"),
            QString::number(seed), QStringLiteral("-o"), path });
    if (r.exitCode != 0)
        qWarning("gen_record.py failed: %s", r.err.constData());
    return r.exitCode == 0;
}

// The fixture with titles a spreadsheet would execute, and values that need quoting.
inline QByteArray hostileFixture()
{
    const QStringList titles = {
        QStringLiteral("=HYPERLINK(\"http://x.invalid\",\"click\")"),
        QStringLiteral("+1+1"),
        QStringLiteral("-2"),
        QStringLiteral("@SUM(A1:A2)"),
        QStringLiteral("\tTabbed"),
        QStringLiteral("\rCarriage"),
        QStringLiteral("comma, inside"),
        QStringLiteral("say \"hi\""),
        QStringLiteral("two\nlines"),
        QStringLiteral("crlf\r\nline"),
        QStringLiteral("注意力机制 Überprüfung — ñ"),
        QStringLiteral("=cmd|' /C calc'!A0, \"quoted\"\nand more"),
    };
    return mutatedFixture([&](QJsonObject &root) {
        for (int i = 0; i < titles.size(); ++i) {
            editOutbound(root, i, [&](QJsonObject &o) {
                QJsonObject citation = o[QStringLiteral("citation")].toObject();
                // The cited work's title is what other_title shows when cited_paper has none.
                if (citation[QStringLiteral("cited_paper")].isObject()) {
                    QJsonObject p = citation[QStringLiteral("cited_paper")].toObject();
                    p[QStringLiteral("title")] = titles.at(i);
                    citation[QStringLiteral("cited_paper")] = p;
                }
                if (citation[QStringLiteral("cited_work")].isObject()) {
                    QJsonObject w = citation[QStringLiteral("cited_work")].toObject();
                    w[QStringLiteral("title")] = titles.at(i);
                    if (i == 1)
                        w[QStringLiteral("doi")] = QStringLiteral("-10.1/negative");
                    citation[QStringLiteral("cited_work")] = w;
                }
                o[QStringLiteral("citation")] = citation;
            });
        }
    });
}

} // namespace pith::test

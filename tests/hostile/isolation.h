// SPDX-License-Identifier: GPL-3.0-or-later
// Runs one piece of work in a forked child so that a crash, a hang or runaway memory in the code
// under test becomes a test failure with a reason instead of taking the whole suite down.
#pragma once

#include "tests/timing.h" // PITH_UNDER_ASAN, kSanitizerFactor

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <exception>
#include <functional>

#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace pith::test {

struct IsolatedRun {
    enum class State { Finished, Crashed, Exited, TimedOut, OverMemory };
    State state = State::Finished;
    int signal = 0; // Crashed
    int exitCode = 0; // Exited without a result (a sanitizer report exits 1)
    QJsonObject result;
    double seconds = 0;
    qint64 peakRssMb = 0; // the child's own high-water mark when it finished, else the last sample

    bool finished() const { return state == State::Finished; }
    QString describe() const
    {
        switch (state) {
        case State::Finished:
            return QStringLiteral("finished in %1 s, peak %2 MB")
                .arg(seconds, 0, 'f', 2)
                .arg(peakRssMb);
        case State::Crashed:
            return QStringLiteral("CRASHED with signal %1 (%2) after %3 s")
                .arg(signal)
                .arg(QString::fromLocal8Bit(strsignal(signal)))
                .arg(seconds, 0, 'f', 2);
        case State::Exited:
            return QStringLiteral(
                "exited with code %1 and no result after %2 s (a sanitizer report or abort?)")
                .arg(exitCode)
                .arg(seconds, 0, 'f', 2);
        case State::TimedOut:
            return QStringLiteral("HUNG: killed after %1 s (peak %2 MB)")
                .arg(seconds, 0, 'f', 1)
                .arg(peakRssMb);
        case State::OverMemory:
            return QStringLiteral("RAN AWAY: killed at %1 MB after %2 s")
                .arg(peakRssMb)
                .arg(seconds, 0, 'f', 1);
        }
        return {};
    }
};

inline qint64 residentMb(pid_t pid)
{
    QFile statm(QStringLiteral("/proc/%1/statm").arg(pid));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    if (fields.size() < 2)
        return 0;
    return fields[1].toLongLong() * sysconf(_SC_PAGESIZE) / (1024 * 1024);
}

// work() runs in a child process; its QJsonObject comes back through a pipe. The parent kills the
// child when it runs longer than timeLimitS or its resident memory passes memLimitMb.
inline IsolatedRun runIsolated(
    const std::function<QJsonObject()> &work, int timeLimitS, qint64 memLimitMb)
{
    IsolatedRun run;
    int fds[2];
    if (pipe(fds) != 0)
        qFatal("pipe: %s", strerror(errno));
    fflush(stdout);
    fflush(stderr);
    const pid_t pid = fork();
    if (pid < 0)
        qFatal("fork: %s", strerror(errno));
    if (pid == 0) {
        close(fds[0]);
        // A crash must kill the child at once: no QtTest crash handler (it runs a debugger).
        for (const int sig : { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT })
            std::signal(sig, SIG_DFL);
        prctl(PR_SET_PDEATHSIG, SIGKILL); // never outlive a parent killed by a test timeout
        if (getppid() == 1)
            _exit(3);
        QJsonObject out;
        try {
            out = work();
        } catch (const std::exception &e) {
            out[QStringLiteral("exception")] = QString::fromLocal8Bit(e.what());
        } catch (...) {
            out[QStringLiteral("exception")] = QStringLiteral("an exception of unknown type");
        }
        rusage usage {};
        getrusage(RUSAGE_SELF, &usage);
        out[QStringLiteral("maxrss_mb")] = qint64(usage.ru_maxrss / 1024);
        const QByteArray bytes = QJsonDocument(out).toJson(QJsonDocument::Compact);
        qsizetype done = 0;
        while (done < bytes.size()) {
            const ssize_t n = write(fds[1], bytes.constData() + done, size_t(bytes.size() - done));
            if (n <= 0 && errno != EINTR)
                break;
            done += n > 0 ? n : 0;
        }
        close(fds[1]);
        _exit(0); // no destructors, no atexit: the parent owns everything
    }
    close(fds[1]);
    QElapsedTimer timer;
    timer.start();
    QByteArray got;
    for (;;) {
        pollfd p { fds[0], POLLIN, 0 };
        const int ready = poll(&p, 1, 100);
        if (ready > 0) {
            char buffer[65536];
            const ssize_t n = read(fds[0], buffer, sizeof buffer);
            if (n > 0)
                got.append(buffer, n);
            else if (n == 0 || errno != EINTR)
                break;
        }
        run.peakRssMb = std::max(run.peakRssMb, residentMb(pid));
        if (run.peakRssMb > memLimitMb) {
            kill(pid, SIGKILL);
            run.state = IsolatedRun::State::OverMemory;
            break;
        }
        if (timer.elapsed() > qint64(timeLimitS) * 1000) {
            kill(pid, SIGKILL);
            run.state = IsolatedRun::State::TimedOut;
            break;
        }
    }
    close(fds[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) { }
    run.seconds = double(timer.elapsed()) / 1000.0;
    if (run.state != IsolatedRun::State::Finished)
        return run;
    if (WIFSIGNALED(status)) {
        run.state = IsolatedRun::State::Crashed;
        run.signal = WTERMSIG(status);
        return run;
    }
    const QJsonDocument doc = QJsonDocument::fromJson(got);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || !doc.isObject()) {
        run.state = IsolatedRun::State::Exited;
        run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        return run;
    }
    run.result = doc.object();
    run.peakRssMb = std::max(run.peakRssMb, run.result[QStringLiteral("maxrss_mb")].toInteger());
    return run;
}

} // namespace pith::test

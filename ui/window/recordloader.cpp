// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/recordloader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

namespace pith::ui {

namespace {

constexpr qint64 kChunk = qint64(1) << 20;

ParseResult failure(const QString &file, const QString &message)
{
    ParseResult r;
    r.error.file = file;
    r.error.message = message;
    return r;
}

void parseInto(QPromise<ParseResult> &promise, const QByteArray &bytes, const QString &name)
{
    if (promise.isCanceled())
        return;
    // Parsing is the second half of the bar; the parser stops when the user cancels.
    ParseResult result = parseRecord(bytes, name, [&promise](qint64 done, qint64 total) {
        if (total > 0)
            promise.setProgressValue(int(500 + qMin<qint64>(499, done * 500 / total)));
        return !promise.isCanceled();
    });
    if (promise.isCanceled() || result.cancelled)
        return;
    promise.setProgressValue(1000);
    promise.addResult(std::move(result));
}

void readAndParse(QPromise<ParseResult> &promise, const QString &path)
{
    promise.setProgressRange(0, 1000);
    const QFileInfo info(path);
    if (!info.exists()) {
        promise.addResult(failure(path, QCoreApplication::translate("RecordLoader", "no such file")));
        return;
    }
    if (info.isDir()) {
        promise.addResult(failure(path, QCoreApplication::translate("RecordLoader", "is a directory, not a record file")));
        return;
    }
    if (!info.isFile()) {
        // Opening a FIFO blocks until a writer comes (and this worker with it, and the window's
        // close after it); a device may never end. loadRecordFile refuses the same way.
        promise.addResult(failure(path, QCoreApplication::translate("RecordLoader", "is not a regular file (a device, pipe or socket), not a record file")));
        return;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        promise.addResult(failure(path, QCoreApplication::translate("RecordLoader", "cannot be read: %1").arg(file.errorString())));
        return;
    }
    // Reading is the first half of the bar, parsing the second.
    const qint64 size = file.size();
    QByteArray bytes;
    if (size > 0)
        bytes.reserve(size);
    while (!file.atEnd()) {
        if (promise.isCanceled())
            return;
        const QByteArray chunk = file.read(kChunk);
        if (chunk.isEmpty() && file.error() != QFileDevice::NoError)
            break;
        bytes += chunk;
        if (size > 0)
            promise.setProgressValue(int(qMin<qint64>(500, bytes.size() * 500 / size)));
    }
    if (file.error() != QFileDevice::NoError) {
        promise.addResult(failure(path, QCoreApplication::translate("RecordLoader", "cannot be read: %1").arg(file.errorString())));
        return;
    }
    promise.setProgressValue(500);
    parseInto(promise, bytes, path);
}

} // namespace

RecordLoader::RecordLoader(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<ParseResult>::progressValueChanged, this, &RecordLoader::progress);
    connect(&m_watcher, &QFutureWatcher<ParseResult>::finished, this, &RecordLoader::onFinished);
}

RecordLoader::~RecordLoader()
{
    // The worker only touches its own copies; waiting keeps shutdown orderly.
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void RecordLoader::loadFile(const QString &path)
{
    cancel();
    m_watcher.waitForFinished();
    m_cancelled = false;
    m_watcher.setFuture(QtConcurrent::run(readAndParse, path));
}

void RecordLoader::loadBytes(const QByteArray &bytes, const QString &name)
{
    cancel();
    m_watcher.waitForFinished();
    m_cancelled = false;
    m_watcher.setFuture(QtConcurrent::run([bytes, name](QPromise<ParseResult> &promise) {
        promise.setProgressRange(0, 1000);
        promise.setProgressValue(500);
        parseInto(promise, bytes, name);
    }));
}

void RecordLoader::cancel()
{
    if (m_watcher.isRunning()) {
        m_cancelled = true;
        m_watcher.cancel();
    }
}

void RecordLoader::onFinished()
{
    const QFuture<ParseResult> future = m_watcher.future();
    if (m_cancelled || future.isCanceled() || future.resultCount() == 0) {
        emit cancelled();
        return;
    }
    emit finished(future.result());
}

} // namespace pith::ui

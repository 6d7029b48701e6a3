// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/open/recordloader.h"

#include "models/record/canonical.h"
#include "models/record/verdict.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

namespace pith::open {

namespace {

// Progress per mille of done out of total, from the parsing thread; false once cancelled.
bool report(QPromise<ParseResult> &promise, qint64 done, qint64 total, int from, int span)
{
    if (total > 0)
        promise.setProgressValue(int(from + qMin<qint64>(span - 1, done * span / total)));
    return !promise.isCanceled();
}

// Ends every task: the pool's threads idle on after it, possibly past OpenSSL's exit handler.
void finish(QPromise<ParseResult> &promise, ParseResult result, bool keepDigests)
{
    releaseThreadHashingState();
    if (promise.isCanceled() || result.cancelled)
        return;
    if (result.record) {
        keepVerdict(*result.record); // here, not on the GUI thread
        if (keepDigests)
            keepDigestsById(*result.record);
    }
    promise.setProgressValue(1000);
    promise.addResult(std::move(result));
}

// The file is opened, refused, read and parsed by loadRecordFile, as on the command line.
void readAndParse(QPromise<ParseResult> &promise, const QString &path, bool keepDigests)
{
    promise.setProgressRange(0, 1000);
    ParseOptions options = windowParseOptions();
    options.progress
        = [&promise](qint64 done, qint64 total) { return report(promise, done, total, 0, 1000); };
    finish(promise, loadRecordFile(path, options), keepDigests);
}

} // namespace

// A record of 120,000 observations took three times its size in memory with every field of
// every row read; the detail pane shows one row at a time. A big file is not kept in memory
// either (2.4x its size with it, 1.5x without): the detail pane and the history read the bytes
// again from the file while it is unchanged (ParseOptions::rawJsonFromFile).
ParseOptions windowParseOptions()
{
    ParseOptions options;
    options.tableFieldsOnly = true;
    options.keepRawJson = true;
    options.rawJsonFromFile = true;
    return options;
}

RecordLoader::RecordLoader(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<ParseResult>::progressValueChanged, this,
        &RecordLoader::progress);
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
    m_watcher.setFuture(QtConcurrent::run(readAndParse, path, m_keepsDigests));
}

void RecordLoader::loadBytes(const QByteArray &bytes, const QString &name)
{
    cancel();
    m_watcher.waitForFinished();
    m_cancelled = false;
    m_watcher.setFuture(QtConcurrent::run(
        [bytes, name, keepDigests = m_keepsDigests](QPromise<ParseResult> &promise) {
            promise.setProgressRange(0, 1000);
            promise.setProgressValue(500);
            if (promise.isCanceled())
                return;
            // Fetched: parsing is the second half of the bar.
            ParseOptions options = windowParseOptions();
            options.progress = [&promise](qint64 done, qint64 total) {
                return report(promise, done, total, 500, 500);
            };
            finish(promise, parseRecord(bytes, name, options), keepDigests);
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

} // namespace pith::open

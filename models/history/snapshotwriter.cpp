// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/history/snapshotwriter.h"

#include "models/record/parser.h"

#include <QMutex>
#include <QThread>

#include <memory>

using namespace Qt::StringLiterals;

namespace pith::history {

// Lives on the worker thread; its store is opened, used and closed there.
class SnapshotWriter::Worker final : public QObject {
public:
    explicit Worker(QString path)
        : m_path(std::move(path))
    {
    }

    SnapshotWriteOutcome write(
        const QByteArray &bytes, const RecordPtr &record, const QString &source)
    {
        SnapshotWriteOutcome outcome;
        if (std::function<void()> hook = beforeWrite(); hook)
            hook();
        if (!record)
            return outcome;
        // A record read from a big file keeps no input: read again here, off the window's
        // thread, while the file is still the one that was read.
        QString unreadable;
        const QByteArray data = bytes.isEmpty() ? record->inputBytes(&unreadable) : bytes;
        if (data.isEmpty()) {
            if (!unreadable.isEmpty())
                outcome.result.error = source + u": "_s + unreadable;
            return outcome;
        }
        if (!m_store) {
            m_store = std::make_unique<SnapshotStore>(m_path);
            if (!m_store->open()) {
                outcome.result.error = m_store->error();
                m_store.reset();
                return outcome;
            }
        }
        outcome.result = m_store->store(data, *record, source);
        const std::optional<SnapshotInfo> &previous = outcome.result.previous;
        if (outcome.result.ok && previous && !outcome.result.conflict
            && previous->contextDigest != outcome.result.snapshot.contextDigest) {
            const ParseResult old = parseRecord(m_store->bytes(previous->id), m_store->path());
            if (old.ok())
                outcome.previous = old.record;
        }
        return outcome;
    }

    void close() { m_store.reset(); }

    void setBeforeWrite(std::function<void()> hook)
    {
        QMutexLocker lock(&m_hookMutex);
        m_beforeWrite = std::move(hook);
    }

private:
    std::function<void()> beforeWrite()
    {
        QMutexLocker lock(&m_hookMutex);
        return m_beforeWrite;
    }

    QString m_path;
    std::unique_ptr<SnapshotStore> m_store;
    QMutex m_hookMutex;
    std::function<void()> m_beforeWrite;
};

SnapshotWriter::SnapshotWriter(const QString &storePath, QObject *parent)
    : QObject(parent)
    , m_thread(new QThread(this))
    , m_worker(new Worker(storePath))
{
    qRegisterMetaType<SnapshotWriteOutcome>();
    m_thread->setObjectName(u"pith-history-writer"_s);
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread->start(QThread::LowPriority);
}

SnapshotWriter::~SnapshotWriter()
{
    // Queued after every write asked for: they finish, then the store closes on its thread.
    QMetaObject::invokeMethod(m_worker, [worker = m_worker] {
        worker->close();
        QThread::currentThread()->quit();
    });
    m_thread->wait();
}

quint64 SnapshotWriter::store(QByteArray bytes, RecordPtr record, const QString &source)
{
    const quint64 ticket = ++m_nextTicket;
    // The writer outlives every run of this (its destructor waits for the thread), so the worker
    // may post to it; a result posted while it is being destroyed is dropped with it.
    QMetaObject::invokeMethod(m_worker,
        [worker = m_worker, writer = this, ticket, bytes = std::move(bytes),
            record = std::move(record), source]() {
            const SnapshotWriteOutcome outcome = worker->write(bytes, record, source);
            QMetaObject::invokeMethod(
                writer, [writer, ticket, outcome] { emit writer->finished(ticket, outcome); });
        });
    return ticket;
}

void SnapshotWriter::setBeforeWriteHook(std::function<void()> hook)
{
    m_worker->setBeforeWrite(std::move(hook));
}

} // namespace pith::history

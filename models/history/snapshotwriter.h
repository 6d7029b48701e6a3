// SPDX-License-Identifier: GPL-3.0-or-later
// Keeps copies in the snapshot store off the GUI thread (issue 21): compressing and writing a
// record's bytes, and reading and parsing the previous copy to compare with, take about 0.1 s
// per MiB, so the window hands them to one worker thread that owns its own
// SnapshotStore (SQLite connections belong to the thread that opened them). Writes run one at a
// time, in the order they were asked for; the writer's destructor lets the queued ones finish.
#pragma once

#include "models/history/snapshotstore.h"

#include <QObject>

#include <functional>

class QThread;

namespace pith::history {

// What one write gave: the store's answer and, when the paper had another copy before (of a
// different content), that copy parsed (null when it could not be read).
struct SnapshotWriteOutcome {
    StoreResult result;
    RecordPtr previous;
};

class SnapshotWriter final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SnapshotWriter)

public:
    explicit SnapshotWriter(const QString &storePath, QObject *parent = nullptr);
    ~SnapshotWriter() override;

    // Keeps the record's `bytes`: the ones it was parsed from (never the file read again, which
    // may have changed since). Empty bytes: the record's own (Record::inputBytes(): a big file
    // read again on the writer's thread, only while it is unchanged; the outcome's error says
    // when it is not). `source` is where it came from (file path or URL). finished() follows on
    // this object's thread with the same ticket; never before this call returned.
    quint64 store(QByteArray bytes, RecordPtr record, const QString &source);

    // Tests only: called on the worker before each write (to hold it there while the test
    // drives the window).
    void setBeforeWriteHook(std::function<void()> hook);

signals:
    void finished(quint64 ticket, const pith::history::SnapshotWriteOutcome &outcome);

private:
    class Worker;
    QThread *m_thread = nullptr;
    Worker *m_worker = nullptr;
    quint64 m_nextTicket = 0;
};

} // namespace pith::history

Q_DECLARE_METATYPE(pith::history::SnapshotWriteOutcome)

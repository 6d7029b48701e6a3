// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/open/origin.h"
#include "models/record/record.h"

#include <QObject>
#include <QPointer>

namespace pith::net {
class FetchJob;
} // namespace pith::net

namespace pith::open {

class RecordOpener;

// Why an open failed, so that the window can word it (the message is the layer's own).
struct OpenFailure {
    enum class Stage {
        NoNetwork, // an id or URL, but no fetcher was given
        InvalidInput, // not an arXiv id or URL the fetcher knows
        Fetch, // the fetch failed (and no cached copy could stand in)
        Parse, // the file or the fetched bytes are no readable record
    };
    Stage stage = Stage::Parse;
    QString input; // what was asked for: the path, or the id (normalised where it could be)
    QString message;
};

// The handle of one open (a file, the sample, a fetch, a reload), returned by RecordOpener.
// Exactly one of finished(), failed() or cancelled() is emitted, never before the call that
// made the job has returned; the job is deleted after that (it belongs to the opener).
class OpenJob final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OpenJob)

public:
    enum class State {
        Fetching, // waiting for the network
        Queued, // waiting for the reader (one record is parsed at a time)
        Parsing,
        Done,
    };

    // What is opened: the path or id at first; once fetched, also where from and the cache note.
    const RecordSource &source() const { return m_source; }
    State state() const { return m_state; }
    // Per mille of reading and parsing, 0..1000 (a fetched record's parse is the second half).
    int progress() const { return m_progress; }
    // While fetching: bytes received, and the total (-1 when the server did not say).
    qint64 receivedBytes() const { return m_received; }
    qint64 totalBytes() const { return m_total; }
    // A fetched record's bytes as they came (empty for a file): what the history keeps.
    const QByteArray &fetchedBytes() const { return m_bytes; }
    void cancel();

signals:
    void stateChanged(pith::open::OpenJob::State state);
    void progressChanged();
    void finished(const pith::RecordPtr &record, const pith::open::RecordSource &source);
    void failed(const pith::open::OpenFailure &failure);
    // `state`: where the job was (a queued job is dropped without a word; the others say so).
    void cancelled(pith::open::OpenJob::State state);

private:
    friend class RecordOpener;
    OpenJob(RecordOpener *opener, RecordSource source, State state);
    void setState(State state);

    RecordOpener *m_opener;
    RecordSource m_source;
    State m_state;
    int m_progress = 0;
    qint64 m_received = 0;
    qint64 m_total = -1;
    QPointer<net::FetchJob> m_fetch; // while fetching
    QByteArray m_bytes; // fetched, waiting for the reader
    bool m_hasBytes = false;
};

} // namespace pith::open

Q_DECLARE_METATYPE(pith::open::OpenFailure)

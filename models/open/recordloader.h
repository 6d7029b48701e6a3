// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/parser.h"

#include <QFutureWatcher>
#include <QObject>

namespace pith::open {

// What the window keeps of a record it opens (every record the loader reads): the table's
// fields of each observation and the input, from which the detail pane reads the rest of the
// observation it shows (withAllDetails, models/record/parser.h).
ParseOptions windowParseOptions();

// Reads and parses one record off the GUI thread, reporting progress; cancel() abandons it.
// Exactly one of finished() or cancelled() is emitted per load.
class RecordLoader final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecordLoader)

public:
    explicit RecordLoader(QObject *parent = nullptr);
    ~RecordLoader() override;

    void loadFile(const QString &path);
    // Bytes already in memory (a fetched record); name is used in messages.
    void loadBytes(const QByteArray &bytes, const QString &name);
    void cancel();
    bool isRunning() const { return m_watcher.isRunning(); }
    // Whether a loaded record comes with its observations' digests by id computed on the
    // loading thread (keepDigestsById(): what a review reads; the window's records, not the
    // library's). For loads started after the call.
    void setKeepsDigests(bool keep) { m_keepsDigests = keep; }

signals:
    // Per mille of the work done, 0..1000.
    void progress(int perMille);
    void finished(const pith::ParseResult &result);
    void cancelled();

private:
    void onFinished();

    QFutureWatcher<ParseResult> m_watcher;
    bool m_cancelled = false;
    bool m_keepsDigests = false;
};

} // namespace pith::open

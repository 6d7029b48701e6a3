// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/net/fetchtypes.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace pith {
struct IntegrityParseResult;
}
namespace pith::net {
class Fetcher;
class FetchJob;
} // namespace pith::net

namespace pith::ui {

class RecordView;

// Loads Pith's integrity findings for a tab's record (issue 22): from a file, or ("auto")
// fetched from <base>/pith/<id>/integrity.json through the window's Fetcher (its cache, TLS,
// size cap, timeout and offline rules). A missing file (404) is "no findings", said in the
// status bar; any other failure is an error message, and the tab keeps what it had.
class IntegrityLoader final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(IntegrityLoader)
public:
    explicit IntegrityLoader(QObject *parent = nullptr);
    void setFetcher(net::Fetcher *fetcher);
    // `request` carries the base URL, timeout, size cap and plain-http permission; its input and
    // document are set here.
    void load(RecordView *view, const QString &fileOrAuto, net::FetchRequest request);
    bool isBusy() const;

signals:
    void message(const QString &text);
    void error(const QString &text);
    void finished();

private:
    void onFetched(net::FetchJob *job, RecordView *view, const net::FetchResult &result);
    bool apply(RecordView *view, const IntegrityParseResult &parsed, const QString &note);

    QPointer<net::Fetcher> m_fetcher;
    QList<QPointer<net::FetchJob>> m_pending; // gone with the fetcher, if it goes first
};

} // namespace pith::ui

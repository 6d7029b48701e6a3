// SPDX-License-Identifier: GPL-3.0-or-later
// One HTTP/1.1 GET over one QTcpSocket or QSslSocket of its own, on the calling thread: the
// Fetcher's transport (issue 26). Qt 6.4's QNetworkAccessManager parses answers on a thread of
// its own that cannot be bounded from outside (it buffered gigabytes of header lines and chunk
// framing, and kept parsing long after an abort); here every byte that arrives is counted and
// parsed where the deadline can stop it. Bounds: the header sections of all interim (1xx)
// answers and the final one together (kMaxHeaderBytes, kMaxHeaderLines), chunk-size lines and
// chunk ends (kMaxFramingBytes), trailers (kMaxHeaderBytes), and the body (the caller's cap,
// checked against Content-Length and every chunk size before the bytes come). The socket's own
// buffer is capped too. abort() closes the socket at once: nothing of this exchange runs after it.
// Never throws: an allocation failure ends the exchange with Failure::OutOfMemory.
#pragma once

#include <QByteArray>
#include <QList>
#include <QNetworkProxy>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QSslConfiguration>
#include <QString>
#include <QStringList>
#include <QUrl>

class QTcpSocket;

namespace pith::net {

class HttpExchange final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpExchange)
public:
    static constexpr qint64 kMaxHeaderBytes = 64 * 1024; // all answers' heads together
    static constexpr int kMaxHeaderLines = 256; // likewise
    // Chunk-size lines and chunk ends: this much plus a quarter of the body so far.
    static constexpr qint64 kMaxFramingBytes = 1024 * 1024;
    static constexpr qint64 kReadPiece = 256 * 1024; // socket buffer and one read

    enum class Failure {
        None,
        Connect, // host not found, connection refused, proxy failed, ...
        Tls, // handshake failed or the certificate was not accepted
        Closed, // the connection ended before the answer did (see bodyReceived())
        Protocol, // not valid HTTP/1.1 (detail() says what)
        HeadersTooLarge, // the header sections went over kMaxHeaderBytes or kMaxHeaderLines
        BodyTooLarge, // the body is (or is announced to be) over the caller's cap
        OutOfMemory,
        Aborted, // abort() was called
    };

    using Headers = QList<QPair<QByteArray, QByteArray>>;

    // `proxy` as resolved for `url` (NoProxy for none). Request headers besides Host,
    // Connection: close and, through an HTTP proxy, the absolute request target.
    HttpExchange(const QUrl &url, const Headers &requestHeaders, const QSslConfiguration &tls,
        const QNetworkProxy &proxy, qint64 maxBody, QObject *parent = nullptr);
    ~HttpExchange() override;

    // Connects from the event loop: `finished` never comes before start() returns.
    void start();
    // Closes the socket now; `finished` is not emitted after it.
    void abort();

    QUrl url() const { return m_url; }
    bool isRunning() const { return m_running; }
    // The final answer (after any 1xx): valid once `headersReceived` was emitted.
    int status() const { return m_status; }
    QByteArray reasonPhrase() const { return m_reason; }
    const Headers &headers() const { return m_headers; }
    QByteArray header(QByteArrayView name) const; // case-insensitive, values joined by ", "
    bool hasHeader(QByteArrayView name) const;
    bool headersComplete() const { return m_headersDone; }
    bool chunked() const { return m_chunked; }
    qint64 contentLength() const { return m_contentLength; } // -1 when not announced
    // Body bytes after transfer decoding, as received so far.
    const QByteArray &body() const { return m_body; }
    qint64 bodyReceived() const { return m_body.size(); }
    qint64 wireBytes() const { return m_wire; } // every byte received on the connection
    int interimAnswers() const { return m_interim; }
    bool encrypted() const { return m_encrypted; }
    QStringList sslErrors() const { return m_sslErrors; }

    Failure failure() const { return m_failure; }
    QString detail() const { return m_detail; } // what went wrong, for messages

signals:
    // The final answer's status line and headers have been read. The receiver may abort().
    void headersReceived();
    void bodyProgress(qint64 received);
    // Exactly once, unless abort() came first. failure() says how it ended.
    void finished();

private:
    enum class Stage { Head, Body, ChunkSize, ChunkData, ChunkDataEnd, Trailers, Done };

    void connectSocket();
    void onConnected();
    void onEncrypted();
    void onReadyRead();
    void readAvailable(int maxPieces); // 0: all that is buffered
    void onDisconnected();
    void onSocketError();
    void consume(); // parses m_buffer from m_pos
    bool takeLine(QByteArray *line, qint64 limit, bool *tooLong);
    bool parseStatusLine(const QByteArray &line);
    bool parseHeaderLine(const QByteArray &line);
    bool headSectionDone();
    bool parseChunkSize(const QByteArray &line);
    void reportProgress();
    void succeed();
    void fail(Failure failure, const QString &detail);
    void releaseSocket();

    QUrl m_url;
    Headers m_requestHeaders;
    QSslConfiguration m_tls;
    QNetworkProxy m_proxy;
    qint64 m_maxBody;
    bool m_https = false;
    bool m_viaHttpProxy = false; // plain http through an HTTP proxy: absolute request target
    QPointer<QTcpSocket> m_socket;
    bool m_running = false;
    bool m_connected = false;
    bool m_encrypted = false;
    QStringList m_sslErrors;

    QByteArray m_buffer;
    qsizetype m_pos = 0;
    Stage m_stage = Stage::Head;
    bool m_statusSeen = false;
    qint64 m_headerBytes = 0;
    int m_headerLines = 0;
    qint64 m_framingBytes = 0;
    qint64 m_trailerBytes = 0;
    qint64 m_chunkLeft = 0;
    qint64 m_wire = 0;
    int m_interim = 0;

    int m_status = 0;
    QByteArray m_reason;
    Headers m_headers;
    bool m_headersDone = false;
    bool m_chunked = false;
    qint64 m_contentLength = -1;
    QByteArray m_body;
    qint64 m_reported = 0; // body bytes last reported by bodyProgress

    Failure m_failure = Failure::None;
    QString m_detail;
};

} // namespace pith::net

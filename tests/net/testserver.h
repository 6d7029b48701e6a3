// SPDX-License-Identifier: GPL-3.0-or-later
// A scripted HTTP/1.1 and HTTPS server on 127.0.0.1 for tests: each path answers what the test
// says (status, headers, body, delays, cut-offs, chunked or endless bodies, silence, redirects),
// and hostile behaviours that a real server might show. It runs on its own thread, so a test may
// block (QProcess::waitForFinished, fetchAndWait) while it serves. Link `pith_testserver`.
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPair>
#include <QSslCertificate>
#include <QSslKey>
#include <QString>
#include <QUrl>

#include <functional>
#include <memory>

namespace pith::test {

struct TestServerShared; // internal: routes and recorded requests, shared with the server thread

using HeaderList = QList<QPair<QByteArray, QByteArray>>;

// What a client sent: request line and headers (the body of a GET is ignored).
struct RecordedRequest {
    QByteArray method;
    QByteArray target; // as sent, e.g. "/paper/2509.00217/citation-record.json?x=1"
    QByteArray path; // target without the query
    HeaderList headers;
    // Case-insensitive lookup; empty when absent.
    QByteArray header(const QByteArray &name) const;
};

struct ScriptedResponse {
    enum class Behaviour {
        Respond, // status line, headers, body (optionally delayed, chunked or cut off)
        NeverAnswer, // read the request, then keep the connection open and say nothing
        CloseAtOnce, // close the connection after reading the request, without a word
        EndlessHeaders, // a status line, then header lines for ever (about 25 MB/s)
        EndlessChunked, // 200 with a chunked body that never ends (about 25 MB/s)
        Drip, // status line and headers, then the body one byte every dripIntervalMs
        // Issue 26, each endless at about 25 MB/s until the client goes away:
        EndlessHeaderLine, // a status line, then ONE header line that never ends
        EndlessContinue, // "HTTP/1.1 100 Continue" answers for ever
        EndlessEarlyHints, // "HTTP/1.1 103 Early Hints" answers with a Link header for ever
        EndlessTinyChunks, // 200 chunked, then 1-byte chunks for ever
        EndlessChunkExtension, // 200 chunked, then a chunk-size line whose extension never ends
        HugeChunkSize, // 200 chunked, a chunk announced as 2^60 - 1 bytes, then its bytes
        NegativeChunkSize, // 200 chunked, chunk size "-1", then bytes for ever
        EndlessTrailers, // 200 chunked, the last chunk, then trailer lines for ever
        Raw, // `body` sent exactly as given (status line, headers and all), then close
    };
    Behaviour behaviour = Behaviour::Respond;
    int status = 200;
    QByteArray reason; // empty: the usual phrase for `status`
    HeaderList headers; // sent as given; Content-Length/Transfer-Encoding/Connection are added
    QByteArray body;
    bool chunked = false; // Transfer-Encoding: chunked, chunkSize bytes a chunk
    int chunkSize = 4096;
    bool sendContentLength = true; // when not chunked
    qint64 cutOffAfter = -1; // >= 0: close the connection after this many body bytes
    // Sent as given before the status line: interim answers such as
    // "HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\n".
    QByteArray interim;
    int delayMs = 0; // wait this long before the status line
    int dripIntervalMs = 1000;

    // 200 with `body` and the given Content-Type.
    static ScriptedResponse ok(
        const QByteArray &body, const QByteArray &contentType = "application/json");
    // `status` with a short text body.
    static ScriptedResponse withStatus(
        int status, const QByteArray &body = {}, const HeaderList &headers = {});
    // A redirect (301, 302, 307, 308) to `location` (absolute or relative).
    static ScriptedResponse redirect(const QByteArray &location, int status = 302);
    static ScriptedResponse behaving(Behaviour b);
};

class TestServer final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TestServer)
public:
    // Called on the server's thread for every request on that path; must be thread-safe.
    using Handler = std::function<ScriptedResponse(const RecordedRequest &)>;

    explicit TestServer(QObject *parent = nullptr);
    ~TestServer() override;

    // Listen on 127.0.0.1 on a free port. False when that failed (see errorString()).
    bool listenHttp();
    // HTTPS with the given certificate (and the chain to send along with it, if any).
    bool listenHttps(const QSslCertificate &certificate, const QSslKey &key,
        const QList<QSslCertificate> &chain = {});
    // HTTPS that resets every connection (TCP RST) as soon as the client's hello arrives.
    bool listenHttpsResettingHandshake();
    // Stops listening and drops every connection: "the server went away". Safe to call twice.
    void close();

    QString errorString() const;
    quint16 port() const;
    // http://127.0.0.1:PORT or https://127.0.0.1:PORT (no trailing slash).
    QUrl baseUrl() const;
    // baseUrl() + path
    QUrl url(const QByteArray &path) const;

    // Exact path match (query ignored). Paths without a route answer the fallback (404 "not
    // found").
    void setRoute(const QByteArray &path, const ScriptedResponse &response);
    void setRoute(const QByteArray &path, Handler handler);
    void setFallback(const ScriptedResponse &response);
    void clearRoutes();

    QList<RecordedRequest> requests() const;
    int requestCount() const;
    int connectionCount() const; // TCP connections accepted so far
    void clearRequests();

private:
    class Core;
    bool startListening(int mode, const QSslCertificate &certificate, const QSslKey &key,
        const QList<QSslCertificate> &chain);
    std::shared_ptr<TestServerShared> m_shared;
    class QThread *m_thread = nullptr;
    Core *m_core = nullptr;
};

// gzip (RFC 1952) of `data`.
QByteArray gzip(const QByteArray &data);
// A gzip member that inflates to `inflatedSize` zero bytes (a few hundred KiB per GiB),
// built without holding the inflated bytes in memory.
QByteArray gzipBomb(qint64 inflatedSize);

// Certificates made at test time with the openssl command line: a CA and a server certificate
// it signed (SAN IP:127.0.0.1 and DNS:localhost), and an unrelated self-signed certificate.
struct TestPki {
    QString error; // empty on success
    QSslCertificate ca;
    QSslCertificate serverCertificate;
    QSslKey serverKey;
    QSslCertificate selfSignedCertificate;
    QSslKey selfSignedKey;
    bool ok() const { return error.isEmpty(); }

    // Writes its files into `directory` (must exist), e.g. a QTemporaryDir.
    static TestPki create(const QString &directory);
};

} // namespace pith::test

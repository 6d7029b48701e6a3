// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/net/httpexchange.h"

#include <QSslSocket>
#include <QTcpSocket>

#include <new>

using namespace Qt::StringLiterals;

namespace pith::net {

static constexpr qsizetype kMaxChunkLine = 4096;

static bool isTokenChar(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
        || QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

// Shown in messages: printable ASCII only, at most 60 characters.
static QString shownBytes(QByteArrayView bytes)
{
    QString s;
    for (const char c : bytes.first(std::min<qsizetype>(bytes.size(), 60)))
        s += (c >= 0x20 && c < 0x7f) ? QChar::fromLatin1(c) : QChar(u'?');
    if (bytes.size() > 60)
        s += u'…';
    return s;
}

static QByteArray withoutLineBreaks(QByteArray value)
{
    value.replace('\r', ' ');
    value.replace('\n', ' ');
    return value;
}

HttpExchange::HttpExchange(const QUrl &url, const Headers &requestHeaders,
    const QSslConfiguration &tls, const QNetworkProxy &proxy, qint64 maxBody, QObject *parent)
    : QObject(parent)
    , m_url(url)
    , m_requestHeaders(requestHeaders)
    , m_tls(tls)
    , m_proxy(proxy)
    , m_maxBody(maxBody)
{
    m_https = url.scheme().compare("https"_L1, Qt::CaseInsensitive) == 0;
    const bool httpProxy = proxy.type() == QNetworkProxy::HttpProxy
        || proxy.type() == QNetworkProxy::HttpCachingProxy;
    m_viaHttpProxy = httpProxy && !m_https;
}

HttpExchange::~HttpExchange() { releaseSocket(); }

QByteArray HttpExchange::header(QByteArrayView name) const
{
    QByteArray value;
    for (const auto &kv : m_headers) {
        if (kv.first.compare(name, Qt::CaseInsensitive) != 0)
            continue;
        if (!value.isEmpty())
            value += ", ";
        value += kv.second;
    }
    return value;
}

bool HttpExchange::hasHeader(QByteArrayView name) const
{
    return std::any_of(m_headers.begin(), m_headers.end(),
        [&](const auto &kv) { return kv.first.compare(name, Qt::CaseInsensitive) == 0; });
}

void HttpExchange::start()
{
    m_running = true;
    // From the event loop: a socket may fail at once (connection refused on loopback, a proxy
    // type it cannot use), and `finished` must never come before the caller's start() returns.
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (m_running && !m_socket)
                connectSocket();
        },
        Qt::QueuedConnection);
}

void HttpExchange::connectSocket()
{
    QTcpSocket *socket = nullptr;
    if (m_https) {
        auto *ssl = new QSslSocket(this);
        ssl->setSslConfiguration(m_tls);
        connect(ssl, &QSslSocket::encrypted, this, &HttpExchange::onEncrypted);
        connect(ssl, &QSslSocket::sslErrors, this, [this](const QList<QSslError> &errors) {
            // Never ignored: remembered for the message, and the handshake fails.
            for (const QSslError &e : errors)
                m_sslErrors.append(e.errorString());
        });
        socket = ssl;
    } else {
        socket = new QTcpSocket(this);
    }
    m_socket = socket;
    // What Qt may buffer for us between two reads; our own parser bounds the rest.
    socket->setReadBufferSize(kReadPiece);
    connect(socket, &QTcpSocket::connected, this, &HttpExchange::onConnected);
    connect(socket, &QTcpSocket::readyRead, this, &HttpExchange::onReadyRead);
    connect(socket, &QTcpSocket::disconnected, this, &HttpExchange::onDisconnected);
    connect(socket, &QAbstractSocket::errorOccurred, this, &HttpExchange::onSocketError);

    const quint16 defaultPort = m_https ? 443 : 80;
    if (m_viaHttpProxy) {
        // Plain http through an HTTP proxy: the proxy is the peer, the URL the request target.
        socket->setProxy(QNetworkProxy::NoProxy);
        socket->connectToHost(m_proxy.hostName(), m_proxy.port());
        return;
    }
    // Through CONNECT for an HTTP proxy, through SOCKS5 for that one, or direct.
    socket->setProxy(m_proxy.type() == QNetworkProxy::DefaultProxy
            ? QNetworkProxy(QNetworkProxy::NoProxy)
            : m_proxy);
    const quint16 port = quint16(m_url.port(defaultPort));
    if (m_https)
        static_cast<QSslSocket *>(socket)->connectToHostEncrypted(m_url.host(), port);
    else
        socket->connectToHost(m_url.host(), port);
}

void HttpExchange::abort()
{
    if (m_failure == Failure::None && m_running)
        m_failure = Failure::Aborted;
    m_running = false;
    releaseSocket();
}

void HttpExchange::releaseSocket()
{
    if (!m_socket)
        return;
    QTcpSocket *socket = m_socket;
    m_socket = nullptr;
    socket->disconnect(this);
    socket->abort();
    socket->deleteLater();
}

void HttpExchange::onConnected()
{
    m_connected = true;
    if (!m_https)
        onEncrypted(); // nothing to wait for: send the request
}

void HttpExchange::onEncrypted()
{
    if (!m_socket)
        return;
    m_encrypted = m_https;
    QByteArray target;
    if (m_viaHttpProxy) {
        target = m_url.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveFragment).toEncoded();
    } else {
        target = m_url.path(QUrl::FullyEncoded).toLatin1();
        if (target.isEmpty())
            target = "/";
        if (m_url.hasQuery())
            target += '?' + m_url.query(QUrl::FullyEncoded).toLatin1();
    }
    QByteArray request = "GET " + target + " HTTP/1.1\r\nHost: "
        + m_url.adjusted(QUrl::RemoveUserInfo).authority(QUrl::FullyEncoded).toLatin1() + "\r\n";
    for (const auto &kv : std::as_const(m_requestHeaders))
        request += withoutLineBreaks(kv.first) + ": " + withoutLineBreaks(kv.second) + "\r\n";
    if (m_viaHttpProxy && !m_proxy.user().isEmpty())
        request += "Proxy-Authorization: Basic "
            + (m_proxy.user() + u':' + m_proxy.password()).toUtf8().toBase64() + "\r\n";
    // One request per connection: nothing left over from a hostile answer can reach the next.
    request += "Connection: close\r\n\r\n";
    m_socket->write(request);
}

void HttpExchange::onReadyRead() { readAvailable(4); }

void HttpExchange::readAvailable(int maxPieces)
{
    try {
        int pieces = 0;
        while (m_running && m_socket && m_socket->bytesAvailable() > 0) {
            if (maxPieces > 0 && pieces++ == maxPieces) {
                // Back to the event loop (the deadline may be due), then on with the rest.
                QMetaObject::invokeMethod(this, &HttpExchange::onReadyRead, Qt::QueuedConnection);
                return;
            }
            const QByteArray piece = m_socket->read(kReadPiece);
            if (piece.isEmpty())
                break;
            m_wire += piece.size();
            m_buffer.append(piece);
            consume();
            if (!m_running)
                return;
            m_buffer.remove(0, m_pos);
            m_pos = 0;
            reportProgress();
        }
    } catch (const std::bad_alloc &) {
        m_buffer = QByteArray();
        m_body = QByteArray();
        fail(Failure::OutOfMemory, tr("out of memory"));
    }
}

void HttpExchange::onDisconnected()
{
    if (!m_running)
        return;
    readAvailable(0); // whatever is still buffered
    if (!m_running)
        return;
    if (m_stage == Stage::Body && !m_chunked && m_contentLength < 0) {
        succeed(); // a close-delimited body ends with the connection
        return;
    }
    if (m_https && !m_encrypted) {
        fail(Failure::Tls,
            m_sslErrors.isEmpty() ? tr("the server closed the connection during the handshake")
                                  : m_sslErrors.join("; "_L1));
        return;
    }
    fail(Failure::Closed, tr("the server closed the connection"));
}

void HttpExchange::onSocketError()
{
    if (!m_running || !m_socket)
        return;
    const QAbstractSocket::SocketError error = m_socket->error();
    const QString text = m_socket->errorString();
    if (error == QAbstractSocket::RemoteHostClosedError) {
        onDisconnected();
        return;
    }
    readAvailable(0);
    if (!m_running)
        return;
    const bool tlsError = error == QAbstractSocket::SslHandshakeFailedError
        || error == QAbstractSocket::SslInternalError
        || error == QAbstractSocket::SslInvalidUserDataError;
    if (!m_sslErrors.isEmpty() && !m_encrypted) {
        fail(Failure::Tls, m_sslErrors.join("; "_L1));
        return;
    }
    if (tlsError || (m_https && m_connected && !m_encrypted)) {
        fail(Failure::Tls, text);
        return;
    }
    if (!m_connected) {
        fail(Failure::Connect, text);
        return;
    }
    if (m_stage == Stage::Body && !m_chunked && m_contentLength < 0) {
        succeed(); // close-delimited: how it ended is for the body's own check to judge
        return;
    }
    fail(Failure::Closed, text);
}

// Takes one line (without its CR LF) from m_pos. False when none is complete yet; `tooLong`
// when the line is (or already is bound to be) over `limit` bytes, its end included.
bool HttpExchange::takeLine(QByteArray *line, qint64 limit, bool *tooLong)
{
    *tooLong = false;
    const qsizetype available = m_buffer.size() - m_pos;
    const qsizetype searched = qsizetype(std::min<qint64>(available, limit));
    const qsizetype at = QByteArrayView(m_buffer).sliced(m_pos, searched).indexOf('\n');
    if (at < 0) {
        *tooLong = available >= limit;
        return false;
    }
    qsizetype end = m_pos + at;
    const qsizetype next = end + 1;
    if (end > m_pos && m_buffer.at(end - 1) == '\r')
        --end;
    *line = m_buffer.sliced(m_pos, end - m_pos);
    m_pos = next;
    return true;
}

void HttpExchange::consume()
{
    while (m_running) {
        const qsizetype available = m_buffer.size() - m_pos;
        switch (m_stage) {
        case Stage::Head: {
            QByteArray line;
            bool tooLong = false;
            const qint64 room = kMaxHeaderBytes - m_headerBytes;
            const qsizetype before = m_pos;
            if (!takeLine(&line, room, &tooLong)) {
                if (tooLong)
                    fail(Failure::HeadersTooLarge,
                        tr("its header lines are over %1 KiB").arg(kMaxHeaderBytes / 1024));
                return;
            }
            m_headerBytes += m_pos - before;
            if (++m_headerLines > kMaxHeaderLines) {
                fail(Failure::HeadersTooLarge,
                    tr("it sends more than %1 header lines").arg(kMaxHeaderLines));
                return;
            }
            if (!m_statusSeen) {
                if (!parseStatusLine(line))
                    return;
            } else if (line.isEmpty()) {
                if (!headSectionDone())
                    return;
            } else if (!parseHeaderLine(line)) {
                return;
            }
            break;
        }
        case Stage::Body: {
            if (available == 0)
                return;
            qsizetype take = available;
            if (m_contentLength >= 0)
                take = qsizetype(std::min<qint64>(take, m_contentLength - m_body.size()));
            if (m_body.size() + take > m_maxBody) {
                fail(Failure::BodyTooLarge, QString());
                return;
            }
            m_body.append(QByteArrayView(m_buffer).sliced(m_pos, take));
            m_pos += take;
            if (m_contentLength >= 0 && m_body.size() == m_contentLength) {
                succeed();
                return;
            }
            break;
        }
        case Stage::ChunkSize: {
            QByteArray line;
            bool tooLong = false;
            const qsizetype before = m_pos;
            if (!takeLine(&line, kMaxChunkLine, &tooLong)) {
                if (tooLong)
                    fail(Failure::Protocol,
                        tr("a chunk-size line is over %1 bytes").arg(kMaxChunkLine));
                return;
            }
            m_framingBytes += m_pos - before;
            // Framing may outweigh the data only a little: 1 MiB, plus a quarter of the data
            // (64-byte chunks stay well within; endless 1-byte chunks are stopped at once).
            if (m_framingBytes > kMaxFramingBytes + m_body.size() / 4) {
                fail(Failure::Protocol,
                    tr("its chunk framing is over %1 MiB plus a quarter of its data")
                        .arg(kMaxFramingBytes / (1024 * 1024)));
                return;
            }
            if (!parseChunkSize(line))
                return;
            break;
        }
        case Stage::ChunkData: {
            if (available == 0)
                return;
            const qsizetype take = qsizetype(std::min<qint64>(available, m_chunkLeft));
            m_body.append(QByteArrayView(m_buffer).sliced(m_pos, take));
            m_pos += take;
            m_chunkLeft -= take;
            if (m_chunkLeft == 0)
                m_stage = Stage::ChunkDataEnd;
            break;
        }
        case Stage::ChunkDataEnd: {
            // CR LF after the data (a bare LF is taken too); anything else is broken framing.
            if (available == 0)
                return;
            const char first = m_buffer.at(m_pos);
            if (first == '\n') {
                m_pos += 1;
                m_framingBytes += 1;
            } else if (first == '\r') {
                if (available < 2)
                    return;
                if (m_buffer.at(m_pos + 1) != '\n') {
                    fail(Failure::Protocol, tr("a chunk does not end where its size says"));
                    return;
                }
                m_pos += 2;
                m_framingBytes += 2;
            } else {
                fail(Failure::Protocol, tr("a chunk does not end where its size says"));
                return;
            }
            m_stage = Stage::ChunkSize;
            break;
        }
        case Stage::Trailers: {
            QByteArray line;
            bool tooLong = false;
            const qsizetype before = m_pos;
            // Trailers have a budget of their own, as large as the headers'.
            if (!takeLine(&line, kMaxHeaderBytes - m_trailerBytes, &tooLong)) {
                if (tooLong)
                    fail(Failure::HeadersTooLarge,
                        tr("its trailer lines are over %1 KiB").arg(kMaxHeaderBytes / 1024));
                return;
            }
            m_trailerBytes += m_pos - before;
            if (line.isEmpty()) {
                succeed();
                return;
            }
            break;
        }
        case Stage::Done:
            return;
        }
    }
}

bool HttpExchange::parseStatusLine(const QByteArray &line)
{
    // HTTP-version SP status-code SP [reason-phrase]; any number of digits is read, so that an
    // impossible code can be named as such.
    const auto bad = [&] {
        fail(Failure::Protocol, tr("its status line “%1” is not HTTP/1.1").arg(shownBytes(line)));
        return false;
    };
    if (line.size() < 12 || !line.startsWith("HTTP/1.") || line.at(7) < '0' || line.at(7) > '9'
        || line.at(8) != ' ')
        return bad();
    qsizetype i = 9;
    qint64 status = 0;
    while (i < line.size() && line.at(i) >= '0' && line.at(i) <= '9' && i < 9 + 9)
        status = status * 10 + (line.at(i++) - '0');
    if (i < 12 || (i < line.size() && line.at(i) != ' '))
        return bad();
    m_status = int(status);
    m_reason = line.mid(i + 1).left(200);
    m_statusSeen = true;
    return true;
}

bool HttpExchange::parseHeaderLine(const QByteArray &line)
{
    if (line.at(0) == ' ' || line.at(0) == '\t') {
        fail(Failure::Protocol, tr("it folds a header line over two (obsolete, refused)"));
        return false;
    }
    const qsizetype colon = line.indexOf(':');
    if (colon <= 0 || !std::all_of(line.begin(), line.begin() + colon, [](char c) {
            return isTokenChar(c);
        })) {
        fail(Failure::Protocol, tr("“%1” is not a header line").arg(shownBytes(line)));
        return false;
    }
    m_headers.append({ line.left(colon), line.mid(colon + 1).trimmed() });
    return true;
}

bool HttpExchange::headSectionDone()
{
    if (m_status >= 100 && m_status < 200) {
        if (m_status == 101) {
            fail(Failure::Protocol, tr("it switched protocols, which was not asked for"));
            return false;
        }
        // An interim answer (100 Continue, 102 Processing, 103 Early Hints, ...): skipped. A
        // flood of them is bounded by the header budget, which all heads share.
        ++m_interim;
        m_statusSeen = false;
        m_status = 0;
        m_reason.clear();
        m_headers.clear();
        return true;
    }
    m_headersDone = true;
    const QByteArray transfer = header("Transfer-Encoding").toLower();
    if (!transfer.isEmpty()) {
        const QList<QByteArray> codings = transfer.split(',');
        for (const QByteArray &c : codings) {
            if (c.trimmed() != "chunked") {
                fail(Failure::Protocol,
                    tr("its transfer coding “%1” was not asked for").arg(shownBytes(transfer)));
                return false;
            }
        }
        m_chunked = true;
    } else if (hasHeader("Content-Length")) {
        // Every value the same run of digits (a list of equal values is allowed, RFC 9110 8.6).
        const QList<QByteArray> values = header("Content-Length").split(',');
        QByteArray first;
        for (const QByteArray &raw : values) {
            const QByteArray v = raw.trimmed();
            const bool digits = !v.isEmpty() && v.size() <= 18
                && std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; });
            if (!digits || (!first.isEmpty() && v != first)) {
                fail(Failure::Protocol,
                    tr("its Content-Length “%1” is not a length")
                        .arg(shownBytes(header("Content-Length"))));
                return false;
            }
            first = v;
        }
        m_contentLength = first.toLongLong();
    }
    const bool readBody = m_status >= 200 && m_status < 300 && m_status != 204;
    if (readBody && m_contentLength > m_maxBody) {
        fail(Failure::BodyTooLarge, QString());
        return false;
    }
    emit headersReceived();
    if (!m_running)
        return false;
    // Only a 2xx answer's body is read: the status and headers say all that another one means,
    // and the connection is not reused.
    if (!readBody || m_contentLength == 0) {
        succeed();
        return false;
    }
    m_stage = m_chunked ? Stage::ChunkSize : Stage::Body;
    return true;
}

bool HttpExchange::parseChunkSize(const QByteArray &line)
{
    // 1*HEXDIG [ BWS ";" chunk-ext ]: nothing else, no sign, no "0x", no blank before the digits.
    qsizetype i = 0;
    qint64 size = 0;
    int significant = 0;
    while (i < line.size() && isxdigit(static_cast<unsigned char>(line.at(i)))) {
        const char c = line.at(i++);
        const int digit = c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
        if (significant > 0 || digit != 0)
            ++significant;
        if (significant > 15) {
            fail(Failure::BodyTooLarge, QString());
            return false;
        }
        size = size * 16 + digit;
    }
    qsizetype j = i;
    while (j < line.size() && (line.at(j) == ' ' || line.at(j) == '\t'))
        ++j;
    if (i == 0 || (j < line.size() && line.at(j) != ';')) {
        fail(Failure::Protocol,
            tr("its chunk size “%1” is not a hexadecimal number").arg(shownBytes(line)));
        return false;
    }
    if (size == 0) {
        m_stage = Stage::Trailers;
        return true;
    }
    if (size > m_maxBody - m_body.size()) {
        fail(Failure::BodyTooLarge, QString());
        return false;
    }
    m_chunkLeft = size;
    m_stage = Stage::ChunkData;
    return true;
}

void HttpExchange::reportProgress()
{
    // Once per read, not per chunk: a body of 1-byte chunks must not become a signal per byte.
    if (m_body.size() == m_reported)
        return;
    m_reported = m_body.size();
    emit bodyProgress(m_reported);
}

void HttpExchange::succeed()
{
    reportProgress();
    if (!m_running)
        return;
    m_stage = Stage::Done;
    m_running = false;
    releaseSocket();
    emit finished();
}

void HttpExchange::fail(Failure failure, const QString &detail)
{
    if (!m_running)
        return;
    m_failure = failure;
    m_detail = detail;
    m_running = false;
    releaseSocket();
    emit finished();
}

} // namespace pith::net

// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/net/testserver.h"

#include <QFile>
#include <QHash>
#include <QMutex>
#include <QPointer>
#include <QProcess>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

#include <sys/socket.h>
#include <zlib.h>

namespace pith::test {

QByteArray RecordedRequest::header(const QByteArray &name) const
{
    for (const auto &h : headers) {
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    }
    return {};
}

ScriptedResponse ScriptedResponse::ok(const QByteArray &body, const QByteArray &contentType)
{
    ScriptedResponse r;
    r.body = body;
    r.headers.append(qMakePair(QByteArray("Content-Type"), contentType));
    return r;
}

ScriptedResponse ScriptedResponse::withStatus(
    int status, const QByteArray &body, const HeaderList &headers)
{
    ScriptedResponse r;
    r.status = status;
    r.body = body;
    r.headers = headers;
    if (!body.isEmpty())
        r.headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("text/plain")));
    return r;
}

ScriptedResponse ScriptedResponse::redirect(const QByteArray &location, int status)
{
    ScriptedResponse r;
    r.status = status;
    r.headers.append(qMakePair(QByteArray("Location"), location));
    return r;
}

ScriptedResponse ScriptedResponse::behaving(Behaviour b)
{
    ScriptedResponse r;
    r.behaviour = b;
    return r;
}

static QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 301:
        return "Moved Permanently";
    case 302:
        return "Found";
    case 303:
        return "See Other";
    case 304:
        return "Not Modified";
    case 307:
        return "Temporary Redirect";
    case 308:
        return "Permanent Redirect";
    case 400:
        return "Bad Request";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 410:
        return "Gone";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    default:
        return "Status";
    }
}

enum Mode { HttpMode, HttpsMode, ResetHandshakeMode };

struct TestServerShared {
    using Handler = TestServer::Handler;
    mutable QMutex mutex;
    QHash<QByteArray, Handler> routes;
    ScriptedResponse fallback = ScriptedResponse::withStatus(404, "not found\n");
    QList<RecordedRequest> requests;
    int connections = 0;
    // Set before listening, read-only afterwards.
    int mode = HttpMode;
    QSslCertificate certificate;
    QSslKey key;
    QList<QSslCertificate> chain;

    ScriptedResponse answer(const RecordedRequest &request)
    {
        Handler h;
        ScriptedResponse fb;
        {
            QMutexLocker lock(&mutex);
            requests.append(request);
            h = routes.value(request.path);
            fb = fallback;
        }
        return h ? h(request) : fb;
    }
};

// One accepted connection, living on the server thread.
class Connection final : public QObject {
public:
    Connection(std::shared_ptr<TestServerShared> shared, QTcpSocket *socket, QObject *parent)
        : QObject(parent)
        , m_shared(std::move(shared))
        , m_socket(socket)
    {
        m_socket->setParent(this);
        connect(m_socket, &QTcpSocket::readyRead, this, &Connection::onReadyRead);
        connect(m_socket, &QTcpSocket::disconnected, this, &QObject::deleteLater);
        connect(m_socket, &QAbstractSocket::errorOccurred, this, [this] {
            if (m_socket->state() == QAbstractSocket::UnconnectedState)
                deleteLater();
        });
    }

private:
    void onReadyRead()
    {
        if (m_shared->mode == ResetHandshakeMode) {
            // The client hello has arrived: answer it with a TCP reset.
            struct linger l {
                1, 0
            };
            ::setsockopt(static_cast<int>(m_socket->socketDescriptor()), SOL_SOCKET, SO_LINGER, &l,
                sizeof l);
            m_socket->abort();
            deleteLater();
            return;
        }
        m_buffer += m_socket->readAll();
        processBuffer();
    }

    // Answers the next complete request in the buffer, if any and if none is being answered.
    void processBuffer()
    {
        if (m_answered)
            return;
        const qsizetype end = m_buffer.indexOf("\r\n\r\n");
        if (end < 0) {
            if (m_buffer.size() > 1024 * 1024)
                m_socket->abort();
            return;
        }
        m_answered = true;
        RecordedRequest request;
        const QList<QByteArray> lines = m_buffer.left(end).split('\n');
        m_buffer.remove(0, end + 4);
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        request.method = requestLine.value(0);
        request.target = requestLine.value(1);
        const qsizetype q = request.target.indexOf('?');
        request.path = q < 0 ? request.target : request.target.left(q);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines[i].trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon > 0)
                request.headers.append(
                    { line.left(colon).trimmed(), line.mid(colon + 1).trimmed() });
        }
        m_clientCloses = request.header("Connection").toLower().contains("close");
        m_response = m_shared->answer(request);
        if (m_response.delayMs > 0)
            QTimer::singleShot(m_response.delayMs, this, &Connection::respond);
        else
            respond();
    }

    QByteArray statusLine() const
    {
        const QByteArray reason
            = m_response.reason.isEmpty() ? reasonPhrase(m_response.status) : m_response.reason;
        return "HTTP/1.1 " + QByteArray::number(m_response.status) + ' ' + reason + "\r\n";
    }

    QByteArray headerBlock(bool chunked, qint64 contentLength, bool keepAlive = false) const
    {
        QByteArray h = statusLine();
        for (const auto &kv : m_response.headers)
            h += kv.first + ": " + kv.second + "\r\n";
        if (chunked)
            h += "Transfer-Encoding: chunked\r\n";
        else if (contentLength >= 0)
            h += "Content-Length: " + QByteArray::number(contentLength) + "\r\n";
        h += keepAlive ? "\r\n" : "Connection: close\r\n\r\n";
        return h;
    }

    static QByteArray chunk(const QByteArray &data)
    {
        return QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n";
    }

    void respond()
    {
        using B = ScriptedResponse::Behaviour;
        const ScriptedResponse &r = m_response;
        if (!r.interim.isEmpty() && r.behaviour == B::Respond)
            m_socket->write(r.interim);
        switch (r.behaviour) {
        case B::NeverAnswer:
            return;
        case B::CloseAtOnce:
            m_socket->disconnectFromHost();
            return;
        case B::EndlessHeaders:
            m_socket->write(statusLine());
            m_feeding = FeedHeaders;
            startFeeding();
            return;
        case B::EndlessChunked:
            m_socket->write(headerBlock(true, -1));
            m_socket->write(chunk(R"({"schema":"pith.paper-citation-record.v1","padding":")"));
            m_feeding = FeedChunks;
            startFeeding();
            return;
        case B::EndlessHeaderLine:
            m_socket->write(statusLine() + "X-Endless: ");
            m_feeding = FeedBytes;
            startFeeding();
            return;
        case B::EndlessContinue:
            m_feeding = FeedContinue;
            startFeeding();
            return;
        case B::EndlessEarlyHints:
            m_feeding = FeedEarlyHints;
            startFeeding();
            return;
        case B::EndlessTinyChunks:
            m_socket->write(headerBlock(true, -1));
            m_socket->write(chunk(R"({"schema":"pith.paper-citation-record.v1","padding":")"));
            m_feeding = FeedTinyChunks;
            startFeeding();
            return;
        case B::EndlessChunkExtension:
            m_socket->write(headerBlock(true, -1) + "10;ext=");
            m_feeding = FeedBytes;
            startFeeding();
            return;
        case B::HugeChunkSize:
            m_socket->write(headerBlock(true, -1) + "fffffffffffffff\r\n");
            m_feeding = FeedBytes;
            startFeeding();
            return;
        case B::Raw:
            m_socket->write(r.body);
            m_socket->disconnectFromHost();
            return;
        case B::EndlessTrailers:
            m_socket->write(headerBlock(true, -1));
            m_socket->write(chunk(R"({"schema":"pith.paper-citation-record.v1"})") + "0\r\n");
            m_feeding = FeedHeaders;
            startFeeding();
            return;
        case B::NegativeChunkSize:
            m_socket->write(headerBlock(true, -1) + "-1\r\n");
            m_feeding = FeedBytes;
            startFeeding();
            return;
        case B::Drip: {
            m_socket->write(headerBlock(false, r.sendContentLength ? r.body.size() : -1));
            auto *timer = new QTimer(this);
            connect(timer, &QTimer::timeout, this, [this, timer] {
                if (m_dripped >= m_response.body.size()) {
                    timer->stop();
                    m_socket->disconnectFromHost();
                    return;
                }
                m_socket->write(m_response.body.mid(m_dripped++, 1));
            });
            timer->start(r.dripIntervalMs);
            return;
        }
        case B::Respond:
            break;
        }
        const QByteArray body = r.cutOffAfter >= 0 ? r.body.left(r.cutOffAfter) : r.body;
        // Complete answers keep the connection for the next request, as HTTP/1.1 servers do.
        const bool keepAlive
            = !m_clientCloses && r.cutOffAfter < 0 && (r.chunked || r.sendContentLength);
        if (r.chunked) {
            m_socket->write(headerBlock(true, -1, keepAlive));
            for (qsizetype i = 0; i < body.size(); i += r.chunkSize)
                m_socket->write(chunk(body.mid(i, r.chunkSize)));
            if (r.cutOffAfter < 0)
                m_socket->write("0\r\n\r\n");
        } else {
            m_socket->write(
                headerBlock(false, r.sendContentLength ? r.body.size() : -1, keepAlive));
            m_socket->write(body);
        }
        if (!keepAlive) {
            m_socket->disconnectFromHost();
            return;
        }
        m_answered = false;
        processBuffer();
    }

    // An endless answer at about 25 MB/s, a fast link's pace, until the client goes away.
    void startFeeding()
    {
        auto *timer = new QTimer(this);
        connect(timer, &QTimer::timeout, this, &Connection::feed);
        timer->start(5);
        feed();
    }

    void feed()
    {
        if (m_feeding == FeedNothing || m_socket->state() != QAbstractSocket::ConnectedState)
            return;
        for (int batch = 0; batch < 8 && m_socket->bytesToWrite() < 256 * 1024; ++batch) {
            if (m_fed
                > qint64(4) * 1024 * 1024 * 1024) { // a client that never gives up: stop anyway
                m_feeding = FeedNothing;
                m_socket->abort();
                return;
            }
            QByteArray piece;
            switch (m_feeding) {
            case FeedHeaders:
                for (int i = 0; i < 64; ++i)
                    piece += "X-Endless-" + QByteArray::number(m_fed + i) + ": "
                        + QByteArray(100, 'a') + "\r\n";
                break;
            case FeedChunks:
                piece = chunk(QByteArray(16 * 1024, 'a'));
                break;
            case FeedBytes:
                piece = QByteArray(16 * 1024, 'a');
                break;
            case FeedContinue:
                piece = QByteArray("HTTP/1.1 100 Continue\r\n\r\n").repeated(512);
                break;
            case FeedEarlyHints:
                piece
                    = QByteArray("HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\n")
                          .repeated(256);
                break;
            case FeedTinyChunks:
                piece = QByteArray("1\r\na\r\n").repeated(2048);
                break;
            case FeedNothing:
                return;
            }
            m_fed += piece.size();
            if (m_socket->write(piece) != piece.size()
                || m_socket->state() != QAbstractSocket::ConnectedState) {
                m_feeding = FeedNothing; // the client has gone
                return;
            }
        }
    }

    std::shared_ptr<TestServerShared> m_shared;
    QTcpSocket *m_socket;
    QByteArray m_buffer;
    bool m_answered = false;
    bool m_clientCloses = false;
    ScriptedResponse m_response;
    enum {
        FeedNothing,
        FeedHeaders,
        FeedChunks,
        FeedBytes,
        FeedContinue,
        FeedEarlyHints,
        FeedTinyChunks,
    } m_feeding
        = FeedNothing;
    qint64 m_fed = 0;
    qsizetype m_dripped = 0;
};

class TestServer::Core final : public QTcpServer {
public:
    explicit Core(std::shared_ptr<TestServerShared> shared)
        : m_shared(std::move(shared))
    {
    }

    void shutdown()
    {
        QTcpServer::close();
        for (const QPointer<QObject> &c : std::as_const(m_connections))
            delete c.data();
        m_connections.clear();
    }

protected:
    void incomingConnection(qintptr descriptor) override
    {
        {
            QMutexLocker lock(&m_shared->mutex);
            ++m_shared->connections;
        }
        if (m_shared->mode == HttpsMode) {
            auto *socket = new QSslSocket;
            if (!socket->setSocketDescriptor(descriptor)) {
                delete socket;
                return;
            }
            QList<QSslCertificate> chain { m_shared->certificate };
            chain += m_shared->chain;
            socket->setLocalCertificateChain(chain);
            socket->setPrivateKey(m_shared->key);
            m_connections.append(new Connection(m_shared, socket, this));
            socket->startServerEncryption();
            return;
        }
        auto *socket = new QTcpSocket;
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        m_connections.append(new Connection(m_shared, socket, this));
    }

private:
    std::shared_ptr<TestServerShared> m_shared;
    QList<QPointer<QObject>> m_connections; // Connection has no meta object of its own
};

TestServer::TestServer(QObject *parent)
    : QObject(parent)
    , m_shared(std::make_shared<TestServerShared>())
{
}

TestServer::~TestServer() { close(); }

bool TestServer::listenHttp() { return startListening(HttpMode, QSslCertificate(), QSslKey(), {}); }

bool TestServer::listenHttps(
    const QSslCertificate &certificate, const QSslKey &key, const QList<QSslCertificate> &chain)
{
    return startListening(HttpsMode, certificate, key, chain);
}

bool TestServer::listenHttpsResettingHandshake()
{
    return startListening(ResetHandshakeMode, QSslCertificate(), QSslKey(), {});
}

static QString s_noServer = QStringLiteral("not listening");

bool TestServer::startListening(int mode, const QSslCertificate &certificate, const QSslKey &key,
    const QList<QSslCertificate> &chain)
{
    close();
    m_shared->mode = mode;
    m_shared->certificate = certificate;
    m_shared->key = key;
    m_shared->chain = chain;
    m_thread = new QThread;
    m_thread->setObjectName(QStringLiteral("TestServer"));
    m_core = new Core(m_shared);
    m_core->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_core, &QObject::deleteLater);
    m_thread->start();
    bool listening = false;
    QMetaObject::invokeMethod(
        m_core, [this, &listening] { listening = m_core->listen(QHostAddress::LocalHost, 0); },
        Qt::BlockingQueuedConnection);
    return listening;
}

void TestServer::close()
{
    if (!m_thread)
        return;
    QMetaObject::invokeMethod(
        m_core, [this] { m_core->shutdown(); }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_core = nullptr; // deleted on its thread when the thread finished
}

QString TestServer::errorString() const
{
    if (!m_core)
        return s_noServer;
    QString e;
    QMetaObject::invokeMethod(
        m_core, [this, &e] { e = m_core->errorString(); }, Qt::BlockingQueuedConnection);
    return e;
}

quint16 TestServer::port() const
{
    if (!m_core)
        return 0;
    quint16 p = 0;
    QMetaObject::invokeMethod(
        m_core, [this, &p] { p = m_core->serverPort(); }, Qt::BlockingQueuedConnection);
    return p;
}

QUrl TestServer::baseUrl() const
{
    const bool tls = m_shared->mode != HttpMode;
    return QUrl(QStringLiteral("%1://127.0.0.1:%2")
                    .arg(tls ? QStringLiteral("https") : QStringLiteral("http"))
                    .arg(port()));
}

QUrl TestServer::url(const QByteArray &path) const
{
    return QUrl(baseUrl().toString() + QString::fromLatin1(path));
}

void TestServer::setRoute(const QByteArray &path, const ScriptedResponse &response)
{
    setRoute(path, Handler([response](const RecordedRequest &) { return response; }));
}

void TestServer::setRoute(const QByteArray &path, Handler handler)
{
    QMutexLocker lock(&m_shared->mutex);
    m_shared->routes.insert(path, std::move(handler));
}

void TestServer::setFallback(const ScriptedResponse &response)
{
    QMutexLocker lock(&m_shared->mutex);
    m_shared->fallback = response;
}

void TestServer::clearRoutes()
{
    QMutexLocker lock(&m_shared->mutex);
    m_shared->routes.clear();
}

QList<RecordedRequest> TestServer::requests() const
{
    QMutexLocker lock(&m_shared->mutex);
    return m_shared->requests;
}

int TestServer::requestCount() const
{
    QMutexLocker lock(&m_shared->mutex);
    return int(m_shared->requests.size());
}

int TestServer::connectionCount() const
{
    QMutexLocker lock(&m_shared->mutex);
    return m_shared->connections;
}

void TestServer::clearRequests()
{
    QMutexLocker lock(&m_shared->mutex);
    m_shared->requests.clear();
}

// ---- gzip ----

namespace {
class GzipWriter {
public:
    GzipWriter()
    {
        m_ok = deflateInit2(&m_z, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16 /* gzip wrapper */, 9,
                   Z_DEFAULT_STRATEGY)
            == Z_OK;
    }
    ~GzipWriter()
    {
        if (m_ok)
            deflateEnd(&m_z);
    }
    GzipWriter(const GzipWriter &) = delete;
    GzipWriter &operator=(const GzipWriter &) = delete;

    void add(const QByteArray &data, bool last)
    {
        if (!m_ok)
            qFatal("zlib deflateInit2 failed");
        m_z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
        m_z.avail_in = uInt(data.size());
        char buffer[64 * 1024];
        int rc;
        do {
            m_z.next_out = reinterpret_cast<Bytef *>(buffer);
            m_z.avail_out = sizeof buffer;
            rc = deflate(&m_z, last ? Z_FINISH : Z_NO_FLUSH);
            m_out.append(buffer, qsizetype(sizeof buffer - m_z.avail_out));
        } while (m_z.avail_out == 0 || (last && rc != Z_STREAM_END));
    }
    QByteArray result() const { return m_out; }

private:
    z_stream m_z {};
    bool m_ok = false;
    QByteArray m_out;
};
} // namespace

QByteArray gzip(const QByteArray &data)
{
    GzipWriter w;
    w.add(data, true);
    return w.result();
}

QByteArray gzipBomb(qint64 inflatedSize)
{
    // Deflate 1 MiB of zeros with a full flush: from the second MiB on, the compressed unit is the
    // same bytes every time, so it is repeated instead of recompressed; the trailer (CRC-32 and
    // size of what inflates) is computed for the whole.
    constexpr qint64 unit = 1024 * 1024;
    const qint64 units = inflatedSize / unit;
    if (units < 3 || inflatedSize % unit != 0)
        return gzip(QByteArray(inflatedSize, '\0'));
    z_stream z {};
    if (deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK)
        qFatal("zlib deflateInit2 failed");
    const QByteArray zeros(unit, '\0');
    auto run = [&z](const QByteArray &in, int flush) {
        QByteArray out;
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.constData()));
        z.avail_in = uInt(in.size());
        char buffer[64 * 1024];
        do {
            z.next_out = reinterpret_cast<Bytef *>(buffer);
            z.avail_out = sizeof buffer;
            deflate(&z, flush);
            out.append(buffer, qsizetype(sizeof buffer - z.avail_out));
        } while (z.avail_out == 0 || z.avail_in > 0);
        return out;
    };
    QByteArray result = run(zeros, Z_FULL_FLUSH);
    const QByteArray repeated = run(zeros, Z_FULL_FLUSH);
    if (run(zeros, Z_FULL_FLUSH) != repeated)
        qFatal("gzipBomb: deflate output does not repeat");
    result.reserve(result.size() + repeated.size() * (units - 1) + 32);
    for (qint64 i = 1; i < units; ++i)
        result += repeated;
    QByteArray tail = run({}, Z_FINISH);
    deflateEnd(&z);
    tail.chop(8); // zlib's trailer covers the 3 MiB it saw; ours covers them all
    result += tail;
    const uLong unitCrc = crc32(0L, reinterpret_cast<const Bytef *>(zeros.constData()), uInt(unit));
    uLong crc = 0;
    for (qint64 i = 0; i < units; ++i)
        crc = crc32_combine(crc, unitCrc, z_off_t(unit));
    const quint32 size = quint32(quint64(inflatedSize) & 0xffffffffu);
    for (int shift = 0; shift < 32; shift += 8)
        result += char((crc >> shift) & 0xff);
    for (int shift = 0; shift < 32; shift += 8)
        result += char((size >> shift) & 0xff);
    return result;
}

// ---- certificates ----

static QString runOpenssl(const QString &dir, const QStringList &args)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("openssl"), args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QStringLiteral("openssl %1 failed: %2%3")
            .arg(args.join(u' '), p.errorString(), QString::fromLocal8Bit(p.readAll()));
    return {};
}

static QByteArray readAllOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

TestPki TestPki::create(const QString &directory)
{
    TestPki pki;
    const QStringList ec { QStringLiteral("-newkey"), QStringLiteral("ec"),
        QStringLiteral("-pkeyopt"), QStringLiteral("ec_paramgen_curve:prime256v1"),
        QStringLiteral("-nodes") };
    QFile ext(directory + QStringLiteral("/server.ext"));
    if (!ext.open(QIODevice::WriteOnly)
        || ext.write(
               "subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\n"
               "keyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n")
            < 0) {
        pki.error = QStringLiteral("cannot write %1").arg(ext.fileName());
        return pki;
    }
    ext.close();
    const QList<QStringList> steps {
        QStringList { QStringLiteral("req"), QStringLiteral("-x509") } + ec
            + QStringList { QStringLiteral("-keyout"), QStringLiteral("ca.key"),
                QStringLiteral("-out"), QStringLiteral("ca.pem"), QStringLiteral("-days"),
                QStringLiteral("2"), QStringLiteral("-subj"),
                QStringLiteral("/CN=Pith Ledger Test CA"), QStringLiteral("-addext"),
                QStringLiteral("basicConstraints=critical,CA:TRUE"), QStringLiteral("-addext"),
                QStringLiteral("keyUsage=critical,keyCertSign,cRLSign") },
        QStringList { QStringLiteral("req") } + ec
            + QStringList { QStringLiteral("-keyout"), QStringLiteral("server.key"),
                QStringLiteral("-out"), QStringLiteral("server.csr"), QStringLiteral("-subj"),
                QStringLiteral("/CN=127.0.0.1") },
        QStringList { QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"),
            QStringLiteral("server.csr"), QStringLiteral("-CA"), QStringLiteral("ca.pem"),
            QStringLiteral("-CAkey"), QStringLiteral("ca.key"), QStringLiteral("-CAcreateserial"),
            QStringLiteral("-out"), QStringLiteral("server.pem"), QStringLiteral("-days"),
            QStringLiteral("2"), QStringLiteral("-extfile"), QStringLiteral("server.ext") },
        QStringList { QStringLiteral("req"), QStringLiteral("-x509") } + ec
            + QStringList { QStringLiteral("-keyout"), QStringLiteral("self.key"),
                QStringLiteral("-out"), QStringLiteral("self.pem"), QStringLiteral("-days"),
                QStringLiteral("2"), QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1"),
                QStringLiteral("-addext"),
                QStringLiteral("subjectAltName=IP:127.0.0.1,DNS:localhost") },
    };
    for (const QStringList &step : steps) {
        pki.error = runOpenssl(directory, step);
        if (!pki.error.isEmpty())
            return pki;
    }
    pki.ca = QSslCertificate(readAllOf(directory + QStringLiteral("/ca.pem")));
    pki.serverCertificate = QSslCertificate(readAllOf(directory + QStringLiteral("/server.pem")));
    pki.serverKey = QSslKey(readAllOf(directory + QStringLiteral("/server.key")), QSsl::Ec);
    pki.selfSignedCertificate = QSslCertificate(readAllOf(directory + QStringLiteral("/self.pem")));
    pki.selfSignedKey = QSslKey(readAllOf(directory + QStringLiteral("/self.key")), QSsl::Ec);
    if (pki.ca.isNull() || pki.serverCertificate.isNull() || pki.serverKey.isNull()
        || pki.selfSignedCertificate.isNull() || pki.selfSignedKey.isNull())
        pki.error = QStringLiteral("openssl wrote certificates or keys Qt cannot read in %1")
                        .arg(directory);
    return pki;
}

} // namespace pith::test

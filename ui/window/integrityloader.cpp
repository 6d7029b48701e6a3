// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/integrityloader.h"

#include "models/integrity/integrity.h"
#include "models/net/fetcher.h"
#include "models/net/identifier.h"
#include "ui/window/recordview.h"

#include <algorithm>

namespace pith::ui {

IntegrityLoader::IntegrityLoader(QObject *parent)
    : QObject(parent)
{
}

void IntegrityLoader::setFetcher(net::Fetcher *fetcher) { m_fetcher = fetcher; }

bool IntegrityLoader::isBusy() const
{
    return std::any_of(m_pending.cbegin(), m_pending.cend(),
        [](const QPointer<net::FetchJob> &job) { return !job.isNull(); });
}

bool IntegrityLoader::apply(
    RecordView *view, const IntegrityParseResult &parsed, const QString &note)
{
    const QString name = parsed.ok() ? parsed.file->source : parsed.error.file;
    if (!parsed.ok()) {
        emit error(tr("Could not read the integrity findings: %1").arg(parsed.error.toString()));
        return false;
    }
    const RecordPtr record = view->record();
    if (!parsed.file->arxivId.isEmpty() && record) {
        const QString mismatch = net::paperMismatch(
            parsed.file->arxivId, net::normalizeIdentifier(record->paper.arxivId).arxivId, 0);
        if (!mismatch.isEmpty()) {
            //: %1 file or URL, %2 which papers
            emit error(
                tr("%1 is not the integrity file of this record's paper: %2").arg(name, mismatch));
            return false;
        }
    }
    view->setIntegrity(parsed.file);
    const IntegrityJoinPtr join = view->integrity();
    //: %1 file or URL, %2 findings on references, %3 not joined
    QString text = tr("Integrity findings from %1: %2 on references, %3 not joined")
                       .arg(name)
                       .arg(join->joined.size())
                       .arg(join->unjoined.size());
    if (!note.isEmpty())
        text += QStringLiteral(" (") + note + u')';
    emit message(text);
    return true;
}

void IntegrityLoader::load(RecordView *view, const QString &fileOrAuto, net::FetchRequest request)
{
    if (!view || !view->record()) {
        emit error(tr("Open a record first: integrity findings are joined to its references."));
        emit finished();
        return;
    }
    if (fileOrAuto != QLatin1String("auto")) {
        apply(view, loadIntegrityFile(fileOrAuto), QString());
        emit finished();
        return;
    }
    if (!m_fetcher) {
        emit error(tr("Cannot fetch integrity findings: this window has no network access."));
        emit finished();
        return;
    }
    request.input = view->record()->paper.arxivId;
    request.document = net::FetchDocument::Integrity;
    request.useCache = true;
    net::FetchJob *job = m_fetcher->fetch(request);
    m_pending.append(job);
    connect(job, &net::FetchJob::finished, this,
        [this, job, view = QPointer<RecordView>(view)](
            const net::FetchResult &result) { onFetched(job, view, result); });
}

void IntegrityLoader::onFetched(
    net::FetchJob *job, RecordView *view, const net::FetchResult &result)
{
    m_pending.removeAll(job);
    if (view) {
        if (!result.ok && result.error == net::FetchError::NotFound)
            //: %1 the server's message (it names the paper and the HTTP status)
            emit message(tr("No integrity findings: %1").arg(result.message));
        else if (!result.ok)
            emit error(tr("Could not fetch the integrity findings: %1").arg(result.message));
        else
            apply(view, parseIntegrity(result.bytes, result.requestUrl.toString()),
                result.fromCache && !result.revalidated ? result.message : QString());
    }
    emit finished();
}

} // namespace pith::ui

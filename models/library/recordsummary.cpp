// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/library/recordsummary.h"

#include "models/record/notice.h"
#include "models/review/review.h"
#include "models/review/reviewfile.h"
#include "models/review/reviewsession.h"

#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace pith::library {

double RecordSummary::unresolvedShare() const
{
    const int n = observations();
    return n > 0 ? double(unresolved) / n : 0.0;
}

RecordSummary summarizeRecord(const Record &record, const review::Review *review)
{
    RecordSummary s;
    s.arxivId = record.paper.arxivId;
    s.title = record.paper.title;
    s.asOf = record.asOf;
    s.outbound = int(record.outbound.size());
    s.inbound = int(record.inbound.size());
    QList<const Observation *> all;
    all.reserve(record.observationCount());
    for (const QList<Observation> *list : { &record.outbound, &record.inbound }) {
        for (const Observation &o : *list) {
            all.append(&o);
            if (o.resolution.status == "unresolved"_L1)
                ++s.unresolved;
            if (!o.notice.events.isEmpty())
                ++s.noticesWithEvents;
        }
    }
    s.eventTypes = recordEventTypes(record);
    const RecordVerdict verdict = recordVerdict(record);
    s.verdict = verdict.level;
    s.verdictHeadline = verdict.headline();
    s.findingErrors = verdict.errors;
    s.findingWarnings = verdict.warnings;
    s.digestFailures = int(verdict.digestFailures.size());
    if (review) {
        s.hasReview = true;
        s.reviewed = review->reviewedCount(all);
    }
    return s;
}

QString reviewPathOf(const Record &record, const QString &recordFile)
{
    return recordFile.isEmpty() ? review::reviewPathForPaper(record.paper.arxivId)
                                : review::reviewPathBesideFile(recordFile);
}

std::shared_ptr<review::Review> readReviewFor(
    const RecordPtr &record, const QString &recordFile, QString *path, QString *error)
{
    const QString candidate = reviewPathOf(*record, recordFile);
    if (!QFileInfo::exists(candidate))
        return nullptr;
    if (path)
        *path = candidate;
    const std::optional<review::ReviewData> data
        = review::ReviewSession::readForMerge(candidate, record->paper.arxivId, error);
    if (!data)
        return nullptr;
    auto r = std::make_shared<review::Review>();
    r->setRecord(record);
    r->setData(*data);
    return r;
}

RecordSummary summarizeWithReview(const RecordPtr &record, const QString &recordFile)
{
    QString path, error;
    const std::shared_ptr<review::Review> r = readReviewFor(record, recordFile, &path, &error);
    RecordSummary s = summarizeRecord(*record, r.get());
    if (r)
        s.reviewPath = path;
    s.reviewError = error;
    return s;
}

bool isRecordFileName(const QString &fileName)
{
    static const QRegularExpression reviewFile(
        u"\\.review(-[0-9]+)?\\.json$"_s, QRegularExpression::CaseInsensitiveOption);
    return fileName.endsWith(".json"_L1, Qt::CaseInsensitive) && !fileName.startsWith(u'.')
        && !reviewFile.match(fileName).hasMatch();
}

} // namespace pith::library

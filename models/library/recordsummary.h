// SPDX-License-Identifier: GPL-3.0-or-later
// What a library keeps of one record: the few numbers and words its Records table, `summary
// FOLDER|LIST` and the library report show, not the record itself (that is read again when the
// record is opened).
#pragma once

#include "models/record/record.h"
#include "models/record/verdict.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace pith::review {
class Review;
}

namespace pith::library {

struct RecordSummary {
    QString arxivId;
    QString title;
    QString asOf;
    int outbound = 0;
    int inbound = 0;
    int unresolved = 0; // observations whose resolution state is "unresolved"
    // Observations with at least one standing-notice event, and the distinct event types
    // (gravest first, as recordEventTypes gives them).
    int noticesWithEvents = 0;
    QStringList eventTypes;
    RecordVerdict::Level verdict = RecordVerdict::Level::Clean;
    QString verdictHeadline; // translated, as the badge says it
    int findingErrors = 0;
    int findingWarnings = 0;
    int digestFailures = 0;
    // Review progress: observations counted as reviewed (stale decisions are not) of all.
    bool hasReview = false;
    int reviewed = 0;
    QString reviewPath; // the review file read, when hasReview
    QString reviewError; // a review file that exists but could not be read

    int observations() const { return outbound + inbound; }
    // unresolved / observations, 0 for a record without observations.
    double unresolvedShare() const;
};

// The summary of a parsed record; `review` (may be null) gives the review progress.
RecordSummary summarizeRecord(const Record &record, const review::Review *review = nullptr);

// As above, reading the review kept for the record at its default place: beside the file
// (`x.review.json` for `x.json`) when `recordFile` is not empty, else the program's review
// folder for the paper. A review that cannot be read leaves reviewError set, never fails.
RecordSummary summarizeWithReview(const RecordPtr &record, const QString &recordFile);

// The review file's default place for the record: beside its file when recordFile is not empty,
// else the program's review folder for the paper.
QString reviewPathOf(const Record &record, const QString &recordFile);

// The review kept for the record at its default place (as above), read and set on the record;
// null when there is none (*path empty) or it cannot be read (*error says why).
std::shared_ptr<review::Review> readReviewFor(
    const RecordPtr &record, const QString &recordFile, QString *path, QString *error);

// The file names a folder's records are, and those it holds beside them that are not records
// (a review file "x.review.json", "x.review-2.json").
bool isRecordFileName(const QString &fileName);

} // namespace pith::library

// SPDX-License-Identifier: GPL-3.0-or-later
// The observations of a whole library as one queue: the query language over every record's
// observations, with `paper:` (the record an observation belongs to, by arXiv id or title words)
// and each record's own review keys (`review:`, `note:`), and the CSV of such a queue with the
// paper's columns. For `pith-ledger-cli export FOLDER|LIST` and the window's library tab.
#pragma once

#include "models/export/csvwriter.h"
#include "models/items/observationfacts.h"
#include "models/items/observationfilter.h"
#include "models/record/record.h"
#include "models/review/review.h"

#include <QCoreApplication>
#include <QHash>
#include <QIODevice>

namespace pith::library {

// Which record and review each observation of the library belongs to, as query facts.
class LibraryFacts final : public ObservationFacts {
    Q_DECLARE_TR_FUNCTIONS(pith::library::LibraryFacts)

public:
    // Adds a record's observations; review may be null (then none is reviewed).
    void add(const RecordPtr &record, const review::ReviewPtr &review);
    const Record *recordOf(const Observation &o) const;
    const review::Review *reviewOf(const Observation &o) const;
    // The review kept for the record (an empty one where none was), to take decisions in.
    review::ReviewPtr reviewFor(const Record *record) const;
    bool anyReview() const { return m_anyReview; }

    QList<KeySpec> keys() const override;
    bool holds(const QString &key, const QString &value, const Observation &o) const override;
    QString facetLabel(const QString &key) const override;
    QStringList facetValues(const QString &key) const override;
    QString valueLabel(const QString &key, const QString &value) const override;

private:
    struct Of {
        const Record *record = nullptr;
        const review::Review *review = nullptr;
    };
    QHash<const Observation *, Of> m_of;
    QList<RecordPtr> m_records;
    QList<review::ReviewPtr> m_reviews; // one per record, an empty one where none was kept
    review::Review m_keys; // answers keys() and the facet texts for every review
    bool m_anyReview = false;
};

// The CSV's two paper columns: paper_arxiv_id, paper_title.
QStringList paperCsvColumns();

// Every observation of the records (outbound, then inbound, record by record) that the filter
// accepts; an empty filter accepts all.
QList<const Observation *> libraryObservations(
    const QList<RecordPtr> &records, const ObservationFilter &filter);

// The CSV export's columns, then paper_arxiv_id and paper_title, then the review's columns when
// any record has a review.
bool writeLibraryCsv(QIODevice *device, const QList<const Observation *> &observations,
    const LibraryFacts &facts, bool bom, QString *error);

} // namespace pith::library

// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/library/libraryexport.h"

#include "models/record/verdict.h"

#include <QHash>

#include <memory>

using namespace Qt::StringLiterals;

namespace pith::library {

void LibraryFacts::add(const RecordPtr &record, const review::ReviewPtr &review)
{
    review::ReviewPtr r = review;
    if (!r) {
        r = std::make_shared<review::Review>();
        r->setRecord(record);
    } else {
        m_anyReview = true;
    }
    m_records.append(record);
    m_reviews.append(r);
    for (const QList<Observation> *list : { &record->outbound, &record->inbound }) {
        for (const Observation &o : *list)
            m_of.insert(&o, Of { record.get(), r.get() });
    }
}

const Record *LibraryFacts::recordOf(const Observation &o) const { return m_of.value(&o).record; }

const review::Review *LibraryFacts::reviewOf(const Observation &o) const
{
    return m_of.value(&o).review;
}

review::ReviewPtr LibraryFacts::reviewFor(const Record *record) const
{
    for (int i = 0; i < m_records.size(); ++i) {
        if (m_records[i].get() == record)
            return m_reviews[i];
    }
    return nullptr;
}

QList<ObservationFacts::KeySpec> LibraryFacts::keys() const
{
    QList<KeySpec> keys { { u"paper"_s, {},
        tr("the paper whose record holds the observation: its arXiv id or words of its title") } };
    keys += m_keys.keys();
    return keys;
}

bool LibraryFacts::holds(const QString &key, const QString &value, const Observation &o) const
{
    const Of of = m_of.value(&o);
    if (key == u"paper") {
        if (!of.record)
            return false;
        QString id = value;
        if (id.startsWith("arxiv:"_L1))
            id.remove(0, 6);
        return of.record->paper.arxivId.compare(id, Qt::CaseInsensitive) == 0
            || of.record->paper.title.contains(value, Qt::CaseInsensitive);
    }
    return of.review && of.review->holds(key, value, o);
}

QString LibraryFacts::facetLabel(const QString &key) const { return m_keys.facetLabel(key); }

QStringList LibraryFacts::facetValues(const QString &key) const { return m_keys.facetValues(key); }

QString LibraryFacts::valueLabel(const QString &key, const QString &value) const
{
    return m_keys.valueLabel(key, value);
}

QStringList paperCsvColumns() { return { u"paper_arxiv_id"_s, u"paper_title"_s }; }

QList<const Observation *> libraryObservations(
    const QList<RecordPtr> &records, const ObservationFilter &filter)
{
    QList<const Observation *> rows;
    for (const RecordPtr &record : records) {
        for (const QList<Observation> *list : { &record->outbound, &record->inbound }) {
            for (const Observation &o : *list) {
                if (filter.isEmpty() || filter.matches(o))
                    rows.append(&o);
            }
        }
    }
    return rows;
}

bool writeLibraryCsv(QIODevice *device, const QList<const Observation *> &observations,
    const LibraryFacts &facts, bool bom, QString *error)
{
    exporting::CsvOptions options;
    options.bom = bom;
    // Each row says its own record's verdict, computed once a record.
    auto verdicts = std::make_shared<QHash<const Record *, QString>>();
    options.verdictOf = [&facts, verdicts](const Observation &o) {
        const Record *record = facts.recordOf(o);
        if (!record)
            return QString();
        auto it = verdicts->constFind(record);
        if (it == verdicts->cend())
            it = verdicts->insert(record, verdictName(recordVerdict(*record).level));
        return *it;
    };
    options.extraColumns = paperCsvColumns();
    const bool reviews = facts.anyReview();
    if (reviews)
        options.extraColumns += review::csvColumns();
    options.extraValues = [&facts, reviews](const Observation &o) {
        const Record *record = facts.recordOf(o);
        QStringList values { record ? record->paper.arxivId : QString(),
            record ? record->paper.title : QString() };
        if (reviews) {
            const review::Review *r = facts.reviewOf(o);
            values += r ? review::csvFields(*r, o) : QStringList(review::csvColumns().size());
        }
        return values;
    };
    return exporting::writeCsv(device, observations, options, error);
}

} // namespace pith::library

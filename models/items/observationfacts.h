// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/record/record.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace pith {

// Facts about observations that are kept beside the record, never in it: a review's decisions
// and notes, integrity findings joined to rows, changes since another snapshot. Each kind of fact
// owns some query keys (`review:`, `finding:`, ...); a filter parsed with a list of them
// understands those keys as it understands the record's own (architecture.md, query language).
// The filter keeps the list it was parsed with, so the facts must outlive it; when they change,
// the rows are filtered again (ObservationFilterProxy::refilter()).
class ObservationFacts {
public:
    struct KeySpec {
        QString name; // the query key, lower case, without the colon: "review"
        // The words the key takes, lower case. Empty: any text, matched as the fact source
        // decides (e.g. words of a note).
        QStringList values;
        QString help; // one line for the filter bar's help: what the key selects
    };

    virtual ~ObservationFacts() = default;
    virtual QList<KeySpec> keys() const = 0;
    // Whether observation o has value (lower case, as the user wrote it, quotes removed) under
    // key, one of keys()' names.
    virtual bool holds(const QString &key, const QString &value, const Observation &o) const = 0;
    // holds() for one key and value over many rows (the filter bar's facet counts): the key and
    // value are read once, the test is called for each row. It reads the facts as they are when
    // called and must not outlive them. By default it asks holds() for each row.
    using Test = std::function<bool(const Observation &)>;
    virtual Test test(const QString &key, const QString &value) const
    {
        return [this, key, value](const Observation &o) { return holds(key, value, o); };
    }
    // The filter bar's facet group for key ("Review:"), empty for none; its buttons are the
    // facetValues, named by valueLabel (translated).
    virtual QString facetLabel(const QString &key) const
    {
        Q_UNUSED(key);
        return {};
    }
    virtual QStringList facetValues(const QString &key) const
    {
        Q_UNUSED(key);
        return {};
    }
    virtual QString valueLabel(const QString &key, const QString &value) const
    {
        Q_UNUSED(key);
        return value;
    }
};

using ObservationFactsList = QList<std::shared_ptr<const ObservationFacts>>;

} // namespace pith

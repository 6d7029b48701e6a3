// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace pith {

// An array the format leaves open (a standing notice's events, the external citation
// measurements), kept as its bytes with its element count: one allocation whatever its length,
// its elements parsed when someone reads them. A record built to hurt, 10 million tiny elements
// (`[0,0,...]`, `[{},{},...]`), costs its bytes, not a tape node and a string per element.
class OpenArray {
public:
    OpenArray() = default;
    // Elements given as compact JSON each (values built by hand); invalid ones read as null.
    explicit OpenArray(const QStringList &elements);
    // The reader's side: json is the array as the record writes it, already validated, with
    // count elements.
    static OpenArray fromValidated(QByteArray json, qsizetype count);

    qsizetype size() const { return m_count; }
    bool isEmpty() const { return m_count == 0; }
    // The compact JSON (canonical form) of the first `limit` elements, or of all (limit < 0),
    // in order. Costs the elements read, never the whole array.
    QStringList elements(qsizetype limit = -1) const;
    // The whole array in its canonical form.
    QByteArray canonicalJson() const;

    // Equal elements (their canonical forms).
    bool operator==(const OpenArray &other) const;
    bool operator!=(const OpenArray &other) const { return !(*this == other); }

private:
    QByteArray m_json; // the array as written; empty for no elements
    qsizetype m_count = 0;
};

} // namespace pith

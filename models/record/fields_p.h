// SPDX-License-Identifier: GPL-3.0-or-later
// Private to models/record: the schema mapping. TapeReader reads typed values out of a tape
// with the JSON pointer of anything refused; fields.cpp reads the record types with it.
#pragma once

#include "models/record/canonical.h"
#include "models/record/canonical_p.h"
#include "models/record/parser.h"

#include <QCoreApplication>
#include <QHash>

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pith::detail {

enum class Need { Required, Optional };

// "a string", "an integer", ... for messages.
QString typeName(const Node &n);

// Short repeated values (sources, states, times, the paper on this record's side) share one
// QString instead of one allocation each. A direct-mapped cache: a value evicts whatever shared
// its slot, so values seen once (titles, ids) cost a slot each instead of hash nodes that grow,
// rehash and are thrown away (the QHash this replaced cleared itself every 8,192 values). It
// starts small, since a parse of a real-size record (tens of observations) needs few slots and
// a folder of thousands of them makes one per record and worker, and grows with use.
class Interner {
public:
    // This record's own paper as an observation states it: one value for every observation
    // that states the same (the citing paper of every outbound row, as a rule).
    SharedOptional<PaperRef> ownPaper(PaperRef paper)
    {
        const auto same = [](const PaperRef &a, const PaperRef &b) {
            return a.arxivId == b.arxivId && a.title == b.title && a.version == b.version
                && a.submittedAt == b.submittedAt && a.lastUpdated == b.lastUpdated
                && a.snapshotObservedAt == b.snapshotObservedAt;
        };
        if (!m_ownPaper || !same(*std::as_const(m_ownPaper), paper)) // read: not copied
            m_ownPaper = std::move(paper);
        return m_ownPaper;
    }

    QString get(std::string_view s)
    {
        if (s.size() > 160)
            return QString::fromUtf8(s.data(), qsizetype(s.size()));
        if (++m_uses > m_slots.size() * 8 && m_slots.size() < kMaxSlots) {
            m_slots
                = std::vector<Slot>(m_slots.size() * 8); // a cache: starting empty again is fine
            m_uses = 0;
        }
        const std::size_t h = qHash(QByteArrayView(s.data(), qsizetype(s.size())));
        Slot &slot = m_slots[h & (m_slots.size() - 1)];
        if (slot.filled && slot.hash == h && slot.key == s)
            return slot.value;
        slot.value = QString::fromUtf8(s.data(), qsizetype(s.size()));
        // A copy, not a view of the input: the parse lets go of input pages it has read (a lean
        // read), and comparing with them read zeros (a buffer of our own) or mapped the file's
        // pages back (a mapped file: 70 MB more at the peak of a 173 MB CSV export).
        slot.key.assign(s);
        slot.hash = h;
        slot.filled = true;
        return slot.value;
    }

private:
    static constexpr std::size_t kMaxSlots = 4096; // a power of two, as every size it takes
    struct Slot {
        std::string key; // UTF-8, as in the input
        std::size_t hash = 0;
        bool filled = false;
        QString value;
    };
    std::vector<Slot> m_slots = std::vector<Slot>(64);
    SharedOptional<PaperRef> m_ownPaper;
    std::size_t m_uses = 0;
};

class TapeReader {
public:
    TapeReader(const char *data, const Tape &tape, Interner &interner, bool details,
        bool allDetails = true)
        : m_tape(tape)
        , m_writer(data, tape)
        , m_interner(interner)
        , m_details(details)
        , m_all(details && allDetails)
    {
    }

    // The same reader over another tape of the same input (an element tokenized alone).
    TapeReader over(const Tape &tape) const
    {
        return TapeReader(m_writer.data(), tape, m_interner, m_details, m_all);
    }

    const Tape &tape() const { return m_tape; }
    const Node &node(quint32 i) const { return m_tape.nodes[i]; }
    std::string_view text(const Node &n) const { return m_writer.text(n); }
    const Writer &writer() const { return m_writer; }
    SharedOptional<PaperRef> ownPaper(PaperRef paper) const
    {
        return m_interner.ownPaper(std::move(paper));
    }
    bool details() const { return m_details; } // what the table shows
    bool allDetails() const { return m_all; } // and everything the detail pane shows

    QString qstring(const Node &n, bool intern = true) const
    {
        const std::string_view s = text(n);
        if (intern && !n.escaped)
            return m_interner.get(s);
        return QString::fromUtf8(s.data(), qsizetype(s.size()));
    }

    quint32 find(quint32 obj, std::string_view key) const
    {
        const Node &o = m_tape.nodes[obj];
        Q_ASSERT(!o.span); // the shapes (fields.cpp) name every container read into
        quint32 k = obj + 1;
        for (quint32 m = 0; m < o.count; ++m) {
            if (text(m_tape.nodes[k]) == key)
                return k + 1;
            k = m_tape.nodes[k + 1].next;
        }
        return kNone;
    }

    quint32 get(quint32 obj, std::string_view key, const Path &ptr, Need need) const
    {
        const quint32 v = find(obj, key);
        if (v == kNone || m_tape.nodes[v].kind == Kind::Null) {
            if (need == Need::Required) {
                const Path p { &ptr, key };
                throw ShapeError { p.build(),
                    v == kNone ? QCoreApplication::translate(
                        "pith::RecordReader", "required key \"%1\" is missing")
                                     .arg(QLatin1String(key.data(), qsizetype(key.size())))
                               : QCoreApplication::translate(
                                   "pith::RecordReader", "required value is null") };
            }
            return kNone;
        }
        return v;
    }

    static void expect(const Node &n, Kind kind, const Path &ptr, const char *what)
    {
        const bool ok = n.kind == kind || (kind == Kind::Integer && n.kind == Kind::Unsigned);
        if (!ok)
            throw ShapeError { ptr.build(),
                QCoreApplication::translate("pith::RecordReader", "expected %1, found %2")
                    .arg(QCoreApplication::translate("pith::RecordReader", what), typeName(n)) };
    }

    // A string member: checked always, converted into out when out is given.
    void string(quint32 obj, std::string_view key, const Path &ptr, QString *out,
        Need need = Need::Optional, bool intern = true) const
    {
        const quint32 v = get(obj, key, ptr, need);
        if (v == kNone)
            return;
        expect(m_tape.nodes[v], Kind::String, Path { &ptr, key },
            QT_TRANSLATE_NOOP("pith::RecordReader", "a string"));
        if (out)
            *out = qstring(m_tape.nodes[v], intern);
    }
    QString string(quint32 obj, std::string_view key, const Path &ptr, Need need = Need::Optional,
        bool intern = true) const
    {
        QString s;
        string(obj, key, ptr, &s, need, intern);
        return s;
    }

    std::optional<qint64> integer(
        quint32 obj, std::string_view key, const Path &ptr, Need need = Need::Optional) const
    {
        const quint32 v = get(obj, key, ptr, need);
        if (v == kNone)
            return std::nullopt;
        return integerValue(v, Path { &ptr, key });
    }

    std::optional<qint64> integerValue(quint32 v, const Path &at) const
    {
        const Node &n = m_tape.nodes[v];
        if (n.kind == Kind::BigInteger)
            throw ShapeError { at.build(),
                QCoreApplication::translate("pith::RecordReader", "integer out of range") };
        expect(n, Kind::Integer, at, QT_TRANSLATE_NOOP("pith::RecordReader", "an integer"));
        if (n.kind == Kind::Unsigned) {
            if (n.unsignedInteger > quint64(std::numeric_limits<qint64>::max()))
                throw ShapeError { at.build(),
                    QCoreApplication::translate("pith::RecordReader", "integer out of range") };
            return qint64(n.unsignedInteger);
        }
        return n.integer;
    }

    quint32 object(
        quint32 obj, std::string_view key, const Path &ptr, Need need = Need::Optional) const
    {
        const quint32 v = get(obj, key, ptr, need);
        if (v != kNone)
            expect(m_tape.nodes[v], Kind::Object, Path { &ptr, key },
                QT_TRANSLATE_NOOP("pith::RecordReader", "an object"));
        return v;
    }

    quint32 array(
        quint32 obj, std::string_view key, const Path &ptr, Need need = Need::Optional) const
    {
        const quint32 v = get(obj, key, ptr, need);
        if (v != kNone)
            expect(m_tape.nodes[v], Kind::Array, Path { &ptr, key },
                QT_TRANSLATE_NOOP("pith::RecordReader", "an array"));
        return v;
    }

    // Element indices of array node a.
    std::vector<quint32> elements(quint32 a) const
    {
        std::vector<quint32> out;
        const Node &n = m_tape.nodes[a];
        Q_ASSERT(!n.span);
        out.reserve(n.count);
        quint32 c = a + 1;
        for (quint32 e = 0; e < n.count; ++e) {
            out.push_back(c);
            c = m_tape.nodes[c].next;
        }
        return out;
    }

    QString compactJson(quint32 v) const
    {
        StringSink s;
        m_writer.write(v, s);
        return QString::fromUtf8(s.out.data(), qsizetype(s.out.size()));
    }

    // An unknown key's value as compact JSON, at most its first kUnknownValueKeptBytes: a value
    // nobody interprets may be as big as the record (2 million keys in one, 30 MB, took 187 MB
    // as text). A longer one is cut at a character and ends in "…" with its whole size and
    // digest ("… (30000012 bytes, sha256:…)"), so that two values still compare by their whole.
    QString unknownValueJson(quint32 v) const
    {
        CappedStringSink s;
        s.cap = kUnknownValueKeptBytes;
        m_writer.write(v, s);
        if (!s.cut)
            return QString::fromUtf8(s.out.data(), qsizetype(s.out.size()));
        // without the last character when the cap cut it
        const qsizetype keep
            = wholeCharactersLength(QByteArrayView(s.out.data(), qsizetype(s.out.size())));
        struct Measure {
            Sha256 *sha;
            qint64 bytes = 0;
            void append(std::string_view t)
            {
                bytes += qint64(t.size());
                sha->update(t);
            }
            void append(char c) { append(std::string_view(&c, 1)); }
        };
        Sha256 sha;
        sha.reset();
        Measure whole { &sha };
        m_writer.write(v, whole);
        return QString::fromUtf8(s.out.data(), keep)
            + QStringLiteral("\u2026 (%1 bytes, %2)").arg(whole.bytes).arg(sha.finish());
    }

    // Keys of obj the format does not define (isKnown(key) false), in key order, with their value
    // as compact JSON, into out while it holds fewer than kElementsKept; the others counted in
    // notKept (past the first kUnknownMembersKept in the input's order, their members have no
    // nodes: Shape::known). The record's own "pith_ledger_export" is kept whatever the count: the
    // verdict reads it (subset.h), and thousands of keys before it must not hide what the record
    // says it is.
    template <typename IsKnown>
    void collectUnknown(quint32 obj, const Path &ptr, const IsKnown &isKnown,
        QList<UnknownKey> &out, qsizetype &notKept) const
    {
        if (!m_all)
            return;
        const bool top = !ptr.parent && ptr.key.empty() && ptr.index < 0;
        const Node &o = m_tape.nodes[obj];
        // fast exit: every key known (the usual case); counted only when out is full
        qsizetype unknown = 0;
        quint32 k = obj + 1;
        for (quint32 m = 0; m < o.count && (unknown == 0 || out.size() >= kElementsKept); ++m) {
            if (!isKnown(text(m_tape.nodes[k])))
                ++unknown;
            k = m_tape.nodes[k + 1].next;
        }
        // the members the tokenizer gave no nodes (Shape::known): unknown, past the kept ones
        notKept += qsizetype(o.unsignedInteger);
        if (unknown == 0)
            return;
        if (out.size() >= kElementsKept && !top) {
            notKept += unknown;
            return;
        }
        for (const auto &[key, value] : m_writer.sortedMembers(obj)) {
            const std::string_view name = text(m_tape.nodes[key]);
            if (isKnown(name)) {
                continue;
            } else if (out.size() < kElementsKept || (top && name == "pith_ledger_export")) {
                // the record's export subset whole: the verdict reads it (subset.h)
                out.append({ Path { &ptr, name }.build(),
                    top && name == "pith_ledger_export" ? compactJson(value)
                                                        : unknownValueJson(value) });
            } else {
                ++notKept;
            }
        }
    }

private:
    const Tape &m_tape;
    Writer m_writer;
    Interner &m_interner;
    bool m_details;
    bool m_all;
};

// The field table's types, for a reader that checks without a tape (fastverify.cpp): each key of
// an object the format defines, with the kind of value it must hold. Built from fields.cpp's
// tables, so the two readers cannot disagree about the format.
// a < b in byte order (unsigned), as std::string_view's operator<; keys mostly differ in their
// first byte, which is compared here without a call of memcmp.
inline bool keyBefore(std::string_view a, std::string_view b)
{
    if (!a.empty() && !b.empty() && a.front() != b.front())
        return static_cast<unsigned char>(a.front()) < static_cast<unsigned char>(b.front());
    return a < b;
}

struct FieldRules;
struct FieldRule {
    std::string_view key;
    Need need = Need::Optional; // Required: missing or null is an error
    Kind kind = Kind::Null; // String, Integer (within 64 bits), Object or Array; Null: a value
                            // the table reads by hand, which such a reader leaves to the tape
    // Object: its fields. Array: each element an object with these fields; none: any elements.
    const FieldRules *members = nullptr;
};
struct FieldRules {
    std::vector<FieldRule> rules; // in byte order of their keys, as a canonical object has them
    quint64 requiredMask = 0; // bit i: rules[i] is required
    // The rule of key and its index, or nullptr.
    const FieldRule *find(std::string_view key, int *index) const
    {
        std::size_t at = 0;
        return findFrom(key, &at, index);
    }
    // The same for an object's keys in increasing order: *cursor starts at 0 and moves on with
    // each call, so a canonical object's keys are matched in one walk over the rules.
    const FieldRule *findFrom(std::string_view key, std::size_t *cursor, int *index) const
    {
        std::size_t i = *cursor;
        if (i < rules.size() && rules[i].key == key) { // the usual case: the next rule's key
            *cursor = i + 1;
            *index = int(i);
            return &rules[i];
        }
        while (i < rules.size() && keyBefore(rules[i].key, key))
            ++i;
        *cursor = i;
        if (i == rules.size() || rules[i].key != key)
            return nullptr;
        *cursor = i + 1;
        *index = int(i);
        return &rules[i];
    }
};

// The rules of an observation (fields.cpp's kObservation and the tables under it).
const FieldRules &observationRules();

// What the readers below look into: the shapes to tokenize an observation and the record's
// members with (Scanner::parseValue).
extern const Shape kObservationShape;
extern const Shape kRecordShape;

// The observation at tape node 0 into o (direction and position already set). Throws ShapeError.
void readObservation(const TapeReader &r, Observation &o, const Path &ptr);

struct FastTableFields; // fastverify.h

// What the fast path found of the observation table's fields (fastverify.h) into o, as
// readObservation() keeps them with ParseOptions::tableFieldsOnly (the tables' Keep::Details
// members, interned as they say; this record's own paper shared through the interner). The
// notice's events and every field verify reports are the caller's.
void readFastTableFields(const FastTableFields &f, Observation &o, Interner &interner);

// Everything of the record at tape node 0 but its observations and digests, in the format's
// order of checks; takeArray(key, direction) is called where outbound and inbound are checked.
// Throws ShapeError.
void readRecordFields(const TapeReader &r, Record &rec,
    const std::function<void(std::string_view, Direction)> &takeArray);

} // namespace pith::detail

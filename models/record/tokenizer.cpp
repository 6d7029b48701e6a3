// SPDX-License-Identifier: GPL-3.0-or-later
// The tokenizer's container walk (see tokenizer_p.h): iterative, so nesting costs no stack.
#include "models/record/tokenizer_p.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <QtNumeric>

#include <algorithm>

namespace pith::detail {

bool Scanner::duplicateKey(
    const Tape &tape, const std::vector<Frame> &frames, const Path *prefix, std::string_view key)
{
    if (error != ErrorKind::None)
        return false;
    // the pointer of the repeated key: prefix, then the key or index of every open container
    std::vector<Path> chain;
    chain.reserve(frames.size() + 1);
    const Path *parent = prefix;
    for (std::size_t f = 0; f < frames.size(); ++f) {
        const Frame &fr = frames[f];
        const Node &container = tape.nodes[fr.node];
        if (f + 1 == frames.size()) {
            chain.push_back(Path { parent, key, -1 });
        } else if (fr.object) {
            chain.push_back(Path { parent, lastKey(tape, fr), -1 });
        } else {
            chain.push_back(Path { parent, {}, qint64(container.count) });
        }
        parent = &chain.back();
    }
    error = ErrorKind::Duplicate;
    errorOffset = pos;
    errorPointer = parent ? parent->build() : QString();
    errorMessage = QCoreApplication::translate(
        "pith::RecordReader", "duplicate key \"%1\": a digest over repeated keys is ambiguous")
                       .arg(QString::fromUtf8(key.data(), qsizetype(key.size())));
    return false;
}

bool Scanner::parseValue(Tape &tape, const Path *prefix, int depthOffset, const Shape *shape)
{
    std::vector<Frame> &frames = m_frames;
    frames.clear();
    // Shaped: the frame index of the outermost open span (its descendants' nodes are dropped
    // as soon as they are read), or none.
    std::size_t spanFrame = SIZE_MAX;
    quint32 valueIndex = 0; // the node of the value that just closed
    const auto markParent = [&] {
        if (!frames.empty())
            tape.nodes[frames.back().node].canonical = false;
    };

    for (;;) {
        // a value
        if (skipWs())
            markParent();
        if (pos >= m_size)
            return fail(pos, Syntax::Value);
        const char c = m_data[pos];
        const quint32 index = quint32(tape.nodes.size());
        tape.nodes.emplace_back();
        bool closed = true;
        switch (c) {
        case '{':
        case '[': {
            if (int(frames.size()) + depthOffset >= kMaxNestingDepth) {
                if (error == ErrorKind::None) {
                    error = ErrorKind::Depth;
                    errorOffset = pos;
                    errorMessage = QCoreApplication::translate(
                        "pith::RecordReader", "nesting deeper than %1 levels")
                                       .arg(kMaxNestingDepth);
                }
                return false;
            }
            // the shape of this value: of the whole value, of an element, of a member
            const Shape *valueShape = nullptr;
            if (shape && spanFrame == SIZE_MAX) {
                if (frames.empty()) {
                    valueShape = shape->span ? nullptr : shape;
                } else {
                    const Frame &parent = frames.back();
                    valueShape = parent.object && parent.shape
                        ? memberShape(parent.shape, lastKey(tape, parent))
                        : parent.shape ? parent.shape->element
                                       : nullptr;
                }
            }
            const bool pruned = spanFrame != SIZE_MAX;
            const bool startsSpan = shape && !pruned && !valueShape;
            Node &n = tape.nodes[index];
            n.kind = c == '{' ? Kind::Object : Kind::Array;
            n.start = pos;
            n.span = startsSpan;
            ++pos;
            if (skipWs())
                n.canonical = false;
            if (pos < m_size && m_data[pos] == (c == '{' ? '}' : ']')) {
                ++pos;
                n.end = pos;
            } else {
                if (startsSpan)
                    spanFrame = frames.size();
                Frame f;
                f.node = index;
                f.object = c == '{';
                f.shape = valueShape;
                f.pruned = pruned || startsSpan;
                frames.push_back(std::move(f));
                closed = false;
            }
            break;
        }
        case '"':
            if (!parseString(tape, tape.nodes[index]))
                return false;
            break;
        case 't':
        case 'f':
        case 'n':
            if (!parseLiteral(tape.nodes[index]))
                return false;
            break;
        default:
            if (c == '-' || isDigit(c)) {
                if (!parseNumber(tape.nodes[index]))
                    return false;
            } else {
                return fail(pos, Syntax::Value);
            }
        }
        if (closed) {
            Node &n = tape.nodes[index];
            n.next = quint32(tape.nodes.size());
            if (!n.canonical)
                markParent();
            valueIndex = index;
        }

        // after a value: close containers, or find the next key / element
        for (;;) {
            if (frames.empty())
                return true;
            Frame &top = frames.back();
            Node &container = tape.nodes[top.node];
            if (closed) {
                if (top.dropMember) { // a member with an unknown key past the kept ones
                    tape.nodes.resize(valueIndex);
                    ++container.unsignedInteger;
                    top.dropMember = false;
                } else if (top.mapMember && dropMapMember(tape, top, container, valueIndex)) {
                    // a map's member past the kept ones, of the map's kind: counted (and summed)
                } else {
                    if (top.pruned) // read: its nodes go
                        tape.nodes.resize(valueIndex);
                    ++container.count;
                }
                if (skipWs())
                    container.canonical = false;
                const char d = pos < m_size ? m_data[pos] : '\0';
                if (d == ',') {
                    ++pos;
                } else if (d == (top.object ? '}' : ']')) {
                    ++pos;
                    container.end = pos;
                    if (frames.size() - 1 == spanFrame) {
                        tape.nodes.resize(top.node + 1); // the span alone
                        spanFrame = SIZE_MAX;
                    }
                    container.next = quint32(tape.nodes.size());
                    const bool canonical = container.canonical;
                    valueIndex = top.node;
                    frames.pop_back();
                    if (!canonical)
                        markParent();
                    continue; // the container is a value that just closed
                } else {
                    if (!top.object)
                        return fail(pos, Syntax::CommaOrBracket);
                    const std::string_view key = lastKey(tape, top);
                    return fail(pos, Syntax::CommaOrBrace,
                        QString::fromUtf8(key.data(), qsizetype(key.size())));
                }
            }
            closed = true;
            if (!top.object)
                break; // next element
            // a key
            if (skipWs())
                container.canonical = false;
            if (pos >= m_size || m_data[pos] != '"')
                return fail(pos, Syntax::Key);
            const qint64 keyStart = pos;
            const std::size_t decodedBefore = tape.decoded.size();
            const quint32 keyIndex = quint32(tape.nodes.size());
            tape.nodes.emplace_back();
            if (!parseString(tape, tape.nodes[keyIndex]))
                return false;
            Node &keyNode = tape.nodes[keyIndex];
            keyNode.next = keyIndex + 1;
            Node &obj = tape.nodes[top.node];
            if (!keyNode.canonical)
                obj.canonical = false;
            const std::string_view key = text(tape, keyNode);
            // Sorted keys (as Pith writes them) cannot repeat; otherwise compare with the others:
            // a few by their nodes, more by a KeySet made from the input when first needed.
            if (obj.count + obj.unsignedInteger > 0) {
                if (top.sorted && !(lastKey(tape, top) < key))
                    top.sorted = false;
                if (!top.sorted) {
                    obj.canonical = false;
                    bool duplicate = false;
                    if (!top.keys && !top.pruned && obj.unsignedInteger == 0 && obj.count < 32) {
                        for (quint32 k = top.node + 1; k < keyIndex; k = tape.nodes[k + 1].next) {
                            if (text(tape, tape.nodes[k]) == key) {
                                duplicate = true;
                                break;
                            }
                        }
                    } else {
                        if (!top.keys)
                            top.keys = keysBefore(obj.start, keyStart);
                        duplicate = !top.keys->insert(key, keyStart);
                    }
                    if (duplicate)
                        return duplicateKey(tape, frames, prefix, key);
                }
            }
            // A member of a known object with an unknown key, past the kept ones: no nodes.
            bool drop = false;
            if (!top.pruned && top.shape && top.shape->known && !top.shape->known(key)) {
                drop = top.unknownKept >= kUnknownMembersKept;
                if (!drop)
                    ++top.unknownKept;
            }
            // A map's member past the kept ones: its nodes go once its value is read.
            top.mapMember = false;
            if (!top.pruned && top.shape && top.shape->mapValue != Kind::Null) {
                top.mapMember = top.unknownKept >= kUnknownMembersKept;
                if (top.mapMember)
                    top.mapKeyDecoded = decodedBefore;
                else
                    ++top.unknownKept;
            }
            if (top.pruned || drop) { // the key's node goes; its text stays for what follows
                top.keyText.assign(key);
                top.keyInText = true;
                tape.nodes.pop_back();
                tape.decoded.resize(decodedBefore);
                top.dropMember = drop;
            } else {
                top.keyInText = false;
                top.lastKey = keyIndex;
            }
            if (skipWs())
                obj.canonical = false;
            if (pos >= m_size || m_data[pos] != ':') {
                const std::string_view k = lastKey(tape, top);
                return fail(pos, Syntax::Colon, QString::fromUtf8(k.data(), qsizetype(k.size())));
            }
            ++pos;
            break; // the member's value
        }
    }
}

bool Scanner::dropMapMember(Tape &tape, Frame &top, Node &map, quint32 valueIndex)
{
    top.mapMember = false;
    const Node &value = tape.nodes[valueIndex];
    // an integer map's value: negative (Integer) or not (Unsigned), within 64 bits signed
    const bool integers = top.shape->mapValue == Kind::Integer;
    const bool fits = integers ? value.kind == Kind::Integer
            || (value.kind == Kind::Unsigned
                && value.unsignedInteger <= quint64(std::numeric_limits<qint64>::max()))
                               : value.kind == top.shape->mapValue;
    // One member of another kind keeps its nodes: the reader refuses the record at it (a value
    // the map cannot hold), so the others need none.
    if (!fits && !top.mapKindRefused) {
        top.mapKindRefused = true;
        return false;
    }
    const qint64 add = value.kind == Kind::Integer ? value.integer : qint64(value.unsignedInteger);
    if (integers && fits && qAddOverflow(map.integer, add, &map.integer))
        map.number = 1;
    const quint32 keyIndex = valueIndex - 1; // a member's key node comes right before its value
    top.keyText.assign(text(tape, tape.nodes[keyIndex]));
    top.keyInText = true;
    tape.nodes.resize(keyIndex);
    tape.decoded.resize(top.mapKeyDecoded);
    ++map.unsignedInteger;
    return true;
}

std::unique_ptr<KeySet> Scanner::keysBefore(qint64 objectStart, qint64 upTo) const
{
    // validated already: each member is read again (values as spans, with no nodes kept)
    auto keys = std::make_unique<KeySet>(m_data, m_size);
    Scanner s(m_data, m_size);
    s.pos = objectStart + 1;
    Tape t;
    const Path none;
    for (;;) {
        s.skipWs();
        if (s.pos >= upTo)
            break;
        const qint64 at = s.pos;
        t.clear();
        Node k;
        s.parseString(t, k);
        keys->insert(s.text(t, k), at);
        s.skipWs();
        ++s.pos; // ':'
        s.skipWs();
        t.clear();
        s.parseValue(t, &none, 0, &kSpanValue);
        s.skipWs();
        ++s.pos; // ','
    }
    return keys;
}

std::string_view KeySet::textAt(qint64 offset, std::string &scratch) const
{
    qint64 i = offset + 1;
    while (i < m_size && m_data[i] != '"' && m_data[i] != '\\')
        ++i;
    if (i < m_size && m_data[i] == '"')
        return std::string_view(m_data + offset + 1, std::size_t(i - offset - 1));
    // escaped: decoded (validated before, so it parses)
    Scanner s(m_data, m_size);
    s.pos = offset;
    Tape t;
    Node n;
    s.parseString(t, n);
    scratch.assign(s.text(t, n));
    return scratch;
}

// A slot's index is the hash's top bits, and its tag the top 24 of them: up to 2^24 slots a grown
// table places its keys by their tags alone, without reading the input again.
bool KeySet::insert(std::string_view key, qint64 offset)
{
    if ((m_used + 1) * 10 > m_slots.size() * 7)
        grow();
    const quint64 hash = quint64(std::hash<std::string_view>()(key));
    const quint64 tag = hash >> 40;
    const std::size_t mask = m_slots.size() - 1;
    std::string scratch;
    for (std::size_t i = std::size_t(hash >> m_shift);; i = (i + 1) & mask) {
        const quint64 slot = m_slots[i];
        if (slot == 0) {
            m_slots[i] = (quint64(offset + 1) << 24) | tag;
            ++m_used;
            return true;
        }
        if ((slot & 0xffffff) == tag && textAt(qint64(slot >> 24) - 1, scratch) == key)
            return false;
    }
}

void KeySet::grow()
{
    std::vector<quint64> old;
    old.swap(m_slots);
    m_slots.assign(old.empty() ? 64 : old.size() * 2, 0);
    int bits = 0;
    while ((std::size_t(1) << bits) < m_slots.size())
        ++bits;
    m_shift = 64 - bits;
    m_used = 0;
    std::string scratch;
    const std::size_t mask = m_slots.size() - 1;
    for (const quint64 slot : old) {
        if (slot == 0)
            continue;
        const quint64 hash = bits <= 24
            ? (slot & 0xffffff) << 40
            : quint64(std::hash<std::string_view>()(textAt(qint64(slot >> 24) - 1, scratch)));
        std::size_t i = std::size_t(hash >> m_shift);
        while (m_slots[i] != 0)
            i = (i + 1) & mask;
        m_slots[i] = slot;
        ++m_used;
    }
}

QString foundAt(const char *data, qint64 size, qint64 offset)
{
    if (offset >= size)
        return QCoreApplication::translate("pith::RecordReader", "the end of the file");
    const auto c = static_cast<unsigned char>(data[offset]);
    if (c >= 0x20 && c < 0x7f)
        return QStringLiteral("'%1'").arg(QLatin1Char(char(c)));
    if (c < 0x80)
        return QStringLiteral("U+%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper();
    // a whole UTF-8 sequence when it is one; else the byte
    const qint64 length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    if (length > 1 && offset + length <= size) {
        QStringDecoder decoder(QStringDecoder::Utf8,
            QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom);
        const QString text = decoder.decode(QByteArrayView(data + offset, length));
        if (!decoder.hasError() && !text.isEmpty() && !text.contains(QChar::ReplacementCharacter)) {
            const char32_t cp = text.toUcs4().value(0);
            const QString hex
                = QStringLiteral("U+%1").arg(uint(cp), 4, 16, QLatin1Char('0')).toUpper();
            if (cp == 0xFEFF)
                //: %1 U+FEFF
                return QCoreApplication::translate("pith::RecordReader", "%1 (a byte-order mark)")
                    .arg(hex);
            if (QChar::isPrint(cp))
                return QStringLiteral("'%1' (%2)").arg(text, hex);
            return hex;
        }
    }
    //: %1 two hexadecimal digits
    return QCoreApplication::translate("pith::RecordReader", "the byte 0x%1")
        .arg(QString::number(c, 16).toUpper());
}

QString syntaxMessage(Syntax what, const QString &arg, const QString &found)
{
    switch (what) {
    case Syntax::Value:
        //: %1 what the file holds there: 'x', U+0009, the end of the file
        return QCoreApplication::translate("pith::RecordReader",
            "expected a value (an object, array, string, number, true, false or null), "
            "found %1")
            .arg(found);
    case Syntax::Literal:
        //: %1 the literal (true, false, null), %2 what the file holds there
        return QCoreApplication::translate(
            "pith::RecordReader", "expected the literal %1, found %2")
            .arg(arg, found);
    case Syntax::LiteralCutOff:
        //: %1 the literal (true, false, null)
        return QCoreApplication::translate(
            "pith::RecordReader", "the file ends inside the literal %1")
            .arg(arg);
    case Syntax::MinusDigit:
        return QCoreApplication::translate(
            "pith::RecordReader", "expected a digit after '-' in a number, found %1")
            .arg(found);
    case Syntax::FractionDigit:
        return QCoreApplication::translate(
            "pith::RecordReader", "expected a digit after the decimal point of a number, found %1")
            .arg(found);
    case Syntax::ExponentDigit:
        return QCoreApplication::translate(
            "pith::RecordReader", "expected a digit in the exponent of a number, found %1")
            .arg(found);
    case Syntax::LeadingZero:
        return QCoreApplication::translate(
            "pith::RecordReader", "a number cannot have a leading zero: found %1 after the 0")
            .arg(found);
    case Syntax::NumberEnd:
        return QCoreApplication::translate(
            "pith::RecordReader", "expected the end of the number, found %1")
            .arg(found);
    case Syntax::StringEnd:
        return QCoreApplication::translate(
            "pith::RecordReader", "the file ends inside a string (expected its closing '\"')");
    case Syntax::ControlCharacter:
        //: %1 a code point such as U+0009
        return QCoreApplication::translate("pith::RecordReader",
            "control character %1 in a string: it must be written as an escape")
            .arg(found);
    case Syntax::Escape:
        return QCoreApplication::translate("pith::RecordReader",
            "expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u) after the "
            "backslash, found %1")
            .arg(found);
    case Syntax::HexDigits:
        return QCoreApplication::translate(
            "pith::RecordReader", "expected four hexadecimal digits after \\u, found %1")
            .arg(found);
    case Syntax::LoneHighSurrogate:
        //: %1 four hex digits
        return QCoreApplication::translate("pith::RecordReader",
            "lone high surrogate \\u%1: expected a low surrogate (\\uDC00 to \\uDFFF) "
            "right after it")
            .arg(arg);
    case Syntax::LoneLowSurrogate:
        //: %1 four hex digits
        return QCoreApplication::translate("pith::RecordReader",
            "lone low surrogate \\u%1: expected a high surrogate (\\uD800 to \\uDBFF) "
            "right before it")
            .arg(arg);
    case Syntax::Utf8:
        return QCoreApplication::translate("pith::RecordReader", "ill-formed UTF-8: found %1")
            .arg(found);
    case Syntax::Key:
        return QCoreApplication::translate(
            "pith::RecordReader", "expected a key in double quotes, found %1")
            .arg(found);
    case Syntax::Colon:
        //: %1 the key, %2 what the file holds there
        return QCoreApplication::translate(
            "pith::RecordReader", "expected ':' after the key \"%1\", found %2")
            .arg(arg, found);
    case Syntax::CommaOrBrace:
        //: %1 the key, %2 what the file holds there
        return QCoreApplication::translate(
            "pith::RecordReader", "expected ',' or '}' after the value of the key \"%1\", found %2")
            .arg(arg, found);
    case Syntax::CommaOrBracket:
        return QCoreApplication::translate(
            "pith::RecordReader", "expected ',' or ']' after an element of an array, found %1")
            .arg(found);
    case Syntax::EndOfFile:
        return QCoreApplication::translate(
            "pith::RecordReader", "expected the end of the file after the record, found %1")
            .arg(found);
    case Syntax::EndOfValue:
        return QCoreApplication::translate(
            "pith::RecordReader", "expected the end of the JSON value, found %1")
            .arg(found);
    }
    return found;
}

std::pair<int, int> lineColumn(const QByteArray &bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    const char *d = bytes.constData();
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (d[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    int column = 1;
    for (qsizetype i = lineStart; i < offset; ++i) {
        if ((static_cast<unsigned char>(d[i]) & 0xC0) != 0x80)
            ++column;
    }
    return { line, column };
}

} // namespace pith::detail

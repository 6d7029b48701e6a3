// SPDX-License-Identifier: GPL-3.0-or-later
// The tokenizer's container walk (see tokenizer_p.h): iterative, so nesting costs no stack.
#include "models/record/tokenizer_p.h"

#include <QCoreApplication>

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
            chain.push_back(Path { parent, text(tape, tape.nodes[fr.lastKey]), -1 });
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

bool Scanner::parseValue(Tape &tape, const Path *prefix, int depthOffset)
{
    std::vector<Frame> &frames = m_frames;
    frames.clear();
    const auto markParent = [&] {
        if (!frames.empty())
            tape.nodes[frames.back().node].canonical = false;
    };

    for (;;) {
        // a value
        if (skipWs())
            markParent();
        if (pos >= m_size)
            return fail(pos, "unexpected end of input");
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
            Node &n = tape.nodes[index];
            n.kind = c == '{' ? Kind::Object : Kind::Array;
            n.start = pos;
            ++pos;
            if (skipWs())
                n.canonical = false;
            if (pos < m_size && m_data[pos] == (c == '{' ? '}' : ']')) {
                ++pos;
                n.end = pos;
            } else {
                frames.push_back(Frame { index, kNone, nullptr, c == '{', true });
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
                return fail(pos, "unexpected character");
            }
        }
        if (closed) {
            Node &n = tape.nodes[index];
            n.next = quint32(tape.nodes.size());
            if (!n.canonical)
                markParent();
        }

        // after a value: close containers, or find the next key / element
        for (;;) {
            if (frames.empty())
                return true;
            Frame &top = frames.back();
            Node &container = tape.nodes[top.node];
            if (closed) {
                ++container.count;
                if (skipWs())
                    container.canonical = false;
                if (pos >= m_size)
                    return fail(pos, "unexpected end of input");
                const char d = m_data[pos];
                if (d == ',') {
                    ++pos;
                } else if (d == (top.object ? '}' : ']')) {
                    ++pos;
                    container.end = pos;
                    container.next = quint32(tape.nodes.size());
                    const bool canonical = container.canonical;
                    frames.pop_back();
                    if (!canonical)
                        markParent();
                    continue; // the container is a value that just closed
                } else {
                    return fail(pos, top.object ? "expected ',' or '}'" : "expected ',' or ']'");
                }
            }
            closed = true;
            if (!top.object)
                break; // next element
            // a key
            if (skipWs())
                container.canonical = false;
            if (pos >= m_size)
                return fail(pos, "unexpected end of input");
            if (m_data[pos] != '"')
                return fail(pos, "expected a string as object key");
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
            // Sorted keys (as Pith writes them) cannot repeat; otherwise compare with the others.
            if (top.lastKey != kNone) {
                if (top.sorted && !(text(tape, tape.nodes[top.lastKey]) < key))
                    top.sorted = false;
                if (!top.sorted) {
                    obj.canonical = false;
                    bool duplicate = false;
                    if (top.keys) {
                        duplicate = !top.keys->insert(std::string(key)).second;
                    } else if (obj.count < 32) {
                        for (quint32 k = top.node + 1; k < keyIndex; k = tape.nodes[k + 1].next) {
                            if (text(tape, tape.nodes[k]) == key) {
                                duplicate = true;
                                break;
                            }
                        }
                    } else {
                        top.keys = std::make_unique<std::unordered_set<std::string>>();
                        for (quint32 k = top.node + 1; k < keyIndex; k = tape.nodes[k + 1].next)
                            top.keys->insert(std::string(text(tape, tape.nodes[k])));
                        duplicate = !top.keys->insert(std::string(key)).second;
                    }
                    if (duplicate)
                        return duplicateKey(tape, frames, prefix, key);
                }
            }
            top.lastKey = keyIndex;
            if (skipWs())
                obj.canonical = false;
            if (pos >= m_size)
                return fail(pos, "unexpected end of input");
            if (m_data[pos] != ':')
                return fail(pos, "expected ':'");
            ++pos;
            break; // the member's value
        }
    }
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

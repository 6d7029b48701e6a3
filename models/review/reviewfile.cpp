// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/review/reviewfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace pith::review {

namespace {

class ReviewFileText {
    Q_DECLARE_TR_FUNCTIONS(ReviewFileText)

public:
    static QString at(const QString &file, const QString &pointer, const QString &what)
    {
        return u"%1: %2: %3"_s.arg(QDir::toNativeSeparators(file), pointer, what);
    }
    static QString expected(const char *type, const QJsonValue &v)
    {
        //: %1 the JSON type wanted ("a string"), %2 the one found
        return tr("expected %1, found %2").arg(tr(type), typeName(v));
    }
    static QString typeName(const QJsonValue &v)
    {
        switch (v.type()) {
        case QJsonValue::Null:
            return tr("null");
        case QJsonValue::Bool:
            return tr("a boolean");
        case QJsonValue::Double:
            return tr("a number");
        case QJsonValue::String:
            return tr("a string");
        case QJsonValue::Array:
            return tr("an array");
        case QJsonValue::Object:
            return tr("an object");
        case QJsonValue::Undefined:
            break;
        }
        return tr("nothing");
    }
};

// Line and column (1-based, the column in characters) of a byte offset.
QString lineColumn(const QByteArray &bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (bytes.at(i) == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    const qsizetype column
        = QString::fromUtf8(bytes.constData() + lineStart, offset - lineStart).size() + 1;
    return u"%1:%2"_s.arg(line).arg(column);
}

QString isoUtc(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODate) : QString();
}

QJsonObject entryJson(const Entry &e)
{
    QJsonObject o;
    if (!e.note.isEmpty())
        o.insert(u"note"_s, e.note);
    if (!e.reviewer.isEmpty())
        o.insert(u"reviewer"_s, e.reviewer);
    if (e.at.isValid())
        o.insert(u"at"_s, isoUtc(e.at));
    return o;
}

// Reads note, reviewer and at of an entry object; false with *error at pointer.
bool readCommon(
    const QJsonObject &o, const QString &pointer, const QString &file, Entry *e, QString *error)
{
    for (const char *key : { "note", "reviewer", "at" }) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            continue;
        const QString where = pointer + u'/' + QLatin1String(key);
        if (!v.isString()) {
            *error = ReviewFileText::at(file, where, ReviewFileText::expected("a string", v));
            return false;
        }
        if (qstrcmp(key, "note") == 0)
            e->note = v.toString();
        else if (qstrcmp(key, "reviewer") == 0)
            e->reviewer = v.toString();
        else {
            e->at = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
            if (!e->at.isValid()) {
                *error = ReviewFileText::at(file, where,
                    //: %1 the text found where a date and time was expected
                    ReviewFileText::tr("not a date and time: \"%1\"").arg(v.toString()));
                return false;
            }
        }
    }
    return true;
}

} // namespace

QByteArray toJson(const ReviewData &data)
{
    QJsonObject root;
    root.insert(u"schema"_s, QLatin1String(kSchemaName));
    root.insert(u"version"_s, kSchemaVersion);
    root.insert(u"paper"_s, QJsonObject { { u"arxiv_id"_s, data.arxivId } });
    if (!data.recordNote.note.isEmpty())
        root.insert(u"record_note"_s, entryJson(data.recordNote));
    QStringList ids = data.entries.keys();
    std::sort(ids.begin(), ids.end());
    QJsonArray decisions;
    for (const QString &id : std::as_const(ids)) {
        const Entry &e = data.entries[id];
        QJsonObject o = entryJson(e);
        o.insert(u"observation_id"_s, id);
        o.insert(u"decision"_s, decisionKey(e.decision));
        if (!e.digest.isEmpty())
            o.insert(u"observation_digest"_s, e.digest);
        decisions.append(o);
    }
    root.insert(u"decisions"_s, decisions);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<ReviewData> fromJson(const QByteArray &bytes, const QString &file, QString *error)
{
    QString dummy;
    if (!error)
        error = &dummy;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError) {
        *error = u"%1:%2: %3"_s.arg(
            QDir::toNativeSeparators(file), lineColumn(bytes, pe.offset), pe.errorString());
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *error = ReviewFileText::at(file, u"(root)"_s,
            ReviewFileText::expected(
                "an object", doc.isArray() ? QJsonValue(doc.array()) : QJsonValue()));
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    const QJsonValue schema = root.value(u"schema"_s);
    if (schema.toString() != QLatin1String(kSchemaName)) {
        *error = ReviewFileText::at(file, u"/schema"_s,
            //: %1 the schema name wanted, %2 the one found
            ReviewFileText::tr("not a Pith Ledger review (schema \"%1\" expected, found %2)")
                .arg(QLatin1String(kSchemaName),
                    schema.isString() ? u'"' + schema.toString() + u'"'
                                      : ReviewFileText::typeName(schema)));
        return std::nullopt;
    }
    const QJsonValue version = root.value(u"version"_s);
    if (!version.isDouble() || version.toDouble() != kSchemaVersion) {
        *error = ReviewFileText::at(file, u"/version"_s,
            //: %1 the version found, %2 the one this program reads
            ReviewFileText::tr("version %1 is not one this program reads (it reads %2)")
                .arg(version.isDouble() ? QString::number(version.toDouble())
                                        : ReviewFileText::typeName(version))
                .arg(kSchemaVersion));
        return std::nullopt;
    }
    ReviewData data;
    const QJsonValue paper = root.value(u"paper"_s);
    const QJsonValue arxiv = paper.toObject().value(u"arxiv_id"_s);
    if (!paper.isObject() || !arxiv.isString() || arxiv.toString().isEmpty()) {
        *error = ReviewFileText::at(file, paper.isObject() ? u"/paper/arxiv_id"_s : u"/paper"_s,
            !paper.isObject()      ? ReviewFileText::expected("an object", paper)
                : arxiv.isString() ? ReviewFileText::tr("the paper's arXiv id is empty")
                                   : ReviewFileText::expected("a string", arxiv));
        return std::nullopt;
    }
    data.arxivId = arxiv.toString();
    const QJsonValue note = root.value(u"record_note"_s);
    if (!note.isUndefined()) {
        if (!note.isObject()) {
            *error = ReviewFileText::at(
                file, u"/record_note"_s, ReviewFileText::expected("an object", note));
            return std::nullopt;
        }
        if (!readCommon(note.toObject(), u"/record_note"_s, file, &data.recordNote, error))
            return std::nullopt;
    }
    const QJsonValue decisions = root.value(u"decisions"_s);
    if (!decisions.isArray()) {
        *error = ReviewFileText::at(
            file, u"/decisions"_s, ReviewFileText::expected("an array", decisions));
        return std::nullopt;
    }
    const QJsonArray list = decisions.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString pointer = u"/decisions/%1"_s.arg(i);
        if (!list.at(i).isObject()) {
            *error = ReviewFileText::at(
                file, pointer, ReviewFileText::expected("an object", list.at(i)));
            return std::nullopt;
        }
        const QJsonObject o = list.at(i).toObject();
        Entry e;
        for (const char *key : { "observation_id", "decision" }) {
            const QJsonValue v = o.value(QLatin1String(key));
            if (!v.isString()) {
                *error = ReviewFileText::at(file, pointer + u'/' + QLatin1String(key),
                    v.isUndefined() ? ReviewFileText::tr("required key missing")
                                    : ReviewFileText::expected("a string", v));
                return std::nullopt;
            }
        }
        const QString id = o.value(u"observation_id"_s).toString();
        const auto decision = decisionFromKey(o.value(u"decision"_s).toString());
        if (!decision) {
            QStringList known;
            for (Decision d : allDecisions())
                known.append(decisionKey(d));
            *error = ReviewFileText::at(file, pointer + u"/decision"_s,
                //: %1 the decision found, %2 the list of decisions the format knows
                ReviewFileText::tr("unknown decision \"%1\" (known: %2)")
                    .arg(o.value(u"decision"_s).toString(), known.join(u", "_s)));
            return std::nullopt;
        }
        e.decision = *decision;
        const QJsonValue digest = o.value(u"observation_digest"_s);
        if (!digest.isUndefined() && !digest.isString()) {
            *error = ReviewFileText::at(file, pointer + u"/observation_digest"_s,
                ReviewFileText::expected("a string", digest));
            return std::nullopt;
        }
        e.digest = digest.toString();
        if (!readCommon(o, pointer, file, &e, error))
            return std::nullopt;
        if (data.entries.contains(id)) {
            *error = ReviewFileText::at(file, pointer + u"/observation_id"_s,
                //: %1 an observation id
                ReviewFileText::tr("observation \"%1\" is listed twice").arg(id));
            return std::nullopt;
        }
        if (!e.isEmpty())
            data.entries.insert(id, e);
    }
    return data;
}

std::optional<ReviewData> readReviewFile(const QString &path, QString *error)
{
    const QFileInfo info(path);
    QString name = QDir::toNativeSeparators(path);
    if (!info.exists()) {
        //: %1 a file path
        *error = ReviewFileText::tr("%1: no such file").arg(name);
        return std::nullopt;
    }
    if (!info.isFile()) {
        //: %1 a file path
        *error = ReviewFileText::tr("%1: not a regular file").arg(name);
        return std::nullopt;
    }
    if (info.size() > kMaxReviewFileBytes) {
        //: %1 a file path, %2 its size in bytes
        *error = ReviewFileText::tr("%1: %2 bytes is too large for a review file")
                     .arg(name)
                     .arg(info.size());
        return std::nullopt;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = u"%1: %2"_s.arg(name, f.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = f.read(kMaxReviewFileBytes + 1);
    return fromJson(bytes, path, error);
}

QString reviewPathBesideFile(const QString &recordPath)
{
    const QFileInfo info(recordPath);
    QString base = info.fileName();
    if (base.endsWith(u".json"_s, Qt::CaseInsensitive))
        base.chop(5);
    return info.absoluteDir().filePath(base + u".review.json"_s);
}

QString reviewFolder()
{
    // The window's data folder (its AppDataLocation: organization "Pith", application
    // "pith-ledger"), spelled out so that pith-ledger-cli finds the same reviews.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + u"/Pith/pith-ledger/reviews"_s;
}

QString reviewPathForPaper(const QString &arxivId)
{
    QString file = arxivId;
    for (QChar &c : file) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != u'.' && c != u'-')
            c = u'_'; // old-style ids: hep-th/9901001 -> hep-th_9901001
    }
    return reviewFolder() + u'/' + file + u".review.json"_s;
}

QString alternativePath(const QString &path, int n)
{
    QString p = path;
    if (p.endsWith(u".review.json"_s))
        p.chop(5);
    else if (p.endsWith(u".json"_s))
        p.chop(5);
    return p + u'-' + QString::number(n) + u".json"_s;
}

QString paperMismatch(const ReviewData &data, const QString &recordArxivId)
{
    if (data.arxivId == recordArxivId)
        return {};
    //: %1 the paper the review file is of, %2 the paper of the open record
    return ReviewFileText::tr("the review is of arXiv:%1, this record is of arXiv:%2")
        .arg(data.arxivId, recordArxivId);
}

} // namespace pith::review

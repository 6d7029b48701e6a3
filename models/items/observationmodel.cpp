// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/items/observationmodel.h"

#include "models/items/displaytext.h"

#include "models/record/notice.h"
#include "models/record/wording.h"

#include <QDateTime>

#include <algorithm>

namespace pith {

namespace {

QVariant optionalInt(const std::optional<qint64> &v)
{
    return v ? QVariant::fromValue(*v) : QVariant();
}

// Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil).
qint64 daysFromCivil(int y, int m, int d)
{
    y -= m <= 2;
    const int era = (y >= 0 ? y : y - 399) / 400;
    const int yoe = y - era * 400;
    const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return qint64(era) * 146097 + doe - 719468;
}

// Above every reference number a record can hold (they are clamped below it).
constexpr qint64 kNoRef = qint64(1) << 39;

// The Direction column's sort key: direction, then reference number (a row without one last),
// so that outbound and inbound numbers do not interleave.
qint64 directionSortKey(const Observation &o)
{
    const qint64 direction = o.direction == pith::Direction::Outbound ? 0 : 1;
    const qint64 ref = o.citation.referenceIndex
        ? std::clamp<qint64>(*o.citation.referenceIndex, 0, kNoRef - 1)
        : kNoRef;
    return (direction << 40) | ref;
}

// Whether the record's rows as the model numbers them (outbound, then inbound) are in the
// Direction column's ascending order; stops at the first row out of it.
bool inDirectionOrder(const Record &record)
{
    qint64 previous = 0;
    for (const QList<Observation> *rows : { &record.outbound, &record.inbound }) {
        for (const Observation &o : *rows) {
            const qint64 key = directionSortKey(o);
            if (key < previous)
                return false;
            previous = key;
        }
    }
    return true;
}

// A table cell is one line: a tab or line break in a title shows as a space (the detail pane
// and the exports keep the raw value).
QString oneLine(const QString &text)
{
    if (!text.contains(u'\t') && !text.contains(u'\n') && !text.contains(u'\r'))
        return text;
    QString out = text;
    for (QChar &c : out) {
        if (c == u'\t' || c == u'\n' || c == u'\r')
            c = u' ';
    }
    return out;
}

bool digitsAt(QStringView s, qsizetype at, qsizetype n, int *out)
{
    int v = 0;
    for (qsizetype i = at; i < at + n; ++i) {
        const char16_t c = s[i].unicode();
        if (c < u'0' || c > u'9')
            return false;
        v = v * 10 + (c - u'0');
    }
    *out = v;
    return true;
}

} // namespace

std::optional<qint64> ObservationModel::fastTimestampMSecs(QStringView s)
{
    // YYYY-MM-DDTHH:MM:SS[.mmm|.mmmmmm](Z|+HH:MM|-HH:MM), the forms Pith writes; anything else
    // (local times, other fraction lengths, 24:00, leap seconds) is left to QDateTime.
    int y, mo, d, h, mi, sec, ms = 0, oh = 0, om = 0;
    if (s.size() < 20 || s[4] != u'-' || s[7] != u'-' || s[10] != u'T' || s[13] != u':'
        || s[16] != u':')
        return std::nullopt;
    if (!digitsAt(s, 0, 4, &y) || !digitsAt(s, 5, 2, &mo) || !digitsAt(s, 8, 2, &d)
        || !digitsAt(s, 11, 2, &h) || !digitsAt(s, 14, 2, &mi) || !digitsAt(s, 17, 2, &sec))
        return std::nullopt;
    qsizetype at = 19;
    if (s[at] == u'.') {
        qsizetype digits = 0;
        while (at + 1 + digits < s.size() && s[at + 1 + digits].isDigit() && digits < 7)
            ++digits;
        int fraction = 0;
        if ((digits != 3 && digits != 6) || !digitsAt(s, at + 1, digits, &fraction))
            return std::nullopt;
        // QDateTime rounds microseconds to the nearest millisecond, halves up (tst_itemmodels
        // compares every six-digit fraction)
        ms = digits == 3 ? fraction : (fraction + 500) / 1000;
        at += 1 + digits;
    }
    int sign = 0;
    if (s.size() == at + 1 && s[at] == u'Z') {
        sign = 1;
    } else if (s.size() == at + 6 && (s[at] == u'+' || s[at] == u'-') && s[at + 3] == u':'
        && digitsAt(s, at + 1, 2, &oh) && digitsAt(s, at + 4, 2, &om)) {
        sign = s[at] == u'+' ? 1 : -1;
    }
    if (!sign || y < 1 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || sec > 59 || oh > 23
        || om > 59)
        return std::nullopt;
    static constexpr int monthDays[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (d > monthDays[mo - 1] + (mo == 2 && leap))
        return std::nullopt;
    const qint64 seconds
        = daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + sec - sign * (oh * 3600 + om * 60);
    return seconds * 1000 + ms;
}

ObservationModel::ObservationModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    m_classifyTimer.setSingleShot(true);
    m_classifyTimer.setInterval(0);
    connect(&m_classifyTimer, &QTimer::timeout, this, [this] {
        if (!m_ruleOfRow.empty())
            return; // the rules changed meanwhile and classified the rows
        classifyRows();
        if (m_rows > 0)
            emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1),
                { Qt::ForegroundRole, Qt::BackgroundRole, ColourRuleRole });
        emit colouringChanged();
    });
}

void ObservationModel::setRecord(RecordPtr record)
{
    beginResetModel();
    m_record = std::move(record);
    m_rows = m_record ? int(m_record->observationCount()) : 0;
    m_changeKindOfRow.clear(); // a comparison belongs to the record it was made for
    // A proxy sorted by Direction leaves such rows as they are (ObservationFilterProxy::sort):
    // ranking and sorting 120,000 rows was half of the block in which a big record arrives.
    m_rowsInDirectionOrder = !m_record || inDirectionOrder(*m_record);
    // A big record is coloured in the next turn of the event loop, as the filter bar counts its
    // facets: the reset itself stays short (tests/bench: the window's longest block). A timer,
    // not a posted call: Qt may deliver an event posted while it delivers the one that brought
    // the record (the window's arrival block) in the same pass, and the two added up.
    const bool later = m_rows >= kClassifyLaterRows && !m_colourRules.isEmpty();
    if (later) {
        m_ruleCounts = QList<int>(m_colourRules.size(), 0);
        m_ruleOfRow.clear();
    } else {
        classifyRows();
    }
    endResetModel();
    if (later)
        m_classifyTimer.start();
    else
        m_classifyTimer.stop();
    emit colouringChanged();
}

void ObservationModel::classifyRows()
{
    m_ruleCounts = QList<int>(m_colourRules.size(), 0);
    m_ruleOfRow.clear();
    m_rulesAskFacts = false;
    if (!m_record)
        return;
    const ColourClassifier classifier(m_colourRules, m_record.get(), m_colourFacts);
    m_rulesAskFacts = classifier.asksFacts();
    if (classifier.isEmpty())
        return;
    m_ruleOfRow = classifier.classifyAll(*m_record);
    for (const qint8 rule : m_ruleOfRow) {
        if (rule >= 0)
            ++m_ruleCounts[rule];
    }
}

bool ObservationModel::setColourRules(const ColourRuleList &rules, QString *error)
{
    if (rules.size() > ColourRules::kMaxRules) {
        if (error)
            *error = ColourRules::tr("more than %n rules", nullptr, ColourRules::kMaxRules);
        return false;
    }
    if (rules == m_colourRules)
        return true;
    m_colourRules = rules;
    reclassify();
    return true;
}

void ObservationModel::setColourFacts(const ObservationFactsList &facts)
{
    if (facts == m_colourFacts)
        return;
    m_colourFacts = facts;
    if (!m_colourRules.isEmpty())
        reclassify();
}

void ObservationModel::colourFactsChanged()
{
    if (m_rulesAskFacts)
        reclassify();
}

void ObservationModel::reclassify()
{
    classifyRows();
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1),
            { Qt::ForegroundRole, Qt::BackgroundRole, ColourRuleRole });
    emit colouringChanged();
}

void ObservationModel::setColouringShown(bool shown)
{
    if (shown == m_colouringShown)
        return;
    m_colouringShown = shown;
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1),
            { Qt::ForegroundRole, Qt::BackgroundRole });
    emit colouringChanged();
}

void ObservationModel::setChangeKinds(const QHash<QString, QString> &kindByObservationId)
{
    if (kindByObservationId.isEmpty() && m_changeKindOfRow.isEmpty())
        return;
    m_changeKindOfRow.clear();
    if (!kindByObservationId.isEmpty()) {
        m_changeKindOfRow.reserve(m_rows);
        for (int row = 0; row < m_rows; ++row)
            m_changeKindOfRow << kindByObservationId.value(observation(row)->id);
    }
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1), { ChangeKindRole });
}

int ObservationModel::colourRuleOfRow(int row) const
{
    return row >= 0 && std::size_t(row) < m_ruleOfRow.size() ? m_ruleOfRow[std::size_t(row)]
                                                             : ColourClassifier::kNoRule;
}

QModelIndex ObservationModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || row >= m_rows || column < 0 || column >= ColumnCount)
        return {};
    return createIndex(row, column);
}

const Observation *ObservationModel::observation(int row) const
{
    return m_record ? observationAt(*m_record, row) : nullptr;
}

bool ObservationModel::rowsInOrderOf(int column) const
{
    return column == Direction && m_rowsInDirectionOrder;
}

const Observation *ObservationModel::observationAt(const Record &record, int row)
{
    if (row < 0)
        return nullptr;
    if (row < record.outbound.size())
        return &record.outbound.at(row);
    row -= int(record.outbound.size());
    if (row < record.inbound.size())
        return &record.inbound.at(row);
    return nullptr;
}

int ObservationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int ObservationModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ObservationModel::noticeKind(const StandingNotice &notice)
{
    // the types the reader read once: a paint never parses an event
    const QStringList &types = noticeEventTypes(notice);
    return types.isEmpty() ? notice.state : types.constFirst();
}

QVariant ObservationModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Observation *o = observation(index.row());
    if (!o)
        return {};
    if (role == ChangeKindRole) // every cell of the row, the Findings and Review ones too
        return index.row() < m_changeKindOfRow.size() ? m_changeKindOfRow.at(index.row())
                                                      : QString();
    if (index.column() == Findings && role != ObservationRole)
        return findingsData(*o, role);
    if (index.column() == Review)
        return role == ObservationRole ? QVariant(index.row())
            : m_reviewCell             ? m_reviewCell(*o, role)
                                       : QVariant();
    switch (role) {
    case Qt::DisplayRole:
        return displayData(*o, index.column());
    case FullTextRole:
        return displayData(*o, index.column(), true);
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case ReferenceIndex:
        case Year:
        case Events:
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        default:
            return {};
        }
    case SortRole:
        return sortData(*o, index.column());
    case ObservationRole:
        return index.row();
    case NoticeKindRole:
        return index.column() == Notice ? noticeKind(o->notice) : QVariant();
    case ColourRuleRole:
        return colourRuleOfRow(index.row());

    case Qt::ForegroundRole:
    case Qt::BackgroundRole: {
        const int rule
            = m_colouringShown ? colourRuleOfRow(index.row()) : ColourClassifier::kNoRule;
        if (rule < 0)
            return {};
        const ColourRule &r = m_colourRules.at(rule);
        const QColor &c = role == Qt::ForegroundRole ? r.foreground : r.background;
        return c.isValid() ? QVariant(c) : QVariant();
    }
    default:
        return {};
    }
}

void ObservationModel::setIntegrity(IntegrityJoinPtr join)
{
    m_integrity = std::move(join);
    if (m_rows > 0)
        emit dataChanged(index(0, Findings), index(m_rows - 1, Findings));
}

QVariant ObservationModel::findingsData(const Observation &o, int role) const
{
    const QList<int> at = m_integrity ? m_integrity->at(o) : QList<int>();
    const auto first = [&]() -> const IntegrityFinding & {
        return m_integrity->finding(m_integrity->joined.at(at.constFirst()));
    };
    int live = 0;
    for (const int j : at)
        live += !m_integrity->finding(m_integrity->joined.at(j)).rescinded();
    switch (role) {
    case Qt::DisplayRole:
    case FullTextRole: {
        if (at.isEmpty())
            return {};
        if (live == 0)
            return IntegrityText::verdictClass(QStringLiteral("rescinded"));
        const QString label = IntegrityText::severity(first().severity);
        //: Findings column: the gravest finding's severity and how many more the row has
        return live > 1 ? tr("%1 +%2").arg(label).arg(live - 1) : label;
    }
    case FindingSeverityRole:
        if (at.isEmpty())
            return {};
        return live == 0 ? QStringLiteral("rescinded") : first().severity;
    case Qt::ToolTipRole: {
        QStringList lines;
        for (const int j : at) {
            const JoinedFinding &jf = m_integrity->joined.at(j);
            lines.append(displayCapped(findingLine(m_integrity->finding(jf)))
                + QStringLiteral(" · ") + IntegrityJoinText::label(jf.kind));
        }
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    case SortRole:
        // Gravest first: by severity, then rescinded only, then none.
        if (at.isEmpty())
            return 9;
        return live == 0 ? 8 : severityRank(first().severity);
    default:
        return {};
    }
}

QVariant ObservationModel::displayData(const Observation &o, int column, bool whole) const
{
    const auto shown = [whole](const QString &text) { return whole ? text : displayCapped(text); };
    switch (column) {
    case Direction:
        return directionLabel(o.direction);
    case ReferenceIndex:
        return optionalInt(o.citation.referenceIndex);
    case Title:
        return oneLine(shown(o.otherTitle()));
    case ArxivId:
        return shown(o.otherArxivId());
    case Doi:
        return shown(o.otherDoi());
    case Year:
        return optionalInt(o.otherYear());
    case Status:
        return stateLabel(o.resolution.status);
    case Resolver:
        return shown(o.resolution.resolverSource);
    case ObservedAt:
        return o.resolution.observedAt;
    case Notice:
        return noticeLabel(o.notice);
    case Events:
        return int(o.notice.events.size());
    case Digest:
        return o.digestOk() ? tr("ok", "digest verifies") : tr("bad", "digest does not verify");
    default:
        return {};
    }
}

QVariant ObservationModel::sortData(const Observation &o, int column)
{
    switch (column) {
    case Direction:
        return directionSortKey(o); // the default order
    case ReferenceIndex:
        return optionalInt(o.citation.referenceIndex);
    case Title:
        return o.otherTitle();
    case ArxivId:
        return o.otherArxivId();
    case Doi:
        return o.otherDoi();
    case Year:
        return optionalInt(o.otherYear());
    case Status:
        return o.resolution.status;
    case Resolver:
        return o.resolution.resolverSource;
    case ObservedAt: {
        // Parsing with QDateTime took 0.7 us a row, most of the time of sorting 120,000 rows.
        if (const auto ms = fastTimestampMSecs(o.resolution.observedAt))
            return QDateTime::fromMSecsSinceEpoch(*ms, Qt::UTC);
        const QDateTime t = QDateTime::fromString(o.resolution.observedAt, Qt::ISODateWithMs);
        return t.isValid() ? QVariant(t) : QVariant();
    }
    case Notice:
        // Gravest first: events by type, then measured without events, then the rest.
        if (const QStringList &types = noticeEventTypes(o.notice); !types.isEmpty())
            return eventTypeRank(types.constFirst());
        return o.notice.state == u"measured" ? 10 : 11;
    case Events:
        return int(o.notice.events.size());
    case Digest:
        return o.digestOk();
    default:
        return {};
    }
}

void ObservationModel::setReviewCell(ReviewCell cell)
{
    m_reviewCell = std::move(cell);
    reviewChanged();
}

void ObservationModel::reviewChanged()
{
    if (m_rows > 0)
        emit dataChanged(index(0, Review), index(m_rows - 1, Review));
}

QVariant ObservationModel::sortValue(const Observation &o, int column) const
{
    if (column == Review)
        return m_reviewCell ? m_reviewCell(o, SortRole) : QVariant();
    return sortData(o, column);
}

QVariant ObservationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    //: Column header: outbound or inbound
    case Direction:
        return tr("Direction");
    //: Column header: the reference's number in the citing paper's bibliography
    case ReferenceIndex:
        return tr("Ref.");
    //: Column header: title of the paper on the other end of the citation
    case Title:
        return tr("Title");
    //: Column header
    case ArxivId:
        return tr("arXiv");
    //: Column header
    case Doi:
        return tr("DOI");
    //: Column header: publication year
    case Year:
        return tr("Year");
    //: Column header: resolution status, e.g. verified fuzzy
    case Status:
        return tr("Status");
    //: Column header: which resolver matched the reference
    case Resolver:
        return tr("Resolver");
    //: Column header: when the resolution was observed
    case ObservedAt:
        return tr("Observed");
    //: Column header: standing notice state (retractions, corrections)
    case Notice:
        return tr("Notice");
    //: Column header: number of standing-notice events
    case Events:
        return tr("Events");
    //: Column header: whether the observation digest verifies
    case Digest:
        return tr("Digest");
    //: Column header: Pith integrity findings on the reference (severity)
    case Findings:
        return tr("Findings");
    //: Column header: the reviewer's decision and note marker (a review kept beside the record)
    case Review:
        return tr("Review");
    default:
        return {};
    }
}

} // namespace pith

// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_review.h"

#include "app/cli/recordargument.h"
#include "app/cli/terminal.h"
#include "models/review/reviewfile.h"
#include "models/review/reviewsession.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace pith::cli {

QString takeReviewOption(QStringList &args, ReviewOption &option)
{
    for (int i = 0; i < args.size(); ++i) {
        const QString a = args.at(i);
        if (a == QLatin1String("--review")) {
            if (i + 1 >= args.size())
                return QCoreApplication::translate("pith::cli", "%1 needs a value").arg(a);
            option.file = args.at(i + 1);
            option.given = true;
            args.remove(i, 2);
            --i;
        } else if (a.startsWith(QLatin1String("--review="))) {
            option.file = a.mid(9);
            option.given = true;
            args.removeAt(i);
            --i;
        }
    }
    return {};
}

QString defaultReviewPath(const QString &recordArgument, const QString &arxivId)
{
    const open::RecordInput input = classifyRecordArgument(recordArgument, {});
    return input.kind == open::RecordInput::Kind::Remote ? review::reviewPathForPaper(arxivId)
                                                         : review::reviewPathBesideFile(input.text);
}

review::ReviewPtr loadReview(const RecordPtr &record, const QString &recordArgument,
    const ReviewOption &option, QString *error, QString *pathOut)
{
    QString path = option.file;
    if (!option.given) {
        path = defaultReviewPath(recordArgument, record->paper.arxivId);
        if (!QFileInfo::exists(path))
            return nullptr;
    }
    const std::optional<review::ReviewData> data
        = review::ReviewSession::readForMerge(path, record->paper.arxivId, error);
    if (!data)
        return nullptr;
    auto r = std::make_shared<review::Review>();
    r->setRecord(record);
    r->setData(*data);
    if (pathOut)
        *pathOut = path;
    return r;
}

void printReviewSummary(const review::Review &review, const QString &path, QTextStream &out)
{
    //: summary/export: heading of the review's lines, %1 the review file
    out << QCoreApplication::translate("pith::cli", "Review (%1):")
               .arg(oneLine(QDir::toNativeSeparators(path)))
        << '\n';
    for (const QString &line : review::summaryLines(review))
        out << "  " << oneLine(line) << '\n';
}

} // namespace pith::cli

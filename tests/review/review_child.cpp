// SPDX-License-Identifier: GPL-3.0-or-later
// A second process for tst_review:
//   review_child lock PATH         holds the lock of the review at PATH until stdin closes
//   review_child save PATH         writes two versions of a big review to PATH in turn, forever
//   review_child decide PATH IDS   opens the review at PATH, marks each observation of the
//                                  comma-separated IDS disputed, one write each, and ends
#include "models/review/reviewfile.h"
#include "models/review/reviewsession.h"

#include <QCoreApplication>
#include <QFile>
#include <QLockFile>

#include <cstdio>

using namespace pith::review;
using namespace Qt::StringLiterals;

// Version v (0 or 1) of a review big enough that a write takes a while.
static ReviewData version(int v)
{
    ReviewData d;
    d.arxivId = u"2509.00217"_s;
    for (int i = 0; i < 4000; ++i) {
        Entry e;
        e.decision = v == 0 ? Decision::Confirmed : Decision::Disputed;
        e.note = QString(200, v == 0 ? u'a' : u'b');
        e.reviewer = u"child"_s;
        d.entries.insert(u"obs-%1"_s.arg(i), e);
    }
    return d;
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3)
        return 64;
    const QString path = args.at(2);
    auto review = std::make_shared<Review>();
    ReviewSession session(review);
    if (args.at(1) == u"lock") {
        QLockFile lock(ReviewSession::lockPath(path));
        std::printf("%s\n", lock.tryLock(0) ? "locked" : "refused");
        std::fflush(stdout);
        char buffer[16];
        while (std::fread(buffer, 1, sizeof buffer, stdin) > 0) { }
        return 0;
    }
    if (args.at(1) == u"save") {
        const ReviewData versions[2] = { version(0), version(1) };
        QStringList messages;
        session.openDefault(path, &messages);
        if (!session.isWritable())
            return 2;
        review->setData(ReviewData { versions[0].arxivId, {}, {} }); // no record: its paper
        std::printf("saving\n");
        std::fflush(stdout);
        for (int i = 0;; ++i) {
            review->replaceWith(versions[i % 2], u"version"_s);
            QString error;
            if (!session.saveNow(&error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 1;
            }
        }
    }
    if (args.at(1) == u"decide" && args.size() == 4) {
        QStringList messages;
        session.openDefault(path, &messages);
        if (!session.isWritable())
            return 2;
        for (const QString &id : args.at(3).split(u',')) {
            review->setDecision({ id }, Decision::Disputed);
            QString error;
            if (!session.saveNow(&error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 1;
            }
        }
        std::printf("decided\n");
        return 0;
    }
    return 64;
}

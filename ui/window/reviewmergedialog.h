// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/review/review.h"

#include <QDialog>

class QRadioButton;

namespace pith::ui {

// Taking in a colleague's review: where both changed the same observation (or the record note),
// both versions are shown side by side and the reviewer chooses one for each. Nothing is taken
// until the dialog is accepted; rejecting it takes nothing at all.
class ReviewMergeDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReviewMergeDialog)

public:
    // titles: how each conflicting observation is named (its reference and title), by id.
    ReviewMergeDialog(const review::MergeResult &result, const QHash<QString, QString> &titles,
        const QString &theirFile, QWidget *parent = nullptr);

    const review::MergeResult &result() const { return m_result; }
    // Per conflict, in result().conflicts order: true when theirs is chosen.
    QList<bool> choices() const;
    // Chooses theirs (true) or mine for conflict i (tests, keyboard).
    void choose(int i, bool theirs);

private:
    review::MergeResult m_result;
    QList<QRadioButton *> m_theirs;
};

} // namespace pith::ui

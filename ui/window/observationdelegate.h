// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace pith::ui {

// Draws the observation table's cells with what the plain text does not say: a row whose
// observation digest fails is drawn in the failure colour in every column (not only in the
// Digest column), and the Notice column carries the notice's marker and colour
// (ui/paint/noticestyle.h).
class ObservationDelegate final : public QStyledItemDelegate {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ObservationDelegate)

public:
    explicit ObservationDelegate(QObject *parent = nullptr);

    // Whether the row of index (a proxy or source index of ObservationModel) fails its digest.
    static bool rowFailsDigest(const QModelIndex &index);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace pith::ui

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QIcon>
#include <QStyledItemDelegate>

#include <functional>

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

private:
    // A notice's or a finding's marker of side x side, drawn once per name, size, pixel ratio and
    // palette darkness: every cell of those columns asked for one at each paint and size hint
    // (fitting the columns to 250 rows drew 500, a fifth of the fitting's time).
    QIcon marker(const QString &name, int side, const QStyleOptionViewItem &option,
        const std::function<void(QPainter &, const QRectF &)> &paint) const;
    mutable QHash<QString, QIcon> m_markers;
};

} // namespace pith::ui

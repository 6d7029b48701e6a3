// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/integrity/integrityjoin.h"
#include "models/record/record.h"

#include <QPalette>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTextBrowser;

namespace pith::ui {

// What the detail pane says about one observation, as label/value lines: rendered as rich text
// (every value escaped) for the pane and as plain text for "Copy as text".
struct DetailSection {
    QString heading;
    QList<QPair<QString, QString>> rows;
};

struct ObservationDetail {
    QString headline; // "This paper cites X." / "X cites this paper."
    QString reference; // "Reference 3"
    QString resolution; // "Resolution: verified fuzzy; raw_fallback, observed ..."
    QString notice; // "No event found ..." / "Unavailable: canonical work link unavailable."
    // Each standing-notice event as one readable line (type, source, date, other keys) and its
    // URL ("" when it has none), clickable in the HTML.
    QList<QPair<QString, QString>> events;
    QString digestCheck;
    bool digestOk = false;
    QList<DetailSection> sections;

    static ObservationDetail of(const Observation &o);
    QString toHtml(const QPalette &palette = QPalette()) const;
    QString toPlainText() const;
};

// The arXiv id of a followable "/paper/<id>" link (net::followablePaperId), or empty.
QString followablePaperId(const QString &link);

// The selected observation in full: official wording, every field, unknown keys, the raw JSON,
// the digest check, copy actions and the links one can follow.
class DetailPane final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetailPane)

public:
    explicit DetailPane(QWidget *parent = nullptr);

    void setObservation(const Observation *observation);
    // Pith integrity findings joined to the rows: the pane shows those of its observation.
    // keys: Pith's public keys by key id (the preferences), for the signed events' check.
    void setIntegrity(IntegrityJoinPtr join, const QHash<QString, QString> &keys = {});
    QString text() const; // the pane's text as shown
    QString rawJson() const; // the pretty-printed JSON
    // The review's note editor (ReviewController), shown above the observation's text.
    void setReviewEditor(QWidget *editor);

signals:
    void openPaperRequested(const QString &arxivId, bool newTab);

private:
    void updateFollowButtons();

    std::optional<Observation> m_observation;
    IntegrityJoinPtr m_integrity;
    QHash<QString, QString> m_integrityKeys;
    QTextBrowser *m_text = nullptr;
    QPlainTextEdit *m_json = nullptr;
    QPushButton *m_openCited = nullptr;
    QPushButton *m_openCiting = nullptr;
    QLabel *m_followNote = nullptr;
    QList<std::pair<QWidget *, bool>> m_copyButtons; // and whether it copies from the bytes
};

} // namespace pith::ui

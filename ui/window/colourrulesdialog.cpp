// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/colourrulesdialog.h"
#include "ui/report/factkinds.h"

#include "models/items/displaytext.h"
#include "ui/window/filterbar.h"

#include <QAbstractItemView>
#include <QColorDialog>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QStringListModel>
#include <QVBoxLayout>

namespace pith::ui {

namespace {

enum ItemRole { QueryRole = Qt::UserRole, ForegroundColourRole, BackgroundColourRole };

const QColor kErrorColour(0xc0, 0x1c, 0x28);

QString fileFilter()
{
    //: File dialog filter for colouring rules files
    return ColourRulesDialog::tr("Colouring rules (*.json);;All files (*)");
}

} // namespace

ColourRulesDialog::ColourRulesDialog(
    const ColourRuleList &rules, ColourRuleList defaults, QWidget *parent)
    : QDialog(parent)
    , m_defaults(std::move(defaults))
    , m_factKinds(everyFactKind())
{
    setObjectName(QStringLiteral("colourRulesDialog"));
    setWindowTitle(tr("Colouring Rules"));
    auto *outer = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("A row takes the colours of the first enabled rule whose query "
                                "(the filter bar's language) selects it. Drag rules to reorder."),
        this);
    intro->setWordWrap(true);
    outer->addWidget(intro);

    auto *middle = new QHBoxLayout;
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("ruleList"));
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setAccessibleName(tr("Rules"));
    middle->addWidget(m_list, 1);

    auto *side = new QVBoxLayout;
    const auto button = [this, side](const QString &text, const char *name) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(QString::fromLatin1(name));
        b->setAutoDefault(false);
        side->addWidget(b);
        return b;
    };
    m_add = button(tr("&Add"), "addButton");
    m_remove = button(tr("Re&move"), "removeButton");
    m_up = button(tr("&Up"), "upButton");
    m_down = button(tr("Do&wn"), "downButton");
    side->addSpacing(12);
    QPushButton *importButton = button(tr("&Import…"), "importButton");
    QPushButton *exportButton = button(tr("E&xport…"), "exportButton");
    QPushButton *resetButton = button(tr("&Reset to Defaults"), "resetButton");
    side->addStretch(1);
    middle->addLayout(side);
    outer->addLayout(middle, 1);

    auto *form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setMaxLength(ColourRules::kMaxNameLength);
    form->addRow(tr("&Name:"), m_name);
    m_query = new QLineEdit(this);
    m_query->setObjectName(QStringLiteral("queryEdit"));
    m_query->setMaxLength(ColourRules::kMaxQueryLength);
    m_query->setPlaceholderText(tr("e.g. status:unresolved year:..2010"));
    form->addRow(tr("&Query:"), m_query);
    m_queryError = new QLabel(this);
    m_queryError->setObjectName(QStringLiteral("queryErrorLabel"));
    m_queryError->setTextFormat(Qt::PlainText);
    m_queryError->setWordWrap(true);
    QPalette errorPalette = m_queryError->palette();
    errorPalette.setColor(QPalette::WindowText, kErrorColour);
    m_queryError->setPalette(errorPalette);
    m_queryError->hide();
    form->addRow(QString(), m_queryError);
    auto *colours = new QHBoxLayout;
    m_foreground = new QPushButton(tr("&Text Colour…"), this);
    m_foreground->setObjectName(QStringLiteral("foregroundButton"));
    m_foreground->setAutoDefault(false);
    m_background = new QPushButton(tr("&Background Colour…"), this);
    m_background->setObjectName(QStringLiteral("backgroundButton"));
    m_background->setAutoDefault(false);
    colours->addWidget(m_foreground);
    colours->addWidget(m_background);
    colours->addStretch(1);
    form->addRow(tr("Colours:"), colours);
    outer->addLayout(form);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("messageLabel"));
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->hide();
    outer->addWidget(m_message);

    m_buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(QStringLiteral("buttonBox"));
    outer->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &ColourRulesDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ColourRulesDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
        &ColourRulesDialog::apply);
    connect(m_add, &QPushButton::clicked, this, &ColourRulesDialog::addRule);
    connect(m_remove, &QPushButton::clicked, this, &ColourRulesDialog::removeRule);
    connect(m_up, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveCurrent(1); });
    connect(importButton, &QPushButton::clicked, this, &ColourRulesDialog::browseImport);
    connect(exportButton, &QPushButton::clicked, this, &ColourRulesDialog::browseExport);
    connect(resetButton, &QPushButton::clicked, this, &ColourRulesDialog::resetToDefaults);
    connect(m_foreground, &QPushButton::clicked, this, [this] { pickColour(true); });
    connect(m_background, &QPushButton::clicked, this, [this] { pickColour(false); });
    connect(m_name, &QLineEdit::textEdited, this, &ColourRulesDialog::onNameEdited);
    connect(m_query, &QLineEdit::textEdited, this, &ColourRulesDialog::onQueryEdited);
    connect(m_list, &QListWidget::currentItemChanged, this, &ColourRulesDialog::onCurrentChanged);
    connect(
        m_list->model(), &QAbstractItemModel::rowsMoved, this, &ColourRulesDialog::updateButtons);
    connect(m_list, &QListWidget::itemChanged, this, &ColourRulesDialog::updateButtons);

    // The term at the cursor completes as in the filter bar (the completer is not the line
    // edit's own: it completes the term, not the text).
    m_completions = new QStringListModel(this);
    m_completer = new QCompleter(m_completions, this);
    m_completer->setObjectName(QStringLiteral("queryCompleter"));
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setWidget(m_query);
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this,
        &ColourRulesDialog::insertCompletion);
    connect(m_query, &QLineEdit::textEdited, this, &ColourRulesDialog::updateCompletions);

    setRules(rules);
    resize(640, 480);
}

void ColourRulesDialog::setCompletionFrom(const FilterBar *bar) { m_completionBar = bar; }

void ColourRulesDialog::updateCompletions()
{
    const FilterBar *bar = m_completionBar;
    if (!bar) {
        if (!m_ownBar) {
            m_ownBar = new FilterBar(this);
            m_ownBar->hide();
            m_ownBar->setFacts(m_factKinds);
        }
        bar = m_ownBar;
    }
    const QString text = m_query->text();
    const int cursor = m_query->cursorPosition();
    const QStringList candidates = bar->completionsAt(text, cursor);
    const QString term = FilterBar::termAt(text, cursor);
    m_completions->setStringList(candidates);
    m_completer->setCompletionPrefix(term);
    if (candidates.isEmpty() || m_completer->completionCount() == 0
        || (m_completer->completionCount() == 1
            && m_completer->currentCompletion().compare(term, Qt::CaseInsensitive) == 0)) {
        m_completer->popup()->hide();
        return;
    }
    m_completer->complete();
}

void ColourRulesDialog::insertCompletion(const QString &completion)
{
    int cursor = 0;
    const QString text = FilterBar::withCompletion(
        m_query->text(), m_query->cursorPosition(), completion, &cursor);
    m_query->setText(text);
    m_query->setCursorPosition(cursor);
    onQueryEdited(text); // setText is no edit
}

QListWidgetItem *ColourRulesDialog::newItem(const ColourRule &rule)
{
    auto *item = new QListWidgetItem;
    item->setFlags(
        Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable | Qt::ItemIsDragEnabled);
    item->setText(rule.name);
    item->setData(QueryRole, rule.query);
    item->setData(ForegroundColourRole, rule.foreground);
    item->setData(BackgroundColourRole, rule.background);
    item->setCheckState(rule.enabled ? Qt::Checked : Qt::Unchecked);
    updateItem(item);
    return item;
}

void ColourRulesDialog::updateColourButtons()
{
    // Each button shows the colour it sets (none: the palette's, drawn as an empty box).
    const QListWidgetItem *item = m_list->currentItem();
    const int side = fontMetrics().height();
    for (const auto &[button, role] : { std::pair { m_foreground, int(ForegroundColourRole) },
             std::pair { m_background, int(BackgroundColourRole) } }) {
        const QColor colour = item ? item->data(role).value<QColor>() : QColor();
        QPixmap swatch(side, side);
        swatch.fill(colour.isValid() ? colour : palette().color(QPalette::Base));
        QPainter p(&swatch);
        p.setPen(palette().color(QPalette::Mid));
        p.drawRect(0, 0, side - 1, side - 1);
        p.end();
        button->setIcon(QIcon(swatch));
    }
}

void ColourRulesDialog::updateItem(QListWidgetItem *item)
{
    // The item shows the rule as the table will, and says when its query is refused.
    const QColor fg = item->data(ForegroundColourRole).value<QColor>();
    const QColor bg = item->data(BackgroundColourRole).value<QColor>();
    item->setData(Qt::ForegroundRole, fg.isValid() ? QVariant(fg) : QVariant());
    item->setData(Qt::BackgroundRole, bg.isValid() ? QVariant(bg) : QVariant());
    const QString query = item->data(QueryRole).toString();
    const auto error = ColourRules::checkQuery(query, m_factKinds);
    item->setIcon(error ? style()->standardIcon(QStyle::SP_MessageBoxWarning) : QIcon());
    item->setToolTip(plain::toolTip(
        error ? tr("Column %1: %2").arg(error->position).arg(error->message) : query));
}

void ColourRulesDialog::setRules(const ColourRuleList &rules)
{
    m_list->clear();
    for (const ColourRule &r : rules)
        m_list->addItem(newItem(r));
    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
    onCurrentChanged();
}

ColourRuleList ColourRulesDialog::rules() const
{
    ColourRuleList out;
    for (int i = 0; i < m_list->count(); ++i) {
        const QListWidgetItem *item = m_list->item(i);
        out.append({ item->text(), item->data(QueryRole).toString(),
            item->data(ForegroundColourRole).value<QColor>(),
            item->data(BackgroundColourRole).value<QColor>(), item->checkState() == Qt::Checked });
    }
    return out;
}

void ColourRulesDialog::addRule()
{
    if (m_list->count() >= ColourRules::kMaxRules) {
        showMessage(tr("At most %n rules.", nullptr, ColourRules::kMaxRules), true);
        return;
    }
    //: The name of a newly added colouring rule
    ColourRule rule { tr("New rule"), QString(), QColor(0x1f, 0x1f, 0x1f), QColor(0xff, 0xf1, 0xc2),
        true };
    const int row = m_list->currentRow() + 1;
    m_list->insertItem(row, newItem(rule));
    m_list->setCurrentRow(row);
    m_name->setFocus();
    m_name->selectAll();
}

void ColourRulesDialog::removeRule()
{
    const int row = m_list->currentRow();
    if (row < 0)
        return;
    delete m_list->takeItem(row);
    onCurrentChanged();
}

void ColourRulesDialog::moveCurrent(int delta)
{
    const int row = m_list->currentRow();
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= m_list->count())
        return;
    QListWidgetItem *item = m_list->takeItem(row);
    m_list->insertItem(to, item);
    m_list->setCurrentRow(to);
}

void ColourRulesDialog::onCurrentChanged()
{
    QListWidgetItem *item = m_list->currentItem();
    m_name->setEnabled(item);
    m_query->setEnabled(item);
    m_foreground->setEnabled(item);
    m_background->setEnabled(item);
    m_name->setText(item ? item->text() : QString());
    m_query->setText(item ? item->data(QueryRole).toString() : QString());
    onQueryEdited(m_query->text());
    updateColourButtons();
    updateButtons();
}

void ColourRulesDialog::onNameEdited(const QString &text)
{
    if (QListWidgetItem *item = m_list->currentItem())
        item->setText(text);
}

void ColourRulesDialog::onQueryEdited(const QString &text)
{
    QListWidgetItem *item = m_list->currentItem();
    if (item && item->data(QueryRole).toString() != text) {
        item->setData(QueryRole, text);
        updateItem(item);
    }
    const auto error = item ? ColourRules::checkQuery(text, m_factKinds) : std::nullopt;
    if (error)
        //: %1 the column of the bad term, %2 the query parser's message (as in the filter bar)
        m_queryError->setText(tr("Column %1: %2").arg(error->position).arg(error->message));
    m_queryError->setVisible(error.has_value());
    QPalette pal = m_query->palette();
    pal.setColor(QPalette::Text, error ? kErrorColour : palette().color(QPalette::Text));
    m_query->setPalette(pal);
    updateButtons();
}

void ColourRulesDialog::setCurrentColours(const QColor &foreground, const QColor &background)
{
    QListWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    item->setData(ForegroundColourRole, foreground);
    item->setData(BackgroundColourRole, background);
    updateItem(item);
    updateColourButtons();
}

void ColourRulesDialog::pickColour(bool foreground)
{
    QListWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    const int role = foreground ? ForegroundColourRole : BackgroundColourRole;
    auto *picker = new QColorDialog(item->data(role).value<QColor>(), this);
    picker->setAttribute(Qt::WA_DeleteOnClose);
    picker->setWindowTitle(foreground ? tr("Text Colour") : tr("Background Colour"));
    connect(picker, &QColorDialog::colorSelected, this, [this, foreground](const QColor &c) {
        QListWidgetItem *current = m_list->currentItem();
        if (!current)
            return;
        setCurrentColours(foreground ? c : current->data(ForegroundColourRole).value<QColor>(),
            foreground ? current->data(BackgroundColourRole).value<QColor>() : c);
    });
    picker->open();
}

void ColourRulesDialog::updateButtons()
{
    const int row = m_list->currentRow();
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_list->count());
    m_add->setEnabled(m_list->count() < ColourRules::kMaxRules);
    const bool valid = ColourRules::check(rules(), m_factKinds).isEmpty();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(valid);
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(valid);
}

void ColourRulesDialog::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    QPalette pal = palette();
    if (error)
        pal.setColor(QPalette::WindowText, kErrorColour);
    m_message->setPalette(pal);
    m_message->setVisible(!text.isEmpty());
}

QString ColourRulesDialog::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

bool ColourRulesDialog::importFrom(const QString &path)
{
    const ColourRules::ReadResult read = ColourRules::readFile(path, m_factKinds);
    if (!read.ok()) {
        // The rules being edited stay as they were.
        showMessage(tr("Not imported: %1").arg(read.error), true);
        return false;
    }
    setRules(*read.rules);
    showMessage(
        tr("Imported %n rule(s) from %1.", nullptr, int(read.rules->size())).arg(path), false);
    return true;
}

bool ColourRulesDialog::exportTo(const QString &path)
{
    QString error;
    if (!ColourRules::writeFile(path, rules(), &error)) {
        showMessage(tr("Not exported: %1").arg(error), true);
        return false;
    }
    showMessage(tr("Exported %n rule(s) to %1.", nullptr, m_list->count()).arg(path), false);
    return true;
}

void ColourRulesDialog::browseImport()
{
    auto *files = new QFileDialog(this, tr("Import Colouring Rules"), QString(), fileFilter());
    files->setAttribute(Qt::WA_DeleteOnClose);
    files->setFileMode(QFileDialog::ExistingFile);
    connect(files, &QFileDialog::fileSelected, this, &ColourRulesDialog::importFrom);
    files->open();
}

void ColourRulesDialog::browseExport()
{
    auto *files = new QFileDialog(this, tr("Export Colouring Rules"), QString(), fileFilter());
    files->setAttribute(Qt::WA_DeleteOnClose);
    files->setAcceptMode(QFileDialog::AcceptSave);
    files->setDefaultSuffix(QStringLiteral("json"));
    connect(files, &QFileDialog::fileSelected, this, &ColourRulesDialog::exportTo);
    files->open();
}

void ColourRulesDialog::resetToDefaults()
{
    setRules(m_defaults);
    showMessage(tr("The default rules are back; OK or Apply keeps them."), false);
}

bool ColourRulesDialog::apply()
{
    const ColourRuleList edited = rules();
    if (const QString problem = ColourRules::check(edited, m_factKinds); !problem.isEmpty()) {
        showMessage(tr("Not applied: %1").arg(problem), true);
        return false;
    }
    emit rulesApplied(edited);
    return true;
}

void ColourRulesDialog::accept()
{
    if (apply())
        QDialog::accept();
}

} // namespace pith::ui

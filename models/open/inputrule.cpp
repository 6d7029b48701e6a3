// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/open/inputrule.h"

#include "models/net/identifier.h"

#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace pith::open {

RecordInput classifyRecordInput(const QString &text, const QUrl &base)
{
    if (text.startsWith("file://"_L1))
        return { RecordInput::Kind::File, QUrl(text).toLocalFile() };
    if (text.isEmpty() || QFileInfo::exists(text) || text.startsWith(u'/') || text.startsWith(u'.')
        || text.startsWith(u'~'))
        return { RecordInput::Kind::File, text };
    if (text.contains("://"_L1) || net::normalizeIdentifier(text, base).ok())
        return { RecordInput::Kind::Remote, text };
    return { RecordInput::Kind::File, text };
}

LibraryInputKind classifyLibraryInput(const QString &text)
{
    const QString path = text.startsWith("file://"_L1) ? QUrl(text).toLocalFile() : text;
    const QFileInfo info(path);
    if (info.isDir())
        return LibraryInputKind::Folder;
    if (!info.isFile() || info.suffix().compare("json"_L1, Qt::CaseInsensitive) == 0)
        return LibraryInputKind::Record;
    // A regular file: a peek at its start (a FIFO is no regular file, so nothing blocks here).
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return LibraryInputKind::Record; // the reader's message says why
    QByteArray head = file.read(4096);
    if (head.startsWith("\xEF\xBB\xBF"))
        head.remove(0, 3);
    head = head.trimmed();
    return head.isEmpty() || head.startsWith('{') || head.contains('\0') ? LibraryInputKind::Record
                                                                         : LibraryInputKind::List;
}

} // namespace pith::open

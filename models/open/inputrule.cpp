// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/open/inputrule.h"

#include "models/net/identifier.h"

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

} // namespace pith::open

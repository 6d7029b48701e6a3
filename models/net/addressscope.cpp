// SPDX-License-Identifier: GPL-3.0-or-later
// The address rules of identifier.h that read a host's spelling with QHostAddress: in a file of
// their own, so a program that reads identifiers and base URLs but never fetches
// (pith-ledger-cli, app/cli/launch.h) does not load QtNetwork.
#include "models/net/identifier.h"

#include <QCoreApplication>
#include <QHostAddress>

using namespace Qt::StringLiterals;

namespace pith::net {

AddressScope addressScope(const QString &host)
{
    QString h = host.toLower();
    if (h.endsWith(u'.'))
        h.chop(1);
    if (h == "localhost"_L1 || h.endsWith(".localhost"_L1))
        return AddressScope::Loopback;
    if (h.startsWith(u'[') && h.endsWith(u']'))
        h = h.mid(1, h.size() - 2);
    QHostAddress address;
    if (!address.setAddress(h))
        return AddressScope::Public; // a name: its scope is known only once it is looked up
    bool mapped = false;
    const quint32 v4 = address.toIPv4Address(&mapped); // also ::ffff:a.b.c.d
    if (mapped) {
        const auto in
            = [v4](quint32 net, int bits) { return (v4 >> (32 - bits)) == (net >> (32 - bits)); };
        if (in(0x7F000000, 8) || v4 == 0)
            return AddressScope::Loopback;
        if (in(0xA9FE0000, 16))
            return AddressScope::LinkLocal;
        if (in(0x0A000000, 8) || in(0xAC100000, 12) || in(0xC0A80000, 16) || in(0x64400000, 10))
            return AddressScope::Private;
        return AddressScope::Public;
    }
    if (address.isLoopback() || address == QHostAddress(QHostAddress::AnyIPv6))
        return AddressScope::Loopback;
    if (address.isLinkLocal())
        return AddressScope::LinkLocal;
    if (address.isUniqueLocalUnicast() || address.isSiteLocal())
        return AddressScope::Private;
    return AddressScope::Public;
}

QString redirectTargetProblem(const QUrl &base, const QUrl &target)
{
    const AddressScope to = addressScope(target.host());
    if (to == AddressScope::Public || to == addressScope(base.host()))
        return {};
    const QString host = target.host();
    switch (to) {
    case AddressScope::Loopback:
        //: %1 the redirect's target host, %2 the base URL
        return QCoreApplication::translate("pith::net::Identifier",
            "%1 is this computer (a loopback address), and the "
            "base URL %2 is not: a server may not redirect into this computer")
            .arg(host, shownUrl(base));
    case AddressScope::LinkLocal:
        //: %1 the redirect's target host, %2 the base URL
        return QCoreApplication::translate("pith::net::Identifier",
            "%1 is a link-local address (where cloud metadata "
            "services answer), and the base URL %2 is not")
            .arg(host, shownUrl(base));
    case AddressScope::Private:
        //: %1 the redirect's target host, %2 the base URL
        return QCoreApplication::translate("pith::net::Identifier",
            "%1 is a private network address, and the base URL "
            "%2 is not: a server may not redirect into the local network")
            .arg(host, shownUrl(base));
    case AddressScope::Public:
        break;
    }
    return {};
}

} // namespace pith::net

#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ctest package_deb: builds the DEB and TGZ with cpack from the build tree, unpacks the DEB
# into a temporary root and runs what is inside as a user would: the CLI's --version, verify
# on the fixture and German --help, the window under the offscreen platform with --screenshot.
#   package_test.sh BUILD_DIR FIXTURE GUI(yes|no)
set -euo pipefail

build=$1
fixture=$2
gui=$3
id=science.pith.Ledger

fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "-- $*"; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/pith-package-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

step "cpack -G DEB and TGZ"
cpack --config "$build/CPackConfig.cmake" -G "DEB;TGZ" -B "$tmp/out" >"$tmp/cpack.log" 2>&1 \
    || { cat "$tmp/cpack.log"; fail "cpack failed"; }
debs=("$tmp"/out/*.deb)
tgzs=("$tmp"/out/*.tar.gz)
[ -f "${debs[0]}" ] || fail "cpack made no .deb: $(ls "$tmp/out")"
[ -f "${tgzs[0]}" ] || fail "cpack made no .tar.gz: $(ls "$tmp/out")"
deb=${debs[0]}
echo "   ${deb##*/}, ${tgzs[0]##*/}"

step "control fields"
dpkg-deb --field "$deb" Package Version Architecture Section Maintainer Depends | tee "$tmp/control"
grep -q '^Package: pith-ledger$' "$tmp/control" || fail "package name"
grep -q '^Section: science$' "$tmp/control" || fail "section"
grep -q '^Maintainer: .*<.*@.*>' "$tmp/control" || fail "maintainer"
# dpkg-shlibdeps found the libraries the executables link to.
grep -q '^Depends:.*libqt6core6' "$tmp/control" || fail "Depends lacks libqt6core6 (shlibdeps)"
grep -q '^Depends:.*libc6' "$tmp/control" || fail "Depends lacks libc6 (shlibdeps)"
if [ "$gui" = yes ]; then
    grep -q '^Depends:.*libqt6widgets6' "$tmp/control" || fail "Depends lacks libqt6widgets6 (shlibdeps)"
fi

step "unpack into a temporary root"
root=$tmp/root
dpkg-deb -x "$deb" "$root"
expect=(
    usr/bin/pith-ledger-cli
    usr/share/applications/$id.desktop
    usr/share/metainfo/$id.metainfo.xml
    usr/share/icons/hicolor/scalable/apps/$id.svg
    usr/share/man/man1/pith-ledger-cli.1.gz
    usr/share/doc/pith-ledger/copyright
)
for size in 16 22 24 32 48 64 128 256 512; do
    expect+=(usr/share/icons/hicolor/${size}x${size}/apps/$id.png)
done
[ "$gui" = yes ] && expect+=(usr/bin/pith-ledger)
for f in "${expect[@]}"; do
    [ -s "$root/$f" ] || fail "the package lacks /$f"
done
for size in 16 48 512; do
    png=$root/usr/share/icons/hicolor/${size}x${size}/apps/$id.png
    file -b "$png" | grep -q "PNG image data, $size x $size" || fail "$png: $(file -b "$png")"
done
gzip -t "$root/usr/share/man/man1/pith-ledger-cli.1.gz" || fail "man page is not valid gzip"
zcat "$root/usr/share/man/man1/pith-ledger-cli.1.gz" | grep -q '^\.TH PITH-LEDGER-CLI 1' || fail "man page header"
desktop-file-validate "$root/usr/share/applications/$id.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml" >/dev/null || fail "appstreamcli validate"

step "TGZ holds the same files"
tar -tzf "${tgzs[0]}" >"$tmp/tgz.list"
grep -q "/bin/pith-ledger-cli$" "$tmp/tgz.list" || fail "the tarball lacks bin/pith-ledger-cli"
grep -q "/share/applications/$id.desktop$" "$tmp/tgz.list" || fail "the tarball lacks the desktop file"

step "unpacked pith-ledger-cli"
cli=$root/usr/bin/pith-ledger-cli
version=$("$cli" --version)
echo "   $version"
[[ "$version" =~ ^pith-ledger-cli\ [0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "--version printed '$version'"
set +e
"$cli" verify "$fixture" >"$tmp/verify.out" 2>&1
rc=$?
set -e
cat "$tmp/verify.out"
[ "$rc" -eq 0 ] || fail "verify exited $rc"
grep -q ": OK" "$tmp/verify.out" || fail "verify did not say OK"
LANGUAGE= LC_ALL= LC_MESSAGES= LANG=de_DE.UTF-8 "$cli" --help >"$tmp/help.de"
grep -q "^Aufruf: pith-ledger-cli" "$tmp/help.de" || { cat "$tmp/help.de"; fail "--help under LANG=de_DE.UTF-8 is not German"; }

if [ "$gui" = yes ]; then
    step "unpacked pith-ledger under QT_QPA_PLATFORM=offscreen"
    shot=$tmp/screenshot.png
    mkdir -p -m 700 "$tmp/runtime"
    set +e
    QT_QPA_PLATFORM=offscreen HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" \
        XDG_CACHE_HOME="$tmp/home/.cache" XDG_RUNTIME_DIR="$tmp/runtime" \
        timeout 180 "$root/usr/bin/pith-ledger" --screenshot "$shot" "$fixture" >"$tmp/gui.log" 2>&1
    rc=$?
    set -e
    cat "$tmp/gui.log"
    [ "$rc" -eq 0 ] || fail "pith-ledger exited $rc"
    file -b "$shot" | grep -q "^PNG image data" || fail "no PNG screenshot written"
    echo "   $(file -b "$shot")"
else
    echo "SKIPPED: the window (target pith-ledger) does not exist in this build, so it is not in the package"
fi
echo "package test passed"

#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ctest package_deb: builds the DEBs and the TGZ with cpack from the build tree, installs both
# packages into a scratch root (dpkg-deb -x) and runs what is inside as a user would: the CLI's
# --version, verify on the fixture and German --help, the window under the offscreen platform
# with --screenshot; checks that the CLI's package needs no QtWidgets, and that the file type of
# a record is registered (update-mime-database in the scratch tree, then xdg-mime query filetype).
#   package_test.sh BUILD_DIR FIXTURE GUI(yes|no) VERSION
set -euo pipefail

build=$1
fixture=$2
gui=$3
version=$4
id=science.pith.Ledger
mime_type=application/vnd.pith.citation-record+json

fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "-- $*"; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/pith-package-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

step "cpack -G DEB and TGZ"
cpack --config "$build/CPackConfig.cmake" -G "DEB;TGZ" -B "$tmp/out" >"$tmp/cpack.log" 2>&1 \
    || { cat "$tmp/cpack.log"; fail "cpack failed"; }
arch=$(dpkg --print-architecture)
cli_deb=$tmp/out/pith-ledger-cli_${version}_$arch.deb
gui_deb=$tmp/out/pith-ledger_${version}_$arch.deb
tgzs=("$tmp"/out/*.tar.gz)
[ -f "$cli_deb" ] || fail "cpack made no ${cli_deb##*/}: $(ls "$tmp/out")"
[ -f "${tgzs[0]}" ] || fail "cpack made no .tar.gz: $(ls "$tmp/out")"
debs=("$cli_deb")
if [ "$gui" = yes ]; then
    [ -f "$gui_deb" ] || fail "cpack made no ${gui_deb##*/}: $(ls "$tmp/out")"
    debs+=("$gui_deb")
fi
echo "   $(cd "$tmp/out" && echo *.deb *.tar.gz)"

step "control fields"
fields() { dpkg-deb --field "$1" Package Version Architecture Section Maintainer Depends Recommends; }
fields "$cli_deb" | tee "$tmp/control.cli"
grep -q '^Package: pith-ledger-cli$' "$tmp/control.cli" || fail "the CLI's package name"
grep -qx "Version: $version" "$tmp/control.cli" || fail "the CLI's package version is not $version"
grep -q '^Section: science$' "$tmp/control.cli" || fail "section"
grep -q '^Maintainer: .*<.*@.*>' "$tmp/control.cli" || fail "maintainer"
# dpkg-shlibdeps found the libraries the executable links to, and no toolkit for windows.
grep -q '^Depends:.*libqt6core6' "$tmp/control.cli" || fail "Depends lacks libqt6core6 (shlibdeps)"
grep -q '^Depends:.*libc6' "$tmp/control.cli" || fail "Depends lacks libc6 (shlibdeps)"
grep -q '^Depends:.*libqt6widgets6' "$tmp/control.cli" && fail "pith-ledger-cli depends on libqt6widgets6"
if [ "$gui" = yes ]; then
    echo
    fields "$gui_deb" | tee "$tmp/control.gui"
    grep -q '^Package: pith-ledger$' "$tmp/control.gui" || fail "the window's package name"
    grep -qx "Version: $version" "$tmp/control.gui" || fail "the window's package version is not $version"
    grep -q '^Depends:.*libqt6widgets6' "$tmp/control.gui" || fail "Depends lacks libqt6widgets6 (shlibdeps)"
    grep -q "^Depends:.*pith-ledger-cli (= $version)" "$tmp/control.gui" \
        || fail "the window's package does not depend on pith-ledger-cli (= $version)"
fi

step "both packages installed into a scratch root"
root=$tmp/root
for deb in "${debs[@]}"; do
    dpkg-deb -x "$deb" "$root"
    dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's#^\./##' >"$tmp/${deb##*/}.list"
done
cli_files=(
    usr/bin/pith-ledger-cli
    usr/libexec/pith-ledger/pith-ledger-cli-full
    usr/share/man/man1/pith-ledger-cli.1.gz
    usr/share/doc/pith-ledger-cli/copyright
)
gui_files=(
    usr/bin/pith-ledger
    usr/share/applications/$id.desktop
    usr/share/metainfo/$id.metainfo.xml
    usr/share/mime/packages/$id.xml
    usr/share/icons/hicolor/scalable/apps/$id.svg
    usr/share/doc/pith-ledger/copyright
)
for size in 16 22 24 32 48 64 128 256 512; do
    gui_files+=(usr/share/icons/hicolor/${size}x${size}/apps/$id.png)
done
for f in "${cli_files[@]}"; do
    grep -qx "$f" "$tmp/${cli_deb##*/}.list" || fail "pith-ledger-cli's package lacks /$f"
    [ -s "$root/$f" ] || fail "/$f is empty"
done
grep -q 'usr/bin/pith-ledger$\|usr/share/applications' "$tmp/${cli_deb##*/}.list" \
    && fail "pith-ledger-cli's package holds the window's files"
if [ "$gui" = yes ]; then
    for f in "${gui_files[@]}"; do
        grep -qx "$f" "$tmp/${gui_deb##*/}.list" || fail "pith-ledger's package lacks /$f"
        [ -s "$root/$f" ] || fail "/$f is empty"
    done
    grep -qx 'usr/bin/pith-ledger-cli' "$tmp/${gui_deb##*/}.list" \
        && fail "both packages hold /usr/bin/pith-ledger-cli"
    for size in 16 48 512; do
        png=$root/usr/share/icons/hicolor/${size}x${size}/apps/$id.png
        file -b "$png" | grep -q "PNG image data, $size x $size" || fail "$png: $(file -b "$png")"
    done
    desktop-file-validate "$root/usr/share/applications/$id.desktop" || fail "desktop-file-validate"
    appstreamcli validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml" >/dev/null \
        || fail "appstreamcli validate"
    grep -q "<release version=\"$version\"" "$root/usr/share/metainfo/$id.metainfo.xml" \
        || fail "the metainfo's release is not $version"
    grep -qx "MimeType=$mime_type;" "$root/usr/share/applications/$id.desktop" \
        || fail "the desktop file does not claim $mime_type (only it)"
fi
gzip -t "$root/usr/share/man/man1/pith-ledger-cli.1.gz" || fail "man page is not valid gzip"
zcat "$root/usr/share/man/man1/pith-ledger-cli.1.gz" | grep -q "^\.TH PITH-LEDGER-CLI 1 .*\"Pith Ledger $version\"" \
    || fail "man page header does not name version $version"
for program in usr/bin/pith-ledger-cli usr/libexec/pith-ledger/pith-ledger-cli-full; do
    if readelf -d "$root/$program" | grep -i 'NEEDED.*\(widgets\|printsupport\)'; then
        fail "the packaged /$program needs the libraries above"
    fi
done

if [ "$gui" = yes ]; then
    step "the file type of a record: update-mime-database, then xdg-mime query filetype"
    XDG_DATA_DIRS="$root/usr/share" update-mime-database "$root/usr/share/mime"
    printf '{}\n' >"$tmp/2509.00217.citation-record.json"
    printf '{}\n' >"$tmp/other.json"
    # GNOME: xdg-mime asks gio (GLib's reader of the shared-mime-info database), which weighs
    # globs as the specification says (xdg-mime's generic fallback, File::MimeInfo, matches
    # "*.json" before any longer glob with a hyphen in it).
    query() {
        XDG_CURRENT_DESKTOP=GNOME XDG_DATA_HOME="$root/usr/share" \
            XDG_DATA_DIRS="$1:/usr/share" xdg-mime query filetype "$2"
    }
    got=$(query "$root/usr/share" "$tmp/2509.00217.citation-record.json")
    echo "   2509.00217.citation-record.json: $got"
    [ "$got" = "$mime_type" ] || fail "xdg-mime says $got for a record file, not $mime_type"
    got=$(query "$root/usr/share" "$tmp/other.json")
    echo "   other.json: $got"
    [ "$got" = application/json ] || fail "xdg-mime says $got for other.json: the type claims every JSON file"
    got=$(XDG_CURRENT_DESKTOP=GNOME XDG_DATA_HOME="$tmp/none" XDG_DATA_DIRS=/usr/share \
        xdg-mime query filetype "$tmp/2509.00217.citation-record.json")
    [ "$got" != "$mime_type" ] || fail "the type is known without the package: the check proves nothing"
    # The desktop file is the type's handler, and no handler of JSON in general.
    update-desktop-database "$root/usr/share/applications"
    handler() {
        XDG_CURRENT_DESKTOP=GNOME XDG_DATA_HOME="$root/usr/share" \
            XDG_DATA_DIRS="$root/usr/share:/usr/share" xdg-mime query default "$1"
    }
    got=$(handler "$mime_type")
    echo "   handler of $mime_type: $got"
    [ "$got" = "$id.desktop" ] || fail "xdg-mime names '$got' as the handler of $mime_type"
    got=$(handler application/json)
    [ "$got" != "$id.desktop" ] || fail "the window is the handler of every JSON file"
fi

step "TGZ holds the same files"
tar -tzf "${tgzs[0]}" >"$tmp/tgz.list"
grep -q "/bin/pith-ledger-cli$" "$tmp/tgz.list" || fail "the tarball lacks bin/pith-ledger-cli"
grep -q "/libexec/pith-ledger/pith-ledger-cli-full$" "$tmp/tgz.list" \
    || fail "the tarball lacks libexec/pith-ledger/pith-ledger-cli-full"
grep -q "/share/applications/$id.desktop$" "$tmp/tgz.list" || fail "the tarball lacks the desktop file"

step "unpacked pith-ledger-cli"
cli=$root/usr/bin/pith-ledger-cli
printed=$("$cli" --version)
echo "   $printed"
[ "$printed" = "pith-ledger-cli $version" ] || fail "--version printed '$printed', not the project's $version"
set +e
"$cli" verify "$fixture" >"$tmp/verify.out" 2>&1
rc=$?
set -e
cat "$tmp/verify.out"
[ "$rc" -eq 0 ] || fail "verify exited $rc"
grep -q ": OK" "$tmp/verify.out" || fail "verify did not say OK"
# --version and summary are run by pith-ledger-cli-full, found in ../libexec/pith-ledger
"$cli" summary "$fixture" >"$tmp/summary.out" || fail "summary exited $?"
grep -q "^2509.00217 v1" "$tmp/summary.out" || { cat "$tmp/summary.out"; fail "summary did not name the paper"; }
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

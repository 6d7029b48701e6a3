#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs every Debian 12 package Pith Ledger needs to build, test and package.
# Safe to run again: apt-get skips what is already there.
set -euo pipefail

packages=(
    # build
    cmake ninja-build g++ pkg-config file ccache
    lld  # the linker the presets and CI use (PITH_LINKER)
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qt6-translations-l10n qt6-svg-dev qt6-qpa-plugins
    libqt6sql6-sqlite  # the SQLite driver plugin of Qt SQL (the history database)
    libgl-dev libvulkan-dev libxkbcommon-dev
    libssl-dev nlohmann-json3-dev  # nlohmann: the integrity-file reader only
    # tests: offscreen/xvfb GUI, PDF text extraction, TLS test certificates, the Python oracle
    xvfb xauth poppler-utils openssl python3 locales
    zlib1g-dev  # the test server's gzip bomb (tests/net), the history store's bounded inflate
    sqlite3  # a second process holding the history database (tests/history)
    fonts-dejavu-core fonts-noto-cjk
    # packaging checks (groff for the man page lint) and fuzzing (llvm: the symbolizer that
    # turns sanitizer and fuzzer traces into file:line; clang only recommends it)
    dpkg-dev desktop-file-utils appstream groff-base clang libclang-rt-14-dev llvm
    # the file type of a record in the package test: update-mime-database, xdg-mime and gio
    shared-mime-info xdg-utils libglib2.0-bin
    # the source format check (packaging/check-format.sh)
    clang-format
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
    echo "install-deps: installing ${missing[*]}"
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    export DEBIAN_FRONTEND=noninteractive
    "${sudo_cmd[@]}" apt-get update -qq
    # In CI (a root made for one run) dpkg need not sync every file it unpacks to disk.
    apt_opts=()
    [ "${CI:-}" != true ] || apt_opts=(-o Dpkg::Options::=--force-unsafe-io)
    "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${apt_opts[@]}" "${missing[@]}"
fi

# German and French locales, so LANG=de_DE.UTF-8 works in tests.
if ! locale -a 2>/dev/null | grep -qi '^de_DE.utf8$'; then
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" sed -i -E 's/^# *(de_DE.UTF-8|fr_FR.UTF-8|en_US.UTF-8)/\1/' /etc/locale.gen
    "${sudo_cmd[@]}" locale-gen >/dev/null
fi

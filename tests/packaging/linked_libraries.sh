#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ctest cli_links_no_widgets: the command line tool loads no QtWidgets (nor QtPrintSupport, which
# pulls it in), while the window does, so the check is seen to tell them apart. pith-ledger-cli,
# which runs `verify` of files itself, loads QtCore but neither QtGui, QtSql nor QtNetwork (they
# take longer to load than a small record takes to verify: app/cli/launch.h);
# pith-ledger-cli-full, which runs every command, loads QtGui (the PDF export needs it).
#   linked_libraries.sh CLI CLI_FULL [GUI]
set -euo pipefail
cli=$1
full=$2
gui=${3:-}

libs() { ldd "$1" | awk '{print $1}'; }

for program in "$cli" "$full"; do
    program_libs=$(libs "$program")
    echo "${program##*/} loads:"
    echo "$program_libs" | sed 's/^/   /'
    echo "$program_libs" | grep -q '^libQt6Core\.so' || { echo "FAIL: ldd lists no libQt6Core for $program"; exit 1; }
    if echo "$program_libs" | grep -Ei 'widgets|printsupport'; then
        echo "FAIL: ${program##*/} loads the libraries above; it must not need a desktop toolkit"
        exit 1
    fi
done
libs "$full" | grep -q '^libQt6Gui\.so' || { echo "FAIL: ldd lists no libQt6Gui for $full (the PDF export needs it)"; exit 1; }
if libs "$cli" | grep -E '^libQt6(Gui|Sql|Network)\.so'; then
    echo "FAIL: pith-ledger-cli loads the libraries above; verify of files needs none of them"
    exit 1
fi
if [ -n "$gui" ]; then
    libs "$gui" | grep -q '^libQt6Widgets\.so' || { echo "FAIL: the window does not load libQt6Widgets: ldd gives no useful answer"; exit 1; }
    echo "pith-ledger loads libQt6Widgets, pith-ledger-cli and pith-ledger-cli-full do not"
fi

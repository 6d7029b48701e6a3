#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ctest cli_links_no_widgets: the headless pith-ledger-cli loads no QtWidgets (nor QtPrintSupport,
# which pulls it in), while the window does, so the check is seen to tell them apart.
#   linked_libraries.sh CLI [GUI]
set -euo pipefail
cli=$1
gui=${2:-}

libs() { ldd "$1" | awk '{print $1}'; }

cli_libs=$(libs "$cli")
echo "pith-ledger-cli loads:"
echo "$cli_libs" | sed 's/^/   /'
echo "$cli_libs" | grep -q '^libQt6Core\.so' || { echo "FAIL: ldd lists no libQt6Core for $cli"; exit 1; }
echo "$cli_libs" | grep -q '^libQt6Gui\.so' || { echo "FAIL: ldd lists no libQt6Gui (the PDF export needs it)"; exit 1; }
if echo "$cli_libs" | grep -Ei 'widgets|printsupport'; then
    echo "FAIL: pith-ledger-cli loads the libraries above; it must not need a desktop toolkit"
    exit 1
fi
if [ -n "$gui" ]; then
    libs "$gui" | grep -q '^libQt6Widgets\.so' || { echo "FAIL: the window does not load libQt6Widgets: ldd gives no useful answer"; exit 1; }
    echo "pith-ledger loads libQt6Widgets, pith-ledger-cli does not"
fi

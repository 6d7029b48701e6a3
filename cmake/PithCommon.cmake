# SPDX-License-Identifier: GPL-3.0-or-later
# One INTERFACE target carries the language standard, warnings and Qt defines for every target.
add_library(pith_common INTERFACE)
target_compile_features(pith_common INTERFACE cxx_std_20)
target_compile_options(pith_common INTERFACE
    -Wall -Wextra -Wpedantic -Wold-style-cast -Woverloaded-virtual -Wnon-virtual-dtor
    $<$<BOOL:${PITH_WERROR}>:-Werror>)
target_compile_definitions(pith_common INTERFACE
    QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_USE_QSTRINGBUILDER
    QT_DISABLE_DEPRECATED_BEFORE=0x060400)
target_include_directories(pith_common INTERFACE ${PROJECT_SOURCE_DIR} ${PROJECT_BINARY_DIR}/generated)

# The version header lives in the build tree, never the source tree.
configure_file(${PROJECT_SOURCE_DIR}/cmake/version.h.in ${PROJECT_BINARY_DIR}/generated/version.h @ONLY)

# The linker, as -fuse-ld=NAME for every program: lld (Debian's lld package) links the test
# programs several times faster than GNU ld; the presets and CI use it. Empty: the compiler's own.
set(PITH_LINKER "" CACHE STRING "Linker for -fuse-ld= (lld, gold, bfd); empty for the compiler's default")
if(PITH_LINKER)
    add_link_options(-fuse-ld=${PITH_LINKER})
endif()

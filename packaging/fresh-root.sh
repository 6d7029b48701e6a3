#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command on a clean copy of the committed tree inside a freshly bootstrapped, minimal
# Debian 12 root, as a newcomer's machine is: nothing installed by hand, no compiler cache, no
# build trees. A missing install step fails here instead of on a newcomer's machine.
#
#   sudo bash packaging/fresh-root.sh                         # the README's test command
#   sudo bash packaging/fresh-root.sh bash packaging/run-app.sh
#
# Needs root (debootstrap, chroot, mounts) and the Debian mirror named in this machine's apt
# sources. The root is made anew every run under $PITH_FRESH_ROOT (default
# /var/tmp/pith-fresh-root) and removed afterwards (PITH_FRESH_KEEP=1 keeps it to look at).
# PITH_STAGES, PITH_ASAN, PITH_SKIP_FUZZ and PITH_FUZZ_SECONDS are passed on to the command.
# When the command is the test command, the last line gives the stages' wall times:
#   ci: total N s (bootstrap a, packages b, format c, release d, sanitizers e, fuzz f)
# (bootstrap: everything here before the command starts; the others as run-tests.sh measured them).
# Every mount it makes is undone on every exit path; it never deletes a folder with anything
# still mounted below it. It fails, too, when the command leaves new files in the source tree
# outside the build trees (/build*/): tests write to temporary or build folders only.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
cmd=${*:-bash packaging/run-tests.sh}
root=${PITH_FRESH_ROOT:-/var/tmp/pith-fresh-root}
suite=bookworm
t0=$(date +%s)
stage_start=$t0

say() { printf 'fresh-root: %s\n' "$*"; }
stage() {
    local now
    now=$(date +%s)
    say "$1 (previous stage $((now - stage_start)) s, $((now - t0)) s in all)"
    stage_start=$now
}

[ "$(id -u)" -eq 0 ] || { say "needs root (debootstrap, chroot, mounts): sudo bash $0" >&2; exit 2; }
case "$root" in
    /|/tmp|/var|/var/tmp|/root|/home|/work|"") say "refusing to use $root as the root folder" >&2; exit 2 ;;
esac

# Mount points at or below $root, deepest first.
mounts_below() {
    awk -v r="$root" '{ gsub(/\\040/, " ", $2); if ($2 == r || index($2, r "/") == 1) print $2 }' /proc/mounts \
        | awk '{ print length($0) " " $0 }' | sort -rn | cut -d' ' -f2-
}
unmount_all() {
    local m pass
    for pass in 1 2 3; do
        while IFS= read -r m; do
            [ -n "$m" ] || continue
            umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || true
        done < <(mounts_below)
        [ -z "$(mounts_below)" ] && return 0
    done
    return 1
}
remove_root() {
    if [ -n "$(mounts_below)" ]; then
        say "still mounted below $root, not removing it:" >&2
        mounts_below >&2
        return 1
    fi
    rm -rf --one-file-system "$root"
}
cleanup() {
    local rc=$?
    unmount_all || say "could not unmount everything below $root" >&2
    if [ "${PITH_FRESH_KEEP:-0}" = 1 ]; then
        say "kept $root"
    elif [ -d "$root" ]; then
        remove_root || rc=2
    fi
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mirror=
if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    mirror=$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources)
fi
if [ -z "$mirror" ] && [ -f /etc/apt/sources.list ]; then
    mirror=$(awk '$1 == "deb" { for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) { print $i; exit } }' /etc/apt/sources.list)
fi
[ -n "$mirror" ] || { say "no Debian mirror found in this machine's apt sources" >&2; exit 2; }

stage "host tools (debootstrap)"
if ! command -v debootstrap >/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
fi

stage "clearing $root"
unmount_all || { say "something below $root is still mounted; not touching it" >&2; exit 2; }
if [ -e "$root" ]; then
    remove_root || exit 2
fi
mkdir -p "$(dirname "$root")"

stage "bootstrapping a minimal Debian 12 ($suite, minbase) from $mirror"
log=$(mktemp /tmp/pith-fresh-debootstrap.XXXXXX.log)
if ! debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    say "debootstrap failed (full log: $log)" >&2
    exit 2
fi
rm -f "$log"

# The same apt sources and name resolution as this machine, nothing else.
if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    rm -f "$root/etc/apt/sources.list"
    cp /etc/apt/sources.list.d/debian.sources "$root/etc/apt/sources.list.d/"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"
# debootstrap writes no /etc/hosts, while every installed Debian has one naming localhost (the
# network tests redirect through it).
if ! grep -qs '[[:space:]]localhost\([[:space:]]\|$\)' "$root/etc/hosts"; then
    printf '127.0.0.1\tlocalhost\n::1\t\tlocalhost ip6-localhost ip6-loopback\n' >>"$root/etc/hosts"
fi

stage "copying the committed tree"
mkdir -p "$root/root/pith-ledger"
if git -C "$repo" rev-parse --git-dir >/dev/null 2>&1; then
    git -C "$repo" archive HEAD | tar -x -C "$root/root/pith-ledger"
    say "tree of $(git -C "$repo" rev-parse --short HEAD)$(git -C "$repo" diff --quiet HEAD || echo ' (uncommitted changes are not included)')"
else
    say "$repo is not a git checkout; copying it without build trees"
    tar -C "$repo" --exclude='./build*' -cf - . | tar -x -C "$root/root/pith-ledger"
fi
(cd "$root/root/pith-ledger" && find . -path './build*' -prune -o -print | sort) >"$root/root/tree-before.txt"

mount -t proc proc "$root/proc"
mount --rbind /sys "$root/sys"
mount --make-rslave "$root/sys"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
mount -t tmpfs tmpfs "$root/dev/shm"

bootstrap=$(($(date +%s) - t0))
stage "running '$cmd'"
env_pass=(HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 CI=true
    PITH_CI_TIMES=/root/ci-times.txt)
for v in PITH_STAGES PITH_ASAN PITH_SKIP_FUZZ PITH_FUZZ_SECONDS; do
    [ -n "${!v:-}" ] && env_pass+=("$v=${!v}")
done
set +e
chroot "$root" /usr/bin/env -i "${env_pass[@]}" /bin/bash -c "cd /root/pith-ledger && $cmd" </dev/null
rc=$?
set -e
stage "'$cmd' exited $rc"

(cd "$root/root/pith-ledger" && find . -path './build*' -prune -o -print | sort) >"$root/root/tree-after.txt"
added=$(comm -13 "$root/root/tree-before.txt" "$root/root/tree-after.txt")
if [ -n "$added" ]; then
    say "the command left files in the source tree (tests must write to build or temporary folders):" >&2
    sed 's/^/  /' <<<"$added" >&2
    [ "$rc" -ne 0 ] || rc=1
fi
say "done in $(($(date +%s) - t0)) s on a fresh Debian 12: exit $rc"
if [ -s "$root/root/ci-times.txt" ]; then
    parts="bootstrap $bootstrap"
    for name in packages format release sanitizers fuzz; do
        secs=$(awk -v n="$name" '$1 == n { print $2 }' "$root/root/ci-times.txt")
        parts+=", $name ${secs:-skipped}"
    done
    printf 'ci: total %d s (%s)%s\n' "$(($(date +%s) - t0))" "$parts" "$([ "$rc" -eq 0 ] || echo ", exit $rc")"
fi
exit "$rc"

#!/usr/bin/env bash
# Installs overload under PREFIX (default ~/.local): the release binary, built with the Swift
# standard library linked in (--static-swift-stdlib: the fastest start-up, docs/performance.md),
# the man page and the bash, zsh and fish completions. Says what it did.
#
#   scripts/install.sh [--dry-run] [--binary PATH] [PREFIX]
#
# --dry-run      print the steps without building or writing anything
# --binary PATH  install this overload instead of building one (a build done elsewhere)
set -euo pipefail

usage() { sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; }

dry_run=0
binary=""
prefix=""
while [ $# -gt 0 ]; do
    case "$1" in
        --dry-run) dry_run=1 ;;
        --binary) [ $# -ge 2 ] || { echo "install.sh: --binary needs a path" >&2; exit 64; }; binary="$2"; shift ;;
        -h | --help) usage; exit 0 ;;
        -*) echo "install.sh: unknown option '$1'" >&2; usage >&2; exit 64 ;;
        *) [ -z "$prefix" ] || { echo "install.sh: one PREFIX only" >&2; exit 64; }; prefix="$1" ;;
    esac
    shift
done
prefix="${prefix:-$HOME/.local}"
# Paths given relative to where the script was called from, before it moves to the checkout.
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
case "$binary" in "" | /*) ;; *) binary="$PWD/$binary" ;; esac
cd "$(dirname "$0")/.."

# Runs a step, or only shows it on a dry run.
step() {
    echo "+ $*"
    [ "$dry_run" = 1 ] || "$@"
}
# Writes what `overload ARGUMENTS` prints to FILE.
generate() {
    local file="$1"
    shift
    echo "+ overload $* > $file"
    [ "$dry_run" = 1 ] || "$prefix/bin/overload" "$@" > "$file"
}

if [ -z "$binary" ]; then
    step swift build -c release --static-swift-stdlib --product overload
    binary=".build/release/overload"
fi
man_dir="$prefix/share/man/man1"
bash_dir="$prefix/share/bash-completion/completions"
zsh_dir="$prefix/share/zsh/site-functions"
fish_dir="$prefix/share/fish/vendor_completions.d"
step mkdir -p "$prefix/bin" "$man_dir" "$bash_dir" "$zsh_dir" "$fish_dir"
step install -m 755 "$binary" "$prefix/bin/overload"
generate "$man_dir/overload.1" man
generate "$bash_dir/overload" completions bash
generate "$zsh_dir/_overload" completions zsh
generate "$fish_dir/overload.fish" completions fish

[ "$dry_run" = 1 ] && verb="would install" || verb="installed"
cat <<DONE

overload $verb under $prefix:
  $prefix/bin/overload
  $man_dir/overload.1                       (man overload)
  $bash_dir/overload     (bash, with bash-completion)
  $zsh_dir/_overload     (zsh)
  $fish_dir/overload.fish     (fish)
DONE
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "Add $prefix/bin to PATH to run it: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
echo "zsh: put fpath=($zsh_dir \$fpath) before compinit in ~/.zshrc if it is not in fpath."

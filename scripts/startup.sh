#!/usr/bin/env bash
# Start-up time of the release build, whole process: a 3-line `overload check` against
# `overload --version` (the floor: a process that starts and prints), with hyperfine, and
# the instructions of each with callgrind (which do not change with machine load).
# See docs/performance.md. The target: the check within 2.5 times the time of --version.
#
# Usage: scripts/startup.sh [BINARY]     (default: a fresh release build of overload)
# Needs hyperfine and valgrind (`apt-get install -y hyperfine valgrind`).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -gt 0 ]; then
    overload=$1
else
    swift build -c release --static-swift-stdlib --product overload >/dev/null
    overload="$(swift build -c release --static-swift-stdlib --show-bin-path)/overload"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'day "A":\n  squat 3x5 @ 100kg\n  bench press 3x8 @ 60kg\n' >"$work/three.lift"
"$overload" check "$work/three.lift" >/dev/null

hyperfine -N --warmup 20 --runs 300 --export-json "$work/times.json" \
    "$overload --version" "$overload check $work/three.lift"
# Means and the ratio, from hyperfine's own figures.
awk '/"mean"/ { gsub(/[",]/, ""); means[++n] = $2 }
     END { printf "check / --version: %.2f (%.2f ms / %.2f ms)\n", means[2] / means[1], means[2] * 1000, means[1] * 1000 }' \
    "$work/times.json"

instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$@" >/dev/null 2>"$work/cg.err"
    grep -o 'Collected : [0-9]*' "$work/cg.err" | grep -o '[0-9]*'
}
version=$(instructions "$overload" --version)
check=$(instructions "$overload" check "$work/three.lift")
echo "instructions: --version $version, check $check ($(awk -v a="$check" -v b="$version" 'BEGIN { printf "%.2f", a / b }') times)"

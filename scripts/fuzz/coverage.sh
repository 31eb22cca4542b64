#!/usr/bin/env bash
# How much of the script interpreter a corpus reaches: replays the inputs once through the
# fuzz-script binary fuzz.sh built (no fuzzing: -runs=0) and sums libFuzzer's covered edges
# of every function in Sources/OverloadEngine/Script, with the three functions
# docs/robustness.md follows (a rule's arguments, the functions, rounding). See
# docs/robustness.md.
#
# Usage: scripts/fuzz/coverage.sh [DIR...]
#   DIR  corpus or seed folders (default: .build/fuzz/corpus/script .build/fuzz/seeds/script)
# Run scripts/fuzz.sh first (it builds .build/fuzz/fuzz-script and writes the seeds).
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=.build/fuzz/fuzz-script
[ -x "$binary" ] || { echo "no $binary: run scripts/fuzz.sh SECONDS script first" >&2; exit 2; }
dirs=("$@")
[ ${#dirs[@]} -gt 0 ] || dirs=(.build/fuzz/corpus/script .build/fuzz/seeds/script)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# As fuzz.sh runs it: the same length and memory limits, and no runtime backtracer.
SWIFT_BACKTRACE=enable=no "$binary" -runs=0 -print_coverage=1 -max_len=8192 -rss_limit_mb=3072 \
    "${dirs[@]}" >"$log" 2>&1 || { tail -20 "$log"; exit 1; }
inputs=$(grep -o 'INITED cov: [0-9]* ft: [0-9]*' "$log" | tail -1 || true)
echo "replayed ${dirs[*]} ($inputs)"
# A line per function: `COVERED_FUNC: hits: N edges: A/B SYMBOL FILE:LINE`.
grep -E '^(UN)?COVERED_FUNC' "$log" | grep 'Sources/OverloadEngine/Script/' | awk '
    { split($5, e, "/"); covered += e[1]; total += e[2]
      if ($6 ~ /ScriptProgressionV4bind_5atoms/) { bind = $5 }
      if ($6 ~ /ScriptInterpreterV4call__5range/) { call = $5 }
      if ($6 ~ /ScriptInterpreterV7rounded__9arguments/) { rounded = $5 }
      if ($6 ~ /ScriptInterpreterV10arithmetic___4left/) { arithmetic = $5 } }
    END { printf "Sources/OverloadEngine/Script: %d of %d edges (%.0f%%)\n", covered, total, 100 * covered / total
          printf "bind %s, call %s, rounded %s, arithmetic %s\n", bind, call, rounded, arithmetic }'

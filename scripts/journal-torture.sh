#!/usr/bin/env bash
# Journal torture test from outside the test suite: the same checks as JournalStoreStressTests.
#   1. two writers append 500 entries each at once; all 1000 must be intact;
#   2. writers are killed with SIGKILL at random moments; every acknowledged entry must be
#      present and no entry torn.
# Usage: scripts/journal-torture.sh [KILLS] [SEED]      (defaults: 300 kills, seed 1118)
set -euo pipefail

kills=${1:-300}
RANDOM=${2:-1118}
cd "$(dirname "$0")/.."
swift build --product overload-journal-stress >/dev/null
tool="$(swift build --show-bin-path)/overload-journal-stress"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# 1. Two concurrent writers.
journal="$work/concurrent.lift"
"$tool" append "$journal" 500 A >"$work/A.out" &
writer_a=$!
"$tool" append "$journal" 500 B >"$work/B.out" &
writer_b=$!
wait "$writer_a" || fail "writer A exited with an error"
wait "$writer_b" || fail "writer B exited with an error"
report=$("$tool" verify "$journal") || fail "verify found a problem"
grep -qx 'intact 1000' <<<"$report" || fail "expected 1000 intact entries: $report"
grep -qx 'torn 0' <<<"$report" || fail "torn entries: $report"
echo "concurrent writers: $(grep -x 'intact [0-9]*' <<<"$report")"

# 2. Writers killed at random moments.
journal="$work/killed.lift"
for round in $(seq 1 "$kills"); do
  "$tool" append "$journal" 1000000 "k$round" >"$work/k$round.out" &
  writer=$!
  sleep "0.0$((RANDOM % 2))$((RANDOM % 10))"
  kill -KILL "$writer"
  wait "$writer" 2>/dev/null || true
done
report=$("$tool" verify "$journal") || fail "verify found a problem after the kills"
grep -qx 'torn 0' <<<"$report" || fail "torn entries after the kills: $report"
acknowledged=0
for round in $(seq 1 "$kills"); do
  acks=$(grep -c '^ack ' "$work/k$round.out" || true)
  present=$(awk -v tag="k$round" '$1 == "tag" && $2 == tag { print $4 }' <<<"$report")
  present=${present:-0}
  acknowledged=$((acknowledged + acks))
  # An entry renamed into place just before the kill may lack its ack.
  if [ "$present" -ne "$acks" ] && [ "$present" -ne $((acks + 1)) ]; then
    fail "k$round: $acks acknowledged but $present present"
  fi
done
echo "killed writers: $kills kills, $acknowledged acknowledged entries, $(grep -x 'torn [0-9]*' <<<"$report")"

if [ "$failures" -ne 0 ]; then
  echo "journal torture: $failures failure(s)"
  exit 1
fi
echo "journal torture: ok"

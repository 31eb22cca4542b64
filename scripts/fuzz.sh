#!/usr/bin/env bash
# Fuzzes the front end, the compiler, the journal reader and the CSV importers with libFuzzer
# (coverage-guided, under the address sanitizer, leaks detected). See docs/robustness.md.
#
# Usage: scripts/fuzz.sh SECONDS [TARGET...]
#   SECONDS  how long each target runs (the issue asks for 600)
#   TARGET   parse, compile, journal, import (default: all four; two run at a time)
#
# Exits non-zero when any target finds a crash, a leak, a hang (an input taking over 10 s)
# or a broken property. The input that did it is saved as .build/fuzz/findings/TARGET-*;
# replay one with `.build/fuzz/fuzz-TARGET FILE`. Each target's corpus grows in
# .build/fuzz/corpus/TARGET across runs; it is seeded from examples/ and Tests/Fixtures
# (and, for the importers, the CSV exports quoted in the importer tests).
# FUZZ_KEEP_BUILD=1 fuzzes the modules as last built, even if sources changed since (the
# instrumented build takes minutes). CI does not run this: it is slow by design.
set -euo pipefail

seconds=${1:?usage: scripts/fuzz.sh SECONDS [parse|compile|journal|import...]}
shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(parse compile journal import)

cd "$(dirname "$0")/.."
root=$(pwd)
out="$root/.build/fuzz"
mkdir -p "$out/modules" "$out/findings" "$out/logs"
# The runtime's backtracer hangs under the address sanitizer.
export SWIFT_BACKTRACE=enable=no
# `-package-name`: modules share `package` declarations, as SwiftPM builds them.
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -package-name overload)

# Each module is built once, as one object, with the sanitizer's instrumentation.
build_module() {
    local name=$1
    local object="$out/modules/$name.o"
    if [ -f "$object" ] && { [ -n "${FUZZ_KEEP_BUILD:-}" ] ||
        [ -z "$(find "Sources/$name" -name '*.swift' -newer "$object" | head -1)" ]; }; then
        return
    fi
    echo "building $name (instrumented)..."
    swiftc "${flags[@]}" -wmo -c -emit-module -module-name "$name" -I "$out/modules" \
        -emit-module-path "$out/modules/$name.swiftmodule" -o "$object" \
        $(find "Sources/$name" -name '*.swift' | sort)
}
build_module OverloadSyntax
build_module Overload

harness() {
    case $1 in
        parse) echo FuzzParse ;;
        compile) echo FuzzCompile ;;
        journal) echo FuzzJournal ;;
        import) echo FuzzImport ;;
        *) echo "unknown target '$1' (parse, compile, journal, import)" >&2; exit 2 ;;
    esac
}

# Seeds: every .lift file for the language targets; CSV text quoted in the importer tests.
seed() {
    local target=$1 dir="$out/seeds/$1"
    rm -rf "$dir"
    mkdir -p "$dir"
    if [ "$target" = import ]; then
        for test in Tests/OverloadTests/Import/*Tests.swift; do
            awk -v dir="$dir" -v base="$(basename "$test" .swift)" '
                /^ *static let [A-Za-z0-9]+ = """$/ { n++; file = dir "/" base "-" n ".csv"; inside = 1; next }
                inside && /^ *"""/ { inside = 0; close(file); next }
                inside { sub(/^        /, ""); print > file }
            ' "$test"
        done
    else
        find examples Tests/Fixtures -name '*.lift' | while read -r file; do
            cp "$file" "$dir/$(echo "$file" | tr / _)"
        done
    fi
}

for target in "${targets[@]}"; do
    name=$(harness "$target")
    binary="$out/fuzz-$target"
    if [ ! -f "$binary" ] || [ "scripts/fuzz/$name.swift" -nt "$binary" ] || [ "$out/modules/Overload.o" -nt "$binary" ]; then
        echo "linking fuzz-$target..."
        # The linker warns about every sanitizer helper symbol; show its output only on failure.
        swiftc "${flags[@]}" -I "$out/modules" "scripts/fuzz/$name.swift" \
            "$out/modules/OverloadSyntax.o" "$out/modules/Overload.o" -o "$binary" >"$out/logs/link-$target.log" 2>&1 \
            || { cat "$out/logs/link-$target.log"; exit 1; }
    fi
    seed "$target"
    mkdir -p "$out/corpus/$target"
done

run() {
    local target=$1 dict=()
    [ "$target" = import ] || dict=(-dict=scripts/fuzz/overload.dict)
    "$out/fuzz-$target" "${dict[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=3072 \
        -max_len=8192 -detect_leaks=1 -print_final_stats=1 -artifact_prefix="$out/findings/$target-" \
        "$out/corpus/$target" "$out/seeds/$target" >"$out/logs/$target.log" 2>&1
}

# Two targets at a time: the project's machine has two cores.
failed=()
for ((i = 0; i < ${#targets[@]}; i += 2)); do
    batch=("${targets[@]:i:2}")
    pids=()
    for target in "${batch[@]}"; do
        echo "fuzzing $target for ${seconds}s..."
        run "$target" &
        pids+=($!)
    done
    for j in "${!batch[@]}"; do
        wait "${pids[j]}" || failed+=("${batch[j]}")
    done
done

for target in "${targets[@]}"; do
    log="$out/logs/$target.log"
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1 || true)
    echo "$target: $runs executions, $cov, corpus $(find "$out/corpus/$target" -type f | wc -l) files (log: $log)"
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "FOUND something in: ${failed[*]} (inputs in $out/findings, details in the logs)"
    exit 1
fi
echo "nothing found"

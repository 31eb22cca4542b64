#!/usr/bin/env bash
# Fuzzes the front end, the compiler, the journal reader, the CSV importers, the script
# interpreter and the engine's replay with libFuzzer (coverage-guided, under the address
# sanitizer, leaks detected). See docs/robustness.md.
#
# Usage: scripts/fuzz.sh SECONDS [TARGET...]
#   SECONDS  how long each target runs (the issue asks for 600)
#   TARGET   parse, compile, journal, import, script, engine (default: all six)
#
# Exits non-zero when any target finds a crash, a leak, a hang (an input taking over 10 s)
# or a broken property. The input that did it is saved as .build/fuzz/findings/TARGET-*;
# replay one with `.build/fuzz/fuzz-TARGET FILE`. Each target's corpus grows in
# .build/fuzz/corpus/TARGET across runs; it is seeded from examples/ and Tests/Fixtures
# (for the importers, the CSV exports quoted in the importer tests; for the engine, each
# example program paired with each example journal; for the script interpreter, also
# scripts/fuzz/seeds/script and the programs quoted in the script and coaching tests).
# FUZZ_JOBS=N runs N targets at a time (default 2, the project machine's cores; 1 when the
# machine is shared). FUZZ_KEEP_BUILD=1 fuzzes the modules as last built, even if sources
# changed since (the instrumented build takes minutes). CI does not run this: it is slow by
# design.
set -euo pipefail

seconds=${1:?usage: scripts/fuzz.sh SECONDS [parse|compile|journal|import|script|engine...]}
shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(parse compile journal import script engine)
jobs=${FUZZ_JOBS:-2}

cd "$(dirname "$0")/.."
root=$(pwd)
out="$root/.build/fuzz"
mkdir -p "$out/modules" "$out/findings" "$out/logs"
# The runtime's backtracer hangs under the address sanitizer.
export SWIFT_BACKTRACE=enable=no
# `-package-name`: modules share `package` declarations, as SwiftPM builds them.
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -package-name overload)

# Each module is built once, as one object, with the sanitizer's instrumentation, in the
# package's order; a module is rebuilt when its sources changed or a module it follows was.
modules=(OverloadSyntax Overload OverloadEngine OverloadStandardPlugins)
rebuilt=""
build_module() {
    local name=$1
    local object="$out/modules/$name.o"
    if [ -f "$object" ] && { [ -n "${FUZZ_KEEP_BUILD:-}" ] || { [ -z "$rebuilt" ] &&
        [ -z "$(find "Sources/$name" -name '*.swift' -newer "$object" | head -1)" ]; }; }; then
        return
    fi
    rebuilt=1
    echo "building $name (instrumented)..."
    swiftc "${flags[@]}" -wmo -c -emit-module -module-name "$name" -I "$out/modules" \
        -emit-module-path "$out/modules/$name.swiftmodule" -o "$object" \
        $(find "Sources/$name" -name '*.swift' | sort)
}
for module in "${modules[@]}"; do build_module "$module"; done

# The harness files of a target (the engine-level ones share EngineOutput.swift).
harness() {
    case $1 in
        parse) echo FuzzParse.swift ;;
        compile) echo FuzzCompile.swift ;;
        journal) echo FuzzJournal.swift ;;
        import) echo FuzzImport.swift ;;
        script) echo FuzzScript.swift EngineOutput.swift ;;
        engine) echo FuzzEngine.swift EngineOutput.swift ;;
        *) echo "unknown target '$1' (parse, compile, journal, import, script, engine)" >&2; exit 2 ;;
    esac
}

# Seeds: every .lift file for the language targets; CSV text quoted in the importer tests.
seed() {
    local target=$1 dir="$out/seeds/$1"
    rm -rf "$dir"
    mkdir -p "$dir"
    if [ "$target" = engine ]; then
        # A program, the separator line FuzzEngine.swift cuts at, a journal.
        local journals=(examples/journals/*.lift examples/journal.lift examples/journal-2025.lift)
        find examples Tests/Fixtures -name '*.lift' | while read -r program; do
            cp "$program" "$dir/$(echo "$program" | tr / _)"
        done
        for program in examples/programs/*.lift examples/*.lift; do
            for journal in "${journals[@]}"; do
                { cat "$program"; printf '\n---journal---\n'; cat "$journal"; } \
                    >"$dir/$(basename "$program" .lift)+$(basename "$journal" .lift).lift"
            done
        done
    elif [ "$target" = import ]; then
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
    if [ "$target" = script ]; then
        # Seeds written for the interpreter (scripts/fuzz/seeds/script: every statement,
        # operator, function and runtime error, rules calling scripts with arguments).
        cp scripts/fuzz/seeds/script/*.lift "$dir/"
        # The programs quoted in the script and coaching tests (many declare a progression).
        for test in Tests/OverloadTests/Script/*Tests.swift Tests/OverloadTests/Coaching/*Tests.swift; do
            awk -v dir="$dir" -v base="$(basename "$test" .swift)" '
                /"""$/ && !inside { n++; file = dir "/" base "-" n ".lift"; inside = 1; indent = -1; next }
                inside && /^ *"""/ { inside = 0; close(file); next }
                inside && indent < 0 { match($0, /^ */); indent = RLENGTH }
                inside { print substr($0, indent + 1) > file }
            ' "$test"
        done
    fi
}

objects=()
for module in "${modules[@]}"; do objects+=("$out/modules/$module.o"); done
for target in "${targets[@]}"; do
    files=()
    for file in $(harness "$target"); do files+=("scripts/fuzz/$file"); done
    binary="$out/fuzz-$target"
    stale=""
    for input in "${files[@]}" "${objects[@]}"; do if [ "$input" -nt "$binary" ]; then stale=1; fi; done
    if [ ! -f "$binary" ] || [ -n "$stale" ]; then
        echo "linking fuzz-$target..."
        # The linker warns about every sanitizer helper symbol; show its output only on failure.
        swiftc "${flags[@]}" -I "$out/modules" "${files[@]}" "${objects[@]}" -o "$binary" \
            >"$out/logs/link-$target.log" 2>&1 || { cat "$out/logs/link-$target.log"; exit 1; }
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

# FUZZ_JOBS targets at a time.
failed=()
for ((i = 0; i < ${#targets[@]}; i += jobs)); do
    batch=("${targets[@]:i:jobs}")
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

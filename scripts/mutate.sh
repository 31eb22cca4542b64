#!/usr/bin/env bash
# Do the tests guard the rules? Changes one rule at a time (a small mutation of the source),
# runs the tests that should notice, and checks that at least one fails. See docs/robustness.md.
#
# Usage: scripts/mutate.sh [WORD]     (only the mutations whose label holds WORD: judge, script,
#                                      outcome, calibration, Hevy...)
# Exits non-zero when a mutation survives (no test failed) or no longer applies (the source
# changed: update its line below). The source is restored after each mutation, also on ^C.
set -euo pipefail
cd "$(dirname "$0")/.."
only=${1:-}

# label | file | text to find (on exactly one line) | replacement | tests to run (swift test --filter)
# (no "|" in a label, a text or a replacement: it separates the fields)
mutations=$(cat <<'EOF'
rounding ties go up|Sources/Overload/Equipment/MilliMass.swift|(above - target) < (target - below)|(above - target) <= (target - below)|LadderAndRuleTests|BarbellRoundingTests|LoadRoundingPropertyTests
rounding always down|Sources/Overload/Equipment/MilliMass.swift|(above - target) < (target - below) ? above : below|below|LadderAndRuleTests|BarbellRoundingTests
deload intensity 60% -> 65%|Sources/Overload/Plan/Model/WeekKind.swift|intensityPercent: 60, volumePercent: 50|intensityPercent: 65, volumePercent: 50|WaveDeloadTests|BackoffIntensityTests|PlanGoldenTests
deload volume 50% -> 60%|Sources/Overload/Plan/Model/WeekKind.swift|intensityPercent: 60, volumePercent: 50|intensityPercent: 60, volumePercent: 60|WaveDeloadTests|BackoffIntensityTests|PlanGoldenTests
deload RPE cap 7 -> 8|Sources/Overload/Plan/Model/WeekKind.swift|volumePercent: 50, rpeCap: 7)|volumePercent: 50, rpeCap: 8)|WaveDeloadTests|BackoffIntensityTests|PlanGoldenTests
peak intensity 105% -> 100%|Sources/Overload/Plan/Model/WeekKind.swift|intensityPercent: 105|intensityPercent: 100|WaveDeloadTests|BackoffIntensityTests|PlanGoldenTests|PlanTemplateTests
test week volume 30% -> 50%|Sources/Overload/Plan/Model/WeekKind.swift|volumePercent: 30|volumePercent: 50|WaveDeloadTests|BackoffIntensityTests|PlanGoldenTests|PlanTemplateTests
week volume rounds down|Sources/Overload/Compiler/PlanBuilder+Sets.swift|modifiers.volumePercent / 100).rounded()|modifiers.volumePercent / 100).rounded(.down)|WaveDeloadTests|BackoffIntensityTests|PlanGoldenTests
week RPE cap ignored|Sources/Overload/Compiler/PlanBuilder+Sets.swift|rpe = min(target, cap)|rpe = target|WaveDeloadTests|BackoffIntensityTests|PlanGoldenTests
e1RM counts warm-ups|Sources/Overload/Journal/History/TrainingHistory.swift|!isAddedLoad && kind != .warmup && kind != .failure|!isAddedLoad && kind != .failure|TrainingHistoryTests
e1RM counts failed sets|Sources/Overload/Journal/History/TrainingHistory.swift|kind != .warmup && kind != .failure && reps >= 1|kind != .warmup && reps >= 1|TrainingHistoryTests
e1RM counts added loads|Sources/Overload/Journal/History/TrainingHistory.swift|return !isSkipped && !isAddedLoad && kind|return !isSkipped && kind|TrainingHistoryTests
e1RM counts skipped sets|Sources/Overload/Journal/History/TrainingHistory.swift|return !isSkipped && !isAddedLoad && kind|return !isAddedLoad && kind|TrainingHistoryTests
e1RM counts unloaded sets|Sources/Overload/Journal/History/TrainingHistory.swift|&& load.value > 0|&& load.value >= 0|TrainingHistoryTests
history volume counts warm-ups|Sources/Overload/Journal/History/TrainingHistory.swift|sets.filter { !$0.isSkipped && $0.kind != .warmup }|sets.filter { !$0.isSkipped }|TrainingHistoryTests
e1RM rep limit 12 -> 30|Sources/Overload/Strength/E1RMSets.swift|public static let repLimit = 12|public static let repLimit = 30|TrainingHistoryTests|JournalE1RMTests|RPEProgressionTests
Epley divisor 30 -> 31|Sources/Overload/Strength/E1RMFormula.swift|case .epley: return load * (1 + r / 30)|case .epley: return load * (1 + r / 31)|E1RMFormulaTests|TrainingHistoryTests
Strong warm-up read as working|Sources/Overload/Import/Importers/StrongImporter.swift|raw.kind = .warmup|raw.kind = .regular|StrongImporterTests
Strong failure read as working|Sources/Overload/Import/Importers/StrongImporter.swift|raw.kind = .failure|raw.kind = .regular|StrongImporterTests
Strong drop set read as working|Sources/Overload/Import/Importers/StrongImporter.swift|raw.kind = .drop|raw.kind = .regular|StrongImporterTests
Hevy warm-up read as working|Sources/Overload/Import/Importers/HevyImporter.swift|case "warmup": raw.kind = .warmup|case "warmup": raw.kind = .regular|HevyImporterTests
Hevy failure read as working|Sources/Overload/Import/Importers/HevyImporter.swift|case "failure": raw.kind = .failure|case "failure": raw.kind = .regular|HevyImporterTests
Hevy drop set read as working|Sources/Overload/Import/Importers/HevyImporter.swift|case "dropset": raw.kind = .drop|case "dropset": raw.kind = .regular|HevyImporterTests
zero reps with a load not a failure|Sources/Overload/Import/Pipeline/RawSet.swift|let kind = count == 0 ? .failure : kind|let kind = kind|ImportRegressionTests|ImportPipelineTests|StrongImporterTests|HevyImporterTests
judge counts marked warm-ups|Sources/OverloadEngine/Evaluator/SessionJudge.swift|-> Bool { kind == .warmup }|-> Bool { false }|SessionJudgeTests|LinearEngineTests|PublishedProgressionTests
judge counts light first sets|Sources/OverloadEngine/Evaluator/SessionJudge.swift|next = index|next = 0|SessionJudgeTests|LinearEngineTests|PublishedProgressionTests
judge warm-up share 90% -> 80%|Sources/OverloadEngine/Evaluator/SessionJudge.swift|warmupThreshold = 0.9|warmupThreshold = 0.8|SessionJudgeTests|LinearEngineTests|PublishedProgressionTests
judge load tolerance a whole step|Sources/OverloadEngine/Evaluator/SessionJudge.swift|wanted - step / 2 - 1e-9|wanted - step - 1e-9|SessionJudgeTests|LinearEngineTests|PublishedProgressionTests
judge load tolerance none|Sources/OverloadEngine/Evaluator/SessionJudge.swift|wanted - step / 2 - 1e-9|wanted - 1e-9|SessionJudgeTests|LinearEngineTests|PublishedProgressionTests
judge RPE cap one too high|Sources/OverloadEngine/Evaluator/SessionJudge.swift|let rpe = sets[index].rpe, rpe > cap|let rpe = sets[index].rpe, rpe > cap + 1|SessionJudgeTests|LinearEngineTests|PublishedProgressionTests
judge RPE at the cap fails|Sources/OverloadEngine/Evaluator/SessionJudge.swift|let rpe = sets[index].rpe, rpe > cap|let rpe = sets[index].rpe, rpe >= cap|SessionJudgeTests|LinearEngineTests|PublishedProgressionTests
judge AMRAP one rep short passes|Sources/OverloadEngine/Evaluator/SessionJudge.swift|if done < needed { return .reps|if done < needed - 1 { return .reps|SessionJudgeTests|LinearEngineTests|PublishedProgressionTests
judge AMRAPs always met|Sources/OverloadEngine/Evaluator/SessionJudgement.swift|guard mark.isMet else { return false }|_ = mark.isMet|SessionJudgeTests|LinearEngineTests|PublishedProgressionTests
script load plus load subtracts|Sources/OverloadEngine/Script/ScriptInterpreter+Arithmetic.swift|case (.add, .load(let a), .load(let b)): result = .load(a &+ b)|case (.add, .load(let a), .load(let b)): result = .load(a &- b)|ScriptInterpreterTests|ScriptArithmeticTests|ScriptCheckerTests|ScriptTwinTests
script load minus a percentage adds it|Sources/OverloadEngine/Script/ScriptInterpreter+Arithmetic.swift|result = try scaled(a, by: 1 - p / 100, range: range, values: values)|result = try scaled(a, by: 1 + p / 100, range: range, values: values)|ScriptInterpreterTests|ScriptArithmeticTests|ScriptCheckerTests|ScriptTwinTests
script load divided by a percentage multiplies|Sources/OverloadEngine/Script/ScriptInterpreter+Arithmetic.swift|result = try scaled(a, by: 100 / p, range: range, values: values)|result = try scaled(a, by: p / 100, range: range, values: values)|ScriptInterpreterTests|ScriptArithmeticTests|ScriptCheckerTests|ScriptTwinTests
script percentage of a percentage unscaled|Sources/OverloadEngine/Script/ScriptInterpreter+Arithmetic.swift|case (.multiply, .percent(let a), .percent(let b)): result = .percent(a * b / 100)|case (.multiply, .percent(let a), .percent(let b)): result = .percent(a * b)|ScriptInterpreterTests|ScriptArithmeticTests|ScriptCheckerTests|ScriptTwinTests
script scaled load rounds down|Sources/OverloadEngine/Script/ScriptInterpreter+Arithmetic.swift|return .load(Int64(product.rounded()))|return .load(Int64(product.rounded(.down)))|ScriptInterpreterTests|ScriptArithmeticTests|ScriptCheckerTests|ScriptTwinTests
script load literal rounds down|Sources/OverloadEngine/Script/ScriptValue.swift|let milli = (value * 1000).rounded()|let milli = (value * 1000).rounded(.down)|ScriptInterpreterTests|ScriptArithmeticTests|ScriptCheckerTests|ScriptTwinTests
script pounds read as kilograms|Sources/OverloadEngine/Script/ScriptInterpreter+Expressions.swift|case .lb?: return .load(value: Mass(value, .lb).value(in: unit))|case .lb?: return .load(value: Mass(value, .kg).value(in: unit))|ScriptInterpreterTests|ScriptArithmeticTests|ScriptCheckerTests|ScriptTwinTests
script load limit ten times higher|Sources/OverloadEngine/Script/ScriptValue.swift|static let load = 1_000_000.0|static let load = 10_000_000.0|ScriptInterpreterTests|ScriptArithmeticTests|ScriptCheckerTests|ScriptTwinTests
script a load plus a number is a number|Sources/OverloadEngine/Script/ScriptType.swift|case (.add, .number, .number), (.subtract, .number, .number): .number|case (.add, .number, .number), (.subtract, .number, .number), (.add, .load, .number): .number|ScriptInterpreterTests|ScriptArithmeticTests|ScriptCheckerTests|ScriptTwinTests
script a load over a percentage not a load|Sources/OverloadEngine/Script/ScriptType.swift|case (.divide, .load, .number), (.divide, .load, .percent): .load|case (.divide, .load, .number): .load|ScriptInterpreterTests|ScriptArithmeticTests|ScriptCheckerTests|ScriptTwinTests
script a number times a percentage is a percentage|Sources/OverloadEngine/Script/ScriptType.swift|case (.multiply, .number, .percent): .number|case (.multiply, .number, .percent): .percent|ScriptInterpreterTests|ScriptArithmeticTests|ScriptCheckerTests|ScriptTwinTests
script a kept load may go below zero|Sources/OverloadEngine/Script/ScriptInterpreter.swift|case .load(let milli) where milli < 0:|case .load(let milli) where milli < -1000:|ScriptInterpreterTests|ScriptArithmeticTests|ScriptCheckerTests|ScriptTwinTests
script reps may be fractional|Sources/OverloadEngine/Script/ScriptInterpreter.swift|guard number >= 0, number <= 1000, number == number.rounded() else {|guard number >= 0, number <= 1000 else {|ScriptInterpreterTests|ScriptArithmeticTests|ScriptCheckerTests|ScriptTwinTests
outcome ignored without tolerance|Sources/OverloadEngine/Coaching/ChangeFollowing.swift|lifted < to - halfStep(to) : lifted > to + halfStep(to)|lifted < to : lifted > to|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests|ChangeFollowingTests
outcome ignored with a whole step of tolerance|Sources/OverloadEngine/Coaching/ChangeFollowing.swift|lifted < to - halfStep(to) : lifted > to + halfStep(to)|lifted < to - 2 * halfStep(to) : lifted > to + 2 * halfStep(to)|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests|ChangeFollowingTests
outcome a missed added set is not ignored|Sources/OverloadEngine/Coaching/ChangeFollowing.swift|workSetsDone <= from && workSetsDone < to|workSetsDone < from && workSetsDone < to|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests|ChangeFollowingTests
outcome a miss when sick is too aggressive|Sources/OverloadEngine/Coaching/Replay+Outcomes.swift|guard circumstances.isEmpty else { return nil }|_ = circumstances|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests
outcome a hit under circumstances is judged as ordinary|Sources/OverloadEngine/Coaching/Replay+Outcomes.swift|if !circumstances.isEmpty {|if false, !circumstances.isEmpty {|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests
outcome never too easy|Sources/OverloadEngine/Coaching/Replay+Outcomes.swift|if let easy = tooEasy(judgement) { return (.tooEasy, easy) }|if false, let easy = tooEasy(judgement) { return (.tooEasy, easy) }|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests
outcome an AMRAP beaten by two is too easy|Sources/OverloadEngine/Coaching/Replay+Outcomes.swift|let reps = set.performed?.reps, reps >= minimum + 3 else { continue }|let reps = set.performed?.reps, reps >= minimum + 2 else { continue }|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests
outcome an RPE one under is too easy|Sources/OverloadEngine/Coaching/Replay+Outcomes.swift|rated.allSatisfy({ $0.0 > $0.1 && $0.2 <= $0.3 - 2 }) else { return nil }|rated.allSatisfy({ $0.0 > $0.1 && $0.2 <= $0.3 - 1 }) else { return nil }|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests
outcome reps at the target are too easy|Sources/OverloadEngine/Coaching/Replay+Outcomes.swift|rated.allSatisfy({ $0.0 > $0.1 && $0.2 <= $0.3 - 2 }) else { return nil }|rated.allSatisfy({ $0.0 >= $0.1 && $0.2 <= $0.3 - 2 }) else { return nil }|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests
outcome some unrated sets may be too easy|Sources/OverloadEngine/Coaching/Replay+Outcomes.swift|guard !rated.isEmpty, rated.count == judgement.sets.count,|guard !rated.isEmpty,|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests
outcome done anyway needs the whole load|Sources/OverloadEngine/Coaching/ChangeFollowing.swift|lifted >= to - halfStep(to) : lifted <= to + halfStep(to)|lifted >= to : lifted <= to|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests|ChangeFollowingTests
calibration halves to a third|Sources/OverloadEngine/Coaching/Replay+Outcomes.swift|let wanted = calibration.step * (1 - settings.cutPercent / 100)|let wanted = calibration.step * (1 - settings.cutPercent / 100) * 2 / 3|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests
calibration halves below the smallest step|Sources/OverloadEngine/Coaching/Replay+Outcomes.swift|calibration.step = max(wanted, smallest)|calibration.step = wanted|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests
calibration grows to double|Sources/OverloadEngine/Coaching/Replay+Outcomes.swift|calibration.step = calibration.step * (1 + settings.growPercent / 100)|calibration.step = calibration.step * (1 + settings.growPercent / 50)|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests
calibration grows after one too-easy outcome|Sources/OverloadEngine/Coaching/Replay+Outcomes.swift|guard calibration.tooEasyInARow >= settings.tooEasyRun else { break }|guard calibration.tooEasyInARow >= settings.tooEasyRun - 1 else { break }|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests
calibration a good outcome keeps the too-easy count|Sources/OverloadEngine/Coaching/Replay+Outcomes.swift|case .good, .ignored:|case .good, .ignored: break; case .tooEasy where false:|OutcomeTests|OutcomeThresholdTests|AskSuggestionTests|CircumstanceTests
EOF
)

backup=$(mktemp)
current=""
restore() { if [ -n "$current" ]; then cp "$backup" "$current"; touch "$current"; current=""; fi; }
trap 'restore; rm -f "$backup"' EXIT INT TERM

survived=()
stale=()
count=0
while IFS='|' read -r label file from to tests; do
    [ -n "$label" ] || continue
    if [ -n "$only" ] && [[ "$label" != *"$only"* ]]; then continue; fi
    count=$((count + 1))
    if [ "$(grep -cF -- "$from" "$file" || true)" != 1 ]; then
        echo "STALE    $label: '$from' is not on exactly one line of $file"
        stale+=("$label")
        continue
    fi
    cp "$file" "$backup"
    current=$file
    # Quoted, both sides are plain text (no pattern, and `&` is not the match).
    text=$(<"$file")
    printf '%s\n' "${text/"$from"/"$to"}" >"$file"
    start=$SECONDS
    if swift test --filter "$tests" >/tmp/mutate-$$.log 2>&1; then
        echo "SURVIVED $label ($((SECONDS - start)) s; ran: $tests)"
        survived+=("$label")
    elif grep -q "error: " /tmp/mutate-$$.log && ! grep -q "Test run with" /tmp/mutate-$$.log; then
        echo "NO BUILD $label (the mutant does not compile; see a fresh run with this label)"
        stale+=("$label")
    else
        echo "caught   $label ($((SECONDS - start)) s)"
    fi
    restore
done <<<"$mutations"
rm -f /tmp/mutate-$$.log

echo "$count mutations: $((count - ${#survived[@]} - ${#stale[@]})) caught, ${#survived[@]} survived, ${#stale[@]} stale"
[ ${#survived[@]} -eq 0 ] && [ ${#stale[@]} -eq 0 ]

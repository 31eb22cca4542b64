import Overload
@testable import OverloadEngine
import OverloadSyntax
import Testing

/// The replay's in-place ways of keeping an exercise's latest step agree with the rule they
/// stand for (``Replay/replacedInFull(_:with:)``) on every run of steps that changed something
/// or nothing, from every shape kept; and a step's rare fields (a failure, a suggestion), kept
/// behind one reference, read back as they were given.
@Suite struct KeptStepTests {
    static func step(day: Int, changed: Bool) -> ExplainStep {
        // Days 1 to 31 of a month: always a date.
        let date = LocalDate(year: 2026, month: 1, day: day)!
        let changes = changed ? [StateChange("load", from: nil, to: "\(day) kg", because: "day \(day)")] : []
        return ExplainStep(date: date, calendar: nil, sets: [], unit: .kg, rule: "linear +2.5kg", judgement: nil, targets: [],
                           changes: changes)
    }

    static func summary(_ kept: [ExplainStep]?) -> [String] {
        (kept ?? []).map { "\($0.date) \($0.changes.map(\.after))" }
    }

    @Test func theInPlaceWaysAgreeWithTheRuleOnEveryRunOfSteps() {
        // Every run of six steps, each one that changed something or nothing, from every
        // shape the steps kept may have (none, one or two of either kind, three).
        let starts: [[Bool]?] = [nil, [], [true], [false], [true, false], [false, true], [true, true], [false, false],
                                 [true, false, false]]
        var compared = 0
        for start in starts {
            for run in 0..<64 {
                var fast = start.map { $0.enumerated().map { Self.step(day: $0.offset + 1, changed: $0.element) } }
                var rule = fast
                for index in 0..<6 {
                    let changed = run & (1 << index) != 0
                    let next = Self.step(day: 10 + index, changed: changed)
                    Replay.replace(&fast, with: next)
                    Replay.replacedInFull(&rule, with: next)
                    #expect(Self.summary(fast) == Self.summary(rule), "start \(String(describing: start)), run \(run), step \(index)")
                    compared += 1
                }
            }
        }
        #expect(compared == 9 * 64 * 6)
    }

    @Test func theLatestStepAndTheLatestThatChangedAreKept() {
        var kept: [ExplainStep]?
        Replay.replace(&kept, with: Self.step(day: 1, changed: true))
        Replay.replace(&kept, with: Self.step(day: 2, changed: false))
        Replay.replace(&kept, with: Self.step(day: 3, changed: false))
        #expect(Self.summary(kept) == ["2026-01-01 [\"1 kg\"]", "2026-01-03 []"])
        Replay.replace(&kept, with: Self.step(day: 4, changed: true))
        #expect(Self.summary(kept) == ["2026-01-04 [\"4 kg\"]"])
    }

    @Test func aStepsFailureAndSuggestionReadBackAsGiven() {
        let state = PluginState(["load": .mass(Mass(100, .kg))])
        let plain = PluginStep(state: state)
        #expect(!plain.hasFailed && !plain.asks && plain.failure == nil && plain.suggestion == nil)

        let failure = PluginFailure(
            source: SourceFile(name: "rule.ovs", text: "x"),
            diagnostic: Diagnostic(.error, .scriptOutOfRange, "the script ran too long", at: SourceRange(0, 1)))
        let failed = PluginStep(state: state, failure: failure)
        #expect(failed.hasFailed && !failed.asks && failed.failure == failure && failed.suggestion == nil)

        let asking = PluginStep(state: state, suggestion: Reason(.deloadWeek))
        #expect(!asking.hasFailed && asking.asks && asking.suggestion == Reason(.deloadWeek) && asking.failure == nil)

        // Setting both back to nil makes the step equal to one made without them.
        var cleared = failed
        cleared.suggestion = Reason(.missed)
        #expect(cleared.hasFailed && cleared.asks)
        cleared.failure = nil
        #expect(!cleared.hasFailed && cleared.suggestion == Reason(.missed))
        cleared.suggestion = nil
        #expect(cleared == plain)
        #expect(Set([cleared, plain]).count == 1)
    }
}

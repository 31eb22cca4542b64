import Overload
import OverloadEngine
import OverloadSyntax

/// `graduate at NxREPS` or `graduate at NxTIME`: a ladder's rule (docs/plugins.md,
/// "graduate"). The plan's sets stay as written (`pull 3x5-8`); when N work sets of a session
/// make the goal (8 reps each, or a 60-second hold each), the next session moves to the
/// ladder's next rung, its reps back at the bottom of the plan's range. The rung is the
/// engine's (``LadderState``): the lifter logs the rung's own exercise and the ladder knows it.
struct GraduateProgression: ProgressionPlugin {
    let entersWeeks = false
    static let sets = Slot<Int>("sets")
    static let reps = Slot<Int>("reps")
    static let hold = Slot<RuleArguments.Value>("hold")

    let name = "graduate"
    let summary = "move a ladder to its next exercise once every set makes the goal"
    let syntax = RuleSyntax([
        .init([.word(["at"]), .slot(sets), .word(["x"]), .slot(reps)],
              spelling: "at NxREPS", meaning: "move to the next rung when N work sets make REPS reps each (3x8)"),
        .init([.word(["at"]), .slot(sets), .word(["x"]), .slot(hold)],
              spelling: "at NxTIME", meaning: "move to the next rung when N holds last TIME each (3x60s)"),
    ])

    func validate(_ arguments: RuleArguments, range: SourceRange) -> [Diagnostic] {
        switch arguments[Self.hold] {
        case .mass?, .metres?:
            return [.error(.ruleArgument, "a ladder's goal is reps or a time", at: arguments.range(of: Self.hold) ?? range,
                           help: "write it as in 'graduate at 3x8' or 'graduate at 3x60s'")]
        default:
            break
        }
        guard arguments[Self.sets] != nil else {
            return [.error(.missingRuleArgument, "a graduate rule needs its goal", at: range,
                           label: "the sets each rung must make before the next",
                           help: "write it as in 'graduate at 3x8' or 'graduate at 3x60s'")]
        }
        return []
    }

    /// The rule's goal, from its arguments.
    static func goal(_ arguments: RuleArguments) -> Reason.Graduation {
        let seconds: Int? = if case .seconds(let seconds)? = arguments[hold] { Int(seconds) } else { nil }
        return Reason.Graduation(sets: arguments[sets] ?? 1, reps: seconds == nil ? arguments[reps] ?? 1 : nil, seconds: seconds)
    }

    func prescribe(_ input: PrescribeInput) -> [SetPrescription] { input.planned }

    func advance(_ input: SessionInput) -> PluginStep {
        var state = input.state
        let goal = Self.goal(input.arguments)
        let made = Self.setsMaking(goal, input.performed)
        guard made >= goal.sets else {
            return PluginStep(state: state, changes: [StateChange(
                "rung", from: nil, to: Self.rungText(state), because: Reason(.belowGoal(made: made, goal)))])
        }
        let rung = state[LadderState.rung] ?? 0
        let rungs = state[LadderState.rungs] ?? 1
        guard rung + 1 < rungs else {
            return PluginStep(state: state, changes: [StateChange(
                "rung", from: nil, to: Self.rungText(state), because: Reason(.lastRung(goal)))])
        }
        let before = Self.rungText(state)
        state[LadderState.rung] = rung + 1
        return PluginStep(state: state, changes: [StateChange(
            "rung", from: before, to: Self.rungText(state), because: Reason(.graduated(goal)))])
    }

    /// `2 of 5`: the rung in the state, counted from 1.
    static func rungText(_ state: PluginState) -> String {
        "\((state[LadderState.rung] ?? 0) + 1) of \(state[LadderState.rungs] ?? 1)"
    }

    /// How many work sets (not warm-ups, not skipped) reach the goal's reps or time.
    static func setsMaking(_ goal: Reason.Graduation, _ performed: [SetPerformance]) -> Int {
        var made = 0
        for set in performed where set.kind != .warmup && !set.isSkipped {
            if let seconds = goal.seconds {
                if (set.timeSeconds ?? 0) >= seconds { made += 1 }
            } else if (set.reps ?? 0) >= (goal.reps ?? 1) {
                made += 1
            }
        }
        return made
    }
}

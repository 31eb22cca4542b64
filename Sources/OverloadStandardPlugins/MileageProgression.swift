import Overload
import OverloadEngine

/// `mileage +P% every week`: the runner's 10% rule. When the program enters a new week the
/// exercise's distance sets grow by P%, but never past P% over the distance logged in the week
/// before (docs/plugins.md, "mileage").
///
/// The state is the share of the plan's distances the sets are at (`percent`, 100 to start),
/// with the distance planned and logged since the week began (`planned`, `logged`, in metres).
/// Each distance is rounded to 10 m when prescribed.
struct MileageProgression: ProgressionPlugin {
    let name = "mileage"
    let summary = "grow the distance sets each week by a share, never past that share over last week's logged distance"
    let syntax = RuleSyntax([
        .init([.slot(RuleSlots.growth)], spelling: "+P%",
              meaning: "the weekly growth and its cap over last week's logged distance (the 10% rule: +10%)", isRequired: true),
        .init([.word(["every"]), .word(["week"])], spelling: "every week", meaning: "when it grows (the only period)"),
    ])

    /// The growth is a share above nothing: a cut every week (`-10%`) or a load step is no
    /// mileage rule.
    func validate(_ arguments: RuleArguments, range: SourceRange) -> [Diagnostic] {
        if let step = arguments.percent(RuleSlots.growth), step > 0 { return [] }
        return [.error(.ruleArgument, "a mileage rule grows the distance by a share, so its step is a percentage over 0",
                       at: arguments.range(of: RuleSlots.growth) ?? range, label: "not a weekly growth",
                       help: "write the runner's 10% rule as 'mileage +10% every week'")]
    }

    /// The distance sets of a plan at a share of their distance, each rounded to 10 m.
    func prescribe(_ input: PrescribeInput) -> [SetPrescription] {
        guard let percent = input.state.number("percent"), percent != 100 else { return input.planned }
        return input.planned.map { set in
            guard set.kind != .warmup, case .distance(let metres) = set.work else { return set }
            return input.loads.set(set, work: .distance(metres: Self.scaled(metres, percent)))
        }
    }

    static func scaled(_ metres: Double, _ percent: Double) -> Double {
        max(10, (metres * percent / 100 / 10).rounded() * 10)
    }

    func advance(_ input: SessionInput) -> PluginStep {
        var state = input.state
        var planned = 0.0, logged = 0.0
        for set in input.prescribed where set.kind != .warmup {
            if case .distance(let metres) = set.work { planned += metres }
        }
        for set in input.performed where !set.isSkipped { logged += set.distanceMetres ?? 0 }
        state["planned"] = .number((state.number("planned") ?? 0) + planned)
        state["logged"] = .number((state.number("logged") ?? 0) + logged)
        return PluginStep(state: state)
    }

    func entersWeek(from: ProgramCalendar?, to: ProgramCalendar, arguments: RuleArguments) -> Bool {
        guard let from else { return false }
        return from.absoluteWeek != to.absoluteWeek
    }

    func enterWeek(_ input: CalendarInput) -> PluginStep {
        guard let from = input.from, from.absoluteWeek != input.to.absoluteWeek else { return PluginStep(state: input.state) }
        var state = input.state
        let planned = state.number("planned") ?? 0, logged = state.number("logged") ?? 0
        state["planned"] = nil
        state["logged"] = nil
        // A week with no distance planned or none logged says nothing of what the legs can take.
        guard planned > 0, logged > 0, let step = input.arguments.percent(RuleSlots.growth) else { return PluginStep(state: state) }
        let current = state.number("percent") ?? 100
        let grown = current * (1 + step / 100)
        // This week's planned distance at most `step` over last week's logged distance.
        let capped = current * logged * (1 + step / 100) / planned
        let next = min(grown, capped)
        state["percent"] = .number(next)
        return PluginStep(state: state, changes: [StateChange(
            "distance", from: NumberFormatText.percent(current) + " of the plan", to: NumberFormatText.percent(next) + " of the plan",
            because: Reason(.mileage(.week(from.week, cycle: from.cycle), loggedMetres: logged, percent: step, capped: capped < grown)))])
    }
}

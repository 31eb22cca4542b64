import Overload
import OverloadSyntax

/// A rule's step against the work of the exercises it binds, whatever plugin runs it: a
/// step of load, time or distance (a `step` slot of the plugin's syntax) must be of a kind
/// the exercise's work sets have. `linear +0.5km` on a plank, `linear +2min` on a day of
/// runs by distance only, or `linear +2.5kg` on a run would progress nothing: each is an
/// error, with a step of the right kind as the fix.
///
/// A rule on an exercise with sets of both kinds (a 20-minute run and a 3 km run) is no
/// error: its step applies to the sets of its kind only.
public enum RuleWorkCheck {
    /// The kinds of work an exercise's sets have in a plan: reps, time, distance.
    public struct PlannedWork: Sendable, Hashable {
        /// Some work sets count reps.
        public var reps = false
        /// Some work sets are timed.
        public var time = false
        /// Some work sets cover a distance; the unit the first is read in.
        public var distanceUnit: DistanceUnit?
        /// Some distance sets have a pace target (`@ 5:30/km`), which a pace step moves.
        public var paced = false
    }

    /// The errors for `rules` against the plan of `program`.
    public static func check(_ rules: [ResolvedRule], program: CompiledProgram) -> [Diagnostic] {
        let planned = plannedWork(program.snapshot)
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            if let pace = rule.arguments.value("pace"), let range = rule.arguments.ranges["pace"],
               let problem = paceMismatch(pace, rule: rule, planned: planned, program: program) {
                diagnostics.append(.error(.ruleWorkMismatch, problem.message, at: range, label: problem.label,
                                          fixIts: problem.fix.isEmpty ? [] : [FixIt(replace: range, with: problem.fix)],
                                          help: "a pace step is seconds off a pace target for its distance, as in "
                                              + "'progress run: pace -5s' for 'run 5km @ 5:30/km'"))
            }
            if let problem = distanceRuleMismatch(rule, planned: planned, program: program) {
                diagnostics.append(problem)
                continue
            }
            guard let step = rule.arguments.value("step"), let range = rule.arguments.ranges["step"] else { continue }
            for target in rule.binding.targets {
                guard let work = planned[target.exerciseID] else { continue }
                let exercise = program.catalog.exercise(id: target.exerciseID)
                if let problem = mismatch(step, work: work, exercise: exercise, name: target.name, unit: program.snapshot.unit) {
                    diagnostics.append(.error(
                        .ruleWorkMismatch, problem.message, at: range, label: problem.label,
                        fixIts: [FixIt(replace: range, with: problem.fix)],
                        help: "a step of load moves the weight, of time (+2min) the time of timed sets, "
                            + "of distance (+0.5km) the distance of distance sets"))
                    break
                }
            }
        }
        return diagnostics
    }

    /// The kinds of work each exercise's work sets have across the plan, by exercise id.
    public static func plannedWork(_ snapshot: PlanSnapshot) -> [String: PlannedWork] {
        var found: [String: PlannedWork] = [:]
        for week in snapshot.weeks {
            for day in week.days {
                for exercise in day.exercises {
                    var work = found[exercise.exerciseID] ?? PlannedWork()
                    for set in exercise.sets where set.kind != .warmup {
                        switch set.work {
                        case .reps: work.reps = true
                        case .time: work.time = true
                        case .distance(let metres):
                            if work.distanceUnit == nil { work.distanceUnit = ExactDistance(metres: metres)?.naturalUnit ?? .m }
                            if case .pace? = set.goal { work.paced = true }
                        }
                    }
                    found[exercise.exerciseID] = work
                }
            }
        }
        return found
    }

    /// What is wrong with a pace step on the rule's exercises: a step that is no time (`-5s`
    /// is; `-100m` is not, with `-5s` as the fix), or an exercise with no pace target to move
    /// (a lift, or a run planned by distance or time alone). Nil when it fits.
    static func paceMismatch(_ step: RuleArguments.Value, rule: ResolvedRule, planned: [String: PlannedWork],
                             program: CompiledProgram) -> Problem? {
        guard case .seconds(let seconds) = step else {
            return Problem(message: "a pace step is a time off the pace", label: "write seconds, as in -5s", fix: "-5s")
        }
        // A pace is time over a distance: a step that adds time would slow the lifter down
        // after every success.
        guard seconds < 0 else {
            let whole = seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)"
            return Problem(message: "a pace step takes time off the pace, so it is negative",
                           label: "this would make the pace slower after each success", fix: seconds == 0 ? "-5s" : "-\(whole)s")
        }
        for target in rule.binding.targets {
            guard let work = planned[target.exerciseID], !work.paced else { continue }
            let takesLoad = work.reps && (program.catalog.exercise(id: target.exerciseID)?.work.takesLoad ?? true)
            return Problem(
                message: "the step is a pace, but \(target.name) has no pace target to move",
                label: "\(target.name) is planned for \(described(work, takesLoad: takesLoad))", fix: "")
        }
        return nil
    }

    /// Rules that grow an exercise's distance sets by a share (`mileage +10% every week`):
    /// their step is a percentage, which fits any work, so the work is checked here.
    static let distanceRules: Set<String> = ["mileage"]

    /// A distance rule on an exercise with no distance sets grows nothing: an error at the
    /// rule's name, with the `linear` rule for the work it has as the fix when there is one.
    static func distanceRuleMismatch(_ rule: ResolvedRule, planned: [String: PlannedWork], program: CompiledProgram) -> Diagnostic? {
        let binding = rule.binding
        guard distanceRules.contains(rule.plugin.name) else { return nil }
        for target in binding.targets {
            guard let work = planned[target.exerciseID], work.distanceUnit == nil else { continue }
            let takesLoad = work.reps && (program.catalog.exercise(id: target.exerciseID)?.work.takesLoad ?? true)
            var fixIts: [FixIt] = []
            if binding.targets.count == 1, work.time || takesLoad {
                let step = work.time ? "+2min" : program.snapshot.unit == .lb ? "+5lb" : "+2.5kg"
                let end = binding.atoms.last.map { max($0.range.end, binding.pluginRange.end) } ?? binding.pluginRange.end
                fixIts = [FixIt(replace: SourceRange(binding.pluginRange.start, end), with: "linear \(step)")]
            }
            return .error(.ruleWorkMismatch, "'\(rule.plugin.name)' grows distance sets, but \(target.name) has none",
                          at: binding.pluginRange, label: "\(target.name) is planned for \(described(work, takesLoad: takesLoad))",
                          fixIts: fixIts,
                          help: "a mileage rule is for runs, rows and rides planned by distance, as in 'run 5km'; "
                              + "'linear' moves a load or a time")
        }
        return nil
    }

    struct Problem {
        var message: String
        var label: String
        var fix: String
    }

    /// What is wrong with `step` on this work, with a step of the right kind; nil when it fits.
    static func mismatch(_ step: RuleArguments.Value, work: PlannedWork, exercise: Exercise?, name: String, unit: MassUnit)
        -> Problem? {
        let takesLoad = work.reps && (exercise?.work.takesLoad ?? true)
        let kind: String
        switch step {
        case .mass:
            guard !takesLoad else { return nil }
            kind = "a load"
        case .seconds:
            guard !work.time else { return nil }
            kind = "a time"
        case .metres:
            guard work.distanceUnit == nil else { return nil }
            kind = "a distance"
        case .percent, .count, .repRange, .word:
            return nil
        }
        return Problem(
            message: "the step is \(kind), but \(name) has no sets it can move",
            label: "\(name) is planned for \(described(work, takesLoad: takesLoad))",
            fix: fittingStep(work, takesLoad: takesLoad, unit: unit))
    }

    /// The plan's work in words: `distance`, `time and distance`, `reps at bodyweight`.
    static func described(_ work: PlannedWork, takesLoad: Bool) -> String {
        var kinds: [String] = []
        if work.reps { kinds.append(takesLoad ? "reps with a load" : "reps without a load") }
        if work.time { kinds.append("time") }
        if work.distanceUnit != nil { kinds.append("distance") }
        return kinds.isEmpty ? "no work sets" : kinds.joined(separator: " and ")
    }

    /// A step of the kind the work has: distance first, then time, then load.
    static func fittingStep(_ work: PlannedWork, takesLoad: Bool, unit: MassUnit) -> String {
        switch work.distanceUnit {
        case .km?: return "+0.5km"
        case .mi?: return "+0.25mi"
        case .m?: return "+100m"
        case nil: break
        }
        if work.time { return "+2min" }
        if takesLoad { return unit == .lb ? "+5lb" : "+2.5kg" }
        return "+1min"
    }
}

import Overload
import OverloadSyntax

extension Reason {
    /// The reason in the words a lifter reads, as `next` and `explain` show it: the one
    /// function that writes a reason's text.
    public var text: String {
        let cause = cause.text
        return consequence.map { cause + $0.text } ?? cause
    }
}

extension Reason.Cause {
    /// The cause in words: `set 3: 4 of 5 reps`.
    public var text: String {
        switch self {
        case .everyWorkSetMade: "every work set made"
        case .shortfall(let set, let miss): "set \(set): " + (miss?.text ?? "missed")
        case .topSetShortfall(let miss): "top set: " + (miss?.text ?? "missed")
        case .noWorkSets: "no work sets logged"
        case .missed: "missed"
        case .repShare(let done, let planned):
            "\(done) of \(planned) reps (\(Reason.percent(planned > 0 ? (Double(done) / Double(planned) * 100).rounded() : 0)))"
        case .noLoadKnown: "no load in the plan and none logged"
        case .startingLoad(.plan): "the plan's load"
        case .startingLoad(.firstLoggedSet): "the first logged work set"
        case .automaticDeload(let every): "deload every \(every) weeks: 60% of the load, half the sets; the rule holds"
        case .deloadWeek: "a deload week does not move it"
        case .periodMade(let period): "\(period.text) done, every AMRAP set at its minimum"
        case .periodShort(let period, let sessions):
            "\(period.text): \(sessions) session\(sessions == 1 ? "" : "s") short of the minimum, so it holds"
        case .heaviestAMRAP(let period, let reps): "\(period.text): \(reps) reps on the heaviest AMRAP set"
        case .repsMade(let reps, let load, let top): "every work set made \(reps) reps at \(load); the top is \(top)"
        case .topOfRange(let low, let high): "every work set made \(high) reps, the top of \(low)-\(high)"
        case .newLoadAtBottom: "a new load starts at the bottom of the range"
        case .graduated(let goal): "\(goal.text) made: on to the next rung, at the bottom of the range"
        case .belowGoal(let made, let goal):
            "\(made) of \(goal.sets) sets made \(goal.workText); the goal is \(goal.text), so the rung stays"
        case .lastRung(let goal): "\(goal.text) made on the ladder's last rung: it stays"
        case .text(let text): text
        }
    }
}

extension Reason.Graduation {
    /// `3 × 8`, `3 × 60 s`.
    public var text: String { "\(sets) × " + (seconds.map { TimeSpan(seconds: $0).readable } ?? "\(reps ?? 0)") }

    /// What each set must make: `8 reps`, `60 s`.
    public var workText: String {
        seconds.map { TimeSpan(seconds: $0).readable } ?? "\(reps ?? 0) rep\(reps == 1 ? "" : "s")"
    }
}

extension Reason.TrainingPeriod {
    /// `week 2 of cycle 3`, `cycle 3`.
    public var text: String {
        switch self {
        case .week(let week, let cycle): "week \(week) of cycle \(cycle)"
        case .cycle(let cycle): "cycle \(cycle)"
        }
    }
}

extension Reason.Consequence {
    /// The consequence in words, with the punctuation that joins it to its cause.
    public var text: String {
        switch self {
        case .repeatTarget: "; repeat"
        case .targetStays: "; the target stays"
        case .loadStays: "; the load stays"
        case .goalStays: "; the goal stays"
        case .paceStays: "; the pace stays"
        case .stepEvery(let successes): "; the step comes every \(successes) successes"
        case .deloadAfterFails(let fails, let percent): "; \(fails) failed sessions in a row: \(Reason.percent(percent)) off"
        case .cut(let percent): ": \(Reason.percent(percent)) off"
        }
    }
}

extension Reason {
    /// `10%`, `12.5%`: a percentage as reasons write it.
    static func percent(_ value: Double) -> String { NumberFormat.canonical(value, maxDecimals: 1) + "%" }
}

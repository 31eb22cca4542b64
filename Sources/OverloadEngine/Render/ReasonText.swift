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
        case .stageMade(let scheme): "\(scheme) made"
        case .stageMissed(let scheme, let miss): "\(scheme) missed (\(miss.text))"
        case .fiveRepMax(let max, let how): "5-rep max \(max) \(how.text)"
        case .fiveRepMaxRestart(let max): "85% of the 5-rep max \(max): a new cycle of 5x3+"
        case .aboutFiveRepMax(let how): "about the 5-rep max, \(how.text)"
        case .firstStageLoad(let scheme, let load, let plus): "the last \(scheme) load \(load) plus \(plus)"
        case .lastSetMade(let reps, let top): "the last set made \(reps) reps (\(top) or more)"
        case .lastSetShort(let reps, let top): "the last set: \(reps.map { "\($0) reps" } ?? "not done"); the load rises at \(top)"
        case .noMaxKnown: "the program gives no max for this lift: add a 1rm or tm line"
        case .testWeekUnlogged: "test week: no loaded work set logged to test it"
        case .testWeek(let test): "test week: " + test.text
        case .testOf(let week, let cycle): "the test of week \(week), cycle \(cycle)"
        case .noEstimate(let limit): "no logged work set gives an estimate (a loaded set of 1 to \(limit) reps)"
        case .bestSet(let best): "best set " + best.text
        case .scriptStatement(let file, let line, let code): "\(file):\(line)" + (code.map { ": " + $0 } ?? "")
        case .scriptSuggestion(_, _, let words): words.joined(separator: "; ")
        case .external(let text): text
        case .underCircumstances(let verdict, let circumstances):
            "\(verdict?.text ?? "adjusted targets hit") under \(circumstances.joined(separator: ", "))"
        case .suggested(let reason): reason.text
        case .doneAnyway(let change, let on, let done):
            "\(change) was rejected on \(on.map(String.init(describing:)) ?? "?"), and \(done)"
        case .notJudged(let circumstances): "missed under \(circumstances.joined(separator: ", ")): the next ordinary session judges it"
        case .outcome(let evidence): evidence.text
        case .calibration(let calibration): calibration.text
        case .calendarChange(let week, let by): "week \(week) of the program is changed by \(Reason.quoted(by))"
        case .calendarWouldChange(let by): "\(Reason.quoted(by)) would change it"
        case .noTopSetLoadKnown: "no top set load in the plan and none logged"
        case .topSetAtTop(let reps, let target): "top set \(reps) reps, the top of \(target)"
        case .topSetUnderTop(let reps, let target, let top): "top set \(reps) reps of \(target): it rises at \(top)"
        case .periodAtPace(let period): "\(period.text) done, every session at the pace"
        case .mileage(let period, let metres, let percent, let capped):
            "\(period.text) done, \(ExactDistance(metres: metres)?.readable ?? "\(Int(metres)) m") logged; "
                + (capped ? "at most \(Reason.percent(percent)) over it" : "+\(Reason.percent(percent))")
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
        case .testFiveRepMax: ": test a new 5-rep max"
        case .backToFirstStage: ": back to the first stage"
        case .maxAfterTestWeek: "; it becomes the max after the test week"
        case .doesNotCount(.override): ": a session under an override does not count for the plan's own targets"
        case .doesNotCount(.layoffReturn): ": a miss on the return from a layoff does not count against the plan's own targets"
        case .doesNotCount(.lowReadiness): ": a miss on a day of low readiness does not count against the plan's own targets"
        case .waitsForDecision(let changes, let calibrated):
            " (suggested: \(changes)\(calibrated ? " after calibration" : ""); waits for a decision)"
        }
    }
}

extension Reason {
    /// `10%`, `12.5%`: a percentage as reasons write it.
    static func percent(_ value: Double) -> String { NumberFormat.canonical(value, maxDecimals: 1) + "%" }

    /// `'deload every 8 weeks', 'rpe cap 8'`: a rule's clauses as a reason quotes them.
    static func quoted(_ clauses: [String]) -> String { clauses.map { "'\($0)'" }.joined(separator: ", ") }
}

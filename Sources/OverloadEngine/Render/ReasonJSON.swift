import Overload
import OverloadSyntax

/// A change's reason as JSON (docs/json.md, "Reasons"): the cause's kind and figures, the
/// consequence, the session and the rule's line. The words stay in the change's `reason`.
enum ReasonJSON {
    /// Finds the line of a rule's place in the program (in the file that holds it).
    typealias RuleLines = (SourceRange) -> Int?

    /// `{"cause": "shortfall", "set": 3, "shortfall": {...}, "consequence"?, "session"?, "ruleLine"?}`.
    static func object(_ reason: Reason, ruleLines: RuleLines?) -> JSONValue {
        var fields = cause(reason.cause, ruleLines: ruleLines)
        if let consequence = reason.consequence { fields["consequence"] = .object(Self.consequence(consequence)) }
        if let session = reason.session { fields["session"] = .string(session.description) }
        if let range = reason.rule, let line = ruleLines?(range) { fields["ruleLine"] = .integer(line) }
        return .object(fields)
    }

    static func cause(_ cause: Reason.Cause, ruleLines: RuleLines? = nil) -> [String: JSONValue] {
        switch cause {
        case .everyWorkSetMade: return ["cause": .string("everyWorkSetMade")]
        case .shortfall(let set, let miss):
            var fields: [String: JSONValue] = ["cause": .string("shortfall"), "set": .integer(set)]
            if let miss { fields["shortfall"] = shortfall(miss) }
            return fields
        case .topSetShortfall(let miss):
            var fields: [String: JSONValue] = ["cause": .string("topSetShortfall")]
            if let miss { fields["shortfall"] = shortfall(miss) }
            return fields
        case .noWorkSets: return ["cause": .string("noWorkSets")]
        case .missed: return ["cause": .string("missed")]
        case .repShare(let done, let planned):
            return ["cause": .string("repShare"), "done": .integer(done), "planned": .integer(planned)]
        case .noLoadKnown: return ["cause": .string("noLoadKnown")]
        case .startingLoad(let from): return ["cause": .string("startingLoad"), "from": .string(from.rawValue)]
        case .automaticDeload(let every): return ["cause": .string("automaticDeload"), "everyWeeks": .integer(every)]
        case .deloadWeek: return ["cause": .string("deloadWeek")]
        case .periodMade(let period): return period.fields(["cause": .string("periodMade")])
        case .periodShort(let period, let sessions):
            return period.fields(["cause": .string("periodShort"), "sessions": .integer(sessions)])
        case .heaviestAMRAP(let period, let reps):
            return period.fields(["cause": .string("heaviestAMRAP"), "reps": .integer(reps)])
        case .repsMade(let reps, let load, let top):
            return ["cause": .string("repsMade"), "reps": .integer(reps), "load": mass(load), "top": .integer(top)]
        case .topOfRange(let low, let high): return ["cause": .string("topOfRange"), "low": .integer(low), "high": .integer(high)]
        case .newLoadAtBottom: return ["cause": .string("newLoadAtBottom")]
        case .graduated(let goal): return goal.fields(["cause": .string("graduated")])
        case .belowGoal(let made, let goal): return goal.fields(["cause": .string("belowGoal"), "made": .integer(made)])
        case .lastRung(let goal): return goal.fields(["cause": .string("lastRung")])
        case .text(let text): return ["cause": .string("text"), "text": .string(text)]
        case .suggested(let reason):
            return ["cause": .string("suggested"), "reason": object(reason, ruleLines: ruleLines)]
        case .stageMade, .stageMissed, .fiveRepMax, .fiveRepMaxRestart, .aboutFiveRepMax, .firstStageLoad, .lastSetMade,
             .lastSetShort, .noMaxKnown, .testWeekUnlogged, .testWeek, .testOf, .noEstimate, .bestSet, .scriptStatement, .scriptSuggestion, .external,
             .underCircumstances, .doneAnyway, .notJudged, .outcome, .calibration, .calendarChange, .calendarWouldChange,
             .noTopSetLoadKnown, .topSetAtTop, .topSetUnderTop, .periodAtPace, .mileage:
            return figures(cause)
        }
    }

    static func consequence(_ consequence: Reason.Consequence) -> [String: JSONValue] {
        switch consequence {
        case .repeatTarget: ["kind": .string("repeat")]
        case .targetStays: ["kind": .string("targetStays")]
        case .loadStays: ["kind": .string("loadStays")]
        case .goalStays: ["kind": .string("goalStays")]
        case .paceStays: ["kind": .string("paceStays")]
        case .stepEvery(let successes): ["kind": .string("stepEvery"), "successes": .integer(successes)]
        case .deloadAfterFails(let fails, let percent): ["kind": .string("deload"), "fails": .integer(fails), "percent": .number(percent)]
        case .cut(let percent): ["kind": .string("cut"), "percent": .number(percent)]
        case .testFiveRepMax: ["kind": .string("testFiveRepMax")]
        case .backToFirstStage: ["kind": .string("backToFirstStage")]
        case .maxAfterTestWeek: ["kind": .string("maxAfterTestWeek")]
        case .doesNotCount(let excuse): ["kind": .string("doesNotCount"), "excuse": .string(excuse.rawValue)]
        case .waitsForDecision(let changes, let calibrated):
            ["kind": .string("waitsForDecision"), "changes": .string(changes), "calibrated": .bool(calibrated)]
        }
    }

    static func shortfall(_ miss: SessionJudgement.Shortfall) -> JSONValue {
        switch miss {
        case .notDone: .object(["kind": .string("notDone")])
        case .skipped: .object(["kind": .string("skipped")])
        case .reps(let done, let needed): .object(["kind": .string("reps"), "done": .integer(done), "needed": .integer(needed)])
        case .time(let done, let needed):
            .object(["kind": .string("time"), "doneSeconds": .integer(done), "neededSeconds": .integer(needed)])
        case .distance(let done, let needed):
            .object(["kind": .string("distance"), "doneMetres": .number(done), "neededMetres": .number(needed)])
        case .load(let done, let needed): .object(["kind": .string("load"), "done": mass(done), "needed": mass(needed)])
        case .rpe(let logged, let cap): .object(["kind": .string("rpe"), "logged": .number(logged), "cap": .number(cap)])
        case .noTime(let goal): .object(["kind": .string("noTime"), "goal": goal.jsonValue])
        case .pace(let done, let needed, let goal, let planned):
            .object([
                "kind": .string("pace"), "done": pace(done), "needed": pace(needed), "goal": goal.jsonValue,
                "plannedMillimetres": .integer(planned.millimetres),
            ])
        }
    }

    /// A pace as whole seconds over whole millimetres, exact as the judgement compares them.
    static func pace(_ pace: Pace) -> JSONValue {
        .object(["seconds": .integer(pace.seconds), "millimetres": .integer(pace.distance.millimetres)])
    }

    /// `{"value": 102.5, "unit": "kg"}`.
    static func mass(_ mass: Mass) -> JSONValue {
        .object(["value": .number(mass.value), "unit": .string(mass.unit.rawValue)])
    }

    /// A change's value as a quantity: `{"value", "unit"}` for a mass, `{"seconds"}` for a time.
    static func quantity(_ quantity: StateChange.Quantity) -> JSONValue {
        switch quantity {
        case .mass(let value): mass(value)
        case .time(let time): .object(["seconds": .integer(time.seconds)])
        }
    }
}

extension Reason.TrainingPeriod {
    /// The period's fields added to `fields`: `period` (`week` or `cycle`), `cycle`, `week`.
    func fields(_ fields: [String: JSONValue]) -> [String: JSONValue] {
        var fields = fields
        switch self {
        case .week(let week, let cycle):
            fields["period"] = .string("week")
            fields["week"] = .integer(week)
            fields["cycle"] = .integer(cycle)
        case .cycle(let cycle):
            fields["period"] = .string("cycle")
            fields["cycle"] = .integer(cycle)
        }
        return fields
    }
}

extension Reason.Graduation {
    /// The goal's figures added to `fields`: `"sets"`, and `"reps"` or `"seconds"`.
    func fields(_ fields: [String: JSONValue]) -> [String: JSONValue] {
        var fields = fields
        fields["sets"] = .integer(sets)
        if let reps { fields["reps"] = .integer(reps) }
        if let seconds { fields["seconds"] = .integer(seconds) }
        return fields
    }
}

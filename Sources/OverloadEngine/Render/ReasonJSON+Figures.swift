import Overload
import OverloadSyntax

extension ReasonJSON {
    /// The causes of GZCLP, `block`, `rpe`, scripts, external plugins and the coaching loop,
    /// with their figures (docs/json.md, "Reasons").
    static func figures(_ cause: Reason.Cause) -> [String: JSONValue] {
        switch cause {
        case .stageMade(let scheme): return ["cause": .string("stageMade"), "scheme": .string(scheme)]
        case .stageMissed(let scheme, let miss):
            return ["cause": .string("stageMissed"), "scheme": .string(scheme), "miss": .object(Self.cause(miss))]
        case .fiveRepMax(let max, let how): return fiveRepMax(how, ["cause": .string("fiveRepMax"), "fiveRepMax": mass(max)])
        case .fiveRepMaxRestart(let max):
            return ["cause": .string("fiveRepMaxRestart"), "fiveRepMax": mass(max), "percent": .number(85)]
        case .aboutFiveRepMax(let how): return fiveRepMax(how, ["cause": .string("aboutFiveRepMax")])
        case .firstStageLoad(let scheme, let load, let plus):
            return ["cause": .string("firstStageLoad"), "scheme": .string(scheme), "load": mass(load), "plus": mass(plus)]
        case .lastSetMade(let reps, let top): return ["cause": .string("lastSetMade"), "reps": .integer(reps), "top": .integer(top)]
        case .lastSetShort(let reps, let top):
            var fields: [String: JSONValue] = ["cause": .string("lastSetShort"), "top": .integer(top)]
            if let reps { fields["reps"] = .integer(reps) }
            return fields
        case .noMaxKnown: return ["cause": .string("noMaxKnown")]
        case .testWeekUnlogged: return ["cause": .string("testWeekUnlogged")]
        case .testWeek(let test):
            var fields: [String: JSONValue] = [
                "cause": .string("testWeek"), "reps": .integer(test.reps), "e1RM": mass(test.e1RM),
                "targetLoad": mass(test.targetLoad), "targetReps": .integer(test.targetReps), "targetE1RM": mass(test.targetE1RM),
            ]
            if let load = test.load { fields["load"] = mass(load) }
            return fields
        case .testOf(let week, let cycle): return ["cause": .string("testOf"), "week": .integer(week), "cycle": .integer(cycle)]
        case .noEstimate(let limit): return ["cause": .string("noEstimate"), "repLimit": .integer(limit)]
        case .bestSet(let best):
            var fields: [String: JSONValue] = [
                "cause": .string("bestSet"), "load": mass(best.load), "reps": .integer(best.reps),
                "formula": .string(best.formula.rawValue),
            ]
            if let rpe = best.rpe { fields["rpe"] = .number(rpe) }
            if let percent = best.chartPercent { fields["chartPercent"] = .number(percent) }
            return fields
        case .scriptStatement(let file, let line, let code):
            var fields: [String: JSONValue] = ["cause": .string("scriptStatement"), "file": .string(file), "line": .integer(line)]
            if let code { fields["code"] = .string(code) }
            return fields
        case .scriptSuggestion(let file, let lines, let words):
            return ["cause": .string("scriptSuggestion"), "file": .string(file), "lines": .array(lines.map(JSONValue.integer)),
                    "words": .array(words.map(JSONValue.string))]
        case .external(let text): return ["cause": .string("external"), "text": .string(text)]
        case .underCircumstances(let verdict, let circumstances):
            var fields: [String: JSONValue] = [
                "cause": .string("underCircumstances"), "circumstances": .array(circumstances.map(JSONValue.string)),
            ]
            if let verdict { fields["miss"] = .object(Self.cause(verdict)) }
            return fields
        case .doneAnyway(let change, let on, let done):
            var fields: [String: JSONValue] = ["cause": .string("doneAnyway"), "change": .string(change), "done": .string(done)]
            if let on { fields["rejectedOn"] = .string(on.description) }
            return fields
        case .notJudged(let circumstances):
            return ["cause": .string("notJudged"), "circumstances": .array(circumstances.map(JSONValue.string))]
        case .outcome(let evidence): return outcome(evidence)
        case .calibration(let calibration): return Self.calibration(calibration)
        case .calendarChange(let week, let by):
            return ["cause": .string("calendarChange"), "week": .integer(week), "clauses": .array(by.map(JSONValue.string))]
        case .calendarWouldChange(let by):
            return ["cause": .string("calendarWouldChange"), "clauses": .array(by.map(JSONValue.string))]
        case .noTopSetLoadKnown: return ["cause": .string("noTopSetLoadKnown")]
        case .topSetAtTop(let reps, let target):
            return ["cause": .string("topSetAtTop"), "reps": .integer(reps), "target": .string(target)]
        case .topSetUnderTop(let reps, let target, let top):
            return ["cause": .string("topSetUnderTop"), "reps": .integer(reps), "target": .string(target), "top": .integer(top)]
        case .periodAtPace(let period): return period.fields(["cause": .string("periodAtPace")])
        case .mileage(let period, let metres, let percent, let capped):
            return period.fields([
                "cause": .string("mileage"), "loggedMetres": .number(metres), "percent": .number(percent), "capped": .bool(capped),
            ])
        // Written by ``cause(_:ruleLines:)`` itself, which sends only the cases above here.
        case .everyWorkSetMade, .shortfall, .topSetShortfall, .noWorkSets, .missed, .repShare, .noLoadKnown, .startingLoad,
             .automaticDeload, .deloadWeek, .periodMade, .periodShort, .heaviestAMRAP, .repsMade, .topOfRange, .newLoadAtBottom,
             .suggested, .graduated, .belowGoal, .lastRung, .text:
            return Self.cause(cause)
        }
    }

    /// `how` (`tested`, `estimatedFromTest`, `estimated`) and the estimate's `e1RM`, added to `fields`.
    static func fiveRepMax(_ how: Reason.FiveRepMax, _ fields: [String: JSONValue]) -> [String: JSONValue] {
        var fields = fields
        switch how {
        case .tested: fields["how"] = .string("tested")
        case .estimatedFromTest(let e1RM):
            fields["how"] = .string("estimatedFromTest")
            fields["e1RM"] = mass(e1RM)
        case .estimated(let e1RM):
            fields["how"] = .string("estimated")
            fields["e1RM"] = mass(e1RM)
        }
        return fields
    }

    /// `{"cause": "outcome", "evidence": "keptLoad", ...}`.
    static func outcome(_ evidence: Reason.OutcomeEvidence) -> [String: JSONValue] {
        var fields: [String: JSONValue] = ["cause": .string("outcome")]
        switch evidence {
        case .keptLoad(let lifted, let new):
            fields["evidence"] = .string("keptLoad")
            fields["lifted"] = mass(lifted)
            fields["new"] = mass(new)
        case .keptReps(let set, let done, let new):
            fields["evidence"] = .string("keptReps")
            (fields["set"], fields["done"], fields["new"]) = (.integer(set), .integer(done), .integer(new))
        case .keptSets(let done, let new):
            fields["evidence"] = .string("keptSets")
            (fields["done"], fields["new"]) = (.integer(done), .integer(new))
        case .keptKind(let set, let logged, let new):
            fields["evidence"] = .string("keptKind")
            (fields["set"], fields["logged"], fields["new"]) = (.integer(set), .string(logged), .string(new))
        case .missed(let miss):
            fields["evidence"] = .string("missed")
            if let miss { fields["miss"] = .object(cause(miss)) }
        case .hitUnder(let circumstances):
            fields["evidence"] = .string("hitUnder")
            fields["circumstances"] = .array(circumstances.map(JSONValue.string))
        case .amrapBeaten(let reps, let minimum):
            fields["evidence"] = .string("amrapBeaten")
            (fields["reps"], fields["minimum"]) = (.integer(reps), .integer(minimum))
        case .easyRPE: fields["evidence"] = .string("easyRPE")
        case .hit: fields["evidence"] = .string("hit")
        }
        return fields
    }

    /// `{"cause": "calibration", "calibration": "cut", "percent": 50, "date": ...}`.
    static func calibration(_ calibration: Reason.CalibrationCause) -> [String: JSONValue] {
        var fields: [String: JSONValue] = ["cause": .string("calibration")]
        switch calibration {
        case .ruleStep: fields["calibration"] = .string("ruleStep")
        case .cut(let percent, let date):
            fields["calibration"] = .string("cut")
            (fields["percent"], fields["date"]) = (.number(percent), .string(date.description))
        case .cutUnmade(let percent, let wanted, let smallest, let plate, let date):
            fields["calibration"] = .string("cutUnmade")
            (fields["percent"], fields["date"]) = (.number(percent), .string(date.description))
            (fields["wanted"], fields["smallest"]) = (mass(wanted), mass(smallest))
            if let plate { fields["plate"] = mass(plate) }
        case .grown(let percent, let run, let date):
            fields["calibration"] = .string("grown")
            (fields["percent"], fields["run"], fields["date"]) = (.number(percent), .integer(run), .string(date.description))
        }
        return fields
    }
}

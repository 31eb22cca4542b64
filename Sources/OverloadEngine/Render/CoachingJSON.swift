import Overload
import OverloadSyntax

extension EngineJSON {
    /// The schema name of `suggest --format json`.
    public static let suggestSchema = "overload.suggest/1"

    /// `overload suggest --format json`: the open suggestions, numbered, then every decided
    /// one with its outcome, the plan's versions and decisions that matched nothing.
    /// `ruleLines` finds the line of a rule's place, for each suggestion's `rule` and `why`.
    public static func suggest(
        _ report: CoachingReport, date: LocalDate, version: PlanVersion?, ruleLines: ((SourceRange) -> Int?)? = nil
    ) -> String {
        var document: [String: JSONValue] = [
            "schema": .string(suggestSchema),
            "date": .string(date.description),
            "open": .array(report.numberedOpen.map { suggestion($0.change, number: $0.number, ruleLines: ruleLines) }),
            "decided": .array(report.suggestions.filter { !$0.status.isOpen && $0.status != .replaced }.map {
                suggestion($0, number: nil, ruleLines: ruleLines)
            }),
            "versions": .array(report.versions.map(planVersion)),
            "unmatched": .array(report.unmatched.map { item in
                .object([
                    "date": .string(item.decision.date.description), "verdict": .string(item.decision.verdict.rawValue),
                    "exercise": .string(item.decision.exercise), "change": .string(item.decision.change),
                    "reason": .string(item.reason),
                ])
            }),
        ]
        if let version { document["version"] = .integer(version.number) }
        if !report.calibration.isEmpty {
            document["calibration"] = .object(report.calibration.mapValues { calibration in
                .object([
                    "step": .number(calibration.step), "ruleStep": .number(calibration.ruleStep),
                    "tooEasyInARow": .integer(calibration.tooEasyInARow), "reason": .string(calibration.reason),
                ])
            })
        }
        return JSONWriter.write(.object(document), style: .pretty)
    }

    /// One suggestion; `number` is its place in `suggest`'s list while open (shared by the
    /// changes of one step, which are decided as one). Its words as text (`change`, `before`,
    /// `after`, `evidence`, `reason`, `source`) and as values (`targetsBefore`, `targetsAfter`,
    /// `grounds`, `why`, `calibrated`, `rule`).
    static func suggestion(_ change: SuggestedChange, number: Int?, ruleLines: ReasonJSON.RuleLines?) -> JSONValue {
        var fields: [String: JSONValue] = [
            "date": .string(change.date.description),
            "exercise": .string(change.exercise),
            "exerciseID": .string(change.exerciseID),
            "kind": .string(change.kind.rawValue),
            "change": .string(change.text),
            "before": .string(change.before),
            "after": .string(change.after),
            "evidence": .string(change.evidence),
            "reason": .string(change.reason),
            "source": .string(change.source),
            "status": .string(change.status.rawValue),
            "unit": .string(change.unit.rawValue),
            "targetsBefore": .array(change.targetsBefore.filter { $0.kind != .warmup }.map(\.jsonValue)),
            "targetsAfter": .array(change.targetsAfter.filter { $0.kind != .warmup }.map(\.jsonValue)),
            "grounds": grounds(change.grounds, unit: change.unit),
            "why": ReasonJSON.object(change.why, ruleLines: ruleLines),
            "rule": rule(change.rule, ruleLines: ruleLines),
        ]
        if let calibration = change.calibration { fields["calibrated"] = calibrated(calibration) }
        if let number { fields["number"] = .integer(number) }
        if let delta = change.delta { fields["delta"] = .number(delta) }
        if let decided = change.decidedOn { fields["decidedOn"] = .string(decided.description) }
        if let reason = change.decisionReason { fields["decisionReason"] = .string(reason) }
        if let version = change.appliedInVersion { fields["appliedInVersion"] = .integer(version) }
        if let outcome = change.outcome { fields["outcome"] = .string(outcome.rawValue) }
        if let judged = change.judgedOn { fields["judgedOn"] = .string(judged.description) }
        if let why = change.outcomeReason { fields["outcomeReason"] = .string(why) }
        if let anyway = change.doneAnywayOn { fields["doneAnywayOn"] = .string(anyway.description) }
        return .object(fields)
    }

    /// `{"kind": "session", "date", "sets"}` (the logged sets) or `{"kind": "calendar", "date", "week", "cycle"}`.
    static func grounds(_ grounds: SuggestionEvidence, unit: MassUnit) -> JSONValue {
        switch grounds {
        case .session(let date, let sets):
            .object(["kind": .string("session"), "date": .string(date.description),
                     "sets": .array(sets.map { ExternalProtocol.performed($0, unit: unit) })])
        case .calendar(let date, let week, let cycle):
            .object(["kind": .string("calendar"), "date": .string(date.description), "week": .integer(week), "cycle": .integer(cycle)])
        }
    }

    /// `{"text", "line"}`: the rule as written and its `progress` line (absent when unknown).
    static func rule(_ rule: SuggestionRule, ruleLines: ReasonJSON.RuleLines?) -> JSONValue {
        var fields: [String: JSONValue] = ["text": .string(rule.text)]
        if let line = ruleLines?(rule.range) { fields["line"] = .integer(line) }
        return .object(fields)
    }

    /// `{"kind": "calibrated", "step", "calibration"}` or `{"kind": "cannotMake", "calibration"}`,
    /// the calibration as a `calibration` cause writes it.
    static func calibrated(_ calibration: SuggestionCalibration) -> JSONValue {
        switch calibration {
        case .calibrated(let step, let cause):
            .object(["kind": .string("calibrated"), "step": ReasonJSON.mass(step), "calibration": .object(ReasonJSON.calibration(cause))])
        case .cannotMake(let cause):
            .object(["kind": .string("cannotMake"), "calibration": .object(ReasonJSON.calibration(cause))])
        }
    }

    static func planVersion(_ version: PlanVersion) -> JSONValue {
        var fields: [String: JSONValue] = [
            "version": .integer(version.number),
            "planId": .string(version.contentID.description),
            "createdBy": .string(version.createdBy.description),
            "notes": .array(version.notes.map(JSONValue.string)),
        ]
        if let source = version.sourceVersion { fields["sourceVersion"] = .string(source.description) }
        if let date = version.date { fields["date"] = .string(date.description) }
        return .object(fields)
    }
}

import Overload
import OverloadSyntax

/// The engine's JSON documents (docs/json.md): `overload.next/1` and `overload.explain/1`.
/// Keys sorted, one number format: the same inputs give the same bytes.
public enum EngineJSON {
    /// The schema name of `next --format json`.
    public static let nextSchema = "overload.next/1"
    /// The schema name of `explain --format json`.
    public static let explainSchema = "overload.explain/1"

    /// `overload next --format json`.
    /// `ruleLines` finds the line of a rule in the program (``Workspace/ruleLine(_:)``), for
    /// each reason's `ruleLine`; without it the key is left out.
    public static func next(_ next: NextSession, ruleLines: ((SourceRange) -> Int?)? = nil) -> String {
        let calendar = next.calendar
        var document: [String: JSONValue] = [
            "schema": .string(nextSchema),
            "date": .string(next.date.description),
            "planId": .string(next.planID.description),
            "version": .integer(next.version),
            "cycle": .integer(calendar.cycle),
            "week": .integer(calendar.week),
            "weekKind": .string(calendar.weekKind.rawValue),
            "day": .string(calendar.day),
            "estimatedSeconds": .integer(next.estimatedSeconds),
            "exercises": .array(next.exercises.map { exercise($0, ruleLines: ruleLines) }),
            "unplaced": .array(next.unplaced.map(unplaced)),
        ]
        if !next.lineage.isEmpty { document["lineage"] = .array(next.lineage.map(planVersion)) }
        // A day's blocks of rounds are no rule's: they stand as the plan has them.
        let rounds = next.day.items.compactMap { item -> JSONValue? in
            if case .rounds(let block) = item { return block.jsonValue }
            return nil
        }
        if !rounds.isEmpty { document["rounds"] = .array(rounds) }
        if !next.circumstances.isEmpty { document["circumstances"] = .array(next.circumstances.map(JSONValue.string)) }
        if !next.notLogged.isEmpty { document["notLogged"] = .array(next.notLogged.map(notLogged)) }
        return JSONWriter.write(.object(document), style: .pretty)
    }

    /// `overload explain --format json`; `ruleLines` as for ``next(_:ruleLines:)``.
    public static func explain(
        name: String, exerciseID: String, steps: [ExplainStep], rule: String?, next: ExerciseTargets?,
        unplaced: [UnplacedSession] = [], notLogged: [NotLoggedDay] = [], ruleLines: ((SourceRange) -> Int?)? = nil
    ) -> String {
        var document: [String: JSONValue] = [
            "schema": .string(explainSchema),
            "unplaced": .array(unplaced.map(Self.unplaced)),
            "exercise": .string(name),
            "exerciseID": .string(exerciseID),
            "steps": .array(steps.map { step($0, ruleLines: ruleLines) }),
        ]
        if let rule { document["rule"] = .string(rule) }
        if let next { document["next"] = exercise(next, ruleLines: ruleLines) }
        if !notLogged.isEmpty { document["notLogged"] = .array(notLogged.map(Self.notLogged)) }
        return JSONWriter.write(.object(document), style: .pretty)
    }

    static func unplaced(_ session: UnplacedSession) -> JSONValue {
        .object(["date": .string(session.date.description), "reason": .string(session.reason)])
    }

    /// A day passed over without a session: where it was, what it held, and the date of the
    /// session that went past it.
    static func notLogged(_ day: NotLoggedDay) -> JSONValue {
        .object([
            "cycle": .integer(day.calendar.cycle), "week": .integer(day.calendar.week), "day": .string(day.calendar.day),
            "exerciseIDs": .array(day.exerciseIDs.map(JSONValue.string)), "passedOn": .string(day.passedOn.description),
        ])
    }

    static func exercise(_ targets: ExerciseTargets, ruleLines: ReasonJSON.RuleLines?) -> JSONValue {
        var fields: [String: JSONValue] = [
            "exercise": .string(targets.prescription.name),
            "exerciseID": .string(targets.prescription.exerciseID),
            "sets": .array(targets.prescription.sets.map(\.jsonValue)),
            "reasons": .array(targets.reasons.map(JSONValue.string)),
            "warnings": .array(targets.warnings.map(JSONValue.string)),
        ]
        if !targets.changes.isEmpty { fields["changes"] = .array(targets.changes.map { change($0, ruleLines: ruleLines) }) }
        if let suggestion = targets.suggestion { fields["suggestion"] = ReasonJSON.object(suggestion, ruleLines: ruleLines) }
        if !targets.pending.isEmpty { fields["pending"] = .array(targets.pending.map { suggestion($0.change, number: $0.number, ruleLines: ruleLines) }) }
        // In a session in progress: the positions in `sets` already lifted (the logged top sets),
        // and the load each was logged with, in the unit it was logged in.
        let done = TodayLoads.loggedTopIndices(targets)
        if !done.isEmpty { fields["done"] = .array(done.map(JSONValue.integer)) }
        let logged = TodayLoads.loggedLoads(targets)
        if !logged.isEmpty { fields["loggedLoads"] = .array(logged.map { ReasonJSON.mass($0.logged) }) }
        return .object(fields)
    }

    static func step(_ step: ExplainStep, ruleLines: ReasonJSON.RuleLines?) -> JSONValue {
        var fields: [String: JSONValue] = [
            "date": .string(step.date.description),
            "rule": .string(step.rule),
            "changes": .array(step.reasonedChanges.map { change($0, ruleLines: ruleLines) }),
        ]
        if let calendar = step.calendar {
            fields["day"] = .string(calendar.day)
            fields["cycle"] = .integer(calendar.cycle)
            fields["week"] = .integer(calendar.week)
            fields["performed"] = .string(step.performed)
            fields["targets"] = .array(step.targets.map(\.jsonValue))
        }
        if let judgement = step.judgement {
            var judged: [String: JSONValue] = ["success": .bool(judgement.isSuccess)]
            if let shortfall = judgement.firstShortfall { judged["shortfall"] = .string(shortfall) }
            fields["judgement"] = .object(judged)
        }
        return .object(fields)
    }

    /// A change: its words as text (`what`, `before`, `after`, `reason`) and as values
    /// (`beforeValue`, `afterValue` for a mass or a time; `why`, ``ReasonJSON``).
    static func change(_ change: StateChange, ruleLines: ReasonJSON.RuleLines?) -> JSONValue {
        var fields: [String: JSONValue] = [
            "what": .string(change.what), "after": .string(change.after), "reason": .string(change.reason),
            "why": ReasonJSON.object(change.why, ruleLines: ruleLines),
        ]
        if let before = change.before { fields["before"] = .string(before) }
        if let value = change.beforeQuantity { fields["beforeValue"] = ReasonJSON.quantity(value) }
        if let value = change.afterQuantity { fields["afterValue"] = ReasonJSON.quantity(value) }
        return .object(fields)
    }
}

import Overload

extension ReportFigures {
    /// The schema name of the figures' JSON form.
    public static let jsonSchema = "overload.report/1"

    /// The figures as pretty JSON (`overload.report/1`, described in docs/report.md).
    public var json: String { JSONWriter.write(jsonValue, style: .pretty) }

    /// The figures' JSON value.
    public var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "schema": .string(Self.jsonSchema), "today": date(today), "unit": .string(unit.rawValue),
            "sessions": .integer(sessionCount),
            "lifts": .array(lifts.map { lift in
                .object(["name": .string(lift.name), "thinning": .string(lift.thinning.rawValue),
                         "points": .array(lift.points.map { .object(["date": date($0.date), "e1rm": number($0.value), "record": .bool($0.isRecord)]) }),
                         "planned": .array(lift.planned.map { .object(["date": date($0.date), "e1rm": number($0.value)]) })])
            }),
            "deloadWeeks": .array(deloadWeeks.map(date)),
            "programChanges": .array(programChanges.map { .object(["date": date($0.date), "text": .string($0.text)]) }),
            "records": .array(records.map { record in
                var fields: [String: JSONValue] = [
                    "name": .string(record.name),
                    "byReps": .array(record.byReps.map { .object(["reps": .integer($0.reps), "load": number($0.load), "date": date($0.date)]) }),
                ]
                fields["bestE1RM"] = record.bestE1RM.map {
                    .object(["value": number($0.value), "load": number($0.load), "reps": .integer($0.reps), "date": date($0.date)])
                }
                fields["heaviest"] = record.heaviest.map { .object(["load": number($0.load), "reps": .integer($0.reps), "date": date($0.date)]) }
                return .object(fields)
            }),
            "unloaded": .array(unloaded.map(JSONValue.string)),
            "muscleWeeks": .array(muscleWeeks.map(weekly)), "tonnageWeeks": .array(tonnageWeeks.map(weekly)),
            "effort": .array(effort.map { effort in
                var fields: [String: JSONValue] = [
                    "name": .string(effort.name), "stalled": .bool(effort.isStalled),
                    "rpe": .array(effort.rpe.map { .object(["date": date($0.date), "rpe": number($0.value)]) }),
                ]
                fields["movedPercent"] = effort.movedPercent.map(number)
                return .object(fields)
            }),
            "bodyweight": .array(bodyweight.map { .object(["date": date($0.date), "value": number($0.value), "average7": number($0.average)]) }),
            "decisions": .array(decisions.map { decision in
                var fields: [String: JSONValue] = [
                    "suggested": date(decision.suggested), "exercise": .string(decision.exercise), "change": .string(decision.change),
                    "verdict": .string(decision.verdict),
                ]
                fields["decided"] = decision.decided.map(date)
                fields["outcome"] = decision.outcome.map(JSONValue.string)
                return .object(fields)
            }),
            "painFlags": .array(painFlags.map { flag in
                var fields: [String: JSONValue] = ["date": date(flag.date), "bodyPart": .string(flag.bodyPart), "severity": .string(flag.severity.rawValue)]
                fields["exercise"] = flag.exercise.map(JSONValue.string)
                fields["resolved"] = flag.resolvedDate.map(date)
                return .object(fields)
            }),
        ]
        object["since"] = since.map(date)
        object["program"] = programName.map(JSONValue.string)
        object["next"] = next.map { next in
            .object(["heading": .string(next.heading), "date": date(next.date),
                     "exercises": .array(next.exercises.map { exercise in
                         .object(["name": .string(exercise.name), "targets": .string(exercise.targets),
                                  "reasons": .array(exercise.reasons.map(JSONValue.string)),
                                  "warnings": .array(exercise.warnings.map(JSONValue.string))])
                     }),
                     "pending": .array(next.pending.map { .object(["number": .integer($0.number), "text": .string($0.text)]) })])
        }
        object["adherence"] = adherence.map { adherence in
            .object(["weeks": .array(adherence.weeks.map { week in
                var fields: [String: JSONValue] = ["monday": date(week.monday), "sessions": .integer(week.sessions),
                                                   "prescribedSets": .integer(week.prescribed), "doneSets": .integer(week.done),
                                                   "missedDays": .integer(week.missed)]
                fields["percent"] = week.percent.map(JSONValue.integer)
                return .object(fields)
            }),
            "days": .array(adherence.days.map { .object(["date": date($0.date), "kind": .string($0.kind.rawValue),
                                                          "prescribedSets": .integer($0.prescribed), "doneSets": .integer($0.done)]) })])
        }
        return .object(object)
    }

    private func weekly(_ series: WeeklySeries) -> JSONValue {
        .object(["name": .string(series.name),
                 "weeks": .array(series.weeks.map { .object(["monday": date($0.monday), "value": number($0.value)]) })])
    }

    private func date(_ date: LocalDate) -> JSONValue { .string(date.description) }
    /// Three decimals, the journal's precision (as `history --format json`), whole numbers as integers.
    private func number(_ value: Double) -> JSONValue {
        let rounded = (value * 1000).rounded() / 1000
        return rounded.rounded() == rounded && abs(rounded) < 1e15 ? .integer(Int(rounded)) : .number(rounded)
    }
}

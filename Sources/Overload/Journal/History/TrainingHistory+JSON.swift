extension TrainingHistory {
    /// The schema name of the history's JSON form.
    public static let jsonSchema = "overload.history/1"

    /// The history as pretty JSON (`overload.history/1`, described in docs/json.md).
    public var json: String {
        JSONWriter.write(jsonValue, style: .pretty)
    }

    /// The history's JSON value.
    public var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "schema": .string(Self.jsonSchema),
            "unit": .string(unit.rawValue),
            "formula": .string(formula.rawValue),
            "exercises": .array(exercises.map(Self.value)),
        ]
        if !bodyweight.readings.isEmpty { object["bodyweight"] = bodyweight.jsonReadings }
        return .object(object)
    }

    private static func value(of history: ExerciseHistory) -> JSONValue {
        var object: [String: JSONValue] = [
            "name": .string(history.name),
            "sessions": .array(history.sessions.map { session in
                var fields: [String: JSONValue] = [
                    "date": .string(session.date.description), "sets": .integer(session.sets),
                    "reps": .integer(session.reps), "volume": JournalJSON.number(rounded(session.volume)),
                ]
                fields["time"] = session.time.map { .string($0.description) }
                fields["day"] = session.dayName.map(JSONValue.string)
                fields["topLoad"] = session.topLoad.map { JournalJSON.number(rounded($0)) }
                fields["bestE1RM"] = session.bestE1RM.map { JournalJSON.number(rounded($0)) }
                fields["distanceMetres"] = session.distance.map { JournalJSON.number($0.metres) }
                fields["seconds"] = session.workSeconds.map { JSONValue.integer($0) }
                fields["paceSecondsPerKm"] = session.bestPace.map(EnduranceRecords.jsonPace)
                fields["topAddedLoad"] = session.topAddedLoad.map { JournalJSON.number(rounded($0)) }
                return .object(fields)
            }),
            "repRecords": .array(history.repRecords.map { record in
                .object([
                    "reps": .integer(record.reps), "load": JournalJSON.number(rounded(record.load)),
                    "date": .string(record.date.description),
                ])
            }),
        ]
        object["exerciseId"] = history.exerciseID.map(JSONValue.string)
        object["endurance"] = history.endurance.map(\.jsonValue)
        if let top = history.topAddedLoad {
            object["topAddedLoad"] = added(top)
            object["addedLoadRecords"] = .array(history.addedLoadRecords.map(added))
        }
        if !history.uses.isEmpty {
            // Labelled uses apart (`squat (volume)`); a label of null is the unlabelled lines.
            object["uses"] = .array(history.uses.map { use in
                .object([
                    "label": use.label.map(JSONValue.string) ?? .null, "sessions": .integer(use.sessions),
                    "latest": .string(use.latest.description),
                    "latestTop": use.latestTop.map { JournalJSON.number(rounded($0)) } ?? .null,
                ])
            })
        }
        if let variant = history.variant {
            object["variantOf"] = .object(["parent": .string(variant.parent), "percent": JournalJSON.number(variant.percent)])
        }
        object["bestE1RM"] = history.bestE1RM.map { record in
            .object([
                "value": JournalJSON.number(rounded(record.value)), "load": JournalJSON.number(rounded(record.load)),
                "reps": .integer(record.reps), "date": .string(record.date.description),
            ])
        }
        return .object(object)
    }

    private static func added(_ record: AddedLoadRecord) -> JSONValue {
        .object(["load": JournalJSON.number(rounded(record.load)), "reps": .integer(record.reps),
                 "date": .string(record.date.description)])
    }

    /// Three decimals, the journal's precision.
    static func rounded(_ value: Double) -> Double { LifterRounding.thousandths(value) }
}

/// Writes a journal as JSON for tools (`overload.journal/1`, described in docs/json.md):
/// every entry by date, each set on its own, loads with their units, times in seconds,
/// distances in metres, absent values left out.
public enum JournalJSON {
    /// The schema name written into every document.
    public static let schema = "overload.journal/1"

    /// The journal as pretty JSON text ending in a newline. Exercise names that the catalog
    /// knows carry its id as `exerciseId`.
    public static func encode(_ journal: Journal, catalog: ExerciseCatalog = .builtin) -> String {
        JSONWriter.write(value(of: journal, catalog: catalog), style: .pretty)
    }

    /// The journal's JSON value.
    public static func value(of journal: Journal, catalog: ExerciseCatalog = .builtin) -> JSONValue {
        var ids = ExerciseKeys(catalog: catalog, declared: journal.declaredExercises)
        var entries: [JSONValue] = []
        // Each flag carries the date of the `resolved` line that closed it, by the journal's one rule.
        for entry in PainFlagResolution(journal.entries).entries {
            entries.append(value(of: entry, ids: &ids))
        }
        var object: [String: JSONValue] = [
            "schema": .string(schema),
            "declaredExercises": .array(journal.declaredExercises.map(JSONValue.string)),
            "entries": .array(entries),
        ]
        object["unit"] = journal.unit.map { .string($0.rawValue) }
        return .object(object)
    }

    private static func value(of entry: JournalEntry, ids: inout ExerciseKeys) -> JSONValue {
        var object: [String: JSONValue] = ["date": .string(entry.date.description)]
        switch entry {
        case .session(let session):
            object["kind"] = "session"
            addSession(session, to: &object, ids: &ids)
        case .decision(let decision):
            object["kind"] = "decision"
            object["verdict"] = .string(decision.verdict.rawValue)
            object["exercise"] = .string(decision.exercise)
            object["change"] = .string(decision.change)
            object["reason"] = decision.reason.map(JSONValue.string)
        case .pain(let flag):
            object = pain(flag)
            object["kind"] = "pain"
            object["date"] = .string(flag.date.description)
        case .resolved(let resolution):
            object["kind"] = "resolved"
            object["bodyPart"] = .string(resolution.bodyPart)
        case .note(let note):
            object["kind"] = "note"
            object["text"] = .string(note.text)
        case .bodyweight(let reading):
            object["kind"] = "bodyweight"
            object["value"] = number(reading.weight.value)
            object["unit"] = .string(reading.weight.unit.rawValue)
        }
        return .object(object)
    }

    private static func addSession(
        _ session: JournalSession, to object: inout [String: JSONValue], ids: inout ExerciseKeys
    ) {
        object["time"] = session.time.map { .string($0.description) }
        object["day"] = session.dayName.map(JSONValue.string)
        object["program"] = session.programReference.map(JSONValue.string)
        object["plan"] = session.planSnapshotID.map(JSONValue.string)
        object["mood"] = session.mood.map { .string($0.rawValue) }
        object["energy"] = session.energy.map { .string($0.rawValue) }
        object["soreness"] = session.soreness.map { .string($0.rawValue) }
        object["availableMinutes"] = session.availableMinutes.map(JSONValue.integer)
        object["effort"] = session.effort.map(JSONValue.integer)
        object["bodyweight"] = session.bodyweight.map { .object(["value": number($0.value), "unit": .string($0.unit.rawValue)]) }
        object["durationSeconds"] = session.durationSeconds.map(JSONValue.integer)
        object["note"] = session.note.map(JSONValue.string)
        object["overrides"] = .array(session.overrides.map(override))
        object["pain"] = .array(session.painFlags.map { .object(pain($0)) })
        object["exercises"] = .array(session.exercises.map { exercise in
            var fields: [String: JSONValue] = ["name": .string(exercise.name), "sets": .array(exercise.sets.map(set))]
            fields["exerciseId"] = ids.key(exercise.name, sets: exercise.sets).id.map(JSONValue.string)
            fields["note"] = exercise.note.map(JSONValue.string)
            return .object(fields)
        })
        // Only a session that logs a block of rounds has the key, so every other export reads
        // as it did before rounds were logged.
        if !session.rounds.isEmpty { object["rounds"] = .array(session.rounds.map(rounds)) }
    }

    /// `{"format", "name"?, "seconds"?, "rounds"?, "score"}`, the block as the plan's JSON
    /// writes it, with its score.
    private static func rounds(_ block: LoggedRounds) -> JSONValue {
        var object: [String: JSONValue] = ["format": .string(block.format.rawValue)]
        object["name"] = block.name.map(JSONValue.string)
        object["seconds"] = block.seconds.map(JSONValue.integer)
        object["rounds"] = block.rounds.map(JSONValue.integer)
        object["score"] = switch block.score {
        case .rounds(let rounds, let reps): .object(["kind": "rounds", "rounds": .integer(rounds), "reps": .integer(reps)])
        case .missedMinutes(let minutes): .object(["kind": "missed", "minutes": .integer(minutes)])
        case .seconds(let seconds): .object(["kind": "time", "seconds": .integer(seconds)])
        }
        return .object(object)
    }

    private static func override(_ override: JournalSession.Override) -> JSONValue {
        var object: [String: JSONValue]
        let reason: String?
        switch override {
        case .weightPercent(let percent, let why):
            object = ["kind": "weight", "percent": number(percent)]
            reason = why
        case .volumePercent(let percent, let why):
            object = ["kind": "volume", "percent": number(percent)]
            reason = why
        case .skipExercise(let name, let why):
            object = ["kind": "skip", "exercise": .string(name)]
            reason = why
        }
        object["reason"] = reason.map(JSONValue.string)
        return .object(object)
    }

    private static func pain(_ flag: PainFlag) -> [String: JSONValue] {
        var object: [String: JSONValue] = ["bodyPart": .string(flag.bodyPart), "severity": .string(flag.severity.rawValue)]
        object["exercise"] = flag.exercise.map(JSONValue.string)
        object["resolved"] = flag.resolvedDate.map { .string($0.description) }
        return object
    }

    private static func set(_ set: SetPerformance) -> JSONValue {
        var object: [String: JSONValue] = ["kind": .string(set.kind.rawValue)]
        if set.isSkipped { object["skipped"] = .bool(true) }
        if let load = set.load {
            object["load"] = number(load.value)
            object["unit"] = .string(load.unit.rawValue)
            if set.isAddedLoad { object["added"] = .bool(true) }
        }
        object["reps"] = set.reps.map(JSONValue.integer)
        object["rpe"] = set.rpe.map(number)
        object["seconds"] = set.timeSeconds.map(JSONValue.integer)
        object["metres"] = set.distanceMetres.map(number)
        object["note"] = set.note.map(JSONValue.string)
        return .object(object)
    }

    static func number(_ value: Double) -> JSONValue {
        value.rounded() == value && abs(value) < 1e15 ? .integer(Int(value)) : .number(value)
    }
}

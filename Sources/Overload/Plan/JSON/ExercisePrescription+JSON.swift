// JSON forms of an exercise prescription and its policies. docs/json.md describes each field.

extension ExercisePrescription {
    /// `{"exerciseId", "name", "primaryMuscles", "secondaryMuscles", "optional", "repRange",
    /// "rest", "sets", "progression"?, "warmups"?}`.
    public var jsonValue: JSONValue {
        var fields: [String: JSONValue] = [
            "exerciseId": .string(exerciseID),
            "name": .string(name),
            "primaryMuscles": .array(primaryMuscles.map { .string($0) }),
            "secondaryMuscles": .array(secondaryMuscles.map { .string($0) }),
            "optional": .bool(isOptional),
            "repRange": repRange.jsonValue,
            "rest": rest.jsonValue,
            "sets": .array(sets.map(\.jsonValue)),
        ]
        if let progression { fields["progression"] = progression.jsonValue }
        if let warmupRamp { fields["warmups"] = warmupRamp.jsonValue }
        return .object(fields)
    }

    /// Reads an exercise prescription from its JSON form.
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "exercise")
        self.init(
            exerciseID: try reader.string("exerciseId"),
            name: try reader.string("name"),
            primaryMuscles: try reader.strings("primaryMuscles"),
            secondaryMuscles: try reader.strings("secondaryMuscles"),
            isOptional: try reader.bool("optional"),
            repRange: try reader.decode("repRange"),
            rest: try reader.decode("rest"),
            sets: try reader.decodeArray("sets"),
            progression: try reader.optionalDecode("progression"),
            warmupRamp: try reader.optionalDecode("warmups")
        )
    }
}

extension ProgressionReference {
    /// `{"plugin", "arguments"}`.
    public var jsonValue: JSONValue {
        .object(["plugin": .string(plugin), "arguments": .array(arguments.map { .string($0) })])
    }

    /// Reads a progression reference from its JSON form.
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "progression")
        self.init(plugin: try reader.string("plugin"), arguments: try reader.strings("arguments"))
    }
}

extension RepRangePolicy {
    /// `{"kind": "notSet" | "untilFailure"}`, `{"kind": "target", "reps"}` or
    /// `{"kind": "range", "lower", "upper"}`.
    public var jsonValue: JSONValue {
        switch self {
        case .notSet: .object(["kind": "notSet"])
        case .target(let reps): .object(["kind": "target", "reps": .integer(reps)])
        case .range(let lower, let upper):
            .object(["kind": "range", "lower": .integer(lower), "upper": .integer(upper)])
        case .untilFailure: .object(["kind": "untilFailure"])
        }
    }

    /// Reads a rep-range policy from its JSON form.
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "repRange")
        switch try reader.kind() {
        case "notSet": self = .notSet
        case "target": self = .target(try reader.int("reps"))
        case "range": self = .range(lower: try reader.int("lower"), upper: try reader.int("upper"))
        case "untilFailure": self = .untilFailure
        case let other: throw reader.unknownKind(other)
        }
    }
}

extension RestPolicy {
    /// `{"kind": "notSet" | "individual"}`, `{"kind": "allSame", "seconds"}` or
    /// `{"kind": "byKind", "seconds": {"<set kind>": n, ...}}`.
    public var jsonValue: JSONValue {
        switch self {
        case .notSet: .object(["kind": "notSet"])
        case .allSame(let seconds): .object(["kind": "allSame", "seconds": .integer(seconds)])
        case .byKind(let seconds):
            .object([
                "kind": "byKind",
                "seconds": .object(Dictionary(uniqueKeysWithValues: seconds.map { ($0.key.rawValue, .integer($0.value)) })),
            ])
        case .individual: .object(["kind": "individual"])
        }
    }

    /// Reads a rest policy from its JSON form.
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "rest")
        switch try reader.kind() {
        case "notSet": self = .notSet
        case "allSame": self = .allSame(seconds: try reader.int("seconds"))
        case "byKind":
            let table = try JSONObjectReader(reader.value("seconds"), context: "rest seconds")
            var seconds: [PrescribedSetKind: Int] = [:]
            for key in table.fields.keys {
                guard let kind = PrescribedSetKind(rawValue: key) else {
                    throw PlanJSONError.unknownValue(key, key: "set kind", in: "rest seconds")
                }
                seconds[kind] = try table.int(key)
            }
            self = .byKind(seconds)
        case "individual": self = .individual
        case let other: throw reader.unknownKind(other)
        }
    }
}

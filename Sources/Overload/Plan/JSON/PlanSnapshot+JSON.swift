// JSON forms of a snapshot, its weeks, days and items. docs/json.md describes each field.

extension PlanSnapshot {
    /// The full document: the content form's keys plus `"id"`, `"digest"`, `"version"`,
    /// `"createdBy"`, `"sourceVersion"`? and `"notes"`, and each day's `"estimatedSeconds"`.
    public var jsonValue: JSONValue {
        var fields = PlanCanonicalForm.contentFields(
            programName: programName, unit: unit, weekCount: weekCount, weeks: weeks, includingDerived: true)
        fields["id"] = .string(contentID.short)
        fields["digest"] = .string(contentID.full)
        fields["version"] = .integer(version)
        fields["createdBy"] = createdBy.jsonValue
        fields["notes"] = .string(notes)
        if let sourceVersion { fields["sourceVersion"] = .string(sourceVersion.full) }
        return .object(fields)
    }

    /// Reads a snapshot and recomputes its content id. Throws when `schema` is not
    /// ``PlanJSON/schema``, or when a recorded `id` or `digest` differs from the recomputed one.
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "plan")
        let schema = try reader.string("schema")
        guard schema == PlanJSON.schema else { throw PlanJSONError.unsupportedSchema(schema) }
        var sourceVersion: PlanContentID?
        if reader.has("sourceVersion") {
            let text = try reader.string("sourceVersion")
            guard let parsed = PlanContentID(hex: text) else {
                throw PlanJSONError.wrongType(key: "sourceVersion", in: "plan", expected: "64 hex digits")
            }
            sourceVersion = parsed
        }
        self.init(
            version: try reader.int("version"),
            createdBy: try reader.decode("createdBy"),
            sourceVersion: sourceVersion,
            notes: try reader.string("notes"),
            programName: try reader.string("program"),
            unit: try reader.enumeration("unit"),
            weekCount: try reader.int("weekCount"),
            weeks: try reader.decodeArray("weeks")
        )
        if reader.has("digest"), try reader.string("digest") != contentID.full {
            throw PlanJSONError.contentIDMismatch(recorded: try reader.string("digest"), computed: contentID.full)
        }
        if reader.has("id"), try reader.string("id") != contentID.short {
            throw PlanJSONError.contentIDMismatch(recorded: try reader.string("id"), computed: contentID.short)
        }
    }
}

extension PlanCreator {
    /// `"user"`, `"rules"` or `"plugin:<name>"`.
    public var jsonValue: JSONValue { .string(description) }

    /// Reads a creator from its JSON form.
    public init(json: JSONValue) throws {
        guard let text = json.stringValue else {
            throw PlanJSONError.wrongType(key: "createdBy", in: "plan", expected: "a string")
        }
        guard let creator = PlanCreator(text: text) else {
            throw PlanJSONError.unknownValue(text, key: "createdBy", in: "plan")
        }
        self = creator
    }
}

extension PlannedWeek {
    /// `{"number", "kind", "modifiers", "days"}`.
    public var jsonValue: JSONValue { jsonValue(includingDerived: true) }

    func jsonValue(includingDerived: Bool) -> JSONValue {
        .object([
            "number": .integer(number),
            "kind": .string(kind.rawValue),
            "modifiers": modifiers.jsonValue,
            "days": .array(days.map { $0.jsonValue(includingDerived: includingDerived) }),
        ])
    }

    /// Reads a week from its JSON form.
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "week")
        self.init(
            number: try reader.int("number"),
            kind: try reader.enumeration("kind"),
            modifiers: try reader.decode("modifiers", as: WeekModifiers.self),
            days: try reader.decodeArray("days")
        )
    }
}

extension WeekModifiers {
    /// `{"intensityPercent", "volumePercent", "rpeCap"}`.
    public var jsonValue: JSONValue {
        .object([
            "intensityPercent": .number(intensityPercent),
            "volumePercent": .number(volumePercent),
            "rpeCap": .number(rpeCap),
        ])
    }

    /// Reads modifiers from their JSON form.
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "modifiers")
        self.init(
            intensityPercent: try reader.double("intensityPercent"),
            volumePercent: try reader.double("volumePercent"),
            rpeCap: try reader.double("rpeCap")
        )
    }
}

extension PlannedDay {
    /// `{"name", "items", "estimatedSeconds", "renamedFrom"?}`; `estimatedSeconds` is derived
    /// and not hashed; `renamedFrom` is there only for a day renamed for its week.
    public var jsonValue: JSONValue { jsonValue(includingDerived: true) }

    func jsonValue(includingDerived: Bool) -> JSONValue {
        var fields: [String: JSONValue] = ["name": .string(name), "items": .array(items.map(\.jsonValue))]
        if includingDerived { fields["estimatedSeconds"] = .integer(estimatedDuration) }
        if let renamedFrom { fields["renamedFrom"] = .string(renamedFrom) }
        return .object(fields)
    }

    /// Reads a day from its JSON form (ignoring the derived `estimatedSeconds`).
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "day")
        let renamedFrom: String? = reader.has("renamedFrom") ? try reader.string("renamedFrom") : nil
        self.init(name: try reader.string("name"), items: try reader.decodeArray("items"), renamedFrom: renamedFrom)
    }
}

extension PlanItem {
    /// `{"kind": "exercise", "exercise"}`, `{"kind": "superset", "exercises", "roundRestSeconds"?}`
    /// `{"kind": "break", "seconds"}` or `{"kind": "rounds", "rounds"}`.
    public var jsonValue: JSONValue {
        switch self {
        case .exercise(let exercise): return .object(["kind": "exercise", "exercise": exercise.jsonValue])
        case .superset(let exercises, let roundRestSeconds):
            var fields: [String: JSONValue] = ["kind": "superset", "exercises": .array(exercises.map(\.jsonValue))]
            if let roundRestSeconds { fields["roundRestSeconds"] = .integer(roundRestSeconds) }
            return .object(fields)
        case .break(let seconds): return .object(["kind": "break", "seconds": .integer(seconds)])
        case .rounds(let block): return .object(["kind": "rounds", "rounds": block.jsonValue])
        }
    }

    /// Reads an item from its JSON form.
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "item")
        switch try reader.kind() {
        case "exercise": self = .exercise(try reader.decode("exercise"))
        case "superset": self = .superset(try reader.decodeArray("exercises"), roundRestSeconds: try reader.optionalInt("roundRestSeconds"))
        case "break": self = .break(seconds: try reader.int("seconds"))
        case "rounds": self = .rounds(try reader.decode("rounds"))
        case let other: throw reader.unknownKind(other)
        }
    }
}

// JSON forms of a set and its parts. docs/json.md describes each field.

extension SetPrescription {
    /// `{"index", "kind", "load"?, "rpe"?, "restSeconds"?, "pendingLoad"?, "goal"?}` plus the ``SetWork`` key.
    public var jsonValue: JSONValue {
        var fields = work.jsonValue.objectValue ?? [:]
        fields["index"] = .integer(index)
        fields["kind"] = .string(kind.rawValue)
        if let load { fields["load"] = load.jsonValue }
        if let rpe { fields["rpe"] = .number(rpe) }
        if let restSeconds { fields["restSeconds"] = .integer(restSeconds) }
        if let pendingLoad { fields["pendingLoad"] = pendingLoad.jsonValue }
        if let goal { fields["goal"] = goal.jsonValue }
        return .object(fields)
    }

    /// Reads a set from its JSON form.
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "set")
        self.init(
            index: try reader.int("index"),
            kind: try reader.enumeration("kind"),
            load: try reader.optionalDecode("load"),
            work: try SetWork(json: json),
            rpe: try reader.optionalDouble("rpe"),
            restSeconds: try reader.optionalInt("restSeconds"),
            pendingLoad: try reader.optionalDecode("pendingLoad"),
            goal: try reader.optionalDecode("goal")
        )
    }
}

extension SetWork {
    /// Exactly one of `{"reps": RepTarget}`, `{"timeSeconds": n}`, `{"distanceMetres": m}`.
    public var jsonValue: JSONValue {
        switch self {
        case .reps(let target): .object(["reps": target.jsonValue])
        case .time(let seconds): .object(["timeSeconds": .integer(seconds)])
        case .distance(let metres): .object(["distanceMetres": .number(metres)])
        }
    }

    /// Reads the work from an object holding exactly one of its keys (other keys are ignored,
    /// since a set's object holds its work keys beside its own).
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "set")
        let present = ["reps", "timeSeconds", "distanceMetres"].filter(reader.has)
        guard present.count == 1 else {
            throw PlanJSONError.wrongType(
                key: "reps", in: "set", expected: "exactly one of 'reps', 'timeSeconds', 'distanceMetres'")
        }
        if reader.has("reps") {
            self = .reps(try reader.decode("reps"))
        } else if reader.has("timeSeconds") {
            self = .time(seconds: try reader.int("timeSeconds"))
        } else {
            self = .distance(metres: try reader.double("distanceMetres"))
        }
    }
}

extension RepTarget {
    /// `{"kind": "exact", "count"}`, `{"kind": "range", "lower", "upper"}`,
    /// `{"kind": "amrap", "minimum"}`, `{"kind": "cappedAmrap", "minimum", "maximum"}` or `{"kind": "max"}`.
    public var jsonValue: JSONValue {
        switch self {
        case .exact(let count): .object(["kind": "exact", "count": .integer(count)])
        case .range(let lower, let upper):
            .object(["kind": "range", "lower": .integer(lower), "upper": .integer(upper)])
        case .amrap(let minimum): .object(["kind": "amrap", "minimum": .integer(minimum)])
        case .cappedAMRAP(let minimum, let maximum):
            .object(["kind": "cappedAmrap", "minimum": .integer(minimum), "maximum": .integer(maximum)])
        case .max: .object(["kind": "max"])
        }
    }

    /// Reads a rep target from its JSON form.
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "reps")
        switch try reader.kind() {
        case "exact": self = .exact(try reader.int("count"))
        case "range": self = .range(lower: try reader.int("lower"), upper: try reader.int("upper"))
        case "amrap": self = .amrap(minimum: try reader.int("minimum"))
        case "cappedAmrap": self = .cappedAMRAP(minimum: try reader.int("minimum"), maximum: try reader.int("maximum"))
        case "max": self = .max
        case let other: throw reader.unknownKind(other)
        }
    }
}

extension LoadTarget {
    /// `{"exact", "loadable", "platesPerSide"?, "plateUnit"?, "source"}`.
    public var jsonValue: JSONValue {
        var fields: [String: JSONValue] = [
            "exact": .number(exact),
            "loadable": .number(loadable),
            "source": source.jsonValue,
        ]
        if let platesPerSide { fields["platesPerSide"] = .array(platesPerSide.map { .number($0) }) }
        if let plateUnit { fields["plateUnit"] = .string(plateUnit.rawValue) }
        return .object(fields)
    }

    /// Reads a load target from its JSON form.
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "load")
        self.init(
            exact: try reader.double("exact"),
            loadable: try reader.double("loadable"),
            platesPerSide: reader.has("platesPerSide") ? try reader.numbers("platesPerSide") : nil,
            plateUnit: reader.has("plateUnit") ? try reader.enumeration("plateUnit") : nil,
            source: try reader.decode("source")
        )
    }
}

extension LoadSource {
    /// `{"kind": "absolute" | "bodyweightAdded"}`, `{"kind": "percentOfTM" | "percentOf1RM" |
    /// "relativeToTop" | "percentOfTop", "percent"}`, `{"kind": "rpe", "rpe"}`,
    /// `{"kind": "percentOfLift", "percent", "lift", "basis": "tm" | "1rm"}` or
    /// `{"kind": "plus", "base": source, "amount"}` (in the plan's unit), or
    /// `{"kind": "today", "share": source}` (a share of the top set lifted that day).
    public var jsonValue: JSONValue {
        switch self {
        case .absolute: .object(["kind": "absolute"])
        case .percentOfTM(let percent): .object(["kind": "percentOfTM", "percent": .number(percent)])
        case .percentOf1RM(let percent): .object(["kind": "percentOf1RM", "percent": .number(percent)])
        case .rpe(let rpe): .object(["kind": "rpe", "rpe": .number(rpe)])
        case .relativeToTop(let percent): .object(["kind": "relativeToTop", "percent": .number(percent)])
        case .bodyweightAdded: .object(["kind": "bodyweightAdded"])
        case .percentOfTop(let percent): .object(["kind": "percentOfTop", "percent": .number(percent)])
        case .percentOfLift(let percent, let lift, let isTrainingMax):
            .object(["kind": "percentOfLift", "percent": .number(percent), "lift": .string(lift),
                     "basis": .string(isTrainingMax ? "tm" : "1rm")])
        case .plus(let base, let amount): .object(["kind": "plus", "base": base.jsonValue, "amount": .number(amount)])
        case .today(let share): .object(["kind": "today", "share": share.jsonValue])
        }
    }

    /// Reads a load source from its JSON form.
    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, context: "load source")
        switch try reader.kind() {
        case "absolute": self = .absolute
        case "percentOfTM": self = .percentOfTM(try reader.double("percent"))
        case "percentOf1RM": self = .percentOf1RM(try reader.double("percent"))
        case "rpe": self = .rpe(try reader.double("rpe"))
        case "relativeToTop": self = .relativeToTop(try reader.double("percent"))
        case "bodyweightAdded": self = .bodyweightAdded
        case "percentOfTop": self = .percentOfTop(try reader.double("percent"))
        case "percentOfLift":
            self = .percentOfLift(try reader.double("percent"), lift: try reader.string("lift"),
                                  isTrainingMax: try reader.string("basis") == "tm")
        case "plus": self = .plus(try reader.decode("base"), amount: try reader.double("amount"))
        case "today": self = .today(try reader.decode("share"))
        case let other: throw reader.unknownKind(other)
        }
    }
}

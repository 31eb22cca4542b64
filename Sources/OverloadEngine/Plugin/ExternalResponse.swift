import Overload

/// An external plugin's answer, checked: the next session's sets and the changes behind them.
struct ExternalResponse {
    /// The limits an answer is held to, so a confused plugin cannot flood a plan.
    static let maximumSets = 100
    static let maximumChanges = 50
    static let maximumText = 500
    /// A grapheme cluster has no length limit of its own, so text is held to bytes too.
    static let maximumTextBytes = 2000
    static let maximumLoad = 10_000.0

    var sets: [SetPrescription]
    var changes: [StateChange]
    /// What the plugin asks the lifter to weigh, as a reason value (`"suggestion"`); nil when it asks nothing.
    var suggestion: Reason?

    /// Reads and validates a response against the request's prescription (whose rests the sets
    /// keep, position by position). Throws the first problem, in words for a warning.
    init(_ json: JSONValue, planned: [SetPrescription], loads: LoadTool) throws(ExternalResponseError) {
        guard let object = json.objectValue else { throw .init("answered \(Self.kind(json)), not a JSON object") }
        try Self.onlyKeys(object, ["schema", "targets", "changes", "suggestion"], in: "the answer")
        guard let schema = object["schema"]?.stringValue else {
            throw .init("the answer has no \"schema\"; expected \"\(ExternalProtocol.schema)\"")
        }
        guard schema == ExternalProtocol.schema else {
            throw .init("the answer's schema is \"\(schema)\"; this overload speaks \"\(ExternalProtocol.schema)\"")
        }
        guard let targets = object["targets"]?.arrayValue else { throw .init("the answer has no \"targets\" list") }
        guard !targets.isEmpty, targets.count <= Self.maximumSets else {
            throw .init("\"targets\" holds \(targets.count) sets; from 1 to \(Self.maximumSets) are allowed")
        }
        var sets: [SetPrescription] = []
        for (index, target) in targets.enumerated() {
            let rest = planned.indices.contains(index) ? planned[index].restSeconds : planned.last?.restSeconds
            sets.append(try Self.set(target, index: index, rest: rest, loads: loads))
        }
        let changeList = object["changes"] ?? .array([])
        guard let changeValues = changeList.arrayValue, changeValues.count <= Self.maximumChanges else {
            throw .init("\"changes\" must be a list of at most \(Self.maximumChanges) changes")
        }
        self.sets = sets
        var changes: [StateChange] = []
        for (index, value) in changeValues.enumerated() { changes.append(try Self.change(value, at: "changes[\(index)]")) }
        self.changes = changes
        if let value = object["suggestion"] { suggestion = try Self.suggestion(value) }
    }

    /// `"suggestion"`: the plugin's words, as a string, or as a reason object in the form
    /// overload writes one (`{"cause": "external", "text": "..."}`, `cause` optional or null). Null is none.
    static func suggestion(_ json: JSONValue) throws(ExternalResponseError) -> Reason? {
        let words: String?
        switch json {
        case .null: return nil
        case .string(let text): words = text
        case .object(let fields):
            try onlyKeys(fields, ["cause", "text"], in: "suggestion")
            if let cause = fields["cause"], cause != .null, cause != .string("external") {
                throw .init("suggestion.cause must be \"external\" (the plugin's own words)")
            }
            words = fields["text"]?.stringValue
        default: words = nil
        }
        guard let words, fits(words) else {
            throw .init("\"suggestion\" must be text of 1 to \(maximumText) characters (\(maximumTextBytes) bytes of UTF-8), or {\"text\": ...}")
        }
        try printable(words, at: "\"suggestion\"")
        return Reason(.external(words))
    }

    /// Whether `text` is 1 to `maximumText` characters and at most `maximumTextBytes` bytes.
    static func fits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= maximumTextBytes && text.count <= maximumText
    }

    /// Refuses text that would act on the screen rather than show there (`ScreenText`): every
    /// word of an answer is printed by `next` and `explain`.
    static func printable(_ text: String, at place: String) throws(ExternalResponseError) {
        if let control = ScreenText.firstControl(in: text) {
            throw .init("\(place) holds the control character \(control); an answer's text must be one line of printable characters")
        }
    }

    static func set(_ json: JSONValue, index: Int, rest: Int?, loads: LoadTool) throws(ExternalResponseError) -> SetPrescription {
        let place = "targets[\(index)]"
        guard let fields = json.objectValue else { throw .init("\(place) is \(kind(json)), not a set object") }
        try onlyKeys(fields, ["kind", "reps", "seconds", "metres", "load", "rpe"], in: place)
        var kind = PrescribedSetKind.regular
        if let value = fields["kind"] {
            guard let text = value.stringValue, let parsed = PrescribedSetKind(rawValue: text) else {
                throw .init("\(place).kind must be one of " + PrescribedSetKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            kind = parsed
        }
        let workKeys = ["reps", "seconds", "metres"].filter { fields[$0] != nil }
        guard workKeys.count == 1 else { throw .init("\(place) needs exactly one of \"reps\", \"seconds\", \"metres\"") }
        let work: SetWork
        if let reps = fields["reps"] {
            guard let target = repTarget(reps) else {
                throw .init("\(place).reps must be a count from 1 to 9999 or text such as \"8-12\", \"5+\", \"1-4+\", \"max\"")
            }
            work = .reps(target)
        } else if let seconds = fields["seconds"] {
            guard let value = seconds.intValue, (1...86_400).contains(value) else {
                throw .init("\(place).seconds must be a whole number of seconds from 1 to 86400")
            }
            work = .time(seconds: value)
        } else {
            guard let value = fields["metres"]?.doubleValue, value > 0, value <= 1_000_000 else {
                throw .init("\(place).metres must be a distance above 0 and at most 1000000")
            }
            work = .distance(metres: value)
        }
        var rpe: Double?
        if let value = fields["rpe"] {
            guard let number = value.doubleValue, (1...10).contains(number) else { throw .init("\(place).rpe must be from 1 to 10") }
            rpe = number
        }
        var load: LoadTarget?
        if let value = fields["load"], value != .null {
            guard let number = value.doubleValue, number.isFinite, number >= 0, number <= maximumLoad else {
                throw .init("\(place).load must be a number from 0 to \(Int(maximumLoad)) in the plan's unit")
            }
            load = loads.target(number, source: .absolute)
        }
        return SetPrescription(index: index, kind: kind, load: load, work: work, rpe: rpe, restSeconds: rest)
    }

    /// `5`, `"5"`, `"8-12"`, `"5+"`, `"1-4+"` or `"max"`.
    static func repTarget(_ json: JSONValue) -> RepTarget? {
        if let count = json.intValue { return (1...SetPerformance.maximumReps).contains(count) ? .exact(count) : nil }
        guard let text = json.stringValue else { return nil }
        if text == "max" { return .max }
        let amrap = text.hasSuffix("+")
        let body = amrap ? String(text.dropLast()) : text
        let parts = body.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        let valid = parts.allSatisfy { $0.map { (1...SetPerformance.maximumReps).contains($0) } ?? false }
        guard valid else { return nil }
        switch (parts.count, amrap) {
        case (1, false): return parts[0].map { .exact($0) }
        case (1, true): return parts[0].map { .amrap(minimum: $0) }
        case (2, _):
            guard let lower = parts[0], let upper = parts[1], lower < upper else { return nil }
            return amrap ? .cappedAMRAP(minimum: lower, maximum: upper) : .range(lower: lower, upper: upper)
        default: return nil
        }
    }

    static func change(_ json: JSONValue, at place: String) throws(ExternalResponseError) -> StateChange {
        guard let fields = json.objectValue else { throw .init("\(place) is \(kind(json)), not a change object") }
        try onlyKeys(fields, ["what", "before", "after", "reason"], in: place)
        func text(_ key: String, required: Bool) throws(ExternalResponseError) -> String? {
            guard let value = fields[key], value != .null else {
                if required { throw .init("\(place) has no \"\(key)\"") }
                return nil
            }
            guard let string = value.stringValue, fits(string) else {
                throw .init("\(place).\(key) must be text of 1 to \(maximumText) characters (\(maximumTextBytes) bytes of UTF-8)")
            }
            try printable(string, at: "\(place).\(key)")
            return string
        }
        let what = try text("what", required: true) ?? ""
        let after = try text("after", required: true) ?? ""
        let reason = try text("reason", required: true) ?? ""
        return StateChange(what, from: try text("before", required: false), to: after, because: Reason(.external(reason)))
    }

    static func onlyKeys(_ fields: [String: JSONValue], _ allowed: Set<String>, in place: String) throws(ExternalResponseError) {
        if let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw .init("\(place) has an unknown key \"\(unknown)\"; it may hold " + allowed.sorted().joined(separator: ", "))
        }
    }

    static func kind(_ json: JSONValue) -> String {
        switch json {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}

/// Why a response was refused.
struct ExternalResponseError: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

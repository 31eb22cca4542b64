/// Why a plan's JSON form could not be read.
public enum PlanJSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not JSON at all.
    case notJSON(String)
    /// A required key is missing from an object.
    case missingKey(String, in: String)
    /// A key holds the wrong type of value.
    case wrongType(key: String, in: String, expected: String)
    /// A `kind` (or other enumerated string) has a value this version does not know.
    case unknownValue(String, key: String, in: String)
    /// The document's `schema` is not one this version reads.
    case unsupportedSchema(String)
    /// The document records a content id that its content does not hash to.
    case contentIDMismatch(recorded: String, computed: String)

    /// A short lowercase message, like the compiler's diagnostics.
    public var description: String {
        switch self {
        case .notJSON(let reason): "not valid JSON: \(reason)"
        case .missingKey(let key, let context): "missing key '\(key)' in \(context)"
        case .wrongType(let key, let context, let expected): "'\(key)' in \(context) should be \(expected)"
        case .unknownValue(let value, let key, let context): "unknown \(key) '\(value)' in \(context)"
        case .unsupportedSchema(let schema): "unsupported schema '\(schema)' (expected '\(PlanJSON.schema)')"
        case .contentIDMismatch(let recorded, let computed):
            "content id mismatch: the document records \(recorded) but its content hashes to \(computed)"
        }
    }
}

/// Reads the fields of one JSON object, throwing ``PlanJSONError`` that names the key and the
/// object (`context`) when something is missing or of the wrong type. A `null` counts as absent.
struct JSONObjectReader {
    let fields: [String: JSONValue]
    let context: String

    init(_ value: JSONValue, context: String) throws {
        guard let fields = value.objectValue else {
            throw PlanJSONError.wrongType(key: context, in: "document", expected: "an object")
        }
        self.fields = fields
        self.context = context
    }

    func has(_ key: String) -> Bool {
        optional(key) != nil
    }

    func optional(_ key: String) -> JSONValue? {
        guard let value = fields[key], value != .null else { return nil }
        return value
    }

    func value(_ key: String) throws -> JSONValue {
        guard let value = optional(key) else { throw PlanJSONError.missingKey(key, in: context) }
        return value
    }

    func int(_ key: String) throws -> Int {
        try read(key, as: "a whole number") { $0.intValue }
    }

    func optionalInt(_ key: String) throws -> Int? {
        has(key) ? try int(key) : nil
    }

    func double(_ key: String) throws -> Double {
        try read(key, as: "a number") { $0.doubleValue }
    }

    func optionalDouble(_ key: String) throws -> Double? {
        has(key) ? try double(key) : nil
    }

    func string(_ key: String) throws -> String {
        try read(key, as: "a string") { $0.stringValue }
    }

    func bool(_ key: String) throws -> Bool {
        try read(key, as: "true or false") { $0.boolValue }
    }

    func strings(_ key: String) throws -> [String] {
        let elements = try read(key, as: "an array") { $0.arrayValue }
        return try elements.map { element in
            guard let text = element.stringValue else {
                throw PlanJSONError.wrongType(key: key, in: context, expected: "an array of strings")
            }
            return text
        }
    }

    func numbers(_ key: String) throws -> [Double] {
        let elements = try read(key, as: "an array") { $0.arrayValue }
        return try elements.map { element in
            guard let number = element.doubleValue else {
                throw PlanJSONError.wrongType(key: key, in: context, expected: "an array of numbers")
            }
            return number
        }
    }

    func decode<T: JSONValueConvertible>(_ key: String, as type: T.Type = T.self) throws -> T {
        try T(json: value(key))
    }

    func optionalDecode<T: JSONValueConvertible>(_ key: String, as type: T.Type = T.self) throws -> T? {
        guard let value = optional(key) else { return nil }
        return try T(json: value)
    }

    func decodeArray<T: JSONValueConvertible>(_ key: String, of type: T.Type = T.self) throws -> [T] {
        try read(key, as: "an array") { $0.arrayValue }.map { try T(json: $0) }
    }

    func enumeration<T: RawRepresentable>(_ key: String, as type: T.Type = T.self) throws -> T
    where T.RawValue == String {
        let text = try string(key)
        guard let value = T(rawValue: text) else {
            throw PlanJSONError.unknownValue(text, key: key, in: context)
        }
        return value
    }

    /// The `kind` discriminator of a tagged object.
    func kind() throws -> String {
        try string("kind")
    }

    func unknownKind(_ kind: String) -> PlanJSONError {
        .unknownValue(kind, key: "kind", in: context)
    }

    private func read<T>(_ key: String, as expected: String, _ convert: (JSONValue) -> T?) throws -> T {
        guard let converted = convert(try value(key)) else {
            throw PlanJSONError.wrongType(key: key, in: context, expected: expected)
        }
        return converted
    }
}

/// A JSON document as a value: the one tree both the plan's JSON form and its canonical
/// (hashed) form are written from, so the two cannot drift apart.
public enum JSONValue: Sendable, Hashable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case integer(Int)
    /// A number with a fraction (written in its shortest round-trip form).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; writers sort its keys.
    case object([String: JSONValue])

    /// The value as an `Int`: whole numbers, and fractional numbers with no fraction.
    public var intValue: Int? {
        switch self {
        case .integer(let value): value
        case .number(let value): value.rounded() == value && abs(value) < 9.0e15 ? Int(value) : nil
        case .null, .bool, .string, .array, .object: nil
        }
    }

    /// The value as a `Double`: any number.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        case .null, .bool, .string, .array, .object: nil
        }
    }

    /// The string, if the value is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The boolean, if the value is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, if the value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The fields, if the value is an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// Decodes any JSON value; whole numbers become ``integer(_:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value as itself.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

/// A value with an explicit JSON form. Its `Codable` conformance goes through that form,
/// so `JSONEncoder`, ``PlanJSON`` and the canonical form all agree.
public protocol JSONValueConvertible: Codable {
    /// The value's JSON form.
    var jsonValue: JSONValue { get }
    /// Reads the value back from its JSON form.
    init(json: JSONValue) throws
}

extension JSONValueConvertible {
    /// Encodes ``jsonValue``.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }

    /// Decodes a ``JSONValue``, then reads it with ``init(json:)``.
    public init(from decoder: any Decoder) throws {
        try self.init(json: JSONValue(from: decoder))
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string value from a literal, so JSON forms read `"kind": "range"`.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

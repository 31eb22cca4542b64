import Foundation
import Overload
import OverloadSyntax

/// JSON text for the protocol: compact, keys sorted, strings exactly as given (the plan's
/// canonical form normalises strings, which an edit must never do), and read back through
/// Foundation's decoder into the project's one JSON value type.
enum JSONText {
    /// `value` as compact JSON bytes.
    static func bytes(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        write(value, to: &output)
        return output
    }

    /// `value` as compact JSON text.
    static func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// The JSON value in `bytes`; nil when they are not one JSON value.
    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    private static func write(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null: output += Array("null".utf8)
        case .bool(let flag): output += Array((flag ? "true" : "false").utf8)
        case .integer(let number): output += Array(String(number).utf8)
        case .number(let number): output += Array(JSONWriter.number(number).utf8)
        case .string(let text): DiagnosticJSON.appendQuoted(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let fields):
            output.append(UInt8(ascii: "{"))
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                DiagnosticJSON.appendQuoted(key, to: &output)
                output.append(UInt8(ascii: ":"))
                if let field = fields[key] { write(field, to: &output) }
            }
            output.append(UInt8(ascii: "}"))
        }
    }
}

extension JSONValue {
    /// The field `key` of an object; nil for a missing field or a value that is no object.
    subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// An object from fields, leaving out those that are nil.
    static func fields(_ pairs: [(String, JSONValue?)]) -> JSONValue {
        var object: [String: JSONValue] = [:]
        for (key, value) in pairs { if let value { object[key] = value } }
        return .object(object)
    }
}

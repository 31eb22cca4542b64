import OverloadSyntax

/// Reads the one JSON object of a project file, keeping where each key and value stands so
/// a problem is reported at its byte. Values other than strings are read (and kept as
/// `.other`) so that the reader can say which key holds the wrong kind of value.
struct ProjectJSONReader {
    enum Value: Equatable {
        case string(String)
        case other
    }

    struct Field {
        var key: String
        var keyRange: SourceRange
        var value: Value
        var valueRange: SourceRange
    }

    /// A problem at a place, with what was expected there.
    struct Failure: Error {
        var message: String
        var range: SourceRange
        var label: String

        var diagnostic: Diagnostic {
            .error(.projectFileMalformed, message, at: range, label: label,
                   help: "a project file is one JSON object of strings, such as "
                       + "{ \"program\": \"program.lift\", \"journal\": \"journal.lift\" }")
        }
    }

    let bytes: [UInt8]
    var offset = 0
    /// Deeper nesting than this is refused rather than followed.
    static let depthLimit = 64

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A byte order mark is not JSON, but editors write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    /// The fields of the object the file holds, in order.
    mutating func readObject() throws(Failure) -> [Field] {
        skipSpace()
        guard peek == UInt8(ascii: "{") else { throw failure("a project file holds one JSON object", expected: "expected '{'") }
        var fields: [Field] = []
        try readMembers { (reader: inout ProjectJSONReader, key: String, keyRange: SourceRange) throws(Failure) in
            let start = reader.offset
            let value = try reader.readValue(depth: 1)
            fields.append(Field(key: key, keyRange: keyRange, value: value, valueRange: SourceRange(start, reader.offset)))
        }
        skipSpace()
        guard offset == bytes.count else { throw failure("text after the project file's object", expected: "expected the end of the file") }
        return fields
    }

    private mutating func readMembers(
        _ member: (inout ProjectJSONReader, String, SourceRange) throws(Failure) -> Void
    ) throws(Failure) {
        try readSequence(closing: "}", what: "object") { (reader: inout ProjectJSONReader) throws(Failure) in
            let keyStart = reader.offset
            guard reader.peek == UInt8(ascii: "\"") else {
                throw reader.failure("a key must be a string in double quotes", expected: "expected '\"'")
            }
            let key = try reader.readString()
            let keyRange = SourceRange(keyStart, reader.offset)
            reader.skipSpace()
            guard reader.peek == UInt8(ascii: ":") else { throw reader.failure("a key needs ':' and a value", expected: "expected ':'") }
            reader.offset += 1
            reader.skipSpace()
            try member(&reader, key, keyRange)
        }
    }

    /// An object's members or a list's values, from the opening bracket at `offset` to
    /// `closing`, separated by commas.
    private mutating func readSequence(
        closing: Unicode.Scalar, what: String, _ element: (inout ProjectJSONReader) throws(Failure) -> Void
    ) throws(Failure) {
        let close = UInt8(ascii: closing)
        offset += 1
        skipSpace()
        if peek == close {
            offset += 1
            return
        }
        while true {
            skipSpace()
            try element(&self)
            skipSpace()
            if peek == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            guard peek == close else { throw failure("the \(what) does not end", expected: "expected ',' or '\(closing)'") }
            offset += 1
            return
        }
    }

    private mutating func readValue(depth: Int) throws(Failure) -> Value {
        guard depth < Self.depthLimit else { throw failure("the project file nests too deeply", expected: "too deep") }
        switch peek {
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "{"):
            try readMembers { (reader: inout ProjectJSONReader, _: String, _: SourceRange) throws(Failure) in
                _ = try reader.readValue(depth: depth + 1)
            }
        case UInt8(ascii: "["):
            try readSequence(closing: "]", what: "list") { (reader: inout ProjectJSONReader) throws(Failure) in
                _ = try reader.readValue(depth: depth + 1)
            }
        default:
            let start = offset
            while let byte = peek, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) {
                offset += 1
            }
            let word = String(decoding: bytes[start..<offset], as: UTF8.self)
            let isNumber = Double(word) != nil && word.first.map { $0 == "-" || $0.isNumber } == true
            guard ["true", "false", "null"].contains(word) || isNumber else {
                let message = "a value must be a string, number, true, false, null, list or object"
                // A bare word is underlined whole (`journal.lift` written without its quotes).
                guard offset > start else { throw failure(message, expected: "expected a value") }
                throw Failure(message: message, range: SourceRange(start, offset), label: "expected a value, such as a string in double quotes")
            }
        }
        return .other
    }

    /// A string from its opening quote to its closing one, escapes decoded.
    private mutating func readString() throws(Failure) -> String {
        let start = offset
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run = offset
        func flush(_ reader: ProjectJSONReader, to end: Int) {
            scalars.append(contentsOf: String(decoding: reader.bytes[run..<end], as: UTF8.self).unicodeScalars)
        }
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                flush(self, to: offset)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(self, to: offset)
                let escape = offset
                offset += 1
                guard let code = peek else { break }
                offset += 1
                switch code {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(code))
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    let hexEnd = min(offset + 4, bytes.count)
                    guard hexEnd - offset == 4, let value = UInt32(String(decoding: bytes[offset..<hexEnd], as: UTF8.self), radix: 16)
                    else {
                        throw Failure(message: "'\\u' needs four hex digits", range: SourceRange(escape, offset), label: "bad escape")
                    }
                    offset = hexEnd
                    scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                default:
                    throw Failure(message: "an unknown escape in a string", range: SourceRange(escape, offset), label: "bad escape")
                }
                run = offset
            case 0x0A, 0x0D:
                throw Failure(message: "a string without its closing quote", range: SourceRange(start, offset), label: "the line ends here")
            default:
                offset += 1
            }
        }
        throw Failure(message: "a string without its closing quote", range: SourceRange(start, offset), label: "the file ends here")
    }

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    private func failure(_ message: String, expected: String) -> Failure {
        let end = offset < bytes.count ? offset + TextScalar.length(in: bytes, at: offset) : offset
        return Failure(message: message, range: SourceRange(offset, end), label: expected)
    }
}

/// The length of one UTF-8 scalar, so a caret never splits one.
enum TextScalar {
    static func length(in bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return min(length, bytes.count - index)
    }
}

import Foundation
import Overload
import OverloadStandardPlugins
import OverloadSyntax
@testable import OverloadLanguageServer

/// A language server in process: messages in, messages out, with the ids counted.
struct ServerHarness {
    var server = LanguageServer(registry: StandardPlugins.registry)
    var nextID = 1

    /// Initialized with these position encodings offered and these options.
    static func initialized(encodings: [String] = [], options: JSONValue? = nil, root: String? = nil) -> ServerHarness {
        var harness = ServerHarness()
        _ = harness.initialize(encodings: encodings, options: options, root: root)
        _ = harness.notify("initialized", .object([:]))
        return harness
    }

    mutating func initialize(encodings: [String] = [], options: JSONValue? = nil, root: String? = nil) -> JSONValue {
        var capabilities: JSONValue = .object([:])
        if !encodings.isEmpty {
            capabilities = .object(["general": .object(["positionEncodings": .array(encodings.map(JSONValue.string))])])
        }
        return request("initialize", .fields([
            ("processId", .null), ("capabilities", capabilities), ("initializationOptions", options),
            ("rootUri", root.map { .string(DocumentURI.uri(of: $0)) }),
        ]))
    }

    /// The response to a request (the whole message).
    mutating func request(_ method: String, _ params: JSONValue) -> JSONValue {
        let id = nextID
        nextID += 1
        let out = server.receive(.object(["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params]))
        return out.first { $0["id"]?.intValue == id } ?? .null
    }

    /// What a notification makes the server send.
    mutating func notify(_ method: String, _ params: JSONValue) -> [JSONValue] {
        server.receive(.object(["jsonrpc": "2.0", "method": .string(method), "params": params]))
    }

    /// Opens a document; returns the diagnostics published for it.
    @discardableResult
    mutating func open(_ uri: String, _ text: String) -> [JSONValue] {
        let out = notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": "overload", "version": .integer(1), "text": .string(text),
        ])]))
        return Self.diagnostics(in: out, for: uri)
    }

    static func diagnostics(in messages: [JSONValue], for uri: String) -> [JSONValue] {
        let published = messages.last { message in
            message["method"]?.stringValue == "textDocument/publishDiagnostics" && message["params"]?["uri"]?.stringValue == uri
        }
        return published?["params"]?["diagnostics"]?.arrayValue ?? []
    }

    static func position(_ line: Int, _ character: Int) -> JSONValue {
        .object(["line": .integer(line), "character": .integer(character)])
    }

    static func at(_ uri: String, _ position: JSONValue) -> JSONValue {
        .object(["textDocument": .object(["uri": .string(uri)]), "position": position])
    }

    static func document(_ uri: String) -> JSONValue {
        .object(["textDocument": .object(["uri": .string(uri)])])
    }
}

/// Text with positions marked by `‸`: the text without the marks, and each mark's line and
/// character counted in UTF-8 and in UTF-16, worked out with the standard library alone.
struct Marked {
    var text: String
    var utf8: [(line: Int, character: Int)] = []
    var utf16: [(line: Int, character: Int)] = []

    init(_ marked: String) {
        var text = ""
        var line = 0
        var lineText = ""
        for character in marked {
            if character == "‸" {
                utf8.append((line, lineText.utf8.count))
                utf16.append((line, lineText.utf16.count))
                continue
            }
            text.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                lineText = ""
            } else {
                lineText.append(character)
            }
        }
        self.text = text
    }
}

/// A fresh folder for files a test writes.
func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("overload-lsp-" + UUID().uuidString)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Applies LSP text edits (UTF-8 positions) to text: what an editor does with them.
func applying(_ edits: [JSONValue], to text: String, encoding: PositionEncoding = .utf8) -> String {
    var document = TextDocument(uri: "file:///edit", version: 0, text: text)
    // Edits do not overlap; applied from the last, earlier positions stay valid.
    let ranges = edits.compactMap { edit -> (SourceRange, String)? in
        guard let range = edit["range"].flatMap(LanguageServer.range), let text = edit["newText"]?.stringValue else { return nil }
        return (document.sourceRange(of: range, in: encoding), text)
    }
    for (range, replacement) in ranges.sorted(by: { $0.0.start > $1.0.start }) { document.replace(range, with: replacement) }
    return document.text
}

extension JSONValue: ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    /// Whole numbers written as literals in the tests' messages.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// Booleans written as literals in the tests' messages.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

import Foundation
import Overload
@testable import OverloadLanguageServer
import OverloadTestSupport
import Testing

/// Whatever a client sends, every request is answered (a result or an error) and the server
/// keeps going: positions past the text or negative, ranges backwards, numbers too large
/// for any count, documents of nonsense.
@Suite struct HostileInputTests {
    static let texts = [
        "day \"A\":\n  squat 99999999999999999999999x5 @ 75%\nweek 1e300:\n  day \"A\":\n    squat 3x5 @ 1e308%\n",
        "1rm squat 1e308kg\nday \"A\":\n  squat 1e300x5 @ 75%\n  squat 3x5 @ -75%\n",
        "\u{0}\u{1}day \"\n\r\r\n\t  @@@ %%% 💪💪\n2026-02-30 \"x\"\n  squat 100x\n",
        "",
        "progress: \nplugin p exec \"\"\nprogress squat: p else\n",
    ]

    static let methods = [
        "textDocument/formatting", "textDocument/codeAction", "textDocument/documentSymbol", "textDocument/foldingRange",
        "textDocument/completion", "textDocument/hover", "textDocument/inlayHint",
    ]

    @Test func everyRequestIsAnswered() {
        var generator = SeededGenerator(seed: 42)
        let numbers = [0, 1, 3, -1, -100, Int(Int32.max), 1 << 40]
        func number() -> JSONValue { .integer(numbers.randomElement(using: &generator) ?? 0) }
        func position() -> JSONValue { .object(["line": number(), "character": number()]) }
        for (index, text) in Self.texts.enumerated() {
            for encoding in [["utf-8"], []] {
                var harness = ServerHarness.initialized(encodings: encoding)
                let uri = "file:///tmp/hostile-\(index).lift"
                harness.open(uri, text)
                for _ in 0..<40 {
                    let method = Self.methods.randomElement(using: &generator) ?? "textDocument/hover"
                    let params: JSONValue = .object([
                        "textDocument": .object(["uri": .string(uri)]), "position": position(),
                        "range": .object(["start": position(), "end": position()]), "options": .object([:]),
                    ])
                    let response = harness.request(method, params)
                    #expect(response["result"] != nil || response["error"] != nil, "\(method) on text \(index)")
                    _ = harness.notify("textDocument/didChange", .object([
                        "textDocument": .object(["uri": .string(uri), "version": number()]),
                        "contentChanges": .array([.object(["range": .object(["start": position(), "end": position()]), "text": "x💪\r\n"])]),
                    ]))
                }
                // Wrong types where objects are expected.
                for params: JSONValue in [.null, .integer(3), .string("x"), .array([.null]), .object(["textDocument": .integer(1)])] {
                    for method in Self.methods {
                        #expect(harness.request(method, params)["error"]?["code"]?.intValue == -32602, "\(method)")
                    }
                    _ = harness.notify("textDocument/didOpen", params)
                    _ = harness.notify("textDocument/didChange", params)
                    _ = harness.notify("textDocument/didClose", params)
                }
                #expect(harness.request("shutdown", .null)["result"] == .null)
            }
        }
    }
}

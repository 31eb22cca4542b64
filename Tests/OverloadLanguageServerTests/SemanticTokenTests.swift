import Foundation
import Overload
@testable import OverloadLanguageServer
import Testing

/// Semantic tokens: the lexer's tokens classified, delta-encoded in the session's encoding.
@Suite struct SemanticTokenTests {
    struct Decoded: Equatable {
        var line: Int
        var character: Int
        var length: Int
        var type: String
        var modifiers: Set<String>
    }

    static func tokens(_ text: String, utf8: Bool) -> [Decoded] {
        var harness = ServerHarness.initialized(encodings: utf8 ? ["utf-8"] : [])
        let legend = SemanticTokens.legend
        let types = legend["tokenTypes"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let modifiers = legend["tokenModifiers"]?.arrayValue?.compactMap(\.stringValue) ?? []
        harness.open("file:///tmp/tokens.lift", text)
        let response = harness.request("textDocument/semanticTokens/full", ServerHarness.document("file:///tmp/tokens.lift"))
        let data = (response["result"]?["data"]?.arrayValue ?? []).compactMap(\.intValue)
        var decoded: [Decoded] = []
        var line = 0
        var character = 0
        for index in stride(from: 0, to: data.count - 4, by: 5) {
            line += data[index]
            character = data[index] == 0 ? character + data[index + 1] : data[index + 1]
            let bits = data[index + 4]
            decoded.append(Decoded(line: line, character: character, length: data[index + 2], type: types[data[index + 3]],
                                   modifiers: Set(modifiers.indices.filter { bits & (1 << $0) != 0 }.map { modifiers[$0] })))
        }
        return decoded
    }

    /// The token at a marked position.
    static func token(at mark: (line: Int, character: Int), in tokens: [Decoded]) -> Decoded? {
        tokens.first { $0.line == mark.line && $0.character == mark.character }
    }

    static let program = Marked("""
        program "Été 💪"\r
        ‸unit kg\r
        exercise "‸Développé 💪":\r
          equipment barbell\r
        # ‸commentaire 😀\r
        day "Jour 💪":\r
          ‸squat ‸3x5 @ ‸75‸%\r
          "Développé 💪" 3x‸5‸+ @ ‸60‸kg\r
          ‸frobnicate 3x5\r
          squat ‸warmup 1x5 @ 40kg\r
        week 4 ‸deload:\r
          squat 3x5 @ 60%\r

        """)

    @Test(arguments: [true, false])
    func programTokens(_ utf8: Bool) throws {
        let tokens = Self.tokens(Self.program.text, utf8: utf8)
        let marks = utf8 ? Self.program.utf8 : Self.program.utf16
        #expect(Self.token(at: marks[0], in: tokens)?.type == "keyword")
        // A declared exercise: the whole quoted name, as a declaration.
        let declared = try #require(Self.token(at: (marks[1].line, marks[1].character - 1), in: tokens))
        #expect(declared.type == "function" && declared.modifiers == ["declaration"])
        #expect(declared.length == 2 + (utf8 ? "Développé 💪".utf8.count : "Développé 💪".utf16.count))
        let comment = try #require(Self.token(at: (marks[2].line, marks[2].character - 2), in: tokens))
        #expect(comment.type == "comment")
        #expect(comment.length == (utf8 ? "# commentaire 😀".utf8.count : "# commentaire 😀".utf16.count))
        #expect(Self.token(at: marks[3], in: tokens) == Decoded(line: 6, character: 2, length: 5, type: "function", modifiers: ["defaultLibrary"]))
        #expect(Self.token(at: marks[4], in: tokens)?.type == "number")
        let percentage = try #require(Self.token(at: marks[5], in: tokens))
        #expect(percentage.type == "number" && percentage.modifiers == ["percentage"] && percentage.length == 3)
        #expect(Self.token(at: marks[6], in: tokens) == nil)
        #expect(Self.token(at: marks[7], in: tokens)?.type == "number")
        #expect(Self.token(at: marks[8], in: tokens) == Decoded(line: 7, character: marks[8].character, length: 1,
                                                                type: "enumMember", modifiers: ["setKind"]))
        #expect(Self.token(at: marks[9], in: tokens)?.type == "number")
        #expect(Self.token(at: marks[10], in: tokens) == Decoded(line: 7, character: marks[10].character, length: 2, type: "type", modifiers: []))
        let unknown = try #require(Self.token(at: marks[11], in: tokens))
        #expect(unknown.type == "variable" && unknown.modifiers == ["unknown"])
        #expect(Self.token(at: marks[12], in: tokens)?.modifiers == ["setKind"])
        #expect(Self.token(at: marks[13], in: tokens)?.modifiers == ["weekKind"])
    }

    @Test func journalDatesAreEvents() {
        let journal = Marked("‸2026-11-20 ‸\"A\"\n  ‸squat 100x5x3\n")
        let tokens = Self.tokens(journal.text, utf8: true)
        #expect(Self.token(at: journal.utf8[0], in: tokens) == Decoded(line: 0, character: 0, length: 10, type: "event", modifiers: []))
        #expect(Self.token(at: journal.utf8[1], in: tokens)?.type == "string")
        #expect(Self.token(at: journal.utf8[2], in: tokens)?.type == "function")
    }

    @Test func tokensAreInOrderAndDoNotOverlap() {
        let tokens = Self.tokens(Self.program.text, utf8: false)
        #expect(!tokens.isEmpty)
        for (previous, next) in zip(tokens, tokens.dropFirst()) {
            #expect(previous.line < next.line || previous.character + previous.length <= next.character, "\(previous) \(next)")
        }
    }
}

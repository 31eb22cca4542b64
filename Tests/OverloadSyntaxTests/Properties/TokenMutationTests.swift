import OverloadSyntax
import OverloadTestSupport
import Testing

/// Mutates one token of every example and valid fixture (delete, duplicate, or swap with
/// the next) and parses the result. Parsing must end without a crash, every diagnostic
/// must point inside the file, and a result without errors must really be valid: it
/// formats, and the formatted text parses to the same tree without errors.
@Suite struct TokenMutationTests {
    static let runsPerFile = 20

    enum Mutation: CaseIterable {
        case delete, duplicate, swap
    }

    @Test(arguments: Corpus.allValid.enumerated().map { ($0.offset, $0.element) })
    func mutatedFilesParseSafely(_ fileNumber: Int, _ fixture: Fixture) {
        let bytes = fixture.source.bytes
        let tokens = Lexer.lex(fixture.source).tokens.filter { $0.range.length > 0 }
        guard tokens.count >= 2 else {
            Issue.record("\(fixture.path) has too few tokens to mutate")
            return
        }
        for run in 0..<Self.runsPerFile {
            let seed = UInt64(fileNumber) * 1_000 + UInt64(run)
            var generator = SeededGenerator(seed: seed)
            let mutation = Mutation.allCases.randomElement(using: &generator) ?? .delete
            let position = Int.random(in: 0..<(tokens.count - 1), using: &generator)
            let mutated = Self.apply(mutation, at: position, tokens: tokens, to: bytes)
            Self.check(mutated, label: "\(fixture.path) seed \(seed) (\(mutation) token \(position))")
        }
    }

    static func apply(_ mutation: Mutation, at position: Int, tokens: [Token], to bytes: [UInt8]) -> [UInt8] {
        let token = tokens[position].range
        switch mutation {
        case .delete:
            return Array(bytes[..<token.start] + bytes[token.end...])
        case .duplicate:
            return Array(bytes[..<token.end] + bytes[token.start..<token.end] + bytes[token.end...])
        case .swap:
            let next = tokens[position + 1].range
            return Array(bytes[..<token.start] + bytes[next.start..<next.end] + bytes[token.end..<next.start]
                + bytes[token.start..<token.end] + bytes[next.end...])
        }
    }

    static func check(_ bytes: [UInt8], label: String) {
        let parsed = Syntax.parse(bytes: bytes, name: "mutated.lift")
        for diagnostic in parsed.diagnostics {
            #expect(diagnostic.range.start >= 0 && diagnostic.range.end <= bytes.count, "\(label): \(diagnostic.code) out of the file")
        }
        // Rendering must not trap either.
        _ = Syntax.rendered(parsed)
        guard !parsed.diagnostics.hasErrors else { return }
        let formatted = SourceFormatter.format(parsed)
        let reparsed = Syntax.parse(formatted, name: "mutated.lift")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!reparsed.diagnostics.hasErrors, "\(label): valid text formats to invalid text\n--- input\n\(text)--- formatted\n\(formatted)\(Syntax.rendered(reparsed))")
        #expect(Syntax.shape(reparsed) == Syntax.shape(parsed),
                "\(label): formatting changed the tree\n--- input\n\(text)\n\(LineDiff.unified(expected: Syntax.shape(parsed), actual: Syntax.shape(reparsed)))")
        #expect(SourceFormatter.format(reparsed) == formatted, "\(label): formatting is not idempotent\n--- input\n\(text)")
    }
}

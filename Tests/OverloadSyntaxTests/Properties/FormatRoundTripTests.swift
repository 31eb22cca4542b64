import OverloadSyntax
import OverloadTestSupport
import Testing

/// Over every example and valid fixture: formatting keeps the tree, is idempotent, and
/// produces text without diagnostics.
@Suite struct FormatRoundTripTests {
    @Test(arguments: Corpus.allValid)
    func formattingPreservesTreeAndIsIdempotent(_ fixture: Fixture) {
        let parsed = Parser.parse(fixture.source)
        #expect(!parsed.diagnostics.hasErrors, "\(fixture.path):\n\(Syntax.rendered(parsed))")
        let formatted = SourceFormatter.format(parsed)
        let reparsed = Syntax.parse(formatted, name: fixture.fileName)
        #expect(reparsed.diagnostics.isEmpty, "formatted \(fixture.path):\n\(Syntax.rendered(reparsed))\n\(formatted)")
        #expect(Syntax.shape(reparsed) == Syntax.shape(parsed),
                "\(fixture.path): tree changed by formatting\n\(LineDiff.unified(expected: Syntax.shape(parsed), actual: Syntax.shape(reparsed)))")
        let again = SourceFormatter.format(reparsed)
        #expect(again == formatted, "\(fixture.path): formatting is not idempotent\n\(LineDiff.unified(expected: formatted, actual: again))")
    }

    /// Comments survive formatting: every comment of the input is in the output, in order.
    @Test(arguments: Corpus.allValid)
    func formattingKeepsEveryComment(_ fixture: Fixture) {
        let parsed = Parser.parse(fixture.source)
        let formatted = SourceFormatter.format(parsed)
        let before = parsed.comments.map { trimmed(parsed.source.text($0)) }
        let after = Syntax.parse(formatted).comments.map { trimmed(formatted.utf8Slice($0)) }
        #expect(after == before, "\(fixture.path): comments changed")
    }

    /// Formatting keeps each comment in the block it was written in.
    @Test func commentsStayInTheirBlock() {
        let text = """
            progression p:
              if n > 0: tm += 1kg
              # before else
              else: tm -= 1kg

            day "A":
              squat 3x5
            """
        let formatted = SourceFormatter.format(Syntax.parse(text))
        #expect(formatted == """
            progression p:
              if n > 0: tm += 1kg
              # before else
              else: tm -= 1kg

            day "A":
              squat 3x5

            """)
    }

    /// A comment between `else:` and its block stays on its own line under `else:`.
    @Test func commentUnderElseStaysOnItsLine() {
        let text = """
            progression p:
              if n > 0: tm += 1kg
              else:
                # why
                tm -= 1kg
              # end of p
            """
        #expect(SourceFormatter.format(Syntax.parse(text)) == text + "\n")
    }

    /// Trailing comments and comments closing a branch keep a one-statement branch a block.
    @Test func branchWithCommentsIsNotJoined() {
        let text = """
            progression p:
              if a > b:
                tm += 1       # trailing
              else if a < b:  # on else if
                tm -= 1
                # end of else-if body
              # before else
              else: tm = 0

            wave main:
              week 1: 5 @ 65%
              # end of wave
            """
        #expect(SourceFormatter.format(Syntax.parse(text)) == text + "\n")
    }

    private func trimmed(_ text: String) -> String {
        var result = text
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return result
    }
}

extension String {
    /// The text of a byte range of this string's UTF-8.
    func utf8Slice(_ range: SourceRange) -> String {
        String(decoding: Array(utf8)[range.start..<range.end], as: UTF8.self)
    }
}

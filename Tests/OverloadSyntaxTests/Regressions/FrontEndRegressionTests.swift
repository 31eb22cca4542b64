import OverloadSyntax
import OverloadTestSupport
import Testing

/// One test per front-end bug found by this suite, named after the bug.
@Suite struct FrontEndRegressionTests {
    /// `plan 3f2a9c1d0b7e` was lexed as the number 3 with unit `f` and reported as an unknown unit.
    @Test(arguments: ["3f2a9c1d0b7e", "123456789012", "0e5a", "abcdef012345"])
    func planContentIDStartingWithADigit(_ id: String) throws {
        let parsed = Syntax.parse("2026-01-01 \"A\"\n  plan \(id)\n  squat 100x5\n")
        #expect(parsed.diagnostics.isEmpty, "\(Syntax.summary(parsed))")
        guard case .session(let session) = parsed.document.statements.first,
              case .property(let property) = session.body.first,
              case .word(let word) = property.clauses.first?.atoms.first else {
            Issue.record("expected a plan property")
            return
        }
        #expect(word.name == id)
        #expect(SourceFormatter.format(parsed).contains("  plan \(id)\n"))
    }

    /// Lines nested past the limit each reported "expected an indented block" on the line before.
    @Test func tooDeepNestingReportsOnce() {
        var text = "progression deep:\n"
        for level in 1...80 { text += String(repeating: " ", count: level + 1) + "if a:\n" }
        let parsed = Syntax.parse(text)
        #expect(parsed.diagnostics.map(\.code) == [.tooDeeplyIndented], "\(Syntax.summary(parsed))")
    }

    /// A week with a kind showed the kind's range as its own; bare-range payloads printed byte offsets.
    @Test func dumpShowsEachNodesOwnRange() {
        let parsed = Syntax.parse("week 4 deload: bench 3x5 @ 60%\n2026-01-01\n  dip bw x 5\n")
        let dump = ASTDump.dump(parsed.document, source: parsed.source)
        #expect(dump.contains("week: WeekDeclaration @1:1-1:31 kind: deload"))
        #expect(dump.contains("load: bodyweight @3:7-3:9"))
        let shape = Syntax.shape(parsed)
        #expect(!shape.contains("SourceRange"))
        #expect(!shape.contains("@"))
    }

    /// The dump escaped only quotes, so a backslash or a line break in a string was ambiguous.
    @Test func dumpEscapesStringsLikeTheFormatter() {
        let parsed = Syntax.parse(#"program "a\\b\n\"c\"""# + "\n")
        #expect(parsed.diagnostics.isEmpty, "\(Syntax.summary(parsed))")
        let dump = ASTDump.dump(parsed.document, source: nil)
        #expect(dump.contains(#""a\\b\n\"c\"""#), "\(dump)")
    }

    /// A stray continuation byte was placed one column left of its caret.
    @Test func strayContinuationByteColumn() {
        let parsed = Syntax.parse(bytes: Array("unit kg\nsquat".utf8) + [0x80] + Array(" 3x5\n".utf8))
        #expect(parsed.diagnostics.first.map { parsed.source.location(of: $0.range.start).description } == "2:6")
    }

    /// A line dedented to no enclosing level made every later line of the block an
    /// "unexpected indentation" error.
    @Test func badDedentReportsOnce() {
        let parsed = Syntax.parse("""
            day "A":
                squat 5x5
              bench 3x5
              press 3x5
              curl 3x10
            day "B":
              squat 3x5
            """)
        #expect(parsed.diagnostics.map(\.code) == [.badIndentation], "\(Syntax.summary(parsed))")
        guard case .day(let day) = parsed.document.statements.first else {
            Issue.record("expected a day")
            return
        }
        #expect(day.body.count == 4)
        #expect(parsed.document.statements.count == 2)
    }

    /// The block under a line with stray tokens was reported as unexpected indentation.
    @Test func strayTokensSkipTheBlockUnderTheLine() {
        let parsed = Syntax.parse("""
            progression p:
              ifif a > b:
                let d = 1
              tm += 1kg
            """)
        #expect(parsed.diagnostics.map(\.code) == [.unexpectedToken], "\(Syntax.summary(parsed))")
    }

    /// A block indented under a line of a wave was skipped without a word.
    @Test func waveReportsABlockIndentedUnderAWeek() {
        let parsed = Syntax.parse("wave main:\n  week 1: 5 @ 65%\n    week 2: 5 @ 70%\n  week 3: 5 @ 75%\n")
        #expect(parsed.diagnostics.map(\.code) == [.unexpectedIndent], "\(Syntax.summary(parsed))")
        #expect(parsed.diagnostics.first.map { parsed.source.location(of: $0.range.start).line } == 3)
        guard case .wave(let wave) = parsed.document.statements.first else {
            Issue.record("expected a wave")
            return
        }
        #expect(wave.weeks.count == 2)
    }

    /// The ends of a week range were never checked, so `week 0..3` passed.
    @Test(arguments: ["week 0..3: squat 3x5\n", "week 1..2.5: squat 3x5\n", "week 2, 0..1: squat 3x5\n"])
    func weekRangeEndsAreWholeNumbersFromOne(_ text: String) {
        let parsed = Syntax.parse(text)
        #expect(parsed.diagnostics.map(\.message) == ["week numbers are whole numbers from 1"], "\(Syntax.summary(parsed))")
    }

    /// The block under an unknown top-level word was reported as unexpected indentation.
    @Test func unknownTopLevelWordSkipsItsBlock() {
        let parsed = Syntax.parse("kg\n  squat 100x5\n  bench 3x5\nunit kg\n")
        #expect(parsed.diagnostics.map(\.code) == [.unknownStatement], "\(Syntax.summary(parsed))")
        #expect(parsed.document.statements.count == 2)
    }

    /// Each `else` after a broken `if` was reported as an `else` without an `if`.
    @Test func elseAfterBrokenIfIsNotReported() {
        let parsed = Syntax.parse("""
            progression p:
              if a > b
              else if a < b:
                tm -= 1
              else:
                tm = 0
            """)
        #expect(parsed.diagnostics.count == 1, "\(Syntax.summary(parsed))")
        // An `else` after a complete `if` with its own `else` is still an error.
        let orphan = Syntax.parse("progression p:\n  if a: tm = 1\n  else: tm = 2\n  else: tm = 3\n")
        #expect(orphan.diagnostics.map(\.code) == [.unexpectedToken])
    }

    /// A backslash ending an unterminated string gave an E0008 range past the end of the file.
    @Test(arguments: ["program \"abc\\", "program \"abc\\\nunit kg\n"])
    func backslashAtEndOfStringStaysInTheFile(_ text: String) {
        let parsed = Syntax.parse(text)
        let escape = parsed.diagnostics.first { $0.code == .invalidEscape }
        #expect(escape?.range == SourceRange(12, 13))
        #expect(parsed.diagnostics.allSatisfy { $0.range.end <= text.utf8.count })
    }
}

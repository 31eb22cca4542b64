import OverloadSyntax
import OverloadTestSupport
import Testing

/// The exact shape of a rendered diagnostic: location, source line, caret, label, help.
@Suite struct DiagnosticRenderingTests {
    @Test func rendersLocationLineCaretAndHelp() {
        let parsed = Syntax.parse("day \"Bench\":\n  bench 3x @ 60%\n", name: "programs/531.lift")
        let text = Syntax.rendered(parsed)
        #expect(text == """
            programs/531.lift:2:12: error: expected reps after 'x' [E0104]
              |
            2 |   bench 3x @ 60%
              |            ^ a set needs a rep count, like 3x5 or 3x8-12
               = help: write the reps after 'x': 3x5, 3x8-12, 1x5+, 3xmax or 3x45s

            """)
    }

    @Test func caretLinesUpUnderNonASCIIText() throws {
        let parsed = Syntax.parse("day \"Жим\":\n  жим лёжа 3x5 @ 60kilo\n")
        let lines = Syntax.rendered(parsed).split(separator: "\n", omittingEmptySubsequences: false)
        let sourceLine = try #require(lines.first { $0.hasPrefix("2 |") })
        let caretLine = try #require(lines.first { $0.contains("^") })
        let caretColumn = try #require(caretLine.firstIndex(of: "^")).utf16Offset(in: caretLine)
        let unitColumn = try #require(sourceLine.range(of: "kilo")).lowerBound.utf16Offset(in: sourceLine)
        #expect(caretColumn == unitColumn)
    }

    @Test func colourOnlyWhenAsked() {
        let parsed = Syntax.parse("unit kg lb\n")
        let plain = DiagnosticRenderer(useColor: false).render(parsed.diagnostics, in: parsed.source)
        let coloured = DiagnosticRenderer(useColor: true).render(parsed.diagnostics, in: parsed.source)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[1;31m"))
    }

    /// A diagnostic at the very end of a file without a final line break still shows a line and a caret.
    @Test func diagnosticAtEndOfFile() {
        let parsed = Syntax.parse("day \"A\":")
        #expect(parsed.diagnostics.map(\.code) == [.expectedBlock])
        let text = Syntax.rendered(parsed)
        #expect(text.contains("1 | day \"A\":\n"))
        #expect(text.contains("^"))
    }
}

/// `3x45-60s` used to read as 45 to 60 reps, the seconds silently dropped.
@Suite struct UnitInRepRangeTests {
    @Test func timeOnARepRangeIsReported() {
        let parsed = Syntax.parse("day \"A\":\n  plank 3x45-60s\n", name: "a.lift")
        #expect(Syntax.rendered(parsed) == """
            a.lift:2:16: error: a range of reps takes no unit [E0104]
              |
            2 |   plank 3x45-60s
              |                ^ a timed set takes one time, as in 3x45s
               = help: write reps as a range, as in 3x8-12, or one time for each set, as in 3x45s

            """)
    }

    @Test func loadOnARepRangeIsReported() {
        let parsed = Syntax.parse("day \"A\":\n  curl 3x8-12kg\n")
        #expect(parsed.diagnostics.map(\.code) == [.expectedReps])
        #expect(parsed.diagnostics.first?.label == "a load comes after '@'")
        #expect(parsed.diagnostics.first?.range == SourceRange(22, 24))
    }

    @Test func plainRepRangesAndTimesStayValid() {
        #expect(Syntax.parse("day \"A\":\n  curl 3x8-12 @ 10kg\n  plank 3x45s\n").diagnostics.isEmpty)
    }
}

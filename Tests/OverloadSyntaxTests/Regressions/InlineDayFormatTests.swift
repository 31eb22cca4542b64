import OverloadSyntax
import Testing

/// A one-line day written on its header's line (`day "Rest": walk 1x30min`) is canonical:
/// the formatter keeps it there, as it keeps a one-line week, and a day block stays a block.
@Suite struct InlineDayFormatTests {
    static let program = """
        # Comments can stand on their own line...
        program "Comments"  # ...or after a statement.
        unit kg

        day "Full Body":     # a block header ends with ':'
          squat 3x5 @ 100kg  # the block's lines are indented
          bench 3x5 @ 70kg

        day "Rest": walk 1x30min

        """

    @Test func aOneLineDayStaysOnItsHeadersLine() {
        let parsed = Parser.parse(SourceFile(name: "days.lift", text: Self.program))
        #expect(parsed.diagnostics.isEmpty)
        #expect(SourceFormatter.format(parsed) == Self.program)
    }

    @Test func aDayBlockWithOneLineStaysABlock() {
        let text = "day \"Rest\":\n  walk 1x30min\n"
        #expect(SourceFormatter.format(Parser.parse(SourceFile(name: "days.lift", text: text))) == text)
    }

    @Test func theFormattedInlineDayParsesToTheSameDay() throws {
        let parsed = Parser.parse(SourceFile(name: "days.lift", text: "DAY \"Rest\":   walk   1x30min\n"))
        let formatted = SourceFormatter.format(parsed)
        #expect(formatted == "day \"Rest\": walk 1x30min\n")
        guard case .day(let day)? = Parser.parse(SourceFile(name: "days.lift", text: formatted)).document.statements.first else {
            Issue.record("no day")
            return
        }
        #expect(day.isInline)
        #expect(day.body.count == 1)
    }
}

import Overload
import OverloadSyntax
import Testing

/// `day "Rest"` is a day with nothing in it, and `day "Legs 2" like "Legs"` a copy that
/// changes nothing: neither needs a block, and both format as written.
@Suite struct BlocklessDayTests {
    static let program = """
        unit kg

        day "Legs":
          squat 5x5 @ 100kg

        day "Rest"

        day "Legs 2" like "Legs"

        """

    @Test func aRestDayAndAnUnchangedCopyBuildWithoutABlock() throws {
        let plan = try CompilerTest.cleanPlan(Self.program)
        let days = try #require(plan.week(1)?.days)
        #expect(days.map(\.name) == ["Legs", "Rest", "Legs 2"])
        #expect(days[1].items.isEmpty)
        #expect(days[2].exercises.map(\.sets.count) == [5])
    }

    @Test func theyFormatAsWritten() {
        #expect(SourceFormatter.format(Parser.parse(SourceFile(name: "days.lift", text: Self.program))) == Self.program)
    }

    @Test func aDayWithABlockButNoColonStillAsksForTheColon() {
        let parsed = Parser.parse(SourceFile(name: "days.lift", text: "day \"A\"\n  squat 5x5 @ 100kg\n"))
        #expect(parsed.diagnostics.map(\.code) == [.expectedToken])
        #expect(parsed.diagnostics.first?.message == "expected ':' after the day's name")
    }
}

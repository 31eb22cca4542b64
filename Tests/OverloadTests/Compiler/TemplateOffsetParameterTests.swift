import Overload
import OverloadSyntax
import Testing

/// A template parameter may give the amount added to a percentage (`@ 70% + plus`): each use
/// adds its own weight to every set, or with `-` takes it off; the formatter keeps it.
@Suite struct TemplateOffsetParameterTests {
    static let program = """
        unit lb
        tm squat 300lb, bench 200lb

        template main(lift, plus = 0lb):
          lift 5x5 @ 70% + plus
          lift 1x5 @ 80% - plus

        day "A":
          squat main(10lb)
          bench main(plus = 5lb)

        """

    @Test func theParametersAmountIsAddedToEverySet() throws {
        let plan = try CompilerTest.cleanPlan(Self.program)
        let exercises = try #require(plan.week(1)?.day(named: "A")?.exercises)
        // Squat: 70% of 300 + 10 = 220, 80% - 10 = 230; bench: 140 + 5 = 145, 160 - 5 = 155.
        #expect(exercises.map { $0.sets.map { $0.load?.exact } } == [Array(repeating: 220, count: 5), [230],
                                                                     Array(repeating: 145, count: 5), [155]])
        #expect(exercises.first?.sets.first?.load?.source == .plus(.percentOfTM(70), amount: 10))
    }

    @Test func theFormatterKeepsIt() {
        #expect(SourceFormatter.format(Parser.parse(SourceFile(name: "t.lift", text: Self.program))) == Self.program)
    }

    @Test func anOffsetParameterWithNoValueIsReported() {
        let compiled = CompilerTest.compile("template t(lift, plus):\n  lift 5x5 @ 70% + plus\nday \"A\":\n  squat t\n")
        #expect(compiled.diagnostics.map(\.code).contains(.templateArguments))
    }
}

import Overload
import OverloadSyntax
import Testing

/// A template's parameters may stand for reps (`3xreps`) and loads (`@ load`), with defaults,
/// passed by position or by name.
@Suite struct TemplateValueParameterTests {
    static let program = """
        unit kg
        tm = 90% of 1rm
        1rm squat 200kg, deadlift 200kg

        template ramp(lift, load = 100kg, reps = 5):
          lift 3xreps @ load

        day "A":
          squat ramp(120kg)
          deadlift ramp(reps = 3, load = 75%)
          front squat ramp

        """

    func exercises(_ text: String = program) throws -> [ExercisePrescription] {
        try #require(try CompilerTest.cleanPlan(text).week(1)?.day(named: "A")?.exercises)
    }

    @Test func argumentsAndDefaultsFillRepsAndLoads() throws {
        let exercises = try exercises()
        #expect(exercises.count == 3)
        #expect(exercises[0].sets.map(\.reps) == Array(repeating: .exact(5), count: 3))
        #expect(exercises[0].sets.first?.load?.exact == 120)
        #expect(exercises[1].sets.map(\.reps) == Array(repeating: .exact(3), count: 3))
        #expect(exercises[1].sets.first?.load?.exact == 135)
        #expect(exercises[2].sets.first?.load?.exact == 100)
    }

    @Test func theTemplateFormatsAsWritten() {
        let parsed = Parser.parse(SourceFile(name: "t.lift", text: Self.program))
        #expect(parsed.diagnostics.isEmpty)
        #expect(SourceFormatter.format(parsed).contains("  lift 3xreps @ load\n"))
    }

    @Test(arguments: [
        ("  squat ramp(reps = 5kg)", "'reps' stands for reps, not '5kg'"),
        ("  squat ramp(sets = 5)", "template 'ramp' has no parameter 'sets'"),
    ])
    func misuseIsReported(_ line: String, _ message: String) {
        let text = Self.program.replacingOccurrences(of: "  squat ramp(120kg)", with: line)
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.contains { $0.code == .templateArguments && $0.message == message },
                "\(compiled.diagnostics.map(\.message))")
    }

    @Test func aParameterWithNoValueIsReported() {
        let text = "template t(lift, reps):\n  lift 3xreps @ 100kg\nday \"A\":\n  squat t\n"
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.contains { $0.code == .templateArguments && $0.message.contains("needs a value for 'reps'") })
    }

    @Test func outsideATemplateAWordAfterTheLoadSignIsStillAnError() {
        let parsed = Parser.parse(SourceFile(name: "t.lift", text: "day \"A\":\n  squat 3x5 @ load\n"))
        #expect(parsed.diagnostics.map(\.code) == [.expectedLoad])
    }
}

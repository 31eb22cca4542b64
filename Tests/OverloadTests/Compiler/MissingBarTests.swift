import Overload
import OverloadSyntax
import Testing

/// An `equipment:` block with plates and no bar is said (W0206), and barbell loads are taken
/// on the usual bar of the program's unit rather than on plates alone.
@Suite struct MissingBarTests {
    @Test func platesWithoutABarAreSaidAndTheUsualBarIsUsed() throws {
        let text = "unit lb\n\nequipment:\n  plates 45, 25, 10, 5, 2.5 lb, two of each\n\nday \"A\":\n  squat 3x5 @ 30lb\n  bench 3x5 @ 135lb\n"
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.map(\.code).contains(.noBar))
        let warning = try #require(compiled.diagnostics.first { $0.code == .noBar })
        #expect(warning.range == CompilerTest.range(of: "equipment", in: text))
        #expect(warning.fixIts.map(\.replacement) == ["barbell 45lb\n  "])
        let day = try #require(compiled.snapshot.week(1)?.day(named: "A"))
        // 135 lb is the 45 lb bar and 45 a side; 30 lb is below the bar, so the bar itself.
        #expect(day.exercises.last?.sets.first?.load?.platesPerSide == [45])
        #expect(day.exercises.first?.sets.first?.load?.loadable == 45)
    }

    @Test func aBlockWithABarOrWithoutPlatesIsNotSaid() {
        let withBar = "unit kg\nequipment:\n  barbell 20kg\n  plates 20, 10, 5 kg, two of each\nday \"A\":\n  squat 3x5 @ 60kg\n"
        #expect(!CompilerTest.compile(withBar).diagnostics.map(\.code).contains(.noBar))
        let dumbbells = "unit kg\nequipment:\n  dumbbells 2kg..30kg by 2kg\nday \"A\":\n  curl 3x10 @ 10kg\n"
        #expect(!CompilerTest.compile(dumbbells).diagnostics.map(\.code).contains(.noBar))
    }
}

import Overload
import OverloadSyntax
import Testing

/// An exercise goes on the bar named for its equipment and on the stack named after it; the
/// first bar and the first stack of a kind are only the defaults.
@Suite struct NamedEquipmentTests {
    static let gym = """
        unit kg
        exercise "Zottman Curl":
          equipment ez-bar
          pattern isolation
          primary biceps

        equipment:
          barbell 20kg
          barbell "EZ bar" 10kg
          plates 20, 10, 5, 2.5, 1.25 kg, two of each
          machine "chest press" 5kg..100kg by 5kg
          machine "leg press" 10kg..200kg by 10kg
          cable "cable column" 2.5kg..50kg by 2.5kg
          cable "lat pulldown" 5kg..100kg by 5kg

        """

    /// Each exercise's rounded loads and plates per side, in day order.
    static func loads(_ day: String) -> (loads: [[Double]], plates: [[Double]?], diagnostics: [String]) {
        let compiled = CompilerTest.compile(gym + "day \"A\":\n" + day)
        let exercises = compiled.snapshot.week(1)?.day(named: "A")?.exercises ?? []
        return (exercises.map { $0.sets.map { $0.load?.loadable ?? -1 } },
                exercises.map { $0.sets.first?.load?.platesPerSide },
                compiled.diagnostics.map(\.message))
    }

    @Test func anEZBarExerciseGoesOnTheEZBar() {
        let result = Self.loads("  ez-bar curl 1x10 @ 12.5kg\n  \"Zottman Curl\" 1x10 @ 15kg\n  bench 1x5 @ 22.5kg\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        // On the 20 kg bar the curls would be 20 kg, with a warning that 12.5 kg is too light.
        #expect(result.loads == [[12.5], [15], [22.5]])
        #expect(result.plates == [[1.25], [2.5], [1.25]])
    }

    @Test func aMachineOrCableExerciseUsesTheStackNamedAfterIt() {
        let result = Self.loads("  leg press 1x10 @ 97kg\n  chest press 1x10 @ 97kg\n  lat pulldown 1x10 @ 51kg\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        // The first machine stack (chest press, by 5 kg) would make the leg press 95 kg.
        #expect(result.loads == [[100], [95], [50]])
    }

    @Test func anExerciseNoPieceIsNamedForUsesTheFirstOfItsKind() {
        let result = Self.loads("  hack squat 1x10 @ 97kg\n  face pull 1x10 @ 48kg\n  trap bar deadlift 1x5 @ 22.5kg\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.loads == [[95], [47.5], [22.5]])
    }
}

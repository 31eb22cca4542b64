import Overload
import OverloadSyntax
import Testing

/// The `equipment:` block as loads see it: each line read into the piece it names, a bare
/// number taking its neighbour's unit, and a wrong unit reported naming the piece.
@Suite struct EquipmentReaderTests {
    func loadable(_ equipment: String, _ line: String) -> (loads: [Double], diagnostics: [Diagnostic]) {
        let compiled = CompilerTest.compile("unit kg\nequipment:\n" + equipment + line + "\n")
        let sets = compiled.snapshot.week(1)?.days.first?.exercises.first?.sets ?? []
        return (sets.map { $0.load?.loadable ?? -1 }, compiled.diagnostics)
    }

    @Test func kettlebellsAreReadIntoTheirLadder() {
        let result = loadable("  kettlebells 8kg..24kg by 4kg\n", "kettlebell swing 1x10 @ 15kg")
        #expect(result.diagnostics.isEmpty)
        #expect(result.loads == [16])
    }

    @Test func aBareUpperBoundAndStepTakeTheLowerBoundsUnit() {
        let result = loadable("  dumbbells 10lb..50 by 5\n", "dumbbell curl 1x10 @ 31lb")
        #expect(result.diagnostics.isEmpty)
        // 31 lb is nearest 30 lb on a pound ladder (not a 50 kg one by 5 kg).
        #expect(close(result.loads, [Mass(30, .lb).value(in: .kg)]))
    }

    @Test func aListOfBareNumbersTakesTheUnitAfterIt() {
        let result = loadable("  kettlebells 12, 16, 20 lb\n", "kettlebell swing 1x10 @ 7kg")
        #expect(result.diagnostics.isEmpty)
        #expect(close(result.loads, [Mass(16, .lb).value(in: .kg)]))
    }

    @Test func barePlatesTakeTheUnitOfTheWeightAfterThem() {
        let result = loadable("  barbell 20kg\n  plates 10, 5 2.5kg, two of each\n", "squat 1x5 @ 52.5kg")
        #expect(result.diagnostics.isEmpty)
        #expect(result.loads == [50])
    }

    @Test func platesCountedPerWeight() {
        let result = loadable("  barbell 20kg\n  plates 2 of 20kg, 2 of 10kg\n", "squat 1x5 @ 100kg")
        #expect(result.diagnostics.first?.code == .unbuildableLoad)
        #expect(result.loads == [80])
    }

    @Test(arguments: [
        ("  kettlebells 8s..24kg by 4kg\n", "a kettlebell must be a weight, not '8s'"),
        ("  kettlebells 8kg..24s by 4kg\n", "a kettlebell must be a weight, not '24s'"),
        ("  dumbbells 2kg..50s by 2kg\n", "a dumbbell must be a weight, not '50s'"),
        ("  machine \"leg press\" 10s..200kg by 10kg\n", "a stack weight must be a weight, not '10s'"),
        ("  dumbbells 2kg..50kg by 2s\n", "a step must be a weight, not '2s'"),
        ("  barbell 20s\n", "a bar must be a weight, not '20s'"),
        ("  collars 2s\n", "a collar must be a weight, not '2s'"),
        ("  plates 20s, two of each\n", "a plate must be a weight, not '20s'"),
    ])
    func aWrongUnitNamesThePiece(line: String, message: String) throws {
        let diagnostics = loadable(line, "squat 1x5 @ 20kg").diagnostics.filter { $0.code == .wrongUnit }
        #expect(diagnostics.map(\.message) == [message])
    }
}

@testable import Overload
import Testing

/// A rounder keeps each exercise's bar or stack once worked out (``LoadRounder/cachedPieceName(for:kind:)``,
/// a short list searched in order): asked in any order, again and again, it must answer what
/// working it out afresh answers, for every built-in exercise and every load kind.
@Suite struct PieceNameMemoTests {
    static let gym = Equipment(
        bars: [.olympic, Bar(name: "EZ bar", weight: Mass(10, .kg)), Bar(name: "trap bar", weight: Mass(25, .kg))],
        plates: .plentiful([20, 10, 5, 2.5].map { Mass($0, .kg) }),
        stacks: [MachineStack(name: "leg press", ladder: stack), MachineStack(name: "lat pulldown", kind: .cable, ladder: stack)])
    static let stack = WeightLadder(unit: .kg, rungs: .range(lowest: 10_000, top: 200_000, step: 5_000))

    @Test func keptPiecesAreThoseWorkedOutAfresh() {
        let catalog = ExerciseCatalog.builtin
        let rounder = LoadRounder(equipment: Self.gym, displayGym: Self.gym, unit: .kg, catalog: catalog)
        let kinds = LoadKind.allCases
        var named = 0
        // Twice over, the second time in reverse, so that every answer is asked of a full list.
        for pass in 0..<2 {
            let exercises = pass == 0 ? catalog.exercises : catalog.exercises.reversed()
            for exercise in exercises {
                for kind in kinds {
                    let fresh = rounder.pieceName(for: exercise, kind: kind)
                    #expect(rounder.cachedPieceName(for: exercise, kind: kind) == fresh, "\(exercise.id) \(kind)")
                    if fresh != nil { named += 1 }
                }
            }
        }
        // The gym's bars and stacks are found for some exercises, so the list holds both answers.
        #expect(named > 10)
    }
}

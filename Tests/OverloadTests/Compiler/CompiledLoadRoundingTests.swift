@testable import Overload
import OverloadSyntax
import Testing

/// A compile rounds loads through the rounder's memo: every set of a long program gets what
/// rounding it afresh, on a rounder with no memory, gives, on the exercise's own bar, and an
/// unbuildable load is warned about at every line that writes it.
@Suite struct CompiledLoadRoundingTests {
    static let program = """
        unit kg
        weeks 52
        equipment:
          barbell 20kg
          barbell "EZ bar" 10kg
          plates 3 of 25kg, 3 of 15kg, 5 of 10kg, 3 of 2.5kg, 5 of 1.25kg, 4 of 0.5kg
          collars 0.25kg each

        day "A":
          squat 5x5 @ 101.3kg
          bench 3x5 @ 101.3kg
          ez-bar curl 3x10 @ 23.7kg
          deadlift 1x1 @ 500kg

        day "B":
          squat 3x3 @ 120kg
          deadlift 1x1 @ 500kg
        """

    static func build() -> (builder: PlanBuilder, snapshot: PlanSnapshot) {
        var declarations = ProgramDeclarations(catalog: .builtin)
        declarations.collect(Parser.parse(SourceFile(name: "test.lift", text: program)).document.statements)
        var builder = PlanBuilder(declarations: declarations)
        let snapshot = builder.build()
        return (builder, snapshot)
    }

    @Test func everySetIsWhatRoundingItAfreshGives() throws {
        let (builder, snapshot) = Self.build()
        let used = builder.rounder
        #expect(snapshot.weeks.count == 52)
        var loads: Set<String> = []
        for week in snapshot.weeks {
            for day in week.days {
                for exercise in day.exercises {
                    for set in exercise.sets {
                        let load = try #require(set.load)
                        // A new rounder each time: nothing remembered from the compile.
                        let fresh = LoadRounder(equipment: used.equipment, displayGym: used.displayGym, unit: used.unit,
                                                catalog: used.catalog)
                        let piece: String? = exercise.exerciseID == "ez-bar-curl" ? "EZ bar" : "barbell"
                        let rounded = fresh.rounded(load.exact, kind: .barbell, piece: piece)
                        #expect(load.loadable == rounded.result.load.value(in: .kg))
                        #expect(load.platesPerSide == rounded.platesPerSide)
                        loads.insert("\(exercise.exerciseID) \(load.exact) -> \(load.loadable)")
                    }
                }
            }
        }
        // Squat and bench at 101.3 kg, the curl at 23.7 kg on its own bar, deadlift 500 kg,
        // squat 120 kg: 52 weeks of them are five loads.
        #expect(loads.count == 5, "\(loads.sorted())")
    }

    /// A load rounded before is still warned about where it is written.
    @Test func anUnbuildableLoadIsWarnedAtEveryLine() {
        let (builder, _) = Self.build()
        let warnings = builder.declarations.diagnostics.filter { $0.code == .unbuildableLoad }
        #expect(warnings.count == 2)
        #expect(Set(warnings.map(\.range)).count == 2)
    }
}

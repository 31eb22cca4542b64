@testable import Overload
import OverloadSyntax
import Testing

/// A compile rounds each exact load once per kind of equipment and named piece, however many
/// weeks and lines use it, and the plan is the same as rounding every set afresh.
@Suite struct LoadRoundingCacheTests {
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

    @Test func eachLoadIsRoundedOncePerCompile() {
        let (builder, _) = Self.build()
        // 101.3 kg on the barbell (squat and bench), 23.7 kg on the EZ bar, 500 kg and 120 kg:
        // four roundings for 52 weeks of 16 sets.
        let keys = Set(builder.roundingCache.loads.keys.map { "\(Double(bitPattern: $0.exactBits)) \($0.piece ?? "-")" })
        #expect(keys == ["101.3 barbell", "23.7 EZ bar", "500.0 barbell", "120.0 barbell"])
    }

    @Test func cachedLoadsAreWhatRoundingEverySetAfreshGives() throws {
        let (builder, snapshot) = Self.build()
        #expect(snapshot.weeks.count == 52)
        for week in snapshot.weeks {
            for day in week.days {
                for exercise in day.exercises {
                    for set in exercise.sets {
                        let load = try #require(set.load)
                        let piece: String? = exercise.exerciseID == "ez-bar-curl" ? "EZ bar" : "barbell"
                        let fresh = builder.rounder.rounded(load.exact, kind: .barbell, piece: piece)
                        #expect(load.loadable == fresh.result.load.value(in: .kg))
                        #expect(load.platesPerSide == fresh.platesPerSide)
                    }
                }
            }
        }
    }

    /// A load taken from the cache is still warned about where it is written.
    @Test func anUnbuildableLoadIsWarnedAtEveryLine() {
        let (builder, _) = Self.build()
        let warnings = builder.declarations.diagnostics.filter { $0.code == .unbuildableLoad }
        #expect(warnings.count == 2)
        #expect(Set(warnings.map(\.range)).count == 2)
    }
}

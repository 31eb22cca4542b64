import Overload
import Testing

/// `kettlebell swing @ 24kg` is a 24 kg bell: kettlebell loads go to the lifter's kettlebells,
/// or to the sizes kettlebells are made in, never to the program's plate step.
@Suite struct KettlebellSizesTests {
    static func loads(_ header: String, _ lines: String) -> [Double] {
        let compiled = CompilerTest.compile(header + "\nday \"A\":\n" + lines)
        return (compiled.snapshot.week(1)?.days.first?.exercises ?? []).map { $0.sets.first?.load?.loadable ?? -1 }
    }

    @Test func withoutKettlebellsDeclaredTheCommonSizesAreUsedWhateverTheRoundLine() {
        for header in ["unit kg\n", "unit kg\nround 2.5kg\n", "unit kg\nequipment:\n  barbell 20kg\n"] {
            // 25 kg lies between the 24 and 26 kg bells: the lighter on a tie.
            #expect(Self.loads(header, "  kettlebell swing 5x10 @ 24kg\n  kettlebell swing 5x10 @ 25kg\n  kettlebell swing 5x10 @ 30kg\n")
                    == [24, 24, 28], "\(header)")
        }
        // A barbell load still rounds by the rule: the bells' sizes are theirs alone.
        #expect(Self.loads("unit kg\nround 2.5kg\n", "  squat 1x5 @ 101kg\n") == [100])
    }

    @Test func aPoundProgramGoesToPoundBells() {
        #expect(Self.loads("unit lb\n", "  kettlebell swing 5x10 @ 53lb\n  kettlebell swing 5x10 @ 56lb\n  kettlebell swing 5x10 @ 120lb\n")
                == [50, 60, 100])
    }

    @Test func theLiftersOwnKettlebellsComeFirst() {
        #expect(Self.loads("unit kg\nequipment:\n  kettlebells 16kg, 20kg\n", "  kettlebell swing 5x10 @ 24kg\n") == [20])
    }

    @Test func theRoundLinesDirectionPicksTheBell() {
        #expect(Self.loads("unit kg\nround 2.5kg up\n", "  kettlebell swing 5x10 @ 22.5kg\n") == [24])
        #expect(Self.loads("unit kg\nround 2.5kg down\n", "  kettlebell swing 5x10 @ 23.5kg\n") == [22])
    }

    /// A bell beyond the common sizes, in a program that rounds its own way but lists no
    /// kettlebells: the warning names the common sizes, not an `equipment:` block the program
    /// may not have, and says how to list the lifter's own bells.
    @Test func aBellBeyondTheCommonSizesSaysTheyWereUsed() throws {
        for header in ["unit kg\nround 2.5kg\n", "unit kg\nequipment:\n  barbell 20kg\n  plates 20, 10, 5, 2.5 kg\n"] {
            let compiled = CompilerTest.compile(header + "day \"A\":\n  kettlebell swing 5x10 @ 52kg\n")
            let warning = try #require(compiled.diagnostics.first { $0.code == .unbuildableLoad }, "\(header)")
            #expect(warning.message == "in week 1: 52 kg cannot be built with this equipment; using 48 kg", "\(warning.message)")
            #expect(warning.help == "the kettlebells (4 kg to 48 kg) of the common sizes (the program lists no kettlebells of "
                    + "its own) stop at 48 kg; list your bells on a `kettlebells` line of an `equipment:` block "
                    + "(`kettlebells 16kg, 24kg, 32kg`)", "\(warning.help ?? "")")
            let swing = try #require(compiled.catalog.resolve("kettlebell swing").exercise)
            let limit = try #require(compiled.rounder.limit(52, source: .absolute, exercise: swing))
            #expect(limit.targetWarning == "52 kg is beyond the kettlebells (4 kg to 48 kg) of the common sizes (the program "
                    + "lists no kettlebells of its own): the target is 48 kg; if your gym goes heavier, list your bells on a "
                    + "`kettlebells` line of an `equipment:` block (`kettlebells 16kg, 24kg, 32kg`)", "\(limit.targetWarning)")
            #expect(!limit.targetWarning.contains("the program's `equipment:` block"))
        }
        // The lifter's own bells keep the words of the program's block.
        let own = CompilerTest.compile("unit kg\nequipment:\n  kettlebells 16kg, 20kg\nday \"A\":\n  kettlebell swing 5x10 @ 52kg\n")
        let swing = try #require(own.catalog.resolve("kettlebell swing").exercise)
        let limit = try #require(own.rounder.limit(52, source: .absolute, exercise: swing))
        #expect(limit.targetWarning.contains("kettlebells (16 kg to 20 kg) of the program's `equipment:` block"), "\(limit.targetWarning)")
        #expect(own.diagnostics.first { $0.code == .unbuildableLoad }?.help
                == "add lighter or heavier kettlebells to the equipment block, or change the load")
    }

    @Test func equipmentWithNothingDeclaredStillPicksABell() {
        let result = Equipment.none.round(target: Mass(23.2, .kg), for: .kettlebell)
        #expect(result.load.isIdentical(to: Mass(24, .kg)))
        #expect(result.status == .rounded)
        let heavy = Equipment.none.round(target: Mass(60, .kg), for: .kettlebell)
        #expect(heavy.load.isIdentical(to: Mass(48, .kg)))
        #expect(heavy.status == .cannotBuild)
    }
}

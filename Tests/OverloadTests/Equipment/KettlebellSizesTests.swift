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

    @Test func equipmentWithNothingDeclaredStillPicksABell() {
        let result = Equipment.none.round(target: Mass(23.2, .kg), for: .kettlebell)
        #expect(result.load.isIdentical(to: Mass(24, .kg)))
        #expect(result.status == .rounded)
        let heavy = Equipment.none.round(target: Mass(60, .kg), for: .kettlebell)
        #expect(heavy.load.isIdentical(to: Mass(48, .kg)))
        #expect(heavy.status == .cannotBuild)
    }
}

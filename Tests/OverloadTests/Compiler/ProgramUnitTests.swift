import Overload
import OverloadSyntax
import Testing

/// Without a `unit` line the program's unit is the unit of its first max in source order,
/// and a bare number (`@ 135`) is in that unit.
@Suite struct ProgramUnitTests {
    /// Pairs of maxes in both orders: whichever is written first sets the unit, every time.
    @Test func theFirstMaxWrittenSetsThePlanUnit() {
        let lifts = ["squat", "bench press", "deadlift", "overhead press", "barbell row", "front squat"]
        for (first, second) in zip(lifts, lifts.dropFirst()) {
            let kgFirst = CompilerTest.compile("1rm \(first) 100kg\n1rm \(second) 225lb\n\(first) 3x5 @ 70%\n")
            let lbFirst = CompilerTest.compile("1rm \(second) 225lb\n1rm \(first) 100kg\n\(first) 3x5 @ 70%\n")
            #expect(kgFirst.snapshot.unit == .kg, "\(first), \(second)")
            #expect(lbFirst.snapshot.unit == .lb, "\(second), \(first)")
        }
    }

    @Test func aTrainingMaxWrittenFirstSetsTheUnitToo() {
        let compiled = CompilerTest.compile("tm squat 300lb\n1rm bench press 100kg\nsquat 3x5 @ 70%\n")
        #expect(compiled.snapshot.unit == .lb)
    }

    @Test func aBareLoadIsInTheUnitOfTheMaxes() throws {
        let compiled = CompilerTest.compile("1rm squat 225lb\nsquat 3x5 @ 135\n")
        #expect(compiled.diagnostics.isEmpty)
        #expect(compiled.snapshot.unit == .lb)
        let load = try #require(compiled.snapshot.week(1)?.days.first?.exercises.first?.sets.first?.load)
        #expect(load.exact == 135)
    }

    @Test func aBareLoadWithAUnitLineIsInThatUnit() throws {
        let compiled = CompilerTest.compile("unit kg\n1rm squat 225lb\nsquat 3x5 @ 100\n")
        let load = try #require(compiled.snapshot.week(1)?.days.first?.exercises.first?.sets.first?.load)
        #expect(compiled.snapshot.unit == .kg)
        #expect(load.exact == 100)
    }

    @Test func withNoMaxesAndNoUnitLineABareLoadIsInKilograms() throws {
        let compiled = CompilerTest.compile("squat 3x5 @ 100\n")
        let load = try #require(compiled.snapshot.week(1)?.days.first?.exercises.first?.sets.first?.load)
        #expect(compiled.snapshot.unit == .kg)
        #expect(load.exact == 100)
    }
}

/// The program's `e1rm` setting is handed on with the compiled program.
@Suite struct E1RMSettingTests {
    @Test func theSettingIsRecorded() {
        #expect(CompilerTest.compile("e1rm brzycki\nsquat 3x5 @ 100kg\n").e1rmFormula == .brzycki)
    }

    @Test func withoutASettingTheDefaultIsRecorded() {
        #expect(CompilerTest.compile("squat 3x5 @ 100kg\n").e1rmFormula == .default)
    }
}

@testable import Overload
import OverloadSyntax
import Testing

/// The one reading of a written time or mass that the compiler and the journal reader share,
/// and how each applies it (the compiler rounds a time; the journal wants whole seconds).
@Suite struct QuantityUnitsTests {
    static func quantity(_ value: Double, _ unit: UnitSuffix?) -> Quantity {
        Quantity(abs(value), unit: unit, sign: value < 0 ? .minus : nil, range: SourceRange(0, 1))
    }

    @Test(arguments: [
        (90.0, UnitSuffix.s, true, 90.0), (2, .min, false, 120), (2, .m, true, 120), (1.5, .h, true, 5400),
        (90.4, .s, true, 90.4),
    ])
    func aTimeIsInSeconds(value: Double, unit: UnitSuffix, mMeansMinutes: Bool, seconds: Double) {
        #expect(Self.quantity(value, unit).seconds(mMeansMinutes: mMeansMinutes) == seconds)
    }

    @Test func metresOrNoUnitAreNoTime() {
        #expect(Self.quantity(2, .m).seconds(mMeansMinutes: false) == nil)
        #expect(Self.quantity(90, nil).seconds(mMeansMinutes: true) == nil)
        #expect(Self.quantity(5, .kg).seconds(mMeansMinutes: true) == nil)
    }

    @Test func aMassKeepsItsUnitAndABareNumberAsksForOne() {
        var asked = 0
        func bare() -> MassUnit {
            asked += 1
            return .lb
        }
        let kilograms = Self.quantity(100, .kg).mass(bareUnit: bare)
        #expect(kilograms?.value == 100 && kilograms?.unit == .kg)
        let assistance = Self.quantity(-20, .lb).mass(bareUnit: bare)
        #expect(assistance?.value == -20 && assistance?.unit == .lb)
        #expect(asked == 0)
        let bareNumber = Self.quantity(135, nil).mass(bareUnit: bare)
        #expect(bareNumber?.value == 135 && bareNumber?.unit == .lb)
        #expect(asked == 1)
        #expect(Self.quantity(60, .percent).mass(bareUnit: bare) == nil)
        #expect(Self.quantity(5, .s).mass(bareUnit: bare) == nil)
    }

    /// The compiler rounds a time to whole seconds; the journal refuses a fraction of a second.
    @Test func theCompilerRoundsAndTheJournalWantsWholeSeconds() {
        let compiled = CompilerTest.compile("squat 3x5 @ 100kg rest 90.4s\n")
        #expect(compiled.diagnostics.isEmpty)
        #expect(compiled.snapshot.week(1)?.days.first?.exercises.first?.sets.first?.restSeconds == 90)
        let journal = JournalReader().read(SourceFile(name: "j.lift", text: "unit kg\n\n2026-01-05\n  duration 90.5s\n"))
        #expect(journal.diagnostics.map(\.code) == [.journalInvalidProperty])
        let whole = JournalReader().read(SourceFile(name: "j.lift", text: "unit kg\n\n2026-01-05\n  available 1.5h\n"))
        #expect(whole.diagnostics.isEmpty)
        #expect(whole.journal.sessions.first?.availableMinutes == 90)
    }

    /// A bare journal load with no `unit` line warns once and is read as kg; a bare program
    /// load is in the program's unit.
    @Test func bareLoadsTakeTheFileUnit() {
        let journal = JournalReader().read(SourceFile(name: "j.lift", text: "2026-01-05\n  squat 100x5, 100x5\n"))
        #expect(journal.diagnostics.map(\.code) == [.journalUnitMissing])
        #expect(journal.journal.sessions.first?.exercises.first?.sets.map(\.load) == [JournalWeight(100, .kg), JournalWeight(100, .kg)])
        let compiled = CompilerTest.compile("unit lb\nsquat 3x5 @ 225\n")
        #expect(compiled.snapshot.week(1)?.days.first?.exercises.first?.sets.first?.load?.exact == 225)
        #expect(compiled.snapshot.unit == .lb)
    }
}

import Overload
import OverloadEngine
import OverloadSyntax
import Testing

/// A deload week makes bodyweight work easier as it makes a barbell lighter: its share of an
/// added load, and assistance grown by the share it takes off; plain bodyweight stays.
@Suite struct DeloadOnBodyweightTests {
    static let program = """
        unit kg
        weeks 4
        week 4 deload

        day "A":
          squat 2x5 @ 100kg
          dip 2x8 @ -25kg
          chin-up 2x5 @ +25kg
          pull-up 2x8

        """

    /// The first set's load of `exercise` in `week`, as the plan shows it.
    static func load(_ exercise: String, week: Int) throws -> Double? {
        let plan = try CompilerTest.cleanPlan(program)
        let day = try #require(plan.week(week)?.day(named: "A"))
        let line = try #require(day.exercises.first { $0.name == exercise })
        return line.sets.first?.load?.loadable
    }

    @Test func aRegularWeekKeepsTheLoadsAsWritten() throws {
        #expect(try Self.load("squat", week: 1) == 100)
        #expect(try Self.load("dip", week: 1) == -25)
        #expect(try Self.load("chin-up", week: 1) == 25)
    }

    /// Before, the deload week took squat to 60 kg but left the dip at 25 kg of assistance and
    /// the chin-up at +25 kg.
    @Test func theDeloadTakesItsShareOffAnAddedLoad() throws {
        #expect(try Self.load("squat", week: 4) == 60)
        #expect(try Self.load("chin-up", week: 4) == 15)
    }

    @Test func theDeloadGivesMoreAssistance() throws {
        // 40% off: 25 kg of help becomes 35 kg.
        #expect(try Self.load("dip", week: 4) == -35)
    }

    @Test func plainBodyweightStaysBodyweight() throws {
        #expect(try Self.load("pull-up", week: 1) == nil)
        #expect(try Self.load("pull-up", week: 4) == nil)
    }

    @Test func theWeekShareOnBodyweight() {
        #expect(WeekModifiers.weekLoad(20, intensityPercent: 60) == 12)
        #expect(WeekModifiers.weekLoad(-20, intensityPercent: 60) == -28)
        #expect(WeekModifiers.weekLoad(-20, intensityPercent: 105) == -19)
        #expect(WeekModifiers.weekLoad(-20, intensityPercent: 0) == -40)
        #expect(WeekModifiers.weekLoad(0, intensityPercent: 60) == 0)
    }

    /// A rule's own load gets the deload too: before, `linear`'s -12.5 kg of assistance came
    /// out at 60% of it, 7.5 kg, less help in the easy week.
    @Test func aRulesAssistanceGrowsInTheDeloadWeek() {
        let harness = EngineHarness(program: """
            unit kg
            weeks 4
            week 4 deload

            day "A":
              dip 2x8 @ -20kg
            progress dip: linear +2.5kg
            """, journal: """
            unit kg

            2026-11-02 "A"
              dip -20kg x 8, 8
            2026-11-09 "A"
              dip -17.5kg x 8, 8
            2026-11-16 "A"
              dip -15kg x 8, 8
            """)
        // The rule's -12.5 kg, 40% more help: 17.5 kg.
        let next = harness.evaluate(on: "2026-11-23").next
        #expect(next?.exercises.first?.prescription.sets.first?.load?.loadable == -17.5)
    }
}

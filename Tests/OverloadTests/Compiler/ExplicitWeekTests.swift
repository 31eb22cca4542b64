import Overload
import OverloadSyntax
import Testing

/// What a `week N deload:` or `week N test:` block writes is what the week gets: the kind's
/// modifiers (60% intensity and half the sets for a deload) apply only to what the week
/// inherits from the program's days, and the label says what the shown load is a share of.
@Suite struct ExplicitWeekTests {
    static let program = """
        unit kg
        weeks 2
        1rm squat 200kg, bench 100kg
        template light(lift):
          lift 2x5 @ 50%
        day "A":
          squat 4x5 @ 75%
          bench 4x5 @ 75%
        day "C":
          bench 4x5 @ 75%
        week 2 deload:
          day "A":
            squat 3x5 @ 60%
            bench light
          day "B":
            deadlift 2x5 @ 100kg

        """

    func exercises(_ text: String = program, week: Int = 2, day: String) throws -> [ExercisePrescription] {
        try #require(try CompilerTest.cleanPlan(text).week(week)?.day(named: day)?.exercises)
    }

    @Test func aDayWrittenInADeloadBlockKeepsItsLoadsAndSets() throws {
        let squat = try #require(try exercises(day: "A").first)
        #expect(squat.sets.count == 3)
        #expect(squat.sets.compactMap { $0.load?.exact } == [120, 120, 120])
        #expect(squat.sets.first?.load?.source == .percentOfTM(60) || squat.sets.first?.load?.source == .percentOf1RM(60))
    }

    @Test func aNewDayInTheBlockAndATemplateAppliedThereAreTheWeeksOwn() throws {
        let bench = try #require(try exercises(day: "A").last)
        #expect(bench.sets.count == 2)
        #expect(bench.sets.compactMap { $0.load?.exact } == [50, 50])
        let deadlift = try #require(try exercises(day: "B").first)
        #expect(deadlift.sets.count == 2)
        #expect(deadlift.sets.compactMap { $0.load?.exact } == [100, 100])
    }

    @Test func whatTheWeekInheritsTakesTheModifiersAndItsLabelSaysSo() throws {
        let bench = try #require(try exercises(day: "C").first)
        // Inherited 4x5 @ 75% of 100 kg: half the sets, 60% of 75 kg, labelled 45%.
        #expect(bench.sets.count == 2)
        #expect(bench.sets.compactMap { $0.load?.exact } == [45, 45])
        #expect(bench.sets.first?.load?.source == .percentOf1RM(45))
        let text2 = PlanText().render(try CompilerTest.cleanPlan(Self.program), weeks: [2])
        #expect(text2.contains("45% 1RM"))
        #expect(!text2.contains("75% 1RM"))
    }

    @Test func aTestWeekBlockKeepsItsSetCounts() throws {
        let text = Self.program.replacingOccurrences(of: "week 2 deload:", with: "week 2 test:")
        let squat = try #require(try exercises(text, day: "A").first)
        #expect(squat.sets.count == 3)
    }
}

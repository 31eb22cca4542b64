import Overload
import Testing

/// What the plan text says matches the loads (issue 15): a deload week's percentages are the
/// loads' own and its RPE cap is shown; plates are the gym's, in its unit; the plan id does
/// not depend on the unit the loads are shown in.
@Suite struct PlanTextHonestyTests {
    static let deload = """
        unit lb
        1rm squat 250lb
        weeks 2

        week 2 deload

        day "A":
          squat 3x5 @ 80%

        """

    @Test func aDeloadWeekLabelsTheLoadItPrescribesAndShowsItsRPECap() throws {
        let plan = try CompilerTest.cleanPlan(Self.deload)
        let text = PlanText().render(plan)
        #expect(text.contains("squat  3 × 5  200 lb  80% 1RM\n"))
        #expect(text.contains("Week 2 (deload, RPE cap 7)\n"))
        // 120 lb is 48% of 250 lb.
        #expect(text.contains("squat  2 × 5  120 lb  48% 1RM\n"))
        #expect(!text.contains("120 lb  80%"))
    }

    @Test func theScaledLabelSurvivesAJSONRoundTrip() throws {
        let plan = try CompilerTest.cleanPlan(Self.deload)
        let deloaded = try #require(plan.week(2)?.days.first?.exercises.first?.sets.first?.load)
        // The source itself says what the load is a share of (language.md, "Weeks").
        #expect(deloaded.source == .percentOf1RM(48))
        let decoded = try PlanJSON.decode(PlanJSON.encode(plan))
        #expect(decoded == plan)
        #expect(decoded.contentID == plan.contentID)
    }

    @Test func platesAreTheGymsInItsUnitAndThePlanIDIsTheProgramsOwn() throws {
        let program = "unit lb\n1rm squat 315lb\n\nday \"A\":\n  squat 5x5 @ 70%\n"
        let own = try CompilerTest.cleanPlan(program)
        let (parsed, _) = CompilerTest.parseAndCompile(program)
        let inKilograms = ProgramCompiler.compile(parsed, unit: .kg).snapshot
        let text = PlanText(showPlates: true).render(inKilograms, planID: own.contentID)
        #expect(text.hasPrefix("Plan · 1 week · plan \(own.contentID.short) · loads in kg\n"))
        #expect(text.contains("99.79 kg  70% 1RM  plates 45 35 5 2.5 lb a side\n"))
        #expect(PlanText(showPlates: true).render(own).contains("220 lb  70% 1RM  plates 45 35 5 2.5 a side\n"))
    }
}

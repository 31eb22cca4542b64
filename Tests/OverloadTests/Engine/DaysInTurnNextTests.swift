import Overload
import OverloadEngine
import OverloadSyntax
import OverloadTestSupport
import Testing

/// `next` on days done in turn and on a day renamed for a week: the session after the
/// journal's last is the turn's next day, and a renamed day answers to either name.
@Suite struct DaysInTurnNextTests {
    static let program = """
        unit lb

        day "A":
          squat 3x5 @ 225lb
          press 3x5 @ 95lb

        day "B":
          squat 3x5 @ 225lb
          bench 3x5 @ 155lb

        alternate "A", "B", 3 days a week
        """

    static let weekOne = """
        2026-01-05 "A"
          squat 225x5x3
        2026-01-07 "B"
          squat 225x5x3
        2026-01-09 "A"
          squat 225x5x3

        """

    @Test func afterAWeekOfABATheNextIsWeekTwosB() throws {
        let harness = EngineHarness(program: Self.program, journal: Self.weekOne)
        let next = try #require(harness.evaluate(on: "2026-01-10").next)
        #expect(next.calendar.week == 2)
        #expect(next.calendar.day == "B")
        #expect(next.calendar.dayInWeek == 1)
    }

    @Test func afterBInWeekTwoTheNextIsA() throws {
        let harness = EngineHarness(program: Self.program, journal: Self.weekOne + """
            2026-01-12 "B"
              squat 225x5x3
            """)
        let next = try #require(harness.evaluate(on: "2026-01-13").next)
        #expect(next.calendar.week == 2)
        #expect(next.calendar.day == "A")
        #expect(next.calendar.dayInWeek == 2)
    }

    @Test func sessionsWithoutADayNameFollowTheTurn() throws {
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05
              squat 225x5x3
              press 95x5x3
            2026-01-07
              squat 225x5x3
              bench 155x5x3
            """)
        let next = try #require(harness.evaluate(on: "2026-01-08").next)
        #expect(next.calendar.day == "A")
        #expect(next.calendar.week == 1)
        #expect(next.calendar.dayInWeek == 3)
    }

    static let renamed = """
        weeks 2

        day "Heavy":
          squat 3x5 @ 150kg

        day "Light":
          squat 3x5 @ 120kg

        week 2:
          day "Heavy" as "Test day"
        """

    @Test func aRenamedDayAnswersToEitherName() throws {
        for written in ["Heavy", "test day"] {
            let harness = EngineHarness(program: Self.renamed, journal: """
                2026-01-05 "Heavy"
                  squat 150x5x3
                2026-01-07 "Light"
                  squat 120x5x3
                2026-01-12 "\(written)"
                  squat 150x5x3
                """)
            let next = try #require(harness.evaluate(on: "2026-01-13").next)
            #expect(next.calendar.week == 2, "\(written)")
            #expect(next.calendar.day == "Light", "\(written)")
            #expect(harness.evaluate(on: "2026-01-13").unplaced.isEmpty, "\(written)")
        }
    }

    @Test func theShippedStrongLiftsTurnsToBAfterAWeekOfABA() throws {
        let harness = EngineHarness(program: try ExampleFiles.text("programs/stronglifts-5x5.lift"), journal: """
            unit kg

            2026-01-05 "A"
              squat 100x5x5
              bench 60x5x5
              barbell row 50x5x5
            2026-01-07 "B"
              squat 102.5x5x5
              overhead press 40x5x5
              deadlift 110x5
            2026-01-09 "A"
              squat 105x5x5
              bench 62.5x5x5
              barbell row 52.5x5x5
            """)
        let next = try #require(harness.evaluate(on: "2026-01-10").next)
        #expect((next.calendar.week, next.calendar.day) == (2, "B"))
        #expect(harness.targets("back-squat", on: "2026-01-10") == "5 × 5 @ 107.5 kg")
        #expect(harness.targets("deadlift", on: "2026-01-10") == "1 × 5 @ 115 kg")
    }
}

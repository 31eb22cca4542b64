import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import OverloadTestSupport
import Testing

/// A session logged in parts (several entries of one date, as each `overload log` appends
/// one) is placed and judged once, with all its sets, by the rule `history` counts sessions
/// by (``JournalSession/continues(_:)``); a part is never taken for a top set it did not log.
@Suite struct SessionInPartsTests {
    static let topSingles = TopSinglesFixture.program

    static let lastWeek = TopSinglesFixture.lastWeek

    static func deadlift(_ evaluation: Evaluation) -> ExerciseTargets? {
        evaluation.next?.exercises.first { $0.prescription.exerciseID == "deadlift" }
    }

    /// Squat 3x5 logged as two sets, then one, on two dates: two whole sessions made, so the
    /// load goes up twice; judged part by part it was four failed sessions and a deload.
    @Test func aSessionLoggedInPartsIsJudgedOnceWithAllItsSets() throws {
        let (program, journal) = (SquatInPartsFixture.program, SquatInPartsFixture.journal)
        let evaluation = EngineHarness(program: program, journal: journal).evaluate(on: "2026-11-20")
        let steps = try #require(evaluation.steps["back-squat"])
        #expect(steps.map(\.date) == [LocalDate(iso: "2026-11-16"), LocalDate(iso: "2026-11-18")])
        #expect(steps.allSatisfy { $0.judgement?.isSuccess == true })
        #expect(evaluation.deloadDates.isEmpty)
        let squat = try #require(evaluation.next?.exercises.first)
        #expect(squat.prescription.sets.map { $0.load?.loadable } == [105, 105, 105])
        // `history` counts the same sessions.
        let history = TrainingHistory(EngineHarness(program: program, journal: journal).journal)
        #expect(history.exercises.first?.sessions.count == 2)
    }

    /// The last entry of the journal is played too, joined by nothing.
    @Test func theJournalsLastSessionIsPlayed() throws {
        let program = "unit kg\nday \"A\":\n  squat 3x5 @ 100kg\nprogress squat: linear +2.5kg\n"
        let journal = "unit kg\n\n2026-11-16 \"A\"\n  squat 100x5x3\n"
        let evaluation = EngineHarness(program: program, journal: journal).evaluate(on: "2026-11-20")
        #expect(evaluation.steps["back-squat"]?.count == 1)
        #expect(evaluation.next?.exercises.first?.prescription.sets.first?.load?.loadable == 102.5)
    }

    /// The back-offs logged at 12:30 after the singles at 09:00, naming the same day: past the
    /// three hours, yet a later part of that session, not a session of their own in progress
    /// with its back-off taken for a top set.
    @Test func backoffsLoggedHoursAfterTheTopSetsJoinTheirSession() throws {
        let journal = TopSinglesFixture.singlesThenBackoffs
        let harness = EngineHarness(program: Self.topSingles, journal: journal)
        let evaluation = harness.evaluate(on: "2026-11-27")
        let deadlift = try #require(Self.deadlift(evaluation))
        #expect(deadlift.takenOfToday == nil)
        #expect(TodayLoads.loggedTopIndices(deadlift).isEmpty)
        let steps = try #require(evaluation.steps["deadlift"])
        #expect(steps.map(\.date) == [LocalDate(iso: "2026-11-20"), LocalDate(iso: "2026-11-27")])
        #expect(evaluation.next?.calendar.cycle == 3)
        let sessions = harness.journal.sessions
        #expect(sessions[2].continues(sessions[1]))
        #expect(TrainingHistory(harness.journal).exercises.first?.sessions.count == 2)
    }

    /// An evening session of plain work sets, or one naming no day, is still a session of its own.
    @Test func onlyNamedBackoffsContinueASessionPastThreeHours() throws {
        let journal = JournalReader().read(SourceFile(name: "j.lift", text: """
            unit kg

            2026-11-27 09:00 "Deadlift"
              deadlift top 210x1
            2026-11-27 12:30 "Deadlift"
              deadlift 180x4x2
            2026-11-27 12:30
              deadlift backoff 180x4x2

            """)).journal
        let sessions = journal.sessions
        #expect(!sessions[1].continues(sessions[0]))
        #expect(!sessions[2].continues(sessions[0]))
    }

    /// An entry of the date with back-offs alone logged no top set: it is no session in
    /// progress with its back-off for a top, and the plan moves on.
    @Test func backoffsAloneAreNoSessionInProgress() throws {
        let journal = Self.lastWeek + "2026-11-27 \"Deadlift\"\n  deadlift backoff 180x4\n"
        let evaluation = EngineHarness(program: Self.topSingles, journal: journal).evaluate(on: "2026-11-27")
        let deadlift = try #require(Self.deadlift(evaluation))
        #expect(deadlift.takenOfToday == nil)
        #expect(!deadlift.prescription.sets.contains { $0.load?.loadable == 180 && $0.kind == .top })
        #expect(evaluation.steps["deadlift"]?.last?.date == LocalDate(iso: "2026-11-27"))
    }

    /// Two top sets logged against the plan's two: both are done, each at its logged load.
    @Test func everyLoggedTopSetIsDoneAtItsLoad() throws {
        let journal = Self.lastWeek + "2026-11-27 \"Deadlift\"\n  deadlift warmup 110x5, top 210x1 @ rpe 8, top 215x1 @ rpe 9\n"
        let evaluation = EngineHarness(program: Self.topSingles, journal: journal).evaluate(on: "2026-11-27")
        let deadlift = try #require(Self.deadlift(evaluation))
        #expect(TodayLoads.loggedTopIndices(deadlift) == [1, 2])
        #expect(deadlift.prescription.sets.map { $0.load?.loadable } == [110, 210, 215, 177.5, 177.5])
    }

    /// Sets logged with no kind: the one at the plan's top position is the top set, in a
    /// plan whose single is written without `top` too; the warm-up before it is not.
    @Test func aPlainSetAtThePlansTopPositionIsTheTopSet() throws {
        let program = """
            unit kg
            1rm deadlift 220kg

            day "Deadlift":
              deadlift warmup 1x5 @ 50%, 1x1 @ rpe 8, 2x4 @ -15% of today

            progress deadlift: rpe

            """
        let journal = "unit kg\n\n2026-11-27 \"Deadlift\"\n  deadlift warmup 110x5, 210x1 @ rpe 8\n"
        let evaluation = EngineHarness(program: program, journal: journal).evaluate(on: "2026-11-27")
        let deadlift = try #require(Self.deadlift(evaluation))
        #expect(deadlift.takenOfToday?.top == 210)
        #expect(TodayLoads.loggedTopIndices(deadlift) == [1])
        // The warm-up keeps its planned load; the single is at the load lifted.
        #expect(deadlift.prescription.sets.prefix(2).map { $0.load?.loadable } == [110, 210])
    }
}

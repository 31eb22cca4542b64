import Overload
import OverloadEngine
import Testing

/// Where each session lands in the program (docs/engine.md, "Where the lifter is").
@Suite struct PlacementTests {
    static let program = """
        unit kg
        weeks 2
        day "A":
          squat 3x5 @ 100kg
        day "B":
          bench 3x5 @ 60kg
        day "C":
          deadlift 1x5 @ 140kg
        progress squat: linear +2.5kg
        progress bench: linear +2.5kg
        progress deadlift: linear +5kg
        """

    static func next(_ journal: String, on date: String = "2026-02-01", day: String? = nil) -> ProgramCalendar? {
        EngineHarness(program: program, journal: journal).evaluate(on: date, day: day).next?.calendar
    }

    @Test func withNoSessionTheFirstDayIsNext() {
        let calendar = Self.next("")
        #expect(calendar?.day == "A")
        #expect(calendar?.week == 1)
        #expect(calendar?.cycle == 1)
    }

    @Test func aNamedDayMovesToItsFirstOccurrenceAfterThePosition() {
        // "C" skips B; the next day is A of week 2.
        let calendar = Self.next("2026-01-05 \"A\"\n  squat 100x5x3\n2026-01-07 \"C\"\n  deadlift 140x5\n")
        #expect(calendar?.day == "A")
        #expect(calendar?.week == 2)
    }

    @Test func dayNamesAreComparedWithoutCase() {
        #expect(Self.next("2026-01-05 \"a\"\n  squat 100x5x3\n")?.day == "B")
    }

    @Test func aSessionWithoutADayTakesTheNextDayWhenTheyShareAnExercise() {
        #expect(Self.next("2026-01-05\n  squat 100x5x3\n")?.day == "B")
    }

    @Test func aSessionSharingNothingWithTheNextDayDoesNotMove() throws {
        let evaluation = EngineHarness(program: Self.program, journal: "2026-01-05\n  bench 60x5x3\n").evaluate(on: "2026-02-01")
        #expect(evaluation.next?.calendar.day == "A")
        #expect(evaluation.unplaced.first?.reason.contains("no exercise in common with the next day") == true)
        // It was not judged: the bench rule saw no session.
        #expect(evaluation.steps["bench-press"] == nil)
    }

    @Test func aDayTheProgramLacksIsHistoryOnly() {
        let evaluation = EngineHarness(program: Self.program, journal: "2026-01-05 \"Z\"\n  squat 100x5x3\n").evaluate(on: "2026-02-01")
        #expect(evaluation.next?.calendar.day == "A")
        #expect(evaluation.unplaced.first?.reason == "the program has no day \"Z\"")
    }

    @Test func nextAndExplainSayWhichSessionsWereNotPlaced() throws {
        var journal = ""
        for day in 1...5 { journal += "2026-01-0\(day) \"Z\"\n  squat 100x5x3\n" }
        let evaluation = EngineHarness(program: Self.program, journal: journal).evaluate(on: "2026-02-01")
        let next = try #require(evaluation.next)
        #expect(next.unplaced.count == 5)
        #expect(evaluation.unplaced.allSatisfy { $0.exerciseIDs == ["back-squat"] })
        let text = NextText().render(next, programName: "", unit: .kg)
        #expect(text.hasSuffix("""

              Not placed in the program
                5 sessions from 2026-01-01 to 2026-01-05 do not follow the program's days: they count as history only \
            (e1RMs, each rule's starting load); if the program begins after them, write `start 2026-01-06` in it

            """))
        let four = NextText().render(try #require(EngineHarness(program: Self.program, journal: String(journal.dropFirst(31)))
            .evaluate(on: "2026-02-01").next), programName: "", unit: .kg)
        #expect(four.hasSuffix("""

              Not placed in the program (their sets count as history only)
                2026-01-03  the program has no day "Z"
                2026-01-04  the program has no day "Z"
                2026-01-05  the program has no day "Z"
                and 1 earlier session

            """))
        let explained = ExplainText().render(name: "squat", steps: [], rule: nil, next: nil, unit: .kg, unplaced: [next.unplaced[0]])
        #expect(explained.hasSuffix("  Not placed in the program (their sets count as history only)\n    2026-01-01  the program has no day \"Z\"\n"))
        #expect(EngineJSON.next(next).contains("\"reason\": \"the program has no day \\\"Z\\\"\""))
    }

    @Test func pastTheLastWeekTheCycleGrows() {
        var journal = ""
        for (index, day) in ["A", "B", "C", "A", "B", "C"].enumerated() {
            journal += "2026-01-\(10 + index) \"\(day)\"\n  squat 100x5x3\n"
        }
        let calendar = Self.next(journal)
        #expect(calendar?.cycle == 2)
        #expect(calendar?.week == 1)
        #expect(calendar?.day == "A")
    }

    @Test func aDayCanBeAskedForFromTheNextPosition() {
        let calendar = Self.next("2026-01-05 \"A\"\n  squat 100x5x3\n", day: "A")
        #expect(calendar?.week == 2)
    }

    @Test func sessionsAfterTheDateAreIgnored() {
        #expect(Self.next("2026-01-05 \"A\"\n  squat 100x5x3\n", on: "2026-01-04")?.day == "A")
    }

    @Test func sessionsBeforeTheStartAreHistoryOnly() {
        let harness = EngineHarness(program: "start 2026-01-06\n" + Self.program, journal: "2026-01-05 \"A\"\n  squat 100x5x3\n")
        let evaluation = harness.evaluate(on: "2026-02-01")
        #expect(evaluation.next?.calendar.day == "A")
        #expect(evaluation.steps["back-squat"] == nil)
    }

    @Test func sinceDoesWhatStartDoes() {
        let harness = EngineHarness(program: Self.program, journal: "2026-01-05 \"A\"\n  squat 100x5x3\n")
        #expect(harness.evaluate(on: "2026-02-01", since: "2026-01-06").next?.calendar.day == "A")
        #expect(harness.evaluate(on: "2026-02-01").next?.calendar.day == "B")
    }
}

/// Success (docs/engine.md, "Success").
@Suite struct SessionJudgeTests {
    static func judge(_ program: String, _ sets: String) -> SessionJudgement? {
        let harness = EngineHarness(program: program, journal: "2026-01-05 \"A\"\n  \(sets)\n")
        return harness.evaluate(on: "2026-01-06").steps.values.first?.first?.judgement
    }

    static let rpeProgram = "unit kg\nday \"A\":\n  squat 3x5 @ 100kg rest 2m\nprogress squat: linear\n"

    @Test func aLoggedRPEAboveTheTargetFails() throws {
        let program = "unit kg\nday \"A\":\n  squat 1x5 @ rpe 8\n1rm squat 150kg\nprogress squat: linear\n"
        let judgement = try #require(Self.judge(program, "squat 122.5x5 @ rpe 9"))
        #expect(!judgement.isSuccess)
        #expect(judgement.firstShortfall == "set 1: RPE 9 above 8")
    }

    @Test func aMissingSetFails() throws {
        let judgement = try #require(Self.judge(Self.rpeProgram, "squat 100x5x2"))
        #expect(judgement.firstShortfall == "set 3: not done")
    }

    @Test func aSkippedSetFails() throws {
        let judgement = try #require(Self.judge(Self.rpeProgram, "squat 100x5x2, skip"))
        #expect(judgement.firstShortfall == "set 3: skipped")
    }

    @Test func anAMRAPNeedsItsMinimumAndMoreRepsAreFine() throws {
        let program = "unit kg\nday \"A\":\n  squat 2x5, 5+ @ 100kg\nprogress squat: linear\n"
        #expect(try #require(Self.judge(program, "squat 100x5x2, 100x9")).isSuccess)
        #expect(try #require(Self.judge(program, "squat 100x5x2, 100x4")).firstShortfall == "set 3: 4 of 5 reps")
    }

    @Test func aTimedSetNeedsItsTime() throws {
        let program = "day \"A\":\n  plank 2x45s\nprogress plank: linear +5s\n"
        #expect(try #require(Self.judge(program, "plank 45s, 40s")).firstShortfall == "set 2: 40 s of 45 s")
    }

    @Test func markedWarmUpsAreNotJudged() throws {
        let judgement = try #require(Self.judge(Self.rpeProgram, "squat warmup 100x5, 100x5x3"))
        #expect(judgement.isSuccess)
        #expect(judgement.warmupCount == 1)
    }

    @Test func aLoggedRPEAtTheTargetPasses() throws {
        let program = "unit kg\nday \"A\":\n  squat 1x5 @ rpe 8\n1rm squat 150kg\nprogress squat: linear\n"
        #expect(try #require(Self.judge(program, "squat 122.5x5 @ rpe 8")).isSuccess)
    }

    @Test func aLoadWithinHalfTheSmallestStepPasses() throws {
        // The kilogram gym's smallest step at 100 kg is 2.5 kg: 99 kg is within half of it,
        // 98 kg is not.
        #expect(try #require(Self.judge(Self.rpeProgram, "squat 99x5x3")).isSuccess)
        #expect(try #require(Self.judge(Self.rpeProgram, "squat 98x5x3")).firstShortfall == "set 1: 98 kg of 100 kg")
    }

    @Test func aLightUnmarkedFirstSetIsAWarmUp() throws {
        // 85 kg is under 90% of 100 kg: a warm-up, though not marked, and the work follows.
        let judgement = try #require(Self.judge(Self.rpeProgram, "squat 85x5, 100x5x3"))
        #expect(judgement.isSuccess)
        #expect(judgement.warmupCount == 1)
    }

    @Test func aMissedAMRAPIsMissedForTheRules() throws {
        let program = "unit kg\nday \"A\":\n  squat 2x5, 5+ @ 100kg\nprogress squat: linear\n"
        #expect(try #require(Self.judge(program, "squat 100x5x2, 100x4")).amrapsMet == false)
        #expect(try #require(Self.judge(program, "squat 100x5x2, 100x7")).amrapsMet == true)
    }

    @Test func aHeavyUnmarkedFirstSetIsWork() throws {
        // 95 kg is over 90% of 100 kg: it is the first work set, and it is light.
        let judgement = try #require(Self.judge(Self.rpeProgram, "squat 95x5, 100x5x2"))
        #expect(judgement.warmupCount == 0)
        #expect(judgement.firstShortfall == "set 1: 95 kg of 100 kg")
    }
}

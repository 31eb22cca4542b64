import Overload
import OverloadEngine
import OverloadSyntax
import OverloadTestSupport
import Testing

/// Pace and time targets on distance work: `run 5km @ 5:30/km`, `row 2000m @ 2:00/500m`,
/// `run 5km in 27:30`, read, formatted, planned and judged against a logged time, in whole
/// seconds over whole millimetres.
@Suite struct PaceTargetTests {
    static let paces = """
        day "Run":
          run 5km @ 5:30/km
          row 2000m @ 2:00/500m
          run 3mi @ 9:00/mi
          run 5km in 27:30
          run 42.195km in 3:45:00
        """

    @Test func targetsFormatAsWrittenAndReadBackTheSame() {
        let parsed = Syntax.parse(Self.paces, name: "p.lift")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.message))")
        let formatted = SourceFormatter.format(parsed)
        #expect(formatted == Self.paces + "\n")
        #expect(SourceFormatter.format(Syntax.parse(formatted, name: "p.lift")) == formatted)
    }

    @Test func spacesAroundTheSlashFormatAway() {
        let formatted = SourceFormatter.format(Syntax.parse("day \"A\":\n  run 5km @ 5:30 / km\n", name: "p.lift"))
        #expect(formatted == "day \"A\":\n  run 5km @ 5:30/km\n")
    }

    @Test func thePlanShowsEachTargetApartFromItsNumbers() throws {
        let snapshot = try CompilerTest.cleanPlan(Self.paces)
        let sets = try #require(snapshot.weeks.first?.days.first).items.compactMap { item -> SetPrescription? in
            if case .exercise(let exercise) = item { return exercise.sets.first }
            return nil
        }
        #expect(sets.map { ExplainText.targets([$0], unit: .kg) } == [
            "1 × 5 km @ 5:30 /km", "1 × 2 km @ 2:00 /500m", "1 × 3 mi @ 9:00 /mi", "1 × 5 km in 27:30",
            "1 × 42.2 km in 3:45:00",
        ])
        #expect(sets.map { $0.goal?.notation } == ["@ 5:30/km", "@ 2:00/500m", "@ 9:00/mi", "in 27:30", "in 3:45:00"])
    }

    @Test func aGoalRoundTripsThroughThePlanJSON() throws {
        let set = SetPrescription(index: 0, work: .distance(metres: 2000), goal: .pace(seconds: 120, per: ExactDistance(millimetres: 500_000)))
        #expect(try SetPrescription(json: set.jsonValue) == set)
        let timed = SetPrescription(index: 0, work: .distance(metres: 5000), goal: .time(seconds: 1650))
        #expect(try SetPrescription(json: timed.jsonValue) == timed)
        #expect(SetPrescription(index: 0, work: .distance(metres: 5000)).jsonValue.objectValue?["goal"] == nil)
    }

    @Test func theDayEstimateCountsTheGoalsTime() throws {
        let snapshot = try CompilerTest.cleanPlan("day \"Run\":\n  run 10km @ 5:00/km\n")
        let day = try #require(snapshot.weeks.first?.days.first)
        // 50 minutes at the goal's pace, not the hour an easy 6:00 /km would take.
        #expect(day.estimatedDuration == 3000)
    }

    /// The judgement of one logged line against a day of the program, under a rule (a replay
    /// keeps the steps of exercises with one).
    static func judged(_ program: String, _ logged: String, exercise: String = "running") throws -> SessionJudgement {
        let harness = EngineHarness(program: program + "progress run: linear +0.5km\n", journal: "2026-01-05 \"Run\"\n  " + logged + "\n")
        let steps = harness.evaluate(on: "2026-01-07").steps[exercise] ?? []
        return try #require(steps.compactMap(\.judgement).first)
    }

    @Test func aRunFasterThanThePaceIsMadeWithItsPaceShown() throws {
        let judgement = try Self.judged("day \"Run\":\n  run 5km @ 5:30/km\n", "run 5km in 26:40")
        #expect(judgement.isSuccess)
        #expect(judgement.goalPaces == ["5:20 /km"])
    }

    @Test func aRunSlowerThanThePaceIsMissedWithBothPaces() throws {
        let judgement = try Self.judged("day \"Run\":\n  run 5km @ 5:30/km\n", "run 5km in 28:20")
        #expect(!judgement.isSuccess)
        #expect(judgement.firstShortfall == "set 1: 5:40 /km, slower than 5:30 /km")
    }

    @Test func exactlyThePaceIsMade() throws {
        #expect(try Self.judged("day \"Run\":\n  run 5km @ 5:30/km\n", "run 5km in 27:30").isSuccess)
        #expect(try Self.judged("day \"Run\":\n  run 3mi @ 9:00/mi\n", "run 3mi in 27:00").isSuccess)
        #expect(try !Self.judged("day \"Run\":\n  run 3mi @ 9:00/mi\n", "run 3mi in 27:01").isSuccess)
    }

    @Test func aTimeTargetIsJudgedOverThePlannedDistance() throws {
        let made = try Self.judged("day \"Run\":\n  run 5km in 27:30\n", "run 5km in 26:40")
        #expect(made.isSuccess)
        #expect(made.goalPaces == ["5:20 /km"])
        let missed = try Self.judged("day \"Run\":\n  run 5km in 27:30\n", "run 5km in 27:40")
        #expect(missed.firstShortfall == "set 1: 27:40 for 5 km, over 27:30")
    }

    @Test func aRowIsJudgedPerFiveHundredMetres() throws {
        let program = "day \"Row\":\n  rower 2000m @ 2:00/500m\nprogress rower: linear +100m\n"
        let harness = EngineHarness(program: program, journal: "2026-01-05 \"Row\"\n  rower 2000m in 7:30\n")
        let judgement = try #require(harness.evaluate(on: "2026-01-07").steps["rowing-machine"]?.compactMap(\.judgement).first)
        #expect(judgement.isSuccess)
        #expect(judgement.goalPaces == ["1:53 /500m"])
    }

    @Test func aDistanceWithNoTimeCannotMakeAPace() throws {
        let judgement = try Self.judged("day \"Run\":\n  run 5km @ 5:30/km\n", "run 5km")
        #expect(judgement.firstShortfall == "set 1: no time logged for @ 5:30 /km")
    }

    @Test func aShortRunMissesOnItsDistanceFirst() throws {
        let judgement = try Self.judged("day \"Run\":\n  run 5km @ 5:30/km\n", "run 4km in 20:00")
        #expect(judgement.firstShortfall == "set 1: 4 km of 5 km")
    }

    @Test func aYearOfDailyPacesAddsUpWithoutDrift() throws {
        // 365 runs of 3 miles in 26:40: a mile is 1,609,344 mm, so each run's pace in s/km is
        // 1600 / 4.828032, a fraction no float holds. Summed in whole seconds and millimetres,
        // the year's pace is each day's pace exactly.
        let threeMiles = try #require(ExactDistance(3, .mi))
        let day = try #require(Pace(seconds: 1600, distance: threeMiles))
        var seconds = 0
        var distance = ExactDistance.zero
        for _ in 0..<365 {
            seconds += day.seconds
            distance += day.distance
        }
        let year = try #require(Pace(seconds: seconds, distance: distance))
        #expect(year == day)
        #expect(distance.millimetres == 365 * 3 * 1_609_344)
        #expect(year.text(per: .mi) == "8:53 /mi")
        #expect(year.text(per: .km) == "5:31 /km")
        let goal = WorkGoal.pace(seconds: 320, per: ExactDistance(millimetres: 1_609_344))
        // 1095 miles at 5:20 /mi is 350,400 s to the second.
        #expect(goal.seconds(over: distance) == 350_400)
    }

    @Test func aChangedPaceIsAChangeOfThePlan() throws {
        let old = try CompilerTest.cleanPlan("day \"Run\":\n  run 5km @ 5:30/km\n")
        let new = try CompilerTest.cleanPlan("day \"Run\":\n  run 5km @ 5:25/km\n")
        #expect(PlanDiff.between(old: old, new: new).map(\.description)
            == ["week 1, \"Run\": run set 1 target @ 5:30 /km -> @ 5:25 /km"])
        let timed = try CompilerTest.cleanPlan("day \"Run\":\n  run 5km in 27:30\n")
        #expect(PlanDiff.between(old: old, new: timed).map(\.description)
            == ["week 1, \"Run\": run set 1 target @ 5:30 /km -> in 27:30"])
    }

    @Test func aMarathonsTimeReadsAndWritesInHours() throws {
        let reading = JournalReader().read(SourceFile(name: "j.lift", text: "2026-04-26 \"Marathon\"\n  run 42.195km in 3:45:10\n"))
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message))")
        let set = try #require(reading.journal.sessions.first?.exercises.first?.sets.first)
        #expect(set.timeSeconds == 3 * 3600 + 45 * 60 + 10)
        #expect(reading.journal.text.contains("run 42.195km in 3:45:10"))
    }

    /// A pace so slow that its time for a distance does not fit an integer is the largest
    /// time there is, never a trap, with the rounding's half counted too.
    @Test func aTimeTooLongForAnIntegerIsTheLargestNotATrap() throws {
        let pace = try #require(Pace(seconds: Int.max / 2, distance: ExactDistance(millimetres: 1_000)))
        #expect(pace.seconds(perMillimetres: 2_000) == Int.max)
        let edge = try #require(Pace(seconds: Int.max - 100, distance: ExactDistance(millimetres: 1_000)))
        #expect(edge.seconds(perMillimetres: 1) == Int.max)
        #expect(try #require(Pace(seconds: 330, distance: ExactDistance(millimetres: 1_000_000))).seconds(perMillimetres: 5_000_000) == 1_650)
    }
}

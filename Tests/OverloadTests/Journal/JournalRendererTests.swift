import Overload
import Testing

@Suite struct JournalRendererTests {
    static func date(_ text: String) -> LocalDate? { LocalDate(iso: text) }

    static func set(_ load: Double?, _ reps: Int?, _ unit: MassUnit = .kg) -> SetPerformance {
        SetPerformance(load: load.map { JournalWeight($0, unit) }, reps: reps)
    }

    /// A session using every line kind of the journal syntax.
    static func fullSession() -> JournalSession? {
        guard let day = date("2026-11-18") else { return nil }
        var top = set(110, 9)
        top.rpe = 9
        var failed = set(100, 3)
        failed.kind = .failure
        var warmup60 = set(60, 5)
        warmup60.kind = .warmup
        var warmup80 = set(80, 3)
        warmup80.kind = .warmup
        var grip = set(140, 5)
        grip.note = "grip gave out"
        let added = SetPerformance(load: JournalWeight(10, .kg), isAddedLoad: true, reps: 5)
        func timed(_ seconds: Int) -> SetPerformance { SetPerformance(timeSeconds: seconds) }
        func exercise(_ name: String, _ sets: [SetPerformance]) -> ExercisePerformance {
            ExercisePerformance(name: name, sets: sets)
        }
        return JournalSession(
            date: day, time: LocalTime(hour: 18, minute: 30), dayName: "Press", programReference: "5/3/1 BBB week 1",
            planSnapshotID: "3f2a9c1d0b7e", mood: .good, energy: .high, soreness: .mild, availableMinutes: 60,
            effort: 7, bodyweight: JournalWeight(80, .kg), durationSeconds: 3600, note: "felt strong",
            overrides: [
                .weightPercent(-10, reason: "sick"), .volumePercent(-30, reason: nil),
                .skipExercise("curl", reason: "no time"),
            ],
            painFlags: [PainFlag(date: day, bodyPart: "right shoulder", severity: .moderate, exercise: "bench")],
            exercises: [
                exercise("press", [set(85, 5), set(95, 5), top]),
                exercise("press", Array(repeating: set(70, 10), count: 5)),
                exercise("chin-up", [10, 10, 8, 8, 7].map { set(nil, $0) }),
                exercise("chin-up", [added, added]),
                exercise("plank", [timed(45), timed(45), timed(30)]),
                exercise("run", [SetPerformance(timeSeconds: 1500, distanceMetres: 5000)]),
                exercise("row", [SetPerformance(timeSeconds: 465, distanceMetres: 2000)]),
                exercise("squat", [warmup60, warmup80, set(100, 5), set(100, 5), set(100, 5)]),
                exercise("squat", [set(100, 5), set(100, 5), failed]),
                exercise("bench", [set(100, 5), .skipped()]),
                exercise("deadlift", [grip]),
                exercise("Zottman Curl", [set(12, 10)]),
                exercise("curl", [set(20, 10, .lb)]),
            ])
    }

    @Test func rendersEveryLineKindCanonically() throws {
        let session = try #require(Self.fullSession())
        #expect(
            JournalRenderer(unit: .kg).render(session) == """
                2026-11-18 18:30 "Press" (5/3/1 BBB week 1)
                  plan 3f2a9c1d0b7e
                  mood good
                  energy high
                  soreness mild
                  available 60m
                  effort 7
                  bodyweight 80kg
                  duration 1h
                  note "felt strong"
                  press 85x5, 95x5, 110x9 @ rpe 9
                  press 70x10x5
                  chin-up 10, 10, 8, 8, 7
                  chin-up +10kg x 5 x 2
                  plank 45s, 45s, 30s
                  run 5km in 25min
                  row 2km in 7:45
                  squat warmup 60x5, warmup 80x3, 100x5x3
                  squat 100x5x2, failure 100x3
                  bench 100x5, skip
                  deadlift 140x5 note "grip gave out"
                  "Zottman Curl" 12x10
                  curl 20lb x 10
                  override -10% weight "sick"
                  override -30% volume
                  override skip curl "no time"
                  pain "right shoulder" moderate bench

                """)
    }

    @Test func withoutAJournalUnitEveryLoadCarriesItsUnit() throws {
        let day = try #require(Self.date("2026-01-05"))
        let session = JournalSession(
            date: day, exercises: [ExercisePerformance(name: "bench press", sets: [Self.set(60, 5), Self.set(60, 5)])])
        #expect(JournalRenderer().render(session) == "2026-01-05\n  bench press 60kg x 5 x 2\n")
    }

    @Test(arguments: [
        (100.0, "100"), (2.50, "2.5"), (13.6077711, "13.608"), (0.0004, "0"), (-0.0004, "0"),
        (-2.5, "-2.5"), (1.0005, "1.001"), (45.1, "45.1"),
    ])
    func numbersHaveNoTrailingZerosAndAtMostThreeDecimals(value: Double, text: String) throws {
        let day = try #require(Self.date("2026-01-05"))
        let session = JournalSession(date: day, exercises: [ExercisePerformance(name: "press", sets: [Self.set(value, 5)])])
        #expect(JournalRenderer(unit: .kg).render(session) == "2026-01-05\n  press \(text)x5\n")
    }

    @Test func stringsAreEscapedOntoOneLine() throws {
        let day = try #require(Self.date("2026-01-05"))
        let session = JournalSession(date: day, dayName: "A \"B\"", note: "back\\slash\nnext\r\nthen\ttab")
        #expect(
            JournalRenderer().render(session)
                == "2026-01-05 \"A \\\"B\\\"\"\n  note \"back\\\\slash\\nnext\\nthen tab\"\n")
    }

    @Test func namesAreBareOnlyWhenPlainLowercaseWordsAndNotDeclared() {
        let renderer = JournalRenderer(declaredExercises: ["plank"])
        #expect(renderer.exerciseName("bench press") == "bench press")
        #expect(renderer.exerciseName("t-bar row") == "t-bar row")
        #expect(renderer.exerciseName("chin-up") == "chin-up")
        #expect(renderer.exerciseName("plank") == "\"plank\"")
        #expect(renderer.exerciseName("Bench Press (Barbell)") == "\"Bench Press (Barbell)\"")
        #expect(renderer.exerciseName("note curl") == "\"note curl\"")
        #expect(renderer.exerciseName("squat warmup") == "\"squat warmup\"")
        #expect(renderer.exerciseName("21s curl") == "\"21s curl\"")
        #expect(renderer.exerciseName("жим лежа") == "\"жим лежа\"")
        #expect(renderer.exerciseName("bench  press") == "\"bench  press\"")
        #expect(renderer.exerciseName("chin-") == "\"chin-\"")
    }

    @Test(arguments: [(3600, "1h"), (7200, "2h"), (4500, "75m"), (4501, "4501s"), (59, "59s"), (0, "0m")])
    func durationsUseTheLargestWholeUnit(seconds: Int, text: String) throws {
        let day = try #require(Self.date("2026-01-05"))
        #expect(JournalRenderer().render(JournalSession(date: day, durationSeconds: seconds)) == "2026-01-05\n  duration \(text)\n")
    }

    @Test func distancesKeepEveryMetre() throws {
        let day = try #require(Self.date("2026-01-05"))
        let sets = [
            SetPerformance(distanceMetres: 400), SetPerformance(distanceMetres: 1609.344),
            SetPerformance(timeSeconds: 61, distanceMetres: 1630),
        ]
        let session = JournalSession(date: day, exercises: [ExercisePerformance(name: "run", sets: sets)])
        #expect(JournalRenderer().render(session) == "2026-01-05\n  run 400m, 1609.344m, 1.63km in 1:01\n")
    }

    @Test func anExerciseNoteBecomesTheFirstSetsNote() throws {
        let day = try #require(Self.date("2026-01-05"))
        var first = Self.set(60, 5)
        first.note = "slow"
        let session = JournalSession(
            date: day,
            exercises: [
                ExercisePerformance(name: "squat", note: "new shoes", sets: [first, Self.set(60, 5)]),
                ExercisePerformance(name: "curl", note: "no time", sets: []),
            ])
        #expect(
            JournalRenderer(unit: .kg).render(session)
                == "2026-01-05\n  squat 60x5 note \"new shoes; slow\", 60x5\n  curl skip note \"no time\"\n")
    }

    @Test func measuresTheSyntaxCannotCombineAreKeptInTheNote() throws {
        let day = try #require(Self.date("2026-01-05"))
        let sets = [
            SetPerformance(load: JournalWeight(20, .kg), timeSeconds: 60),
            SetPerformance(load: JournalWeight(32, .kg), reps: 1, distanceMetres: 40),
        ]
        let session = JournalSession(date: day, exercises: [ExercisePerformance(name: "carry", sets: sets)])
        #expect(
            JournalRenderer(unit: .kg).render(session)
                == "2026-01-05\n  carry 20x60s, 32x1 note \"40m\"\n")
    }

    @Test func programReferenceParenthesesBecomeBrackets() throws {
        let day = try #require(Self.date("2026-01-05"))
        let session = JournalSession(date: day, programReference: "GZCLP (T1) ")
        #expect(JournalRenderer().render(session) == "2026-01-05 (GZCLP [T1])\n")
        let blank = JournalSession(date: day, programReference: " ", planSnapshotID: "")
        #expect(JournalRenderer().render(blank) == "2026-01-05\n")
    }

    @Test func sessionsAreSeparatedByOneBlankLineAndOneLineEntriesStayTogether() throws {
        let first = try #require(Self.date("2026-11-18"))
        let second = try #require(Self.date("2026-11-20"))
        let resolved = try #require(Self.date("2026-11-28"))
        let sessions = [JournalSession(date: first, mood: .great), JournalSession(date: second)]
        #expect(JournalRenderer().render(sessions) == "2026-11-18\n  mood great\n\n2026-11-20\n")
        let entries: [JournalEntry] = [
            .session(sessions[0]),
            .decision(JournalDecision(date: second, verdict: .accept, exercise: "bench", change: "+5lb", reason: "felt easy")),
            .decision(JournalDecision(date: second, verdict: .reject, exercise: "Squat (Barbell)", change: "+10lb")),
            .pain(PainFlag(date: second, bodyPart: "right shoulder", severity: .moderate, resolvedDate: resolved)),
            .session(sessions[1]),
        ]
        #expect(
            JournalRenderer().render(entries) == """
                2026-11-18
                  mood great

                2026-11-20 accept bench +5lb "felt easy"
                2026-11-20 reject "Squat (Barbell)" +10lb
                2026-11-20 pain "right shoulder" moderate
                2026-11-28 resolved "right shoulder"

                2026-11-20

                """)
    }

    @Test func declarationsListEachNameOnce() {
        #expect(JournalRenderer().declarations(["A", "B \"x\"", "A"]) == "exercise \"A\"\nexercise \"B \\\"x\\\"\"\n")
    }
}

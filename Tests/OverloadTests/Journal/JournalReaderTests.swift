import Overload
import OverloadSyntax
import Testing

/// Journal text becomes the journal model: every session line, set form and dated entry.
@Suite struct JournalReaderTests {
    static let day = LocalDate(year: 2026, month: 11, day: 18)

    @Test func readsTheSessionHeaderAndEveryProperty() throws {
        let reading = JournalText.read("""
            unit kg

            2026-11-18 7:05 "Press" (5/3/1 BBB week 1)
              plan c3f2a9d1b07e
              mood good
              energy high
              soreness mild
              available 1h
              effort 7
              bodyweight 80.5kg
              duration 75m
              note "felt \\"strong\\""
            """)
        #expect(reading.diagnostics.isEmpty)
        let session = try #require(reading.journal.sessions.first)
        #expect(session.date == Self.day)
        #expect(session.time == LocalTime(hour: 7, minute: 5))
        #expect(session.dayName == "Press")
        #expect(session.programReference == "5/3/1 BBB week 1")
        #expect(session.planSnapshotID == "c3f2a9d1b07e")
        #expect(session.mood == .good)
        #expect(session.energy == .high)
        #expect(session.soreness == .mild)
        #expect(session.availableMinutes == 60)
        #expect(session.effort == 7)
        #expect(session.bodyweight == JournalWeight(80.5, .kg))
        #expect(session.durationSeconds == 4500)
        #expect(session.note == "felt \"strong\"")
        #expect(reading.journal.unit == .kg)
    }

    @Test func readsEveryFormOfPerformedSet() throws {
        let reading = JournalText.read("""
            unit lb

            2026-11-18
              press 85x5, 110x9 @ rpe 9.5
              press 70x10x3
              chin-up 10, 8
              chin-up +25lb x 5, -20lb x 8
              dip bw x 12
              curl 10kg x 10
              plank 45s, 1.5min
              run 5km in 25min
              row 2000m in 7:45
              sled push 180x40m
              squat warmup 95x5, 185x5 failure, backoff 140x8, top 200x3, drop 100x10
              bench 100x5, skip note "no time"
              deadlift failure 405x0
            """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message))")
        let exercises = try #require(reading.journal.sessions.first).exercises
        func set(_ load: Double?, _ reps: Int?, unit: MassUnit = .lb) -> SetPerformance {
            SetPerformance(load: load.map { JournalWeight($0, unit) }, reps: reps)
        }
        var amrap = set(110, 9)
        amrap.rpe = 9.5
        #expect(exercises.map(\.name) == [
            "press", "press", "chin-up", "chin-up", "dip", "curl", "plank", "run", "row", "sled push", "squat", "bench",
            "deadlift",
        ])
        #expect(exercises[0].sets == [set(85, 5), amrap])
        #expect(exercises[1].sets == Array(repeating: set(70, 10), count: 3))
        #expect(exercises[2].sets == [set(nil, 10), set(nil, 8)])
        #expect(exercises[3].sets == [
            SetPerformance(load: JournalWeight(25, .lb), isAddedLoad: true, reps: 5),
            SetPerformance(load: JournalWeight(-20, .lb), isAddedLoad: true, reps: 8),
        ])
        #expect(exercises[4].sets == [set(nil, 12)])
        #expect(exercises[5].sets == [set(10, 10, unit: .kg)])
        #expect(exercises[6].sets == [SetPerformance(timeSeconds: 45), SetPerformance(timeSeconds: 90)])
        #expect(exercises[7].sets == [SetPerformance(timeSeconds: 1500, distanceMetres: 5000)])
        #expect(exercises[8].sets == [SetPerformance(timeSeconds: 465, distanceMetres: 2000)])
        #expect(exercises[9].sets == [SetPerformance(load: JournalWeight(180, .lb), distanceMetres: 40)])
        #expect(exercises[10].sets.map(\.kind) == [.warmup, .failure, .backoff, .top, .drop])
        #expect(exercises[11].sets == [set(100, 5), SetPerformance(isSkipped: true, note: "no time")])
        #expect(exercises[12].sets == [SetPerformance(kind: .failure, load: JournalWeight(405, .lb), reps: 0)])
    }

    @Test func readsOverridesAndPainFlagsInASession() throws {
        let reading = JournalText.read("""
            unit kg

            2026-11-18
              override -10% weight "slept badly"
              override -30% volume
              override skip dumbbell row "no time"
              override skip "Zottman Curl"
              pain "right shoulder" moderate bench press
              pain knee mild
            """)
        // Only the undeclared "Zottman Curl" is worth a word: an unknown name is a warning.
        #expect(JournalText.codes(reading) == ["W0401"])
        #expect(reading.diagnostics.first?.message == "unknown exercise 'Zottman Curl'")
        let session = try #require(reading.journal.sessions.first)
        #expect(session.overrides == [
            .weightPercent(-10, reason: "slept badly"), .volumePercent(-30, reason: nil),
            .skipExercise("dumbbell row", reason: "no time"), .skipExercise("Zottman Curl", reason: nil),
        ])
        let day = try #require(Self.day)
        #expect(session.painFlags == [
            PainFlag(date: day, bodyPart: "right shoulder", severity: .moderate, exercise: "bench press"),
            PainFlag(date: day, bodyPart: "knee", severity: .mild),
        ])
    }

    @Test func readsDatedEntriesAndResolvesPainByBodyPart() throws {
        let reading = JournalText.read("""
            2026-11-20 accept bench press +5lb "felt easy"
            2026-11-20 reject squat +10lb
            2026-11-20 defer deadlift +1 set
            2026-11-21 pain "Right Shoulder" moderate
            2026-11-22 note "deload week starts"
            2026-11-22 bodyweight 80.5kg
            2026-11-28 resolved "right shoulder"
            """)
        #expect(reading.diagnostics.isEmpty)
        let journal = reading.journal
        let decisions = journal.decisions
        #expect(decisions.map(\.verdict) == [.accept, .reject, .defer])
        #expect(decisions.map(\.exercise) == ["bench press", "squat", "deadlift"])
        #expect(decisions.map(\.change) == ["+5lb", "+10lb", "+1 set"])
        #expect(decisions.map(\.reason) == ["felt easy", nil, nil])
        let resolved = LocalDate(year: 2026, month: 11, day: 28)
        #expect(journal.painFlags.map(\.resolvedDate) == [resolved])
        #expect(journal.entries.count == 7)
        guard case .bodyweight(let reading)? = journal.entries.dropFirst(5).first else {
            Issue.record("expected the bodyweight entry sixth")
            return
        }
        #expect(reading.weight == JournalWeight(80.5, .kg))
    }

    @Test func entriesAreOrderedByDateAndKeepTheirOrderWithinADate() throws {
        let reading = JournalText.read("""
            2026-11-20 "B"

            2026-11-18 "A"

            2026-11-20 accept bench +5lb
            2026-11-18 note "first"
            2026-11-20 note "after B"
            """)
        let dates = reading.journal.entries.map(\.date.description)
        #expect(dates == ["2026-11-18", "2026-11-18", "2026-11-20", "2026-11-20", "2026-11-20"])
        guard case .session(let first) = reading.journal.entries[0], case .note(let note) = reading.journal.entries[1],
            case .session(let third) = reading.journal.entries[2], case .decision = reading.journal.entries[3]
        else {
            Issue.record("unexpected order: \(reading.journal.entries)")
            return
        }
        #expect(first.dayName == "A")
        #expect(note.text == "first")
        #expect(third.dayName == "B")
    }

    @Test func aResolvedLineInsideASessionBecomesAnEntryOfThatDay() throws {
        let reading = JournalText.read("""
            2026-11-18 pain "knee" mild

            2026-11-20
              resolved "knee"
            """)
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.journal.painFlags.first?.resolvedDate == LocalDate(year: 2026, month: 11, day: 20))
    }

    @Test func declaredNamesAreKeptAndNotReportedAsUnknown() throws {
        let reading = JournalText.read("""
            unit kg
            exercise "Zottman Curl"
            exercise "Zottman Curl"

            2026-11-18
              "Zottman Curl" 12x10
              zottman curl 12x10
            """)
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.journal.declaredExercises == ["Zottman Curl"])
    }

    @Test func unknownAndAmbiguousNamesAreWarningsAndTheSetsAreStillRead() throws {
        let text = """
            unit kg

            2026-11-18
              bech press 100x5
              bech press 100x5
              fly 20x10
            """
        let reading = JournalText.read(text)
        #expect(JournalText.codes(reading) == ["W0401", "W0402"])
        let unknown = try #require(reading.diagnostics.first)
        #expect(unknown.label == "did you mean 'bench press'?")
        #expect(JournalText.covered(unknown, in: text) == "bech press")
        #expect(reading.journal.sessions.first?.exercises.count == 3)
    }

    @Test func bareLoadsWithoutAUnitLineAreKilogramsWithOneWarning() throws {
        let reading = JournalText.read("2026-11-18\n  bench 100x5, 100x5\n  squat 120x5\n")
        #expect(JournalText.codes(reading) == ["W0403"])
        #expect(reading.journal.sessions.first?.exercises.first?.sets.first?.load == JournalWeight(100, .kg))
    }

    @Test func programStatementsAreLeftToTheCompiler() throws {
        let reading = JournalText.read("""
            program "P"
            unit kg

            day "A":
              bench 3x5 @ 100kg

            2026-11-18
              bench 100x5
            """)
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.journal.sessions.count == 1)
    }
}

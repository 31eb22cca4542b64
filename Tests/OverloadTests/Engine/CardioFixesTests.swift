import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// Paced sets keep their own paces under a pace rule; a mileage rule on work with no
/// distance is an error with a fix; a journal's distance-only line is the program's cardio
/// exercise when checked against it.
@Suite struct CardioFixesTests {
    static let rowing = """
        weeks 4

        day "Intervals":
          row 2x500m @ 1:45/500m

        day "Steady":
          row 1x6000m @ 2:05/500m

        progress rowing machine: pace -1s every week
        """

    static let madeWeek = """
        2026-01-05 "Intervals"
          row 500m in 1:44, 500m in 1:44
        2026-01-07 "Steady"
          row 6000m in 24:30
        """

    @Test func eachPacedSetKeepsItsOffsetWhenThePaceMoves() {
        let harness = EngineHarness(program: Self.rowing, journal: Self.madeWeek)
        #expect(harness.targets("rowing-machine", on: "2026-01-12", day: "Intervals") == "2 × 500 m @ 1:44 /500m")
        #expect(harness.targets("rowing-machine", on: "2026-01-12", day: "Steady") == "1 × 6 km @ 2:04 /500m")
    }

    @Test func beforeAnyMoveEachSetHasItsPlannedPace() {
        let harness = EngineHarness(program: Self.rowing, journal: """
            2026-01-05 "Intervals"
              row 500m in 1:44, 500m in 1:44
            """)
        #expect(harness.targets("rowing-machine", on: "2026-01-06", day: "Steady") == "1 × 6 km @ 2:05 /500m")
    }

    @Test func theMoveIsScaledToEachPacesDistance() {
        let harness = EngineHarness(program: """
            day "Fast":
              run 1x1km @ 4:00/km
            day "Easy":
              run 1x5km @ 2:50/500m
            progress run: pace -5s
            """, journal: """
            2026-01-05 "Fast"
              run 1km in 3:55
            """)
        // Five seconds a kilometre is 2.5 s a 500 m, rounded to whole seconds.
        #expect(harness.targets("running", on: "2026-01-06", day: "Easy") == "1 × 5 km @ 2:48 /500m")
        #expect(harness.targets("running", on: "2026-01-06", day: "Fast") == "1 × 1 km @ 3:55 /km")
    }

    @Test func aMileageRuleOnALiftIsAnErrorWithALinearRuleAsTheFix() throws {
        let diagnostics = CardioProgressionTests.check("""
            day "A":
              squat 3x5 @ 100kg
            progress squat: mileage +10% every week
            """)
        let error = try #require(diagnostics.first { $0.code == .ruleWorkMismatch })
        #expect(error.severity == .error)
        #expect(error.message == "'mileage' grows distance sets, but squat has none")
        #expect(error.label == "squat is planned for reps with a load")
        #expect(error.fixIts.map(\.replacement) == ["linear +2.5kg"])
    }

    @Test func aMileageRuleOnTimedWorkFixesToATimeStep() throws {
        let diagnostics = CardioProgressionTests.check("""
            day "A":
              plank 3x45s
            progress plank: mileage +10%
            """)
        let error = try #require(diagnostics.first { $0.code == .ruleWorkMismatch })
        #expect(error.fixIts.map(\.replacement) == ["linear +2min"])
    }

    @Test func aMileageRuleOnDistanceWorkIsClean() {
        let diagnostics = CardioProgressionTests.check("""
            day "A":
              run 1x5km
            progress run: mileage +10% every week
            """)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
    }

    @Test func aJournalsDistanceLineIsTheProgramsRow() {
        let program = ProgramCompiler.compile(Parser.parse(SourceFile(name: "program.lift", text: """
            day "Steady":
              row 1x6000m
            """)))
        let journalText = """
            2026-01-05 "Steady"
              row 6000m in 25:00
            2026-01-07 "Steady"
              row 60x5x5
            """
        let journal = Parser.parse(SourceFile(name: "journal.lift", text: journalText))
        let diagnostics = ProgramJournalCheck.check(journal, against: program, programName: "Rowing")
        // The distance line is the rowing machine the program prescribes; `row 5x5` is the
        // barbell row, which it does not.
        #expect(diagnostics.map(\.code) == [.journalUnprescribedExercise])
        #expect(diagnostics.first?.message == "Rowing never prescribes row")
        #expect(diagnostics.first?.range.start == CompilerTest.range(of: "row", in: journalText, occurrence: 2)?.start)
    }

    @Test func aJournalMayNameADayRenamedInEveryWeekByTheProgramsName() {
        let program = ProgramCompiler.compile(Parser.parse(SourceFile(name: "program.lift", text: """
            day "Heavy":
              squat 3x5 @ 150kg
            week 1:
              day "Heavy" as "Test day"
            """)))
        let journal = Parser.parse(SourceFile(name: "journal.lift", text: """
            2026-01-05 "Heavy"
              squat 150x5x3
            2026-01-07 "Test day"
              squat 150x5x3
            2026-01-09 "Light"
              squat 150x5x3
            """))
        let diagnostics = ProgramJournalCheck.check(journal, against: program, programName: "Test")
        #expect(diagnostics.map(\.message) == ["Test has no day \"Light\""])
    }
}

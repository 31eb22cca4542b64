import Overload
import OverloadEngine
import OverloadSyntax
import OverloadTestSupport
import Testing

/// `overhead press (volume) 3x8`: a labelled use of an exercise is the exercise (one history,
/// one one-rep max) with a progression of its own.
@Suite struct LabelledUseTests {
    static let program = """
        program "Press Twice"
        unit kg
        1rm overhead press 60kg

        day "A":
          overhead press 5x5 @ 80%
          overhead press (volume) 3x8 @ 60%

        progress overhead press: linear +2.5kg
        progress overhead press (volume): double 8-12 +2.5kg

        """

    static let journal = """
        unit kg

        2026-11-02 "A"
          overhead press 47.5x5x5
          overhead press (volume) 35x12x3

        2026-11-04 "A"
          overhead press 50x5x5
          ohp (volume) 37.5x8x3

        """

    @Test func aLabelledUseIsItsParentWithItsOwnID() throws {
        let compiled = CompilerTest.compile(Self.program)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
        let exercises = try #require(compiled.snapshot.weeks.first?.days.first?.exercises)
        #expect(exercises.map(\.exerciseID) == ["overhead-press", "overhead-press/volume"])
        #expect(exercises.map(\.name) == ["overhead press", "overhead press (volume)"])
        // 60% of the overhead press's own 1RM: one max for both uses.
        #expect(exercises[1].sets.first?.load?.exact == 36)
        let use = try #require(compiled.catalog.exercise(id: "overhead-press/volume"))
        #expect(use.parentID == "overhead-press")
        #expect(use.historyID == "overhead-press")
        #expect(use.role == "volume")
        #expect(compiled.catalog.roles(of: "overhead-press").map(\.id) == ["overhead-press/volume"])
    }

    @Test func eachUseHasItsOwnRuleWithoutADuplicateRuleError() {
        let compiled = CompilerTest.compile(Self.program)
        #expect(!compiled.diagnostics.contains { $0.code == .duplicateRule })
        #expect(compiled.progressions.count == 2)
    }

    @Test func eachUseProgressesApart() {
        let harness = EngineHarness(program: Self.program, journal: Self.journal)
        // The heavy lines made every set twice: +2.5 kg a session.
        #expect(harness.targets("overhead-press", on: "2026-11-06") == "5 × 5 @ 52.5 kg")
        // The volume line reached 12 reps, took the load up, and is now one rep on at 37.5 kg;
        // the journal's `ohp (volume)` is the same use.
        #expect(harness.targets("overhead-press/volume", on: "2026-11-06") == "3 × 9-12 @ 37.5 kg")
    }

    @Test func theUsesShareOneMax() {
        // No 1RM given: the volume line's 60% comes from the e1RM of the heavy lines.
        let program = """
            unit kg
            day "A":
              squat 1x5 @ 100kg
              squat (volume) 3x10 @ 60%

            """
        let journal = "unit kg\n\n2026-11-02 \"A\"\n  squat 100x5\n"
        let harness = EngineHarness(program: program, journal: journal)
        // Epley: 100 x (1 + 5/30) = 116.7, and 60% of it is 70 kg.
        #expect(harness.targets("back-squat/volume", on: "2026-11-04") == "3 × 10 @ 70 kg")
    }

    @Test func aLabelOnAnUnknownExerciseIsTheUnknownExercise() {
        let text = "unit kg\nday \"A\":\n  sqaut (volume) 3x10 @ 60kg\n"
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.map(\.code) == [.unknownExercise])
        #expect(compiled.diagnostics.first?.fixIts.first?.replacement == "squat")
    }

    @Test func theJournalReadsAUseTheProgramNamesWithoutW0411() {
        let journal = "unit kg\n\n2026-11-02 \"A\"\n  \"overhead press (volume)\" 35x12x3\n  \"squat (pump)\" 60x20\n"
        let source = SourceFile(name: "journal.lift", text: journal)
        let reading = JournalReader().read(source)
        #expect(reading.diagnostics.filter { $0.code == .journalQualifierDropped }.count == 2)
        let names = ProgramExerciseNames(CompilerTest.compile(Self.program).snapshot)
        let kept = names.preferringProgramNames(reading.diagnostics, in: source).filter { $0.code == .journalQualifierDropped }
        // The program's use is read as that use; the undeclared `squat (pump)` is still said.
        #expect(kept.map { source.text($0.range) } == ["\"squat (pump)\""])
    }

    @Test func anUnquotedLabelIsNoDroppedWord() {
        let reading = JournalReader().read(SourceFile(name: "journal.lift", text: "unit kg\n\n2026-11-02\n  squat (pump) 60x20\n"))
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message))")
    }

    @Test func aLabelTheProgramLacksIsW0417WithTheClosestUse() throws {
        let text = Self.program + "\n2026-11-02 \"A\"\n  overhead press (volum) 35x12x3\n  overhead press (pump) 20x20\n"
        let parsed = Parser.parse(SourceFile(name: "both.lift", text: text))
        let warnings = ProgramJournalCheck.check(parsed, against: CompilerTest.compile(Self.program), programName: "\"Press Twice\"")
        #expect(warnings.map(\.code) == [.journalUnknownLabel, .journalUnknownLabel])
        #expect(warnings.first?.fixIts.first?.replacement == "overhead press (volume)")
        #expect(warnings.last?.fixIts.isEmpty == true)
        #expect(warnings.last?.message == "the program has no use of overhead press labelled 'pump'")
    }
}

/// The compiler's word on names around labelled uses: a max given to one use, a rule that
/// names the lift or a misspelled use where the days write a labelled one.
@Suite struct LabelledUseCompilerTests {
    @Test func aMaxGivenToAUseIsE0121WithTheLiftAsItsFix() {
        let compiled = CompilerTest.compile("unit kg\n1rm squat (heavy) 140kg\nday \"A\":\n  squat (heavy) 3x5 @ 80%\n")
        let error = compiled.diagnostics.first { $0.code == .maxOfLabelledUse }
        #expect(error?.fixIts.first?.replacement == "squat")
        #expect(error?.fixIts.first?.isSafe == true)
    }

    @Test func aRuleOnTheLiftWhereTheDaysLabelItOffersTheUse() {
        let text = "unit kg\nday \"A\":\n  squat (heavy) 3x5 @ 100kg\n\nprogress squat: linear +2.5kg\nprogress squat (haevy): linear +5kg\n"
        let warnings = CompilerTest.compile(text).diagnostics.filter { $0.code == .ruleWithoutExercise }
        #expect(warnings.count == 2)
        #expect(warnings.map { $0.fixIts.first?.replacement } == ["squat (heavy)", "squat (heavy)"])
    }

    @Test func aRuleOnALiftNoDayNamesKeepsThePlainWarning() {
        let warnings = CompilerTest.compile("unit kg\nday \"A\":\n  bench 3x5 @ 60kg\n\nprogress squat (heavy): linear +2.5kg\n")
            .diagnostics.filter { $0.code == .ruleWithoutExercise }
        #expect(warnings.count == 1)
        #expect(warnings.first?.fixIts.isEmpty == true)
    }
}

/// `overload log` writes a labelled use the way a lifter writes it, bare, so that reading the
/// journal back gives the same use; an app's equipment in parentheses stays quoted.
@Suite struct LabelledUseRenderingTests {
    @Test func aLabelledUseIsWrittenBare() {
        let renderer = JournalRenderer()
        #expect(renderer.exerciseName("bench (volume)") == "bench (volume)")
        #expect(renderer.exerciseName("overhead press (tier two)") == "overhead press (tier two)")
    }

    @Test func equipmentOrCapitalsInParenthesesStayQuoted() {
        let renderer = JournalRenderer()
        #expect(renderer.exerciseName("bench press (barbell)") == "\"bench press (barbell)\"")
        #expect(renderer.exerciseName("Bench Press (Barbell)") == "\"Bench Press (Barbell)\"")
        #expect(renderer.exerciseName("squat ()") == "\"squat ()\"")
        #expect(renderer.exerciseName("squat(volume)") == "\"squat(volume)\"")
    }
}

/// `bench (Heavy)`: a label keeps the case it is written in, and is the same use whatever its
/// case.
@Suite struct CapitalisedLabelTests {
    @Test func aCapitalisedLabelIsReadAsALabelAsWritten() throws {
        let parsed = Parser.parse(SourceFile(name: "journal.lift", text: "unit kg\n\n2026-11-02\n  bench (Heavy) 100x5\n"))
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.message))")
        let reading = JournalReader().read(SourceFile(name: "journal.lift", text: "unit kg\n\n2026-11-02\n  bench (Heavy) 100x5\n"))
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message))")
        #expect(reading.journal.sessions.first?.exercises.map(\.name) == ["bench (Heavy)"])
    }

    @Test func historyKeepsTheFirstSpellingAndCountsEveryCaseAsOneUse() throws {
        let text = "unit kg\n\n2026-11-02\n  bench (Heavy) 100x5\n  bench 80x8\n\n2026-11-04\n  bench (heavy) 102.5x5\n"
        let history = TrainingHistory(JournalReader().read(SourceFile(name: "journal.lift", text: text)).journal)
        let bench = try #require(history.exercises.first)
        #expect(history.exercises.count == 1)
        #expect(bench.uses.map(\.label) == [nil, "Heavy"])
        #expect(bench.uses.last?.sessions == 2)
        #expect(bench.uses.last?.latestTop == 102.5)
    }

    @Test func aProgramsUseIsOneWhateverTheCaseOfItsLabel() throws {
        let text = """
            unit kg
            1rm bench 100kg

            day "A":
              bench (Heavy) 3x5 @ 80%

            day "B":
              bench (heavy) 3x5 @ 85%

            progress bench (HEAVY): linear +2.5kg

            """
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
        let plan = compiled.snapshot
        let ids = plan.weeks.flatMap(\.days).flatMap(\.exercises).map(\.exerciseID)
        #expect(Set(ids) == ["bench-press/heavy"])
        #expect(plan.weeks.first?.days.first?.exercises.first?.name == "bench (Heavy)")
    }

    @Test func aCapitalisedLabelIsWrittenBareSoItIsReadBackAsALabel() {
        let renderer = JournalRenderer()
        #expect(renderer.exerciseName("bench (Heavy)") == "bench (Heavy)")
        #expect(renderer.exerciseName("bench (Barbell)") == "\"bench (Barbell)\"")
        #expect(renderer.exerciseName("Bench (Heavy)") == "\"Bench (Heavy)\"")
    }
}

import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// The coach's answers where defaults, caps and rules meet situations off the main paths:
/// caps together, the equipment's ends, old circumstances, imported histories.
@Suite struct UnusualSituationTests {
    func next(_ program: String, _ journal: String, on date: String, _ circumstances: SessionCircumstances = SessionCircumstances())
        -> NextSession? {
        let harness = EngineHarness(program: program, journal: journal)
        let evaluator = Evaluator(program: harness.program, registry: StandardPlugins.registry)
        return evaluator.evaluate(harness.journal, on: LocalDate(iso: date)!, circumstances: circumstances).next
    }

    func exercise(_ next: NextSession?, _ id: String) -> ExerciseTargets? {
        next?.exercises.first { $0.prescription.exerciseID == id }
    }

    static let deloadProgram = """
        unit kg
        weeks 4
        week 4 deload
        day "A":
          squat 3x5 @ 100kg
          bench 3x5 @ 80kg rpe 9
        progress squat: linear +2.5kg
        """

    static let threeWeeks = """
        unit kg

        2026-03-02 "A"
          squat 100x5x3
          bench 80x5x3
        2026-03-09 "A"
          squat 102.5x5x3
          bench 80x5x3
        2026-03-16 "A"
          squat 105x5x3
          bench 80x5x3

        """

    @Test func aModeratePainFlagInADeloadWeekKeepsTheWeeksStricterCap() throws {
        let session = next(Self.deloadProgram, Self.threeWeeks + "2026-03-20 pain \"knee\" moderate\n", on: "2026-03-23")
        #expect(session?.calendar.rpeCap == 7)
        let squat = try #require(exercise(session, "back-squat"))
        #expect(squat.prescription.sets.allSatisfy { $0.rpe == 7 }, "the deload week's cap of 7 is stricter than the flag's 8")
        #expect(squat.warnings.first?.hasSuffix("never over the week's cap of 7") == true)
    }

    @Test func painAndLowReadinessTogetherTakeTheStrictestCapNotBoth() throws {
        let program = "unit kg\nday \"A\":\n  bench 3x5 @ 80kg rpe 8\n"
        let plain = next(program, "unit kg\n\n2026-03-01 pain \"chest\" moderate\n", on: "2026-03-02")
        #expect(exercise(plain, "bench-press")?.prescription.sets.map(\.rpe) == [7, 7, 7])
        let tired = next(program, "unit kg\n\n2026-03-01 pain \"chest\" moderate\n", on: "2026-03-02",
                         SessionCircumstances(energy: .low))
        #expect(exercise(tired, "bench-press")?.prescription.sets.map(\.rpe) == [7, 7, 7],
                "both caps are one under the target of 8: together they are 7, not 6")
    }
}

/// The equipment's ends: a target it cannot make, a reason that quotes a load nobody lifted,
/// a logged load above what the gym is thought to have.
@Suite struct EquipmentLimitTests {
    static let program = """
        unit kg
        day "A":
          dumbbell bench press 3x8-12 @ 45kg
        progress dumbbell bench press: double 8-12 +5kg
        """

    static let journal = """
        unit kg

        2026-03-02 "A"
          dumbbell bench press 45x12x3
        2026-03-04 "A"
          dumbbell bench press 50x12x3
        2026-03-06 "A"
          dumbbell bench press 50x12x3
        2026-03-09 "A"
          dumbbell bench press 55x8x3

        """

    func evaluate(_ program: String = Self.program, _ journal: String = Self.journal) -> NextSession? {
        EngineHarness(program: program, journal: journal).evaluate(on: "2026-03-10").next
    }

    @Test func aTargetBeyondTheAssumedGymsDumbbellsIsAWarningThatNamesTheGym() throws {
        let bench = try #require(evaluate()?.exercises.first)
        #expect(bench.prescription.sets.first?.load?.loadable == 50)
        let warning = try #require(bench.warnings.first)
        #expect(warning.contains("60 kg is beyond the dumbbells (2.5 kg to 50 kg) of the standard kg gym"))
        #expect(warning.contains("assumed: the program has no `equipment:` block"))
        #expect(warning.contains("the target is 50 kg"))
        #expect(warning.contains("`dumbbells 2.5kg..60kg by 2.5kg`"))
    }

    @Test func aReasonQuotesTheLoadLiftedNotTheRulesLoad() throws {
        let bench = try #require(evaluate()?.exercises.first)
        #expect(bench.reasons.first == "2026-03-09: reps 8 -> 9: every work set made 8 reps at 55 kg; the top is 12",
                "55 kg was lifted; the rule's 60 kg was not")
    }

    @Test func aLoggedLoadAboveTheGymSuggestsTheEquipmentLine() throws {
        let program = Self.program.replacingOccurrences(of: "double 8-12 +5kg", with: "double 8-12 +2.5kg")
        let journal = "unit kg\n\n2026-03-02 \"A\"\n  dumbbell bench press 45x9x3\n2026-03-04 \"A\"\n  dumbbell bench press 55x9x3\n"
        let bench = try #require(evaluate(program, journal)?.exercises.first)
        #expect(bench.warnings.contains { $0.contains("55 kg was lifted, beyond the dumbbells (2.5 kg to 50 kg)")
            && $0.contains("`dumbbells 2.5kg..55kg by 2.5kg`") })
    }

    @Test func aGymThatMakesTheLoadSaysNothing() throws {
        let program = "unit kg\nequipment:\n  dumbbells 2.5kg..80kg by 2.5kg\n" + Self.program.dropFirst("unit kg\n".count)
        let bench = try #require(evaluate(String(program))?.exercises.first)
        #expect(bench.prescription.sets.first?.load?.loadable == 55, "50 kg logged against 55 kg on 03-06 was a miss")
        #expect(bench.warnings.isEmpty)
    }
}

/// Histories that do not follow the program (an import), old circumstances, a flag's reach.
@Suite struct OldCircumstanceTests {
    static let program = """
        unit kg
        day "A":
          deadlift 1x5 @ 140kg
          romanian deadlift 3x8 @ 100kg
          squat 3x5 @ 120kg
          bench 3x5 @ 80kg
        """

    func next(_ journal: String, on date: String, program: String = Self.program) -> NextSession? {
        EngineHarness(program: program, journal: "unit kg\n\n" + journal).evaluate(on: date).next
    }

    func exercise(_ next: NextSession?, _ id: String) -> ExerciseTargets? {
        next?.exercises.first { $0.prescription.exerciseID == id }
    }

    @Test func aSevereLowerBackFlagActsOnEveryLiftThatLoadsTheLowerBackAndSaysWhatItLeft() throws {
        let session = next("2026-03-01 pain \"lower back\" severe deadlift\n", on: "2026-03-03")
        #expect(exercise(session, "deadlift") == nil, "the named lift is replaced")
        let rdl = try #require(exercise(session, "romanian-deadlift"))
        #expect(rdl.prescription.sets.allSatisfy { $0.rpe == 8 }, "the lower back is a secondary muscle of the RDL: capped")
        #expect(rdl.warnings.first?.contains("(it loads the lower back less)") == true)
        #expect(exercise(session, "back-squat")?.prescription.sets.allSatisfy { $0.rpe == 8 } == true)
        #expect(exercise(session, "bench-press")?.warnings.isEmpty == true)
        let line = try #require(session?.circumstances.first { $0.hasPrefix("severe pain in lower back") })
        #expect(line.contains("replaced deadlift by"))
        #expect(line.contains("RPE capped on romanian deadlift and squat"))
        #expect(line.hasSuffix("bench unchanged (it does not load it)"))
    }

    @Test func aLongGapIsNamedWithTheReturnAndTheFirstSessionsMissDoesNotCount() throws {
        let program = "unit kg\nday \"A\":\n  squat 3x5 @ 100kg\nprogress squat: linear +2.5kg\n"
        let journal = "2026-01-05 \"A\"\n  squat 100x5x3\n"
        let back = try #require(next(journal, on: "2026-04-06", program: program))
        #expect(exercise(back, "back-squat")?.prescription.sets.first?.load?.loadable == 102.5, "offered, not applied")
        #expect(back.circumstances.first == "13 weeks since the last session (2026-01-05): start the first session back 30% lighter "
            + "(`--override '-30% weight'`, or log `override -30% weight`); a miss at the plan's own targets on that session does not "
            + "count against them")
        let soon = next(journal, on: "2026-01-30", program: program)
        #expect(soon?.circumstances.isEmpty == true, "under four weeks off is no layoff")
        let harness = EngineHarness(program: program, journal: "unit kg\n\n" + journal + "2026-04-06 \"A\"\n  squat 72.5x5x3\n")
        let step = try #require(harness.evaluate(on: "2026-04-07").steps["back-squat"]?.last)
        #expect(step.changes.last?.after == "kept")
        #expect(step.changes.last?.reason.contains("the return from a layoff does not count") == true)
        #expect(Layoff.percentOff(afterDays: 27) == nil)
        #expect(Layoff.percentOff(afterDays: 28) == 10)
        #expect(Layoff.percentOff(afterDays: 56) == 20)
        #expect(Layoff.percentOff(afterDays: 84) == 30)
    }

    /// The gap `next` names is the replay's: a session back after a layoff, part logged, is
    /// still the first one back, counted from the session before it, not zero days from itself.
    @Test func aFirstSessionBackLoggedInPartStillNamesTheLayoff() throws {
        let program = "unit kg\nday \"A\":\n  squat 3x5 @ 100kg\n  bench 3x5 @ 80kg\nprogress squat: linear +2.5kg\n"
        let journal = "2026-01-05 \"A\"\n  squat 100x5x3\n  bench 80x5x3\n2026-04-06 \"A\"\n  squat 72.5x5x3\n"
        let partway = try #require(next(journal, on: "2026-04-06", program: program))
        #expect(partway.circumstances.first?.hasPrefix("13 weeks since the last session (2026-01-05): start the first session back 30% lighter") == true,
                "\(partway.circumstances)")
    }

    /// The first session back is judged against the return's lighter targets even when a
    /// later session follows it: its gap is counted from the session before it, not from
    /// the one after (the replay holds a session for its later parts before judging it).
    @Test func aReturnFollowedByAnotherSessionIsStillJudgedAsTheReturn() throws {
        let program = "unit kg\nday \"A\":\n  squat 3x5 @ 100kg\nprogress squat: linear +2.5kg\n"
        let journal = "unit kg\n\n2026-01-05 \"A\"\n  squat 100x5x3\n2026-04-06 \"A\"\n  squat 72.5x5x3\n"
            + "2026-04-08 \"A\"\n  squat 100x5x3\n"
        let steps = try #require(EngineHarness(program: program, journal: journal).evaluate(on: "2026-04-09").steps["back-squat"])
        let back = try #require(steps.first { $0.date == LocalDate(iso: "2026-04-06") })
        #expect(back.changes.last?.after == "kept")
        #expect(back.changes.last?.reason.contains("the return from a layoff does not count") == true, "\(back.changes)")
    }

    @Test func aModerateFlagAgesOutAfterFourWeeksAndASevereOneAsksToBeResolved() throws {
        let aged = next("2026-01-01 pain \"knee\" moderate\n2026-03-30 \"A\"\n  bench 80x5x3\n", on: "2026-04-01")
        #expect(exercise(aged, "back-squat")?.warnings.isEmpty == true)
        #expect(aged?.circumstances.contains { $0.hasPrefix("moderate pain in knee (2026-01-01) is 12 weeks old and no longer changes targets") } == true)
        let recent = next("2026-03-20 pain \"knee\" moderate\n2026-03-30 \"A\"\n  bench 80x5x3\n", on: "2026-04-01")
        #expect(exercise(recent, "back-squat")?.warnings.isEmpty == false)
        let severe = next("2026-01-01 pain \"lower back\" severe deadlift\n2026-03-30 \"A\"\n  bench 80x5x3\n", on: "2026-04-01")
        #expect(exercise(severe, "deadlift") == nil, "a severe flag still acts")
        #expect(severe?.circumstances.contains { $0.hasSuffix("if it has passed, write `2026-04-01 resolved \"lower back\"`") } == true)
    }

    @Test func anImportedHistoryGivesTheLatestPerformanceAndOneLineAboutStart() throws {
        let program = "unit kg\nday \"A\":\n  squat 3x5\nprogress squat: linear +2.5kg\n"
        var journal = ""
        for week in 0..<10 {
            journal += "2026-0\(1 + week / 4)-\(10 + week % 4 * 5) \"Leg Day\"\n  squat \(60 + week * 5)x5x3\n"
        }
        let session = try #require(next(journal, on: "2026-03-20", program: program))
        let squat = try #require(exercise(session, "back-squat"))
        #expect(squat.prescription.sets.first?.load?.loadable == 105, "the latest session's 105 kg, not the first's 60 kg (five days later: no layoff)")
        #expect(squat.reasons.first?.hasPrefix("the latest performance, 105 kg on 2026-03-15") == true)
        #expect(squat.warnings.isEmpty)
        let text = NextText().render(session, programName: "", unit: .kg)
        #expect(text.hasSuffix("""
              Not placed in the program
                10 sessions from 2026-01-10 to 2026-03-15 do not follow the program's days: they count as history only \
            (e1RMs, each rule's starting load); if the program begins after them, write `start 2026-03-16` in it

            """))
    }
}

/// Calibration that the equipment cannot act on, a rule's range over the plan's, an automatic
/// deload's cap, the next target of a lift the next session does not hold, days not logged.
@Suite struct QuietRuleTests {
    @Test func aHalvingTheEquipmentCannotMakeIsSaidWithWhatWouldMakeIt() throws {
        let program = OutcomeTests.program().replacingOccurrences(of: "round 2.5lb\n", with: "")
        let harness = EngineHarness(program: program, journal: OutcomeTests.journal(OutcomeTests.firstSession + """
            2026-03-04 "Push"
              bench 140x10, 140x9, 140x7
            2026-03-06 "Push"
              bench 140x10x3
            """))
        let evaluation = harness.evaluate(on: "2026-03-07")
        let calibration = try #require(evaluation.coaching.calibration["bench-press"])
        #expect(calibration.step == 5, "the standard pound gym's smallest jump")
        #expect(calibration.reason.hasPrefix("halved to 2.5 lb, which the equipment's 5 lb steps cannot make: add 1.25 lb plates to use it"))
        let change = try #require(evaluation.steps["bench-press"]?[1].changes.first { $0.what == "next increase" })
        #expect(change.before == "5 lb" && change.after == "5 lb", "said even though no number changes")
        #expect(evaluation.coaching.open.first?.reason.contains("the next increase stays 5 lb") == true)
    }

    @Test func aRulesRangeOverAnotherOnThePlansLineIsAWarningAtCheck() throws {
        let program = EngineHarness(program: "day \"A\":\n  curl 3x10-15 @ 10kg\nprogress curl: double 8-12\n", journal: "").program
        let warning = try #require(program.diagnostics.first { $0.code == .ruleRangeReplacesPlan })
        #expect(warning.message == "the rule's 8-12 replaces the 10-15 the plan writes for curl")
        let same = EngineHarness(program: "day \"A\":\n  curl 3x8-12 @ 10kg\nprogress curl: double 8-12\n", journal: "").program
        #expect(!same.diagnostics.contains { $0.code == .ruleRangeReplacesPlan })
        let exact = EngineHarness(program: "day \"A\":\n  curl 3x10 @ 10kg\nprogress curl: double 8-12\n", journal: "").program
        #expect(!exact.diagnostics.contains { $0.code == .ruleRangeReplacesPlan }, "exact reps take the rule's range, as documented")
    }

    @Test func aModeratePainFlagInAnAutomaticDeloadWeekKeepsItsCap() throws {
        let program = "unit kg\nday \"A\":\n  squat 3x5 @ 100kg\nprogress squat: linear +2.5kg, deload every 4 weeks\n"
        let journal = "unit kg\n\n2026-03-02 \"A\"\n  squat 100x5x3\n2026-03-09 \"A\"\n  squat 102.5x5x3\n"
            + "2026-03-16 \"A\"\n  squat 105x5x3\n2026-03-21 pain \"knee\" moderate\n"
        let next = EngineHarness(program: program, journal: journal).evaluate(on: "2026-03-23").next
        let squat = try #require(next?.exercises.first)
        #expect(squat.rpeCap == 7)
        #expect(squat.prescription.sets.allSatisfy { $0.rpe == 7 })
    }

    static let twoDays = """
        unit kg
        weeks 2
        day "Upper":
          bench 3x5 @ 80kg
        day "Lower":
          squat 3x5 @ 100kg
        progress squat: linear +2.5kg
        """

    @Test func explainGivesTheNextTargetOfALiftOnALaterDayAndItsDay() throws {
        let harness = EngineHarness(program: Self.twoDays, journal: "unit kg\n\n2026-03-02 \"Lower\"\n  squat 100x5x3\n")
        let evaluation = harness.evaluate(on: "2026-03-03")
        #expect(evaluation.next?.calendar.day == "Upper")
        let squat = try #require(evaluation.nextTargets(of: "back-squat"))
        #expect(squat.falls?.day == "Lower" && squat.falls?.week == 2)
        #expect(ExplainText.targets(squat.prescription.sets, unit: .kg) == "3 × 5 @ 102.5 kg")
        let text = ExplainText().render(name: "squat", steps: [], rule: nil, next: squat, unit: .kg)
        #expect(text.contains("\nNext (Lower · cycle 1 week 2): 3 × 5 @ 102.5 kg\n"))
        #expect(harness.evaluate(on: "2026-03-03").nextTargets(of: "bench-press")?.falls?.day == "Upper")
    }

    @Test func aDayPassedOverIsNamedNotLogged() throws {
        let harness = EngineHarness(program: Self.twoDays, journal: "unit kg\n\n2026-03-02 \"Lower\"\n  squat 100x5x3\n")
        let evaluation = harness.evaluate(on: "2026-03-03")
        #expect(evaluation.notLogged.map(\.text) == ["cycle 1 week 1 Upper: not logged (passed on 2026-03-02)"])
        let next = try #require(evaluation.next)
        #expect(NextText().render(next, programName: "", unit: .kg)
            .hasSuffix("\n  Not logged\n    cycle 1 week 1 Upper: not logged (passed on 2026-03-02)\n"))
    }
}

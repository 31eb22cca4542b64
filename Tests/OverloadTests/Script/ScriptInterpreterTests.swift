import Overload
import Testing

/// Script progressions run: the names and functions docs/language.md promises, loads with
/// units summed exactly, and every change explained by the script line behind it.
@Suite struct ScriptInterpreterTests {
    static let squatDay = """
        unit kg
        day "A":
          squat 3x5 @ 100kg, 1x5+ @ 100kg

        """

    @Test func amrapTrainingMaxFromTheExamples() throws {
        let program = """
            unit kg
            1rm squat 140kg
            tm = 90% of 1rm
            use "plugins/amrap-tm.lift"
            day "A":
              squat 3x5 @ 85%, 1x5+ @ 85%
            progress squat: amrap_tm(step = 5kg)

            """
        let journal = """
            unit kg
            2026-11-02 "A"
              squat 107.5x5x3, 107.5x8
            2026-11-04 "A"
              squat 112.5x5x3, 112.5x2
            2026-11-06 "A"
              squat 100x5x3, 100x4

            """
        let scenario = try ScriptScenario(program: program, journal: journal)
        #expect(scenario.diagnostics == [])
        // 90% of 140 kg is 126 kg; +5 kg; then 10% off 131 kg is 117.9 kg exactly; 4 reps hold it.
        #expect(scenario.steps("back-squat") == [
            ["tm 126 kg -> 131 kg: amrap-tm.lift:9: tm += step"],
            ["tm 131 kg -> 117.9 kg: amrap-tm.lift:10: tm -= 10%"],
            [],
        ])
        // 85% of 117.9 kg is 100.215 kg, loaded as 100 kg.
        #expect(scenario.next("back-squat") == ["5 @ 100", "5 @ 100", "5 @ 100", "5+ @ 100"])
    }

    @Test func repGoalFromTheExamplesKeepsStateBetweenSessions() throws {
        let program = """
            unit kg
            use "plugins/rep-goal.lift"
            day "A":
              calf raise 3x10 @ 40kg
            progress calf raise: rep_goal(goal = 12)

            """
        let journal = """
            unit kg
            2026-11-02 "A"
              calf raise 40x12, 40x12, 40x11
            2026-11-04 "A"
              calf raise 40x12, 40x12, 40x12

            """
        let scenario = try ScriptScenario(program: program, journal: journal)
        let id = try #require(scenario.evaluation?.next?.exercises.first?.prescription.exerciseID)
        #expect(scenario.steps(id) == [
            ["state.stalls 0 -> 1: rep-goal.lift:20: state.stalls += 1"],
            ["weight 40 kg -> 42.5 kg: rep-goal.lift:14: weight += step", "state.stalls 1 -> 0: rep-goal.lift:15: state.stalls = 0"],
        ])
        #expect(scenario.next(id) == ["10 @ 42.5", "10 @ 42.5", "10 @ 42.5"])
    }

    /// Tenths of a kilogram summed ten times make exactly one kilogram more.
    @Test func loadsAreSummedExactly() throws {
        let program = Self.squatDay + """
            progression creep(step = 0.1kg):
              weight += step
              state.total = weight * 3
            progress squat: creep

            """
        var journal = "unit kg\n"
        for day in 1...10 { journal += "2026-11-\(day < 10 ? "0" : "")\(day) \"A\"\n  squat 100x5x3, 100x5\n" }
        let scenario = try ScriptScenario(program: program, journal: journal)
        let last = try #require(scenario.steps("back-squat").last)
        #expect(last == ["weight 100.9 kg -> 101 kg: rules.lift:5: weight += step",
                         "state.total 302.7 kg -> 303 kg: rules.lift:6: state.total = weight * 3"])
    }

    @Test func namesAndFunctions() throws {
        let program = Self.squatDay + """
            progression probe():
              state.week = week
              state.cycle = cycle
              state.day_a = day == "A"
              state.sets = count(last.sets)
              state.amrap = last.amrap.reps
              state.best = last.best.reps
              state.lowest = last.lowest.reps + 1
              state.e1rm = round(last.e1rm, 1kg)
              state.est = e1rm(100kg, 5)
              state.min = min(3, 1, 2)
              state.max = max(90s, 2min)
              state.floor = floor(7.9)
              state.ceil = ceil(2.5kg * 3, 2kg)
              state.equipment = round(101.2kg)
              state.up = ceil(100.1kg)
              state.down = floor(102.4kg)
              state.share = 100kg / 80kg
              state.percent = 100% - 10%
              state.not = not last.failed and 1 < 2 or false
            progress squat: probe

            """
        let journal = "unit kg\n2026-11-02 \"A\"\n  squat 100x5, 100x6, 90x5, 100x8\n"
        let scenario = try ScriptScenario(program: program, journal: journal)
        let changes = Set(try #require(scenario.steps("back-squat").first))
        let expected: Set<String> = [
            "state.week 0 -> 1: rules.lift:5: state.week = week",
            "state.cycle 0 -> 1: rules.lift:6: state.cycle = cycle",
            "state.day_a 0 -> true: rules.lift:7: state.day_a = day == \"A\"",
            "state.sets 0 -> 4: rules.lift:8: state.sets = count(last.sets)",
            "state.amrap 0 -> 8: rules.lift:9: state.amrap = last.amrap.reps",
            // The third set was done lighter than its target: its reps do not count.
            "state.best 0 -> 8: rules.lift:10: state.best = last.best.reps",
            "state.lowest 0 -> 1: rules.lift:11: state.lowest = last.lowest.reps + 1",
            "state.e1rm 0 -> 127 kg: rules.lift:12: state.e1rm = round(last.e1rm, 1kg)",
            "state.est 0 -> 116.67 kg: rules.lift:13: state.est = e1rm(100kg, 5)",
            "state.max 0 -> 120s: rules.lift:15: state.max = max(90s, 2min)",
            "state.floor 0 -> 7: rules.lift:16: state.floor = floor(7.9)",
            "state.ceil 0 -> 8 kg: rules.lift:17: state.ceil = ceil(2.5kg * 3, 2kg)",
            "state.equipment 0 -> 100 kg: rules.lift:18: state.equipment = round(101.2kg)",
            "state.up 0 -> 102.5 kg: rules.lift:19: state.up = ceil(100.1kg)",
            "state.down 0 -> 100 kg: rules.lift:20: state.down = floor(102.4kg)",
            "state.share 0 -> 1.25: rules.lift:21: state.share = 100kg / 80kg",
            "state.percent 0 -> 90%: rules.lift:22: state.percent = 100% - 10%",
            "state.not 0 -> false: rules.lift:23: state.not = not last.failed and 1 < 2 or false",
            "state.min 0 -> 1: rules.lift:14: state.min = min(3, 1, 2)",
        ]
        #expect(changes.subtracting(expected).sorted() == [])
        #expect(expected.subtracting(changes).sorted() == [])
    }

    /// A session without an AMRAP set has no `last.amrap`: a rule about its reps does not fire.
    @Test func nothingMakesNoRuleFire() throws {
        let program = """
            unit kg
            use "plugins/amrap-tm.lift"
            1rm squat 140kg
            day "A":
              squat 3x5 @ 80%
            progress squat: amrap_tm

            """
        let scenario = try ScriptScenario(program: program, journal: "unit kg\n2026-11-02 \"A\"\n  squat 110x1x3\n")
        #expect(scenario.failures == [])
        #expect(scenario.steps("back-squat") == [[]])
    }

    @Test func repsAndSetsShapeTheTargets() throws {
        let program = """
            unit kg
            day "A":
              curl 3x8-12 @ 15kg
            progression shape():
              reps = 10
              sets = 4
            progress curl: shape

            """
        let scenario = try ScriptScenario(program: program, journal: "unit kg\n2026-11-02 \"A\"\n  curl 15x8x3\n")
        let id = try #require(scenario.evaluation?.next?.exercises.first?.prescription.exerciseID)
        #expect(scenario.next(id) == ["10-12 @ 15", "10-12 @ 15", "10-12 @ 15", "10-12 @ 15"])
    }

    @Test func aScriptThatNamesTheCalendarRunsWhenAWeekBegins() throws {
        let program = """
            unit kg
            weeks 2
            day "A":
              squat 3x5 @ 100kg
            progression weekly(step = 2.5kg):
              if new_week: weight += step
            progress squat: weekly

            """
        let journal = "unit kg\n2026-11-02 \"A\"\n  squat 100x5x3\n2026-11-09 \"A\"\n  squat 102.5x5x3\n"
        let scenario = try ScriptScenario(program: program, journal: journal)
        // The move into week 2 raises it once; so does the move into the next cycle's week 1, for `next`.
        #expect(scenario.steps("back-squat") == [
            [], ["weight 100 kg -> 102.5 kg: rules.lift:6: weight += step"], [],
            ["weight 102.5 kg -> 105 kg: rules.lift:6: weight += step"],
        ])
        #expect(scenario.next("back-squat") == ["5 @ 105", "5 @ 105", "5 @ 105"])
    }

    @Test func divisionByZeroIsLocatedWithItsValues() throws {
        let program = Self.squatDay + """
            progression spread(step = 2.5kg):
              let gap = count(last.sets) - 4
              weight += step / gap
            progress squat: spread

            """
        let scenario = try ScriptScenario(program: program, journal: "unit kg\n2026-11-02 \"A\"\n  squat 100x5x4\n")
        #expect(scenario.failures == ["rules.lift:6:20: [E0608] division by zero in 'step / gap': gap is 0"])
        // The rule's targets stay the plan's.
        #expect(scenario.next("back-squat") == ["5 @ 100", "5 @ 100", "5 @ 100", "5+ @ 100"])
    }

    @Test func aLoadBelowZeroAndValuesOutOfRangeStopTheRun() throws {
        let below = try ScriptScenario(program: Self.squatDay + """
            progression sink():
              weight -= 150kg
            progress squat: sink

            """, journal: "unit kg\n2026-11-02 \"A\"\n  squat 100x5x4\n")
        #expect(below.failures == ["rules.lift:5:3: [E0610] 'weight' would be -50 kg, below zero"])
        let huge = try ScriptScenario(program: Self.squatDay + """
            progression grow():
              state.big = 1000000 * 1000000
            progress squat: grow

            """, journal: "unit kg\n2026-11-02 \"A\"\n  squat 100x5x4\n")
        #expect(huge.failures == ["rules.lift:5:15: [E0609] '1000000 * 1000000' is out of range: '1000000' is 1000000, '1000000' is 1000000"])
    }

    @Test func aStateFieldOfTheWrongKindIsCaughtWhenItRuns() throws {
        let scenario = try ScriptScenario(program: Self.squatDay + """
            progression mix():
              state.word = "heavy"
              weight += state.word
            progress squat: mix

            """, journal: "unit kg\n2026-11-02 \"A\"\n  squat 100x5x4\n")
        #expect(scenario.failures == ["rules.lift:6:3: [E0606] cannot add a word to a load"])
    }

    /// Mistakes only a run can find stop it with a located error, never a crash or a wrapped number.
    @Test(arguments: [
        ("state.a = 1 / (count(last.sets) - 4)", "E0608"),
        ("weight = round(weight, 0kg)", "E0608"),
        ("weight = weight / (100% - 100%)", "E0608"),
        ("reps = 1001", "E0609"),
        ("reps = 2.5", "E0609"),
        ("sets = -1", "E0609"),
        ("weight = -weight", "E0610"),
        ("weight -= 100.5kg", "E0610"),
        ("state.big = 1000000kg + 1kg", "E0609"),
        ("state.t = 99999s * 99999", "E0609"),
        ("weight = weight * 10000 * 10000", "E0609"),
        ("state.e = e1rm(weight, count(last.sets) * 1000)", "E0609"),
        ("state.r = last.sets[count(last.sets) / 3].reps", "E0609"),
    ])
    func hostileScriptsStopWithALocatedError(statement: String, code: String) throws {
        let scenario = try ScriptScenario(program: Self.squatDay + """
            progression hostile():
              \(statement)
            progress squat: hostile

            """, journal: "unit kg\n2026-11-02 \"A\"\n  squat 100x5x4\n")
        #expect(scenario.diagnostics == [])
        #expect(scenario.failures.count == 1)
        #expect(scenario.failures.first?.contains("[\(code)]") == true, "\(scenario.failures)")
    }
}

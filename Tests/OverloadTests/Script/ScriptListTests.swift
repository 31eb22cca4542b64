import Overload
import Testing

/// A session read set by set: `last.sets`, `last.reps`, `last.total`, places in a list,
/// functions of lists, `for` loops, the calendar's places, and `time` kept like `weight`.
@Suite struct ScriptListTests {
    static let day = """
        unit kg
        day "A":
          squat 3x5 @ 100kg, 1x5+ @ 100kg
        day "B":
          squat 3x5 @ 100kg

        """

    @Test func listsAndTheirFunctionsCheckClean() {
        #expect(ScriptCheckerTests.check("""
              let first = last.sets[1]
              if all(last.reps >= 5) and not any(last.reps < 3): weight += step
              state.n = count(last.sets) + count(last.reps >= 5) + last.total + sum(last.reps) + min(last.reps)
              state.heaviest = max(3kg, 4kg) + first.weight
              for set in last.sets:
                let lifted = set.weight * set.reps
                if set.time > 30s or lifted > 500kg: state.n += 1
              state.place = day_in_week + week_in_cycle
              time = min(time + 5s, 120s)

            """) == [])
    }

    @Test func listMistakesAreFoundBeforeTheScriptRuns() {
        #expect(ScriptCheckerTests.check("  let gap = last.sets - 3\n")
            == ["2:13: [E0606] cannot subtract a number from a list of sets ('last.sets' is a list of sets, '3' is a number)"])
        #expect(ScriptCheckerTests.check("  for set in tm:\n    weight += step\n")
            == ["2:14: [E0607] 'for' walks a list, not a load ('tm' is a load)"])
        #expect(ScriptCheckerTests.check("  let r = last.sets[\"one\"]\n")
            == ["2:21: [E0607] a place in a list is a number, not a word ('\"one\"' is a word)"])
        #expect(ScriptCheckerTests.check("  let r = last.sets[1.5]\n")
            == ["2:21: [E0609] a place in a list is a whole number, not 1.5"])
        #expect(ScriptCheckerTests.check("  let r = tm[1]\n") == ["2:11: [E0607] only a list has places, not a load ('tm' is a load)"])
        #expect(ScriptCheckerTests.check("  state.s = sum(last.sets)\n")
            == ["2:13: [E0605] 'sum' takes a list of numbers, loads, percentages, times or distances ('sum(last.reps)'), "
                + "found a list of sets"])
        #expect(ScriptCheckerTests.check("  if all(last.reps): tm += step\n")
            == ["2:6: [E0605] 'all' takes a list of true or false values ('all(last.reps >= 5)'), found a list of numbers"])
        #expect(ScriptCheckerTests.check("  state.c = count(tm)\n") == ["2:13: [E0605] 'count' takes a list, found a load"])
        #expect(ScriptCheckerTests.check("  let r = last.sets[1].rep\n") == ["2:24: [E0602] a set has no field 'rep' (did you mean 'reps'?)"])
        // A loop's name ends with the loop.
        #expect(ScriptCheckerTests.check("  for set in last.sets:\n    let r = set.reps\n  state.r = set.reps\n")
            == ["4:13: [E0601] no name 'set' in this script (did you mean 'sets'?)"])
        #expect(ScriptCheckerTests.check("  time += 5\n")
            == ["2:3: [E0606] cannot add a number to a time ('time' is a time, '5' is a number)"])
    }

    @Test func aSessionReadSetBySet() throws {
        let program = Self.day + """
            progression probe():
              state.count = count(last.sets)
              state.first = last.sets[1].reps
              state.third = last.sets[3].weight
              state.fifth = last.sets[5].reps
              state.zeroth = last.sets[0].reps
              state.reps = sum(last.reps)
              state.total = last.total
              state.fives = count(last.reps >= 5)
              state.all = all(last.reps >= 5)
              state.any = any(last.reps == 8)
              state.least = min(last.reps)
              state.most = max(last.reps)
              let lifted = 0kg
              for set in last.sets:
                lifted += set.weight * set.reps
              state.lifted = lifted
              state.rpe = last.sets[4].rpe
              state.day = day_in_week
              state.week = week_in_cycle
            progress squat: probe

            """
        let journal = "unit kg\n2026-11-02 \"A\"\n  squat 100x5, 100x6, 90x5, 100x8 @ rpe 9\n"
        let scenario = try ScriptScenario(program: program, journal: journal)
        #expect(scenario.diagnostics == [])
        #expect(scenario.failures == [])
        let changes = Set(try #require(scenario.steps("back-squat").first))
        // The third set was done lighter than its target: its reps count 0, as for `last.best`.
        let expected: Set<String> = [
            "state.count 0 -> 4: rules.lift:7: state.count = count(last.sets)",
            "state.first 0 -> 5: rules.lift:8: state.first = last.sets[1].reps",
            "state.third 0 -> 90 kg: rules.lift:9: state.third = last.sets[3].weight",
            "state.reps 0 -> 19: rules.lift:12: state.reps = sum(last.reps)",
            "state.total 0 -> 19: rules.lift:13: state.total = last.total",
            "state.fives 0 -> 3: rules.lift:14: state.fives = count(last.reps >= 5)",
            "state.all 0 -> false: rules.lift:15: state.all = all(last.reps >= 5)",
            "state.any 0 -> true: rules.lift:16: state.any = any(last.reps == 8)",
            "state.most 0 -> 8: rules.lift:18: state.most = max(last.reps)",
            "state.lifted 0 -> 1900 kg: rules.lift:22: state.lifted = lifted",
            "state.rpe 0 -> 9: rules.lift:23: state.rpe = last.sets[4].rpe",
            "state.day 0 -> 1: rules.lift:24: state.day = day_in_week",
            "state.week 0 -> 1: rules.lift:25: state.week = week_in_cycle",
        ]
        // A place past the end (the fifth set, the zeroth) is nothing: the state keeps no value;
        // the least is 0 (the lighter set), which the state already reads.
        #expect(changes == expected, "\(changes.symmetricDifference(expected).sorted())")
    }

    @Test func theCalendarPlacesFollowTheProgram() throws {
        let program = Self.day + """
            progression probe():
              state.day = day_in_week
            progress squat: probe

            """
        let journal = "unit kg\n2026-11-02 \"A\"\n  squat 100x5x4\n2026-11-04 \"B\"\n  squat 100x5x3\n"
        let scenario = try ScriptScenario(program: program, journal: journal)
        #expect(scenario.steps("back-squat") == [
            ["state.day 0 -> 1: rules.lift:7: state.day = day_in_week"],
            ["state.day 1 -> 2: rules.lift:7: state.day = day_in_week"],
        ])
    }

    /// Two days a week over two weeks: the places go 1-1, 1-2, 2-1, 2-2, and back to 1-1 as the
    /// next cycle begins.
    @Test func theWeekInTheCycleStartsOverWithTheCycle() throws {
        let program = """
            unit kg
            weeks 2
            day "A":
              squat 3x5 @ 100kg
            day "B":
              squat 3x5 @ 100kg
            progression probe():
              state.place = week_in_cycle * 10 + day_in_week
            progress squat: probe

            """
        var journal = "unit kg\n"
        for (date, day) in [("02", "A"), ("04", "B"), ("09", "A"), ("11", "B"), ("16", "A")] {
            journal += "2026-11-\(date) \"\(day)\"\n  squat 100x5x3\n"
        }
        let scenario = try ScriptScenario(program: program, journal: journal)
        #expect(scenario.failures == [])
        #expect(scenario.steps("back-squat").map { $0.map { String($0.prefix { $0 != ":" }) } } == [
            ["state.place 0 -> 11"], ["state.place 11 -> 12"], ["state.place 12 -> 21"], ["state.place 21 -> 22"],
            ["state.place 22 -> 11"],
        ])
    }

    @Test func aLoopInsideALoopOverALongSessionStops() throws {
        var body = "  let n = 0\n"
        // The judged sets are the plan's four: 4^10 runs of the innermost line pass a million.
        for depth in 0..<10 { body += String(repeating: "  ", count: depth + 1) + "for s\(depth) in last.sets:\n" }
        body += String(repeating: "  ", count: 11) + "n += 1\n"
        let program = Self.day + "progression deep():\n" + body + "  state.n = n\nprogress squat: deep\n"
        let journal = "unit kg\n2026-11-02 \"A\"\n  squat 100x5x20\n"
        let scenario = try ScriptScenario(program: program, journal: journal)
        #expect(scenario.diagnostics == [])
        #expect(scenario.failures.count == 1)
        #expect(scenario.failures.first?.contains("[E0609] the script ran more than 1000000 statements") == true,
                "\(scenario.failures)")
    }

    /// Distance work: a set's distance, distances in arithmetic, and the state refusing to keep
    /// what it cannot bring back.
    @Test func distancesAreValuesButNotKept() throws {
        #expect(ScriptCheckerTests.check("  let far = sum(last.sets[1].distance + 400m, 1km) / 1mi\n")
            == ["2:13: [E0605] 'sum' takes a list of numbers, loads, percentages, times or distances ('sum(last.reps)'), "
                + "found a distance and a distance"])
        #expect(ScriptCheckerTests.check("  state.far = last.sets[1].distance\n")
            == ["2:15: [E0607] state keeps numbers, loads, percentages, times, true or false and words, not a distance "
                + "('last.sets[1].distance' is a distance)"])
        #expect(ScriptCheckerTests.check("  state.sets = last.sets\n")
            == ["2:16: [E0607] state keeps numbers, loads, percentages, times, true or false and words, not a list of sets "
                + "('last.sets' is a list of sets)"])
        #expect(ScriptCheckerTests.check("  let pace = 5km + 25min\n")
            == ["2:14: [E0606] cannot add a time to a distance ('5km' is a distance, '25min' is a time)"])
        let program = """
            unit kg
            day "A":
              run 5km
            progression distance():
              let ran = last.sets[1].distance
              state.laps = ran / 400m
              state.more = ran + 10% > 5km
              state.miles = round(ran / 1mi, 0.01)
            progress run: distance

            """
        let scenario = try ScriptScenario(program: program, journal: "unit kg\n2026-11-02 \"A\"\n  run 5km in 25min\n")
        #expect(scenario.diagnostics == [])
        #expect(scenario.failures == [])
        #expect(scenario.steps("running") == [[
            "state.laps 0 -> 12.5: rules.lift:6: state.laps = ran / 400m",
            "state.more 0 -> true: rules.lift:7: state.more = ran + 10% > 5km",
            "state.miles 0 -> 3.11: rules.lift:8: state.miles = round(ran / 1mi, 0.01)",
        ]])
    }

    /// A hold grows 5 s a session up to its cap, and after two short sessions goes back to
    /// the shortest hold, to the step below.
    @Test func theHoldLadderGrowsTheTimeUpToItsCap() throws {
        let program = """
            unit kg
            use "plugins/hold-ladder.lift"
            day "A":
              plank 3x30s
            progress plank: hold_ladder(step = 5s, cap = 40s)

            """
        let journal = """
            unit kg
            2026-11-02 "A"
              plank 30s, 30s, 30s
            2026-11-04 "A"
              plank 35s, 35s, 35s
            2026-11-06 "A"
              plank 40s, 40s, 40s
            2026-11-08 "A"
              plank 40s, 38s, 30s
            2026-11-10 "A"
              plank 40s, 37s, 32s

            """
        let scenario = try ScriptScenario(program: program, journal: journal)
        #expect(scenario.diagnostics == [])
        #expect(scenario.failures == [])
        let times = scenario.steps("plank").map { $0.filter { $0.hasPrefix("time") } }
        #expect(times == [
            ["time 30s -> 35s: hold-ladder.lift:12: time = min(time + step, cap)"],
            ["time 35s -> 40s: hold-ladder.lift:12: time = min(time + step, cap)"],
            [], [],
            ["time 40s -> 30s: hold-ladder.lift:20: time = floor(held, step)"],
        ])
        #expect(scenario.next("plank") == ["30 s", "30 s", "30 s"])
    }
}

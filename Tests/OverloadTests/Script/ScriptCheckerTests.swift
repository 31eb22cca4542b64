import Overload
import OverloadEngine
import Testing

/// `overload check` finds a script's mistakes before it runs, each located, with the kinds
/// of the values involved in the message.
@Suite struct ScriptCheckerTests {
    /// The diagnostics of one script as `line:column: [CODE] message (label)`.
    static func check(_ body: String, parameters: String = "step = 2.5kg") -> [String] {
        let text = "progression probe(\(parameters)):\n" + body
        let source = SourceFile(name: "rules.lift", text: text)
        let parsed = Parser.parse(source)
        #expect(parsed.diagnostics == [], "\(parsed.diagnostics.map(\.message))")
        var found: [String] = []
        for statement in parsed.document.statements {
            guard case .progression(let declaration) = statement else { continue }
            for diagnostic in ScriptChecker.check(declaration, source: source) {
                found.append("\(source.location(of: diagnostic.range.start)): [\(diagnostic.code)] \(diagnostic.message)"
                    + (diagnostic.label.map { " (\($0))" } ?? ""))
            }
        }
        return found
    }

    @Test func theShippedScriptsAreClean() {
        #expect(Self.check("  let reps = last.amrap.reps\n  if reps >= 5: tm += step\n  else if reps < 3: tm -= 10%\n") == [])
        #expect(Self.check("  weight = round(weight - 10%)\n  state.fails = 0\n  if new_cycle and state.fails == 0: tm += step\n") == [])
    }

    @Test func unknownNamesSuggestTheClosest() {
        #expect(Self.check("  wieght += step\n") == ["2:3: [E0601] no name 'wieght' in this script (did you mean 'weight'?)"])
        #expect(Self.check("  tm += stpe\n") == ["2:9: [E0601] no name 'stpe' in this script (did you mean 'step'?)"])
        #expect(Self.check("  tm = max\n") == ["2:8: [E0601] 'max' is a function: call it with parentheses"])
    }

    @Test func fieldsThatDoNotExist() {
        #expect(Self.check("  if last.fialed: tm -= 10%\n")
            == ["2:11: [E0602] a session has no field 'fialed' (did you mean 'failed'?)"])
        #expect(Self.check("  let r = last.amrap.rep\n") == ["2:22: [E0602] a set has no field 'rep' (did you mean 'reps'?)"])
        #expect(Self.check("  let r = tm.value\n") == ["2:14: [E0602] a load has no fields ('tm' is a load)"])
    }

    @Test func assignmentsToWhatIsReadOnly() {
        #expect(Self.check("  week += 1\n") == ["2:3: [E0603] 'week' (the week of the program) cannot be assigned (it is a number the engine gives)"])
        #expect(Self.check("  step = 5kg\n") == ["2:3: [E0603] 'step' is a parameter and cannot be assigned (the rule gives it)"])
        #expect(Self.check("  last.failed = true\n") == ["2:3: [E0603] 'last.failed' cannot be assigned (it is read from the session)"])
    }

    @Test func callsOfUnknownFunctionsOrWithTheWrongArguments() {
        #expect(Self.check("  tm = rond(tm)\n") == ["2:8: [E0604] no function 'rond' (did you mean 'round'?)"])
        #expect(Self.check("  tm = min(tm)\n") == ["2:8: [E0605] 'min' takes two or more values, found a load"])
        #expect(Self.check("  tm = max(tm, 5)\n")
            == ["2:8: [E0605] 'max' takes values of one kind (numbers, loads, percentages, times or distances), found a load and a number"])
        #expect(Self.check("  tm = e1rm(5, tm)\n") == ["2:8: [E0605] 'e1rm' takes a load and a number of reps, found a number and a load"])
        #expect(Self.check("  tm = round(tm, 5)\n") == ["2:8: [E0605] 'round' takes a step of the value's kind, found a load and a number"])
    }

    @Test func unitErrorsNameTheKinds() {
        #expect(Self.check("  weight += 5\n") == ["2:3: [E0606] cannot add a number to a load ('weight' is a load, '5' is a number)"])
        #expect(Self.check("  weight = weight + \"heavy\"\n")
            == ["2:12: [E0606] cannot add a word to a load ('weight' is a load, '\"heavy\"' is a word)"])
        #expect(Self.check("  reps = reps + step\n") == ["2:10: [E0606] cannot add a load to a number ('reps' is a number, 'step' is a load)"])
        #expect(Self.check("  if last.amrap.reps > 5kg: tm += step\n")
            == ["2:6: [E0606] cannot compare a load with a number ('last.amrap.reps' is a number, '5kg' is a load)"])
        #expect(Self.check("  tm = tm * tm\n") == ["2:8: [E0606] cannot multiply a load by a load ('tm' is a load, 'tm' is a load)"])
    }

    @Test func aLoadPlusOrMinusAPercentageScalesIt() {
        #expect(Self.check("  tm -= 10%\n  weight = weight + 5%\n  tm *= 90%\n") == [])
    }

    @Test func valuesOfTheWrongKind() {
        #expect(Self.check("  tm = 5\n") == ["2:8: [E0607] 'tm' is a load, not a number ('5' is a number)"])
        #expect(Self.check("  if reps: tm += step\n") == ["2:6: [E0607] a condition must be true or false, not a number ('reps' is a number)"])
    }

    @Test func numbersPastTheLimitsAndDistancesAreCaughtBeforeTheScriptRuns() {
        #expect(Self.check("  weight += 2000000kg\n") == ["2:13: [E0609] '2000000kg' is out of range "
            + "(numbers stay within ±1,000,000,000 and loads within ±1,000,000 kg or lb)"])
        #expect(Self.check("  weight += 5km\n")
            == ["2:3: [E0606] cannot add a distance to a load ('weight' is a load, '5km' is a distance)"])
        #expect(Self.check("  weight += 1rm\n") == ["2:13: [E0606] a repetition maximum means nothing in a script"])
    }

    @Test func suggestIsAStatementWithOneReason() {
        #expect(Self.check("  if last.failed: suggest(\"deload\")\n") == [])
        #expect(Self.check("  suggest(5)\n")
            == ["2:3: [E0605] 'suggest' takes one word in quotes, the reason a lifter reads, found a number"])
        #expect(Self.check("  suggest()\n")
            == ["2:3: [E0605] 'suggest' takes one word in quotes, the reason a lifter reads, found no arguments"])
        #expect(Self.check("  let said = suggest(\"deload\")\n")
            == ["2:14: [E0605] 'suggest' is a statement of its own, not a value (it gives nothing to compute with)"])
    }

    @Test func oneMistakeIsReportedOnce() {
        // The unknown name makes the sum's kind unknown: no unit error follows it.
        #expect(Self.check("  weight += wieght + 5\n").count == 1)
    }
}
